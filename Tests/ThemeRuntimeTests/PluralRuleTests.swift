import Foundation
import Testing

@testable import ThemeRuntime

@Suite struct PluralRuleTests {
  @Test func englishIntegerAndDecimal() {
    let en = PluralRules.ruleSet(for: "en")
    #expect(en.category(for: 1) == .one)
    #expect(en.category(forDecimal: "1") == .one)
    #expect(en.category(forDecimal: "1.0") == .other)
  }
}
