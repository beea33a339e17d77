import Foundation
@_spi(Fuzzing) @_spi(Benchmarks) import NavigationCore
import NavigationTesting
import Testing

/// The resolver reads a path's bytes once and decides from them a segment's typed shape and whether it is
/// written as its route prints it. Checked here against a plain statement of the rules on many random
/// segments: typed edges win over a string (a day, then a UUID, then an int, by the shape of the decoded
/// value; a bool, `true` or `false` exactly), and the route's pattern prints the canonical path, which resolves to the same match.
struct SegmentShapeTests {
  let today = Day(year: 2024, month: 11, day: 18)!

  static func entry(_ route: RouteID, _ pattern: String) -> DeepLinkResolver.Entry {
    // swift-format-ignore: NeverUseForceTry
    .init(route: route, pattern: try! RoutePattern(pattern), exposure: .links)
  }

  let resolver = DeepLinkResolver(
    app: .fixture,
    entries: [
      entry("day", "k/{v:day}"), entry("uuid", "k/{v:uuid}"), entry("int", "k/{v:int}"),
      entry("string", "k/{v:string}"), entry("literal", "k/Fixed-1"), entry("bool", "k/{v:bool}"),
    ])

  /// What the rules say a decoded value is: its route, canonical value, or nil when the route refuses it.
  func expected(_ value: [UInt8]) -> (route: RouteID, value: String?) {
    let text = String(decoding: value, as: UTF8.self)
    func all(_ range: Range<Int>, _ test: (UInt8) -> Bool) -> Bool { value[range].allSatisfy(test) }
    let digit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    let hex = { (byte: UInt8) in digit(byte) || (0x61...0x66).contains(byte | 0x20) }
    if text.lowercased() == "fixed-1" { return ("literal", nil) }
    if value.count == 10, value[4] == 0x2D, value[7] == 0x2D, all(0..<4, digit), all(5..<7, digit),
      all(8..<10, digit)
    {
      guard let day = Day(text), day <= today else { return ("day", nil) }
      return ("day", text)
    }
    let dashes = [8, 13, 18, 23]
    if value.count == 36, dashes.allSatisfy({ value[$0] == 0x2D }),
      (0..<36).allSatisfy({ dashes.contains($0) || hex(value[$0]) })
    {
      return ("uuid", text.lowercased())
    }
    if !value.isEmpty, value.allSatisfy(digit) {
      return ("int", (value.count == 1 || value[0] != 0x30) && Int(text) != nil ? text : nil)
    }
    // A bool is `true` or `false` exactly, decoded; any other spelling is a string.
    if text == "true" || text == "false" { return ("bool", text) }
    // An escape may not decode to a `/` or a control character.
    guard String(validating: value, as: UTF8.self) != nil, text != ".", text != "..",
      !value.contains(where: { $0 == 0x2F || $0 < 0x20 || $0 == 0x7F })
    else { return ("string", nil) }
    return ("string", text)
  }

  /// The canonical printing of a string value: every byte outside RFC 3986 `unreserved` escaped.
  func percentEncoded(_ text: String) -> String {
    text.utf8.map { byte in
      let unreserved =
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        || [0x2D, 0x2E, 0x5F, 0x7E].contains(byte)
      return unreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
    }.joined()
  }

