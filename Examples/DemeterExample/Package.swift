// swift-tools-version: 6.1
import PackageDescription

// The example app, Apple platforms only: a `@main` SwiftUI app composing Demeter. On a Mac, `swift run` opens it
// in a window; for iOS, add its source files to an Xcode app target that depends on the package (the DocC
// article "Adopting in a SwiftUI app" walks it through). It is not a target of the root package: the root
// builds on Linux, where SwiftUI does not exist. Tools/check-swiftui type-checks these sources on Linux.
let package = Package(
  name: "DemeterExample",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(name: "DemeterNavigation", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "DemeterExample",
      dependencies: [
        .product(name: "AppComposition", package: "DemeterNavigation"),
        .product(name: "AppScreens", package: "DemeterNavigation"),
        .product(name: "TodayFeatureScreens", package: "DemeterNavigation"),
        .product(name: "HistoryFeatureScreens", package: "DemeterNavigation"),
        .product(name: "SettingsFeatureScreens", package: "DemeterNavigation"),
        .product(name: "NutritionDisplayFeatureScreens", package: "DemeterNavigation"),
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "NavigationPresentation", package: "DemeterNavigation"),
        .product(name: "NavigationSwiftUI", package: "DemeterNavigation"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    )
  ]
)
