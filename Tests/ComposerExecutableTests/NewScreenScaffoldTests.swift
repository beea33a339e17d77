import Foundation
import Testing

/// Tools/new-screen checks everything before it writes anything: a refusal is exit 64 with every file as it was,
/// and a failure halfway puts back every file it wrote. Each run is in a copy of the repository. Its success
/// path, a screen added to History in a scratch copy with the whole suite and the headless host passing there
/// and a diff confined to History's targets, LinkBaseline.json and README.md, is a step of .ci/run.
struct NewScreenScaffoldTests {
  @Test(arguments: [
    "Nowhere Week 'nowhere/week'",  // no such feature
    "History week 'history/week'",  // not UpperCamelCase
    "History Calendar 'history'",  // the pattern is taken
    "History EntryDetail 'history/entry-detail'",  // HistoryEntryDetail exists
    "History Week 'history/week/{start:date}'",  // no such parameter kind
    "History Week",  // no pattern
    // Issue 52: each of these wrote files before it failed.
    "History Calendar 'history/cal'",  // history.calendar is the tab root's id; HistoryText.calendarTitle exists
    "History DayDetail 'history/day-detail'",  // history.dayDetail is taken
    "History Week 'history/{x:day}'",  // history/{date:day} has that shape: no precedence rule tells them apart
    "History Week 'history/week/{class:int}'",  // a Swift keyword
    "History Week 'history/week/{a:int}/{a:day}'",  // a parameter twice
  ])
  func refusesWithoutWriting(_ arguments: String) throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let before = try copy.fingerprint()
    let run = try copy.run("Tools/new-screen \(arguments)")
    #expect(run.status == 64, "\(run.output)")
    #expect(run.output.hasPrefix("new-screen:") || run.output.hasPrefix("usage:"), "\(run.output)")
    #expect(try copy.fingerprint() == before)
  }

  /// The screen writes six files, the README's graph and the link baseline: a failure before any of them (a
  /// write, injected), or of the build, leaves every file as it was; with no failure the scaffold completes.
  @Test func aFailureHalfwayPutsBackEveryFile() throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let before = try copy.fingerprint()
    let command = "Tools/new-screen History Week 'history/week/{start:day}'"
    for writes in 0..<8 {
      let run = try copy.run(command, environment: ["DEMETER_SCAFFOLD_FAIL_AFTER": "\(writes)"])
      #expect(run.status == 1, "after \(writes) writes: \(run.output)")
      #expect(run.output.contains("write \(writes + 1) fails"), "\(run.output)")
      #expect(try copy.fingerprint() == before, "after \(writes) writes")
    }
    let broken = try copy.run(command, toolchain: .standIn(buildStatus: 1))
    #expect(broken.status == 1, "\(broken.output)")
    #expect(try copy.fingerprint() == before, "after a failed build")
    let whole = try copy.run(command, environment: ["DEMETER_SCAFFOLD_FAIL_AFTER": "8"])
    #expect(whole.status == 0, "\(whole.output)")
    #expect(try copy.fingerprint() != before)
  }
}
