import Foundation
import NavigationChecks
import NavigationCore
import NavigationFileStore
import NavigationJourneys
import NavigationTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Only a regular file is read or replaced: a FIFO, a directory or a socket at a state or baseline path is
/// refused by every operation, never blocks, and is still there, as it was, afterwards.
struct FileKindTests {
  let folder: URL
  let snapshot: NavigationSnapshot

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileKindTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let registry = try LifecycleFixture.registry()
    snapshot = NavigationSnapshot(
      state: try LifecycleFixture.richState(registry), savedAt: LifecycleFixture.now, sessionEnd: .background)
  }

  private func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  enum Special: String, CaseIterable {
    case fifo, directory, socket
  }

  /// Makes a `kind` at `url`.
  static func make(_ kind: Special, at url: URL) throws {
    switch kind {
    case .fifo: try #require(mkfifo(url.path, 0o600) == 0)
    case .directory: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    case .socket:
      let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socket) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let path = Array(url.path.utf8)
      try #require(path.count < MemoryLayout.size(ofValue: address.sun_path))
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.enumerated() { buffer[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      try #require(bound == 0)
    }
  }

  static func kind(at url: URL) -> mode_t {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  @Test(arguments: Special.allCases)
  func aSaveNeverReplacesWhatIsNotARegularFile(kind: Special) throws {
    defer { removeFolder() }
    let url = folder.appendingPathComponent("s")
    try Self.make(kind, at: url)
    let before = Self.kind(at: url)
    let store = FileStateStore(url: url)
    #expect(throws: SnapshotError.self) { try store.load() }
    #expect {
      try store.save(snapshot)
    } throws: { error in
      if case .storeFailed(let detail) = error as? SnapshotError {
        detail.contains("not a regular file")
      } else {
        false
      }
    }
    #expect(throws: SnapshotError.self) { try store.clear() }
    #expect(Self.kind(at: url) == before)
  }

  @Test func aRegularFileIsReadAndReplacedAsBefore() throws {
    defer { removeFolder() }
    let store = FileStateStore(url: folder.appendingPathComponent("state.json"))
    try store.save(snapshot)
    #expect(try store.load() == snapshot)
    try store.save(snapshot)
    try store.clear()
    #expect(try store.load() == nil)
  }

  @Test func aSessionOverAFIFOStartsFreshAndLeavesTheFIFOInPlace() throws {
    defer { removeFolder() }
    let url = folder.appendingPathComponent("state.json")
    try Self.make(.fifo, at: url)
    let logger = RecordingLogger()
    var runner = JourneyRunner(
      registry: try LifecycleFixture.registry(), now: LifecycleFixture.now, timeZone: LifecycleFixture.utc,
      store: FileStateStore(url: url), logger: logger)
    let step = try Journey.step(lineBytes: Array("background".utf8), number: 1, registry: runner.engine.registry)
    _ = try runner.run(try #require(step))
    #expect(Self.kind(at: url) == S_IFIFO)
    #expect(logger.entries.contains { $0.message.contains("will not replace") })
  }

  @Test(arguments: [Special.fifo, .directory])
  func aBaselineThatIsNotARegularFileIsUnreadableWithoutBlocking(kind: Special) throws {
    defer { removeFolder() }
    let url = folder.appendingPathComponent("LinkBaseline.json")
    try Self.make(kind, at: url)
    #expect {
      try LinkBaseline.read(from: url.path)
    } throws: { error in
      (error as? LinkBaselineError)?.description.contains("not a regular file") == true
    }
  }

  @Test func recordingABaselineOverALinkOrAFIFOLeavesThemAsTheyWere() throws {
    defer { removeFolder() }
    let target = folder.appendingPathComponent("target.json")
    try Data("{}".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let fifo = folder.appendingPathComponent("fifo.json")
    try Self.make(.fifo, at: fifo)
    let baseline = LinkBaseline(app: "Fixture", entries: [])
    #expect(throws: LinkBaselineError.self) { try baseline.write(to: link.path) }
    #expect(throws: LinkBaselineError.self) { try baseline.write(to: fifo.path) }
    #expect(Self.kind(at: link) == S_IFLNK)
    #expect(Self.kind(at: fifo) == S_IFIFO)
    #expect(try Data(contentsOf: target) == Data("{}".utf8))
  }
}
