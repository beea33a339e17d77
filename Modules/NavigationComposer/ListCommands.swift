import NavigationCore

/// `composer --list-commands`: the external-keyboard commands and the feature commands.
enum ListCommands: ComposerSubcommand {
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "--list-commands",
      options: [.json("prints an array of {kind, name, title}")],
      summary: ["external-keyboard commands, feature commands", "and the editing steps (save, cancel)"],
      abstract: {
        """
        Lists the external-keyboard commands (every gesture has one, kind key), the commands feature modules
        offer (kind feature) and the editing steps every editor answers to (kind step: save, cancel).
        """
      })
  }

  struct Row: Encodable {
    var kind: String
    var name: String
    var title: String
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
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
