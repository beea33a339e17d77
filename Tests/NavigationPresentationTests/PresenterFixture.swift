import AppComposition
import Foundation
import NavigationCore
import NavigationJourneys
import NavigationPresentation
import NavigationTesting
import Observation

/// Demeter as assembled for the app, at 2024-11-20T09:00:00Z in UTC, with its store in memory.
@MainActor
struct PresenterFixture {
  let app: TestApp
  var clock: FakeClock { app.clock }
  let store: any NavigationStateStore
  let presenter: NavigationPresenter

  init(
    store: any NavigationStateStore = InMemoryStateStore(), launch: Bool = true,
    localization: Localization = .english
  ) throws {
    self.store = store
    var registry = try AppComposition.makeRegistry()
    registry.localization = localization
    app = TestApp(registry: registry)
    // No collapse window: these tests tap the same control twice on purpose (a re-tap).
    let coordinator = NavigationCoordinator(engine: app.engine, store: store, collapseWindow: .zero)
    if launch { coordinator.launch() }
    presenter = NavigationPresenter(coordinator: coordinator)
  }

  var coordinator: NavigationCoordinator { presenter.coordinator }
  var state: NavigationState { coordinator.state }

  /// The `navigated` events recorded since `mark` (an index into the history).
  func navigations(since mark: Int) -> [String] {
    coordinator.history.events.dropFirst(mark).compactMap {
      if case .navigated(let from, let to, _) = $0.event { "\(from) → \(to)" } else { nil }
    }
  }

  /// The History tab, two screens deep: day detail, then entry detail.
  func drillIntoHistory() {
    presenter.selectTab("history")
    presenter.send(.request(.show(path: "/history/2024-11-18")))
    presenter.send(.request(.show(path: "/history/2024-11-18/entry/\(Self.entryID)")))
  }

  /// Voice input presented from the floating button, recording.
  func startRecording() {
    presenter.pressFloatingButton()
    presenter.send(.command(verb: "voice", argument: "start"))
  }

  static let entryID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b"
}

/// Which observed values changed, from `withObservationTracking`'s change handlers.
final class ChangeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []

  var changed: [String] { lock.withLock { names } }

  /// Records `name` the first time anything `read` reads changes.
  @MainActor
  func watch(_ name: String, _ read: () -> Void) {
    withObservationTracking(read) { [self] in lock.withLock { names.append(name) } }
  }
}
