import Foundation
import Testing

@testable import ThemeRuntime

/// The committed CLDR samples, read once: every `@integer`/`@decimal` sample of CLDR 41
/// that kept its category in CLDR 49, the samples that changed, and babel's categories.
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
