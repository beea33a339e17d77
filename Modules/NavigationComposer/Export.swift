import NavigationChecks
import NavigationCore

/// `composer export aasa|url-types`: the files an app's link setup needs.
enum Export: ComposerSubcommand {
  /// The help names the app's schemes and its placeholder app id.
  static func declaration(for app: ComposedApp) -> CommandDeclaration {
    CommandDeclaration(
      name: "export",
      argument: .one(placeholder: "aasa|url-types", takes: "one of aasa, url-types"),
      options: [
        CommandOption(
          name: "--app-id", value: "TEAMID.BUNDLE",
          help: "the app id (default \(app.definition.placeholderAppID): replace TEAMID with the team id)")
      ],
      summary: ["apple-app-site-association / CFBundleURLTypes"],
      argumentEntries: [
        (
          "aasa",
          """
          the apple-app-site-association applinks JSON, from the routes exposed to
          universal links
          """
        ),
        (
          "url-types",
          """
          the Info.plist CFBundleURLTypes entry for the \(app.definition.linkSchemes.joined(separator: ", ")) scheme (XML plist),
          printed only when some route is exposed to the custom scheme
          """
        ),
      ])
  }

  static func run(_ flags: Flags, app: ComposedApp, output: inout some ComposerOutput) throws -> Int32 {
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
