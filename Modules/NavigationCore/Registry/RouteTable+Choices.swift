extension RouteTable {
  /// A parameter that lists its values (an enum field's cases, `{unit:string=kcal|kj}`) must be able to take each
  /// of them: a value another route takes in the same place by an edge the search tries first (a literal spelling
  /// it, a typed parameter of its shape) would never open this route. Each such pair is an `invalidPattern`
  /// problem of the route with the list, naming the value and the other route.
  static func checkChoices(
    _ routes: [RegisteredRoute], trie: RouteTrie, later: [Int32: [Int]], problems: inout [RegistrationProblem]
  ) {
    for (index, route) in routes.enumerated() where !route.pattern.choices.isEmpty {
      for (position, segment) in route.pattern.segments.enumerated() {
        guard case .parameter(let name, _) = segment, let values = route.pattern.choices[name] else { continue }
        for value in values {
          var others: [Int] = []
          for node in trie.nodesTaking([value], at: position, of: route.pattern) {
            if let entry = trie.nodes[Int(node)].entry { others.append(Int(entry)) }
            others += later[node] ?? []
          }
          guard let other = others.filter({ $0 >= 0 && $0 < routes.count && $0 != index }).min() else { continue }
          problems.append(
            .invalidPattern(
              route.id, module: route.module,
              message: "its value '\(value)' of {\(name)} is taken by route '\(routes[other].id)' "
                + "(\(routes[other].module)) in the same place: a link with it would never open this route"))
        }
      }
    }
  }
}
