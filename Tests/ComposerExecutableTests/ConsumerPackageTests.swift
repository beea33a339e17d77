import AppComposition
import Foundation
import NavigationCore
import Testing

/// A package outside this one (Tests/Fixtures/ConsumerPackage) depends on it by path, adds its own module, and
/// its few-line composer validates, lists and exports that module; its app awaits a navigation, observes
/// events, presents from a feature command, filters links as the drop-in root does, makes its scene with
/// `NavigationScene` and a preview's state with `ScreenPreview`; a target that imports a feature it did not
/// declare fails Tools/check-imports, even though AppComposition depends on that feature. Then the quick start
/// is typed into a folder beside it and its commands run there, on the same build.
///
/// Slow (a cold build of the consumer and the parts of this package it uses): runs only with
/// `DEMETER_SLOW_TESTS=1`, which CI sets.
struct ConsumerPackageTests {
  @Test(
    .enabled(if: NewFeatureScaffoldTests.enabled, "slow: builds a consumer package; set DEMETER_SLOW_TESTS=1"),
    .timeLimit(.minutes(30)))
  func aConsumerPackageComposesItsOwnModuleWithTheComposerLibrary() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demeter-consumer-\(UUID())")
    // The directory name is the package identity a consumer writes: `.package(path: "../DemeterNavigation")`.
    let repository = folder.appendingPathComponent("DemeterNavigation")
    let consumer = folder.appendingPathComponent("ConsumerPackage")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = ComposerExecutable.repositoryRoot.path
    let copied = try Shell.run(
      "git -C '\(root)' ls-files -co --exclude-standard -z | (cd '\(root)' && tar --null -T - -cf -) | tar -xf - "
        + "&& cp -R Tests/Fixtures/ConsumerPackage '\(consumer.path)'",
      in: repository)
    try #require(copied.status == 0, "\(copied.output)")

    let build = try Shell.run("swift build 2>&1", in: consumer)
    try #require(build.status == 0, "\(build.output)")
    let composer = "\"$(swift build --show-bin-path)/PantryComposer\""

    let validate = try Shell.run("\(composer) validate", in: consumer)
    #expect(validate.status == 0, "\(validate.output)")
    // The consumer composes Demeter's Today module and its own Pantry module (three routes: its root, a
    // shelf and the label sheet); Today's own route count is the Today team's to change.
    let today = AppComposition.modules.first { $0.name == "Today" }?.routes.count ?? 0
    let routeCount = today + 3
    #expect(validate.output.hasPrefix("ok: 2 modules, \(routeCount) routes"), "\(validate.output)")

    let routes = try Shell.run("\(composer) --list-routes", in: consumer)
    #expect(routes.status == 0, "\(routes.output)")
    #expect(routes.output.contains("Pantry  pantry.shelf"), "\(routes.output)")
    #expect(routes.output.hasSuffix("\(routeCount) routes in 2 modules\n"), "\(routes.output)")

    let aasa = try Shell.run("\(composer) export aasa", in: consumer)
    #expect(aasa.status == 0, "\(aasa.output)")
    #expect(aasa.output.contains("\"/pantry/shelf/?*\""), "\(aasa.output)")

    // The app half (Sources/PantryApp): what the docs tell an app to call compiles and works from outside.
    let app = try Shell.run("\"$(swift build --show-bin-path)/PantryApp\" 2>&1", in: consumer)
    #expect(app.status == 0, "\(app.output)")
    for line in [
      "coordinator navigate: completed", "completion navigate: completed", "presenter navigate: completed",
      "label command: completed, modal pantry.label", "claims own link: true", "claims another tab's link: false",
      "another tab's link: left alone, toast none",
      "events handled: true, transitions finished: pushFromRight 300ms: completed, popToRight 300ms: completed",
      "report: written", "scene: awaiting launch true, store empty, language de",
      "preview: /pantry/label, modal pantry.label",
    ] {
      #expect(app.output.contains(line), "\(line) missing from:\n\(app.output)")
    }

    // A target that declares only AppComposition and imports HistoryFeature. SwiftPM's
    // --explicit-target-dependency-import-check accepts it (HistoryFeature is in AppComposition's dependency
    // closure); Tools/check-imports, which a consumer runs on its own package, refuses it.
    let probe = consumer.appendingPathComponent("Sources/LeakProbe")
    try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
    try "import HistoryFeature\n\nlet module = HistoryFeature()\n"
      .write(to: probe.appendingPathComponent("LeakProbe.swift"), atomically: true, encoding: .utf8)
    let manifest = consumer.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let leaking = text.replacingOccurrences(
      of: "  targets: [\n",
      with: """
          targets: [
            .target(
              name: "LeakProbe",
              dependencies: [.product(name: "AppComposition", package: "DemeterNavigation")],
              path: "Sources/LeakProbe"
            ),

        """)
    try #require(leaking != text)
    let clean = try Shell.run("../DemeterNavigation/Tools/check-imports . 2>&1", in: consumer)
    #expect(clean.status == 0, "\(clean.output)")
    try leaking.write(to: manifest, atomically: true, encoding: .utf8)
    let leakBuild = try Shell.run("swift build 2>&1", in: consumer)
    try #require(leakBuild.status == 0, "\(leakBuild.output)")
    let leak = try Shell.run("../DemeterNavigation/Tools/check-imports . 2>&1", in: consumer)
    #expect(leak.status == 1, "\(leak.output)")
    #expect(
      leak.output.contains("LeakProbe imports HistoryFeature, which it does not declare"), "\(leak.output)")

    try followTheQuickStart(beside: repository, buildFolder: consumer.appendingPathComponent(".build"))
  }

  /// The quick start typed by a reader into an empty folder of their own, `Trailhead`, beside the checkout named
  /// DemeterNavigation and outside this repository, its commands run there as typed: the first run after step
  /// 5, the journey (on its own clock, its `# now:` line) after step 6, the build and the journey again after the
  /// last step. Each `swift` command is given the consumer's build folder (`--scratch-path`), so the parts of
  /// this package both use are built once; a link to it would not do, as the compiler's module cache is known
  /// by its path.
  func followTheQuickStart(beside repository: URL, buildFolder: URL) throws {
    let trailhead = repository.deletingLastPathComponent().appendingPathComponent("Trailhead")
    try FileManager.default.createDirectory(at: trailhead, withIntermediateDirectories: true)
    #expect(!trailhead.path.hasPrefix(ComposerExecutable.repositoryRoot.path))
    let ran = try QuickStartArticleTests.typeIn(trailhead) { command in
      var words = command.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      words.insert("--scratch-path '\(buildFolder.path)'", at: min(2, words.count))
      return try Shell.run(words.joined(separator: " ") + " 2>&1", in: trailhead)
    }
    let commands = ran.map(\.command)
    #expect(commands.first == "swift run trailhead-composer --list-routes", "\(commands)")
    #expect(ran.first?.output.contains("trips.packing") == true, "\(ran.first?.output ?? "")")
    #expect(commands.last == "swift run trailhead-composer simulate Journeys/plan-a-trip.journey", "\(commands)")
    #expect(commands.contains("swift build"), "\(commands)")
    let journeys = ran.filter { $0.command.contains(" simulate ") }
    #expect(journeys.count == 2)
    // Its clock is its `# now:` line (the command names none); every expectation holds, and the last is met.
    for journey in journeys {
      #expect(!journey.output.contains("✘") && journey.output.contains("✔ expect top /trips/2027-03-14"))
    }
  }
}
