/// One localised string: plain text, or the forms of a parameterised closure.
public enum StringEntry: Hashable, Sendable, Codable {
  /// A plain string, or a template for a closure that selects nothing (`%@ replied to %@`).
  case text(String)
  /// Forms selected by a count or a list size.
  case forms(StringForms)

  private enum CodingKeys: String, CodingKey { case text, forms }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let text = try container.decodeIfPresent(String.self, forKey: .text) {
      self = .text(text)
    } else {
      self = .forms(try container.decode(StringForms.self, forKey: .forms))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .text(let text): try container.encode(text, forKey: .text)
    case .forms(let forms): try container.encode(forms, forKey: .forms)
    }
  }
}

/// The forms of a count- or list-dependent string, and how one is selected.
///
/// Selection, first match wins: the cap (`count >= cap.from`, and the closure's limit flag
/// when it has one), an exact value (`=1`), a lower bound (`<1`: every count below 1),
/// then the CLDR plural category of `count - offset` in the locale. Placeholders receive
/// `count - offset` (the cap's text receives `cap.from - 1`); in a list's exact forms
/// they receive the names instead.
public struct StringForms: Hashable, Sendable, Codable {
  /// A cap such as "99+ replies".
  public struct Cap: Hashable, Sendable, Codable {
    /// The first count that shows the cap.
    public var from: Int
    /// The text shown from `from` on.
    public var text: String

    /// Creates a cap.
    public init(from: Int, text: String) {
      self.from = from
      self.text = text
    }
  }

  /// A form for every count below `limit`.
  public struct Below: Hashable, Sendable, Codable {
    /// The exclusive upper bound.
    public var limit: Int
    /// The text for counts below `limit`.
    public var text: String

    /// Creates a lower-bound form.
    public init(limit: Int, text: String) {
      self.limit = limit
      self.text = text
    }
  }

  /// What is counted: an integer argument or the size of a list of names.
  public var selector: Selector
  /// Subtracted from the count before category selection and substitution (ICU's offset).
  public var offset: Int
  /// Forms for exact counts, by count.
  public var exact: [Int: String]
  /// Forms for counts below a bound, smallest bound first.
  public var below: [Below]
  /// Forms by CLDR category; `other` is always present.
  public var categories: [PluralCategory: String]
  /// The cap, if any.
  public var cap: Cap?
  /// For lists: the name used for an empty name.
  public var emptyName: String?
  /// The 1-based argument that is the count (an app plural's first integer argument:
  /// `"%1$@ has %2$lld ratings"` counts argument 2); 1 unless the texts say otherwise.
  public var countArgument = 1

  /// What a form is selected by.
  public enum Selector: String, Hashable, Sendable, Codable {
    /// An integer argument.
    case count
    /// The number of names in a list argument.
    case list
  }

  /// Creates forms; `categories` must contain `other`.
  public init(
    selector: Selector = .count, offset: Int = 0, exact: [Int: String] = [:], below: [Below] = [],
    categories: [PluralCategory: String], cap: Cap? = nil, emptyName: String? = nil
  ) {
    self.selector = selector
    self.offset = offset
    self.exact = exact
    self.below = below.sorted { $0.limit < $1.limit }
    self.categories = categories
    self.cap = cap
    self.emptyName = emptyName
  }

  private enum CodingKeys: String, CodingKey {
    case selector, offset, exact, below, categories, cap, emptyName
    case countArgument = "count"
  }

  /// The positions a count argument may have: a template's positions have at most three digits.
  public static let countArgumentRange = 1...999

