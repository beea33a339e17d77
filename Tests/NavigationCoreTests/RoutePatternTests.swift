import Foundation
@_spi(Benchmarks) @_spi(Fuzzing) import NavigationCore
import NavigationTesting
import Testing

struct RoutePatternTests {
  @Test func parsesLiteralsParametersAndWildcard() throws {
    let pattern = try RoutePattern("History/{date:day}/entry/{id:uuid}")
    #expect(
      pattern.segments == [
        .literal("history"), .parameter(name: "date", kind: .day), .literal("entry"),
        .parameter(name: "id", kind: .uuid),
      ]
    )
    #expect(pattern.description == "history/{date:day}/entry/{id:uuid}")
    #expect(try RoutePattern("settings/*").segments == [.literal("settings"), .wildcard])
    #expect(try RoutePattern("tag/{name}").description == "tag/{name:string}")
  }

  @Test func parametersListCapturesInOrderWithWildcardAsStar() throws {
    let pattern = try RoutePattern("a/{n:int}/*/{s:string}")
    #expect(pattern.parameters.map(\.name) == ["n", "*", "s"])
    #expect(pattern.parameters.map(\.kind) == [.int, .string, .string])
  }

  @Test(arguments: [
    ("", RoutePatternError.empty),
    ("/today", .leadingSlash),
    ("today/", .emptySegment),
    ("today//entry", .emptySegment),
    ("to day", .invalidLiteral("to day")),
    ("caf\u{E9}", .invalidLiteral("caf\u{E9}")),
    ("a/../b", .invalidLiteral("..")),
    ("a/./b", .invalidLiteral(".")),
    ("a/%41", .invalidLiteral("%41")),
    ("a/{}", .invalidParameter("{}")),
    ("a/{date:day", .invalidParameter("{date:day")),
    ("a/{1st:int}", .invalidParameter("{1st:int}")),
    ("a/{da-te:day}", .invalidParameter("{da-te:day}")),
    ("a/{d:day:x}", .invalidParameter("{d:day:x}")),
    ("a/{d:date}", .unknownKind("date")),
    ("a/{d:day}/{d:int}", .duplicateParameter("d")),
    ("*/*", .multipleWildcards),
    // The text is read as UTF-8 bytes: a "/", "{" or ":" followed by a combining mark is still that byte.
    // Each of these was refused with another error when the text was split into Characters.
    ("/\u{301}a", .leadingSlash),
    ("a/\u{301}b", .invalidLiteral("\u{301}b")),
    ("a/{\u{301}}", .invalidParameter("{\u{301}}")),
    ("a/{d:\u{301}day}", .unknownKind("\u{301}day")),
  ])
  func invalidPatternTextIsATypedError(text: String, expected: RoutePatternError) {
    #expect(throws: expected) { try RoutePattern(text) }
  }

  @Test func patternErrorsHaveHumanMessages() {
    #expect(RoutePatternError.leadingSlash.description.contains("leading slash"))
    #expect(RoutePatternError.missingValue(name: "date").description.contains("date"))
  }

  @Test func pathPrintsCanonicalValuesWithoutLeadingSlash() throws {
    let pattern = try RoutePattern("history/{date:day}/entry/{id:uuid}")
    let path = try pattern.path(for: ["date": "2024-11-18", "id": "a4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b"])
    #expect(path == "history/2024-11-18/entry/a4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b")
  }

  @Test(
    arguments: [
      ("settings/goals", [:], "/settings/goals"),
      ("{n:int}", ["n": "7"], "/7"),
      ("{n:int}/{m:int}", ["n": "7", "m": "42"], "/7/42"),
      ("tag/{name}/photos", ["name": "a b", "unused": "x"], "/tag/a%20b/photos"),
      ("settings/*", ["*": "anything"], "/settings/anything"),
      (
        "history/{date:day}/entry/{id:uuid}", ["date": "2024-11-18", "id": "a4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b"],
        "/history/2024-11-18/entry/a4f6e3c2-1b2d-4e5f-8a9b-0c1d2e3f4a5b"
      ),
    ] as [(String, RouteParameters, String)])
  func aScreensPathIsThePatternsPathAfterOneSlash(pattern: String, parameters: RouteParameters, expected: String)
    throws
  {
    let pattern = try RoutePattern(pattern)
    #expect(try pattern.absolutePath(for: parameters) == expected)
    #expect(try "/" + pattern.path(for: parameters) == expected)
  }

  @Test func aPrintedPathHoldsNothingTheBudgetWouldCountAsAnEscape() throws {
    let pattern = try RoutePattern("tag/{name}/{id:int}")
    for value in ["plain", "quote\"", "back\\slash", "é and ü", "%22", "{}[]<>"] {
      let parameters: RouteParameters = ["name": value, "id": "12"]
      let screen = Screen(route: "tag", parameters: parameters, path: try pattern.absolutePath(for: parameters))
      #expect(StateBudget.bytes(ofPrinted: screen) == StateBudget.bytes(of: screen), "\(value)")
    }
  }

  @Test func pathPercentEncodesStringValues() throws {
    let pattern = try RoutePattern("tag/{name:string}")
    #expect(try pattern.path(for: ["name": "a b%2F é"]) == "tag/a%20b%252F%20%C3%A9")
  }

  @Test func pathRejectsMissingAndNonCanonicalValues() throws {
    let pattern = try RoutePattern("history/{date:day}")
    #expect(throws: RoutePatternError.missingValue(name: "date")) { try pattern.path(for: [:]) }
    for bad in ["2024-2-1", "2024-02-30", "x"] {
      #expect(throws: RoutePatternError.invalidValue(name: "date", value: bad, kind: .day)) {
        try pattern.path(for: ["date": bad])
      }
    }
    let uuid = try RoutePattern("e/{id:uuid}")
    #expect(throws: RoutePatternError.self) { try uuid.path(for: ["id": "A4F6E3C2-1B2D-4E5F-8A9B-0C1D2E3F4A5B"]) }
    let int = try RoutePattern("n/{n:int}")
    for bad in ["007", "-1", "+1", "99999999999999999999", ""] {
      #expect(throws: RoutePatternError.self) { try int.path(for: ["n": bad]) }
    }
    let string = try RoutePattern("s/{s:string}")
    for bad in ["", ".", "..", "a/b", "a\u{0}b", "tab\t"] {
      #expect(throws: RoutePatternError.self) { try string.path(for: ["s": bad]) }
    }
  }

  @Test func generatedParametersRoundTripThroughResolvePath() throws {
    let texts = [
      "today", "today/entry/{id:uuid}", "history", "history/{date:day}", "history/{date:day}/entry/{id:uuid}",
      "settings/goals", "tag/{name:string}", "meal/{n:int}/{name:string}", "files/*", "a/{d:day}/{n:int}/*",
    ]
    let patterns = try texts.map(RoutePattern.init)
    let resolver = DeepLinkResolver(
      entries: patterns.map { .init(route: RouteID($0.description), pattern: $0, exposure: .links) },
      days: .notAfterToday, earliestDay: nil
    )
    let today = try #require(Day("2024-11-18"))
    var generator = SeededGenerator(seed: 42)
    let stringSamples = ["x", "Hello World", "50%", "é ü", "%2F", "...", " .", "?#&=", "🙂", "tab-_~"]
    var checked = 0
    for pattern in patterns {
      for _ in 0..<50 {
        var parameters = RouteParameters()
        for (name, kind) in pattern.parameters {
          switch kind {
          case .day:
            parameters[name] = today.adding(days: -Int.random(in: 0...200_000, using: &generator)).description
          case .uuid:
            parameters[name] = UUID().uuidString.lowercased()
          case .int:
            parameters[name] = String(Int.random(in: 0...Int.max, using: &generator))
          case .string:
            parameters[name] = stringSamples.randomElement(using: &generator)
          case .bool:
            parameters[name] = Bool.random(using: &generator) ? "true" : "false"
          }
        }
        let path = try pattern.path(for: parameters)
        let match = try resolver.resolve(path: path, today: today).get()
        #expect(match.route == RouteID(pattern.description), "\(path)")
        #expect(match.parameters == parameters, "\(path)")
        checked += 1
      }
    }
    #expect(checked == 500)
  }

  @Test(arguments: [
    ("history/{date:day}", "history/{date:day}", PatternOverlap?.some(.ambiguous)),
    ("history/{date:day}", "history/{d:day}", .ambiguous),
    ("history/today", "history/{date:day}", nil),
    ("history/2024-01-01", "history/{date:day}", .shadows),
    ("history/{date:day}", "history/2024-01-01", .shadowedBy),
    ("history/{date:day}", "history/{name:string}", .shadows),
    ("history/{name:string}", "history/{id:uuid}", .shadowedBy),
    ("history/{date:day}", "history/{id:uuid}", nil),
    ("history/{n:int}", "history/{id:uuid}", nil),
    ("history/{n:int}", "history/{d:day}", nil),
    ("history/42", "history/{n:int}", .shadows),
    ("history/abc", "history/{n:int}", nil),
    ("history/*", "history/{name:string}", .shadowedBy),
    ("history/*", "history/*", .ambiguous),
    ("history/*", "history/settings", .shadowedBy),
    ("settings/goals", "settings/goals", .ambiguous),
    ("settings/goals", "settings/about", nil),
    ("history", "history/{date:day}", nil),
    ("{a:string}/b", "a/{b:string}", .shadowedBy),
    ("a/{b:string}", "{a:string}/b", .shadows),
  ])
  func overlapIsClassifiedByPrecedenceAtTheFirstDifferingSegment(
    lhs: String,
    rhs: String,
    expected: PatternOverlap?
  ) throws {
    #expect(try RoutePattern(lhs).overlap(with: RoutePattern(rhs)) == expected)
  }

  /// The path written as bytes is the one the plain reference (appending each part) prints, and the one expected:
  /// with extra parameters, multi-byte and empty values (canonical values are not checked again), a long head, a
  /// string value written as it is and one that percent-encoding changes (left to the plain printing), and a
  /// missing value, which both refuse alike.
  @Test func theWrittenPathIsTheAppendedOne() throws {
    let uuid = "0a1b2c3d-0000-4000-8000-00000000000f"
    let cases: [(pattern: String, parameters: RouteParameters, expected: String)] = [
      ("history/{date:day}/entry/{id:uuid}", ["date": "2024-11-18", "id": uuid], "/history/2024-11-18/entry/\(uuid)"),
      (
        "history/{date:day}/entry/{id:uuid}",
        ["date": "2024-11-18", "id": uuid, "extra": String(repeating: "x", count: 40)],
        "/history/2024-11-18/entry/\(uuid)"
      ),
      ("page/{number:int}", ["number": "7"], "/page/7"),
      ("{a:int}/{b:int}/tail", ["b": "2", "a": "1"], "/1/2/tail"),
      ("{a:int}", ["a": "12345678901234567890"], "/12345678901234567890"),
      ("{n:int}/x", ["n": "é😀"], "/é😀/x"),
      ("{n:int}/x", ["n": ""], "//x"),
      ("a-rather-long-section/with-more/{n:int}", ["n": "3"], "/a-rather-long-section/with-more/3"),
      ("settings", [:], "/settings"),
      ("settings/goals", ["unused": "1"], "/settings/goals"),
      ("tag/{name}", ["name": "Lunch-2_b.c~"], "/tag/Lunch-2_b.c~"),
      ("tag/{name}/more", ["name": "a b"], "/tag/a%20b/more"),
      ("any/*", ["*": "x"], "/any/x"),
    ]
    for (text, parameters, expected) in cases {
      let pattern = try RoutePattern(text)
      let written = try pattern.absolutePath(canonical: parameters)
      #expect(written == expected, "\(text)")
      #expect(written == (try pattern.appendedPath(canonical: parameters)), "\(text)")
    }
    let entry = try RoutePattern("history/{date:day}/entry/{id:uuid}")
    #expect(throws: RoutePatternError.missingValue(name: "id")) {
      try entry.absolutePath(canonical: ["date": "2024-11-18"])
    }
    #expect(throws: RoutePatternError.missingValue(name: "date")) {
      try entry.absolutePath(canonical: ["id": uuid])
    }
  }
}
