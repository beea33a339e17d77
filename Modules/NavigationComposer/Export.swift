import NavigationChecks
import NavigationCore

/// `composer export aasa|url-types [--app-id TEAM.BUNDLE]`.
enum Export {
  /// The help, naming the app's schemes and its placeholder app id.
  static func help(for app: ComposedApp) -> String {
    """
    composer export aasa|url-types [--app-id TEAMID.BUNDLE]
      aasa       the apple-app-site-association applinks JSON, from routes exposed to universal links
      url-types  the Info.plist CFBundleURLTypes entry for the \(app.definition.linkSchemes.joined(separator: ", ")) scheme (XML plist), printed only
                 when some route is exposed to the custom scheme
      --app-id   the app id (default \(app.definition.placeholderAppID): replace TEAMID with the team id)
    """
  }

  static func run(_ arguments: [String], app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(arguments, command: "export", valued: ["--app-id"])
    if flags.wantsHelp {
      output.write(help(for: app))
      return 0
    }
    guard flags.positional.count == 1 else {
      throw UsageError("export takes one of aasa, url-types", hint: "composer export --help")
    }
    let appID = flags.values["--app-id"] ?? app.definition.placeholderAppID
    let registry = try app.makeRegistry()
    let kind = flags.positional[0]
    guard kind == "aasa" || kind == "url-types" else {
      throw UsageError("export takes aasa or url-types, not '\(kind)'", hint: "composer export --help")
    }
    let text: String?
    do {
      text =
        kind == "aasa"
        ? try LinkExport.appleAppSiteAssociation(for: registry, appID: appID)
        : try LinkExport.urlTypes(for: registry, appID: appID)
    } catch {
      throw UsageError(error.description, hint: "composer export --help")
    }
    guard let text else {
      output.error(
        "composer: no route is exposed to the \(app.definition.linkSchemes.joined(separator: ", ")) scheme; no CFBundleURLTypes entry"
      )
      return 0
    }
    output.write(text)
    return 0
  }
}
