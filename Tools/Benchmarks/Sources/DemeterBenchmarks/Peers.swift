#if Peers
  import Foundation
  @_spi(Internal) import Hummingbird
  import Logging
  import NavigationCore
  import RoutingKit

  /// vapor/routing-kit's `TrieRouter` with the same patterns (`history/:date`). It percent-decodes each
  /// captured parameter itself (`Parameters.set` calls `removingPercentEncoding`). It does not validate
  /// types: `history/2024-13-45` is a match for it.
  struct RoutingKitPeer {
    let router: TrieRouter<RouteID>
    let logger = Logger(label: "demeter.benchmarks")

    init(_ specs: [RouteSpec]) {
      router = TrieRouter(RouteID.self, logger: logger)
      for spec in specs {
        router.register(RouteID(spec.id), at: Tables.colonPattern(spec.pattern).pathComponents)
      }
    }

    /// Router only: the segments already split.
    @inline(__always)
    func route(_ segments: [String]) -> Bool {
      var parameters = Parameters(logger)
      guard let route = router.route(path: segments, parameters: &parameters) else { return false }
      blackHole((route, parameters))
      return true
    }

    /// Full string: URL parsing, scheme/host check, split, route, decoded parameters.
    @inline(__always)
    func link(_ link: String) -> Bool {
      guard let segments = LinkSplitter.segments(of: link) else { return false }
      return route(segments)
    }
  }

  /// hummingbird's trie router (`RouterPathTrieBuilder` + `RouterTrie`), as its own TrieRouterBenchmarks use it.
  /// Parameters come back as raw substrings; the full-string row decodes them the way an app must.
  struct HummingbirdPeer {
    let trie: RouterTrie<RouteID>

    init(_ specs: [RouteSpec]) {
      let builder = RouterPathTrieBuilder<RouteID>()
      for spec in specs {
        builder.addEntry(RouterPath("/" + Tables.colonPattern(spec.pattern)), value: RouteID(spec.id))
      }
      trie = RouterTrie(base: builder)
    }

    /// Router only: the path already extracted; parameters left encoded.
    @inline(__always)
    func route(_ path: String) -> Bool {
      guard let result = trie.resolve(path) else { return false }
      blackHole(result)
      return true
    }

    /// Full string: URL parsing, scheme/host check, route, `removingPercentEncoding` on each parameter.
    @inline(__always)
    func link(_ link: String) -> Bool {
      guard let path = LinkSplitter.path(of: link), let result = trie.resolve(path) else { return false }
      var decoded: [(name: Substring, value: String)] = []
      decoded.reserveCapacity(result.parameters.count)
      for (name, value) in result.parameters {
        guard let value = String(value).removingPercentEncoding else { return false }
        decoded.append((name, value))
      }
      blackHole((result.value, decoded))
      return true
    }
  }
#endif
