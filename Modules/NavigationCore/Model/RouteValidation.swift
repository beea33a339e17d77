/// A validator's verdict on one screen.
public enum RouteValidation: Hashable, Sendable {
  case valid
  /// The thing no longer exists (a deleted entry): a link to it fails and a restored stack is cut there. The
  /// message is the toast that says so, kept as a text so it reads in the language it is shown in.
  case missing(message: LocalizedText)
  /// The data could not be read right now (database unavailable): the screen shows an error state, its
  /// message kept as a text so it reads in the language it is shown in.
  case unavailable(message: LocalizedText)
}

/// What a validator may consult: today's date and the app's data. Its messages are texts it keeps
/// (`EntryText.missing.kept()`), worded only when shown, so it needs no language.
public struct ValidationContext: Sendable {
  /// Today in the injected clock and time zone.
  package var today: Day
  package var data: any NavigationDataSource

  package init(today: Day, data: any NavigationDataSource) {
    self.today = today
    self.data = data
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
  /// `reason` is shown as written inside the core's sentence in the user's language: word it in that language
  /// (the app's own table, read for the language it passes in its ``NavigationEnvironment``).
  case failed(reason: String)
}

/// The answer of a ``NavigationDataSource``.
public enum DataAvailability: Hashable, Sendable {
  case available
  case missing
  /// `reason` is shown as written inside the core's sentence in the user's language ("Das konnte nicht geladen
  /// werden (…)."): word it in that language (the app's own table, read for the language it passes in its
  /// ``NavigationEnvironment``).
  case unavailable(reason: String)
}

extension ValidationContext {
  /// The usual validator body: the item of `kind` with `id` must exist.
  ///
  /// `missingMessage` is the toast the user sees when it does not (a key of the feature's table,
  /// `EntryText.missing.kept()`), made only then (a validator runs on every screen shown again); an unavailable
  /// data source gives an error state naming the reason.
  public func requireExisting(
    _ kind: String, id: String?, missingMessage: @autoclosure () -> LocalizedText
  ) -> RouteValidation {
    guard let id else { return .missing(message: missingMessage()) }
    switch data.availability(of: kind, id: id) {
    case .available: return .valid
    case .missing: return .missing(message: missingMessage())
    case .unavailable(let reason): return .unavailable(message: LocalizedText("validation.unavailable", reason))
    }
  }
}
