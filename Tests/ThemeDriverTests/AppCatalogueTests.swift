import Foundation
import Testing
import ThemeTestSupport

/// An app's own String Catalog, keyed by its English text as public apps key theirs (the
/// shapes of three such catalogues, written for the test), imports into a project that
/// builds, and exports back to the same keys (issue 52).
@Suite(.enabled(if: themecBinary != nil)) struct AppCatalogueTests {
  static func entry(_ german: String?, state: String = "translated", extra: String = "") -> String {
    let localizations = german.map {
      "\"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\($0)\" } } }"
    }
    return "{ " + ([extra.isEmpty ? nil : extra, localizations].compactMap { $0 }.joined(separator: ", ")) + " }"
  }

  /// Keys with dots, keys that differ only in punctuation, a key that is also a namespace,
  /// SendbirdUIKit's names used by the app, one not to translate, one no longer in the code.
  static let catalogue = """
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "Are you sure?" : \(entry("Bist du sicher?")),
        "Cancel" : \(entry("Abbrechen", extra: "\"comment\" : \"Dismisses the sheet\"")),
        "Delete" : \(entry("Löschen")),
        "Delete." : \(entry("Gelöscht.")),
        "Done." : \(entry("Fertig.")),
        "OK" : \(entry("OK")),
        "Settings" : \(entry("Einstellungen")),
        "Settings.Title" : \(entry("Einstellungstitel")),
        "Acme" : \(entry(nil, extra: "\"shouldTranslate\" : false")),
        "Old label" : \(entry("Altes Etikett", extra: "\"extractionState\" : \"stale\"")),
        "%lld photos" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } },
          "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Foto" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } } } } } } }
      }
    }

    """

  @Test func aCatalogueKeyedByItsTextImportsBuildsAndExportsItsKeys() throws {
    let root = try makeScratchDirectory("themec-app-catalogue")
    try writeFiles(["Localizable.xcstrings": Self.catalogue], under: root)
    let run = try runThemec(["import", "Localizable.xcstrings", "-o", "themes"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    // The one clash of Swift names, resolved and reported.
    #expect(
      run.errors.contains(
        "Localizable.xcstrings:1:1: warning: expected app keys with distinct Swift names, found 'Delete.' named like 'Delete'; 'Delete.' is app key 'delete2', its key kept under 'source-keys' [import.key-renamed]"
      ), "\(run.errors)")
    let english = try String(contentsOfFile: root + "/themes/en.strings.yaml", encoding: .utf8)
    // The app's Cancel and OK are the app's, not SendbirdUIKit's.
    #expect(english.hasPrefix("# Imported by themec from Localizable.xcstrings.\napp:\n"))
    #expect(english.contains("  \"Cancel\": \"Cancel\"\n") && english.contains("  \"OK\": \"OK\"\n"))
    #expect(
      english.contains(
        "source-keys:\n  \"app.delete2\": \"Delete.\"\n  \"app.done\": \"Done.\"\n  \"app.settingsTitle\": \"Settings.Title\"\n"
      ), "\(english)")
    let german = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    // Not to translate: the base text, listed as meant; no longer in the code: to review.
    #expect(
      german.contains("  \"Acme\": \"Acme\"\n") && german.contains("same-as-base:\n  - \"app.OK\"\n  - \"app.Acme\"\n"),
      "\(german)")
    #expect(german.contains("needs-review:\n  - \"app.Old label\"\n"), "\(german)")

    let build = try runThemec(["build", "themes", "-o", "out"], in: root)
    #expect(build.status == 0, "\(build.errors)")
    let swift = try String(contentsOfFile: root + "/out/ThemeStrings.swift", encoding: .utf8)
    // `Delete.` is not `delete`, a name that differs from `Delete` in case alone.
    for name in ["AreYouSure", "Cancel", "Delete", "delete2", "done", "settingsTitle", "Settings"] {
      #expect(swift.contains("public var \(name): Swift.String"), "no accessor \(name)")
    }

    #expect(try runThemec(["export", "themes", "--format", "xcstrings", "-o", "Back.xcstrings"], in: root).status == 0)
    let exported = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/Back.xcstrings")))
        as? [String: Any])
    let original = try #require(try JSONSerialization.jsonObject(with: Data(Self.catalogue.utf8)) as? [String: Any])
    #expect(
      Set(((exported["strings"] as? [String: Any]) ?? [:]).keys)
        == Set(((original["strings"] as? [String: Any]) ?? [:]).keys))
    // The next round from the exported catalogue changes nothing.
    let again = try runThemec(["import", "Back.xcstrings", "-o", "themes", "--merge"], in: root)
    #expect(again.output == "themec: nothing to change\n", "\(again.errors)")
  }

  /// An app's key becomes SendbirdUIKit's only when mapped.
  /// A key that cannot be a Swift path is named anew from every format (issue 64): one
  /// with a part Swift reads as its own after a dot (`.self`); a key differing from a kept
  /// one only in punctuation gets a name that differs in more than case. The originals go
  /// under `source-keys`, and the project builds (a key with a line break too).
  @Test func keysThatCannotBeSwiftNamesAreNamedAnew() throws {
    let root = try makeScratchDirectory("themec-app-names")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "en.lproj/Localizable.strings":
          "\"settings.navigation-bar.self\" = \"Settings\";\n\"Checkout\" = \"Checkout\";\n\"checkout.\" = \"Checked out.\";\n\"line\\nbreak\" = \"Break\";\n"
      ], under: root)
    let run = try runThemec(["import", "en.lproj/Localizable.strings", "-o", "themes"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let written = try String(contentsOfFile: root + "/themes/en.strings.yaml", encoding: .utf8)
    #expect(written.contains("  \"settingsNavigationBarSelf\": \"Settings\"\n"), "\(written)")
    #expect(written.contains("  \"Checkout\": \"Checkout\"\n"), "\(written)")
    #expect(written.contains("  \"checkout2\": \"Checked out.\"\n"), "\(written)")
    // A key with a line break has a Swift name (`lineBreak`): it stays as it is.
    #expect(written.contains("  \"line\\nbreak\": \"Break\"\n"), "\(written)")
    let build = try runThemec(["build", "-o", "out"], in: root)
    #expect(build.status == 0, "\(build.errors)")
  }

  @Test func anAppKeyIsSendbirdsOnlyWhenMapped() throws {
    let root = try makeScratchDirectory("themec-app-catalogue")
    try writeFiles(
      ["Localizable.xcstrings": Self.catalogue, "map.yaml": "Cancel: Cancel\n"], under: root)
    let run = try runThemec(["import", "Localizable.xcstrings", "-o", "themes", "--map", "map.yaml"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let german = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    #expect(german.contains("\n\"Cancel\": \"Abbrechen\"\napp:\n"), "\(german)")
  }

  /// An XLIFF placeholder element is its text (`equiv-text`); one without it is reported
  /// and its unit not imported.
  @Test func inlinePlaceholdersAreTextOrReported() throws {
    let root = try makeScratchDirectory("themec-app-catalogue")
    try writeFiles(
      [
        "de.xliff": """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="greeting"><source>Hello, %@!</source><target state="translated">Hallo, <x id="1" equiv-text="%@"/>!</target></trans-unit>
              <trans-unit id="farewell"><source>Bye, %@!</source><target state="translated">Tschüss, <x id="1"/>!</target></trans-unit>
            </body>
          </file>
        </xliff>

        """
      ], under: root)
    let run = try runThemec(["import", "de.xliff", "-o", "themes"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains(
        "de.xliff:3:1: warning: unit 'farewell' has 1 placeholder (<x/>) that name no text (no equiv-text); its target is not imported [import.not-representable]"
      ), "\(run.errors)")
    let german = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    #expect(german.contains("  \"greeting\": \"Hallo, %@!\"\n") && !german.contains("farewell"), "\(german)")
  }

  /// A plural substitution at a position of its own (`%1$@ has %2$#@rating@`): its forms
  /// keep the position, and the project builds.
  @Test func aSubstitutionAtAPositionKeepsIt() throws {
    let root = try makeScratchDirectory("themec-app-catalogue")
    func localization(_ text: String, _ one: String, _ other: String) -> String {
      """
      { "stringUnit" : { "state" : "translated", "value" : "\(text)" },
        "substitutions" : { "rating" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } } } }
      """
    }
    try writeFiles(
      [
        "L.xcstrings": """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "rated" : { "localizations" : {
          "en" : \(localization("%1$@ has %2$#@rating@", "%arg rating", "%arg ratings")),
          "de" : \(localization("%1$@ hat %2$#@rating@", "eine Bewertung", "%arg Bewertungen")) } } } }

        """
      ], under: root)
    let run = try runThemec(["import", "L.xcstrings", "-o", "themes"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let german = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    #expect(
      german.contains("    one: \"%1$@ hat eine Bewertung\"\n    other: \"%1$@ hat %2$lld Bewertungen\"\n"), "\(german)"
    )
    let build = try runThemec(["build", "themes", "-o", "out"], in: root)
    #expect(build.status == 0, "\(build.errors)")
  }
}
