public import NavigationCore

/// The app's navigation as a graph, for `composer graph` and the README: tabs with their stacks, modals, the
/// floating button, link edges, deep-link entry points, redirects (old patterns) and guarded edges. Output is deterministic (tab order,
/// then registration order).
///
/// An edge is *guarded* when it leaves a modal whose module registers guards: those guards judge the requests
/// made while their modal is shown (VoiceInput's blocks or confirms leaving a recording, NutritionDisplay's
/// confirms discarding a review), so leaving is what they can stop. Entering such a modal is not guarded.
public struct NavigationGraph: Sendable {
  /// One screen of the graph.
  public struct Node: Hashable, Sendable {
    public var route: RouteID
    /// The normalized pattern, with a leading slash.
    public var path: String
    /// The tab whose stack holds it, or nil for a modal.
    public var tab: TabID?
    /// The modal style, for a modal.
    public var modalStyle: ModalStyle?
    /// A link from outside the app (custom scheme or universal link) may open it.
    public var isDeepLinkEntry: Bool
    /// Its module registers guards and it is a modal: leaving it is guarded.
    public var isGuarded: Bool
  }

  /// How one screen leads to another.
  public enum EdgeKind: String, Hashable, Sendable {
    /// A tab's stack: parent to pushed child (usually also a declared link).
    case push
    /// A declared link to a screen that is not the source's child in a stack.
    case link
    /// A declared link that presents a modal.
    case present
    /// The floating button presents its route.
    case floatingButton = "floating button"
  }

  /// One edge; `from` is nil for the floating button.
  public struct Edge: Hashable, Sendable {
    public var from: RouteID?
    public var to: RouteID
    public var kind: EdgeKind
    public var isGuarded: Bool
  }

  /// An old link pattern that still opens a route (a `LinkRedirect`): an entry point of its own.
  public struct Redirect: Hashable, Sendable {
    /// The old pattern, normalized, with a leading slash.
    public var path: String
    public var to: RouteID
  }

  public let tabs: [TabDefinition]
  /// Tab screens in tab order, then modals, each in registration order.
  public let nodes: [Node]
  public let edges: [Edge]
  /// Redirects in composition order.
  public let redirects: [Redirect]

  /// The graph of `registry`; `guardedModules` names the modules that register guards.
  public init(registry: RouteRegistry, guardedModules: Set<String>) {
    self.init(table: registry.table, guardedModules: guardedModules)
  }

  /// The graph of `modules`, from the same route table a registry is built from; throws what registration
  /// would.
  public init(modules: [any RouteModule]) throws(RegistrationError) {
    let table = RouteTable(modules: modules)
    guard table.problems.isEmpty else { throw RegistrationError(problems: table.problems) }
    self.init(table: table, guardedModules: table.guardedModules)
  }

