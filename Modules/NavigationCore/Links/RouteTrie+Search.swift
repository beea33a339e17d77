/// Matching a split path against the trie: the search behind ``DeepLinkResolver``.
extension RouteTrie {
  /// A depth-first search frame: the trie node matched so far and the precedence to try next (nil: none left).
  struct Frame {
    var node: Int32
    var next: Precedence?
  }

  /// Depth-first search in ``Precedence`` order; returns the entry of the first full match, with
  /// `stack[1...segments.count]` holding the matched nodes. Iterative, and each trie node is tried at most once
  /// per search (a node's depth fixes its segment), so the work is bounded by the trie.
  ///
  /// `stack` holds at least `segments.count + 1` frames.
  func firstMatch(
    _ segments: UnsafeBufferPointer<PathScanner.Segment>,
    decoded: UnsafeBufferPointer<UInt8>,
    stack: UnsafeMutableBufferPointer<Frame>
  ) -> Int? {
    nodes.withUnsafeBufferPointer { nodes in
      var depth = 0
      stack[0] = Frame(node: 0, next: .literal)
      while depth >= 0 {
        let frame = stack[depth]
        let node = nodes[Int(frame.node)]
        if depth == segments.count {
          if let entry = node.entry { return Int(entry) }
          depth -= 1
          continue
        }
        let segment = segments[depth]
        var next = frame.next
        var child: Int32?
        while child == nil, let precedence = next {
          child = self.child(of: node, at: precedence, segment: segment, decoded: decoded)
          next = precedence.weaker
        }
        guard let child else {
          depth -= 1
          continue
        }
        stack[depth].next = next
        depth += 1
        stack[depth] = Frame(node: child, next: .literal)
      }
      return nil
    }
  }

  /// The child of `node` that `segment` reaches through an edge of `precedence`, if any.
  private func child(
    of node: Node,
    at precedence: Precedence,
    segment: PathScanner.Segment,
    decoded: UnsafeBufferPointer<UInt8>
  ) -> Int32? {
    switch precedence {
    case .literal:
      guard node.literalChildrenCount > 0 else { return nil }
      let bytes = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<segment.decodedEnd])
      return literalChild(of: node, hash: ParameterSyntax.literalHash(bytes), bytes: bytes)
    case .typed:
      switch segment.shape {
      case .day: return node.day
      case .uuid: return node.uuid
      case .int: return node.int
      // `true` and `false` have a string's shape: read again only where a node has a `bool` child.
      case .string where node.bool != nil:
        let bytes = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<segment.decodedEnd])
        return ParameterSyntax.boolValue(bytes) != nil ? node.bool : nil
      case .root, .literal, .string, .wildcard, .bool: return nil
      }
    case .string: return node.string
    case .wildcard: return node.wildcard
    }
  }
}
