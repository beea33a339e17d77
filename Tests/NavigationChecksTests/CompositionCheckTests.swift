import NavigationChecks
import NavigationCore
import Testing

/// A module built inline for one test.
private struct TestModule: RouteModule {
  var name: String
  var tabs: [TabDefinition] = []
  var routes: [RouteDefinition] = []
  var floatingButtonRoute: RouteID?
}

private let today = Day(year: 2024, month: 11, day: 20)!

/// Tab `a` (root links to `a.detail`) and tab `b`: a composition with no findings.
private func base(name: String = "Alpha") -> [TestModule] {
  [
    TestModule(
      name: name, tabs: [TabDefinition(id: "a", title: "A", icon: "a", order: 0)],
      routes: [
        RouteDefinition(id: "a.root", pattern: "a", placement: .tabRoot("a"), title: "A", links: ["a.detail"]),
        RouteDefinition(
          id: "a.detail", pattern: "a/{id:int}", placement: .push(tab: "a", parent: "a.root"), title: "Detail"),
      ]),
    TestModule(
      name: "Beta", tabs: [TabDefinition(id: "b", title: "B", icon: "b", order: 1)],
      routes: [RouteDefinition(id: "b.root", pattern: "b", placement: .tabRoot("b"), title: "B")]),
  ]
}

private func checks(_ modules: [TestModule]) -> [String] {
  CompositionCheck.findings(for: modules, today: today).map(\.check)
}

struct CompositionCheckTests {
  @Test func cleanCompositionHasNoFindings() {
    #expect(CompositionCheck.findings(for: base(), today: today).isEmpty)
  }

