import Foundation
import Testing
import ThemeTestSupport

/// `export --format xliff` writes only XML that readers read: what XML 1.0 cannot carry is a
/// located error and nothing is written; keys holding a line break or a tab come back as
/// they were (issue 34, item 8).
@Suite(.enabled(if: themecBinary != nil)) struct XLIFFExportTests {
  @Test func whatXMLCannotCarryIsALocatedError() throws {
    let root = try makeScratchDirectory("themec-xliff")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let placing = try writeMarkedFiles(
      [
        "themes/en.strings.yaml": """
        Cancel: Cancel
        app:
          ‹1›"ctl\\u0001key": "x"
          ‹2›nonchar: "a\\uFFFFb"
        comments:
          "app.nonchar": ‹3›"note \\u0002"

        """
      ], under: root)
    #expect(try runThemec(["lint"], in: root).status == 0)
    let run = try runThemec(["export", "--format", "xliff", "-o", "out"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.split(separator: "\n").map(String.init)
        == placing([
          "‹1›: error: expected a key that XML 1.0 can carry, found U+0001 in it; XLIFF cannot export it [export.unrepresentable]",
          "‹2›: error: expected a text that XML 1.0 can carry, found U+FFFF in it; XLIFF cannot export it [export.unrepresentable]",
          "‹3›: error: expected a comment that XML 1.0 can carry, found U+0002 in it; XLIFF cannot export it [export.unrepresentable]",
          "3 errors, 0 warnings",
        ]), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: root + "/out"))
  }

  @Test func keysWithLineBreaksAndTabsRoundTrip() throws {
    let root = try makeScratchDirectory("themec-xliff")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let english = """
      Cancel: "Cancel"
      app:
        " spaced  key ": "x"
        "cr\\rkey": "y"
        "line\\nkey": "two\\nlines"
        "tab\\tkey": "a\\tb"
      comments:
        "app.line\\nkey": "note\\nhere"

      """
    try writeFiles(["themes/en.strings.yaml": english], under: root)
    let export = try runThemec(["export", "--format", "xliff", "-o", "out"], in: root)
    #expect(export.status == 0, "\(export.errors)")
    let imported = try runThemec(["import", "out/en.xliff", "-o", "back"], in: root)
    #expect(imported.status == 0, "\(imported.errors)")
    let back = try String(contentsOfFile: root + "/back/en.strings.yaml", encoding: .utf8)
    #expect(
      back == "# Imported by themec from out/en.xliff.\n"
        + english.replacingOccurrences(of: "Cancel: ", with: "\"Cancel\": "), "\(back)")
  }
}
