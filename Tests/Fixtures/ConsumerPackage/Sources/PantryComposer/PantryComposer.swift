import NavigationComposer
import PantryFeature
import TodayFeature

/// The consumer's whole composer: its app definition and modules handed to the composer library.
@main
struct PantryComposer {
  static func main() {
    ComposerCLI.main(ComposedApp(definition: PantryFeature.app, modules: [TodayFeature(), PantryFeature()]))
  }
}
