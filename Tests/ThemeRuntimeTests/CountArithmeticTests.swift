import Foundation
import Testing

@testable import ThemeRuntime

/// Every count from `Int.min` to `Int.max` gives defined text, whatever offset and cap the
/// forms hold; numbers that would overflow are rejected in an override (issue 34, item 5).
@Suite struct CountArithmeticTests {
  static let extremes = [
    Int.min, Int.min + 1, -9_007_199_254_740_992, -1, 0, 1, 2, 99, 100, 9_007_199_254_740_992, Int.max - 1, Int.max,
  ]
  static let limit = StringForms.numberRange.upperBound

  /// The widest forms an override may hold: offsets and a cap at the ends of the range.
  static let widest: [StringForms] = [
    StringForms(
      offset: limit, categories: [.one: "%lld one", .other: "%lld"], cap: .init(from: -limit, text: "%lld+")),
    StringForms(offset: -limit, categories: [.other: "%lld"], cap: .init(from: limit, text: "%lld+")),
    StringForms(
      offset: 3, exact: [limit: "max", -limit: "min"], below: [.init(limit: -limit, text: "below %lld")],
      categories: [.other: "+%lld"]),
  ]

  @Test(arguments: widest) func everyCountGivesText(forms: StringForms) {
    for rules in ["en", "ru", "ar", "fr"].map({ PluralRules.ruleSet(for: $0) }) {
      for count in Self.extremes {
        for limited in [true, false] {
          let text = forms.format(count: count, limited: limited, rules: rules)
          #expect(!text.isEmpty, "\(count)")
        }
      }
      _ = forms.reachableCategories(rules: rules, limitFlag: false)
    }
    // Saturating, not wrapping: the shown value stays on its side.
    #expect(Int.min.saturatingSubtract(1) == Int.min)
    #expect(Int.max.saturatingSubtract(-1) == Int.max)
    #expect(5.saturatingSubtract(3) == 2)
  }

  /// The bundled-style typing count (`offset: 3`) with `Int.min` trapped before.
  @Test func typersCountAtTheEnds() throws {
    let forms = StringForms(exact: [1: "1"], categories: [.other: "+%lld"])
    var typers = forms
    typers.offset = 3
    let rules = PluralRules.ruleSet(for: "de")
    #expect(typers.format(count: Int.min, rules: rules) == "+\(Int.min)")
    #expect(typers.format(count: Int.max, rules: rules) == "+\(Int.max - 3)")
  }

  /// The catalogue's evaluation (what accessors run) at the ends, through a decoded document.
  @Test func catalogueEvaluatesAtTheEnds() throws {
    var document = ThemeCatalogTests.document()
    document.locales["en"]!.sdk["Message_Typers_Count"] = .forms(
      StringForms(offset: 3, categories: [.other: "+%lld"]))
    document.signatures["Message_Typers_Count"] = ClosureSignature(["Int"])
    let catalog = try ThemeCatalog(
      stringsData: ThemeCatalogTests.data(document), stylesData: ThemeCatalogTests.data(ThemeCatalogTests.styles()))
    let en = catalog.locale("en")
    for count in Self.extremes {
      #expect(en.string(.sdk("Message_Typers_Count"), arguments: [.int(count)]) != nil, "\(count)")
      #expect(en.string(.sdk("Message_Replied_Users_Count"), arguments: [.int(count), .bool(true)]) != nil)
      #expect(en.string(.sdk("Message_Replied_Users_Count"), arguments: [.int(count), .bool(false)]) != nil)
    }
    #expect(en.string(.sdk("Message_Typers_Count"), arguments: [.int(Int.min)]) == "+\(Int.min)")
  }

  /// An override holding a number beyond the range is rejected whole.
  @Test(arguments: [
    (
      "\"categories\":{\"other\":\"%lld replies\"}",
      "\"categories\":{\"other\":\"%lld replies\"},\"offset\":9223372036854775807"
    ),
    (
      "\"categories\":{\"other\":\"%lld replies\"}",
      "\"categories\":{\"other\":\"%lld replies\"},\"offset\":-9007199254740992"
    ),
    ("\"from\":100", "\"from\":-9223372036854775808"),
    ("\"exact\":{\"1\"", "\"exact\":{\"9007199254740992\""),
    ("\"limit\":1", "\"limit\":9223372036854775807"),
  ])
  func overflowingOverrideIsRejected(of original: String, with hostile: String) throws {
    let store = ThemeStore(try ThemeCatalogTests.catalog())
    let base = String(decoding: ThemeCatalogTests.data(ThemeCatalogTests.document()), as: UTF8.self)
    let changed = base.replacingOccurrences(of: original, with: hostile)
    #expect(changed != base)
    #expect(throws: OverrideRejection.self) { try store.apply(stringsOverride: Data(changed.utf8)) }
    #expect(
      store.current.string(.sdk("Message_Replied_Users_Count"), locale: "en", arguments: [.int(2), .bool(true)])
        == "2 replies")
  }
}
