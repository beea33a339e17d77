public import Foundation
package import NavigationCore

/// The headers of a journey (`JourneyHeader` in NavigationCore): `# now:`, `# time-zone:`, `# locale:`, and a
/// navigation report's `# start:` and `# store:`, each a `#` comment to any other reader.
///
/// A header is honoured anywhere before the first step, after any comment and blank lines; a header after
/// the first step, or one given twice, is a ``JourneyError`` on its line (exit 64), never a comment or a
/// silent last-wins. `# start:` and `# store:` hold JSON on one line and may be longer than
/// ``Journey/maximumLineBytes``, up to `NavigationLimits.reportHeaderBytes`.
public struct JourneyHeaders: Sendable {
  /// The clock of the `# now:` line.
  public var clock: JourneyClock?
  /// The named time zone of the `# time-zone:` line (`Europe/Paris`).
  public var timeZone: TimeZone?
  /// The language of the `# locale:` line (`de`): what the journey shows and speaks is in it.
  package var localization: Localization?
  /// The session at the start of a report's window.
  package var start: ReportStartHeader?
  /// The line of the `# start:` header, for errors about it.
  package var startLine = 1
  /// What the store held when a launch in a report's window read it.
  package var store: StoredHeader?
  /// The number of the last header line, 0 when there is none (the steps start after it).
  public private(set) var lineCount = 0
  /// The line each header was read on, to name the first when one comes twice.
  private var lines: [JourneyHeader: Int] = [:]
  /// The line of the first step, once one has been read: no header may come after it.
  private var firstStepLine: Int?

  public static let timeZonePrefix = JourneyHeader.timeZone.prefix
  public static let localePrefix = JourneyHeader.locale.prefix
  public static let startPrefix = JourneyHeader.start.prefix
  public static let storePrefix = JourneyHeader.store.prefix

  /// What a `# store:` header says.
  package enum StoredHeader: Sendable, Equatable {
    case none
    /// Bytes that cannot be read as a snapshot.
    case unreadable
    /// A snapshot's stored JSON.
    case snapshot(Data)

    /// The store a replay launches from: an in-memory store holds the header's bytes as they are; any
    /// other store (the composer's `--state-file`) is left untouched, and the header's content stands in
    /// for what it holds until the run itself first saves or clears (``PlantedStateStore``). A report never
    /// changes the user's state file before the run has written.
    func plant(in store: any NavigationStateStore) -> any NavigationStateStore {
      guard let memory = store as? InMemoryStateStore else { return PlantedStateStore(base: store, planted: self) }
      switch self {
      case .none: memory.data = nil
      case .unreadable: memory.data = Data(Self.unreadableBytes.utf8)
      case .snapshot(let data): memory.data = data
      }
      return memory
    }

    /// What an in-memory store holds for `unreadable`: bytes no snapshot decodes from.
    static let unreadableBytes = "unreadable"
  }

  public init() {}

  /// The headers of `text`, every line of it read: a header after the first step, or given twice, is a
  /// ``JourneyError``.
  public init(text: String) throws(JourneyError) {
    try self.init(text: text, throughFirstStep: false)
  }

