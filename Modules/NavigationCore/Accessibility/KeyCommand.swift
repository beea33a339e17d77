/// An external-keyboard command: every gesture has one (swipe-back and swipe-down: Escape; the floating
/// button: the app definition's key command; tabs: Command-1, -2, -3 in tab order).
package struct KeyCommand: Hashable, Sendable {
  /// Normalized combo: modifiers `cmd`, `shift`, `alt`, `ctrl` in that order, then the key: `cmd+1`.
  package var combo: String
  /// What the command does, for menus and `composer --list-commands`, in the registry's language.
  package var title: String
  /// The request; Escape depends on the state (close the modal, else go back).
  let makeRequest: @Sendable (NavigationState) -> NavigationRequest

  package func request(for state: NavigationState) -> NavigationRequest { makeRequest(state) }

  package static func == (lhs: KeyCommand, rhs: KeyCommand) -> Bool { lhs.combo == rhs.combo && lhs.title == rhs.title }
  package func hash(into hasher: inout Hasher) { hasher.combine(combo) }

  /// The commands of an assembled app, titled in its registry's language from the core's table (English too;
  /// the floating button's title from the table the app definition names).
  package static func all(for registry: RouteRegistry) -> [KeyCommand] {
    let words = registry.localization
    let tabs = registry.app.shape.hasTabs ? registry.tabs : []
    var commands = tabs.prefix(9).enumerated().map { index, tab in
      KeyCommand(combo: "cmd+\(index + 1)", title: words.core("keyCommand.showTab", registry.title(of: tab))) { _ in
        .selectTab(tab.id)
      }
    }
    commands.append(
      KeyCommand(combo: "escape", title: words.core("keyCommand.backOrClose")) { state in
        state.modals.isEmpty ? .back : .dismiss
      })
    if registry.routes.contains(where: { $0.definition.editing?.saveKind != nil }) {
      commands.append(KeyCommand(combo: "cmd+s", title: words.core("keyCommand.save")) { _ in .save })
    }
    if registry.floatingButtonRoute != nil, let button = registry.app.floatingButton {
      commands.append(
        KeyCommand(combo: button.keyCombo, title: button.keyTitle.resolved(in: words)) { _ in .floatingButton })
    }
    return commands
  }

  /// Lower-cases a combo and orders its modifiers: `Shift+Cmd+V` → `cmd+shift+v`, `esc` → `escape`.
  package static func normalize(_ combo: String) -> String {
    let parts = combo.lowercased().split(separator: "+").map { String($0) }
    guard let key = parts.last else { return "" }
    let order = ["cmd", "shift", "alt", "ctrl"]
    let aliases = ["command": "cmd", "⌘": "cmd", "option": "alt", "control": "ctrl", "esc": "escape"]
    let modifiers = Set(parts.dropLast().map { aliases[$0] ?? $0 })
    return (order.filter(modifiers.contains) + [aliases[key] ?? key]).joined(separator: "+")
  }
}
