/// An sRGB colour with components 0...1, as `UIColor(red:green:blue:alpha:)` takes them.
public struct RGBAColor: Hashable, Sendable {
  /// The components, 0...1.
  public var red, green, blue, alpha: Double

  /// Creates a colour from components.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBBAA` or `#RRGGBB`, as `styles.json` writes colours; nil otherwise.
  public init?(hex: String) {
    let digits = Array(hex.utf8.dropFirst())
    guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8 else { return nil }
    var channels: [Double] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
      channels.append(Double(high << 4 | low) / 255)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// A variant of the SDK's component themes.
public enum StyleVariant: String, Hashable, Sendable, CaseIterable {
  case light, dark, overlay

  var index: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .overlay: 2
    }
  }
}

extension ThemeCatalog {
  /// The theme names, sorted (empty without a styles document).
  public var themes: [String] { styles?.themes.keys.sorted() ?? [] }

  /// An `SBUColorSet` colour of a theme.
  public func color(_ name: String, theme: String) -> RGBAColor? {
    styles?.themes[theme]?.colors[name].flatMap(RGBAColor.init(hex:))
  }

  /// An `SBUFontSet` font of a theme.
  public func font(_ name: String, theme: String) -> FontStyle? {
    styles?.themes[theme]?.fonts[name]
  }

  /// An `SBUIconSet` icon of a theme.
  public func icon(_ name: String, theme: String) -> IconStyle? {
    styles?.themes[theme]?.icons[name]
  }

  /// A component theme property (`SBUMessageCellTheme`, `rightBackgroundColor`) in a variant.
  public func value(_ className: String, _ property: String, variant: StyleVariant, theme: String) -> StyleEntry? {
    styles?.themes[theme]?.variants[variant.rawValue]?[className]?[property]
  }

  /// A component theme colour; for an `@SBUAdaptive` one, its base or liquid-glass value.
  public func color(
    _ className: String, _ property: String, variant: StyleVariant, theme: String, liquidGlass: Bool = false
  ) -> RGBAColor? {
    guard let pair = themeColors[theme]?[variant.index][className]?[property] else { return nil }
    return liquidGlass ? pair.liquidGlass : pair.base
  }

  /// A component theme font; for an `@SBUAdaptive` one, its base or liquid-glass value.
  public func font(
    _ className: String, _ property: String, variant: StyleVariant, theme: String, liquidGlass: Bool = false
  ) -> FontStyle? {
    switch value(className, property, variant: variant, theme: theme) {
    case .font(let font)?: font
    case .adaptive(.font(let base), .font(let glass))?: liquidGlass ? glass : base
    default: nil
    }
  }
}
