import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeTestSupport
import ThemeYAML
import _BenchCorpus

/// One fixture per rule, with its exact text and position.
@Suite struct DiagnosticTests {
  let base = "Cancel: Cancel\nMessage_Replied_Users_Count:\n  one: \"%lld reply\"\n  other: \"%lld replies\"\n"

  /// Fixtures of the base locale alone: the YAML and every diagnostic it must produce.
  static let baseLocaleFixtures: [(yaml: String, expected: [String])] = [
    (
      "‹1›Canel: x\n",
      [
        "‹1›: error: expected an SBUStringSet member, found 'Canel'; did you mean 'Cancel'? [key.unknown]"
      ]
    ),
    (
      // A member and its alias both set: the second is reported, with the first as a note.
      "GroupChannel:\n  Preview:\n    ‹2›voice: Voice\nVoiceMessage:\n  Preview:\n    ‹1›channelList: Voice message\n",
      [
        "‹1›: error: expected one value for 'GroupChannel.Preview.voice', found 'VoiceMessage.Preview.channelList' setting it again [key.alias-conflict]\n‹2›: note: 'GroupChannel.Preview.voice' sets it here"
      ]
    ),
    (
      "‹1›MemberList_Me: Me\n",
      [
        "‹1›: error: expected a current member, found 'MemberList_Me', which is deprecated; use 'UserList_Me' [key.deprecated]"
      ]
    ),
    (
      "Mention:\n  ‹1›Trigger_Key: \"#\"\n",
      [
        "‹1›: error: expected a settable member, found 'Mention.Trigger_Key', which is a constant (let) or get-only [key.not-settable]"
      ]
    ),
    (
      "Cancel:\n  ‹1›one: x\n",
      [
        "‹1›: error: expected a string for 'Cancel', found a mapping [key.shape]"
      ]
    ),
    (
      "Message_Replied_To: \"‹1›%d replied to %@\"\n",
      [
        "‹1›: error: expected a string ('%@') for argument 1 of 'Message_Replied_To', found an integer placeholder [placeholder.mismatch]"
      ]
    ),
    (
      "MessageInput_Reply_To: \"%1$@ ‹1›%2$@\"\n",
      [
        "‹1›: error: expected at most 1 argument for the closure of 'MessageInput_Reply_To', found a placeholder for argument 2 [placeholder.mismatch]"
      ]
    ),
    (
      "MessageInput_Reply_To: ‹1›\"R\\u00e9ply to %p\"\n",
      [
        "‹1›: error: expected a placeholder for a value, found '%p', which prints a memory address [placeholder.invalid]"
      ]
    ),
    (
      "MessageInput_Reply_To: Réply to ‹1›%p\n",
      [
        "‹1›: error: expected a placeholder for a value, found '%p', which prints a memory address [placeholder.invalid]"
      ]
    ),
    (
      "MessageInput_Reply_To: \"Reply to ‹1›%p\"\n",
      [
        "‹1›: error: expected a placeholder for a value, found '%p', which prints a memory address [placeholder.invalid]"
      ]
    ),
    (
      "Message_Replied_Users_Count:\n  one: a\n  ‹1›few: b\n  other: c\n",
      [
        "‹1›: warning: expected only categories that locale 'en' selects for the counts this string shows (one, other), found 'few' [plural.unused-category]"
      ]
    ),
    (
      "‹1›Message_Replied_Users_Count:\n  one: a\n  ‹2›onee: b\n",
      [
        "‹1›: error: expected an 'other' form, which every plural needs [plural.missing-other]",
        "‹2›: error: expected a CLDR category, '=N', '<N', 'cap' or 'offset', found 'onee'; did you mean 'one'? [plural.invalid-selector]",
      ]
    ),
    (
      "Cancel: ‹1›\"\"\nOK: ‹2›\"O\\0K\"\n",
      [
        "‹1›: warning: expected text for 'Cancel', found an empty string [string.empty]",
        "‹2›: error: expected displayable text, found the control character U+0000 [string.unsafe]",
      ]
    ),
  ]

  /// Each fixture marks where its diagnostics point (`‹1›`), in the YAML itself.
  @Test(arguments: baseLocaleFixtures)
  func baseLocaleRule(yaml: String, expected: [String]) {
    let marked = MarkedText(yaml)
    #expect(diagnostics(["en.strings.yaml": marked.text]) == expected.map { marked.placing($0, in: "en.strings.yaml") })
  }

