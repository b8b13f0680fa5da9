import BenchCorpus
import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeYAML

/// One fixture per rule, with its exact text and position.
@Suite struct DiagnosticTests {
  let base = "Cancel: Cancel\nMessage_Replied_Users_Count:\n  one: \"%lld reply\"\n  other: \"%lld replies\"\n"

  /// Fixtures of the base locale alone: the YAML and every diagnostic it must produce.
  static let baseLocaleFixtures: [(yaml: String, expected: [String])] = [
    (
      "Canel: x\n",
      [
        "en.strings.yaml:1:1: error: expected an SBUStringSet member, found 'Canel'; did you mean 'Cancel'? [key.unknown]"
      ]
    ),
    (
      // A member and its alias both set: the second is reported, with the first as a note.
      "GroupChannel:\n  Preview:\n    voice: Voice\nVoiceMessage:\n  Preview:\n    channelList: Voice message\n",
      [
        "en.strings.yaml:6:5: error: expected one value for 'GroupChannel.Preview.voice', found 'VoiceMessage.Preview.channelList' setting it again [key.alias-conflict]\nen.strings.yaml:3:5: note: 'GroupChannel.Preview.voice' sets it here"
      ]
    ),
    (
      "MemberList_Me: Me\n",
      [
        "en.strings.yaml:1:1: error: expected a current member, found 'MemberList_Me', which is deprecated; use 'UserList_Me' [key.deprecated]"
      ]
    ),
    (
      "Mention:\n  Trigger_Key: \"#\"\n",
      [
        "en.strings.yaml:2:3: error: expected a settable member, found 'Mention.Trigger_Key', which is a constant (let) or get-only [key.not-settable]"
      ]
    ),
    (
      "Cancel:\n  one: x\n",
      [
        "en.strings.yaml:2:3: error: expected a string for 'Cancel', found a mapping [key.shape]"
      ]
    ),
    (
      "Message_Replied_To: \"%d replied to %@\"\n",
      [
        "en.strings.yaml:1:22: error: expected a string ('%@') for argument 1 of 'Message_Replied_To', found an integer placeholder [placeholder.mismatch]"
      ]
    ),
    (
      "MessageInput_Reply_To: \"%1$@ %2$@\"\n",
      [
        "en.strings.yaml:1:30: error: expected at most 1 argument for the closure of 'MessageInput_Reply_To', found a placeholder for argument 2 [placeholder.mismatch]"
      ]
    ),
    (
      "MessageInput_Reply_To: \"R\\u00e9ply to %f\"\n",
      [
        "en.strings.yaml:1:24: error: expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%f' [placeholder.invalid]"
      ]
    ),
    (
      "MessageInput_Reply_To: Réply to %f\n",
      [
        "en.strings.yaml:1:33: error: expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%f' [placeholder.invalid]"
      ]
    ),
    (
      "MessageInput_Reply_To: \"Reply to %f\"\n",
      [
        "en.strings.yaml:1:34: error: expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%f' [placeholder.invalid]"
      ]
    ),
    (
      "Message_Replied_Users_Count:\n  one: a\n  few: b\n  other: c\n",
      [
        "en.strings.yaml:3:3: warning: expected only categories that locale 'en' selects for the counts this string shows (one, other), found 'few' [plural.unused-category]"
      ]
    ),
    (
      "Message_Replied_Users_Count:\n  one: a\n  onee: b\n",
      [
        "en.strings.yaml:1:1: error: expected an 'other' form, which every plural needs [plural.missing-other]",
        "en.strings.yaml:3:3: error: expected a CLDR category, '=N', '<N', 'cap' or 'offset', found 'onee'; did you mean 'one'? [plural.invalid-selector]",
      ]
    ),
    (
      "Cancel: \"\"\nOK: \"O\\0K\"\n",
      [
        "en.strings.yaml:1:9: warning: expected text for 'Cancel', found an empty string [string.empty]",
        "en.strings.yaml:2:5: error: expected displayable text, found the control character U+0000 [string.unsafe]",
      ]
    ),
  ]

