#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A CLDR plural category.
public enum PluralCategory: String, CaseIterable, Comparable, Codable, Sendable {
  case zero, one, two, few, many, other

  /// CLDR's canonical order: zero, one, two, few, many, other.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// Hashes the position, not the raw name: a raw-value enum would hash its string, and
  /// forms are looked up by category for every plural text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(index)
  }

  /// Compares positions: a raw-value enum's default `==` compares the names.
  public static func == (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.index == rhs.index
  }

  /// The position in CLDR's order (and in `allCases`), for ordering, bit sets and tables.
  @inlinable package var index: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }

  /// The categories by `index`.
  @usableFromInline package static let byIndex: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]

  /// The category named `name` (`init(rawValue:)`), read from its bytes: the compiler asks
  /// it of every form key and every short app key, and a string-backed enum compares the
  /// name with each case's in turn.
  package init?(name: String) {
    guard let found = name.withUTF8Bytes(PluralCategory.init(utf8:)) else { return nil }
    self = found
  }

  /// The category whose name `bytes` spell.
  package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    for (index, candidate) in Self.names.enumerated()
    where candidate.count == bytes.count && candidate.elementsEqual(bytes) {
      self = Self.byIndex[index]
      return
    }
    return nil
  }

  /// The categories in the order of their names (as sorted JSON keys are).
  package static let byName: [PluralCategory] = byIndex.sorted { $0.rawValue < $1.rawValue }

  private static let names: [[UInt8]] = byIndex.map { Array($0.rawValue.utf8) }
}

/// A malformed CLDR plural rule.
public struct PluralRuleSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The rule text that failed to parse.
  public var rule: String
  /// 1-based column (in Unicode scalars) where parsing stopped.
  public var column: Int
  /// What was expected and what was found.
  public var message: String

  /// The error as one line: `column N: message in 'rule'`.
  public var description: String { "column \(column): \(message) in '\(rule)'" }
}

/// One compiled CLDR plural condition (`i = 1 and v = 0 or ...`).
///
/// Stored flat (relations in one array, `or` groups as end offsets) so that evaluation
/// does no allocation and little branching.
public struct PluralRule: Sendable, Equatable {
  package enum Operand: UInt8, Sendable { case n, i, v, w, f, t, e }

  /// A relation; its ranges are `ranges[rangeStart..<rangeEnd]` of its rule (a relation
  /// holds no array, so reading one while a rule is evaluated counts no reference).
  package struct Relation: Sendable, Equatable {
    package var operand: Operand
    package var modulus: UInt64  // 0: none
    package var negated: Bool
    package var within: Bool
    package var rangeStart: Int
    package var rangeEnd: Int
  }

  package var relations: [Relation]
  /// Every relation's ranges, in order.
  package var ranges: [ClosedRange<UInt64>]
  /// End index (exclusive) into `relations` of each `and` group; the groups are or-ed.
  package var groupEnds: [Int]
  /// The rule for integers, where `v`, `w`, `f`, `t` and `e` are 0: each group's relations on
  /// `n` and `i` alone (ending at `integerGroupEnds`), a group that a relation on another
  /// operand makes false left out, one that such relations alone make true left empty. A
  /// count's category is asked of every count up to 1,100 for each locale's rules.
  private var integerRelations: [Relation] = []
  private var integerGroupEnds: [Int] = []

  /// The rule that always holds (CLDR's empty condition for `other`).
  public static let always = PluralRule(relations: [], ranges: [], groupEnds: [])

  /// Parses CLDR rule syntax, with or without `@integer`/`@decimal` samples.
  public init(parsing text: String) throws(PluralRuleSyntaxError) {
    var parser = PluralRuleParser(text: text)
    (relations, ranges, groupEnds) = try parser.parse()
    (integerRelations, integerGroupEnds) = Self.forIntegers(relations, ranges, groupEnds)
  }

  init(relations: [Relation], ranges: [ClosedRange<UInt64>], groupEnds: [Int]) {
    self.relations = relations
    self.ranges = ranges
    self.groupEnds = groupEnds
    (integerRelations, integerGroupEnds) = Self.forIntegers(relations, ranges, groupEnds)
  }

