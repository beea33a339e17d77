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

  /// The composition of `modules` as the app `definition` describes.
  public init(definition: AppDefinition, modules: [any RouteModule]) {
    self.definition = definition
    self.modules = modules
  }

  /// The app's name, as the composer's help names it.
  public var name: String { definition.name }

  /// The registry every command reads: built once per command from ``definition`` and ``modules``.
  func makeRegistry() throws(RegistrationError) -> RouteRegistry {
    try RouteRegistry(app: definition, modules: modules)
  }
}
