import Foundation

/// The members of a JSON object found by their byte ranges, without building their values.
///
/// The runtime reads one locale of `strings.json` when it is first used: the document's
/// members, and the members of its `locales` object, are located by this scan (strings and
/// nesting are skipped byte by byte), and only the values needed are decoded.
struct JSONMembers {
  /// Each member's key and the byte range of its value, in document order.
  var members: [(key: String, keyRange: Range<Int>, range: Range<Int>)] = []

  /// The value of `key`, if the object has it.
  subscript(key: String) -> Range<Int>? { members.first { $0.key == key }?.range }

  /// Scans the object whose bytes are `range` of `bytes`; nil if it is not a well-formed
  /// object at the level scanned (its members' values are checked only for balance).
  init?(_ bytes: UnsafeRawBufferPointer, in range: Range<Int>) {
    var index = range.lowerBound
    let end = range.upperBound
    func skipSpace() {
      while index < end, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
        index += 1
      }
    }
    // A string from its opening quote; the index ends after its closing quote.
    func skipString() -> Bool {
      index += 1
      while index < end {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return true
        case UInt8(ascii: "\\"): index += 2
        default: index += 1
        }
      }
      return false
    }
    // One value of any kind; nested containers are skipped by counting brackets.
    func skipValue() -> Bool {
      var depth = 0
      while index < end {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard skipString() else { return false }
          if depth == 0 { return true }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return true }
          depth -= 1
          if depth == 0 {
            index += 1
            return true
          }
        case UInt8(ascii: ","):
          if depth == 0 { return true }
        default: break
        }
        index += 1
      }
      return depth == 0
    }
    skipSpace()
    guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    skipSpace()
    if index < end, bytes[index] == UInt8(ascii: "}") { return }
    while index < end {
      skipSpace()
      guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let keyStart = index
      guard skipString() else { return nil }
      let keyEnd = index
      guard let key = Self.key(UnsafeRawBufferPointer(rebasing: bytes[keyStart..<keyEnd])) else { return nil }
      skipSpace()
      guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      skipSpace()
      let valueStart = index
      guard skipValue() else { return nil }
      var valueEnd = index
      while valueEnd > valueStart, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[valueEnd - 1]) { valueEnd -= 1 }
      guard valueEnd > valueStart else { return nil }
      members.append((key, keyStart..<keyEnd, valueStart..<valueEnd))
      skipSpace()
      guard index < end else { return nil }
      if bytes[index] == UInt8(ascii: "}") { return }
      guard bytes[index] == UInt8(ascii: ",") else { return nil }
      index += 1
    }
    return nil
  }

  /// A key's text from its quoted bytes: directly when it has no escape, else decoded.
  private static func key(_ quoted: UnsafeRawBufferPointer) -> String? {
    let inner = UnsafeRawBufferPointer(rebasing: quoted.dropFirst().dropLast())
    guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
    return try? JSONDecoder().decode([String].self, from: Data([UInt8(ascii: "[")] + quoted + [UInt8(ascii: "]")])).first
  }
}
