import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

/// The opt-in bridge of navigation events to a `NotificationCenter` (issue 62), for analytics that listen there.
@MainActor
struct EventNotificationTests {
  let app = try! FixtureApp.app()

  /// The events posted on `center`, and the objects they were posted with, as they arrive.
  final class Heard: @unchecked Sendable {
    var events: [NavigationEvent] = []
    var objects: [AnyObject?] = []
  }

  func listen(on center: NotificationCenter) -> (Heard, any NSObjectProtocol) {
    let heard = Heard()
    let token = center.addObserver(forName: NavigationEvent.notificationName, object: nil, queue: nil) { note in
      if let event = note.userInfo?[NavigationEvent.notificationKey] as? NavigationEvent { heard.events.append(event) }
      heard.objects.append(note.object as AnyObject?)
    }
    return (heard, token)
  }

  func makeCoordinator() -> NavigationCoordinator {
    NavigationCoordinator(engine: app.engine, store: nil, driver: ImmediateTransitionDriver())
  }

  @Test func eachEventIsPostedInOrderWithTheEventInUserInfoOnceTheAppOptsIn() async throws {
    let center = NotificationCenter()
    let (heard, token) = listen(on: center)
    defer { center.removeObserver(token) }
    let coordinator = makeCoordinator()
    var handled: [NavigationEvent] = []
    coordinator.onEvent = { handled.append($0) }
    coordinator.launch()
    #expect(heard.events.isEmpty)
    coordinator.postEvents(to: center)
    _ = await coordinator.navigate(.selectTab("history"))
    #expect(!heard.events.isEmpty)
    #expect(heard.events == Array(handled.suffix(heard.events.count)))
    #expect(heard.events.contains { if case .navigated = $0 { true } else { false } })
    #expect(heard.objects.allSatisfy { $0 === coordinator })
  }

  @Test func nothingIsPostedUnlessTheAppOptsIn() async throws {
    let (heard, token) = listen(on: .default)
    defer { NotificationCenter.default.removeObserver(token) }
    let coordinator = makeCoordinator()
    coordinator.launch()
    _ = await coordinator.navigate(.selectTab("history"))
    #expect(heard.events.isEmpty)
  }
}
