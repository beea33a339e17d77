import Foundation
@_spi(Fuzzing) public import NavigationCore

/// The files iOS needs to deliver the app's links, generated from the registered patterns and the
/// `AppDefinition`: the apple-app-site-association `applinks` JSON (universal links; served at every host),
/// the Info.plist `CFBundleURLTypes` entry (every custom scheme) and the entitlements' associated domains
/// (every host).
///
/// Only routes exposed to `LinkExposure.universalLink` (and redirects to them) appear in the AASA; the scheme
/// entry exists only if some route is exposed to `LinkExposure.customScheme`. Parameters become wildcards
/// (`?` per character for fixed-width kinds, `?*` otherwise); matching is case-insensitive, like our literals, on
/// the percent-decoded path, like our segments; each pattern also gets a component with one trailing slash,
/// which the resolver ignores.
public enum LinkExport {

  /// The `apple-app-site-association` file (modern `components` format), pretty-printed with sorted keys.
  ///
  /// `appID` defaults to the app's `AppDefinition.placeholderAppID`.
  public static func appleAppSiteAssociation(
    for registry: RouteRegistry,
    appID: String? = nil
  ) throws(LinkExportError) -> String {
    let appID = appID ?? registry.app.placeholderAppID
    try checkAppID(appID)
    let components = universalLinkComponents(for: registry)
    let file = AASA(applinks: .init(details: [.init(appIDs: [appID], components: components)]))
    // Encoding plain strings and booleans cannot fail.
    return CanonicalJSON.text(file, pretty: true) ?? ""
  }

  /// An Info.plist fragment (a whole XML plist) with the `CFBundleURLTypes` entry for the app's custom schemes,
  /// or nil when no route is exposed to a custom scheme or the app has none.
  public static func urlTypes(
    for registry: RouteRegistry,
    appID: String? = nil
  ) throws(LinkExportError) -> String? {
    let appID = appID ?? registry.app.placeholderAppID
    try checkAppID(appID)
    guard !registry.app.linkSchemes.isEmpty,
      registry.routes.contains(where: { $0.definition.exposure.contains(.customScheme) })
    else { return nil }
    let schemes = registry.app.linkSchemes.map { "\t\t\t\t<string>\($0)</string>" }.joined(separator: "\n")
    let bundleID = String(appID.drop { $0 != "." }.dropFirst())
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundleURLTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>CFBundleTypeRole</key>
      \t\t\t<string>Viewer</string>
      \t\t\t<key>CFBundleURLName</key>
      \t\t\t<string>\(bundleID)</string>
      \t\t\t<key>CFBundleURLSchemes</key>
      \t\t\t<array>
      \(schemes)
      \t\t\t</array>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>
      """
  }

  /// An entitlements fragment (a whole XML plist) with `com.apple.developer.associated-domains`: `applinks:` for
  /// every universal-link host, or nil when no route is exposed to universal links or the app has no host.
  public static func associatedDomains(for registry: RouteRegistry) -> String? {
    guard !registry.app.universalLinkHosts.isEmpty,
      registry.routes.contains(where: { $0.definition.exposure.contains(.universalLink) })
    else { return nil }
    let domains = registry.app.universalLinkHosts.map { "\t\t<string>applinks:\($0)</string>" }
      .joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>com.apple.developer.associated-domains</key>
      \t<array>
      \(domains)
      \t</array>
      </dict>
      </plist>
      """
  }

  /// The AASA components of the registry's routes exposed to ``LinkExposure/universalLink``, in registration
  /// order, then of the redirects to them (commented with the route they open now).
  package static func universalLinkComponents(for registry: RouteRegistry) -> [UniversalLinkComponent] {
    let routes = registry.routes.filter { $0.definition.exposure.contains(.universalLink) }
    let redirects = registry.redirects.filter {
      registry.route($0.route)?.definition.exposure.contains(.universalLink) == true
    }
    return universalLinkComponents(
      for: routes.map { (pattern: $0.pattern, comment: $0.id.rawValue) }
        + redirects.map { (pattern: $0.pattern, comment: $0.route.rawValue) })
  }

