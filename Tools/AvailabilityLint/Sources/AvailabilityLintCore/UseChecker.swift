import SwiftParser
import SwiftSyntax

/// One use of a newer API outside an availability check.
public struct Finding: Hashable, CustomStringConvertible, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  public var name: String
  /// What the API needs on each platform where it is newer than the floor.
  public var needs: PlatformVersions
  public var floor: PlatformVersions

  public var description: String {
    let needed = needs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let supported = floor.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return
      "\(file):\(line):\(column): error: '\(name)' needs \(needed), newer than the package's floor (\(supported)); "
      + "use it under `if #available(\(needed), *)`, `guard #available` or `@available`"
  }
}

/// Finds uses of the names in `newer` that no enclosing `if #available`, `guard #available` or
/// `@available` covers on every platform where they are newer than the floor.
public struct UseChecker: Sendable {
  public let newer: [String: PlatformVersions]
  public let floor: PlatformVersions

  public init(newer: [String: PlatformVersions], floor: PlatformVersions) {
    self.newer = newer
    self.floor = floor
  }

  public func check(source: String, file: String) -> [Finding] {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let visitor = NameUseVisitor(names: Set(newer.keys))
    visitor.walk(tree)
    return visitor.uses.compactMap { token in
      guard let needs = newer[token.text] else { return nil }
      let guaranteed = Self.guaranteed(at: Syntax(token))
      let missing = needs.filter { platform, version in (guaranteed[platform] ?? floor[platform] ?? version) < version }
      guard !missing.isEmpty else { return nil }
      let location = token.startLocation(converter: converter)
      return Finding(
        file: file, line: location.line, column: location.column, name: token.text, needs: needs, floor: floor)
    }
  }

  /// What the checks around `node` guarantee: `if #available` bodies, earlier `guard #available`s in the
  /// same block or an enclosing one, and `@available` on enclosing declarations.
  static func guaranteed(at node: Syntax) -> PlatformVersions {
    var result: PlatformVersions = [:]
    func add(_ versions: PlatformVersions) { result.merge(versions) { max($0, $1) } }
    var child = node
    var current = node.parent
    while let parent = current {
      if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id {
        for condition in ifExpr.conditions {
          if case .availability(let availability) = condition.condition {
            add(AvailabilitySyntax.versions(in: availability.availabilityArguments))
          }
        }
      }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list {
          if item.id == child.id { break }
          guard let guardStmt = item.item.as(GuardStmtSyntax.self) else { continue }
          for condition in guardStmt.conditions {
            if case .availability(let availability) = condition.condition {
              add(AvailabilitySyntax.versions(in: availability.availabilityArguments))
            }
          }
        }
      }
      add(AvailabilitySyntax.versions(in: AvailabilitySyntax.attributes(of: parent)))
      child = parent
      current = parent.parent
    }
    return result
  }
}

/// Every identifier used as a name in an expression or a type.
final class NameUseVisitor: SyntaxVisitor {
  let names: Set<String>
  var uses: [TokenSyntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.baseName.text) { uses.append(node.baseName) }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.name.text) { uses.append(node.name) }
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.name.text) { uses.append(node.name) }
    return .visitChildren
  }
}
