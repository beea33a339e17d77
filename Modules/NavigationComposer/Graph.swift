import NavigationChecks
import NavigationCore

/// `composer graph`: the navigation graph, as mermaid or dot.
enum Graph: ComposerSubcommand {
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "graph",
      options: [
        CommandOption(
          name: "--format", value: "mermaid|dot", help: "the notation (default: mermaid)", choices: ["mermaid", "dot"])
      ],
      summary: ["the navigation graph"],
      abstract: {
        """
        Prints the navigation graph: tabs and their stacks, modals, the floating button, declared links;
        deep-link entry points are marked, and so are edges leaving a guarded modal.
        """
      })
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let graph = try NavigationGraph(modules: app.modules)
    output.write(flags.values["--format"] == "dot" ? graph.dot() : graph.mermaid())
    return 0
  }
}
