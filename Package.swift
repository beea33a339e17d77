// swift-tools-version: 6.1
import PackageDescription

/// One settings array for every target: Swift 6 language mode plus the upcoming features that keep
/// module boundaries honest (a dependency is public only when written `public import`).
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "DemeterNavigation",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "NavigationCore", targets: ["NavigationCore"]),
    .library(name: "NavigationFileStore", targets: ["NavigationFileStore"]),
    .library(name: "NavigationChecks", targets: ["NavigationChecks"]),
    .library(name: "NavigationJourneys", targets: ["NavigationJourneys"]),
    .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
    .library(name: "NavigationComposer", targets: ["NavigationComposer"]),
    .library(name: "TodayFeature", targets: ["TodayFeature"]),
    .library(name: "TodayRoutes", targets: ["TodayRoutes"]),
    .library(name: "HistoryFeature", targets: ["HistoryFeature"]),
    .library(name: "HistoryRoutes", targets: ["HistoryRoutes"]),
    .library(name: "SettingsFeature", targets: ["SettingsFeature"]),
    .library(name: "SettingsRoutes", targets: ["SettingsRoutes"]),
    .library(name: "VoiceInputFeature", targets: ["VoiceInputFeature"]),
    .library(name: "VoiceInputRoutes", targets: ["VoiceInputRoutes"]),
    .library(name: "NutritionDisplayFeature", targets: ["NutritionDisplayFeature"]),
    .library(name: "NutritionDisplayRoutes", targets: ["NutritionDisplayRoutes"]),
    .library(name: "TodayFeatureScreens", targets: ["TodayFeatureScreens"]),
    .library(name: "HistoryFeatureScreens", targets: ["HistoryFeatureScreens"]),
    .library(name: "SettingsFeatureScreens", targets: ["SettingsFeatureScreens"]),
    .library(name: "VoiceInputFeatureScreens", targets: ["VoiceInputFeatureScreens"]),
    .library(name: "NutritionDisplayFeatureScreens", targets: ["NutritionDisplayFeatureScreens"]),
    .library(name: "AppComposition", targets: ["AppComposition"]),
    .library(name: "AppScreens", targets: ["AppScreens"]),
    .library(name: "NavigationPresentation", targets: ["NavigationPresentation"]),
    .library(name: "NavigationSwiftUI", targets: ["NavigationSwiftUI"]),
    .executable(name: "composer", targets: ["Composer"]),
  ],
  targets: [
    // MARK: - Core library

    // Its string tables (Resources/<lang>.lproj) are read by Localization.
    .target(
      name: "NavigationCore", path: "Modules/NavigationCore", resources: [.process("Resources")],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "NavigationCoreTests",
      dependencies: [
        "NavigationCore", "NavigationTesting", "NavigationChecks", "NavigationJourneys", "NavigationFileStore",
      ],
      path: "Tests/NavigationCoreTests",
      resources: [.copy("Resources")],
      swiftSettings: swiftSettings
    ),

    // File I/O a shipped app never runs: the state file, checked reads, atomic replacement, output files.
    .target(
      name: "NavigationFileStore",
      dependencies: ["NavigationCore"],
      path: "Modules/NavigationFileStore",
      swiftSettings: swiftSettings
    ),

    // Tooling a shipped app never runs: composition checks, the link baseline, link export, the graph.
    .target(
      name: "NavigationChecks",
      dependencies: ["NavigationCore", "NavigationFileStore"],
      path: "Modules/NavigationChecks",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationChecksTests",
      dependencies: ["NavigationChecks", "NavigationCore", "NavigationTesting"],
      path: "Tests/NavigationChecksTests",
      swiftSettings: swiftSettings
    ),

    // The journey language: the parser and runner, with the fakes a journey needs (clock, store, data).
    .target(
      name: "NavigationJourneys",
      dependencies: ["NavigationCore"],
      path: "Modules/NavigationJourneys",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationJourneysTests",
      dependencies: ["NavigationJourneys", "NavigationCore", "NavigationTesting"],
      path: "Tests/NavigationJourneysTests",
      swiftSettings: swiftSettings
    ),

    // Test-only fixtures: fixture modules, a recording logger, a manual transition driver.
    .target(
      name: "NavigationTesting",
      dependencies: ["NavigationCore", "NavigationJourneys"],
      path: "Modules/NavigationTesting",
      swiftSettings: swiftSettings
    ),

    // The SwiftUI adapter: every decision in NavigationPresentation (plain Swift, tested here), the views
    // in NavigationSwiftUI (Apple only; type-checked here by Tools/check-swiftui).
    .target(
      name: "NavigationPresentation",
      dependencies: ["NavigationCore"],
      path: "Modules/NavigationPresentation",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationPresentationTests",
      dependencies: [
        "NavigationPresentation", "NavigationCore", "NavigationTesting", "AppComposition", "NavigationChecks",
        "NavigationJourneys",
      ],
      path: "Tests/NavigationPresentationTests",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "NavigationSwiftUI",
      dependencies: ["NavigationCore", "NavigationPresentation"],
      path: "Modules/NavigationSwiftUI",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "NavigationComposer",
      dependencies: ["NavigationCore", "NavigationChecks", "NavigationJourneys", "NavigationFileStore"],
      path: "Modules/NavigationComposer",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationComposerTests",
      dependencies: [
        "NavigationComposer", "NavigationCore", "NavigationTesting", "NavigationChecks", "NavigationJourneys",
        "NavigationFileStore",
      ],
      path: "Tests/NavigationComposerTests",
      swiftSettings: swiftSettings
    ),

    // MARK: - Feature modules (each imports NavigationCore and route values, nothing of another feature)
    // A feature module that shows text owns its string table (Resources/<lang>.lproj/Localizable.strings,
    // English and German), read through its <Name>Text keys by its routes and its screens target.
    // A feature's route values (<Name>Routes: values only, depending on NavigationCore alone) are what any
    // feature or screens target imports to name that team's screens by type. A feature's screens target
    // (<Name>FeatureScreens: its views, Apple only; on Linux it compiles to nothing, and Tools/SwiftUIHost runs
    // it) depends on its feature, route values and NavigationSwiftUI, nothing else. Tools/check-imports checks it.

    .target(
      name: "TodayRoutes",
      dependencies: ["NavigationCore"],
      path: "Modules/TodayRoutes",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "TodayFeature",
      dependencies: ["TodayRoutes", "NavigationCore"],
      path: "Modules/TodayFeature",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "TodayFeatureTests",
      dependencies: [
        "TodayFeature", "TodayRoutes", "NavigationCore", "NavigationTesting", "NavigationChecks", "NavigationJourneys",
      ],
      path: "Tests/TodayFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "TodayFeatureScreens",
      dependencies: ["TodayFeature", "TodayRoutes", "NavigationCore", "NavigationSwiftUI"],
      path: "Modules/TodayFeatureScreens",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "HistoryRoutes",
      dependencies: ["NavigationCore"],
      path: "Modules/HistoryRoutes",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "HistoryFeature",
      dependencies: ["HistoryRoutes", "NavigationCore"],
      path: "Modules/HistoryFeature",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "HistoryFeatureTests",
      dependencies: [
        "HistoryFeature", "HistoryRoutes", "NavigationCore",
        "NavigationTesting", "NavigationChecks", "NavigationJourneys",
      ],
      path: "Tests/HistoryFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "HistoryFeatureScreens",
      dependencies: ["HistoryFeature", "HistoryRoutes", "NavigationCore", "NavigationSwiftUI"],
      path: "Modules/HistoryFeatureScreens",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "SettingsRoutes",
      dependencies: ["NavigationCore"],
      path: "Modules/SettingsRoutes",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "SettingsFeature",
      dependencies: ["SettingsRoutes", "NavigationCore"],
      path: "Modules/SettingsFeature",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "SettingsFeatureTests",
      dependencies: [
        "SettingsFeature", "SettingsRoutes", "NavigationCore",
        "NavigationTesting", "NavigationChecks", "NavigationJourneys",
      ],
      path: "Tests/SettingsFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "SettingsFeatureScreens",
      dependencies: ["SettingsFeature", "SettingsRoutes", "NavigationCore", "NavigationSwiftUI"],
      path: "Modules/SettingsFeatureScreens",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "VoiceInputRoutes",
      dependencies: ["NavigationCore"],
      path: "Modules/VoiceInputRoutes",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "VoiceInputFeature",
      dependencies: ["VoiceInputRoutes", "NavigationCore", "NutritionDisplayRoutes"],
      path: "Modules/VoiceInputFeature",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "VoiceInputFeatureTests",
      dependencies: [
        "VoiceInputFeature", "VoiceInputRoutes", "NavigationCore",
        "NavigationTesting", "NavigationChecks", "NavigationJourneys",
      ],
      path: "Tests/VoiceInputFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "VoiceInputFeatureScreens",
      dependencies: ["VoiceInputFeature", "VoiceInputRoutes", "NavigationCore", "NavigationSwiftUI"],
      path: "Modules/VoiceInputFeatureScreens",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "NutritionDisplayRoutes",
      dependencies: ["NavigationCore"],
      path: "Modules/NutritionDisplayRoutes",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "NutritionDisplayFeature",
      dependencies: ["NutritionDisplayRoutes", "NavigationCore"],
      path: "Modules/NutritionDisplayFeature",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NutritionDisplayFeatureTests",
      dependencies: [
        "NutritionDisplayFeature", "NutritionDisplayRoutes", "NavigationCore",
        "NavigationTesting", "NavigationChecks", "NavigationJourneys",
      ],
      path: "Tests/NutritionDisplayFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "NutritionDisplayFeatureScreens",
      dependencies: ["NutritionDisplayFeature", "NutritionDisplayRoutes", "NavigationCore", "NavigationSwiftUI"],
      path: "Modules/NutritionDisplayFeatureScreens",
      swiftSettings: swiftSettings
    ),

    // MARK: - App (thin: the one list of modules, and the composer CLI)

    .target(
      name: "AppComposition",
      dependencies: [
        "NavigationCore",
        "TodayFeature",
        "HistoryFeature",
        "SettingsFeature",
        "VoiceInputFeature",
        "NutritionDisplayFeature",
      ],
      path: "App/AppComposition",
      swiftSettings: swiftSettings
    ),
    // The app's screens, one line per feature (Apple only, beside AppComposition, which stays free of SwiftUI).
    .target(
      name: "AppScreens",
      dependencies: [
        "AppComposition",
        "NavigationCore",
        "NavigationPresentation",
        "NavigationSwiftUI",
        "TodayFeatureScreens",
        "HistoryFeatureScreens",
        "SettingsFeatureScreens",
        "VoiceInputFeatureScreens",
        "NutritionDisplayFeatureScreens",
      ],
      path: "App/AppScreens",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AppCompositionTests",
      dependencies: [
        "AppComposition", "NavigationCore", "NavigationTesting", "NavigationChecks", "NavigationJourneys",
      ],
      path: "Tests/AppCompositionTests",
      swiftSettings: swiftSettings
    ),

    .executableTarget(
      name: "Composer",
      dependencies: ["AppComposition", "NavigationComposer"],
      path: "App/Composer",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ComposerExecutableTests",
      dependencies: [
        "AppComposition", "NavigationComposer", "NavigationCore", "NavigationTesting", "NavigationChecks",
        "NavigationFileStore",
      ],
      path: "Tests/ComposerExecutableTests",
      exclude: ["Golden", "Fixtures"],
      swiftSettings: swiftSettings
    ),
    // The composer's golden files run against this fixed composition of fixture modules of its own
    // (Tests/Fixtures/FixtureComposer/Modules), not the live app: adding a module to Demeter, or a screen to
    // one of its features, changes none of them.
    .executableTarget(
      name: "FixtureComposer",
      dependencies: ["NavigationComposer", "NavigationCore"],
      path: "Tests/Fixtures/FixtureComposer",
      swiftSettings: swiftSettings
    ),
  ]
)
