import Foundation
import NavigationCore
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
}
