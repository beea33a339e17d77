import Foundation

// The input steps, one declaration each (DESIGN.md, "Journeys"). A step reads what it prints: the
// report's property test replays every printed line.

extension InputSteps {
  static let requests: [InputStep] = [
    InputStep(
      "tap", "TAB",
      read: { rest, registry throws(StepProblem) in
        guard !rest.isEmpty else { throw StepProblem("tap needs a tab id") }
        if let problem = tabProblem(rest, in: registry) { throw problem }
        return .request(.selectTab(TabID(rest)))
      },
      write: { input in
        guard case .request(.selectTab(let tab)) = input else { return nil }
        return .word("tap", tab.rawValue)
      }),
    InputStep(
      "push", path: { .request(.show(path: $0)) },
      of: { input in
        guard case .request(.show(let path)) = input else { return nil }
        return path
      }),
    // The screen on top (the top of the selected stack, or the top modal) gives way to PATH in one step.
    InputStep(
      "replace", path: { .request(.replace(path: $0)) },
      of: { input in
        guard case .request(.replace(let path)) = input else { return nil }
        return path
      }),
    // Feature code's navigate(to:): a route by id and parameters, as a navigation report writes it.
    InputStep("route", "ID [NAME=VALUE …]", read: readRoute, write: writeRoute),
    InputStep("pop-to-root", sends: .request(.popToRoot)),
    // A long press on Back picking the screen `depth` screens above the root.
    InputStep(
      "pop-to", "DEPTH",
      read: { rest, _ throws(StepProblem) in
        guard let depth = Int(rest), depth >= 0 else {
          throw StepProblem("pop-to takes a depth (0 is the root), not '\(rest)'")
        }
        return .request(.popTo(depth: depth))
      },
      write: { input in
        guard case .request(.popTo(let depth)) = input else { return nil }
        return .line("pop-to \(depth)")
      }),
    InputStep("dismiss-all", sends: .request(.dismissAll)),
    InputStep(
      "open", "URL",
      read: { rest, _ throws(StepProblem) in
        guard !rest.isEmpty else { throw StepProblem("open needs a URL") }
        return .request(.openLink(rest))
      },
      write: { input in
        guard case .request(.openLink(let link)) = input else { return nil }
        // `open` reads the rest of its line: a link with a space inside is still a step.
        return .rest("open", link)
      }),
    InputStep("back", sends: .request(.back)),
    InputStep("swipe-back", sends: .request(.swipeBack)),
    InputStep("dismiss", sends: .request(.dismiss)),
    InputStep("fab", sends: .request(.floatingButton)),
    InputStep("recover", sends: .request(.recover)),
    InputStep("save", sends: .request(.save)),
    InputStep("cancel", sends: .request(.cancel)),
  ]

