/// Which kinds of link may open a route.
///
/// A route with an empty exposure (`[]`) is still reachable by `navigate(to:)` and by a restored
/// snapshot, but never by a link from outside the app.
public struct LinkExposure: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `<scheme>://<path>`, in one of the app's custom schemes (``AppDefinition/linkSchemes``).
  public static let customScheme = LinkExposure(rawValue: 1 << 0)
  /// `https://<host>/<path>`, to one of the app's hosts (`AppDefinition.universalLinkHosts`).
  public static let universalLink = LinkExposure(rawValue: 1 << 1)
  /// Both link forms.
  public static let links: LinkExposure = [.customScheme, .universalLink]
  /// No link form: reachable from inside the app only. Package-wide: an app outside writes `[]`.
  package static let internalOnly: LinkExposure = []

  /// The link forms' names, `customScheme` then `universalLink`, as `composer --list-routes --json` and the
  /// link baseline spell them.
  package var names: [String] {
    var names: [String] = []
    if contains(.customScheme) { names.append("customScheme") }
    if contains(.universalLink) { names.append("universalLink") }
    return names
  }
}
