import Testing
import ThemeRuntime

@testable import ThemeRender

/// A frame rendered with the JSON marker and the JSON's bytes spliced in is the frame
/// rendered with the JSON text itself, normalized whole: wherever a template puts
/// `{{{json}}}`, however often, and whatever follows it.
@Suite struct JSONSpliceTests {
  /// The styles document of one theme, as the writer makes it.
  private let json = writeStyles(
    schemaVersion: StylesDocument.currentSchemaVersion, sdkVersion: "3.35.1",
    themes: [
      StyleSetEntries(
        name: "brand", colors: [("primary300", "#742DDDFF")], fonts: [], icons: [], tokens: [], variants: [])
    ])

  private func context(json: String) -> StylesFrameContext {
    StylesFrameContext(
      sdkVersion: "3.35.1", themes: [], setsColorScheme: true, palette: [], themeClasses: [], designTokens: nil,
      json: json)
  }

  @Test(arguments: [
    // As the built-in template has it: a blank line before the closing delimiter, the
    // literal's value ending in the JSON's line break.
    "let a = 1\n  ##\"\"\"\n{{{json}}}\n  \"\"\"##\n}\n",
    // At the end, with and without a line break after it.
    "head\n{{{json}}}\n", "head\n{{{json}}}",
    // Twice; in the middle of a line; blank lines and a brace after it; first.
    "{{{json}}}\n// again\n{{{json}}}\nend\n", "x {{{json}}} y\n", "{{{json}}}\n\n\n}\n", "{{{json}}}",
    // No JSON at all.
    "let a = 1\n\n\n",
  ])
  func splicingIsRenderingTheJSONText(template: String) throws {
    let renderer = try Renderer(
      templates: ["styles.swift": template, "styles+sendbird.swift": ""], names: Renderer.stylesTemplateNames)
    let whole = try renderer.renderStyles(context(json: String(decoding: json, as: UTF8.self)))
    let spliced = Renderer.splicing(json, into: try renderer.renderStyles(context(json: Renderer.jsonMarker)))
    #expect(String(decoding: spliced.joined(), as: UTF8.self) == String(decoding: whole, as: UTF8.self))
  }

  @Test func theJSONIsNotCopiedIntoTheFrame() throws {
    let renderer = try Renderer(
      templates: ["styles.swift": "a\n{{{json}}}\nb\n", "styles+sendbird.swift": ""],
      names: Renderer.stylesTemplateNames)
    let pieces = Renderer.splicing(json, into: try renderer.renderStyles(context(json: Renderer.jsonMarker)))
    #expect(pieces.count == 3)
    #expect(pieces[1] == json)
    #expect(pieces[0] == Array("a\n".utf8))
  }
}
