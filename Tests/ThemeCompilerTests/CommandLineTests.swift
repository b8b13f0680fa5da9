import ArgumentParser
import Testing

@testable import ThemeCLI

/// The command line, as ArgumentParser reads it (the only grammar there is).
@Suite struct CommandLineTests {
  /// A locale without rules of its own uses root's, as CLDR, ICU and babel do: a warning,
  /// not an error.
  @Test func pluralOfALocaleWithoutRulesUsesRoot() throws {
    var command = try Themec.parseAsRoot(["plural", "aa", "1", "2.5"])
    #expect(throws: Never.self) { try command.run() }
  }

  /// An input path that does not exist is a usage error (a mistyped subcommand reads as
  /// one, `build` being the default).
  @Test(arguments: [["biuld"], ["lint", "no/such/folder"], ["build", "themes", "--templates", "no/such/folder"]])
  func aMissingInputIsAUsageError(arguments: [String]) throws {
    var command = try Themec.parseAsRoot(arguments)
    #expect(throws: ExitCode(64)) { try command.run() }
  }
}
