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

  /// A build's compilation holds the same checked project as one that writes nothing: the
  /// strings it wrote are the strings its `Project` gives.
  @Test func aBuildHoldsTheCheckedProjectToo() throws {
    var options = CompileOptions()
    options.render = true
    let built = compile(
      [
        SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\napp:\n  greeting: Hello\n  farewell: Goodbye\n"),
        SourceFile(path: "de.strings.yaml", text: "Cancel: Abbrechen\napp:\n  greeting: Hallo\n  farewell: Tschüss\n"),
      ], options: options)
    #expect(built.outputs.contains { $0.path == "strings.json" })
    let de = try #require(built.project.strings.first { $0.locale == "de" })
    #expect(de.appKeys == ["farewell", "greeting"])
    guard case .text(let greeting)? = de.app("greeting")?.value, case .text(let cancel)? = de.sdk("Cancel")?.value
    else {
      Issue.record("\(de.appKeys)")
      return
    }
    #expect(greeting.value == "Hallo")
    #expect(cancel.value == "Abbrechen")
    #expect(de.app("greeting")?.key.location == SourceLocation(path: "de.strings.yaml", line: 3, column: 3))
    let json = String(decoding: built.outputs.first { $0.path == "strings.json" }!.bytes, as: UTF8.self)
    #expect(json.contains("\"Hallo\"") && json.contains("\"Tschüss\""))
    let status = try #require(TranslationTable(built.project.strings, baseLocale: "en")).status
    #expect(status.map(\.translated) == [3, 3])
  }
}
