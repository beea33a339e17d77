import NavigationCore
import Testing

/// Refusals are values worded from the core's table: the English words are the outcome lines journeys and
/// golden files print, so they must not move; the German words prove the text is looked up, not built.
struct NavigationRefusalTests {
  /// One of each case, so a new case that is not in the table fails here.
  static let everyCoreRefusal: [NavigationRefusal] = [
    .notRunning, .alreadyRunning, .inBackground, .alertShown, .notInForeground, .notInBackground, .atRoot,
    .modalHasNoSwipeBack, .modalCoversScreen, .modalCoversTabBar, .modalCoversFloatingButton, .noScreenAtDepth(2),
    .noModal, .nothingToSave, .nothingToCancel, .floatingButtonHidden, .noFloatingButton, .noTabBar, .noErrorShown,
    .noAlertShown, .noAlertAction("Delete"), .alreadyShown, .stackFull, .modalsFull, .budgetFull,
    .tabRootKeepsNoEdits, .noEditableField(screen: "About", field: "calories"), .valueTooLong, .tooManyFields,
    .notAWebLink(activityType: "app.demeter.handoff"), .activityWithoutURL, .returnsNoResult, .noPendingResult,
    .notAResult(type: "PickedGoal"), .notReplaceable(screen: "About"),
  ]

  @Test func everyCoreRefusalHasItsWordsInBothTables() throws {
    let english = try #require(Localization.coreTable("en"))
    let german = try #require(Localization.coreTable("de"))
    for refusal in Self.everyCoreRefusal {
      #expect(english[refusal.text.key] != nil && german[refusal.text.key] != nil, "\(refusal.text.key)")
      #expect(refusal.text.resolved(in: Localization(language: "de")) != refusal.description, "\(refusal)")
      #expect(refusal.text.problem == nil, "\(refusal): its arguments are the ones its text reads")
    }
  }

