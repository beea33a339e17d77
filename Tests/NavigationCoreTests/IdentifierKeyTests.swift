import Foundation
import NavigationCore
import Testing

/// Tab and route ids are dictionary and set keys: ids equal as strings are one key, however they were written
/// or made, and different names are different keys, in tables of any size.
struct IdentifierKeyTests {
  /// "é" written as one scalar and as "e" plus a combining accent: equal as `String`s, so equal as ids, and
  /// one dictionary key.
  @Test func idsThatAreEqualAsStringsAreOneKey() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    #expect(TabID(composed) == TabID(decomposed))
    #expect(RouteID(composed) == RouteID(decomposed))
    var stacks: [TabID: Int] = [TabID(composed): 1]
    stacks[TabID(decomposed), default: 0] += 1
    #expect(stacks == [TabID(composed): 2])
    // The Kelvin sign is canonically the letter K.
    #expect(RouteID("caf\u{212A}") == RouteID("cafK"))
    let routes: Set<RouteID> = [RouteID(composed), RouteID(decomposed), "caf\u{212A}", "cafK"]
    #expect(routes.count == 2)
    #expect(routes.contains(RouteID(decomposed)) && routes.contains("cafK"))
  }

  /// Every way of making an id gives the same key; different names are different keys.
  @Test func everyInitialiserMakesTheSameKey() throws {
    let literal: RouteID = "history.entryDetail"
    let ids = [literal, RouteID("history.entryDetail"), RouteID(rawValue: "history.entryDetail")]
    let decoded = try JSONDecoder().decode(RouteID.self, from: Data(#""history.entryDetail""#.utf8))
    for id in ids + [decoded] {
      #expect(id == literal)
      #expect(Set([id, literal]).count == 1)
      #expect([literal: 1][id] == 1)
      #expect(id.rawValue == "history.entryDetail")
    }
    #expect(RouteID("history.entry") != literal)
    #expect(Set([RouteID("history.entry"), literal]).count == 2)
    let tabs = try JSONDecoder().decode([TabID: Int].self, from: Data(#"{"today": 1, "history": 2}"#.utf8))
    #expect(tabs[TabID("history")] == 2)
    #expect(tabs["today"] == 1)
    #expect(tabs["settings"] == nil)
  }

  /// Many keys in tables of many sizes (each table hashes with a seed of its own): every one is found, none
  /// twice, and keys move between tables of other sizes without being lost or merged.
  @Test func manyIdsAreFoundInTablesOfEverySize() {
    let names = (0..<2_000).map { "feature\($0 % 37).screen\($0)" }
    var table: [RouteID: Int] = [:]
    for (index, name) in names.enumerated() { table[RouteID(name)] = index }
    #expect(table.count == names.count)
    for (index, name) in names.enumerated() { #expect(table[RouteID(name)] == index) }
    #expect(table[RouteID("feature0.screen2000")] == nil)
    for size in [1, 7, 100, 1_000] {
      let small = Dictionary(uniqueKeysWithValues: table.prefix(size).map { ($0.key, $0.value) })
      #expect(small.count == size)
      for (key, value) in small { #expect(table[key] == value) }
      let keys = Set(small.keys)
      #expect(keys.union(table.keys).count == names.count)
      #expect(keys.intersection(table.keys).count == size)
      #expect(Set(names.prefix(size).map { RouteID($0) }).count == size)
    }
    let tabs = Set(names.map { TabID($0) })
    #expect(tabs.count == names.count)
    #expect(names.allSatisfy { tabs.contains(TabID($0)) })
  }
}
