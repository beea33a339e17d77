import AppComposition
import Foundation
@_spi(Benchmarks) @_spi(StateBuilding) import NavigationCore
import NavigationFileStore
import NavigationTesting

/// c) Saving and restoring the state of a well-used app: 3 tabs × 20 screens and 2 modals (voice input
/// with a transcript under the nutrition review), as snapshots of the real composed app.
///
/// Goals (issue #4): save and restore each under 1 ms, snapshot under 16 KB.
enum PersistenceBenchmarks {
  struct Fixture {
    let engine: NavigationEngine
    let state: NavigationState
    let snapshot: NavigationSnapshot
    let bytes: Data
  }

  static func fixture() -> Fixture {
    let now = Date(timeIntervalSince1970: 1_732_093_200)  // 2024-11-20T09:00:00Z
    let engine = try! AppComposition.makeEngine(
      data: AllAvailableDataSource(),
      environment: NavigationEnvironment(
        now: { now }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource()))
    let registry = engine.registry
    func uuid(_ index: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", index) }
    var state = engine.freshState()
    try! state.push((0..<20).map { try! registry.screen("today.entry", parameters: ["id": uuid($0)]) }, on: "today")
    let history =
      [try! registry.screen("history.dayDetail", parameters: ["date": "2024-11-18"])]
      + (1..<20).map {
        try! registry.screen("history.entryDetail", parameters: ["date": "2024-11-18", "id": uuid(100 + $0)])
      }
    try! state.push(history, on: "history")
    let sections: [RouteID] = ["settings.goals", "settings.preferences", "settings.about"]
    let settings = (0..<20).map { index in
      try! registry.screen(sections[index % 3], payload: index == 0 ? ["calories": "1850"] : [:])
    }
    try! state.push(settings, on: "settings")
    state.selectedTab = "history"
    let voice = try! registry.screen("voice.input", payload: ["phase": "paused", "transcript": "two eggs and toast"])
    let review = try! registry.screen("nutrition.review", payload: ["transcript": "two eggs and toast"])
    let presenter = state.stacks["history"]!.last!.path
    try! state.present([
      ModalPresentation(
        screen: voice, style: .sheet, originTab: "history", presenterPath: presenter, opener: .floatingButton),
      ModalPresentation(
        screen: review, style: .sheet, originTab: "history", presenterPath: "/voice", opener: .screen(path: "/voice")),
    ])
    let snapshot = NavigationSnapshot(state: state, savedAt: now, sessionEnd: .background)
    let bytes = try! snapshot.encoded()
    let restored = engine.launch(from: .success(try! NavigationSnapshot.decode(bytes)))
    precondition(restored.restored && restored.state.stacks == state.stacks, "the fixture must restore exactly")
    return Fixture(engine: engine, state: state, snapshot: snapshot, bytes: bytes)
  }

  static func suite(_ fixture: Fixture) -> Suite {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demeter-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = FileStateStore(url: folder.appendingPathComponent("state.json"))
    try! store.save(fixture.snapshot)
    let engine = fixture.engine
    let state = fixture.state
    let saved = fixture.snapshot.savedAt
    return Suite(
      title: "c) persistence: 3 tabs × 20 screens + 2 modals, \(fixture.bytes.count) bytes, per operation",
      rows: [
        Row(
          "save    snapshot + encode", expectHit: true,
          [
            ours: Workload {
              (try? NavigationSnapshot(state: state, savedAt: saved, sessionEnd: .background).encoded()) != nil
            }
          ]),
        Row(
          "restore decode + launch (re-resolve 62 paths)", expectHit: true,
          [
            ours: Workload {
              guard let snapshot = try? NavigationSnapshot.decode(fixture.bytes) else { return false }
              return engine.launch(from: .success(snapshot)).restored
            }
          ]),
        Row(
          "file    FileStateStore.save (temp file, fsync, rename)", expectHit: true,
          [ours: Workload { (try? store.save(fixture.snapshot)) != nil }]),
        Row(
          "file    FileStateStore.load + launch", expectHit: true,
          [ours: Workload { engine.launch(from: store.loadResult()).restored }]),
      ])
  }

  static func printResults(_ results: [RowResult], bytes: Int) {
    print("\nc) persistence (3 tabs × 20 screens + 2 modals)")
    for result in results {
      guard let measurement = result.byColumn[ours] else { continue }
      print(
        "  \(Report.pad(result.row.label, 56)) \(Report.lpad(Report.format(measurement.medianNanoseconds / 1000, 1), 9)) µs"
          + "  \(Report.format(measurement.allocationsPerOperation, 0)) allocations")
    }
    func median(_ prefix: String) -> Double? {
      results.first { $0.row.label.hasPrefix(prefix) }?.byColumn[ours]?.medianNanoseconds
    }
    if let save = median("save"), let restore = median("restore") {
      Report.verdict(save < 1_000_000, "save under 1 ms: \(Report.format(save / 1000, 1)) µs")
      Report.verdict(restore < 1_000_000, "restore under 1 ms: \(Report.format(restore / 1000, 1)) µs")
    }
    Report.verdict(bytes < 16 * 1024, "snapshot under 16 KB: \(bytes) bytes")
  }
}
