import AppComposition
import NavigationCore
import NavigationPresentation
import Testing

struct ScreenCoverageTests {
  let registry = try! AppComposition.makeRegistry()

  var everyRoute: [ScreenCoverage.Registration] {
    registry.routes.map { ScreenCoverage.Registration(module: $0.module, route: $0.id) }
  }

  @Test func aScreenForEveryRouteIsClean() {
    #expect(ScreenCoverage.findings(of: everyRoute, in: registry) == [])
  }

  @Test func aRouteWithoutAScreenIsReportedWithItsModule() {
    let registrations = everyRoute.filter { $0.route != "history.dayDetail" }
    let findings = ScreenCoverage.findings(of: registrations, in: registry)
    #expect(findings == [.missingScreen(route: "history.dayDetail", module: "History")])
    #expect(
      findings.map(\.description) == [
        "missing-screen: route history.dayDetail of module History has no screen; register one in HistoryFeatureScreens"
      ])
  }

  @Test func aScreenForARouteNoModuleRegistersIsReported() {
    let registrations = everyRoute + [ScreenCoverage.Registration(module: "History", route: "history.gone")]
    #expect(
      ScreenCoverage.findings(of: registrations, in: registry) == [
        .unknownRoute(route: "history.gone", module: "History")
      ])
  }

  @Test func twoScreensForOneRouteAreReportedNamingBothModules() {
    let registrations = everyRoute + [ScreenCoverage.Registration(module: "Today", route: "history.calendar")]
    #expect(
      ScreenCoverage.findings(of: registrations, in: registry) == [
        .duplicateScreen(route: "history.calendar", modules: ["History", "Today"])
      ])
  }
}
