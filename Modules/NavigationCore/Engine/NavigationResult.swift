/// How one input ended.
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
  case completed
  /// Allowed, but the state was already what was asked (a link to the screen already shown).
  case unchanged
  /// The current screen does not offer this, or a limit refused it; nothing changed.
  case ignored(NavigationRefusal)
  case denied(String)
  case confirmationRequested
  case deferred
  case failed(String)
  /// The input's argument is malformed (a bad journey line).
  case badArgument(String)
  /// An identical request arrived inside the collapse window and was dropped.
  case collapsed
  /// A newer request replaced this one's transition before it finished.
  case interrupted

  public var description: String {
    switch self {
    case .completed: "completed"
    case .unchanged: "unchanged"
    case .ignored(let reason): "ignored: \(reason)"
    case .denied(let reason): "denied: \(reason)"
    case .confirmationRequested: "confirmation requested"
    case .deferred: "deferred"
    case .failed(let reason): "failed: \(reason)"
    case .badArgument(let reason): "bad argument: \(reason)"
    case .collapsed: "collapsed"
    case .interrupted: "interrupted"
    }
  }
}

/// What the engine decided for one input, besides the new state.
public struct NavigationResult: Sendable {
  public var outcome: NavigationOutcome
  package var events: [NavigationEvent]
  /// The animation to play, if the visible screen changed.
  package var transition: ScreenTransition?
  /// What VoiceOver announces, if the screen changed, in the registry's language (the
  /// `NavigationEvent.announcement(_:)` event holds the English text).
  package var announcement: String?
  /// ``announcement`` as what it names, so it can be worded again in another language (a report's start).
  package var announced: KeptAnnouncement?
  /// Where accessibility focus goes: the new screen's title, or what opened a dismissed modal.
  package var focus: FocusTarget?
  /// A snapshot to hand to the store (on background, termination, force-quit).
  package var snapshot: NavigationSnapshot? {
    get { rare?.value.snapshot }
    set { rare = Shared(Rare(snapshot: newValue, plan: plan, unregistered: unregistered)) }
  }
  /// The plan a link produced.
  package var plan: DeepLinkPlan? {
    get { rare?.value.plan }
    set { rare = Shared(Rare(snapshot: snapshot, plan: newValue, unregistered: unregistered)) }
  }
  /// Why a request from code failed when it names a screen nothing registers (nil otherwise): the typed
  /// form of the outcome's reason.
  package var unregistered: UnregisteredTarget? {
    get { rare?.value.unregistered }
    set { rare = Shared(Rare(snapshot: snapshot, plan: plan, unregistered: newValue)) }
  }
  /// Whether a link's plan moved the app.
  var hasPlan: Bool { rare?.value.hasPlan ?? false }
  /// The snapshot, the plan and the unregistered target, which few inputs have: held through a `Shared`
  /// (its rule), nil for most results.
  private var rare: Shared<Rare>?

  package init(outcome: NavigationOutcome, events: [NavigationEvent] = []) {
    self.outcome = outcome
    self.events = events
  }

  private struct Rare: Sendable {
    let snapshot: NavigationSnapshot?
    let plan: DeepLinkPlan?
    let hasPlan: Bool
    let unregistered: UnregisteredTarget?

    init(snapshot: NavigationSnapshot?, plan: DeepLinkPlan?, unregistered: UnregisteredTarget?) {
      self.snapshot = snapshot
      self.plan = plan
      self.unregistered = unregistered
      if case .none = plan { hasPlan = false } else { hasPlan = true }
    }
  }
}

extension NavigationResult {
  /// The input did what it asked, with nothing to report.
  static var completed: NavigationResult { NavigationResult(outcome: .completed) }

  /// The current screen does not offer `input` (like a tap where there is no button): nothing changes, and
  /// the event says why, naming the input as the journey step that sends it (``NavigationInput/description``).
  static func ignored(_ input: NavigationInput, _ refusal: NavigationRefusal) -> NavigationResult {
    NavigationResult(
      outcome: .ignored(refusal), events: [.ignored(request: input.description, reason: refusal.description)])
  }

  /// ``ignored(_:_:)`` for a request.
  static func ignored(_ request: NavigationRequest, _ refusal: NavigationRefusal) -> NavigationResult {
    ignored(.request(request), refusal)
  }

  /// A request that names no screen (a path no route matches, an unknown route id): nothing changes, and
  /// the event says why.
  static func failed(_ request: NavigationRequest, _ reason: String) -> NavigationResult {
    NavigationResult(outcome: .failed(reason), events: [.ignored(request: request.description, reason: reason)])
  }

  /// A guard denied `request`.
  static func blocked(_ request: NavigationRequest, by guardName: String, _ reason: String) -> NavigationResult {
    NavigationResult(
      outcome: .denied(reason), events: [.blocked(request: request.description, guard: guardName, reason: reason)])
  }
}
