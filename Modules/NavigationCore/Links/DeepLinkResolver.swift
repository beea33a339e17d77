/// Turns a link in one of the app's custom schemes (`myapp://path`), an `https` link to one of its hosts, or an
/// in-app path into a route and canonical parameters. The schemes and hosts come from the ``AppDefinition``.
///
/// Never guesses: anything outside the policy is a typed ``DeepLinkError``. The length is checked once, on entry;
/// the raw path is split and each segment percent-decoded exactly once; then the segment trie is searched
/// (`RouteTrie`) with precedence literal, typed parameter, `string`, `*` at every segment, independent of
/// registration order.
public struct DeepLinkResolver: Sendable {
  /// One resolvable route: its pattern, which link forms may open it, and the query keys it reads.
  public struct Entry: Sendable {
    /// The route opened on a match.
    public var route: RouteID
    /// The path pattern.
    public var pattern: RoutePattern
    /// The link forms allowed to open the route (``resolve(path:today:)`` ignores it).
    public var exposure: LinkExposure
    /// Query item names decoded into ``RouteMatch/query``; when empty, query and fragment are ignored.
    public var queryKeys: [String]

    /// An entry; `queryKeys` defaults to none.
    public init(route: RouteID, pattern: RoutePattern, exposure: LinkExposure, queryKeys: [String] = []) {
      self.route = route
      self.pattern = pattern
      self.exposure = exposure
      self.queryKeys = queryKeys
    }
  }

  /// Links (and paths) longer than this many UTF-8 bytes are rejected before any other work.
  package static let maximumLength = NavigationLimits.linkBytes

  /// How a link was written: decides the exposure it needs.
  package enum Form: Sendable {
    case customScheme, universalLink, inAppPath
  }

  let routes: [RouteID]
  /// Per entry, the old pattern a redirect entry stands for (nil for a route's own pattern).
  let redirectedFrom: [String?]
  let exposures: [LinkExposure]
  let queryKeys: [[String]]
  /// Capture names per entry, in segment order (`"*"` for the wildcard); a redirect's are its target's names.
  let captureNames: [[String]]
  let trie: RouteTrie
  /// The custom schemes accepted, lowercased.
  let schemes: [[UInt8]]
  /// The universal-link hosts accepted, lowercased, as bytes and as text (for errors).
  let hosts: [[UInt8]]
  let hostNames: [String]

  /// Builds the resolver of `app`'s links; deterministic. Of two ambiguous entries the first wins (the registry
  /// rejects them before).
  public init(app: AppDefinition, entries: [Entry]) {
    self.init(entries: entries, linkSchemes: app.linkSchemes, universalLinkHosts: app.universalLinkHosts)
  }

  /// A resolver for `entries`; with no schemes and hosts it resolves in-app paths only.
  package init(entries: [Entry], linkSchemes: [String] = [], universalLinkHosts: [String] = []) {
    self.init(
      routes: entries.map(\.route), redirectedFrom: entries.map { _ in nil }, exposures: entries.map(\.exposure),
      queryKeys: entries.map(\.queryKeys), captureNames: entries.map { $0.pattern.parameters.map(\.name) },
      trie: RouteTrie(patterns: entries.map(\.pattern)), linkSchemes: linkSchemes,
      universalLinkHosts: universalLinkHosts)
  }

  /// The resolver of a registry: the table's routes then its redirects (each opening its target with the
  /// target's exposure and query keys), and its trie, built once.
  package init(app: AppDefinition, table: RouteTable) {
    let targets = table.redirects.map { table.route($0.route)?.definition }
    self.init(
      routes: table.routes.map(\.id) + table.redirects.map(\.route),
      redirectedFrom: table.routes.map { _ in nil } + table.redirects.map { $0.pattern.description },
      exposures: table.routes.map(\.definition.exposure) + targets.map { $0?.exposure ?? [] },
      queryKeys: table.routes.map(\.definition.queryKeys) + targets.map { $0?.queryKeys ?? [] },
      captureNames: table.routes.map { $0.pattern.parameters.map(\.name) } + table.redirects.map(\.targetNames),
      trie: table.trie, linkSchemes: app.linkSchemes, universalLinkHosts: app.universalLinkHosts)
  }

