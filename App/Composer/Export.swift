import AppComposition
import NavigationCore

/// `composer export aasa|url-types [--app-id TEAM.BUNDLE]`.
enum Export {
  static let help = """
    composer export aasa|url-types [--app-id TEAMID.BUNDLE]
      aasa       the apple-app-site-association applinks JSON, from routes exposed to universal links
      url-types  the Info.plist CFBundleURLTypes entry for the demeter scheme (XML plist), printed only
                 when some route is exposed to the custom scheme
      --app-id   the app id (default \(AppComposition.app.placeholderAppID): replace TEAMID with the team id)
    """

  static func run(_ arguments: [String], output: inout some ComposerOutput) throws -> Int32 {
    let flags = try Flags(arguments, command: "export", valued: ["--app-id"])
    if flags.wantsHelp {
      output.write(help)
      return 0
    }
    guard flags.positional.count == 1 else {
      throw UsageError("export takes one of aasa, url-types", hint: "composer export --help")
    }
    let appID = flags.values["--app-id"] ?? AppComposition.app.placeholderAppID
    let registry = try AppComposition.makeRegistry()
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
        "composer: no route is exposed to the \(AppComposition.app.linkSchemes.joined(separator: ", ")) scheme; no CFBundleURLTypes entry"
      )
      return 0
    }
    output.write(text)
    return 0
  }
}
