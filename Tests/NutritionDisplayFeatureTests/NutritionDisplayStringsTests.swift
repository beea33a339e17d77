import NavigationCore
import NavigationTesting
import NutritionDisplayFeature
import NutritionDisplayRoutes
import Testing

/// NutritionDisplay's string table (Resources/<lang>.lproj) and the German its routes show.
struct NutritionDisplayStringsTests {
  @Test func everyKeyHasAnEnglishTextAndAGermanOneWithTheSamePlaceholders() {
    #expect(NutritionDisplayText.tableProblems == [])
  }

  @Test func theLoggedToastSpeaksToTheUser() {
    #expect(
      NutritionDisplayText.toastLogged.text(in: Localization(language: "de"))
        == "Eintrag gespeichert. Deine heutigen Summen sind aktualisiert.")
  }

  @Test func theRoutesTitlesAreGermanInAGermanRegistryAndEnglishOtherwise() throws {
    var registry = try RouteRegistry(app: .fixture, modules: [FixtureModule.singleTab(), NutritionDisplayFeature()])
    let root = try registry.screen(NutritionReview.routeID)
    let english = registry.title(of: root)
    registry.localization = Localization(language: "de")
    #expect(registry.title(of: root) == "Nährwerte")
    #expect(registry.accessibilityLabel(of: root) == "Nährwerte")
    #expect(registry.accessibilityHint(of: root) == "Prüfe die Nährwerte deines Eintrags, dann bestätige oder brich ab")
    registry.localization = Localization(language: "fr")
    #expect(registry.title(of: root) == english)
    #expect(english != "Nährwerte")
  }
}
