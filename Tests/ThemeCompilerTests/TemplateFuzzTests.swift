import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeTestSupport
import _BenchCorpus

/// A seeded mutation harness over a team's templates (issue 47), as import and the runtime
/// are fuzzed: each built-in template mutated (bytes, and Mustache's own syntax spliced in:
/// sections over the context's lists, partials, raw tags, delimiter changes, pragmas) and
/// rendered over the bundled project, the Swift ones by a compilation, the preview's into
/// the page. Each renders, or is a `template.invalid` error located in a template; nothing
/// crashes or runs without end. `THEMEC_FUZZ_RUNS` sets the runs (100 by default).
@Suite struct TemplateFuzzTests {
  /// Mustache's syntax over the names the contexts have.
  static let splices: [[UInt8]] = [
    "{{#sdkKeys}}", "{{/sdkKeys}}", "{{#appKeys}}", "{{/appKeys}}", "{{#parameters}}", "{{/parameters}}",
    "{{^locales}}", "{{/locales}}", "{{#themes}}", "{{/themes}}", "{{#colors}}", "{{/colors}}", "{{#children}}",
    "{{/children}}", "{{> strings.swift}}", "{{> styles.swift}}", "{{> preview-element.html}}", "{{> nowhere}}",
    "{{< preview.html}}", "{{{json}}}", "{{& sdkVersion}}", "{{=<% %>=}}", "<%={{ }}=%>", "{{% CONTENT_TYPE: TEXT}}",
    "{{.}}", "{{!", "{{key}}", "{{name}}", "{{#first()}}", "{{/first()}}", "{{count(sdkKeys)}}", "{{$block}}",
    "{{/block}}",
  ].map { Array($0.utf8) }

  static let project = bundledSources() + bundledThemeSources()

  @Test func mutatedTemplatesRenderOrAreLocatedErrors() throws {
    let runs = Mutator.runs(default: 100)
    var random = SplitMix(seed: 47)
    let themes = compile(Self.project).project.themes
    var rendered = 0
    var refused = 0
    for run in 0..<runs {
      let name = Renderer.templateNames[run % Renderer.templateNames.count]
      var bytes = Array(repositoryFile("templates/\(name).mustache"))
      for _ in 0..<random.int(1...3) {
        if random.int(0...1) == 0 {
          bytes = Mutator.mutate(bytes, &random)
        } else {
          bytes.insert(contentsOf: random.pick(Self.splices), at: random.int(0...bytes.count))
        }
      }
      let template = String(decoding: bytes, as: UTF8.self)
      if Renderer.previewTemplateNames.contains(name) {
        do {
          let renderer = try Renderer(templates: [name: template], names: Renderer.previewTemplateNames)
          _ = try PreviewPage.html(themes, strings: nil, renderer: renderer)
          rendered += 1
        } catch {
          #expect(error.line >= 1 && error.column >= 1)
          #expect(Renderer.templateNames.contains(error.template), "\(error)")
          refused += 1
        }
        continue
      }
      var options = CompileOptions(templates: [name: template])
      options.render = true
      let result = compile(Self.project, options: options)
      let invalid = result.diagnostics.filter { $0.code == "template.invalid" }
      if invalid.isEmpty {
        #expect(!result.outputs.isEmpty, "\(name): \(result.diagnostics.prefix(3).map(\.rendered))")
        rendered += 1
      } else {
        #expect(result.outputs.isEmpty)
        for diagnostic in invalid {
          #expect(
            diagnostic.location.path.hasSuffix(".mustache") && diagnostic.location.line >= 1, "\(diagnostic.rendered)")
        }
        refused += 1
      }
    }
    #expect(rendered > 0 && refused > 0, "rendered \(rendered), refused \(refused)")
    print("template fuzz: \(runs) runs, \(rendered) rendered, \(refused) located template.invalid errors")
  }
}
