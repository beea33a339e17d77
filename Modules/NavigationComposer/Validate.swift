import Foundation
import NavigationChecks
import NavigationCore

/// `composer validate`: prints the composition's findings; exit 1 when there are any.
enum Validate: ComposerSubcommand {
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "validate",
      options: [
        .json(
          """
          prints {"findings": [{severity, check, modules, routes, message, fix}], "ok": bool,
          "additions": [string], "notes": [string]}
          """),
        CommandOption(
          name: "--baseline", value: "PATH",
          help: "the baseline file (default: \(app.linkBaseline ?? "none; this app declares no baseline"))"),
      ],
      summary: ["check the composition, and its links against the", "recorded link baseline (exit 1 with findings)"],
      abstract: {
        """
        Checks the composition: registration problems, ambiguous and shadowed patterns (also across modules),
        unreachable patterns and routes, parent chains, tabs without a root, empty titles and accessibility
        labels, every route within 2 actions of every tab root (SC-001), and every pattern's round trip.
        Then every link recorded in the link baseline must still open its route (check `link-baseline`): a
        moved pattern needs a redirect, or the baseline re-recorded on purpose (`composer baseline --record`).
        New patterns and exposures are listed as additions, not findings. Notes are facts, not findings:
        more than five tabs (TabView moves the rest under More on iPhone); for each main screen (tab roots,
        the floating button's screen), the most actions (Back and dismissal included) it takes to reach it
        from any screen. They are printed last, after the findings and the summary line, as `note: ` lines.
        """
      },
      discussion: { "Exit 0 when clean, 1 with findings (notes never change it)." })
  }

  struct Report: Encodable {
    var findings: [CompositionFinding]
    var ok: Bool
    var additions: [String]
    var notes: [String]
  }

  /// Today in UTC: a recorded link to a later day cannot open.
  static var today: Day { Day(containing: Date(), in: TimeZone(identifier: "UTC")!) }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let today = today
    var findings = CompositionCheck.findings(for: app.definition, modules: app.modules, today: today)
    var additions: [String] = []
    var checkedLinks: Int?
    // The baseline is compared with a registry, which needs modules that compose (else those are the findings).
    if let path = flags.values["--baseline"] ?? app.linkBaseline, let registry = try? app.makeRegistry() {
      do throws(LinkBaselineError) {
        let baseline = try LinkBaseline.read(from: path)
        let comparison = baseline.compare(with: registry, today: today, recordCommand: Baseline.recordCommand)
        findings += comparison.findings
        additions = comparison.additions
        checkedLinks = baseline.entries.flatMap(\.links).count
      } catch {
        findings.append(
          CompositionFinding(
            severity: .error, check: "link-baseline", modules: [], routes: [], message: error.description,
            fix: "record the links \(app.name) opens now: \(Baseline.recordCommand)"))
      }
    }
    let notes = CompositionCheck.notes(for: app.definition, modules: app.modules)
    if flags.json {
      let report = Report(findings: findings, ok: findings.isEmpty, additions: additions, notes: notes)
      output.write(JSONText.encode(report, pretty: true))
      return findings.isEmpty ? 0 : 1
    }
    for finding in findings { output.write(finding.description) }
    for addition in additions { output.write("addition (not yet in the link baseline): \(addition)") }
    // Recording additions refuses while a recorded link is broken: suggest it once nothing else is wrong.
    if !additions.isEmpty, findings.isEmpty {
      output.write("record them with: swift run composer baseline --record-additions")
    }
    if findings.isEmpty {
      let modules = app.modules
      let links = checkedLinks.map { "; all \($0) recorded links open their routes" } ?? ""
      output.write("ok: \(modules.count) modules, \(modules.flatMap(\.routes).count) routes, no findings\(links)")
    } else {
      output.write("\(findings.count) finding\(findings.count == 1 ? "" : "s")")
    }
    // Last, after the findings and their count: a clean composition's output still begins with its ok line.
    for note in notes { output.write("note: \(note)") }
    return findings.isEmpty ? 0 : 1
  }
}
