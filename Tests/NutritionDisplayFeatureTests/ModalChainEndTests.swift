import NavigationCore
import NavigationJourneys
import NavigationTesting
import NutritionDisplayFeature
import NutritionDisplayRoutes
import Testing

/// Where a modal chain ends: Confirm, like "dismiss all", closes every modal of the chain onto the screen the
/// chain was presented from, in the tab it began in; a plain dismissal closes one (issue 26, family 9; issue
/// 25's confirm rule).
@Suite struct ModalChainEndTests {
  /// The review's fixture opener, and a sheet that can lie under it.
  static let modals = FixtureModule(
    name: "Modals",
    routes: [
      RouteDefinition(
        id: "fixture.voice", pattern: "voice", placement: .modal(.sheet), title: "Voice", exposure: .internalOnly),
      RouteDefinition(
        id: "fixture.sheet", pattern: "sheet", placement: .modal(.sheet), title: "Sheet", exposure: .internalOnly),
    ],
    commands: [
      FeatureCommand(verb: "open-voice", usage: "open-voice", summary: "Present the voice sheet over the top") {
        _, session in
        do {
          try session.present("fixture.voice")
        } catch {
          return .ignored("\(error)")
        }
        return .done
      },
      FeatureCommand(verb: "draft", usage: "draft TEXT", summary: "Open the review with TEXT") { text, session in
        do {
          try session.replaceTopModal(with: NutritionReview.routeID, payload: ["transcript": text])
        } catch {
          return .ignored("\(error)")
        }
        return .done
      },
    ],
    floatingButtonRoute: "fixture.voice")

  func runner() throws -> JourneyRunner {
    try JourneyRunner(modules: [FixtureModule.singleTab(), Self.modals, NutritionDisplayFeature()])
  }

  /// A review over a sheet: Confirm closes both, onto the pushed screen under the first modal.
  @Test func confirmClosesTheWholeChainOntoTheScreenItWasPresentedFrom() throws {
    var runner = try runner()
    let failures = try runner.failedExpectations(
      """
      push /home/detail
      push /sheet
      open-voice
      expect modal fixture.voice
      draft two eggs
      expect modal nutrition.review
      confirm
      expect modal none
      expect top /home/detail
      expect depth 1
      expect tabbar hidden
      """)
    #expect(failures == [])
    #expect(runner.state.modals.isEmpty)
  }

  /// The screen told its data changed after Confirm is the one the chain was presented from, not a modal of
  /// the chain.
  @Test func confirmTellsTheScreenUnderTheWholeChainThatItsDataChanged() throws {
    var runner = try runner()
    _ = try runner.run("push /home/detail\npush /sheet\nopen-voice\ndraft two eggs")
    #expect(runner.state.modals.count == 2)
    let mark = runner.history.events.count
    _ = try runner.run("confirm")
    let changed = runner.history.events.dropFirst(mark).compactMap {
      if case .dataChanged(let path, _) = $0.event { path } else { nil }
    }
    #expect(changed == ["/home/detail"])
  }

  /// The boundary of "dismiss all" and "dismiss": over two modals, "dismiss all" closes both onto the screen
  /// under the first, and a dismissal closes the top one only.
  @Test func dismissClosesOneModalAndDismissAllEndsTheChain() throws {
    var runner = try runner()
    _ = try runner.run("push /home/detail\npush /sheet\nopen-voice")
    #expect(runner.state.modals.map(\.screen.route) == ["fixture.sheet", "fixture.voice"])
    #expect(runner.state.modals.map(\.presenterPath) == ["/home/detail", "/sheet"])
    _ = try runner.run("dismiss-all")
    #expect(runner.state.modals.isEmpty)
    #expect(runner.state.selectedStack.map(\.path) == ["/home/detail"])

    _ = try runner.run("push /sheet\nopen-voice")
    _ = try runner.run("dismiss")
    #expect(runner.state.modals.map(\.screen.route) == ["fixture.sheet"])
  }
}
