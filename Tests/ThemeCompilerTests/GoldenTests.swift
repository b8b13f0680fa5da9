import Foundation
import Testing
import ThemeTestSupport
import _GeneratedSources

@testable import ThemeCompiler
@testable import ThemeDriver
@testable import ThemeRender

/// Goldens: checked-in expected outputs. `UPDATE_GOLDENS=1 swift test` rewrites them and
/// fails the run, so a recording run never passes by accident.
@Suite struct GoldenTests {
  static let recording = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

  /// Compares `actual` with the golden at a repository path, or records it.
  static func expectGolden(_ actual: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = repositoryRoot.appendingPathComponent(path)
    if recording {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url, options: .atomic)
      Issue.record("recorded \(path); run again without UPDATE_GOLDENS", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: repositoryFile(path), as: UTF8.self)
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    Issue.record(
      """
      \(path) differs from the output at line \(line + 1) (UPDATE_GOLDENS=1 swift test records it):
        golden: \(line < expectedLines.count ? String(expectedLines[line]) : "<end of file>")
        actual: \(line < actualLines.count ? String(actualLines[line]) : "<end of file>")
      """, sourceLocation: sourceLocation)
  }

  @Test func bundledThemesMatchGoldens() throws {
    let result = compile(bundledSources() + bundledThemeSources())
    #expect(!result.diagnostics.hasErrors)
    #expect(
      result.outputs.map(\.path) == [
        "ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift", "strings.json", "ThemeStyles.swift",
        "ThemeStyles+SendbirdUIKit.swift", "styles.json",
      ])
    for output in result.outputs {
      Self.expectGolden(output.contents, at: "Tests/ThemeCompilerTests/Goldens/bundled/\(output.path).golden")
    }
  }

  /// `DefaultTemplates.swift` embeds `templates/` so the binary needs no files; it must not drift.
  @Test func builtInTemplatesEqualTemplatesDirectory() throws {
    let templates = try GeneratedSources.templates(in: repositoryRoot)
    #expect(templates.keys.sorted() == Renderer.templateNames)
    let embeddedMatches = templates == DefaultTemplates.all
    #expect(embeddedMatches, "DefaultTemplates.swift is stale; swift run _generate writes it")
  }

  /// `--templates DIR`: a user's templates replace the built-in ones by name.
  @Test func userTemplatesReplaceBuiltInOnes() throws {
    let custom = [
      "strings.swift": "// {{{baseLocale}}}: {{#locales}}{{{tag}}} {{/locales}}\n",
      "styles.swift": "// {{#themes}}{{{name}}}={{{identifier}}} {{/themes}}\nlet json = \"\"\"\n{{{json}}}\n\"\"\"\n",
    ]
    let result = compile(bundledSources() + bundledThemeSources(), options: CompileOptions(templates: custom))
    // Without a place for the JSON, the Swift is the template alone.
    let strings = try #require(result.outputs.first { $0.path == "ThemeStrings.swift" })
    #expect(strings.contents == "// en: ar de en ja ru\n")
    let styles = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" })
    #expect(
      styles.contents.hasPrefix(
        "// brand=brand sendbird=sendbird\nlet json = \"\"\"\n  {\n    \"schemaVersion\": \"1.2\","))
    // The others are the built-in ones.
    let apply = try #require(result.outputs.first { $0.path == "ThemeStrings+SendbirdUIKit.swift" })
    #expect(apply.contents.contains("    SBUStringSet.Cancel = sdk.Cancel\n"))
  }

  /// A template gets values, not only Swift: the palette's channels, fonts and icons per
  /// theme, and each key with its parameters, to write them its own way.
  @Test func userTemplatesReadStructuredValues() throws {
    let custom = [
      "strings.swift": """
      {{#appKeys}}{{key}}{{/appKeys}}{{#sdkKeys}}{{#isFunction}}{{key}}({{#parameters}}{{label}}: {{type}}, {{/parameters}})
      {{/isFunction}}{{/sdkKeys}}
      """,
      "styles.swift": """
      {{#themes}}{{#colors}}{{#changed}}{{name}} {{hex}} rgb({{red}}, {{green}}, {{blue}}) {{alpha}}
      {{/changed}}{{/colors}}{{#fonts}}{{name}} {{size}} {{weight}}
      {{/fonts}}{{#icons}}{{name}}={{asset}}/{{flipsForRTL}}/{{tint}} {{/icons}}{{/themes}}
      """,
    ]
    let result = compile(bundledSources() + bundledThemeSources(), options: CompileOptions(templates: custom))
    let styles = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }).contents
    // brand.theme.yaml changes one colour; 0x10 0x54 0xD5 opaque.
    #expect(styles.contains("primaryMain #1054D5FF rgb(16, 84, 213) 255\n"))
    #expect(styles.components(separatedBy: "\n").filter { $0.contains("rgb(") }.count == 1)
    #expect(styles.contains("body1 16.0 regular\n"))
    #expect(styles.contains(" iconBack=iconBack/false/ "))
    let strings = try #require(result.outputs.first { $0.path == "ThemeStrings.swift" }).contents
    #expect(strings.contains("Message_Replied_Users_Count(count: Swift.Int, limited: Swift.Bool, )\n"))
    #expect(strings.contains("(names: [Swift.String], )\n"))
  }

  @Test func malformedUserTemplateIsADiagnostic() {
    let template = "// {{baseLocale}}\n{{#locales}}\n{{tag}}\n"
    let result = compile(bundledSources(), options: CompileOptions(templates: ["strings.swift": template]))
    #expect(result.outputs.isEmpty)
    // Where the parser stopped, in words (not the parser's error value).
    #expect(
      result.diagnostics.filter { $0.severity == .error }.map(\.rendered) == [
        "strings.swift.mustache:4:1: error: the template does not parse: expected section end [template.invalid]"
      ])
  }
}
