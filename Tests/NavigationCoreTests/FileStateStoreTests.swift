import Foundation
import NavigationCore
import NavigationFileStore
import NavigationJourneys
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
    later.dismissAllModals()
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
    let prefix = store.temporaryPrefix
    let dead = folder.appendingPathComponent("\(prefix)\(finished.processIdentifier)-1a2b.tmp")
    let live = folder.appendingPathComponent("\(prefix)\(getppid())-1a2b.tmp")
    let other = FileStateStore(url: folder.appendingPathComponent("other.json")).temporaryPrefix
    let unrelated = folder.appendingPathComponent("\(other)\(finished.processIdentifier)-1a2b.tmp")
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
    // A name this process could draw; the next save draws another and leaves this one alone.
    let temporary = folder.appendingPathComponent("\(store.temporaryPrefix)\(getpid())-1a2b.tmp")
    for length in 0...next.count {
      try next.prefix(length).write(to: temporary)
      #expect(try store.load() == first, "interrupted after \(length) bytes")
    }
    // The next save goes through despite the stale temporary file.
    try store.save(second)
    #expect(try store.load() == second)
    #expect(FileManager.default.fileExists(atPath: temporary.path))
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
    defer { removeFolder() }
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

/// The store against a hostile folder: concurrent saves, planted links, long names, huge files.
struct FileStateStoreHostileTests {
  let folder: URL
  let snapshots: [NavigationSnapshot]

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileStateStoreHostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let registry = try LifecycleFixture.registry()
    let state = try LifecycleFixture.richState(registry)
    snapshots = (0..<4).map {
      NavigationSnapshot(state: state, savedAt: LifecycleFixture.now + Double($0), sessionEnd: .background)
    }
  }

  private func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Before: one temporary name per process, so 2 × 3,000 saves had 2,068 failures and 7 corrupt loads.
  @Test func twoThreadsSavingThousandsOfTimesNeverFailAndNeverLoadACorruptFile() throws {
    defer { removeFolder() }
    let store = FileStateStore(url: folder.appendingPathComponent("state.json"))
    try store.save(snapshots[0])
    let saves = ProcessInfo.processInfo.environment["DEMETER_SLOW_TESTS"] == nil ? 300 : 3_000
    let failures = Counter()
    let badLoads = Counter()
    let snapshots = snapshots
    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      for index in 0..<saves {
        if worker < 2 {
          do { try store.save(snapshots[(index + worker) % snapshots.count]) } catch { failures.add(error) }
        } else {
          // A third thread reads while they write: every load is one of the saved snapshots.
          switch store.loadResult() {
          case .success(let loaded?) where snapshots.contains(loaded): break
          case let other: badLoads.add(other)
          }
        }
      }
    }
    #expect(failures.count == 0, "\(failures.first ?? "")")
    #expect(badLoads.count == 0, "\(badLoads.first ?? "")")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func aLinkPlantedAtTheNextTemporaryNameIsNeitherFollowedNorReplaced() throws {
    defer { removeFolder() }
    let victim = folder.appendingPathComponent("victim.txt")
    try Data("keep me".utf8).write(to: victim)
    let names = NameSequence(["planted", "fresh"])
    let store = FileStateStore(url: folder.appendingPathComponent("state.json"), suffixes: { names.next() })
    let planted = folder.appendingPathComponent("\(store.temporaryPrefix)\(getpid())-planted.tmp")
    try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
    try store.save(snapshots[0])
    #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted.path) == victim.path)
    #expect(try store.load() == snapshots[0])
  }

  @Test func aLinkPlantedWhereTheOldStoreWroteItsTemporaryFileRedirectsNothing() throws {
    defer { removeFolder() }
    let victim = folder.appendingPathComponent("victim.txt")
    try Data("keep me".utf8).write(to: victim)
    let store = FileStateStore(url: folder.appendingPathComponent("state.json"))
    // The predictable name of the old store, `.<name>.<pid>.tmp`.
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent(".state.json.\(getpid()).tmp"), withDestinationURL: victim)
    try store.save(snapshots[0])
    #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
    #expect(try store.load() == snapshots[0])
  }

  @Test func aStatePathThatIsASymbolicLinkIsRefusedByEveryOperationAndItsTargetKept() throws {
    defer { removeFolder() }
    let target = folder.appendingPathComponent("target.json")
    let targetStore = FileStateStore(url: target)
    try targetStore.save(snapshots[0])
    let link = folder.appendingPathComponent("state.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let store = FileStateStore(url: link)
    let refused = SnapshotError.symbolicLink(path: link.path)
    #expect(throws: refused) { try store.save(snapshots[1]) }
    #expect(throws: refused) { try store.load() }
    #expect(throws: refused) { try store.clear() }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try targetStore.load() == snapshots[0])
    #expect(refused.description.contains("symbolic link"))
  }

  @Test(arguments: [250, 255])
  func aStateFileWhoseNameIsAsLongAsTheSystemAllowsSaves(length: Int) throws {
    defer { removeFolder() }
    let name = String(repeating: "s", count: length - 5) + ".json"
    let store = FileStateStore(url: folder.appendingPathComponent(name))
    try store.save(snapshots[0])
    #expect(try store.load() == snapshots[0])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }

  /// Before: a 62 MB snapshot with a 10^6-deep stack was read, decoded and restored (8 s, 1.2 GB).
  @Test func aFileOverTheSizeLimitIsRefusedFromItsSizeWithoutBeingRead() throws {
    defer { removeFolder() }
    let url = folder.appendingPathComponent("state.json")
    // A sparse file: 62 MB of size at no cost, refused from `fstat` alone.
    let size = 62_000_000
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    let store = FileStateStore(url: url)
    #expect(throws: SnapshotError.tooLarge(bytes: size, limit: NavigationLimits.snapshotBytes)) { try store.load() }
    let launched = try LifecycleFixture.app().engine.launch(from: store.loadResult())
    #expect(!launched.restored)
    #expect(
      launched.events == [
        .reset(reason: SnapshotError.tooLarge(bytes: size, limit: NavigationLimits.snapshotBytes).description)
      ])
  }

  @Test func aSnapshotOverTheSizeLimitIsNotWrittenAndThePreviousOneStays() throws {
    defer { removeFolder() }
    let store = FileStateStore(url: folder.appendingPathComponent("state.json"))
    try store.save(snapshots[0])
    var huge = snapshots[1]
    huge.pendingDeepLink = String(repeating: "x", count: NavigationLimits.snapshotBytes)
    #expect {
      try store.save(huge)
    } throws: { error in
      if case .tooLarge(_, NavigationLimits.snapshotBytes) = error as? SnapshotError { true } else { false }
    }
    #expect(try store.load() == snapshots[0])
  }

  @Test func aFIFOAtTheStatePathIsCorruptAndDoesNotHangTheLaunch() throws {
    defer { removeFolder() }
    let url = folder.appendingPathComponent("state.json")
    #expect(mkfifo(url.path, 0o600) == 0)
    #expect {
      try FileStateStore(url: url).load()
    } throws: { error in
      if case .corrupt(let detail) = error as? SnapshotError { detail.contains("not a regular file") } else { false }
    }
  }
}

/// Counts what several threads report; keeps the first report.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [String] = []
  func add(_ report: Any) { lock.withLock { reports.append(String(describing: report)) } }
  var count: Int { lock.withLock { reports.count } }
  var first: String? { lock.withLock { reports.first } }
}

/// Hands out the given names in order, then random ones.
private final class NameSequence: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String]
  init(_ names: [String]) { self.names = names }
  func next() -> String {
    lock.withLock { names.isEmpty ? UUID().uuidString : names.removeFirst() }
  }
}