  private init(
    routes: [RouteID],
    redirectedFrom: [String?],
    exposures: [LinkExposure],
    queryKeys: [[String]],
    captureNames: [[String]],
    trie: RouteTrie,
    linkSchemes: [String],
    universalLinkHosts: [String]
  ) {
    self.routes = routes
    self.redirectedFrom = redirectedFrom
    self.exposures = exposures
    self.queryKeys = queryKeys
    self.captureNames = captureNames
    self.trie = trie
    self.schemes = linkSchemes.map { Array($0.lowercased().utf8) }
    self.hostNames = universalLinkHosts.map { $0.lowercased() }
    self.hosts = hostNames.map { Array($0.utf8) }
  }

  /// Resolves a full link: `myapp://history/2024-11-18` or `https://myapp.example/history/2024-11-18`.
  public func resolve(_ link: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolve(text: link, isLink: true, today: today)
  }

  /// Resolves an in-app path (`history/2024-11-18` or `/history/2024-11-18`) with the link path policy but no
  /// exposure check.
  public func resolve(path: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolve(text: path, isLink: false, today: today)
  }

  /// A link or path given as text: resolved as its bytes are, and when the path was written exactly as the route's
  /// pattern prints it, the match keeps that text as its ``RouteMatch/canonicalPath`` (the input itself when it is
  /// nothing but the path), so the screen need not print it again.
  private func resolve(text: String, isLink: Bool, today: Day) -> Result<RouteMatch, DeepLinkError> {
    let count = text.utf8.count
    guard count <= Self.maximumLength else { return .failure(.tooLong(length: count)) }
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      isLink ? link(bytes, today: today, text: text) : path(bytes, today: today, text: text)
    }
  }

  // MARK: - Byte level (SPI: the fuzzer, in its own package, feeds these arbitrary bytes)

  /// Resolves a full link given as bytes; any bytes: invalid UTF-8 is a ``DeepLinkError/invalidCharacter(offset:)``.
  /// The one length check of a resolve happens here, before the bytes are read.
  @_spi(Fuzzing) public func resolve(linkBytes bytes: some Collection<UInt8>, today: Day) -> Result<
    RouteMatch, DeepLinkError
  > {
    let count = bytes.count
    guard count <= Self.maximumLength else { return .failure(.tooLong(length: count)) }
    if let result = bytes.withContiguousStorageIfAvailable({ link($0, today: today, text: nil) }) {
      return result
    }
    return Array(bytes).withUnsafeBufferPointer { link($0, today: today, text: nil) }
  }

  /// Resolves an in-app path given as bytes (one leading `/` is optional); the length is checked here, once.
  @_spi(Fuzzing) public func resolve(pathBytes bytes: some Collection<UInt8>, today: Day) -> Result<
    RouteMatch, DeepLinkError
  > {
    let count = bytes.count
    guard count <= Self.maximumLength else { return .failure(.tooLong(length: count)) }
    if let result = bytes.withContiguousStorageIfAvailable({ path($0, today: today, text: nil) }) {
      return result
    }
    return Array(bytes).withUnsafeBufferPointer { path($0, today: today, text: nil) }
  }

  // MARK: - Links and paths (the length is already checked)

  /// `text`: the bytes as a `String`, when they came as one (the match's canonical path can then be the text itself).
  private func link(
    _ bytes: UnsafeBufferPointer<UInt8>, today: Day, text: String?
  ) -> Result<RouteMatch, DeepLinkError> {
    let count = bytes.count
    guard count > 0 else { return .failure(.empty) }

    var index = 0
    while index < count, LinkSyntax.isSchemeCharacter(bytes[index], first: index == 0) { index += 1 }
    guard index > 0, index < count, bytes[index] == UInt8(ascii: ":") else {
      if index < count, LinkSyntax.isForbidden(bytes[index]) { return .failure(.invalidCharacter(offset: index)) }
      return .failure(.malformed("no scheme"))
    }
    let scheme = UnsafeBufferPointer(rebasing: bytes[0..<index])
    let hasSlashes =
      index + 2 < count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
    if schemes.contains(where: { LinkSyntax.equalsLowercased(scheme, $0) }) {
      guard hasSlashes else { return .failure(.malformed("expected \(LinkSyntax.lowercasedString(scheme))://")) }
      return match(bytes, pathStart: index + 3, form: .customScheme, today: today, text: text)
    }
    guard LinkSyntax.equalsLowercased(scheme, "https") else {
      return .failure(.unsupportedScheme(LinkSyntax.lowercasedString(scheme)))
    }
    guard hasSlashes else { return .failure(.malformed("expected https://")) }
    let authorityStart = index + 3
    var authorityEnd = authorityStart
    while authorityEnd < count, !LinkSyntax.endsAuthority(bytes[authorityEnd]) {
      if LinkSyntax.isForbidden(bytes[authorityEnd]) { return .failure(.invalidCharacter(offset: authorityEnd)) }
      authorityEnd += 1
    }
    let authority = UnsafeBufferPointer(rebasing: bytes[authorityStart..<authorityEnd])
    guard hosts.contains(where: { LinkSyntax.equalsLowercased(authority, $0) }) else {
      return .failure(.unknownHost(String(decoding: authority, as: UTF8.self), accepted: hostNames))
    }
    var pathStart = authorityEnd
    if pathStart < count, bytes[pathStart] == UInt8(ascii: "/") { pathStart += 1 }
    return match(bytes, pathStart: pathStart, form: .universalLink, today: today, text: text)
  }

  private func path(
    _ bytes: UnsafeBufferPointer<UInt8>, today: Day, text: String?
  ) -> Result<RouteMatch, DeepLinkError> {
    guard !bytes.isEmpty else { return .failure(.empty) }
    let start = bytes[0] == UInt8(ascii: "/") ? 1 : 0
    return match(bytes, pathStart: start, form: .inAppPath, today: today, text: text)
  }

  // MARK: - Matching

  private func match(
    _ bytes: UnsafeBufferPointer<UInt8>,
    pathStart: Int,
    form: Form,
    today: Day,
    text: String?
  ) -> Result<RouteMatch, DeepLinkError> {
    let count = bytes.count
    let pathEnd = Self.pathEnd(bytes, from: pathStart)

    // Query and fragment: validated for characters only; decoded later if the route declares keys.
    var sawFragment = bytes.count > pathEnd && bytes[pathEnd] == UInt8(ascii: "#")
    var queryEnd = sawFragment ? pathEnd : count
    if pathEnd < count {
      for offset in (pathEnd + 1)..<count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "#") {
          guard !sawFragment else { return .failure(.invalidCharacter(offset: offset)) }
          sawFragment = true
          queryEnd = offset
        } else if !LinkSyntax.isQueryCharacter(byte) {
          // A path error earlier in the link wins: it is reported by the path scan below.
          if let pathError = scanPathForError(bytes, from: pathStart, to: pathEnd) { return .failure(pathError) }
          return .failure(.invalidCharacter(offset: offset))
        }
      }
    }

    let end = Self.trimmingTrailingSlash(bytes, from: pathStart, to: pathEnd)
    return withUnsafeTemporaryAllocation(of: RouteTrie.Segment.self, capacity: segmentCapacity(end - pathStart)) {
      segments in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(end - pathStart, 1)) { decoded in
        let segmentCount: Int
        switch split(bytes, from: pathStart, to: end, into: segments, decoded: decoded) {
        case .success(let count): segmentCount = count
        case .failure(let error): return .failure(error)
        }
        let pathText = { String(decoding: UnsafeBufferPointer(rebasing: bytes[pathStart..<pathEnd]), as: UTF8.self) }
        guard segmentCount > 0, segmentCount <= trie.maximumDepth else {
          return .failure(.noMatchingRoute(path: pathText()))
        }
        let segments = UnsafeBufferPointer(rebasing: segments[0..<segmentCount])
        let decoded = UnsafeBufferPointer(decoded)
        return withUnsafeTemporaryAllocation(of: RouteTrie.Frame.self, capacity: segmentCount + 1) { stack in
          guard let entryIndex = trie.firstMatch(segments, decoded: decoded, stack: stack) else {
            return .failure(.noMatchingRoute(path: pathText()))
          }
          let query =
            queryEnd > pathEnd + 1 && bytes[pathEnd] == UInt8(ascii: "?")
            ? UnsafeBufferPointer(rebasing: bytes[(pathEnd + 1)..<queryEnd]) : UnsafeBufferPointer(start: nil, count: 0)
          return makeMatch(
            entryIndex,
            bytes: bytes,
            segments: segments,
            decoded: decoded,
            stack: UnsafeBufferPointer(stack),
            query: query,
            queryOffset: pathEnd + 1,
            form: form,
            today: today,
            text: text
          )
        }
      }
    }
  }

  /// Where the path ends: at the first `?` or `#` from `start`, else at the end. Reads eight bytes at a time
  /// (the path is most of a link) until a word holds either byte, then byte by byte.
  static func pathEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    var index = start
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highBits: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        // A byte equal to `?` (`#`) is a zero byte of `question` (`fragment`); the classic test for one.
        let question = word ^ (ones &* UInt64(UInt8(ascii: "?")))
        let fragment = word ^ (ones &* UInt64(UInt8(ascii: "#")))
        if ((question &- ones) & ~question | (fragment &- ones) & ~fragment) & highBits != 0 { break }
        index += 8
      }
    }
    while index < count, bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#") { index += 1 }
    return index
  }

  /// Where the raw path's segments end: one trailing `/` is ignored.
  private static func trimmingTrailingSlash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    end > start && bytes[end - 1] == UInt8(ascii: "/") ? end - 1 : end
  }

  /// Room for the segments of a path of `length` bytes that a route could match: segments are never empty, so
  /// there are at most (length + 1) / 2 of them, and a path with more than the trie's depth matches no route
  /// (``split(_:from:to:into:decoded:)`` still checks and counts those). Small enough to stay on the stack.
  private func segmentCapacity(_ length: Int) -> Int { max(min((length + 1) / 2, trie.maximumDepth + 1), 1) }

  /// The first path error, if any, without matching (used to order errors left to right).
  private func scanPathForError(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to pathEnd: Int) -> DeepLinkError?
  {
    let end = Self.trimmingTrailingSlash(bytes, from: start, to: pathEnd)
    return withUnsafeTemporaryAllocation(of: RouteTrie.Segment.self, capacity: segmentCapacity(end - start)) {
      segments in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(end - start, 1)) { decoded in
        if case .failure(let error) = split(bytes, from: start, to: end, into: segments, decoded: decoded) {
          return error
        }
        return nil
      }
    }
  }

  /// Splits the raw path at `/`, validates each segment's bytes, and percent-decodes it once into `decoded`;
  /// returns how many segments the path has (those beyond `segments`' room are checked, not kept), or the first
  /// error.
  ///
  /// One pass: each byte's classes (``ParameterSyntax/ByteClass``) are looked up once and folded into the
  /// segment's, from which its typed shape (``ParameterSyntax/typedKind(of:)``'s answer for the decoded bytes)
  /// and whether it prints as written follow without reading the segment again. A run of plain path characters
  /// (no `/`, no `%`) is read by a tight inner loop; indices stay below the path's length, so they use wrapping
  /// arithmetic.
  private func split(
    _ bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    to end: Int,
    into segments: UnsafeMutableBufferPointer<RouteTrie.Segment>,
    decoded: UnsafeMutableBufferPointer<UInt8>
  ) -> Result<Int, DeepLinkError> {
    guard end > start else { return .success(0) }
    return ParameterSyntax.byteClasses.withUnsafeBufferPointer { classes in
      typealias ByteClass = ParameterSyntax.ByteClass
      var segmentCount = 0
      var output = 0
      var offset = start
      while true {
        let segmentStart = offset
        let decodedStart = output
        // Classes every decoded byte of the segment has, and classes any of them has.
        var every = ByteClass.all.rawValue
        var some: UInt8 = 0
        var escaped = false
        while true {
          // The run of plain path characters.
          while offset < end {
            let byte = bytes[offset]
            let byteClass = classes[Int(byte)]
            guard byteClass & ByteClass.path.rawValue != 0 else { break }
            every &= byteClass
            some |= byteClass
            decoded[output] = byte
            output &+= 1
            offset &+= 1
          }
          guard offset < end, bytes[offset] == UInt8(ascii: "%") else { break }
          guard offset &+ 2 < end,
            let high = ParameterSyntax.hexValue(bytes[offset &+ 1]),
            let low = ParameterSyntax.hexValue(bytes[offset &+ 2])
          else {
            return .failure(.invalidPercentEncoding(segment: rawSegment(bytes, from: segmentStart, to: end)))
          }
          let byte = high << 4 | low
          if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "/") {
            return .failure(.invalidCharacter(offset: offset))
          }
          let byteClass = classes[Int(byte)]
          every &= byteClass
          some |= byteClass
          decoded[output] = byte
          escaped = true
          output &+= 1
          offset &+= 3
        }
        if offset < end, bytes[offset] != UInt8(ascii: "/") { return .failure(.invalidCharacter(offset: offset)) }
        if offset == segmentStart { return .failure(.emptySegment) }
        let value = UnsafeBufferPointer(rebasing: decoded[decodedStart..<output])
        if ParameterSyntax.isDotSegment(value) { return .failure(.dotSegment) }
        // Past the room given, segments are checked and counted, not kept.
        if segmentCount < segments.count {
          let every = ByteClass(rawValue: every)
          segments[segmentCount] = RouteTrie.Segment(
            rawStart: segmentStart,
            rawEnd: offset,
            decodedStart: decodedStart,
            decodedEnd: output,
            shape: Self.shape(of: value, every: every),
            plain: !escaped && some & ByteClass.upper.rawValue == 0,
            unreservedOnly: !escaped && every.contains(.unreserved)
          )
        }
        segmentCount &+= 1
        if offset == end { return .success(segmentCount) }
        offset &+= 1
      }
    }
  }

  /// The typed shape of a decoded segment, from the classes all its bytes share: what
  /// ``ParameterSyntax/typedKind(of:)`` says (day `DDDD-DD-DD`, UUID `8-4-4-4-12` hex digits, int: digits), else
  /// a string. Only a segment of a day's or a UUID's length and characters is read again, for where its dashes are.
  @inline(__always)
  private static func shape(of value: UnsafeBufferPointer<UInt8>, every: ParameterSyntax.ByteClass) -> RouteTrie.Edge {
    if every.contains(.digit) { return .int }
    switch value.count {
    case 10 where every.contains(.digitOrDash): return Day.hasDayShape(value) ? .day : .string
    case 36 where every.contains(.hexOrDash): return ParameterSyntax.hasUUIDDashes(value) ? .uuid : .string
    default: return .string
    }
  }

  /// The raw text of the segment starting at `start` (for error messages).
  private func rawSegment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
    var stop = start
    while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
  }

  /// Whether the route's pattern prints a matched segment exactly as it was written: a literal or a typed value
  /// without escapes or upper-case letters (its value is canonical once matched), a string value of unreserved
  /// bytes only (what percent-encoding leaves alone).
  @inline(__always)
  private static func printsAsWritten(_ segment: RouteTrie.Segment, edge: RouteTrie.Edge) -> Bool {
    switch edge {
    case .string, .wildcard: segment.unreservedOnly
    case .root, .literal, .day, .uuid, .int: segment.plain
    }
  }

  /// Checks exposure, validates and captures the parameters, and decodes declared query keys.
  private func makeMatch(
    _ entryIndex: Int,
    bytes: UnsafeBufferPointer<UInt8>,
    segments: UnsafeBufferPointer<RouteTrie.Segment>,
    decoded: UnsafeBufferPointer<UInt8>,
    stack: UnsafeBufferPointer<RouteTrie.Frame>,
    query: UnsafeBufferPointer<UInt8>,
    queryOffset: Int,
    form: Form,
    today: Day,
    text: String?
  ) -> Result<RouteMatch, DeepLinkError> {
    let exposure = exposures[entryIndex]
    switch form {
    case .customScheme:
      guard exposure.contains(.customScheme) else { return .failure(.notExposed(routes[entryIndex])) }
    case .universalLink:
      guard exposure.contains(.universalLink) else { return .failure(.notExposed(routes[entryIndex])) }
    case .inAppPath: break
    }
    let names = captureNames[entryIndex]
    var pairs: [RouteParameters.Pair] = []
    if !names.isEmpty { pairs.reserveCapacity(names.count) }
    var nameIndex = 0
    var earliestDay: Day?
    // A redirect's old pattern is not the one that prints the path.
    var printsAsWritten = redirectedFrom[entryIndex] == nil
    for depth in 0..<segments.count {
      let edge = trie.nodes[Int(stack[depth + 1].node)].edge
      if printsAsWritten { printsAsWritten = Self.printsAsWritten(segments[depth], edge: edge) }
      if edge == .literal || edge == .root { continue }
      guard nameIndex < names.count else {
        printsAsWritten = false
        break
      }
      let name = names[nameIndex]
      nameIndex += 1
      let segment = segments[depth]
      let value = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<segment.decodedEnd])
      switch edge {
      case .day:
        guard let day = Day(utf8: value) else {
          return .failure(.invalidParameter(name: name, value: String(decoding: value, as: UTF8.self), kind: .day))
        }
        guard day <= today else { return .failure(.futureDay(day)) }
        if let read = earliestDay { earliestDay = min(read, day) } else { earliestDay = day }
        pairs.append(RouteParameters.Pair(name: name, value: String(decoding: value, as: UTF8.self)))
      case .uuid:
        let lowered = String(unsafeUninitializedCapacity: value.count) { buffer in
          for index in 0..<value.count { buffer[index] = ParameterSyntax.lowercased(value[index]) }
          return value.count
        }
        pairs.append(RouteParameters.Pair(name: name, value: lowered))
      case .int:
        guard ParameterSyntax.intValue(value) != nil else {
          return .failure(.invalidParameter(name: name, value: String(decoding: value, as: UTF8.self), kind: .int))
        }
        pairs.append(RouteParameters.Pair(name: name, value: String(decoding: value, as: UTF8.self)))
      case .string, .wildcard, .literal, .root:
        guard let valid = LinkSyntax.validUTF8String(value) else {
          return .failure(
            .invalidPercentEncoding(
              segment: String(
                decoding: UnsafeBufferPointer(rebasing: bytes[segment.rawStart..<segment.rawEnd]), as: UTF8.self)
            )
          )
        }
        pairs.append(RouteParameters.Pair(name: name, value: valid))
      }
    }
    var queryItems = RouteParameters()
    if !query.isEmpty, !queryKeys[entryIndex].isEmpty {
      switch LinkSyntax.decodeQuery(query, offset: queryOffset, keys: queryKeys[entryIndex]) {
      case .success(let items): queryItems = items
      case .failure(let error): return .failure(error)
      }
    }
    // A path read exactly as the pattern prints it is the canonical path: the text itself when it is nothing
    // but the path, else the path's bytes (without a trailing slash) after one `/`; when a `/` is written
    // before them (a link's `//` or its host's `/`), those bytes are read as they are, not joined to a `/`.
    var canonicalPath: String?
    if printsAsWritten, let text, let first = segments.first, let last = segments.last {
      let written = first.rawStart..<last.rawEnd
      if written.lowerBound == 1 && written.upperBound == bytes.count && bytes[0] == UInt8(ascii: "/") {
        canonicalPath = text
      } else if written.lowerBound > 0, bytes[written.lowerBound - 1] == UInt8(ascii: "/") {
        let withSlash = (written.lowerBound - 1)..<written.upperBound
        canonicalPath = String(decoding: UnsafeBufferPointer(rebasing: bytes[withSlash]), as: UTF8.self)
      } else {
        canonicalPath = "/" + String(decoding: UnsafeBufferPointer(rebasing: bytes[written]), as: UTF8.self)
      }
    }
    // The days read are the route's own day parameters unless an old pattern matched.
    // Made in one piece and returned as made (a match set field by field was copied on its way out).
    return .success(
      RouteMatch(
        route: routes[entryIndex], parameters: RouteParameters(uniqueNames: pairs), query: queryItems,
        redirectedFrom: redirectedFrom[entryIndex], canonicalPath: canonicalPath,
        days: redirectedFrom[entryIndex] != nil ? .unknown : earliestDay.map { .earliest($0) } ?? .none))
  }
}
