import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Every story journey under ``Localization/pseudo``, which marks each table's text ⟦…⟧: after every step, each
/// text the state shows or VoiceOver speaks (toast, alert message and actions, error state and its action, back
/// label, tab labels, title, the top screen's hint, the announcement, the label of what has focus) must be marked, or it is a literal that
/// bypassed the tables. The journeys' `expect` lines compare English and are not what this run checks; the
/// real composition's registry is used, since the fixture apps' titles are literals.
@Suite struct PseudoLocaleJourneyTests {
  static var stories: [String] {
    JourneyFileTests.files.map(\.lastPathComponent).filter { $0.hasPrefix("story-") }
  }

  @Test func everyStoryIsRun() {
    #expect(Self.stories.count >= 10)
  }

  @Test(arguments: stories)
  func everyTextOfTheStoryIsFromATable(_ name: String) throws {
    let text = try String(contentsOf: JourneyFileTests.directory.appendingPathComponent(name), encoding: .utf8)
    var registry = try AppComposition.makeRegistry()
    registry.localization = .pseudo
    var runner = try JourneyRunner(
      registry: registry, headers: JourneyHeaders(text: text), clock: try JourneyClock.header(of: text) ?? .standard)
    let journey = try Journey.parse(text, registry: runner.engine.registry)
    var unmarked: [String] = []
    for step in journey.steps {
      let report = try runner.run(step)
      let hint = runner.engine.registry.accessibilityHint(of: runner.engine.topScreen(of: runner.state))
      for (what, shown) in Self.texts(of: report) + [("hint", hint)] {
        guard let shown, !Self.isMarkedOrExcepted(shown) else { continue }
        let finding = "\(what): \(shown)"
        if !unmarked.contains(where: { $0.hasSuffix(finding) }) { unmarked.append("line \(step.number) \(finding)") }
      }
    }
    #expect(unmarked == [], "\(name)")
  }

  /// What a person sees or hears in the report of one step.
  static func texts(of report: StateReport) -> [(String, String?)] {
    var texts: [(String, String?)] = [
      ("toast", report.toast), ("back label", report.backLabel), ("title", report.title),
      ("announcement", report.announcement), ("focus", report.focus), ("alert", report.alert?.message),
      ("error", report.error?.message),
    ]
    texts += (report.alert?.actions ?? []).map { ("alert action", $0) }
    texts += (report.error?.actions ?? []).map { ("error action", $0) }
    texts += report.tabLabels.sorted { $0.key < $1.key }.map { ("tab label", $0.value) }
    return texts
  }

  /// A table's text is wrapped whole, so a text built by joining words in code is caught even when a part of it
  /// is marked. Excepted: a text without letters (a number, a path) and a day's title, which Foundation writes
  /// for the language ("November 18, 2024").
  static func isMarkedOrExcepted(_ text: String) -> Bool {
    if text.hasPrefix("⟦") && text.hasSuffix("⟧") { return true }
    if !text.contains(where: \.isLetter) { return true }
    return text.wholeMatch(of: /[A-Z][a-z]+ \d{1,2}, \d{4}/) != nil
  }
}
