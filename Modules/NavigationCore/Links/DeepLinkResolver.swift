/// Turns a link in one of the app's custom schemes (`myapp://path`), an `https` link to one of its hosts, or an
/// in-app path into a route and canonical parameters. The schemes and hosts come from the ``AppDefinition``.
///
/// Never guesses: anything outside the policy is a typed ``DeepLinkError``. The length is checked once, on entry;
/// then three steps, as a router splits its trie: the link's form (`LinkForm`: scheme, host, where the path
/// ends), the path scan (`PathScanner`: each segment checked and percent-decoded exactly once), and the match
/// (`RouteMatcher`: the segment trie searched with precedence literal, typed parameter, `string`, `*` at every
/// segment, independent of registration order, and the captures read). A match carries no path: the route's
/// ``RoutePattern`` prints the canonical one.
@_spi(Benchmarks) public struct DeepLinkResolver: Sendable {
  /// One resolvable route: its pattern, which link forms may open it, and the query keys it reads.
  @_spi(Benchmarks) public struct Entry: Sendable {
    /// The route opened on a match.
    package var route: RouteID
    /// The path pattern.
    package var pattern: RoutePattern
    /// The link forms allowed to open the route (``resolve(path:today:)`` ignores it).
    package var exposure: LinkExposure
    /// Query item names decoded into ``RouteMatch/query``; when empty, query and fragment are ignored.
    package var queryKeys: [String]

    /// An entry; `queryKeys` defaults to none.
    @_spi(Benchmarks) public init(
      route: RouteID, pattern: RoutePattern, exposure: LinkExposure, queryKeys: [String] = []
    ) {
      self.route = route
      self.pattern = pattern
      self.exposure = exposure
      self.queryKeys = queryKeys
    }
  }

  /// Links (and paths) longer than this many UTF-8 bytes are rejected before any other work.
  package static let maximumLength = NavigationLimits.linkBytes

  let origins: LinkForm.Origins
  let matcher: RouteMatcher

  /// Builds the resolver of `app`'s links; deterministic. Of two ambiguous entries the first wins (the registry
  /// rejects them before).
  @_spi(Benchmarks) public init(app: AppDefinition, entries: [Entry]) {
    self.init(
      entries: entries, linkSchemes: app.linkSchemes, universalLinkHosts: app.universalLinkHosts,
      days: app.rules.days, earliestDay: app.earliestDay)
  }

  /// A resolver for `entries` that holds the days it reads to `days` and `earliestDay` (an app's: its rules'
  /// ``NavigationRules/days`` and its ``AppDefinition/earliestDay``); with no schemes and hosts it resolves
  /// in-app paths only.
  package init(
    entries: [Entry], linkSchemes: [String] = [], universalLinkHosts: [String] = [],
    days: NavigationRules.Days, earliestDay: Day?
  ) {
    let targets = entries.map { entry in
      RouteMatcher.Target(
        route: entry.route, exposure: entry.exposure, queryKeys: entry.queryKeys, pattern: entry.pattern)
    }
    let trie = RouteTrie(patterns: entries.map(\.pattern))
    self.init(
      matcher: RouteMatcher(trie: trie, targets: targets, days: days, earliestDay: earliestDay),
      linkSchemes: linkSchemes, universalLinkHosts: universalLinkHosts)
  }

  /// The resolver of a registry: the table's routes then its redirects (each opening its target with the
  /// target's exposure and query keys), and its trie, built once.
  package init(app: AppDefinition, table: RouteTable) {
    let routes = table.routes.map { route in
      var target = RouteMatcher.Target(
        route: route.id, exposure: route.definition.exposure, queryKeys: route.definition.queryKeys,
        pattern: route.pattern)
      target.queryChecks = Self.queryChecks(of: route.definition)
      return target
    }
    let redirects = table.redirects.map { redirect in
      let target = table.route(redirect.route)?.definition
      var entry = RouteMatcher.Target(
        route: redirect.route, redirectedFrom: redirect.pattern.description, exposure: target?.exposure ?? [],
        queryKeys: target?.queryKeys ?? [], pattern: redirect.pattern, names: redirect.targetNames)
      entry.queryChecks = target.map(Self.queryChecks) ?? []
      return entry
    }
    self.init(
      matcher: RouteMatcher(
        trie: table.trie, targets: routes + redirects, days: app.rules.days, earliestDay: app.earliestDay),
      linkSchemes: app.linkSchemes, universalLinkHosts: app.universalLinkHosts)
  }

  /// The checks of a route's typed query items, from its value type's fields (registration checked them): a
  /// text field takes any text, so it has none.
  private static func queryChecks(of definition: RouteDefinition) -> [RouteMatcher.QueryCheck] {
    guard let valueType = definition.valueType, !definition.queryKeys.isEmpty else { return [] }
    return valueType.recordedFields().compactMap { field in
      guard definition.queryKeys.contains(field.name), let kind = field.kind, kind != .string || field.cases != nil
      else { return nil }
      return RouteMatcher.QueryCheck(key: field.name, kind: kind, cases: field.cases)
    }
  }

  private init(matcher: RouteMatcher, linkSchemes: [String], universalLinkHosts: [String]) {
    self.matcher = matcher
    origins = LinkForm.Origins(linkSchemes: linkSchemes, universalLinkHosts: universalLinkHosts)
  }

