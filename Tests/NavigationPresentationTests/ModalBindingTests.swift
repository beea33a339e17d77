import NavigationCore
import NavigationPresentation
import Testing

/// `.sheet(item:)`'s setter and `interactiveDismissDisabled`: the guard decides whether a swipe may close
/// voice input, and what it asks.
@MainActor
struct ModalBindingTests {
  @Test func theModalStackIsPublishedAsNestedItemsWithTheirStyle() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.pressFloatingButton()
    let voice = try #require(fixture.presenter.modal(at: 0, style: .sheet))
    #expect(voice.screen.route == "voice.input")
    #expect(voice.level == 0)
    #expect(fixture.presenter.modal(at: 0, style: .fullScreenCover) == nil)
    #expect(fixture.presenter.modal(at: 1, style: .sheet) == nil)
  }

  @Test func anIdleVoiceSheetMayBeSwipedAwayAndTheSwipeDismissesIt() throws {
    let fixture = try PresenterFixture()
    fixture.presenter.pressFloatingButton()
    #expect(fixture.presenter.modals.first?.dismissal == .allowed)
    let result = try #require(fixture.presenter.dismissModal(at: 0))
    #expect(result.outcome == .completed)
    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.presenter.focus?.target == .floatingButton, "focus returns to the button that opened it")
  }

  @Test func aRecordingHoldsTheSwipeAndTheCloseButtonAsksTheGuardsQuestion() throws {
    let fixture = try PresenterFixture()
    fixture.startRecording()
    #expect(
      fixture.presenter.modals.first?.dismissal
        == .asks(message: "Discard your recording?", confirmTitle: "Discard", cancelTitle: "Keep Recording"))
    let log = ChangeLog()
    log.watch("modals") { _ = fixture.presenter.modals }
    let result = try #require(fixture.presenter.dismissModal(at: 0))
    #expect(result.outcome == .confirmationRequested)
    #expect(fixture.presenter.modals.count == 1, "the sheet stays")
    #expect(log.changed == ["modals"], "the sheet SwiftUI let go is presented again")
    let alert = try #require(fixture.presenter.alert)
    #expect(alert.message == "Discard your recording?")
    fixture.presenter.answerAlert(alert.confirmTitle)
    #expect(fixture.presenter.modals.isEmpty)
    #expect(fixture.presenter.alert == nil)
  }

  @Test func cancellingTheQuestionKeepsTheRecording() throws {
    let fixture = try PresenterFixture()
    fixture.startRecording()
    fixture.presenter.dismissModal(at: 0)
    fixture.presenter.answerAlert("Keep Recording")
    #expect(fixture.presenter.modals.first?.screen.payload["phase"] == "recording")
    #expect(fixture.presenter.alert == nil)
  }

  @Test func aLevelThatIsNotShownAsksNothing() throws {
    let fixture = try PresenterFixture()
    #expect(fixture.presenter.dismissModal(at: 0) == nil)
  }
}
