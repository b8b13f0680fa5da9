import Foundation

/// The members of a JSON object found by their byte ranges, without building their values.
///
/// The runtime reads one locale of `strings.json` when it is first used: the document's
/// members, and the members of its `locales` object, are located by this scan (strings and
/// nesting are skipped byte by byte), and only the values needed are decoded.
struct JSONMembers {
  /// Each member's key, the byte range of its key (quoted) and of its value, in order.
  var members: [(key: String, keyRange: Range<Int>, range: Range<Int>)] = []

  /// The value of `key`, if the object has it.
  subscript(key: String) -> Range<Int>? { members.first { $0.key == key }?.range }

  /// The members of the member named `expanded`, when it is an object (scanned in the same
  /// pass as this one).
  var expandedMembers: [(key: String, keyRange: Range<Int>, range: Range<Int>)]?

  /// Scans the object whose bytes are `range` of `bytes`; nil if it is not a well-formed
  /// object at the level scanned (its members' values are checked only for balance, but
  /// the value of the member named `expanded` is scanned as an object too).
  init?(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>, expanding expanded: String? = nil) {
    guard let base = bytes.baseAddress, !range.isEmpty else { return nil }
    var scanner = Scanner(
      base: base.assumingMemoryBound(to: UInt8.self), index: range.lowerBound, end: range.upperBound)
    guard let members = Self.object(bytes, &scanner, expanding: expanded, into: &self) else { return nil }
    self.members = members
  }

  /// An object's members from its opening brace, leaving the scanner after its closing one.
  private static func object(
    _ bytes: UnsafeRawBufferPointer, _ scanner: inout Scanner, expanding expanded: String?, into result: inout Self
  ) -> [(key: String, keyRange: Range<Int>, range: Range<Int>)]? {
    var members: [(key: String, keyRange: Range<Int>, range: Range<Int>)] = []
    scanner.skipSpace()
    guard scanner.take(UInt8(ascii: "{")) else { return nil }
    scanner.skipSpace()
    if scanner.take(UInt8(ascii: "}")) { return members }
    while true {
      scanner.skipSpace()
      let keyStart = scanner.index
      guard scanner.peek == UInt8(ascii: "\""), scanner.skipString() else { return nil }
      let keyEnd = scanner.index
      guard let key = Self.key(UnsafeRawBufferPointer(rebasing: bytes[keyStart..<keyEnd])) else { return nil }
      scanner.skipSpace()
      guard scanner.take(UInt8(ascii: ":")) else { return nil }
      scanner.skipSpace()
      let valueStart = scanner.index
      if key == expanded, scanner.peek == UInt8(ascii: "{") {
        guard let inner = object(bytes, &scanner, expanding: nil, into: &result) else { return nil }
        result.expandedMembers = inner
      } else {
        guard scanner.skipValue() else { return nil }
      }
      var valueEnd = scanner.index
      while valueEnd > valueStart, Scanner.isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
      guard valueEnd > valueStart else { return nil }
      members.append((key, keyStart..<keyEnd, valueStart..<valueEnd))
      scanner.skipSpace()
      if scanner.take(UInt8(ascii: "}")) { return members }
      guard scanner.take(UInt8(ascii: ",")) else { return nil }
    }
  }

  /// A key's text from its quoted bytes: directly when it has no escape, else decoded.
  private static func key(_ quoted: UnsafeRawBufferPointer) -> String? {
    let inner = UnsafeRawBufferPointer(rebasing: quoted.dropFirst().dropLast())
    guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
    return try? JSONDecoder().decode([String].self, from: Data([UInt8(ascii: "[")] + quoted + [UInt8(ascii: "]")]))
      .first
  }

  /// A position in the bytes being scanned.
  private struct Scanner {
    let base: UnsafePointer<UInt8>
    var index: Int
    let end: Int

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    var peek: UInt8? { index < end ? base[index] : nil }

    mutating func skipSpace() {
      while index < end, Self.isSpace(base[index]) { index += 1 }
    }

    /// Steps over `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
      guard index < end, base[index] == byte else { return false }
      index += 1
      return true
    }

    /// A string from its opening quote, to after its closing one. The next quote is found
    /// with memchr (most of a document is text); one after an odd number of backslashes is
    /// escaped.
    mutating func skipString() -> Bool {
      index += 1
      while index < end {
        guard let found = memchr(base + index, 0x22, end - index) else { return false }
        let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        var backslashes = 0
        while quote - backslashes - 1 >= index, base[quote - backslashes - 1] == UInt8(ascii: "\\") {
          backslashes += 1
        }
        index = quote + 1
        if backslashes % 2 == 0 { return true }
      }
      return false
    }

    /// One value of any kind, to just after it; nested containers are skipped by counting
    /// brackets. The position is kept in locals while bytes are stepped over (most are none
    /// of the six that matter).
    mutating func skipValue() -> Bool {
      var depth = 0
      var i = index
      defer { index = i }
      while i < end {
        let byte = base[i]
        if byte != 0x22, byte != 0x2C, byte | 0x20 != 0x7B, byte | 0x20 != 0x7D {
          i += 1
          continue
        }
        switch byte {
        case UInt8(ascii: "\""):
          index = i
          guard skipString() else { return false }
          i = index
          if depth == 0 { return true }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return true }
          depth -= 1
          if depth == 0 {
            i += 1
            return true
          }
        default:
          if depth == 0 { return true }
        }
        i += 1
      }
      return depth == 0
    }
  }
}
