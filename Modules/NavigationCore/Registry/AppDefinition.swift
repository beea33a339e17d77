/// What makes a composition one particular app: its name, the link forms it answers, its floating button (if
/// it has one), the rules it navigates by (``NavigationRules``: each has a library default), and the other
/// app-specific values the core needs. The app's composition declares it; the core names no app.
///
/// ```swift
/// let app = AppDefinition(
///   name: "Acme",
///   linkSchemes: ["acme"],
///   universalLinkHosts: ["acme.example", "www.acme.example"],
///   bundleIdentifier: "example.acme",
///   floatingButton: .init(
///     label: ScannerText.buttonLabel, hint: .buttonHint, keyCombo: "cmd+shift+s", keyTitle: .keyTitle),
///   rules: NavigationRules(failedLink: .defaultTabRoot))
/// let registry = try RouteRegistry(app: app, modules: modules)
/// ```
public struct AppDefinition: Hashable, Sendable {
  /// How the app's screens are laid out.
  public enum Shape: Hashable, Sendable {
    /// A tab bar over one stack per tab (`NavigationRoot` is the app's `TabView`).
    case tabs
    /// One stack and no tab bar: the app registers exactly one tab, whose root is the stack's root; links
    /// plan into that stack and there is no tab to tap. `NavigationRoot` is then a stack the app may place in
    /// any container of its own (its own `TabView`, a split view's detail).
    case singleStack
    /// The tabs as a sidebar where the width is regular (an iPad) and as a tab bar where it is compact (an
    /// iPhone, an iPad in Slide Over): the same tabs, stacks, links, guards and restoration as ``tabs``, in the
    /// same state; only `NavigationRoot` draws them otherwise (iOS 18's sidebar-adaptable `TabView`; a tab bar
    /// on iOS 17).
    case sidebarTabs

    /// Whether the app has tabs to show and to tap: every shape but ``singleStack``.
    package var hasTabs: Bool { self != .singleStack }
  }

  /// The floating button's accessibility texts and its external-keyboard command.
  public struct FloatingButton: Hashable, Sendable {
    /// What VoiceOver reads for the button; focus returns to it when its modal is dismissed.
    package var label: LocalizedText
    /// Read after the label, if any.
    package var hint: LocalizedText?
    /// The key command that presses it, normalized (``KeyCommand/normalize(_:)``): `cmd+shift+v`.
    package var keyCombo: String
    /// The key command's title in menus and `composer list-commands`.
    package var keyTitle: LocalizedText

    /// A floating button whose texts are keys of a module's string table (the module that claims the button
    /// keeps them, as it keeps its routes' titles); `keyCombo` is normalized.
    public init<Key: StringTableKey>(label: Key, hint: Key? = nil, keyCombo: String, keyTitle: Key) {
      self.init(label: label.kept(), hint: hint?.kept(), keyCombo: keyCombo, keyTitle: keyTitle.kept())
    }

    /// A floating button whose texts read as written in every language: an app not translated yet (the
    /// pseudo-locale test finds them, as it finds a route's plain title).
    public init(label: String, hint: String? = nil, keyCombo: String, keyTitle: String) {
      self.init(
        label: .literal(label), hint: hint.map(LocalizedText.literal), keyCombo: keyCombo, keyTitle: .literal(keyTitle))
    }

    private init(label: LocalizedText, hint: LocalizedText?, keyCombo: String, keyTitle: LocalizedText) {
      self.label = label
      self.hint = hint
      self.keyCombo = KeyCommand.normalize(keyCombo)
      self.keyTitle = keyTitle
    }
  }

  /// The app's name, for tools and messages.
  package var name: String
  /// Custom URL schemes the resolver accepts (`myapp` for `myapp://path`), lowercased; compared
  /// case-insensitively.
  public var linkSchemes: [String]
  /// Hosts whose `https` links are the app's universal links, lowercased; each matches exactly
  /// (case-insensitively), with no port or user info.
  @_spi(Fuzzing) public var universalLinkHosts: [String]
  /// The bundle identifier (`com.example.app`): with a team id it makes the app id of exported link files.
  package var bundleIdentifier: String
  /// The floating button's texts and key command; nil (the default) for an app without one. The button opens
  /// the route a module claims for it (``RouteModule/floatingButtonRoute``): without these texts a claim shows
  /// no button, and `composer validate` reports it.
  package var floatingButton: FloatingButton?
  /// The rules the app navigates by.
  package var rules: NavigationRules
  /// Tabs (the default), tabs that become a sidebar on a regular width, or a single stack.
  package var shape: Shape
  /// The earliest day the app has data for, if it has such a limit.
  package var earliestDay: Day?
  /// The `UserDefaults` key the app's snapshot is saved under on a device.
  package var snapshotDefaultsKey: String

  /// An app definition; schemes and hosts are lowercased.
  public init(
    name: String,
    linkSchemes: [String],
    universalLinkHosts: [String],
    bundleIdentifier: String,
    floatingButton: FloatingButton? = nil,
    earliestDay: Day? = nil,
    snapshotDefaultsKey: String? = nil,
    rules: NavigationRules = NavigationRules(),
    shape: Shape = .tabs
  ) {
    self.name = name
    self.linkSchemes = linkSchemes.map { $0.lowercased() }
    self.universalLinkHosts = universalLinkHosts.map { $0.lowercased() }
    self.bundleIdentifier = bundleIdentifier
    self.floatingButton = floatingButton
    self.earliestDay = earliestDay
    self.snapshotDefaultsKey = snapshotDefaultsKey ?? "\(bundleIdentifier).navigation.snapshot"
    self.rules = rules
    self.shape = shape
  }

  /// What the app's shape says of the tabs its modules register: a single stack has exactly one. The one
  /// place the rule is written; the registry and `composer validate` ask it.
  package func shapeProblem(tabs: [TabID]) -> RegistrationProblem? {
    shape == .singleStack && tabs.count != 1 ? .singleStackTabs(tabs) : nil
  }

  /// The app id used in exported files when no real one is given: `TEAMID.<bundle identifier>`; replace
  /// `TEAMID` with the team id before shipping.
  package var placeholderAppID: String { "TEAMID.\(bundleIdentifier)" }
}
