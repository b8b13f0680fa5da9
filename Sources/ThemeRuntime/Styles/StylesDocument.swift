#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The styles JSON that `themec build` writes: every theme's palette, fonts, icons and
/// component theme properties, resolved per variant.
public struct StylesDocument: Hashable, Sendable, Codable, VersionedDocument {
  /// The version this library writes and reads.
  /// (1.1 added each theme's `tokens`; a 1.0 document reads as a theme without tokens. 1.2
  /// added a font's `textStyle` and `maxSize`, which a 1.1 reader passes over.)
  public static let currentSchemaVersion = SchemaVersion(major: 1, minor: 2)

  /// The schema version of this document.
  public var schemaVersion: SchemaVersion
  /// The SendbirdUIKit release whose palette and theme classes the names belong to.
  public var sdkVersion: String
  /// Themes by name.
  public var themes: [String: ThemeStyleSet]

  /// Creates a document at the current schema version.
  public init(sdkVersion: String, themes: [String: ThemeStyleSet]) {
    self.schemaVersion = Self.currentSchemaVersion
    self.sdkVersion = sdkVersion
    self.themes = themes
  }
}

/// One theme, resolved.
public struct ThemeStyleSet: Hashable, Sendable, Codable {
  /// `SBUColorSet` colours as `#RRGGBBAA`.
  public var colors: [String: String]
  /// `SBUFontSet` fonts.
  public var fonts: [String: FontStyle]
  /// `SBUIconSet` icons.
  public var icons: [String: IconStyle]
  /// Component theme properties: variant (`light`, `dark`, `overlay`) → class → property → value.
  public var variants: [String: [String: [String: StyleEntry]]]
  /// The team's design tokens by dotted name (`brand.main`), resolved; absent when none.
  public var tokens: [String: StyleEntry]

  /// Creates a theme.
  public init(
    colors: [String: String], fonts: [String: FontStyle], icons: [String: IconStyle],
    variants: [String: [String: [String: StyleEntry]]], tokens: [String: StyleEntry] = [:]
  ) {
    self.colors = colors
    self.fonts = fonts
    self.icons = icons
    self.variants = variants
    self.tokens = tokens
  }

  private enum CodingKeys: String, CodingKey { case colors, fonts, icons, variants, tokens }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    colors = try container.decode([String: String].self, forKey: .colors)
    fonts = try container.decode([String: FontStyle].self, forKey: .fonts)
    icons = try container.decode([String: IconStyle].self, forKey: .icons)
    variants = try container.decode([String: [String: [String: StyleEntry]]].self, forKey: .variants)
    tokens = try container.decodeIfPresent([String: StyleEntry].self, forKey: .tokens) ?? [:]
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(colors, forKey: .colors)
    try container.encode(fonts, forKey: .fonts)
    try container.encode(icons, forKey: .icons)
    if !tokens.isEmpty { try container.encode(tokens, forKey: .tokens) }
    try container.encode(variants, forKey: .variants)
  }
}

/// A font: the system font when `family` is nil.
public struct FontStyle: Hashable, Sendable, Codable {
  /// A font name for `UIFont(name:size:)`.
  public var family: String?
  /// The point size.
  public var size: Double
  /// The `UIFont.Weight` name (`semibold`).
  public var weight: String
  /// The line height the SDK lays text out with, where it has one.
  public var lineHeight: Double?
  /// The Dynamic Type text style it scales with (`body`, as `UIFont.TextStyle` names them),
  /// `size` being its size at the default text size; nil for a fixed size.
  public var textStyle: String?
  /// The largest size it scales to.
  public var maxSize: Double?

  /// Creates a font.
  public init(
    family: String?, size: Double, weight: String, lineHeight: Double?, textStyle: String? = nil,
    maxSize: Double? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.textStyle = textStyle
    self.maxSize = maxSize
  }
}

/// An icon: an asset name, an optional tint (`#RRGGBBAA`) and whether it flips for RTL.
public struct IconStyle: Hashable, Sendable, Codable {
  /// The asset name.
  public var asset: String
  /// The tint.
  public var tint: String?
  /// Whether the image flips in right-to-left layouts.
  public var flipsForRTL: Bool

  /// Creates an icon.
  public init(asset: String, tint: String?, flipsForRTL: Bool) {
    self.asset = asset
    self.tint = tint
    self.flipsForRTL = flipsForRTL
  }
}

/// A component theme property's value, encoded as a one-key object:
/// `{"color": "#RRGGBBAA"}`, `{"font": {...}}`, `{"keyword": "darkContent"}`,
/// `{"number": 18}` or `{"adaptive": {"base": ..., "liquidGlass": ...}}`.
public indirect enum StyleEntry: Hashable, Sendable, Codable {
  case color(String)
  case font(FontStyle)
  case keyword(String)
  case number(Double)
  case adaptive(base: StyleEntry, liquidGlass: StyleEntry)

  private enum Key: String, CodingKey { case color, font, keyword, number, adaptive, base, liquidGlass }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "expected one of color, font, keyword, number, adaptive"))
    }
    switch key {
    case .color: self = .color(try container.decode(String.self, forKey: .color))
    case .font: self = .font(try container.decode(FontStyle.self, forKey: .font))
    case .keyword: self = .keyword(try container.decode(String.self, forKey: .keyword))
    case .number: self = .number(try container.decode(Double.self, forKey: .number))
    case .adaptive:
      let pair = try container.nestedContainer(keyedBy: Key.self, forKey: .adaptive)
      self = .adaptive(
        base: try pair.decode(StyleEntry.self, forKey: .base),
        liquidGlass: try pair.decode(StyleEntry.self, forKey: .liquidGlass))
    case .base, .liquidGlass:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "expected one of color, font, keyword, number, adaptive"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    switch self {
    case .color(let hex): try container.encode(hex, forKey: .color)
    case .font(let font): try container.encode(font, forKey: .font)
    case .keyword(let name): try container.encode(name, forKey: .keyword)
    case .number(let number): try container.encode(number, forKey: .number)
    case .adaptive(let base, let liquidGlass):
      var pair = container.nestedContainer(keyedBy: Key.self, forKey: .adaptive)
      try pair.encode(base, forKey: .base)
      try pair.encode(liquidGlass, forKey: .liquidGlass)
    }
  }
}
