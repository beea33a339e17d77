import Foundation
import Testing

/// Texts the state keeps (a feature's question, a toast), read from a report or a state file by the built
/// `composer` in a process of their own: nothing that ran before can have declared a table, and a text from
/// outside is data. The reports and the state file in Fixtures/ were written by the release before tables were
/// named by module (see Fixtures/README.md), so they also hold what an earlier release wrote.
struct KeptTextTests {
  static let fixtures = "Tests/ComposerExecutableTests/Fixtures/"

  /// The fixture report `name`, with `replace`'s pairs replaced in it and `steps` run first, written to a
  /// temporary file; its path.
  private static func report(_ name: String, replacing replace: [(String, String)] = [], steps: [String]) throws
    -> (path: String, folder: URL)
  {
    var text = try String(
      contentsOf: ComposerExecutable.repositoryRoot.appendingPathComponent(fixtures + name), encoding: .utf8)
    for (old, new) in replace {
      #expect(text.contains(old), "the fixture holds \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    var lines = text.components(separatedBy: "\n")
    let firstStep = try #require(lines.firstIndex { !$0.hasPrefix("#") })
    lines.insert(contentsOf: steps, at: firstStep)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return (path, folder)
  }

  /// Finding 2 of issue 55: a report whose window starts under NutritionDisplay's discard question showed the
  /// raw key, ignored the recorded answer and failed nine expects, since the feature's table was declared only
  /// on its first kept text. The registry declares it now; the table's name is the one main wrote.
  @Test func aReportStartingUnderAFeaturesQuestionReplaysInAFreshProcess() throws {
    let (path, folder) = try Self.report(
      "alert-at-start.report.journey", steps: ["expect alert Discard this entry?", "expect alert-style alert"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run(["simulate", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("nutritionDisplay."))
    let german = try ComposerExecutable.run(["simulate", path, "--locale", "de"])
    #expect(german.stdout.contains("Diesen Eintrag verwerfen?"), "\(german.stdout.prefix(600))")
  }

  /// A feature's toast with its argument, at a report's start, reads worded in a fresh process.
  @Test func aReportStartingWithAFeaturesToastReadsItWorded() throws {
    let (path, folder) = try Self.report(
      "toast-at-start.report.journey", steps: ["expect toast Couldn’t log the entry (disk full). Try again."])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run(["simulate", path])
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// Finding 1 of issue 55: a key no table has was used as a format (`%s` crashed the composer, `%99999$@`
  /// trapped, `%1000000000d` hung, `%p` printed an address). A report's start is admitted whole (issue 54): a
  /// kept text its table does not have is a start that needs repair, refused with exit 64 and its reason, never
  /// worded (a key shown as written, its arguments unused, is `KeyedTextDataTests`').
  @Test func aStartsKeyNoTableHasIsRefusedNeverUsedAsAFormat() throws {
    let key = "%s %p %99999$@ %1000000000d %1$@ %%"
    let (path, folder) = try Self.report(
      "toast-at-start.report.journey",
      replacing: [
        (
          #""toast":{"arguments":["disk full"],"key":"nutritionDisplay.toast.saveFailed","table":"NutritionDisplayText"}"#,
          #""toast":{"arguments":["x"],"key":"\#(key)"}"#
        )
      ], steps: ["expect toast \(key)"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run(["simulate", path, "--record", folder.appendingPathComponent("again").path])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("a key its table does not have"), "\(run.stderr)")
    #expect(!run.stdout.contains("0x") && !run.stderr.contains("0x"))
  }

  /// A feature's key with fewer arguments than its text reads is a start that needs repair: refused with exit
  /// 64 and its reason, never worded with "(null)" (the placeholder shown as written is `KeyedTextDataTests`').
  @Test func aStartsKeyWithoutItsArgumentIsRefusedNeverShownWithNull() throws {
    let (path, folder) = try Self.report(
      "toast-at-start.report.journey", replacing: [(#""arguments":["disk full"],"#, "")],
      steps: ["expect toast Couldn’t log the entry (%1$@). Try again."])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run(["simulate", path])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("0 arguments where its text reads 1"), "\(run.stderr)")
    #expect(!run.stdout.contains("(null)") && !run.stderr.contains("(null)"))
  }

  /// A state file an earlier release saved with the review's question open resumes with the question worded.
  @Test func aStateFileAnEarlierReleaseSavedResumesWithTheFeaturesQuestion() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state.json")
    try FileManager.default.copyItem(
      at: ComposerExecutable.repositoryRoot.appendingPathComponent(Self.fixtures + "review-alert.state.json"), to: state
    )
    let run = try ComposerExecutable.run([
      "simulate", Self.fixtures + "review-alert-resumed.journey", "--state-file", state.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
  }

  /// Issue 57, item 5: a report's starting announcement is kept as what it names and worded in the replay's
  /// language; an older report's words read as written, and one naming a key no table has or a screen the app
  /// lacks is refused (exit 64), as a start's other kept texts are.
  @Test func aStartingAnnouncementIsWordedInTheReplaysLanguageOrRefused() throws {
    let old = #""announcement":"Couldn’t log the entry (disk full). Try again.","#
    let (path, folder) = try Self.report(
      "toast-at-start.report.journey",
      replacing: [(old, #""announcement":{"screen":"/today","toast":{"key":"toast.link.notFound"}},"#)],
      steps: ["expect announcement Today. That page couldn’t be found."])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try ComposerExecutable.run(["simulate", path])
    #expect(
      run.stdout.contains("✔ expect announcement Today. That page couldn’t be found."), "\(run.stdout.prefix(900))")
    let german = try ComposerExecutable.run(["simulate", path, "--locale", "de"])
    #expect(
      german.stdout.contains(#"actual "Heute. Diese Seite wurde nicht gefunden.""#), "\(german.stdout.prefix(900))")
    for bad in [
      #""announcement":{"screen":"/today","toast":{"key":"no.such.key"}},"#, #""announcement":{"screen":"/nowhere"},"#,
    ] {
      let (badPath, badFolder) = try Self.report("toast-at-start.report.journey", replacing: [(old, bad)], steps: [])
      defer { try? FileManager.default.removeItem(at: badFolder) }
      let refused = try ComposerExecutable.run(["simulate", badPath])
      #expect(refused.status == 64, "\(bad): \(refused.stderr)")
      #expect(refused.stderr.contains("the starting announcement cannot be worded"), "\(refused.stderr)")
    }
  }
}
