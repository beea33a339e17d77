import NavigationChecks
import NavigationCore
import NavigationTesting
import Testing

/// The AASA matcher against the examples of Apple's `applinks.Details.Components` documentation and WWDC19 "What's
/// New in Universal Links", then against our reading where Apple is silent.
struct UniversalLinkComponentTests {
  private func component(
    _ path: String,
    caseSensitive: Bool = true,
    percentEncoded: Bool = true,
    exclude: Bool = false
  ) -> UniversalLinkComponent {
    UniversalLinkComponent(
      path: path, comment: path, caseSensitive: caseSensitive, percentEncoded: percentEncoded, exclude: exclude)
  }

  // MARK: - Apple's documented examples

  @Test func starMatchesZeroOrMoreCharactersSoBuyStarMatchesEveryPathUnderBuy() {
    let buy = component("/buy/*")
    #expect(buy.matches(path: "/buy/"))
    #expect(buy.matches(path: "/buy/my_great_product_123"))
    #expect(buy.matches(path: "/buy/a/b/c"))
    #expect(!buy.matches(path: "/buy"))
    #expect(!buy.matches(path: "/buyer/1"))
    #expect(!buy.matches(path: "/sell/buy/1"))
  }

  @Test func questionMarkMatchesExactlyOneCharacter() {
    let fourCharacters = component("/help/????")
    #expect(fourCharacters.matches(path: "/help/1234"))
    #expect(!fourCharacters.matches(path: "/help/123"))
    #expect(!fourCharacters.matches(path: "/help/12345"))
  }

  @Test func questionMarkStarMatchesOneOrMoreCharacters() {
    let oneOrMore = component("/help/?*")
    #expect(oneOrMore.matches(path: "/help/a"))
    #expect(oneOrMore.matches(path: "/help/article-name"))
    #expect(!oneOrMore.matches(path: "/help/"))
  }

  @Test func matchingIsCaseSensitiveUnlessTheComponentSaysOtherwise() {
    #expect(!component("/buy/*").matches(path: "/BUY/1"))
    #expect(component("/buy/*", caseSensitive: false).matches(path: "/BUY/1"))
    #expect(component("/Buy/*", caseSensitive: false).matches(path: "/bUY/1"))
  }

  @Test func theFirstMatchingComponentDecidesAndAnExcludeKeepsTheLinkInTheBrowser() {
    // Apple: components are tried in order, the first match wins, and a matching `exclude` stops matching.
    let components = [
      UniversalLinkComponent(path: "/help/website/*", comment: "web", exclude: true),
      UniversalLinkComponent(path: "/help/*", comment: "help"),
      UniversalLinkComponent(path: "/help/website/faq", comment: "never reached"),
    ]
    #expect(LinkExport.opensApp(url: "https://example.com/help/article", components: components) == "help")
    #expect(LinkExport.opensApp(url: "https://example.com/help/website/faq", components: components) == nil)
    #expect(LinkExport.opensApp(url: "https://example.com/about", components: components) == nil)
  }

  @Test func onlyThePathIsMatchedQueryAndFragmentDefaultToAnything() {
    let components = [UniversalLinkComponent(path: "/buy/*", comment: "buy")]
    #expect(LinkExport.opensApp(url: "https://example.com/buy/1?ref=mail#top", components: components) == "buy")
    #expect(LinkExport.opensApp(url: "HTTPS://example.com/buy/1", components: components) == "buy")
    #expect(LinkExport.opensApp(url: "http://example.com/buy/1", components: components) == nil)
    #expect(LinkExport.opensApp(url: "myapp://buy/1", components: components) == nil)
    #expect(LinkExport.opensApp(url: "https://example.com", components: components) == nil)
  }

  // MARK: - Our reading where Apple is silent

  @Test func wildcardsCrossSlashes() {
    #expect(component("/log/?*").matches(path: "/log/a/b"))
    #expect(component("/log/?").matches(path: "/log//"))
    #expect(component("/log/?*/end").matches(path: "/log/a/b/end"))
  }

  @Test func percentEncodedPatternsCompareTheRawPathAndOthersTheDecodedPath() {
    #expect(component("/a%20b").matches(path: "/a%20b"))
    #expect(!component("/a b").matches(path: "/a%20b"))
    #expect(component("/a b", percentEncoded: false).matches(path: "/a%20b"))
    #expect(component("/goals", percentEncoded: false).matches(path: "/go%61ls"))
    #expect(!component("/goals").matches(path: "/go%61ls"))
    #expect(component("/caf\u{E9}", percentEncoded: false).matches(path: "/caf%C3%A9"))
    // One `?` is one Unicode scalar of the decoded text.
    #expect(component("/caf?", percentEncoded: false).matches(path: "/caf%C3%A9"))
  }

  @Test(arguments: ["/a%2", "/a%zz", "/a%", "/a%FF"])
  func aPathThatCannotBeDecodedMatchesNoDecodingComponent(path: String) {
    #expect(!component("*", percentEncoded: false).matches(path: path))
    #expect(component("*").matches(path: path))
  }

  @Test func caseFoldingIsASCIIOnly() {
    #expect(component("/k", caseSensitive: false).matches(path: "/K"))
    #expect(!component("/k", caseSensitive: false, percentEncoded: false).matches(path: "/%E2%84%AA"))  // Kelvin sign
  }

  @Test func theRawPathIsWhatFollowsTheAuthorityUpToTheQueryOrFragment() {
    #expect(UniversalLinkComponent.rawPath(ofHTTPSLink: "https://h.example/a/b%20c?x=1#f") == "/a/b%20c")
    #expect(UniversalLinkComponent.rawPath(ofHTTPSLink: "https://h.example?x=/a") == "")
    #expect(UniversalLinkComponent.rawPath(ofHTTPSLink: "https://h.example#/a") == "")
    #expect(UniversalLinkComponent.rawPath(ofHTTPSLink: "https://h.example") == "")
    #expect(UniversalLinkComponent.rawPath(ofHTTPSLink: "ftp://h.example/a") == nil)
    #expect(UniversalLinkComponent.rawPath(ofHTTPSLink: "https:/") == nil)
  }

  @Test func hostileInputNeverTraps() {
    var generator = SeededGenerator(seed: 15)
    let alphabet = Array("/?*%aA0-~.#\u{E9}\u{0}")
    for _ in 0..<2_000 {
      let pattern = String(
        (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
      let text = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
      for flags in [(true, true), (false, false), (true, false), (false, true)] {
        _ = component(pattern, caseSensitive: flags.0, percentEncoded: flags.1).matches(path: text)
      }
      _ = LinkExport.opensApp(url: "https://h" + text, components: [component(pattern)])
    }
    // A long run of stars against a long near-miss stays quadratic at worst.
    #expect(!component(String(repeating: "*a", count: 200) + "b").matches(path: String(repeating: "a", count: 2_000)))
  }
}
