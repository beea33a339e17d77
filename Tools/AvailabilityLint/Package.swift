// swift-tools-version: 6.1
import PackageDescription

// The availability lint of `Tools/check-swiftui`: Linux compiles Apple-only code without checking
// availability, so this walks the adapter's syntax tree and fails on an API that the SwiftUI surface marks
// newer than the package's floor (iOS 17, macOS 14) used outside `if #available`, `guard #available` or
// `@available`. Its own package, so the root package stays free of dependencies.
let package = Package(
  name: "AvailabilityLint",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "availability-lint", targets: ["AvailabilityLint"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0")
  ],
  targets: [
    .target(
      name: "AvailabilityLintCore",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "AvailabilityLint", dependencies: ["AvailabilityLintCore"]),
    .testTarget(name: "AvailabilityLintTests", dependencies: ["AvailabilityLintCore"]),
  ]
)
