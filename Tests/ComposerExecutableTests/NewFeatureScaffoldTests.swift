import AppComposition
import Foundation
import NavigationChecks
import NavigationCore
import Testing

/// Tools/new-feature end to end, in a copy of the repository: scaffold three modules, lint, strict build,
/// validate, build the new test targets (CI's scaffold step runs a scaffolded feature's tests in the suite).
///
/// Slow (a cold build of the copy, 1–2 minutes): runs only with `DEMETER_SLOW_TESTS=1`, which CI sets.
struct NewFeatureScaffoldTests {
  static let enabled = ProcessInfo.processInfo.environment["DEMETER_SLOW_TESTS"] == "1"

  @Test(
    .enabled(if: enabled, "slow: a full build in a copy of the repository; set DEMETER_SLOW_TESTS=1 to run it"),
    .timeLimit(.minutes(30)))
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

    // The new test targets compile, warnings as errors. Only they are built: `swift test --filter` would build
    // every test target of the copy, cold. That a scaffolded feature's tests run and pass beside everyone
    // else's is CI's scaffold step (.ci/run: Tools/new-feature Throwaway, then the whole suite, on the warm
    // build).
    for name in names {
      let tests = try Shell.run(
        "swift build --scratch-path .build -Xswiftc -warnings-as-errors --target \(name)FeatureTests 2>&1", in: copy)
      #expect(tests.status == 0 && !tests.output.contains("warning:"), "\(name): \(tests.output)")
    }
  }

  // MARK: - Checked first, written whole (fast: in a copy, with a stand-in build)

  @Test(arguments: [
    "Voice",  // the pattern `voice` is voice input's (issue 52: the scaffold wrote the feature, then exit 1)
    "MyHistory",  // `swift test --filter HistoryFeatureTests` would run MyHistoryFeatureTests too
    "Today",  // the module exists
    "RecipesFeature",  // the Feature suffix
    "recipes",  // not UpperCamelCase
  ])
  func refusesWithoutWriting(_ name: String) throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let before = try copy.fingerprint()
    let run = try copy.run("Tools/new-feature \(name)")
    #expect(run.status == 64, "\(run.output)")
    #expect(run.output.hasPrefix("new-feature:") || run.output.hasPrefix("usage:"), "\(run.output)")
    #expect(try copy.fingerprint() == before)
  }

  /// The feature writes seven files, three of the app's, three links, the README's graph and the link baseline:
  /// a failure before any of them (a write, injected), or of the build, leaves every file as it was and
  /// removes what it created.
  @Test func aFailureHalfwayPutsBackEveryFile() throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let before = try copy.fingerprint()
    for writes in 0..<15 {
      let run = try copy.run("Tools/new-feature Recipes", environment: ["DEMETER_SCAFFOLD_FAIL_AFTER": "\(writes)"])
      #expect(run.status == 1, "after \(writes) writes: \(run.output)")
      #expect(run.output.contains("write \(writes + 1) fails"), "\(run.output)")
      #expect(try copy.fingerprint() == before, "after \(writes) writes")
    }
    let broken = try copy.run("Tools/new-feature Recipes", toolchain: .standIn(buildStatus: 1))
    #expect(broken.status == 1, "\(broken.output)")
    #expect(try copy.fingerprint() == before, "after a failed build")
  }

  /// Package.swift before and after the scaffold, as SwiftPM reads it: three products and four targets more,
  /// the feature in AppComposition's dependencies and its screens in AppScreens', and no other target changed
  /// (issue 52: the feature and its screens went into NavigationCoreTests' dependencies).
  @Test func theManifestGainsTheFeatureAndNothingElse() throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let before = try Self.manifest(in: copy)
    let run = try copy.run("Tools/new-feature Recipes")
    try #require(run.status == 0, "\(run.output)")
    let after = try Self.manifest(in: copy)
    #expect(
      Set(after.products).subtracting(before.products) == ["RecipesFeature", "RecipesRoutes", "RecipesFeatureScreens"])
    #expect(Set(before.products).isSubset(of: after.products))
    var expected = before.targets
    expected["AppComposition", default: []].append("RecipesFeature")
    expected["AppScreens", default: []].append("RecipesFeatureScreens")
    expected["RecipesRoutes"] = ["NavigationCore"]
    expected["RecipesFeature"] = ["RecipesRoutes", "NavigationCore"]
    expected["RecipesFeatureTests"] = [
      "RecipesFeature", "RecipesRoutes", "NavigationCore", "NavigationTesting", "NavigationChecks",
    ]
    expected["RecipesFeatureScreens"] = ["RecipesFeature", "RecipesRoutes", "NavigationCore", "NavigationSwiftUI"]
    for name in Set(expected.keys).union(after.targets.keys).sorted() {
      #expect(after.targets[name] == expected[name], "\(name)")
    }
  }

  /// The products and each target's dependencies, by name, as `swift package dump-package` reads the manifest.
  static func manifest(in copy: RepositoryCopy) throws -> (products: [String], targets: [String: [String]]) {
    let dump = try Shell.run("swift package dump-package 2>/dev/null", in: copy.root)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any], "\(dump.output.prefix(500))")
    let products = (json["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    var targets: [String: [String]] = [:]
    for target in json["targets"] as? [[String: Any]] ?? [] {
      guard let name = target["name"] as? String else { continue }
      // Each dependency is {"byName": [NAME, condition]} (or "target", "product"): its first string.
      targets[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
        (dependency.values.first as? [Any])?.first as? String
      }
    }
    return (products, targets)
  }
}