  @Test func randomSegmentsTakeTheEdgeTheirShapeSays() throws {
    var generator = SeededGenerator(seed: 2_411)
    // Pieces of segments, raw and escaped, near every typed shape.
    let pieces = [
      "0", "1", "2", "9", "-", "a", "f", "F", "A", "g", "Z", "z", "_", "~", ".", "!", "$", "'", ":", "@",
      "%41", "%2d", "%2D", "%30", "%39", "%7E", "%61", "%C3%A9", "%FF", "%20", "%2E",
    ]
    let shapes = [
      "2024-11-18", "2024-02-29", "2023-02-29", "2024-11-19", "0000-01-01", "9999-12-31", "2024-1-018",
      "a4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b", "A4F6E3C2-1B2D-4E5F-8A9B-0C1D2E3F4A5B",
      "a4f6e3c2-1b2d-4e5f-8a9b0-c1d2e3f4a5b", "g4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b", "0", "007", "12345",
      "99999999999999999999", "Fixed-1", "fixed-1", "FIXED-1", "fixed%2D1", "..", ".", "true", "false", "TRUE",
      "tru", "falsey",
    ]
    var checked = 0
    var matched = 0
    for round in 0..<6_000 {
      var raw: String
      if round % 3 == 0 {
        raw = shapes.randomElement(using: &generator)!
        // Sometimes one byte of a shape is escaped or changed.
        if Bool.random(using: &generator), let index = raw.indices.randomElement(using: &generator) {
          let byte = raw.utf8[index]
          raw.replaceSubrange(
            index...index,
            with: Bool.random(using: &generator)
              ? String(format: "%%%02X", byte) : pieces.randomElement(using: &generator)!)
        }
      } else {
        raw = (0..<Int.random(in: 1...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
          .joined()
      }
      guard let decoded = decode(raw) else {
        // A `%` without two hex digits after it.
        #expect(throws: DeepLinkError.self, "\(raw)") { try resolver.resolve(path: "/k/\(raw)", today: today).get() }
        continue
      }
      let (route, value) = expected(decoded)
      let result = resolver.resolve(path: "/k/\(raw)", today: today)
      switch result {
      case .success(let match):
        #expect(match.route == route, "\(raw)")
        if route != "literal" {
          #expect(value != nil && match.parameters["v"] == value, "\(raw)")
        }
        // The route's pattern prints the path: the canonical value, which resolves to the same match.
        let pattern = try RoutePattern(route == "literal" ? "k/fixed-1" : "k/{v:\(route.rawValue)}")
        let canonical =
          route == "literal" ? "k/fixed-1" : "k/" + (route == "string" ? percentEncoded(value ?? "") : value ?? "")
        #expect(try pattern.path(for: match.parameters) == canonical, "\(raw)")
        #expect(try resolver.resolve(path: canonical, today: today).get() == match, "\(raw)")
        matched += 1
      case .failure(let error):
        #expect(value == nil, "\(raw) → \(route): \(error)")
      }
      checked += 1
    }
    #expect(checked > 5_000)
    #expect(matched > 500)
  }

  /// The resolver keeps room for as many segments as the deepest route has (plus one); segments past it are
  /// still checked, so an error deep in a long path is the same error, and a long path of good segments
  /// matches nothing.
  @Test func segmentsPastTheDeepestRouteAreCheckedNotKept() throws {
    func error(_ path: String) -> DeepLinkError? {
      if case .failure(let error) = resolver.resolve(path: path, today: today) { return error }
      return nil
    }
    #expect(error("/a/b/c/d/e/f/g/%zz") == .invalidPercentEncoding(segment: "%zz"))
    #expect(error("/a/b/c/d/e/f/g/x//y") == .emptySegment)
    #expect(error("/a/b/c/d/e/f/g/..") == .dotSegment)
    #expect(error("/a/b/c/d/e/f/g/\u{7F}") == .invalidCharacter(offset: 15))
    let longest = "/" + Array(repeating: "a", count: (NavigationLimits.linkBytes - 1) / 2).joined(separator: "/")
    #expect(longest.utf8.count <= NavigationLimits.linkBytes)
    if case .noMatchingRoute = error(longest) {} else { Issue.record("\(String(describing: error(longest)))") }
    #expect(error(longest + "/%") == .invalidPercentEncoding(segment: "%"))
    // The deepest route still matches with room to spare.
    #expect(try resolver.resolve(path: "/k/2024-11-18/", today: today).get().route == "day")
  }

  /// Percent-decodes `raw`; nil when a `%` is not followed by two hex digits.
  func decode(_ raw: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    var input = Array(raw.utf8)[...]
    while let byte = input.first {
      if byte == 0x25, input.count >= 3,
        let value = UInt8(String(decoding: input.dropFirst().prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        input = input.dropFirst(3)
      } else if byte == 0x25 {
        return nil
      } else {
        bytes.append(byte)
        input = input.dropFirst()
      }
    }
    return bytes
  }
}
