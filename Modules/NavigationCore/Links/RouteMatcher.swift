/// The last of a resolve's three steps (form, path scan, match): finds the first route whose pattern matches the
/// scanned segments (``RouteTrie/firstMatch(_:decoded:stack:)``: literal, typed parameter, `string`, `*` at every
/// segment) and reads its captures into a ``RouteMatch``: a day is parsed and must not be after today, an int
/// must be canonical, a UUID is lowercased, a string must be valid UTF-8; the route's declared query keys are
/// decoded. The match holds no path: the route's ``RoutePattern`` prints it.
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
    /// The capture names in segment order (`"*"` for the wildcard); a redirect's are its target's names.
    var captureNames: [String]
  }

  let trie: RouteTrie
  /// By trie entry.
  let targets: [Target]

  /// Room for the segments of a path of `length` bytes that a route could match: segments are never empty, so
  /// there are at most (length + 1) / 2 of them, and a path with more than the trie's depth matches no route
  /// (the scanner still checks and counts those). Small enough to stay on the stack.
  func segmentCapacity(forPathLength length: Int) -> Int {
    max(min((length + 1) / 2, trie.maximumDepth + 1), 1)
  }

  /// The match of the scanned `segments` of `bytes` (decoded into `decoded`) written in `form`, or why there is
  /// none. `segmentCount` may exceed `segments.count` (a path deeper than any route).
  func match(
    _ bytes: UnsafeBufferPointer<UInt8>,
    form: LinkForm,
    segments: UnsafeBufferPointer<PathScanner.Segment>,
    segmentCount: Int,
    decoded: UnsafeBufferPointer<UInt8>,
    today: Day
  ) -> Result<RouteMatch, DeepLinkError> {
    guard segmentCount > 0, segmentCount <= trie.maximumDepth else { return .failure(noRoute(bytes, form)) }
    let segments = UnsafeBufferPointer(rebasing: segments[0..<segmentCount])
    return withUnsafeTemporaryAllocation(of: RouteTrie.Frame.self, capacity: segmentCount + 1) { stack in
      guard let entry = trie.firstMatch(segments, decoded: decoded, stack: stack) else {
        return .failure(noRoute(bytes, form))
      }
      return capture(
        targets[entry], bytes: bytes, form: form, segments: segments, decoded: decoded,
        stack: UnsafeBufferPointer(stack), today: today)
    }
  }

  private func noRoute(_ bytes: UnsafeBufferPointer<UInt8>, _ form: LinkForm) -> DeepLinkError {
    .noMatchingRoute(path: String(decoding: UnsafeBufferPointer(rebasing: bytes[form.path]), as: UTF8.self))
  }

  /// Checks the exposure, validates and captures the parameters, and decodes the declared query keys.
  private func capture(
    _ target: Target,
    bytes: UnsafeBufferPointer<UInt8>,
    form: LinkForm,
    segments: UnsafeBufferPointer<PathScanner.Segment>,
    decoded: UnsafeBufferPointer<UInt8>,
    stack: UnsafeBufferPointer<RouteTrie.Frame>,
    today: Day
  ) -> Result<RouteMatch, DeepLinkError> {
    switch form.kind {
    case .customScheme:
      guard target.exposure.contains(.customScheme) else { return .failure(.notExposed(target.route)) }
    case .universalLink:
      guard target.exposure.contains(.universalLink) else { return .failure(.notExposed(target.route)) }
    case .inAppPath: break
    }
    let names = target.captureNames
    var pairs: [RouteParameters.Pair] = []
    if !names.isEmpty { pairs.reserveCapacity(names.count) }
    var nameIndex = 0
    var earliestDay: Day?
    for depth in 0..<segments.count {
      let edge = trie.nodes[Int(stack[depth + 1].node)].edge
      if edge == .literal || edge == .root { continue }
      guard nameIndex < names.count else { break }
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
          let raw = UnsafeBufferPointer(rebasing: bytes[segment.rawStart..<segment.rawEnd])
          return .failure(.invalidPercentEncoding(segment: String(decoding: raw, as: UTF8.self)))
        }
        pairs.append(RouteParameters.Pair(name: name, value: valid))
      }
    }
    var query = RouteParameters()
    if !form.query.isEmpty, !target.queryKeys.isEmpty {
      let queryBytes = UnsafeBufferPointer(rebasing: bytes[form.query])
      switch LinkSyntax.decodeQuery(queryBytes, offset: form.query.lowerBound, keys: target.queryKeys) {
      case .success(let items): query = items
      case .failure(let error): return .failure(error)
      }
    }
    // The days read are the route's own day parameters unless an old pattern matched.
    return .success(
      RouteMatch(
        route: target.route, parameters: RouteParameters(uniqueNames: pairs), query: query,
        redirectedFrom: target.redirectedFrom,
        days: target.redirectedFrom != nil ? .unknown : earliestDay.map { .earliest($0) } ?? .none))
  }
}