  @Test(arguments: baseLocaleFixtures)
  func baseLocaleRule(yaml: String, expected: [String]) {
    #expect(diagnostics(["en.strings.yaml": yaml]) == expected)
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

/// Bad input: a located diagnostic, exit status 1 through the CLI, outputs untouched.
@Suite struct BadInputTests {
  @Test(arguments: [
    (
      "Cancel: a\nCancel: b\n",
      "en.strings.yaml:2:1: error: expected each key once, found 'Cancel' again [yaml.duplicate-key]\nen.strings.yaml:1:1: note: 'Cancel' was first given here"
    ),
    ("Cancel:\n\tx\n", "en.strings.yaml:2:1: error: expected spaces for indentation, found a tab [yaml.tab]"),
    (
      "Cancel: \"a\n",
      "en.strings.yaml:2:1: error: found unexpected end of stream while scanning a quoted scalar [yaml.syntax]\nen.strings.yaml:1:9: note: the construct started here"
    ),
    ("Cancel: [a, b]\n", "en.strings.yaml:1:9: error: expected a string for 'Cancel', found a list [key.shape]"),
    (
      "no: Nei\n",
      "en.strings.yaml:1:1: error: expected an SBUStringSet member, found 'no'; did you mean 'OK'? [key.unknown]"
    ),
  ])
  func malformedYAML(text: String, expected: String) {
    #expect(diagnostics(["en.strings.yaml": text]) == [expected])
  }

  /// A mapping large enough to be indexed (more than 16 keys) reports each key given again,
  /// with a note where it was first given.
  @Test func duplicateKeysInALargeMapping() {
    var text = "app:\n"
    for index in 0..<20 { text += "  key\(index): Text \(index)\n" }
    text += "  key3: again\n  key7: again\n  key3: thrice\n"
    #expect(
      diagnostics(["en.strings.yaml": text]) == [
        "en.strings.yaml:22:3: error: expected each key once, found 'key3' again [yaml.duplicate-key]\nen.strings.yaml:5:3: note: 'key3' was first given here",
        "en.strings.yaml:23:3: error: expected each key once, found 'key7' again [yaml.duplicate-key]\nen.strings.yaml:9:3: note: 'key7' was first given here",
        "en.strings.yaml:24:3: error: expected each key once, found 'key3' again [yaml.duplicate-key]\nen.strings.yaml:5:3: note: 'key3' was first given here",
      ])
    // Two spellings of one text (composed and decomposed) are one key, as in small mappings.
    var spelled = "app:\n"
    for index in 0..<20 { spelled += "  key\(index): Text \(index)\n" }
    spelled += "  caf\u{E9}: one\n  cafe\u{301}: two\n"
    #expect(
      diagnostics(["en.strings.yaml": spelled]).filter { $0.contains("[yaml.duplicate-key]") }.count == 1)
  }

