import Foundation
import NavigationChecks
import NavigationCore

/// `composer baseline`: the app's link baseline, printed, re-recorded or added to.
enum Baseline: ComposerSubcommand {
  /// The command that re-records the baseline, as the findings' fix and the docs name it.
  static let recordCommand = "swift run composer baseline --record"

  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "baseline",
      options: [
        CommandOption(
          name: "--record",
          help: """
            writes it to the baseline file, replacing what was recorded. Only on purpose: when
            breaking recorded links is intended (`composer validate` then passes again).
            """,
          exclusiveGroup: "record"),
        CommandOption(
          name: "--record-additions",
          help: """
            adds only what is new (patterns, redirects, exposures, links) to the recorded file
            and keeps every recorded link; refuses (exit 1) while a recorded link is broken.
            Adding a module runs this.
            """,
          exclusiveGroup: "record"),
        CommandOption(
          name: "--file", value: "PATH",
          help: "the baseline file (default: \(app.linkBaseline ?? "none; this app declares no baseline"))."),
      ],
      summary: ["the link baseline: print it, re-record it on purpose,", "or add what is new"],
      abstract: {
        """
        Prints the link baseline of the composition as it is now: for every pattern exposed to links (routes,
        then redirects), its module, route, exposure and sample links (canonical in every scheme and host, and
        the variants the resolver accepts: upper case, a trailing slash, a percent-encoded character).
        """
      },
      discussion: {
        """
        Exit 0 on success; 1 when the file cannot be read or written, the modules do not compose, or
        --record-additions finds broken links.
        """
      })
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let record = flags.switches.contains("--record")
    let additions = flags.switches.contains("--record-additions")
    let registry = try app.makeRegistry()
    let current = LinkBaseline(recording: registry)
    guard record || additions else {
      output.write(String(current.text.dropLast()))
      return 0
    }
    guard let path = flags.values["--file"] ?? app.linkBaseline else {
      throw UsageError(
        "\(app.name) declares no link baseline file; name one", hint: "composer baseline --file PATH --record")
    }
    do throws(LinkBaselineError) {
      if record {
        try current.write(to: path)
        output.write(
          "recorded \(current.entries.flatMap(\.links).count) links of \(current.entries.count) patterns to \(path)")
        return 0
      }
      let recorded: LinkBaseline
      do throws(LinkBaselineError) {
        recorded = try LinkBaseline.read(from: path)
      } catch .missing {
        recorded = LinkBaseline(app: app.name, entries: [])
      }
      let comparison = recorded.compare(
        with: registry, today: Validate.today, recordCommand: recordCommand, current: current)
      guard comparison.findings.isEmpty else {
        for finding in comparison.findings { output.error(finding.description) }
        output.error(
          "composer: \(comparison.findings.count) recorded pattern\(comparison.findings.count == 1 ? "" : "s") "
            + "no longer open their links; nothing was recorded")
        return 1
      }
      let merged = recorded.adding(current)
      try merged.write(to: path)
      for addition in comparison.additions { output.write("added: \(addition)") }
      output.write(
        comparison.additions.isEmpty
          ? "nothing new: \(path) already records every link"
          : "recorded \(comparison.additions.count) additions to \(path)")
      return 0
    } catch {
      output.error("composer: \(error.description)")
      return 1
    }
  }
}
