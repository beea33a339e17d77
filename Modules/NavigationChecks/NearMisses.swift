import NavigationCore

/// Registered names close to a misspelt one, for the "did you mean" of a finding: the same id in another case
/// first, else the closest id at most two edits away.
struct NearMisses {
  private let routes: [String]
  private let routesByLowercase: [String: String]
  private let tabs: [String]
  private let tabsByLowercase: [String: String]
  /// A tab order no tab has: one after the highest.
  let freeTabOrder: Int

  init(_ table: RouteTable) {
    routes = table.routes.map(\.id.rawValue)
    routesByLowercase = Dictionary(routes.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    tabs = table.tabs.map(\.id.rawValue)
    tabsByLowercase = Dictionary(tabs.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    freeTabOrder = (table.tabs.map(\.order).max() ?? -1) + 1
  }

  /// `did you mean 'history.dayDetail'? ` for a near miss of a registered route id, else empty.
  func didYouMean(route: RouteID) -> String {
    Self.closest(to: route.rawValue, among: routes, byLowercase: routesByLowercase).map { "did you mean '\($0)'? " }
      ?? ""
  }

  /// `did you mean 'history'? ` for a near miss of a registered tab id, else empty.
  func didYouMean(tab: TabID) -> String {
    Self.closest(to: tab.rawValue, among: tabs, byLowercase: tabsByLowercase).map { "did you mean '\($0)'? " } ?? ""
  }

  static func closest(to name: String, among names: [String], byLowercase: [String: String]) -> String? {
    if let sameLetters = byLowercase[name.lowercased()], sameLetters != name { return sameLetters }
    let target = Array(name.utf8)
    var best: (name: String, distance: Int)?
    for candidate in names where abs(candidate.utf8.count - target.count) <= 2 && candidate != name {
      let distance = editDistance(target, Array(candidate.utf8), limit: best.map { $0.distance - 1 } ?? 2)
      if let distance { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The Levenshtein distance of two byte strings, or nil when it exceeds `limit`.
  static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int? {
    guard limit >= 0, abs(lhs.count - rhs.count) <= limit else { return nil }
    var previous = Array(0...rhs.count)
    for (row, left) in lhs.enumerated() {
      var current = [row + 1] + [Int](repeating: 0, count: rhs.count)
      for (column, right) in rhs.enumerated() {
        current[column + 1] = min(
          previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
      }
      guard current.min() ?? 0 <= limit else { return nil }
      previous = current
    }
    return previous[rhs.count] <= limit ? previous[rhs.count] : nil
  }
}