  /// A key written once dotted and once nested is one key given twice: reported (the first
  /// is kept), not silently overwritten; under a key the YAML reader already reported as
  /// given twice, not again.
  @Test func aKeyGivenDottedAndNested() {
    let text = """
      MessageThread.Menu.replyInThread: first
      MessageThread:
        Menu:
          replyInThread: second
      app:
        onboarding.title: first
        onboarding:
          title: second
        settings:
          title: one
        settings:
          title: two

      """
    #expect(
      diagnostics(["en.strings.yaml": text]) == [
        "en.strings.yaml:4:5: error: expected each key once per locale, found 'MessageThread.Menu.replyInThread' again [locale.duplicate-key]\nen.strings.yaml:1:1: note: 'MessageThread.Menu.replyInThread' is first given here",
        "en.strings.yaml:8:5: error: expected each key once per locale, found 'onboarding.title' again [locale.duplicate-key]\nen.strings.yaml:6:3: note: 'onboarding.title' is first given here",
        "en.strings.yaml:11:3: error: expected each key once, found 'settings' again [yaml.duplicate-key]\nen.strings.yaml:9:3: note: 'settings' was first given here",
      ])
  }

  /// App keys become Swift names (`sign-in` is `signIn`); keys that would declare one name
  /// twice, or a part with no name, are reported at the later key, in the base locale only.
  @Test func appKeysWhoseSwiftNamesCollide() {
    let en = """
      app:
        sign-in: Sign in
        signIn: Sign in again
        profile: Profile
        profile.title: Title
        a..b: Empty part
        "---": Dashes

      """
    let de = """
      app:
        sign-in: Anmelden
        signIn: Erneut anmelden
        profile: Profil
        profile.title: Titel
        a..b: Leerer Teil
        "---": Striche

      """
    #expect(
      diagnostics(["en.strings.yaml": en, "de.strings.yaml": de]) == [
        "en.strings.yaml:3:3: error: expected app keys with distinct Swift names, found the string 'signIn' and the string 'sign-in' both named 'App.signIn' [key.swift-name]\nen.strings.yaml:2:3: note: 'sign-in' is defined here",
        "en.strings.yaml:5:3: error: expected app keys with distinct Swift names, found the namespace 'profile' of 'profile.title' and the string 'profile' both named 'App.profile' [key.swift-name]\nen.strings.yaml:4:3: note: 'profile' is defined here",
        "en.strings.yaml:6:3: error: expected an app key whose every dot-separated part has a letter or digit, found 'a..b' [key.swift-name]",
        "en.strings.yaml:7:3: error: expected an app key whose every dot-separated part has a letter or digit, found '---' [key.swift-name]",
      ])
  }

  /// UTF-16 with a byte-order mark reads as the text it spells: a syntax error is reported
  /// where it is, not as a byte that is not UTF-8.
  @Test func utf16IsReadAsItsText() {
    func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
      var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      for unit in text.utf16 {
        bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      }
      return bytes
    }
    for littleEndian in [true, false] {
      let good = compile([
        SourceFile(path: "en.strings.yaml", bytes: utf16("Cancel: Abbrechen ✓\n", littleEndian: littleEndian))
      ])
      #expect(good.diagnostics.map(\.rendered) == [])
      let bad = compile([
        SourceFile(path: "en.strings.yaml", bytes: utf16("Cancel: ok\nOK: [\n", littleEndian: littleEndian))
      ])
      #expect(bad.diagnostics.first?.code == "yaml.syntax")
      #expect(bad.diagnostics.first?.location.line == 3)
    }
    let odd = compile([SourceFile(path: "en.strings.yaml", bytes: [0xFF, 0xFE, 0x41])])
    let unpaired = compile([SourceFile(path: "en.strings.yaml", bytes: [0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00])])
    #expect(odd.diagnostics.map(\.rendered) == unpaired.diagnostics.map(\.rendered))
    #expect(
      odd.diagnostics.map(\.rendered) == [
        "en.strings.yaml:1:1: error: expected UTF-16 after the byte-order mark, found an odd byte or an unpaired surrogate [yaml.encoding]"
      ])
  }

  /// A tab is whitespace where YAML allows it (in block scalars, in quoted text and its
  /// continuation lines); only one that indents is an error.
  @Test func tabsWhereYAMLAllowsThem() {
    let block = "Cancel: |\n  a\n  \tb\n"
    let quoted = "Cancel: \"a\n\tb\"\n"
    let plain = "Cancel: a\tb\n"
    for text in [block, quoted, plain] {
      #expect(diagnostics(["en.strings.yaml": text]) == [], "\(text.debugDescription)")
    }
    #expect(
      diagnostics(["en.strings.yaml": "OK: OK\nMessageThread:\n\tMenu: x\n"]) == [
        "en.strings.yaml:3:1: error: expected spaces for indentation, found a tab [yaml.tab]"
      ])
  }

  /// A translation that is not well-formed YAML is reported once, not also key by key as
  /// missing every string of the base.
  @Test func aBrokenTranslationIsOneError() {
    let en = "Cancel: Cancel\nOK: OK\nRetry: Retry\n"
    let de = "Cancel: Abbrechen\n\tOK: OK\nRetry: Wiederholen\n"
    #expect(
      diagnostics(["en.strings.yaml": en, "de.strings.yaml": de]) == [
        "de.strings.yaml:2:1: error: expected spaces for indentation, found a tab [yaml.tab]"
      ])
  }

  /// The base may name an app string's placeholders: one Swift name per position, given as
  /// `{text, parameters}`; anything else there is reported where it is written.
  @Test func namedParameters() {
    let en = """
      app:
        ok: {text: "Hi %@, %lld new", parameters: [name, count]}
        few: {text: "Hi %@, %lld new", parameters: [name]}
        bad: {text: "Hi %@", parameters: [first name]}
        odd: {text: "Hi %@", parameters: [name], extra: 1}
        none: {parameters: [name]}

      """
    #expect(
      diagnostics(["en.strings.yaml": en]) == [
        "en.strings.yaml:3:3: error: expected one parameter name per placeholder position of 'few' (2), found 1 [placeholder.mismatch]",
        "en.strings.yaml:4:37: error: expected a Swift name for a parameter of 'bad', found 'first name' [key.swift-name]",
        "en.strings.yaml:5:44: error: expected 'text' (a string) and 'parameters' (a list of names) for app key 'odd', found 'extra' [key.shape]",
        "en.strings.yaml:6:3: error: expected a 'text' for app key 'none', found none [key.shape]",
      ])
  }

  /// Keys that are all plain ASCII identifiers take a shortcut (sorted neighbours); it finds
  /// a string named as a namespace wherever the keys are, and nothing in keys that only
  /// share a beginning.
  @Test func plainKeysNamedAsANamespace() {
    let en = """
      app:
        profile_name: Name
        profile.title: Title
        profiles: Profiles
        settings.a: A
        settings_b.c: C
        profile: Profile

      """
    #expect(
      diagnostics(["en.strings.yaml": en]) == [
        "en.strings.yaml:7:3: error: expected app keys with distinct Swift names, found the string 'profile' and the namespace 'profile' of 'profile.title' both named 'App.profile' [key.swift-name]\nen.strings.yaml:3:3: note: 'profile.title' is defined here"
      ])
    #expect(diagnostics(["en.strings.yaml": "app:\n  a.b: B\n  ab: AB\n  a_c: C\n  a.d: D\n"]).isEmpty)
  }

  @Test func swiftNamesOfKeyParts() {
    let cases: [(String, String?)] = [
      ("message_block", "message_block"), ("größe", "größe"), ("sign-in", "signIn"), ("two words", "twoWords"),
      ("2fa", "_2fa"), ("step-2", "step2"), ("in", "in"), ("_private", "_private"), ("a+b=c", "aBC"),
      ("-leading", "leading"), ("é-tat", "éTat"), ("---", nil), ("_", nil), ("", nil),
    ]
    for (part, expected) in cases {
      #expect(SwiftNames.name(of: Substring(part)) == expected, "\(part)")
    }
  }

  /// A file named almost like an input is reported with what its name lacks.
  @Test func namesAlmostLikeAnInput() {
    #expect(
      diagnostics([
        "en.strings.yaml": "Cancel: Cancel\n", "en_US.strings.yaml": "Cancel: Cancel\n",
        "english.strings.yaml": "Cancel: Cancel\n", "brand.theme.yml": "colors: {}\n",
        "2-dark.theme.yaml": "colors: {}\n",
        "notes.txt": "",
      ]) == [
        "2-dark.theme.yaml:1:1: error: expected a theme name before '.theme.yaml' that starts with a letter and has only letters, digits, '-' and '_', found '2-dark' [file.unknown-kind]",
        "brand.theme.yml:1:1: error: expected the extension '.yaml', found 'brand.theme.yml'; rename it 'brand.theme.yaml' [file.unknown-kind]",
        "en_US.strings.yaml:1:1: error: expected a BCP 47 locale tag before '.strings.yaml' (a language of 2 or 3 letters, then subtags after '-', such as 'de' or 'pt-BR'), found 'en_US'; did you mean 'en-US.strings.yaml'? [file.unknown-kind]",
        "english.strings.yaml:1:1: error: expected a BCP 47 locale tag before '.strings.yaml' (a language of 2 or 3 letters, then subtags after '-', such as 'de' or 'pt-BR'), found 'english' [file.unknown-kind]",
        "notes.txt:1:1: error: expected a file named '<locale>.strings.yaml' (such as 'de.strings.yaml') or '<theme>.theme.yaml', found 'notes.txt' [file.unknown-kind]",
      ])
  }

  /// Themes are `enum`s named with '-' as '_': two names that meet there are one too many.
  @Test func themeNamesThatAreOneSwiftName() {
    #expect(
      diagnostics(["my-brand.theme.yaml": "colors: {}\n", "my_brand.theme.yaml": "colors: {}\n"]) == [
        "my_brand.theme.yaml:1:1: error: expected theme names that differ in Swift, found 'my_brand' and 'my-brand' both named 'my_brand' [theme.duplicate]\nmy-brand.theme.yaml:1:1: note: theme 'my-brand' is defined here"
      ])
  }

  @Test func invalidUTF8() {
    let source = SourceFile(path: "en.strings.yaml", bytes: Array("Cancel: ab".utf8) + [0xC3, 0x28] + [0x0A])
    #expect(
      compile([source]).diagnostics.map(\.rendered) == [
        "en.strings.yaml:1:11: error: expected UTF-8, found the byte 0xC3 [yaml.encoding]"
      ])
  }

  /// The located encoding check runs only when libyaml stops early; wherever the bad byte
  /// is, it is the one finding, at its place.
  @Test(arguments: [
    (
      "# a comment \u{FF}\nCancel: Abbrechen\n",
      "en.strings.yaml:1:13: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"
    ),
    ("Cancel: \"Ab\u{00}\"\n", "en.strings.yaml:1:12: error: expected text, found a NUL byte [yaml.encoding]"),
    (
      "Cancel: [\nOK: Gut\n# \u{FF}\n",
      "en.strings.yaml:3:3: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"
    ),
    (
      "Cancel: a\n\tOK: b\n# \u{FF}\n",
      "en.strings.yaml:3:3: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"
    ),
    (
      "Cancel: a\nCancel: b\n--- \nx: \u{FF}\n",
      "en.strings.yaml:4:4: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"
    ),
  ])
  func encodingProblemsAreFoundWherever(text: String, expected: String) {
    // \u{FF} in the text stands for the lone byte 0xFF, \u{00} for NUL.
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      if scalar.value == 0xFF || scalar.value == 0 {
        bytes.append(UInt8(scalar.value))
      } else {
        bytes += Array(String(scalar).utf8)
      }
    }
    #expect(compile([SourceFile(path: "en.strings.yaml", bytes: bytes)]).diagnostics.map(\.rendered) == [expected])
  }

  /// Aliases are counted by the text they repeat too: a scalar of almost 1 MiB and 599
  /// aliases to it (1 MB of YAML) would be 600 MB of strings; the fifth alias is refused.
  @Test func aliasesOfALargeScalarAreBounded() {
    let text =
      "app:\n  big: &big \"" + String(repeating: "y", count: 1_000_000) + "\"\n  copies: ["
      + Array(repeating: "*big", count: 599).joined(separator: ", ") + "]\n"
    let found = diagnostics(["en.strings.yaml": text])
    #expect(
      found == [
        "en.strings.yaml:3:36: error: expected aliases to expand to at most 4 MiB of text, found more at '*big' [yaml.alias-limit]"
      ])
  }

  @Test func aliasBombFailsFast() {
    var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = level == 1 ? "a" : "a\(level - 1)"
      text += "a\(level): &a\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
    }
    let start = Date()
    let found = diagnostics(["en.strings.yaml": text])
    #expect(found.count == 1)
    #expect(found.first?.contains("[yaml.alias-limit]") == true)
    #expect(Date().timeIntervalSince(start) < 5, "an alias bomb must not be expanded")
  }

  @Test func deepNestingIsBounded() {
    let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n"
    #expect(
      diagnostics(["en.strings.yaml": text]).first?.hasSuffix(
        "expected nesting of at most 64 levels [yaml.depth-limit]") == true)
  }

  @Test func unreadableFilesAreDiagnostics() {
    struct Failure: Error, CustomStringConvertible { var description: String { "Permission denied" } }
    for broken in ["de.strings.yaml", "en.strings.yaml", "brand.theme.yaml"] {
      let files = ["en.strings.yaml", "de.strings.yaml", "brand.theme.yaml"].map { path in
        path == broken
          ? InputFile(path: path) { throw Failure() }
          : InputFile(SourceFile(path: path, text: path.hasSuffix("theme.yaml") ? "colors: {}\n" : "Cancel: Cancel\n"))
      }
      let result = compile(files: files)
      #expect(result.outputs.isEmpty && result.streamed.isEmpty)
      #expect(
        result.diagnostics.filter { $0.severity == .error }.map(\.rendered) == [
          "\(broken):1:1: error: cannot read the file: Permission denied [file.unreadable]"
        ])
    }
  }

  @Test func errorsLeavePreviousOutputsUntouched() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = compile([SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\n")])
    let written = try Driver.write(good.outputs, to: directory.path).written
    #expect(written.count == 3)
    let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let snapshot = try before.map { try Data(contentsOf: directory.appendingPathComponent($0)) }
    let bad = compile([SourceFile(path: "en.strings.yaml", text: "Cancel: a\nCancel: b\n")])
    #expect(bad.outputs.isEmpty)
    #expect(try Driver.write(bad.outputs, to: directory.path).written.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
    #expect(try before.map { try Data(contentsOf: directory.appendingPathComponent($0)) } == snapshot)
    // A second identical build writes nothing.
    #expect(try Driver.write(good.outputs, to: directory.path).written.isEmpty)
  }
}

