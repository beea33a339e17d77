import Foundation

// The journey language, each line declared once (DESIGN.md, "Journeys"): the input steps (`InputSteps`), the
// steps only a journey has (below), the headers (`JourneyHeader`) and durations (`JourneyDuration`). The
// journey parser reads by them, a navigation report writes by them, and `composer simulate --help` lists them.

/// What a journey line does: send an input, or a step only a journey has.
package enum JourneyAction: Sendable {
  case input(NavigationInput)
  case launch
  /// Time passes (`foreground 45m` is `advance` then the input).
  case advance(seconds: Double, then: NavigationInput?)
  case expect(key: ExpectKey, value: String)
  case data(DataChange)

  /// A change to the fake app data (`data delete entry <id>`, `data restore entry <id>`, `data fail <reason>`,
  /// `data fail-save <reason>`, `data recover`).
  package enum DataChange: Sendable, Equatable {
    case delete(kind: String, id: String)
    /// A deleted item exists again (a navigation report writes it when the app's data said so).
    case restore(kind: String, id: String)
    /// Every lookup and every save fails.
    case fail(String)
    /// Only saves fail; lookups still answer.
    case failSave(String)
    /// Ends both.
    case recover

    /// The reason of `data fail` without one.
    static let outage = "database unavailable"
    /// The reason of `data fail-save` without one.
    static let refusedSave = "the save was refused"

    /// `reason` as a `data` line holds it: on one line (a control character is a space), trimmed; the
    /// outage's default when nothing is left.
    package static func reason(_ reason: String) -> String {
      let line = reason.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
        .trimmingCharacters(in: .whitespaces)
      return line.isEmpty ? outage : line
    }
  }
}

