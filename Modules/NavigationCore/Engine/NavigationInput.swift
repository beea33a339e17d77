/// Everything the engine reacts to: requests, feature commands, alert buttons, chrome inputs, keys and
/// the app's lifecycle.
public enum NavigationInput: Hashable, Sendable, CustomStringConvertible {
  case request(NavigationRequest)
  /// A feature command by verb, with the rest of the step line.
  case command(verb: String, argument: String)
  /// A button of the shown alert, by title.
  case alertAction(String)
  case keyboard(shown: Bool)
  case scroll(ScrollDirection)
  /// The screen on top is scrolled to `offset` points: kept per canonical path, saved and restored.
  case scrollOffset(Double)
  case reduceMotion(Bool)
  /// An external-keyboard command such as `cmd+1` or `escape` (`composer --list-commands` lists an app's).
  case key(String)
  /// The user types `value` into `field` on the top screen: an unsaved edit, kept in the screen's
  /// restoration payload. Only a field the screen's route declares (`RouteDefinition.editing`) is
  /// written; any other field, and any edit at a tab root, is ignored with a reason.
  case edit(field: String, value: String)
  /// The app sets `tab`'s badge to `value` (short text, see `NavigationLimits.badgeCharacters`), or clears
  /// it with nil: the tab bar item shows no badge, a registered one included, until the app sets one again.
  case badge(tab: TabID, value: String?)
  /// The user drags the sheet on top to `detent`, one its route declares (``RouteDefinition/detents(_:)``):
  /// kept in the state and saved with the snapshot. Any other detent, and a drag with no sheet on top, is
  /// ignored with a reason.
  case detent(SheetDetent)
  /// The presented screen on top closes, handing `json` (a value of its route's
  /// ``ReturnsResult/ResultValue``, at most `NavigationLimits.resultBytes`) to the screen that presented it
  /// (`PendingResult`). Offered only by a route that returns a result; past the guards, as Save is.
  case returnResult(String)
  /// The screen on top has read its pending result (`NavigationState.pendingResult`): it is dropped.
  case consumeResult
  /// The app went to the background: a snapshot is saved.
  case background
  /// The app came back from the background.
  case foreground
  /// The system ended the app (in the background); the last snapshot stays restorable.
  case terminate
  /// The user force-quit the app: the next launch starts fresh.
  case forceQuit

  /// The journey step that sends this input (`InputSteps`: `push /history/2024-11-18`, `scroll-to 120.0`),
  /// at most 120 characters with control characters escaped, as events echo it.
  public var description: String { InputSteps.text(of: self).text.truncatedForLog }
}