/// The README's diagnostics table lists every code with its severity.
@Suite struct ReadmeTests {
  @Test func everyCodeIsDocumented() {
    let readme = String(decoding: repositoryFile("README.md"), as: UTF8.self)
    for code in DiagnosticCode.all {
      #expect(readme.contains("| `\(code.name)` | \(code.severity.rawValue) |"), "\(code.name)")
    }
  }
}

/// The build manifest: a no-op only while inputs, options and outputs are as recorded.
@Suite struct BuildManifestTests {
  @Test func noOpUntilSomethingChanges() throws {
    // Replayed byte for byte, lines that look like the manifest's own included.
    let diagnostics = "warning text\ndiagnostics\ninput\tx\t1 2 3 4\nnot ASCII: é\n"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themec-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let input = directory.appendingPathComponent("en.strings.yaml").path
    let output = directory.appendingPathComponent("out").path
    try "Cancel: Cancel\n".write(toFile: input, atomically: true, encoding: .utf8)

    func build(_ fingerprint: String = "a") throws {
      let stamps = try #require(BuildManifest.stamps([input]))
      let result = compile(files: Driver.inputFiles([input]))
      _ = try Driver.write(result.outputs, to: output)
      let manifest = try #require(
        BuildManifest.current(
          fingerprint: fingerprint, inputStamps: stamps, outputDirectory: output,
          outputs: result.outputs.map(\.path), diagnostics: diagnostics))
      try manifest.write(to: output)
    }
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
    try build()
    let recorded = try #require(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output))
    #expect(Array(recorded.diagnostics) == Array(diagnostics.utf8))
    // Other options: build.
    #expect(BuildManifest.upToDate(fingerprint: "b", inputs: [input], outputDirectory: output) == nil)
    // Another input file: build.
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input, input], outputDirectory: output) == nil)
    // An edited input (same size): build.
    try "Cancel: Cancle\n".write(toFile: input, atomically: true, encoding: .utf8)
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
    try build()
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) != nil)
    // An output edited or deleted by hand: build.
    try "// edited\n".write(toFile: output + "/strings.json", atomically: true, encoding: .utf8)
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
    try build()
    try FileManager.default.removeItem(atPath: output + "/ThemeStrings.swift")
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
  }
}

