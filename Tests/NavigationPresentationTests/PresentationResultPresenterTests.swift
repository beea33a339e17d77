import Foundation
import NavigationCore
import NavigationJourneys
import NavigationPresentation
import NavigationTesting
import Observation
import Testing

/// The presenter hands a presented route's result to the screen that presented it, typed, and to no other
/// screen; a swipe-down (the sheet binding's setter) is a cancellation.
@MainActor
struct PresentationResultPresenterTests {
  let presenter: NavigationPresenter

  init() throws {
    let app = TestApp(registry: try RouteRegistry(app: .fixture, modules: [FixtureModule.withGoalPicker()]))
    let coordinator = NavigationCoordinator(engine: app.engine, store: InMemoryStateStore(), collapseWindow: .zero)
    coordinator.launch()
    presenter = NavigationPresenter(coordinator: coordinator)
  }

  var top: Screen { presenter.coordinator.engine.topScreen(of: presenter.coordinator.state) }

  @Test func theValueReachesThePresentingScreenTypedAndIsConsumed() throws {
    let home = top
    presenter.send(.request(GoalPicker().request))
    let picker = top
    #expect(presenter.result(of: GoalPicker.self, for: home) == nil, "nothing while the picker is open")
    #expect(presenter.finish(GoalPicker.self, with: PickedGoal(calories: 1800)).outcome == .completed)
    #expect(presenter.modals.isEmpty)
    #expect(presenter.result(of: GoalPicker.self, for: home) == .value(PickedGoal(calories: 1800)))
    #expect(presenter.result(of: GoalPicker.self, for: picker) == nil, "another screen sees nothing")
    presenter.consumeResult()
    #expect(presenter.result(of: GoalPicker.self, for: home) == nil)
  }

  @Test func aSwipeDownIsACancellationAndTheArrivalIsObserved() throws {
    let home = top
    presenter.send(.request(GoalPicker().request))
    let observed = Flag()
    withObservationTracking {
      _ = presenter.result(of: GoalPicker.self, for: home)
    } onChange: {
      observed.set()
    }
    _ = presenter.dismissModal(at: 0)
    #expect(observed.isSet, "a screen reading its result is redrawn when one arrives")
    #expect(presenter.result(of: GoalPicker.self, for: home) == .cancelled)
  }
}

/// Set once from Observation's change handler, which may run on any thread.
private final class Flag: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
