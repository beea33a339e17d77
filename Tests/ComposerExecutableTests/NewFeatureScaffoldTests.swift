import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import Testing

/// Tools/new-feature end to end, in a copy of the repository: scaffold three modules, lint, strict build,
/// validate, run the new tests.
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

    // MealPlans; Recipes, the README's example (the DocC article's Recipes code is no collision); RecipeBook,
    // whose module sorts after NavigationCore in the test file's imports.
    let names = ["MealPlans", "Recipes", "RecipeBook"]
    for name in names {
      let scaffold = try Shell.run("Tools/new-feature \(name)", in: copy)
      try #require(scaffold.status == 0, "\(name): \(scaffold.output)")
    }
    let rejected = try Shell.run("Tools/new-feature MealPlans", in: copy)
    #expect(rejected.status == 64)

    // Each new tab takes the next free order: after every existing tab, and no two alike.
    let highest = AppComposition.modules.flatMap(\.tabs).map(\.order).max() ?? -1
    for (offset, name) in names.enumerated() {
      let source = try String(
        contentsOf: copy.appendingPathComponent("Modules/\(name)Feature/\(name)Feature.swift"), encoding: .utf8)
      #expect(source.contains("order: \(highest + 1 + offset))"), "\(name): \(source)")
    }

    let lint = try Shell.run(
      "swift format lint --strict Package.swift App/AppComposition/*.swift "
        + names.map { "Modules/\($0)Feature/*.swift Tests/\($0)FeatureTests/*.swift" }.joined(separator: " ")
        + " 2>&1", in: copy)
    #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")

    let build = try Shell.run(
      "swift build --scratch-path .build -Xswiftc -warnings-as-errors "
        + "--explicit-target-dependency-import-check error 2>&1", in: copy)
    try #require(build.status == 0, "\(build.output)")
    #expect(!build.output.contains("warning:"), "\(build.output)")

    let validate = try Shell.run("\"$(swift build --scratch-path .build --show-bin-path)/composer\" validate", in: copy)
    #expect(validate.status == 0, "\(validate.output)")
    #expect(!validate.output.contains("addition"), "the scaffold records the new links: \(validate.output)")

    // The baseline gained the new modules' links and kept every recorded one, byte for byte: only added lines.
    let baseline = try Shell.run(
      "git diff --no-index --unified=0 '\(root)/LinkBaseline.json' LinkBaseline.json", in: copy)
    let removed = baseline.output.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
    #expect(removed.allSatisfy { $0 == "-    }" }, "\(baseline.output)")
    for name in names {
      let slug = name == "MealPlans" ? "meal-plans" : name == "RecipeBook" ? "recipe-book" : "recipes"
      #expect(baseline.output.contains("\"demeter://\(slug)\""), "\(name): \(baseline.output)")
    }
    #expect(
      validate.output.hasPrefix("ok: \(AppComposition.modules.count + names.count) modules"), "\(validate.output)")

    let test = try Shell.run("swift test --scratch-path .build --filter MealPlansFeatureTests 2>&1", in: copy)
    #expect(test.status == 0, "\(test.output)")
    let summary = test.output.split(separator: "\n").first { $0.contains("Test run with") }
    let count = summary.flatMap { line in
      line.split(separator: " ").firstIndex(of: "with").flatMap { Int(line.split(separator: " ")[$0 + 1]) }
    }
    #expect((count ?? 0) > 0, "no tests ran: \(summary ?? "no summary line")")
  }
}