  /// The numbers a form may name (an offset, `=N`, `<N`, a cap's first count): the
  /// integers JSON carries exactly, -(2^53 - 1) through 2^53 - 1. The compiler reports others
  /// and an override holding one is rejected.
  public static let numberRange = -9_007_199_254_740_991...9_007_199_254_740_991

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func checked(_ number: Int, _ key: CodingKeys) throws -> Int {
      guard Self.numberRange.contains(number) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "expected a number from -(2^53 - 1) to 2^53 - 1, found \(number)")
      }
      return number
    }
    selector = try container.decodeIfPresent(Selector.self, forKey: .selector) ?? .count
    offset = try checked(try container.decodeIfPresent(Int.self, forKey: .offset) ?? 0, .offset)
    var exact: [Int: String] = [:]
    for (key, text) in try container.decodeIfPresent([String: String].self, forKey: .exact) ?? [:] {
      guard let count = Int(key) else {
        throw DecodingError.dataCorruptedError(
          forKey: .exact, in: container, debugDescription: "expected an integer key, found '\(key)'")
      }
      exact[try checked(count, .exact)] = text
    }
    self.exact = exact
    below = (try container.decodeIfPresent([Below].self, forKey: .below) ?? []).sorted { $0.limit < $1.limit }
    for bound in below { _ = try checked(bound.limit, .below) }
    var categories: [PluralCategory: String] = [:]
    for (key, text) in try container.decode([String: String].self, forKey: .categories) {
      guard let category = PluralCategory(rawValue: key) else {
        throw DecodingError.dataCorruptedError(
          forKey: .categories, in: container, debugDescription: "expected a CLDR category, found '\(key)'")
      }
      categories[category] = text
    }
    guard categories[.other] != nil else {
      throw DecodingError.dataCorruptedError(
        forKey: .categories, in: container, debugDescription: "expected an 'other' form")
    }
    self.categories = categories
    cap = try container.decodeIfPresent(Cap.self, forKey: .cap)
    if let cap { _ = try checked(cap.from, .cap) }
    emptyName = try container.decodeIfPresent(String.self, forKey: .emptyName)
    countArgument = try container.decodeIfPresent(Int.self, forKey: .countArgument) ?? 1
    guard Self.countArgumentRange.contains(countArgument) else {
      throw DecodingError.dataCorruptedError(
        forKey: .countArgument, in: container, debugDescription: "expected a count argument from 1 to 999")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if selector != .count { try container.encode(selector, forKey: .selector) }
    if offset != 0 { try container.encode(offset, forKey: .offset) }
    if !exact.isEmpty {
      try container.encode(
        Dictionary(uniqueKeysWithValues: exact.map { (String($0.key), $0.value) }), forKey: .exact)
    }
    if !below.isEmpty { try container.encode(below, forKey: .below) }
    try container.encode(
      Dictionary(uniqueKeysWithValues: categories.map { ($0.key.rawValue, $0.value) }), forKey: .categories)
    try container.encodeIfPresent(cap, forKey: .cap)
    try container.encodeIfPresent(emptyName, forKey: .emptyName)
    if countArgument != 1 { try container.encode(countArgument, forKey: .countArgument) }
  }

  /// The categories some integer count reaches: counts an exact form, a lower bound or an
  /// unconditional cap handles never reach the categories, so those need no form (Arabic's
  /// `zero` is not needed when `<1` or `=0` covers 0). With a limit flag the cap may be off,
  /// so it covers nothing.
  public func reachableCategories(rules: PluralRuleSet, limitFlag: Bool) -> Set<PluralCategory> {
    Self.reachableCategories(
      rules: rules, offset: offset, lowestBelow: below.map(\.limit).max(), exact: exact.keys,
      capFrom: limitFlag ? nil : cap?.from)
  }

  /// `reachableCategories` from the parts that decide it (the compiler asks before it has
  /// built forms): counts below `lowestBelow`, in `exact` or from `capFrom` on are covered.
  public static func reachableCategories(
    rules: PluralRuleSet, offset: Int, lowestBelow: Int?, exact: some Collection<Int>, capFrom: Int?
  ) -> Set<PluralCategory> {
    let reached = reachableCategoryBits(
      rules: rules, offset: offset, lowestBelow: lowestBelow, exact: exact, capFrom: capFrom)
    return Set(PluralCategory.allCases.filter { reached & (1 << $0.index) != 0 })
  }

  /// `reachableCategories` as a bit per category (`1 << index`): the compiler checks every
  /// plural form of every locale with it and builds a set only to report.
  package static func reachableCategoryBits(
    rules: PluralRuleSet, offset: Int, lowestBelow: Int?, exact: some Collection<Int>, capFrom: Int?
  ) -> Int {
    var reached = 0
    let lowest = lowestBelow ?? Int.min
    func covered(_ count: Int) -> Bool {
      count < lowest || (!exact.isEmpty && exact.contains(count)) || (capFrom.map { count >= $0 } ?? false)
    }
    if offset == 0 {
      // A category is reached if any of its probes is not covered: usually its first.
      for (index, counts) in rules.probeCounts.enumerated() where counts.contains(where: { !covered($0) }) {
        reached |= 1 << index
      }
      return reached
    }
    for count in countProbes {
      if count < lowest { continue }
      if !exact.isEmpty, exact.contains(count) { continue }
      if let capFrom, count >= capFrom { continue }
      reached |= 1 << rules.category(for: count.saturatingSubtract(offset)).index
      // Integers reach no category beyond the locale's integer categories.
      if reached == rules.integerCategoryBits { break }
    }
    return reached
  }

  /// The smallest count of 0 or more (of `countProbes`; -1 if only it does) that selects
  /// `category` and is not covered by an exact, lower-bound or cap form (see
  /// `reachableCategoryBits`); nil if none does.
  package static func smallestCount(
    reaching category: PluralCategory, rules: PluralRuleSet, offset: Int, lowestBelow: Int?,
    exact: some Collection<Int>, capFrom: Int?
  ) -> Int? {
    let lowest = lowestBelow ?? Int.min
    for count in countProbes.dropFirst() + [-1]
    where count >= lowest && !exact.contains(count) && count < (capFrom ?? Int.max) {
      if rules.category(for: count.saturatingSubtract(offset)) == category { return count }
    }
    return nil
  }

  /// Counts that reach every category an integer can select (CLDR moduli divide 10^6 and
  /// range bounds are below 1000), plus -1 for forms that treat negatives apart.
  static let countProbes = Array(-1...1100) + [10_000, 100_000, 1_000_000, 2_000_000, 10_000_000]

  /// Whether the forms use a category besides `other` (then the locale's categories apply).
  public var isPlural: Bool { categories.keys.contains { $0 != .other } }

  /// Every text of the forms.
  public var texts: [String] {
    Array(exact.values) + below.map(\.text) + Array(categories.values) + (cap.map { [$0.text] } ?? [])
  }

  /// Which form a count selects: the text and the value its placeholders receive.
  public func select(count: Int, limited: Bool = true, rules: PluralRuleSet) -> (text: String, shown: Int) {
    // Saturating: every count, Int.min through Int.max, gives defined text.
    if let cap, limited, count >= cap.from { return (cap.text, cap.from.saturatingSubtract(1)) }
    let shown = count.saturatingSubtract(offset)
    if let text = exact[count] { return (text, shown) }
    for bound in below where count < bound.limit { return (bound.text, shown) }
    let category = rules.category(for: shown)
    return (categories[category] ?? categories[.other] ?? "", shown)
  }

  /// The text for a count, with placeholders filled in.
  public func format(count: Int, limited: Bool = true, rules: PluralRuleSet) -> String {
    let (text, shown) = select(count: count, limited: limited, rules: rules)
    return FormatTemplate.renderOrRaw(text, [.integer(shown)])
  }

  /// The text for a list of names (`Channel_Typing`), with placeholders filled in.
  public func format(names: [String], rules: PluralRuleSet) -> String {
    let count = names.count
    if let text = exact[count] {
      let fallback = emptyName ?? ""
      return FormatTemplate.renderOrRaw(text, names.map { .string($0.isEmpty ? fallback : $0) })
    }
    let (text, shown) = select(count: count, rules: rules)
    return FormatTemplate.renderOrRaw(text, [.integer(shown)])
  }
}

extension FormatTemplate {
  /// Renders validated text; text that fails to parse is returned unchanged.
  static func renderOrRaw(_ text: String, _ arguments: [FormatArgument]) -> String {
    guard let template = try? FormatTemplate(parsing: text) else { return text }
    return template.render(arguments)
  }
}

extension Int {
  /// `self - other`, held at `Int.min` or `Int.max` where it would overflow (a count and an
  /// offset from a downloaded override never trap).
  @inlinable public func saturatingSubtract(_ other: Int) -> Int {
    let (difference, overflow) = subtractingReportingOverflow(other)
    guard overflow else { return difference }
    return other > 0 ? .min : .max
  }
}
