import Foundation
@_spi(Benchmarks) import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The stored form: versioned, sealed with a checksum, equal snapshots are equal bytes.
struct NavigationSnapshotTests {
  let registry: RouteRegistry
  let snapshot: NavigationSnapshot

  init() throws {
    registry = try LifecycleFixture.registry()
    snapshot = NavigationSnapshot(
      state: try LifecycleFixture.richState(registry), savedAt: LifecycleFixture.now + 0.1234,
      sessionEnd: .terminated)
  }

  @Test func aSnapshotDecodesToExactlyTheValueEncodedAndEncodesToTheSameBytes() throws {
    let bytes = try snapshot.encoded()
    let decoded = try NavigationSnapshot.decode(bytes)
    #expect(decoded == snapshot)
    #expect(try decoded.encoded() == bytes)
  }

  @Test func screensAreStoredAsCanonicalPathsWithTheirPayloads() throws {
    let text = String(decoding: try snapshot.encoded(), as: UTF8.self)
    #expect(text.hasPrefix(#"{"checksum":""#))
    #expect(text.contains(#""path":"/settings/goals","payload":{"calories":"1800"}"#))
    #expect(text.contains(#""version":2"#))
  }

  @Test func anUnknownVersionIsRejectedByNumber() throws {
    var future = snapshot
    future.version = 3
    #expect(throws: SnapshotError.unsupportedVersion(3)) { try NavigationSnapshot.decode(try future.encoded()) }
  }

  @Test func aVersionOneSnapshotFromBeforeTheChecksumIsAFreshStart() throws {
    let old = Data(
      #"{"modals":[],"savedAt":1732093200000,"selectedTab":"history","sessionEnd":"background","stacks":{},"version":1}"#
        .utf8)
    #expect(throws: SnapshotError.unsupportedVersion(1)) { try NavigationSnapshot.decode(old) }
  }

  @Test func bytesThatParseButSayAnotherDayFailTheChecksum() throws {
    let text = String(decoding: try snapshot.encoded(), as: UTF8.self)
    let edited = Data(text.replacingOccurrences(of: "2024-11-01", with: "2024-11-02").utf8)
    #expect(edited != Data(text.utf8))
    #expect {
      try NavigationSnapshot.decode(edited)
    } throws: { error in
      if case .checksumMismatch = error as? SnapshotError { true } else { false }
    }
  }

  @Test func notJSONIsCorrupt() {
    #expect {
      try NavigationSnapshot.decode(Data("hello".utf8))
    } throws: { error in
      if case .corrupt = error as? SnapshotError { true } else { false }
    }
  }

  @Test func aSnapshotOfThreeTabsOfTwentyScreensAndTwoModalsStaysUnderSixteenKilobytes() throws {
    let large = NavigationSnapshot(
      state: try LifecycleFixture.richState(registry, depth: 20), savedAt: LifecycleFixture.now,
      sessionEnd: .background)
    #expect(try large.encoded().count < 16 * 1024)
  }

  /// The stored bytes of a real snapshot with `savedAt` replaced (the checksum is the original's: the
  /// range check comes before it, as the trap did).
  private func bytes(savedAt milliseconds: String) throws -> Data {
    let text = String(decoding: try snapshot.encoded(), as: UTF8.self)
    let edited = text.replacingOccurrences(
      of: #""savedAt":[-0-9]+"#, with: "\"savedAt\":\(milliseconds)", options: .regularExpression)
    #expect(edited.contains("\"savedAt\":\(milliseconds),"))
    return Data(edited.utf8)
  }

  /// Before: `Int64(Double)` trapped while re-encoding these bytes for the checksum, on every launch.
  @Test(arguments: ["9223372036854775807", "-9223372036854775808", "9007199254740993", "-9007199254740993"])
  func aSavedAtBeyondWhatADateKeepsExactlyIsOutOfRangeNotATrap(milliseconds: String) throws {
    let stored = try bytes(savedAt: milliseconds)
    let error = SnapshotError.outOfRange(field: "savedAt", value: "\(milliseconds) ms since 1970")
    #expect(throws: error) { try NavigationSnapshot.decode(stored) }
    let launched = TestApp(registry: registry).engine
      .launch(from: InMemoryStateStore(bytes: stored).loadResult())
    #expect(!launched.restored)
    #expect(launched.events == [.reset(reason: error.description)])
  }

  @Test func theWidestSavedAtStillRoundTripsExactly() throws {
    for milliseconds in [
      NavigationSnapshot.savedAtMilliseconds.lowerBound, NavigationSnapshot.savedAtMilliseconds.upperBound,
    ] {
      var edge = snapshot
      edge.savedAt = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
      let stored = try edge.encoded()
      #expect(String(decoding: stored, as: UTF8.self).contains("\"savedAt\":\(milliseconds),"))
      #expect(try NavigationSnapshot.decode(stored) == edge)
    }
  }

  /// Before: a clock beyond about 9.2e15 s trapped the save (`Int64` of the milliseconds).
  @Test(arguments: [9.3e15, -9.3e15, 1e300, Double.infinity, -Double.infinity, Double.nan])
  func aClockBeyondAnyStorableInstantFailsTheSaveWithATypedError(seconds: Double) throws {
    let engine = TestApp(registry: registry, start: JourneyClock(now: Date(timeIntervalSince1970: seconds))).engine
    var state = engine.freshState()
    let saved = try #require(engine.reduce(&state, .background).snapshot)
    let store = InMemoryStateStore()
    #expect {
      try store.save(saved)
    } throws: { error in
      if case .outOfRange(field: "savedAt", _) = error as? SnapshotError { true } else { false }
    }
    #expect(store.data == nil)
    // The launch that follows starts fresh, whatever the clock says.
    #expect(!engine.launch(from: store.loadResult()).restored)
  }

  @Test func anAlertAndReduceMotionAreStoredOnlyWhenSetSoOlderSnapshotsKeepTheirBytes() throws {
    let plain = String(decoding: try snapshot.encoded(), as: UTF8.self)
    #expect(!plain.contains("alertRequest") && !plain.contains("reduceMotion"))
    var marked = snapshot
    marked.alertRequest = .dismiss
    marked.reduceMotion = true
    let bytes = try marked.encoded()
    #expect(try NavigationSnapshot.decode(bytes) == marked)
  }

  @Test func bytesOverTheSizeLimitAreRefusedBeforeDecoding() {
    let huge = Data(repeating: UInt8(ascii: " "), count: NavigationLimits.snapshotBytes + 1)
    #expect(throws: SnapshotError.tooLarge(bytes: huge.count, limit: NavigationLimits.snapshotBytes)) {
      try NavigationSnapshot.decode(huge)
    }
  }
}
