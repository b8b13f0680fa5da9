import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeTestSupport
import ThemeYAML
import _BenchCorpus

/// Bad input: a located diagnostic, exit status 1 through the CLI, outputs untouched.
@Suite struct BadInputTests {
  @Test(arguments: [
    (
      "‹2›Cancel: a\n‹1›Cancel: b\n",
      "‹1›: error: expected each key once, found 'Cancel' again [yaml.duplicate-key]\n‹2›: note: 'Cancel' was first given here"
    ),
    ("Cancel:\n‹1›\tx\n", "‹1›: error: expected spaces for indentation, found a tab [yaml.tab]"),
    (
      "Cancel: ‹2›\"a\n‹1›",
      "‹1›: error: found unexpected end of stream while scanning a quoted scalar [yaml.syntax]\n‹2›: note: the construct started here"
    ),
    ("Cancel: ‹1›[a, b]\n", "‹1›: error: expected a string for 'Cancel', found a list [key.shape]"),
    ("‹1›no: Nei\n", "‹1›: error: expected an SBUStringSet member, found 'no'; did you mean 'OK'? [key.unknown]"),
  ])
  func malformedYAML(text: String, expected: String) {
    let (found, placing) = markedDiagnostics(["en.strings.yaml": text])
    #expect(found == placing([expected]))
  }

