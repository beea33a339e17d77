import Foundation
import NavigationCore
import NavigationPresentation
import NavigationSwiftUI
import SwiftUI
import SwiftUIHostChecks
import Testing
import TrailheadFeature
import TrailheadFeatureScreens

/// The host's checks over Trailhead, as a team outside Demeter runs them on its own package: every route has
/// a screen, every route's declared links are what its screen's controls open, and what each input costs to
/// render (the DocC article "Running your screens in the headless host" follows these steps).
@Suite(.serialized) @MainActor struct TrailheadChecksTests {
  /// The declared links check over Trailhead, each route's screen shown on 2027-03-14, a day to come.
  static func linksCheck() throws -> DeclaredLinksCheck {
    let registry = try RouteRegistry(app: TrailheadFeature.app, modules: [TrailheadFeature()])
    return DeclaredLinksCheck(registry: registry, day: TrailheadScreensTests.day.date, id: UUID()) {
      let app = try TrailheadScreensTests.trailhead()
      return (app.presenter, app.host)
    }
  }

  @Test func everyTrailheadRouteHasExactlyOneScreen() throws {
    let findings = try TrailheadScreensTests.trailhead().coverageFindings
    #expect(findings.isEmpty, Comment(rawValue: findings.map(\.description).joined(separator: "\n")))
  }

  @Test func aTrailheadRouteWithoutItsScreenIsAFinding() throws {
    let registry = try RouteRegistry(app: TrailheadFeature.app, modules: [TrailheadFeature()])
    let findings = ComposedScreens([WithoutTheNote()]).findings(in: registry)
    #expect(findings.map(\.description).contains { $0.hasPrefix("missing-screen: route trips.note ") }, "\(findings)")
  }

  @Test func everyTrailheadRoutesDeclaredLinksAreTheRoutesItsScreenOpens() throws {
    let check = try Self.linksCheck()
    let findings = try check.findings()
    #expect(findings.isEmpty, Comment(rawValue: findings.joined(separator: "\n")))
    // The check reached the controls it compares: the list's days, the day's three, the picker's modes.
    #expect(try check.controls(of: TripList.routeID).contains { $0.opened == TripDay.routeID })
    #expect(
      Set(try check.controls(of: TripDay.routeID).compactMap(\.opened)) == [
        PackingList.routeID, TransportPicker.routeID, TripNote.routeID,
      ])
    #expect(try check.controls(of: TransportPicker.routeID).contains { $0.control == "button 'train'" })
  }

  /// The day's screen without its Packing list button: the link it declares is opened by no control.
  @Test func theDayWithoutItsPackingListButtonFailsTheLinksCheck() throws {
    var check = try Self.linksCheck()
    check.removed = [TripDay.routeID: ["button 'Packing list'"]]
    #expect(
      try check.findings() == [
        "module Trailhead, screen trips.day: declared link trips.packing is opened by no control"
      ])
  }

  /// What each input costs, printed as a table (`--filter trailheadRenderCost`): opening a day redraws the
  /// stack and the new day, not the list's rows; a picked mode redraws the day it is handed to, twice (it reads
  /// the answer, then keeps it and consumes it). Each bound is the figure measured: a change that makes an
  /// input redraw more fails here.
  @Test func trailheadRenderCost() throws {
    let open = try Self.trailhead()
    let opened = open.renderCost { open.presenter.send(.request(TrailheadScreensTests.day.request)) }
    #expect(opened.keys.allSatisfy { $0.kind != "row" }, "\(opened)")
    #expect(opened.values.reduce(0, +) <= 8, "\(opened)")
    let picked = try Self.trailhead()
    picked.presenter.send(.request(TrailheadScreensTests.day.request))
    picked.presenter.send(.request(TransportPicker(date: TrailheadScreensTests.day.date).request))
    let cost = try picked.renderCost { try picked.tap("train") }
    #expect(cost.keys.contains { $0.path.hasSuffix("TripDayScreen") }, "\(cost)")
    #expect(cost.values.reduce(0, +) <= 6, "\(cost)")
    print("| input | scopes evaluated |\n|---|---|")
    print("| open a day | \(opened.values.reduce(0, +)) |\n| pick a mode | \(cost.values.reduce(0, +)) |")
  }

  static func trailhead() throws -> HostApp { try TrailheadScreensTests.trailhead() }
}

/// A Trailhead whose screens register every route but the note's: the composition check's finding.
private struct WithoutTheNote: FeatureScreens {
  let module = "Trailhead"
  func register(in screens: inout ScreenRegistrar) {
    for route in [TripList.routeID, TripDay.routeID, PackingList.routeID, TransportPicker.routeID] {
      screens.screen(for: route) { _ in Text(route.rawValue) }
    }
  }
}
