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

  /// Each YAML style merges in place (issue 64): block scalars of every chomping (kept a
  /// block scalar where the text can be one), a key added after one, an anchored value (its
  /// alias keeps the old text), a flow mapping with a trailing comma, a `...` document end,
  /// an explicit key, CRLF line ends and a byte-order mark, tabs, and new app keys in a file
  /// without `app:` (one mapping for all). What `MergeCheck` would refuse is not written.
  @Test(arguments: [
    ("Cancel: |\n  Abbrechen\nOK: Gut\n", "\"Cancel\" = \"Abbruch\";\n", "Cancel: |-\n  Abbruch\nOK: Gut\n"),
    (
      "Cancel: >-  # folded\n    Abbrechen\n\nOK: Gut\n", "\"Cancel\" = \"Abbruch\\n\";\n",
      "Cancel: >  # folded\n    Abbruch\n\nOK: Gut\n"
    ),
    (
      "Cancel: |+\n  Abbrechen\n\nOK: |+\n  Gut\n\n", "\"Cancel\" = \"Ab\\nbruch\";\n\"OK\" = \"Gut\\n\\n\\n\";\n",
      "Cancel: |-\n  Ab\n  bruch\n\nOK: \"Gut\\n\\n\\n\"\n\n"
    ),
    (
      "Cancel: |-\n  Abbrechen\n  sofort\napp:\n  greeting: |\n    Hallo\n",
      "\"OK\" = \"Gut\";\n\"app.bye\" = \"Tschüss\";\n",
      "Cancel: |-\n  Abbrechen\n  sofort\nOK: \"Gut\"\napp:\n  greeting: |\n    Hallo\n  bye: \"Tschüss\"\n"
    ),
    (
      "Cancel: &x \"Abbrechen\"\nOK: *x\n", "\"Cancel\" = \"Abbruch\";\n",
      "Cancel: &x \"Abbruch\"\nOK: \"Abbrechen\"\n"
    ),
    (
      "app: {greeting: Hallo, }\n", "\"app.bye\" = \"Tschüss\";\n", "app: {greeting: Hallo, bye: \"Tschüss\", }\n"
    ),
    (
      "Cancel: Abbrechen\n...\n", "/* note */\n\"OK\" = \"Gut\";\n",
      "Cancel: Abbrechen\nOK: \"Gut\"\ncomments:\n  OK: \"note\"\n...\n"
    ),
    ("? Cancel\n: Abbrechen\n", "\"OK\" = \"Gut\";\n", "? Cancel\n: Abbrechen\nOK: \"Gut\"\n"),
    (
      "\u{FEFF}Cancel: Abbrechen\r\nOK:\tGut\r\n", "\"OK\" = \"Prima\";\n\"app.bye\" = \"Tschüss\";\n",
      "\u{FEFF}Cancel: Abbrechen\r\nOK:\tPrima\r\napp:\r\n  bye: \"Tschüss\"\r\n"
    ),
    (
      "Cancel: Abbrechen\n", "\"app.greeting\" = \"Hallo\";\n\"app.bye\" = \"Tschüss\";\n",
      "Cancel: Abbrechen\napp:\n  greeting: \"Hallo\"\n  bye: \"Tschüss\"\n"
    ),
  ])
  func eachStyleMergesInPlace(file: String, round: String, expected: String) throws {
    let root = try makeScratchDirectory("themec-merge-style")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let base = "Cancel: Cancel\nOK: OK\napp:\n  greeting: Hello\n  bye: Bye\n"
    try writeFiles(
      ["themes/en.strings.yaml": base, "themes/de.strings.yaml": file, "de.strings": round], under: root)
    let run = try runThemec(["import", "de.strings", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    // Bytes: a byte-order mark and CR LF are compared too.
    let written = try Data(contentsOf: URL(fileURLWithPath: root + "/themes/de.strings.yaml"))
    #expect(Array(written) == Array(expected.utf8), "\(String(decoding: written, as: UTF8.self).debugDescription)")
  }

  /// A form added to one key and a key added after it go where each belongs, whichever the
  /// round gives first: `Date_Year` gains `=0`, the new `Date_Day` follows it (issue 64: the
  /// `=0` landed in `Date_Day`).
  @Test func aFormAddedToAKeyStaysInItWhenAKeyIsAddedAfterIt() throws {
    let root = try makeScratchDirectory("themec-merge-forms")
    defer { try? FileManager.default.removeItem(atPath: root) }
    func plural(_ key: String, _ forms: [(String, String)]) -> String {
      "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
        + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></dict>"
    }
    let stringsdict =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
      + plural("Date_Day", [("one", "%lld Tag"), ("other", "%lld Tage")])
      + plural("Date_Year", [("zero", "dieses Jahr"), ("one", "%lld Jahr"), ("other", "%lld Jahre")])
      + "</dict></plist>\n"
    try writeFiles(
      [
        "themes/en.strings.yaml":
          "Date_Year:\n  one: \"%lld year\"\n  other: \"%lld years\"\nDate_Day:\n  one: \"%lld day\"\n  other: \"%lld days\"\n",
        "themes/de.strings.yaml": "Date_Year:\n  one: \"%lld Jahr\"\n  other: \"%lld Jahre\"\n",
        "de.stringsdict": stringsdict,
      ], under: root)
    let run = try runThemec(["import", "de.stringsdict", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8) == """
        Date_Year:
          one: "%lld Jahr"
          other: "%lld Jahre"
          "=0": "dieses Jahr"
        Date_Day:
          one: "%lld Tag"
          other: "%lld Tage"

        """)
  }

  /// The merge reads the project's SendbirdUIKit release (`sdk-version`), not the newest:
  /// in 3.5.2 `VoiceMessage.Preview.channelList` is a string of its own, which the newest
  /// declares as an alias of `GroupChannel.Preview.voice` (issue 64: the round was read as
  /// that key, which 3.5.2 lacks, and said "nothing to change").
  @Test func theMergeReadsTheProjectsRelease() throws {
    let root = try makeScratchDirectory("themec-merge-release")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "themec.yml": "sdk-version: 3.5.2\n",
        "themes/en.strings.yaml": "VoiceMessage:\n  Preview:\n    channelList: \"Voice message\"\n",
        "themes/de.strings.yaml": "VoiceMessage:\n  Preview:\n    channelList: \"Sprachnachricht\"\n",
        "de.strings": "\"VoiceMessage.Preview.channelList\" = \"Sprachnotiz\";\n",
      ], under: root)
    let run = try runThemec(["import", "de.strings", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
        == "VoiceMessage:\n  Preview:\n    channelList: \"Sprachnotiz\"\n")
    #expect(try runThemec(["lint"], in: root).status == 0)
  }

  /// What a CAT tool leaves is read for what it is (issue 64): an empty `<target/>` (what
  /// po2xliff writes for an untranslated unit) is no translation, and is said; a target in
  /// state `new` or `needs-translation` (a fuzzy match) is imported for review.
  @Test func emptyAndDraftTargetsAreReadForWhatTheyAre() throws {
    let root = try makeScratchDirectory("themec-merge-states")
    defer { try? FileManager.default.removeItem(atPath: root) }
    func unit(_ id: String, _ source: String, _ target: String) -> String {
      "<trans-unit id=\"\(id)\"><source>\(source)</source>\(target)</trans-unit>"
    }
    let xliff =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\" datatype=\"plaintext\" original=\"x\"><header><tool tool-id=\"themec\" tool-name=\"themec\"/></header><body>\n"
      + unit("Cancel", "Cancel", "<target/>") + "\n"
      + unit("OK", "OK", "<target state=\"needs-translation\">Okay</target>") + "\n"
      + unit("Retry", "Retry", "<target state=\"new\">Nochmal</target>") + "\n"
      + "</body></file></xliff>\n"
    try writeFiles(
      [
        "themes/en.strings.yaml": "Cancel: Cancel\nOK: OK\nRetry: Retry\n",
        "themes/de.strings.yaml": "Cancel: Abbrechen\nOK: Gut\n", "de.xliff": xliff,
      ], under: root)
    let run = try runThemec(["import", "de.xliff", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains(
        "de.xliff:3:1: warning: unit 'Cancel' has an empty target for a source that is not empty (an untranslated unit); not imported [import.not-representable]"
      ), "\(run.errors)")
    #expect(
      try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
        == "Cancel: Abbrechen\nOK: Okay\nRetry: \"Nochmal\"\nneeds-review:\n  - OK\n  - Retry\n")
  }

  /// A round's locale is matched to the project's (issue 64): `de-DE` goes into `de` where
  /// that is the one locale of its language, said; a locale the project lacks is said to be
  /// new; `--locale` naming a locale the file lacks is an error, and nothing is written.
  @Test func aRoundsLocaleIsMatchedToTheProjects() throws {
    let root = try makeScratchDirectory("themec-merge-locale")
    defer { try? FileManager.default.removeItem(atPath: root) }
    func xliff(_ locale: String, _ text: String) -> String {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"\(locale)\" datatype=\"plaintext\" original=\"x\"><header><tool tool-id=\"themec\" tool-name=\"themec\"/></header><body>\n<trans-unit id=\"OK\"><source>OK</source><target>\(text)</target></trans-unit>\n</body></file></xliff>\n"
    }
    try writeFiles(
      [
        "themes/en.strings.yaml": "OK: OK\n", "themes/de.strings.yaml": "OK: Gut\n",
        "de-DE.xliff": xliff("de-DE", "Okay"), "fr.xliff": xliff("fr", "D’accord"),
      ], under: root)
    let wrong = try runThemec(["import", "de-DE.xliff", "--locale", "ja", "--merge"], in: root)
    #expect(wrong.status == 1)
    #expect(
      wrong.errors.contains(
        "de-DE.xliff:1:1: error: expected locale 'ja' (--locale) in this file, found de-DE; nothing of it is imported [import.invalid]"
      ), "\(wrong.errors)")
    let german = try runThemec(["import", "de-DE.xliff", "--merge"], in: root)
    #expect(german.status == 0, "\(german.errors)")
    #expect(
      german.errors.contains(
        "themec: the round's 'de-DE' is merged into the project's 'de', the one locale of its language"),
      "\(german.errors)")
    #expect(
      try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
        == "OK: Okay\ntranslated-from:\n  OK: \"9083801a\"\n")
    #expect(!FileManager.default.fileExists(atPath: root + "/themes/de-DE.strings.yaml"))
    let french = try runThemec(["import", "fr.xliff", "--merge"], in: root)
    #expect(french.status == 0, "\(french.errors)")
    #expect(french.errors.contains("themec: 'fr' is new to the project"), "\(french.errors)")
    #expect(FileManager.default.fileExists(atPath: root + "/themes/fr.strings.yaml"))
  }

  /// What the merge would write is checked as lint checks it: a plural arriving with `one`
  /// alone (issue 64: merged, then status and export refused to run) stops the round at
  /// its place, and nothing is written.
  @Test func aRoundLintWouldRejectIsNotWritten() throws {
    let root = try makeScratchDirectory("themec-merge-lint")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
      <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld Artikel</string></dict>\
      </dict></dict></plist>

      """
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  items:\n    one: \"%lld item\"\n    other: \"%lld items\"\n  title: Title\n",
        "themes/de.strings.yaml": "app:\n  title: Titel\n", "de.stringsdict": stringsdict,
      ], under: root)
    let run = try runThemec(["import", "de.stringsdict", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        "themes/de.strings.yaml:2:3: error: expected the merged files to check as the project does, found in the text the merge would write: expected an 'other' form, which every plural needs [plural.missing-other]; nothing is written [import.merge-unverified]"
      ), "\(run.errors)")
    #expect(try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8) == "app:\n  title: Titel\n")
  }

  /// XLIFF 2.0 is read (issue 64: it imported as nothing, exit 0): units of segments, their
  /// states (`initial`, the default, is a draft; the source again is no translation) and
  /// notes, the languages from the root.
  @Test func xliff2IsRead() throws {
    let root = try makeScratchDirectory("themec-merge-xliff2")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f1">
          <unit id="greeting">
            <notes><note>On the first screen</note></notes>
            <segment state="translated"><source>Hello, </source><target>Hallo, </target></segment>
            <segment state="final"><source><ph id="1" equiv="%@"/>!</source><target><ph id="1" equiv="%@"/>!</target></segment>
          </unit>
          <unit id="bye"><segment state="reviewed"><source>Bye</source><target>Tschüss</target></segment></unit>
          <unit id="later"><segment><source>Later</source><target>Later</target></segment></unit>
          <unit id="soon"><segment><source>Soon</source><target>Bald</target></segment></unit>
        </file>
      </xliff>

      """
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  greeting: \"Hello, %@!\"\n  bye: Bye\n  later: Later\n  soon: Soon\n",
        "themes/de.strings.yaml": "app:\n  greeting: \"Hallo\"\n", "de.xliff": xliff,
      ], under: root)
    let run = try runThemec(["import", "de.xliff", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    // Fingerprints masked: what they are is InterchangeTests' concern.
    let written = try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
      .replacingOccurrences(of: #""[0-9a-f]{8}""#, with: "\"FP\"", options: .regularExpression)
    #expect(
      written == """
        app:
          greeting: "Hallo, %@!"
          bye: "Tschüss"
          soon: "Bald"
        comments:
          app.greeting: "On the first screen"
        translated-from:
          app.greeting: "FP"
          app.bye: "FP"
        needs-review:
          - app.soon

        """)
  }

  /// A plural gets the base's forms that show nothing where the round and the locale lack
  /// them, said (issue 64: de showed "0 neue Nachrichten" where en shows nothing).
  @Test func aPluralGetsTheBasesFormsThatShowNothing() throws {
    let root = try makeScratchDirectory("themec-merge-empty-forms")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>unread</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
      <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld neue Nachricht</string>\
      <key>other</key><string>%lld neue Nachrichten</string></dict></dict></dict></plist>

      """
    try writeFiles(
      [
        "themes/en.strings.yaml":
          "app:\n  unread:\n    \"=0\": \"\"\n    one: \"%lld new message\"\n    other: \"%lld new messages\"\n  title: Title\n",
        "themes/de.strings.yaml": "app:\n  title: Titel\n", "de.stringsdict": stringsdict,
      ], under: root)
    let run = try runThemec(["import", "de.stringsdict", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains(
        "themec: 1 plural of 'de' gets the base's forms that show nothing ('=N', '<N'), as base locale 'en' has them"),
      "\(run.errors)")
    #expect(
      try String(contentsOfFile: root + "/themes/de.strings.yaml", encoding: .utf8)
        == "app:\n  unread:\n    one: \"%lld neue Nachricht\"\n    other: \"%lld neue Nachrichten\"\n    \"=0\": \"\"\n  title: Titel\n"
    )
    #expect(try runThemec(["lint"], in: root).status == 0)
  }

  /// A plural form of a category the locale never selects is said at import from every
  /// format, as the README promises (issue 64: an XLIFF file's was taken silently).
  @Test func aCategoryTheLocaleNeverSelectsIsSaid() throws {
    let root = try makeScratchDirectory("themec-import-category")
    defer { try? FileManager.default.removeItem(atPath: root) }
    func unit(_ category: String, _ text: String) -> String {
      "<trans-unit id=\"Message_Replied_Users_Count|==|plural.\(category)\"><source>%lld replies</source><target>\(text)</target></trans-unit>\n"
    }
    let xliff =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\" datatype=\"plaintext\" original=\"x\"><header><tool tool-id=\"themec\" tool-name=\"themec\"/></header><body>\n"
      + unit("one", "%lld Antwort") + unit("few", "%lld Antworten f") + unit("other", "%lld Antworten")
      + "</body></file></xliff>\n"
    try writeFiles(["de.xliff": xliff], under: root)
    let run = try runThemec(["import", "de.xliff", "-o", "out"], in: root)
    #expect(run.status == 0)
    #expect(
      run.errors.contains(
        "de.xliff:2:1: warning: \"Message_Replied_Users_Count\" has a 'few' form, which locale 'de' never selects for integers; kept, and the compiler will say so [import.not-representable]"
      ), "\(run.errors)")
  }

  /// A locale's comment is its own: exported as that locale's note only, never as another's
  /// (issue 64: one locale's `comments:` entry became every locale's note, and came back
  /// into each).
  @Test func aLocalesCommentStaysItsOwn() throws {
    let root = try makeScratchDirectory("themec-merge-comments")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "themes/en.strings.yaml": "Cancel: Cancel\nOK: OK\ncomments:\n  OK: \"The button\"\n",
        "themes/de.strings.yaml": "Cancel: Abbrechen\nOK: Gut\ncomments:\n  Cancel: \"Nur auf Deutsch\"\n",
        "themes/ja.strings.yaml": "Cancel: キャンセル\nOK: はい\n",
      ], under: root)
    #expect(try runThemec(["export", "--format", "xliff", "-o", "xliff"], in: root).status == 0)
    let ja = try String(contentsOfFile: root + "/xliff/ja.xliff", encoding: .utf8)
    let de = try String(contentsOfFile: root + "/xliff/de.xliff", encoding: .utf8)
    #expect(!ja.contains("Nur auf Deutsch") && ja.contains("<note>The button</note>"), "\(ja)")
    #expect(de.contains("<note>Nur auf Deutsch</note>") && de.contains("<note>The button</note>"), "\(de)")
    let japanese = try String(contentsOfFile: root + "/themes/ja.strings.yaml", encoding: .utf8)
    #expect(try runThemec(["import", "xliff/ja.xliff", "--merge"], in: root).status == 0)
    #expect(try String(contentsOfFile: root + "/themes/ja.strings.yaml", encoding: .utf8) == japanese)
  }

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

  /// A translation gives only the base's keys: one the base lacks is not merged (the project
  /// would then fail `lint` with `key.not-in-base`), and a hand-written String Catalog entry
  /// without the extraction state `manual`, read as a key Xcode extracted from the app's
  /// code, is told apart from SendbirdUIKit's key of the same name that the base has.
  @Test func aTranslationOfAKeyTheBaseLacksIsNotMerged() throws {
    let root = try makeScratchDirectory("themec-merge")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let russian = "Alert_Delete: \"Удалить?\"\n"
    func entry(_ english: String, _ russian: String, manual: Bool) -> String {
      """
      { \(manual ? "\"extractionState\" : \"manual\", " : "")"localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "\(english)" } },
        "ru" : { "stringUnit" : { "state" : "translated", "value" : "\(russian)" } } } }
      """
    }
    func catalogue(manual: Bool) -> String {
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "Alert_Delete" : \(entry("Delete?", "Удалить насовсем?", manual: manual)),
        "Not in the base" : \(entry("New", "Новое", manual: true)) } }
      """
    }
    try writeFiles(
      [
        "themes/en.strings.yaml": "Alert_Delete: \"Delete?\"\n", "themes/ru.strings.yaml": russian,
        "Extracted.xcstrings": catalogue(manual: false), "Manual.xcstrings": catalogue(manual: true),
      ], under: root)

    let extracted = try runThemec(["import", "Extracted.xcstrings", "--merge", "--locale", "ru"], in: root)
    #expect(extracted.status == 0, "\(extracted.errors)")
    #expect(
      extracted.errors.contains(
        "Extracted.xcstrings:1:1: warning: expected SendbirdUIKit's key 'Alert_Delete' as base locale 'en' has it, found it read as the app's own ('app.Alert_Delete'); not merged: its String Catalog entry has no \"extractionState\" : \"manual\", so it reads as a key Xcode extracted from the app's code (mark the entry manual, or map the key with --map) [import.merge-skipped]"
      ), "\(extracted.errors)")
    #expect(
      extracted.errors.contains(
        "Extracted.xcstrings:1:1: warning: expected a key of base locale 'en', found 'app.Not in the base', which it lacks; not merged (add it to the base first) [import.merge-skipped]"
      ), "\(extracted.errors)")
    #expect(try String(contentsOfFile: root + "/themes/ru.strings.yaml", encoding: .utf8) == russian)
    #expect(try runThemec(["lint", "themes"], in: root).status == 0)

    // Marked manual, the entry is SendbirdUIKit's key, and merges in place.
    let manual = try runThemec(["import", "Manual.xcstrings", "--merge", "--locale", "ru"], in: root)
    #expect(manual.status == 0, "\(manual.errors)")
    #expect(!manual.errors.contains("'Alert_Delete'"), "\(manual.errors)")
    let merged = try String(contentsOfFile: root + "/themes/ru.strings.yaml", encoding: .utf8)
    #expect(merged.hasPrefix("Alert_Delete: \"Удалить насовсем?\"\n"), "\(merged)")
    #expect(!merged.contains("app"), "\(merged)")
    #expect(try runThemec(["lint", "themes"], in: root).status == 0)
  }
}
