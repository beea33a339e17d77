/// The last of a resolve's three steps (form, path scan, match): finds the first route whose pattern matches the
/// scanned segments (``RouteTrie/firstMatch(_:decoded:stack:)``: literal, typed parameter, `string`, `*` at every
/// segment) and reads its captures into a ``RouteMatch``: a day is parsed and held to the app's day rule
/// (``NavigationRules/Days/refusal(of:today:earliest:)``), an int must be canonical, a UUID is lowercased, a
/// string must be valid UTF-8; the route's declared query keys are decoded. The match holds no path: the
/// route's ``RoutePattern`` prints it.
struct RouteMatcher: Sendable {
  /// What one trie entry opens.
  struct Target: Sendable {
    var route: RouteID
    /// The old pattern a redirect entry stands for; nil for the route's own pattern.
    var redirectedFrom: String?
    /// The link forms allowed to open the route.
    var exposure: LinkExposure
    /// Query item names decoded into ``RouteMatch/query``.
    var queryKeys: [String]
    /// What a typed query item's value must be (its field's kind, an enum's cases); a link with another is
    /// refused. Empty for most routes: their query items are text.
    var queryChecks: [QueryCheck] = []
    /// The values the entry's pattern captures, in segment order.
    var captures: [Capture]
    /// Whether ``captures`` are in name order too: their parameters are then stored as they are read, unsorted.
    var capturesInNameOrder: Bool

    /// The target of an entry whose pattern is `pattern`; its values are stored under `names` when given (a
    /// redirect's: its target's name for each of the old pattern's values, in segment order), else under the
    /// pattern's own names.
    init(
      route: RouteID, redirectedFrom: String? = nil, exposure: LinkExposure, queryKeys: [String],
      pattern: RoutePattern, names: [String]? = nil
    ) {
      self.route = route
      self.redirectedFrom = redirectedFrom
      self.exposure = exposure
      self.queryKeys = queryKeys
      var captures: [Capture] = []
      for (position, segment) in pattern.segments.enumerated() {
        switch segment {
        case .literal: continue
        case .parameter(let name, let kind):
          captures.append(Capture(segment: position, kind: kind, name: name, cases: pattern.choices[name]))
        case .wildcard: captures.append(Capture(segment: position, kind: .string, name: "*"))
        }
      }
      if let names {
        captures = zip(captures, names).map { capture, name in
          Capture(segment: capture.segment, kind: capture.kind, name: name, cases: capture.cases)
        }
      }
      self.captures = captures
      capturesInNameOrder = zip(captures, captures.dropFirst()).allSatisfy { $0.name < $1.name }
    }
  }

  /// One value a pattern captures: the segment that holds it, its kind (`string` for the wildcard), and the name
  /// it is stored under.
  struct Capture: Sendable {
    var segment: Int
    var kind: ParameterKind
    var name: String
    /// The only values it takes (``RoutePattern/choices``), or nil: any of its kind.
    var cases: [String]? = nil
  }

  /// A declared query item of a typed field: its value must be canonical for `kind` and, for an enum, one of
  /// `cases`.
  struct QueryCheck: Sendable {
    var key: String
    var kind: ParameterKind
    var cases: [String]?
  }

  let trie: RouteTrie
  /// By trie entry.
  let targets: [Target]
  /// Which days a `day` capture accepts: the app's rule (``NavigationRules/days``) and earliest day
  /// (``AppDefinition/earliestDay``).
  let days: NavigationRules.Days
  let earliestDay: Day?

  /// Room for the segments of a path of `length` bytes that a route could match: segments are never empty, so
  /// there are at most (length + 1) / 2 of them, and a path with more than the trie's depth matches no route
  /// (the scanner still checks and counts those). Small enough to stay on the stack.
  func segmentCapacity(forPathLength length: Int) -> Int {
    max(min((length + 1) / 2, trie.maximumDepth + 1), 1)
  }

  /// The match of the scanned `segments` of `bytes` (decoded into `decoded`) written in `form`, or why there is
  /// none. `segmentCount` may exceed `segments.count` (a path deeper than any route); `frames` holds at least
  /// `segments.count + 1` search frames.
  func match(
    _ bytes: UnsafeBufferPointer<UInt8>,
    form: LinkForm,
    segments: UnsafeBufferPointer<PathScanner.Segment>,
    segmentCount: Int,
    decoded: UnsafeBufferPointer<UInt8>,
    frames: UnsafeMutableBufferPointer<RouteTrie.Frame>,
    today: Day
  ) throws(DeepLinkError) -> RouteMatch {
    guard segmentCount > 0, segmentCount <= trie.maximumDepth else { throw noRoute(bytes, form) }
    let segments = UnsafeBufferPointer(rebasing: segments[0..<segmentCount])
    guard let entry = trie.firstMatch(segments, decoded: decoded, stack: frames) else { throw noRoute(bytes, form) }
    return try capture(entry, bytes: bytes, form: form, segments: segments, decoded: decoded, today: today)
  }

  private func noRoute(_ bytes: UnsafeBufferPointer<UInt8>, _ form: LinkForm) -> DeepLinkError {
    .noMatchingRoute(path: String(decoding: UnsafeBufferPointer(rebasing: bytes[form.path]), as: UTF8.self))
  }

