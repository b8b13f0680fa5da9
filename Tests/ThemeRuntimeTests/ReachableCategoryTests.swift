import Foundation
import Testing

@testable import ThemeRuntime

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
