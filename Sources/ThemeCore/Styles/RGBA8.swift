import ThemeRuntime

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
    // ASCII, the common case, is read as bytes.
    let ascii = Self.digits(ascii: text.utf8)
    var digits: (nibbles: UInt32, count: Int)?
    if let ascii {
      digits = ascii
    } else {
      // Not ASCII: `hexDigitValue` also reads fullwidth digits.
      guard text.first == "#" else { return nil }
      var nibbles: UInt32 = 0
      var count = 0
      for character in text.dropFirst() {
        guard let digit = character.hexDigitValue else { return nil }
        nibbles = nibbles << 4 | UInt32(digit)
        count += 1
      }
      digits = (nibbles, count)
    }
    guard let digits, let colour = Self.colour(nibbles: digits.nibbles, count: digits.count) else { return nil }
    self = colour
  }

  /// The hex digits after `#` of ASCII bytes, as nibbles (the last in the lowest bits) and
  /// their count: nil inside if the text is not `#` and digits, nil outside if the bytes
  /// are not all ASCII.
  private static func digits(ascii bytes: some Collection<UInt8>) -> (nibbles: UInt32, count: Int)?? {
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return .none }
    guard bytes.first == UInt8(ascii: "#") else { return .some(nil) }
    var nibbles: UInt32 = 0
    for byte in bytes.dropFirst() {
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
      default: return .some(nil)
      }
      nibbles = nibbles << 4 | UInt32(nibble)
    }
    return (nibbles, bytes.count - 1)
  }

  /// The colour of 3, 4, 6 or 8 hex digits (a missing alpha is opaque); nil for any other
  /// count.
  private static func colour(nibbles: UInt32, count: Int) -> RGBA8? {
    let wide = count == 6 || count == 8
    guard wide || count == 3 || count == 4 else { return nil }
    let channels = wide ? count / 2 : count
    func channel(_ index: Int) -> UInt8 {
      guard index < channels else { return 255 }
      if wide { return UInt8(truncatingIfNeeded: nibbles >> (8 * (channels - 1 - index))) }
      let value = UInt8(truncatingIfNeeded: nibbles >> (4 * (channels - 1 - index))) & 0xF
      return value << 4 | value
    }
    return RGBA8(red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3))
  }

  /// The channel for a fraction 0...1, rounded as the SDK reference does: `floor(c * 255 + 0.5)`.
  public static func channel(_ fraction: Double) -> UInt8 {
    // NaN is 0: a number from a file never traps.
    fraction.isNaN ? 0 : UInt8((min(max(fraction, 0), 1) * 255 + 0.5).rounded(.down))
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

extension RGBAColor {
  /// The colour of 8-bit channels.
  public init(_ color: RGBA8) {
    self.init(
      red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
      alpha: Double(color.alpha) / 255)
  }
}
