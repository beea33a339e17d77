import AppComposition
import Foundation
@_spi(Benchmarks) import NavigationCore

/// One route of a table, in our pattern syntax (`history/{date:day}`).
struct RouteSpec {
  let id: String
  let pattern: String
}

enum Tables {
  /// The Demeter app's link table.
  static let demeter: [RouteSpec] = [
    RouteSpec(id: "today.root", pattern: "today"),
    RouteSpec(id: "today.entry", pattern: "today/entry/{id:uuid}"),
    RouteSpec(id: "history.calendar", pattern: "history"),
    RouteSpec(id: "history.dayDetail", pattern: "history/{date:day}"),
    RouteSpec(id: "history.entryDetail", pattern: "history/{date:day}/entry/{id:uuid}"),
    RouteSpec(id: "settings.root", pattern: "settings"),
    RouteSpec(id: "settings.goals", pattern: "settings/goals"),
    RouteSpec(id: "settings.preferences", pattern: "settings/preferences"),
    RouteSpec(id: "settings.about", pattern: "settings/about"),
  ]

  /// The app the links are for: Demeter's schemes and hosts.
  static let app = AppComposition.app

  static let uuid = "6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60"
  /// "Today" for every resolve: fixed, so day validation is deterministic.
  static let today = Day("2024-12-01")!

  /// The Demeter links measured, with whether a correct resolver finds a route for each.
  static let demeterLinks: [(link: String, hit: Bool)] = [
    ("demeter://history/2024-11-18/entry/\(uuid)", true),
    ("demeter://history/2024-11-18", true),
    ("https://demeter.app/settings/goals", true),
    ("demeter://today", true),
    ("demeter://nope/x", false),
    ("demeter://history/2024-13-45", false),
  ]

  /// The goal rows' Demeter hit: the universal link to an entry detail, its UUID in upper case (the resolver
  /// lowercases it; RoutingKit keeps it as written).
  static let entryLink = "https://demeter.app/history/2024-11-18/entry/\(uuid.uppercased())"
  /// The goal rows' Demeter miss: a link of the same shape that no route matches.
  static let entryMiss = "https://demeter.app/history/2024-11-18/photo/\(uuid.uppercased())"

  /// `count` routes: `section<i>/{id:uuid}` and `section<i>/detail/{date:day}` for `count / 2` sections.
  static func synthetic(count: Int) -> [RouteSpec] {
    (0..<(count / 2)).flatMap { index in
      [
        RouteSpec(id: "section\(index).item", pattern: "section\(index)/{id:uuid}"),
        RouteSpec(id: "section\(index).day", pattern: "section\(index)/detail/{date:day}"),
      ]
    }
  }

  /// Hits spread over a synthetic table of `count` routes: first, quarter, middle, three quarters and last
  /// section, each by both of its patterns.
  static func syntheticLinks(count: Int) -> [String] {
    let sections = count / 2
    let picks = [0, sections / 4, sections / 2, sections * 3 / 4, sections - 1]
    var seen = Set<Int>()
    return picks.filter { seen.insert($0).inserted }.flatMap { index in
      ["demeter://section\(index)/\(uuid)", "demeter://section\(index)/detail/2024-11-18"]
    }
  }

  /// Misses of the same shapes as ``syntheticLinks(count:)``, spread the same way: a day link under a literal no
  /// section has (`archive` for `detail`), and a UUID link under a section past the table's last.
  static func syntheticMisses(count: Int) -> [String] {
    let sections = count / 2
    let picks = [0, sections / 4, sections / 2, sections * 3 / 4, sections - 1]
    var seen = Set<Int>()
    return picks.filter { seen.insert($0).inserted }.flatMap { index in
      ["demeter://section\(sections + index)/\(uuid)", "demeter://section\(index)/archive/2024-11-18"]
    }
  }

  /// Our pattern in the `:name` syntax both peers use (`history/:date`); `*` stays `*`.
  static func colonPattern(_ pattern: String) -> String {
    pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      guard segment.hasPrefix("{"), segment.hasSuffix("}") else { return String(segment) }
      let inner = segment.dropFirst().dropLast()
      return ":" + String(inner.split(separator: ":", maxSplits: 1).first ?? inner)
    }.joined(separator: "/")
  }
}

/// Our resolver over a table.
struct Ours {
  let resolver: DeepLinkResolver
  let today = Tables.today

  init(_ specs: [RouteSpec]) {
    resolver = DeepLinkResolver(
      app: Tables.app,
      entries: specs.map { spec in
        DeepLinkResolver.Entry(
          route: RouteID(spec.id), pattern: try! RoutePattern(spec.pattern), exposure: .links)
      })
  }

  @inline(__always)
  func link(_ link: String) -> Bool {
    if case .success(let match) = resolver.resolve(link, today: today) {
      blackHole(match)
      return true
    }
    return false
  }

  @inline(__always)
  func path(_ path: String) -> Bool {
    if case .success(let match) = resolver.resolve(path: path, today: today) {
      blackHole(match)
      return true
    }
    return false
  }

  /// The path our `resolve(path:)` takes for a link (`/history/2024-11-18`), or nil when it is not ours.
  static func path(of link: String) -> String? {
    LinkSplitter.segments(of: link).map { "/" + $0.joined(separator: "/") }
  }
}

/// What an app writes around a router that takes path segments: parse the link with `URL(string:)`, check
/// scheme and host (for `demeter://` the host is the first segment), and split the still percent-encoded
/// path; each router then decodes the parameters it captured.
enum LinkSplitter {
  static func segments(of link: String) -> [String]? {
    guard let url = URL(string: link) else { return nil }
    var segments: [String] = []
    switch url.scheme {
    case "demeter":
      guard let host = url.host(percentEncoded: true), !host.isEmpty else { return nil }
      segments.append(host)
    case "https":
      guard url.host(percentEncoded: true) == "demeter.app" else { return nil }
    default:
      return nil
    }
    for segment in url.path(percentEncoded: true).split(separator: "/") {
      segments.append(String(segment))
    }
    return segments
  }

  /// The percent-encoded path (`/history/2024-11-18`) for routers that take one string.
  static func path(of link: String) -> String? {
    guard let url = URL(string: link) else { return nil }
    switch url.scheme {
    case "demeter":
      guard let host = url.host(percentEncoded: true), !host.isEmpty else { return nil }
      return "/" + host + url.path(percentEncoded: true)
    case "https":
      guard url.host(percentEncoded: true) == "demeter.app" else { return nil }
      return url.path(percentEncoded: true)
    default:
      return nil
    }
  }
}
