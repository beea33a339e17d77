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
  // `Peers` (on by default) measures our resolver against RoutingKit and Hummingbird. Without it
  // (`--disable-default-traits`, as CI builds) the peers are neither built nor measured: their release build
  // (Hummingbird brings SwiftNIO) is most of this package's, and CI judges the engine, not the comparison.
  traits: [
    .trait(name: "Peers", description: "Measure the resolver against RoutingKit and Hummingbird"),
    .default(enabledTraits: ["Peers"]),
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
        .product(name: "RoutingKit", package: "routing-kit", condition: .when(traits: ["Peers"])),
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Peers"])),
        .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Peers"])),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    ),
  ]
)
