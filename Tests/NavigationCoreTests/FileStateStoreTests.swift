import Foundation
import NavigationCore
import NavigationTesting
import Testing

/// The composer's store: one file, replaced atomically.
struct FileStateStoreTests {
  let folder: URL
  let store: FileStateStore
  let first: NavigationSnapshot
  let second: NavigationSnapshot

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileStateStoreTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store = FileStateStore(url: folder.appendingPathComponent("state.json"))
    let registry = try LifecycleFixture.registry()
    let state = try LifecycleFixture.richState(registry)
    first = NavigationSnapshot(state: state, savedAt: LifecycleFixture.now, sessionEnd: .background)
    var later = state
    later.selectedTab = "settings"
    later.modals = []
    second = NavigationSnapshot(state: later, savedAt: LifecycleFixture.now + 60, sessionEnd: .terminated)
  }

  private func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aSavedSnapshotLoadsBackAndClearLeavesNothing() throws {
    defer { removeFolder() }
    #expect(try store.load() == nil)
    try store.save(first)
    #expect(try store.load() == first)
    try store.save(second)
    #expect(try store.load() == second)
    try store.clear()
    #expect(try store.load() == nil)
    try store.clear()
  }

  @Test func saveLeavesNoTemporaryFileBehind() throws {
    defer { removeFolder() }
    try store.save(first)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func aSaveRemovesTheTemporaryFilesOfWritersThatDiedButNotOfLiveOnes() throws {
    defer { removeFolder() }
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = folder.appendingPathComponent(".state.json.\(finished.processIdentifier).tmp")
    let live = folder.appendingPathComponent(".state.json.\(getppid()).tmp")
    let unrelated = folder.appendingPathComponent(".other.json.\(finished.processIdentifier).tmp")
    for url in [dead, live, unrelated] { try Data("torn".utf8).write(to: url) }
    try store.save(first)
    #expect(!FileManager.default.fileExists(atPath: dead.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
    #expect(FileManager.default.fileExists(atPath: unrelated.path))
    #expect(try store.load() == first)
  }

  @Test func aSaveInterruptedAtAnyByteBeforeTheRenameLeavesThePreviousSnapshotReadable() throws {
    defer { removeFolder() }
    try store.save(first)
    let next = try second.encoded()
    // The writer's temporary file, as a crash would leave it: any prefix of the new bytes, never renamed.
    let temporary = folder.appendingPathComponent(".state.json.\(getpid()).tmp")
    for length in 0...next.count {
      try next.prefix(length).write(to: temporary)
      #expect(try store.load() == first, "interrupted after \(length) bytes")
    }
    // The next save goes through despite the stale temporary file.
    try store.save(second)
    #expect(try store.load() == second)
    #expect(!FileManager.default.fileExists(atPath: temporary.path))
  }

  @Test func aTornWriteOntoTheFileItselfIsDetectedAndNeverReadAsAnotherState() throws {
    defer { removeFolder() }
    // The non-atomic comparison: writing in place and crashing loses both snapshots, but never silently.
    let next = try second.encoded()
    var lost = 0
    for length in 0..<next.count {
      try next.prefix(length).write(to: store.url)
      let loaded = store.loadResult()
      if case .success(let snapshot) = loaded {
        Issue.record("torn at \(length) read as \(String(describing: snapshot))")
      }
      lost += 1
    }
    #expect(lost == next.count)
    try next.write(to: store.url)
    #expect(try store.load() == second)
  }

  @Test func aMissingFolderIsAStoreFailureWithThePath() {
    let store = FileStateStore(url: folder.appendingPathComponent("missing/state.json"))
    #expect {
      try store.save(first)
    } throws: { error in
      guard case .storeFailed(let detail) = error as? SnapshotError else { return false }
      return detail.contains("missing")
    }
  }

  @Test func corruptBytesOnDiskAreACorruptSnapshotNotNothing() throws {
    defer { removeFolder() }
    try store.write(Data("{\"version\":2".utf8))
    #expect {
      try store.load()
    } throws: { error in
      if case .corrupt = error as? SnapshotError { true } else { false }
    }
  }
}
