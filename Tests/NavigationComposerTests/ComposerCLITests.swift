import Foundation
import NavigationCore
import NavigationTesting
import Testing

@testable import NavigationComposer

/// The composer library runs every command against the composition it is handed, not Demeter's: a
/// consumer's composer lists, validates, draws, exports, opens and simulates its own modules.
struct ComposerCLITests {
  /// What a command printed.
  typealias Captured = CapturedOutput

  static let pantry = ComposedApp(
    definition: AppDefinition(
      name: "Pantry", linkSchemes: ["pantry"], universalLinkHosts: ["pantry.example"],
      bundleIdentifier: "example.pantry",
      floatingButton: AppDefinition.FloatingButton(
        label: "Add item button", keyCombo: "cmd+shift+a", keyTitle: "Add item")),
    modules: [
      FixtureModule(
        name: "Pantry", tabs: [TabDefinition(id: "pantry", title: "Pantry", icon: "cabinet", order: 0)],
        routes: [
          RouteDefinition(
            id: "pantry.root", pattern: "pantry", placement: .tabRoot("pantry"), title: "Pantry",
            links: ["pantry.shelf"]),
          RouteDefinition(
            id: "pantry.shelf", pattern: "pantry/shelf/{number:int}",
            placement: .push(tab: "pantry", parent: "pantry.root"), title: "Shelf"),
        ])
    ])

  func run(_ arguments: [String]) -> (status: Int32, output: Captured) {
    var output = Captured()
    let status = ComposerCLI.run(arguments, app: Self.pantry, output: &output)
    return (status, output)
  }

  @Test func helpNamesTheComposedApp() {
    let (status, output) = run(["--help"])
    #expect(status == 0)
    #expect(output.stdout.hasPrefix("composer: the assembled Pantry navigation, in a terminal."))
  }

  @Test func listRoutesListsOnlyTheHandedModules() {
    let (status, output) = run(["--list-routes"])
    #expect(status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Pantry  pantry.shelf"), "\(output.stdout)")
    #expect(output.stdout.hasSuffix("2 routes in 1 modules\n"), "\(output.stdout)")
    #expect(!output.stdout.contains("history"))
  }

  @Test func validateChecksTheHandedModules() {
    let (status, output) = run(["validate"])
    #expect(status == 0, "\(output.stdout)")
    #expect(
      output.stdout == """
        ok: 1 modules, 2 routes, no findings
        note: reaching 'pantry.root' (tab root) takes at most 1 action from any screen (from 'pantry.shelf')

        """)
  }

  @Test func graphAndExportDescribeTheHandedModules() {
    let graph = run(["graph"])
    #expect(graph.status == 0)
    #expect(graph.output.stdout.contains("pantry_shelf"), "\(graph.output.stdout)")
    let aasa = run(["export", "aasa"])
    #expect(aasa.status == 0, "\(aasa.output.stderr)")
    #expect(aasa.output.stdout.contains("\"comment\" : \"pantry.shelf\""), "\(aasa.output.stdout)")
    #expect(aasa.output.stdout.contains("TEAMID.example.pantry"), "\(aasa.output.stdout)")
    let types = run(["export", "url-types"])
    #expect(types.output.stdout.contains("<string>pantry</string>"), "\(types.output.stdout)")
  }

  @Test func openRunsAgainstTheHandedModulesAndTheAppsScheme() {
    let (status, output) = run(["open", "pantry://pantry/shelf/3", "--now", "2024-11-20T09:00:00Z"])
    #expect(status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("top /pantry/shelf/3"), "\(output.stdout)")
  }

  @Test func simulateKnowsOnlyTheHandedTabs() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("pantry-\(UUID()).journey")
    defer { try? FileManager.default.removeItem(at: file) }
    try "tap pantry\nexpect tab pantry\ntap history\n".write(to: file, atomically: true, encoding: .utf8)
    let (status, output) = run(["simulate", file.path, "--now", "2024-11-20T09:00:00Z"])
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains("line 3: no tab 'history' (tabs: pantry)"), "\(output.stderr)")
  }
}
