import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The device store, on Linux Foundation's `UserDefaults(suiteName:)`.
struct UserDefaultsStateStoreTests {
  let suite = "demeter.navigation.tests.\(UUID().uuidString)"
  let snapshot: NavigationSnapshot

  init() throws {
    let registry = try LifecycleFixture.registry()
    snapshot = NavigationSnapshot(
      state: try LifecycleFixture.richState(registry), savedAt: LifecycleFixture.now, sessionEnd: .background)
  }

  @Test func aSavedSnapshotLoadsBackFromAnotherDefaultsObjectOfTheSameSuite() throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsStateStore(defaults: defaults)
    #expect(try store.load() == nil)
    try store.save(snapshot)
    let other = UserDefaultsStateStore(defaults: try #require(UserDefaults(suiteName: suite)))
    #expect(try other.load() == snapshot)
    try store.clear()
    #expect(try store.load() == nil)
  }

  @Test func aValueOfAnotherTypeUnderTheKeyIsCorrupt() throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsStateStore(defaults: defaults, key: "snapshot")
    defaults.set("not data", forKey: "snapshot")
    #expect(throws: SnapshotError.corrupt("the stored value is not data")) { try store.load() }
  }

  @Test func truncatedBytesUnderTheKeyAreCorrupt() throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsStateStore(defaults: defaults, key: "snapshot")
    defaults.set(try snapshot.encoded().prefix(100), forKey: "snapshot")
    #expect {
      try store.load()
    } throws: { error in
      if case .corrupt = error as? SnapshotError { true } else { false }
    }
  }

  /// Before: these bytes trapped in `NavigationSnapshot` and `makeCoordinator` crashed on every start.
  @Test func aSavedAtOfInt64MaxUnderTheKeyStartsTheCoordinatorFreshWithTheReasonLogged() async throws {
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let text = String(decoding: try snapshot.encoded(), as: UTF8.self)
      .replacingOccurrences(
        of: #""savedAt":[0-9]+"#, with: #""savedAt":9223372036854775807"#, options: .regularExpression)
    defaults.set(Data(text.utf8), forKey: "snapshot")
    let store = UserDefaultsStateStore(defaults: defaults, key: "snapshot")
    let error = SnapshotError.outOfRange(field: "savedAt", value: "9223372036854775807 ms since 1970")
    #expect(throws: error) { try store.load() }
    let logger = RecordingLogger()
    let registry = try LifecycleFixture.registry()
    let launched = await MainActor.run {
      NavigationCoordinator(
        engine: TestApp(registry: registry).engine, store: store,
        logger: logger
      ).launch()
    }
    #expect(!launched.restored)
    #expect(launched.events == [.reset(reason: error.description)])
    #expect(logger.entries.contains { $0.message.contains("out of range") })
  }
}
