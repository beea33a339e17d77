import Foundation
import NavigationCore
import NavigationFileStore
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
        mark is ignored; a line is at most \(Journey.maximumLineBytes) bytes, a journey file at most
        \(Journey.maximumFileBytes) bytes (read once and checked whole before it runs).
        The clock is --now if given, else the journey's "# now: ISO8601" header (its offset sets the
        time zone), else the real clock; --time-zone replaces the zone of either.
        A navigation report (what --record writes, and an app's report) is a journey whose headers also
        set the state it starts from (HEADERS below).
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
        \(headerUsage)

        \(try stepsUsage(of: app))
        \(expectUsage)
        """
      })
  }

  /// The STEPS list: each step a journey takes with what it takes and, where the word does not say it, what it
  /// does; the feature modules' steps after the built-in navigation steps. The list's order, grouping and notes
  /// are the help's; what each step takes is its declaration's (``InputSteps``, ``JourneySteps``), which
  /// `form(word)` prints (`StepHelpTests` holds every declared step to a line here).
  private static func stepsUsage(of app: ComposedApp) throws -> String {
    let arguments = declaredArguments()
    func form(_ word: String) -> String {
      let taken = arguments(word)
      return taken.isEmpty ? word : word + " " + taken
    }
    // `data` takes one of several changes: the help lists each as its own step.
    let data = arguments("data").split(separator: "|").map { "data " + $0 }.joined(separator: " · ")
    return """
      STEPS
        \(form("tap")) · \(form("push")) · back · swipe-back · \(form("open")) · fab · dismiss · \(form("alert"))
        launch (a journey starts launched: a leading launch is ignored) · recover (the error state's "Go to Today")
        \(form("route")) (feature code's navigate(to:)) · pop-to-root · \(form("pop-to")) (a long press
        on Back) · dismiss-all · \(form("scroll-to")) (points)
        \(form("replace"))  (the screen on top, or the top modal, gives way to PATH in one step)
        \(try featureCommands(of: app))
        \(form("keyboard")) · \(form("scroll")) · \(form("reduce-motion")) · \(form("key")) (cmd+1, escape, cmd+shift+v)
        \(form("edit"))   (the user types VALUE into FIELD on the top screen: an unsaved edit, kept in
                            its restoration payload; ignored unless the screen declares FIELD editable)
        \(form("edit-exact"))  (the same, the value as a JSON string: empty, spaces at its ends, line breaks)
        save · cancel      (an editor's Save/Done: hand the edit to the app's data and go back;
                            a sheet editor's or the review's Cancel: drop it and go back)
        background · \(form("foreground")) · terminate · force-quit · \(form("wait")) (45m, 29m59s, 2h)
        \(data)
                           (the fake app data: fail makes every lookup and save fail, fail-save saves only)
        \(form("badge"))  (the app sets TAB's badge to VALUE, or clears it)
        \(form("detent"))  (the user drags the top sheet to a detent its route declares)
        \(form("return")) · consume  (a presented route's result: close it handing JSON to the screen that
                                presented it; that screen reads it)
      """
  }

  /// What a declared step takes, by its word (`PATH` for `push`), as its declaration says; for a word no input
  /// step or journey step declares, `(undeclared)`, which the help's golden file and `StepHelpTests` refuse.
  private static func declaredArguments() -> (String) -> String {
    // A journey step that shares an input step's word reads more (`foreground [DURATION]`): its form is shown.
    let declared =
      JourneySteps.all.map { ($0.word, $0.arguments) } + InputSteps.all.map { ($0.word, $0.arguments) }
    let table = Dictionary(declared, uniquingKeysWith: { journeys, _ in journeys })
    return { table[$0] ?? "(undeclared)" }
  }

  /// The expect step, its keys from the declaration the parser reads (``ExpectKey``), wrapped to the help's width.
  private static var expectUsage: String {
    let keys = ExpectKey.allCases.map(\.usage)
    let notes = [
      "draft is the top screen's payload and badge a tab's item, none when unset;",
      "result is what a closed route left for the top screen: JSON, cancelled or none;",
      "in a tab-label, {tabs} is the number of tabs (\"Today, tab, 1 of {tabs}\")",
    ]
    let indent = String(repeating: " ", count: 20)
    var lines = ["  expect KEY VALUE  with KEY one of"]
    for (index, key) in keys.enumerated() {
      let word = key + (index == keys.count - 1 ? ";" : ",")
      if lines[lines.count - 1].count + 1 + word.count > 104 {
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return (lines + notes.map { indent + $0 }).joined(separator: "\n")
  }

  /// The headers, from the declaration the parser reads (``JourneyHeader``).
  private static var headerUsage: String {
    let width = JourneyHeader.allCases.map(\.form.count).max() ?? 0
    let lines = JourneyHeader.allCases.map { header in
      "  " + header.form.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + header.meaning
    }
    let long = JourneyHeader.allCases.filter(\.isLong).map(\.prefix).joined(separator: " and ")
    return
      (["HEADERS (before the first step, after any comments; each at most once, else exit 64)"] + lines + [
        "  \(long) may be longer than a journey line, up to \(NavigationLimits.reportHeaderBytes) bytes"
      ]).joined(separator: "\n")
  }

  /// The feature modules' steps, from the registry: a new module's commands show up in the help.
  private static func featureCommands(of app: ComposedApp) throws -> String {
    try app.makeRegistry().commands.map(\.usage).joined(separator: " · ")
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let options = try RunOptions(flags)
    let registry = try app.makeRegistry()
    let source = flags.positional[0]
    let contents = try wholeJourney(source)
    var failed = 0
    do {
      if let contents { try checkEveryLine(of: contents, options: options, registry: registry) }
      var lines = try lineReader(for: source, contents: contents)
      failed = try play(
        &lines, source: source, json: flags.json, options: options, app: app, registry: registry, output: &output)
    } catch let error as JourneyError {
      output.error("composer: \(source.escapedForLog): \(error.description)")
      return ComposerCommand.usageError
    }
    if failed > 0 {
      output.error("composer: \(failed) expectation\(failed == 1 ? "" : "s") failed")
      return 1
    }
    return 0
  }

  /// A journey file's bytes, read once and whole, so that the bytes checked are the bytes that run; nil for
  /// stdin, a pipe or a FIFO, which stream (they cannot be read twice): there a bad line stops the run where it
  /// arrives.
  private static func wholeJourney(_ source: String) throws -> [UInt8]? {
    guard source != "-" else { return nil }
    do throws(CheckedFileError) {
      return try CheckedFile.read(source, limit: Journey.maximumFileBytes)
    } catch .notRegular(_, .fifo) {
      return nil
    } catch {
      throw UsageError("cannot read journey file: \(error.description)", hint: "composer simulate --help")
    }
  }

  /// Every line of a whole journey checked before anything runs: a bad line anywhere prints nothing and saves
  /// nothing. The headers as a whole (a report's starting state included) are checked against a store in
  /// memory: the state file is touched only by a run that has started.
  private static func checkEveryLine(
    of contents: [UInt8], options: RunOptions, registry: RouteRegistry
  ) throws(JourneyError) {
    func check(_ headers: JourneyHeaders) throws(JourneyError) {
      var headers = headers
      if let timeZone = options.timeZone { headers.timeZone = timeZone }
      _ = try JourneyRunner(
        registry: registry, headers: headers, clock: options.clock(header: headers.clock),
        store: InMemoryStateStore())
    }
    var lines = JourneyLineReader.contents(contents)
    var headers = JourneyHeaders()
    var headersChecked = false
    while let bytes = try lines.next() {
      if try headers.read(lineBytes: bytes, number: lines.number) { continue }
      guard try Journey.step(lineBytes: bytes, number: lines.number, registry: registry) != nil else { continue }
      // The headers end at the first step: the run they describe is checked before it.
      if !headersChecked { try check(headers) }
      headersChecked = true
    }
    if !headersChecked { try check(headers) }
  }

  /// The lines that run: the checked bytes when the journey was read whole, else stdin or the streaming file.
  private static func lineReader(for source: String, contents: [UInt8]?) throws -> JourneyLineReader {
    if let contents { return .contents(contents) }
    if source == "-" { return .standardInput() }
    do {
      return try JourneyLineReader.file(source)
    } catch {
      throw UsageError("cannot read journey file: \(error.description)", hint: "composer simulate --help")
    }
  }

  /// Runs the journey's steps, printing the state after each; returns how many expectations failed.
  private static func play(
    _ lines: inout JourneyLineReader, source: String, json: Bool, options: RunOptions, app: ComposedApp,
    registry: RouteRegistry, output: inout some ComposerOutput
  ) throws -> Int {
    var failed = 0
    var previous: StateReport?
    // The headers, before the first step (comments and blank lines may come between them), may set the
    // clock, the time zone and a report's starting point; the app starts once they are read.
    var headers = JourneyHeaders()
    var next = try nextStep(&lines, headers: &headers, registry: registry)
    var runner = try options.makeRunner(for: app, clock: options.clock(header: headers.clock), headers: headers)
    while let step = next {
      let report = try runner.run(step)
      // The text form prints a payload unchanged since the last step once, and long values shortened: its
      // size is linear in the journey's length. The JSON form keeps every value whole.
      output.write(json ? JSONText.encode(report) : report.text(after: previous))
      previous = report
      // Nobody reads what follows (the reader has gone, the disk is full): stop rather than run on.
      if output.isClosed { break }
      if let expectation = report.expectation, !expectation.passed {
        failed += 1
        output.error(
          "composer: \(source.escapedForLog): line \(step.number): expect \(expectation.key): expected \"\(expectation.expected.escapedForLog)\", actual \"\(expectation.actual.escapedForLog)\""
        )
      }
      next = try nextStep(&lines, headers: &headers, registry: registry)
    }
    // Not a failure (the exit code says whether every expect held, and none failed), but never a silent pass;
    // a run nobody read to its end says nothing more.
    if runner.expectationCount == 0, !output.isClosed {
      output.error("composer: \(source.escapedForLog): warning: \(JourneyRunner.noExpectation)")
    }
    try options.record(runner)
    return failed
  }

  /// The journey's next step, read as it arrives past headers, comments and blank lines; nil at its end. A
  /// header after the first step, or one given twice, is a bad line (``JourneyHeaders/read(lineBytes:number:)``).
  private static func nextStep(
    _ lines: inout JourneyLineReader, headers: inout JourneyHeaders, registry: RouteRegistry
  ) throws(JourneyError) -> JourneyStep? {
    while let bytes = try lines.next() {
      if try headers.read(lineBytes: bytes, number: lines.number) { continue }
      if let step = try Journey.step(lineBytes: bytes, number: lines.number, registry: registry) { return step }
    }
    return nil
  }
}
