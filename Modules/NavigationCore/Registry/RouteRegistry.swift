/// The assembled app: every module's tabs, routes, guards and commands, checked together, with the one
/// deep-link resolver built from all patterns, and the ``AppDefinition`` the composition declares.
///
/// Built once at launch from the app's definition and list of modules (through the route table, which
/// `CompositionCheck` and `NavigationGraph` read too); immutable afterwards.
public struct RouteRegistry: Sendable {
  /// The app the modules make up: link schemes and hosts, the floating button's texts.
  public let app: AppDefinition
  /// The language of the texts the chrome derives (back and tab labels): an input like the clock, English
  /// unless the app passes the device's.
  /// Every language, English too, is worded from the tables: there is one wording path.
  public var localization: Localization = .english
  /// Tabs in display order; the first is the default tab.
  public var tabs: [TabDefinition] { table.tabs }
  /// Routes in registration order.
  public var routes: [RegisteredRoute] { table.routes }
  package var guards: [any NavigationGuard] { table.guards }
  package var commands: [FeatureCommand] { table.commands }
  /// The route the floating button opens: the one a module claims, when the app defines a floating button
  /// (``AppDefinition/floatingButton``); nil otherwise, and then no button shows.
  package var floatingButtonRoute: RouteID? { app.floatingButton == nil ? nil : table.floatingButtonRoute }
  /// Old link patterns that still open a route, in composition order.
  package var redirects: [RegisteredRedirect] { table.redirects }
  /// The modules, in composition order, by name.
  package var moduleNames: [String] { table.moduleNames }
  package let resolver: DeepLinkResolver
  package let table: RouteTable
  private let commandIndex: [String: Int]
  /// The screen of each route whose pattern names no parameter (`settings/goals`), made once here (nil for the
  /// others), by route position; and each tab's root screen, by tab position (nil for a tab without one). Every
  /// screen of such a route shares it.
  private var fixedScreens: [Screen?] = []
  private var rootScreens: [Screen?] = []

  /// Checks the modules together and builds the registry of `app`, or reports every problem found.
  public init(app: AppDefinition, modules: [any RouteModule]) throws(RegistrationError) {
    let table = RouteTable(modules: modules)
    var problems = table.problems
    if let problem = app.shapeProblem(tabs: table.tabs.map(\.id)) { problems.append(problem) }
    guard problems.isEmpty else { throw RegistrationError(problems: problems) }
    self.app = app
    self.table = table
    StringTable.declare(Self.stringTables(app: app, table: table))
    commandIndex = Dictionary(
      table.commands.enumerated().map { ($1.verb, $0) }, uniquingKeysWith: { first, _ in first })
    resolver = DeepLinkResolver(app: app, table: table)
    fixedScreens = table.routes.map { route in
      guard route.pattern.parameters.isEmpty, let path = try? route.pattern.absolutePath(for: RouteParameters())
      else { return nil }
      return Screen(route: route.id, path: path)
    }
    rootScreens = table.tabs.map { tab in
      table.rootRoute(of: tab.id).flatMap { root in try? screen(root.id) }
    }
  }

  /// The tables the app's texts are keys of: its tabs' and routes' (a feature keeps its texts in the table its
  /// screens are titled from) and the floating button's.
  private static func stringTables(app: AppDefinition, table: RouteTable) -> [StringTable] {
    let button = app.floatingButton.map { [$0.label, $0.keyTitle] + ($0.hint.map { [$0] } ?? []) } ?? []
    return table.tabs.compactMap { $0.localizedTitle?.table } + table.routes.compactMap(\.definition.textTable)
      + button.compactMap(\.table)
  }

  /// The default tab: the app opens here, and a failed link lands here where the app's rules say so
  /// (``NavigationRules/FailedLink/defaultTabRoot``).
  package var defaultTab: TabID { tabs[0].id }

  public func route(_ id: RouteID) -> RegisteredRoute? {
    table.route(id)
  }

  /// The root route of a registered tab.
  package func rootRoute(of tab: TabID) -> RegisteredRoute? {
    table.rootRoute(of: tab)
  }

