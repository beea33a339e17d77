import Foundation
import NavigationCore
import NavigationJourneys
import NavigationTesting
import Testing

@Suite struct JourneyTests {
  let registry: RouteRegistry

  init() throws {
    registry = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab()])
  }

  @Test func commentsAndBlankLinesAreSkippedAndLineNumbersKept() throws {
    let journey = try Journey.parse("# story\n\ntap home\n  # note\nback\n", registry: registry)
    #expect(journey.steps.map(\.number) == [3, 5])
  }

  @Test func crlfLineEndsAndAByteOrderMarkAreAccepted() throws {
    let journey = try Journey.parse("\u{FEFF}# story\r\ntap home\r\n\r\nback\r\n", registry: registry)
    #expect(journey.steps.map(\.number) == [2, 4])
    #expect(journey.steps.map(\.text) == ["tap home", "back"])
    #expect(try JourneyClock.header(of: "\u{FEFF}# now: 2024-11-20T09:00:00Z\r\ntap home") == .standard)
  }

  @Test func tabsInATabLabelExpectationIsTheNumberOfRegisteredTabs() throws {
    let other = FixtureModule(
      name: "Other", tabs: [TabDefinition(id: "other", title: "Other", icon: "star", order: 1)],
      routes: [RouteDefinition(id: "other.root", pattern: "other", placement: .tabRoot("other"), title: "Other")])
    let two = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), other])
    for (registry, count) in [(registry, 1), (two, 2)] {
      let step = try #require(
        try Journey.parse("expect tab-label home Home, tab, 1 of {tabs}, selected", registry: registry).steps.first)
      guard case .expect(.tabLabel, let value) = step.action else {
        Issue.record("not a tab-label expectation: \(step.action)")
        continue
      }
      #expect(value == "home Home, tab, 1 of \(count), selected")
    }
  }

  @Test func aLineOverTheLimitIsABadLineAndOneAtTheLimitIsNot() throws {
    let longest = "open demeter://" + String(repeating: "a", count: Journey.maximumLineBytes - 15)
    #expect(try Journey.parse("tap home\n\(longest)\r\n", registry: registry).steps.count == 2)
    #expect {
      _ = try Journey.parse("tap home\n\(longest)a\n", registry: registry)
    } throws: { error in
      (error as? JourneyError)?.line == 2
        && (error as? JourneyError)?.message == "the line is longer than \(Journey.maximumLineBytes) bytes"
    }
  }

  @Test(arguments: [
    ("fly home", "unknown step 'fly'"),
    ("tap nowhere", "no tab 'nowhere' (tabs: home)"),
    ("back now", "'back' takes no argument"),
    ("keyboard up", "'keyboard' takes show|hide, not 'up'"),
    ("wait soon", "wait needs a duration like 10m, not 'soon'"),
    ("expect colour blue", "unknown expect key 'colour'"),
    ("expect depth two", "expect depth takes a number, not 'two'"),
    ("key cmd+9", "unknown key command 'cmd+9'"),
    ("wait 999999999d", "wait needs a duration like 10m, not '999999999d'"),
    ("foreground 999999999h", "'999999999h' is not a duration like 45m"),
    ("badge", "badge takes a tab id and the badge's text, or none"),
    ("badge home", "badge takes a tab id and the badge's text, or none"),
    ("badge nowhere 3", "no tab 'nowhere' (tabs: home)"),
    ("badge home 12345678901234567", "a badge is at most 16 characters"),
    ("expect badge nowhere 3", "expect badge takes a tab id and the badge's text (none for no badge)"),
    ("expect badge home", "expect badge takes a tab id and the badge's text (none for no badge)"),
  ])
  func aBadLineIsAnErrorNamingTheLine(line: String, message: String) {
    #expect {
      _ = try Journey.parse("tap home\n\(line)", registry: registry)
    } throws: { error in
      guard let error = error as? JourneyError else { return false }
      return error.line == 2 && error.message.hasPrefix(message) && error.text == line
    }
  }

  @Test(arguments: [
    ("45m", 2700.0), ("29m59s", 1799), ("1h30m", 5400), ("2d", 172_800), ("500ms", 0.5), ("0s", 0),
    ("37037d", 3_199_996_800),
  ])
  func durationsParse(text: String, seconds: Double) {
    #expect(JourneyDuration.seconds(text) == seconds)
    // A duration prints as it is written, largest unit first.
    #expect(JourneyDuration.text(seconds) == text)
  }

  @Test(arguments: ["", "m", "10", "10x", "-5m", "1.5h", "9999999999s", "999999999d", "37038d1s", "3200000001s"])
  func malformedDurationsAreRejected(text: String) {
    #expect(JourneyDuration.seconds(text) == nil)
  }

  @Test func aBadgeStepSetsATabsBadgeAndNoneClearsIt() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    let reports = try runner.run(
      "badge home 3 new\nexpect badge home 3 new\nexpect tab-label home Home, tab, 1 of 1, selected, 3 new\nbadge home none\nexpect badge home none"
    )
    let failed = reports.compactMap(\.expectation).filter { !$0.passed }
    #expect(failed.isEmpty, "\(reports.map(\.text))")
    #expect(reports[0].tabBadges == ["home": "3 new"])
    #expect(reports[0].text.contains("badges home \"3 new\""))
    #expect(reports[3].tabBadges == [:])
  }

  @Test func tabBadgesIsAKeyOfTheJSONStateAnEmptyObjectWhenNoTabHasABadge() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let reports = try runner.run("back\nbadge home 2")
    let before = String(decoding: try encoder.encode(reports[0]), as: UTF8.self)
    let after = String(decoding: try encoder.encode(reports[1]), as: UTF8.self)
    #expect(before.contains("\"tabBadges\":{}"))
    #expect(after.contains("\"tabBadges\":{\"home\":\"2\"}"))
  }

  @Test func aPathNoRouteMatchesIsABadLine() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    #expect(throws: JourneyError.self) { try runner.run("push /nowhere") }
  }

  @Test func aFailedExpectationReportsExpectedAndActual() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    let reports = try runner.run("push /home/detail\nexpect top /home")
    let expectation = try #require(reports.last?.expectation)
    #expect(!expectation.passed && expectation.expected == "/home" && expectation.actual == "/home/detail")
    #expect(reports.last?.text.contains("✘ expect top: expected \"/home\", actual \"/home/detail\"") == true)
  }

  @Test func everyStepProducesExactlyOneReport() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    let reports = try runner.run("back\npush /home/detail\nwait 5m\nexpect depth 1\nbackground\nforeground")
    #expect(reports.count == 6)
    #expect(reports[0].outcome == .ignored(.atRoot))
    #expect(reports.map(\.step) == [1, 2, 3, 4, 5, 6])
  }

  @Test func aJourneyWithoutExpectIsReportedAsCheckingNothing() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    #expect(try runner.failedExpectations("push /home/detail\nback") == [JourneyRunner.noExpectation])
    #expect(runner.expectationCount == 0)
    #expect(try runner.failedExpectations("push /home/detail\nexpect depth 1") == [])
    #expect(runner.expectationCount == 1)
  }

  @Test func visibilityExpectationsAcceptShownAndHiddenSynonyms() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    #expect(try runner.failedExpectations("expect tabbar visible\nexpect fab false\nexpect tabbar true") == [])
  }

  @Test func theDepthIsComparedAsANumber() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    #expect(try runner.failedExpectations("expect depth 00\npush /home/detail\nexpect depth 01\nexpect depth +1") == [])
    #expect(try runner.failedExpectations("expect depth 10").count == 1)
  }

  @Test func theJSONStateCarriesTheContractKeysWithNulls() throws {
    var runner = try JourneyRunner(modules: [FixtureModule.singleTab()])
    let report = try runner.run("push /home/detail").last!
    let data = try JSONEncoder().encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in [
      "selectedTab", "stacks", "modals", "tabBarVisible", "fabVisible", "alert", "toast", "pendingDeepLink",
      "backLabel",
    ] {
      #expect(object.keys.contains(key), "missing \(key)")
    }
    #expect(object["alert"] is NSNull)
    let stacks = try #require(object["stacks"] as? [String: [[String: String]]])
    #expect(stacks["home"] == [["route": "home.detail", "path": "/home/detail"]])
  }
}

