/// A version such as 17.0 or 18.4, compared component by component (17 == 17.0).
public struct Version: Comparable, Hashable, CustomStringConvertible, Sendable {
  public var components: [Int]

  public init(_ components: [Int]) {
    var trimmed = components
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    self.components = trimmed
  }

  /// `17`, `17.0`, `18.4.1`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    self.init(parts.compactMap { $0 })
  }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  public var description: String {
    components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
  }
}

/// Platform name (`iOS`, `macOS`) → version: what a declaration needs, or what a guard guarantees.
public typealias PlatformVersions = [String: Version]
