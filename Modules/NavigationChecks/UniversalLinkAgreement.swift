package import NavigationCore

/// Whether the exported apple-app-site-association and the resolver agree on an app's universal links: every
/// `https` sample link of a ``LinkBaseline`` (each route's and redirect's canonical link at every host, and the
/// variants the resolver accepts: upper case, one trailing slash, a percent-encoded character) must open its
/// route in the resolver and match an exported component commented with that route; otherwise iOS would open
/// the browser instead of the app.
package enum UniversalLinkAgreement {
  /// One sample link on which the two disagree.
  package struct Disagreement: Hashable, Sendable, CustomStringConvertible {
    /// The route the baseline says the link opens.
    package var route: String
    package var link: String
    /// The route the resolver opens, or nil when it refuses the link.
    package var resolved: RouteID?
    /// Whether a component commented with `route` matches the link.
    package var matchesRouteComponent: Bool
    /// The comment of the first matching component, or nil when iOS opens the browser.
    package var opensApp: String?

    package var description: String {
      "\(link) (\(route)): resolves to \(resolved.map(\.rawValue) ?? "nothing"), "
        + "\(matchesRouteComponent ? "matches" : "does not match") a component of its route, "
        + "first match: \(opensApp ?? "none, opens the browser")"
    }
  }

  /// The sample links of `registry`'s own baseline (as recorded now) on which the resolver and `components`
  /// disagree; empty when they agree. `components` default to the registry's export.
  package static func disagreements(
    in registry: RouteRegistry,
    today: Day,
    components: [UniversalLinkComponent]? = nil
  ) -> [Disagreement] {
    disagreements(of: LinkBaseline(recording: registry), registry: registry, today: today, components: components)
  }

  /// The `https` links of `baseline`'s universal-link entries on which `registry`'s resolver and `components`
  /// (default: the registry's export) disagree.
  package static func disagreements(
    of baseline: LinkBaseline,
    registry: RouteRegistry,
    today: Day,
    components: [UniversalLinkComponent]? = nil
  ) -> [Disagreement] {
    let components = components ?? LinkExport.universalLinkComponents(for: registry)
    var found: [Disagreement] = []
    for entry in baseline.entries where entry.exposure.contains("universalLink") {
      for link in entry.links {
        guard let path = UniversalLinkComponent.rawPath(ofHTTPSLink: link) else { continue }
        let resolved = try? registry.resolve(link: link, today: today).get().route
        let matches = components.contains { $0.comment == entry.route && $0.matches(path: path) }
        let opened = LinkExport.opensApp(url: link, components: components)
        if resolved?.rawValue != entry.route || !matches || opened == nil {
          found.append(
            Disagreement(
              route: entry.route, link: link, resolved: resolved, matchesRouteComponent: matches, opensApp: opened))
        }
      }
    }
    return found
  }
}
