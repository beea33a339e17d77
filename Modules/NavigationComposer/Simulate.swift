import Foundation
import NavigationCore
import NavigationJourneys

/// `composer simulate FILE|-`: a journey run step by step, the state printed after each.
enum Simulate: ComposerSubcommand {
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "simulate",
      argument: .one(placeholder: "FILE|-", takes: "one journey file (or -)"),
      options: RunOptions.options(json: "prints one JSON object a line, a step each"),
      summary: ["run a journey, print the state after each step", "(exit 1 when an expect fails)"],
      abstract: {
        """
        Runs a journey (one step a line, # comments; - reads stdin) against a freshly launched app and
        prints the state after each step, before reading the next. Lines end in LF or CRLF; a byte order
        mark is ignored; a line is at most \(Journey.maximumLineBytes) bytes.
        The clock is --now if given, else the journey's first line "# now: ISO8601" (its offset sets the
        time zone), else the real clock; --time-zone replaces the zone of either.
        A navigation report (what --record writes, and an app's report) is a journey whose headers after
        "# now:" set the time zone ("# time-zone: ID") and the state it starts from ("# start: JSON",
        "# store: …"); those two may be longer than a journey line, up to \(NavigationLimits.reportHeaderBytes) bytes.
        --record PATH writes the run's navigation report to PATH (also when an expect fails).
        """
      },
      discussion: {
        """
        Exit 0 when every expect holds, 1 when one fails, 64 for a bad journey line. A journey without an
        expect step checked nothing: it exits 0 with a warning on stderr.
        """
      },
      appendix: {
        """
        STEPS
          launch · tap TAB · push PATH · back · swipe-back · open URL · fab · dismiss · alert ACTION
          recover (the error state's "Go to Today")
          route ID [NAME=VALUE …] (feature code's navigate(to:)) · pop-to-root · pop-to DEPTH (a long press
          on Back) · dismiss-all · scroll-to OFFSET (points)
          \(try featureCommands(of: app))
          keyboard show|hide · scroll up|down|none · reduce-motion on|off · key COMBO (cmd+1, escape, cmd+shift+v)
          edit FIELD VALUE   (the user types VALUE into FIELD on the top screen: an unsaved edit, kept in
                              its restoration payload; ignored unless the screen declares FIELD editable)
          edit-exact FIELD "JSON"  (the same, the value as a JSON string: empty, spaces at its ends, line breaks)
          save · cancel      (an editor's Save/Done: hand the edit to the app's data and go back;
                              a sheet editor's or the review's Cancel: drop it and go back)
          background · foreground [DURATION] · terminate · force-quit · wait DURATION (45m, 29m59s, 2h)
          data delete KIND ID · data restore KIND ID · data fail [REASON] · data fail-save [REASON] · data recover
                             (the fake app data: fail makes every lookup and save fail, fail-save saves only)
          expect KEY VALUE  with KEY one of tab, top, depth, modal, tabbar, fab, toast, alert, back-label,
                            pending, announcement, focus, tab-label (TAB LABEL), title, transition, phase,
                            error, draft (FIELD VALUE: the top screen's payload, none when unset);
                            in a tab-label, {tabs} is the number of tabs ("Today, tab, 1 of {tabs}")
        """
      })
  }

  /// The feature modules' steps, from the registry: a new module's commands show up in the help.
  private static func featureCommands(of app: ComposedApp) throws -> String {
    try app.makeRegistry().commands.map(\.usage).joined(separator: " · ")
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let options = try RunOptions(flags)
    let source = flags.positional[0]
    func open() throws -> JourneyLineReader {
      if source == "-" { return .standardInput() }
      do {
        return try JourneyLineReader.file(source)
      } catch {
        throw UsageError("cannot read journey file: \(error.description)", hint: "composer simulate --help")
      }
    }
    // A regular file is checked whole before anything runs (a bad line anywhere prints nothing), in a first
    // pass that keeps nothing; stdin or a pipe cannot be read twice, so there a bad line stops the run where
    // it arrives.
    let registry = try app.makeRegistry()
    let regularFile = try open().isRegularFile
    if regularFile {
      var lines = try open()
      do {
        var headers = JourneyHeaders()
        while let bytes = try lines.next() {
          if try headers.read(lineBytes: bytes, number: lines.number) { continue }
          _ = try Journey.step(lineBytes: bytes, number: lines.number, registry: registry)
        }
      } catch {
        output.error("composer: \(source): \(error.description)")
        return ComposerCommand.usageError
      }
    }
    var lines = try open()
    var failed = 0
    do {
      // The headers may set the clock, the time zone and a report's starting point; the app starts once
      // they are read.
      var headers = JourneyHeaders()
      var pending: (bytes: [UInt8], number: Int)?
      while let bytes = try lines.next() {
        if try headers.read(lineBytes: bytes, number: lines.number) { continue }
        pending = (bytes, lines.number)
        break
      }
      var runner = try options.makeRunner(for: app, clock: options.clock(header: headers.clock), headers: headers)
      while let (bytes, number) = try pending ?? lines.next().map({ ($0, lines.number) }) {
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
      // Not a failure (the exit code says whether every expect held, and none failed), but never a silent pass;
      // a run nobody read to its end says nothing more.
      if runner.expectationCount == 0, !output.isClosed {
        output.error("composer: \(source): warning: \(JourneyRunner.noExpectation)")
      }
      try options.record(runner)
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
}
