import ArgumentParser
import Testing

@testable import ThemeCLI

/// `BuildSettings.quick` reads the common build command line without ArgumentParser: every
/// form it reads must give exactly the settings ArgumentParser gives, and every form it
/// does not know must be left to ArgumentParser.
@Suite struct QuickArgumentsTests {
  /// The settings ArgumentParser gives, or nil when it does not parse a build.
  func parsed(_ arguments: [String]) -> BuildSettings? {
    guard let command = try? Themec.parseAsRoot(arguments) else { return nil }
    return (command as? Build)?.settings
  }

  @Test(arguments: [
    [],
    ["build"],
    ["themes"],
    ["build", "themes", "-o", "Generated"],
    ["in", "-o", "out"],
    ["build", "a.strings.yaml", "b.theme.yaml", "dir", "--output", "out", "--timings"],
    ["build", "--base-locale", "de", "in", "--warnings-as-errors"],
    ["--base-locale=pt-BR", "in", "--output=out"],
    ["build", "in", "--min-contrast", "3", "--templates", "templates"],
    ["build", "in", "--min-contrast=7.25", "--dump-context", "contexts"],
    ["build", "in", "--min-contrast", "21"],
    ["build", "in", "--min-contrast", "1"],
    ["build", "lint"],
    ["in", "plural"],
  ])
  func readFormsMatchArgumentParser(_ arguments: [String]) throws {
    let quick = try #require(BuildSettings.quick(arguments), "expected \(arguments) to be read quickly")
    #expect(quick == parsed(arguments), "\(arguments)")
  }

  @Test(arguments: [
    ["lint", "themes"],
    ["plural", "ru", "5"],
    ["codes"],
    ["help"],
    ["--help"],
    ["build", "-h"],
    ["--version"],
    ["build", "--bogus"],
    ["build", "-o"],
    ["build", "-o", "--timings"],
    ["build", "-oout"],
    ["build", "-o", "a", "--output", "b"],
    ["build", "--timings", "--timings"],
    ["build", "--timings=yes"],
    ["build", "--min-contrast", "0.5"],
    ["build", "--min-contrast", "22"],
    ["build", "--min-contrast", "nan"],
    ["build", "--min-contrast", "high"],
    ["build", "--", "-odd-name"],
    ["build", "--output=", "in"],
  ])
  func otherFormsGoToArgumentParser(_ arguments: [String]) {
    #expect(BuildSettings.quick(arguments) == nil, "\(arguments)")
  }

  @Test func defaultsAreArgumentParsers() throws {
    let quick = try #require(BuildSettings.quick([]))
    #expect(quick.input.inputs == ["themes"])
    #expect(quick.output == "Generated")
    #expect(quick == parsed(["build"]))
  }
}
