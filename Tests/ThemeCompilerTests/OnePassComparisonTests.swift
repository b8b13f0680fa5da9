import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeYAML
import _BenchCorpus

/// A translation in one file is compared with the base as it is lowered; one in several
/// files is lowered file by file, merged and compared afterwards. Both must find the same.
@Suite struct OnePassComparisonTests {
  func parsed(_ path: String, _ text: String) -> YAMLTree? {
    parseYAMLTree(SourceFile(path: path, text: text)).tree
  }

  /// The findings, for the caller to check the fixture found what it is about, and how
  /// many texts were kept as spans.
  @discardableResult
  func expectSameFindings(base en: String, translation: (path: String, text: String)) -> (
    found: [Diagnostic], spanCount: Int
  ) {
    let catalog = StringCatalog.sendbirdUIKit
    let (baseFile, _) = lowerStrings(
      parsed("en.strings.yaml", en), locale: "en", path: "en.strings.yaml", catalog: catalog)
    let table = BaseTable(baseFile)
    let locale = String(translation.path.split(separator: "/").last!.dropLast(".strings.yaml".count))
    let root = parsed(translation.path, translation.text)
    let (onePass, onePassFound, onePassAligned) = lowerStrings(
      root, locale: locale, path: translation.path, catalog: catalog, against: table)
    let (twoPass, twoPassLowered) = lowerStrings(
      root, locale: locale, path: translation.path, catalog: catalog,
      expected: (table.sdk.count, table.app.count))
    let compared = validateAgainstBase(twoPass, base: table)
    let render = { (found: [Diagnostic]) in found.sortedDistinct().map(\.rendered) }
    #expect(render(onePassFound) == render(twoPassLowered + compared.diagnostics), "\(translation.path)")
    #expect(onePassFound.count == twoPassLowered.count + compared.diagnostics.count)
    #expect(onePass.app.keys.sorted() == twoPass.app.keys.sorted())
    #expect(onePass.sdk.keys.sorted() == twoPass.sdk.keys.sorted())
    // The same definitions at the same positions.
    let keys = { (aligned: AlignedStrings) in
      (aligned.sdk.map { $0?.key.value }, aligned.app.map { $0?.key.value })
    }
    #expect(keys(onePassAligned) == keys(compared.aligned))
    let spanCount = expectSamePlacement(
      alignedOnly: lowerStrings(
        root, locale: locale, path: translation.path, catalog: catalog, against: table, alignedOnly: true),
      asDefinitions: (onePassFound, onePassAligned), base: table)
    return (onePassFound, spanCount)
  }

  /// Aligned only (app texts that need no finding kept as spans, `TextSpans`, other app
  /// strings only placed): the same findings, and at each base position the same
  /// definition, or a plain text with the definition's text.
  /// Returns how many texts were kept as spans.
  @discardableResult
  func expectSamePlacement(
    alignedOnly: (StringsFile, [Diagnostic], AlignedStrings),
    asDefinitions: ([Diagnostic], AlignedStrings), base table: BaseTable,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Int {
    let (_, found, aligned) = alignedOnly
    let (expectedFound, expected) = asDefinitions
    let render = { (found: [Diagnostic]) in found.sortedDistinct().map(\.rendered) }
    #expect(render(found) == render(expectedFound), sourceLocation: sourceLocation)
    #expect(found.count == expectedFound.count, sourceLocation: sourceLocation)
    var spanCount = 0
    for position in 0..<table.sdk.count {
      guard let spans = aligned.sdkSpans, spans.contains(position) else {
        #expect(aligned.sdk[position]?.key.value == expected.sdk[position]?.key.value, sourceLocation: sourceLocation)
        continue
      }
      spanCount += 1
      #expect(aligned.sdk[position] == nil, sourceLocation: sourceLocation)
      guard case .text(let definition)? = expected.sdk[position]?.value else {
        Issue.record("\(table.sdk.keys[position]) is kept as a span but is no text", sourceLocation: sourceLocation)
        continue
      }
      #expect(
        spans.withText(at: position) { String(decoding: $0, as: UTF8.self) } == definition.value,
        sourceLocation: sourceLocation)
    }
    for position in 0..<table.app.count {
      guard let spans = aligned.spans, spans.contains(position) else {
        #expect(aligned.app[position]?.key.value == expected.app[position]?.key.value, sourceLocation: sourceLocation)
        continue
      }
      spanCount += 1
      #expect(aligned.app[position] == nil, sourceLocation: sourceLocation)
      if spans.isForms(position) {
        // Forms of categories alone, each form's text kept as a span.
        guard case .forms(let forms)? = expected.app[position]?.value, forms.exact.isEmpty, forms.below.isEmpty,
          forms.cap == nil, forms.offset == 0, forms.emptyName == nil
        else {
          Issue.record(
            "\(table.app.keys[position]) is kept as forms but is no forms of categories alone",
            sourceLocation: sourceLocation)
          continue
        }
        let texts = spans.withForms(at: position) { kept in
          PluralCategory.allCases.map { kept[$0].map { String(decoding: $0, as: UTF8.self) } }
        }
        #expect(texts == PluralCategory.allCases.map { forms.categories[$0]?.value }, sourceLocation: sourceLocation)
        continue
      }
      let text = spans.withText(at: position) { String(decoding: $0, as: UTF8.self) }
      guard case .text(let definition)? = expected.app[position]?.value else {
        Issue.record("\(table.app.keys[position]) is kept as a span but is no text", sourceLocation: sourceLocation)
        continue
      }
      #expect(text == definition.value, sourceLocation: sourceLocation)
    }
    return spanCount
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

  /// Aligned only, app texts kept as spans next to those that need a definition: repeats in every order,
  /// texts equal to the base's by bytes or only by canonical equivalence, other scripts,
  /// control characters, block scalars, empty and null texts, non-ASCII keys, keys the base
  /// lacks, listed and stale `same-as-base` entries, an alias; templates whose
  /// placeholders take the base's types (reordered, fewer, `%%` alone, against the base's
  /// forms), and ones that take others, do not parse, or equal the base's text; forms of
  /// the locale's categories (kept as spans, one given again), and forms with fewer or more
  /// categories, an exact form, a string count, a bad or a control text, a category twice.
  @Test func alignedOnlyFindsTheSameAsDefinitions() {
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
          other: "%5d Limetten"
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
    let (found, spanCount) = expectSameFindings(base: en, translation: ("de.strings.yaml", de))
    // title, save, cyrillic, block, empty, anchored, dup.x, dup.y, dup.w, and the
    // templates whose placeholders take the base's types: greet, pair, percent,
    // things (the base's forms give position 1 its type); and forms of the locale's
    // categories: apples, fruit.box.
    // (count and fewer leave out an argument of the base's: placeholder.dropped, so they
    // are lowered, not kept as spans.)
    #expect(spanCount == 15)
    let codes = Set(found.map(\.code))
    #expect(
      codes.isSuperset(of: [
        "string.same-as-base", "string.same-as-base-stale", "string.unsafe", "locale.duplicate-key", "key.not-in-base",
        "string.missing", "placeholder.base-mismatch", "placeholder.invalid", "placeholder.mismatch",
        "plural.unused-category",
      ]), "\(codes)")
    // Forms kept as spans are found at their position when their path is given again.
    #expect(found.contains { $0.code == "locale.duplicate-key" && $0.message.contains("'fruit.box' again") })
    // `w` given twice is the reader's finding (`yaml.duplicate-key`): neither way reports
    // it again as the same path set twice.
    #expect(!found.contains { $0.code == "locale.duplicate-key" && $0.message.contains("'dup.w'") })
    // Repeats whose first is a span, and a definition (both ways).
    for key in ["dup.x", "dup.y", "dup.z"] {
      #expect(found.contains { $0.code == "locale.duplicate-key" && $0.message.contains("'\(key)' again") }, "\(key)")
    }
    // Stale `same-as-base` entries: a text kept as a span, one defined, one the base lacks
    // (all three translations), one missing.
    let stale = found.filter { $0.code == "string.same-as-base-stale" }.map(\.message)
    #expect(stale.count == 4, "\(stale)")
    #expect(stale.filter { $0.hasSuffix("found a translation") }.count == 3, "\(stale)")
    // The text equal to the base's only by canonical equivalence is noted, as by bytes.
    #expect(found.contains { $0.code == "string.same-as-base" && $0.message.contains("'cafe'") })
  }

