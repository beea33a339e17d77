// swift-tools-version: 6.1
import Foundation
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

/// The feature modules, their route values and their screens targets linked here (Sources/<Name>Feature,
/// Sources/<Name>Routes and Sources/<Name>FeatureScreens), in name order: Tools/new-feature links a new
/// feature's three, and this manifest does not change. As in the root package, any feature or screens target
/// may import any team's Routes target. A package outside this one (Examples/Trailhead) is not linked here: it
/// runs its screens in a host of its own, which Tools/host-for writes beside it.
let linked = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources")) ?? [])
  .sorted()
let features = linked.filter { $0.hasSuffix("Feature") }
let featureScreens = linked.filter { $0.hasSuffix("FeatureScreens") }
let routes = linked.filter { $0.hasSuffix("Routes") }
let routesDependencies: [Target.Dependency] = routes.map { .target(name: $0) }

/// A target of the root package, compiled from the same sources (Sources/<name> links to them), with its string
/// tables when it has them (Resources/<lang>.lproj), as the root declares them.
func mirrored(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  let resources = Context.packageDirectory + "/Sources/" + name + "/Resources"
  return .target(
    name: name, dependencies: dependencies,
    resources: FileManager.default.fileExists(atPath: resources) ? [.process("Resources")] : nil,
    swiftSettings: swiftSettings)
}

let package = Package(
  name: "SwiftUIHost",
  defaultLocalization: "en",
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
  ]
    + routes.map { mirrored($0, ["NavigationCore"]) }
    + features.map { mirrored($0, ["NavigationCore"] + routesDependencies) }
    + [
      mirrored("AppComposition", ["NavigationCore"] + features.map { .target(name: $0) }),
      mirrored(
        "NavigationSwiftUI", ["NavigationCore", "NavigationPresentation", "SwiftUI", "UIKit", "Accessibility"]),
      // The checks a team's host tests run (Tools/SwiftUIHostChecks; the outside path links the same files).
      mirrored(
        "SwiftUIHostChecks",
        ["NavigationCore", "NavigationPresentation", "NavigationSwiftUI", "SwiftUI", "Accessibility"]),
    ]
    // Each feature's screens, and the app's composition of them (one line per feature).
    + featureScreens.map { screens in
      mirrored(
        screens,
        [.target(name: String(screens.dropLast("Screens".count))), "NavigationCore", "NavigationSwiftUI", "SwiftUI"]
          + routesDependencies)
    }
    + [
      mirrored(
        "AppScreens",
        ["AppComposition", "NavigationCore", "NavigationPresentation", "NavigationSwiftUI"]
          + featureScreens.map { .target(name: $0) }),
      .testTarget(
        name: "SwiftUIHostTests",
        dependencies: [
          "NavigationSwiftUI", "NavigationPresentation", "NavigationCore", "AppComposition", "SwiftUI", "Accessibility",
          "AppScreens", "SwiftUIHostChecks",
        ] + (features + featureScreens + routes).map { .target(name: $0) },
        swiftSettings: swiftSettings
      ),
    ]
)
