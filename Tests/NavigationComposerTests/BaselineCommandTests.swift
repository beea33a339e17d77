import Foundation
import NavigationChecks
import NavigationCore
import NavigationTesting
import Testing

@testable import NavigationComposer

/// `composer baseline` and `composer validate` against a recorded baseline, for a small composition whose
/// shelf screen moves from `pantry/shelf/{number:int}` to `pantry/shelves/{number:int}`.
struct BaselineCommandTests {
  typealias Captured = ComposerCLITests.Captured

  /// The pantry composition, its shelf at `shelfPattern` with `redirects`, recording to `file`.
  static func app(shelfPattern: String = "pantry/shelf/{number:int}", redirects: [LinkRedirect] = [], file: String?)
    -> ComposedApp
  {
    var app = ComposerCLITests.pantry
    app.modules = app.modules.map {
      MovedPatternModule(base: $0, route: "pantry.shelf", pattern: shelfPattern, redirects: redirects)
    }
    app.linkBaseline = file
    return app
  }

  static let moved = "pantry/shelves/{number:int}"
  static let redirect = LinkRedirect(from: "pantry/shelf/{number:int}", to: "pantry.shelf")

  func run(_ arguments: [String], _ app: ComposedApp) -> (status: Int32, output: Captured) {
    var output = Captured()
    let status = ComposerCLI.run(arguments, app: app, output: &output)
    return (status, output)
  }

  /// A fresh file path in the temporary directory, removed after `body`.
  func withFile(_ body: (String) throws -> Void) rethrows {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  @Test func baselinePrintsTheRecordingWithCanonicalLinksAndTheirVariants() throws {
    let (status, output) = run(["baseline"], Self.app(file: nil))
    #expect(status == 0)
    let baseline = try LinkBaseline.decode(Data(output.stdout.utf8), path: "stdout")
    #expect(baseline.entries.map(\.route) == ["pantry.root", "pantry.shelf"])
    #expect(
      baseline.entries[1].links == [
        "pantry://pantry/shelf/42", "PANTRY://PANTRY/SHELF/42", "pantry://pantry/shelf/42/",
        "pantry://%70antry/shelf/42",
        "https://pantry.example/pantry/shelf/42", "https://PANTRY.EXAMPLE/PANTRY/SHELF/42",
        "https://pantry.example/pantry/shelf/42/", "https://pantry.example/%70antry/shelf/42",
      ])
  }

  @Test func validatePassesOnItsOwnRecordingAndFailsNamingAMovedPattern() throws {
    try withFile { file in
      #expect(run(["baseline", "--record"], Self.app(file: file)).status == 0)
      let clean = run(["validate"], Self.app(file: file))
      #expect(clean.status == 0, "\(clean.output.stdout)")
      #expect(clean.output.stdout.contains("all 16 recorded links open their routes"), "\(clean.output.stdout)")

      let broken = run(["validate"], Self.app(shelfPattern: Self.moved, file: file))
      #expect(broken.status == 1)
      let text = broken.output.stdout
      #expect(
        text.contains(
          "error [link-baseline] Pantry: route 'pantry.shelf': recorded pattern "
            + "'pantry/shelf/{number:int}', now 'pantry/shelves/{number:int}'"), "\(text)")
      #expect(text.contains("LinkRedirect(from: \"pantry/shelf/{number:int}\", to: \"pantry.shelf\")"))
      #expect(text.contains("swift run composer baseline --record"))
      #expect(
        text.contains(
          "addition (not yet in the link baseline): route 'pantry.shelf' (Pantry): pattern "
            + "'pantry/shelves/{number:int}'"))

      let json = run(["validate", "--json"], Self.app(shelfPattern: Self.moved, file: file))
      let report = try JSONSerialization.jsonObject(with: Data(json.output.stdout.utf8)) as? [String: Any]
      #expect(report?["ok"] as? Bool == false)
      #expect((report?["additions"] as? [String])?.count == 1)

