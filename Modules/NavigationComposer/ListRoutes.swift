import Foundation
@_spi(Fuzzing) import NavigationCore

/// `composer --list-routes`: every registered route, then the redirects.
enum ListRoutes: ComposerSubcommand {
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "--list-routes",
      options: [
        .json(
          """
          prints an array of {module, id, pattern, placement, tab, parent, exposure, params, title,
          links, redirects}; `redirects` lists the old patterns that open the route
          """)
      ],
      summary: ["every registered route"],
      abstract: {
        """
        Lists every registered route: module, id, pattern, placement, tab, exposure, parameters; then the
        redirects (old patterns that still open a route), if any.
        """
      })
  }

  struct Row: Encodable {
    struct Parameter: Encodable {
      var name: String
      var kind: String
    }

    var module: String
    var id: String
    var pattern: String
    var placement: String
    var tab: String?
    var parent: String?
    var exposure: [String]
    var params: [Parameter]
    var title: String
    var links: [String]
    /// Old patterns that still open this route, each with the module that declares it.
    var redirects: [String]
    var redirectModules: [String]

    private enum CodingKeys: String, CodingKey {
      case module, id, pattern, placement, tab, parent, exposure, params, title, links, redirects
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(module, forKey: .module)
      try container.encode(id, forKey: .id)
      try container.encode(pattern, forKey: .pattern)
      try container.encode(placement, forKey: .placement)
      try container.encode(tab, forKey: .tab)
      try container.encode(parent, forKey: .parent)
      try container.encode(exposure, forKey: .exposure)
      try container.encode(params, forKey: .params)
      try container.encode(title, forKey: .title)
      try container.encode(links, forKey: .links)
      try container.encode(redirects, forKey: .redirects)
    }
  }

  static func rows(_ registry: RouteRegistry) -> [Row] {
    registry.routes.map { route in
      var placement: String
      var parent: String?
      switch route.placement {
      case .tabRoot: placement = "tabRoot"
      case .push(_, let parentID):
        placement = "push"
        parent = parentID.rawValue
      case .modal(let style): placement = style.rawValue
      }
      let sample = RouteParameters(route.pattern.parameters.map { (name: $0.name, value: "{\($0.name)}") })
      let redirects = registry.redirects.filter { $0.route == route.id }
      return Row(
        module: route.module, id: route.id.rawValue, pattern: route.pattern.description, placement: placement,
        tab: route.placement.tab?.rawValue, parent: parent, exposure: route.definition.exposure.names,
        params: route.pattern.parameters.map { Row.Parameter(name: $0.name, kind: $0.kind.rawValue) },
        title: route.definition.title(sample), links: route.definition.links.map(\.rawValue),
        redirects: redirects.map(\.pattern.description), redirectModules: redirects.map(\.module))
    }
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let rows = rows(try app.makeRegistry())
    if flags.json {
      output.write(JSONText.encode(rows, pretty: true))
      return 0
    }
    let header = ["MODULE", "ID", "PATTERN", "PLACEMENT", "TAB", "EXPOSURE", "PARAMS"]
    let table = rows.map { row in
      [
        row.module, row.id, row.pattern, row.placement + (row.parent.map { " (parent \($0))" } ?? ""),
        row.tab ?? "-",
        row.exposure.isEmpty
          ? "internal"
          : row.exposure.map { $0 == "customScheme" ? "scheme" : "universal" }.joined(separator: "+"),
        row.params.isEmpty ? "-" : row.params.map { "\($0.name):\($0.kind)" }.joined(separator: ", "),
      ]
    }
    output.write(TextTable.render([header] + table))
    let redirects = rows.flatMap { row in
      zip(row.redirects, row.redirectModules).map { [$1, $0, "→ \(row.id)", "redirect"] }
    }
    if !redirects.isEmpty {
      output.write("\n" + TextTable.render([["MODULE", "OLD PATTERN", "OPENS", ""]] + redirects))
    }
    let redirectCount = redirects.isEmpty ? "" : ", \(redirects.count) redirect\(redirects.count == 1 ? "" : "s")"
    output.write("\(rows.count) routes in \(Set(rows.map(\.module)).count) modules\(redirectCount)")
    return 0
  }
}

/// Left-aligned columns separated by two spaces.
enum TextTable {
  static func render(_ rows: [[String]]) -> String {
    guard let columns = rows.map(\.count).max() else { return "" }
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
