// XCTest's UI testing API (XCUIAutomation, re-exported by XCTest) as the iOS pass of Tools/check-swiftui sees
// it: the declarations the example's device-checklist UI tests call, each with the signature and
// availability of Apple's documentation. Declarations only: a UI test runs on a Mac with a simulator or a
// device; here it is type-checked. Compiled into its own folder, where it stands in for the toolchain's XCTest.
public import Foundation
public import UIKit

// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: NSObject {
  // https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
  open var continueAfterFailure: Bool {
    get { fatalError("XCTest stand-in") }
    set {}
  }
  public override init() { super.init() }
}

// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) { fatalError("XCTest stand-in") }

// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) { fatalError("XCTest stand-in") }

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual<T: Equatable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { fatalError("XCTest stand-in") }

// https://developer.apple.com/documentation/xctest/xctassertgreaterthanorequal(_:_:_:file:line:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertGreaterThanOrEqual<T: Comparable>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) { fatalError("XCTest stand-in") }

// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor public protocol XCUIElementTypeQueryProvider {
  var buttons: XCUIElementQuery { get }
  var staticTexts: XCUIElementQuery { get }
  var navigationBars: XCUIElementQuery { get }
  var tabBars: XCUIElementQuery { get }
  var alerts: XCUIElementQuery { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor public protocol XCUIElementAttributes {
  var label: String { get }
  var frame: CGRect { get }
  var isSelected: Bool { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
  open var exists: Bool { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
  open var isHittable: Bool { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
  open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
  open func tap() { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipedown()
  open func swipeDown() { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    fatalError("XCTest stand-in")
  }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  open var label: String { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  open var frame: CGRect { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/isselected
  open var isSelected: Bool { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
  open var staticTexts: XCUIElementQuery { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
  open var navigationBars: XCUIElementQuery { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tabbars
  open var tabBars: XCUIElementQuery { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/alerts
  open var alerts: XCUIElementQuery { fatalError("XCTest stand-in") }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor open class XCUIApplication: XCUIElement {
  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
  public override init() { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
  open var launchArguments: [String] {
    get { fatalError("XCTest stand-in") }
    set {}
  }
  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
  open func launch() { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/open(_:)
  @available(iOS 16.4, macOS 13.3, *)
  open func open(_ url: URL) { fatalError("XCTest stand-in") }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
  open var count: Int { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/firstmatch
  open var firstMatch: XCUIElement { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
  open func element(boundBy index: Int) -> XCUIElement { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
  open subscript(key: String) -> XCUIElement { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { fatalError("XCTest stand-in") }
  open var staticTexts: XCUIElementQuery { fatalError("XCTest stand-in") }
  open var navigationBars: XCUIElementQuery { fatalError("XCTest stand-in") }
  open var tabBars: XCUIElementQuery { fatalError("XCTest stand-in") }
  open var alerts: XCUIElementQuery { fatalError("XCTest stand-in") }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
@MainActor open class XCUICoordinate: NSObject {
  // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:)
  open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
    fatalError("XCTest stand-in")
  }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuidevice
@MainActor open class XCUIDevice: NSObject {
  // https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared
  open class var shared: XCUIDevice { fatalError("XCTest stand-in") }
  // https://developer.apple.com/documentation/xcuiautomation/xcuidevice/orientation
  open var orientation: UIDeviceOrientation {
    get { fatalError("XCTest stand-in") }
    set {}
  }
}
