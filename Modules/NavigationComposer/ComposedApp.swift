public import NavigationCore

/// What a composer drives: an app's definition and its feature modules, as the app itself composes them.
///
/// A consumer's composer is a few lines that build this value and hand it to ``ComposerCLI/main(_:)``:
///
/// ```swift
/// import NavigationComposer
/// import PantryFeature
///
/// @main
/// struct PantryComposer {
///   static func main() {
///     ComposerCLI.main(ComposedApp(definition: PantryApp.definition, modules: [PantryFeature()]))
///   }
/// }
/// ```
public struct ComposedApp: Sendable {
  /// What makes the modules one app: its name, link schemes and hosts, the floating button's texts.
  public var definition: AppDefinition
  /// Every feature module of the app, in composition order.
  public var modules: [any RouteModule]
  /// The committed link baseline file (the links the app has promised to open): `composer validate` checks
  /// the composition against it and `composer baseline --record` writes it. Nil: the app keeps none, and
  /// validate skips the comparison unless given `--baseline PATH`.
  public var linkBaseline: String?

  /// The composition of `modules` as the app `definition` describes, with its link baseline file, if any.
  public init(definition: AppDefinition, modules: [any RouteModule], linkBaseline: String? = nil) {
    self.definition = definition
    self.modules = modules
    self.linkBaseline = linkBaseline
  }

  /// The app's name, as the composer's help names it.
  public var name: String { definition.name }

  /// The registry every command reads: built once per command from ``definition`` and ``modules``.
  func makeRegistry() throws(RegistrationError) -> RouteRegistry {
    try RouteRegistry(app: definition, modules: modules)
  }
}
