import Testing
import ThemeTestSupport

/// Lint sees what the app would show (issue 52): a translated SDK text that drops the
/// base's placeholder, a plural translated as `other` alone, a translation without the
/// base's cap or its forms that show nothing.
@Suite struct WhatTheAppShowsTests {
  static let base = """
    MessageInput_Reply_To: ‹b2›"Reply to %@"
    ‹b3›Channel_New_Message:
      one: "%lld new message"
      other: "%lld new messages"
      "<1": ""
      cap: {from: 100, text: "99+ new messages"}
    app:
      cart.items:
        one: "%lld item"
        other: "%lld items"

    """

  @Test func aTranslatedSDKTextThatDropsItsPlaceholder() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": Self.base,
      "de.strings.yaml": "MessageInput_Reply_To: ‹1›\"Antwort\"\n",
    ])
    #expect(
      found.filter { $0.contains("placeholder.") }
        == placing([
          "‹1›: warning: expected a string placeholder for argument 1 of 'MessageInput_Reply_To' as in base locale 'en', found none; the translation leaves out what it shows [placeholder.dropped]\n‹b2›: note: the base text is here"
        ]))
  }

  @Test func aPluralOfOtherAloneWhereTheLocaleNeedsMore() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": Self.base,
      "ru.strings.yaml": "app:\n  ‹1›cart.items:\n    other: \"%lld товаров\"\n",
      // Japanese needs 'other' alone; German's one text for every count is its choice.
      "ja.strings.yaml": "app:\n  cart.items:\n    other: \"%lld 個\"\n",
      "de.strings.yaml": "app:\n  cart.items: \"%lld Artikel\"\n",
    ])
    #expect(
      found.filter { $0.contains("plural.missing-category") }
        == placing([
          "‹1›: error: 'app.cart.items' has no 'one', 'few', 'many' forms, which locale 'ru' needs; one text for every count shows it wrong for some [plural.missing-category]"
        ]))
  }

  @Test func aTranslationWithoutTheBasesCapOrEmptyForm() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": Self.base,
      "de.strings.yaml": """
      ‹1›Channel_New_Message:
        one: "%lld neue Nachricht"
        other: "%lld neue Nachrichten"
      app:
        cart.items:
          one: "%lld Artikel"
          other: "%lld Artikel"

      """,
      "fr.strings.yaml": """
      ‹2›Channel_New_Message:
        one: "%lld nouveau message"
        other: "%lld nouveaux messages"
        many: "%lld nouveaux messages"
        "<1": ""
        cap: {from: 100, text: "99+ nouveaux messages"}

      """,
    ])
    #expect(
      found.filter { $0.contains("plural.missing-form") }
        == placing([
          "‹1›: warning: expected a '<1' form for 'Channel_New_Message' as in base locale 'en', which shows nothing, found none; those counts show the translation's other forms [plural.missing-form]\n‹b3›: note: the base's forms are here",
          "‹1›: warning: expected a 'cap' form for 'Channel_New_Message' as in base locale 'en', which shows '99+ new messages' from 100, found none; those counts show the translation's other forms [plural.missing-form]\n‹b3›: note: the base's forms are here",
        ]))
  }
}
