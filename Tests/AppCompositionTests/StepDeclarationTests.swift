import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import Testing

/// Each journey step is declared once (`InputSteps`, `JourneySteps`): what a step prints, for a report or an
/// event, is the step that reads back into the same input or action.
@Suite struct StepDeclarationTests {
  static let registry = Result { try AppComposition.makeRegistry() }

  /// One input of every declared step, with the line it prints. Computed, not a stored global: LeakSanitizer
  /// reports a global's lazily made array of parameter pairs as a direct leak.
  static var samples: [(NavigationInput, String)] {
    [
      (.request(.selectTab("history")), "tap history"),
      (.request(.show(path: "/history/2024-11-18")), "push /history/2024-11-18"),
      (
        .request(.route("history.dayDetail", RouteParameters([("date", "2024-11-18")]))),
        "route history.dayDetail date=2024-11-18"
      ),
      (.request(.replace(path: "/history/2024-11-17")), "replace /history/2024-11-17"),
      (.request(.popToRoot), "pop-to-root"),
      (.request(.popTo(depth: 2)), "pop-to 2"),
      (.request(.dismissAll), "dismiss-all"),
      (.request(.openLink("demeter://today")), "open demeter://today"),
      (.request(.back), "back"),
      (.request(.swipeBack), "swipe-back"),
      (.request(.dismiss), "dismiss"),
      (.request(.floatingButton), "fab"),
      (.request(.recover), "recover"),
      (.request(.save), "save"),
      (.request(.cancel), "cancel"),
      (.scrollOffset(120), "scroll-to 120.0"),
      (.alertAction("Discard"), "alert Discard"),
      (.keyboard(shown: true), "keyboard show"),
      (.scroll(.down), "scroll down"),
      (.reduceMotion(false), "reduce-motion off"),
      (.key("cmd+1"), "key cmd+1"),
      (.edit(field: "description", value: "two eggs"), "edit description two eggs"),
      (.edit(field: "description", value: " two\neggs"), #"edit-exact description " two\neggs""#),
      (.badge(tab: "history", value: "3"), "badge history 3"),
      (.badge(tab: "history", value: nil), "badge history none"),
      (.detent(.fraction(0.4)), "detent fraction:0.4"),
      (.detent(.height(320)), "detent height:320"),
      (.background, "background"),
      (.foreground, "foreground"),
      (.terminate, "terminate"),
      (.forceQuit, "force-quit"),
      (.returnResult(#"{"calories":1800}"#), #"return {"calories":1800}"#),
      (.consumeResult, "consume"),
      (.command(verb: "voice", argument: "start"), "voice start"),
    ]
  }

  @Test func everyDeclaredStepPrintsALineThatReadsBackIntoItsInput() throws {
    let registry = try Self.registry.get()
    var words = Set(InputSteps.all.map(\.word))
    for (input, line) in Self.samples {
      #expect(InputSteps.line(for: input) == line)
      // Events escape what they echo (a backslash doubled), so a log line stays one line.
      #expect(input.description == line.escapedForLog)
      let step = try #require(try Journey.parse(line, registry: registry).steps.first)
      guard case .input(let read) = step.action else {
        Issue.record("\(line) is not an input step")
        continue
      }
      #expect(read == input, "\(line)")
      words.remove(String(line.prefix { $0 != " " }))
    }
    #expect(words.isEmpty, "declared steps without a sample: \(words)")
  }

  @Test func anInputNoLineHoldsIsNotReplayableButAnEventStillNamesItsStep() {
    let input = NavigationInput.alertAction(" Discard")
    #expect(InputSteps.line(for: input) == nil)
    #expect(input.description == "alert  Discard")
    #expect(NavigationInput.scrollOffset(.infinity).description == "scroll-to inf")
  }

  @Test func aNavigatedEventNamesTheStepThatReproducesIt() throws {
    var runner = try JourneyRunner.replaying(
      "tap history\npush /history/2024-11-18\nscroll-to 40\n", registry: Self.registry.get())
    _ = try runner.run("expect top /history/2024-11-18")
    let texts = runner.history.events.map(\.event.description)
    #expect(texts.contains("navigated /history → /history/2024-11-18 (push /history/2024-11-18)"), "\(texts)")
    #expect(!texts.contains { $0.contains("(show ") || $0.contains("scroll to ") }, "\(texts)")
  }

  /// A line of every step only a journey has, and every form of `data`, as a report writes them.
  static let journeyOnlyLines = [
    "launch", "wait 1h30m", "wait 1s500ms", "foreground 45m", "expect tab history",
    "expect draft description two eggs", "data delete entry 0B1C", "data restore entry 0b1c",
    "data fail database unavailable", "data fail-save the disk is full", "data recover",
  ]

  @Test func everyJourneyOnlyStepPrintsTheLineItWasReadFrom() throws {
    let registry = try Self.registry.get()
    var words = Set(JourneySteps.all.map(\.word))
    for line in Self.journeyOnlyLines {
      let action = try JourneySteps.action(of: line, registry: registry)
      #expect(JourneySteps.line(for: action) == line)
      words.remove(String(line.prefix { $0 != " " }))
    }
    #expect(words.isEmpty, "journey steps without a sample: \(words)")
  }

  @Test func anExpectOrADataChangeNoLineHoldsIsNotWritten() {
    #expect(JourneySteps.line(for: .expect(key: .toast, value: " saved")) == nil)
    #expect(JourneySteps.line(for: .data(.delete(kind: "entry", id: "two words"))) == nil)
    // A reason is the rest of its line: written on one line, trimmed, the default when nothing is left.
    #expect(JourneySteps.line(for: .data(.failSave("disk\nfull "))) == "data fail-save disk full")
    #expect(JourneySteps.line(for: .data(.fail("\n"))) == "data fail database unavailable")
  }

  @Test func aRefusedLaunchAndARefusedPushNameTheirSteps() throws {
    var runner = try JourneyRunner.replaying("", registry: Self.registry.get())
    let reports = try runner.run("launch\npush /today\n")
    let texts = reports.map { $0.events.map(\.description) }
    #expect(texts.count == 2 && texts[0].first?.hasPrefix("ignored launch: ") == true, "\(texts)")
    #expect(texts.count == 2 && texts[1].first?.hasPrefix("ignored push /today: ") == true, "\(texts)")
  }

}
