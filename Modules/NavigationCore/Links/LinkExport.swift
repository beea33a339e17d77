import Foundation

/// The files iOS needs to deliver our links, generated from the registered patterns: the
/// apple-app-site-association `applinks` JSON (universal links) and the Info.plist `CFBundleURLTypes` entry
/// (the `demeter` scheme).
///
/// Only routes exposed to ``LinkExposure/universalLink`` appear in the AASA; the scheme entry exists only
/// if some route is exposed to ``LinkExposure/customScheme``. Parameters become wildcards (`?` per character
/// for fixed-width kinds, `*` otherwise) and matching is case-insensitive, like our literals.
public enum LinkExport {
  /// The app id used when none is given; replace `TEAMID` with the real team id before shipping.
  public static let placeholderAppID = "TEAMID.app.demeter"
  /// The custom URL scheme the resolver accepts.
  public static let scheme = "demeter"

  /// The `apple-app-site-association` file (modern `components` format), pretty-printed with sorted keys.
  public static func appleAppSiteAssociation(
    for registry: RouteRegistry,
    appID: String = placeholderAppID
  ) throws(LinkExportError) -> String {
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

  /// An Info.plist fragment (a whole XML plist) with the `CFBundleURLTypes` entry for the `demeter` scheme, or
  /// nil when no route is exposed to the custom scheme.
  public static func urlTypes(
    for registry: RouteRegistry,
    appID: String = placeholderAppID
  ) throws(LinkExportError) -> String? {
    try checkAppID(appID)
    guard registry.routes.contains(where: { $0.definition.exposure.contains(.customScheme) }) else { return nil }
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
      \t\t\t\t<string>\(scheme)</string>
      \t\t\t</array>
      \t\t</dict>
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
