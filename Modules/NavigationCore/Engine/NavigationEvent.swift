package import Foundation

/// Something the engine reports: for analytics, logs, VoiceOver and tests.
public enum NavigationEvent: Hashable, Sendable, CustomStringConvertible {
  /// The top screen changed. Paths are canonical; `trigger` names what changed it.
  case navigated(from: String, to: String, trigger: NavigationTrigger)
  /// A guard denied a request.
  case blocked(request: String, guard: String, reason: String)
  /// A guard asked the user to confirm.
  case confirmationRequested(request: String, guard: String)
  /// A link was kept as pending.
  case deferred(link: String, guard: String)
  /// A pending link was applied once nothing postponed it any more.
  case pendingLinkApplied(link: String)
  /// A link or saved path matched an old pattern a ``LinkRedirect`` keeps working: it opened `route`, whose
  /// pattern prints the path from now on. The input is truncated to 120 characters.
  case redirected(input: String, from: String, to: RouteID)
  /// A link could not be opened: the typed error, and the input truncated to 120 characters.
  case deepLinkFailed(input: String, error: DeepLinkError)
  /// A request or step that the current screen does not offer changed nothing.
  case ignored(request: String, reason: String)
  /// The selected tab was re-tapped at its root: the UI scrolls it to the top.
  case scrollToTop(TabID)
  /// The text VoiceOver announces after a screen change.
  case announcement(String)
  /// The state was restored from a snapshot.
  case restored(detail: String)
  /// The app started fresh, and why.
  case reset(reason: String)
  /// A restored or revisited stack was cut at a screen that no longer validates, or stored values over one of
  /// ``NavigationLimits`` were cut (the reason says which; `path` is `/` when no one screen is meant).
  case truncated(path: String, reason: String)
  /// A snapshot was handed to the store.
  case saved(bytes: Int)
  /// A snapshot could not be saved; the app goes on, and the next save tries again.
  case saveFailed(reason: String)
  /// A repeat of the last request arrived inside the collapse window and changed nothing.
  case collapsed(request: String)
  /// Something a feature reports (an entry logged).
  case feature(name: String, detail: String)
  /// The app's data of `kind` changed under the screen at `path` (an entry logged from the review that
  /// covered it): the screen reloads what it shows (Today's totals).
  case dataChanged(path: String, kind: String)
  /// A transition the coordinator played ended: ``NavigationOutcome/completed`` when the driver ended it (or
  /// its time ran out), ``NavigationOutcome/interrupted`` when a newer change cut it short. Only a
  /// coordinator plays transitions: a journey's and the composer's sessions never report it.
  case transitionFinished(ScreenTransition, outcome: NavigationOutcome)

  public var description: String {
    switch self {
    case .navigated(let from, let to, let trigger): "navigated \(from) → \(to) (\(trigger))"
    case .blocked(let request, let by, let reason): "blocked \(request) by \(by): \(reason)"
    case .confirmationRequested(let request, let by): "confirmation requested for \(request) by \(by)"
    case .deferred(let link, let by): "deferred \(link) by \(by)"
    case .pendingLinkApplied(let link): "applied pending link \(link)"
    case .redirected(let input, let pattern, let route): "redirected \(input): old pattern '\(pattern)' opens \(route)"
    case .deepLinkFailed(let input, let error): "deep link failed: \(error) (input: \(input))"
    case .ignored(let request, let reason): "ignored \(request): \(reason)"
    case .scrollToTop(let tab): "scroll \(tab) to top"
    case .announcement(let text): "announce \"\(text)\""
    case .restored(let detail): "restored: \(detail)"
    case .reset(let reason): "fresh start: \(reason)"
    case .truncated(let path, let reason): "truncated at \(path): \(reason)"
    case .saved(let bytes): "saved snapshot (\(bytes) bytes)"
    case .saveFailed(let reason): "save failed: \(reason)"
    case .collapsed(let request): "collapsed \(request): a repeat of the same request"
    case .feature(let name, let detail): "\(name): \(detail)"
    case .dataChanged(let path, let kind): "data changed under \(path): \(kind)"
    case .transitionFinished(let transition, let outcome): "transition \(transition) \(outcome)"
    }
  }
}

