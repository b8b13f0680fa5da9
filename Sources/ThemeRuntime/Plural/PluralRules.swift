#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whether rules select forms for counts ("1 reply") or for ranks ("1st").
public enum PluralKind: String, Sendable, CaseIterable, Codable {
  case cardinal, ordinal
}

/// The plural rules of one locale: an ordered list of categories and their conditions.
public struct PluralRuleSet: Sendable {
  /// The CLDR locale whose rules these are (`pt_PT`, `ru`), or `root`.
  public let locale: String
  /// Whether the requested locale was unknown and root's rules (`other` only) apply.
  public let isRootFallback: Bool
  /// The categories with a condition, in CLDR order; `other` is implied last.
  public let rules: [(category: PluralCategory, rule: PluralRule)]

  /// Builds a rule set from CLDR rule text per category; `other`'s text is ignored.
  public init(
    locale: String, rules: [PluralCategory: String], isRootFallback: Bool = false
  ) throws(PluralRuleSyntaxError) {
    self.locale = locale
    self.isRootFallback = isRootFallback
    // Labelled as `rules` is: an array of unlabelled tuples is converted to it element by
    // element, through a dynamic cast each.
    var compiled: [(category: PluralCategory, rule: PluralRule)] = []
    for category in PluralCategory.allCases where category != .other {
      guard let text = rules[category] else { continue }
      compiled.append((category, try PluralRule(parsing: text)))
    }
    self.rules = compiled
    self.smallCounts = Self.table(compiled)
    var bits = 0
    for category in smallCounts { bits |= 1 << category.index }
    for value in Self.integerProbes where value >= smallCounts.count {
      bits |= 1 << Self.category(of: value, compiled, smallCounts).index
    }
    self.integerCategoryBits = bits
    self.probeCounts = Self.probeCounts(smallCounts, compiled)
  }

  /// The form-reachability probes (`StringForms.countProbes`) by the category they select
  /// at offset 0, indexed by `PluralCategory.index`.
  let probeCounts: [[Int]]

  private static func probeCounts(
    _ smallCounts: [PluralCategory], _ rules: [(category: PluralCategory, rule: PluralRule)]
  ) -> [[Int]] {
    var lists = Array(repeating: [Int](), count: PluralCategory.allCases.count)
    for count in StringForms.countProbes { lists[category(of: count, rules, smallCounts).index].append(count) }
    return lists
  }

  /// The categories some integer selects, a bit per `PluralCategory.index`.
  public let integerCategoryBits: Int

  /// `category(for:)` from the parts, for use while they are being built.
  @inlinable static func category(
    of value: Int, _ rules: [(category: PluralCategory, rule: PluralRule)], _ smallCounts: [PluralCategory]
  ) -> PluralCategory {
    let magnitude = UInt64(value.magnitude)
    if magnitude < 1024 { return smallCounts[Int(magnitude)] }
    return rules.first { $0.rule.matchesInteger(magnitude) }?.category ?? .other
  }

  /// Categories of 0..<1024 precomputed, since UI counts are almost always small.
  @usableFromInline let smallCounts: [PluralCategory]

  private static func table(_ rules: [(category: PluralCategory, rule: PluralRule)]) -> [PluralCategory] {
    (0..<1024).map { value in rules.first { $0.rule.matchesInteger(UInt64(value)) }?.category ?? .other }
  }

  /// The category of an integer count.
  @inlinable
  public func category(for value: Int) -> PluralCategory {
    Self.category(of: value, rules, smallCounts)
  }

  /// The category of a number given by its operands.
  public func category(for operands: PluralOperands) -> PluralCategory {
    for entry in rules where entry.rule.matches(operands) {
      return entry.category
    }
    return .other
  }

  /// The category of a decimal string (`"1.5"`, `"21"`), or nil if it is not a number.
  public func category(forDecimal text: String) -> PluralCategory? {
    PluralOperands(parsing: text).map { category(for: $0) }
  }

  /// The categories that some integer selects (what a count string must provide).
  public var integerCategories: Set<PluralCategory> {
    Set(PluralCategory.allCases.filter { $0 == .other || integerCategoryBits & (1 << $0.index) != 0 })
  }

  /// The categories that some number with visible fraction digits selects.
  public var decimalCategories: Set<PluralCategory> {
    var found: Set<PluralCategory> = [.other]
    for integer in 0...120 {
      for fraction in Self.fractionProbes {
        if let operands = PluralOperands(parsing: "\(integer).\(fraction)") {
          found.insert(category(for: operands))
        }
      }
    }
    return found
  }

  // Every modulus in CLDR divides 10^6, and every range bound is below 1000, so
  // 0...1100 plus powers of ten reach every category an integer can select.
  private static let integerProbes: [Int] =
    Array(0...1100) + [10_000, 100_000, 1_000_000, 2_000_000, 10_000_000, 100_000_000]
  private static let fractionProbes = [
    "0", "1", "2", "3", "4", "5", "9", "00", "01", "02", "03", "05", "10", "11", "12", "21",
    "000", "001", "0000",
  ]
}

/// The CLDR plural rules for every locale CLDR defines, and locale-tag resolution.
public enum PluralRules {
  /// The CLDR version of the embedded rules.
  public static var cldrVersion: String { cldrPluralRulesVersion }

