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
