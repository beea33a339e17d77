import Foundation
import NavigationCore
import NavigationPresentation
import PantryFeature

// What DESIGN.md and the DocC articles tell an app to call, called as an app outside the package calls it;
// each line prints what it saw, and ConsumerPackageTests reads the lines. (The SwiftUI views are checked by
// Tools/check-swiftui; here is the plain-Swift half each of them calls.)

/// Every pantry item exists.
struct PantryData: NavigationDataSource {
  func availability(of kind: String, id: String) -> DataAvailability { .available }
}

let registry = try RouteRegistry(app: PantryFeature.app, modules: [PantryFeature()])
let engine = NavigationEngine(registry: registry, environment: NavigationEnvironment(data: PantryData()))
let coordinator = NavigationCoordinator(engine: engine, store: nil, driver: SleepingTransitionDriver())
coordinator.launch()

// Events: the app's handler, an observer, and the end of each transition.
var handled = 0
coordinator.onEvent = { _ in handled += 1 }
var finished: [String] = []
coordinator.addEventObserver { event in
  if case .transitionFinished(let transition, let outcome) = event { finished.append("\(transition): \(outcome)") }
}
coordinator.postEvents(to: NotificationCenter())

// Awaitable navigation, on the coordinator and (below) on the presenter; and its completion form.
let pushed = await coordinator.navigate(.show(path: "/pantry/shelf/3"))
print("coordinator navigate: \(pushed)")
let popped = await withCheckedContinuation { continuation in
  coordinator.navigate(.back) { continuation.resume(returning: $0) }
}
print("completion navigate: \(popped)")

let presenter = NavigationPresenter(coordinator: coordinator)
print("presenter navigate: \(await presenter.navigate(.show(path: "/pantry/shelf/4"), animated: false))")

// A feature command of this package presents its sheet by route value.
let label = presenter.send(.command(verb: "label", argument: ""))
print("label command: \(label.outcome), modal \(presenter.modals.first?.screen.route.description ?? "none")")
presenter.dismissModal(at: 0)

// The drop-in root's link filter: this stack's links, the app's own predicate, and another tab's link.
let mail = URL(string: "pantry://mail/inbox")!
let claimsMail = { (url: URL) in url.host == "mail" }
print("claims own link: \(presenter.claims(URL(string: "pantry://pantry/shelf/2")!))")
print("claims another tab's link: \(presenter.claims(mail))")
let ignored = presenter.openIfClaimed(mail)
print("another tab's link: \(ignored == nil ? "left alone" : "opened"), toast \(presenter.toast ?? "none")")
let predicate = presenter.openIfClaimed(mail, alsoClaims: claimsMail)
print("claimed by the predicate: \(predicate.map { "\($0.outcome)" } ?? "left alone")")

print("events handled: \(handled > 0), transitions finished: \(finished.joined(separator: ", "))")
print("report: \(coordinator.navigationReport().isEmpty ? "empty" : "written")")

// The scene a SwiftUI root is made from, built from this package's own definition and module: not launched
// until the root has put the scene's storage in its store, in the language given.
let scene = try NavigationScene(
  app: PantryFeature.app, modules: [PantryFeature()], data: PantryData(), language: "de")
print(
  "scene: awaiting launch \(scene.presenter.awaitingLaunch), store \(scene.store.data == nil ? "empty" : "filled"), "
    + "language \(scene.localization.language)")

// A preview's state, admitted as a saved state is: the label sheet's screen, restored at launch.
let preview = try ScreenPreview(PantryLabel(), app: PantryFeature.app, modules: [PantryFeature()], data: PantryData())
let previewModal = preview.scene.presenter.modals.first?.screen.route.description ?? "none"
print("preview: \(preview.screen.path), modal \(previewModal)")
