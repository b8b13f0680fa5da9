import Foundation
import Testing

@testable import ThemeRuntime

/// The committed CLDR samples, read once: every `@integer`/`@decimal` sample of CLDR 41
/// that kept its category in CLDR 47, the samples that changed, and babel's categories.
private let sampleLines: [[Substring]] = {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Resources/plural-samples.txt")
  let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
}()

private let initials: [Character: PluralCategory] = [
  "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other,
]

@Suite struct PluralSampleTests {
  @Test func everyCLDRSampleSelectsItsCategory() {
    var checked = 0
    var failures: [String] = []
    for fields in sampleLines where fields[0] == "sample" {
      let kind = PluralKind(rawValue: String(fields[1]))!
      let rules = PluralRules.ruleSet(for: String(fields[2]), kind: kind)
      let expected = PluralCategory(rawValue: String(fields[3]))!
      let number = String(fields[4])
      let got = rules.category(forDecimal: number)
      if got != expected {
        failures.append("\(kind) \(fields[2]) \(number): expected \(expected), got \(String(describing: got))")
      }
      // Integer samples also go through the Int fast path.
      if !number.contains("."), !number.contains("c"), !number.contains("e"), let value = Int(number),
        rules.category(for: value) != expected
      {
        failures.append("\(kind) \(fields[2]) Int \(value): expected \(expected)")
      }
      checked += 1
    }
    #expect(failures.isEmpty, "\(failures.prefix(20))")
    #expect(checked > 10_000, "expected thousands of CLDR samples, found \(checked)")
  }

  @Test func samplesThatChangedSinceCLDR41FollowCLDR47() {
    var failures: [String] = []
    var checked = 0
    for fields in sampleLines where fields[0] == "changed" {
      let rules = PluralRules.ruleSet(for: String(fields[2]), kind: PluralKind(rawValue: String(fields[1]))!)
      let expected = PluralCategory(rawValue: String(fields[5]))!
      if rules.category(forDecimal: String(fields[3])) != expected {
        failures.append("\(fields[2]) \(fields[3]): expected \(expected)")
      }
      checked += 1
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(checked > 0)
  }

  @Test func everyLocaleAgreesWithBabelOnIntegersAndDecimals() {
    let decimals = sampleLines.isEmpty ? [] : decimalList()
    var failures: [String] = []
    var locales = 0
    for fields in sampleLines where fields[0] == "babel" {
      let kind = PluralKind(rawValue: String(fields[1]))!
      let locale = String(fields[2])
      let rules = PluralRules.ruleSet(for: locale, kind: kind)
      for (value, initial) in fields[4].enumerated() where rules.category(for: value) != initials[initial] {
        failures.append("\(kind) \(locale) \(value): expected \(initials[initial]!)")
      }
      for (number, initial) in zip(decimals, fields[6])
      where rules.category(forDecimal: number) != initials[initial] {
        failures.append("\(kind) \(locale) \(number): expected \(initials[initial]!)")
      }
      locales += 1
    }
    #expect(failures.isEmpty, "\(failures.prefix(20))")
    #expect(locales == PluralRules.locales(.cardinal).count + PluralRules.locales(.ordinal).count)
  }

  private func decimalList() -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Resources/plural-samples.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n").first { $0.hasPrefix("# decimals ") } ?? ""
    return line.dropFirst("# decimals ".count).split(separator: " ").map(String.init)
  }
}

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

/// The categories a plural string must provide, computed by lists of probes per category,
/// against probing every count in turn.
@Suite struct ReachableCategoryTests {
  @Test func matchesProbingEveryCount() {
    let exacts: [[Int]] = [[], [0], [1], [0, 1, 2]]
    for locale in PluralRules.locales() {
      let rules = PluralRules.ruleSet(for: locale)
      for lowest in [nil, 1, 5] as [Int?] {
        for exact in exacts {
          for capFrom in [nil, 2, 100] as [Int?] {
            for offset in [0, 1] {
              var expected = Set<PluralCategory>()
              for count in StringForms.countProbes
              where count >= (lowest ?? Int.min) && !exact.contains(count) && !(capFrom.map { count >= $0 } ?? false) {
                expected.insert(rules.category(for: count - offset))
              }
              let found = StringForms.reachableCategories(
                rules: rules, offset: offset, lowestBelow: lowest, exact: exact, capFrom: capFrom)
              #expect(
                found == expected,
                "\(locale) below \(String(describing: lowest)) exact \(exact) cap \(String(describing: capFrom)) offset \(offset)"
              )
            }
          }
        }
      }
    }
  }
}
