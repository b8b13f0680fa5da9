import ArgumentParser
import Foundation
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

  /// Each command's help names the command and lists what it takes: `watch` is not
  /// `build watch`, and `status` and `export` take no build-only option (issue 38).
  @Test func helpTextsMatchWhatEachCommandTakes() {
    #expect(Themec.helpMessage(for: Watch.self).contains("USAGE: themec watch [<options>] [<inputs> ...]"))
    for command in [Status.self, Export.self] as [ParsableCommand.Type] {
      let help = Themec.helpMessage(for: command)
      for buildOnly in ["--warnings-as-errors", "--templates", "--min-contrast", "--dump-context", "--timings"] {
        #expect(!help.contains(buildOnly), "\(command): \(buildOnly)")
      }
      #expect(!help.contains("How findings are reported"), "\(command)")
    }
    let status = Themec.helpMessage(for: Status.self)
    #expect(status.contains("How the counts are printed"))
    for command in [Build.self, Watch.self, Lint.self] as [ParsableCommand.Type] {
      #expect(Themec.helpMessage(for: command).contains("--min-contrast"), "\(command)")
    }
  }

  /// A number `plural` cannot read is a usage error (exit 64), before anything is printed.
  @Test func aNumberThatIsNotOneIsAUsageError() {
    #expect(throws: (any Error).self) { try Themec.parseAsRoot(["plural", "en", "21", "1st"]) }
    do {
      _ = try Themec.parseAsRoot(["plural", "en", "1st"])
    } catch {
      #expect(Themec.exitCode(for: error) == ExitCode(64))
      #expect(Themec.message(for: error) == "expected a number (such as 21, 1.5 or 1.2c6), found '1st'")
    }
  }

  /// An input path that does not exist is a usage error (a mistyped subcommand reads as
  /// one, `build` being the default).
  @Test(arguments: [["biuld"], ["lint", "no/such/folder"], ["build", "themes", "--templates", "no/such/folder"]])
  func aMissingInputIsAUsageError(arguments: [String]) throws {
    var command = try Themec.parseAsRoot(arguments)
    #expect(throws: ExitCode(64)) { try command.run() }
  }

  /// Outputs of a kind the inputs no longer have (the styles, once the last theme is gone)
  /// are removed by the next build; other files in the folder are left alone.
  @Test func outputsNoLongerMadeAreRemoved() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-stale-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/in", withIntermediateDirectories: true)
    try "Cancel: Cancel\n".write(toFile: root + "/in/en.strings.yaml", atomically: false, encoding: .utf8)
    try "colors:\n  primaryMain: \"#123456\"\n".write(
      toFile: root + "/in/brand.theme.yaml", atomically: false, encoding: .utf8)
    var first = try Themec.parseAsRoot(["build", root + "/in", "-o", root + "/out"])
    try first.run()
    try "mine\n".write(toFile: root + "/out/notes.txt", atomically: false, encoding: .utf8)
    #expect(FileManager.default.fileExists(atPath: root + "/out/styles.json"))
    try FileManager.default.removeItem(atPath: root + "/in/brand.theme.yaml")
    var second = try Themec.parseAsRoot(["build", root + "/in", "-o", root + "/out"])
    try second.run()
    let left = try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted()
    #expect(
      left == [".themec-build", "ThemeStrings+SendbirdUIKit.swift", "ThemeStrings.swift", "notes.txt", "strings.json"])
  }

  /// `themec keys`: an unknown kind or format is a usage error.
  /// `--version` names the range of SendbirdUIKit releases themec knows; `keys` takes one of
  /// them or lists what changed after one, never both, and refuses a release it does not know.
  @Test func releasesOnTheCommandLine() {
    #expect(Themec.configuration.version.contains("SendbirdUIKit 3.0.0 to 3.35.1"))
    #expect(throws: Never.self) { try Themec.parseAsRoot(["keys", "--sdk-version", "3.30.0"]) }
    #expect(throws: Never.self) { try Themec.parseAsRoot(["keys", "--since", "v3.10.0"]) }
    // A version no framework declares that a tag installs (spm's v3.18.0 is 3.17.0), and one
    // newer than the newest with a source: listed as the release themec writes for, with a note.
    #expect(throws: Never.self) { try Themec.parseAsRoot(["keys", "--sdk-version", "3.18.0"]) }
    #expect(throws: Never.self) { try Themec.parseAsRoot(["keys", "--sdk-version", "3.35.2"]) }
    for arguments in [
      ["keys", "--sdk-version", "3.30.0", "--since", "3.20.0"], ["keys", "--since", "3.36.0"],
      ["keys", "--sdk-version", "2.2.15"], ["lint", "--sdk-version", "three"],
    ] {
      #expect(throws: (any Error).self, "\(arguments)") { try Themec.parseAsRoot(arguments) }
    }
    // A newer 3.x release is accepted by a build (said on standard error, the newest used).
    #expect(throws: Never.self) { try Themec.parseAsRoot(["lint", "--sdk-version", "3.36.2"]) }
  }

  @Test func anUnknownKindIsAUsageError() {
    #expect(throws: (any Error).self) { try Themec.parseAsRoot(["keys", "--kind", "colour"]) }
    #expect(throws: (any Error).self) { try Themec.parseAsRoot(["keys", "--format", "yaml"]) }
  }
}
