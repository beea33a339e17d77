package import Foundation

/// The inputs a session received lately, with their times, and everything a replay needs at the start of
/// that window: what a navigation report is written from (``NavigationSession/navigationReport(privacy:)``).
///
/// It is bounded: inputs are kept in two halves of at most half of ``capacity`` each. When the newer half
/// is full it becomes the older one, the oldest half is let go, and the session's state at that moment
/// starts a new half. So the window always holds the last `capacity / 2` inputs at least, `capacity` at
/// most, and the state at its start; a state is kept once every `capacity / 2` inputs, not per input.
package struct NavigationRecording: Sendable {
  /// One recorded step: an input or a launch, when it happened, and the data answers it relied on.
  package struct Entry: Sendable {
    package var step: Step
    package var at: Date
    /// The app data's answers this step read that a replay must reproduce (see ``DataAnswer``).
    package var answers: [DataAnswer] = []
    /// Set when the session refused the input as malformed: the report writes it as a comment.
    package var rejected = false
  }

  /// What the session was given.
  package enum Step: Sendable {
    case input(NavigationInput)
    /// A launch, and what the store held when it read it: a whole snapshot, held indirectly so that an
    /// entry, of which the window holds hundreds, is the size of an input.
    indirect case launch(StoredAtLaunch)
  }

  /// What a launch read from the store.
  package enum StoredAtLaunch: Hashable, Sendable {
    case empty
    case snapshot(NavigationSnapshot)
    /// The stored bytes could not be read (corrupt, another version, too large).
    case unreadable
  }

  /// A run of entries and the session as it was before the first of them.
  package struct Half: Sendable {
    package var start: SessionStart
    package var entries: [Entry] = []
  }

  /// The most inputs kept; 0 switches the recording off.
  package let capacity: Int
  package private(set) var older: Half?
  package private(set) var newer: Half
  /// Data answers not kept because the window already held ``NavigationLimits/recordedDataAnswers``.
  package private(set) var droppedAnswers = 0
  private var keptAnswers = 0

  package init(capacity: Int, start: SessionStart) {
    self.capacity = min(max(0, capacity), NavigationLimits.recordedInputs)
    newer = Half(start: start)
  }

  package var isOn: Bool { capacity > 0 }

  /// The window's entries, oldest first.
  package var entries: [Entry] { (older?.entries ?? []) + newer.entries }

  /// The session at the window's start.
  package var start: SessionStart { older?.start ?? newer.start }

  /// Whether the newer half is full, so the next entry starts a new half (from the session as it is now).
  package var needsNewHalf: Bool { newer.entries.count >= max(1, capacity / 2) }

  /// Starts a new half at `start`; the older half is let go, and its entries' storage, emptied, holds the
  /// new half's entries (a half fills the same room every time).
  package mutating func beginHalf(at start: SessionStart) {
    var entries = older?.entries ?? []
    keptAnswers -= entries.reduce(0) { $0 + $1.answers.count }
    older = newer
    entries.removeAll(keepingCapacity: true)
    newer = Half(start: start, entries: entries)
  }

  /// Forgets everything: the window starts again at `start` (a state handed in from outside).
  package mutating func restart(at start: SessionStart) {
    older = nil
    newer = Half(start: start)
    keptAnswers = 0
    droppedAnswers = 0
  }

  package mutating func append(_ step: Step, at date: Date) {
    newer.entries.append(Entry(step: step, at: date))
  }

  /// Adds data answers to the newest entry, up to the window's limit.
  package mutating func attach(_ answers: [DataAnswer]) {
    guard !newer.entries.isEmpty else { return }
    let room = max(0, NavigationLimits.recordedDataAnswers - keptAnswers)
    let kept = answers.prefix(room)
    droppedAnswers += answers.count - kept.count
    keptAnswers += kept.count
    newer.entries[newer.entries.count - 1].answers += kept
  }

  package mutating func markNewestRejected() {
    guard !newer.entries.isEmpty else { return }
    newer.entries[newer.entries.count - 1].rejected = true
  }
}

/// The session as it was at the start of a recording window: the whole state (toast, keyboard and error
/// states included), what accessibility last announced, and the collapse bookkeeping.
package struct SessionStart: Sendable {
  package var at: Date
  package var state: NavigationState
  /// What VoiceOver announced last, kept as what it names, so a replay words it in its own language.
  package var announced: KeptAnnouncement?
  /// Saved as data: a header an older version wrote holds the focused control's label.
  package var focus: SavedFocus?
  package var transition: ScreenTransition?
  /// The last accepted input and when (nil before the first since launch): a repeat of it right after the
  /// window starts collapses in the replay as it did in the app.
  package var lastInput: NavigationInput?
  package var lastAcceptedAt: Date?
  /// Whether the app had launched (a journey starts launched; a session before its first launch has not).
  package var launched: Bool
  /// Read from an older report's `# start:` only: a state from outside is now admitted when it is handed in
  /// (`NavigationSession.adopt`), so nothing is left to check at the next input and a session writes false.
  package var needsConsistencyCheck: Bool

  package init(
    at: Date, state: NavigationState, announced: KeptAnnouncement? = nil, focus: SavedFocus? = nil,
    transition: ScreenTransition? = nil, lastInput: NavigationInput? = nil, lastAcceptedAt: Date? = nil,
    launched: Bool, needsConsistencyCheck: Bool = false
  ) {
    self.at = at
    self.state = state
    self.announced = announced
    self.focus = focus
    self.transition = transition
    self.lastInput = lastInput
    self.lastAcceptedAt = lastAcceptedAt
    self.launched = launched
    self.needsConsistencyCheck = needsConsistencyCheck
  }
}

/// An answer of the app's data that a replay has to give again.
package enum DataAnswer: Hashable, Sendable {
  case lookup(kind: String, id: String, DataAvailability)
  case save(kind: String, SaveOutcome)
}
