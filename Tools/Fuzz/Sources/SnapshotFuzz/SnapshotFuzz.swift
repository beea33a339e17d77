import AppComposition
import Foundation
import FuzzDriver
@_spi(Fuzzing) import NavigationCore
import NavigationFileStore

/// The app as it ships, and one state file that every input is written to: a launch reads it through
/// `FileStateStore` exactly as the composer's `--state-file` does.
let registry: RouteRegistry = {
  do { return try AppComposition.makeRegistry() } catch { fatalError("the composed app does not register: \(error)") }
}()
let stateURL: URL = {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-fuzz-\(getpid())")
  do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
    fatalError("cannot create \(folder.path): \(error)")
  }
  return folder.appendingPathComponent("state.json")
}()
let store = FileStateStore(url: stateURL)
let utc = TimeZone(identifier: "UTC")!
/// The clock when the bytes name no usable `savedAt`: the seeds' instant plus ten minutes.
let defaultNow = Date(timeIntervalSince1970: 1_732_093_800)

/// Stops the fuzzer with a message: libFuzzer records the input as a crash.
func violation(_ message: String, _ bytes: Data) -> Never {
  let text = String(decoding: bytes.prefix(600), as: UTF8.self)
  fatalError("invariant violated: \(message)\ninput (\(bytes.count) bytes): \(String(reflecting: text))")
}