/// What changed the screen, as a ``NavigationEvent/navigated(from:to:trigger:)`` event names it: the input as a
/// journey step writes it (`tap history`), or `link` when a link's plan moved the app.
///
/// The text is written when it is read (a log line, a report, a test); an input that changes the screen only
/// keeps the input. Two triggers are equal when their texts are.
public struct NavigationTrigger: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  private enum Source: Hashable, Sendable {
    case text(String)
    case input(NavigationInput)
  }

  private let source: Source

  /// A trigger named by `text`.
  package init(_ text: String) { source = .text(text) }

  public init(stringLiteral text: String) { source = .text(text) }

  /// The trigger of `input`: its text is the input's ``NavigationInput/description``.
  package init(_ input: NavigationInput) { source = .input(input) }

  /// A link's plan moved the app (an opened link, a link that waited, a screen opened in its own tab).
  package static let link = NavigationTrigger("link")

  public var description: String {
    switch source {
    case .text(let text): text
    case .input(let input): input.description
    }
  }

  public static func == (lhs: NavigationTrigger, rhs: NavigationTrigger) -> Bool {
    lhs.description == rhs.description
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension NavigationEvent {
  /// The ``redirected(input:from:to:)`` event of a resolve that matched a redirect's old pattern, else nil.
  static func redirect(of resolved: Result<RouteMatch, DeepLinkError>, input: String) -> NavigationEvent? {
    guard case .success(let match) = resolved else { return nil }
    return redirect(of: match, input: input)
  }

  /// The ``redirected(input:from:to:)`` event of a match of a redirect's old pattern, else nil.
  static func redirect(of match: RouteMatch, input: String) -> NavigationEvent? {
    guard case .some(let pattern) = match.redirectedFrom else { return nil }
    return .redirected(input: input.truncatedForLog, from: pattern, to: match.route)
  }
}

/// A recorded event with its time, as kept in the bounded navigation history.
package struct RecordedEvent: Hashable, Sendable {
  package var at: Date
  package var event: NavigationEvent

  package init(at: Date, event: NavigationEvent) {
    self.at = at
    self.event = event
  }
}

/// The recent events, oldest first: at most ``capacity`` of them; the oldest fall out.
///
/// Events are kept as the batches they were recorded in: the session hands over one input's events as the
/// array its result also returns, so recording an input keeps that array, not each event (and its strings) in
/// a ring. A batch is let go once the newer ones hold ``capacity`` events, so the history
/// holds fewer than twice ``capacity`` events (a batch larger than ``capacity`` keeps its newest); ``events``
/// reads the newest ``capacity`` and builds the ``RecordedEvent`` list when read.
package struct NavigationHistory: Sendable {
  package let capacity: Int
  /// Batches from `start` on are held, oldest first; the ones before `start` were let go.
  private var batches: [Batch] = []
  private var start = 0
  /// How many events the held batches hold: the oldest `held - capacity` are past the capacity, not read.
  private var held = 0

  private struct Batch {
    let at: Date
    let events: [NavigationEvent]
  }

  package init(capacity: Int = 200) {
    precondition(capacity > 0, "history capacity must be positive")
    self.capacity = capacity
  }

  package mutating func append(_ event: RecordedEvent) {
    append([event.event], at: event.at)
  }

  /// Records `events`, all at `date`, keeping the array as it is.
  package mutating func append(_ events: [NavigationEvent], at date: Date) {
    guard !events.isEmpty else { return }
    // A batch larger than the whole history keeps only its newest events.
    let kept = events.count <= capacity ? events : Array(events.suffix(capacity))
    batches.append(Batch(at: date, events: kept))
    held += kept.count
    // Let go of the oldest batches while the rest still hold the capacity.
    while held - batches[start].events.count >= capacity {
      held -= batches[start].events.count
      batches[start] = Batch(at: date, events: [])
      start += 1
    }
    // Batches let go are dropped from the array once they are half of it (amortised constant time).
    if start >= 16, start * 2 >= batches.count {
      batches.removeFirst(start)
      start = 0
    }
  }

  /// Oldest first.
  package var events: [RecordedEvent] {
    var result: [RecordedEvent] = []
    result.reserveCapacity(count)
    var skipped = held - count
    for batch in batches[start...] {
      for event in batch.events {
        if skipped > 0 {
          skipped -= 1
          continue
        }
        result.append(RecordedEvent(at: batch.at, event: event))
      }
    }
    return result
  }

  package var count: Int { min(held, capacity) }

  /// How many events the kept batches hold, read or not (fewer than twice ``capacity``).
  package var heldCount: Int { held }
}
