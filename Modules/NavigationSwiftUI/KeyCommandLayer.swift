#if canImport(SwiftUI)
  import NavigationPresentation
  import SwiftUI

  /// Every external-keyboard command as a button with its shortcut, so the system lists them (hold
  /// Command on iPad) and types them. The floating button's shortcut lives on the button while it shows;
  /// while it is hidden (the keyboard is up, or the user scrolled down) and its action is allowed, here.
  struct KeyCommandLayer: View {
    let presenter: NavigationPresenter

    var body: some View {
      let button = presenter.floatingButton
      let hiddenButtonKeeps = !button.visible && button.shortcutAvailable
      ForEach(presenter.keyBindings.filter { $0 != button.shortcut || hiddenButtonKeeps }) { binding in
        Button(binding.title) { presenter.perform(binding) }
          .modifier(Shortcut(binding: binding))
      }
      .opacity(0)
      .accessibilityHidden(true)
    }
  }

  /// `.keyboardShortcut` for a ``KeyBinding``, or nothing.
  struct Shortcut: ViewModifier {
    let binding: KeyBinding?

    func body(content: Content) -> some View {
      if let binding {
        content.keyboardShortcut(binding.keyEquivalent, modifiers: binding.eventModifiers)
      } else {
        content
      }
    }
  }

  extension KeyBinding {
    /// SwiftUI's key for this binding.
    var keyEquivalent: KeyEquivalent {
      switch key {
      case .character(let character): KeyEquivalent(character)
      case .escape: .escape
      case .return: .return
      case .delete: .delete
      case .tab: .tab
      case .space: .space
      }
    }

    /// SwiftUI's modifiers for this binding.
    var eventModifiers: EventModifiers {
      var result: EventModifiers = []
      for modifier in modifiers {
        switch modifier {
        case .command: result.insert(.command)
        case .shift: result.insert(.shift)
        case .option: result.insert(.option)
        case .control: result.insert(.control)
        }
      }
      return result
    }
  }
#endif
