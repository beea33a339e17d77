// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so the root package stays free of dependencies.
// Build and run with `Tools/benchmark` (release): `swift run -c release demeter-benchmarks [--quick]`.
let package = Package(
  name: "DemeterBenchmarks",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "demeter-benchmarks", targets: ["DemeterBenchmarks"])
  ],
  dependencies: [
    // The root package by path; named explicitly, because a path dependency's identity is otherwise the name
    // of the folder it was cloned into.
    .package(name: "DemeterNavigation", path: "../.."),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
  ],
  targets: [
    // Counts heap allocations: interposes malloc & co. for the whole process.
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "DemeterBenchmarks",
      dependencies: [
        "MallocCounter",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "NavigationChecks", package: "DemeterNavigation"),
        .product(name: "NavigationFileStore", package: "DemeterNavigation"),
        .product(name: "NavigationTesting", package: "DemeterNavigation"),
        .product(name: "AppComposition", package: "DemeterNavigation"),
        .product(name: "RoutingKit", package: "routing-kit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    ),
  ]
)
