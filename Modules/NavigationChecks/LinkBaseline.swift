package import Foundation
@_spi(Fuzzing) package import NavigationCore
import NavigationFileStore

/// The links an app has promised to open, recorded from its composition and committed with it: for every
/// pattern exposed to links (each route's, then each redirect's), its module, route, exposure and sample links
/// (canonical in every scheme and host, plus the variants the resolver accepts: upper case, one trailing slash,
/// a percent-encoded character).
///
/// `composer validate` checks the composition against it: a recorded link that no longer opens its route
/// (gone, moved, lost an exposure, opens another route) is an error naming the module, the route and the old
/// and new pattern; new patterns and exposures are additions, not errors. The file is JSON with sorted keys and
/// one link a line, so a change to it reads well in review.
package struct LinkBaseline: Codable, Hashable, Sendable {
  /// The version of the file's shape this code reads and writes.
  package static let currentFormat = 1
  /// The day the sample links' `day` parameters use: fixed, so recording twice gives the same file.
  package static let sampleDay = Day(year: 2024, month: 11, day: 18)!

  /// One recorded pattern and the links it opens.
  package struct Entry: Codable, Hashable, Sendable {
    /// `route` for a route's own pattern, `redirect` for an old pattern a ``LinkRedirect`` keeps.
    package enum Kind: String, Codable, Hashable, Sendable {
      case route, redirect
    }

    package var kind: Kind
    /// The module that declares the pattern.
    package var module: String
    /// The route the links open.
    package var route: String
    package var pattern: String
    /// `customScheme` and/or `universalLink`, as `composer --list-routes --json` spells them.
    package var exposure: [String]
    package var links: [String]

    /// What identifies an entry across recordings.
    var key: String { "\(kind.rawValue) \(route) \(pattern)" }
  }

  /// Says what the file is, for whoever opens it.
  package var about: String
  package var app: String
  package var format: Int
  package var entries: [Entry]

  // MARK: - Recording

  /// The baseline of `registry` as it is now.
  package init(recording registry: RouteRegistry) {
    let app = registry.app
    var entries: [Entry] = []
    for route in registry.routes where !route.definition.exposure.isEmpty {
      entries.append(
        Entry(
          kind: .route, module: route.module, route: route.id.rawValue, pattern: route.pattern.description,
          exposure: route.definition.exposure.names,
          links: Self.sampleLinks(route.pattern, exposure: route.definition.exposure, app: app)))
    }
    for redirect in registry.redirects {
      guard let exposure = registry.route(redirect.route)?.definition.exposure, !exposure.isEmpty else { continue }
      entries.append(
        Entry(
          kind: .redirect, module: redirect.module, route: redirect.route.rawValue,
          pattern: redirect.pattern.description, exposure: exposure.names,
          links: Self.sampleLinks(redirect.pattern, exposure: exposure, app: app)))
    }
    self.init(app: app.name, entries: entries)
  }

  package init(app: String, entries: [Entry]) {
    self.about =
      "The links \(app) has promised to open. Recorded from the composition by `composer baseline --record`; "
      + "`composer validate` fails when one of them no longer opens its route. Re-record only on purpose."
    self.app = app
    self.format = Self.currentFormat
    self.entries = entries
  }

  /// This baseline plus whatever `current` adds: new patterns appended, new exposures and links merged into
  /// their entry. Nothing recorded is dropped, so adding a module never un-records another module's links.
  package func adding(_ current: LinkBaseline) -> LinkBaseline {
    var merged = self
    var position = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in current.entries {
      guard let index = position[entry.key] else {
        position[entry.key] = merged.entries.count
        merged.entries.append(entry)
        continue
      }
      for name in entry.exposure where !merged.entries[index].exposure.contains(name) {
        merged.entries[index].exposure.append(name)
      }
      for link in entry.links where !merged.entries[index].links.contains(link) {
        merged.entries[index].links.append(link)
      }
    }
    return merged
  }

  /// Canonical links in every scheme and host the exposure allows, then, in the first scheme and the first host,
  /// the variants the resolver accepts: upper case (scheme or host, literals, UUIDs), one trailing slash, and
  /// the first segment's first character percent-encoded.
  static func sampleLinks(
    _ pattern: RoutePattern,
    exposure: LinkExposure,
    app: AppDefinition
  ) -> [String] {
    let samples = SampleParameters(day: sampleDay)
    let parameters = samples.parameters(for: pattern)
    // Sample values fit their kinds, so printing cannot fail.
    guard let path = try? pattern.path(for: parameters) else { return [] }
    var variants = [upperCased(path, pattern: pattern), path + "/"]
    if let encoded = percentEncodingFirstCharacter(path) { variants.append(encoded) }
    var links: [String] = []
    if exposure.contains(.customScheme), let first = app.linkSchemes.first {
      links += app.linkSchemes.map { "\($0)://\(path)" }
      links += variants.enumerated().map { index, variant in
        "\(index == 0 ? first.uppercased() : first)://\(variant)"
      }
    }
    if exposure.contains(.universalLink), let first = app.universalLinkHosts.first {
      links += app.universalLinkHosts.map { "https://\($0)/\(path)" }
      links += variants.enumerated().map { index, variant in
        "https://\(index == 0 ? first.uppercased() : first)/\(variant)"
      }
    }
    return links
  }

  /// The path with literal segments and UUID values upper-cased (both match case-insensitively).
  private static func upperCased(_ path: String, pattern: RoutePattern) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == pattern.segments.count else { return path }
    return zip(parts, pattern.segments).map { part, segment in
      switch segment {
      case .literal, .parameter(_, .uuid): part.uppercased()
      case .parameter, .wildcard: String(part)
      }
    }.joined(separator: "/")
  }

  /// The path with its first character written as `%XX`; nil when it is already an escape.
  private static func percentEncodingFirstCharacter(_ path: String) -> String? {
    guard let first = path.utf8.first, first != UInt8(ascii: "%"), first < 0x80 else { return nil }
    let hex = String(first, radix: 16, uppercase: true)
    return "%" + (hex.count == 1 ? "0" + hex : hex) + path.dropFirst()
  }

  // MARK: - Checking

  /// What `composer validate` reports about a composition measured against this baseline.
  package struct Comparison: Sendable {
    /// Recorded links that no longer open their route: errors.
    package var findings: [CompositionFinding] = []
    /// New patterns, redirects and exposures since the recording: reported, not errors.
    package var additions: [String] = []
  }

  /// Resolves every recorded link against `registry` (a link to a day after `today` cannot open), and matches
  /// every recorded `https` link against the exported AASA components (else iOS opens the browser): each entry
  /// whose links no longer all open its route is one finding; patterns and exposures the baseline lacks are
  /// additions. `recordCommand` is the command that re-records, for the findings' fix; `components` default
  /// to the registry's export, and `current` to the registry's recording (a caller that recorded it already
  /// passes it, so it is not recorded twice).
  package func compare(
    with registry: RouteRegistry,
    today: Day,
    recordCommand: String,
    components: [UniversalLinkComponent]? = nil,
    current: LinkBaseline? = nil
  ) -> Comparison {
    var comparison = Comparison()
    let components = components ?? LinkExport.universalLinkComponents(for: registry)
    for entry in entries {
      if let finding = finding(
        for: entry, registry: registry, components: components, today: today, recordCommand: recordCommand)
      {
        comparison.findings.append(finding)
      }
    }
    let recorded = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in (current ?? LinkBaseline(recording: registry)).entries {
      let what =
        entry.kind == .route
        ? "route '\(entry.route)' (\(entry.module))"
        : "redirect '\(entry.pattern)' → '\(entry.route)' (\(entry.module))"
      guard let old = recorded[entry.key] else {
        comparison.additions.append(
          "\(what): pattern '\(entry.pattern)', \(entry.exposure.joined(separator: " and ")), \(entry.links.count) links"
        )
        continue
      }
      let added = entry.exposure.filter { !old.exposure.contains($0) }
      if !added.isEmpty {
        comparison.additions.append("\(what): now also \(added.joined(separator: " and "))")
      }
    }
    return comparison
  }

  private func finding(
    for entry: Entry,
    registry: RouteRegistry,
    components: [UniversalLinkComponent],
    today: Day,
    recordCommand: String
  ) -> CompositionFinding? {
    let route = RouteID(entry.route)
    let current = registry.route(route)
    let failures = entry.links.compactMap { link in
      Self.failure(of: link, toOpen: route, registry: registry, components: components, today: today)
    }
    let lost = entry.exposure.filter { name in
      guard let exposure = current?.definition.exposure else { return false }
      return !exposure.names.contains(name)
    }
    // A recorded route no module registers is a broken promise even when it recorded no link to fail.
    guard current == nil || !failures.isEmpty || !lost.isEmpty else { return nil }

    let module = current?.module ?? entry.module
    let now = current.map { "now '\($0.pattern)'" } ?? "the route is no longer registered"
    var message =
      "\(entry.kind == .route ? "route" : "redirect of") '\(entry.route)': recorded pattern '\(entry.pattern)', \(now)"
    if !lost.isEmpty { message += "; lost exposure \(lost.joined(separator: " and "))" }
    let shown = failures.prefix(3).joined(separator: "; ")
    if !failures.isEmpty {
      message +=
        "; \(failures.count) of \(entry.links.count) recorded links no longer open it: \(shown)"
        + (failures.count > 3 ? "; …" : "")
    }
    let fix =
      "keep the old links working with `LinkRedirect(from: \"\(entry.pattern)\", to: \"\(entry.route)\")` in "
      + "\(module)'s `redirects` (and restore the exposure, if it was lost by accident), or, if breaking them is "
      + "intended, re-record the baseline on purpose: \(recordCommand)"
    return CompositionFinding(
      severity: .error, check: "link-baseline", modules: [module], routes: [route], message: message, fix: fix)
  }

  /// Why a recorded `link` no longer opens `route`, or nil when it does: it opens another route, is no longer
  /// exposed, fails to resolve, or (a universal link) matches no component of the exported AASA.
  private static func failure(
    of link: String, toOpen route: RouteID, registry: RouteRegistry, components: [UniversalLinkComponent], today: Day
  ) -> String? {
    switch registry.resolve(link: link, today: today) {
    case .success(let match) where match.route == route:
      let blocked =
        UniversalLinkComponent.rawPath(ofHTTPSLink: link) != nil
        && LinkExport.opensApp(url: link, components: components) == nil
      return blocked ? "\(link) matches no component of the exported AASA (iOS would open the browser)" : nil
    case .success(let match):
      return "\(link) now opens '\(match.route)'"
    case .failure(.notExposed):
      return "\(link) is no longer exposed"
    case .failure(let error):
      return "\(link): \(error)"
    }
  }

  // MARK: - The file

  /// The file's text: pretty JSON with sorted keys, one link a line, and a final newline.
  package var text: String {
    // Strings and integers always encode.
    return (CanonicalJSON.text(self, pretty: true) ?? "") + "\n"
  }

  /// Reads and checks a baseline file: at most ``NavigationLimits/baselineBytes``, JSON of this shape and
  /// ``currentFormat``. Never traps on what it reads.
  package static func read(from path: String) throws(LinkBaselineError) -> LinkBaseline {
    let bytes: [UInt8]
    do {
      bytes = try CheckedFile.read(path, limit: NavigationLimits.baselineBytes)
    } catch {
      switch error {
      case .absent: throw .missing(path: path)
      case .tooLarge: throw .tooLarge(path: path)
      default: throw .unreadable(path: path, reason: error.description)
      }
    }
    return try decode(Data(bytes), path: path)
  }

  /// Decodes a baseline's bytes; `path` names them in errors.
  package static func decode(_ data: Data, path: String) throws(LinkBaselineError) -> LinkBaseline {
    let baseline: LinkBaseline
    do {
      baseline = try JSONDecoder().decode(LinkBaseline.self, from: data)
    } catch let error as DecodingError {
      throw .invalid(path: path, reason: Self.describe(error))
    } catch {
      throw .invalid(path: path, reason: "not JSON")
    }
    guard baseline.format == currentFormat else {
      throw .unsupportedFormat(path: path, format: baseline.format)
    }
    return baseline
  }

  /// Writes the baseline, replacing the file atomically; only nothing or a regular file is replaced
  /// (never a symbolic link, a directory or a device).
  package func write(to path: String) throws(LinkBaselineError) {
    do throws(CheckedFileError) {
      try AtomicFile(path: path, tag: "baseline").replace(with: Data(text.utf8))
    } catch {
      throw .unwritable(path: path, reason: error.description)
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func at(_ path: [any CodingKey]) -> String {
      path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(at(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(at(context.codingPath)): \(context.debugDescription)"
    @unknown default: return "not a link baseline"
    }
  }
}

/// A link baseline file that cannot be used.
package enum LinkBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  case missing(path: String)
  case unreadable(path: String, reason: String)
  case tooLarge(path: String)
  case invalid(path: String, reason: String)
  case unsupportedFormat(path: String, format: Int)
  case unwritable(path: String, reason: String)

  package var description: String {
    switch self {
    case .missing(let path): "no link baseline at \(path.escapedForLog)"
    case .unreadable(let path, let reason): "the link baseline at \(path.escapedForLog) cannot be read: \(reason)"
    case .tooLarge(let path):
      "the link baseline at \(path.escapedForLog) is larger than \(NavigationLimits.baselineBytes) bytes"
    case .invalid(let path, let reason):
      "the link baseline at \(path.escapedForLog) is not valid: \(reason.escapedForLog)"
    case .unsupportedFormat(let path, let format):
      "the link baseline at \(path.escapedForLog) has format \(format); this composer reads format \(LinkBaseline.currentFormat)"
    case .unwritable(let path, let reason): "cannot write the link baseline to \(path.escapedForLog): \(reason)"
    }
  }
}
