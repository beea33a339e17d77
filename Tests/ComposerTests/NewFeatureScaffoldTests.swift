import AppComposition
import Foundation
import Testing

/// Tools/new-feature end to end, in a copy of the repository: scaffold, build, validate, run the new tests.
///
/// Slow (a cold build of the copy, 1–2 minutes): runs only with `DEMETER_SLOW_TESTS=1`, which CI sets.
struct NewFeatureScaffoldTests {
  static let enabled = ProcessInfo.processInfo.environment["DEMETER_SLOW_TESTS"] == "1"

  @Test(
    .enabled(if: enabled, "slow: a full build in a copy of the repository; set DEMETER_SLOW_TESTS=1 to run it"),
    .timeLimit(.minutes(15)))
  func scaffoldedFeatureBuildsValidatesAndTests() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("demeter-new-feature-\(UUID())")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: copy)
      // SwiftPM keeps lock files for a package under the temporary folder, named after its path.
      let temporary = FileManager.default.temporaryDirectory
      let locks = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
      for name in locks where name.contains(copy.lastPathComponent) && name.hasSuffix(".lock") {
        try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
      }
    }
    let root = ComposerExecutable.repositoryRoot.path

    // Tracked and untracked-but-not-ignored files: never the scratch folders.
    let copied = try Shell.run(
      "git -C '\(root)' ls-files -co --exclude-standard -z | (cd '\(root)' && tar --null -T - -cf -) | tar -xf -",
      in: copy)
    #expect(copied.status == 0, "\(copied.output)")

    let scaffold = try Shell.run("Tools/new-feature MealPlans", in: copy)
    try #require(scaffold.status == 0, "\(scaffold.output)")
    let rejected = try Shell.run("Tools/new-feature MealPlans", in: copy)
    #expect(rejected.status == 64)

    let build = try Shell.run("swift build --scratch-path .build 2>&1", in: copy)
    try #require(build.status == 0, "\(build.output)")
    #expect(!build.output.contains("warning:"), "\(build.output)")

    let validate = try Shell.run("\"$(swift build --scratch-path .build --show-bin-path)/composer\" validate", in: copy)
    #expect(validate.status == 0, "\(validate.output)")
    #expect(validate.output.hasPrefix("ok: \(AppComposition.modules.count + 1) modules"), "\(validate.output)")

    let test = try Shell.run("swift test --scratch-path .build --filter MealPlansFeatureTests 2>&1", in: copy)
    #expect(test.status == 0, "\(test.output)")
    let summary = test.output.split(separator: "\n").first { $0.contains("Test run with") }
    let count = summary.flatMap { line in
      line.split(separator: " ").firstIndex(of: "with").flatMap { Int(line.split(separator: " ")[$0 + 1]) }
    }
    #expect((count ?? 0) > 0, "no tests ran: \(summary ?? "no summary line")")
  }
}
