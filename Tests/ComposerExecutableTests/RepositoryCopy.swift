import Foundation

/// A temporary copy of the repository (its tracked and untracked-but-not-ignored files; no build folder) for a
/// scaffold to run in, so that a test never writes the checkout it runs from.
struct RepositoryCopy {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("demeter-copy-\(UUID())")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let source = ComposerExecutable.repositoryRoot.path
    let copied = try Shell.run(
      "git -C '\(source)' ls-files -co --exclude-standard -z | (cd '\(source)' && tar --null -T - -cf -) | tar -xf -",
      in: root)
    guard copied.status == 0 else { throw CopyFailed(output: copied.output) }
  }

  struct CopyFailed: Error {
    var output: String
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  /// Every path of the copy (its build folders aside) with its kind and link target, and every file's SHA-256:
  /// equal before and after a run when every file is as it was and nothing was added.
  func fingerprint() throws -> String {
    try Shell.run(
      "(find . -path './.build*' -prune -o -printf '%y %p %l\\n' | LC_ALL=C sort; "
        + "find . -path './.build*' -prune -o -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)",
      in: root
    ).output
  }

  /// How the toolchain behaves for a scaffold run by ``run(_:environment:toolchain:)``.
  enum Toolchain {
    /// The real `swift`: a scaffold that gets past its checks builds the copy (minutes).
    case real
    /// A stand-in `swift` on the PATH: `swift build` answers `status` without building, and its bin path holds
    /// the tests' own composer (built from this checkout, whose registry the copy has); `swift format` and
    /// every other command are the real ones.
    case standIn(buildStatus: Int32)
  }

  /// Runs `command` (a scaffold, from the copy's root) with stdout and stderr together. The registry check uses
  /// the tests' composer (`DEMETER_SCAFFOLD_COMPOSER`): `swift test` holds the checkout's build folder.
  func run(
    _ command: String, environment: [String: String] = [:], toolchain: Toolchain = .standIn(buildStatus: 0)
  ) throws -> (status: Int32, output: String) {
    let composer = try ComposerExecutable.executable().path
    var setup = "export DEMETER_SCAFFOLD_COMPOSER='\(composer)'\n"
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) { setup += "export \(key)='\(value)'\n" }
    if case .standIn(let status) = toolchain {
      let bin = root.appendingPathComponent(".build-stand-in")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: bin.appendingPathComponent("composer"), withDestinationURL: URL(fileURLWithPath: composer))
      let swift = bin.appendingPathComponent("swift")
      try """
      #!/bin/bash
      # A stand-in for swift (RepositoryCopy.Toolchain.standIn): build without building.
      if [[ "$1" == build ]]; then
        for argument in "$@"; do [[ "$argument" == --show-bin-path ]] && { echo '\(bin.path)'; exit 0; }; done
        exit \(status)
      fi
      exec '\(try Self.realSwift())' "$@"

      """.write(to: swift, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
      setup += "export PATH='\(bin.path)':\"$PATH\"\n"
    }
    defer { try? FileManager.default.removeItem(at: root.appendingPathComponent(".build-stand-in")) }
    return try Shell.run(setup + command + " 2>&1", in: root)
  }

  /// The `swift` on the PATH, resolved once.
  static func realSwift() throws -> String {
    try Shell.run("command -v swift", in: URL(fileURLWithPath: "/")).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
