import Foundation
import NavigationCore

/// `composer validate [--json]`: prints the composition's findings; exit 1 when there are any.
enum Validate {
  static let help = """
    composer validate [--json]
      Checks the composition: registration problems, ambiguous and shadowed patterns (also across modules),
      unreachable patterns and routes, parent chains, tabs without a root, empty titles and accessibility
      labels, every route within 2 actions of every tab root (SC-001), and every pattern's round trip.
      --json prints {"findings": [{severity, check, modules, routes, message, fix}], "ok": bool}.
      Exit 0 when clean, 1 with findings.
    """

  struct Report: Encodable {
    var findings: [CompositionFinding]
    var ok: Bool
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(arguments, command: "validate", switches: ["--json"])
    if flags.wantsHelp {
      output.write(help)
      return 0
    }
    guard flags.positional.isEmpty else {
      throw UsageError("validate takes no argument '\(flags.positional[0])'", hint: "composer validate --help")
    }
    let today = Day(containing: Date(), in: TimeZone(identifier: "UTC")!)
    let findings = CompositionCheck.findings(for: app.definition, modules: app.modules, today: today)
    if flags.json {
      output.write(JSONText.encode(Report(findings: findings, ok: findings.isEmpty), pretty: true))
    } else if findings.isEmpty {
      let modules = app.modules
      output.write(
        "ok: \(modules.count) modules, \(modules.flatMap(\.routes).count) routes, no findings")
    } else {
      for finding in findings { output.write(finding.description) }
      output.write("\(findings.count) finding\(findings.count == 1 ? "" : "s")")
    }
    return findings.isEmpty ? 0 : 1
  }
}