      let redirected = run(["validate"], Self.app(shelfPattern: Self.moved, redirects: [Self.redirect], file: file))
      #expect(redirected.status == 0, "\(redirected.output.stdout)")
    }
  }

  @Test func recordAdditionsRefusesWhileALinkIsBrokenAndKeepsEveryRecordedLink() throws {
    try withFile { file in
      #expect(run(["baseline", "--record"], Self.app(file: file)).status == 0)
      let before = try String(contentsOfFile: file, encoding: .utf8)

      let refused = run(["baseline", "--record-additions"], Self.app(shelfPattern: Self.moved, file: file))
      #expect(refused.status == 1)
      #expect(refused.output.stderr.contains("nothing was recorded"))
      #expect(try String(contentsOfFile: file, encoding: .utf8) == before)

      let added = run(
        ["baseline", "--record-additions"], Self.app(shelfPattern: Self.moved, redirects: [Self.redirect], file: file))
      #expect(added.status == 0, "\(added.output.stderr)")
      let merged = try LinkBaseline.read(from: file)
      #expect(
        merged.entries.map(\.pattern) == [
          "pantry", "pantry/shelf/{number:int}", "pantry/shelves/{number:int}", "pantry/shelf/{number:int}",
        ])
      #expect(merged.entries.map(\.kind) == [.route, .route, .route, .redirect])
      // The recorded links are all still there.
      let old = try LinkBaseline.decode(Data(before.utf8), path: "before")
      #expect(Set(old.entries.flatMap(\.links)).isSubset(of: Set(merged.entries.flatMap(\.links))))
      #expect(
        run(
          ["baseline", "--record-additions"], Self.app(shelfPattern: Self.moved, redirects: [Self.redirect], file: file)
        ).output.stdout.hasPrefix("nothing new"))
    }
  }

  @Test func aMissingOrCorruptBaselineIsAFindingNotACrash() throws {
    try withFile { file in
      let missing = run(["validate"], Self.app(file: file))
      #expect(missing.status == 1)
      #expect(missing.output.stdout.contains("no link baseline at \(file)"))
      for bytes in ["", "{", "[]", "{\"format\": 2, \"app\": \"x\", \"about\": \"\", \"entries\": []}", "\u{0}\u{1}"] {
        try Data(bytes.utf8).write(to: URL(fileURLWithPath: file))
        let corrupt = run(["validate"], Self.app(file: file))
        #expect(corrupt.status == 1)
        #expect(corrupt.output.stdout.contains("the link baseline at \(file)"), "\(corrupt.output.stdout)")
      }
      try Data(count: NavigationLimits.baselineBytes + 1).write(to: URL(fileURLWithPath: file))
      #expect(run(["validate"], Self.app(file: file)).output.stdout.contains("larger than"))
    }
  }

  @Test func anAppWithoutABaselineNeedsAFileToRecord() {
    let (status, output) = run(["baseline", "--record"], Self.app(file: nil))
    #expect(status == ComposerCommand.usageError)
    #expect(output.stderr.contains("declares no link baseline file"))
    #expect(
      run(["baseline", "--record", "--record-additions"], Self.app(file: nil)).status == ComposerCommand.usageError)
  }

  @Test func listRoutesShowsRedirects() throws {
    let app = Self.app(shelfPattern: Self.moved, redirects: [Self.redirect], file: nil)
    let text = run(["--list-routes"], app).output.stdout
    #expect(text.contains("Pantry  pantry/shelf/{number:int}  → pantry.shelf  redirect"), "\(text)")
    #expect(text.hasSuffix("2 routes in 1 modules, 1 redirect\n"))
    let json = run(["--list-routes", "--json"], app).output.stdout
    let rows = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(rows?.last?["redirects"] as? [String] == ["pantry/shelf/{number:int}"])
  }
}

/// Issue 41: a baseline file named on the command line that is not there is a usage error, as a missing
/// journey is; a finding that names no module prints no stray space before its colon.
struct BaselineUsageTests {
  @Test func aMissingBaselineNamedOnTheCommandLineIsAUsageError() {
    var output = CapturedOutput()
    let path = "/nonexistent-\(UUID().uuidString)/LinkBaseline.json"
    let status = ComposerCLI.run(["validate", "--baseline", path], app: ComposerCLITests.pantry, output: &output)
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr == "composer: no link baseline at \(path) (try 'composer validate --baseline PATH')\n")
  }

  @Test func aFindingWithoutModulesHasNoSpaceBeforeItsColon() {
    let finding = CompositionFinding(
      severity: .error, check: "link-baseline", modules: [], routes: [], message: "gone", fix: "record it")
    #expect(finding.description == "error [link-baseline]: gone\n  fix: record it")
  }
}

/// The open command's help says where a failed link leaves the user by the app's own rule: Pantry keeps the
/// library's default (where they were); Demeter's golden file says Today.
struct OpenHelpRuleTests {
  @Test func openHelpSaysWhereAFailedLinkLeavesTheUserByTheAppsRule() {
    var output = CapturedOutput()
    #expect(ComposerCLI.run(["open", "--help"], app: ComposerCLITests.pantry, output: &output) == 0)
    #expect(output.stdout.contains("A link that fails leaves the app where it was, with a toast"))
  }
}
