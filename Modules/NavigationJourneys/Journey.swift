import Foundation
@_spi(Fuzzing) public import NavigationCore

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

  /// A step built directly, not parsed: `composer open` sends its link as given this way.
  public init(number: Int, text: String, action: Action) {
    self.number = number
    self.text = text
    self.action = action
  }

  /// The step of `line`, read by the declaration its first word names: a journey's own step
  /// (``JourneySteps``), else an input step (`InputSteps`, feature commands included).
  init(line: String, number: Int, registry: RouteRegistry) throws(JourneyError) {
    self.number = number
    self.text = line
    let (word, rest) = line.splitFirstWord()
    do throws(StepProblem) {
      if let step = JourneySteps.step(word) {
        action = try step.read(rest, registry)
      } else {
        action = .input(try InputSteps.input(word: word, rest: rest, registry: registry))
      }
    } catch {
      throw JourneyError(line: number, text: line, message: error.message)
    }
  }
}

/// What `expect` can check.
public enum ExpectKey: String, Sendable, CaseIterable {
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
