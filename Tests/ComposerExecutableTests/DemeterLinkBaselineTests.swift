import AppComposition
import NavigationChecks
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
    let lines = clean.output.split(separator: "\n")
    // The ok line first, then the notes: facts, not findings, one per main screen (FR-004 kept over SC-001
    // for detail screens).
    // Another team's tab adds its own note; Demeter's four stay as they are.
    #expect(lines.dropFirst().count == CompositionCheck.notes(for: AppComposition.modules).count, "\(clean.output)")
    #expect(
      Set(lines.dropFirst()).isSuperset(of: [
        "note: reaching 'today.root' (tab root) takes at most 4 actions from any screen (from 'history.entryEditor')",
        "note: reaching 'history.calendar' (tab root) takes at most 3 actions from any screen (from 'today.entryEditor')",
        "note: reaching 'settings.root' (tab root) takes at most 4 actions from any screen (from 'history.entryEditor')",
        "note: reaching 'voice.input' (the floating button's screen) takes at most 2 actions from any screen "
          + "(from 'today.entryEditor')",
      ]), "\(clean.output)")
    let summary = lines.first.map(String.init) ?? ""
    #expect(
      summary.hasPrefix("ok: \(AppComposition.modules.count) modules, \(routes) routes, no findings; all "),
      "\(clean.output)")
    #expect(summary.hasSuffix(" recorded links open their routes"), "\(clean.output)")
  }

  @Test func aMovedPatternFailsValidateUntilARedirectKeepsItsLinks() {
    let broken = Self.validate(Self.moved(redirects: []))
    #expect(broken.status == 1)
    #expect(
      broken.output.contains(
        "error [link-baseline] History: route 'history.dayDetail': recorded pattern 'history/{date:day}', "
          + "now 'history/day/{date:day}'"), "\(broken.output)")
    // The notes follow the findings and their count, and leave the exit code to them.
    let lines = broken.output.split(separator: "\n")
    let noteCount = CompositionCheck.notes(for: AppComposition.modules).count
    #expect(lines.filter { $0.hasPrefix("note: ") }.count == noteCount, "\(broken.output)")
    #expect(lines.suffix(noteCount).allSatisfy { $0.hasPrefix("note: ") }, "\(broken.output)")
    #expect(lines.dropLast(noteCount).last == "1 finding", "\(broken.output)")

    let redirected = Self.validate(
      Self.moved(redirects: [LinkRedirect(from: "history/{date:day}", to: "history.dayDetail")]))
    #expect(redirected.status == 0, "\(redirected.output)")
    #expect(redirected.output.contains("addition (not yet in the link baseline): redirect 'history/{date:day}'"))
  }
}
