// swift-tools-version: 6.1
import PackageDescription

/// A consumer of Demeter Navigation, as a feature team outside this repository would write it: it depends on
/// the package by path (the identity is the checkout's directory name, `DemeterNavigation`), adds its own
/// module, and gets every composer command from a composer of a few lines.
///
/// It is not part of the root package; `ConsumerPackageTests` copies it beside a copy of the repository
/// named `DemeterNavigation`, builds it and runs its composer and its app (DEMETER_SLOW_TESTS=1).
let package = Package(
  name: "Pantry",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(path: "../DemeterNavigation")
  ],
  targets: [
    .target(
      name: "PantryFeature",
      dependencies: [.product(name: "NavigationCore", package: "DemeterNavigation")],
      path: "Sources/PantryFeature"
    ),
    // What the docs tell an app to call, called from outside the package: a navigation awaited, events
    // observed, a feature command presenting, the drop-in root's link filter (its plain-Swift half).
    .executableTarget(
      name: "PantryApp",
      dependencies: [
        "PantryFeature",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "NavigationPresentation", package: "DemeterNavigation"),
      ],
      path: "Sources/PantryApp"
    ),
    .executableTarget(
      name: "PantryComposer",
      dependencies: [
        "PantryFeature",
        .product(name: "NavigationComposer", package: "DemeterNavigation"),
        .product(name: "TodayFeature", package: "DemeterNavigation"),
      ],
      path: "Sources/PantryComposer"
    ),
  ]
)