  @Test func emptyTitleAndAccessibilityLabelAreFindings() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(id: "b.blank", pattern: "b/blank", placement: .modal(.sheet), title: " ", links: []))
    modules[1].routes[0].links = ["b.blank"]
    modules[1].routes.append(
      RouteDefinition(
        id: "b.silent", pattern: "b/silent", placement: .modal(.sheet), title: "Silent", accessibilityLabel: ""))
    modules[1].routes[0].links.append("b.silent")
    let findings = CompositionCheck.findings(for: modules, today: today)
    // The blank title is also the blank route's label (the label defaults to the title).
    #expect(
      findings.map(\.check) == ["missing-title", "missing-accessibility-label", "missing-accessibility-label"])
    #expect(findings.map(\.routes) == [["b.blank"], ["b.blank"], ["b.silent"]])
    #expect(findings.allSatisfy { $0.modules == ["Beta"] })
  }

  @Test func internalOnlyModalWithoutIncomingEdgeIsUnreachable() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(
        id: "b.lost", pattern: "b/lost", placement: .modal(.sheet), title: "Lost", exposure: .internalOnly))
    let findings = CompositionCheck.findings(for: modules, today: today)
    #expect(findings.map(\.check) == ["unreachable-route", "reachability"])
    #expect(findings[0].routes == ["b.lost"])
  }

  @Test func floatingButtonRouteIsReachableInOneAction() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(
        id: "b.voice", pattern: "voice", placement: .modal(.sheet), title: "Voice", exposure: .internalOnly,
        links: ["b.review"]))
    // A feature command (voice `complete`) follows the voice sheet's declared edge: action two.
    modules[1].routes.append(
      RouteDefinition(
        id: "b.review", pattern: "review", placement: .modal(.sheet), title: "Review", exposure: .internalOnly))
    modules[1].floatingButtonRoute = "b.voice"
    #expect(checks(modules).isEmpty)
  }

  @Test func routeThreeActionsAwayFailsReachabilityFromEveryOtherTab() {
    var modules = base()
    modules[0].routes[1].links = ["a.deep"]
    modules[0].routes.append(
      RouteDefinition(
        id: "a.deep", pattern: "a/{id:int}/deep", placement: .push(tab: "a", parent: "a.detail"), title: "Deep"))
    let findings = CompositionCheck.findings(for: modules, today: today)
    #expect(findings.map(\.check) == ["reachability"])
    #expect(findings[0].routes == ["a.deep"])
    #expect(findings[0].message.contains("'b.root'"))
    // From its own tab root it is two taps away: only b.root is named.
    #expect(!findings[0].message.contains("'a.root'"))
  }

  @Test func ambiguousPatternsAcrossModulesNameBothModules() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(id: "b.other", pattern: "a/{n:int}", placement: .modal(.sheet), title: "Other"))
    modules[1].routes[0].links = ["b.other"]
    let finding = CompositionCheck.findings(for: modules, today: today).first { $0.check == "ambiguous-patterns" }
    #expect(finding?.modules == ["Alpha", "Beta"])
    #expect(finding?.routes == ["a.detail", "b.other"])
  }

  @Test func literalShadowingTypedParameterIsAWarningNamingBothModules() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(id: "b.fixed", pattern: "a/7", placement: .modal(.sheet), title: "Seven"))
    modules[1].routes[0].links = ["b.fixed"]
    let findings = CompositionCheck.findings(for: modules, today: today)
    #expect(findings.map(\.check) == ["shadowed-pattern"])
    #expect(findings[0].severity == .warning)
    #expect(findings[0].modules == ["Beta", "Alpha"])
    #expect(findings[0].routes == ["b.fixed", "a.detail"])
  }

  @Test func completelyShadowedPatternIsUnreachable() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(id: "b.name", pattern: "b/{name}", placement: .modal(.sheet), title: "Name"))
    modules[1].routes.append(RouteDefinition(id: "b.any", pattern: "b/*", placement: .modal(.sheet), title: "Any"))
    modules[1].routes[0].links = ["b.name", "b.any"]
    let findings = CompositionCheck.findings(for: modules, today: today)
    #expect(findings.map(\.check) == ["unreachable-pattern"])
    #expect(findings[0].routes == ["b.any", "b.name"])
  }

  @Test func registrationProblemsAreFindingsAndOtherChecksStillRun() {
    var modules = base()
    modules[1].routes.append(RouteDefinition(id: "a.root", pattern: "b/dup", placement: .modal(.sheet), title: "D"))
    modules[1].routes.append(
      RouteDefinition(id: "b.orphan", pattern: "b/orphan", placement: .push(tab: "b", parent: "b.sheet"), title: ""))
    modules[1].routes.append(RouteDefinition(id: "b.sheet", pattern: "b/sheet", placement: .modal(.sheet), title: "S"))
    modules[1].routes[0].links = ["b.orphan", "b.sheet"]
    let findings = CompositionCheck.findings(for: modules, today: today)
    let duplicate = findings.first { $0.check == "duplicate-route" }
    #expect(duplicate?.modules == ["Alpha", "Beta"])
    #expect(findings.contains { $0.check == "parent-chain" && $0.routes == ["b.orphan"] })
    #expect(findings.contains { $0.check == "missing-title" && $0.routes == ["b.orphan"] })
  }

  @Test func tabWithoutRootIsAFinding() {
    var modules = base()
    modules[1].tabs.append(TabDefinition(id: "c", title: "C", icon: "c", order: 2))
    #expect(checks(modules) == ["tab-without-root"])
  }

  @Test func everyParameterKindRoundTrips() {
    var modules = base()
    modules[0].routes.append(
      RouteDefinition(
        id: "a.all", pattern: "a/all/{d:day}/{u:uuid}/{i:int}/{s}/*", placement: .push(tab: "a", parent: "a.root"),
        title: "All"))
    modules[0].routes[0].links.append("a.all")
    #expect(checks(modules).isEmpty)
  }

  @Test func aFindingNamesItsModuleOnce() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(id: "b.orphan", pattern: "b/orphan", placement: .push(tab: "b", parent: "b.nowhere"), title: "O"))
    modules[1].routes[0].links = ["b.orphan"]
    let finding = CompositionCheck.findings(for: modules, today: today).first { $0.check == "parent-chain" }
    #expect(
      finding?.description.hasPrefix("error [parent-chain] Beta: route 'b.orphan' has parent 'b.nowhere'") == true)
    #expect(finding?.description.contains("Beta: Beta") == false)
  }

  @Test func aParentIDDifferingOnlyInCaseGetsADidYouMean() {
    var modules = base()
    modules[0].routes[1].placement = .push(tab: "a", parent: "A.Root")
    let finding = CompositionCheck.findings(for: modules, today: today).first { $0.check == "parent-chain" }
    #expect(finding?.fix.hasPrefix("did you mean 'a.root'? ") == true)
  }

  @Test func aMisspeltLinkGetsADidYouMeanAndAFarOneDoesNot() {
    var modules = base()
    modules[0].routes[0].links = ["a.detial", "b.somewhere.else"]
    let findings = CompositionCheck.findings(for: modules, today: today).filter { $0.check == "unknown-link" }
    #expect(findings.count == 2)
    #expect(findings.first?.fix.hasPrefix("did you mean 'a.detail'? ") == true)
    #expect(findings.last?.fix.contains("did you mean") == false)
  }

  @Test func theReachabilityFindingCountsTheActionsShowsTheShortestPathAndAFixInTheModule() {
    var modules = base()
    modules[0].routes[1].links = ["a.deep"]
    modules[0].routes.append(
      RouteDefinition(
        id: "a.deep", pattern: "a/{id:int}/deep", placement: .push(tab: "a", parent: "a.detail"), title: "Deep"))
    let finding = CompositionCheck.findings(for: modules, today: today).first
    #expect(
      finding?.message
        == "route 'a.deep' takes 3 actions from 'b.root' (b.root → a.root → a.detail → a.deep); at most 2 are allowed")
    #expect(finding?.fix == "add 'a.deep' to the `links` of 'a.root', Alpha's tab root")
  }

  @Test func anEmptyTitleWithoutParametersPrintsNoEmptyPlaceholder() {
    var modules = base()
    modules[1].routes.append(RouteDefinition(id: "b.blank", pattern: "b/blank", placement: .modal(.sheet), title: ""))
    modules[1].routes[0].links = ["b.blank"]
    let finding = CompositionCheck.findings(for: modules, today: today).first { $0.check == "missing-title" }
    #expect(finding?.message == "route 'b.blank' has an empty title")
  }

  @Test func theDuplicateRouteFixUsesTheScaffoldsIDConvention() {
    var modules = base()
    modules[1].routes.append(RouteDefinition(id: "a.root", pattern: "b/dup", placement: .modal(.sheet), title: "D"))
    let finding = CompositionCheck.findings(for: modules, today: today).first { $0.check == "duplicate-route" }
    #expect(finding?.fix.contains("`<feature>.<screen>`") == true)
    #expect(finding?.fix.contains("`mealPlans.root`") == true)
  }

  @Test func equalTabOrdersAreAFindingNamingBothModulesAndTabs() {
    var modules = base()
    modules[1].tabs[0].order = 0
    let findings = CompositionCheck.findings(for: modules, today: today)
    #expect(findings.map(\.check) == ["tab-order"])
    #expect(findings.first?.modules == ["Alpha", "Beta"])
    #expect(findings.first?.message.contains("'a' (Alpha) and 'b' (Beta)") == true)
  }

  @Test func findingEncodesTheDocumentedKeys() throws {
    let finding = CompositionFinding(
      severity: .error, check: "round-trip", modules: ["M"], routes: ["m.r"], message: "m", fix: "f")
    #expect(finding.description == "error [round-trip] M: m\n  fix: f")
  }

  /// SC-001 seen from every screen: the tab bar shows only at a tab root (FR-004), so from a detail screen
  /// another tab is Back then a tap; dismissing a modal reveals the screen it covers; the floating button's
  /// screen is one tap from any screen without a modal.
  @Test func notesGiveTheWorstCaseActionsToEachMainScreen() {
    var modules = base()
    modules[0].routes[1].links = ["a.editor"]
    modules[0].routes += [
      RouteDefinition(
        id: "a.editor", pattern: "a/{id:int}/edit", placement: .modal(.sheet), title: "Edit", exposure: .internalOnly),
      RouteDefinition(
        id: "voice", pattern: "voice", placement: .modal(.sheet), title: "Voice", exposure: .internalOnly),
    ]
    modules[0].floatingButtonRoute = "voice"
    #expect(
      CompositionCheck.notes(for: modules) == [
        // From the editor: dismiss, Back, and the detail is under a root whose own tab is this one.
        "reaching 'a.root' (tab root) takes at most 2 actions from any screen (from 'a.editor')",
        // From the editor: dismiss, Back, tap B.
        "reaching 'b.root' (tab root) takes at most 3 actions from any screen (from 'a.editor')",
        "reaching 'voice' (the floating button's screen) takes at most 2 actions from any screen (from 'a.editor')",
      ])
  }

  /// A modal whose only link leads back to itself is still left by dismissing it onto the screen that
  /// presented it (B's root): then one tap.
  @Test func aModalIsLeftByDismissingItOntoTheScreenThatPresentedIt() {
    var modules = base()
    modules[1].routes.append(
      RouteDefinition(id: "b.loop", pattern: "b/loop", placement: .modal(.sheet), title: "Loop", links: ["b.loop"]))
    modules[1].routes[0].links = ["b.loop"]
    let notes = CompositionCheck.notes(for: modules)
    #expect(notes.count == 2)
    #expect(notes[0] == "reaching 'a.root' (tab root) takes at most 2 actions from any screen (from 'b.loop')")
    #expect(notes[1] == "reaching 'b.root' (tab root) takes at most 2 actions from any screen (from 'a.detail')")
  }

  /// A modal linked from two screens may cover either: dismissing it counts from the farther one.
  @Test func aModalLinkedFromTwoScreensCountsItsDismissalFromTheFartherOne() {
    var modules = base()
    modules[0].routes[1].links = ["a.deeper"]
    modules[0].routes += [
      RouteDefinition(
        id: "a.deeper", pattern: "a/{id:int}/deeper", placement: .push(tab: "a", parent: "a.detail"), title: "Deeper",
        links: ["a.edit"]),
      RouteDefinition(
        id: "a.edit", pattern: "a/edit", placement: .modal(.sheet), title: "Edit", exposure: .internalOnly),
    ]
    modules[1].routes[0].links = ["a.edit"]
    #expect(
      CompositionCheck.notes(for: modules) == [
        // Dismissed onto Deeper: Back, Back (B's root, 1 tap away, would be nearer).
        "reaching 'a.root' (tab root) takes at most 3 actions from any screen (from 'a.edit')",
        // Dismissed onto Deeper: Back, Back, tap B.
        "reaching 'b.root' (tab root) takes at most 4 actions from any screen (from 'a.edit')",
      ])
  }

  /// A modal that replaces another (voice input becoming its review) covers what the first one covered, not
  /// any screen: dismissing B's review reveals B's root.
  @Test func aModalReachedFromAnotherModalCoversWhatTheFirstCovered() {
    var modules = base()
    modules[0].routes[1].links = ["a.deeper"]
    modules[0].routes.append(
      RouteDefinition(
        id: "a.deeper", pattern: "a/{id:int}/deeper", placement: .push(tab: "a", parent: "a.detail"), title: "Deeper"))
    modules[1].routes[0].links = ["b.voice"]
    modules[1].routes += [
      RouteDefinition(
        id: "b.voice", pattern: "b/voice", placement: .modal(.sheet), title: "Voice", links: ["b.review"]),
      RouteDefinition(id: "b.review", pattern: "b/review", placement: .modal(.sheet), title: "Review"),
    ]
    // From the review: dismiss onto B's root, tap A (2); were it over any screen, Deeper would make it 3.
    #expect(
      CompositionCheck.notes(for: modules).first
        == "reaching 'a.root' (tab root) takes at most 2 actions from any screen (from 'a.deeper')")
  }

  /// A screen with no way to the main screen is counted, not hidden: a push route whose parent is not
  /// registered has no Back, shows no tab bar and no floating button here.
  @Test func screensThatCannotReachAMainScreenAreCounted() {
    var modules = base()
    modules[0].routes.append(
      RouteDefinition(
        id: "a.orphan", pattern: "a/orphan", placement: .push(tab: "a", parent: "a.missing"), title: "Orphan"))
    #expect(
      CompositionCheck.notes(for: modules)
        == [
          "reaching 'a.root' (tab root) takes at most 1 action from any screen (from 'a.detail'); 1 screen cannot reach it",
          "reaching 'b.root' (tab root) takes at most 2 actions from any screen (from 'a.detail'); 1 screen cannot reach it",
        ])
  }
}

