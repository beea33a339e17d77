import Foundation

let ours = "ours"
let routingKit = "RoutingKit"
let hummingbird = "Hummingbird"
/// The resolver columns: ours, and the peers when the package's `Peers` trait is on (the default).
#if Peers
  let columns = [ours, routingKit, hummingbird]
#else
  let columns = [ours]
#endif

@main
struct DemeterBenchmarks {
  static func main() {
    var arguments = CommandLine.arguments.dropFirst()
    var configuration = HarnessConfiguration.full
    var filter: String?
    var profiled: Workload?
    var iterations: Int?
    var defaultIterations = 4_000_000
    while let argument = arguments.popFirst() {
      switch argument {
      case "--quick": configuration = .quick
      case "--filter": filter = arguments.popFirst()
      case "--profile":
        // A steady loop of one engine workload for a profiler (perf record): no tables, no peers.
        guard let spec = arguments.popFirst(), let at = spec.lastIndex(of: "@"),
          EngineBenchmarks.inputs.contains(String(spec[..<at])), let depth = Int(spec[spec.index(after: at)...]),
          EngineBenchmarks.profiledDepths.contains(depth)
        else {
          FileHandle.standardError.write(
            Data("--profile takes INPUT@DEPTH, e.g. 'push + back@200' (depth 0...255)\n".utf8))
          exit(64)
        }
        profiled = EngineBenchmarks.workload(String(spec[..<at]), depth: depth)
      case "--profile-link":
        // A steady loop of our resolver on one link of the Demeter table, for a profiler.
        guard let link = arguments.popFirst() else {
          FileHandle.standardError.write(Data("--profile-link takes a link\n".utf8))
          exit(64)
        }
        let resolver = Ours(Tables.demeter)
        profiled = Workload { resolver.link(link) }
      case "--profile-registry":
        // Building the registry of the largest composition row (10,013 routes) again and again, for a profiler.
        profiled = CompositionBenchmarks.largestRegistry()
        defaultIterations = 100
      case "--iterations":
        // How many inputs (or builds) a --profile option runs (a cheap run under callgrind, whose counts are exact).
        guard let count = arguments.popFirst().flatMap({ Int($0) }), count > 0 else {
          FileHandle.standardError.write(Data("--iterations takes a count > 0\n".utf8))
          exit(64)
        }
        iterations = count
      case "-h", "--help":
        print(
          """
          usage: demeter-benchmarks [--quick] [--filter TEXT]
                 demeter-benchmarks --profile INPUT@DEPTH [--iterations N]
                 demeter-benchmarks --profile-link LINK [--iterations N]
                 demeter-benchmarks --profile-registry [--iterations N]
            --quick        few short rounds: a smoke run, figures are rough
            --filter TEXT  only the rows whose label contains TEXT (goals need all rows)
            --profile INPUT@DEPTH  loop one engine workload 4 million times, for a profiler
                           (INPUT: push + back, tab switch, open link)
            --profile-link LINK  loop our resolver on LINK (Demeter table) 4 million times, for a profiler
            --profile-registry  build the registry of 10,013 routes 100 times, for a profiler
            --iterations N with a --profile option: run N inputs (or builds) instead (e.g. under callgrind)
          """)
        return
      default:
        FileHandle.standardError.write(Data("unknown argument \(argument) (try --help)\n".utf8))
        exit(64)
      }
    }

    if let workload = profiled {
      for index in 0..<(iterations ?? defaultIterations) { blackHole(workload.run(index & 1)) }
      return
    }
    if iterations != nil {
      FileHandle.standardError.write(Data("--iterations counts the inputs of a --profile option\n".utf8))
      exit(64)
    }

    let check = mallocCounterSelfCheck()
    print("malloc counter self-check: \(check.ok ? "OK" : "FAILED") — \(check.detail)")
    print(
      "mode: \(configuration.rounds) rounds, samples of ~\(Int(configuration.targetSampleNanoseconds / 1e6 * 1000)) µs, median per operation\n"
    )

    // Composition first, on a fresh heap: the peers' 10,000-route tables built below stay alive.
    let composition = MainActor.assumeIsolated {
      CompositionBenchmarks.run(rounds: configuration.compositionRounds, filter: filter)
    }
    CompositionBenchmarks.printGoals(composition)

    let harness = Harness(configuration: configuration)
    var suites = [demeterSuite(), syntheticSuite()]
    if let filter {
      suites = suites.map { suite in Suite(title: suite.title, rows: suite.rows.filter { $0.label.contains(filter) }) }
    }
    var all: [RowResult] = []
    for suite in suites where !suite.rows.isEmpty {
      let results = harness.run(suite.rows, columns: columns)
      Report.printTable(title: suite.title, results)
      all += results
    }
    Report.printGoals(all, allocationCheckOK: check.ok)

    let persistence = PersistenceBenchmarks.fixture()
    var rows = PersistenceBenchmarks.suite(persistence).rows
    if let filter { rows = rows.filter { $0.label.contains(filter) } }
    if !rows.isEmpty {
      PersistenceBenchmarks.printResults(harness.run(rows, columns: [ours]), bytes: persistence.bytes.count)
    }

    var engineRows = EngineBenchmarks.suite().rows
    if let filter { engineRows = engineRows.filter { $0.label.contains(filter) } }
    if !engineRows.isEmpty { EngineBenchmarks.printResults(harness.run(engineRows, columns: [ours])) }
  }
}

