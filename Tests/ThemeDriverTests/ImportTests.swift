import Foundation
import Testing
import ThemeTestSupport

/// `themec import`: translations in Apple's `.strings` and `.stringsdict` formats become a
/// locale's YAML, which builds. The files are written for the tests from the formats'
/// documentation: every feature the importer reads, in each encoding Xcode writes.
@Suite(.enabled(if: themecBinary != nil)) struct ImportTests {

  static let expectedYAML = """
    # Imported by themec from de.lproj/Localizable.strings, de.lproj/Localizable.stringsdict.
    "Cancel": "Abbruch"
    "MessageThread.Menu.replyInThread": "Im Thread antworten"
    app:
      "onboarding.title": "Willkommen, %@!"
      "escapes": "\\"Zitat\\" \\\\ Zeile 1\\nZeile 2\\tTab ä A"
      "unquoted.key": "plain"
      "cart.items":
        one: "%lld Artikel"
        other: "%lld Artikel"
      "inbox.unread":
        "=0": "Keine neuen"
        one: "%ld neue"
        two: "%ld neue"
        other: "%ld neue"
      "photos.selected":
        one: "Ausgewählt: ein Foto."
        other: "Ausgewählt: %lu Fotos."
    comments:
      "Cancel": "The button that closes a dialog."
      "app.onboarding.title": "Shown once, after sign-up."
      "app.escapes": "Escapes: quote, backslash, new line, tab, \\\\U, octal."

    """

  /// UTF-16 with a byte-order mark, as Xcode wrote `.strings` files for years.
  static func utf16(_ text: String, bigEndian: Bool) -> Data {
    var data = Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
    for unit in text.utf16 {
      data.append(
        contentsOf: bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
    }
    return data
  }

  @Test(arguments: ["utf-8", "utf-16le", "utf-16be"]) func importsEveryFeature(encoding: String) throws {
    let root = try makeScratchDirectory("themec-import")
    try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
    let strings =
      encoding == "utf-8"
      ? Data(InterchangeFixtures.strings.utf8)
      : Self.utf16(InterchangeFixtures.strings, bigEndian: encoding == "utf-16be")
    try strings.write(to: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings"))
    try writeFiles(["de.lproj/Localizable.stringsdict": InterchangeFixtures.stringsdict], under: root)
    let run = try runThemec(["import", "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "themec: wrote themes/de.strings.yaml\n")
    #expect(
      run.errors.split(separator: "\n").map(String.init) == [
        "de.lproj/Localizable.strings:10:1: warning: expected each key once, found \"Cancel\" again; the last value is kept, as Foundation does [import.duplicate-key]",
        "de.lproj/Localizable.strings:2:1: note: first given here",
        "de.lproj/Localizable.stringsdict:17:1: warning: \"inbox.unread\" has a 'two' form, which locale 'de' never selects for integers; kept, and the compiler will say so [import.not-representable]",
        "de.lproj/Localizable.stringsdict:41:1: warning: \"nested.count\" refers to another variable inside the forms of 'files'; a strings file's forms follow one count, so it is not imported [import.not-representable]",
        "de.lproj/Localizable.stringsdict:53:1: warning: expected \"files.in.folders\" to have one plural variable, found '%#@files@ in %#@folders@' with 2 (files, folders); a strings file's forms follow one count, so it is not imported [import.not-representable]",
        "0 errors, 4 warnings",
      ])
    let yaml = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    #expect(yaml == Self.expectedYAML)
    // It never replaces a file.
    let again = try runThemec(["import", "de.lproj/Localizable.strings"], in: root)
    #expect(again.status == 64)
    #expect(again.errors.contains("'themes/de.strings.yaml' exists; themec import does not replace a file"))
  }

  /// The imported locale builds beside its base, and its texts are the file's.
  @Test func theImportBuilds() throws {
    let root = try makeScratchDirectory("themec-import")
    try writeFiles(
      [
        "de.lproj/Localizable.strings": InterchangeFixtures.strings,
        "de.lproj/Localizable.stringsdict": InterchangeFixtures.stringsdict,
        "themes/en.strings.yaml": """
        Cancel: Cancel
        MessageThread.Menu.replyInThread: Reply in thread
        app:
          onboarding.title: "Welcome, %@!"
          escapes: "Escapes"
          unquoted.key: plain text
          cart.items: {one: "%lld item", other: "%lld items"}
          inbox.unread: {one: "%ld new", other: "%ld new"}
          photos.selected: {one: "Selected: one photo.", other: "Selected: %lu photos."}

        """,
      ], under: root)
    _ = try runThemec(["import", "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict"], in: root)
    let build = try runThemec(["build", "--format", "json"], in: root)
    #expect(build.status == 0, "\(build.output)")
    // The only finding: the 'two' form German never selects, as the import said.
    #expect(build.output.contains("\"code\":\"plural.unused-category\""))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/Generated/strings.json")))
        as? [String: Any])
    let german = try #require((json["locales"] as? [String: Any])?["de"] as? [String: Any])
    let sdk = try #require(german["sdk"] as? [String: [String: Any]])
    #expect(sdk["Cancel"]?["text"] as? String == "Abbruch")
    let app = try #require(german["app"] as? [String: [String: Any]])
    #expect(app["escapes"]?["text"] as? String == "\"Zitat\" \\ Zeile 1\nZeile 2\tTab ä A")
    #expect(app["unquoted.key"]?["text"] as? String == "plain")
  }

  @Test func malformedFilesAreLocatedErrors() throws {
    let root = try makeScratchDirectory("themec-import")
    try writeFiles(
      [
        "de.lproj/A.strings": "\"Cancel\" = \"Abbrechen\";\n\"OK\" \"Gut\";\n",
        "fr.lproj/B.strings": "\"Cancel\" = \"Annuler\n",
      ], under: root)
    for (file, message) in [
      ("de.lproj/A.strings", "de.lproj/A.strings:2:1: error: expected '=' after the key \"OK\" [import.invalid]"),
      (
        "fr.lproj/B.strings",
        "fr.lproj/B.strings:1:1: error: expected a closing quote for the text opened here, found the end of the file [import.invalid]\n1 error"
      ),
    ] {
      let run = try runThemec(["import", file], in: root)
      #expect(run.status == 1)
      #expect(run.errors.hasPrefix(message), "\(run.errors)")
      #expect(!FileManager.default.fileExists(atPath: root + "/themes"))
    }
    let unknown = try runThemec(["import", "notes.txt"], in: root)
    #expect(unknown.status == 64)
  }
}