  @Test func theEnglishWordsAreTheOutcomeLinesAsBefore() {
    #expect(NavigationOutcome.ignored(.noScreenAtDepth(2)).description == "ignored: no screen at depth 2 below the top")
    #expect(
      NavigationOutcome.ignored(.noEditableField(screen: "About", field: "calories")).description
        == "ignored: About has no editable field 'calories'")
    #expect(
      NavigationRefusal.stackFull.description == "the stack holds at most \(NavigationLimits.stackDepth) screens")
    #expect(
      NavigationRefusal.budgetFull.description
        == "the saved state holds at most \(NavigationLimits.stateBytes) bytes (NavigationLimits.stateBytes)")
    #expect(
      NavigationRefusal.notAWebLink(activityType: "app.x").description == "user activity 'app.x' is not a web link")
  }

  @Test func aRefusalReadsInGerman() {
    let german = Localization(language: "de")
    #expect(
      NavigationRefusal.modalCoversTabBar.text.resolved(in: german) == "ein modaler Bildschirm verdeckt die Tab-Leiste")
    #expect(
      NavigationRefusal.noScreenAtDepth(3).text.resolved(in: german) == "kein Bildschirm in Tiefe 3 unter dem obersten")
  }

  /// The developer-facing German of issue 58: German word order, "fasst"/"darf höchstens", no calques.
  @Test func theRevisedRefusalsReadAsGerman() {
    let german = Localization(language: "de")
    let worded: [(NavigationRefusal, String)] = [
      (.alreadyShown, "der Bildschirm wird schon angezeigt"),
      (.stackFull, "der Stapel fasst höchstens \(NavigationLimits.stackDepth) Bildschirme"),
      (.modalsFull, "es werden höchstens 8 modale Bildschirme zugleich angezeigt"),
      (
        .budgetFull,
        "der gespeicherte Zustand darf höchstens \(NavigationLimits.stateBytes) Bytes groß sein "
          + "(NavigationLimits.stateBytes)"
      ),
      (.alertShown, "es wird gerade ein Hinweis angezeigt"),
      (.modalHasNoSwipeBack, "auf einem modalen Bildschirm führt Wischen nicht zurück"),
      (.modalCoversScreen, "der Bildschirm liegt unter einem modalen Bildschirm"),
      (.noModal, "es wird kein modaler Bildschirm angezeigt"),
      (.noErrorShown, "es wird kein Fehler angezeigt"),
      (.noAlertShown, "es wird kein Hinweis angezeigt"),
      (.valueTooLong, "ein Wert darf höchstens 8192 Bytes lang sein"),
      (.tooManyFields, "ein Bildschirm darf höchstens 32 Felder haben"),
      (.activityWithoutURL, "die Web-Link-Aktivität enthält keine URL"),
      (.noSheet, "es wird kein Sheet angezeigt"),
    ]
    for (refusal, text) in worded {
      #expect(refusal.text.resolved(in: german) == text)
    }
    #expect(
      RouteValueError.unsupportedField(name: "flag", reason: "x").text.resolved(in: german)
        == "Eine Route kann das Feld „flag“ nicht aufnehmen: x.")
    #expect(
      RegistrationProblem.duplicateTabOrder(1, tabs: ["a", "b"], modules: ["A", "B"]).text.resolved(in: german)
        .hasSuffix("der erste Tab und Befehl-1 würden von der Anmeldereihenfolge abhängen"))
    #expect(
      RegistrationProblem.invalidDetents("n.x", module: "N", problem: .outOfRange(.fraction(1.5))).text.resolved(
        in: german) == "Route „n.x“ gibt die Sheet-Höhe „fraction:1.5“ an, an der kein Sheet einrasten kann")
  }

  @Test func aFeaturesReasonIsKeptInItsOwnWords() {
    let refusal = NavigationRefusal.feature("not recording")
    #expect(refusal.description == "not recording")
    #expect(refusal.text.resolved(in: Localization(language: "de")) == "not recording")
    #expect(NavigationRefusal.feature("100% done").description == "100% done", "a reason is an argument, not a format")
  }

  @Test func aStateRefusalIsReportedAsItsNavigationRefusal() {
    #expect(StateRefusal.alreadyShown.refusal == .alreadyShown)
    #expect(StateRefusal.modalsFull.message == NavigationRefusal.modalsFull.description)
    #expect(NavigationState.budgetFull == NavigationRefusal.budgetFull.description)
  }

  @Test func aRouteValueErrorIsWordedFromTheTable() {
    let error = RouteValueError.invalidValue(name: "date", value: String(repeating: "x", count: 150), kind: .day)
    #expect(error.description == "'\(String(repeating: "x", count: 100))' (date) is not a value of kind day.")
    #expect(error.text.key == "routeValue.invalidValue")
    #expect(
      RouteValueError.missingValue(name: "n").text.resolved(in: Localization(language: "de"))
        == "Es gibt keinen Wert namens „n“.")
  }

  @Test func aRegistrationProblemAndANavigationErrorAreWordedFromTheTable() {
    let german = Localization(language: "de")
    let problem = RegistrationProblem.unknownTab("a.b", module: "One", tab: "nowhere")
    #expect(problem.description == "One: route 'a.b' is placed in tab 'nowhere', which no module registers")
    #expect(problem.text.resolved(in: german) == "Route „a.b“ liegt in Tab „nowhere“, den kein Modul anmeldet")
    let across = RegistrationProblem.conflictingPatterns("a.b", module: "One", "c.d", otherModule: "Two")
    #expect(across.text.key == "registration.conflictingPatternsAcross")
    #expect(across.description == "One route 'a.b' and Two route 'c.d' match the same links with equal precedence")
    #expect(NavigationError.unknownRoute("x.y").description == "no route 'x.y' is registered")
    #expect(NavigationError.unknownRoute("x.y").text.resolved(in: german) == "es ist keine Route „x.y“ angemeldet")
  }
}
