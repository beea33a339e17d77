/// The ways of writing one link that ``DeepLinkResolver`` treats as the same link: what a sample link is checked
/// in, so that a change to the resolver or to the exported AASA that drops one of them is caught.
package enum LinkVariant: String, CaseIterable, Sendable {
  /// The canonical path: lower-case literals, canonical values (`/settings/goals`).
  case canonical
  /// Every literal upper-cased (`/SETTINGS/GOALS`); literals compare ASCII case-insensitively.
  case upperCasedLiterals
  /// One trailing slash (`/settings/goals/`); the resolver ignores it.
  case trailingSlash
  /// The first literal's first character percent-encoded (`/%73ettings/goals`); segments are decoded once.
  case percentEncodedLiteral
  /// Every UUID value upper-cased; the resolver accepts either case and stores lower case.
  case upperCasedUUID

  /// The path, with its leading `/`, of `pattern` filled with `samples` and written this way; nil when the
  /// variant does not apply (no literal to change, no UUID to upper-case).
  package func path(of pattern: RoutePattern, samples: SampleParameters) -> String? {
    var segments = pattern.segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .parameter(_, .string), .wildcard: ParameterSyntax.percentEncoded(samples.value(for: .string))
      case .parameter(_, let kind): samples.value(for: kind)
      }
    }
    let literalIndices = pattern.segments.indices.filter {
      if case .literal = pattern.segments[$0] { true } else { false }
    }
    let uuidIndices = pattern.segments.indices.filter {
      if case .parameter(_, .uuid) = pattern.segments[$0] { true } else { false }
    }
    switch self {
    case .canonical:
      break
    case .upperCasedLiterals:
      guard !literalIndices.isEmpty else { return nil }
      for index in literalIndices { segments[index] = segments[index].uppercased() }
    case .trailingSlash:
      return "/" + segments.joined(separator: "/") + "/"
    case .percentEncodedLiteral:
      guard let index = literalIndices.first, let first = segments[index].utf8.first else { return nil }
      segments[index] = Self.escape(first) + segments[index].dropFirst()
    case .upperCasedUUID:
      guard !uuidIndices.isEmpty else { return nil }
      for index in uuidIndices { segments[index] = segments[index].uppercased() }
    }
    return "/" + segments.joined(separator: "/")
  }

  /// `%XX` with upper-case hexadecimal digits.
  private static func escape(_ byte: UInt8) -> String {
    let hex = Array("0123456789ABCDEF")
    return "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
  }
}