  /// SDK texts kept as spans next to those that need a definition: nested and dotted
  /// paths, a repeat, an alias after a span, texts equal to the base's (listed or not),
  /// an empty text, a control character, a closure, a deprecated member, a key the base
  /// lacks, a stale `same-as-base` entry.
  @Test func sdkTextsAsSpans() {
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
    let (found, spanCount) = expectSameFindings(base: en, translation: ("de.strings.yaml", de))
    // Cancel, Copy (whose stale `same-as-base` entry the span answers), both
    // replyInThread, GroupChannel.Preview.voice, Empty_No_Messages,
    // ChannelSettings_Header_Title.
    #expect(spanCount == 7)
    let codes = Set(found.map(\.code))
    #expect(
      codes.isSuperset(of: [
        "string.same-as-base", "string.same-as-base-stale", "string.empty", "string.unsafe", "locale.duplicate-key",
        "key.alias-conflict", "key.not-in-base", "key.deprecated", "string.missing",
      ]), "\(codes)")
    // The repeat and the alias find the span they come after.
    #expect(
      found.contains {
        $0.code == "locale.duplicate-key" && $0.message.contains("'MessageThread.Menu.replyInThread' again")
      })
    #expect(found.contains { $0.code == "key.alias-conflict" && $0.message.contains("'GroupChannel.Preview.voice'") })
    #expect(found.contains { $0.code == "string.same-as-base-stale" && $0.message.contains("'Copy'") })
  }

  @Test func generatedCorpus() {
    let corpus = Corpus.strings("small", locales: 5, keys: 300)
    let base = corpus.files.first { $0.path.hasSuffix("/en.strings.yaml") }!
    for file in corpus.files where file.path.hasSuffix(".strings.yaml") && file.path != base.path {
      let (_, spanCount) = expectSameFindings(base: base.text, translation: (file.path, file.text))
      // Nearly every string is a span: of the corpus's 300, 62% are text without
      // placeholders, 22% printf templates, which take the base's types, and 13% plurals
      // of the locale's categories (without them, at most 255).
      #expect(spanCount > 270, "\(file.path): \(spanCount)")
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
    let codes = Set(expectSameFindings(base: en, translation: ("de.strings.yaml", de)).found.map(\.code))
    #expect(
      codes.isSuperset(of: [
        "string.missing", "key.not-in-base", "string.same-as-base", "string.same-as-base-stale",
        "placeholder.base-mismatch",
      ]), "\(codes)")
    expectSameFindings(base: en, translation: ("fr.strings.yaml", "app: [broken\n"))
    expectSameFindings(base: en, translation: ("ja.strings.yaml", ""))
  }
}
