import Foundation
import NavigationCore
import NavigationFileStore
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rules of a replacing write, each checked deterministically through the fault-injecting seam
/// (`FileWriteCalls`) instead of a stress test's timing: the bytes go to a temporary file, never the file
/// itself; a write that fails partway leaves the old file whole; the temporary file is created exclusively;
/// dead writers' temporary files are removed, live ones' kept.
struct WriteFaultTests {
  /// A value the seam's closures share, behind a lock.
  final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&value) } }
  }

  let folder: URL
  let target: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("WriteFaultTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    target = folder.appendingPathComponent("state.json")
    try Data("old".utf8).write(to: target)
  }

  private func removeFolder() { try? FileManager.default.removeItem(at: folder) }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// Live calls, except `write`, which writes `allowed` bytes and then fails with ENOSPC (a disk that fills).
  static func diskFillingAfter(_ allowed: Int, opened: Shared<[String]>) -> FileWriteCalls {
    let written = Shared(0)
    return FileWriteCalls(
      open: { path, flags, mode in
        opened.withLock { $0.append(path) }
        return FileWriteCalls.live.open(path, flags, mode)
      },
      write: { descriptor, bytes, count in
        let room = written.withLock { allowed - $0 }
        guard room > 0 else {
          errno = ENOSPC
          return -1
        }
        let result = FileWriteCalls.live.write(descriptor, bytes, min(count, room))
        if result > 0 { written.withLock { $0 += result } }
        return result
      },
      fsync: FileWriteCalls.live.fsync, rename: FileWriteCalls.live.rename)
  }

  @Test func aWriteThatFailsPartwayLeavesTheOldFileWholeAndNoTemporaryFile() throws {
    defer { removeFolder() }
    let opened = Shared<[String]>([])
    let file = AtomicFile(path: target.path, tag: "test", calls: Self.diskFillingAfter(2, opened: opened))
    #expect(throws: CheckedFileError.self) { try file.replace(with: Data("new bytes".utf8)) }
    #expect(try String(contentsOf: target, encoding: .utf8) == "old")
    #expect(try names() == ["state.json"])
    // The bytes went to a temporary file beside it, never to the file itself.
    let paths = opened.withLock { $0 }
    #expect(paths.count == 1)
    #expect(paths.allSatisfy { $0 != target.path && $0.hasPrefix(folder.path + "/" + file.temporaryPrefix) })
  }

  @Test func aStoreWhoseSaveFailsPartwayStillLoadsTheOldSnapshot() throws {
    defer { removeFolder() }
    let registry = try LifecycleFixture.registry()
    let snapshot = NavigationSnapshot(
      state: try LifecycleFixture.richState(registry), savedAt: LifecycleFixture.now, sessionEnd: .background)
    try FileStateStore(url: target).save(snapshot)
    let store = FileStateStore(
      url: target, suffixes: AtomicFile.randomSuffix, calls: Self.diskFillingAfter(100, opened: Shared([])))
    var changed = snapshot
    changed.selectedTab = "settings"
    #expect(throws: SnapshotError.self) { try store.save(changed) }
    #expect(try FileStateStore(url: target).load() == snapshot)
  }

  @Test func theTemporaryFileIsCreatedExclusivelyNeverOverAnExistingOne() throws {
    defer { removeFolder() }
    let suffixes = Shared(["taken", "free"])
    let flags = Shared<[Int32]>([])
    var calls = FileWriteCalls.live
    calls.open = { path, flag, mode in
      flags.withLock { $0.append(flag) }
      return FileWriteCalls.live.open(path, flag, mode)
    }
    let file = AtomicFile(
      path: target.path, tag: "test", suffixes: { suffixes.withLock { $0.removeFirst() } }, calls: calls)
    let taken = folder.appendingPathComponent("\(file.temporaryPrefix)\(getpid())-taken.tmp")
    try Data("someone else's".utf8).write(to: taken)
    try file.replace(with: Data("new".utf8))
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(try String(contentsOf: taken, encoding: .utf8) == "someone else's")
    #expect(flags.withLock { $0 }.allSatisfy { $0 & O_EXCL != 0 && $0 & O_CREAT != 0 })
    #expect(flags.withLock { $0.count } == 2, "the taken name was tried, then a fresh one drawn")
  }

  @Test func deadWritersTemporaryFilesAreRemovedAndLiveOnesKept() throws {
    defer { removeFolder() }
    let file = AtomicFile(path: target.path, tag: "test")
    // A process that has exited: its pid names no process (until reused, which a just-reaped pid is not).
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead = folder.appendingPathComponent("\(file.temporaryPrefix)\(child.processIdentifier)-abc.tmp")
    let live = folder.appendingPathComponent("\(file.temporaryPrefix)\(getppid())-def.tmp")
    let other = folder.appendingPathComponent(".other-\(child.processIdentifier)-abc.tmp")
    for url in [dead, live, other] { try Data("x".utf8).write(to: url) }
    try file.replace(with: Data("new".utf8))
    #expect(!FileManager.default.fileExists(atPath: dead.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
    #expect(FileManager.default.fileExists(atPath: other.path), "another file's temporary names are not this one's")
  }
}
