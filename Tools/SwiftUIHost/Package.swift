// swift-tools-version: 6.1
import PackageDescription

// The headless SwiftUI host: the adapter's own views (Modules/NavigationSwiftUI, by symbolic link) compiled
// against an executable stand-in of SwiftUI, UIKit and Accessibility (Tools/SwiftUISurface, the same
// declarations Tools/check-swiftui type-checks), and rendered by tests into an inspectable tree. A
// self-contained package: a path dependency on the root would bring a second target named
// NavigationSwiftUI, which SwiftPM refuses. Its targets mirror the root's that the adapter needs; it builds
// the iOS configuration (a UIKit module is present). What it proves and what it cannot: README.md.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// A target of the root package, compiled from the same sources (Sources/<name> links to them).
func mirrored(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .target(name: name, dependencies: dependencies, swiftSettings: swiftSettings)
}

let package = Package(
  name: "SwiftUIHost",
  platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [
    // The stand-in frameworks: Apple's declarations (Swift 5 mode, as Tools/check-swiftui compiles them),
    // with the host's bodies.
    .target(
      name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: [.define("SWIFTUI_HOST"), .swiftLanguageMode(.v5)]),
    .target(name: "UIKit", swiftSettings: [.define("SWIFTUI_HOST"), .swiftLanguageMode(.v5)]),
    .target(name: "Accessibility", swiftSettings: [.define("SWIFTUI_HOST"), .swiftLanguageMode(.v5)]),

    mirrored("NavigationCore", []),
    mirrored("NavigationPresentation", ["NavigationCore"]),
    mirrored("TodayFeature", ["NavigationCore"]),
    mirrored("HistoryFeature", ["NavigationCore"]),
    mirrored("SettingsFeature", ["NavigationCore"]),
    mirrored("VoiceInputFeature", ["NavigationCore"]),
    mirrored("NutritionDisplayFeature", ["NavigationCore"]),
    mirrored(
      "AppComposition",
      [
        "NavigationCore", "TodayFeature", "HistoryFeature", "SettingsFeature", "VoiceInputFeature",
        "NutritionDisplayFeature",
      ]),
    mirrored(
      "NavigationSwiftUI", ["NavigationCore", "NavigationPresentation", "SwiftUI", "UIKit", "Accessibility"]),

    .testTarget(
      name: "SwiftUIHostTests",
      dependencies: [
        "NavigationSwiftUI", "NavigationPresentation", "NavigationCore", "AppComposition", "SwiftUI", "Accessibility",
      ],
      swiftSettings: swiftSettings
    ),
  ]
)
