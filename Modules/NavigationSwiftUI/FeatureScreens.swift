#if canImport(SwiftUI)
  public import NavigationCore
  import NavigationPresentation
  public import SwiftUI

  /// A feature's screens: the view of each of its routes, shipped beside the feature in its
  /// `<Name>FeatureScreens` target (the feature module itself stays free of SwiftUI).
  ///
  /// ```swift
  /// public struct RecipesFeatureScreens: FeatureScreens {
  ///   public let module = "Recipes"
  ///   let data: any RecipesScreenData
  ///
  ///   public func register(in screens: inout ScreenRegistrar) {
  ///     screens.screen(for: RecipesRoot.self) { _, context in RecipeList(data: data, context: context) }
  ///     screens.screen(for: RecipeDetail.self) { recipe, context in RecipeView(recipe: recipe, context: context) }
  ///   }
  /// }
  /// ```
  ///
  /// The app composes every feature's screens in one list (``ComposedScreens``) and hands them to
  /// ``NavigationRoot``; the composition check (``ComposedScreens/findings(in:)``) reports a route without a
  /// screen, a screen for a route no module registers, and two screens for one route.
  public protocol FeatureScreens {
    /// The name of the feature module whose routes these are (its `RouteModule.name`): findings name it.
    var module: String { get }
    /// Registers one view for each of the module's routes.
    func register(in screens: inout ScreenRegistrar)
  }

  /// What a screen drives the navigation with: the presenter's requests and commands, and its own screen.
  @MainActor
  public struct ScreenContext {
    /// The screen shown: its route, canonical parameters and path, restoration payload (a draft) and error.
    public let screen: Screen
    let presenter: NavigationPresenter

    /// Sends an input (a request, a feature's command, an edit) to the coordinator.
    @discardableResult
    public func send(_ input: NavigationInput) -> NavigationResult { presenter.send(input) }

    /// Shows the screen of a typed route value (a push, a sheet: the route's placement decides): a route of
    /// this feature, or another team's, from its `<Name>Routes` target.
    @discardableResult
    public func show(_ route: some RouteValue) -> NavigationResult { presenter.send(.request(route.request)) }

    /// Shows the screen of a route by id: for tools and tests. A feature names a screen by its value type
    /// (the other `show(_:)`), so a typo does not compile; an id nothing registers fails, is logged as an
    /// error and stops a debug build (`NavigationCoordinator.onUnregisteredTarget`).
    @discardableResult
    public func show(_ route: RouteID, _ parameters: RouteParameters = RouteParameters()) -> NavigationResult {
      presenter.send(.request(.route(route, parameters)))
    }

    /// Today, in the app's time zone, by the engine's clock: a day a screen can open without the app's rule
    /// against future days refusing it. Reading it observes nothing an input changes.
    public var today: Day { presenter.today }

    /// The id a zoom's source marks for `route`'s screen: its canonical path (``View/zoomSource(for:in:)``).
    func zoomSourceID(for route: some RouteValue) -> String? { presenter.path(of: route) }

    /// The language the screen's texts are in: what a feature's screens pass to their module's keys
    /// (`HistoryText.calendarRecent.text(in: context.localization)`), so a screens target reads no bundle
    /// itself. Read here alone, whatever the engine keeps the language in.
    public var localization: Localization { presenter.localization }

    /// The screen's error state message (its data could not be loaded) in ``localization``'s language; nil
    /// when it shows none. The screen keeps it as a text, so a state restored under another language reads it
    /// in that one.
    public var errorMessage: String? { presenter.errorMessage(of: screen) }

    /// Runs a feature's command (`voice start`, `confirm`) on the screen on top.
    @discardableResult
    public func command(_ verb: String, _ argument: String = "") -> NavigationResult {
      presenter.send(.command(verb: verb, argument: argument))
    }

    /// The error state's action: leaves a screen whose data is missing or cannot be loaded for the default
    /// tab's root, closing every modal. It works whether the engine flagged the error or the screen found its
    /// item missing first: the engine asks the app's data the same question.
    @discardableResult
    public func recover() -> NavigationResult { presenter.recover() }

    /// The title of ``recover()``'s button on every error state: "Go to Today".
    public var recoveryActionTitle: String { presenter.recoveryActionTitle }

    /// What `route`, presented from this screen, returned: a value, or `PresentationResult.cancelled`; nil
    /// while none waits. The screen reads it when it is shown again, then ``consumeResult()``.
    public func result<Route: ReturnsResult>(of route: Route.Type) -> PresentationResult<Route.ResultValue>? {
      presenter.result(of: route, for: screen)
    }

    /// Drops the result this screen has read (``result(of:)``).
    @discardableResult
    public func consumeResult() -> NavigationResult { presenter.consumeResult() }

    /// Closes this screen, a route that returns a result, handing `value` to the screen that presented it
    /// (that screen's ``result(of:)``). `route` is the value the screen was registered with.
    @discardableResult
    public func finish<Route: ReturnsResult>(_ route: Route, with value: Route.ResultValue) -> NavigationResult {
      presenter.finish(Route.self, with: value)
    }

    /// The text being edited for `field`: the draft kept in the screen's payload, else `saved`.
    public func draft(_ field: String, saved: String) -> String { screen.payload[field] ?? saved }

    /// A text field's binding for `field` of an editing route: it reads the draft (else `saved`), and each
    /// change is an edit the coordinator keeps in the screen's payload, so nothing typed is lost to a
    /// relaunch.
    public func text(_ field: String, saved: String) -> Binding<String> {
      let presenter = presenter
      let draft = draft(field, saved: saved)
      return Binding(
        get: { @MainActor in draft },
        set: { @MainActor value in presenter.send(.edit(field: field, value: value)) })
    }
  }

  extension View {
    /// Connects this screen's scroll view to the navigation (see
    /// `navigationScrollTracking(_:screen:)`).
    public func navigationScrollTracking(_ context: ScreenContext) -> some View {
      navigationScrollTracking(context.presenter, screen: context.screen)
    }
  }

  /// Where a feature's screens register their views (see ``FeatureScreens``).
  public struct ScreenRegistrar {
    /// One registered view.
    struct Entry {
      let registration: ScreenCoverage.Registration
      let view: @MainActor (ScreenContext) -> AnyView
    }

    let module: String
    var entries: [Entry] = []

    /// The view of the route of `Route`, given its typed value.
    public mutating func screen<Route: RouteValue, Content: View>(
      for route: Route.Type,
      @ViewBuilder _ content: @escaping @MainActor (Route, ScreenContext) -> Content
    ) {
      add(Route.routeID) { context in
        // The engine shows only screens whose parameters its pattern matched, so this reads; a value type
        // that disagrees with its own pattern says so on the screen instead of trapping.
        do throws(RouteValueError) {
          return AnyView(content(try Route(screen: context.screen), context))
        } catch {
          return AnyView(Text(error.description))
        }
      }
    }

    /// The view of the route `id` (a route without parameters, or one read from its `Screen`).
    public mutating func screen<Content: View>(
      for id: RouteID,
      @ViewBuilder _ content: @escaping @MainActor (ScreenContext) -> Content
    ) {
      add(id) { context in AnyView(content(context)) }
    }

    private mutating func add(_ route: RouteID, _ view: @escaping @MainActor (ScreenContext) -> AnyView) {
      entries.append(Entry(registration: ScreenCoverage.Registration(module: module, route: route), view: view))
    }
  }
#endif
