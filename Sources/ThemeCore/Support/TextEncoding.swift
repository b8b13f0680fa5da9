/// The text encodings input files arrive in, and how messages name a character.
package enum TextEncoding {
  /// UTF-16 code units (after a byte-order mark, or none) as UTF-8; nil for an odd number
  /// of bytes or an unpaired surrogate.
  package static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8]? {
    guard bytes.count % 2 == 0 else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(units.count)
    var iterator = units.makeIterator()
    var decoder = UTF16()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): utf8.append(contentsOf: UTF8.encode(scalar)!)
      case .emptyInput: return utf8
      case .error: return nil
      }
    }
  }

  /// The UTF-8 of UTF-16 text that starts with its byte-order mark (`FF FE`: little-endian,
  /// `FE FF`: big-endian), the mark dropped; nil when there is no mark or the rest is not
  /// UTF-16.
  package static func utf8(fromMarkedUTF16 bytes: [UInt8]) -> [UInt8]? {
    guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) else { return nil }
    return utf8(fromUTF16: bytes[2...], littleEndian: bytes[0] == 0xFF)
  }

  /// Whether bytes start with a UTF-16 byte-order mark.
  package static func hasUTF16Mark(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
  }
}

extension Unicode.Scalar {
  /// How a message names the character: `U+0001`, `U+FFFE` (at least four hex digits).
  package var codePointName: String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