  /// For the target of trie entry `entry`: checks the exposure, validates and captures the parameters, and
  /// decodes the declared query keys.
  private func capture(
    _ entry: Int,
    bytes: UnsafeBufferPointer<UInt8>,
    form: LinkForm,
    segments: UnsafeBufferPointer<PathScanner.Segment>,
    decoded: UnsafeBufferPointer<UInt8>,
    today: Day
  ) throws(DeepLinkError) -> RouteMatch {
    try checkExposure(of: targets[entry], to: form.kind)
    // The matched pattern has a segment for each of the path's, so every capture's segment is there.
    let captures = targets[entry].captures
    var pairs: [RouteParameters.Pair] = []
    if !captures.isEmpty { pairs.reserveCapacity(captures.count) }
    for capture in captures {
      let pair = try RouteParameters.Pair(
        name: capture.name,
        value: value(of: capture, in: segments[capture.segment], bytes: bytes, decoded: decoded, today: today))
      if let cases = capture.cases { try Self.check(pair, isOneOf: cases) }
      pairs.append(pair)
    }
    let parameters =
      targets[entry].capturesInNameOrder
      ? RouteParameters(sortedUniqueNames: pairs) : RouteParameters(uniqueNames: pairs)
    let query = try declaredQuery(of: targets[entry], bytes: bytes, form: form)
    if !targets[entry].queryChecks.isEmpty { try check(query, by: targets[entry].queryChecks) }
    // The values read are the route's own parameters unless an old pattern matched.
    let redirectedFrom = targets[entry].redirectedFrom
    return RouteMatch(
      route: targets[entry].route, parameters: parameters, query: query, redirectedFrom: redirectedFrom,
      parametersAreCanonical: redirectedFrom == nil)
  }

  /// The value `capture` reads from its `segment`, held to its kind: a day parses and is one the app's day rule
  /// accepts today, a UUID is lowercased, an int is canonical, a bool is `true` or `false` exactly (its shape
  /// already), a string is valid UTF-8.
  private func value(
    of capture: Capture,
    in segment: PathScanner.Segment,
    bytes: UnsafeBufferPointer<UInt8>,
    decoded: UnsafeBufferPointer<UInt8>,
    today: Day
  ) throws(DeepLinkError) -> String {
    let value = UnsafeBufferPointer(rebasing: decoded[segment.decodedStart..<segment.decodedEnd])
    switch capture.kind {
    case .day:
      guard let day = Day(utf8: value) else {
        throw .invalidParameter(name: capture.name, value: String(decoding: value, as: UTF8.self), kind: .day)
      }
      if let refusal = days.refusal(of: day, today: today, earliest: earliestDay) { throw refusal }
      return String(decoding: value, as: UTF8.self)
    case .uuid:
      return String(unsafeUninitializedCapacity: value.count) { buffer in
        for index in 0..<value.count { buffer[index] = ParameterSyntax.lowercased(value[index]) }
        return value.count
      }
    case .int, .bool:
      guard capture.kind == .bool || ParameterSyntax.intValue(value) != nil else {
        throw .invalidParameter(name: capture.name, value: String(decoding: value, as: UTF8.self), kind: .int)
      }
      return String(decoding: value, as: UTF8.self)
    case .string:
      guard let valid = LinkSyntax.validUTF8String(value) else {
        let raw = UnsafeBufferPointer(rebasing: bytes[segment.rawStart..<segment.rawEnd])
        throw .invalidPercentEncoding(segment: String(decoding: raw, as: UTF8.self))
      }
      return valid
    }
  }

  /// A parameter that lists its values (``RoutePattern/choices``) holds one of them.
  private static func check(_ pair: RouteParameters.Pair, isOneOf cases: [String]) throws(DeepLinkError) {
    guard cases.contains(pair.value) else { throw .notACase(name: pair.name, value: pair.value, cases: cases) }
  }

  /// Each typed query item of `query` is a value of its field's kind and, for an enum, one of its cases.
  private func check(_ query: RouteParameters, by checks: [QueryCheck]) throws(DeepLinkError) {
    for check in checks {
      guard let value = query[check.key] else { continue }
      guard ParameterSyntax.isCanonical(value, for: check.kind) else {
        throw .invalidParameter(name: check.key, value: value, kind: check.kind)
      }
      if let cases = check.cases, !cases.contains(value) {
        throw .notACase(name: check.key, value: value, cases: cases)
      }
    }
  }

  /// A link from outside opens only a route exposed to its form; a path inside the app opens any route.
  private func checkExposure(of target: Target, to kind: LinkForm.Kind) throws(DeepLinkError) {
    switch kind {
    case .customScheme:
      guard target.exposure.contains(.customScheme) else { throw .notExposed(target.route) }
    case .universalLink:
      guard target.exposure.contains(.universalLink) else { throw .notExposed(target.route) }
    case .inAppPath: break
    }
  }

  /// The link's query items whose keys the route declares, decoded; others are dropped.
  private func declaredQuery(
    of target: Target, bytes: UnsafeBufferPointer<UInt8>, form: LinkForm
  ) throws(DeepLinkError) -> RouteParameters {
    guard !form.query.isEmpty, !target.queryKeys.isEmpty else { return RouteParameters() }
    let queryBytes = UnsafeBufferPointer(rebasing: bytes[form.query])
    return try LinkSyntax.decodeQuery(queryBytes, offset: form.query.lowerBound, keys: target.queryKeys).get()
  }
}
