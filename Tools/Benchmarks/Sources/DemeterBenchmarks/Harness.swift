import MallocCounter

/// One thing to time: `run(i)` performs one operation on input `i` (of `inputs`) and says whether it succeeded.
///
/// A cell's cost is reported per operation: a sample runs every input `iterations` times.
struct Workload {
  let inputs: Int
  let run: (Int) -> Bool

  init(inputs: Int, _ run: @escaping (Int) -> Bool) {
    self.inputs = inputs
    self.run = run
  }

  /// A workload over one fixed input.
  init(_ run: @escaping () -> Bool) {
    self.init(inputs: 1) { _ in run() }
  }
}

/// A row of the results table: one case, measured by every column that has a workload for it.
/// Adding a benchmark is adding a `Row` to a suite: `Row("save state", [ours: Workload { ... }])`.
struct Row {
  let label: String
  let cells: [String: Workload]
  /// The answer every correct resolver should give (nil: no expectation, e.g. a non-resolving case).
  let expectHit: Bool?
  /// The speed goal of the row, if it has one: RoutingKit's median over ours must reach this.
  let goal: Double?

  init(_ label: String, expectHit: Bool? = nil, goal: Double? = nil, _ cells: [String: Workload]) {
    self.label = label
    self.cells = cells
    self.expectHit = expectHit
    self.goal = goal
  }
}

struct Measurement {
  var medianNanoseconds: Double
  var allocationsPerOperation: Double
  /// Fraction of operations that reported success (1: all hits, 0: all misses).
  var hitFraction: Double
}

struct RowResult {
  let row: Row
  var byColumn: [String: Measurement]
}

struct HarnessConfiguration {
  var rounds: Int
  var targetSampleNanoseconds: Double
  var warmupNanoseconds: Double
  var allocationIterations: Int
  /// Rounds of the composition section (each round ~200 ms or one call, whichever is longer).
  var compositionRounds: Int

  static let full = HarnessConfiguration(
    rounds: 21, targetSampleNanoseconds: 2_000_000, warmupNanoseconds: 20_000_000, allocationIterations: 20,
    compositionRounds: 11)
  static let quick = HarnessConfiguration(
    rounds: 3, targetSampleNanoseconds: 300_000, warmupNanoseconds: 1_000_000, allocationIterations: 3,
    compositionRounds: 1)
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Plain ContinuousClock harness: warm-up, calibrated samples of many iterations, the median of several
/// rounds; within a round the columns of a row run one after another, in an order that rotates each round,
/// so every peer sees the same machine load.
struct Harness {
  let configuration: HarnessConfiguration
  let clock = ContinuousClock()

  /// Measures every row. Rounds go over all rows of the call (and, within a row, all columns in a rotating
  /// order), so rows compared with each other (10 vs 10,000 routes) and peers see the same machine load.
  func run(_ rows: [Row], columns: [String]) -> [RowResult] {
    let present = rows.map { row in columns.filter { row.cells[$0] != nil } }
    var iterations: [[String: Int]] = []
    for (row, names) in zip(rows, present) {
      var perColumn: [String: Int] = [:]
      for name in names { perColumn[name] = calibrate(row.cells[name]!) }
      iterations.append(perColumn)
    }
    var samples = [[String: [Double]]](repeating: [:], count: rows.count)
    for round in 0..<configuration.rounds {
      for index in rows.indices {
        let names = present[index]
        for offset in names.indices {
          let name = names[(round + offset) % names.count]
          samples[index][name, default: []].append(
            sample(rows[index].cells[name]!, iterations: iterations[index][name]!))
        }
      }
    }
    return rows.indices.map { index in
      var results: [String: Measurement] = [:]
      for name in present[index] {
        let (allocations, hits) = countAllocations(rows[index].cells[name]!)
        results[name] = Measurement(
          medianNanoseconds: median(samples[index][name]!), allocationsPerOperation: allocations, hitFraction: hits)
      }
      return RowResult(row: rows[index], byColumn: results)
    }
  }

  /// Nanoseconds per operation for one sample of `iterations` passes over the inputs.
  func sample(_ workload: Workload, iterations: Int) -> Double {
    var hits = 0
    let start = clock.now
    for _ in 0..<iterations {
      for input in 0..<workload.inputs where workload.run(input) {
        hits &+= 1
      }
    }
    let elapsed = clock.now - start
    blackHole(hits)
    return nanoseconds(elapsed) / Double(iterations * workload.inputs)
  }

  /// Warms the workload up and returns how many passes make one sample of about the target length.
  func calibrate(_ workload: Workload) -> Int {
    var iterations = 1
    var spent = 0.0
    while true {
      let perOperation = sample(workload, iterations: iterations)
      let samplePass = perOperation * Double(iterations * workload.inputs)
      spent += samplePass
      if spent >= configuration.warmupNanoseconds, samplePass >= configuration.targetSampleNanoseconds / 4 {
        let perPass = perOperation * Double(workload.inputs)
        return max(1, Int(configuration.targetSampleNanoseconds / max(perPass, 0.1)))
      }
      iterations = min(iterations * 2, 1 << 30)
    }
  }

  /// Heap allocations per operation (after a warm pass) and the fraction of operations that succeeded.
  func countAllocations(_ workload: Workload) -> (allocations: Double, hitFraction: Double) {
    for input in 0..<workload.inputs { blackHole(workload.run(input)) }
    var hits = 0
    let passes = configuration.allocationIterations
    demeter_malloc_counter_start()
    for _ in 0..<passes {
      for input in 0..<workload.inputs where workload.run(input) {
        hits &+= 1
      }
    }
    let count = demeter_malloc_counter_stop()
    let operations = Double(passes * workload.inputs)
    return (Double(count) / operations, Double(hits) / operations)
  }
}

/// Checks that the malloc counter sees known allocations exactly: each probe runs once untimed first (the
/// runtime allocates generic metadata on first use), then is counted.
func mallocCounterSelfCheck() -> (ok: Bool, detail: String) {
  final class Box { var value = 0 }
  guard demeter_malloc_counter_is_active() != 0 else {
    return (false, "interposed malloc never called: allocation counts are not real")
  }
  func count(_ probe: () -> Void) -> UInt64 {
    probe()
    demeter_malloc_counter_start()
    probe()
    return demeter_malloc_counter_stop()
  }
  let one = count { blackHole(Box()) }
  let array = count {
    var array: [Int] = []
    array.reserveCapacity(1000)
    array.append(1)
    blackHole(array)
  }
  let three = count {
    blackHole(Box())
    blackHole(Box())
    blackHole([Int](repeating: 7, count: 100))
  }
  let zero = count { blackHole(42) }
  let ok = one == 1 && array == 1 && three == 3 && zero == 0
  return (
    ok,
    "class instance \(one) (expect 1), reserved array \(array) (expect 1), 2 instances + array \(three) (expect 3), nothing \(zero) (expect 0)"
  )
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}
