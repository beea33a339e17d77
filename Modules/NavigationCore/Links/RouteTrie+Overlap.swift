/// Finding patterns through the trie instead of comparing every pair: the node a pattern ends on, and the
/// nodes of every pattern that can match some path it matches.
extension RouteTrie {
  /// The node `pattern` ends on, or nil when the trie was not built from it.
  func node(of pattern: RoutePattern) -> Int32? {
    var index: Int32 = 0
    for segment in pattern.segments {
      let node = nodes[Int(index)]
      let child: Int32?
      switch segment {
      case .literal(let text): child = literalChild(of: node, text: text)
      case .parameter(_, let kind): child = node.child(for: Edge(kind))
      case .wildcard: child = node.wildcard
      }
      guard let child else { return nil }
      index = child
    }
    return index
  }

  /// The nodes, at `pattern`'s depth, whose paths share some value with `pattern` at every segment: where the
  /// patterns that overlap it end (its own node included). Breadth-first, one level per segment; the work is
  /// the number of nodes that can share a value, not the number of patterns.
  func overlappingNodes(of pattern: RoutePattern) -> [Int32] {
    var frontier: [Int32] = [0]
    for segment in pattern.segments {
      var next: [Int32] = []
      for index in frontier { appendChildren(of: nodes[Int(index)], sharingValueWith: segment, to: &next) }
      guard !next.isEmpty else { return [] }
      frontier = next
    }
    return frontier
  }

  /// The nodes, at `pattern`'s depth, of the patterns that take one of `values` at segment `position` by an edge
  /// the search tries before the parameter there (a literal spelling it, or a typed parameter of its shape), and
  /// share some value with `pattern` at every other segment: a link with that value would open them instead.
  func nodesTaking(_ values: [String], at position: Int, of pattern: RoutePattern) -> Set<Int32> {
    var frontier: [Int32] = [0]
    for (index, segment) in pattern.segments.enumerated() {
      var next: [Int32] = []
      for node in frontier where index != position {
        appendChildren(of: nodes[Int(node)], sharingValueWith: segment, to: &next)
      }
      for node in frontier where index == position {
        let own: Edge? = if case .parameter(_, let kind) = segment { Edge(kind) } else { nil }
        for value in values {
          // A literal is stored lowercased and compared ASCII case-insensitively.
          if let child = literalChild(of: nodes[Int(node)], text: value.lowercased()) { next.append(child) }
          var text = value
          if let kind = text.withUTF8(ParameterSyntax.typedKind), Edge(kind) != own {
            if let child = nodes[Int(node)].child(for: Edge(kind)) { next.append(child) }
          }
        }
      }
      guard !next.isEmpty else { return [] }
      frontier = next
    }
    return Set(frontier)
  }

  /// Appends the children of `node` through which some single segment value matches `segment` too.
  private func appendChildren(
    of node: Node,
    sharingValueWith segment: RoutePattern.Segment,
    to result: inout [Int32]
  ) {
    var candidates: [Int32?] = []
    switch segment {
    case .literal(let text):
      candidates.append(literalChild(of: node, text: text))
      var text = text
      switch text.withUTF8(ParameterSyntax.typedKind) {
      case .day?: candidates.append(node.day)
      case .uuid?: candidates.append(node.uuid)
      case .int?: candidates.append(node.int)
      case .bool?: candidates.append(node.bool)
      case .string?, nil: break
      }
    case .parameter(_, .string), .wildcard:
      candidates += literalChildren(of: node).map(Optional.some)
      candidates += [node.day, node.uuid, node.int, node.bool]
    case .parameter(_, let kind):
      candidates += literalChildren(of: node).filter { literalKind(of: nodes[Int($0)]) == kind }.map(Optional.some)
      candidates.append(node.child(for: Edge(kind)))
    }
    candidates += [node.string, node.wildcard]
    result += candidates.compactMap { $0 }
  }

  private func literalChildren(of node: Node) -> ArraySlice<Int32> {
    let start = Int(node.literalChildrenStart)
    return literalNodes[start..<(start + Int(node.literalChildrenCount))]
  }

  /// The typed kind a literal node's text has the shape of (`2024-01-01`: day), if any.
  private func literalKind(of node: Node) -> ParameterKind? {
    literalBytes.withUnsafeBufferPointer { bytes in
      let start = Int(node.literalOffset)
      return ParameterSyntax.typedKind(
        of: UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(node.literalLength))]))
    }
  }

  /// The literal child of `node` spelled `text` (lowercase), if any.
  private func literalChild(of node: Node, text: String) -> Int32? {
    guard node.literalChildrenCount > 0 else { return nil }
    var text = text
    return text.withUTF8 { bytes in literalChild(of: node, hash: ParameterSyntax.literalHash(bytes), bytes: bytes) }
  }
}
