/// How a link is written and where its parts lie: the first of a resolve's three steps (form, path scan, match).
///
/// Read left to right from the bytes: the scheme must be one of the app's custom schemes (`myapp://path`: the
/// host is the first path segment) or `https` with one of its universal-link hosts exactly (`https://host/path`);
/// an in-app path is all path (one leading `/` optional). The path runs to the first `?` or `#`
/// (``PathEndScanner``); the query and fragment are checked for characters only, since the query is decoded
/// later and only for a route that declares query keys.
struct LinkForm {
  /// Which form a link was written in: decides the ``LinkExposure`` its route needs.
  enum Kind {
    case customScheme, universalLink, inAppPath
  }

  /// The custom schemes and universal-link hosts a resolver accepts, lowercased.
  struct Origins: Sendable {
    let schemes: [[UInt8]]
    let hosts: [[UInt8]]
    /// The hosts as text, for ``DeepLinkError/unknownHost(_:accepted:)``.
    let hostNames: [String]

    init(linkSchemes: [String], universalLinkHosts: [String]) {
      schemes = linkSchemes.map { Array($0.lowercased().utf8) }
      hostNames = universalLinkHosts.map { $0.lowercased() }
      hosts = hostNames.map { Array($0.utf8) }
    }
  }

  let kind: Kind
  /// The path's bytes: after the scheme's `//` (a custom scheme), after the host and its `/` (a universal link),
  /// after one leading `/` (an in-app path); up to the first `?` or `#`.
  let path: Range<Int>
  /// The query's bytes, between `?` and the fragment's `#` (empty when the link has no query).
  let query: Range<Int>
  /// The offset of the first byte after the path that no query or fragment may hold. It is reported only when
  /// the path itself is valid, so that errors read left to right.
  let invalidQueryByte: Int?

  /// The form of a full link, or why it is none the app accepts.
  init(link bytes: UnsafeBufferPointer<UInt8>, origins: Origins) throws(DeepLinkError) {
    let count = bytes.count
    guard count > 0 else { throw .empty }
    var index = 0
    while index < count, LinkSyntax.isSchemeCharacter(bytes[index], first: index == 0) { index += 1 }
    guard index > 0, index < count, bytes[index] == UInt8(ascii: ":") else {
      if index < count, LinkSyntax.isForbidden(bytes[index]) { throw .invalidCharacter(offset: index) }
      throw .malformed("no scheme")
    }
    let scheme = UnsafeBufferPointer(rebasing: bytes[0..<index])
    let hasSlashes =
      index + 2 < count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
    if origins.schemes.contains(where: { LinkSyntax.equalsLowercased(scheme, $0) }) {
      guard hasSlashes else { throw .malformed("expected \(LinkSyntax.lowercasedString(scheme))://") }
      try self.init(bytes, kind: .customScheme, pathStart: index + 3)
      return
    }
    guard LinkSyntax.equalsLowercased(scheme, "https") else {
      throw .unsupportedScheme(LinkSyntax.lowercasedString(scheme))
    }
    guard hasSlashes else { throw .malformed("expected https://") }
    let authorityStart = index + 3
    var authorityEnd = authorityStart
    while authorityEnd < count, !LinkSyntax.endsAuthority(bytes[authorityEnd]) {
      if LinkSyntax.isForbidden(bytes[authorityEnd]) { throw .invalidCharacter(offset: authorityEnd) }
      authorityEnd += 1
    }
    let authority = UnsafeBufferPointer(rebasing: bytes[authorityStart..<authorityEnd])
    guard origins.hosts.contains(where: { LinkSyntax.equalsLowercased(authority, $0) }) else {
      throw .unknownHost(String(decoding: authority, as: UTF8.self), accepted: origins.hostNames)
    }
    var pathStart = authorityEnd
    if pathStart < count, bytes[pathStart] == UInt8(ascii: "/") { pathStart += 1 }
    try self.init(bytes, kind: .universalLink, pathStart: pathStart)
  }

  /// The form of an in-app path (`history/2024-11-18` or `/history/2024-11-18`).
  init(path bytes: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) {
    guard !bytes.isEmpty else { throw .empty }
    try self.init(bytes, kind: .inAppPath, pathStart: bytes[0] == UInt8(ascii: "/") ? 1 : 0)
  }

  /// Where the path, query and fragment lie from `pathStart` on. A second `#` is refused at once: a link has one
  /// fragment.
  private init(_ bytes: UnsafeBufferPointer<UInt8>, kind: Kind, pathStart: Int) throws(DeepLinkError) {
    let count = bytes.count
    let pathEnd = PathEndScanner.wordAtATime(bytes, from: pathStart)
    var sawFragment = pathEnd < count && bytes[pathEnd] == UInt8(ascii: "#")
    var queryEnd = sawFragment ? pathEnd : count
    var invalidQueryByte: Int?
    var offset = pathEnd + 1
    while offset < count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "#") {
        guard !sawFragment else { throw .invalidCharacter(offset: offset) }
        sawFragment = true
        queryEnd = offset
      } else if !LinkSyntax.isQueryCharacter(byte) {
        invalidQueryByte = offset
        break
      }
      offset += 1
    }
    let hasQuery = queryEnd > pathEnd + 1 && bytes[pathEnd] == UInt8(ascii: "?")
    self.kind = kind
    self.path = pathStart..<pathEnd
    self.query = hasQuery ? (pathEnd + 1)..<queryEnd : pathEnd..<pathEnd
    self.invalidQueryByte = invalidQueryByte
  }
}