/// Issue 43: reachability beyond the limit, and a floating button claimed without the app's texts, under an
/// app's rules.
struct CompositionRulesTests {
  let today = Day(year: 2024, month: 11, day: 20)!

  /// A tab whose screen is three actions from its root.
  fileprivate static let deep = TestModule(
    name: "Deep", tabs: [TabDefinition(id: "deep", title: "Deep", icon: "d", order: 0)],
    routes: [
      RouteDefinition(id: "deep.root", pattern: "deep", placement: .tabRoot("deep"), title: "Deep", links: ["deep.a"]),
      RouteDefinition(
        id: "deep.a", pattern: "deep/a", placement: .push(tab: "deep", parent: "deep.root"), title: "A",
        links: ["deep.b"]),
      RouteDefinition(
        id: "deep.b", pattern: "deep/a/b", placement: .push(tab: "deep", parent: "deep.a"), title: "B",
        links: ["deep.c"]),
      RouteDefinition(id: "deep.c", pattern: "deep/a/b/c", placement: .push(tab: "deep", parent: "deep.b"), title: "C"),
    ])

  static func app(_ rules: NavigationRules) -> AppDefinition {
    AppDefinition(name: "Deep", linkSchemes: ["deep"], universalLinkHosts: [], bundleIdentifier: "x.deep", rules: rules)
  }

