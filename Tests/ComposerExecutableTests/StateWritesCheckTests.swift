import Foundation
import Testing

/// Tools/check-state-writes (CI's cheap checks): the state's storage stays `private(set)` and is written only by
/// its editor. Each planted write, in a copy of the state's file, fails it with the line it found.
struct StateWritesCheckTests {
  static let stateFile = "Modules/NavigationCore/Model/NavigationState.swift"

  /// Runs the check on the state's file as `plant` leaves it (the file itself when nothing is planted).
  func check(planting plant: ((String) -> String)? = nil) throws -> (status: Int32, output: String) {
    let root = ComposerExecutable.repositoryRoot
    guard let plant else { return try Shell.run("Tools/check-state-writes '\(Self.stateFile)' 2>&1", in: root) }
    let source = try String(contentsOf: root.appendingPathComponent(Self.stateFile), encoding: .utf8)
    let planted = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(UUID()).swift")
    try plant(source).write(to: planted, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: planted) }
    return try Shell.run("Tools/check-state-writes '\(planted.path)' 2>&1", in: root)
  }

  @Test func theStateAsItIsPasses() throws {
    let run = try check()
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func aWriteAboveTheEditorFails() throws {
    let run = try check {
      $0.replacingOccurrences(
        of: "  public var depth: Int { selectedStack.count }",
        with: "  public var depth: Int { selectedStack.count }\n  mutating func clear() { modals = [] }")
    }
    #expect(run.status == 1)
    #expect(run.output.contains("mutating func clear() { modals = [] }"), "\(run.output)")
  }

  @Test func aMutatingCallAboveTheEditorFails() throws {
    let run = try check {
      $0.replacingOccurrences(
        of: "  public var depth: Int { selectedStack.count }",
        with: "  public var depth: Int { selectedStack.count }\n  mutating func drop() { modals.removeAll() }")
    }
    #expect(run.status == 1)
    #expect(run.output.contains("modals.removeAll()"), "\(run.output)")
  }

  @Test func aSetterOpenedToOtherFilesFails() throws {
    let run = try check {
      $0.replacingOccurrences(
        of: "public private(set) var modals: [ModalPresentation]", with: "public var modals: [ModalPresentation]")
    }
    #expect(run.status == 1)
    #expect(run.output.contains("`modals` is writable outside the state's file"), "\(run.output)")
  }
}
