import Foundation
public import NavigationCore

/// A journey: a user story as plain text, one step a line, `#` comments. See DESIGN.md for the steps.
///
/// Lines end in LF or CRLF; a UTF-8 byte order mark before the first line is ignored. A line longer than
/// ``maximumLineBytes`` is a bad line, never a larger buffer.
public struct Journey: Sendable {
  public var steps: [JourneyStep]

  /// The longest journey line, in UTF-8 bytes (without its line ending): room for the longest link
  /// (`NavigationLimits.linkBytes`) or payload value (`NavigationLimits.payloadValueBytes`) with the
  /// step's words. A reader keeps at most this much of a line.
  public static let maximumLineBytes = 16_384

  /// The largest journey file that is read whole, in bytes (64 MiB: millions of steps). A journey file is
  /// read once and every line checked before any step runs, so that the bytes checked are the bytes that
  /// run; a larger file is refused. A journey from a pipe streams, whatever its length.
  public static let maximumFileBytes = 67_108_864

  /// In `expect tab-label TAB LABEL`, the text that stands for the number of registered tabs
  /// (`Today, tab, 1 of {tabs}, selected`).
  public static let tabCountPlaceholder = "{tabs}"

  /// The UTF-8 byte order mark some editors write at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Parses a journey; a line that is not a step is a ``JourneyError`` naming the line.
  ///
  /// Feature verbs (`voice`, `confirm`, `cancel`) come from the registry's commands; tab ids must be
  /// registered. Paths and links are checked when the step runs.
  public static func parse(_ text: String, registry: RouteRegistry) throws(JourneyError) -> Journey {
    var steps: [JourneyStep] = []
    var bytes = Substring(text).utf8[...]
    if bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(byteOrderMark.count) }
    for (offset, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      if let step = try step(lineBytes: rawLine, number: offset + 1, registry: registry) { steps.append(step) }
    }
    return Journey(steps: steps)
  }

  /// The step of one line's bytes (without its LF; a trailing CR is dropped), or nil for a blank line or a
  /// comment. A line over ``maximumLineBytes`` is a ``JourneyError``.
  public static func step(
    lineBytes: some Collection<UInt8>, number: Int, registry: RouteRegistry
  ) throws(JourneyError) -> JourneyStep? {
    var bytes = Array(lineBytes)
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard JourneyHeaders.fits(line: bytes) else {
      throw JourneyHeaders.tooLong(number: number, start: bytes.prefix(40))
    }
    let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if line.isEmpty || line.hasPrefix("#") { return nil }
    return try JourneyStep(line: line, number: number, registry: registry)
  }

  /// The error for line `number`, longer than ``maximumLineBytes``, that starts with `start`.
  public static func tooLong(number: Int, start: some Collection<UInt8>) -> JourneyError {
    JourneyError(
      line: number, text: String(decoding: start, as: UTF8.self) + "…",
      message: "the line is longer than \(maximumLineBytes) bytes")
  }
}

/// One line of a journey.
public struct JourneyStep: Sendable, CustomStringConvertible {
  public var number: Int
  public var text: String
  public var action: Action

  public enum Action: Sendable {
    case input(NavigationInput)
    case launch
    /// Time passes (`foreground 45m` is `advance` then the input).
    case advance(seconds: Double, then: NavigationInput?)
    case expect(key: ExpectKey, value: String)
    case data(DataChange)
  }

  /// A change to the fake app data (`data delete entry <id>`, `data restore entry <id>`, `data fail <reason>`,
  /// `data fail-save <reason>`, `data recover`).
  public enum DataChange: Sendable {
    case delete(kind: String, id: String)
    /// A deleted item exists again (a navigation report writes it when the app's data said so).
    case restore(kind: String, id: String)
    /// Every lookup and every save fails.
    case fail(String)
    /// Only saves fail; lookups still answer.
    case failSave(String)
    /// Ends both.
    case recover
  }

