import AppComposition
import AppScreens
import Foundation
@_spi(Fuzzing) import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import SwiftUIHostChecks
import Testing

/// Issue 37: a route's declared `links` are what its screen really offers (`DeclaredLinksCheck`, in
/// Tools/SwiftUIHostChecks), over Demeter's routes with data that has entries.
extension AdapterThroughTheHost {
  @Test func everyRoutesDeclaredLinksAreTheRoutesItsScreenOpens() throws {
    // Voice input's data is what was heard: the speech recognizer's text arrives while it records.
    let heard: [NavigationInput] = [
      .command(verb: "voice", argument: "start"), .command(verb: "voice", argument: "transcribe two eggs"),
    ]
    let check = DeclaredLinksCheck(
      registry: try AppComposition.makeRegistry(), day: ScreensData.today, id: ScreensData.oatmeal,
      input: ["voice.input": heard]
    ) {
      let fixture = try ScreensFixture()
      return (fixture.presenter, fixture.host)
    }
    let findings = try check.findings()
    #expect(findings.isEmpty, Comment(rawValue: findings.joined(separator: "\n")))
    // The check reached the controls it compares: History's entry has Edit, Today's rows swipe to edit.
    #expect(try check.controls(of: "history.entryDetail").contains { $0.opened == "history.entryEditor" })
    #expect(
      try check.controls(of: "today.root").contains {
        $0.control.hasPrefix("swipe action 'Edit'") && $0.opened == "today.entryEditor"
      })
    #expect(try check.controls(of: "history.calendar").contains { $0.opened == "history.entryDetail" })
    #expect(try check.controls(of: "voice.input").contains { $0.control == "button 'Done'" })
  }

  @Test func aDeclaredLinkNoControlOpensAndAControlToAnUndeclaredRouteAreFindingsNamingModuleScreenAndControl()
    throws
  {
    let app = AppDefinition(
      name: "Notes", linkSchemes: ["notes"], universalLinkHosts: [], bundleIdentifier: "example.notes")
    let registry = try RouteRegistry(app: app, modules: [LinkedNotes()])
    let check = DeclaredLinksCheck(registry: registry, day: ScreensData.today, id: ScreensData.oatmeal) {
      let engine = NavigationEngine(
        registry: registry,
        environment: NavigationEnvironment(
          now: { Date(timeIntervalSince1970: 1_732_093_200) }, timeZone: TimeZone(identifier: "UTC")!, data: HostData())
      )
      let coordinator = NavigationCoordinator(engine: engine, collapseWindow: .zero)
      coordinator.launch()
      let presenter = NavigationPresenter(coordinator: coordinator)
      let host = ViewHost(NavigationRoot(presenter: presenter, screens: ComposedScreens([LinkedNotesScreens()])))
      host.render()
      return (presenter, host)
    }
    #expect(
      try check.findings() == [
        "module Notes, screen notes.root: control button 'Settings' opens notes.settings, which links does not declare",
        "module Notes, screen notes.root: declared link notes.note is opened by no control",
      ])
  }
}

/// A notes tab whose root declares a link to a note that no control opens, and whose screen opens Settings,
/// which it does not declare.
private struct LinkedNotes: RouteModule {
  let name = "Notes"
  var tabs: [TabDefinition] { [TabDefinition(id: "notes", title: "Notes", icon: "note", order: 0)] }
  var routes: [RouteDefinition] {
    [
      RouteDefinition(
        id: "notes.root", pattern: "notes", placement: .tabRoot("notes"), title: "Notes", links: ["notes.note"]),
      RouteDefinition(
        id: "notes.note", pattern: "notes/{id:int}", placement: .push(tab: "notes", parent: "notes.root"),
        title: "Note"),
      RouteDefinition(
        id: "notes.settings", pattern: "notes/settings", placement: .push(tab: "notes", parent: "notes.root"),
        title: "Settings"),
    ]
  }
}

private struct LinkedNotesScreens: FeatureScreens {
  let module = "Notes"
  func register(in screens: inout ScreenRegistrar) {
    screens.screen(for: "notes.root") { context in
      VStack {
        Text("No notes yet")
        Button("Settings") { context.show("notes.settings") }
      }
    }
    screens.screen(for: "notes.note") { _ in Text("a note") }
    screens.screen(for: "notes.settings") { _ in Text("settings") }
  }
}