  /// `integerRelations` and `integerGroupEnds` of a rule.
  private static func forIntegers(_ relations: [Relation], _ ranges: [ClosedRange<UInt64>], _ groupEnds: [Int])
    -> ([Relation], [Int])
  {
    var kept: [Relation] = []
    var ends: [Int] = []
    var start = 0
    for end in groupEnds {
      var group: [Relation] = []
      var holds = true
      for relation in relations[start..<end] {
        switch relation.operand {
        case .n, .i: group.append(relation)
        default:
          // The operand is 0 for every integer: the relation is true or false for them all.
          let found = ranges[relation.rangeStart..<relation.rangeEnd].contains { $0.contains(0) }
          if found == relation.negated { holds = false }
        }
      }
      if holds {
        kept += group
        ends.append(kept.count)
      }
      start = end
    }
    return (kept, ends)
  }

  /// Whether the rule holds for an integer (`v`, `w`, `f`, `t`, `e` are 0).
  @inlinable
  public func matches(_ value: Int) -> Bool {
    matchesInteger(UInt64(value.magnitude))
  }

  @usableFromInline
  func matchesInteger(_ value: UInt64) -> Bool {
    if groupEnds.isEmpty { return true }
    var start = 0
    for end in integerGroupEnds {
      var holds = true
      var index = start
      while index < end {
        let relation = integerRelations[index]
        let x = relation.modulus == 0 ? value : value % relation.modulus
        var found = false
        for range in relation.rangeStart..<relation.rangeEnd where ranges[range].contains(x) {
          found = true
          break
        }
        if found == relation.negated {
          holds = false
          break
        }
        index += 1
      }
      if holds { return true }
      start = end
    }
    return false
  }

  /// Whether the rule holds for the given operands.
  public func matches(_ operands: PluralOperands) -> Bool {
    if groupEnds.isEmpty { return true }
    var start = 0
    for end in groupEnds {
      var holds = true
      for index in start..<end where !Self.holds(relations[index], ranges, operands) {
        holds = false
        break
      }
      if holds { return true }
      start = end
    }
    return false
  }

  private static func holds(_ relation: Relation, _ allRanges: [ClosedRange<UInt64>], _ operands: PluralOperands)
    -> Bool
  {
    let ranges = allRanges[relation.rangeStart..<relation.rangeEnd]
    let found: Bool
    if relation.operand == .n && operands.f != 0 {
      // A non-integral n: `in` and `=` need an integer; `within` compares the real value.
      var x = operands.n
      if relation.modulus != 0 { x = x.truncatingRemainder(dividingBy: Double(relation.modulus)) }
      found = ranges.contains { range in
        relation.within
          ? Double(range.lowerBound) <= x && x <= Double(range.upperBound)
          : x == x.rounded() && range.contains(UInt64(x))
      }
    } else {
      var x: UInt64
      var huge = false
      switch relation.operand {
      case .n, .i:
        x = operands.i
        huge = operands.integerIsHuge
      case .v: x = UInt64(operands.v)
      case .w: x = UInt64(operands.w)
      case .f: x = operands.f
      case .t: x = operands.t
      case .e: x = UInt64(operands.e)
      }
      if relation.modulus != 0 {
        x %= relation.modulus
      } else if huge {
        x = .max
      }
      found = ranges.contains { $0.contains(x) }
    }
    return found != relation.negated
  }
}

/// A recursive-descent parser over the CLDR rule grammar (TR35 "Plural rules syntax").
struct PluralRuleParser {
  let text: String
  let scalars: [Unicode.Scalar]
  var position = 0

  init(text: String) {
    self.text = text
    // Samples are documentation, not condition.
    let condition = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    self.scalars = Array(condition.unicodeScalars)
  }

  /// The rule's relations, their ranges (in one array), and the end of each `and` group.
  mutating func parse() throws(PluralRuleSyntaxError) -> ([PluralRule.Relation], [ClosedRange<UInt64>], [Int]) {
    var relations: [PluralRule.Relation] = []
    var ranges: [ClosedRange<UInt64>] = []
    var ends: [Int] = []
    skipSpaces()
    if position == scalars.count { return ([], [], []) }
    while true {
      relations.append(try relation(into: &ranges))
      skipSpaces()
      if position == scalars.count {
        ends.append(relations.count)
        return (relations, ranges, ends)
      }
      if peekWord(is: "and") {
        position += 3
      } else if peekWord(is: "or") {
        position += 2
        ends.append(relations.count)
      } else {
        throw error("expected 'and', 'or' or the end of the rule, found '\(rest)'")
      }
    }
  }