struct Suite {
  let title: String
  let rows: [Row]
}

/// The resolvers of one table, each given the same input: ours always, RoutingKit and Hummingbird when the
/// `Peers` trait is on. Each function gives a row's cells.
struct Resolvers {
  let mine: Ours
  #if Peers
    let kit: RoutingKitPeer
    let bird: HummingbirdPeer
  #endif

  init(_ specs: [RouteSpec]) {
    mine = Ours(specs)
    #if Peers
      kit = RoutingKitPeer(specs)
      bird = HummingbirdPeer(specs)
    #endif
  }

  /// One link as a full string.
  func full(_ link: String) -> [String: Workload] {
    var cells = [ours: Workload { mine.link(link) }]
    #if Peers
      cells[routingKit] = Workload { kit.link(link) }
      cells[hummingbird] = Workload { bird.link(link) }
    #endif
    return cells
  }

  /// Each link as a full string, one after another.
  func full(_ links: [String]) -> [String: Workload] {
    var cells = [ours: Workload(inputs: links.count) { mine.link(links[$0]) }]
    #if Peers
      cells[routingKit] = Workload(inputs: links.count) { kit.link(links[$0]) }
      cells[hummingbird] = Workload(inputs: links.count) { bird.link(links[$0]) }
    #endif
    return cells
  }

  /// The router alone: each resolver gets its input already split out of the link (ours gets the path).
  func router(_ link: String) -> [String: Workload] {
    let ourPath = Ours.path(of: link)!
    var cells = [ours: Workload { mine.path(ourPath) }]
    #if Peers
      let segments = LinkSplitter.segments(of: link)!
      let path = LinkSplitter.path(of: link)!
      cells[routingKit] = Workload { kit.route(segments) }
      cells[hummingbird] = Workload { bird.route(path) }
    #endif
    return cells
  }
}

/// a) The Demeter table: every link as a full string for all three, then "router only" rows where each
/// peer gets its input already split out of the link (and ours gets the path).
func demeterSuite() -> Suite {
  let resolvers = Resolvers(Tables.demeter)
  // The goal rows: the universal link to an entry detail with an upper-case UUID, and a miss of its shape.
  var rows = [(Tables.entryLink, true, 15.0), (Tables.entryMiss, false, 10.0)].map { link, hit, goal in
    Row("full   \(hit ? "hit " : "miss") \(short(link))", expectHit: hit, goal: goal, resolvers.full(link))
  }
  for (link, hit) in Tables.demeterLinks {
    rows.append(Row("full   \(short(link))", expectHit: hit, resolvers.full(link)))
  }
  rows.append(Row("full   all six links", expectHit: nil, resolvers.full(Tables.demeterLinks.map(\.link))))
  for (link, hit) in Tables.demeterLinks {
    rows.append(Row("router \(short(LinkSplitter.path(of: link)!))", expectHit: hit, resolvers.router(link)))
  }
  return Suite(title: "a) Demeter table (9 routes), per resolve", rows: rows)
}

/// b) Synthetic tables of 10, 1,000 and 10,000 routes, each resolving a mix of hits spread over the table, then
/// misses of the same shapes. The 1,000 and 10,000 rows have the goal of ten times RoutingKit's speed.
func syntheticSuite() -> Suite {
  let rows = syntheticSizes.flatMap { count in
    let resolvers = Resolvers(Tables.synthetic(count: count))
    let goal: Double? = count >= 1_000 ? 10 : nil
    return [(Tables.syntheticLinks(count: count), true), (Tables.syntheticMisses(count: count), false)].map {
      links, hit in
      Row(
        "full   synthetic \(count) routes (\(links.count) \(hit ? "hits" : "misses"))", expectHit: hit, goal: goal,
        resolvers.full(links))
    }
  }
  return Suite(title: "b) synthetic tables, full string, per resolve", rows: rows)
}

let syntheticSizes = [10, 1_000, 10_000]

func short(_ text: String) -> String {
  text.replacingOccurrences(of: Tables.uuid, with: "<uuid>").replacingOccurrences(
    of: Tables.uuid.uppercased(), with: "<UUID>")
}
