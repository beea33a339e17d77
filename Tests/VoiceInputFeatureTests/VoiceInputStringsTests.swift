import NavigationCore
import NavigationTesting
import Testing
import VoiceInputFeature
import VoiceInputRoutes

/// VoiceInput's string table (Resources/<lang>.lproj) and the German its routes show.
struct VoiceInputStringsTests {
  @Test func everyKeyHasAnEnglishTextAndAGermanOneWithTheSamePlaceholders() {
    #expect(VoiceInputText.tableProblems == [])
    // The check walks every language the module's bundle ships: here English and German.
    #expect(Localization.languages(in: VoiceInputText.bundle) == ["de", "en"])
  }

  /// The button's label names it alone: VoiceOver adds "button" (German "Taste") from its trait.
  @Test func theFloatingButtonsLabelLeavesTheTraitToVoiceOver() {
    #expect(VoiceInputText.buttonLabel.english == "Voice input")
    #expect(VoiceInputText.buttonLabel.text(in: Localization(language: "de")) == "Spracheingabe")
  }

  @Test func theRoutesTitlesAreGermanInAGermanRegistryAndEnglishOtherwise() throws {
    var registry = try RouteRegistry(
      app: .fixture,
      modules: [
        FixtureModule.singleTab(), VoiceInputFeature(reviewRoute: FixtureReview.self),
        FixtureModule(
          name: "Review",
          routes: [
            RouteDefinition(
              id: FixtureReview.routeID, pattern: FixtureReview.pattern, placement: .modal(.sheet), title: "Review")
          ]),
      ])
    let root = try registry.screen(VoiceInput.routeID)
    let english = registry.title(of: root)
    registry.localization = Localization(language: "de")
    #expect(registry.title(of: root) == "Spracheingabe")
    #expect(registry.accessibilityLabel(of: root) == "Spracheingabe")
    #expect(registry.accessibilityHint(of: root) == "Beschreibe, was du gegessen hast")
    registry.localization = Localization(language: "fr")
    #expect(registry.title(of: root) == english)
    #expect(english != "Spracheingabe")
  }
}
