/// The running count of the bytes a state takes when saved, against ``NavigationLimits/stateBytes``.
///
/// Counted as input arrives: a push, a presentation, a link's screens and an edit add what they bring,
/// found from the input alone, so no input's count grows with the state it is added to. A screen
/// that goes away is not subtracted; the count is an upper bound, made exact again (one pass over the
/// state) only when an input would pass the budget, at a launch and when a state is handed in. A count is
/// not part of what a state is: two states with the same screens are equal whatever their counts.
package struct StateBudget: Hashable, Sendable {
  /// At least the stored bytes of the state's screens (see ``bytes(of:)-(Screen)``).
  package private(set) var used = 0

  package init() {}

  package static func == (lhs: StateBudget, rhs: StateBudget) -> Bool { true }
  package func hash(into hasher: inout Hasher) {}

  /// Counts `bytes` more (fewer when negative: a field replaced by a shorter value).
  package mutating func add(_ bytes: Int) { used += bytes }

  /// The stored bytes of every screen of `state` (stacks and modals), as ``bytes(of:)-(Screen)`` counts them.
  package static func bytes(of state: NavigationState) -> Int {
    var total = 0
    for stack in state.stacks.values {
      for screen in stack { total += bytes(of: screen) }
    }
    for modal in state.modals { total += bytes(of: modal) }
    return total
  }

  /// The most bytes one screen takes in a snapshot: its path twice (its place on the stack and its scroll
  /// position), its payload, and the punctuation around them.
  package static func bytes(of screen: Screen) -> Int {
    2 * stored(screen.path) + bytes(of: screen.payload) + screenOverhead
  }

  /// ``bytes(of:)-(Screen)`` of a screen whose path a ``RoutePattern`` printed (every screen a route makes): such
  /// a path holds only unreserved characters, `/` and percent escapes, none of which a JSON string escapes, so it
  /// is counted by its length, without reading it.
  package static func bytes(ofPrinted screen: Screen) -> Int {
    let path = screen.path.utf8.count + 2
    assert(path == stored(screen.path), "a printed path holds nothing a JSON string escapes: \(screen.path)")
    return 2 * path + bytes(of: screen.payload) + screenOverhead
  }

  /// The most bytes a modal takes in a snapshot: its screen, its presenter's path, its opener and its origin tab.
  package static func bytes(of modal: ModalPresentation) -> Int {
    bytes(ofModal: modal.screen, presenterPath: modal.presenterPath, opener: modal.opener, originTab: modal.originTab)
      + bytes(of: modal.detent)
  }

  /// A modal's saved detent: `,"detent":"…"`; nothing while it rests at its route's first (no key is saved).
  package static func bytes(of detent: SheetDetent?) -> Int {
    detent.map { stored($0.description) + 10 } ?? 0
  }

  /// ``bytes(of:)-(ModalPresentation)`` before the modal is made.
  package static func bytes(
    ofModal screen: Screen, presenterPath: String, opener: FocusTarget, originTab: TabID
  ) -> Int {
    bytes(of: screen) + stored(presenterPath) + SavedFocus.target(opener).storedBytes + stored(originTab.rawValue)
      + modalOverhead
  }

  /// What a link's plan adds at most: the screens it pushes and presents (a payload it keeps from a screen
  /// it replaces is counted where that screen was). Every screen of a plan is one its route's pattern printed.
  package static func bytes(of plan: DeepLinkPlan) -> Int {
    var total = 0
    for step in plan.steps {
      switch step {
      case .push(let screen): total += bytes(ofPrinted: screen)
      case .present(let screen, _): total += bytes(ofPrinted: screen) + modalOverhead + 3 * NavigationLimits.linkBytes
      default: continue
      }
    }
    return total
  }

  /// The stored bytes of a payload: each field's name and value as JSON strings, a colon and a comma.
  package static func bytes(of payload: [String: String]) -> Int {
    var total = 0
    for (name, value) in payload { total += bytes(ofField: name, value) }
    return total
  }

  /// The stored bytes of one payload field.
  package static func bytes(ofField name: String, _ value: String) -> Int {
    stored(name) + stored(value) + 2
  }

  /// A string's length as a JSON string: its quotes, and an escape for each quote, backslash and control
  /// character (`\u00XX`, six bytes, at most).
  package static func stored(_ text: String) -> Int {
    var extra = 0
    for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      extra += byte < 0x20 ? 5 : 1
    }
    return text.utf8.count + extra + 2
  }

  /// `{"path":…,"payload":{…}},` and a scroll position's `:` and number (a `Double` prints in at most 24 bytes)
  /// and comma.
  static let screenOverhead = 64
  /// A modal's other keys and style: `"opener":,"originTab":,"presenterPath":,"style":"fullScreenCover"`.
  static let modalOverhead = 96
}
