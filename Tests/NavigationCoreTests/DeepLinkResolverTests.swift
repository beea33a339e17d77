import Foundation
@_spi(Fuzzing) @_spi(Benchmarks) import NavigationCore
import NavigationTesting
import Testing

struct DeepLinkResolverTests {
  static let uuid = "a4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b"
  let today = Day(year: 2024, month: 11, day: 18)!

  static func entry(
    _ route: RouteID,
    _ pattern: String,
    _ exposure: LinkExposure = .links,
    queryKeys: [String] = []
  ) -> DeepLinkResolver.Entry {
    // swift-format-ignore: NeverUseForceTry
    .init(route: route, pattern: try! RoutePattern(pattern), exposure: exposure, queryKeys: queryKeys)
  }

  static let demeterEntries: [DeepLinkResolver.Entry] = [
    entry("today.root", "today"),
    entry("today.entry", "today/entry/{id:uuid}"),
    entry("history.root", "history"),
    entry("history.day", "history/{date:day}"),
    entry("history.entry", "history/{date:day}/entry/{id:uuid}"),
    entry("settings.root", "settings"),
    entry("settings.goals", "settings/goals"),
    entry("settings.about", "settings/about", .customScheme),
    entry("settings.debug", "settings/debug", .internalOnly),
    entry("search", "search", queryKeys: ["q", "page"]),
    entry("meal", "meal/{n:int}"),
    entry("tag", "tag/{name:string}"),
  ]

  let resolver = DeepLinkResolver(app: .fixture, entries: demeterEntries)

  func resolve(_ link: String) -> Result<RouteMatch, DeepLinkError> { resolver.resolve(link, today: today) }

  func error(_ link: String) -> DeepLinkError? {
    if case .failure(let error) = resolve(link) { return error }
    return nil
  }

  // MARK: - Accepted forms

  @Test func customSchemeTreatsTheHostAsTheFirstSegment() throws {
    let match = try resolve("demeter://history/2024-11-18").get()
    #expect(match == RouteMatch(route: "history.day", parameters: ["date": "2024-11-18"]))
  }

  @Test func customSchemeIsCaseInsensitive() throws {
    #expect(try resolve("DeMeTeR://today").get().route == "today.root")
  }

  @Test func universalLinkOnTheExactHostIsAccepted() throws {
    let match = try resolve("https://demeter.app/history/2024-11-18/entry/\(Self.uuid)").get()
    #expect(match.route == "history.entry")
    #expect(match.parameters == ["date": "2024-11-18", "id": Self.uuid])
  }

  @Test func universalLinkSchemeAndHostAreCaseInsensitive() throws {
    #expect(try resolve("HTTPS://Demeter.APP/today").get().route == "today.root")
  }

  @Test func httpIsAnUnsupportedScheme() throws {
    #expect(error("http://demeter.app/today") == .unsupportedScheme("http"))
  }

  @Test func otherSchemesAreUnsupported() throws {
    #expect(error("ftp://demeter.app/today") == .unsupportedScheme("ftp"))
    #expect(error("JavaScript:alert(1)") == .unsupportedScheme("javascript"))
    #expect(error("file:///etc/passwd") == .unsupportedScheme("file"))
  }

