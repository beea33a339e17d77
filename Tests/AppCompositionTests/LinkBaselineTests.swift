import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The committed link baseline (LinkBaseline.json) against Demeter's composition, and what happens when a
/// feature team moves a pattern: validate fails naming it, a redirect makes it pass, the old link opens the new
/// screen, and a snapshot saved with the old path restores.
struct LinkBaselineTests {
  static let today = Day(year: 2024, month: 11, day: 20)!
  static let now = Date(timeIntervalSince1970: 1_732_093_200)  // 2024-11-20T09:00:00Z
  static let oldPattern = "history/{date:day}"
  static let newPattern = "history/day/{date:day}"

  static func committed() throws -> LinkBaseline {
    try LinkBaseline.read(from: AppComposition.linkBaseline)
  }

  /// Demeter's modules with History's day detail moved to `history/day/{date:day}`, plus `redirects`.
  static func movedModules(redirects: [LinkRedirect] = []) -> [any RouteModule] {
    AppComposition.modules.map { module in
      module.name == "History"
        ? MovedPatternModule(base: module, route: "history.dayDetail", pattern: newPattern, redirects: redirects)
        : module
    }
  }

  static func registry(_ modules: [any RouteModule]) throws -> RouteRegistry {
    try RouteRegistry(app: AppComposition.app, modules: modules)
  }

  static func session(_ modules: [any RouteModule], store: InMemoryStateStore) throws -> NavigationSession {
    TestApp(registry: try registry(modules), start: JourneyClock(now: now), data: AllAvailableDataSource())
      .session(store: store)
  }

  @Test func theCommittedBaselineHoldsForDemeterAndRecordsEveryPattern() throws {
    let registry = try AppComposition.makeRegistry()
    let baseline = try Self.committed()
    let comparison = baseline.compare(with: registry, today: Self.today, recordCommand: "record")
    #expect(comparison.findings.isEmpty)
    #expect(comparison.additions.isEmpty, "re-record: swift run composer baseline --record-additions")
    // The file is what the composer writes (its own encoding, byte for byte), and records every pattern.
    #expect(baseline.text == (try String(contentsOfFile: AppComposition.linkBaseline, encoding: .utf8)))
    let recorded = Set(baseline.entries.map { "\($0.kind) \($0.route) \($0.pattern)" })
    for entry in LinkBaseline(recording: registry).entries {
      #expect(recorded.contains("\(entry.kind) \(entry.route) \(entry.pattern)"))
    }
  }

  @Test func movingAPatternFailsTheBaselineNamingModuleRouteAndBothPatterns() throws {
    let comparison = try Self.committed().compare(
      with: try Self.registry(Self.movedModules()), today: Self.today,
      recordCommand: "swift run composer baseline --record")
    #expect(comparison.findings.count == 1)
    let finding = try #require(comparison.findings.first)
    #expect(finding.check == "link-baseline")
    #expect(finding.modules == ["History"])
    #expect(finding.routes == ["history.dayDetail"])
    #expect(finding.message.contains("recorded pattern '\(Self.oldPattern)'"))
    #expect(finding.message.contains("now '\(Self.newPattern)'"))
    #expect(finding.message.contains("demeter://history/2024-11-18"))
    #expect(finding.fix.contains("LinkRedirect(from: \"\(Self.oldPattern)\", to: \"history.dayDetail\")"))
    #expect(finding.fix.contains("swift run composer baseline --record"))
    // The moved pattern itself is new: an addition, not an error.
    #expect(comparison.additions.contains { $0.contains("pattern '\(Self.newPattern)'") })
  }

  @Test func aRedirectFromTheOldPatternMakesTheBaselinePass() throws {
    let modules = Self.movedModules(redirects: [LinkRedirect(from: Self.oldPattern, to: "history.dayDetail")])
    let comparison = try Self.committed().compare(
      with: try Self.registry(modules), today: Self.today, recordCommand: "record")
    #expect(comparison.findings.isEmpty)
    #expect(comparison.additions.contains { $0.hasPrefix("redirect '\(Self.oldPattern)' → 'history.dayDetail'") })
  }

  @Test func aRecordedHTTPSLinkTheExportedAASAWouldSendToTheBrowserIsAFinding() throws {
    let registry = try AppComposition.makeRegistry()
    // An export without the trailing-slash components: the resolver opens `…/settings/goals/`, iOS would not.
    let components = LinkExport.universalLinkComponents(for: registry).filter { !$0.path.hasSuffix("/") }
    let comparison = try Self.committed().compare(
      with: registry, today: Self.today, recordCommand: "record", components: components)
    #expect(
      comparison.findings.count == registry.routes.filter { $0.definition.exposure.contains(.universalLink) }.count)
    #expect(
      comparison.findings.contains {
        $0.routes == ["settings.goals"]
          && $0.message.contains(
            "https://demeter.app/settings/goals/ matches no component of the exported AASA (iOS would open the browser)"
          )
      })
  }

  @Test func theOldLinkOpensTheMovedScreenAtItsNewPathAndSaysItWasRedirected() throws {
    let modules = Self.movedModules(redirects: [LinkRedirect(from: Self.oldPattern, to: "history.dayDetail")])
    var session = try Self.session(modules, store: InMemoryStateStore())
    session.launch()
    let result = session.send(.request(.openLink("https://demeter.app/history/2024-11-18")))
    #expect(result.outcome == .completed)
    #expect(session.state.selectedTab == "history")
    #expect(session.state.selectedStack.map(\.path) == ["/history/day/2024-11-18"])
    #expect(
      result.events.contains(
        .redirected(input: "https://demeter.app/history/2024-11-18", from: Self.oldPattern, to: "history.dayDetail")))
  }

  @Test func withoutTheRedirectTheOldLinkFails() throws {
    var session = try Self.session(Self.movedModules(), store: InMemoryStateStore())
    session.launch()
    let result = session.send(.request(.openLink("demeter://history/2024-11-18")))
    #expect(result.outcome != .completed)
    #expect(session.state.selectedTab == "today")
  }

  @Test(arguments: [true, false])
  func aSnapshotSavedWithTheOldPathRestoresThroughTheRedirect(redirected: Bool) throws {
    let store = InMemoryStateStore()
    var before = try Self.session(AppComposition.modules, store: store)
    before.launch()
    before.send(.request(.openLink("demeter://history/2024-11-18/entry/3f2504e0-4f89-41d3-9a0c-0305e82c3301")))
    #expect(before.state.selectedStack.map(\.path).first == "/history/2024-11-18")
    before.send(.background)
    #expect(store.data != nil)

    let redirects = redirected ? [LinkRedirect(from: Self.oldPattern, to: "history.dayDetail")] : []
    var after = try Self.session(Self.movedModules(redirects: redirects), store: store)
    let launched = after.launch()
    #expect(launched.restored)
    if redirected {
      #expect(
        after.state.selectedStack.map(\.path) == [
          "/history/day/2024-11-18", "/history/2024-11-18/entry/3f2504e0-4f89-41d3-9a0c-0305e82c3301",
        ])
      #expect(launched.events.contains { if case .redirected = $0 { true } else { false } })
    } else {
      // Without it the stack is cut where the old path no longer resolves.
      #expect(after.state.selectedStack.isEmpty)
      #expect(launched.events.contains { if case .truncated = $0 { true } else { false } })
    }
  }
}
