// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target for the deep-link resolver. SwiftPM renames an executable's `main`, so libFuzzer is
// started by hand through `LLVMFuzzerRunDriver`. Build and run with `Tools/fuzz [SECONDS]`, which builds with
// `--scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld`. A plain `swift build`
// links a weak fallback driver that replays the files (or folders) named on the command line once.
let package = Package(
  name: "DemeterFuzz",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "demeter-fuzz", targets: ["DemeterFuzz"])
  ],
  dependencies: [
    // Named explicitly: a path dependency's identity is otherwise the name of the folder it was cloned into.
    .package(name: "DemeterNavigation", path: "../..")
  ],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "DemeterFuzz",
      dependencies: [
        "FuzzDriver",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    ),
  ]
)
