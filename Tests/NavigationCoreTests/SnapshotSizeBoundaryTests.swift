import Foundation
import NavigationFileStore
import NavigationJourneys
import NavigationTesting
import Testing

@_spi(Fuzzing) @testable import NavigationCore

/// ``NavigationLimits/snapshotBytes`` at its boundary: a snapshot of exactly the limit saves and loads, one
/// byte more is refused, and a file over it is refused from its size, never read (issue 26, family 9).
@Suite struct SnapshotSizeBoundaryTests {
  static let limit = NavigationLimits.snapshotBytes

  static func snapshot(note: String = "") -> NavigationSnapshot {
    NavigationSnapshot(
      savedAt: LifecycleFixture.now, sessionEnd: .background, selectedTab: "history",
      stacks: ["history": [SavedScreen(path: "/history/2024-11-18", payload: note.isEmpty ? [:] : ["note": note])]],
      modals: [])
  }

  /// Stored bytes of exactly `count`: a real snapshot, then JSON whitespace, which decoding skips.
  static func bytes(count: Int) throws -> Data {
    var data = try snapshot().encoded()
    data.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count - data.count))
    return data
  }

  /// The size of `snapshot`'s encoding, within the limit or not.
  static func encodedSize(_ snapshot: NavigationSnapshot) throws -> Int {
    do {
      return try snapshot.encoded().count
    } catch {
      guard case .tooLarge(let bytes, _) = error else { throw error }
      return bytes
    }
  }

  /// A snapshot whose encoding is `count` bytes (a payload padded until it is; the checksum's digits can move it).
  static func snapshot(encodedTo count: Int) throws -> NavigationSnapshot {
    var pad = count - 300
    for _ in 0..<16 {
      let candidate = snapshot(note: String(repeating: "a", count: pad))
      let size = try encodedSize(candidate)
      if size == count { return candidate }
      pad += count - size
    }
    throw SnapshotError.storeFailed("no padding reaches \(count) bytes")
  }

  @Test func storedBytesOfExactlyTheLimitDecodeAndOneByteMoreIsRefused() throws {
    #expect(try NavigationSnapshot.decode(Self.bytes(count: Self.limit)) == Self.snapshot())
    #expect(throws: SnapshotError.tooLarge(bytes: Self.limit + 1, limit: Self.limit)) {
      try NavigationSnapshot.decode(Self.bytes(count: Self.limit + 1))
    }
  }

  @Test func aSnapshotEncodedToExactlyTheLimitSavesAndLoadsAndOneByteMoreDoesNotSave() throws {
    let exact = try Self.snapshot(encodedTo: Self.limit)
    let bytes = try exact.encoded()
    #expect(bytes.count == Self.limit)
    #expect(try NavigationSnapshot.decode(bytes) == exact)
    let over = try Self.snapshot(encodedTo: Self.limit + 1)
    #expect(throws: SnapshotError.tooLarge(bytes: Self.limit + 1, limit: Self.limit)) { try over.encoded() }
  }

  /// Through a session: a state handed in whose snapshot would be exactly the limit passes the one admission
  /// first (issue 54), which cuts its payload to ``NavigationLimits/payloadValueBytes`` as a launch would, so it
  /// saves at the next background. (A state the app builds stays within ``NavigationLimits/stateBytes``.)
  @Test func aSessionAdmitsAStateWhoseSnapshotWouldBeTheLimitAndSavesIt() throws {
    let registry = try LifecycleFixture.registry()
    let app = TestApp(registry: registry)
    var state = NavigationState(selectedTab: "history")
    var pad = Self.limit - 400
    for _ in 0..<16 {
      let note = String(repeating: "a", count: pad)
      // Past the budget a state the app builds keeps: a state from outside, not yet admitted.
      let day = try LifecycleFixture.screen(registry, "/history/2024-11-18", payload: ["note": note])
      state = NavigationState(unadmitted: "history", stacks: ["history": [day]], modals: [])
      let size = try Self.encodedSize(
        NavigationSnapshot(state: state, savedAt: LifecycleFixture.now, sessionEnd: .background))
      if size == Self.limit { break }
      pad += Self.limit - size
    }
    let store = InMemoryStateStore()
    var session = app.session(store: store)
    session.launch()
    session.adopt(state)
    #expect(session.state.stacks["history"]?.first?.payload["note"]?.utf8.count == NavigationLimits.payloadValueBytes)
    let saved = session.send(.background)
    #expect(saved.events.contains { if case .saved = $0 { true } else { false } }, "\(saved.events)")
    #expect(try NavigationSnapshot.decode(try #require(store.data)).stacks["history"]?.count == 1)
  }

  /// Through a session over a state file: a file of exactly the limit is restored; one byte more is a fresh
  /// start that says why.
  @Test func aSessionRestoresAStateFileOfExactlyTheLimitAndStartsFreshOneByteOver() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("size-boundary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("state.json")
    let app = try LifecycleFixture.app()

    try Self.bytes(count: Self.limit).write(to: url)
    var session = app.session(store: FileStateStore(url: url))
    #expect(session.launch().restored)
    #expect(session.state.stacks["history"]?.map(\.path) == ["/history/2024-11-18"])

    try Self.bytes(count: Self.limit + 1).write(to: url)
    session = app.session(store: FileStateStore(url: url))
    let launch = session.launch()
    #expect(!launch.restored)
    #expect(launch.events.contains { "\($0)".contains("more than the limit of \(Self.limit)") })
  }

  /// A store over a state file that counts the bytes its reads ask for (the store's read seam).
  static func countingStore(in folder: URL) -> (FileStateStore, ReadCounter) {
    let asked = ReadCounter()
    let reads = FileReadCall { descriptor, buffer, count in
      asked.add(count)
      return FileReadCall.live.read(descriptor, buffer, count)
    }
    let store = FileStateStore(
      url: folder.appendingPathComponent("state.json"), suffixes: AtomicFile.randomSuffix, reads: reads)
    return (store, asked)
  }

  static func folder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The store decides from the file's size: a file one byte over the limit is never read (no read asks for
  /// a byte), while a file of exactly the limit is read whole.
  @Test func aStateFileOverTheLimitIsNeverReadByTheStore() throws {
    let folder = try Self.folder("never-read")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, asked) = Self.countingStore(in: folder)
    try Self.bytes(count: Self.limit + 1).write(to: store.url)
    #expect(throws: SnapshotError.tooLarge(bytes: Self.limit + 1, limit: Self.limit)) { try store.load() }
    #expect(asked.value == 0)
    try Self.bytes(count: Self.limit).write(to: store.url)
    #expect(try store.load() == Self.snapshot())
    #expect(asked.value > Self.limit)
  }

  /// Through a session: a launch from a state file over the limit starts fresh without a byte read.
  @Test func aLaunchFromAStateFileOverTheLimitStartsFreshWithoutReadingIt() throws {
    let folder = try Self.folder("never-read-launch")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, asked) = Self.countingStore(in: folder)
    try Self.bytes(count: Self.limit + 1).write(to: store.url)
    let app = try LifecycleFixture.app()
    var session = app.session(store: store)
    let launch = session.launch()
    #expect(!launch.restored)
    #expect(launch.events.contains { "\($0)".contains("more than the limit of \(Self.limit)") })
    #expect(asked.value == 0)
  }
}

/// A count shared with a `@Sendable` read call.
final class ReadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var total = 0
  var value: Int { lock.withLock { total } }
  func add(_ amount: Int) { lock.withLock { total += amount } }
}
