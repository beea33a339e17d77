import AppComposition
import Foundation
import NavigationCore
import NavigationTesting

/// The options `open` and `simulate` share: the clock, the time zone, the state file, verbosity.
struct RunOptions {
  var now: Date
  var timeZone: TimeZone
  var stateFile: URL?
  var verbose: Bool

  static let valued: Set<String> = ["--now", "--time-zone", "--state-file"]
  static let switches: Set<String> = ["--json", "--verbose"]

  init(_ flags: Flags) throws {
    verbose = flags.switches.contains("--verbose")
    var zone = TimeZone(identifier: "UTC")!
    if let text = flags.values["--now"] {
      guard let parsed = Self.parseInstant(text) else {
        throw UsageError(
          "--now takes an ISO 8601 date and time such as 2024-11-20T09:00:00Z, not '\(text)'",
          hint: "composer \(flags.command) --help")
      }
      now = parsed.date
      zone = parsed.zone
    } else {
      now = Date()
    }
    if let identifier = flags.values["--time-zone"] {
      guard let named = TimeZone(identifier: identifier) else {
        throw UsageError("unknown time zone '\(identifier)'", hint: "composer \(flags.command) --help")
      }
      zone = named
    }
    timeZone = zone
    stateFile = flags.values["--state-file"].map { URL(fileURLWithPath: $0) }
  }

  /// A runner for the assembled app, launched from the state file (or an empty store).
  func makeRunner() throws -> JourneyRunner {
    let store: any NavigationStateStore = stateFile.map { FileStateStore(url: $0) } ?? InMemoryStateStore()
    // --verbose: everything the engine reports goes to stderr through the NavigationLogger, as in the app.
    let logger: any NavigationLogger = verbose ? PrintLogger(minimumLevel: .debug) : SilentLogger()
    return JourneyRunner(
      registry: try AppComposition.makeRegistry(), now: now, timeZone: timeZone, store: store, logger: logger)
  }

  /// `2024-11-20T09:00:00Z`, with optional fractional seconds and a `±HH:MM` offset that becomes the zone.
  static func parseInstant(_ text: String) -> (date: Date, zone: TimeZone)? {
    let plain = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions.insert(.withFractionalSeconds)
    guard let date = plain.date(from: text) ?? fractional.date(from: text) else { return nil }
    var zone = TimeZone(identifier: "UTC")!
    if !text.hasSuffix("Z"), !text.hasSuffix("z") {
      let tail = String(text.suffix(6))
      if let sign = tail.first, sign == "+" || sign == "-", tail.dropFirst(3).first == ":",
        let hours = Int(tail.dropFirst().prefix(2)), let minutes = Int(tail.suffix(2)),
        let offset = TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
      {
        zone = offset
      }
    }
    return (date, zone)
  }
}