/// Puts `bytes` at the state path with plain POSIX calls: Foundation's `Data.write` flushes to disk
/// (`fsync`), which made each run 50 times slower and tests nothing of the store.
func plant(_ bytes: Data) {
  let descriptor = open(stateURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard descriptor >= 0 else { fatalError("cannot open \(stateURL.path)") }
  defer { close(descriptor) }
  let written = bytes.withUnsafeBytes { buffer in
    buffer.isEmpty ? 0 : write(descriptor, buffer.baseAddress!, buffer.count)
  }
  guard written == bytes.count else { fatalError("cannot write \(stateURL.path)") }
}

/// An engine whose clock reads `now`.
func engine(at now: Date) -> NavigationEngine {
  NavigationEngine(
    registry: registry, environment: NavigationEnvironment(now: { now }, timeZone: utc, data: EverythingExists()))
}

/// Launches from `bytes` as an app does (store → session → engine) and checks what it ended in.
func launch(_ bytes: Data, clockOffset: TimeInterval) {
  plant(bytes)
  // The clock sits `clockOffset` after the save when the bytes decode, so restores are reached as often
  // as fresh starts; otherwise any instant does.
  var now = defaultNow
  if case .success(let snapshot?) = store.loadResult() { now = snapshot.savedAt + clockOffset }
  let engine = engine(at: now)
  var session = NavigationSession(engine: engine, store: store)
  let launched = session.launch()
  check(launched, engine: engine, bytes: bytes)
}

/// What every launch must end in, whatever the bytes: a state the app can show, within every limit; a
/// fresh start with exactly one reason, on the default tab at its root unless a waiting link was applied;
/// a restored state that survives its own save and restore unchanged.
func check(_ launched: LaunchResult, engine: NavigationEngine, bytes: Data) {
  let state = launched.state
  checkShowable(state, engine: engine, bytes: bytes)
  guard launched.restored else {
    let resets = launched.events.filter { if case .reset = $0 { true } else { false } }
    guard resets.count == 1 else { violation("a fresh start without exactly one reason: \(launched.events)", bytes) }
    // A link that was waiting survives a fresh start and is applied at once.
    let appliedLink = launched.events.contains { if case .pendingLinkApplied = $0 { true } else { false } }
    var fresh = engine.freshState()
    fresh.reduceMotion = state.reduceMotion
    fresh.toast = state.toast
    guard appliedLink || state == fresh else {
      violation("a fresh start that is not the default tab at its root", bytes)
    }
    return
  }
  checkRoundTrip(state, engine: engine, bytes: bytes)
}

/// Every screen resolves to its route with the right placement, and everything is within the limits.
func checkShowable(_ state: NavigationState, engine: NavigationEngine, bytes: Data) {
  guard registry.tab(state.selectedTab) != nil else { violation("launched into an unregistered tab", bytes) }
  let today = engine.environment.today
  func checkScreen(_ screen: Screen) {
    guard case .success(let match) = registry.resolve(path: screen.path, today: today), match.route == screen.route
    else { violation("launched into \(screen.path), which does not resolve to \(screen.route)", bytes) }
    guard screen.payload.count <= NavigationLimits.payloadFields,
      screen.payload.values.allSatisfy({ $0.utf8.count <= NavigationLimits.payloadValueBytes })
    else { violation("launched into a payload over the limits on \(screen.path)", bytes) }
  }
  var existing = Set(registry.tabs.compactMap { registry.rootScreen(of: $0.id)?.path })
  for (tab, stack) in state.stacks {
    guard registry.tab(tab) != nil else { violation("launched into a stack of unregistered tab \(tab)", bytes) }
    guard stack.count <= NavigationLimits.stackDepth else { violation("launched into \(stack.count) screens", bytes) }
    for screen in stack {
      guard case .push = registry.route(screen.route)?.placement else {
        violation("launched into \(screen.path), which is not a push, on a stack", bytes)
      }
      checkScreen(screen)
      existing.insert(screen.path)
    }
  }
  guard state.modals.count <= NavigationLimits.modalDepth else {
    violation("launched into \(state.modals.count) modals", bytes)
  }
  for modal in state.modals {
    guard case .modal = registry.route(modal.screen.route)?.placement else {
      violation("launched into \(modal.screen.path), which is not a modal, as one", bytes)
    }
    checkScreen(modal.screen)
    existing.insert(modal.screen.path)
  }
  guard state.scrollPositions.count <= NavigationLimits.scrollEntries,
    state.scrollPositions.allSatisfy({ existing.contains($0.key) && $0.value.isFinite && $0.value >= 0 })
  else { violation("launched into scroll positions of screens that do not exist, or too many", bytes) }
  if let link = state.pendingDeepLink, link.utf8.count > NavigationLimits.linkBytes {
    violation("launched into a pending link over the limit", bytes)
  }
  if let alert = state.alert, alert.actions.isEmpty { violation("launched into an alert without actions", bytes) }
}

/// The restored state, saved and restored again at the same instant, comes back unchanged.
func checkRoundTrip(_ state: NavigationState, engine: NavigationEngine, bytes: Data) {
  let now = engine.environment.now()
  let again = NavigationSnapshot(state: state, savedAt: now, sessionEnd: .background)
  let stored: Data
  do { stored = try again.encoded() } catch { violation("the restored state cannot be saved: \(error)", bytes) }
  guard
    case .success(let decoded) = Result(catching: { () throws(SnapshotError) in try NavigationSnapshot.decode(stored) }),
    decoded == again
  else { violation("the restored state's snapshot does not decode to itself", bytes) }
  // A toast is transient (the next input clears it) and never saved: a link that failed on the first
  // launch leaves one there and none on the second.
  var expected = state
  expected.toast = nil
  var relaunched = engine.launch(from: .success(decoded))
  relaunched.state.toast = nil
  guard relaunched.restored, relaunched.state == expected else {
    violation("restoring the restored state's snapshot gives another state: \(relaunched.events)", bytes)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = Data(bytes: data, count: size)
  // 0...31 minutes after the save: within the 30-minute timeout and past it.
  let clockOffset = TimeInterval((bytes.last.map(Int.init) ?? 0) % 32) * 60
  launch(bytes, clockOffset: clockOffset)
  // Mutated bytes almost always fail the checksum and start fresh at once. To reach the restore with them,
  // the same bytes are tried again sealed with the checksum the decoder computed (what a writer with a bug,
  // rather than a flipped bit, would have stored).
  if case .failure(.checksumMismatch(let stored, let computed)) = Result(catching: {
    () throws(SnapshotError) in try NavigationSnapshot.decode(bytes)
  }), let text = String(data: bytes, encoding: .utf8) {
    let field = "\"checksum\":\"\(stored)\""
    if let range = text.range(of: field) {
      let sealed = text.replacingCharacters(in: range, with: "\"checksum\":\"\(computed)\"")
      launch(Data(sealed.utf8), clockOffset: clockOffset)
    }
  }
  return 0
}

@main
struct SnapshotFuzz {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
  }
}

/// Everything exists, so each decoded snapshot reaches the engine's checks rather than stopping at a missing
/// item; NavigationTesting's `AllAvailableDataSource` is the same, but would pull the journeys into the fuzzer.
private struct EverythingExists: NavigationDataSource {
  func availability(of kind: String, id: String) -> DataAvailability { .available }
}
