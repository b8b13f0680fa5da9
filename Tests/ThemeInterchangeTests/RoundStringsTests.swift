import Testing
import ThemeCore
import ThemeInterchange

/// A round's strings gathered in memory (`RoundStrings`): the rules of what a later file
/// gives, a `--map`, and how a round's locales meet a project's.
@Suite struct RoundStringsTests {
  static func text(_ key: String, _ text: String) -> ImportedString {
    ImportedString(key: key, value: PortableValue(text: text))
  }

  @Test func aPluralWinsOverATextAndALaterTextOverAnEarlier() {
    var round = RoundStrings()
    let forms = ImportedString(
      key: "items",
      value: PortableValue(forms: [.init(selector: "one", text: "1"), .init(selector: "other", text: "n")]))
    round.add([Self.text("items", "Artikel"), Self.text("title", "Alt")], from: "a.strings", renamed: [:])
    round.add([forms, Self.text("title", "Neu")], from: "b.stringsdict", renamed: [:])
    round.add([Self.text("items", "wieder Text")], from: "c.strings", renamed: [:])
    #expect(round.strings.map(\.key) == ["items", "title"])
    #expect(round.strings[0].value == forms.value)
    #expect(round.strings[1].value.text == "Neu")
    #expect(round.source(of: 0).path == "b.stringsdict" && round.source(of: 1).path == "b.stringsdict")
  }

  @Test func aMappedKeyIsWhatTheMapSays() {
    var round = RoundStrings()
    var theirs = Self.text("their.cancel", "Abbrechen")
    theirs.isAppKey = true
    round.add([theirs], from: "x.xliff", renamed: ["their.cancel": "Cancel"])
    #expect(round.strings.first?.key == "Cancel" && round.strings.first?.isAppKey == false)
  }

  @Test func aRoundsLocalesMeetTheProjects() {
    func round(_ locales: [String]) -> [String: RoundStrings] {
      Dictionary(uniqueKeysWithValues: locales.map { ($0, RoundStrings()) })
    }
    // de-DE goes into the project's de, which names it then; fr is new.
    var given = round(["de-DE", "fr"])
    var named: Set<String> = ["de-DE"]
    let decided = RoundStrings.matchLocales(&given, named: &named, project: ["en", "de"], base: "en")
    #expect(decided.map { "\($0.locale)>\($0.into ?? "new")" } == ["de-DE>de", "fr>new"])
    #expect(Set(given.keys) == ["de", "fr"] && named == ["de"])
    // pt_BR into the project's one pt; no match where the language has two locales, or the
    // round gives the project's locale too.
    var portuguese = round(["pt_BR"])
    var none: Set<String> = []
    #expect(RoundStrings.matchLocales(&portuguese, named: &none, project: ["pt"], base: "en").first?.into == "pt")
    var two = round(["zh"])
    #expect(
      RoundStrings.matchLocales(&two, named: &none, project: ["zh-Hans", "zh-Hant"], base: "en").first?.into == nil)
    var both = round(["de", "de-AT"])
    #expect(RoundStrings.matchLocales(&both, named: &none, project: ["de"], base: "en").map(\.into) == [nil])
    #expect(Set(both.keys) == ["de", "de-AT"])
    // Never into the base (en-GB is no edit of en), nor across scripts.
    var british = round(["en-GB"])
    #expect(RoundStrings.matchLocales(&british, named: &none, project: ["en", "de"], base: "en").first?.into == nil)
    var simplified = round(["zh-Hans"])
    #expect(RoundStrings.matchLocales(&simplified, named: &none, project: ["zh-Hant"], base: "en").first?.into == nil)
    var serbian = round(["sr"])
    #expect(
      RoundStrings.matchLocales(&serbian, named: &none, project: ["sr-Latn"], base: "en").first?.into == "sr-Latn")
  }
}
