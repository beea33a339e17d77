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
          if node.entry >= 0 { return Int(node.entry) }
          depth -= 1
          continue
        }
        let segment = segments[depth]
        var next = frame.next
        var child: Int32 = -1
        while child < 0, let precedence = next {
          child = self.child(of: node, at: precedence, segment: segment, decoded: decoded)
          next = precedence.weaker
        }
        if child < 0 {
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

  /// The child of `node` that `segment` reaches through an edge of `precedence`, or -1.
  private func child(
    of node: Node,
    at precedence: Precedence,
    segment: PathScanner.Segment,
    decoded: UnsafeBufferPointer<UInt8>
  ) -> Int32 {
    switch precedence {
    case .literal:
      guard node.literalChildrenCount > 0 else { return -1 }
      let bytes = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<segment.decodedEnd])
      return literalChild(of: node, hash: ParameterSyntax.literalHash(bytes), bytes: bytes)
    case .typed:
      switch segment.shape {
      case .day: return node.day
      case .uuid: return node.uuid
      case .int: return node.int
      // `true` and `false` have a string's shape: read again only where a node has a `bool` child.
      case .string where node.bool >= 0:
        let bytes = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<segment.decodedEnd])
        return ParameterSyntax.boolValue(bytes) != nil ? node.bool : -1
      case .root, .literal, .string, .wildcard, .bool: return -1
      }
    case .string: return node.string
    case .wildcard: return node.wildcard
    }
  }
}
