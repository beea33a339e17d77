import AppComposition
import Foundation
import FuzzDriver
@_spi(Fuzzing) import NavigationCore

/// An enum of `String` raw values and one of `Int` raw values, route fields no Demeter route holds yet.
enum FuzzedUnit: String, Codable, CaseIterable, Sendable { case kcal, kj }
enum FuzzedLevel: Int, Codable, CaseIterable, Sendable {
  case one = 1
  case two, three
}

/// A route with every kind of field Demeter's routes lack (issue 62): a `Bool` and an enum in its path, and
/// both as query items, whose values the resolver checks.
struct FuzzedKinds: RouteValue {
  static let routeID: RouteID = "fuzz.kinds"
  static let pattern = "today/kinds/{unit:string=kcal|kj}/{compact:bool}/{level:int=1|2|3}"
  static let queryKeys = ["size", "detailed"]
  var unit: FuzzedUnit
  var compact: Bool
  var level: FuzzedLevel
  var size: FuzzedLevel?
  var detailed: Bool?
}

struct FuzzedKindsModule: RouteModule {
  let name = "FuzzedKinds"
  var routes: [RouteDefinition] {
    [RouteDefinition(FuzzedKinds.self, placement: .push(tab: "today", parent: "today.root"), title: "Kinds")]
  }
}

/// The app as it ships: the registry of AppComposition's modules, so a route a team adds is fuzzed too; and a
/// module of the field kinds no shipped route holds.
let registry: RouteRegistry = {
  do { return try AppComposition.makeRegistry(adding: [FuzzedKindsModule()]) } catch {
    fatalError("the composed app does not register: \(error)")
  }
}()
let patterns = Dictionary(uniqueKeysWithValues: registry.routes.map { ($0.id, $0.pattern) })
let exposures = Dictionary(uniqueKeysWithValues: registry.routes.map { ($0.id, $0.definition.exposure) })
let today = Day("2024-12-01")!
let maximumLinkLength = NavigationLimits.linkBytes

/// Every link form the app answers, from its AppDefinition: each custom scheme and each universal-link host.
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
    if error.userMessage.english.isEmpty { violation("empty user message", input) }
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
    if let compact = match.parameters["compact"], compact != "true", compact != "false" {
      violation("a bool parameter resolved to '\(compact)'", input)
    }
    if let unit = match.parameters["unit"], !["kcal", "kj"].contains(unit) {
      violation("an enum parameter resolved to '\(unit)', none of its cases", input)
    }
    if let level = match.parameters["level"], !["1", "2", "3"].contains(level) {
      violation("an enum parameter resolved to '\(level)', none of its cases", input)
    }
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
  // Raw bytes in, as a link and as a path: invalid UTF-8 reaches the resolver as it arrived.
  let rawLink = registry.resolve(linkBytes: bytes, today: today)
  let rawPath = registry.resolve(pathBytes: bytes, today: today)
  guard let text = String(bytes: bytes, encoding: .utf8) else {
    // Not UTF-8: some byte is 0x80 or above, which no link or path may hold.
    let shown = String(decoding: bytes, as: UTF8.self)
    guard case .failure = rawLink, case .failure = rawPath else { violation("invalid UTF-8 resolved", shown) }
    check(rawLink, input: shown, isLink: true)
    check(rawPath, input: shown, isLink: false)
    return 0
  }
  // The String entry points are the byte-level ones: the same answer for the same bytes.
  let link = resolveLink(text)
  guard link == rawLink else { violation("resolve(link:) and resolve(linkBytes:) disagree", text) }
  check(link, input: text, isLink: true)
  for form in linkForms {
    if text.hasPrefix(form.prefix) { checkExposure(link, form: form.exposure, input: text) }
    let prefixed = form.prefix + text
    let result = resolveLink(prefixed)
    check(result, input: prefixed, isLink: true)
    checkExposure(result, form: form.exposure, input: prefixed)
  }
  let pathResult = resolvePath(text)
  guard pathResult == rawPath else { violation("resolve(path:) and resolve(pathBytes:) disagree", text) }
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
