/// Scans of UTF-8 text eight bytes at a time (SWAR: each test flags the high bit of every
/// byte lane that matches), for the question the writers ask of every string: can it be
/// copied as it is?
enum ByteScan {
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
  static func needsJSONEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    scan(bytes) {
      below($0, 0x20) | equal($0, 0x22) | equal($0, 0x5C)
    } single: {
      $0 < 0x20 || $0 == 0x22 || $0 == 0x5C
    }
  }

  /// Whether anything is not printable ASCII, or is `"` or `\` (a Swift literal's slow path).
  static func needsSwiftEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    scan(bytes) {
      below($0, 0x20) | ($0 & highs) | equal($0, 0x7F) | equal($0, 0x22) | equal($0, 0x5C)
    } single: {
      $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C
    }
  }

  /// The letter after the backslash in the escapes Swift literals and JSON strings share
  /// (`\"`, `\\`, `\n`, `\r`, `\t`); nil for any other byte.
  static func backslashEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
    case UInt8(ascii: "\n"): UInt8(ascii: "n")
    case UInt8(ascii: "\r"): UInt8(ascii: "r")
    case UInt8(ascii: "\t"): UInt8(ascii: "t")
    default: nil
    }
  }

  @inline(__always) private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ lanes: (UInt64) -> UInt64, single: (UInt8) -> Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      if lanes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) != 0 { return true }
      index += 8
    }
    while index < bytes.count {
      if single(bytes[index]) { return true }
      index += 1
    }
    return false
  }
}