  @Test func missingPluralCategory() {
    let ru =
      "‹1›Message_Replied_Users_Count:\n  one: \"%lld ответ\"\n  few: \"%lld ответа\"\n  other: \"%lld ответа\"\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": base, "ru.strings.yaml": ru])
    #expect(
      found.filter { !$0.contains("string.") }
        == placing([
          "‹1›: error: 'Message_Replied_Users_Count' has no 'many' form, which locale 'ru' needs [plural.missing-category]"
        ]))
  }

  /// Plural requirements by reach (issue 64): a category an `Int` count first selects at a
  /// million (French `many`) is a warning naming that count; an empty form the locale
  /// selects (Russian `one: ""`: 1, 21, 31 would show nothing) is an error.
  @Test func pluralRequirementsByReach() {
    let fr = "‹1›Message_Replied_Users_Count:\n  one: \"%lld réponse\"\n  other: \"%lld réponses\"\n"
    let ru =
      "Message_Replied_Users_Count:\n  one: ‹2›\"\"\n  few: \"%lld ответа\"\n  many: \"%lld ответов\"\n  other: \"%lld ответа\"\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": base, "fr.strings.yaml": fr, "ru.strings.yaml": ru])
    #expect(
      found.filter { !$0.contains("string.") }
        == placing([
          "‹1›: warning: 'Message_Replied_Users_Count' has no 'many' form, which locale 'fr' selects first for 1000000; counts that large show the 'other' form [plural.missing-form]",
          "‹2›: error: expected text in the 'one' form of 'Message_Replied_Users_Count', which locale 'ru' selects (for 1 first), found it empty; those counts would show nothing [plural.missing-category]",
        ]))
  }

  @Test func crossLocaleRules() {
    let en = "Cancel: Cancel\n‹b1›Message_Replied_Users_Count:\n  one: \"%lld reply\"\n  other: \"%lld replies\"\n"
    let de = "‹1›Cancel: ‹2›Cancel\n‹3›OK: OK\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": de])
    #expect(
      found
        == placing([
          "‹1›: warning: expected SDK key 'Message_Replied_Users_Count' as in base locale 'en', found none; the base text is used [string.missing]\n‹b1›: note: 'Message_Replied_Users_Count' is defined here",
          "‹2›: note: expected a translation of 'Cancel', found the base locale's text 'Cancel'; list it under 'same-as-base' if that is meant [string.same-as-base]",
          "‹3›: error: expected only keys of base locale 'en', found SDK key 'OK' [key.not-in-base]",
        ]))
  }

  /// `same-as-base:` silences the note for the keys it lists, and warns about stale entries.
  @Test func sameAsBaseList() {
    let en = "Cancel: Cancel\nOK: OK\nSettings: Settings\napp:\n  brand: Acme\n"
    let de =
      "same-as-base: [OK, app.brand, ‹1›Settings, ‹2›Retry]\nCancel: ‹3›Cancel\nOK: OK\nSettings: Einstellungen\napp:\n  brand: Acme\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": de])
    #expect(
      found
        == placing([
          "‹1›: warning: expected 'Settings' under 'same-as-base' to be a key whose text equals base locale 'en', found a translation [string.same-as-base-stale]",
          "‹2›: warning: expected 'Retry' under 'same-as-base' to be a key whose text equals base locale 'en', found no such key in this file [string.same-as-base-stale]",
          "‹3›: note: expected a translation of 'Cancel', found the base locale's text 'Cancel'; list it under 'same-as-base' if that is meant [string.same-as-base]",
        ]))
    let scalar = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": "same-as-base: ‹1›OK\nOK: OK\n"])
    #expect(
      scalar.found.contains(
        scalar.placing(["‹1›: error: expected a list of keys under 'same-as-base', found a string [key.shape]"])[0]))
  }

  @Test func appPlaceholdersMustMatchTheBase() {
    let en = "app:\n  ‹b1›greeting: \"Hi %@\"\n"
    let de = "app:\n  greeting: ‹1›\"Hallo %lld\"\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": de])
    #expect(
      found
        == placing([
          "‹1›: error: expected string placeholder at position 1 of 'greeting' as in base locale 'en', found integer [placeholder.base-mismatch]\n‹b1›: note: the base text is here"
        ]))
  }

  /// Positions the base does not use, texts against forms (the base's forms merged, the
  /// first to use a position deciding it), and positional placeholders.
  @Test func appPlaceholdersMustMatchTheBaseAtEveryPosition() {
    let en = """
      app:
        ‹greeting›greeting: "Hi %@"
        ‹plain›plain: "Hello"
        ‹count›count:
          one: "%lld item from %@"
          other: "%lld items"
        ‹pair›pair: "%1$@ and %2$lld"

      """
    let de = """
      app:
        greeting: ‹1›"Hallo %lld und %@"
        plain: ‹2›"Hallo %@"
        count:
          one: ‹3›"‹4›%@ Eintrag"
          other: ‹5›"%lld Einträge von %lld"
        pair: ‹6›"%2$@ und %1$@"

      """
    let note = { (key: String) in "\n‹\(key)›: note: the base text is here" }
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": de])
    #expect(
      found
        == placing([
          "‹1›: error: expected no placeholder at position 2 of 'greeting' as in base locale 'en', found string [placeholder.base-mismatch]"
            + note("greeting"),
          "‹1›: error: expected string placeholder at position 1 of 'greeting' as in base locale 'en', found integer [placeholder.base-mismatch]"
            + note("greeting"),
          "‹2›: error: expected no placeholder at position 1 of 'plain' as in base locale 'en', found string [placeholder.base-mismatch]"
            + note("plain"),
          "‹3›: error: expected integer placeholder at position 1 of 'count' as in base locale 'en', found string [placeholder.base-mismatch]"
            + note("count"),
          "‹4›: error: expected the count (an integer such as '%lld') as the first argument of 'count', found a string placeholder [placeholder.mismatch]",
          "‹5›: error: expected string placeholder at position 2 of 'count' as in base locale 'en', found integer [placeholder.base-mismatch]"
            + note("count"),
          "‹6›: error: expected integer placeholder at position 2 of 'pair' as in base locale 'en', found string [placeholder.base-mismatch]"
            + note("pair"),
        ]))
  }

  @Test func noBaseLocale() {
    let (found, placing) = markedDiagnostics(["de.strings.yaml": "‹1›Cancel: Abbrechen\n"])
    #expect(
      found
        == placing([
          "‹1›: error: expected strings for base locale 'en' ('en.strings.yaml'), found only 'de' [locale.no-base]"
        ]))
  }

  @Test func everyCodeHasASummaryAndIsUnique() {
    #expect(Set(DiagnosticCode.all.map(\.name)).count == DiagnosticCode.all.count)
    #expect(DiagnosticCode.all.allSatisfy { !$0.summary.isEmpty })
  }
}
