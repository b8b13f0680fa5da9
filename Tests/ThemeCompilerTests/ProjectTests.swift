import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport

/// What the commands that write no outputs read is the `Project` one compilation makes:
/// the translations' states and counts are a function of it, without a disk.
@Suite struct ProjectTests {
  static func project() -> CompilationResult {
    var options = CompileOptions()
    options.render = false
    return compile(
      [
        SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\napp:\n  greeting: Hello\n  farewell: Goodbye\n"),
        SourceFile(
          path: "de.strings.yaml",
          text: "Cancel: Abbrechen\napp:\n  greeting: Hallo\nneeds-review: [app.greeting]\n"),
        SourceFile(path: "fr.strings.yaml", text: "Cancel: Annuler\napp:\n  greeting: Bonjour\n  farewell: Adieu\n"),
        SourceFile(path: "brand.theme.yaml", text: "colors:\n  primaryMain: \"#2850D4\"\n"),
      ], options: options)
  }

  @Test func theProjectHoldsEveryLocaleAndTheme() {
    let result = Self.project()
    #expect(result.outputs.isEmpty)
    #expect(result.project.strings.map(\.locale) == ["de", "en", "fr"])
    #expect(result.project.themes.map(\.name) == ["brand"])
    #expect(result.project.baseLocale == "en")
  }

  @Test func statusIsAFunctionOfTheProject() throws {
    let table = try #require(TranslationTable(Self.project().project.strings, baseLocale: "en"))
    #expect(table.keys == ["Cancel", "app.farewell", "app.greeting"])
    #expect(
      table.status == [
        .init(locale: "en", isBase: true, total: 3, translated: 3),
        .init(
          locale: "de", isBase: false, total: 3, translated: 1, needsReview: 1, missing: 1, review: ["app.greeting"]),
        .init(locale: "fr", isBase: false, total: 3, translated: 3),
      ])
    #expect(TranslationTable(Self.project().project.strings, baseLocale: "it") == nil)
  }
}
