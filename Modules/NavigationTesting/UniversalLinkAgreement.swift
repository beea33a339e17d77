package import NavigationCore

/// Whether the exported apple-app-site-association and the resolver agree on a registry's universal links:
/// every ``LinkVariant`` of every route exposed to ``LinkExposure/universalLink`` must resolve to that route
/// and match an exported component commented with that route (else iOS opens the browser, not the app).
package enum UniversalLinkAgreement {
  /// One sample link on which the two disagree.
  package struct Disagreement: Hashable, Sendable, CustomStringConvertible {
    package var route: RouteID
    package var variant: LinkVariant
    package var link: String
    /// The route the resolver opens, or nil when it refuses the link.
    package var resolved: RouteID?
    /// Whether a component of `route` matches the link.
    package var matchesRouteComponent: Bool
    /// The comment of the first matching component, or nil when iOS opens the browser.
    package var opensApp: String?

    package var description: String {
      "\(route) \(variant.rawValue) \(link): resolves to \(resolved.map(\.rawValue) ?? "nothing"), "
        + "\(matchesRouteComponent ? "matches" : "does not match") its component, "
        + "first component: \(opensApp ?? "none (opens the browser)")"
    }
  }

  /// The sample links of `registry`'s universal-link routes (at its first host) on which the resolver and
  /// `components` disagree; empty when they agree. `components` default to the registry's own export.
  package static func disagreements(
    in registry: RouteRegistry,
    today: Day,
    components: [UniversalLinkComponent]? = nil
  ) -> [Disagreement] {
    guard let host = registry.app.universalLinkHosts.first else { return [] }
    let components = components ?? LinkExport.universalLinkComponents(for: registry)
    let samples = SampleParameters(today: today)
    var found: [Disagreement] = []
    for route in registry.routes where route.definition.exposure.contains(.universalLink) {
      for variant in LinkVariant.allCases {
        guard let path = variant.path(of: route.pattern, samples: samples) else { continue }
        let link = "https://\(host)\(path)"
        let resolved = try? registry.resolve(link: link, today: today).get().route
        let matches = components.contains { $0.comment == route.id.rawValue && $0.matches(path: path) }
        let opened = LinkExport.opensApp(url: link, components: components)
        if resolved != route.id || !matches || opened == nil {
          found.append(
            Disagreement(
              route: route.id, variant: variant, link: link, resolved: resolved, matchesRouteComponent: matches,
              opensApp: opened))
        }
      }
    }
    return found
  }
}
