import Foundation
import Testing
import _BenchCorpus

@testable import ThemeRuntime

/// Loading, fallback chains, evaluation, overrides and bad documents, on small documents
/// built here (the bundled ones are covered by the compiler's differential test).
@Suite struct ThemeCatalogTests {
  static let replies = StringForms(
    exact: [1: "1 reply"], below: [.init(limit: 1, text: "")], categories: [.other: "%lld replies"],
    cap: .init(from: 100, text: "99+ replies"))
  static let typing = StringForms(
    selector: .list, exact: [1: "%@ is typing...", 2: "%1$@ and %2$@ are typing..."],
    categories: [.other: "Several people are typing..."], emptyName: "Member")
  static let ruReplies = StringForms(
    below: [.init(limit: 1, text: "")],
    categories: [.one: "%lld ответ", .few: "%lld ответа", .many: "%lld ответов", .other: "%lld ответа"],
    cap: .init(from: 100, text: "99+ ответов"))
  static let signatures: [String: ClosureSignature] = [
    "Message_Replied_Users_Count": ClosureSignature(["Int", "Bool"]),
    "Channel_Typing": ClosureSignature(["[User]"]),
    "Message_Replied_To": ClosureSignature(["String", "String"]),
  ]

  static func document() -> StringsDocument {
    let en = LocaleStrings(
      pluralLocale: "en",
      sdk: [
        "Cancel": .text("Cancel"), "MessageThread.Menu.replyInThread": .text("Reply in thread"),
        "Message_Replied_Users_Count": .forms(replies), "Channel_Typing": .forms(typing),
        "Message_Replied_To": .text("%1$@ replied to %2$@"),
      ],
      app: [
        "greeting": .text("Hi %@"),
        "inbox": .forms(StringForms(categories: [.one: "%lld item", .other: "%lld items"])),
      ])
    let ru = LocaleStrings(
      pluralLocale: "ru", sdk: ["Cancel": .text("Отмена"), "Message_Replied_Users_Count": .forms(ruReplies)], app: [:])
    let pt = LocaleStrings(pluralLocale: "pt", sdk: ["Cancel": .text("Cancelar")], app: [:])
    return StringsDocument(
      sdkVersion: "3.35.1", baseLocale: "en", locales: ["en": en, "ru": ru, "pt": pt], signatures: signatures)
  }

