public import NavigationCore

/// Facts about a composition that are not findings: `composer validate` prints each after the findings as a
/// line starting `note: ` (`"notes"` with `--json`), and they never change its exit code.
public enum CompositionNotes {
  /// The most tabs a `TabView` shows on iPhone: from the sixth on, it shows four and moves the rest under
  /// "More", where per-tab navigation stacks are known to misbehave.
  public static let iPhoneTabLimit = 5

  /// The notes of `modules`' composition, in a stable order.
  public static func notes(for modules: [any RouteModule]) -> [String] {
    var notes: [String] = []
    if let tabs = tabsNote(modules.flatMap(\.tabs)) { notes.append(tabs) }
    return notes
  }

  /// More than ``iPhoneTabLimit`` tabs: which ones go under "More" on iPhone (in tab order).
  static func tabsNote(_ tabs: [TabDefinition]) -> String? {
    guard tabs.count > iPhoneTabLimit else { return nil }
    let ordered = tabs.sorted { ($0.order, $0.id.rawValue) < ($1.order, $1.id.rawValue) }
    let moved = ordered.dropFirst(iPhoneTabLimit - 1).map(\.id.rawValue)
    return """
      \(tabs.count) tabs: on iPhone, TabView shows \(iPhoneTabLimit - 1) and moves \(moved.joined(separator: ", ")) \
      under More, where per-tab navigation stacks are known to misbehave; keep \(iPhoneTabLimit) or fewer
      """
  }
}
