// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for what the app reads from outside:
// - `resolver-fuzz`: raw bytes into the deep-link resolver of the composed app (AppComposition);
// - `snapshot-fuzz`: raw bytes as a stored snapshot, through the path a launch takes (FileStateStore →
//   NavigationSession.launch → NavigationEngine.launch). Its seeds in Corpus/Snapshot are files the app
//   saved: `swift run composer simulate JOURNEY --state-file FILE` on short journeys that end in
//   `background`, `terminate` or `force-quit`;
// - `keyedtext-fuzz`: raw bytes as the kept texts a report's `# start:` or a state file holds (a key, a table
//   name, arguments), read back and worded in each language: never a format, bounded, saved back as itself.
// Inputs that once crashed live in Regressions/<Target> and seed every run.
// SwiftPM renames an executable's `main`, so libFuzzer is started by hand through `LLVMFuzzerRunDriver`.
// Build and run with `Tools/fuzz [SECONDS] [resolver|snapshot|keyedtext]`, which builds with
// `-c release --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld`. A plain
// `swift build` links a weak fallback driver that replays the files (or folders) named on the command line
// once.
let settings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "DemeterFuzz",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "resolver-fuzz", targets: ["ResolverFuzz"]),
    .executable(name: "snapshot-fuzz", targets: ["SnapshotFuzz"]),
    .executable(name: "keyedtext-fuzz", targets: ["KeyedTextFuzz"]),
  ],
  dependencies: [
    // Named explicitly: a path dependency's identity is otherwise the name of the folder it was cloned into.
    .package(name: "DemeterNavigation", path: "../..")
  ],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "ResolverFuzz",
      dependencies: [
        "FuzzDriver",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "AppComposition", package: "DemeterNavigation"),
      ],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "SnapshotFuzz",
      dependencies: [
        "FuzzDriver",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "NavigationFileStore", package: "DemeterNavigation"),
        .product(name: "AppComposition", package: "DemeterNavigation"),
      ],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "KeyedTextFuzz",
      dependencies: [
        "FuzzDriver",
        .product(name: "NavigationCore", package: "DemeterNavigation"),
        .product(name: "AppComposition", package: "DemeterNavigation"),
      ],
      swiftSettings: settings
    ),
  ]
)