  /// A mapping large enough to be indexed (more than 16 keys) reports each key given again,
  /// with a note where it was first given.
  @Test func duplicateKeysInALargeMapping() {
    var text = "app:\n"
    for index in 0..<20 { text += "  \(index == 3 || index == 7 ? "‹key\(index)›" : "")key\(index): Text \(index)\n" }
    text += "  ‹1›key3: again\n  ‹2›key7: again\n  ‹3›key3: thrice\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": text])
    #expect(
      found
        == placing([
          "‹1›: error: expected each key once, found 'key3' again [yaml.duplicate-key]\n‹key3›: note: 'key3' was first given here",
          "‹2›: error: expected each key once, found 'key7' again [yaml.duplicate-key]\n‹key7›: note: 'key7' was first given here",
          "‹3›: error: expected each key once, found 'key3' again [yaml.duplicate-key]\n‹key3›: note: 'key3' was first given here",
        ]))
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
      ‹a›MessageThread.Menu.replyInThread: first
      MessageThread:
        Menu:
          ‹1›replyInThread: second
      app:
        ‹b›onboarding.title: first
        onboarding:
          ‹2›title: second
        ‹c›settings:
          title: one
        ‹3›settings:
          title: two

      """
    let (found, placing) = markedDiagnostics(["en.strings.yaml": text])
    #expect(
      found
        == placing([
          "‹1›: error: expected each key once per locale, found 'MessageThread.Menu.replyInThread' again [locale.duplicate-key]\n‹a›: note: 'MessageThread.Menu.replyInThread' is first given here",
          "‹2›: error: expected each key once per locale, found 'onboarding.title' again [locale.duplicate-key]\n‹b›: note: 'onboarding.title' is first given here",
          "‹3›: error: expected each key once, found 'settings' again [yaml.duplicate-key]\n‹c›: note: 'settings' was first given here",
        ]))
  }

  /// App keys become Swift names (`sign-in` is `signIn`); keys that would declare one name
  /// twice, or a part with no name, are reported at the later key, in the base locale only.
  @Test func appKeysWhoseSwiftNamesCollide() {
    let en = """
      app:
        ‹a›sign-in: Sign in
        ‹1›signIn: Sign in again
        ‹b›profile: Profile
        ‹2›profile.title: Title
        ‹3›a..b: Empty part
        ‹4›"---": Dashes

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
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": de])
    #expect(
      found
        == placing([
          "‹1›: error: expected app keys with distinct Swift names, found the string 'signIn' and the string 'sign-in' both named 'App.signIn' [key.swift-name]\n‹a›: note: 'sign-in' is defined here",
          "‹2›: error: expected app keys with distinct Swift names, found the namespace 'profile' of 'profile.title' and the string 'profile' both named 'App.profile' [key.swift-name]\n‹b›: note: 'profile' is defined here",
          "‹3›: error: expected an app key whose every dot-separated part has a letter or digit, found 'a..b' [key.swift-name]",
          "‹4›: error: expected an app key whose every dot-separated part has a letter or digit, found '---' [key.swift-name]",
        ]))
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
  /// A dotted app key is as deep as YAML may nest (64 parts): each part but the last is a
  /// type the templates nest in the one before, recursively. One of 5,000 parts (an explicit
  /// key, which YAML does not bound) is a located error, and nothing crashes rendering it.
  @Test func aKeyDeeperThanYAMLMayNestIsAnError() {
    let deepest = (0..<64).map { "k\($0)" }.joined(separator: ".")
    #expect(diagnostics(["en.strings.yaml": "Cancel: Cancel\napp:\n  ? \(deepest)\n  : deep\n"]) == [])
    let deeper = (0..<5_000).map { "k\($0)" }.joined(separator: ".")
    let (found, placing) = markedDiagnostics(["en.strings.yaml": "Cancel: Cancel\napp:\n  ? ‹1›\(deeper)\n  : deep\n"])
    #expect(
      found
        == placing([
          "‹1›: error: expected an app key of at most 64 dot-separated parts (each but the last a type nested in the one before), found 5000 [key.swift-name]"
        ]))
  }

  @Test func tabsWhereYAMLAllowsThem() {
    let block = "Cancel: |\n  a\n  \tb\n"
    let quoted = "Cancel: \"a\n\tb\"\n"
    let plain = "Cancel: a\tb\n"
    for text in [block, quoted, plain] {
      #expect(diagnostics(["en.strings.yaml": text]) == [], "\(text.debugDescription)")
    }
    let (found, placing) = markedDiagnostics(["en.strings.yaml": "OK: OK\nMessageThread:\n‹1›\tMenu: x\n"])
    #expect(found == placing(["‹1›: error: expected spaces for indentation, found a tab [yaml.tab]"]))
  }

  /// A translation that is not well-formed YAML is reported once, not also key by key as
  /// missing every string of the base.
  @Test func aBrokenTranslationIsOneError() {
    let en = "Cancel: Cancel\nOK: OK\nRetry: Retry\n"
    let de = "Cancel: Abbrechen\n‹1›\tOK: OK\nRetry: Wiederholen\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en, "de.strings.yaml": de])
    #expect(found == placing(["‹1›: error: expected spaces for indentation, found a tab [yaml.tab]"]))
  }

  /// The base may name an app string's placeholders: one Swift name per position, given as
  /// `{text, parameters}`; anything else there is reported where it is written.
  @Test func namedParameters() {
    let en = """
      app:
        ok: {text: "Hi %@, %lld new", parameters: [name, count]}
        ‹1›few: {text: "Hi %@, %lld new", parameters: [name]}
        bad: {text: "Hi %@", parameters: [‹2›first name]}
        odd: {text: "Hi %@", parameters: [name], ‹3›extra: 1}
        ‹4›none: {parameters: [name]}

      """
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en])
    #expect(
      found
        == placing([
          "‹1›: error: expected one parameter name per placeholder position of 'few' (2), found 1 [placeholder.mismatch]",
          "‹2›: error: expected a Swift name for a parameter of 'bad', found 'first name' [key.swift-name]",
          "‹3›: error: expected 'text' (a string) and 'parameters' (a list of names) for app key 'odd', found 'extra' [key.shape]",
          "‹4›: error: expected a 'text' for app key 'none', found none [key.shape]",
        ]))
  }

  /// Keys that are all plain ASCII identifiers take a shortcut (sorted neighbours); it finds
  /// a string named as a namespace wherever the keys are, and nothing in keys that only
  /// share a beginning.
  @Test func plainKeysNamedAsANamespace() {
    let en = """
      app:
        profile_name: Name
        ‹a›profile.title: Title
        profiles: Profiles
        settings.a: A
        settings_b.c: C
        ‹1›profile: Profile

      """
    let (found, placing) = markedDiagnostics(["en.strings.yaml": en])
    #expect(
      found
        == placing([
          "‹1›: error: expected app keys with distinct Swift names, found the string 'profile' and the namespace 'profile' of 'profile.title' both named 'App.profile' [key.swift-name]\n‹a›: note: 'profile.title' is defined here"
        ]))
    #expect(diagnostics(["en.strings.yaml": "app:\n  a.b: B\n  ab: AB\n  a_c: C\n  a.d: D\n"]).isEmpty)
  }

  /// No generated name starts with `_`, and a namespace's type (`CartStrings`) shares its
  /// scope with the members: names that meet there are reported.
  @Test func namespaceTypesAndUnderscoresMeetNoOtherName() {
    for (yaml, expected) in [
      (
        "app:\n  ‹a›cart.items: Items\n  ‹1›Cart.total: Total\n",
        "‹1›: error: expected app keys with distinct Swift names, found the type of the namespace 'Cart' of 'Cart.total' and the type of the namespace 'cart' of 'cart.items' both named 'App.CartStrings' [key.swift-name]\n‹a›: note: 'cart.items' is defined here"
      ),
      (
        "app:\n  ‹a›cart.items: Items\n  ‹1›CartStrings: Cart\n",
        "‹1›: error: expected app keys with distinct Swift names, found the string 'CartStrings' and the type of the namespace 'cart' of 'cart.items' both named 'App.CartStrings' [key.swift-name]\n‹a›: note: 'cart.items' is defined here"
      ),
      (
        "app:\n  ‹a›title: Title\n  ‹1›_title: Other\n",
        "‹1›: error: expected app keys with distinct Swift names, found the string '_title' and the string 'title' both named 'App.title' [key.swift-name]\n‹a›: note: 'title' is defined here"
      ),
    ] {
      let (found, placing) = markedDiagnostics(["en.strings.yaml": yaml])
      #expect(found == placing([expected]))
    }
    #expect(
      diagnostics(["en.strings.yaml": "app:\n  cart.items: Items\n  cart.total: Total\n  carts: Carts\n"]).isEmpty)
  }

  @Test func swiftNamesOfKeyParts() {
    let cases: [(String, String?)] = [
      ("message_block", "message_block"), ("größe", "größe"), ("sign-in", "signIn"), ("two words", "twoWords"),
      ("2fa", "key2fa"), ("step-2", "step2"), ("in", "in"), ("_private", "private"), ("__x_y", "x_y"),
      ("_2fa", "key2fa"), ("-_-2", "key2"), ("a+b=c", "aBC"),
      ("-leading", "leading"), ("é-tat", "éTat"), ("---", nil), ("_", nil), ("", nil),
    ]
    for (part, expected) in cases {
      #expect(SwiftNames.name(of: Substring(part)) == expected, "\(part)")
    }
  }

  /// A file named almost like an input is reported with what its name lacks.
  @Test func namesAlmostLikeAnInput() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": "Cancel: Cancel\n", "en_US.strings.yaml": "‹3›Cancel: Cancel\n",
      "english.strings.yaml": "‹4›Cancel: Cancel\n", "brand.theme.yml": "‹2›colors: {}\n",
      "2-dark.theme.yaml": "‹1›colors: {}\n",
      "notes.txt": "‹5›",
    ])
    #expect(
      found
        == placing([
          "‹1›: error: expected a theme name before '.theme.yaml' that starts with a letter and has only letters, digits, '-' and '_', found '2-dark' [file.unknown-kind]",
          "‹2›: error: expected the extension '.yaml', found 'brand.theme.yml'; rename it 'brand.theme.yaml' [file.unknown-kind]",
          "‹3›: error: expected a BCP 47 locale tag before '.strings.yaml' (a language of 2 or 3 letters, then subtags after '-', such as 'de' or 'pt-BR'), found 'en_US'; did you mean 'en-US.strings.yaml'? [file.unknown-kind]",
          "‹4›: error: expected a BCP 47 locale tag before '.strings.yaml' (a language of 2 or 3 letters, then subtags after '-', such as 'de' or 'pt-BR'), found 'english' [file.unknown-kind]",
          "‹5›: error: expected a file named '<locale>.strings.yaml' (such as 'de.strings.yaml') or '<theme>.theme.yaml', found 'notes.txt' [file.unknown-kind]",
        ]))
  }

  /// Themes are `enum`s named with '-' as '_': two names that meet there are one too many.
  @Test func themeNamesThatAreOneSwiftName() {
    let (found, placing) = markedDiagnostics([
      "my-brand.theme.yaml": "‹a›colors: {}\n", "my_brand.theme.yaml": "‹1›colors: {}\n",
    ])
    #expect(
      found
        == placing([
          "‹1›: error: expected theme names that differ in Swift, found 'my_brand' and 'my-brand' both named 'my_brand' [theme.duplicate]\n‹a›: note: theme 'my-brand' is defined here"
        ]))
  }

  @Test func invalidUTF8() {
    let text = MarkedText("Cancel: ab‹1›")
    let source = SourceFile(path: "en.strings.yaml", bytes: Array(text.text.utf8) + [0xC3, 0x28] + [0x0A])
    #expect(
      compile([source]).diagnostics.map(\.rendered) == [
        text.placing("‹1›: error: expected UTF-8, found the byte 0xC3 [yaml.encoding]", in: "en.strings.yaml")
      ])
  }

  /// The located encoding check runs only when libyaml stops early; wherever the bad byte
  /// is, it is the one finding, at its place.
  @Test(arguments: [
    ("# a comment ‹1›\u{FF}\nCancel: Abbrechen\n", "‹1›: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"),
    ("Cancel: \"Ab‹1›\u{00}\"\n", "‹1›: error: expected text, found a NUL byte [yaml.encoding]"),
    ("Cancel: [\nOK: Gut\n# ‹1›\u{FF}\n", "‹1›: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"),
    ("Cancel: a\n\tOK: b\n# ‹1›\u{FF}\n", "‹1›: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"),
    (
      "Cancel: a\nCancel: b\n--- \nx: ‹1›\u{FF}\n",
      "‹1›: error: expected UTF-8, found the byte 0xFF [yaml.encoding]"
    ),
  ])
  func encodingProblemsAreFoundWherever(marked: String, expected: String) {
    // \u{FF} in the text stands for the lone byte 0xFF, \u{00} for NUL.
    let text = MarkedText(marked)
    var bytes: [UInt8] = []
    for scalar in text.text.unicodeScalars {
      if scalar.value == 0xFF || scalar.value == 0 {
        bytes.append(UInt8(scalar.value))
      } else {
        bytes += Array(String(scalar).utf8)
      }
    }
    #expect(
      compile([SourceFile(path: "en.strings.yaml", bytes: bytes)]).diagnostics.map(\.rendered)
        == [text.placing(expected, in: "en.strings.yaml")])
  }

  /// Aliases are counted by the text they repeat too: a scalar of almost 1 MiB and 599
  /// aliases to it (1 MB of YAML) would be 600 MB of strings; the fifth alias is refused.
  @Test func aliasesOfALargeScalarAreBounded() {
    let text =
      "app:\n  big: &big \"" + String(repeating: "y", count: 1_000_000) + "\"\n  copies: ["
      + (Array(repeating: "*big", count: 4) + ["‹1›*big"] + Array(repeating: "*big", count: 594)).joined(
        separator: ", ")
      + "]\n"
    let (found, placing) = markedDiagnostics(["en.strings.yaml": text])
    #expect(
      found
        == placing([
          "‹1›: error: expected aliases to expand to at most 4 MiB of text, found more at '*big' [yaml.alias-limit]"
        ]))
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
