/// Plays the animation of one transition; `NavigationCoordinator.navigate(_:animated:)` resumes when `play`
/// returns.
///
/// When a newer request interrupts a transition, the coordinator cancels the task running `play` and
/// reports the older request as interrupted at once; a driver may stop early on cancellation.
@MainActor
public protocol TransitionDriver {
  func play(_ transition: ScreenTransition) async
}

/// A driver whose transitions end at once: for the composer and for tests that do not look at timing.
public struct ImmediateTransitionDriver: TransitionDriver {
  public init() {}
  public func play(_ transition: ScreenTransition) async {}
}

/// A driver that waits as long as the transition lasts, and stops early when cancelled (interrupted).
public struct SleepingTransitionDriver: TransitionDriver {
  public init() {}
  public func play(_ transition: ScreenTransition) async {
    // Cancellation means a newer request interrupted this transition: ending early is the point.
    try? await Task.sleep(for: .milliseconds(transition.milliseconds))
  }
}