  static func data<T: Encodable>(_ value: T) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try! encoder.encode(value)
  }

  static func catalog() throws -> ThemeCatalog {
    try ThemeCatalog(stringsData: data(document()), stylesData: data(styles()))
  }

  static func styles() -> StylesDocument {
    let theme = ThemeStyleSet(
      colors: ["primaryMain": "#742DDDFF"],
      fonts: ["body1": FontStyle(family: nil, size: 16, weight: "regular", lineHeight: 20)],
      icons: ["iconSend": IconStyle(asset: "iconSend", tint: nil, flipsForRTL: false)],
      variants: [
        "light": [
          "SBUMessageCellTheme": ["rightBackgroundColor": .color("#742DDDFF")],
          "SBUComponentTheme": [
            "backgroundColorAdaptive": .adaptive(base: .color("#FFFFFFFF"), liquidGlass: .color("#00000000"))
          ],
        ],
        "dark": ["SBUMessageCellTheme": ["rightBackgroundColor": .color("#C2A9FAFF")]],
      ])
    return StylesDocument(sdkVersion: "3.35.1", themes: ["sendbird": theme])
  }

  @Test func fallbackChains() throws {
    let catalog = try Self.catalog()
    #expect(catalog.fallbackChain(for: "pt-BR") == ["pt", "en"])
    #expect(catalog.fallbackChain(for: "pt_PT") == ["pt", "en"])
    #expect(catalog.fallbackChain(for: "ru") == ["ru", "en"])
    #expect(catalog.fallbackChain(for: "fr-CA") == ["en"])
    #expect(catalog.fallbackChain(for: "") == ["en"])
    #expect(catalog.string(.sdk("Cancel"), locale: "pt-BR") == "Cancelar")
    // A key the Portuguese table lacks comes from the base locale.
    #expect(catalog.string(.sdk("MessageThread.Menu.replyInThread"), locale: "pt-BR") == "Reply in thread")
    #expect(catalog.string(.sdk("Cancel"), locale: "fr") == "Cancel")
    #expect(catalog.string(.sdk("Nope"), locale: "en") == nil)
    #expect(catalog.string(.app("greeting"), locale: "ru", arguments: [.string("Ann")]) == "Hi Ann")
  }

  /// A parameterised string is not plain text, and arguments that do not fit give nil, not
  /// an empty or half-filled string.
  @Test func parameterisedStringsNeedFittingArguments() throws {
    let en = try Self.catalog().locale("en")
    let count = StringKey.sdk("Message_Replied_Users_Count")
    #expect(en.string(count) == nil)
    #expect(en.string(.sdk("Message_Replied_To")) == nil)
    #expect(en.string(count, arguments: [.string("1"), .bool(true)]) == nil)
    #expect(en.string(count, arguments: [.int(1)]) == nil)
    #expect(en.string(.sdk("Message_Replied_To"), arguments: [.string("A"), .int(2)]) == nil)
    #expect(en.string(.sdk("Channel_Typing"), arguments: [.int(2)]) == nil)
    #expect(en.string(count, arguments: [.uint(1), .bool(true)]) == "1 reply")
    #expect(en.string(.app("greeting")) == nil)
    #expect(en.string(.app("greeting"), arguments: [.int(1)]) == nil)
    #expect(en.string(.app("greeting"), arguments: [.string("Ann")]) == "Hi Ann")
    #expect(en.string(.app("inbox"), arguments: [.string("2")]) == nil)
    #expect(en.string(.app("inbox"), arguments: [.int(2)]) == "2 items")
  }

  /// One rule for `%` in app strings: `%%` is a percent sign, with placeholders or without.
  @Test func aDoublePercentIsAPercentSign() throws {
    let document = StringsDocument(
      sdkVersion: "3.35.1", baseLocale: "en",
      locales: [
        "en": LocaleStrings(
          pluralLocale: "en", sdk: [:], app: ["sure": .text("100%% sure"), "left": .text("%lld left, 50%%")])
      ])
    let en = ThemeCatalog(strings: document).locale("en")
    #expect(en.string(.app("sure")) == "100% sure")
    #expect(en.string(.app("left"), arguments: [.int(3)]) == "3 left, 50%")
  }

  /// The generated accessors' path: a key's number through a handle reads what the key
  /// reads, in the strings that handle was made with (each handle holds its own; none is
  /// kept anywhere else: a handle dropped frees its strings).
  @Test func handlesReadByNumberTheirOwnStrings() throws {
    let catalog = try Self.catalog()
    let keys = StringKeys(sdk: "Cancel\nMessage_Replied_Users_Count", app: "")
    var handle: StringsHandle? = StringsHandle(catalog.locale("en"), keys: keys)
    #expect(handle?.sdkText(0) == catalog.locale("en").string(.sdk("Cancel")))
    #expect(handle?.sdk(1, .int(42), .bool(true)) == "42 replies")
    let other = StringKeys(sdk: "Message_Replied_Users_Count", app: "")
    #expect(StringsHandle(catalog.locale("en"), keys: other).sdk(0, .int(1), .bool(true)) == "1 reply")
    weak var strings: LocalizedStrings?  // `weak let` is Swift 6.2; Xcode 16.4 has 6.1
    strings = handle?.view.strings
    #expect(strings != nil)
    handle = nil
    #expect(strings == nil)
  }

  @Test func closuresEvaluateLikeTheSDK() throws {
    let en = try Self.catalog().locale("en")
    let count = StringKey.sdk("Message_Replied_Users_Count")
    #expect(en.string(count, arguments: [.int(0), .bool(true)]) == "")
    #expect(en.string(count, arguments: [.int(1), .bool(true)]) == "1 reply")
    #expect(en.string(count, arguments: [.int(42), .bool(true)]) == "42 replies")
    #expect(en.string(count, arguments: [.int(150), .bool(true)]) == "99+ replies")
    #expect(en.string(count, arguments: [.int(150), .bool(false)]) == "150 replies")
    let typing = StringKey.sdk("Channel_Typing")
    #expect(en.string(typing, arguments: [.names(["A"])]) == "A is typing...")
    #expect(en.string(typing, arguments: [.names(["A", ""])]) == "A and Member are typing...")
    #expect(en.string(typing, arguments: [.names(["A", "B", "C"])]) == "Several people are typing...")
    #expect(en.string(.sdk("Message_Replied_To"), arguments: [.string("A"), .string("B")]) == "A replied to B")
    let ru = try Self.catalog().locale("ru")
    #expect(
      [1, 2, 5, 21, 22, 25, 111].map { ru.string(count, arguments: [.int($0), .bool(true)])! } == [
        "1 ответ", "2 ответа", "5 ответов", "21 ответ", "22 ответа", "25 ответов", "99+ ответов",
      ])
  }

  @Test func loadsFromFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let strings = directory.appendingPathComponent("strings.json")
    let styles = directory.appendingPathComponent("styles.json")
    try Self.data(Self.document()).write(to: strings)
    try Self.data(Self.styles()).write(to: styles)
    let catalog = try ThemeCatalog(stringsURL: strings, stylesURL: styles)
    #expect(catalog.string(.sdk("Cancel"), locale: "ru") == "Отмена")
    #expect(catalog.themes == ["sendbird"])
    let missing = directory.appendingPathComponent("missing.json")
    #expect {
      try ThemeCatalog(stringsURL: missing)
    } throws: { error in
      guard case .unreadable(let detail)? = error as? RuntimeError else { return false }
      return detail.hasPrefix(missing.path)
    }
  }

  @Test func schemaVersions() throws {
    var json = try #require(JSONSerialization.jsonObject(with: Self.data(Self.document())) as? [String: Any])
    json["schemaVersion"] = "2.0"
    #expect(
      throws: RuntimeError.unsupportedSchemaVersion(
        found: .init(major: 2, minor: 0), supported: StringsDocument.currentSchemaVersion)
    ) {
      try ThemeCatalog(stringsData: try JSONSerialization.data(withJSONObject: json))
    }
    // A newer minor version adds fields old readers ignore.
    json["schemaVersion"] = "1.7"
    json["addedInOneSeven"] = ["anything": [1, 2, 3]]
    let newer = try ThemeCatalog(stringsData: try JSONSerialization.data(withJSONObject: json))
    #expect(newer.string(.sdk("Cancel"), locale: "ru") == "Отмена")
  }

  @Test(arguments: [
    "", "{", "[]", "null", "{\"schemaVersion\": 1}", "{\"schemaVersion\": \"1.0\"}",
    "{\"schemaVersion\": \"x.y\", \"locales\": {}}",
  ])
  func malformedDocumentsAreErrors(text: String) {
    #expect(throws: RuntimeError.self) { try ThemeCatalog(stringsData: Data(text.utf8)) }
  }

  /// A locale is decoded when first read, at the lines the document's index gives: a
  /// malformed one loads, reads as missing (its lookups fall back), and `validate()` reports
  /// it. Without the index (schema 1.0) the document is decoded whole, and the same locale
  /// is an error at once.
  @Test func aMalformedLocaleIsFoundWhenRead() throws {
    let locales = """
      {"schemaVersion": "1.1", "sdkVersion": "3.35.1", "cldrVersion": "47", "baseLocale": "en", "locales": {
        "de": {"pluralLocale": "de", "sdk": {"a": {"forms": {"categories": {"one": "x"}}}}, "app": {}},
        "en": {"pluralLocale": "en", "sdk": {"Cancel": {"text": "Cancel"}}, "app": {}}
      },
      """
    let catalog = try ThemeCatalog(
      stringsData: Data((locales + "\n\"localeLines\": {\"de\": [2, 1], \"en\": [3, 1]}\n}").utf8))
    #expect(catalog.locales == ["de", "en"])
    #expect(catalog.locale("de").tags == ["en"])
    #expect(catalog.string(.sdk("Cancel"), locale: "de") == "Cancel")
    #expect(throws: RuntimeError.malformed("locale 'de' does not decode")) { try catalog.validate() }
    #expect(throws: RuntimeError.self) {
      try ThemeCatalog(stringsData: Data((locales.dropLast() + "}").utf8))
    }
  }

  /// The index places locales by lines, so the file (indented) and the generated Swift's
  /// literal of it (indentation stripped) read alike; an index that does not fit the
  /// document (lines past its end, overlapping or apart, not numbers) is not followed: the
  /// document is decoded whole.
  @Test func localesAreReadAtTheLinesTheIndexGives() throws {
    let body = """
      {"schemaVersion": "1.1", "sdkVersion": "3.35.1", "cldrVersion": "47", "baseLocale": "en",
      "locales": {
      "en": {"pluralLocale": "en", "sdk": {"Cancel": {"text": "Cancel"}}, "app": {}},
      "ru": {"pluralLocale": "ru", "sdk": {"Cancel": {"text": "Отмена"}}, "app": {}}
      },
      """
    for (index, lines) in [
      ("\"localeLines\": {\"en\": [3, 1], \"ru\": [4, 1]}", true),
      ("\"localeLines\": {\"en\": [3, 1], \"ru\": [40, 1]}", false),
      ("\"localeLines\": {\"en\": [3, 2], \"ru\": [4, 1]}", false),
      ("\"localeLines\": {\"en\": [3, 1], \"ru\": [5, 1]}", false),
      ("\"localeLines\": {\"en\": [3, 1], \"ru\": [9223372036854775807, 2]}", false),
      ("\"localeLines\": {\"en\": [\"3\"]}", false),
      // An index that fits but lies (issue 47): it covers no locale, or leaves one out.
      ("\"localeLines\": {}", false),
      ("\"localeLines\": {\"en\": [3, 1]}", false),
      ("\"localeLines\": {\"ru\": [4, 1]}", false),
    ] {
      for indent in ["", "    "] {
        let text = (body + "\n" + index + "\n}").split(separator: "\n").map { indent + $0 }.joined(separator: "\n")
        let catalog = try ThemeCatalog(stringsData: Data(text.utf8))
        #expect(LocaleLines(Data(text.utf8)) != nil || !lines, "\(index)")
        #expect(catalog.string(.sdk("Cancel"), locale: "ru") == "Отмена", "\(index)")
        #expect(catalog.string(.sdk("Cancel"), locale: "en") == "Cancel", "\(index)")
        #expect(catalog.locales == ["en", "ru"], "\(index)")
        #expect(throws: Never.self) { try catalog.validate() }
      }
    }
  }

  /// Random byte damage to a valid document: an error or a catalogue, never a crash.
  @Test func damagedDocumentsNeverCrash() {
    let valid = [UInt8](Self.data(Self.document()))
    var generator = SplitMix(seed: 7)
    for _ in 0..<300 {
      var bytes = valid
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
      }
      if let catalog = try? ThemeCatalog(stringsData: Data(bytes)) {
        for locale in catalog.locales {
          _ = catalog.string(.sdk("Message_Replied_Users_Count"), locale: locale, arguments: [.int(3), .bool(true)])
        }
      }
    }
  }

  /// A document or an override that is not JSON is rejected at the line and column of its
  /// first problem (Foundation's decoder says only that it is not valid JSON; issue 47).
  @Test func jsonThatIsNotJSONSaysWhere() throws {
    let store = ThemeStore(try Self.catalog())
    let override = "{\"schemaVersion\": \"1.0\",\n  \"locales\": {\"de\": tru}}"
    #expect(
      throws: OverrideRejection(problems: [
        "malformed document: not JSON: line 2, column 21: expected true or false for a value, found 't'"
      ])
    ) { try store.apply(stringsOverride: Data(override.utf8)) }
    #expect(
      throws: RuntimeError.malformed(
        "not JSON: line 1, column 3: expected a member name in quotes in a value, found 's'")
    ) {
      try ThemeCatalog(stringsData: Data("{ schemaVersion: 1 }".utf8))
    }
    #expect(
      throws: RuntimeError.malformed(
        "not JSON: line 3, column 1: expected ',' or '}' in a value, found the end of the document")
    ) {
      try ThemeCatalog(stylesData: Data("{\"schemaVersion\": \"1.0\",\n\"themes\": {}\n".utf8))
    }
  }

  @Test func invalidOverrideIsRejectedWhole() throws {
    let store = ThemeStore(try Self.catalog())
    var update = Self.document()
    update.locales = [
      "en": LocaleStrings(
        pluralLocale: "en",
        sdk: [
          "Cancel": .text("Stop"),  // valid on its own: must not be applied either
          "Cancle": .text("x"),
          "Message_Replied_To": .text("%1$lld replied"),
        ], app: ["greeting": .text("Hello %lld")]),
      "ru": LocaleStrings(
        pluralLocale: "ru",
        sdk: ["Message_Replied_Users_Count": .forms(StringForms(categories: [.one: "%lld ответ", .other: "%lld"]))],
        app: [:]),
    ]
    #expect(
      throws: OverrideRejection(problems: [
        "en: expected an SDK key of the catalogue, found 'Cancle'",
        "en: 'Message_Replied_To' text: expected a string argument at position 1, found an integer placeholder",
        "en: 'greeting': expected a string argument at position 1 as in base locale 'en', found an integer placeholder",
        "ru: 'Message_Replied_Users_Count' has no 'few' form, which locale 'ru' needs",
        "ru: 'Message_Replied_Users_Count' has no 'many' form, which locale 'ru' needs",
      ])
    ) {
      try store.apply(stringsOverride: Self.data(update))
    }
    #expect(store.current.string(.sdk("Cancel"), locale: "en") == "Cancel")
    #expect(throws: OverrideRejection.self) { try store.apply(stringsOverride: Data("{".utf8)) }
    #expect(store.current.string(.sdk("Cancel"), locale: "en") == "Cancel")
  }

  @Test func validOverrideIsMergedKeyByKey() throws {
    let store = ThemeStore(try Self.catalog())
    var update = Self.document()
    update.locales = [
      "ru": LocaleStrings(pluralLocale: "ru", sdk: ["Cancel": .text("Отменить")], app: [:]),
      "pt-BR": LocaleStrings(
        pluralLocale: "pt", sdk: ["Message_Replied_To": .text("%1$@ respondeu a %2$@")], app: [:]),
    ]
    try store.apply(stringsOverride: Self.data(update))
    let catalog = store.current
    #expect(catalog.string(.sdk("Cancel"), locale: "ru") == "Отменить")
    #expect(
      catalog.string(.sdk("Message_Replied_Users_Count"), locale: "ru", arguments: [.int(5), .bool(true)])
        == "5 ответов")
    // A new locale starts from its fallback chain.
    #expect(catalog.fallbackChain(for: "pt-BR") == ["pt-BR", "pt", "en"])
    #expect(catalog.string(.sdk("Cancel"), locale: "pt-BR") == "Cancelar")
    #expect(
      catalog.string(.sdk("Message_Replied_To"), locale: "pt-BR", arguments: [.string("A"), .string("B")])
        == "A respondeu a B")
  }

  @Test func stylesLookupAndOverrides() throws {
    let store = ThemeStore(try Self.catalog())
    let catalog = store.current
    #expect(catalog.themes == ["sendbird"])
    #expect(
      catalog.color("primaryMain", theme: "sendbird")
        == RGBAColor(red: 0x74 / 255, green: 0x2D / 255, blue: 0xDD / 255, alpha: 1))
    #expect(
      catalog.color("SBUMessageCellTheme", "rightBackgroundColor", variant: .dark, theme: "sendbird")
        == RGBAColor(hex: "#C2A9FAFF"))
    #expect(
      catalog.color(
        "SBUComponentTheme", "backgroundColorAdaptive", variant: .light, theme: "sendbird", liquidGlass: true)
        == RGBAColor(hex: "#00000000"))
    #expect(catalog.font("body1", theme: "sendbird")?.lineHeight == 20)
    var bad = Self.styles()
    bad.themes["sendbird"]!.colors = ["primaryMian": "#000000FF", "primaryMain": "#12"]
    bad.themes["sendbird"]!.variants = [
      "light": [
        "SBUMessageCellTheme": [
          "rightBackgroundColor": .font(FontStyle(family: nil, size: 1, weight: "bold", lineHeight: nil))
        ]
      ]
    ]
    #expect(
      throws: OverrideRejection(problems: [
        "sendbird: expected '#RRGGBBAA' for 'primaryMain', found '#12'",
        "sendbird: expected an SBUColorSet colour, found 'primaryMian'",
        "sendbird: light.SBUMessageCellTheme.rightBackgroundColor: expected a colour, found a font",
      ])
    ) { try store.apply(stylesOverride: Self.data(bad)) }
    #expect(store.current.color("primaryMain", theme: "sendbird") == catalog.color("primaryMain", theme: "sendbird"))
    var good = Self.styles()
    good.themes["sendbird"]!.colors = ["primaryMain": "#0B5CD5FF"]
    good.themes["sendbird"]!.variants = ["dark": ["SBUMessageCellTheme": ["rightBackgroundColor": .color("#000000FF")]]]
    try store.apply(stylesOverride: Self.data(good))
    #expect(store.current.color("primaryMain", theme: "sendbird") == RGBAColor(hex: "#0B5CD5FF"))
    #expect(
      store.current.color("SBUMessageCellTheme", "rightBackgroundColor", variant: .dark, theme: "sendbird")
        == RGBAColor(hex: "#000000FF"))
    #expect(
      store.current.color("SBUMessageCellTheme", "rightBackgroundColor", variant: .light, theme: "sendbird")
        == RGBAColor(hex: "#742DDDFF"))
  }

  /// A document's forms may count another argument than the first (`"count": 2`); a count
  /// argument out of range is rejected, never trusted.
  @Test func formsCountTheArgumentTheyName() throws {
    let forms = try JSONDecoder().decode(
      StringForms.self, from: Data(#"{"categories": {"other": "%1$@: %2$lld"}, "count": 2}"#.utf8))
    #expect(forms.countArgument == 2)
    #expect(
      throws: DecodingError.self,
      performing: {
        try JSONDecoder().decode(StringForms.self, from: Data(#"{"categories": {"other": "x"}, "count": 0}"#.utf8))
      })
    let encoded = try JSONEncoder().encode(forms)
    #expect(String(decoding: encoded, as: UTF8.self).contains("\"count\":2"))
  }
}
