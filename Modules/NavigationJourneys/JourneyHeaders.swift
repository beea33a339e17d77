public import Foundation
package import NavigationCore

/// The header lines a journey may open with, each a `#` comment to any other reader: `# now:` on the first
/// line (``JourneyClock/header(of:)``), and a navigation report's `# time-zone:`, `# start:` and `# store:`
/// on the lines right after it.
///
/// `# start:` and `# store:` hold JSON on one line and may be longer than ``Journey/maximumLineBytes``, up
/// to ``NavigationCore/NavigationLimits/reportHeaderBytes``. A header line further down is a comment.
public struct JourneyHeaders: Sendable {
  /// The clock of the `# now:` line.
  public var clock: JourneyClock?
  /// The named time zone of the `# time-zone:` line (`Europe/Paris`).
  public var timeZone: TimeZone?
  /// The session at the start of a report's window.
  package var start: ReportStartHeader?
  /// The line of the `# start:` header, for errors about it.
  package var startLine = 1
  /// What the store held when a launch in a report's window read it.
  package var store: StoredHeader?
  /// How many lines the headers take (the steps start after them).
  public private(set) var lineCount = 0

  public static let timeZonePrefix = "# time-zone:"
  public static let startPrefix = "# start:"
  public static let storePrefix = "# store:"

  /// What a `# store:` header says.
  package enum StoredHeader: Sendable, Equatable {
    case none
    /// Bytes that cannot be read as a snapshot.
    case unreadable
    /// A snapshot's stored JSON.
    case snapshot(Data)

    /// Puts the stored bytes in `store`: an in-memory store holds them as they are, any other store saves
    /// the snapshot (or clears).
    func plant(in store: any NavigationStateStore) throws(JourneyError) {
      func failed(_ error: SnapshotError) -> JourneyError {
        JourneyError(line: 1, text: JourneyHeaders.storePrefix, message: "the store could not be prepared: \(error)")
      }
      if let memory = store as? InMemoryStateStore {
        switch self {
        case .none: memory.data = nil
        case .unreadable: memory.data = Data("unreadable".utf8)
        case .snapshot(let data): memory.data = data
        }
        return
      }
      do {
        switch self {
        case .none, .unreadable: try store.clear()
        case .snapshot(let data): try store.save(try NavigationSnapshot.decode(data))
        }
      } catch {
        throw failed(error)
      }
    }
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

  /// Whether a line of this many bytes starting with `bytes` may be read whole: a journey line, or a
  /// report's long header.
  public static func allows(lineOf count: Int, startingWith bytes: some Collection<UInt8>) -> Bool {
    if count <= Journey.maximumLineBytes { return true }
    guard count <= NavigationLimits.reportHeaderBytes else { return false }
    return bytes.starts(with: startPrefix.utf8) || bytes.starts(with: storePrefix.utf8)
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
    guard
      Array(bytes).count <= Journey.maximumLineBytes || line.hasPrefix(Self.startPrefix)
        || line.hasPrefix(Self.storePrefix)
    else { throw Journey.tooLong(number: number, start: bytes.prefix(40)) }
    lineCount = number
    return true
  }
}
