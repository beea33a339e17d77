import AppComposition
import NavigationCore
import NavigationTesting
import Testing

@testable import NavigationComposer

/// `composer validate` on Demeter's composition and its committed LinkBaseline.json: clean on main; a moved
/// History pattern fails naming it; a redirect from the old pattern makes it pass.
///
/// "The app validates clean" is this one test: the command the app's CI runs, over Demeter's definition,
/// its modules and its link baseline (every check `CompositionCheck` and the baseline make).
struct DemeterLinkBaselineTests {
  static func validate(_ modules: [any RouteModule]) -> (status: Int32, output: String) {
    var output = CapturedOutput()
    let app = ComposedApp(
      definition: AppComposition.app, modules: modules, linkBaseline: AppComposition.linkBaseline)
    let status = ComposerCLI.run(["validate"], app: app, output: &output)
    return (status, output.stdout + output.stderr)
  }

  static func moved(redirects: [LinkRedirect]) -> [any RouteModule] {
    AppComposition.modules.map { module in
      module.name == "History"
        ? MovedPatternModule(
          base: module, route: "history.dayDetail", pattern: "history/day/{date:day}", redirects: redirects)
        : module
    }
  }

  @Test func demeterValidatesCleanWithItsDefinitionModulesAndLinkBaseline() {
    let clean = Self.validate(AppComposition.modules)
    #expect(clean.status == 0, "\(clean.output)")
    let routes = AppComposition.modules.flatMap(\.routes).count
    #expect(
      clean.output.hasPrefix("ok: \(AppComposition.modules.count) modules, \(routes) routes, no findings; all "),
      "\(clean.output)")
    #expect(clean.output.hasSuffix(" recorded links open their routes\n"), "\(clean.output)")
  }

  @Test func aMovedPatternFailsValidateUntilARedirectKeepsItsLinks() {
    let broken = Self.validate(Self.moved(redirects: []))
    #expect(broken.status == 1)
    #expect(
      broken.output.contains(
        "error [link-baseline] History: route 'history.dayDetail': recorded pattern 'history/{date:day}', "
          + "now 'history/day/{date:day}'"), "\(broken.output)")

    let redirected = Self.validate(
      Self.moved(redirects: [LinkRedirect(from: "history/{date:day}", to: "history.dayDetail")]))
    #expect(redirected.status == 0, "\(redirected.output)")
    #expect(redirected.output.contains("addition (not yet in the link baseline): redirect 'history/{date:day}'"))
  }
}
