import Testing
import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeTestSupport

/// A team's templates whose partials name no template, or include each other forever, are
/// reported by `lint` and `build` alike, and never rendered (a self-including partial
/// crashed the renderer; issue 47).
@Suite struct TemplatePartialTests {
  static let strings = [SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\n")]

  func findings(_ templates: [String: String], render: Bool, rendered: Bool = false) -> [String] {
    var options = CompileOptions(templates: templates)
    options.render = render
    let result = compile(Self.strings, options: options)
    #expect(result.outputs.isEmpty == !rendered)
    return result.diagnostics.map(\.rendered)
  }

  @Test(arguments: [false, true]) func aPartialThatIncludesItselfIsReported(render: Bool) {
    #expect(
      findings(["strings.swift": "// {{> strings.swift}}\n"], render: render) == [
        "strings.swift.mustache:1:4: error: expected partials that end, found a cycle: strings.swift -> strings.swift (rendering it would never end) [template.invalid]"
      ])
  }

  @Test func aCycleBehindChangedDelimitersAndAnUnknownPartialAreReported() {
    let found = findings(
      [
        "styles.swift": "{{=<% %>=}}\n<%> strings.swift %>\n",
        "strings.swift": "{{#x}}{{> styles.swift}}{{/x}}\n{{> nowhere}}\n",
      ], render: false)
    #expect(
      found == [
        "strings.swift.mustache:1:7: error: expected partials that end, found a cycle: strings.swift -> styles.swift -> strings.swift (rendering it would never end) [template.invalid]",
        "strings.swift.mustache:2:1: error: expected a partial among the templates (\(Renderer.templateNames.joined(separator: ", "))), found 'nowhere' [template.invalid]",
      ])
  }

  /// A preview template prints every theme text escaped: a tag that would print one raw, or
  /// change the escaping, is refused wherever it hides (issue 47). Swift templates may.
  @Test func aPreviewTemplateMayPrintNothingRaw() {
    let page =
      "<p>{{{title}}}</p>\n{{& lang}}\n{{=<% %>=}}<%& title %>\n<%={{ }}=%>{{% CONTENT_TYPE:TEXT }}\n{{title}}\n"
    let found = findings(["preview.html": page], render: false)
    let message = "which prints one raw or changes the escaping; write '{{name}}' [template.invalid]"
    #expect(
      found == [
        "preview.html.mustache:1:4: error: expected every value escaped for the page, found '{{{title}}}', \(message)",
        "preview.html.mustache:2:1: error: expected every value escaped for the page, found '{{& lang}}', \(message)",
        "preview.html.mustache:3:12: error: expected every value escaped for the page, found '{{& title}}', \(message)",
        "preview.html.mustache:4:12: error: expected every value escaped for the page, found '{{% CONTENT_TYPE:TEXT}}', \(message)",
      ])
    #expect(findings(["strings.swift": "// {{{sdkVersion}}}\n"], render: false).isEmpty)
  }

  @Test func partialsThatEndRender() {
    #expect(
      findings(["styles.swift": "// styles\n{{> strings.swift}}\n"], render: true, rendered: true).allSatisfy {
        !$0.contains("template.invalid")
      })
  }

  /// A team's copy of the built-in templates renders what they render (through the budget),
  /// the preview's element tree included: its partial includes itself inside
  /// `{{#children}}`, one level down the tree each time. Inside `{{^children}}` (rendered
  /// when there are none, the same element again) it is a cycle.
  @Test func theBuiltInTemplatesAsATeamsRenderTheSame() throws {
    let sources = bundledSources() + bundledThemeSources()
    var copies: [String: String] = [:]
    for name in Renderer.templateNames {
      copies[name] = String(decoding: repositoryFile("templates/\(name).mustache"), as: UTF8.self)
    }
    let built = compile(sources)
    let copied = compile(sources, options: CompileOptions(templates: copies))
    #expect(copied.diagnostics.map(\.rendered) == built.diagnostics.map(\.rendered))
    #expect(copied.outputs.map(\.bytes) == built.outputs.map(\.bytes))
    #expect(copied.outputs.count == 6)
    let preview = copies.filter { Renderer.previewTemplateNames.contains($0.key) }
    let page = try PreviewPage.html(
      built.project.themes, strings: nil, renderer: Renderer(templates: preview, names: Renderer.previewTemplateNames))
    let builtInPage = try PreviewPage.html(
      built.project.themes, strings: nil, renderer: Renderer(names: Renderer.previewTemplateNames))
    #expect(page == builtInPage)

    let inverted = ["preview-element.html": "{{text}}{{^children}}{{> preview-element.html}}{{/children}}"]
    #expect(
      Renderer.problems(in: inverted).map(\.message) == [
        "expected partials that end, found a cycle: preview-element.html -> preview-element.html (rendering it would never end)"
      ])
  }

  /// A team's Swift template places a JSON output where it writes `{{{json}}}`, the JSON's
  /// bytes as the JSON output has them (the lines around it normalized as the rest): in
  /// either strings template (the sections streamed into each that asks), in the styles
  /// ones as often as it asks. The strings JSON has one
  /// place per file: a second is a located error, never the marker written raw.
  @Test func theJSONGoesWhereATeamsTemplatePutsIt() throws {
    let theme = SourceFile(path: "brand.theme.yaml", text: "colors:\n  primaryMain: \"#742DDD\"\n")
    let strings = [
      SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\n"),
      SourceFile(path: "de.strings.yaml", text: "Cancel: Abbrechen\n"), theme,
    ]
    func output(_ result: CompilationResult, _ name: String) throws -> [UInt8] {
      try #require(result.outputs.first { $0.path == name }).bytes
    }
    let templates = [
      "strings+sendbird.swift": "// strings:\n{{{json}}}\n",
      "styles+sendbird.swift": "// styles:\n{{{json}}}\n// again:\n{{{json}}}",
    ]
    let result = compile(strings, options: CompileOptions(templates: templates))
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    let json = try output(result, "strings.json")
    #expect(try output(result, "ThemeStrings+SendbirdUIKit.swift") == Array("// strings:\n".utf8) + json)
    let styles = try output(result, "styles.json")
    #expect(
      try output(result, "ThemeStyles+SendbirdUIKit.swift")
        == Array("// styles:\n".utf8) + styles + Array("\n// again:\n".utf8) + styles)
    for output in result.outputs { #expect(!output.bytes.contains(1), "\(output.path)") }

    let twice = compile(
      strings, options: CompileOptions(templates: ["strings.swift": "{{{json}}}\n// and again:\n{{{json}}}\n"]))
    #expect(
      twice.diagnostics.map(\.rendered) == [
        "strings.swift.mustache:1:1: error: expected 'json' in one place, found it in two: the strings JSON is streamed into one place [template.invalid]"
      ])
    #expect(twice.outputs.isEmpty)
  }
}
