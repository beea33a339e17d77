import AppComposition
import Foundation
import NavigationChecks
@_spi(StateBuilding) import NavigationCore
import NavigationTesting

/// d) Composition at scale: the app's five modules plus 0, 10, 100 and 1,000 synthetic modules (each its own
/// tab and 10 routes, two of them typed): building the registry, `CompositionCheck.findings` and
/// `CompositionCheck.notes` (together what `composer validate` runs) and the full launch (an engine and
/// coordinator on the composition, restored from a store holding a snapshot).
///
/// Goals (issue #13): 10,000 routes build in under 100 ms and validate (findings and notes) in under 2 s;
/// from 1,000 to 10,000 routes the registry, the findings and the launch each grow at most 15×; the app's own
/// launch (5 modules) under 1 ms. The notes are one backward search per main screen (issue 25): here every
/// synthetic module adds a tab, so they grow with tabs × routes, and only their share of the 2 s is judged.
enum CompositionBenchmarks {
  static let sizes = [0, 10, 100, 1_000]
  static let now = Date(timeIntervalSince1970: 1_732_093_200)  // 2024-11-20T09:00:00Z
  static let today = Day(year: 2024, month: 11, day: 20)!

  /// One synthetic feature: tab `synthetic<i>` (order 100 + i), a root linking to its nine screens: seven
  /// literal sections, an entry by UUID and a day.
  struct SyntheticModule: RouteModule {
    let index: Int

    var name: String { "Synthetic\(index)" }
    var tab: TabID { TabID("synthetic\(index)") }
    var tabs: [TabDefinition] {
      [TabDefinition(id: tab, title: "Synthetic \(index)", icon: "square", order: 100 + index)]
    }
    var routes: [RouteDefinition] {
      let prefix = "synthetic\(index)"
      let root = RouteID("\(prefix).root")
      let children: [(id: RouteID, pattern: String, title: String)] =
        (1...7).map { (RouteID("\(prefix).section\($0)"), "\(prefix)/section\($0)", "Section \($0)") } + [
          (RouteID("\(prefix).item"), "\(prefix)/item/{id:uuid}", "Item"),
          (RouteID("\(prefix).day"), "\(prefix)/day/{date:day}", "Day"),
        ]
      return [
        RouteDefinition(
          id: root, pattern: prefix, placement: .tabRoot(tab), title: "Synthetic \(index)", links: children.map(\.id))
      ]
        + children.map { child in
          RouteDefinition(
            id: child.id, pattern: child.pattern, placement: .push(tab: tab, parent: root), title: child.title)
        }
    }
  }

  /// A store that keeps the snapshot's bytes in memory and decodes them on every load, as a device store does.
  struct MemoryStore: NavigationStateStore {
    let bytes: Data
    func write(_ bytes: Data) throws(SnapshotError) {}
    func load() throws(SnapshotError) -> NavigationSnapshot? { try NavigationSnapshot.decode(bytes) }
    func clear() throws(SnapshotError) {}
  }

  struct Measured {
    let modules: Int
    let routes: Int
    let registry: Double
    let validate: Double
    let notes: Double
    let launch: Double
  }

  static func environment() -> NavigationEnvironment {
    NavigationEnvironment(now: { now }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource())
  }

  /// A snapshot of a used app on `extras`' composition: three screens on History, a synthetic tab selected
  /// with a day pushed (when there is one).
  static func snapshotBytes(_ extras: [any RouteModule]) -> Data {
    let engine = try! AppComposition.makeEngine(
      data: AllAvailableDataSource(), environment: environment(), adding: extras)
    let registry = engine.registry
    var state = engine.freshState()
    try! state.push(
      [
        try! registry.screen("history.dayDetail", parameters: ["date": "2024-11-18"]),
        try! registry.screen(
          "history.entryDetail", parameters: ["date": "2024-11-18", "id": "6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60"]),
      ], on: "history")
    state.selectedTab = "history"
    if let last = extras.last as? SyntheticModule {
      try! state.push(
        [try! registry.screen(RouteID("synthetic\(last.index).day"), parameters: ["date": "2024-11-18"])],
        on: last.tab)
      state.selectedTab = last.tab
    }
    return try! NavigationSnapshot(state: state, savedAt: now, sessionEnd: .background).encoded()
  }

