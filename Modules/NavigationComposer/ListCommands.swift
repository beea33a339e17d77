import NavigationCore

/// `composer --list-commands [--json]`: the external-keyboard commands and the feature commands.
enum ListCommands {
  static let help = """
    composer --list-commands [--json]
      Lists the external-keyboard commands (every gesture has one) and the commands feature modules offer.
    """

  struct Row: Encodable {
    var kind: String
    var name: String
    var title: String
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(arguments, command: "--list-commands", switches: ["--json"])
    if flags.wantsHelp {
      output.write(help)
      return 0
    }
    guard flags.positional.isEmpty else {
      throw UsageError("--list-commands takes no argument", hint: "composer --list-commands --help")
    }
    let registry = try app.makeRegistry()
    let rows =
      KeyCommand.all(for: registry).map { Row(kind: "key", name: $0.combo, title: $0.title) }
      + registry.commands.map { Row(kind: "feature", name: $0.usage, title: $0.summary) }
      + [
        Row(kind: "step", name: "save", title: "Save (Done) on a screen with an edit, then go back"),
        Row(kind: "step", name: "cancel", title: "Cancel an editor or the review, back to where it opened"),
      ]
    if flags.json {
      output.write(JSONText.encode(rows, pretty: true))
    } else {
      output.write(
        TextTable.render([["KIND", "COMMAND", "WHAT IT DOES"]] + rows.map { [$0.kind, $0.name, $0.title] }))
    }
    return 0
  }
}
