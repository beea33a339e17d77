import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import Testing

/// The rules a recorded link is held to, each at its boundary: it opens the very route it was recorded for
/// (not merely some route), and a recorded route no module registers is a finding even with no link to fail.
struct LinkBaselineRuleTests {
  static let today = Day(year: 2024, month: 11, day: 20)!

  static func comparison(_ change: (inout LinkBaseline) -> Void) throws -> LinkBaseline.Comparison {
    var baseline = try LinkBaseline.read(from: AppComposition.linkBaseline)
    change(&baseline)
    return baseline.compare(with: try AppComposition.makeRegistry(), today: today, recordCommand: "record")
  }

  @Test func aRecordedLinkThatNowOpensAnotherRouteIsAFinding() throws {
    // Settings' root links, recorded as if they opened Settings' goals: they open a route, but not that one.
    let comparison = try Self.comparison { baseline in
      let index = baseline.entries.firstIndex { $0.route == "settings.root" }!
      baseline.entries[index].route = "settings.goals"
    }
    #expect(comparison.findings.count == 1)
    #expect(comparison.findings.first?.routes == ["settings.goals"])
    #expect(comparison.findings.first?.message.contains("now opens 'settings.root'") == true)
  }

  @Test func theSameLinksRecordedForTheirOwnRouteAreNoFinding() throws {
    #expect(try Self.comparison { _ in }.findings.isEmpty)
  }

  @Test func aRecordedRouteNoModuleRegistersIsAFindingEvenWithoutLinks() throws {
    let comparison = try Self.comparison { baseline in
      var gone = baseline.entries[0]
      (gone.module, gone.route, gone.pattern, gone.links) = ("Gone", "gone.root", "gone", [])
      baseline.entries.append(gone)
    }
    #expect(comparison.findings.count == 1)
    #expect(comparison.findings.first?.message.contains("the route is no longer registered") == true)
  }

  @Test func aFindingIsOneLineAndItsFixAnotherWhateverTheStoredTextHolds() {
    let finding = CompositionFinding(
      severity: .error, check: "link-baseline", modules: ["Gone\u{1B}[2J"], routes: [],
      message: "route 'x\nok: 9 modules, no findings'", fix: "re-record\r\nok")
    let lines = finding.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2)
    #expect(!finding.description.unicodeScalars.contains { $0.value == 0x1B || $0 == "\r" })
    #expect(lines.first?.contains(#"x\u{a}ok: 9 modules"#) == true)
  }
}
