/// The segment trie behind ``DeepLinkResolver`` and ``RouteTable``: nodes in one array, literal children found by a
/// hash of their lowercased bytes (sorted, binary-searched, bytes verified on a hit), so a literal child is
/// found among thousands of siblings without comparing it with each. Built here; searched for a path in
/// RouteTrie+Search, for overlapping patterns in RouteTrie+Overlap.
struct RouteTrie: Sendable {
  /// How a node was reached from its parent.
  enum Edge: UInt8, Sendable {
    case root, literal, day, uuid, int, string, wildcard, bool
  }

  /// A trie node: plain values only (children and literal bytes live in the trie's flat arrays), so walking the
  /// trie retains nothing. A child or entry a node lacks is nil.
  struct Node: Sendable {
    var edge: Edge
    /// This node's lowercased literal bytes in ``RouteTrie/literalBytes``, for a node reached by a literal edge.
    var literalOffset: Int32 = 0
    var literalLength: Int32 = 0
    /// This node's literal children in ``RouteTrie/literalHashes`` / ``RouteTrie/literalNodes`` (hash ascending).
    var literalChildrenStart: Int32 = 0
    var literalChildrenCount: Int32 = 0
    var day: Int32?
    var uuid: Int32?
    var int: Int32?
    var string: Int32?
    var wildcard: Int32?
    var bool: Int32?
    /// The index of the entry that ends here, if any.
    var entry: Int32?

    init(edge: Edge) { self.edge = edge }
  }

  let nodes: [Node]
  /// Every node's literal bytes, concatenated.
  let literalBytes: [UInt8]
  /// Every node's literal children: hashes (ascending within one node) and, parallel, node indices.
  let literalHashes: [UInt64]
  let literalNodes: [Int32]
  /// The most segments any pattern has: a longer path cannot match.
  let maximumDepth: Int
  /// The node each pattern ends on, in pattern order (a node's ``Node/entry`` is the first of them).
  let endNodes: [Int32]

  /// Builds the trie; when two patterns end on the same node the first keeps it.
  init(patterns: [RoutePattern]) {
    var tree = GrowingTree()
    var maximumDepth = 0
    var endNodes: [Int32] = []
    endNodes.reserveCapacity(patterns.count)
    for (entryIndex, pattern) in patterns.enumerated() {
      var node = 0
      for segment in pattern.segments {
        switch segment {
        case .literal(let text): node = tree.child(of: node, edge: .literal, literal: Array(text.utf8))
        case .parameter(_, let kind): node = tree.child(of: node, edge: Edge(kind))
        case .wildcard: node = tree.child(of: node, edge: .wildcard)
        }
      }
      if tree.nodes[node].entry == nil { tree.nodes[node].entry = Int32(entryIndex) }
      endNodes.append(Int32(node))
      maximumDepth = max(maximumDepth, pattern.segments.count)
    }

    // Laid flat: each node's literal bytes, and its literal children sorted by hash for the binary search.
    var nodes = tree.nodes
    var literalBytes: [UInt8] = []
    var literalHashes: [UInt64] = []
    var literalNodes: [Int32] = []
    for index in nodes.indices {
      nodes[index].literalOffset = Int32(literalBytes.count)
      nodes[index].literalLength = Int32(tree.literals[index].count)
      literalBytes += tree.literals[index]
      let pairs = tree.literalMaps[index].flatMap { hash, children in children.map { (hash, $0) } }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      nodes[index].literalChildrenStart = Int32(literalHashes.count)
      nodes[index].literalChildrenCount = Int32(pairs.count)
      literalHashes += pairs.map(\.0)
      literalNodes += pairs.map(\.1)
    }
    self.nodes = nodes
    self.literalBytes = literalBytes
    self.literalHashes = literalHashes
    self.literalNodes = literalNodes
    self.maximumDepth = maximumDepth
    self.endNodes = endNodes
  }

  /// The trie while patterns are added: each node's literal, and its literal children by hash (several
  /// literals may share a hash), until ``RouteTrie/init(patterns:)`` lays them flat.
  private struct GrowingTree {
    var nodes = [Node(edge: .root)]
    var literals: [[UInt8]] = [[]]
    var literalMaps: [[UInt64: [Int32]]] = [[:]]

    /// The child of `parent` along `edge` (and `literal`, for a literal edge), added if it is not there yet.
    mutating func child(of parent: Int, edge: Edge, literal: [UInt8] = []) -> Int {
      switch edge {
      case .root:
        return 0
      case .literal:
        let hash = literal.withUnsafeBufferPointer(ParameterSyntax.literalHash)
        if let existing = literalMaps[parent][hash]?.first(where: { literals[Int($0)] == literal }) {
          return Int(existing)
        }
        let index = add(edge: edge, literal: literal)
        literalMaps[parent][hash, default: []].append(index)
        return Int(index)
      case .day, .uuid, .int, .string, .wildcard, .bool:
        if let current = nodes[parent].child(for: edge) { return Int(current) }
        let index = add(edge: edge, literal: literal)
        nodes[parent].setChild(index, for: edge)
        return Int(index)
      }
    }

    private mutating func add(edge: Edge, literal: [UInt8]) -> Int32 {
      nodes.append(Node(edge: edge))
      literals.append(literal)
      literalMaps.append([:])
      return Int32(nodes.count - 1)
    }
  }

  /// The literal child of `node` equal (ASCII case-insensitively) to `bytes`, whose literal hash is `hash`, if any.
  func literalChild(of node: Node, hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    literalHashes.withUnsafeBufferPointer { hashes in
      var low = Int(node.literalChildrenStart)
      let end = low + Int(node.literalChildrenCount)
      var high = end
      while low < high {
        let middle = (low + high) / 2
        if hashes[middle] < hash { low = middle + 1 } else { high = middle }
      }
      while low < end, hashes[low] == hash {
        let candidate = literalNodes[low]
        if equalsLowercased(nodes[Int(candidate)], bytes) { return candidate }
        low += 1
      }
      return nil
    }
  }

  private func equalsLowercased(_ node: Node, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard Int(node.literalLength) == bytes.count else { return false }
    return literalBytes.withUnsafeBufferPointer { literal in
      let offset = Int(node.literalOffset)
      for index in 0..<bytes.count where literal[offset + index] != ParameterSyntax.lowercased(bytes[index]) {
        return false
      }
      return true
    }
  }
}

extension RouteTrie.Edge {
  init(_ kind: ParameterKind) {
    switch kind {
    case .day: self = .day
    case .uuid: self = .uuid
    case .int: self = .int
    case .string: self = .string
    case .bool: self = .bool
    }
  }
}

extension RouteTrie.Node {
  func child(for edge: RouteTrie.Edge) -> Int32? {
    switch edge {
    case .day: day
    case .uuid: uuid
    case .int: int
    case .string: string
    case .wildcard: wildcard
    case .bool: bool
    case .root, .literal: nil
    }
  }

  mutating func setChild(_ index: Int32, for edge: RouteTrie.Edge) {
    switch edge {
    case .day: day = index
    case .uuid: uuid = index
    case .int: int = index
    case .string: string = index
    case .wildcard: wildcard = index
    case .bool: bool = index
    case .root, .literal: break
    }
  }
}