  static let chrome: [InputStep] = [
    InputStep(
      "scroll-to", "OFFSET",
      read: { rest, _ throws(StepProblem) in
        guard let offset = Double(rest), offset.isFinite, offset >= 0 else {
          throw StepProblem("scroll-to takes an offset in points ≥ 0, not '\(rest)'")
        }
        return .scrollOffset(offset)
      },
      write: { input in
        guard case .scrollOffset(let offset) = input else { return nil }
        return offset.isFinite ? .line("scroll-to \(offset)") : .unwritable("scroll-to \(offset)")
      }),
    InputStep(
      "alert", "ACTION",
      read: { rest, _ throws(StepProblem) in
        guard !rest.isEmpty else { throw StepProblem("alert needs an action title") }
        return .alertAction(rest)
      },
      write: { input in
        guard case .alertAction(let title) = input else { return nil }
        return plain(title) ? .line("alert " + title) : .unwritable("alert " + title)
      }),
    InputStep(
      "keyboard", oneOf: ["show", "hide"], input: { .keyboard(shown: $0 == "show") },
      choice: { input in
        guard case .keyboard(let shown) = input else { return nil }
        return shown ? "show" : "hide"
      }),
    InputStep(
      "scroll", oneOf: ["up", "down", "none"], input: { .scroll(ScrollDirection(rawValue: $0) ?? .none) },
      choice: { input in
        guard case .scroll(let direction) = input else { return nil }
        return direction.rawValue
      }),
    InputStep(
      "reduce-motion", oneOf: ["on", "off"], input: { .reduceMotion($0 == "on") },
      choice: { input in
        guard case .reduceMotion(let on) = input else { return nil }
        return on ? "on" : "off"
      }),
    InputStep("key", "COMBO", read: readKey, write: writeKey),
    InputStep(
      "edit", "FIELD VALUE",
      read: { rest, _ throws(StepProblem) in
        let (field, value) = rest.splitFirstWord()
        guard !field.isEmpty, !value.isEmpty else {
          throw StepProblem("edit takes a field and the value typed into it")
        }
        return .edit(field: field, value: value)
      },
      write: { input in
        guard case .edit(let field, let value) = input, word(field) != nil, plain(value) else { return nil }
        return .line("edit \(field) \(value)")
      }),
    // The value as a JSON string literal: any text, empty or with white space at its ends or line breaks.
    InputStep(
      "edit-exact", "FIELD \"JSON\"",
      read: { rest, _ throws(StepProblem) in
        let (field, literal) = rest.splitFirstWord()
        guard !field.isEmpty, let value = jsonStringValue(literal) else {
          throw StepProblem("edit-exact takes a field and the value as a JSON string (\"…\")")
        }
        return .edit(field: field, value: value)
      },
      write: { input in
        guard case .edit(let field, let value) = input else { return nil }
        return .word("edit-exact", field).appending(" " + NavigationReport.jsonString(value))
      }),
    // The app sets a tab's badge at run time (`badge history 3`), or clears it (`badge history none`).
    InputStep("badge", "TAB VALUE|none", read: readBadge, write: writeBadge),
    // The user drags the sheet on top to a detent (`detent large`, `detent fraction:0.4`, `detent height:320`).
    InputStep(
      "detent", "medium|large|fraction:F|height:H",
      read: { rest, _ throws(StepProblem) in
        guard let detent = SheetDetent(rest) else {
          throw StepProblem("detent takes medium, large, fraction:F or height:H, not '\(rest)'")
        }
        return .detent(detent)
      },
      write: { input in
        guard case .detent(let detent) = input else { return nil }
        // A value no step reads back (not finite) is written, but not as a step to replay.
        return SheetDetent("\(detent)") == detent ? .line("detent \(detent)") : .unwritable("detent \(detent)")
      }),
  ]

  static let lifecycle: [InputStep] = [
    InputStep("background", sends: .background),
    InputStep("foreground", sends: .foreground),
    InputStep("terminate", sends: .terminate),
    InputStep("force-quit", sends: .forceQuit),
  ]

  /// A presented route's result (``ReturnsResult``): `return JSON` finishes the top modal with a value of its
  /// route's type; `consume` is the screen below reading it. Last in ``all``: no ordinary input is looked
  /// for among them.
  static let results: [InputStep] = [
    InputStep(
      "return", "JSON",
      read: { rest, _ throws(StepProblem) in
        guard !rest.isEmpty,
          (try? JSONSerialization.jsonObject(with: Data(rest.utf8), options: .fragmentsAllowed)) != nil
        else { throw StepProblem("return takes the value as JSON, not '\(rest)'") }
        return .returnResult(rest)
      },
      write: { input in
        guard case .returnResult(let json) = input else { return nil }
        return plain(json) ? .line("return " + json) : .unwritable("return " + json)
      }),
    InputStep("consume", sends: .consumeResult),
  ]

  // MARK: - Steps with more to check

