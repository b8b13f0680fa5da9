import ThemeRuntime

/// Where a `{namespace.name}` reference points.
public enum StyleNamespace: String, Sendable, Hashable, CaseIterable {
  /// The team's own design tokens (`tokens:`).
  case tokens
  /// `SBUColorSet` (`colors:`).
  case colors
  /// `SBUFontSet` (`fonts:`).
  case fonts

  /// The case's position: equality and hashing go by case (a raw-value enum's defaults
  /// compare and hash the names, and every reference is hashed as it resolves).
  private var ordinal: Int {
    switch self {
    case .tokens: 0
    case .colors: 1
    case .fonts: 2
    }
  }

  /// Whether both are the same case.
  public static func == (lhs: StyleNamespace, rhs: StyleNamespace) -> Bool { lhs.ordinal == rhs.ordinal }

  /// Hashes the case's position.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

/// A reference such as `{colors.primaryMain}` or `{tokens.brand.500}`.
public struct StyleRef: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The namespace.
  public var namespace: StyleNamespace
  /// The name inside it (dotted for nested token groups).
  public var name: String

  /// Creates a reference.
  public init(_ namespace: StyleNamespace, _ name: String) {
    self.namespace = namespace
    self.name = name
  }

  /// `colors.primaryMain`.
  public var description: String { "\(namespace.rawValue).\(name)" }

  public static func < (lhs: StyleRef, rhs: StyleRef) -> Bool { lhs.description < rhs.description }
}

/// A font as written: a system font (no family) or a named one, with a size and weight.
public struct FontSpec: Sendable, Hashable {
  /// A font name for `UIFont(name:size:)`; nil for the system font.
  public var family: String?
  /// The point size.
  public var size: Double
  /// The weight (also the system font's weight when a named font is missing).
  public var weight: FontWeight
  /// The line height, only where the SDK has one.
  public var lineHeight: Double?
  /// The Dynamic Type text style it scales with (`body`), if any: the size is the one at
  /// the default text size (Large), scaled as `UIFontMetrics(forTextStyle:)` scales it.
  public var textStyle: TextStyle?
  /// The largest size it scales to.
  public var maxSize: Double?

  /// Creates a font.
  public init(
    family: String? = nil, size: Double, weight: FontWeight, lineHeight: Double? = nil, textStyle: TextStyle? = nil,
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

/// A value as written in a theme file, before references are resolved.
public indirect enum StyleValue: Sendable {
  /// A colour literal (`#RRGGBB`, `rgba(...)`, `clear`).
  case color(RGBA8, isClear: Bool)
  /// A reference, with an alpha that replaces the colour's.
  case reference(StyleRef, alpha: Double?)
  /// A font.
  case font(FontSpec)
  /// A Swift enum case (`darkContent`).
  case keyword(String)
  /// A number.
  case number(Double)
  /// An `@SBUAdaptive` pair; either side may be left to the SDK.
  case adaptive(base: Located<StyleValue>?, liquidGlass: Located<StyleValue>?)
}

/// A key and its value, with their places.
public struct StyleDefinition: Sendable {
  /// The key as written.
  public var key: Located<String>
  /// The value.
  public var value: Located<StyleValue>
}

/// An icon replacement: an asset of the app, optionally tinted and flipped for RTL.
public struct IconDefinition: Sendable {
  /// The `SBUIconSet` member.
  public var key: Located<String>
  /// The app's asset name.
  public var asset: String
  /// A tint colour.
  public var tint: Located<StyleValue>?
  /// Whether the image flips in right-to-left layouts.
  public var flipsForRTL: Bool
}

/// One property of one variant of a theme class, by names (`SlotLayout` numbers them).
public struct ThemeSlot: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The class (`SBUMessageCellTheme`).
  public var className: String
  /// The variant.
  public var variant: ThemeVariant
  /// The property.
  public var property: String

  /// Creates a slot.
  public init(_ className: String, _ variant: ThemeVariant, _ property: String) {
    self.className = className
    self.variant = variant
    self.property = property
  }

  public static func < (lhs: ThemeSlot, rhs: ThemeSlot) -> Bool {
    (lhs.className, lhs.variant, lhs.property) < (rhs.className, rhs.variant, rhs.property)
  }

  /// `SBUMessageCellTheme.dark.backgroundColor`.
  public var description: String { "\(className).\(variant.rawValue).\(property)" }
}

/// Values by theme slot: an array of the layout's size, read and written by slot number
/// (or, more slowly, by names).
public struct SlotMap<Value: Sendable>: Sendable, Sequence {
  /// The numbering.
  public let layout: SlotLayout
  private var values: [Value?]
  /// The number of slots with a value.
  public private(set) var count = 0

  /// An empty map.
  public init(layout: SlotLayout) {
    self.layout = layout
    values = Array(repeating: nil, count: layout.count)
  }

