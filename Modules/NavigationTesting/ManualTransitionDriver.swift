public import NavigationCore

/// A transition driver whose transitions end only when a test says so: to hold a transition in flight
/// and send another request into it.
@MainActor
public final class ManualTransitionDriver: TransitionDriver {
  /// Every transition started, oldest first.
  public private(set) var played: [ScreenTransition] = []
  private var waiting: [CheckedContinuation<Void, Never>] = []

  public init() {}

  public func play(_ transition: ScreenTransition) async {
    played.append(transition)
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Transitions started and not yet finished (interrupted ones included: they still wait here).
  public var pendingCount: Int { waiting.count }

  /// Ends the oldest transition still playing.
  public func finishNext() {
    guard !waiting.isEmpty else { return }
    waiting.removeFirst().resume()
  }

  /// Ends every transition still playing.
  public func finishAll() {
    let all = waiting
    waiting = []
    for continuation in all { continuation.resume() }
  }
}
