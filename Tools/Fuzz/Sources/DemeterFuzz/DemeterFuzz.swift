import Foundation
import FuzzDriver
import NavigationCore

/// The Demeter link table, as the app registers it (every route exposed to both link forms).
let demeterTable: [(id: String, pattern: String)] = [
  ("today.root", "today"),
  ("today.entry", "today/entry/{id:uuid}"),
  ("history.calendar", "history"),
  ("history.dayDetail", "history/{date:day}"),
  ("history.entryDetail", "history/{date:day}/entry/{id:uuid}"),
  ("settings.root", "settings"),
  ("settings.goals", "settings/goals"),
  ("settings.preferences", "settings/preferences"),
  ("settings.about", "settings/about"),
]

let entries = demeterTable.map { route in
  DeepLinkResolver.Entry(route: RouteID(route.id), pattern: try! RoutePattern(route.pattern), exposure: .links)
}
let app = AppDefinition(
  name: "Demeter", linkSchemes: ["demeter"], universalLinkHosts: ["demeter.app"], bundleIdentifier: "app.demeter",
  floatingButton: .init(label: "Voice input button", keyCombo: "cmd+shift+v", keyTitle: "Voice input"))
let resolver = DeepLinkResolver(app: app, entries: entries)
let patterns = Dictionary(uniqueKeysWithValues: entries.map { ($0.route, $0.pattern) })
let today = Day("2024-12-01")!
let maximumLinkLength = 2048

/// Stops the fuzzer with a message: libFuzzer records the input as a crash.
func violation(_ message: String, _ input: String) -> Never {
  fatalError("invariant violated: \(message)\ninput (\(input.utf8.count) bytes): \(String(reflecting: input))")
}

/// The same question asked twice gets the same answer.
func resolveLink(_ link: String) -> Result<RouteMatch, DeepLinkError> {
  let first = resolver.resolve(link, today: today)
  guard first == resolver.resolve(link, today: today) else { violation("resolve(_:) is not deterministic", link) }
  return first
}

func resolvePath(_ path: String) -> Result<RouteMatch, DeepLinkError> {
  let first = resolver.resolve(path: path, today: today)
  guard first == resolver.resolve(path: path, today: today) else {
    violation("resolve(path:) is not deterministic", path)
  }
  return first
}

/// Checks a result: failures have bounded log text; a success is a registered route whose canonical path
/// resolves again, as a path and as both link forms, to the same route and parameters.
func check(_ result: Result<RouteMatch, DeepLinkError>, input: String, isLink: Bool) {
  switch result {
  case .failure(let error):
    if error.description.utf8.count > 1024 { violation("error description longer than 1,024 bytes", input) }
    if error.userMessage.isEmpty { violation("empty user message", input) }
  case .success(let match):
    if isLink, input.utf8.count > maximumLinkLength {
      violation("a link over \(maximumLinkLength) bytes resolved", input)
    }
    guard let pattern = patterns[match.route] else { violation("matched an unregistered route \(match.route)", input) }
    let names = Set(pattern.parameters.map(\.name))
    if Set(match.parameters.pairs.map(\.name)) != names {
      violation("parameters \(match.parameters) do not fit the pattern \(pattern)", input)
    }
    if let date = match.parameters.day("date"), date > today { violation("a future day resolved", input) }
    let canonical: String
    do {
      canonical = try pattern.path(for: match.parameters)
    } catch {
      violation("the match \(match) has no canonical path: \(error)", input)
    }
    for (form, again) in [
      ("path", resolver.resolve(path: canonical, today: today)),
      ("/path", resolver.resolve(path: "/" + canonical, today: today)),
      ("demeter://", resolver.resolve("demeter://" + canonical, today: today)),
      ("https://demeter.app/", resolver.resolve("https://demeter.app/" + canonical, today: today)),
    ] {
      guard case .success(let same) = again, same.route == match.route, same.parameters == match.parameters else {
        violation("canonical path '\(canonical)' as \(form) gives \(again), not \(match)", input)
      }
    }
  }
}

/// A path that resolves also resolves, to the same screen, as both link forms (links use the same path policy;
/// every Demeter route is exposed to both).
func checkPathAgreesWithLinks(_ path: String, _ result: Result<RouteMatch, DeepLinkError>) {
  guard case .success(let match) = result else { return }
  let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
  for prefix in ["demeter://", "https://demeter.app/"] {
    let link = prefix + relative
    guard link.utf8.count <= maximumLinkLength else { continue }
    guard case .success(let same) = resolveLink(link), same.route == match.route, same.parameters == match.parameters
    else {
      violation("path resolves to \(match) but the link '\(prefix)…' does not", path)
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // Lossy: invalid UTF-8 becomes U+FFFD, which the resolver must reject like any non-ASCII byte.
  let text = String(decoding: bytes, as: UTF8.self)

  check(resolveLink(text), input: text, isLink: true)
  for prefix in ["demeter://", "https://demeter.app/"] {
    let link = prefix + text
    check(resolveLink(link), input: link, isLink: true)
  }
  let pathResult = resolvePath(text)
  check(pathResult, input: text, isLink: false)
  checkPathAgreesWithLinks(text, pathResult)
  return 0
}

@main
struct DemeterFuzz {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
  }
}
