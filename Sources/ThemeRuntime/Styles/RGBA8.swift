/// A colour as 8-bit channels, the precision of `#RRGGBBAA`.
public struct RGBA8: Sendable, Hashable {
  /// The channels, 0...255.
  public var red, green, blue, alpha: UInt8

  /// Creates a colour from channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil otherwise.
  public init?(hex text: some StringProtocol) {
    // ASCII in contiguous storage, the common case: read in place.
    if let parsed = text.utf8.withContiguousStorageIfAvailable(Self.parse(ascii:)), let parsed {
      guard let parsed else { return nil }
      self = parsed
      return
    }
    var digits: [UInt8] = []
    digits.reserveCapacity(8)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII, the common case: read bytes rather than characters.
      guard text.utf8.first == UInt8(ascii: "#") else { return nil }
      for byte in text.utf8.dropFirst() {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
      }
    } else {
      // `hexDigitValue` also reads fullwidth digits.
      guard text.first == "#" else { return nil }
      for character in text.dropFirst() {
        guard let digit = character.hexDigitValue else { return nil }
        digits.append(UInt8(digit))
      }
    }
    switch digits.count {
    case 3, 4:
      let channels = digits.map { $0 << 4 | $0 }
      self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    case 6, 8:
      let channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
      self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    default:
      return nil
    }
  }

  /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` read from ASCII bytes: the colour, nil
  /// inside if the text is not one, nil outside if the bytes are not all ASCII.
  private static func parse(ascii bytes: UnsafeBufferPointer<UInt8>) -> RGBA8?? {
    var nibbles: UInt32 = 0
    for byte in bytes.dropFirst() {
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
      default: return bytes.contains { $0 >= 0x80 } ? .none : .some(nil)
      }
      nibbles = nibbles << 4 | UInt32(nibble)
    }
    guard bytes.first == UInt8(ascii: "#") else { return bytes.contains { $0 >= 0x80 } ? .none : .some(nil) }
    func channel(_ shift: UInt32, width: UInt32) -> UInt8 {
      let value = UInt8(truncatingIfNeeded: nibbles >> shift) & (width == 4 ? 0xF : 0xFF)
      return width == 4 ? value << 4 | value : value
    }
    switch bytes.count - 1 {
    case 3: return RGBA8(red: channel(8, width: 4), green: channel(4, width: 4), blue: channel(0, width: 4), alpha: 255)
    case 4:
      return RGBA8(
        red: channel(12, width: 4), green: channel(8, width: 4), blue: channel(4, width: 4), alpha: channel(0, width: 4)
      )
    case 6:
      return RGBA8(red: channel(16, width: 8), green: channel(8, width: 8), blue: channel(0, width: 8), alpha: 255)
    case 8:
      return RGBA8(
        red: channel(24, width: 8), green: channel(16, width: 8), blue: channel(8, width: 8),
        alpha: channel(0, width: 8))
    default: return .some(nil)
    }
  }

  /// The channel for a fraction 0...1, rounded as the SDK reference does: `floor(c * 255 + 0.5)`.
  public static func channel(_ fraction: Double) -> UInt8 {
    UInt8((min(max(fraction, 0), 1) * 255 + 0.5).rounded(.down))
  }

  /// This colour with its alpha replaced, as `UIColor.withAlphaComponent(_:)` does.
  public func withAlpha(_ fraction: Double) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue, alpha: Self.channel(fraction))
  }

  /// `#RRGGBBAA`, upper case.
  public var hex: String {
    // Nine ASCII bytes (a small string, stored inline), written without characters.
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
    let (red, green, blue, alpha) = (self.red, self.green, self.blue, self.alpha)
    return String(unsafeUninitializedCapacity: 9) { buffer in
      buffer[0] = UInt8(ascii: "#")
      buffer[1] = digit(red >> 4)
      buffer[2] = digit(red & 15)
      buffer[3] = digit(green >> 4)
      buffer[4] = digit(green & 15)
      buffer[5] = digit(blue >> 4)
      buffer[6] = digit(blue & 15)
      buffer[7] = digit(alpha >> 4)
      buffer[8] = digit(alpha & 15)
      return 9
    }
  }
}
