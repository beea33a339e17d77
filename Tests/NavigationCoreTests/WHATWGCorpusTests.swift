import Foundation
@_spi(Benchmarks) import NavigationCore
import NavigationTesting
import Testing

/// The WHATWG URL test corpus (see Resources/README.md) as a robustness corpus: every input, in four forms, must be
/// answered with a route or a typed error, quickly and without crashing.
struct WHATWGCorpusTests {
  struct Case {
    var input: String
    var base: String?
    var failure: Bool
  }

  static func loadCases() throws -> [Case] {
    let url = try #require(
      Bundle.module.url(forResource: "urltestdata", withExtension: "json", subdirectory: "Resources"))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let items = try #require(json as? [Any])
    return items.compactMap { item in
      guard let object = item as? [String: Any], let input = object["input"] as? String else { return nil }
      return Case(input: input, base: object["base"] as? String, failure: object["failure"] as? Bool ?? false)
    }
  }

  static let patterns = [
    "today", "today/entry/{id:uuid}", "history", "history/{date:day}", "history/{date:day}/entry/{id:uuid}",
    "settings", "settings/goals", "settings/preferences", "settings/about",
  ]

  let resolver = DeepLinkResolver(
    app: .fixture,
    // swift-format-ignore: NeverUseForceTry
    entries: patterns.map { .init(route: RouteID($0), pattern: try! RoutePattern($0), exposure: .links) }
  )
  let today = Day(year: 2024, month: 11, day: 18)!

  /// The scheme (without `:`) and the rest after it, when `input` starts with an RFC 3986 scheme.
  static func splitScheme(_ input: String) -> (scheme: Substring, rest: Substring)? {
    guard let colon = input.firstIndex(of: ":") else { return nil }
    let scheme = input[..<colon]
    guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      scheme.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0))
      })
    else { return nil }
    return (scheme, input[input.index(after: colon)...])
  }

  static func withDemeterScheme(_ input: String) -> String {
    guard let (_, rest) = splitScheme(input) else { return "demeter://" + input }
    return "demeter:" + rest
  }

  static func withDemeterAuthority(_ input: String) -> String {
    guard let (_, rest) = splitScheme(input) else { return "https://demeter.app/" + input }
    var remainder = rest
    if remainder.hasPrefix("//") {
      remainder = remainder.dropFirst(2)
      remainder = remainder.drop { !"/?#".contains($0) }
    }
    if remainder.isEmpty || "/?#".contains(remainder.first!) { return "https://demeter.app" + remainder }
    return "https://demeter.app/" + remainder
  }

  @Test func everyCorpusInputIsAnsweredWithARouteOrATypedError() throws {
    let cases = try Self.loadCases()
    #expect(cases.count > 800)
    var answered = 0
    var routedFailures: [String] = []
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for testCase in cases {
        var forms = [testCase.input, Self.withDemeterScheme(testCase.input), Self.withDemeterAuthority(testCase.input)]
        if let base = testCase.base,
          let absolute = URL(string: testCase.input, relativeTo: URL(string: base))?.absoluteString
        {
          forms.append(absolute)
        }
        for (index, form) in forms.enumerated() {
          switch resolver.resolve(form, today: today) {
          case .success:
            if index == 0 && testCase.failure { routedFailures.append(testCase.input) }
          case .failure(let error):
            #expect(!error.description.isEmpty)
          }
          answered += 1
        }
      }
    }
    #expect(answered >= cases.count * 3)
    #expect(routedFailures.isEmpty, "routed WHATWG failures: \(routedFailures)")
    // Generous on purpose: a loaded CI machine running a debug build must not fail it; runaway work would.
    #expect(elapsed < .seconds(60), "the corpus took \(elapsed)")
  }

  @Test func schemeSubstitutionKeepsThePathAndQuery() {
    #expect(Self.withDemeterScheme("http://example.com/a?b#c") == "demeter://example.com/a?b#c")
    #expect(Self.withDemeterAuthority("http://example.com/a?b#c") == "https://demeter.app/a?b#c")
    #expect(Self.withDemeterAuthority("mailto:x@y") == "https://demeter.app/x@y")
  }

  @Test func corpusLinksThatAreDemeterPathsRoute() throws {
    // Sanity check that the substituted forms reach the matcher at all.
    #expect(
      try resolver.resolve(Self.withDemeterAuthority("http://example.com/settings/goals"), today: today).get().route
        == "settings/goals")
  }
}