  public var description: String { "line \(number): \(text)" }

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
    case .invalidParameter, .futureDay, .dayBeforeEarliest, .notExposed, .validationFailed:
      return nil
    }
  }

  /// A step built directly, not parsed: `composer open` sends its link as given this way.
  public init(number: Int, text: String, action: Action) {
    self.number = number
    self.text = text
    self.action = action
  }

  init(line: String, number: Int, registry: RouteRegistry) throws(JourneyError) {
    self.number = number
    self.text = line
    let (verb, rest) = line.splitFirstWord()
    func bad(_ message: String) -> JourneyError { JourneyError(line: number, text: line, message: message) }
    func noArgument() throws(JourneyError) {
      if !rest.isEmpty { throw bad("'\(verb)' takes no argument") }
    }
    func oneOf(_ choices: [String]) throws(JourneyError) -> String {
      guard choices.contains(rest) else {
        throw bad("'\(verb)' takes \(choices.joined(separator: "|")), not '\(rest)'")
      }
      return rest
    }
    switch verb {
    case "launch":
      try noArgument()
      action = .launch
    case "tap":
      guard !rest.isEmpty else { throw bad("tap needs a tab id") }
      guard registry.tab(TabID(rest)) != nil else {
        throw bad("no tab '\(rest)' (tabs: \(registry.tabs.map(\.id.rawValue).joined(separator: ", ")))")
      }
      action = .input(.request(.selectTab(TabID(rest))))
    case "push":
      guard !rest.isEmpty, !rest.contains(" ") else { throw bad("push needs one path") }
      if let reason = Self.pathError(rest, registry: registry) { throw bad(reason) }
      action = .input(.request(.show(path: rest)))
    case "route":
      // Feature code's navigate(to:): a route by id and parameters, as a navigation report writes it.
      let (id, pairs) = rest.splitFirstWord()
      guard !id.isEmpty, registry.route(RouteID(id)) != nil else { throw bad("route needs a registered route id") }
      var parameters: [(name: String, value: String)] = []
      for pair in pairs.split(separator: " ", omittingEmptySubsequences: true) {
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
          throw bad("route takes parameters as NAME=VALUE, not '\(pair)'")
        }
        parameters.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
      }
      action = .input(.request(.route(RouteID(id), RouteParameters(parameters))))
    case "pop-to-root":
      try noArgument()
      action = .input(.request(.popToRoot))
    case "pop-to":
      // A long press on Back picking the screen `depth` screens above the root.
      guard let depth = Int(rest), depth >= 0 else { throw bad("pop-to takes a depth (0 is the root), not '\(rest)'") }
      action = .input(.request(.popTo(depth: depth)))
    case "dismiss-all":
      try noArgument()
      action = .input(.request(.dismissAll))
    case "scroll-to":
      guard let offset = Double(rest), offset.isFinite, offset >= 0 else {
        throw bad("scroll-to takes an offset in points ≥ 0, not '\(rest)'")
      }
      action = .input(.scrollOffset(offset))
    case "open":
      guard !rest.isEmpty else { throw bad("open needs a URL") }
      action = .input(.request(.openLink(rest)))
    case "back":
      try noArgument()
      action = .input(.request(.back))
    case "swipe-back":
      try noArgument()
      action = .input(.request(.swipeBack))
    case "dismiss":
      try noArgument()
      action = .input(.request(.dismiss))
    case "fab":
      try noArgument()
      action = .input(.request(.floatingButton))
    case "recover":
      try noArgument()
      action = .input(.request(.recover))
    case "save", "cancel":
      try noArgument()
      action = .input(.request(verb == "save" ? .save : .cancel))
    case "alert":
      guard !rest.isEmpty else { throw bad("alert needs an action title") }
      action = .input(.alertAction(rest))
    case "keyboard":
      action = .input(.keyboard(shown: try oneOf(["show", "hide"]) == "show"))
    case "scroll":
      action = .input(.scroll(ScrollDirection(rawValue: try oneOf(["up", "down", "none"])) ?? .none))
    case "reduce-motion":
      action = .input(.reduceMotion(try oneOf(["on", "off"]) == "on"))
    case "key":
      guard !rest.isEmpty else { throw bad("key needs a combo such as cmd+1 or escape") }
      let combo = KeyCommand.normalize(rest)
      guard KeyCommand.all(for: registry).contains(where: { $0.combo == combo }) else {
        throw bad(
          "unknown key command '\(rest)' (known: \(KeyCommand.all(for: registry).map(\.combo).joined(separator: ", ")))"
        )
      }
      action = .input(.key(combo))
    case "edit":
      let (field, value) = rest.splitFirstWord()
      guard !field.isEmpty, !value.isEmpty else { throw bad("edit takes a field and the value typed into it") }
      action = .input(.edit(field: field, value: value))
    case "edit-exact":
      // The value as a JSON string literal: any text, empty or with white space at its ends or line breaks.
      let (field, literal) = rest.splitFirstWord()
      guard !field.isEmpty, let value = Self.jsonString(literal) else {
        throw bad("edit-exact takes a field and the value as a JSON string (\"…\")")
      }
      action = .input(.edit(field: field, value: value))
    case "badge":
      // The app sets a tab's badge at run time (`badge history 3`), or clears it (`badge history none`).
      let (tab, value) = rest.splitFirstWord()
      guard !tab.isEmpty, !value.isEmpty else { throw bad("badge takes a tab id and the badge's text, or none") }
      guard registry.tab(TabID(tab)) != nil else {
        throw bad("no tab '\(tab)' (tabs: \(registry.tabs.map(\.id.rawValue).joined(separator: ", ")))")
      }
      if value == "none" {
        action = .input(.badge(tab: TabID(tab), value: nil))
      } else if let problem = RouteRegistry.badgeProblem(value) {
        throw bad(problem)
      } else {
        action = .input(.badge(tab: TabID(tab), value: value))
      }
    case "background":
      try noArgument()
      action = .input(.background)
    case "foreground":
      if rest.isEmpty {
        action = .input(.foreground)
      } else {
        guard let seconds = JourneyDuration.seconds(rest) else { throw bad("'\(rest)' is not a duration like 45m") }
        action = .advance(seconds: seconds, then: .foreground)
      }
    case "wait":
      guard let seconds = JourneyDuration.seconds(rest) else {
        throw bad("wait needs a duration like 10m, not '\(rest)'")
      }
      action = .advance(seconds: seconds, then: nil)
    case "terminate":
      try noArgument()
      action = .input(.terminate)
    case "force-quit":
      try noArgument()
      action = .input(.forceQuit)
    case "expect":
      var (keyText, value) = rest.splitFirstWord()
      guard let key = ExpectKey(rawValue: keyText) else {
        throw bad(
          "unknown expect key '\(keyText)' (keys: \(ExpectKey.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      guard !value.isEmpty else { throw bad("expect \(keyText) needs a value") }
      if key == .tabLabel {
        let (tab, label) = value.splitFirstWord()
        guard registry.tab(TabID(tab)) != nil, !label.isEmpty else {
          throw bad("expect tab-label takes a tab id and the label")
        }
        // `{tabs}` is the number of registered tabs: a feature's journey asserts its own tab's label and
        // keeps holding when another team adds a tab.
        value = value.replacingOccurrences(of: Journey.tabCountPlaceholder, with: String(registry.tabs.count))
      }
      if key == .draft, value.splitFirstWord().1.isEmpty {
        throw bad("expect draft takes a field and its value (none for no value)")
      }
      if key == .badge {
        let (tab, badge) = value.splitFirstWord()
        guard registry.tab(TabID(tab)) != nil, !badge.isEmpty else {
          throw bad("expect badge takes a tab id and the badge's text (none for no badge)")
        }
      }
      if key == .depth, Int(value) == nil { throw bad("expect depth takes a number, not '\(value)'") }
      action = .expect(key: key, value: value)
    case "data":
      let (change, argument) = rest.splitFirstWord()
      switch change {
      case "delete":
        let (kind, id) = argument.splitFirstWord()
        guard !kind.isEmpty, !id.isEmpty, !id.contains(" ") else { throw bad("data delete takes a kind and an id") }
        action = .data(.delete(kind: kind, id: id))
      case "restore":
        let (kind, id) = argument.splitFirstWord()
        guard !kind.isEmpty, !id.isEmpty, !id.contains(" ") else { throw bad("data restore takes a kind and an id") }
        action = .data(.restore(kind: kind, id: id))
      case "fail":
        action = .data(.fail(argument.isEmpty ? "database unavailable" : argument))
      case "fail-save":
        action = .data(.failSave(argument.isEmpty ? "the save was refused" : argument))
      case "recover":
        guard argument.isEmpty else { throw bad("data recover takes no argument") }
        action = .data(.recover)
      default:
        throw bad("data takes delete KIND ID, restore KIND ID, fail [REASON], fail-save [REASON] or recover")
      }
    default:
      guard let command = registry.command(verb) else {
        throw bad("unknown step '\(verb)'")
      }
      if let reason = command.checkArgument(rest) { throw bad(reason) }
      action = .input(.command(verb: verb, argument: rest))
    }
  }
}

