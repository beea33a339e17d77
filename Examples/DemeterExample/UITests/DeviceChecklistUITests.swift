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
  /// its canonical path (each placeholder shows it as its first text), a tab by its label.
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
      XCTAssertTrue(app.staticTexts["/today"].waitForExistence(timeout: Self.timeout), "the app opens on Today")
      return app
    }

    /// History's calendar, then one day pushed above it (the calendar's first link).
    @MainActor func openADay(in app: XCUIApplication) {
      app.tabBars.buttons.element(boundBy: 1).tap()
      XCTAssertTrue(app.staticTexts["/history"].waitForExistence(timeout: Self.timeout))
      app.buttons["Open history.dayDetail"].tap()
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

      XCTAssertTrue(app.staticTexts["/history"].waitForExistence(timeout: Self.timeout))
      XCTAssertTrue(app.tabBars.firstMatch.isHittable, "the tab bar is shown again at the root")
    }

    /// US7-2 / FR-062: swiping the recording voice sheet down asks "Discard your recording?" (through
    /// DismissAttemptBridge) and keeps the sheet until the user answers.
    @MainActor func testSwipingARecordingSheetDownAsksBeforeDiscarding() {
      let app = launchedApp()
      app.buttons["Voice input button"].tap()
      XCTAssertTrue(app.buttons["voice start"].waitForExistence(timeout: Self.timeout))
      app.buttons["voice start"].tap()

      app.staticTexts["/voice"].swipeDown()

      let question = app.alerts["Discard your recording?"]
      XCTAssertTrue(question.waitForExistence(timeout: Self.timeout), "a swipe-down on a held sheet asks first")
      question.buttons["Keep Recording"].tap()
      XCTAssertTrue(app.staticTexts["/voice"].exists, "kept: the sheet is still shown")
    }

    /// FR-051: rotating while a push animates lands on the pushed screen, whole, with its back button.
    @MainActor func testRotatingDuringAPushLandsOnThePushedScreen() {
      let app = launchedApp()
      app.tabBars.buttons.element(boundBy: 1).tap()
      XCTAssertTrue(app.buttons["Open history.dayDetail"].waitForExistence(timeout: Self.timeout))
      app.buttons["Open history.dayDetail"].tap()
      XCUIDevice.shared.orientation = .landscapeLeft

      let back = app.navigationBars.buttons.element(boundBy: 0)
      XCTAssertTrue(back.waitForExistence(timeout: Self.timeout))
      XCTAssertEqual(back.label, "Back to Calendar")
      XCTAssertTrue(app.buttons["Open history.entryDetail"].isHittable, "the pushed day is shown, not half of it")
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
      XCTAssertTrue(app.buttons["Voice input button"].exists)

      openADay(in: app)
      let back = app.navigationBars.buttons.element(boundBy: 0)
      XCTAssertTrue(back.waitForExistence(timeout: Self.timeout))
      XCTAssertEqual(back.label, "Back to Calendar")
    }

    /// FR-025/028: the floating button is at least 56 × 56 pt, and it sits above the tab bar, not over it.
    @MainActor func testTheFloatingButtonIsAtLeast56PointsAndAboveTheTabBar() {
      let app = launchedApp()
      let button = app.buttons["Voice input button"]
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
