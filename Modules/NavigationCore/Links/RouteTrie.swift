/// The segment trie behind ``DeepLinkResolver``: nodes in one array, literal children found by a hash of their
/// lowercased bytes (sorted, binary-searched, bytes verified on a hit), so thousands of literal siblings stay cheap.
struct RouteTrie: Sendable {
  /// How a node was reached from its parent.
  enum Edge: UInt8, Sendable {
    case root, literal, day, uuid, int, string, wildcard
  }

  struct Node: Sendable {
    var edge: Edge
    /// The lowercased literal bytes, for a node reached by a literal edge.
    var literal: [UInt8] = []
    /// Hashes of the literal children, ascending; `literalNodes` is parallel.
    var literalHashes: [UInt64] = []
    var literalNodes: [Int32] = []
    var day: Int32 = -1
    var uuid: Int32 = -1
    var int: Int32 = -1
    var string: Int32 = -1
    var wildcard: Int32 = -1
    /// The index of the entry that ends here, or -1.
    var entry: Int32 = -1

    init(edge: Edge, literal: [UInt8] = []) {
      self.edge = edge
      self.literal = literal
    }
  }

  private(set) var nodes: [Node]
  /// The most segments any pattern has: a longer path cannot match.
  private(set) var maximumDepth: Int

  /// Builds the trie; when two patterns end on the same node the first keeps it.
  init(patterns: [RoutePattern]) {
    var nodes = [Node(edge: .root)]
    var literalMaps: [[UInt64: [Int32]]] = [[:]]
    var maximumDepth = 0

    func child(of parent: Int, edge: Edge, literal: [UInt8] = []) -> Int {
      func make() -> Int32 {
        nodes.append(Node(edge: edge, literal: literal))
        literalMaps.append([:])
        return Int32(nodes.count - 1)
      }
      switch edge {
      case .root:
        return 0
      case .literal:
        let hash = literal.withUnsafeBufferPointer(ParameterSyntax.literalHash)
        if let existing = literalMaps[parent][hash]?.first(where: { nodes[Int($0)].literal == literal }) {
          return Int(existing)
        }
        let index = make()
        literalMaps[parent][hash, default: []].append(index)
        return Int(index)
      case .day, .uuid, .int, .string, .wildcard:
        let current = nodes[parent].child(for: edge)
        if current >= 0 { return Int(current) }
        let index = make()
        nodes[parent].setChild(index, for: edge)
        return Int(index)
      }
    }

    for (entryIndex, pattern) in patterns.enumerated() {
      var node = 0
      for segment in pattern.segments {
        switch segment {
        case .literal(let text): node = child(of: node, edge: .literal, literal: Array(text.utf8))
        case .parameter(_, let kind): node = child(of: node, edge: Edge(kind))
        case .wildcard: node = child(of: node, edge: .wildcard)
        }
      }
      if nodes[node].entry < 0 { nodes[node].entry = Int32(entryIndex) }
      maximumDepth = max(maximumDepth, pattern.segments.count)
    }

    for index in nodes.indices where !literalMaps[index].isEmpty {
      let pairs = literalMaps[index].flatMap { hash, children in children.map { (hash, $0) } }
        .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      nodes[index].literalHashes = pairs.map(\.0)
      nodes[index].literalNodes = pairs.map(\.1)
    }
    self.nodes = nodes
    self.maximumDepth = maximumDepth
  }

  /// The literal child of `node` equal (ASCII case-insensitively) to `bytes`, whose literal hash is `hash`, or -1.
  func literalChild(of node: Int32, hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hashes = nodes[Int(node)].literalHashes
    var low = 0
    var high = hashes.count
    while low < high {
      let middle = (low + high) / 2
      if hashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    while low < hashes.count, hashes[low] == hash {
      let candidate = nodes[Int(node)].literalNodes[low]
      if Self.equalsLowercased(nodes[Int(candidate)].literal, bytes) { return candidate }
      low += 1
    }
    return -1
  }

  private static func equalsLowercased(_ literal: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard literal.count == bytes.count else { return false }
    for index in 0..<bytes.count where literal[index] != ParameterSyntax.lowercased(bytes[index]) { return false }
    return true
  }
}

extension RouteTrie.Edge {
  init(_ kind: ParameterKind) {
    switch kind {
    case .day: self = .day
    case .uuid: self = .uuid
    case .int: self = .int
    case .string: self = .string
    }
  }
}

extension RouteTrie.Node {
  func child(for edge: RouteTrie.Edge) -> Int32 {
    switch edge {
    case .day: day
    case .uuid: uuid
    case .int: int
    case .string: string
    case .wildcard: wildcard
    case .root, .literal: -1
    }
  }

  mutating func setChild(_ index: Int32, for edge: RouteTrie.Edge) {
    switch edge {
    case .day: day = index
    case .uuid: uuid = index
    case .int: int = index
    case .string: string = index
    case .wildcard: wildcard = index
    case .root, .literal: break
    }
  }
}
