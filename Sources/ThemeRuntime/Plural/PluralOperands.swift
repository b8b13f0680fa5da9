/// The CLDR plural operands of a number (TR35, "Plural Operand Meanings").
///
/// Integers have `v == 0`; decimal strings keep their visible fraction digits, so
/// `"1"` and `"1.0"` differ (`v` is 0 and 1). Digits beyond 18 in the integer part are
/// kept modulo 10^18 with `integerIsHuge` set, which keeps every `mod` CLDR uses exact.
public struct PluralOperands: Hashable, Sendable {
  /// The absolute value of the number.
  public var n: Double
  /// The integer digits of `n` (modulo 10^18 when `integerIsHuge`).
  public var i: UInt64
  /// Whether the integer part had more than 18 digits.
  public var integerIsHuge: Bool
  /// The number of visible fraction digits, with trailing zeros.
  public var v: Int
  /// The number of visible fraction digits, without trailing zeros.
  public var w: Int
  /// The visible fraction digits as an integer, with trailing zeros.
  public var f: UInt64
  /// The visible fraction digits as an integer, without trailing zeros.
  public var t: UInt64
  /// The compact decimal exponent (`c`, also spelled `e`): 6 for `1.2c6`.
  public var e: Int

  /// Operands of an integer.
  public init(_ value: Int) {
    let magnitude = value.magnitude
    self.n = Double(magnitude)
    self.i = UInt64(magnitude)
    self.integerIsHuge = false
    self.v = 0
    self.w = 0
    self.f = 0
    self.t = 0
    self.e = 0
  }

  /// Operands of a decimal string such as `"21"`, `"-1.50"`, `"1.2c6"` or `"1e3"`.
  ///
  /// Returns nil when the text is not a plain decimal number (no grouping separators,
  /// no spaces, ASCII digits only).
  public init?(parsing text: String) {
    var bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
      bytes.removeFirst()
    }
    var exponent = 0
    if let mark = bytes.firstIndex(where: { $0 == UInt8(ascii: "c") || $0 == UInt8(ascii: "e") }) {
      let digits = bytes[(mark + 1)...]
      guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(Self.isDigit) else { return nil }
      exponent = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
      bytes = Array(bytes[..<mark])
    }
    var integerDigits: [UInt8]
    var fractionDigits: [UInt8]
    if let dot = bytes.firstIndex(of: UInt8(ascii: ".")) {
      integerDigits = Array(bytes[..<dot])
      fractionDigits = Array(bytes[(dot + 1)...])
      guard !fractionDigits.isEmpty else { return nil }
    } else {
      integerDigits = bytes
      fractionDigits = []
    }
    guard !integerDigits.isEmpty, integerDigits.allSatisfy(Self.isDigit),
      fractionDigits.allSatisfy(Self.isDigit)
    else { return nil }
    // A compact exponent moves fraction digits into the integer part: 1.2c6 is 1200000.
    if exponent > 0 {
      let moved = min(exponent, fractionDigits.count)
      integerDigits += fractionDigits.prefix(moved)
      fractionDigits.removeFirst(moved)
      integerDigits += [UInt8](repeating: UInt8(ascii: "0"), count: exponent - moved)
    }
    while integerDigits.count > 1, integerDigits.first == UInt8(ascii: "0") {
      integerDigits.removeFirst()
    }
    let trimmed = Array(fractionDigits.reversed().drop(while: { $0 == UInt8(ascii: "0") }).reversed())
    self.integerIsHuge = integerDigits.count > 18
    self.i = Self.value(of: integerDigits.suffix(18))
    self.v = fractionDigits.count
    self.w = trimmed.count
    self.f = Self.value(of: fractionDigits.prefix(18))
    self.t = Self.value(of: trimmed.prefix(18))
    self.e = exponent
    let literal =
      String(decoding: integerDigits, as: UTF8.self) + "."
      + String(decoding: fractionDigits.isEmpty ? [48] : fractionDigits, as: UTF8.self)
    self.n = Double(literal) ?? .infinity
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func value<C: Collection>(of digits: C) -> UInt64 where C.Element == UInt8 {
    digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1 - 48) }
  }
}
