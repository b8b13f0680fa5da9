import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport

@testable import ThemeRender

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

/// The oracle: `strings.json` of a decoded `StringsDocument`, written with the writer's parts
/// (each locale placed by the lines it is written on).
func writeJSON(_ document: StringsDocument) -> String {
  var writer = JSONWriter.document()
  var lines: [(tag: String, first: Int, count: Int)] = []
  writer.stringsDocument(
    baseLocale: document.baseLocale, cldrVersion: document.cldrVersion,
    schemaVersion: document.schemaVersion.description, sdkVersion: document.sdkVersion,
    signatures: document.signatures,
    locales: { json in
      json.object { json in
        for (tag, table) in document.locales.sorted(by: { $0.key < $1.key }) {
          let before = json.lineBreaks
          json.key(tag)
          json.object { json in
            json.key("app")
            json.entries(table.app) { $0.entry($1) }
            json.key("pluralLocale")
            json.string(table.pluralLocale)
            json.key("sdk")
            json.entries(table.sdk) { $0.entry($1) }
          }
          lines.append((tag, before + 2, json.lineBreaks - before))
        }
      }
    },
    index: { $0.localeLines(lines) })
  return String(decoding: writer.takeEnd(), as: UTF8.self)
}

/// The oracle: `styles.json` of a decoded `StylesDocument`, written with the writer's parts.
func writeJSON(_ document: StylesDocument) -> String {
  func sorted<Value>(_ dictionary: [String: Value]) -> [(String, Value)] {
    dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
  let themes = sorted(document.themes).map { name, theme in
    StyleSetEntries(
      name: name, colors: sorted(theme.colors), fonts: sorted(theme.fonts), icons: sorted(theme.icons),
      tokens: sorted(theme.tokens),
      variants: sorted(theme.variants).map { variant, classes in
        (variant, sorted(classes).map { ($0, sorted($1)) })
      })
  }
  let bytes = writeStyles(schemaVersion: document.schemaVersion, sdkVersion: document.sdkVersion, themes: themes)
  return String(decoding: bytes, as: UTF8.self)
}