  /// Every locale with its own rules, in CLDR's underscore form, sorted.
  public static func locales(_ kind: PluralKind = .cardinal) -> [String] {
    table(kind).keys.sorted()
  }

  /// The rules for a BCP 47 or POSIX-style tag (`pt-BR`, `pt_PT`, `zh-Hant-TW`, `iw`).
  ///
  /// Tries the tag with script and region, then narrower forms, then the language; a
  /// language CLDR does not define resolves to root (`other` only, `isRootFallback`).
  public static func ruleSet(for tag: String, kind: PluralKind = .cardinal) -> PluralRuleSet {
    // A tag asked for before is looked up as it is (its candidates are found by case
    // mappings and character classes).
    let tagKey = kind.rawValue + "#" + tag
    if let cached = cache.value(tagKey) { return cached }
    let set = findRuleSet(for: tag, kind: kind)
    cache.store(tagKey, set)
    return set
  }

  private static func findRuleSet(for tag: String, kind: PluralKind) -> PluralRuleSet {
    let rulesByLocale = table(kind)
    let keys = candidates(for: tag)
    for candidate in keys {
      guard let rules = rulesByLocale[candidate] else { continue }
      let key = kind.rawValue + "/" + candidate
      if let cached = cache.value(key) { return cached }
      // Many locales share their rules (de, en, nl, sv...): compile each text once.
      let textKey = kind.rawValue + "|" + rules.keys.sorted().map { $0 + "=" + rules[$0]! }.joined(separator: ";")
      if let shared = cache.value(textKey) {
        let set = PluralRuleSet(renaming: shared, locale: candidate)
        cache.store(key, set)
        return set
      }
      // The embedded data is generated and tested; a parse failure is a build defect.
      if let set = try? PluralRuleSet(locale: candidate, rules: typed(rules)) {
        cache.store(key, set)
        cache.store(textKey, set)
        return set
      }
    }
    // A known language without ordinal data uses root's rules but is not "unknown".
    let isKnownLanguage = keys.last.map { cardinalLanguages.contains($0) } ?? false
    return PluralRuleSet(locale: "root", isRootFallback: !isKnownLanguage)
  }

  /// The lookup keys for a tag, most specific first: `zh_Hant_TW`, `zh_Hant`, `zh_TW`, `zh`.
  public static func candidates(for tag: String) -> [String] {
    let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard var language = parts.first?.lowercased(), !language.isEmpty else { return [] }
    var script: String?
    var region: String?
    for part in parts.dropFirst() {
      if part.count == 4, script == nil, region == nil, part.allSatisfy(\.isLetter) {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if region == nil,
        (part.count == 2 && part.allSatisfy(\.isLetter))
          || (part.count == 3 && part.allSatisfy(\.isNumber))
      {
        region = part.uppercased()
      }
    }
    if let replacement = legacyLanguages[language] { language = replacement }
    var result: [String] = []
    if let script, let region { result.append("\(language)_\(script)_\(region)") }
    if let script { result.append("\(language)_\(script)") }
    if let region { result.append("\(language)_\(region)") }
    result.append(language)
    return result
  }

  private static let legacyLanguages = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "sh": "sr", "tl": "fil",
  ]

  /// Rule sets are parsed and tabulated once per process, on first use.
  private static let cache = RuleSetCache()

  private static let cardinalLanguages = Set(PluralRuleData.cardinal.keys)

  private static func table(_ kind: PluralKind) -> [String: [String: String]] {
    kind == .cardinal ? PluralRuleData.cardinal : PluralRuleData.ordinal
  }

  private static func typed(_ rules: [String: String]) -> [PluralCategory: String] {
    var result: [PluralCategory: String] = [:]
    for (name, text) in rules {
      if let category = PluralCategory(rawValue: name) { result[category] = text }
    }
    return result
  }
}

extension PluralRuleSet {
  /// The same rules under another locale's name.
  fileprivate init(renaming other: PluralRuleSet, locale: String) {
    self.locale = locale
    self.isRootFallback = other.isRootFallback
    self.rules = other.rules
    self.smallCounts = other.smallCounts
    self.integerCategoryBits = other.integerCategoryBits
    self.probeCounts = other.probeCounts
  }

  /// Root's rules: every number is `other`.
  fileprivate init(locale: String, isRootFallback: Bool) {
    self.locale = locale
    self.isRootFallback = isRootFallback
    self.rules = []
    self.smallCounts = Array(repeating: .other, count: 1024)
    self.integerCategoryBits = 1 << PluralCategory.other.index
    self.probeCounts = Self.probeCounts(smallCounts, [])
  }
}

/// Parsed rule sets by kind and locale, shared across threads.
private final class RuleSetCache: @unchecked Sendable {
  private let lock = Lock()
  private var sets: [String: PluralRuleSet] = [:]

  func value(_ key: String) -> PluralRuleSet? {
    lock.lock()
    defer { lock.unlock() }
    return sets[key]
  }

  func store(_ key: String, _ set: PluralRuleSet) {
    lock.lock()
    defer { lock.unlock() }
    sets[key] = set
  }
}
