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

  /// Sections over the SDK's keys nested four deep (each finds the outer list again: 218^4
  /// elements) rendered for minutes; now the render is budgeted, and `lint` and `build` both
  /// stop at the section that went past it with a located `template.invalid` (issue 47). The
  /// same keys nested once render as usual.
  @Test func aRenderPastItsBudgetIsAnError() throws {
    let root = try makeScratchDirectory("themec-templates")
    let keys = "{{#sdkKeys}}{{key}} {{/sdkKeys}}"
    let nested =
      "// keys\n{{#sdkKeys}}{{#sdkKeys}}{{#sdkKeys}}{{#sdkKeys}}{{key}}{{/sdkKeys}}{{/sdkKeys}}{{/sdkKeys}}{{/sdkKeys}}\n"
    try writeFiles(
      [
        "themes/en.strings.yaml": String(
          decoding: repositoryFile("themes/sendbird-uikit/en.strings.yaml"), as: UTF8.self),
        "tpl/strings.swift.mustache": nested, "fine/strings.swift.mustache": "// " + keys + "\n",
      ], under: root)
    for command in [["lint"], ["build", "-o", "out"]] {
      let start = Date()
      let run = try runThemec(command + ["--templates", "tpl"], in: root)
      #expect(run.status == 1)
      #expect(
        run.errors.contains(
          "strings.swift.mustache:2:1: error: expected a render of at most 64 MB and 4000000 lookups, found more at section 'sdkKeys'"
        ), "\(run.errors)")
      #expect(Date().timeIntervalSince(start) < 60)
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/out/ThemeStrings.swift"))
    let fine = try runThemec(["build", "-o", "out", "--templates", "fine"], in: root)
    #expect(fine.status == 0, "\(fine.errors)")
    let swift = try String(contentsOfFile: root + "/out/ThemeStrings.swift", encoding: .utf8)
    #expect(swift.hasPrefix("// Alert_Allow_Camera_Access ") && swift.contains(" Cancel "), "\(swift.prefix(200))")
  }
}
