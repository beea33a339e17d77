import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// Every damaged form of a real snapshot launches into a valid state: the saved state itself (or a
/// consistent truncation of it) or a fresh Today, and the launch events say which and why.
struct SnapshotFaultInjectionTests {
  /// What one launch from damaged bytes ended in.
  enum Verdict: Hashable {
    case restoredIntact
    case restoredTruncated
    case fresh(reason: String)
  }

  let registry: RouteRegistry
  let engine: NavigationEngine
  let original: NavigationState
  let bytes: Data
  let restored: NavigationState

  init() throws {
    registry = try LifecycleFixture.registry()
    engine = TestApp(registry: registry, start: JourneyClock(now: LifecycleFixture.now + 600)).engine
    original = try LifecycleFixture.richState(registry)
    let encoded = try NavigationSnapshot(state: original, savedAt: LifecycleFixture.now, sessionEnd: .background)
      .encoded()
    bytes = encoded
    restored = engine.launch(from: .success(try NavigationSnapshot.decode(encoded))).state
  }

  @Test func theUndamagedSnapshotRestoresTheSavedStateExactly() {
    #expect(restored == original)
    #expect(LifecycleFixture.invalidity(of: original, in: engine) == nil)
  }

  @Test func aSnapshotTruncatedAtEveryByteStartsFreshAndSaysWhy() {
    var verdicts: [Verdict: Int] = [:]
    for length in 0..<bytes.count {
      let verdict = launch(bytes.prefix(length), label: "truncated to \(length) bytes")
      verdicts[verdict, default: 0] += 1
    }
    // A JSON object cut anywhere is never a whole object: every cut is detected.
    #expect(verdicts.keys.allSatisfy { if case .fresh = $0 { true } else { false } })
    #expect(verdicts.values.reduce(0, +) == bytes.count)
  }

  @Test(arguments: [UInt8(0x01), 0x02, 0x20, 0x80, 0xFF])
  func aSnapshotWithAByteFlippedAtEveryPositionIsRestoredIntactOrStartsFresh(mask: UInt8) {
    var freshReasons: Set<String> = []
    for position in bytes.indices {
      var damaged = bytes
      damaged[position] ^= mask
      let verdict = launch(damaged, label: "byte \(position) ^ 0x\(String(mask, radix: 16))")
      if case .fresh(let reason) = verdict { freshReasons.insert(reason) }
      // A flipped byte never yields a different screen: either the checksum catches it or the JSON breaks.
      #expect(verdict != .restoredTruncated, "byte \(position) ^ \(mask) restored a cut state")
    }
    #expect(!freshReasons.isEmpty)
  }

  @Test func aSnapshotWithABytePlantedAtEveryPositionIsRestoredIntactOrStartsFresh() {
    for replacement in [UInt8(ascii: "0"), UInt8(ascii: "\""), UInt8(ascii: "}"), 0] {
      for position in bytes.indices where bytes[position] != replacement {
        var damaged = bytes
        damaged[position] = replacement
        _ = launch(damaged, label: "byte \(position) = \(replacement)")
      }
    }
  }

  @Test func aSnapshotWhoseScreensNoLongerValidateKeepsTheValidPrefixAndSaysWhereItWasCut() throws {
    let data = InMemoryDataSource()
    data.delete("entry", id: LifecycleFixture.uuid(2))
    let engine = TestApp(registry: registry, data: data).engine
    let launched = engine.launch(from: .success(try NavigationSnapshot.decode(bytes)))
    #expect(launched.restored)
    #expect(launched.state.stacks["today"]?.map(\.path) == ["/today/entry/\(LifecycleFixture.uuid(1))"])
    #expect(launched.state.stacks["history"] == original.stacks["history"])
    #expect(launched.state.modals == original.modals)
    #expect(
      launched.events.contains {
        if case .truncated(let path, _) = $0 { path == "/today/entry/\(LifecycleFixture.uuid(2))" } else { false }
      })
    #expect(LifecycleFixture.invalidity(of: launched.state, in: engine) == nil)
  }

  /// Launches from `damaged` and checks the outcome is valid and explained.
  private func launch(_ damaged: Data, label: String) -> Verdict {
    let loaded = Result { () throws(SnapshotError) in try NavigationSnapshot.decode(damaged) }
    let launched = engine.launch(from: loaded.map { Optional($0) })
    let state = launched.state
    if let problem = LifecycleFixture.invalidity(of: state, in: engine) {
      Issue.record("\(label): invalid state: \(problem)")
    }
    guard launched.restored else {
      #expect(state == engine.freshState(), "\(label): a fresh start that is not Today at its root")
      let reasons = launched.events.compactMap { if case .reset(let reason) = $0 { reason } else { nil } }
      #expect(reasons.count == 1 && !reasons[0].isEmpty, "\(label): a fresh start without a reason")
      return .fresh(reason: Self.kind(of: reasons.first ?? ""))
    }
    #expect(launched.events.contains { if case .restored = $0 { true } else { false } }, "\(label): no restored event")
    // Whatever was restored survives its own save and restore unchanged.
    let again = NavigationSnapshot(state: state, savedAt: engine.environment.now(), sessionEnd: .background)
    let relaunched = engine.launch(
      from: Result { () throws(SnapshotError) in try NavigationSnapshot.decode(try again.encoded()) }.map {
        Optional($0)
      })
    #expect(relaunched.state == state, "\(label): the restored state does not restore to itself")
    if state == restored { return .restoredIntact }
    // Anything else restored must be the saved state cut short, with an event for every cut.
    let cuts = launched.events.filter { if case .truncated = $0 { true } else { false } }.count
    let consistent =
      state.selectedTab == restored.selectedTab
      && state.stacks.allSatisfy { tab, stack in (restored.stacks[tab] ?? []).starts(with: stack) }
      && restored.modals.starts(with: state.modals) && cuts > 0
    #expect(consistent, "\(label): restored a state that is neither the saved one nor a truncation of it")
    return .restoredTruncated
  }

  /// The family of a fresh-start reason, without the details that vary byte by byte.
  private static func kind(of reason: String) -> String {
    String(reason.prefix { $0 != "(" && $0 != ":" }).trimmingCharacters(in: .whitespaces)
  }
}
