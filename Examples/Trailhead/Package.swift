// swift-tools-version: 6.1
import PackageDescription

// Trailhead, the second example app: a trip planner of one stack (no tab bar, no floating button) that uses
// Demeter Navigation only through its products, as an app outside this repository would. On Linux it builds its
// feature and its composer (`swift run --package-path Examples/Trailhead trailhead-composer validate`); its
// screens compile to nothing there (Tools/check-swiftui type-checks them; the headless host Tools/host-for writes
// beside this package runs them with its HostTests), and its SwiftUI app target exists on Apple platforms only.
// The DocC article "Quick start: a trip planner" builds it file by file.
var targets: [Target] = [
  .target(
    name: "TrailheadFeature",
    dependencies: [.product(name: "NavigationCore", package: "DemeterNavigation")],
    resources: [.process("Resources")]
  ),
  .target(
    name: "TrailheadFeatureScreens",
    dependencies: [
      "TrailheadFeature",
      .product(name: "NavigationCore", package: "DemeterNavigation"),
      .product(name: "NavigationSwiftUI", package: "DemeterNavigation"),
    ]
  ),
  .executableTarget(
    name: "TrailheadComposer",
    dependencies: [
      "TrailheadFeature",
      .product(name: "NavigationComposer", package: "DemeterNavigation"),
    ]
  ),
]
#if os(macOS)
  targets.append(
    .executableTarget(
      name: "TrailheadApp",
      dependencies: [
        "TrailheadFeature", "TrailheadFeatureScreens",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "NavigationPresentation", package: "DemeterNavigation"),
        .product(name: "NavigationSwiftUI", package: "DemeterNavigation"),
      ]
    ))
#endif

let package = Package(
  name: "Trailhead",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.executable(name: "trailhead-composer", targets: ["TrailheadComposer"])],
  dependencies: [
    .package(name: "DemeterNavigation", path: "../..")
  ],
  targets: targets.map { target in
    target.swiftSettings = [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
    return target
  }
)
