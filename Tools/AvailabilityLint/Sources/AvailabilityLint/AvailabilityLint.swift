import AvailabilityLintCore
import Foundation

/// `availability-lint --surface DIR [--floor iOS=17 --floor macOS=14] FILE...`: exits 1 when a file uses an
/// API that the surface, or one of the files itself, marks newer than the floor outside an availability
/// check; 64 on bad arguments.
@main
enum AvailabilityLint {
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var surfaceDirectories: [String] = []
    var floor: PlatformVersions = [:]
    var files: [String] = []
    while !arguments.isEmpty {
      let argument = arguments.removeFirst()
      switch argument {
      case "--surface":
        guard !arguments.isEmpty else { fail("--surface needs a directory") }
        surfaceDirectories.append(arguments.removeFirst())
      case "--floor":
        guard !arguments.isEmpty else { fail("--floor needs PLATFORM=VERSION") }
        let parts = arguments.removeFirst().split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let version = Version(parts[1]) else { fail("--floor takes PLATFORM=VERSION") }
        floor[parts[0]] = version
      default:
        files.append(argument)
      }
    }
    if floor.isEmpty { floor = ["iOS": Version([17]), "macOS": Version([14])] }
    guard !surfaceDirectories.isEmpty, !files.isEmpty else {
      fail("usage: availability-lint --surface DIR [--floor iOS=17 --floor macOS=14] FILE...")
    }
    var surface = Surface()
    for directory in surfaceDirectories {
      let enumerator = FileManager.default.enumerator(atPath: directory)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        surface.add(source: read(directory + "/" + path))
      }
    }
    // The checked files' own declarations marked newer than the floor (a modifier that wraps an iOS 18 API
    // in `@available(iOS 18, ...)`) must be guarded where they are used, like the surface's.
    var own = Surface()
    for file in files { own.add(source: read(file)) }
    let newer = surface.newerThan(floor).merging(own.newerThan(floor)) { surfaceNeeds, _ in surfaceNeeds }
    let checker = UseChecker(newer: newer, floor: floor)
    let findings = files.flatMap { checker.check(source: read($0), file: $0) }
    for finding in findings { print(finding) }
    print(
      "availability-lint: \(files.count) files, \(newer.count) APIs newer than the floor (surface and the files' own), "
        + "\(findings.count) unguarded uses")
    exit(findings.isEmpty ? 0 : 1)
  }

  static func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return String(decoding: data, as: UTF8.self)
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("availability-lint: \(message)\n".utf8))
    exit(64)
  }
}