extension JourneyStep {
  /// The text of a JSON string literal (`"a\nb"`), or nil when `literal` is not exactly one.
  static func jsonString(_ literal: String) -> String? {
    guard literal.hasPrefix("\""),
      let value = try? JSONDecoder().decode(String.self, from: Data(literal.utf8))
    else { return nil }
    return value
  }
}

/// What `expect` can check.
public enum ExpectKey: String, Sendable, CaseIterable {
  case tab, top, depth, modal, tabbar, fab, toast, alert
  case backLabel = "back-label"
  case pending, announcement, focus
  case tabLabel = "tab-label"
  case title, transition, phase
  /// The error state's message, or `none`.
  case error
  /// `expect draft FIELD VALUE`: the top screen's restoration payload (an unsaved edit, voice input's
  /// session); `none` when the field is not set.
  case draft
  /// `expect badge TAB VALUE`: the badge the tab's item shows; `none` when it shows none.
  case badge

  /// The key as `expect` takes it, with what it takes when that is more than one value: `draft (FIELD VALUE)`.
  public var usage: String {
    switch self {
    case .tabLabel: "tab-label (TAB LABEL)"
    case .draft: "draft (FIELD VALUE)"
    case .badge: "badge (TAB VALUE)"
    default: rawValue
    }
  }
}

