import NavigationComposer
import PantryFeature
import TodayFeature

/// The consumer's whole composer: its composition handed to the composer library.
@main
struct PantryComposer {
  static func main() {
    ComposerCLI.main(ComposedApp(name: "Pantry", modules: [TodayFeature(), PantryFeature()]))
  }
}
