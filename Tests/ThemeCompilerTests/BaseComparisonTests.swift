import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeYAML
import _BenchCorpus

/// A translation compared with the base locale as it is lowered, string by string (one
/// shape, `LoweredValue`; the checks read each text's bytes and make their own findings),
/// in one file or several.
@Suite struct BaseComparisonTests {
  func parsed(_ path: String, _ text: String) -> YAMLTree? {
    parseYAMLTree(SourceFile(path: path, text: text)).tree
  }

  /// The base locale's table from its text.
  func table(_ en: String) -> BaseTable {
    let (baseFile, found) = lowerStrings(
      parsed("en.strings.yaml", en), locale: "en", path: "en.strings.yaml", catalog: StringCatalog.sendbirdUIKit)
    #expect(found.isEmpty, "\(found.map(\.rendered))")
    return BaseTable(baseFile)
  }

  /// A translation's findings against the base, its files lowered in order.
  func findings(base en: String, translation files: [(path: String, text: String)])
    -> (strings: CheckedStrings, found: [Diagnostic])
  {
    let locale = String(files[0].path.split(separator: "/").last!.dropLast(".strings.yaml".count))
    let (strings, found) = lowerStrings(
      files.map { (parsed($0.path, $0.text), $0.path) }, locale: locale, catalog: StringCatalog.sendbirdUIKit,
      against: table(en))
    return (strings, found.sortedDistinct())
  }

  func findings(base en: String, translation: (path: String, text: String)) -> [Diagnostic] {
    findings(base: en, translation: [translation]).found
  }

  /// Expects findings of at least these codes.
  func expectCodes(
    _ found: [Diagnostic], _ codes: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let given = Set(found.map(\.code))
    #expect(given.isSuperset(of: codes), "missing \(codes.subtracting(given))", sourceLocation: sourceLocation)
  }

  /// `decomposesBeyondASCII` against Foundation's canonical decomposition of every scalar
  /// (the byte test that lets a text be told from an ASCII base text without a `String`).
  @Test func scalarsDecomposingToASCII() {
    var found: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      let ascii = text.decomposedStringWithCanonicalMapping.unicodeScalars.allSatisfy(\.isASCII)
      if ascii { found.append(value) }
      let beyond = Array(text.utf8).withUnsafeBufferPointer(decomposesBeyondASCII)
      if beyond == ascii { Issue.record("U+\(String(value, radix: 16)): decomposes to ASCII: \(ascii)") }
    }
    #expect(found == [0x037E, 0x1FEF, 0x212A])
    // Equivalent only through such a scalar: not told apart by bytes.
    let kelvin = Array("\u{212A}elvin".utf8)
    let plain = Array("Kelvin".utf8)
    kelvin.withUnsafeBufferPointer { k in plain.withUnsafeBufferPointer { #expect(sameText(utf8: $0, utf8: k) == nil) }
    }
  }

