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
    var utf8 = hex.utf8.makeIterator()
    guard hex.utf8.count == 7 || hex.utf8.count == 9, utf8.next() == UInt8(ascii: "#") else { return nil }
    // The next two digits as a channel, 0...1.
    func channel() -> Double? {
      guard let high = utf8.next().flatMap(Self.nibble), let low = utf8.next().flatMap(Self.nibble) else { return nil }
      return Double(high << 4 | low) / 255
    }
    guard let red = channel(), let green = channel(), let blue = channel() else { return nil }
    let alpha = hex.utf8.count == 9 ? channel() : 1
    guard let alpha else { return nil }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The value of a hex digit.
  private static func nibble(_ byte: UInt8) -> UInt8? {
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

  /// A design token of a theme (`brand.main`), resolved: a colour, font, number or name.
  public func token(_ name: String, theme: String) -> StyleEntry? {
    styles?.themes[theme]?.tokens[name]
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

extension RGBAColor {
  /// Transparent black: what a colour accessor gives for a name the document lacks.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension FontStyle {
  /// The system font at 0 points: what a font accessor gives for a name the document lacks.
  public static let missing = FontStyle(family: nil, size: 0, weight: "regular", lineHeight: nil)
}

extension IconStyle {
  /// No asset: what an icon accessor gives for a name the document lacks.
  public static let missing = IconStyle(asset: "", tint: nil, flipsForRTL: false)
}

/// An `@SBUAdaptive` value: `base`, and `liquidGlass` where the SDK applies liquid glass.
public struct Adaptive<Value: Sendable>: Sendable {
  /// The value without liquid glass.
  public var base: Value
  /// The value with liquid glass.
  public var liquidGlass: Value

  /// Creates a pair.
  public init(base: Value, liquidGlass: Value) {
    self.base = base
    self.liquidGlass = liquidGlass
  }
}

extension StyleEntry {
  /// The colour, if this is one.
  public var color: RGBAColor? {
    if case .color(let hex) = self { RGBAColor(hex: hex) } else { nil }
  }

  /// The font, if this is one.
  public var font: FontStyle? {
    if case .font(let font) = self { font } else { nil }
  }

  /// The keyword (a status bar or bar style's case name), if this is one.
  public var keyword: String? {
    if case .keyword(let name) = self { name } else { nil }
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  /// Both values of an adaptive entry, each read by `read`; nil if this is not adaptive or
  /// either value is not of the kind read.
  public func adaptive<Value: Sendable>(_ read: (StyleEntry) -> Value?) -> Adaptive<Value>? {
    guard case .adaptive(let base, let liquidGlass) = self, let base = read(base), let glass = read(liquidGlass)
    else { return nil }
    return Adaptive(base: base, liquidGlass: glass)
  }
}

/// How a theme's light and dark variants are shown: one of them, or the one the system's
/// appearance asks for (`ThemeStyles.<theme>.apply(appearance: .system)`).
public enum Appearance: String, Sendable, CaseIterable {
  case light, dark, system
}

/// A colour with a value per appearance: what a component colour is when the app follows the
/// system's light and dark (`ThemeStyles.<theme>.dynamic(\.channelTheme.backgroundColor)`).
public struct DynamicColor: Hashable, Sendable {
  /// The value in the light appearance.
  public var light: RGBAColor
  /// The value in the dark appearance.
  public var dark: RGBAColor

  /// Creates a pair.
  public init(light: RGBAColor, dark: RGBAColor) {
    self.light = light
    self.dark = dark
  }
}
