import Foundation
import Testing
import ThemeTestSupport

/// `themec import --merge`: the translators' next round is an edit of the project: imported
/// entries change in place, every other byte stays; without `--merge` nothing is replaced
/// (issues 38, 52).
@Suite(.enabled(if: themecBinary != nil)) struct ImportMergeTests {
  static let current = """
    Cancel: "Abbrechen"
    app:
      greeting: "Hallo"
      keep: "Bleibt"
      items:
        one: "%lld Artikel"
        other: "%lld Artikel"
    comments:
      "app.keep": "A note that stays"
    translated-from:
      "app.keep": "0123abcd"
      "app.greeting": "89abcdef"
    needs-review:
      - "app.items"

    """

  @Test func aNewRoundMergesIntoTheLocaleFile() throws {
    let root = try makeScratchDirectory("themec-merge")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "themes/de.strings.yaml": Self.current,
        "de.lproj/Localizable.strings":
          "/* New comment */\n\"greeting\" = \"Guten Tag\";\n\"new.key\" = \"Neu\";\n\"Cancel\" = \"Abbruch\";\n",
      ], under: root)
    let refused = try runThemec(["import", "de.lproj/Localizable.strings"], in: root)
    #expect(refused.status == 64)
    #expect(refused.errors.contains("--merge merges into it"))
    #expect(try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8) == Self.current)

    let run = try runThemec(["import", "de.lproj/Localizable.strings", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    // Only the imported entries change, in place: the new key goes at the end of `app`
    // (the project has no base to place it by), the comment is added beside the others in
    // their style, and the record of what the old greeting was made from goes.
    #expect(
      try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8) == """
        Cancel: "Abbruch"
        app:
          greeting: "Guten Tag"
          keep: "Bleibt"
          items:
            one: "%lld Artikel"
            other: "%lld Artikel"
          new.key: "Neu"
        comments:
          "app.keep": "A note that stays"
          "app.greeting": "New comment"
        translated-from:
          "app.keep": "0123abcd"
        needs-review:
          - "app.items"

        """)
    // The same round again changes nothing.
    let before = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    #expect(try runThemec(["import", "de.lproj/Localizable.strings", "--merge"], in: root).status == 0)
    #expect(try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8) == before)
  }

  /// A locale file that does not parse is reported and left as it is, with every other.
  @Test func aBrokenLocaleFileIsLeftAsItIs() throws {
    let root = try makeScratchDirectory("themec-merge")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let broken = "Cancel: \"Abbrechen\nOK: [\n"
    try writeFiles(
      ["themes/de.strings.yaml": broken, "de.lproj/Localizable.strings": "\"Cancel\" = \"Abbruch\";\n"], under: root)
    let run = try runThemec(["import", "de.lproj/Localizable.strings", "--merge"], in: root)
    #expect(run.status == 1)
    #expect(run.errors.contains("themes/de.strings.yaml:"), "\(run.errors)")
    #expect(try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8) == broken)
  }
}
