import Foundation
import NavigationCore
import NavigationTesting
import Testing

@testable import NavigationComposer

/// `composer validate` notes: facts that are not findings (DESIGN.md, "Contract extensions of round 3").
struct ValidateNotesTests {
  typealias Captured = ComposerCLITests.Captured

  /// A composition of `count` tabs, each a module with its root; tab `t0` first.
  static func app(tabs count: Int) -> ComposedApp {
    var app = ComposerCLITests.pantry
    app.modules = (0..<count).map { index in
      FixtureModule(
        name: "Tab\(index)",
        tabs: [TabDefinition(id: TabID("t\(index)"), title: "Tab \(index)", icon: "star", order: index)],
        routes: [
          RouteDefinition(
            id: RouteID("t\(index).root"), pattern: "t\(index)", placement: .tabRoot(TabID("t\(index)")),
            title: "Tab \(index)")
        ])
    }
    return app
  }

  func validate(_ arguments: [String], tabs: Int) -> (status: Int32, lines: [String]) {
    var output = Captured()
    let status = ComposerCLI.run(["validate"] + arguments, app: Self.app(tabs: tabs), output: &output)
    return (status, output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test func sixTabsAreNotedNamingTheTabsThatMoveUnderMoreAndTheExitStaysZero() {
    let (status, lines) = validate([], tabs: 6)
    #expect(status == 0)
    #expect(
      lines.contains(
        "note: 6 tabs: on iPhone, TabView shows 4 and moves t4, t5 under More, where per-tab navigation stacks are known to misbehave; keep 5 or fewer"
      ))
    #expect(lines.contains { $0.hasPrefix("ok: 6 modules") })
  }

  @Test func fiveTabsHaveNoTabsNote() {
    let (status, lines) = validate([], tabs: 5)
    #expect(status == 0)
    // Each tab root's reachability is noted; the number of tabs is not.
    let notes = lines.filter { $0.hasPrefix("note: ") }
    #expect(notes.count == 5)
    #expect(notes.allSatisfy { $0.hasPrefix("note: reaching 't") })
  }

  @Test func jsonCarriesTheNotesBesideTheFindings() throws {
    let (status, lines) = validate(["--json"], tabs: 7)
    #expect(status == 0)
    let report = try JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8)) as? [String: Any]
    let notes = try #require(report?["notes"] as? [String])
    // The tabs note first, then one reachability note per tab root.
    #expect(notes.count == 8)
    #expect(notes.first?.hasPrefix("7 tabs: on iPhone, TabView shows 4 and moves t4, t5, t6 under More") == true)
    #expect(notes.dropFirst().allSatisfy { $0.hasPrefix("reaching 't") })
    #expect(report?["ok"] as? Bool == true)
  }
}