  /// App strings of every shape: repeats in every order,
  /// texts equal to the base's by bytes or only by canonical equivalence, other scripts,
  /// control characters, block scalars, empty and null texts, non-ASCII keys, keys the base
  /// lacks, listed and stale `same-as-base` entries, an alias; templates whose
  /// placeholders take the base's types (reordered, fewer, `%%` alone, against the base's
  /// forms), and ones that take others, do not parse, or equal the base's text; forms of
  /// the locale's categories (one given again), and forms with fewer or more
  /// categories, an exact form, a string count, a bad or a control text, a category twice.
  @Test func appStringsOfEveryShape() {
    let en = """
      app:
        title: Title
        save: Save
        cafe: "Caf\\u00E9"
        cyrillic: Save
        same: Same
        control: Bell
        block: Block
        empty: Empty
        count:
          one: "%lld item"
          other: "%lld items"
        gone: Gone
        nothing: Nothing
        anchored: Anchored
        dup:
          x: X
          y: "Y %@"
          z: Z
          w: W
        "ünter":
          x: X
        greet: "Hi %@"
        pair: "%1$@ has %2$lld"
        fewer: "%1$@ has %2$lld"
        percent: "50%% off"
        typed: "%lld items"
        broken: "Count %d"
        things:
          one: "%lld thing"
          other: "%lld things"
        echo: "%@ OK"
        apples:
          one: "%lld apple"
          other: "%lld apples"
        pears:
          one: "%lld pear"
          other: "%lld pears"
        plums:
          one: "%lld plum"
          other: "%lld plums"
        figs:
          one: "%lld fig from %@"
          other: "%lld figs from %@"
        kiwis:
          one: "%lld kiwi"
          other: "%lld kiwis"
        limes:
          one: "%lld lime"
          other: "%lld limes"
        nuts:
          one: "%lld nut"
          other: "%lld nuts"
        berries:
          one: "%lld berry"
          other: "%lld berries"
        fruit:
          box:
            one: "%lld in a box"
            other: "%lld in boxes"

      """
    let de = """
      same-as-base: [app.title, app.same, app.dup.y, app.gone, app.extra]
      app:
        title: Titel
        save: "Sävé"
        cafe: "Cafe\\u0301"
        cyrillic: "Сохранить"
        same: Same
        control: "Klingel\\a"
        block: |
          Zeile eins
          Zeile zwei
        empty: ""
        count: Viele
        nothing: ~
        anchored: &a Verankert
        extra: *a
        dup.x: Eins
        dup:
          x: Zwei
          y: "%@ zwei"
          z: "%@ drei"
          w: Vier
          w: Fünf
        dup.z: Drei
        dup.y: "%@ wieder"
        "ünter":
          x: Wert
        greet: "Hallo %@"
        pair: "%2$lld für %1$@"
        fewer: "nur %2$lld"
        percent: "50%% Rabatt"
        typed: "%@ Dinge"
        broken: "Anzahl %5d"
        things: "%lld Sachen"
        echo: "%@ OK"
        apples:
          one: "%lld Apfel"
          other: "%lld Äpfel"
        pears:
          other: "%lld Birnen"
        plums:
          one: "eine Pflaume"
          few: "%lld"
          other: "%lld Pflaumen"
        figs:
          one: "%2$@: %1$@ Feige"
          other: "%lld Feigen aus %@"
        kiwis:
          "=0": "keine Kiwis"
          one: "%lld Kiwi"
          other: "%lld Kiwis"
        limes:
          one: "%lld Limette"
          other: "%*d Limetten"
        nuts:
          one: "%lld Nuss"
          other: "%lld Nüsse\\a"
        berries:
          one: "%lld Beere"
          one: "%lld Beeren"
          other: "%lld Beeren"
        fruit:
          box:
            one: "%lld in einer Kiste"
            other: "%lld in Kisten"
        fruit.box: "wieder"

      """
    let found = findings(base: en, translation: ("de.strings.yaml", de))
    expectCodes(
      found,
      [
        "string.same-as-base", "string.same-as-base-stale", "string.unsafe", "locale.duplicate-key", "key.not-in-base",
        "string.missing", "placeholder.base-mismatch", "placeholder.invalid", "placeholder.mismatch",
        "plural.unused-category",
      ])
    // Forms are found at their position when their path is given again.
    #expect(found.contains { $0.code == "locale.duplicate-key" && $0.message.contains("'fruit.box' again") })
    // `w` given twice is the reader's finding (`yaml.duplicate-key`): neither way reports
    // it again as the same path set twice.
    #expect(!found.contains { $0.code == "locale.duplicate-key" && $0.message.contains("'dup.w'") })
    // Repeats of texts, dotted and nested, in both orders.
    for key in ["dup.x", "dup.y", "dup.z"] {
      #expect(found.contains { $0.code == "locale.duplicate-key" && $0.message.contains("'\(key)' again") }, "\(key)")
    }
    // Stale `same-as-base` entries: two translated texts, one the base lacks (all three
    // translations), one missing.
    let stale = found.filter { $0.code == "string.same-as-base-stale" }.map(\.message)
    #expect(stale.count == 4, "\(stale)")
    #expect(stale.filter { $0.hasSuffix("found a translation") }.count == 3, "\(stale)")
    // The text equal to the base's only by canonical equivalence is noted, as by bytes.
    #expect(found.contains { $0.code == "string.same-as-base" && $0.message.contains("'cafe'") })
  }

