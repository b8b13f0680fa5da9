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

  /// XLIFF 2.0 (issue 64): `--format xliff2` writes a file per locale of units of one
  /// segment (current translations `final`, one to review `initial`, notes before them,
  /// themec's marks on the file and units); the bundled project's files come back through
  /// `import --merge` unchanged, and a translator's edit of one target is that one change.
  @Test func xliff2ExportsAndComesBack() throws {
    let root = try TranslationRoundTests.bundledProject()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let export = try runThemec(["export", "--format", "xliff2", "-o", "x2"], in: root)
    #expect(export.status == 0, "\(export.errors)")
    let german = try String(contentsOfFile: root + "/x2/de.xliff", encoding: .utf8)
    #expect(german.contains("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\""), "\(german.prefix(400))")
    #expect(german.contains("version=\"2.0\" srcLang=\"en\" trgLang=\"de\">"))
    // A key is a unit's name: its id is a name token (`u1`), which `|==|` is not.
    #expect(german.contains(" name=\"Cancel\" xml:space=\"preserve\" themec:base=\""))
    #expect(german.contains("<unit id=\"u1\" name=\""))
    #expect(german.contains("<segment state=\"final\">") && !german.contains("<trans-unit"))
    #expect(german.contains("<notes><note>"))
    let before = try TranslationRoundTests.text(root + "/themes/sendbird-uikit/de.strings.yaml")
    let same = try runThemec(["import", "x2/de.xliff", "--merge"], in: root)
    #expect(same.status == 0, "\(same.errors)")
    #expect(same.output == "themec: nothing to change\n", "\(same.output)\(same.errors)")
    let cancel = try #require(german.range(of: " name=\"Cancel\""))
    let target = try #require(german.range(of: "<target>", range: cancel.upperBound..<german.endIndex))
    let end = try #require(german.range(of: "</target>", range: target.upperBound..<german.endIndex))
    var edited = german
    edited.replaceSubrange(target.upperBound..<end.lowerBound, with: "Lieber nicht")
    try edited.write(toFile: root + "/x2/de.xliff", atomically: true, encoding: .utf8)
    #expect(try runThemec(["import", "x2/de.xliff", "--merge"], in: root).status == 0)
    let after = try TranslationRoundTests.text(root + "/themes/sendbird-uikit/de.strings.yaml")
    let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0.0 != $0.1 }
    #expect(changed.count == 1 && changed.first?.1.contains("Lieber nicht") == true, "\(changed)")
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
