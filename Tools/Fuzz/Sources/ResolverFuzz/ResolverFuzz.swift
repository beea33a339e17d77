import AppComposition
import Foundation
import FuzzDriver
@_spi(Fuzzing) import NavigationCore

/// The app as it ships: the registry of AppComposition's modules, so a route a team adds is fuzzed too.
let registry: RouteRegistry = {
  do { return try AppComposition.makeRegistry() } catch { fatalError("the composed app does not register: \(error)") }
}()
let patterns = Dictionary(uniqueKeysWithValues: registry.routes.map { ($0.id, $0.pattern) })
let exposures = Dictionary(uniqueKeysWithValues: registry.routes.map { ($0.id, $0.definition.exposure) })
let today = Day("2024-12-01")!
let maximumLinkLength = NavigationLimits.linkBytes

// MARK: the app's link forms
// From the composition's app definition: every custom scheme and every universal-link host.
let linkForms: [(prefix: String, exposure: LinkExposure)] =
  registry.app.linkSchemes.map { ("\($0)://", LinkExposure.customScheme) }
  + registry.app.universalLinkHosts.map { ("https://\($0)/", LinkExposure.universalLink) }

/// Stops the fuzzer with a message: libFuzzer records the input as a crash.
func violation(_ message: String, _ input: String) -> Never {
  fatalError("invariant violated: \(message)\ninput (\(input.utf8.count) bytes): \(String(reflecting: input))")
}

/// The same question asked twice gets the same answer.
func resolveLink(_ link: String) -> Result<RouteMatch, DeepLinkError> {
  let first = registry.resolve(link: link, today: today)
  guard first == registry.resolve(link: link, today: today) else {
    violation("resolve(link:) is not deterministic", link)
  }
  return first
}

func resolvePath(_ path: String) -> Result<RouteMatch, DeepLinkError> {
  let first = registry.resolve(path: path, today: today)
  guard first == registry.resolve(path: path, today: today) else {
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
    var forms = [
      ("path", registry.resolve(path: canonical, today: today)),
      ("/path", registry.resolve(path: "/" + canonical, today: today)),
    ]
    for form in linkForms where exposures[match.route]?.contains(form.exposure) == true {
      forms.append((form.prefix, registry.resolve(link: form.prefix + canonical, today: today)))
    }
    for (form, again) in forms {
      guard case .success(let same) = again, same.route == match.route, same.parameters == match.parameters else {
        violation("canonical path '\(canonical)' as \(form) gives \(again), not \(match)", input)
      }
    }
  }
}

/// A link that resolves names a route exposed to its form.
func checkExposure(_ result: Result<RouteMatch, DeepLinkError>, form: LinkExposure, input: String) {
  guard case .success(let match) = result else { return }
  guard exposures[match.route]?.contains(form) == true else {
    violation("\(match.route) is not exposed to this link form but resolved", input)
  }
}

/// A path that resolves also resolves, to the same screen, as each link form its route is exposed to
/// (links use the same path policy).
func checkPathAgreesWithLinks(_ path: String, _ result: Result<RouteMatch, DeepLinkError>) {
  guard case .success(let match) = result else { return }
  let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
  for form in linkForms where exposures[match.route]?.contains(form.exposure) == true {
    let link = form.prefix + relative
    guard link.utf8.count <= maximumLinkLength else { continue }
    guard case .success(let same) = resolveLink(link), same.route == match.route, same.parameters == match.parameters
    else {
      violation("path resolves to \(match) but the link '\(form.prefix)…' does not", path)
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // MARK: raw bytes in
  // The bytes reach the resolver's byte-level entry point unchanged (invalid UTF-8 included), through the
  // same function `resolve(link:)` calls; the String forms below see them decoded.
  let text = String(decoding: bytes, as: UTF8.self)
  let raw = registry.resolve(linkBytes: bytes, today: today)
  if case .success = raw, String(validating: bytes, as: UTF8.self) == nil {
    violation("a link that is not valid UTF-8 resolved", text)
  }
  if String(validating: bytes, as: UTF8.self) != nil, raw != resolveLink(text) {
    violation("the byte-level and String entry points disagree", text)
  }
  check(raw, input: text, isLink: true)

  let link = resolveLink(text)
  check(link, input: text, isLink: true)
  for form in linkForms {
    if text.hasPrefix(form.prefix) { checkExposure(link, form: form.exposure, input: text) }
    let prefixed = form.prefix + text
    let result = resolveLink(prefixed)
    check(result, input: prefixed, isLink: true)
    checkExposure(result, form: form.exposure, input: prefixed)
  }
  let pathResult = resolvePath(text)
  check(pathResult, input: text, isLink: false)
  checkPathAgreesWithLinks(text, pathResult)
  return 0
}

@main
struct ResolverFuzz {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
  }
}
