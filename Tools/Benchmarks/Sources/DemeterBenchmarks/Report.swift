import Foundation

enum Report {
  static func printTable(title: String, _ results: [RowResult]) {
    print(title)
    let labelWidth = max(44, results.map(\.row.label.count).max() ?? 0)
    let header =
      pad("case", labelWidth) + " "
      + [
        "ours ns", "RK ns", "HB ns", "RK/ours", "HB/ours", "alloc ours", "alloc RK", "alloc HB",
      ].map { lpad($0, 10) }.joined(separator: " ")
    print(header)
    print(String(repeating: "-", count: header.count))
    var notes: [String] = []
    for result in results {
      let cells = result.byColumn
      func ns(_ column: String) -> String { cells[column].map { format($0.medianNanoseconds, 0) } ?? "-" }
      func allocations(_ column: String) -> String {
        cells[column].map { format($0.allocationsPerOperation, 1) } ?? "-"
      }
      func ratio(_ column: String) -> String {
        guard let peer = cells[column], let mine = cells[ours] else { return "-" }
        return format(peer.medianNanoseconds / mine.medianNanoseconds, 1) + "x"
      }
      let fields = [
        ns(ours), ns(routingKit), ns(hummingbird), ratio(routingKit), ratio(hummingbird),
        allocations(ours), allocations(routingKit), allocations(hummingbird),
      ]
      print(pad(result.row.label, labelWidth) + " " + fields.map { lpad($0, 10) }.joined(separator: " "))
      if let expected = result.row.expectHit {
        for column in columns {
          guard let measured = cells[column] else { continue }
          let hit = measured.hitFraction == 1
          let miss = measured.hitFraction == 0
          if (expected && !hit) || (!expected && !miss) {
            notes.append(
              "note: \(column) \(expected ? "misses" : "matches") '\(result.row.label.dropFirst(7))'"
                + " (expected \(expected ? "a match" : "no match"); hit fraction \(format(measured.hitFraction, 2)))")
          }
        }
      }
    }
    for note in notes { print(note) }
    print()
  }

  static func printGoals(_ results: [RowResult], allocationCheckOK: Bool) {
    func row(_ prefix: String) -> RowResult? { results.first { $0.row.label.hasPrefix(prefix) } }
    print("scaling (synthetic, full string, 10,000 routes vs 10 routes):")
    let small = row("full   synthetic 10 routes (")
    let large = row("full   synthetic 10000 routes (")
    for column in columns {
      guard let a = small?.byColumn[column], let b = large?.byColumn[column] else { continue }
      print(
        "  \(pad(column, 12)) 10: \(lpad(format(a.medianNanoseconds, 0), 6)) ns   10,000: \(lpad(format(b.medianNanoseconds, 0), 6)) ns   ratio \(format(b.medianNanoseconds / a.medianNanoseconds, 2))x"
      )
    }
    print()
    print("goals:")
    #if Peers
      // 1. ours ≤ 1/10 of RoutingKit's full-string time on the Demeter table (the six links together).
      if let mix = row("full   all six links"), let mine = mix.byColumn[ours], let kit = mix.byColumn[routingKit] {
        let ratio = kit.medianNanoseconds / mine.medianNanoseconds
        let perLink = results.filter {
          $0.row.label.hasPrefix("full   demeter") || $0.row.label.hasPrefix("full   https")
        }
        .compactMap { result -> Double? in
          guard let m = result.byColumn[ours], let k = result.byColumn[routingKit] else { return nil }
          return k.medianNanoseconds / m.medianNanoseconds
        }
        let worst = perLink.min().map { ", worst single link \(format($0, 1))x" } ?? ""
        verdict(
          ratio >= 10,
          "ours ≤ 1/10 of RoutingKit full string, Demeter table: RoutingKit/ours = \(format(ratio, 1))x (need ≥ 10x)\(worst)"
        )
      } else {
        print("SKIP ours ≤ 1/10 of RoutingKit full string (rows filtered out)")
      }
      // 2. Each goal row (issue 23: the Demeter hit and miss, the 1,000 and 10,000-route tables' hits and
      //    misses) at least its goal times RoutingKit's speed, full string.
      let goalRows = results.filter { $0.row.goal != nil }
      for result in goalRows {
        guard let goal = result.row.goal, let mine = result.byColumn[ours], let kit = result.byColumn[routingKit] else {
          continue
        }
        let ratio = kit.medianNanoseconds / mine.medianNanoseconds
        verdict(
          ratio >= goal,
          "ours ≥ \(format(goal, 0))x RoutingKit, '\(result.row.label.dropFirst(7))': \(format(mine.medianNanoseconds, 0)) ns"
            + " against \(format(kit.medianNanoseconds, 0)) ns = \(format(ratio, 1))x")
      }
      if goalRows.count < 6 {
        print("SKIP \(6 - goalRows.count) of the six resolver goal rows (rows filtered out)")
      }
    #else
      print("SKIP the six resolver goals against RoutingKit (built without the Peers trait)")
    #endif
    // 3. The 10,000-route table costs at most 1.5 times the 10-route table.
    if let a = small?.byColumn[ours], let b = large?.byColumn[ours] {
      let ratio = b.medianNanoseconds / a.medianNanoseconds
      verdict(ratio <= 1.5, "10,000-route table ≤ 1.5x the 10-route table: \(format(ratio, 2))x")
    } else {
      print("SKIP 10,000-route table ≤ 1.5x the 10-route table (rows filtered out)")
    }
    // 4. At most 4 allocations per successful resolve (every hit row, full string and path).
    let hits = results.filter { $0.row.expectHit == true }.compactMap { result in
      result.byColumn[ours].map { (result.row.label, $0.allocationsPerOperation) }
    }
    if let worst = hits.max(by: { $0.1 < $1.1 }) {
      verdict(
        worst.1 <= 4 && allocationCheckOK,
        "≤ 4 allocations per successful resolve: worst \(format(worst.1, 1)) ('\(worst.0)')"
          + (allocationCheckOK ? "" : " — malloc counter self-check FAILED"))
    } else {
      print("SKIP ≤ 4 allocations per successful resolve (rows filtered out)")
    }
  }

  /// A wall-clock goal, printed as a figure beside it: a shared machine's timings swing too much to fail a run
  /// on (the engine's speed is judged by `Tools/instruction-budget`, on instruction counts).
  static func verdict(_ met: Bool, _ text: String) {
    print("\(met ? "goal met    " : "goal not met") \(text)")
  }

  static func format(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "n/a" }
    return String(format: "%.\(decimals)f", value)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func lpad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
