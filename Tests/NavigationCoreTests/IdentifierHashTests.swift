import Foundation
import NavigationCore
import Testing

/// Tab and route ids hash once, when made; equal ids must still be equal keys however they were written.
struct IdentifierHashTests {
  /// "é" written as one scalar and as "e" plus a combining accent: equal as `String`s, so equal as ids,
  /// with equal hashes, and one dictionary key.
  @Test func idsThatAreEqualAsStringsAreOneKey() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    #expect(TabID(composed) == TabID(decomposed))
    #expect(TabID(composed).hashValue == TabID(decomposed).hashValue)
    #expect(RouteID(composed) == RouteID(decomposed))
    #expect(RouteID(composed).hashValue == RouteID(decomposed).hashValue)
    var stacks: [TabID: Int] = [TabID(composed): 1]
    stacks[TabID(decomposed), default: 0] += 1
    #expect(stacks == [TabID(composed): 2])
    // The Kelvin sign is canonically the letter K.
    #expect(RouteID("caf\u{212A}") == RouteID("cafK"))
    #expect(RouteID("caf\u{212A}").hashValue == RouteID("cafK").hashValue)
    let routes: Set<RouteID> = [RouteID(composed), RouteID(decomposed), "caf\u{212A}", "cafK"]
    #expect(routes.count == 2)
  }

  /// Every way of making an id gives the same key; different names are different keys.
  @Test func everyInitialiserMakesTheSameKey() throws {
    let literal: RouteID = "history.entryDetail"
    let ids = [literal, RouteID("history.entryDetail"), RouteID(rawValue: "history.entryDetail")]
    let decoded = try JSONDecoder().decode(RouteID.self, from: Data(#""history.entryDetail""#.utf8))
    for id in ids + [decoded] {
      #expect(id == literal)
      #expect(id.hashValue == literal.hashValue)
      #expect(id.rawValue == "history.entryDetail")
    }
    #expect(RouteID("history.entry") != literal)
    let tabs = try JSONDecoder().decode([TabID: Int].self, from: Data(#"{"today": 1, "history": 2}"#.utf8))
    #expect(tabs[TabID("history")] == 2)
    #expect(tabs["today"] == 1)
    #expect(tabs["settings"] == nil)
  }

  /// Many keys in tables of many sizes (each table mixes its own seed into the stored hash): every one is
  /// found, none is found twice.
  @Test func manyIdsAreFoundInTablesOfEverySize() {
    let names = (0..<2_000).map { "feature\($0 % 37).screen\($0)" }
    var table: [RouteID: Int] = [:]
    for (index, name) in names.enumerated() { table[RouteID(name)] = index }
    #expect(table.count == names.count)
    for (index, name) in names.enumerated() { #expect(table[RouteID(name)] == index) }
    // The hash a table asks for spreads names over its buckets, differently for each table's seed.
    for seed in [0, 0x5EED] {
      let buckets = Set(names.map { RouteID($0)._rawHashValue(seed: seed) & 0xFF })
      #expect(buckets.count > 200, "seed \(seed)")
    }
    let first = names.prefix(64).map { RouteID($0)._rawHashValue(seed: 1) & 0xFF }
    let second = names.prefix(64).map { RouteID($0)._rawHashValue(seed: 2) & 0xFF }
    #expect(first != second)
    // Copying into smaller tables in the larger one's order stays correct.
    let small = Dictionary(uniqueKeysWithValues: table.prefix(100).map { ($0.key, $0.value) })
    #expect(small.count == 100)
    for (key, value) in small { #expect(table[key] == value) }
  }
}