  /// The AASA components that open `patterns` (each commented with its route id), in the order given: each
  /// pattern's path and, unless it already ends in a one-or-more wildcard, the path with one trailing slash.
  ///
  /// Every link the resolver accepts for a pattern matches one of its components (see ``wildcardPath(_:)`` for
  /// what a wildcard also lets in); `caseSensitive: false` because literals compare case-insensitively, and
  /// `percentEncoded: false` so the path is decoded before matching, as the resolver decodes each segment.
  /// Apple does not spell out what `percentEncoded: false` compares; our patterns are unreserved ASCII and
  /// wildcards, which decode to themselves, so under any reading it matches at least what `true` did.
  package static func universalLinkComponents(
    for patterns: [(pattern: RoutePattern, comment: String)]
  ) -> [UniversalLinkComponent] {
    patterns.flatMap { entry in
      let path = "/" + wildcardPath(entry.pattern)
      let paths = path.hasSuffix(oneOrMore) ? [path] : [path, path + "/"]
      return paths.map {
        UniversalLinkComponent(path: $0, comment: entry.comment, caseSensitive: false, percentEncoded: false)
      }
    }
  }

  /// The comment (the route id) of the first component matching the `https` link's path, or nil when none
  /// matches, the first match is an `exclude`, or `url` is not an `https` link: nil means iOS opens the browser.
  ///
  /// The host is not checked: the file is served at each of the app's hosts. iOS only decides app or browser;
  /// the resolver then picks the route, so the comment is the resolver's route for the app's sample links but
  /// may name another route for a link a wildcard lets in (`log/{tag}`'s `?*` also matches `log/a/b`).
  package static func opensApp(url: String, components: [UniversalLinkComponent]) -> String? {
    guard let path = UniversalLinkComponent.rawPath(ofHTTPSLink: url),
      let first = components.first(where: { $0.matches(path: path) })
    else { return nil }
    return first.exclude ? nil : first.comment
  }

  /// The pattern with each parameter as an AASA wildcard: `history/????-??-??/entry/?*`.
  ///
  /// A `day` or `uuid` is one `?` per character of its fixed shape; an `int`, a `string`, a `bool` and `*` are `?*`, one or
  /// more characters, as the resolver refuses an empty segment. What the wildcards let in beyond the resolver
  /// (AASA has no "digit" and no "anything but `/`"): a day or UUID of the right length but wrong characters
  /// (`2024-13-45`), an int that is not canonical (`042`), a value with a `/` or an extra segment after a final
  /// `?*` (`log/a/b`), `.` and `..`. iOS then opens the app, whose resolver refuses the link with its "couldn't be
  /// found" toast; no link the resolver accepts is left to the browser.
  static func wildcardPath(_ pattern: RoutePattern) -> String {
    pattern.segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .parameter(_, .day): "????-??-??"
      case .parameter(_, .uuid): "????????-????-????-????-????????????"
      case .parameter(_, .int), .parameter(_, .string), .parameter(_, .bool), .wildcard: oneOrMore
      }
    }.joined(separator: "/")
  }

  /// The AASA wildcard for one or more characters.
  private static let oneOrMore = "?*"

  /// `TEAMID.bundle.id`: the team id is upper-case letters and digits (Apple's have ten); the bundle id is
  /// letters, digits, `.` and `-`.
  private static func checkAppID(_ appID: String) throws(LinkExportError) {
    let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      parts[0].allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }),
      parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }),
      !parts[1].hasPrefix("."), !parts[1].hasSuffix(".")
    else { throw .invalidAppID(appID) }
  }

  /// The `apple-app-site-association` file's shape, limited to documented keys.
  private struct AASA: Encodable {
    struct AppLinks: Encodable {
      var details: [Detail]
    }

    struct Detail: Encodable {
      var appIDs: [String]
      var components: [UniversalLinkComponent]
    }

    var applinks: AppLinks
  }
}
