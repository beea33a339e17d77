import Foundation
import NavigationCore
import NavigationJourneys

/// `composer simulate FILE|- [--now ISO8601] [--time-zone ID] [--state-file PATH] [--json] [--verbose]`.
enum Simulate {
  static let help = """
    composer simulate FILE|- [--now ISO8601] [--time-zone ID] [--state-file PATH] [--json] [--verbose]
      Runs a journey (one step a line, # comments; - reads stdin) against a freshly launched app and
      prints the state after each step, before reading the next. --json prints one JSON object a line,
      a step each. Lines end in LF or CRLF; a byte order mark is ignored; a line is at most \(Journey.maximumLineBytes) bytes,
      a journey file at most \(Journey.maximumFileBytes) bytes (read once and checked whole before it runs).
      The clock is --now if given, else the journey's first line "# now: ISO8601" (its offset sets the
      time zone), else the real clock; --time-zone replaces the zone of either.
      Exit 0 when every expect holds, 1 when one fails, 64 for a bad journey line.

    STEPS
      launch · tap TAB · push PATH · back · swipe-back · open URL · fab · dismiss · alert ACTION
      recover (the error state's "Go to Today")
      FEATURE_COMMANDS
      keyboard show|hide · scroll up|down · reduce-motion on|off · key COMBO (cmd+1, escape, cmd+shift+v)
      edit FIELD VALUE   (the user types VALUE into FIELD on the top screen: an unsaved edit, kept in
                          its restoration payload; ignored unless the screen declares FIELD editable)
      save · cancel      (an editor's Save/Done: hand the edit to the app's data and go back;
                          a sheet editor's or the review's Cancel: drop it and go back)
      background · foreground [DURATION] · terminate · force-quit · wait DURATION (45m, 29m59s, 2h)
      data delete KIND ID · data fail [REASON] · data recover        (the fake app data)
      expect KEY VALUE  with KEY one of tab, top, depth, modal, tabbar, fab, toast, alert, back-label,
                        pending, announcement, focus, tab-label (TAB LABEL), title, transition, phase,
                        error, draft (FIELD VALUE: the top screen's payload, none when unset);
                        in a tab-label, {tabs} is the number of tabs ("Today, tab, 1 of {tabs}")
    """

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(
      arguments, command: "simulate", valued: RunOptions.valued, switches: RunOptions.switches)
    if flags.wantsHelp {
      // The feature modules' steps come from the registry: a new module's commands show up here.
      let commands = try app.makeRegistry().commands.map(\.usage).joined(separator: " · ")
      output.write(help.replacingOccurrences(of: "FEATURE_COMMANDS", with: commands))
      return 0
    }
    guard flags.positional.count == 1 else {
      throw UsageError("simulate takes one journey file (or -)", hint: "composer simulate --help")
    }
    let options = try RunOptions(flags)
    let source = flags.positional[0]
    // A journey file is read once, whole, and every line checked before anything runs: the bytes checked
    // are the bytes that run, and a bad line anywhere prints nothing and saves nothing. Stdin, a pipe or a
    // FIFO streams (it cannot be read twice): there a bad line stops the run where it arrives.
    let registry = try app.makeRegistry()
    let contents: [UInt8]?
    if source == "-" {
      contents = nil
    } else {
      do throws(CheckedFileError) {
        contents = try CheckedFile.read(source, limit: Journey.maximumFileBytes)
      } catch .notRegular(_, .fifo) {
        contents = nil
      } catch {
        throw UsageError("cannot read journey file: \(error.description)", hint: "composer simulate --help")
      }
    }
    if let contents {
      var lines = JourneyLineReader.contents(contents)
      do {
        while let bytes = try lines.next() {
          if lines.number == 1, try header(of: bytes) != nil { continue }
          _ = try Journey.step(lineBytes: bytes, number: lines.number, registry: registry)
        }
      } catch {
        output.error("composer: \(source): \(error.description)")
        return ComposerCommand.usageError
      }
    }
    var lines: JourneyLineReader
    if let contents {
      lines = .contents(contents)
    } else if source == "-" {
      lines = .standardInput()
    } else {
      do {
        lines = try JourneyLineReader.file(source)
      } catch {
        throw UsageError("cannot read journey file: \(error.description)", hint: "composer simulate --help")
      }
    }
    var failed = 0
    do {
      // The first line may set the clock; the app launches once it is read.
      let first = try lines.next()
      let clock = try first.flatMap { try header(of: $0) }
      var runner = try options.makeRunner(for: app, clock: options.clock(header: clock))
      var pending = clock == nil ? first : nil
      while let bytes = try pending ?? lines.next() {
        let number = pending == nil ? lines.number : 1
        pending = nil
        guard let step = try Journey.step(lineBytes: bytes, number: number, registry: registry) else { continue }
        let report = try runner.run(step)
        output.write(flags.json ? JSONText.encode(report) : report.text)
        // Nobody reads what follows (the reader has gone, the disk is full): stop rather than run on.
        if output.isClosed { break }
        if let expectation = report.expectation, !expectation.passed {
          failed += 1
          output.error(
            "composer: \(source): line \(step.number): expect \(expectation.key): expected \"\(expectation.expected)\", actual \"\(expectation.actual)\""
          )
        }
      }
    } catch let error as JourneyError {
      output.error("composer: \(source): \(error.description)")
      return ComposerCommand.usageError
    }
    if failed > 0 {
      output.error("composer: \(failed) expectation\(failed == 1 ? "" : "s") failed")
      return 1
    }
    return 0
  }

  /// The clock a first line `# now: ISO8601` names, or nil when the line is something else.
  private static func header(of bytes: [UInt8]) throws(JourneyError) -> JourneyClock? {
    try JourneyClock.header(of: String(decoding: bytes, as: UTF8.self))
  }
}
