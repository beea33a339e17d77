/// Everything wrong with a set of modules, found at registration: the app never starts half-registered.
public struct RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  package var problems: [RegistrationProblem]

  package init(problems: [RegistrationProblem]) {
    self.problems = problems
  }

  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}

/// One registration problem, naming the module(s) involved.
package enum RegistrationProblem: Hashable, Sendable, CustomStringConvertible {
  case noTabs
  case duplicateTab(TabID, modules: [String])
  /// Tabs with the same `order`: which one is the default tab (and takes Command-1) would be an accident.
  case duplicateTabOrder(Int, tabs: [TabID], modules: [String])
  case duplicateRoute(RouteID, modules: [String])
  case invalidPattern(RouteID, module: String, message: String)
  /// Two patterns match the same links with equal precedence: the resolver could not choose.
  case conflictingPatterns(RouteID, module: String, RouteID, otherModule: String)
  case unknownTab(RouteID, module: String, tab: TabID)
  case unknownParent(RouteID, module: String, parent: RouteID)
  /// A push route's parent belongs to another tab, or is a modal.
  case parentOutsideTab(RouteID, module: String, parent: RouteID)
  case parentCycle(RouteID, module: String)
  /// A parent's parameters must be a subset of the child's, so the parent chain can be rebuilt.
  case parentParameterMissing(RouteID, module: String, parent: RouteID, parameter: String)
  case tabWithoutRoot(TabID, module: String)
  case multipleRoots(TabID, routes: [RouteID], modules: [String])
  case duplicateCommand(String, modules: [String])
  case floatingButtonClaimedTwice(modules: [String])
  case unknownFloatingButtonRoute(RouteID, module: String)
  case unknownLink(RouteID, module: String, target: RouteID)
  /// A redirect whose old pattern does not parse, whose target is not registered, or whose parameters do not
  /// supply the target's (`fault` says which; a redirect with several faults is a problem for each).
  case invalidRedirect(String, module: String, fault: RedirectFault)
  /// A redirect's old pattern matches the same links as a route's pattern or another redirect's with equal
  /// precedence.
  case conflictingRedirect(String, module: String, other: PatternOwner, otherModule: String)
  /// A single-stack app (``AppDefinition/Shape/singleStack``) whose modules register another number of tabs
  /// than one.
  case singleStackTabs([TabID])
  /// A route's value type disagrees with its pattern: a parameter without a property, a property the pattern
  /// does not carry (nor a query key), a property of another kind than its parameter, or a query item that is
  /// not optional. `field` is the parameter's or property's name.
  case invalidRouteValue(RouteID, module: String, type: String, field: String, fault: RouteValueFault)
  /// A route's sheet detents (``RouteDefinition/detents(_:)``) on a route that is not a sheet, an empty list,
  /// a value a sheet cannot rest at, or one listed twice.
  case invalidDetents(RouteID, module: String, problem: SheetDetentProblem)

  /// The problem, led by its module's name when it is about one module (`History: route 'x' ...`).
  package var description: String { module.map { "\($0): \(message)" } ?? message }

  /// The one module a problem in one module's own definitions is about; nil for a problem between modules or
  /// of the whole app.
  private var module: String? {
    switch self {
    case .invalidPattern(_, let module, _), .unknownTab(_, let module, _), .unknownParent(_, let module, _),
      .parentOutsideTab(_, let module, _), .parentCycle(_, let module), .parentParameterMissing(_, let module, _, _),
      .tabWithoutRoot(_, let module), .unknownFloatingButtonRoute(_, let module), .unknownLink(_, let module, _),
      .invalidRedirect(_, let module, _), .invalidRouteValue(_, let module, _, _, _),
      .invalidDetents(_, let module, _):
      module
    default: nil
    }
  }

  /// The problem without a leading module name: a finding names its modules once, before the message.
  package var message: String { text.english }

  /// The problem without a leading module name, as a key of the core's table and its arguments (lists of
  /// modules and tabs already joined in English).
  package var text: LocalizedText {
    switch self {
    case .noTabs:
      LocalizedText("registration.noTabs")
    case .singleStackTabs(let tabs):
      LocalizedText("registration.singleStackTabs", "\(tabs.count)", tabs.map { "'\($0)'" }.joinedAsList)
    case .duplicateTab(let tab, let modules):
      LocalizedText("registration.duplicateTab", "\(tab)", modules.listed)
    case .duplicateTabOrder(let order, let tabs, let modules):
      LocalizedText(
        "registration.duplicateTabOrder", zip(tabs, modules).map { "'\($0)' (\($1))" }.joinedAsList, "\(order)")
    case .duplicateRoute(let route, let modules):
      LocalizedText("registration.duplicateRoute", "\(route)", modules.listed)
    case .invalidPattern(let route, _, let message):
      LocalizedText("registration.invalidPattern", "\(route)", message)
    case .conflictingPatterns(let route, let module, let other, let otherModule):
      Self.conflictText(route, module: module, other, otherModule: otherModule)
    case .unknownTab(let route, _, let tab):
      LocalizedText("registration.unknownTab", "\(route)", "\(tab)")
    case .unknownParent(let route, _, let parent):
      LocalizedText("registration.unknownParent", "\(route)", "\(parent)")
    case .parentOutsideTab(let route, _, let parent):
      LocalizedText("registration.parentOutsideTab", "\(route)", "\(parent)")
    case .parentCycle(let route, _):
      LocalizedText("registration.parentCycle", "\(route)")
    case .parentParameterMissing(let route, _, let parent, let parameter):
      LocalizedText("registration.parentParameterMissing", "\(route)", parameter, "\(parent)")
    case .tabWithoutRoot(let tab, _):
      LocalizedText("registration.tabWithoutRoot", "\(tab)")
    case .multipleRoots(let tab, let routes, let modules):
      LocalizedText(
        "registration.multipleRoots", "\(tab)", routes.map(\.rawValue).joined(separator: ", "), modules.listed)
    case .duplicateCommand(let verb, let modules):
      LocalizedText("registration.duplicateCommand", verb, modules.listed)
    case .floatingButtonClaimedTwice(let modules):
      LocalizedText("registration.floatingButtonClaimedTwice", modules.listed)
    case .unknownFloatingButtonRoute(let route, _):
      LocalizedText("registration.unknownFloatingButtonRoute", "\(route)")
    case .unknownLink(let route, _, let target):
      LocalizedText("registration.unknownLink", "\(route)", "\(target)")
    case .invalidRedirect(let pattern, _, let fault):
      fault.text(pattern: pattern)
    case .invalidRouteValue(let route, _, let type, let field, let fault):
      fault.text(route: route, type: type, field: field)
    case .conflictingRedirect(let pattern, let module, let other, let otherModule):
      other.conflictText(redirect: pattern, module: module, otherModule: otherModule)
    case .invalidDetents(let route, _, let problem):
      problem.text(route: route)
    }
  }

  /// Two routes whose patterns collide: the modules are named only when the routes come from two of them.
  private static func conflictText(
    _ route: RouteID, module: String, _ other: RouteID, otherModule: String
  ) -> LocalizedText {
    module == otherModule
      ? LocalizedText("registration.conflictingPatterns", "\(route)", "\(other)")
      : LocalizedText("registration.conflictingPatternsAcross", module, "\(route)", otherModule, "\(other)")
  }

  /// The modules the problem involves.
  package var modules: [String] {
    if let module { return [module] }
    switch self {
    case .duplicateTab(_, let modules), .duplicateTabOrder(_, _, let modules), .duplicateRoute(_, let modules),
      .multipleRoots(_, _, let modules), .duplicateCommand(_, let modules), .floatingButtonClaimedTwice(let modules):
      return modules
    case .conflictingPatterns(_, let module, _, let other), .conflictingRedirect(_, let module, _, let other):
      return [module, other]
    default: return []
    }
  }
}

extension [String] {
  /// `module A`, `modules A and B`, `modules A, B and C`.
  fileprivate var listed: String {
    count == 1 ? "module \(self[0])" : isEmpty ? "no module" : "modules \(joinedAsList)"
  }

  /// `A`, `A and B`, `A, B and C`.
  fileprivate var joinedAsList: String {
    guard let last, count > 1 else { return last ?? "" }
    return dropLast().joined(separator: ", ") + " and " + last
  }
}
