import SwiftParser
import SwiftSyntax

/// The declared API surface: for every name, what each of its declarations needs.
public struct Surface: Sendable {
  /// Name → the platform versions of each declaration with that name (its own `@available`, else its
  /// enclosing type's or extension's).
  public private(set) var declarations: [String: [PlatformVersions]] = [:]

  public init() {}

  /// Adds the declarations of one surface file.
  public mutating func add(source: String) {
    let collector = DeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: source))
    for (name, versions) in collector.found { declarations[name, default: []].append(contentsOf: versions) }
  }

  /// The names every declaration of which needs more than `floor` on some platform, with the least any
  /// of them needs. A name with one declaration at or under the floor is not listed: by name alone the
  /// lint cannot tell which overload a call picks.
  public func newerThan(_ floor: PlatformVersions) -> [String: PlatformVersions] {
    var result: [String: PlatformVersions] = [:]
    for (name, all) in declarations {
      let needs = all.map { versions in
        versions.filter { platform, version in floor[platform].map { version > $0 } ?? false }
      }
      guard !needs.isEmpty, needs.allSatisfy({ !$0.isEmpty }) else { continue }
      var least: PlatformVersions = needs[0]
      for need in needs.dropFirst() {
        least = least.merging(need) { min($0, $1) }.filter { need[$0.key] != nil }
      }
      result[name] = least
    }
    return result
  }
}

/// Collects each declaration's name and effective availability.
final class DeclarationCollector: SyntaxVisitor {
  var found: [String: [PlatformVersions]] = [:]
  private var enclosing: [PlatformVersions] = [[:]]

  private func record(_ name: String, _ node: some SyntaxProtocol) {
    let own = AvailabilitySyntax.versions(in: AvailabilitySyntax.attributes(of: Syntax(node)))
    let inherited = enclosing.last ?? [:]
    found[name, default: []].append(inherited.merging(own) { max($0, $1) })
  }

  private func push(_ node: some SyntaxProtocol) {
    let own = AvailabilitySyntax.versions(in: AvailabilitySyntax.attributes(of: Syntax(node)))
    enclosing.append((enclosing.last ?? [:]).merging(own) { max($0, $1) })
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node)
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node)
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node)
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node)
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { record(pattern.identifier.text, node) }
    }
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for element in node.elements { record(element.name.text, node) }
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node)
    return .skipChildren
  }
}
