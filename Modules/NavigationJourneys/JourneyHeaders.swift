public import Foundation
package import NavigationCore

/// The header lines a journey may open with, each a `#` comment to any other reader: `# now:` on the first
/// line (``JourneyClock/header(of:)``), then `# locale:` (the language, `de`), and a navigation report's
/// `# time-zone:`, `# start:` and `# store:` on the lines right after it.
///
/// `# start:` and `# store:` hold JSON on one line and may be longer than ``Journey/maximumLineBytes``, up
/// to `NavigationLimits.reportHeaderBytes`. A header line further down is a comment.
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
  /// How many lines the headers take (the steps start after them).
  public private(set) var lineCount = 0

  public static let timeZonePrefix = "# time-zone:"
  public static let localePrefix = "# locale:"
  public static let startPrefix = "# start:"
  public static let storePrefix = "# store:"

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
    /// costs the user's state file anything before the run has written.
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

  /// The headers at the top of `text`.
  public init(text: String) throws(JourneyError) {
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var bytes = Array(line.utf8)
      if number == 1, bytes.starts(with: Journey.byteOrderMark) { bytes.removeFirst(Journey.byteOrderMark.count) }
      guard try read(lineBytes: bytes, number: number) else { break }
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
    bytes.starts(with: startPrefix.utf8) || bytes.starts(with: storePrefix.utf8)
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

  /// Reads line `number` (its bytes without the LF) if it is a header that can come there, and returns
  /// whether it was one. Once a line is not, the headers have ended and no later line is one.
  public mutating func read(lineBytes: [UInt8], number: Int) throws(JourneyError) -> Bool {
    guard number == lineCount + 1 else { return false }
    var bytes = lineBytes[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    let line = String(decoding: bytes, as: UTF8.self)
    func value(after prefix: String) -> String {
      String(line.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
    }
    func bad(_ message: String) -> JourneyError {
      JourneyError(line: number, text: String(line.prefix(80)), message: message)
    }
    if number == 1, line.hasPrefix(JourneyClock.headerPrefix) {
      clock = try JourneyClock.header(of: line)
    } else if line.hasPrefix(Self.timeZonePrefix) {
      let name = value(after: Self.timeZonePrefix)
      guard let zone = TimeZone(identifier: name) else { throw bad("unknown time zone '\(name)'") }
      timeZone = zone
    } else if line.hasPrefix(Self.localePrefix) {
      let identifier = value(after: Self.localePrefix)
      guard !identifier.isEmpty, identifier.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else {
        throw bad("a locale is a language such as de or de-DE, not '\(identifier)'")
      }
      localization = Localization(language: identifier)
    } else if line.hasPrefix(Self.startPrefix) {
      switch ReportStartHeader.decode(value(after: Self.startPrefix)) {
      case .success(let header): start = header
      case .failure(let error): throw bad(error.description)
      }
      startLine = number
    } else if line.hasPrefix(Self.storePrefix) {
      switch value(after: Self.storePrefix) {
      case "none": store = StoredHeader.none
      case "unreadable": store = .unreadable
      case let json:
        guard json.hasPrefix("{") else { throw bad("the store holds none, unreadable or a snapshot's JSON") }
        store = .snapshot(Data(json.utf8))
      }
    } else {
      return false
    }
    if line.hasPrefix(Self.startPrefix) || line.hasPrefix(Self.storePrefix) {
      guard bytes.count <= NavigationLimits.reportHeaderBytes else {
        throw Self.headerTooLong(number: number, start: bytes.prefix(40))
      }
    } else if bytes.count > Journey.maximumLineBytes {
      throw Journey.tooLong(number: number, start: bytes.prefix(40))
    }
    lineCount = number
    return true
  }
}
