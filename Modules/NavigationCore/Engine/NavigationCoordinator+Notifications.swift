public import Foundation

extension NavigationEvent {
  /// The name of the notification a coordinator posts for each navigation event once the app opts in
  /// (``NavigationCoordinator/postEvents(to:)``): `NavigationCore.navigationEvent`.
  public static let notificationName = Notification.Name("NavigationCore.navigationEvent")
  /// The `userInfo` key under which that notification carries the ``NavigationEvent`` itself.
  public static let notificationKey = "event"
}

extension NavigationCoordinator {
  /// Posts every navigation event from now on to `center`, as ``NavigationEvent/notificationName`` with the
  /// coordinator as its object and the event under ``NavigationEvent/notificationKey`` in `userInfo`, in order,
  /// after the app's `onEvent` handler and the observers added before; for an app whose analytics already listen
  /// on a notification center. Off until called: nothing is posted that no one asked for.
  ///
  /// Typed observers (`onEvent`) are the first choice: the compiler checks the event's type and cases, an
  /// observer runs in the order it was added, and no event reaches code that did not ask for it; a notification
  /// is untyped (`userInfo` is `[AnyHashable: Any]`), reaches every observer of its name in the process, and
  /// its observers' order is not defined.
  public func postEvents(to center: NotificationCenter = .default) {
    addEventObserver { [weak self] event in
      center.post(
        name: NavigationEvent.notificationName, object: self, userInfo: [NavigationEvent.notificationKey: event])
    }
  }
}
