import NavigationComposer
import TrailheadFeature

/// Trailhead's composer: every composer command (list, open, validate, simulate, export) for its one module.
@main
struct TrailheadComposer {
  static func main() {
    ComposerCLI.main(ComposedApp(definition: TrailheadFeature.app, modules: [TrailheadFeature()]))
  }
}