/// A bad journey line: the composer prints it and exits 64.
public struct JourneyError: Error, Sendable, CustomStringConvertible {
  public var line: Int
  public var text: String
  public var message: String

  public init(line: Int, text: String, message: String) {
    self.line = line
    self.text = text
    self.message = message
  }

  /// One line, whatever the journey's bytes: control characters in the message and the line are escaped.
  public var description: String { "line \(line): \(message.escapedForLog): \(text.escapedForLog)" }
}

/// Durations as journeys write them: `45m`, `29m59s`, `1h30m`, `2d`, `500ms`.
public enum JourneyDuration {
  /// The longest duration a journey may wait: about 100 years. Longer is malformed, not a clock overflow.
  public static let maximumSeconds: Double = 3_200_000_000

  /// The duration in seconds, or nil when `text` is not one (or is longer than ``maximumSeconds``).
  public static func seconds(_ text: String) -> Double? {
    var total = 0.0
    var number = ""
    var index = text.startIndex
    guard !text.isEmpty else { return nil }
    while index < text.endIndex {
      let character = text[index]
      if character.isASCII, character.isNumber {
        number.append(character)
        index = text.index(after: index)
        continue
      }
      guard let value = Double(number), number.count <= 9 else { return nil }
      number = ""
      let rest = text[index...]
      if rest.hasPrefix("ms") {
        total += value / 1000
        index = text.index(index, offsetBy: 2)
        continue
      }
      switch character {
      case "d": total += value * 86_400
      case "h": total += value * 3_600
      case "m": total += value * 60
      case "s": total += value
      default: return nil
      }
      index = text.index(after: index)
    }
    return number.isEmpty && total <= maximumSeconds ? total : nil
  }
}

extension String {
  /// The first word and the rest, trimmed.
  func splitFirstWord() -> (String, String) {
    let trimmed = trimmingCharacters(in: .whitespaces)
    guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (trimmed, "") }
    return (String(trimmed[..<space]), trimmed[space...].trimmingCharacters(in: .whitespaces))
  }
}