  /// Resolves a full link: `myapp://history/2024-11-18` or `https://myapp.example/history/2024-11-18`.
  @_spi(Benchmarks) public func resolve(_ link: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolve(text: link, isLink: true, today: today)
  }

  /// Resolves an in-app path (`history/2024-11-18` or `/history/2024-11-18`) with the link path policy but no
  /// exposure check.
  @_spi(Benchmarks) public func resolve(path: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolve(text: path, isLink: false, today: today)
  }

  /// The resolver's refusal of a link before it reads one byte of it: empty, or longer than ``maximumLength``.
  /// The rule a link is held to where it is kept to be read later (a deferred link, a saved one).
  package static func refusalBeforeReading(_ link: String) -> DeepLinkError? {
    let count = link.utf8.count
    if count == 0 { return .empty }
    return count > maximumLength ? .tooLong(length: count) : nil
  }

  /// A link or path given as text: resolved as its bytes are.
  private func resolve(text: String, isLink: Bool, today: Day) -> Result<RouteMatch, DeepLinkError> {
    let count = text.utf8.count
    guard count <= Self.maximumLength else { return .failure(.tooLong(length: count)) }
    var contiguous = text
    return contiguous.withUTF8 { bytes in resolve(bytes, isLink: isLink, today: today) }
  }

  // MARK: - Byte level (SPI: the fuzzer, in its own package, feeds these arbitrary bytes)

  /// Resolves a full link given as bytes; any bytes: invalid UTF-8 is a ``DeepLinkError/invalidCharacter(offset:)``.
  /// The one length check of a resolve happens here, before the bytes are read.
  @_spi(Fuzzing) public func resolve(linkBytes bytes: some Collection<UInt8>, today: Day) -> Result<
    RouteMatch, DeepLinkError
  > {
    resolve(bytes: bytes, isLink: true, today: today)
  }

  /// Resolves an in-app path given as bytes (one leading `/` is optional); the length is checked here, once.
  @_spi(Fuzzing) public func resolve(pathBytes bytes: some Collection<UInt8>, today: Day) -> Result<
    RouteMatch, DeepLinkError
  > {
    resolve(bytes: bytes, isLink: false, today: today)
  }

  private func resolve(bytes: some Collection<UInt8>, isLink: Bool, today: Day) -> Result<RouteMatch, DeepLinkError> {
    let count = bytes.count
    guard count <= Self.maximumLength else { return .failure(.tooLong(length: count)) }
    if let result = bytes.withContiguousStorageIfAvailable({ resolve($0, isLink: isLink, today: today) }) {
      return result
    }
    return Array(bytes).withUnsafeBufferPointer { resolve($0, isLink: isLink, today: today) }
  }

  // MARK: - The three steps (the length is already checked)

  private func resolve(
    _ bytes: UnsafeBufferPointer<UInt8>, isLink: Bool, today: Day
  ) -> Result<RouteMatch, DeepLinkError> {
    do throws(DeepLinkError) {
      return .success(try match(bytes, isLink: isLink, today: today))
    } catch {
      return .failure(error)
    }
  }

  /// The form of the link or path, its path scanned into segments, and the match: errors left to right (a
  /// path error before a bad byte in the query, and both before matching). The scan and the match work in one
  /// scratch area on the stack: the segments, the trie search's frames, and the decoded bytes.
  private func match(
    _ bytes: UnsafeBufferPointer<UInt8>, isLink: Bool, today: Day
  ) throws(DeepLinkError) -> RouteMatch {
    let form = isLink ? try LinkForm(link: bytes, origins: origins) : try LinkForm(path: bytes)
    let start = form.path.lowerBound
    let end = PathScanner.segmentsEnd(bytes, path: form.path)
    let room = matcher.segmentCapacity(forPathLength: end - start)
    let segmentBytes = room * MemoryLayout<PathScanner.Segment>.stride
    let frameBytes = (room + 1) * MemoryLayout<RouteTrie.Frame>.stride
    let scratchBytes = segmentBytes + frameBytes + max(end - start, 1)
    let alignment = max(MemoryLayout<PathScanner.Segment>.alignment, MemoryLayout<RouteTrie.Frame>.alignment)
    return try withUnsafeTemporaryAllocation(byteCount: scratchBytes, alignment: alignment) {
      scratch throws(DeepLinkError) in
      let segments = UnsafeMutableRawBufferPointer(rebasing: scratch[..<segmentBytes])
        .bindMemory(to: PathScanner.Segment.self)
      let frames = UnsafeMutableRawBufferPointer(rebasing: scratch[segmentBytes..<(segmentBytes + frameBytes)])
        .bindMemory(to: RouteTrie.Frame.self)
      let decoded = UnsafeMutableRawBufferPointer(rebasing: scratch[(segmentBytes + frameBytes)...])
        .bindMemory(to: UInt8.self)
      let segmentCount = try PathScanner.scan(bytes, from: start, to: end, into: segments, decoded: decoded)
      if let offset = form.invalidQueryByte { throw .invalidCharacter(offset: offset) }
      return try matcher.match(
        bytes, form: form, segments: UnsafeBufferPointer(segments), segmentCount: segmentCount,
        decoded: UnsafeBufferPointer(decoded), frames: frames, today: today)
    }
  }
}