  /// Nodes from the table's routes, edges from the table's edges (derived once per graph), marked guarded where
  /// they leave a guarded modal.
  init(table: RouteTable, guardedModules: Set<String>) {
    tabs = table.tabs
    var nodes: [Node] = []
    for route in table.routes {
      var style: ModalStyle?
      if case .modal(let modal) = route.placement { style = modal }
      nodes.append(
        Node(
          route: route.id, path: "/" + route.pattern.description, tab: route.placement.tab, modalStyle: style,
          isDeepLinkEntry: !route.definition.exposure.isEmpty,
          isGuarded: style != nil && guardedModules.contains(route.module)))
    }
    let order = Dictionary(table.tabs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.nodes = nodes.enumerated().sorted { lhs, rhs in
      let left = lhs.element.tab.flatMap { order[$0] } ?? Int.max
      let right = rhs.element.tab.flatMap { order[$0] } ?? Int.max
      return (left, lhs.offset) < (right, rhs.offset)
    }.map(\.element)

    redirects = table.redirects.map { Redirect(path: "/" + $0.pattern.description, to: $0.route) }
    let guarded = Set(nodes.filter(\.isGuarded).map(\.route))
    edges = table.edges.map { edge in
      Edge(from: edge.from, to: edge.to, kind: edge.kind, isGuarded: edge.from.map(guarded.contains) ?? false)
    }
  }

  // MARK: - Mermaid

  /// A Mermaid `flowchart LR`: tabs are subgraphs, modals stadium nodes, deep-link entries thick-bordered,
  /// guarded modals dashed; edges labelled with their kind.
  public func mermaid() -> String {
    var lines = ["flowchart LR"]
    func node(_ node: Node) -> String {
      let label = "\(node.route)<br/>\(node.path)" + (node.modalStyle.map { "<br/>\($0.rawValue)" } ?? "")
      return node.modalStyle == nil
        ? "\(Self.identifier(node.route))[\"\(label)\"]" : "\(Self.identifier(node.route))([\"\(label)\"])"
    }
    for tab in tabs {
      lines.append("  subgraph tab_\(Self.identifier(tab.id.rawValue))[\"\(tab.title) tab\"]")
      for member in nodes where member.tab == tab.id { lines.append("    " + node(member)) }
      lines.append("  end")
    }
    for member in nodes where member.tab == nil { lines.append("  " + node(member)) }
    if edges.contains(where: { $0.kind == .floatingButton }) { lines.append("  fab((\"floating button\"))") }
    for edge in edges {
      let from = edge.from.map { Self.identifier($0) } ?? "fab"
      let arrow =
        switch edge.kind {
        case .push: "-->"
        case .link: "-.->"
        case .present, .floatingButton: "==>"
        }
      lines.append("  \(from) \(arrow)|\(label(edge))| \(Self.identifier(edge.to))")
    }
    for (index, redirect) in redirects.enumerated() {
      lines.append("  redirect_\(index)>\"\(redirect.path)\"] -.->|redirect| \(Self.identifier(redirect.to))")
    }
    lines.append("  classDef deepLink stroke-width:3px")
    lines.append("  classDef guarded stroke-dasharray:5 5")
    let entries = nodes.filter(\.isDeepLinkEntry).map { Self.identifier($0.route) }
    if !entries.isEmpty { lines.append("  class \(entries.joined(separator: ",")) deepLink") }
    let guarded = nodes.filter(\.isGuarded).map { Self.identifier($0.route) }
    if !guarded.isEmpty { lines.append("  class \(guarded.joined(separator: ",")) guarded") }
    return lines.joined(separator: "\n")
  }

  // MARK: - DOT

  /// A Graphviz digraph: tabs are clusters, modals rounded, deep-link entries double-bordered, guarded
  /// edges red.
  public func dot() -> String {
    var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box];"]
    func node(_ node: Node) -> String {
      var attributes = ["label=\"\(node.route)\\n\(node.path)\(node.modalStyle.map { "\\n\($0.rawValue)" } ?? "")\""]
      if node.modalStyle != nil { attributes.append("style=rounded") }
      if node.isDeepLinkEntry { attributes.append("peripheries=2") }
      if node.isGuarded { attributes.append("color=red") }
      return "\"\(node.route)\" [\(attributes.joined(separator: ", "))];"
    }
    for tab in tabs {
      lines.append("  subgraph \"cluster_\(tab.id)\" {")
      lines.append("    label=\"\(tab.title) tab\";")
      for member in nodes where member.tab == tab.id { lines.append("    " + node(member)) }
      lines.append("  }")
    }
    for member in nodes where member.tab == nil { lines.append("  " + node(member)) }
    if edges.contains(where: { $0.kind == .floatingButton }) {
      lines.append("  \"fab\" [shape=circle, label=\"floating button\"];")
    }
    for edge in edges {
      var attributes = ["label=\"\(label(edge))\""]
      switch edge.kind {
      case .push: break
      case .link: attributes.append("style=dashed")
      case .present, .floatingButton: attributes.append("style=bold")
      }
      if edge.isGuarded { attributes.append("color=red") }
      lines.append("  \"\(edge.from?.rawValue ?? "fab")\" -> \"\(edge.to)\" [\(attributes.joined(separator: ", "))];")
    }
    for (index, redirect) in redirects.enumerated() {
      lines.append("  \"redirect_\(index)\" [shape=cds, label=\"\(redirect.path)\"];")
      lines.append("  \"redirect_\(index)\" -> \"\(redirect.to)\" [label=\"redirect\", style=dotted];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  // MARK: - Private

  private func label(_ edge: Edge) -> String {
    edge.isGuarded ? "\(edge.kind.rawValue), guarded" : edge.kind.rawValue
  }

  /// A Mermaid-safe identifier: letters, digits and `_`.
  private static func identifier(_ text: some StringProtocol) -> String {
    String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
  }

  private static func identifier(_ route: RouteID) -> String { identifier(route.rawValue) }
}
