import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeTestSupport

/// The streaming JSON writer produces exactly the runtime's documents.
@Suite struct JSONWriterTests {
  @Test func writtenDocumentsDecodeToTheSameValues() throws {
    let result = compile(bundledSources() + bundledThemeSources())
    let strings = try #require(result.outputs.first { $0.path == "strings.json" })
    let styles = try #require(result.outputs.first { $0.path == "styles.json" })
    let stringsDocument = try JSONDecoder().decode(StringsDocument.self, from: Data(strings.contents.utf8))
    let stylesDocument = try JSONDecoder().decode(StylesDocument.self, from: Data(styles.contents.utf8))
    #expect(writeJSON(stringsDocument) == strings.contents)
    #expect(writeJSON(stylesDocument) == styles.contents)
    #expect(stringsDocument.locales.count == 5)
    #expect(stylesDocument.themes.count == 2)
  }

  /// Text that needs escaping survives a round trip through the writer and `JSONDecoder`.
  @Test func escapingRoundTrips() throws {
    let tricky = "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} RTL \u{202E} emoji 🎉 slash /"
    let document = StringsDocument(
      sdkVersion: "3.35.1", baseLocale: "en",
      locales: [
        "en": LocaleStrings(
          pluralLocale: "en", sdk: ["Cancel": .text(tricky)],
          app: [
            // Escapes first, last and next to one another; a long run between line breaks.
            "edges": .text("\"\n\\\u{1}" + String(repeating: "long run ✨ ", count: 200) + "\n\n\""),
            // Hashes in a row, which a raw literal delimited by `##` could not hold.
            "hashes##": .text("##channel, \"## \\## ### #"),
            "count": .forms(
              StringForms(
                offset: 2, exact: [0: "none"], below: [.init(limit: -1, text: "neg")],
                categories: [.one: "one", .other: tricky], cap: .init(from: 100, text: "99+"))),
          ])
      ], signatures: ["Message_Replied_Users_Count": ClosureSignature(["Int", "Bool"])])
    let json = writeJSON(document)
    let decoded = try JSONDecoder().decode(StringsDocument.self, from: Data(json.utf8))
    #expect(decoded == document)
    #expect(!json.contains("##"))
  }
}
