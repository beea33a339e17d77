import Foundation
import Testing

/// `composer simulate` replays every user-story journey as a user would run it: no flags, exit 0.
struct JourneyReplayTests {
  static let journeys: [String] = {
    let folder = ComposerExecutable.repositoryRoot.appendingPathComponent("Tests/Journeys")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".journey") }.sorted()
  }()

  @Test func thereAreJourneysToReplay() {
    #expect(Self.journeys.count >= 10)
  }

  @Test(arguments: journeys)
  func theComposerReplaysTheJourney(_ name: String) throws {
    let run = try ComposerExecutable.run(["simulate", "Tests/Journeys/\(name)"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("✘"))
  }
}
