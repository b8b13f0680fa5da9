import Foundation
import Testing

@testable import ThemeRuntime

@Suite struct PluralRuleSyntaxTests {
  @Test(arguments: [
    ("n mod = 3", 7, "expected a number, found '= 3'"),
    ("i = 1 an v = 0", 7, "expected 'and', 'or' or the end of the rule, found 'an v = 0'"),
    ("x = 1", 1, "expected an operand (n, i, v, w, f, t, c, e), found 'x = 1'"),
    ("n = 5..2", 9, "expected a range whose start is not above its end"),
    ("n = ", 5, "expected a number, found the end of the rule"),
    ("n % 0 = 1", 5, "expected a modulus greater than 0"),
    ("n == 1", 4, "expected a number, found '= 1'"),
  ])
  func malformedRulesAreReported(rule: String, column: Int, message: String) {
    #expect(
      throws: PluralRuleSyntaxError(rule: rule.trimmingCharacters(in: .whitespaces), column: column, message: message)
    ) {
      try PluralRule(parsing: rule)
    }
  }

  @Test func samplesAreIgnoredAndAlternativeSyntaxParses() throws {
    let rule = try PluralRule(parsing: "i = 1 and v = 0 @integer 1")
    #expect(rule.matches(1) && !rule.matches(2))
    let babelStyle = try PluralRule(parsing: "n mod 10 in 2..4 and n mod 100 not in 12..14")
    #expect(babelStyle.matches(22) && !babelStyle.matches(12))
    let within = try PluralRule(parsing: "n within 0..2 and n is not 2")
    #expect(within.matches(PluralOperands(parsing: "1.5")!) && !within.matches(2))
  }
}
