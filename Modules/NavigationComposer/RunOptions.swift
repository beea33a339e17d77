import Foundation
import NavigationCore
import NavigationFileStore
import NavigationJourneys

/// The options `open` and `simulate` share: the clock, the time zone, the state file, the navigation report,
/// verbosity.
struct RunOptions {
  /// `--now`, with the zone its offset names.
  var now: JourneyClock?
  /// `--time-zone`: it wins over any offset.
  var timeZone: TimeZone?
  var stateFile: URL?
  /// `--record`: where the navigation report of the run goes.
  var recordFile: URL?
  var verbose: Bool
  /// `--locale`: the language of the texts a person sees or hears; nil leaves a journey's `# locale:` header, else English.
  var localization: Localization?

  /// The options of `open` and `simulate`: the shared ones, and `--json` as the command prints it.
  static func options(json: String) -> [CommandOption] {
    [
      CommandOption(
        name: "--now", value: "ISO8601",
        help: """
          the clock, e.g. 2024-11-20T09:00:00Z (default: a journey's "# now:" line,
          else now); an offset such as -05:00 or -0500 also sets the time zone
          """, isShared: true),
      CommandOption(
        name: "--time-zone", value: "ID",
        help: "the time zone, e.g. America/New_York (default: UTC, or the clock's offset)", isShared: true),
      CommandOption(
        name: "--state-file", value: "PATH",
        help: "load the saved state from PATH at launch and save snapshots there", isShared: true),
      CommandOption(
        name: "--record", value: "PATH",
        help: """
          write the run's navigation report to PATH: a journey that replays the run
          (clock, time zone and starting state in its headers) to the same state
          """, isShared: true),
      .json(json),
      CommandOption(name: "--verbose", help: "log every event to stderr ([level] line N: event)", isShared: true),
      CommandOption(
        name: "--locale", value: "ID",
        help: """
          the language of the texts a person sees or hears, a BCP 47 tag such as de,
          de-CH or es-419 (default: en, whatever LANG says; a language without a
          translation reads English, its days too)
          """, isShared: true),
    ]
  }

  init(_ flags: Flags) throws {
    verbose = flags.switches.contains("--verbose")
    if let text = flags.values["--now"] {
      switch JourneyClock.parse(text) {
      case .success(let parsed): now = parsed
      case .failure(.malformed):
        throw UsageError(
          "--now takes an ISO 8601 date and time such as 2024-11-20T09:00:00Z or 2024-11-20T09:00:00+05:00, not '\(text)'",
          hint: "composer \(flags.command) --help")
      case .failure(let refusal):
        throw UsageError("--now takes \(refusal), not '\(text)'", hint: "composer \(flags.command) --help")
      }
    }
    if let identifier = flags.values["--time-zone"] {
      guard let named = TimeZone(identifier: identifier) else {
        throw UsageError("unknown time zone '\(identifier)'", hint: "composer \(flags.command) --help")
      }
      timeZone = named
    }
    if let identifier = flags.values["--locale"] {
      switch Localization.admitting(identifier) {
      case .success(let admitted): localization = admitted
      case .failure(let refusal):
        throw UsageError(
          "--locale takes a language tag such as de, de-CH or es-419, not '\(identifier.prefix(80))': \(refusal)",
          hint: "composer \(flags.command) --help")
      }
    }
    stateFile = flags.values["--state-file"].map { URL(fileURLWithPath: $0) }
    recordFile = flags.values["--record"].map { URL(fileURLWithPath: $0) }
  }

  /// The clock to run at: `--now` wins, else a journey's `# now:` header, else the real clock in UTC;
  /// `--time-zone` replaces the zone of any of them.
  func clock(header: JourneyClock? = nil) -> JourneyClock {
    var clock = now ?? header ?? JourneyClock(now: Date())
    if let timeZone { clock.timeZone = timeZone }
    return clock
  }

  /// A runner for the assembled app at `clock`, launched from the state file (or an empty store); a
  /// navigation report's headers instead start it where the report's window starts (its `# store:` header
  /// replaces what the store holds), in the report's time zone unless `--time-zone` names another.
  func makeRunner(
    for app: ComposedApp, clock: JourneyClock, headers: JourneyHeaders = JourneyHeaders()
  ) throws -> JourneyRunner {
    let store: any NavigationStateStore = stateFile.map { FileStateStore(url: $0) } ?? InMemoryStateStore()
    // --verbose: everything the engine reports goes to stderr through the NavigationLogger, as in the app.
    let logger: any NavigationLogger = verbose ? PrintLogger(minimumLevel: .debug) : SilentLogger()
    var headers = headers
    if let timeZone { headers.timeZone = timeZone }
    // --locale wins over a journey's `# locale:` header, as --time-zone over `# time-zone:`.
    if let localization { headers.localization = localization }
    let registry = try app.makeRegistry()
    return try JourneyRunner(
      registry: registry, headers: headers, clock: clock, store: store, logger: logger)
  }

  /// Writes the navigation report of `runner`'s run to `--record`'s file, when given, by the rule of
  /// ``NavigationCore/OutputFile``: a regular file replaced atomically (a reader never sees half a report), a
  /// FIFO or a device written into, a symbolic link to anything else refused.
  func record(_ runner: JourneyRunner) throws {
    guard let recordFile else { return }
    do {
      try OutputFile.write(Data(runner.navigationReport().utf8), to: recordFile.path, tag: "report")
    } catch {
      throw RecordError(path: recordFile.path, reason: error.description)
    }
  }
}

/// The navigation report could not be written: one line on stderr, exit 1.
struct RecordError: Error, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String { "cannot write the navigation report to \(path): \(reason)" }
}