  @Test func otherHostsAreUnknown() throws {
    #expect(error("https://evil.app/today") == .unknownHost("evil.app", accepted: ["demeter.app"]))
    #expect(
      error("https://demeter.app.evil.com/today") == .unknownHost("demeter.app.evil.com", accepted: ["demeter.app"]))
    #expect(error("https://www.demeter.app/today") == .unknownHost("www.demeter.app", accepted: ["demeter.app"]))
    #expect(error("https:///today") == .unknownHost("", accepted: ["demeter.app"]))
  }

  @Test func userinfoOrPortIsAnUnknownHost() throws {
    #expect(error("https://user@demeter.app/today") == .unknownHost("user@demeter.app", accepted: ["demeter.app"]))
    #expect(error("https://demeter.app:443/today") == .unknownHost("demeter.app:443", accepted: ["demeter.app"]))
    #expect(
      error("https://demeter.app@evil.com/today") == .unknownHost("demeter.app@evil.com", accepted: ["demeter.app"]))
  }

  @Test func schemeWithoutSlashesIsMalformed() throws {
    #expect(error("demeter:today") == .malformed("expected demeter://"))
    #expect(error("demeter:/today") == .malformed("expected demeter://"))
    #expect(error("https:demeter.app/today") == .malformed("expected https://"))
  }

  @Test func linkWithoutSchemeIsMalformed() throws {
    #expect(error("today") == .malformed("no scheme"))
    #expect(error("//demeter.app/today") == .malformed("no scheme"))
    #expect(error("1demeter://today") == .malformed("no scheme"))
  }

  @Test func emptyLinkIsEmpty() throws {
    #expect(error("") == .empty)
    #expect(resolver.resolve(path: "", today: today) == .failure(.empty))
  }

  // MARK: - Path policy

  @Test func literalSegmentsCompareCaseInsensitively() throws {
    #expect(try resolve("demeter://SETTINGS/Goals").get().route == "settings.goals")
    #expect(try resolve("https://demeter.app/Settings/GOALS").get().route == "settings.goals")
  }

  @Test func oneTrailingSlashIsIgnored() throws {
    #expect(try resolve("demeter://settings/goals/").get().route == "settings.goals")
    #expect(try resolve("https://demeter.app/today/").get().route == "today.root")
    #expect(error("demeter://settings/goals//") == .emptySegment)
  }

  @Test func emptyInteriorSegmentIsRejected() throws {
    #expect(error("demeter://settings//goals") == .emptySegment)
    #expect(error("https://demeter.app//today") == .emptySegment)
    #expect(error("demeter:///today") == .emptySegment)
  }

  @Test func dotSegmentsAreRejectedAlsoWhenPercentEncoded() throws {
    for link in [
      "demeter://settings/../today", "demeter://settings/./goals", "demeter://settings/%2e%2e/today",
      "demeter://settings/%2E%2e", "https://demeter.app/today/%2E", "demeter://../today",
    ] {
      #expect(error(link) == .dotSegment, "\(link)")
    }
  }

  @Test func controlCharactersSpaceBackslashAndNonASCIIAreInvalidCharacters() throws {
    #expect(error("demeter://to\u{0}day") == .invalidCharacter(offset: 12))
    #expect(error("demeter://to\u{1F}day") == .invalidCharacter(offset: 12))
    #expect(error("demeter://to\u{7F}day") == .invalidCharacter(offset: 12))
    #expect(error("demeter://to day") == .invalidCharacter(offset: 12))
    #expect(error("demeter://to\\day") == .invalidCharacter(offset: 12))
    #expect(error("demeter://tagé") == .invalidCharacter(offset: 13))
    #expect(error("demeter://today\n") == .invalidCharacter(offset: 15))
    #expect(error(" demeter://today") == .invalidCharacter(offset: 0))
  }

  @Test func rawInvalidUTF8BytesAreInvalidCharacters() {
    let bytes: [UInt8] = Array("demeter://tag/".utf8) + [0xFF, 0xC3]
    let result = resolver.resolve(linkBytes: bytes, today: today)
    #expect(result == .failure(.invalidCharacter(offset: 14)))
  }

  @Test func invalidPercentEscapesAreRejected() throws {
    #expect(error("demeter://tag/a%2") == .invalidPercentEncoding(segment: "a%2"))
    #expect(error("demeter://tag/a%zz") == .invalidPercentEncoding(segment: "a%zz"))
    #expect(error("demeter://tag/%") == .invalidPercentEncoding(segment: "%"))
    #expect(error("demeter://tag/%C3") == .invalidPercentEncoding(segment: "%C3"))
  }

  @Test func decodedSlashOrControlCharacterIsRejected() throws {
    #expect(error("demeter://tag/a%2Fb") == .invalidCharacter(offset: 15))
    #expect(error("demeter://tag/%00") == .invalidCharacter(offset: 14))
    #expect(error("demeter://tag/%0A") == .invalidCharacter(offset: 14))
    #expect(error("demeter://tag/%7f") == .invalidCharacter(offset: 14))
  }

  @Test func eachSegmentIsDecodedExactlyOnce() throws {
    let match = try resolve("demeter://tag/%252F").get()
    #expect(match.parameters["name"] == "%2F")
    #expect(try resolve("demeter://tag/caf%C3%A9%20au%20lait").get().parameters["name"] == "café au lait")
  }

  @Test func percentEncodedLiteralStillMatchesTheLiteral() throws {
    #expect(try resolve("demeter://%74oday").get().route == "today.root")
  }

  @Test func linksOverTheLengthLimitAreTooLongBeforeAnyOtherCheck() throws {
    let link = "\u{0}" + String(repeating: "a", count: 2048)
    #expect(error(link) == .tooLong(length: 2049))
    #expect(
      resolver.resolve(path: String(repeating: "/", count: 2049), today: today) == .failure(.tooLong(length: 2049)))
    let exactly = "demeter://tag/" + String(repeating: "a", count: 2048 - 14)
    #expect(try resolve(exactly).get().route == "tag")
  }

  @Test func unknownPathIsNoMatchingRoute() throws {
    #expect(error("demeter://nowhere") == .noMatchingRoute(path: "nowhere"))
    #expect(error("demeter://history/2024-11-18/entry") == .noMatchingRoute(path: "history/2024-11-18/entry"))
    #expect(error("demeter://") == .noMatchingRoute(path: ""))
    #expect(error("https://demeter.app") == .noMatchingRoute(path: ""))
  }

  // MARK: - Query and fragment

  @Test func queryAndFragmentAreIgnoredWithoutDeclaredKeys() throws {
    let match = try resolve("demeter://history/2024-11-18?utm_source=mail&x=%zz#top").get()
    #expect(match == RouteMatch(route: "history.day", parameters: ["date": "2024-11-18"]))
  }

  @Test func declaredQueryKeysAreDecodedAndOthersIgnored() throws {
    let match = try resolve("demeter://search?q=green%20tea&utm=x&page=2#results").get()
    #expect(match.route == "search")
    #expect(match.query == ["q": "green tea", "page": "2"])
  }

  @Test func fragmentIsNotTheQuery() throws {
    #expect(try resolve("demeter://search#q=tea").get().query.isEmpty)
  }

  @Test func invalidEscapeInADeclaredQueryValueIsRejected() throws {
    #expect(error("demeter://search?q=%zz") == .invalidPercentEncoding(segment: "q=%zz"))
  }

  @Test func invalidCharacterInQueryIsRejected() throws {
    #expect(error("demeter://today?q=a b") == .invalidCharacter(offset: 19))
  }

  // MARK: - Precedence

  static let precedenceEntries: [DeepLinkResolver.Entry] = [
    entry("wildcard", "p/*"),
    entry("string", "p/{s:string}"),
    entry("day", "p/{d:day}"),
    entry("int", "p/{n:int}"),
    entry("literal", "p/2024-01-01"),
    entry("literalInt", "p/42"),
    entry("backtrackLiteral", "q/a/x"),
    entry("backtrackString", "q/{s:string}/y"),
    entry("backtrackWildcard", "q/*/z"),
  ]

  @Test(arguments: [false, true])
  func precedenceIsIndependentOfRegistrationOrder(reversed: Bool) throws {
    let entries = reversed ? Self.precedenceEntries.reversed() : Self.precedenceEntries
    let resolver = DeepLinkResolver(app: .fixture, entries: entries)
    func route(_ path: String) throws -> RouteID { try resolver.resolve(path: path, today: today).get().route }
    #expect(try route("p/2024-01-01") == "literal")
    #expect(try route("p/2024-01-02") == "day")
    #expect(try route("p/42") == "literalInt")
    #expect(try route("p/43") == "int")
    #expect(try route("p/hello") == "string")
    #expect(try route("q/a/x") == "backtrackLiteral")
    #expect(try route("q/a/y") == "backtrackString")
    #expect(try route("q/a/z") == "backtrackWildcard")
  }

  @Test func wildcardIsCapturedUnderStar() throws {
    let resolver = DeepLinkResolver(app: .fixture, entries: [Self.entry("files", "files/*")])
    let match = try resolver.resolve(path: "files/Report%20Q1", today: today).get()
    #expect(match.parameters == ["*": "Report Q1"])
  }

  @Test func ambiguousEntriesLetTheFirstWin() throws {
    let resolver = DeepLinkResolver(
      app: .fixture, entries: [Self.entry("first", "a/{x:int}"), Self.entry("second", "a/{y:int}")])
    let match = try resolver.resolve(path: "a/7", today: today).get()
    #expect(match == RouteMatch(route: "first", parameters: ["x": "7"]))
  }

  // MARK: - Parameter validation

  @Test func dayMustBeARealCalendarDate() throws {
    #expect(error("demeter://history/2024-02-30") == .invalidParameter(name: "date", value: "2024-02-30", kind: .day))
    #expect(error("demeter://history/2023-02-29") == .invalidParameter(name: "date", value: "2023-02-29", kind: .day))
  }

  @Test func dayAfterTodayIsAFutureDay() throws {
    #expect(error("demeter://history/2024-11-19") == .futureDay(Day(year: 2024, month: 11, day: 19)!))
    #expect(try resolve("demeter://history/2024-11-18").get().route == "history.day")
  }

  @Test func uuidIsAcceptedInEitherCaseAndStoredLowerCase() throws {
    let match = try resolve("demeter://today/entry/\(Self.uuid.uppercased())").get()
    #expect(match.parameters["id"] == Self.uuid)
  }

  @Test func nonCanonicalUUIDDoesNotMatch() throws {
    #expect(error("demeter://today/entry/a4f6e3c21b2d4e5f8a9b0c1d2e3f4a5b") != nil)
    #expect(error("demeter://today/entry/{\(Self.uuid)}") != nil)
  }

  @Test func intIsUnsignedDecimalWithoutLeadingZeroThatFits() throws {
    #expect(try resolve("demeter://meal/0").get().parameters["n"] == "0")
    #expect(try resolve("demeter://meal/\(Int.max)").get().parameters["n"] == "\(Int.max)")
    #expect(error("demeter://meal/007") == .invalidParameter(name: "n", value: "007", kind: .int))
    #expect(error("demeter://meal/9223372036854775808") != nil)
    #expect(error("demeter://meal/-1") == .noMatchingRoute(path: "meal/-1"))
  }

  @Test func stringIsAnyNonEmptyDecodedText() throws {
    #expect(try resolve("demeter://tag/%F0%9F%99%82").get().parameters["name"] == "🙂")
    #expect(try resolve("demeter://tag/a:b@c!$&'()*+,;=").get().parameters["name"] == "a:b@c!$&'()*+,;=")
  }

  // MARK: - Exposure

  @Test func routeWithoutTheLinksFormIsNotExposed() throws {
    #expect(error("https://demeter.app/settings/about") == .notExposed("settings.about"))
    #expect(try resolve("demeter://settings/about").get().route == "settings.about")
    #expect(error("demeter://settings/debug") == .notExposed("settings.debug"))
  }

  @Test func inAppPathSkipsExposure() throws {
    #expect(try resolver.resolve(path: "/settings/debug", today: today).get().route == "settings.debug")
    #expect(try resolver.resolve(path: "settings/debug", today: today).get().route == "settings.debug")
    #expect(resolver.resolve(path: "//settings", today: today) == .failure(.emptySegment))
  }

  // MARK: - Messages

  @Test func errorsHaveTruncatedDescriptionsAndFriendlyMessages() throws {
    let long = DeepLinkError.noMatchingRoute(path: String(repeating: "x", count: 2000))
    #expect(long.description.count < 200)
    #expect(DeepLinkError.futureDay(today).userMessage.english == "That day hasn’t happened yet.")
    #expect(DeepLinkError.empty.userMessage.english == "That link couldn’t be opened.")
  }

  // MARK: - Hostile input

  /// Every hostile input is refused. The time bound is a generous total for a loaded debug build: it catches
  /// runaway (quadratic, backtracking) work, not a slow machine.
  @Test func hostileInputsAreRefusedInBoundedTime() throws {
    let inputs = [
      String(repeating: "/", count: 10_000),
      "demeter://" + String(repeating: "/", count: 2000),
      String(repeating: "a", count: 2049),
      "demeter://tag/%00",
      "demeter://meal/" + String(repeating: "9", count: 2000),
      "demeter://" + String(repeating: "a/", count: 1019),
      "demeter://" + String(repeating: "%", count: 2000),
      "https://" + String(repeating: "@", count: 2000),
      String(repeating: "%2e", count: 600),
    ]
    let elapsed = ContinuousClock().measure {
      for input in inputs {
        if case .success = resolve(input) { Issue.record("routed \(input.prefix(40))") }
      }
    }
    #expect(elapsed < .seconds(2), "\(inputs.count) hostile inputs took \(elapsed)")
  }

  @Test func largeTablesResolveEveryRoute() throws {
    let entries = (0..<10_000).map { Self.entry(RouteID("r\($0)"), "section\($0 % 100)/item\($0)/{d:day}") }
    let resolver = DeepLinkResolver(app: .fixture, entries: entries)
    for index in stride(from: 0, to: 10_000, by: 97) {
      let match = try resolver.resolve("demeter://section\(index % 100)/ITEM\(index)/2024-01-01", today: today).get()
      #expect(match.route == RouteID("r\(index)"))
    }
  }

  /// A pattern's values are read in segment order (so its errors read left to right) and stored in name order,
  /// however the pattern orders them: the match equals one built from the same names and values.
  @Test func valuesReadOutOfNameOrderAreStoredInNameOrder() throws {
    let resolver = DeepLinkResolver(
      app: .fixture,
      entries: [Self.entry("log", "log/{zone}/{count:int}/{id:uuid}/{a:day}"), Self.entry("any", "any/*/{b}")])
    let match = try resolver.resolve(
      path: "/log/north/12/\(Self.uuid.uppercased())/2024-11-01", today: today
    ).get()
    #expect(match.parameters == ["zone": "north", "count": "12", "id": Self.uuid, "a": "2024-11-01"])
    #expect(match.parameters.pairs.map(\.name) == ["a", "count", "id", "zone"])
    #expect(match == RouteMatch(route: "log", parameters: match.parameters))
    let wildcard = try resolver.resolve(path: "/any/x/y", today: today).get()
    #expect(wildcard.parameters.pairs.map(\.name) == ["*", "b"])
    // Two bad values: the first in the path is reported.
    let error = resolver.resolve(path: "/log/north/012/\(Self.uuid)/2099-01-01", today: today)
    #expect(error == .failure(.invalidParameter(name: "count", value: "012", kind: .int)))
  }
}
