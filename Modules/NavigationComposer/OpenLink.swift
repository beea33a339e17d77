import NavigationCore
import NavigationJourneys

/// `composer open URL`: a link sent to a freshly launched app.
enum OpenLink: ComposerSubcommand {
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "open",
      argument: .one(placeholder: "URL", takes: "one URL"),
      options: RunOptions.options(json: "prints the report as one JSON object"),
      summary: ["resolve a link against a fresh app: plan and state"],
      abstract: {
        """
        Resolves a link against a freshly launched app and prints the plan and the resulting state.
        A link that fails \(try failedLinkLanding(of: app)) with a toast (and the reason among the events); \
        the exit code is 0.
        """
      })
  }

  /// Where the app's rules (``NavigationRules/failedLink``) leave the user after a link that fails.
  private static func failedLinkLanding(of app: ComposedApp) throws -> String {
    switch app.definition.rules.failedLink {
    case .stay: return "leaves the app where it was,"
    case .defaultTabRoot:
      let registry = try app.makeRegistry()
      return "shows \(registry.tab(registry.defaultTab)?.title ?? registry.defaultTab.rawValue)"
    }
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let options = try RunOptions(flags)
    let link = flags.positional[0]
    guard !link.allSatisfy(\.isWhitespace) else { throw UsageError("open needs a URL", hint: "composer open --help") }
    guard !link.contains(where: \.isNewline) else {
      throw UsageError("open takes one URL on one line", hint: "composer open --help")
    }
    var runner = try options.makeRunner(for: app, clock: options.clock())
    // The link is sent as given, as the request an app sends for a link it is handed: no journey parsing,
    // no trimming. A link with a space is the resolver's to refuse, as a failed open.
    let step = JourneyStep(number: 1, text: "open \(link)", action: .input(.request(.openLink(link))))
    var report: StateReport
    do { report = try runner.run(step) } catch { throw UsageError(error.message, hint: "composer open --help") }
    report.step = nil
    report.line = nil
    output.write(flags.json ? JSONText.encode(report, pretty: true) : report.text)
    try options.record(runner)
    return 0
  }
}
