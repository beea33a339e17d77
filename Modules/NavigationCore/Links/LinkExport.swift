import Foundation

/// The files iOS needs to deliver the app's links, generated from the registered patterns and the
/// ``AppDefinition``: the apple-app-site-association `applinks` JSON (universal links; served at every host),
/// the Info.plist `CFBundleURLTypes` entry (every custom scheme) and the entitlements' associated domains
/// (every host).
///
/// Only routes exposed to ``LinkExposure/universalLink`` appear in the AASA; the scheme entry exists only
/// if some route is exposed to ``LinkExposure/customScheme``. Parameters become wildcards (`?` per character
/// for fixed-width kinds, `*` otherwise) and matching is case-insensitive, like our literals.
public enum LinkExport {

  /// The `apple-app-site-association` file (modern `components` format), pretty-printed with sorted keys.
  ///
  /// `appID` defaults to the app's ``AppDefinition/placeholderAppID``.
  public static func appleAppSiteAssociation(
    for registry: RouteRegistry,
    appID: String? = nil
  ) throws(LinkExportError) -> String {
    let appID = appID ?? registry.app.placeholderAppID
    try checkAppID(appID)
    let components = registry.routes.filter { $0.definition.exposure.contains(.universalLink) }.map { route in
      AASA.Component(path: "/" + wildcardPath(route.pattern), comment: route.id.rawValue)
    }
    let file = AASA(applinks: .init(details: [.init(appIDs: [appID], components: components)]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Encoding plain strings and booleans cannot fail.
    return String(decoding: (try? encoder.encode(file)) ?? Data(), as: UTF8.self)
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

  /// The pattern with each parameter as an AASA wildcard: `history/????-??-??/entry/*`.
  static func wildcardPath(_ pattern: RoutePattern) -> String {
    pattern.segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .parameter(_, .day): "????-??-??"
      case .parameter(_, .uuid): "????????-????-????-????-????????????"
      case .parameter(_, .int), .parameter(_, .string), .wildcard: "*"
      }
    }.joined(separator: "/")
  }

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
      var components: [Component]
    }

    struct Component: Encodable {
      var path: String
      var comment: String
      /// Our literals match case-insensitively; parameters are checked by the app after the match.
      var caseSensitive = false

      enum CodingKeys: String, CodingKey {
        case path = "/"
        case comment, caseSensitive
      }
    }

    var applinks: AppLinks
  }
}
