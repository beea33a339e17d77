import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationTesting

/// Every rule a live state obeys, written once: the model-based test checks it after every input and after
/// every restore of a generated stored state, so a restore is held to exactly the rules of every other way in.
enum LiveRules {
  /// The first rule `state` breaks, or nil.
  static func violation(in state: NavigationState, engine: NavigationEngine) -> String? {
    let registry = engine.registry
    let inconsistencies = engine.inconsistencies(in: state)
    if !inconsistencies.isEmpty { return "inconsistent state: \(inconsistencies)" }
    for (tab, stack) in state.stacks {
      if stack.isEmpty { return "tab \(tab) keeps an empty stack" }
      if stack.count > NavigationLimits.stackDepth { return "tab \(tab) holds \(stack.count) screens" }
      for index in stack.indices.dropFirst() where stack[index].path == stack[index - 1].path {
        return "tab \(tab) shows \(stack[index].path) twice in a row"
      }
    }
    if state.modals.count > NavigationLimits.modalDepth { return "\(state.modals.count) modals" }
    for (index, modal) in state.modals.enumerated() {
      guard case .modal(let style) = registry.route(modal.screen.route)?.placement, style == modal.style else {
        return "modal \(modal.screen.path) is shown as \(modal.style), not as its route says"
      }
      if modal.originTab != state.selectedTab { return "modal \(modal.screen.path) began in another tab" }
      // A modal over a modal names the one below as its presenter. (The first names the screen it was
      // presented from, which a revalidation may since have cut from the stack under it.)
      guard index > 0 else { continue }
      let below = state.modals[index - 1].screen.path
      if modal.presenterPath != below { return "modal \(modal.screen.path) names \(modal.presenterPath) as presenter" }
      if below == modal.screen.path { return "modal \(modal.screen.path) twice in a row" }
    }
    let screens = state.stacks.values.flatMap { $0 } + state.modals.map(\.screen)
    let today = engine.environment.today
    for screen in screens {
      if screen.payload.count > NavigationLimits.payloadFields {
        return "\(screen.path) keeps \(screen.payload.count) fields"
      }
      if let long = screen.payload.first(where: { $0.value.utf8.count > NavigationLimits.payloadValueBytes }) {
        return "\(screen.path) keeps \(long.value.utf8.count) bytes in \(long.key)"
      }
      for parameter in registry.route(screen.route)?.pattern.parameters ?? [] where parameter.kind == .day {
        guard let day = screen.parameters.day(parameter.name) else { continue }
        if day > today { return "\(screen.path) is a day after today" }
        if let earliest = registry.app.earliestDay, day < earliest {
          return "\(screen.path) is before the earliest day"
        }
      }
    }
    if StateBudget.bytes(of: state) > NavigationLimits.stateBytes {
      return "the screens cost \(StateBudget.bytes(of: state)) stored bytes, over the budget"
    }
    if state.scrollPositions.count > NavigationLimits.scrollEntries {
      return "\(state.scrollPositions.count) scroll positions"
    }
    if let bad = state.scrollPositions.first(where: { !$0.value.isFinite || $0.value < 0 }) {
      return "a scroll position of \(bad.value) for \(bad.key)"
    }
    if let link = state.pendingDeepLink, link.utf8.count > NavigationLimits.linkBytes {
      return "a waiting link of \(link.utf8.count) bytes"
    }
    // What the app holds, it can save.
    let snapshot = NavigationSnapshot(state: state, savedAt: engine.environment.now(), sessionEnd: .background)
    do { _ = try snapshot.encoded() } catch { return "the state cannot be saved: \(error)" }
    return nil
  }
}

/// Seeded stored states, as a file could hold them rather than as the app wrote them: random tabs (and
/// unknown ones), stacks of known and unknown routes, another tab's screens, modals in stacks, duplicates,
/// days out of range, wrong parents and origins, styles from the bytes, oversized payloads and links.
struct StoredStateGenerator {
  let registry: RouteRegistry
  var random: SeededGenerator

  mutating func next(savedAt: Date) -> NavigationSnapshot {
    let tabs = registry.tabs.map(\.id) + ["attic", ""]
    var stacks: [TabID: [SavedScreen]] = [:]
    for _ in 0..<random.next(below: 5) {
      let count = pick([0, 1, 2, 3, 8, NavigationLimits.stackDepth + 2])
      stacks[pick(tabs)] = (0..<count).map { _ in SavedScreen(path: path(), payload: payload()) }
    }
    if random.next(below: 8) == 0 {
      // A valid stack as long as the limit, each screen's drafts as costly as they may be: past the budget.
      let costly = ["calories": String(repeating: "\u{1}", count: NavigationLimits.payloadValueBytes)]
      stacks["settings"] = (0..<NavigationLimits.stackDepth).map { index in
        SavedScreen(path: index.isMultiple(of: 2) ? "/settings/goals" : "/settings/preferences", payload: costly)
      }
    }
    let modals = (0..<pick([0, 1, 2, 3, NavigationLimits.modalDepth + 1])).map { _ in
      SavedModal(
        path: pick(["/voice", "/nutrition/review", "/today/entry/\(entry())/edit", path()]),
        style: pick([.sheet, .fullScreenCover]), originTab: pick(tabs), presenterPath: path(),
        opener: pick([
          .label("Voice"), .label(""), .label(String(repeating: "o", count: 3_000)), .target(.floatingButton),
          .target(.screen(path: path())),
        ]), payload: payload())
    }
    var positions: [String: Double] = [:]
    for _ in 0..<pick([0, 2, 20]) { positions[path()] = pick([0, 12.5, -1, .infinity, 1e300]) }
    return NavigationSnapshot(
      savedAt: savedAt, sessionEnd: pick([.background, .terminated]), selectedTab: pick(tabs), stacks: stacks,
      modals: modals, scrollPositions: positions,
      pendingDeepLink: pick([nil, "demeter://history/2024-11-18", "demeter://" + String(repeating: "x", count: 3_000)]),
      alertRequest: pick([nil, .dismiss, .openLink("demeter://settings/goals"), .selectTab("history")]),
      reduceMotion: random.next(below: 2) == 0)
  }

  mutating func entry() -> String {
    pick(["0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f", "11111111-2222-4333-8444-555555555555"])
  }

  mutating func path() -> String {
    let day = pick(["2024-11-18", "2024-11-20", "0001-01-01", "1999-12-31", "2999-01-01", "2024-02-30"])
    let entry = entry()
    return pick([
      "/history/\(day)", "/history/\(day)/entry/\(entry)", "/today/entry/\(entry)", "/settings/goals",
      "/settings/preferences", "/settings/about", "/today", "/history", "/voice", "/nutrition/review", "/nowhere",
      "/history/\(day)/entry/\(entry)/edit", "", "history/2024-11-18", "/settings/goals?x=1",
    ])
  }

  mutating func payload() -> [String: String] {
    switch random.next(below: 6) {
    case 0: return ["transcript": "two eggs", "phase": pick(["recording", "paused", "nonsense"])]
    case 1: return ["calories": String(repeating: "9", count: NavigationLimits.payloadValueBytes + 5)]
    case 2:
      return Dictionary(uniqueKeysWithValues: (0..<(NavigationLimits.payloadFields + 3)).map { ("f\($0)", "v") })
    case 3: return ["note": String(repeating: "\u{1}", count: NavigationLimits.payloadValueBytes)]
    default: return [:]
    }
  }

  mutating func pick<T>(_ values: [T]) -> T { values[random.next(below: values.count)] }
}
