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
    guard text.first == "#" else { return nil }
    var digits: [UInt8] = []
    for character in text.dropFirst() {
      guard let digit = character.hexDigitValue else { return nil }
      digits.append(UInt8(digit))
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
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for channel in [red, green, blue, alpha] {
      text.append(digits[Int(channel >> 4)])
      text.append(digits[Int(channel & 15)])
    }
    return text
  }
}