  /// The headers of `text`; with `throughFirstStep`, only the lines before its first step are read (the
  /// headers there, and their errors; nothing after the first step).
  init(text: String, throughFirstStep: Bool) throws(JourneyError) {
    var number = 0
    for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      var bytes = Array(line)
      if number == 1, bytes.starts(with: Journey.byteOrderMark) { bytes.removeFirst(Journey.byteOrderMark.count) }
      _ = try read(lineBytes: bytes, number: number)
      if throughFirstStep, firstStepLine != nil { break }
    }
  }

  /// The session a report starts from, checked whole before anything runs or is touched: its last input
  /// is a step, its values ones a session holds, and its state one the admission takes whole, field by field
  /// (``NavigationCore/NavigationEngine/startStateProblem(_:focus:)``: a start it would repair is refused).
  /// Nil for a journey that is not a report.
  package func checkedStart(engine: NavigationEngine, at date: Date) throws(JourneyError) -> SessionStart? {
    guard let start else { return nil }
    func bad(_ message: String, text: String = JourneyHeaders.startPrefix) -> JourneyError {
      JourneyError(line: startLine, text: text, message: message)
    }
    var lastInput: NavigationInput?
    if let line = start.lastInput {
      guard case .input(let input) = try JourneyStep(line: line, number: startLine, registry: engine.registry).action
      else { throw bad("the last input is not an input step", text: line) }
      lastInput = input
    }
    let button = engine.registry.app.floatingButton?.label.english
    switch start.sessionStart(at: date, lastInput: lastInput, floatingButton: button) {
    case .success(let sessionStart):
      if let problem = engine.startStateProblem(sessionStart.state, focus: sessionStart.focus) {
        throw bad("the starting state is not one the app can be in: \(problem)")
      }
      if let kept = sessionStart.announced, let problem = engine.startAnnouncementProblem(kept) {
        throw bad("the starting announcement cannot be worded: \(problem)")
      }
      return sessionStart
    case .failure(let error): throw bad(error.description)
    }
  }

  /// Whether a line of this many bytes (a CR before its LF included, if it has one) starting with `bytes`
  /// may be read whole: a journey line, or a report's long header. The line's own length, its CR dropped, is
  /// checked exactly once it has ended (``read(lineBytes:number:)``, ``Journey/step(lineBytes:number:registry:)``).
  public static func allows(lineOf count: Int, startingWith bytes: some Collection<UInt8>) -> Bool {
    if count <= Journey.maximumLineBytes + 1 { return true }
    guard count <= NavigationLimits.reportHeaderBytes + 1 else { return false }
    return isLongHeader(bytes)
  }

  /// Whether a whole line's `bytes` (its LF and CR dropped) are within the limit of their kind.
  public static func fits(line bytes: some Collection<UInt8>) -> Bool {
    bytes.count <= Journey.maximumLineBytes
      || (isLongHeader(bytes) && bytes.count <= NavigationLimits.reportHeaderBytes)
  }

  /// Whether a line starting with `bytes` is a header that may be longer than a journey line.
  public static func isLongHeader(_ bytes: some Collection<UInt8>) -> Bool {
    JourneyHeader.allCases.contains { $0.isLong && bytes.starts(with: $0.prefix.utf8) }
  }

  /// The error for a line past what ``allows(lineOf:startingWith:)`` reads: a header's own, or a journey
  /// line's.
  public static func tooLong(number: Int, start: some Collection<UInt8>) -> JourneyError {
    isLongHeader(start) ? headerTooLong(number: number, start: start) : Journey.tooLong(number: number, start: start)
  }

  /// The error for a report header (`# start:`, `# store:`) longer than its own limit,
  /// `NavigationLimits.reportHeaderBytes` (not a journey line's).
  public static func headerTooLong(number: Int, start: some Collection<UInt8>) -> JourneyError {
    JourneyError(
      line: number, text: String(decoding: start, as: UTF8.self),
      message: "the report header is longer than \(NavigationLimits.reportHeaderBytes) bytes")
  }

  /// Reads line `number` (its bytes without the LF; lines are read in order, each once) and returns whether
  /// it is a header, which it takes. Any other line is false: a comment or a blank line, or a step, after
  /// which a header is a ``JourneyError`` on its line, as is a header given a second time.
  public mutating func read(lineBytes: [UInt8], number: Int) throws(JourneyError) -> Bool {
    var bytes = lineBytes[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    // A step starts with a letter: it needs no decoding to be told from a header.
    if let first = bytes.first, Self.startsAStep(first) {
      firstStepLine = firstStepLine ?? number
      return false
    }
    // White space at the ends is not part of a line, as for a step or a comment (Journey.step(lineBytes:)).
    let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let header = JourneyHeader(line: line) else {
      if !line.isEmpty, !line.hasPrefix("#") { firstStepLine = firstStepLine ?? number }
      return false
    }
    func bad(_ message: String) -> JourneyError {
      JourneyError(line: number, text: String(line.prefix(80)), message: message)
    }
    if let step = firstStepLine {
      throw bad("a header comes before the first step (line \(step)), not after it")
    }
    if let earlier = lines[header] { throw bad("the header is given twice (first on line \(earlier))") }
    if header.isLong {
      guard bytes.count <= NavigationLimits.reportHeaderBytes else {
        throw Self.headerTooLong(number: number, start: bytes.prefix(40))
      }
    } else if bytes.count > Journey.maximumLineBytes {
      throw Journey.tooLong(number: number, start: bytes.prefix(40))
    }
    try take(
      header, value: String(line.dropFirst(header.prefix.count)).trimmingCharacters(in: .whitespaces),
      number: number, bad: bad)
    lines[header] = number
    lineCount = number
    return true
  }

  /// Whether a line whose first byte is `byte` is a step: an ASCII letter.
  private static func startsAStep(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// Takes `header`'s value from line `number`; a value the header cannot hold is `bad`.
  private mutating func take(
    _ header: JourneyHeader, value: String, number: Int, bad: (String) -> JourneyError
  ) throws(JourneyError) {
    switch header {
    case .now:
      switch JourneyClock.parse(value) {
      case .success(let parsed): clock = parsed
      case .failure(let refusal): throw bad("the clock takes \(refusal), not '\(value)'")
      }
    case .timeZone:
      guard let zone = TimeZone(identifier: value) else { throw bad("unknown time zone '\(value)'") }
      timeZone = zone
    case .locale:
      switch Localization.admitting(value) {
      case .success(let admitted): localization = admitted
      case .failure(let refusal):
        throw bad("a locale is a language tag such as de, de-CH or es-419, not '\(value.prefix(80))': \(refusal)")
      }
    case .start:
      switch ReportStartHeader.decode(value) {
      case .success(let decoded): start = decoded
      case .failure(let error): throw bad(error.description)
      }
      startLine = number
    case .store:
      switch value {
      case "none": store = StoredHeader.none
      case "unreadable": store = .unreadable
      default:
        guard value.hasPrefix("{") else { throw bad("the store holds none, unreadable or a snapshot's JSON") }
        store = .snapshot(Data(value.utf8))
      }
    }
  }
}
