import Foundation
import Testing
import ThemeTestSupport

/// A templates folder and the names a config gives are input too (issue 47): a template that
/// is a link is never read, a template name themec does not render is said, and paths are
/// printed escaped for the terminal.
@Suite(.enabled(if: themecBinary != nil)) struct TemplateFolderTests {
  @Test func aTemplateThatIsALinkIsRefused() throws {
    let root = try makeScratchDirectory("themec-templates")
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n", "secret.txt": "the password file\n"], under: root)
    try FileManager.default.createDirectory(atPath: root + "/tpl", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/tpl/strings.swift.mustache", withDestinationPath: root + "/secret.txt")
    let run = try runThemec(["build", "-o", "out", "--templates", "tpl"], in: root)
    #expect(run.status == 64)
    #expect(run.errors.contains("expected a template file, found a symbolic link: 'tpl/strings.swift.mustache'"))
    #expect(!FileManager.default.fileExists(atPath: root + "/out/ThemeStrings.swift"))
  }

  @Test func aTemplateNameThemecDoesNotRenderIsSaid() throws {
    let root = try makeScratchDirectory("themec-templates")
    try writeFiles(
      ["themes/en.strings.yaml": "Cancel: Cancel\n", "tpl/string.swift.mustache": "// typo\n"], under: root)
    let run = try runThemec(["lint", "--templates", "tpl"], in: root)
    #expect(run.status == 64)
    #expect(run.errors.contains("found 'tpl/string.swift.mustache'"), "\(run.errors)")
  }

  @Test func pathsArePrintedEscaped() throws {
    let root = try makeScratchDirectory("themec-templates")
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n"], under: root)
    let output = "out\u{1B}]0;owned\u{7}\n::error file=x::forged"
    let run = try runThemec(["build", "-o", output], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("\u{1B}") && !run.output.contains("\n::error"), "\(run.output)")
    #expect(run.output.contains("out\\u{1B}]0;owned\\u{7}\\n::error file=x::forged/"), "\(run.output)")
  }
}
