import SwiftSyntax

/// Reads versions out of `@available(...)` attributes and `#available(...)` conditions.
enum AvailabilitySyntax {
  /// The platforms and versions an argument list names: `iOS 18, macOS 15, *` and
  /// `iOS, introduced: 18.0` alike. Platforms named `unavailable` are left out.
  static func versions(in arguments: AvailabilityArgumentListSyntax) -> PlatformVersions {
    var result: PlatformVersions = [:]
    var shorthandPlatform: String?
    for argument in arguments {
      switch argument.argument {
      case .availabilityVersionRestriction(let restriction):
        if let version = restriction.version.flatMap(version(of:)) {
          result[restriction.platform.text] = version
        } else {
          shorthandPlatform = restriction.platform.text
        }
      case .availabilityLabeledArgument(let labeled):
        guard labeled.label.text == "introduced", let platform = shorthandPlatform,
          case .version(let tuple) = labeled.value, let version = version(of: tuple)
        else { continue }
        result[platform] = version
      case .token(let token):
        if token.text == "unavailable", let platform = shorthandPlatform { result[platform] = nil }
        if token.tokenKind != .binaryOperator("*"), token.text != "*", token.text != "unavailable",
          token.text != "deprecated"
        {
          shorthandPlatform = token.text
        }
      }
    }
    return result
  }

  /// The versions of every `@available` attribute in `attributes`.
  static func versions(in attributes: AttributeListSyntax?) -> PlatformVersions {
    var result: PlatformVersions = [:]
    for element in attributes ?? [] {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments) = attribute.arguments
      else { continue }
      result.merge(versions(in: arguments)) { max($0, $1) }
    }
    return result
  }

  static func version(of tuple: VersionTupleSyntax) -> Version? {
    Version(tuple.trimmedDescription)
  }

  /// The attributes of a declaration node, if it is one that carries them.
  static func attributes(of node: Syntax) -> AttributeListSyntax? {
    if let decl = node.asProtocol(WithAttributesSyntax.self) { return decl.attributes }
    return nil
  }
}
