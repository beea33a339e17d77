import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// A kept text's key, arguments and table are data: filled by the core's own `%N$@` substitution, never a
/// format, and its table named so that two modules cannot read each other's texts (issue 55).
struct KeyedTextDataTests {
  /// Two modules' key types of one name (`Strings`), with one key.
  enum First {
    enum Strings: String, StringTableKey {
      case title = "shared.title"
      static var bundle: Bundle { .main }
    }
  }

  enum Second {
    enum Strings: String, StringTableKey {
      case title = "shared.title"
      static var bundle: Bundle { .main }
    }
  }

  /// A key type whose bare name no other type in this process has: what an earlier release wrote names it so.
  enum LegacyNamedText: String, StringTableKey {
    case title = "legacy.title"
    static var bundle: Bundle { .main }
  }

  /// A module with one tab titled by a key of `Key`'s table.
  struct TitledModule<Key: StringTableKey>: RouteModule {
    let name: String
    let title: Key
    let order: Int
    var tabs: [TabDefinition] { [TabDefinition(id: TabID(name), title: title, icon: "circle", order: order)] }
    var routes: [RouteDefinition] {
      [RouteDefinition(id: RouteID(name), pattern: name, placement: .tabRoot(TabID(name)), title: name)]
    }
  }

  static func registerAll() throws {
    _ = try RouteRegistry(
      app: .fixture,
      modules: [
        TitledModule(name: "first", title: First.Strings.title, order: 0),
        TitledModule(name: "second", title: Second.Strings.title, order: 1),
        TitledModule(name: "legacy", title: LegacyNamedText.title, order: 2),
      ])
  }

  /// Finding 3 of issue 55: tables were named by the key type's bare name, so `First.Strings` and
  /// `Second.Strings` were one table, and a text of one read back as the other's.
  @Test func twoModulesKeyTypesOfOneNameKeepTheirOwnTables() throws {
    try Self.registerAll()
    let first = First.Strings.title.kept()
    let second = Second.Strings.title.kept()
    #expect(first != second)
    let encoder = JSONEncoder()
    #expect(try JSONDecoder().decode(LocalizedText.self, from: encoder.encode(first)) == first)
    #expect(try JSONDecoder().decode(LocalizedText.self, from: encoder.encode(second)) == second)
  }

  /// A table name an earlier release wrote (the key type's bare name) finds the one table so named; a bare
  /// name two tables share finds neither, and reads back as its key.
  @Test func aTableNameAnEarlierReleaseWroteStillResolvesWhenUnambiguous() throws {
    try Self.registerAll()
    let legacy = try JSONDecoder().decode(
      LocalizedText.self, from: Data(#"{"key":"legacy.title","table":"LegacyNamedText"}"#.utf8))
    #expect(legacy == LegacyNamedText.title.kept())
    let shared = try JSONDecoder().decode(
      LocalizedText.self, from: Data(#"{"key":"shared.title","table":"Strings"}"#.utf8))
    #expect(shared == .literal("shared.title"))
  }

  /// Finding 1 of issue 55: a key no table has was a format (`%p` printed an address).
  @Test func aKeyNoTableHasIsShownAsWrittenNeverAsAFormat() {
    let key = "%p %d %%"
    #expect(LocalizedText(key, "x").english == key)
    #expect(LocalizedText(key, "x").resolved(in: .pseudo) == "⟦\(key)⟧")
    #expect(LocalizedText("%s %@ %99999$@ %1$@", "x").english == "%s %@ %99999$@ %1$@")
  }

  /// Finding 1 of issue 55: a real key given too few arguments showed "(null)"; the missing one is shown as its
  /// placeholder.
  @Test func aKeyGivenTooFewArgumentsShowsThePlaceholderNeverNull() {
    let text = LocalizedText("navigationError.invalidParameters", "history.day")
    #expect(text.english == "route 'history.day': %2$@")
    #expect(!text.english.contains("(null)"))
  }

  /// The check a state from outside is admitted by: a key its table lacks, or other arguments than it reads.
  @Test func aKeptTextFromOutsideNamesItsProblem() {
    #expect(
      LocalizedText("navigationError.invalidParameters", "history.day").problem == "1 arguments where its text reads 2")
    #expect(LocalizedText("navigationError.invalidParameters", "a", "b").problem == nil)
    #expect(LocalizedText("no.such.key").problem == "a key its table does not have")
    #expect(LocalizedText.literal("%p").problem == nil)
  }

  @Test func anArgumentIsPutInAsWrittenAndOnlyNumberedPlaceholdersAreFilled() {
    #expect(LocalizedText("recovery.action", "%1$@ %p 100%").english == "Go to %1$@ %p 100%")
    #expect(Localization.fill("%2$@, %1$@ and %1$@", ["a", "b"]) == "b, a and a")
    #expect(Localization.fill("%1000$@ %0$@ %3$@ %1$ %1$@", ["a"]) == "%1000$@ %0$@ %3$@ %1$ a")
    #expect(Localization.fill("50 % of %1$@ %", ["x"]) == "50 % of x %")
    #expect(Localization.fill("%1$@ – %2$@ ✓", ["ä", "😀"]) == "ä – 😀 ✓")
    #expect(Localization.fill("no arguments %1$@", []) == "no arguments %1$@")
  }

  @Test func aTableTextWithAnUnknownSpecifierOrASkippedNumberIsAProblem() {
    let problems = Localization.problems(
      reference: ["a": "%d items", "b": "%2$@ only", "c": "%1$@ of %2$@"],
      translation: ["a": "%d Dinge", "b": "nur %2$@", "c": "%2$@ von %1$@"], language: "de")
    #expect(
      problems == [
        "en a has %d, which is shown as written (only %N$@ is filled)", "b skips %1$@",
        "de a has %d, which is shown as written (only %N$@ is filled)",
      ])
  }

  /// No text anywhere in the shipped tables is anything but `%N$@` placeholders, in step.
  @Test func theCoresTablesHaveNoProblems() throws {
    let english = try #require(Localization.coreTable("en"))
    let german = try #require(Localization.coreTable("de"))
    #expect(Localization.problems(reference: english, translation: german, language: "de") == [])
  }
}
