import AppComposition
import NavigationComposer

/// `composer`: Demeter's composition handed to the composer library, which parses, runs and prints.
@main
struct DemeterComposer {
  static func main() {
    ComposerCLI.main(
      ComposedApp(
        definition: AppComposition.app, modules: AppComposition.modules, linkBaseline: AppComposition.linkBaseline))
  }
}
