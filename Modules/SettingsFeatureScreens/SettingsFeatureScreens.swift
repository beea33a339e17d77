// Settings' screens: Apple-only (SwiftUI); on Linux this target compiles to nothing, and Tools/SwiftUIHost runs it.
#if canImport(SwiftUI)
  import Foundation
  public import NavigationSwiftUI
  import NavigationCore
  import SettingsFeature
  import SettingsRoutes
  import SwiftUI

  /// What the settings screens read of the app's data.
  public protocol SettingsScreenData: Sendable {
    /// The values last saved for a section (`goals`, `preferences`), by field; empty when never saved.
    func savedSettings(_ section: String) -> [String: String]
  }

  /// The Settings tab's screens: the list, daily goals, preferences and about.
  public struct SettingsFeatureScreens: FeatureScreens {
    public var module: String { SettingsFeature().name }
    let data: any SettingsScreenData

    public init(data: any SettingsScreenData) { self.data = data }

    /// The fields of each editable section, in the order they are shown, with their labels' keys.
    static let goals: [(String, SettingsText)] = [
      ("calories", .goalsCalories), ("protein", .goalsProtein), ("carbohydrates", .goalsCarbohydrates),
      ("fat", .goalsFat),
    ]
    static let preferences: [(String, SettingsText)] = [("units", .preferencesUnits)]

    public func register(in screens: inout ScreenRegistrar) {
      let data = data
      screens.screen(for: SettingsRoot.self) { _, context in SettingsList(context: context) }
      screens.screen(for: SettingsGoals.self) { _, context in
        SettingsSection(fields: Self.goals, saved: data.savedSettings("goals"), context: context)
      }
      screens.screen(for: SettingsPreferences.self) { _, context in
        SettingsSection(fields: Self.preferences, saved: data.savedSettings("preferences"), context: context)
      }
      screens.screen(for: SettingsAbout.self) { _, context in SettingsAboutScreen(localization: context.localization) }
    }
  }

  /// The sections of Settings.
  struct SettingsList: View {
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Button(SettingsText.goalsTitle.text(in: context.localization)) { context.show(SettingsGoals()) }
        Button(SettingsText.preferencesTitle.text(in: context.localization)) { context.show(SettingsPreferences()) }
        Button(SettingsText.aboutTitle.text(in: context.localization)) { context.show(SettingsAbout()) }
      }
      .padding(16)
    }
  }

  /// A section's fields as drafted (else as saved), with Save: the values go to the app's data.
  struct SettingsSection: View {
    let fields: [(String, SettingsText)]
    let saved: [String: String]
    let context: ScreenContext

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        ForEach(fields, id: \.0) { field, label in
          TextField(label.text(in: context.localization), text: context.text(field, saved: saved[field] ?? ""))
        }
        if let error = context.errorMessage { ScreenErrorState(error, context: context) }
        Button(SettingsText.save.text(in: context.localization)) { context.send(.request(.save)) }
      }
      .padding(16)
    }
  }

  /// What the app is.
  struct SettingsAboutScreen: View {
    let localization: Localization

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text(SettingsText.aboutName.text(in: localization)).font(.headline)
        Text(SettingsText.aboutSummary.text(in: localization))
      }
      .padding(16)
    }
  }
#endif
