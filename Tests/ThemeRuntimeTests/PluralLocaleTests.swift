import Foundation
import Testing

@testable import ThemeRuntime

@Suite struct PluralLocaleTests {
  @Test(arguments: [
    ("pt-BR", "pt"), ("pt_PT", "pt_PT"), ("pt-pt", "pt_PT"), ("zh-Hant-TW", "zh"), ("sr-Latn", "sr"),
    ("en_US", "en"), ("iw", "he"), ("he", "he"), ("ru-RU", "ru"), ("tl", "fil"),
  ])
  func resolvesRealTags(tag: String, locale: String) {
    let rules = PluralRules.ruleSet(for: tag)
    #expect(rules.locale == locale)
    #expect(!rules.isRootFallback)
  }

  @Test func portugueseVariantsDiffer() {
    #expect(PluralRules.ruleSet(for: "pt-BR").category(for: 0) == .one)
    #expect(PluralRules.ruleSet(for: "pt-PT").category(for: 0) == .other)
  }

  @Test func unknownLocaleFallsBackToRoot() {
    let rules = PluralRules.ruleSet(for: "xx-YY")
    #expect(rules.isRootFallback)
    #expect(rules.locale == "root")
    #expect(rules.category(for: 1) == .other)
  }

  @Test func knownLanguageWithoutOrdinalsIsNotUnknown() {
    let rules = PluralRules.ruleSet(for: "ru", kind: .ordinal)
    #expect(!rules.isRootFallback)
    #expect(PluralRules.ruleSet(for: "en", kind: .ordinal).category(for: 22) == .two)
  }
}