@Suite struct TestDoublesTests {
  @Test func theFakeClockMovesOnlyWhenTold() {
    let clock = FakeClock(now: JourneyRunner.referenceDate)
    let now = clock.nowProvider
    #expect(now() == JourneyRunner.referenceDate)
    clock.advance(by: 90)
    #expect(now() == JourneyRunner.referenceDate.addingTimeInterval(90))
  }

  @Test func theInMemoryStoreKeepsBytesAndReportsCorruption() throws {
    let store = InMemoryStateStore()
    #expect(try store.load() == nil)
    let snapshot = NavigationSnapshot(
      savedAt: JourneyRunner.referenceDate, sessionEnd: .background, selectedTab: "home", stacks: [:], modals: [])
    try store.save(snapshot)
    #expect(try store.load() == snapshot)
    store.data = Data("{".utf8)
    #expect(throws: SnapshotError.self) { try store.load() }
    store.failure = .storeFailed("disk full")
    #expect(throws: SnapshotError.storeFailed("disk full")) { try store.save(snapshot) }
  }

  @Test func theDataSourceDeletesAndFails() {
    let data = InMemoryDataSource()
    #expect(data.availability(of: "entry", id: "A") == .available)
    data.delete("entry", id: "a")
    #expect(data.availability(of: "entry", id: "A") == .missing)
    data.setOutage("offline")
    #expect(data.availability(of: "entry", id: "b") == .unavailable(reason: "offline"))
  }

  @Test func failSaveRefusesOnlySavesAndRecoverEndsIt() throws {
    let edit = ScreenEdit(kind: "entry", route: "a.item", parameters: RouteParameters(), fields: [:])
    let data = InMemoryDataSource()
    data.setSaveFailure("disk full")
    #expect(data.availability(of: "entry", id: "A") == .available)
    #expect(data.save(edit) == .failed(reason: "disk full"))
    data.setSaveFailure(nil)
    #expect(data.save(edit) == .saved)
    #expect(data.saved == [edit])
  }
}