  /// Median nanoseconds of one call of `operation`; operations repeat within a sample of ~200 ms, so the
  /// largest compositions also average a few calls per sample.
  static func measure(rounds: Int, _ operation: () -> Bool) -> Double {
    let clock = ContinuousClock()
    let first = clock.measure { precondition(operation(), "the composition benchmark's operation failed") }
    let perCall = max(nanoseconds(first), 1)
    let repeats = max(1, Int(200_000_000 / perCall))
    let rounds = perCall > 1e9 ? min(rounds, 3) : rounds
    var samples: [Double] = []
    for _ in 0..<rounds {
      var ok = true
      let elapsed = clock.measure {
        for _ in 0..<repeats where !operation() { ok = false }
      }
      precondition(ok, "the composition benchmark's operation failed")
      samples.append(nanoseconds(elapsed) / Double(repeats))
    }
    return median(samples)
  }

  /// `count` synthetic modules, the extras of one row.
  static func syntheticModules(_ count: Int) -> [any RouteModule] {
    (0..<count).map { SyntheticModule(index: $0) }
  }

  /// What the "registry ms" column times: building the app's registry with `extras` added.
  static func buildsRegistry(adding extras: [any RouteModule]) -> Bool {
    (try? AppComposition.makeRegistry(adding: extras)) != nil
  }

  /// Building the registry of the largest row, for `--profile-registry`.
  static func largestRegistry() -> Workload {
    let extras = syntheticModules(sizes.max() ?? 0)
    return Workload { buildsRegistry(adding: extras) }
  }

  @MainActor
  static func run(rounds: Int, filter: String?) -> [Measured] {
    printHeader()
    var results: [Measured] = []
    for count in sizes {
      let label = "composition \(5 + count) modules"
      if let filter, !label.contains(filter) { continue }
      let extras = syntheticModules(count)
      let modules = AppComposition.modules + extras
      let routes = modules.reduce(0) { $0 + $1.routes.count }
      let registry = measure(rounds: rounds) { buildsRegistry(adding: extras) }
      let validate = measure(rounds: rounds) {
        CompositionCheck.findings(for: modules, today: today).isEmpty
      }
      let notes = measure(rounds: rounds) { !CompositionCheck.notes(for: modules).isEmpty }
      let store = MemoryStore(bytes: snapshotBytes(extras))
      let launch = measure(rounds: rounds) {
        let coordinator = try? AppComposition.makeCoordinator(
          data: AllAvailableDataSource(), store: store, environment: environment(), adding: extras,
          driver: ImmediateTransitionDriver())
        // Restored, not fresh: a fresh launch would select the default tab, Today.
        return coordinator?.state.selectedTab == (extras.last as? SyntheticModule)?.tab ?? "history"
      }
      let measured = Measured(
        modules: modules.count, routes: routes, registry: registry, validate: validate, notes: notes,
        launch: launch)
      printRow(measured)
      results.append(measured)
    }
    return results
  }

  static func printHeader() {
    print("d) composition: the app's 5 modules + N synthetic (own tab, 10 routes, 2 typed), median per call")
    print(
      "  \(Report.pad("modules", 8)) \(Report.lpad("routes", 7)) \(Report.lpad("registry ms", 12)) "
        + "\(Report.lpad("validate ms", 12)) \(Report.lpad("notes ms", 10)) \(Report.lpad("launch ms", 10))")
  }

  static func printRow(_ measured: Measured) {
    func ms(_ value: Double) -> String { Report.format(value / 1e6, value < 1e6 ? 3 : 1) }
    print(
      "  \(Report.pad(String(measured.modules), 8)) \(Report.lpad(String(measured.routes), 7)) "
        + "\(Report.lpad(ms(measured.registry), 12)) \(Report.lpad(ms(measured.validate), 12)) "
        + "\(Report.lpad(ms(measured.notes), 10)) \(Report.lpad(ms(measured.launch), 10))")
  }

  static func printGoals(_ results: [Measured]) {
    guard let app = results.first(where: { $0.modules == 5 }),
      let thousand = results.first(where: { $0.modules == 105 }),
      let large = results.first(where: { $0.modules == 1_005 })
    else {
      if !results.isEmpty { print("SKIP composition goals (rows filtered out)\n") }
      return
    }
    defer { print() }
    Report.verdict(
      large.registry < 100e6, "10,000 routes build under 100 ms: \(Report.format(large.registry / 1e6, 1)) ms")
    let validate = large.validate + large.notes
    Report.verdict(
      validate < 2e9,
      "10,000 routes validate under 2 s (findings and notes): \(Report.format(validate / 1e6, 1)) ms")
    for (name, small, big) in [
      ("registry", thousand.registry, large.registry), ("validate", thousand.validate, large.validate),
      ("launch", thousand.launch, large.launch),
    ] {
      Report.verdict(
        big / small <= 15, "\(name) grows ≤ 15× from 1,000 to 10,000 routes: \(Report.format(big / small, 1))×")
    }
    Report.verdict(app.launch < 1e6, "the app's own launch under 1 ms: \(Report.format(app.launch / 1e3, 1)) µs")
  }
}
