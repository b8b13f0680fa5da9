#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scans of UTF-8 text eight bytes at a time (SWAR: each test flags the high bit of every
/// byte lane that matches), for the questions the checks and writers ask of every string.
package enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Lanes below `limit` (at most 128).
  @inline(__always) private static func below(_ word: UInt64, _ limit: UInt64) -> UInt64 {
    (word &- ones &* limit) & ~word & highs
  }

  /// Lanes equal to `byte`.
  @inline(__always) private static func equal(_ word: UInt64, _ byte: UInt64) -> UInt64 {
    below(word ^ (ones &* byte), 1)
  }

  /// Whether JSON needs an escape anywhere: a control character, `"` or `\`.
  package static func needsJSONEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstJSONEscape(bytes) != nil
  }

  /// The offset of the first byte a JSON string escapes (a control character, `"` or `\`),
  /// or nil: a writer copies the runs between them whole.
  package static func firstJSONEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    first(in: bytes) {
      below($0, 0x20) | equal($0, 0x22) | equal($0, 0x5C)
    } single: {
      $0 < 0x20 || $0 == 0x22 || $0 == 0x5C
    }
  }

  /// Whether every byte is ASCII.
  package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    !scan(bytes) {
      $0 & highs
    } single: {
      $0 >= 0x80
    }
  }

  /// Whether two runs of bytes are equal (`memcmp`: `==` and `elementsEqual` on byte
  /// collections compare a byte at a time, 40M instructions for a medium build's 5 MB of
  /// outputs compared with the files they would replace).
  package static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress, lhs.count > 0 else { return true }
    return memcmp(left, right, lhs.count) == 0
  }

  /// Whether text holds a control character other than a line break or a tab (every one
  /// is ASCII).
  package static func hasControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    scan(bytes) {
      below($0, 0x20) | equal($0, 0x7F)
    } single: {
      ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F
    }
  }

  /// The next character a terminal acts on (`String.escapedForTerminal`) from `start`: its
  /// offset, its length in bytes and its scalar value. Such a character is a control
  /// character (below 0x20, DEL, C1: `C2 80`-`C2 9F`), a line or paragraph separator or a
  /// bidirectional control (`E2 80 A8`-`E2 80 AE`, `E2 81 A6`-`E2 81 A9`). Candidates are
  /// found eight bytes at a time; `…` and `—` (`E2 80 A6`, `E2 80 94`) are not such
  /// characters.
  package static func nextTerminalEscape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> (offset: Int, length: Int, value: UInt32)?
  {
    var index = start
    while index < bytes.count,
      let found = first(
        in: UnsafeBufferPointer(rebasing: bytes[index...]),
        { below($0, 0x20) | equal($0, 0x7F) | equal($0, 0xC2) | equal($0, 0xE2) },
        single: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 })
    {
      index += found
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let third = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      switch byte {
      case 0xC2: if (0x80...0x9F).contains(next) { return (index, 2, next) }
      case 0xE2:
        if (next == 0x80 && (0xA8...0xAE).contains(third)) || (next == 0x81 && (0xA6...0xA9).contains(third)) {
          return (index, 3, 0x2000 | (next & 0x3F) << 6 | third & 0x3F)
        }
      default: return (index, 1, UInt32(byte))
      }
      index += 1
    }
    return nil
  }

  /// The Unicode scalars in valid UTF-8: the bytes that do not continue a sequence
  /// (`10xxxxxx`), counted eight at a time.
  package static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var continuations = 0
    var index = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // Bit 7 set and bit 6 clear, in each byte.
        continuations += (word & ~(word << 1) & highs).nonzeroBitCount
        index += 8
      }
    }
    while index < bytes.count {
      if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return bytes.count - continuations
  }

  /// The letter after the backslash in the escapes Swift literals and JSON strings share
  /// (`\"`, `\\`, `\n`, `\r`, `\t`); nil for any other byte.
  package static func backslashEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
    case UInt8(ascii: "\n"): UInt8(ascii: "n")
    case UInt8(ascii: "\r"): UInt8(ascii: "r")
    case UInt8(ascii: "\t"): UInt8(ascii: "t")
    default: nil
    }
  }

  /// Whether some byte satisfies `single` (see `first`).
  @inline(__always) private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ lanes: (UInt64) -> UInt64, single: (UInt8) -> Bool
  ) -> Bool {
    first(in: bytes, lanes, single: single) != nil
  }

  /// The offset of the first byte that satisfies `single`. `lanes` flags a word that may
  /// hold one (it may flag more than `single` accepts: a borrow can flag a lane above a real
  /// match, and a filter may be wider than the test), and only such a word is tested byte
  /// by byte.
  @inline(__always) private static func first(
    in bytes: UnsafeBufferPointer<UInt8>, _ lanes: (UInt64) -> UInt64, single: (UInt8) -> Bool
  ) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      if lanes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) != 0 {
        for offset in index..<(index + 8) where single(bytes[offset]) { return offset }
      }
      index += 8
    }
    while index < bytes.count {
      if single(bytes[index]) { return index }
      index += 1
    }
    return nil
  }
}
