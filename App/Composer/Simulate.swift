import AppComposition
import Foundation
import NavigationCore
import NavigationTesting

/// `composer simulate FILE|- [--now ISO8601] [--time-zone ID] [--state-file PATH] [--json] [--verbose]`.
enum Simulate {
  static let help = """
    composer simulate FILE|- [--now ISO8601] [--time-zone ID] [--state-file PATH] [--json] [--verbose]
      Runs a journey (one step a line, # comments; - reads stdin) against a freshly launched app and
      prints the state after each step. --json prints one JSON object a line, a step each.
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
                        error, draft (FIELD VALUE: the top screen's payload, none when unset)
    """

  static func run(_ arguments: [String], output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(
      arguments, command: "simulate", valued: RunOptions.valued, switches: RunOptions.switches)
    if flags.wantsHelp {
      // The feature modules' steps come from the registry: a new module's commands show up here.
      let commands = try AppComposition.makeRegistry().commands.map(\.usage).joined(separator: " · ")
      output.write(help.replacingOccurrences(of: "FEATURE_COMMANDS", with: commands))
      return 0
    }
    guard flags.positional.count == 1 else {
      throw UsageError("simulate takes one journey file (or -)", hint: "composer simulate --help")
    }
    let options = try RunOptions(flags)
    let source = flags.positional[0]
    let text: String
    if source == "-" {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      guard let data = FileManager.default.contents(atPath: source) else {
        throw UsageError("cannot read journey file '\(source)'", hint: "composer simulate --help")
      }
      text = String(decoding: data, as: UTF8.self)
    }
    let header: JourneyClock?
    do { header = try JourneyClock.header(of: text) } catch {
      output.error("composer: \(source): \(error.description)")
      return ComposerCommand.usageError
    }
    var runner = try options.makeRunner(clock: options.clock(header: header))
    let journey: Journey
    do { journey = try Journey.parse(text, registry: runner.engine.registry) } catch {
      output.error("composer: \(source): \(error.description)")
      return ComposerCommand.usageError
    }
    var failed = 0
    for step in journey.steps {
      let report: StateReport
      do { report = try runner.run(step) } catch {
        output.error("composer: \(source): \(error.description)")
        return ComposerCommand.usageError
      }
      output.write(flags.json ? JSONText.encode(report) : report.text)
      if let expectation = report.expectation, !expectation.passed {
        failed += 1
        output.error(
          "composer: \(source): line \(step.number): expect \(expectation.key): expected \"\(expectation.expected)\", actual \"\(expectation.actual)\""
        )
      }
    }
    if failed > 0 {
      output.error("composer: \(failed) expectation\(failed == 1 ? "" : "s") failed")
      return 1
    }
    return 0
  }
}
