import Foundation
import Testing

@testable import ThemeRuntime

@Suite struct PluralRuleTests {
  @Test func visibleFractionDigitsMatter() {
    let en = PluralRules.ruleSet(for: "en")
    #expect(en.category(for: 1) == .one)
    #expect(en.category(forDecimal: "1") == .one)
    #expect(en.category(forDecimal: "1.0") == .other)
  }

  @Test func russianExampleFromTheIssue() {
    let ru = PluralRules.ruleSet(for: "ru")
    let got = ["1", "2", "5", "21", "1.5"].map { ru.category(forDecimal: $0) }
    #expect(got == [.one, .few, .many, .one, .other])
  }

  /// What CLDR 49 changed (issue 50): Vietnamese, Tajik and Konkani gain `one` (0 and 1),
  /// Galician `many` for millions, Haitian Creole keeps `other` alone, Chuvash has `zero`,
  /// Interlingue and Samogitian have rules of their own. (PluralSampleTests compares every
  /// locale with babel's implementation of the same release.)
  @Test func theRulesAreCLDR49s() {
    #expect(PluralRules.cldrVersion == "49")
    for locale in ["vi", "tg", "kok"] {
      let rules = PluralRules.ruleSet(for: locale)
      #expect([0, 1, 2].map { rules.category(for: $0) } == [.one, .one, .other], "\(locale)")
    }
    let gl = PluralRules.ruleSet(for: "gl")
    #expect([1, 5, 1_000_000].map { gl.category(for: $0) } == [.one, .other, .many])
    #expect([1, 2].map { PluralRules.ruleSet(for: "ht").category(for: $0) } == [.other, .other])
    #expect([0, 1, 2].map { PluralRules.ruleSet(for: "cv").category(for: $0) } == [.zero, .one, .other])
    #expect(PluralRules.ruleSet(for: "ie").category(for: 1) == .one)
    #expect([1, 2, 5].map { PluralRules.ruleSet(for: "sgs").category(for: $0) } == [.one, .two, .few])
  }

  @Test func categorySetsSeparateIntegersFromDecimals() {
    let ru = PluralRules.ruleSet(for: "ru")
    #expect(ru.integerCategories == [.one, .few, .many, .other])
    #expect(ru.decimalCategories == [.other])
    let ar = PluralRules.ruleSet(for: "ar")
    #expect(ar.integerCategories == Set(PluralCategory.allCases))
    let ja = PluralRules.ruleSet(for: "ja")
    #expect(ja.integerCategories == [.other])
    let fr = PluralRules.ruleSet(for: "fr")
    #expect(fr.integerCategories == [.one, .many, .other])
  }

  @Test func compactExponentOperand() {
    let fr = PluralRules.ruleSet(for: "fr")
    #expect(fr.category(forDecimal: "1c6") == .many)
    #expect(fr.category(forDecimal: "1.1c6") == .many)
    #expect(fr.category(forDecimal: "1000000") == .many)
    #expect(fr.category(forDecimal: "1000001") == .other)
  }

  @Test func operandsOfDecimalStrings() {
    let operands = PluralOperands(parsing: "-1.230")!
    #expect(operands.i == 1 && operands.v == 3 && operands.w == 2 && operands.f == 230 && operands.t == 23)
    #expect(PluralOperands(parsing: "1,000") == nil)
    #expect(PluralOperands(parsing: "1.") == nil)
    #expect(PluralOperands(parsing: "") == nil)
    #expect(PluralOperands(parsing: "12345678901234567890123")?.integerIsHuge == true)
  }
}
