import Foundation
import Testing
import ThemeTestSupport

/// `themec export` and `themec import` of String Catalogs and XLIFF: the bundled locales
/// survive a round trip through each format, what is exported is read by readers that are
/// not themec's, each format's features are read as documented, and a translation made
/// from a base text that has changed since is reported.
@Suite(.enabled(if: themecBinary != nil)) struct InterchangeTests {
  /// A scratch project holding a copy of the bundled themes.
  static func bundledProject() throws -> String {
    let root = try makeScratchDirectory("themec-interchange")
    let themes = repositoryRoot.appendingPathComponent("themes").path
    try FileManager.default.copyItem(atPath: themes, toPath: root + "/themes")
    return root
  }

  static func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// Export, import what was exported, export again: the same bytes, the same built strings,
  /// and the imported files lint with no finding at all (comments, forms, same-as-base kept).
  @Test(arguments: ["xcstrings", "xliff"]) func bundledLocalesRoundTrip(format: String) throws {
    let root = try Self.bundledProject()
    let first = format == "xcstrings" ? "out/Localizable.xcstrings" : "out/xliff"
    let export = try runThemec(["export", "themes", "--format", format, "-o", first], in: root)
    #expect(export.status == 0, "\(export.errors)")
    let exported =
      format == "xcstrings"
      ? [first] : ["ar", "de", "en", "ja", "ru"].map { "\(first)/\($0).xliff" }
    let imported = try runThemec(["import"] + exported + ["-o", "back"], in: root)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.errors.isEmpty, "\(imported.errors)")
    for theme in ["sendbird-uikit/sendbird.theme.yaml", "brand/brand.theme.yaml"] {
      try FileManager.default.copyItem(
        atPath: root + "/themes/" + theme, toPath: root + "/back/" + theme.split(separator: "/").last!)
    }
    let lint = try runThemec(["lint", "back"], in: root)
    #expect(lint.status == 0)
    #expect(lint.errors.isEmpty, "the imported files have findings: \(lint.errors)")
    let second = format == "xcstrings" ? "again/Localizable.xcstrings" : "again/xliff"
    #expect(try runThemec(["export", "back", "--format", format, "-o", second], in: root).status == 0)
    for (path, index) in zip(exported, exported.indices) {
      let again = format == "xcstrings" ? second : second + "/" + exported[index].split(separator: "/").last!
      #expect(try Self.read(root + "/" + path) == Self.read(root + "/" + again), "\(path) changed in the round trip")
    }
    #expect(try runThemec(["build", "themes", "-o", "built"], in: root).status == 0)
    #expect(try runThemec(["build", "back", "-o", "rebuilt"], in: root).status == 0)
    #expect(try Self.read(root + "/built/strings.json") == Self.read(root + "/rebuilt/strings.json"))
    // The comments came back into the base file, the recorded base texts into the others.
    let english = try String(contentsOfFile: root + "/back/en.strings.yaml", encoding: .utf8)
    #expect(english.contains("\n  \"Cancel\": \"The button that dismisses a dialog or an action sheet.\"\n"))
    let german = try String(contentsOfFile: root + "/back/de.strings.yaml", encoding: .utf8)
    #expect(german.contains("\ntranslated-from:\n"))
  }

  /// translate-toolkit (XLIFF) and string-catalog (a typed model of String Catalogs) read
  /// what export wrote: languages, texts, plural forms per CLDR category, notes, states.
  @Test func independentReadersReadTheExport() throws {
    let root = try Self.bundledProject()
    #expect(try runThemec(["export", "--format", "xcstrings", "-o", "L.xcstrings"], in: root).status == 0)
    #expect(try runThemec(["export", "--format", "xliff", "-o", "xliff"], in: root).status == 0)
    let check = try runProgram(
      "/usr/bin/env",
      ["python3", repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/check_interchange.py").path]
        + [root + "/L.xcstrings", root + "/xliff/de.xliff", root + "/xliff/ru.xliff", root + "/xliff/en.xliff"])
    if check.status == 77, !validatorsRequired {
      print("InterchangeTests: readers not installed (pip install translate-toolkit string-catalog)")
      return
    }
    #expect(check.status == 0, "\(check.errors)")
    let lines = Set(check.output.split(separator: "\n").map(String.init))
    let comment = "The button that dismisses a dialog or an action sheet."
    let replies =
      "Under a thread's parent message: how many replies it has; the cap is shown from 100 when the count is limited."
    for expected in [
      "xcstrings Cancel de translated Abbrechen",
      "xcstrings Cancel en translated Cancel",
      "xcstrings-comment Cancel \(comment)",
      "xcstrings Message_Replied_Users_Count ru few translated %lld ответа",
      "xcstrings Message_Replied_Users_Count ru many translated %lld ответов",
      "xcstrings Message_Replied_Users_Count|cap:100 en translated 99+ replies",
      "xliff-languages de.xliff en de",
      "xliff-languages en.xliff en en",
      "xliff de Cancel translated Abbrechen | note \(comment)",
      "xliff ru Message_Replied_Users_Count|==|plural.few translated %lld ответа | note \(replies)",
      "xliff ru Message_Replied_Users_Count|==|plural.many translated %lld ответов | note \(replies)",
      "xliff ru Message_Replied_Users_Count|==|plural.one translated %lld ответ | note \(replies)",
      "xliff ru Message_Replied_Users_Count|==|plural.other translated %lld ответа | note \(replies)",
      "xliff de Message_Replied_Users_Count|cap:100 translated 99+ Antworten",
    ] {
      #expect(lines.contains(expected), "missing: \(expected)")
    }
    // German selects one and other: no unit for a category it lacks.
    #expect(!lines.contains { $0.hasPrefix("xliff de Message_Replied_Users_Count|==|plural.few") })
  }

  /// A base text changes after a translation recorded it: lint reports the translation as
  /// stale, status counts it, and export marks it for review; `needs-review` does the same.
  @Test func staleTranslationIsFound() throws {
    let root = try makeScratchDirectory("themec-interchange")
    try writeFiles(
      [
        "themes/en.strings.yaml": "Cancel: Cancel\napp:\n  greeting: Hello\n  farewell: Goodbye\n",
        "themes/de.strings.yaml": "Cancel: Abbrechen\napp:\n  greeting: Hallo\n  farewell: Tschüss\n",
      ], under: root)
    // The import records the base text each translation was made from.
    #expect(try runThemec(["export", "--format", "xcstrings", "-o", "L.xcstrings"], in: root).status == 0)
    try FileManager.default.removeItem(atPath: root + "/themes/de.strings.yaml")
    #expect(try runThemec(["import", "L.xcstrings", "-o", "imported"], in: root).status == 0)
    try FileManager.default.moveItem(
      atPath: root + "/imported/de.strings.yaml", toPath: root + "/themes/de.strings.yaml")
    #expect(try runThemec(["lint"], in: root).errors.isEmpty)
    try writeFiles(
      ["themes/en.strings.yaml": "Cancel: Cancel\napp:\n  greeting: Hello there\n  farewell: Goodbye\n"], under: root)
    let lint = try runThemec(["lint"], in: root)
    #expect(lint.status == 0)
    #expect(
      lint.errors.contains(
        "expected the translation of 'app.greeting' to be made from the base text, found it made from one that has changed since"
      ))
    #expect(lint.errors.contains("[string.stale]"))
    let german = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
    let line = german.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.hasPrefix("  \"app.greeting\":")
    }
    #expect(lint.errors.hasPrefix("themes/de.strings.yaml:\((line ?? -2) + 1):"), "\(lint.errors)")

    let status = try runThemec(["status", "--format", "json"], in: root)
    #expect(
      status.output.contains(
        "{\"isBase\":false,\"locale\":\"de\",\"missing\":0,\"needsReview\":1,\"review\":[\"app.greeting\"],\"total\":3,\"translated\":2}"
      ), "\(status.output)")
    let text = try runThemec(["status"], in: root)
    #expect(
      text.output.contains("de                   2             1        0\n  needs review: app.greeting\n"),
      "\(text.output)")

    #expect(try runThemec(["export", "--format", "xcstrings", "-o", "L2.xcstrings"], in: root).status == 0)
    let catalog = try #require(
      try JSONSerialization.jsonObject(with: Self.read(root + "/L2.xcstrings")) as? [String: Any])
    func state(_ key: String, _ locale: String) -> String? {
      let strings = catalog["strings"] as? [String: Any]
      let entry = (strings?[key] as? [String: Any])?["localizations"] as? [String: Any]
      return ((entry?[locale] as? [String: Any])?["stringUnit"] as? [String: Any])?["state"] as? String
    }
    // App keys go out as the app spells them.
    #expect(state("greeting", "de") == "needs_review")
    #expect(state("farewell", "de") == "translated")
    #expect(state("greeting", "en") == "translated")
    #expect(try runThemec(["export", "--format", "xliff", "-o", "x"], in: root).status == 0)
    let xliff = try String(contentsOfFile: root + "/x/de.xliff", encoding: .utf8)
    #expect(
      xliff.contains("<source>Hello there</source>\n        <target state=\"needs-review-translation\">Hallo</target>"))

    // Listed for review: the same, without a changed base text.
    try writeFiles(
      ["themes/de.strings.yaml": "Cancel: Abbrechen\napp:\n  greeting: Hallo\nneeds-review: [Cancel]\n"], under: root)
    let listed = try runThemec(["status", "--format", "json"], in: root)
    #expect(listed.output.contains("\"missing\":1,\"needsReview\":1,\"review\":[\"Cancel\"]"), "\(listed.output)")
  }

  @Test(arguments: ["1.0", "1.1", "1.2", "1.3"]) func stringCatalogFeatures(version: String) throws {
    let root = try makeScratchDirectory("themec-interchange")
    try writeFiles(["App.xcstrings": InterchangeFixtures.stringCatalog(version: version)], under: root)
    let run = try runThemec(["import", "App.xcstrings", "-o", "in"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == "themec: wrote in/de.strings.yaml, in/en.strings.yaml, in/ru.strings.yaml, in/zh-CN.strings.yaml\n")
    #expect(
      run.errors.split(separator: "\n").map(String.init) == [
        "App.xcstrings:1:1: warning: \"files.in.folders\" has 2 substitutions (files, folders); a strings file's forms follow one count, so it is not imported [import.not-representable]",
        "App.xcstrings:1:1: warning: \"shortcuts\" is a string set (several values), which a strings file cannot hold; not imported [import.not-representable]",
        "App.xcstrings:1:1: warning: \"tap.hint\" varies by device (mac, other); imported its 'other' device's text [import.not-representable]",
        "0 errors, 3 warnings",
      ])
    let english = try String(contentsOfFile: root + "/in/en.strings.yaml", encoding: .utf8)
    #expect(
      english == """
        # Imported by themec from App.xcstrings.
        "Cancel": "Cancel"
        app:
          "Hello": "Hello"
          "Legacy": "Legacy"
          "Only a key": "Only a key"
          "brand": "Acme"
          "cart.items":
            one: "%lld item"
            other: "%lld items"
          "inbox.summary":
            one: "You have %lld message."
            other: "You have %lld messages."
          "tap.hint": "Tap to open"
        comments:
          "Cancel": "Dismisses a dialog."
          "app.Hello": "The key is the English text: no English entry."

        """)
    let german = try String(contentsOfFile: root + "/in/de.strings.yaml", encoding: .utf8)
    #expect(
      german == """
        # Imported by themec from App.xcstrings.
        "Cancel": "Abbrechen"
        app:
          "Legacy": "Alt"
          "cart.items":
            "=0": "Keine Artikel"
            one: "%lld Artikel"
            other: "%lld Artikel"
          "brand": "Acme"
        translated-from:
          "Cancel": "\(try fingerprint("Cancel", root: root))"
        same-as-base:
          - "app.brand"
        needs-review:
          - "app.Legacy"
          - "app.cart.items"

        """)
    let russian = try String(contentsOfFile: root + "/in/ru.strings.yaml", encoding: .utf8)
    #expect(
      russian.contains(
        "  \"cart.items\":\n    one: \"%lld товар\"\n    few: \"%lld товара\"\n    many: \"%lld товаров\"\n"))
    #expect(russian.contains("needs-review:\n  - \"app.tap.hint\"\n"))
    let chinese = try String(contentsOfFile: root + "/in/zh-CN.strings.yaml", encoding: .utf8)
    #expect(chinese.contains("\"Cancel\": \"取消\"\n"))
    // What was imported builds.
    #expect(try runThemec(["lint", "in"], in: root).status == 0)
  }

  /// The fingerprint themec records for an English text (read back from an import).
  func fingerprint(_ text: String, root: String) throws -> String {
    try recordedFingerprint(
      file: "L.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "\(text)"}},
        "fr": {"stringUnit": {"state": "translated", "value": "x"}}}}}}
      """, locale: "fr")
  }

  /// What an import of one file records under `translated-from` for its one key.
  func recordedFingerprint(file: String, _ text: String, locale: String) throws -> String {
    let project = try makeScratchDirectory("themec-fingerprint")
    try writeFiles([file: text], under: project)
    _ = try runThemec(["import", file, "-o", "out"], in: project)
    let imported = try String(contentsOfFile: project + "/out/\(locale).strings.yaml", encoding: .utf8)
    return String(imported.split(separator: "\"").dropLast().last ?? "")
  }

  @Test func newerOrBrokenCatalogsAreRejected() throws {
    let root = try makeScratchDirectory("themec-interchange")
    try writeFiles(
      [
        "New.xcstrings": InterchangeFixtures.stringCatalog(version: "2.0"), "Broken.xcstrings": "{\"sourceLanguage\": ",
      ], under: root)
    let newer = try runThemec(["import", "New.xcstrings"], in: root)
    #expect(newer.status == 1)
    #expect(
      newer.errors.hasPrefix(
        "New.xcstrings:3:3: error: expected a String Catalog of version 1.0, 1.1, 1.2, 1.3, found version 2.0, which this themec does not read [import.invalid]"
      ))
    let broken = try runThemec(["import", "Broken.xcstrings"], in: root)
    #expect(broken.status == 1)
    #expect(broken.errors.contains("[import.invalid]"))
    #expect(!FileManager.default.fileExists(atPath: root + "/themes"))
  }

  @Test func xliffFeatures() throws {
    let root = try makeScratchDirectory("themec-interchange")
    try writeFiles(
      ["fr.xliff": InterchangeFixtures.xliff, "bad.xliff": "<xliff><file source-language=\"en\"><body>"], under: root)
    let run = try runThemec(["import", "fr.xliff", "-o", "in"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.split(separator: "\n").map(String.init) == [
        "fr.xliff:1:1: warning: unit 'legacy.count:count:dict/one:dict/:string' is a .stringsdict part, which themec reads from the .stringsdict itself; not imported [import.not-representable]",
        "0 errors, 1 warning",
      ])
    let french = try String(contentsOfFile: root + "/in/fr.strings.yaml", encoding: .utf8)
    #expect(
      french == """
        # Imported by themec from fr.xliff.
        app:
          "Cancel": "Annuler"
          "greeting": "Bonjour & bienvenue"
          "cart.items":
            one: "%lld article"
            many: "%lld d’articles"
            other: "%lld articles"
        comments:
          "app.Cancel": "Dismisses a dialog."
        translated-from:
          "app.Cancel": "\(try fingerprint("Cancel", root: root))"
          "app.cart.items": "\(try formsFingerprint(root: root))"
        needs-review:
          - "app.greeting"

        """)
    let bad = try runThemec(["import", "bad.xliff", "-o", "bad"], in: root)
    #expect(bad.status == 1)
    #expect(bad.errors.hasPrefix("bad.xliff:1:"), "\(bad.errors)")
    #expect(
      bad.errors.contains(": error: expected '</body>', found the end of the document [import.invalid]"),
      "\(bad.errors)")
  }

  /// The fingerprint of the English forms {one: "%lld item", other: "%lld items"}.
  func formsFingerprint(root: String) throws -> String {
    try recordedFingerprint(
      file: "x.xliff",
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file source-language="en" target-language="de"><body>
      <trans-unit id="k|==|plural.one"><source>%lld item</source><target>a</target></trans-unit>
      <trans-unit id="k|==|plural.other"><source>%lld items</source><target>b</target></trans-unit>
      </body></file></xliff>
      """, locale: "de")
  }

  /// The older property-list doctype (Apple Computer) reads as the newer one.
  @Test func olderPlistDoctype() throws {
    let root = try makeScratchDirectory("themec-interchange")
    try writeFiles(
      [
        "de.lproj/Localizable.stringsdict": """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>n</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>Eins</string><key>other</key><string>%d Stück</string></dict>
        </dict></dict></plist>
        """
      ], under: root)
    let run = try runThemec(["import", "de.lproj/Localizable.stringsdict", "-o", "in"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let german = try String(contentsOfFile: root + "/in/de.strings.yaml", encoding: .utf8)
    #expect(german.hasSuffix("app:\n  \"n\":\n    one: \"Eins\"\n    other: \"%d Stück\"\n"))
  }
}

extension InterchangeTests {
  /// `--map`: the files' own keys become SDK paths or app keys; a mapping file that does
  /// not parse is a located error and nothing is written.
  @Test func mappingFileRenamesKeys() throws {
    let root = try makeScratchDirectory("themec-interchange")
    try writeFiles(
      [
        "fr.lproj/Localizable.strings":
          "/* Dismisses. */\n\"chat.cancel\" = \"Annuler\";\n\"welcome\" = \"Bienvenue\";\n\"kept\" = \"Gardé\";\n",
        "map.yaml": "chat.cancel: Cancel\nwelcome: app.onboarding.title\n",
        "bad.yaml": "chat.cancel: [Cancel\n",
      ], under: root)
    let run = try runThemec(["import", "fr.lproj/Localizable.strings", "--map", "map.yaml", "-o", "in"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let french = try String(contentsOfFile: root + "/in/fr.strings.yaml", encoding: .utf8)
    #expect(
      french == """
        # Imported by themec from fr.lproj/Localizable.strings.
        "Cancel": "Annuler"
        app:
          "onboarding.title": "Bienvenue"
          "kept": "Gardé"
        comments:
          "Cancel": "Dismisses."

        """)
    let bad = try runThemec(["import", "fr.lproj/Localizable.strings", "--map", "bad.yaml", "-o", "bad"], in: root)
    #expect(bad.status == 1)
    #expect(bad.errors.hasPrefix("bad.yaml:2:1: error: "), "\(bad.errors)")
    #expect(!FileManager.default.fileExists(atPath: root + "/bad"))
  }
}

extension InterchangeTests {
  /// An export format themec does not write is a usage error; nothing is written.
  @Test func unknownExportFormatIsAUsageError() throws {
    let root = try Self.bundledProject()
    let run = try runThemec(["export", "--format", "po", "-o", "out.po"], in: root)
    #expect(run.status == 64)
    #expect(run.errors.contains("expected --format xcstrings, xliff or xliff2, found 'po'"))
    #expect(!FileManager.default.fileExists(atPath: root + "/out.po"))
  }
}