  public func tab(_ id: TabID) -> TabDefinition? {
    table.tab(id)
  }

  package func command(_ verb: String) -> FeatureCommand? {
    commandIndex[verb].map { table.commands[$0] }
  }

  /// The screen for a route and parameters, with its canonical path printed by the route's pattern.
  public func screen(
    _ route: RouteID,
    parameters: RouteParameters = RouteParameters(),
    payload: [String: String] = [:]
  ) throws(NavigationError) -> Screen {
    guard let index = table.index(of: route) else { throw .unknownRoute(route) }
    return try screen(at: index, parameters: parameters, payload: payload)
  }

  /// ``screen(_:parameters:payload:)`` for the route at `index` in ``routes`` (looked up once by the caller).
  package func screen(
    at index: Int, parameters: RouteParameters, payload: [String: String] = [:]
  ) throws(NavigationError) -> Screen {
    if var screen = fixedScreens[index] {
      if !payload.isEmpty { screen.payload = payload }
      return screen
    }
    let route = table.routes[index].id
    let registered = table.routes[index]
    // Keep only the parameters the pattern names, so a parent built from a child's parameters is canonical.
    // (A pattern names each parameter once.)
    let own = RouteParameters(
      uniqueNames: registered.pattern.parameters.compactMap { parameter in
        parameters[parameter.name].map { RouteParameters.Pair(name: parameter.name, value: $0) }
      })
    do {
      let path = try registered.pattern.absolutePath(for: own)
      return Screen(route: route, parameters: own, path: path, payload: payload)
    } catch {
      throw .invalidParameters(route, message: error.description)
    }
  }

  /// The screen a resolved link or path names, its path printed by the route's pattern.
  package func screen(for match: RouteMatch) throws(NavigationError) -> Screen {
    guard let index = table.index(of: match.route) else { throw .unknownRoute(match.route) }
    return try screen(for: match, at: index)
  }

  /// ``screen(for:)`` for the route at `index` in ``routes``, `match`'s route. A match the resolver read from the
  /// route's pattern holds exactly its parameters, canonical: they are printed without being checked again.
  package func screen(for match: RouteMatch, at index: Int) throws(NavigationError) -> Screen {
    guard match.parametersAreCanonical else { return try screen(checking: match, at: index) }
    if let screen = fixedScreens[index] { return screen }
    do {
      return Screen(
        route: match.route, parameters: match.parameters,
        path: try table.routes[index].path(canonical: match.parameters))
    } catch {
      throw .invalidParameters(match.route, message: error.description)
    }
  }

  /// ``screen(for:at:)`` for a match made or changed outside the resolver: its values are checked.
  private func screen(checking match: RouteMatch, at index: Int) throws(NavigationError) -> Screen {
    // As many parameters as the pattern names, and printing fails on a missing one: exactly the pattern's own.
    let pattern = table.routes[index].pattern
    guard fixedScreens[index] == nil, match.parameters.count == pattern.parameterCount else {
      return try screen(at: index, parameters: match.parameters)
    }
    do {
      return Screen(
        route: match.route, parameters: match.parameters, path: try pattern.absolutePath(for: match.parameters))
    } catch {
      throw .invalidParameters(match.route, message: error.description)
    }
  }

  /// The position of a route in ``routes``: look it up once where several answers about it are needed.
  package func index(of route: RouteID) -> Int? {
    table.index(of: route)
  }

  /// The root screen of a tab.
  public func rootScreen(of tab: TabID) -> Screen? {
    table.index(of: tab).flatMap { rootScreens[$0] }
  }

  /// What a tab without a root shows: an empty screen at `/`.
  static let emptyRoot = Screen(route: "", path: "/")

  /// Resolves a link from outside the app (one of ``AppDefinition/linkSchemes`` or an `https` link to one of
  /// `AppDefinition.universalLinkHosts`) to a route.
  public func resolve(link: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolver.resolve(link, today: today)
  }

