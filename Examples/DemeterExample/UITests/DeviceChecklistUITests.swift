#if os(iOS) || DEMETER_APPLE_TYPECHECK
  import Foundation
  import UIKit
  import XCTest

  /// The device checklist's items that XCUITest can drive (DocC: "Device checklist"), run against the example
  /// app: add this file to an iOS UI Testing Bundle target whose target application is the example app (its
  /// sources in an app target, as "Adopting in a SwiftUI app" walks through), and run it on a simulator or a
  /// device. Force-quit and what VoiceOver speaks stay manual steps of the checklist.
  ///
  /// Each test starts the app fresh on Today and finds what it needs by what VoiceOver reads: a screen by
  /// its navigation bar (the route's title), a tab by its label, a button by its title. A day is opened by
  /// its link (`demeter://history/<today>`), which pushes it above the calendar as a tap on it would.
  final class DeviceChecklistUITests: XCTestCase {
    /// FR-025: the floating button's side, in points.
    static let minimumHitTarget: CGFloat = 56
    static let timeout: TimeInterval = 5

    /// The example app, launched fresh (a new process: the scene's storage starts empty).
    @MainActor func launchedApp() -> XCUIApplication {
      continueAfterFailure = false
      XCUIDevice.shared.orientation = .portrait
      let app = XCUIApplication()
      app.launch()
      XCTAssertTrue(app.navigationBars["Today"].waitForExistence(timeout: Self.timeout), "the app opens on Today")
      return app
    }

    /// Today's date as a link writes it (`YYYY-MM-DD`, in the device's time zone, as the app reads it).
    static var today: String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.dateFormat = "yyyy-MM-dd"
      return formatter.string(from: Date())
    }

    /// History's calendar, then today's day pushed above it.
    @MainActor func openADay(in app: XCUIApplication) {
      app.tabBars.buttons.element(boundBy: 1).tap()
      XCTAssertTrue(app.navigationBars["Calendar"].waitForExistence(timeout: Self.timeout))
      app.open(URL(string: "demeter://history/\(Self.today)")!)
    }

    /// US4 / FR-012: a swipe from the left edge pops the pushed day back to the calendar, and the tab bar
    /// comes back.
    @MainActor func testSwipingFromTheLeftEdgePopsToThePreviousScreen() {
      let app = launchedApp()
      openADay(in: app)
      let back = app.navigationBars.buttons.element(boundBy: 0)
      XCTAssertTrue(back.waitForExistence(timeout: Self.timeout))

      let edge = app.coordinate(withNormalizedOffset: CGVector(dx: 0.01, dy: 0.5))
      edge.press(forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)))

      XCTAssertTrue(app.navigationBars["Calendar"].waitForExistence(timeout: Self.timeout))
      XCTAssertTrue(app.tabBars.firstMatch.isHittable, "the tab bar is shown again at the root")
    }

    /// US7-2 / FR-062: swiping the recording voice sheet down asks "Discard your recording?" (through
    /// DismissAttemptBridge) and keeps the sheet until the user answers.
    @MainActor func testSwipingARecordingSheetDownAsksBeforeDiscarding() {
      let app = launchedApp()
      app.buttons["Voice input"].tap()
      XCTAssertTrue(app.buttons["Record"].waitForExistence(timeout: Self.timeout))
      app.buttons["Record"].tap()
      XCTAssertTrue(app.buttons["Stop"].waitForExistence(timeout: Self.timeout), "recording")

      app.buttons["Stop"].swipeDown()

      let question = app.alerts["Discard your recording?"]
      XCTAssertTrue(question.waitForExistence(timeout: Self.timeout), "a swipe-down on a held sheet asks first")
      question.buttons["Keep Recording"].tap()
      XCTAssertTrue(app.buttons["Stop"].exists, "kept: the sheet is still shown, still recording")
    }

    /// FR-051: rotating while a push animates lands on the pushed screen, whole, with its back button.
    @MainActor func testRotatingDuringAPushLandsOnThePushedScreen() {
      let app = launchedApp()
      openADay(in: app)
      XCUIDevice.shared.orientation = .landscapeLeft

      let back = app.navigationBars.buttons.element(boundBy: 0)
      XCTAssertTrue(back.waitForExistence(timeout: Self.timeout))
      XCTAssertEqual(back.label, "Back to Calendar")
      XCTAssertFalse(app.navigationBars["Calendar"].exists, "the pushed day is shown, not half of it")
      XCUIDevice.shared.orientation = .portrait
      XCTAssertTrue(back.isHittable)
    }

    /// FR-070/071: what VoiceOver reads for each tab item, the back button and the floating button.
    @MainActor func testTabItemsTheBackButtonAndTheFloatingButtonCarryTheirAccessibilityLabels() {
      let app = launchedApp()
      let tabs = app.tabBars.buttons
      XCTAssertEqual(tabs.count, 3)
      XCTAssertTrue(tabs.element(boundBy: 0).label.hasPrefix("Today, tab, 1 of 3"), tabs.element(boundBy: 0).label)
      XCTAssertTrue(tabs.element(boundBy: 1).label.hasPrefix("History, tab, 2 of 3"), tabs.element(boundBy: 1).label)
      XCTAssertTrue(tabs.element(boundBy: 2).label.hasPrefix("Settings, tab, 3 of 3"), tabs.element(boundBy: 2).label)
      XCTAssertTrue(app.buttons["Voice input"].exists)

      openADay(in: app)
      let back = app.navigationBars.buttons.element(boundBy: 0)
      XCTAssertTrue(back.waitForExistence(timeout: Self.timeout))
      XCTAssertEqual(back.label, "Back to Calendar")
    }

    /// FR-025/028: the floating button is at least 56 × 56 pt, and it sits above the tab bar, not over it.
    @MainActor func testTheFloatingButtonIsAtLeast56PointsAndAboveTheTabBar() {
      let app = launchedApp()
      let button = app.buttons["Voice input"]
      XCTAssertTrue(button.waitForExistence(timeout: Self.timeout))
      XCTAssertTrue(button.isHittable)
      XCTAssertGreaterThanOrEqual(button.frame.width, Self.minimumHitTarget)
      XCTAssertGreaterThanOrEqual(button.frame.height, Self.minimumHitTarget)
      let tabBar = app.tabBars.firstMatch
      XCTAssertTrue(button.frame.maxY <= tabBar.frame.minY, "\(button.frame) overlaps the tab bar \(tabBar.frame)")
      for index in 0..<app.tabBars.buttons.count {
        XCTAssertTrue(app.tabBars.buttons.element(boundBy: index).isHittable, "tab \(index) is not covered")
      }
    }
  }
#endif
