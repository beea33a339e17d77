import Foundation

/// A value handed over once, to one waiter: the first `resume` counts, later ones do nothing, and a `wait`
/// that starts after it returns at once. Any thread may resume: a task's cancellation handler, a deadline, a
/// released completion.
package final class OneShot<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?
  private var continuation: CheckedContinuation<Value, Never>?

  package init() {}

  /// Hands `value` to the waiter, unless a value was handed over before.
  package func resume(_ value: Value) {
    let waiting: CheckedContinuation<Value, Never>? = lock.withLock {
      guard self.value == nil else { return nil }
      self.value = value
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: value)
  }

  /// The value, once handed over; `cancelled` at once when the waiting task is cancelled first.
  package func wait(orWhenCancelled cancelled: Value) async -> Value {
    await withTaskCancellationHandler {
      await wait()
    } onCancel: {
      resume(cancelled)
    }
  }

  /// The value, once handed over.
  package func wait() async -> Value {
    await withCheckedContinuation { continuation in
      let ready: Value? = lock.withLock {
        if let value { return value }
        self.continuation = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}

/// A completion waiting for a transition's end, called once on the main actor: with the outcome, or with
/// ``NavigationOutcome/interrupted`` when the coordinator that held it was released first (nothing will
/// end that transition any more). Its completion is only ever called on the main actor.
final class PendingCompletion: @unchecked Sendable {
  private var completion: ((NavigationOutcome) -> Void)?

  init(_ completion: @escaping (NavigationOutcome) -> Void) {
    self.completion = completion
  }

  @MainActor func callAsFunction(_ outcome: NavigationOutcome) {
    let completion = completion
    self.completion = nil
    completion?(outcome)
  }

  deinit {
    guard let completion else { return }
    let released = MainActorCompletion(completion)
    Task { @MainActor in released.call(.interrupted) }
  }
}

/// A completion carried to the main actor from a release, which may happen on any thread; it is called
/// there only.
private final class MainActorCompletion: @unchecked Sendable {
  private let completion: (NavigationOutcome) -> Void
  init(_ completion: @escaping (NavigationOutcome) -> Void) { self.completion = completion }
  @MainActor func call(_ outcome: NavigationOutcome) { completion(outcome) }
}