  /// The value of a slot by number.
  public subscript(slot: Int) -> Value? {
    get { values[slot] }
    set {
      count += (newValue == nil ? 0 : 1) - (values[slot] == nil ? 0 : 1)
      values[slot] = newValue
    }
  }

  /// The value of a slot by names; nil for a slot the layout does not number.
  public subscript(slot: ThemeSlot) -> Value? {
    layout.slot(slot).flatMap { values[$0] }
  }

  /// Whether no slot has a value.
  public var isEmpty: Bool { count == 0 }

  /// The slots with a value, by names, in slot order.
  public var keys: [ThemeSlot] { map(\.slot) }

  /// Every value of `other` (numbered by the same layout) replaces this map's value of
  /// its slot.
  public mutating func merge(_ other: SlotMap) {
    precondition(other.layout === layout, "slot maps of different layouts")
    for slot in other.values.indices where other.values[slot] != nil {
      self[slot] = other.values[slot]
    }
  }

  /// The slots with a value, by names, and the values, in slot order.
  public func makeIterator() -> some IteratorProtocol<(slot: ThemeSlot, value: Value)> {
    var index = 0
    return AnyIterator { () -> (slot: ThemeSlot, value: Value)? in
      while index < values.count {
        defer { index += 1 }
        if let value = values[index] { return (layout.themeSlot(index), value) }
      }
      return nil
    }
  }
}

/// A theme file, lowered: what it states, by key.
public struct StyleFile: Sendable {
  /// The theme's name (from the file name).
  public var name: String
  /// The file's path.
  public var path: String
  /// The theme it starts from.
  public var extends: Located<String>?
  /// Design tokens by dotted name.
  public var tokens: [String: StyleDefinition] = [:]
  /// Tokens written with a value that was rejected (and reported there): a reference to one
  /// is not reported again as undefined.
  public var rejectedTokens: Set<String> = []
  /// `SBUColorSet` members.
  public var colors: [String: StyleDefinition] = [:]
  /// `SBUFontSet` members.
  public var fonts: [String: StyleDefinition] = [:]
  /// `SBUIconSet` members.
  public var icons: [String: IconDefinition] = [:]
  /// Theme properties stated directly in a variant.
  public var properties: SlotMap<StyleDefinition>
  /// Variants that start from another variant of the same class (`dark: {from: light}`).
  public var variantBases: [String: [ThemeVariant: Located<ThemeVariant>]] = [:]
  /// Text/background pairs whose low contrast the team accepts (`accepted-contrast`), as
  /// `Class.text/background`, with where each is listed. A theme's own: not inherited.
  public var acceptedContrast: [String: SourceLocation] = [:]

  /// Creates an empty file whose slots `layout` numbers.
  public init(name: String, path: String, layout: SlotLayout) {
    self.name = name
    self.path = path
    properties = SlotMap(layout: layout)
  }

  /// Where the file starts.
  public var start: SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

  /// What the file states for a slot of a class: in the slot's variant, else in the
  /// variant that one starts from (`from`), and so on. A chain visits each variant at most
  /// once (a longer walk is a cycle, reported elsewhere).
  public func stated(_ slot: Int, of className: String) -> StyleDefinition? {
    let layout = properties.layout
    var slot = slot
    for _ in ThemeVariant.allCases {
      if let definition = properties[slot] { return definition }
      guard let base = variantBases[className]?[layout.variant(of: slot)]?.value else { return nil }
      slot = layout.slot(slot, in: base)
    }
    return nil
  }

  /// The definitions of a namespace.
  public subscript(namespace: StyleNamespace) -> [String: StyleDefinition] {
    get {
      switch namespace {
      case .tokens: tokens
      case .colors: colors
      case .fonts: fonts
      }
    }
    set {
      switch namespace {
      case .tokens: tokens = newValue
      case .colors: colors = newValue
      case .fonts: fonts = newValue
      }
    }
  }
}

/// A Dynamic Type text style, as UIKit names them (`UIFont.TextStyle`), with the point sizes
/// Apple's Human Interface Guidelines give it at each content size category: what
/// `UIFontMetrics(forTextStyle:)` scales a font by (its size at a category over its size at
/// Large, the default). themec uses them to check line heights and to draw the preview; the
/// app scales through UIKit itself.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

  /// The content size categories, smallest first (`large` is the default).
  public enum Category: String, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
  }

  /// The style's point size in each category, in `Category`'s order.
  public var sizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
  }

  /// A size at Large scaled to a category, at most `maximum`.
  public func scaled(_ size: Double, to category: Category, maximum: Double? = nil) -> Double {
    let index = Category.allCases.firstIndex(of: category)!
    let scaled = size * sizes[index] / sizes[3]
    return maximum.map { min($0, scaled) } ?? scaled
  }
}