  @Test func aRouteBeyondTheLimitIsANoteByDefaultAndAFindingWhereTheAppSaysSo() {
    let byDefault = Self.app(NavigationRules())
    #expect(CompositionCheck.findings(for: byDefault, modules: [Self.deep], today: today).isEmpty)
    let notes = CompositionCheck.notes(for: byDefault, modules: [Self.deep])
    #expect(notes.contains { $0.hasPrefix("route 'deep.c' takes 3 actions from 'deep.root'") }, "\(notes)")

    let strict = Self.app(NavigationRules(reachability: .init(maximumActions: 2, beyond: .error)))
    #expect(CompositionCheck.findings(for: strict, modules: [Self.deep], today: today).map(\.check) == ["reachability"])
    #expect(CompositionCheck.notes(for: strict, modules: [Self.deep]) == CompositionCheck.notes(for: [Self.deep]))

    let roomy = Self.app(NavigationRules(reachability: .init(maximumActions: 3, beyond: .error)))
    #expect(CompositionCheck.findings(for: roomy, modules: [Self.deep], today: today).isEmpty)
  }

  @Test func aFloatingButtonClaimedByAModuleNeedsTheAppsTexts() {
    let claiming = TestModule(
      name: "Voice",
      routes: [
        RouteDefinition(
          id: "voice", pattern: "voice", placement: .modal(.sheet), title: "Voice", exposure: .internalOnly)
      ], floatingButtonRoute: "voice")
    let findings = CompositionCheck.findings(
      for: Self.app(NavigationRules()), modules: [Self.deep, claiming], today: today)
    #expect(
      findings.map(\.message) == [
        "app Deep: module Voice claims the floating button for 'voice', but the app defines none (`floatingButton:`), so no button opens it"
      ])
  }
}