/// Which files a directory given as input contributes.
@Suite struct InputDiscoveryTests {
  @Test func directoriesAreSearchedRecursivelyWithoutFollowingLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-discover-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    for directory in ["nested/deeper", ".hidden", "elsewhere", "Pods/Sendbird", "empty"] {
      try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
    }
    for file in [
      "en.strings.yaml", "nested/de.strings.yaml", "nested/deeper/brand.theme.yaml", ".hidden/fr.strings.yaml",
      "notes.yaml", "nested/README.md", "elsewhere/ja.strings.yaml", "nested/en_US.strings.yaml",
      "nested/brand.theme.yml", "ci.yml", "Pods/Sendbird/de.strings.yaml",
    ] {
      try "x: y\n".write(toFile: root + "/" + file, atomically: false, encoding: .utf8)
    }
    // A link to a directory is not followed (its files would be found twice); a link to a
    // file is an input like any other.
    try manager.createSymbolicLink(atPath: root + "/nested/link", withDestinationPath: root + "/elsewhere")
    try manager.createSymbolicLink(atPath: root + "/it.strings.yaml", withDestinationPath: root + "/en.strings.yaml")
    // Names almost like an input's are found too, for the compiler to report; hidden
    // folders (.build, .git) and dependency folders (Pods) hold copies, and are not entered.
    let expected = [
      "elsewhere/ja.strings.yaml", "en.strings.yaml", "it.strings.yaml",
      "nested/brand.theme.yml", "nested/de.strings.yaml", "nested/deeper/brand.theme.yaml",
      "nested/en_US.strings.yaml",
    ].map { root + "/" + $0 }
    #expect(try Driver.discoverInputs([root]) == expected)
    #expect(try Driver.discoverInputs([root + "/"]) == expected)
    // Files are taken as given, and each path once.
    #expect(
      try Driver.discoverInputs([root + "/notes.yaml", root + "/nested"]) == [
        root + "/nested/brand.theme.yml", root + "/nested/de.strings.yaml", root + "/nested/deeper/brand.theme.yaml",
        root + "/nested/en_US.strings.yaml", root + "/notes.yaml",
      ])
    // Excludes: a name anywhere, or a path below the searched folder.
    #expect(
      try Driver.discoverInputs([root], excluding: ["deeper", "nested/*.yml", "en_*"])
        == [
          "elsewhere/ja.strings.yaml", "en.strings.yaml", "it.strings.yaml", "nested/de.strings.yaml",
        ].map { root + "/" + $0 })
    #expect(throws: DriverError.self) { try Driver.discoverInputs([root + "/missing"]) }
    // A folder without inputs is a mistake, not an empty build.
    #expect(throws: DriverError.self) { try Driver.discoverInputs([root + "/empty"]) }
  }

  /// Only regular files are read: a FIFO is not waited on, a device behind a link is not
  /// read without end; each is reported where it is.
  @Test func onlyRegularFilesAreRead() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-read-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "Cancel: Cancel\n".write(toFile: root + "/en.strings.yaml", atomically: false, encoding: .utf8)
    #expect(mkfifo(root + "/de.strings.yaml", 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: root + "/ru.strings.yaml", withDestinationPath: "/dev/zero")
    // A file past the size limit (sparse: no disk is used) is refused before it is read.
    #expect(FileManager.default.createFile(atPath: root + "/ja.strings.yaml", contents: Data()))
    #expect(truncate(root + "/ja.strings.yaml", off_t(Driver.inputSizeLimit + (1 << 20))) == 0)
    // A folder named like an input is reported, not passed over.
    try FileManager.default.createDirectory(atPath: root + "/brand.theme.yaml", withIntermediateDirectories: true)
    let inputs = Driver.inputFiles(try Driver.discoverInputs([root]))
    let found = compile(files: inputs).diagnostics.map(\.rendered)
    #expect(
      found == [
        "\(root)/brand.theme.yaml:1:1: error: cannot read the file: expected a regular file, found a directory [file.unreadable]",
        "\(root)/de.strings.yaml:1:1: error: cannot read the file: expected a regular file, found a FIFO [file.unreadable]",
        "\(root)/ja.strings.yaml:1:1: error: cannot read the file: expected at most 64 MiB, found 65 MiB [file.unreadable]",
        "\(root)/ru.strings.yaml:1:1: error: cannot read the file: expected a regular file, found a device [file.unreadable]",
      ])
  }
}

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
    // title, save, cyrillic, block, empty, count, anchored, dup.x, dup.y, dup.w, and the
    // templates whose placeholders take the base's types: greet, pair, fewer, percent,
    // things (the base's forms give position 1 its type); and forms of the locale's
    // categories: apples, fruit.box.
    #expect(spanCount == 17)
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
