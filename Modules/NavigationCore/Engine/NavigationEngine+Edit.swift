extension NavigationEngine {
  /// The user drags the sheet on top to `detent`: kept when its route declares it; nil in the state while it
  /// is the route's first, so a sheet at its default saves the same snapshot as before detents existed.
  func dragSheet(to detent: SheetDetent, on state: inout NavigationState) -> NavigationResult {
    let request = NavigationInput.detent(detent)
    guard let top = state.modals.last, top.style == .sheet else { return .ignored(request, .noSheet) }
    let declared = registry.route(top.screen.route)?.definition.sheetDetents ?? []
    guard declared.contains(detent) else {
      return .ignored(
        request, .detentNotDeclared(screen: registry.title(of: top.screen), detent: detent.description))
    }
    do { try state.setTopDetent(detent == declared.first ? nil : detent) } catch {
      return .ignored(request, error.refusal)
    }
    return .completed
  }

  /// Applies an unsaved edit: sets `payload[field] = value` on the screen on top (the top modal, else the
  /// top of the selected tab's stack), so the edit is saved with the next snapshot and comes back with it.
  ///
  /// Only a field the screen's route declares (``RouteEditing/fields``) is written: the rest of the
  /// payload is the feature's own state (voice input's session, the review's entry), which typing must
  /// never overwrite. Anything else is ignored with a reason, never a bad journey line: whether a field
  /// exists depends on the screen shown, like a tap. A tab root keeps no payload, so an edit there is
  /// ignored too. An edit beyond ``NavigationLimits/payloadFields`` or
  /// ``NavigationLimits/payloadValueBytes``, or past the state's budget (``NavigationLimits/stateBytes``),
  /// is refused. Guards do not see edits: typing is not navigation.
  func edit(field: String, value: String, on state: inout NavigationState) -> NavigationResult {
    let request = NavigationInput.edit(field: field, value: value)
    guard !state.modals.isEmpty || !state.selectedStack.isEmpty else {
      return .ignored(request, .tabRootKeepsNoEdits)
    }
    let top = topScreen(of: state)
    guard editing(of: top)?.fields.contains(field) == true else {
      return .ignored(request, .noEditableField(screen: registry.title(of: top), field: field.truncatedForLog))
    }
    guard value.utf8.count <= NavigationLimits.payloadValueBytes else {
      return .ignored(request, .valueTooLong)
    }
    guard top.payload[field] != nil || top.payload.count < NavigationLimits.payloadFields else {
      return .ignored(request, .tooManyFields)
    }
    do { try state.setField(field, to: value) } catch { return .ignored(request, error.refusal) }
    return .completed
  }

  /// Save: the top screen's declared fields go to the app's data, then the screen closes, and the screen
  /// it reveals is told its data changed (it may show what was saved). When the data refuses, the user stays
  /// on the screen, edits kept, with the reason in a toast.
  func save(on state: inout NavigationState) -> NavigationResult {
    let top = topScreen(of: state)
    guard let editing = editing(of: top), let kind = editing.saveKind else {
      return .ignored(.save, .nothingToSave)
    }
    let fields = top.payload.filter { editing.fields.contains($0.key) }
    let edit = ScreenEdit(kind: kind, route: top.route, parameters: top.parameters, fields: fields)
    switch environment.data.save(edit) {
    case .failed(let reason):
      state.toast = LocalizedText("toast.saveFailed", reason)
      return .failed(.save, reason)
    case .saved:
      _ = close(on: &state)
      return NavigationResult(
        outcome: .completed,
        events: [
          .feature(name: "\(kind).saved", detail: top.path),
          .dataChanged(path: topScreen(of: state).path, kind: kind),
        ])
    }
  }

  /// Closes the top screen, dropping its edits: the top modal is dismissed, else the stack pops one
  /// screen. Either way the user is back on exactly the screen it was opened from.
  func close(on state: inout NavigationState) -> NavigationResult {
    state.removeTop()
    return .completed
  }

  /// Whether there is a screen above a tab root to close.
  func canClose(_ state: NavigationState) -> Bool {
    !state.modals.isEmpty || state.depth > 0
  }

  /// What `screen` lets the user edit, as its route declares.
  func editing(of screen: Screen) -> RouteEditing? {
    registry.route(screen.route)?.definition.editing
  }
}
