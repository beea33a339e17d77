// swift-tools-version: 6.1
import PackageDescription

// Trailhead, a trip planner of one stack (no tab bar, no floating button) that uses Demeter Navigation only
// through its products, as any app outside the package does. On Linux it builds its feature and its composer
// (`swift run trailhead-composer validate`); its screens compile to nothing there, and its SwiftUI app target
// exists on Apple platforms only.
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
    // By path, beside a checkout in a folder named DemeterNavigation (this example, inside that checkout, says
    // "../.."); or by URL: .package(url: "https://<host>/<team>/DemeterNavigation.git", branch: "main").
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