  private mutating func relation(into allRanges: inout [ClosedRange<UInt64>]) throws(PluralRuleSyntaxError)
    -> PluralRule.Relation
  {
    skipSpaces()
    guard position < scalars.count else { throw error("expected an operand, found the end of the rule") }
    let operand: PluralRule.Operand
    switch scalars[position] {
    case "n": operand = .n
    case "i": operand = .i
    case "v": operand = .v
    case "w": operand = .w
    case "f": operand = .f
    case "t": operand = .t
    case "c", "e": operand = .e
    default: throw error("expected an operand (n, i, v, w, f, t, c, e), found '\(rest)'")
    }
    position += 1
    if position < scalars.count, Self.isAlphabetic(scalars[position]) {
      position -= 1
      throw error("expected an operand (n, i, v, w, f, t, c, e), found '\(rest)'")
    }
    skipSpaces()
    var modulus: UInt64 = 0
    if peekWord(is: "mod") || restHasPrefix("%") {
      position += restHasPrefix("%") ? 1 : 3
      skipSpaces()
      let start = position
      modulus = try value()
      if modulus == 0 {
        position = start
        throw error("expected a modulus greater than 0")
      }
    }
    skipSpaces()
    var negated = false
    var within = false
    var single = false
    if restHasPrefix("!=") {
      negated = true
      position += 2
    } else if restHasPrefix("=") {
      position += 1
    } else if peekWord(is: "is") {
      position += 2
      skipSpaces()
      if peekWord(is: "not") {
        negated = true
        position += 3
      }
      single = true
    } else {
      if peekWord(is: "not") {
        negated = true
        position += 3
        skipSpaces()
      }
      if peekWord(is: "in") {
        position += 2
      } else if peekWord(is: "within") {
        position += 6
        within = true
      } else {
        throw error("expected '=', '!=', 'is', 'in' or 'within', found '\(rest)'")
      }
    }
    let start = allRanges.count
    allRanges += single ? [try value()].map { $0...$0 } : try rangeList()
    return .init(
      operand: operand, modulus: modulus, negated: negated, within: within, rangeStart: start,
      rangeEnd: allRanges.count)
  }

  private mutating func rangeList() throws(PluralRuleSyntaxError) -> [ClosedRange<UInt64>] {
    var ranges: [ClosedRange<UInt64>] = []
    while true {
      let low = try value()
      skipSpaces()
      if restHasPrefix("..") {
        position += 2
        let high = try value()
        guard low <= high else { throw error("expected a range whose start is not above its end") }
        ranges.append(low...high)
      } else {
        ranges.append(low...low)
      }
      skipSpaces()
      guard position < scalars.count, scalars[position] == "," else { return ranges }
      position += 1
    }
  }

  private mutating func value() throws(PluralRuleSyntaxError) -> UInt64 {
    skipSpaces()
    var result: UInt64 = 0
    let start = position
    while position < scalars.count, ("0"..."9").contains(scalars[position]) {
      let digit = UInt64(scalars[position].value - 48)
      let (product, overflow) = result.multipliedReportingOverflow(by: 10)
      guard !overflow, product <= UInt64.max - digit else { throw error("expected a number below 2^64") }
      result = product + digit
      position += 1
    }
    guard position > start else { throw error("expected a number, found '\(rest)'") }
    return result
  }

  private mutating func skipSpaces() {
    while position < scalars.count, Self.isWhitespace(scalars[position]) { position += 1 }
  }

  /// Whether the word at the current position (its letters) is `word`, compared scalar by
  /// scalar without building it.
  private func peekWord(is word: String) -> Bool {
    var end = position
    while end < scalars.count, Self.isAlphabetic(scalars[end]) { end += 1 }
    return word.unicodeScalars.elementsEqual(scalars[position..<end])
  }

  /// Whether the text from the current position starts with `prefix` (without building it).
  private func restHasPrefix(_ prefix: String) -> Bool {
    var index = position
    for scalar in prefix.unicodeScalars {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  // Unicode's White_Space and Alphabetic properties, answered for ASCII without the
  // property tables (CLDR's rules are ASCII).
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) : scalar.properties.isAlphabetic
  }

  private var rest: String {
    position >= scalars.count ? "" : String(String.UnicodeScalarView(scalars[position...]))
  }

  private func error(_ message: String) -> PluralRuleSyntaxError {
    // Trimmed of spaces and tabs (what `CharacterSet.whitespaces` holds).
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    var shown = scalars[...]
    while let first = shown.first, isSpace(first) { shown.removeFirst() }
    while let last = shown.last, isSpace(last) { shown.removeLast() }
    let message =
      message.hasSuffix("found ''") ? message.dropLast("found ''".count) + "found the end of the rule" : message
    return PluralRuleSyntaxError(rule: String(String.UnicodeScalarView(shown)), column: position + 1, message: message)
  }
}