/// A step only a journey has (the launch, time passing, checks, the fake app data), declared like an input
/// step (``InputStep``): its word, what it takes, how the rest of the line reads and how the step prints.
package struct JourneyOnlyStep: Sendable {
  package let word: String
  /// What follows the word, for help texts.
  package let arguments: String
  let read: @Sendable (_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> JourneyAction
  /// What follows the word for `action` when it is this step's and a journey line holds it, else nil.
  let write: @Sendable (_ action: JourneyAction) -> String?
}

/// The journey's own steps; every other word is an input step (``InputSteps``).
package enum JourneySteps {
  /// The word of the step that launches the app, which events also name.
  package static let launch = "launch"

  package static let all: [JourneyOnlyStep] = [
    JourneyOnlyStep(
      word: launch, arguments: "",
      read: { rest, _ throws(StepProblem) in
        guard rest.isEmpty else { throw StepProblem("'launch' takes no argument") }
        return .launch
      },
      write: { if case .launch = $0 { "" } else { nil } }),
    // `foreground 45m` is time passing, then the input step `foreground`.
    JourneyOnlyStep(
      word: "foreground", arguments: "[DURATION]",
      read: { rest, _ throws(StepProblem) in
        guard !rest.isEmpty else { return .input(.foreground) }
        guard let seconds = JourneyDuration.seconds(rest) else {
          throw StepProblem("'\(rest)' is not a duration like 45m")
        }
        return .advance(seconds: seconds, then: .foreground)
      },
      write: { if case .advance(let seconds, .foreground) = $0 { JourneyDuration.text(seconds) } else { nil } }),
    JourneyOnlyStep(
      word: "wait", arguments: "DURATION",
      read: { rest, _ throws(StepProblem) in
        guard let seconds = JourneyDuration.seconds(rest) else {
          throw StepProblem("wait needs a duration like 10m, not '\(rest)'")
        }
        return .advance(seconds: seconds, then: nil)
      },
      write: { if case .advance(let seconds, nil) = $0 { JourneyDuration.text(seconds) } else { nil } }),
    JourneyOnlyStep(word: "expect", arguments: "KEY VALUE", read: readExpect, write: writeExpect),
    JourneyOnlyStep(
      word: "data", arguments: "delete KIND ID|restore KIND ID|fail [REASON]|fail-save [REASON]|recover",
      read: readData, write: writeData),
  ]

  private static let byWord: [String: JourneyOnlyStep] = Dictionary(
    all.map { ($0.word, $0) }, uniquingKeysWith: { first, _ in first })

  /// What `line` (a step: no comment, no blank line) does, read by the declaration its first word names: a
  /// journey's own step, else an input step (``InputSteps``, feature commands included).
  package static func action(of line: String, registry: RouteRegistry) throws(StepProblem) -> JourneyAction {
    let (word, rest) = line.splitFirstWord()
    if let step = byWord[word] { return try step.read(rest, registry) }
    return .input(try InputSteps.input(word: word, rest: rest, registry: registry))
  }

  /// The journey line of `action`, or nil when no journey line holds it.
  package static func line(for action: JourneyAction) -> String? {
    if case .input(let input) = action { return InputSteps.line(for: input) }
    for step in all {
      if let rest = step.write(action) { return rest.isEmpty ? step.word : step.word + " " + rest }
    }
    return nil
  }

  static func readExpect(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> JourneyAction {
    var (keyText, value) = rest.splitFirstWord()
    guard let key = ExpectKey(rawValue: keyText) else {
      throw StepProblem(
        "unknown expect key '\(keyText)' (keys: \(ExpectKey.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    guard !value.isEmpty else { throw StepProblem("expect \(keyText) needs a value") }
    switch key {
    case .tabLabel:
      let (tab, label) = value.splitFirstWord()
      guard registry.tab(TabID(tab)) != nil, !label.isEmpty else {
        throw StepProblem("expect tab-label takes a tab id and the label")
      }
      // `{tabs}` is the number of registered tabs: a feature's journey asserts its own tab's label and
      // keeps holding when another team adds a tab.
      value = value.replacingOccurrences(of: ExpectKey.tabCountPlaceholder, with: String(registry.tabs.count))
    case .draft:
      if value.splitFirstWord().1.isEmpty {
        throw StepProblem("expect draft takes a field and its value (none for no value)")
      }
    case .badge:
      let (tab, badge) = value.splitFirstWord()
      guard registry.tab(TabID(tab)) != nil, !badge.isEmpty else {
        throw StepProblem("expect badge takes a tab id and the badge's text (none for no badge)")
      }
    case .depth:
      if Int(value) == nil { throw StepProblem("expect depth takes a number, not '\(value)'") }
    default:
      break
    }
    return .expect(key: key, value: value)
  }

  static func writeExpect(_ action: JourneyAction) -> String? {
    guard case .expect(let key, let value) = action, InputSteps.plain(value) else { return nil }
    return key.rawValue + " " + value
  }

  static func readData(_ rest: String, _ registry: RouteRegistry) throws(StepProblem) -> JourneyAction {
    let (change, argument) = rest.splitFirstWord()
    func kindAndID(_ change: String) throws(StepProblem) -> (String, String) {
      let (kind, id) = argument.splitFirstWord()
      guard !kind.isEmpty, !id.isEmpty, !id.contains(" ") else {
        throw StepProblem("data \(change) takes a kind and an id")
      }
      return (kind, id)
    }
    switch change {
    case "delete":
      let (kind, id) = try kindAndID(change)
      return .data(.delete(kind: kind, id: id))
    case "restore":
      let (kind, id) = try kindAndID(change)
      return .data(.restore(kind: kind, id: id))
    case "fail":
      return .data(.fail(argument.isEmpty ? JourneyAction.DataChange.outage : argument))
    case "fail-save":
      return .data(.failSave(argument.isEmpty ? JourneyAction.DataChange.refusedSave : argument))
    case "recover":
      guard argument.isEmpty else { throw StepProblem("data recover takes no argument") }
      return .data(.recover)
    default:
      throw StepProblem("data takes delete KIND ID, restore KIND ID, fail [REASON], fail-save [REASON] or recover")
    }
  }

  static func writeData(_ action: JourneyAction) -> String? {
    guard case .data(let change) = action else { return nil }
    switch change {
    case .delete(let kind, let id): return item("delete", kind, id)
    case .restore(let kind, let id): return item("restore", kind, id)
    case .fail(let reason): return "fail " + JourneyAction.DataChange.reason(reason)
    case .failSave(let reason): return "fail-save " + JourneyAction.DataChange.reason(reason)
    case .recover: return "recover"
    }
    func item(_ change: String, _ kind: String, _ id: String) -> String? {
      guard let kind = InputSteps.word(kind), let id = InputSteps.word(id) else { return nil }
      return change + " " + kind + " " + id
    }
  }
}

/// What `expect` can check.
package enum ExpectKey: String, Sendable, CaseIterable {
  case tab, top, depth, modal, tabbar, fab, toast, alert
  /// How the guard's question is shown: `alert`, `dialog` (a confirmation dialog), or `none`.
  case alertStyle = "alert-style"
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
  /// `expect result VALUE`: the result a closed route left for the top screen, as JSON, `cancelled`, or
  /// `none`.
  case result

  /// In `expect tab-label TAB LABEL`, the text that stands for the number of registered tabs
  /// (`Today, tab, 1 of {tabs}, selected`).
  package static let tabCountPlaceholder = "{tabs}"

  /// The key as `expect` takes it, with what it takes when that is more than one value: `draft (FIELD VALUE)`.
  package var usage: String {
    switch self {
    case .tabLabel: "tab-label (TAB LABEL)"
    case .draft: "draft (FIELD VALUE)"
    case .badge: "badge (TAB VALUE)"
    default: rawValue
    }
  }
}

/// Durations as journeys write them: `45m`, `29m59s`, `1h30m`, `2d`, `500ms`.
package enum JourneyDuration {
  /// The longest duration a journey may wait: about 100 years. Longer is malformed, not a clock overflow.
  package static let maximumSeconds: Double = 3_200_000_000

  /// The units from the largest, as a duration writes them.
  private static let units: [(unit: String, milliseconds: Int64)] = [
    ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1),
  ]

  /// The duration in seconds, or nil when `text` is not one (or is longer than ``maximumSeconds``).
  package static func seconds(_ text: String) -> Double? {
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
      let unit = text[index...].hasPrefix("ms") ? "ms" : String(character)
      guard let size = units.first(where: { $0.unit == unit })?.milliseconds else { return nil }
      total += value * Double(size) / 1000
      index = text.index(index, offsetBy: unit.count)
    }
    return number.isEmpty && total <= maximumSeconds ? total : nil
  }

  /// `seconds` as a duration, to the millisecond, largest unit first (`1h30m`, `1s500ms`); `0s` for none.
  package static func text(_ seconds: Double) -> String {
    var left = Int64((seconds * 1000).rounded())
    var text = ""
    for (unit, size) in units where left >= size {
      text += "\(left / size)\(unit)"
      left %= size
    }
    return text.isEmpty ? "0s" : text
  }
}
