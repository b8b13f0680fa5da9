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
      "MessageInput_Reply_To: ‹1›\"R\\u00e9ply to %f\"\n",
      [
        "‹1›: error: expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%f' [placeholder.invalid]"
      ]
    ),
    (
      "MessageInput_Reply_To: Réply to ‹1›%f\n",
      [
        "‹1›: error: expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%f' [placeholder.invalid]"
      ]
    ),
    (
      "MessageInput_Reply_To: \"Reply to ‹1›%f\"\n",
      [
        "‹1›: error: expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%f' [placeholder.invalid]"
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
    let ru = "Message_Replied_Users_Count:\n  one: \"%lld ответ\"\n  few: \"%lld ответа\"\n  other: \"%lld ответа\"\n"
    #expect(
      diagnostics(["en.strings.yaml": base, "ru.strings.yaml": ru]).filter { !$0.contains("string.") } == [
        "ru.strings.yaml:1:1: error: 'Message_Replied_Users_Count' has no 'many' form, which locale 'ru' needs [plural.missing-category]"
      ])
  }

  @Test func crossLocaleRules() {
    let de = "Cancel: Cancel\nOK: OK\n"
    #expect(
      diagnostics(["en.strings.yaml": base, "de.strings.yaml": de]) == [
        "de.strings.yaml:1:1: warning: expected SDK key 'Message_Replied_Users_Count' as in base locale 'en', found none; the base text is used [string.missing]\nen.strings.yaml:2:1: note: 'Message_Replied_Users_Count' is defined here",
        "de.strings.yaml:1:9: note: expected a translation of 'Cancel', found the base locale's text 'Cancel'; list it under 'same-as-base' if that is meant [string.same-as-base]",
        "de.strings.yaml:2:1: error: expected only keys of base locale 'en', found SDK key 'OK' [key.not-in-base]",
      ])
  }

  /// `same-as-base:` silences the note for the keys it lists, and warns about stale entries.
  @Test func sameAsBaseList() {
    let en = "Cancel: Cancel\nOK: OK\nSettings: Settings\napp:\n  brand: Acme\n"
    let de =
      "same-as-base: [OK, app.brand, Settings, Retry]\nCancel: Cancel\nOK: OK\nSettings: Einstellungen\napp:\n  brand: Acme\n"
    #expect(
      diagnostics(["en.strings.yaml": en, "de.strings.yaml": de]) == [
        "de.strings.yaml:1:31: warning: expected 'Settings' under 'same-as-base' to be a key whose text equals base locale 'en', found a translation [string.same-as-base-stale]",
        "de.strings.yaml:1:41: warning: expected 'Retry' under 'same-as-base' to be a key whose text equals base locale 'en', found no such key in this file [string.same-as-base-stale]",
        "de.strings.yaml:2:9: note: expected a translation of 'Cancel', found the base locale's text 'Cancel'; list it under 'same-as-base' if that is meant [string.same-as-base]",
      ])
    #expect(
      diagnostics(["en.strings.yaml": en, "de.strings.yaml": "same-as-base: OK\nOK: OK\n"]).contains(
        "de.strings.yaml:1:15: error: expected a list of keys under 'same-as-base', found a string [key.shape]"))
  }

  @Test func appPlaceholdersMustMatchTheBase() {
    let en = "app:\n  greeting: \"Hi %@\"\n"
    let de = "app:\n  greeting: \"Hallo %lld\"\n"
    #expect(
      diagnostics(["en.strings.yaml": en, "de.strings.yaml": de]) == [
        "de.strings.yaml:2:13: error: expected string placeholder at position 1 of 'greeting' as in base locale 'en', found integer [placeholder.base-mismatch]\nen.strings.yaml:2:3: note: the base text is here"
      ])
  }

  /// Positions the base does not use, texts against forms (the base's forms merged, the
  /// first to use a position deciding it), and positional placeholders.
  @Test func appPlaceholdersMustMatchTheBaseAtEveryPosition() {
    let en = """
      app:
        greeting: "Hi %@"
        plain: "Hello"
        count:
          one: "%lld item from %@"
          other: "%lld items"
        pair: "%1$@ and %2$lld"

      """
    let de = """
      app:
        greeting: "Hallo %lld und %@"
        plain: "Hallo %@"
        count:
          one: "%@ Eintrag"
          other: "%lld Einträge von %lld"
        pair: "%2$@ und %1$@"

      """
    let note = { (line: Int) in "\nen.strings.yaml:\(line):3: note: the base text is here" }
    #expect(
      diagnostics(["en.strings.yaml": en, "de.strings.yaml": de]) == [
        "de.strings.yaml:2:13: error: expected no placeholder at position 2 of 'greeting' as in base locale 'en', found string [placeholder.base-mismatch]"
          + note(2),
        "de.strings.yaml:2:13: error: expected string placeholder at position 1 of 'greeting' as in base locale 'en', found integer [placeholder.base-mismatch]"
          + note(2),
        "de.strings.yaml:3:10: error: expected no placeholder at position 1 of 'plain' as in base locale 'en', found string [placeholder.base-mismatch]"
          + note(3),
        "de.strings.yaml:5:10: error: expected integer placeholder at position 1 of 'count' as in base locale 'en', found string [placeholder.base-mismatch]"
          + note(4),
        "de.strings.yaml:5:11: error: expected the count (an integer such as '%lld') as the first argument of 'count', found a string placeholder [placeholder.mismatch]",
        "de.strings.yaml:6:12: error: expected string placeholder at position 2 of 'count' as in base locale 'en', found integer [placeholder.base-mismatch]"
          + note(4),
        "de.strings.yaml:7:9: error: expected integer placeholder at position 2 of 'pair' as in base locale 'en', found string [placeholder.base-mismatch]"
          + note(7),
      ])
  }

  @Test func noBaseLocale() {
    #expect(
      diagnostics(["de.strings.yaml": "Cancel: Abbrechen\n"]) == [
        "de.strings.yaml:1:1: error: expected strings for base locale 'en' ('en.strings.yaml'), found only 'de' [locale.no-base]"
      ])
  }

  @Test func everyCodeHasASummaryAndIsUnique() {
    #expect(Set(DiagnosticCode.all.map(\.name)).count == DiagnosticCode.all.count)
    #expect(DiagnosticCode.all.allSatisfy { !$0.summary.isEmpty })
  }
}
