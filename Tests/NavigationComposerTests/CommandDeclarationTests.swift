import Foundation
import Testing

@testable import NavigationComposer

/// Each command's declaration is the one source of its parsing, its `--help` and its line in
/// `composer --help`: what is declared is accepted, shown and checked the same way for every command.
struct CommandDeclarationTests {
  static let app = ComposerCLITests.pantry
  static var declarations: [CommandDeclaration] { ComposerCommand.all.map { $0.declaration(for: app) } }

  func run(_ arguments: [String]) -> (status: Int32, output: CapturedOutput) {
    var output = CapturedOutput()
    let status = ComposerCLI.run(arguments, app: Self.app, output: &output)
    return (status, output)
  }

  @Test(arguments: declarations.map(\.name))
  func everyDeclaredOptionIsParsedAndShownInItsUsageAndHelp(command: String) throws {
    let declaration = try #require(Self.declarations.first { $0.name == command })
    let usage = declaration.usage()
    let help = try declaration.help()
    #expect(help.hasPrefix(usage + "\n"))
    for option in declaration.options {
      #expect(usage.contains(option.term), "\(option.name) missing from the usage of \(command)")
      #expect(help.contains("  \(option.term)  "), "\(option.name) missing from the help of \(command)")
      var arguments = [option.name] + (option.value == nil ? [] : [option.choices.first ?? "value"])
      if case .one = declaration.argument { arguments.append("argument") }
      let flags = try Flags(arguments, declaration: declaration)
      #expect(flags.isSet(option.name))
    }
  }

  @Test func theTopLevelHelpListsEveryCommandAndTheSharedOptionsOnce() {
    let (status, output) = run(["--help"])
    #expect(status == 0)
    for declaration in Self.declarations {
      #expect(output.stdout.contains("\n  composer \(declaration.name)"), "\(declaration.name) missing")
    }
    #expect(output.stdout.contains("composer open URL [options] [--json]"))
    #expect(output.stdout.contains("\nOPTIONS (open, simulate)\n  --now ISO8601  "))
    #expect(output.stdout.components(separatedBy: "--state-file PATH").count == 2)
  }

  @Test(arguments: declarations.filter { if case .none = $0.argument { true } else { false } }.map(\.name))
  func aCommandWithoutArgumentRefusesOneTheSameWay(command: String) {
    let (status, output) = run([command, "extra"])
    #expect(status == ComposerCommand.usageError)
    #expect(output.stderr == "composer: \(command) takes no argument 'extra' (try 'composer \(command) --help')\n")
  }

  @Test func optionsOfOneGroupExcludeEachOther() {
    let (status, output) = run(["baseline", "--record", "--record-additions", "--file", "/nonexistent/baseline"])
    #expect(status == ComposerCommand.usageError)
    #expect(
      output.stderr
        == "composer: --record and --record-additions exclude each other (try 'composer baseline --help')\n")
  }

  @Test func aValueOutsideTheDeclaredChoicesIsAUsageError() {
    let (status, output) = run(["graph", "--format", "svg"])
    #expect(status == ComposerCommand.usageError)
    #expect(output.stderr == "composer: --format takes mermaid or dot, not 'svg' (try 'composer graph --help')\n")
  }

  @Test func aFlagWithoutItsValueIsAUsageError() {
    let (status, output) = run(["open", "pantry://pantry", "--now"])
    #expect(status == ComposerCommand.usageError)
    #expect(output.stderr == "composer: --now needs a value (try 'composer open --help')\n")
  }

  @Test func askingForHelpIsNeverAUsageErrorButAnUnknownOptionIs() {
    #expect(run(["baseline", "--record", "--record-additions", "--help"]).status == 0)
    #expect(run(["open", "--help"]).status == 0)
    #expect(run(["open", "--help", "--frobnicate"]).status == ComposerCommand.usageError)
  }
}
