import Accessibility
import Foundation
import NavigationCore
import NavigationPresentation
import SwiftUI
import Testing

/// The host's model of the assistive app's speech (facts 71 to 76), on its own; in the adapter's serialized
/// suite, since the speech is one for the process and the adapter's tests post to it.
extension AdapterThroughTheHost {
  @Test func aDefaultAnnouncementCutsOffTheOneSpokenUnlessQueuedOrTheSpokenOneIsHigh() {
    HostSpeech.reset()
    HostSpeech.post("one")
    HostSpeech.post("two")
    #expect(HostSpeech.finished == [.init("one", successful: false)])
    HostSpeech.post("three", queued: true)
    HostSpeech.finishCurrent()
    #expect(HostSpeech.speaking == "three")
    HostSpeech.reset()
    HostSpeech.post("urgent", priority: .high)
    HostSpeech.post("later")
    HostSpeech.finishCurrent()
    #expect(HostSpeech.finished == [.init("later", successful: false), .init("urgent", successful: true)])
  }

  @Test func aScreenChangeDropsWhatIsSpokenWhatWaitsAndWhatIsPostedDuringIt() {
    HostSpeech.reset()
    HostSpeech.post("one")
    HostSpeech.post("two", queued: true)
    HostSpeech.screenChanging()
    HostSpeech.post("three")
    HostSpeech.screenChanged()
    HostSpeech.post("four")
    HostSpeech.finishCurrent()
    #expect(HostSpeech.heard == ["four"])
    #expect(HostSpeech.finished.filter { !$0.successful }.map(\.text) == ["one", "two", "three"])
  }
}

extension AdapterThroughTheHost {
  /// Announcements from inputs arriving faster than speech are each spoken through, in order: the speaker
  /// posts the next one only once the one before was said, however often the views redraw meanwhile, so
  /// none cuts another off (a default-priority announcement interrupts, facts 72, 73).
  @Test func announcementsFromQuickInputsAreAllSpokenInOrderNoneCuttingAnotherOff() async throws {
    let fixture = try HostFixture()
    let presenter = fixture.presenter
    fixture.drillIntoHistory()
    presenter.selectTab("settings")
    let entries = presenter.announcements.entries
    let expected = entries.map(\.text)
    try #require(expected.count >= 2, "\(expected)")
    HostSpeech.reset()
    for (text, id) in zip(expected, entries.map(\.id)) {
      fixture.host.render()
      await fixture.host.settle()
      #expect(HostSpeech.speaking == text)
      // Views redraw while it is spoken: nothing new may be posted over it.
      fixture.host.render()
      await fixture.host.settle()
      #expect(HostSpeech.speaking == text, "finished: \(HostSpeech.finished)")
      HostSpeech.finishCurrent()
      for _ in 0..<50 where presenter.announcements.head?.id == id {
        try await Task.sleep(for: .milliseconds(100))
      }
    }
    fixture.host.render()
    await fixture.host.settle()
    #expect(HostSpeech.heard == expected)
    // The launch's "Today", made stale by the quick inputs before it was said through, may be cut off.
    #expect(
      HostSpeech.finished.filter { expected.contains($0.text) }.allSatisfy { $0.successful }, "\(HostSpeech.finished)")
  }

  /// The speaker waits for VoiceOver to say an announcement through (UIKit's announcement-did-finish
  /// notification, fact 75), however long that takes, and says again one a screen change cut off (fact 76).
  @Test func anAnnouncementIsHeldUntilSpokenThroughAndOneCutOffByAScreenChangeIsSaidAgain() async throws {
    let fixture = try HostFixture()
    let presenter = fixture.presenter
    fixture.drillIntoHistory()
    let first = try #require(presenter.announcements.head)
    HostSpeech.reset()
    fixture.host.render()
    await fixture.host.settle()
    #expect(HostSpeech.speaking == first.text)
    // Longer than any fixed pause the speaker could assume: nothing may be posted over it meanwhile.
    try await Task.sleep(for: .milliseconds(1_500))
    fixture.host.render()
    await fixture.host.settle()
    #expect(HostSpeech.speaking == first.text, "finished: \(HostSpeech.finished)")
    #expect(presenter.announcements.head?.id == first.id)
    HostSpeech.screenChanging()
    HostSpeech.screenChanged()
    for _ in 0..<40 where HostSpeech.speaking != first.text {
      try await Task.sleep(for: .milliseconds(100))
      await fixture.host.settle()
    }
    #expect(HostSpeech.speaking == first.text, "finished: \(HostSpeech.finished)")
    #expect(presenter.announcements.head?.id == first.id)
    HostSpeech.finishCurrent()
    for _ in 0..<40 where presenter.announcements.head?.id == first.id {
      try await Task.sleep(for: .milliseconds(100))
    }
    #expect(presenter.announcements.head?.id != first.id)
    #expect(HostSpeech.heard == [first.text])
  }
}
