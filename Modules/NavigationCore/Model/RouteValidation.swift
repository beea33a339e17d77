/// A validator's verdict on one screen.
public enum RouteValidation: Hashable, Sendable {
  case valid
  /// The thing no longer exists (a deleted entry): a link to it fails and a restored stack is cut there.
  case missing(message: String)
  /// The data could not be read right now (database unavailable): the screen shows an error state, its
  /// message kept as a text so it reads in the language it is shown in.
  case unavailable(message: LocalizedText)
}

/// What a validator may consult: today's date, the app's data, and the language its messages are worded in.
public struct ValidationContext: Sendable {
  /// Today in the injected clock and time zone.
  package var today: Day
  package var data: any NavigationDataSource
  /// The registry's language: a missing item's message is what the refusal's toast shows, so a validator
  /// words it here (`EntryText.missing.text(in: context.localization)`). An unavailable item's message is
  /// kept as a text instead: the screen shows it for as long as it stays, in the language it is shown in.
  package var localization: Localization

  package init(today: Day, data: any NavigationDataSource, localization: Localization = .english) {
    self.today = today
    self.data = data
    self.localization = localization
  }
}

/// The app's data as navigation sees it: does a referenced thing exist?
///
/// Injected: the app passes its store, tests pass an in-memory fake that can also fail.
public protocol NavigationDataSource: Sendable {
  /// Whether the item of `kind` (such as `entry`) with `id` exists.
  func availability(of kind: String, id: String) -> DataAvailability
  /// Stores a saved edit (Save on a screen that declares one); a failure keeps the user on the screen with
  /// the reason in a toast. By default every save succeeds and stores nothing.
  func save(_ edit: ScreenEdit) -> SaveOutcome
}

extension NavigationDataSource {
  public func save(_ edit: ScreenEdit) -> SaveOutcome { .saved }
}

/// How the app's data took a saved edit.
public enum SaveOutcome: Hashable, Sendable {
  case saved
  case failed(reason: String)
}

/// The answer of a ``NavigationDataSource``.
public enum DataAvailability: Hashable, Sendable {
  case available
  case missing
  case unavailable(reason: String)
}

extension ValidationContext {
  /// The usual validator body: the item of `kind` with `id` must exist.
  ///
  /// `missingMessage` is what the user sees when it does, worded only then (a validator runs on every screen
  /// shown again); an unavailable data source gives an error state naming the reason.
  public func requireExisting(
    _ kind: String, id: String?, missingMessage: @autoclosure () -> String
  ) -> RouteValidation {
    guard let id else { return .missing(message: missingMessage()) }
    switch data.availability(of: kind, id: id) {
    case .available: return .valid
    case .missing: return .missing(message: missingMessage())
    case .unavailable(let reason): return .unavailable(message: LocalizedText("validation.unavailable", reason))
    }
  }
}
