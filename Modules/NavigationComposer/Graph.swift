import NavigationChecks
import NavigationCore

/// `composer graph [--format mermaid|dot]`.
enum Graph {
  static let help = """
    composer graph [--format mermaid|dot]
      Prints the navigation graph (default: mermaid): tabs and their stacks, modals, the floating button,
      declared links; deep-link entry points are marked, and so are edges leaving a guarded modal.
    """

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(arguments, command: "graph", valued: ["--format"])
    if flags.wantsHelp {
      output.write(help)
      return 0
    }
    guard flags.positional.isEmpty else {
      throw UsageError("graph takes no argument '\(flags.positional[0])'", hint: "composer graph --help")
    }
    let graph = try NavigationGraph(modules: app.modules)
    switch flags.values["--format"] ?? "mermaid" {
    case "mermaid": output.write(graph.mermaid())
    case "dot": output.write(graph.dot())
    case let other:
      throw UsageError("--format takes mermaid or dot, not '\(other)'", hint: "composer graph --help")
    }
    return 0
  }
}