  /// SDK strings: nested and dotted paths, a repeat, an alias after a plain text, texts equal to the base's (listed or not),
  /// an empty text, a control character, a closure, a deprecated member, a key the base
  /// lacks, a stale `same-as-base` entry.
  @Test func sdkStrings() {
    let en = """
      Cancel: Cancel
      OK: OK
      Save: Save
      Retry: Retry
      Copy: Copy
      Empty_No_Channels: No channels
      Empty_No_Messages: No messages
      Empty_No_Users: No users
      ChannelSettings_Header_Title: Channel information
      MessageThread:
        Menu:
          replyInThread: Reply in thread
      MessageThread.MessageInput.replyInThread: Reply in thread
      GroupChannel.Preview.voice: Voice message
      Message_Replied_Users_Count:
        one: "%lld reply"
        other: "%lld replies"

      """
    let de = """
      same-as-base: [OK, Copy]
      Cancel: Abbrechen
      OK: OK
      Save: Save
      Retry: ""
      Copy: Kopieren
      Empty_No_Channels: "Keine\\a"
      MessageThread:
        Menu:
          replyInThread: Im Thread antworten
      MessageThread.Menu.replyInThread: Wieder
      MessageThread.MessageInput.replyInThread: Antworten
      GroupChannel.Preview.voice: Sprache
      VoiceMessage.Preview.channelList: Sprachnachricht
      Empty_No_Messages: "Keine Nachrichten \\u2728"
      ChannelSettings_Header_Title: Kanalinformationen
      Message_Replied_Users_Count:
        one: "%lld Antwort"
        other: "%lld Antworten"
      Empty_No_Muted_Members: Keine
      ChannelSettings_Banned_Members: Gesperrt

      """
    let found = findings(base: en, translation: ("de.strings.yaml", de))
    expectCodes(
      found,
      [
        "string.same-as-base", "string.same-as-base-stale", "string.empty", "string.unsafe", "locale.duplicate-key",
        "key.alias-conflict", "key.not-in-base", "key.deprecated", "string.missing",
      ])
    // The repeat and the alias find the text they come after.
    #expect(
      found.contains {
        $0.code == "locale.duplicate-key" && $0.message.contains("'MessageThread.Menu.replyInThread' again")
      })
    #expect(found.contains { $0.code == "key.alias-conflict" && $0.message.contains("'GroupChannel.Preview.voice'") })
    #expect(found.contains { $0.code == "string.same-as-base-stale" && $0.message.contains("'Copy'") })
  }

  /// A generated corpus's translations find nothing but what the generator puts in (texts
  /// equal to the base's, and keys it leaves out), and every string is placed.
  @Test func generatedCorpus() {
    let corpus = Corpus.strings("small", locales: 5, keys: 300)
    let base = corpus.files.first { $0.path.hasSuffix("/en.strings.yaml") }!
    for file in corpus.files where file.path.hasSuffix(".strings.yaml") && file.path != base.path {
      let (strings, found) = findings(base: base.text, translation: [(file.path, file.text)])
      let errors = found.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(file.path): \(errors.map(\.rendered).prefix(3))")
      let table = table(base.text)
      var placed = 0
      for position in 0..<table.app.count {
        if case .none = strings.entry(isApp: true, at: position) {} else { placed += 1 }
      }
      let missing = found.filter { $0.code == "string.missing" && $0.message.hasPrefix("expected app key") }.count
      #expect(placed + missing == table.app.count, "\(file.path)")
      #expect(placed > 270, "\(file.path): \(placed)")
    }
  }

  /// Every finding of the comparison: missing and extra keys, texts equal to the base's
  /// (listed, unlisted and stale), placeholders unlike the base's, in SDK and app strings.
  @Test func everyKindOfFinding() {
    let en = """
      Cancel: Cancel
      OK: OK
      Settings: Settings
      Message_Replied_Users_Count:
        one: "%lld reply"
        other: "%lld replies"
      app:
        brand: Acme
        greeting: "Hello %@ and %lld"
        count:
          one: "%lld item"
          other: "%lld items"
        gone: Gone

      """
    let de = """
      same-as-base: [OK, app.brand, Settings, Retry]
      Cancel: Cancel
      OK: OK
      Settings: Einstellungen
      Retry: Wiederholen
      Message_Replied_Users_Count:
        one: "%lld Antwort"
        other: "%lld Antworten"
      app:
        brand: Acme
        greeting: "Hallo %lld und %@"
        count:
          one: "%@ Eintrag"
          other: "%lld Einträge"
        extra: Extra

      """
    expectCodes(
      findings(base: en, translation: ("de.strings.yaml", de)),
      [
        "string.missing", "key.not-in-base", "string.same-as-base", "string.same-as-base-stale",
        "placeholder.base-mismatch",
      ])
    // A file that does not parse (no tree) and an empty one: every key missing.
    let broken = findings(base: en, translation: ("fr.strings.yaml", "app: [broken\n"))
    #expect(broken.filter { $0.code == "string.missing" }.count == 8, "\(broken.map(\.rendered))")
    let empty = findings(base: en, translation: ("ja.strings.yaml", ""))
    #expect(empty.filter { $0.code == "string.missing" }.count == 8, "\(empty.map(\.rendered))")
  }

  /// A locale in two files is one comparison: a key in both is given again (noted at the
  /// first file), `same-as-base` in one file answers a text in the other, and only keys in
  /// neither are missing.
  @Test func aLocaleInTwoFiles() {
    let en = """
      Cancel: Cancel
      OK: OK
      app:
        title: Title
        brand: Acme
        gone: Gone

      """
    let first = ("de/main.strings.yaml", "same-as-base: [app.brand]\nCancel: Abbrechen\napp:\n  title: Titel\n")
    let second = ("de/more.strings.yaml", "OK: Gut\napp:\n  brand: Acme\n  title: Nochmal\n")
    // Named `de` by its folder: the locale is the file name's.
    let (strings, found) = findings(
      base: en, translation: [("main/de.strings.yaml", first.1), ("more/de.strings.yaml", second.1)])
    let rendered = found.map(\.rendered)
    let again = found.filter { $0.code == "locale.duplicate-key" }
    #expect(again.count == 1, "\(rendered)")
    #expect(again.first?.location.path == "more/de.strings.yaml")
    #expect(again.first?.notes.first?.location.path == "main/de.strings.yaml")
    #expect(again.first?.message == "expected each key once per locale, found 'title' again")
    #expect(!found.contains { $0.code == "string.same-as-base" }, "\(rendered)")
    #expect(found.filter { $0.code == "string.missing" }.map(\.message).count == 1, "\(rendered)")
    #expect(found.contains { $0.code == "string.missing" && $0.message.contains("'gone'") })
    // The texts of both files are where the writers read them.
    let table = table(en)
    let texts = (0..<table.app.count).map { position -> String? in
      guard case .text(let bytes) = strings.entry(isApp: true, at: position) else { return nil }
      return String(decoding: bytes, as: UTF8.self)
    }
    #expect(texts == ["Acme", nil, "Titel"])
    // Each string read back is placed where its key is written, in the file that gave it.
    #expect(strings.app("brand")?.key.location == SourceLocation(path: "more/de.strings.yaml", line: 3, column: 3))
    #expect(strings.app("title")?.key.location == SourceLocation(path: "main/de.strings.yaml", line: 4, column: 3))
    #expect(strings.sdk("OK")?.key.location == SourceLocation(path: "more/de.strings.yaml", line: 1, column: 1))
  }

  /// A translation's checked strings give every string as a definition, the key as written
  /// and where it is, those at the base's positions made of their bytes, a key the base lacks
  /// as lowered.
  @Test func checkedStringsGiveEveryStringAsADefinition() {
    let en = "Cancel: Cancel\napp:\n  title: Title\n  count:\n    one: \"%lld item\"\n    other: \"%lld items\"\n"
    let de =
      "Cancel: Abbrechen\napp:\n  title: Titel\n  extra: Mehr\n  count:\n    one: \"%lld Ding\"\n    other: \"%lld Dinge\"\n"
    let strings = findings(base: en, translation: [("de.strings.yaml", de)]).strings
    #expect(strings.appKeys == ["count", "extra", "title"])
    #expect(strings.sdkPaths == ["Cancel"])
    guard case .text(let title)? = strings.app("title")?.value, case .forms(let count)? = strings.app("count")?.value,
      case .text(let extra)? = strings.app("extra")?.value, case .text(let cancel)? = strings.sdk("Cancel")?.value
    else {
      Issue.record("\(strings.appKeys)")
      return
    }
    #expect(title.value == "Titel")
    #expect(strings.app("title")?.key.value == "title")
    #expect(title.location == SourceLocation(path: "de.strings.yaml", line: 3, column: 3))
    #expect(count.categories[.one]?.value == "%lld Ding")
    #expect(count.categories[.other]?.value == "%lld Dinge")
    #expect(count.categories[.few] == nil)
    #expect(strings.app("count")?.formTemplates?[.category(.one)] != nil)
    // A key the base lacks is kept as lowered: its text placed where the text is.
    #expect(extra.value == "Mehr")
    #expect(extra.location == SourceLocation(path: "de.strings.yaml", line: 4, column: 10))
    #expect(cancel.value == "Abbrechen")
    #expect(strings.app("gone") == nil)
    #expect(strings.sdk("OK") == nil)
    // Whether a string is given, asked without making it, agrees.
    #expect(strings.hasApp("title") && strings.hasApp("count") && strings.hasApp("extra") && strings.hasSDK("Cancel"))
    #expect(!strings.hasApp("gone") && !strings.hasSDK("OK"))
  }

  /// The byte rules the checks decide by agree with the parsed template they report from:
  /// a text that fits its types parses and has no mismatch, and one whose count is an
  /// integer parses with an integer first argument. (One that does not fit is parsed and
  /// checked in full, which decides: `%1$@ %1$lld` fits no types, and its template gives
  /// position 1 one type.)
  @Test func byteRulesAgreeWithTheParsedTemplate() {
    let texts = [
      "plain", "50%% off", "%@", "%lld", "%d items", "%1$@ and %2$lld", "%2$lld for %1$@", "%5d", "%", "100%",
      "%@ %@", "%1$@ %1$lld", "%3$@", "%.2f", "%ld %@", "%s", "%@%", "%-5lld",
    ]
    let typeLists: [[FormatArgumentType?]] = [
      [], [.string], [.integer], [.string, .integer], [.integer, .string], [nil, .integer], [.string, nil, .string],
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let template = try? FormatTemplate(parsing: text)
      let countIsInteger = bytes.withUnsafeBufferPointer { FormatScanner.countIsInteger($0) }
      if countIsInteger, FormatTemplate.mayHavePlaceholders(text) {
        #expect(template != nil, "\(text)")
        #expect(template?.mismatches([.integer]).contains { $0.position == 1 } == false, "\(text)")
      }
      for types in typeLists {
        let fits = bytes.withUnsafeBufferPointer { bytes in
          types.withUnsafeBufferPointer { FormatScanner.fits(bytes, $0) }
        }
        if fits {
          #expect(!FormatTemplate.mayHavePlaceholders(text) || template != nil, "\(text) \(types)")
          #expect(template?.mismatches(types).isEmpty ?? true, "\(text) \(types)")
        }
      }
    }
  }
}