  static func readRoute(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> NavigationInput {
    let (id, pairs) = rest.splitFirstWord()
    guard !id.isEmpty, registry.route(RouteID(id)) != nil else {
      throw StepProblem("route needs a registered route id")
    }
    var parameters: [(name: String, value: String)] = []
    for pair in pairs.split(separator: " ", omittingEmptySubsequences: true) {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw StepProblem("route takes parameters as NAME=VALUE, not '\(pair)'")
      }
      parameters.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
    }
    return .request(.route(RouteID(id), RouteParameters(parameters)))
  }

  static func writeRoute(_ input: NavigationInput) -> StepText? {
    guard case .request(.route(let route, let parameters)) = input else { return nil }
    var text = StepText.word("route", route.rawValue)
    for (name, value) in parameters.pairs {
      let pair = "\(name)=\(value)"
      text = text.appending(" " + pair, writable: word(pair) != nil)
    }
    return text
  }

  static func readKey(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> NavigationInput {
    guard !rest.isEmpty else { throw StepProblem("key needs a combo such as cmd+1 or escape") }
    let combo = KeyCommand.normalize(rest)
    let known = KeyCommand.all(for: registry)
    guard known.contains(where: { $0.combo == combo }) else {
      throw StepProblem("unknown key command '\(rest)' (known: \(known.map(\.combo).joined(separator: ", ")))")
    }
    return .key(combo)
  }

  static func writeKey(_ input: NavigationInput) -> StepText? {
    guard case .key(let combo) = input else { return nil }
    return .word("key", combo)
  }

  static func readBadge(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> NavigationInput {
    let (tab, value) = rest.splitFirstWord()
    guard !tab.isEmpty, !value.isEmpty else { throw StepProblem("badge takes a tab id and the badge's text, or none") }
    if let problem = tabProblem(tab, in: registry) { throw problem }
    if value == "none" { return .badge(tab: TabID(tab), value: nil) }
    if let problem = RouteRegistry.badgeProblem(value) { throw StepProblem(problem) }
    return .badge(tab: TabID(tab), value: value)
  }

  static func writeBadge(_ input: NavigationInput) -> StepText? {
    guard case .badge(let tab, let value) = input else { return nil }
    let text = StepText.word("badge", tab.rawValue)
    guard let value else { return text.appending(" none") }
    return text.appending(" " + value, writable: plain(value) && value != "none")
  }

  /// Why `push PATH` cannot name a screen whatever the app is doing, or nil: no route matches, or the link
  /// policy refuses the path (empty or dot segments, characters, percent-encoding, length). A well-formed
  /// path whose parameters the app refuses (a future day, an invalid value, a validator) is the engine's to
  /// answer when the step runs, as a failed step with an event. Judged when the line is read, so a journey
  /// checked whole has checked every path.
  static func pathError(_ path: String, registry: RouteRegistry) -> String? {
    // The day only decides parameter checks, which are not judged here.
    guard case .failure(let error) = registry.resolve(path: path, today: Day(year: 2000, month: 1, day: 1)!) else {
      return nil
    }
    switch error {
    case .noMatchingRoute:
      return "no route matches \(path)"
    case .empty, .tooLong, .malformed, .invalidCharacter, .invalidPercentEncoding, .emptySegment, .dotSegment,
      .unsupportedScheme, .unknownHost:
      return "\(path) is not a valid path: \(error)"
    case .invalidParameter, .notACase, .futureDay, .dayBeforeEarliest, .notExposed, .validationFailed:
      return nil
    }
  }

  /// The text of a JSON string literal (`"a\nb"`), or nil when `literal` is not exactly one.
  package static func jsonStringValue(_ literal: String) -> String? {
    guard literal.hasPrefix("\""),
      let value = try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
    else { return nil }
    return value
  }
}

extension StepText {
  /// The text with `more` after it; unwritable when either part is.
  func appending(_ more: String, writable: Bool = true) -> StepText {
    switch self {
    case .line(let text): writable ? .line(text + more) : .unwritable(text + more)
    case .unwritable(let text): .unwritable(text + more)
    }
  }
}