  /// Resolves an in-app path (`/history/2024-11-18`) to a route; exposure does not apply.
  public func resolve(path: String, today: Day) -> Result<RouteMatch, DeepLinkError> {
    resolver.resolve(path: path, today: today)
  }

  /// ``resolve(link:today:)`` for raw bytes, which need not be UTF-8: the fuzzer's entry point.
  @_spi(Fuzzing) public func resolve(linkBytes: some Collection<UInt8>, today: Day) -> Result<RouteMatch, DeepLinkError>
  {
    resolver.resolve(linkBytes: linkBytes, today: today)
  }

  /// ``resolve(path:today:)`` for raw bytes, which need not be UTF-8: the fuzzer's entry point.
  @_spi(Fuzzing) public func resolve(pathBytes: some Collection<UInt8>, today: Day) -> Result<RouteMatch, DeepLinkError>
  {
    resolver.resolve(pathBytes: pathBytes, today: today)
  }

  /// The screen's title.
  package func title(of screen: Screen) -> String {
    guard let definition = route(screen.route)?.definition else { return screen.path }
    guard let localized = definition.localizedTitle else { return definition.title(screen.parameters) }
    return localized(screen.parameters, localization)
  }

  /// What VoiceOver reads for the screen: the route's accessibility label, its title by default (a route
  /// titled in a language is labelled by that title).
  package func accessibilityLabel(of screen: Screen) -> String {
    accessibilityLabel(of: screen, in: localization)
  }

  /// ``accessibilityLabel(of:)`` in `localization`'s language: the engine's announcement event is English.
  package func accessibilityLabel(of screen: Screen, in localization: Localization) -> String {
    guard let definition = route(screen.route)?.definition else { return screen.path }
    guard let localized = definition.localizedTitle else { return definition.accessibilityLabel(screen.parameters) }
    return localized(screen.parameters, localization)
  }

  /// The route's accessibility hint, read after the label, if it has one.
  package func accessibilityHint(of screen: Screen) -> String? {
    guard let definition = route(screen.route)?.definition else { return nil }
    guard let localized = definition.localizedHint else { return definition.accessibilityHint }
    return localized(localization)
  }

  /// The tab's title in ``localization``'s language (its English ``TabDefinition/title`` unless its module
  /// names it by a key of its table).
  package func title(of tab: TabDefinition) -> String {
    guard let localized = tab.localizedTitle else { return tab.title }
    return localized.text(in: localization)
  }

  /// What VoiceOver calls the tab, before its position: its accessibility label, in ``localization``'s
  /// language when its module names its title by a key.
  func accessibilityLabel(of tab: TabDefinition) -> String {
    guard let localized = tab.localizedTitle else { return tab.accessibilityLabel }
    return localized.text(in: localization)
  }

  /// Runs the route's validator, if it has one.
  package func validate(_ screen: Screen, context: ValidationContext) -> RouteValidation {
    validate(route: screen.route, parameters: screen.parameters, context: context)
  }

  /// ``validate(_:context:)`` from the screen's parts (the engine reads them where they are stored).
  package func validate(route: RouteID, parameters: RouteParameters, context: ValidationContext) -> RouteValidation {
    guard let index = table.index(of: route) else { return .valid }
    return validate(parameters: parameters, at: index, context: context)
  }

  /// ``validate(_:context:)`` for parameters of the route at `index` in ``routes``.
  package func validate(parameters: RouteParameters, at index: Int, context: ValidationContext) -> RouteValidation {
    table.routes[index].definition.validator?(parameters, context) ?? .valid
  }
}

/// A navigation request the registry cannot turn into a screen.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownRoute(RouteID)
  case invalidParameters(RouteID, message: String)

  /// The failure as a key of the core's table and its arguments (`message` as the validator worded it).
  package var text: LocalizedText {
    switch self {
    case .unknownRoute(let route): LocalizedText("navigationError.unknownRoute", "\(route)")
    case .invalidParameters(let route, let message):
      LocalizedText("navigationError.invalidParameters", "\(route)", message)
    }
  }

  public var description: String { text.english }
}
