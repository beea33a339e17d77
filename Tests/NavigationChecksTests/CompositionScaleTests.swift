import NavigationChecks
import NavigationCore
import NavigationTesting
import Testing

/// Synthetic feature `i`: its own tab, a root linking to nine screens (seven sections, an item by UUID, a day).
private struct SyntheticModule: RouteModule {
  let index: Int

  var name: String { "Synthetic\(index)" }
  var tab: TabID { TabID("synthetic\(index)") }
  var tabs: [TabDefinition] { [TabDefinition(id: tab, title: "S\(index)", icon: "square", order: 100 + index)] }
  var routes: [RouteDefinition] {
    let prefix = "synthetic\(index)"
    let root = RouteID("\(prefix).root")
    let children: [(RouteID, String)] =
      (1...7).map { (RouteID("\(prefix).section\($0)"), "\(prefix)/section\($0)") } + [
        (RouteID("\(prefix).item"), "\(prefix)/item/{id:uuid}"), (RouteID("\(prefix).day"), "\(prefix)/day/{date:day}"),
      ]
    return [
      RouteDefinition(id: root, pattern: prefix, placement: .tabRoot(tab), title: prefix, links: children.map(\.0))
    ]
      + children.map { RouteDefinition(id: $0.0, pattern: $0.1, placement: .push(tab: tab, parent: root), title: "S") }
  }
}

/// A late feature whose day screen takes the links of `Synthetic500`'s day screen.
private struct PlantedModule: RouteModule {
  let name = "Planted"
  var tabs: [TabDefinition] { [TabDefinition(id: "planted", title: "Planted", icon: "leaf", order: 5_000)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "planted.root", pattern: "planted", placement: .tabRoot("planted"), title: "Planted",
        links: ["planted.day"]),
      RouteDefinition(
        id: "planted.day", pattern: "synthetic500/day/{when:day}",
        placement: .push(tab: "planted", parent: "planted.root"), title: "Day"),
    ]
  }
}

struct CompositionScaleTests {
  private let today = Day(year: 2024, month: 11, day: 20)!
  private let modules: [any RouteModule] = (0..<1_000).map { SyntheticModule(index: $0) } + [PlantedModule()]

  @Test func aThousandModuleCompositionFindsAndNamesThePlantedConflict() {
    let findings = CompositionCheck.findings(for: modules, today: today)
    #expect(findings.map(\.check) == ["ambiguous-patterns"])
    #expect(findings.first?.modules == ["Synthetic500", "Planted"])
    #expect(findings.first?.routes == ["synthetic500.day", "planted.day"])
  }

  /// One backward search per main screen: a hundred tab roots, each 2 actions from every detail screen
  /// (Back, then the tab). (A hundred, not a thousand: the searches grow with tabs × routes, which the
  /// release benchmark, not a debug test, measures.)
  @Test func aHundredTabsAreEachNotedWithTheirWorstCase() {
    let notes = CompositionCheck.notes(for: Array(modules.prefix(100)))
    // A hundred tabs are more than a tab bar shows: that note first, then one per tab root.
    #expect(notes.count == 101)
    #expect(notes.first?.hasPrefix("100 tabs: on iPhone") == true)
    #expect(notes.dropFirst().allSatisfy { $0.contains("takes at most 2 actions from any screen") })
  }

  @Test func aThousandModuleRegistryRejectsOnlyThePlantedConflict() throws {
    let error = #expect(throws: RegistrationError.self) { try RouteRegistry(app: .fixture, modules: modules) }
    #expect(
      error?.problems == [
        .conflictingPatterns("synthetic500.day", module: "Synthetic500", "planted.day", otherModule: "Planted")
      ])
    let registry = try RouteRegistry(app: .fixture, modules: Array(modules.dropLast()))
    #expect(registry.routes.count == 10_000)
    #expect(
      try registry.resolve(link: "demeter://synthetic999/day/2024-11-18", today: today).get().route
        == "synthetic999.day")
  }
}
