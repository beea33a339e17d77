import AppComposition
import Foundation
@_spi(Benchmarks) import NavigationCore
import NavigationTesting

/// d) One input through the session the app, the composer and the journeys all drive (collapse, reduce,
/// save policy, history, announcements), with the selected stack at depth 1, 20 and 200.
///
/// Each workload is a pair of inputs that returns to where it started, so every sample sees the same
/// depth; figures are per input. Goals (issue #9): depth 200 within 1.5× of depth 1 for every input, and
/// under 1 µs per input at depth 1, with the navigation report's recording on (the session's default). The
/// rows "recording off" run the same inputs through a session without it (`recordingCapacity: 0`): the
/// difference is what the recording costs an input (issue #27).
enum EngineBenchmarks {
  static let depths = [1, 20, 200]
  /// The depths `--profile` accepts: a push must still fit on the stack (NavigationLimits.stackDepth).
  static let profiledDepths = 0..<NavigationLimits.stackDepth
  static let inputs = ["push + back", "tab switch", "open link"]
  static let recordingOff = "recording off"

  static func suite() -> Suite {
    var rows: [Row] = []
    for input in inputs {
      for depth in depths {
        rows.append(Row("\(input) at depth \(depth)", expectHit: true, [ours: workload(input, depth: depth)]))
      }
      rows.append(
        Row(
          "\(input) at depth 1, \(recordingOff)", expectHit: true,
          [ours: workload(input, depth: 1, recording: false)]))
    }
    return Suite(title: "d) engine: one input through the session, per input", rows: rows)
  }

  /// A session of the real app with History selected and `depth` entry screens on its stack.
  static func session(depth: Int, recording: Bool = true) -> NavigationSession {
    let now = Date(timeIntervalSince1970: 1_732_093_200)  // 2024-11-20T09:00:00Z
    let engine = try! AppComposition.makeEngine(
      data: AllAvailableDataSource(),
      environment: NavigationEnvironment(
        now: { now }, timeZone: TimeZone(identifier: "UTC")!, data: AllAvailableDataSource()))
    var session =
      recording
      ? NavigationSession(engine: engine) : NavigationSession(engine: engine, recordingCapacity: 0)
    session.launch()
    session.send(.request(.selectTab("history")))
    for index in 0..<depth {
      session.send(.request(.show(path: "/history/2024-11-18/entry/\(uuid(index))")))
    }
    precondition(session.state.depth == depth, "the fixture must reach depth \(depth)")
    return session
  }

  static func uuid(_ index: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", index) }

  /// Two inputs that end where they began; each reports whether it did what it should.
  static func workload(_ input: String, depth: Int, recording: Bool = true) -> Workload {
    let box = SessionBox(session(depth: depth, recording: recording))
    let extra = NavigationInput.request(.show(path: "/history/2024-11-18/entry/\(uuid(999_999))"))
    let back = NavigationInput.request(.back)
    let toSettings = NavigationInput.request(.selectTab("settings"))
    let toHistory = NavigationInput.request(.selectTab("history"))
    let link = NavigationInput.request(.openLink("demeter://settings/goals"))
    let pairs: [String: (NavigationInput, NavigationInput)] = [
      "push + back": (extra, back), "tab switch": (toSettings, toHistory), "open link": (link, toHistory),
    ]
    let (first, second) = pairs[input]!
    // Input 0 moves away, input 1 comes back: a pass over both inputs ends at the same depth.
    return Workload(inputs: 2) { index in
      box.session.send(index == 0 ? first : second).outcome == .completed
    }
  }

  static func printResults(_ results: [RowResult]) {
    print("\nd) engine: one input through the session (per input)")
    var byInput: [String: [Int: Double]] = [:]
    var withoutRecording: [String: Double] = [:]
    for result in results {
      guard let measurement = result.byColumn[ours] else { continue }
      print(
        "  \(Report.pad(result.row.label, 56)) \(Report.lpad(Report.format(measurement.medianNanoseconds, 0), 9)) ns"
          + "  \(Report.format(measurement.allocationsPerOperation, 0)) allocations")
      for input in inputs {
        if result.row.label == "\(input) at depth 1, \(recordingOff)" {
          withoutRecording[input] = measurement.medianNanoseconds
        }
        for depth in depths where result.row.label == "\(input) at depth \(depth)" {
          byInput[input, default: [:]][depth] = measurement.medianNanoseconds
        }
      }
    }
    for input in inputs {
      guard let shallow = byInput[input]?[1], let deep = byInput[input]?[200] else { continue }
      let ratio = deep / shallow
      Report.verdict(ratio <= 1.5, "\(input): depth 200 within 1.5× of depth 1: \(Report.format(ratio, 2))×")
    }
    for input in inputs {
      guard let on = byInput[input]?[1], let off = withoutRecording[input] else { continue }
      print(
        "  \(input): the recording costs \(Report.format(on - off, 0)) ns an input at depth 1"
          + " (\(Report.format(off, 0)) ns without it)")
    }
  }
}

/// The session the workload mutates, shared by the closure.
final class SessionBox {
  var session: NavigationSession
  init(_ session: NavigationSession) { self.session = session }
}
