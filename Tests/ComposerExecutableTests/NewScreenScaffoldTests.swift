import Foundation
import Testing

/// Tools/new-screen refuses what it cannot scaffold before it writes anything (exit 64). Its success path, a
/// screen added to History in a scratch copy with the whole suite and the headless host passing there and a
/// diff confined to History's targets, LinkBaseline.json and README.md, is a step of .ci/run.
struct NewScreenScaffoldTests {
  @Test(arguments: [
    "Nowhere Week 'nowhere/week'",  // no such feature
    "History week 'history/week'",  // not UpperCamelCase
    "History Calendar 'history'",  // the pattern is taken
    "History EntryDetail 'history/entry-detail'",  // HistoryEntryDetail exists
    "History Week 'history/week/{start:date}'",  // no such parameter kind
    "History Week",  // no pattern
  ])
  func refusesWithoutWriting(_ arguments: String) throws {
    let root = ComposerExecutable.repositoryRoot
    let files = ["Modules/HistoryRoutes/HistoryRoutes.swift", "Modules/HistoryFeature/HistoryFeature.swift"]
    let before = try files.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    let run = try Shell.run("Tools/new-screen \(arguments) 2>&1", in: root)
    #expect(run.status == 64, "\(run.output)")
    #expect(run.output.hasPrefix("new-screen:") || run.output.hasPrefix("usage:"), "\(run.output)")
    let after = try files.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
    #expect(before == after)
  }
}
