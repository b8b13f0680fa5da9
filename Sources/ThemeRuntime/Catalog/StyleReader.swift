/// One theme of a catalogue, as `ThemeStyles` and `SendbirdStyles`' accessors read it: each call
/// names a palette member, or a class and property in a variant, and gives a typed value.
public final class StyleReader: Sendable {
  /// The catalogue read.
  public let catalog: ThemeCatalog
  /// The theme's name.
  public let theme: String

  /// A reader of a catalogue's theme.
  public init(catalog: ThemeCatalog, theme: String) {
    self.catalog = catalog
    self.theme = theme
  }

  /// A palette colour; `.clear` if the theme has none by that name.
  @inline(never) public func color(_ name: StaticString) -> RGBAColor {
    catalog.color(name.description, theme: theme) ?? .clear
  }

  /// A font of `SBUFontSet`; `.missing` if the theme has none by that name.
  @inline(never) public func font(_ name: StaticString) -> FontStyle {
    catalog.font(name.description, theme: theme) ?? .missing
  }

  /// An icon of `SBUIconSet`; `.missing` if the theme has none by that name.
  @inline(never) public func icon(_ name: StaticString) -> IconStyle {
    catalog.icon(name.description, theme: theme) ?? .missing
  }

  /// The theme's design tokens (`tokens:`), read by their dotted names.
  public var tokens: TokenReader { TokenReader(reader: self, prefix: "") }

  /// The component themes of a variant.
  @inline(never) public func variant(_ variant: StyleVariant) -> VariantValues {
    VariantValues(reader: self, variant: variant)
  }
}

/// A theme's component themes in one variant, read by class and property name
/// (`dark.color("SBUChannelTheme", "backgroundColor")`): nil for a name the theme lacks or a
/// value of another kind.
public struct VariantValues: Sendable {
  let reader: StyleReader
  /// The variant read.
  public let variant: StyleVariant

  /// The value as `styles.json` holds it.
  @inline(never) public func entry(_ className: String, _ property: String) -> StyleEntry? {
    reader.catalog.value(className, property, variant: variant, theme: reader.theme)
  }

  /// A colour.
  @inline(never) public func color(_ className: String, _ property: String) -> RGBAColor? {
    entry(className, property)?.color
  }

  /// A font.
  @inline(never) public func font(_ className: String, _ property: String) -> FontStyle? {
    entry(className, property)?.font
  }

  /// A status bar or bar style's case name.
  @inline(never) public func keyword(_ className: String, _ property: String) -> String? {
    entry(className, property)?.keyword
  }

  /// A number.
  @inline(never) public func number(_ className: String, _ property: String) -> Double? {
    entry(className, property)?.number
  }

  /// An `@SBUAdaptive` colour.
  @inline(never) public func adaptiveColor(_ className: String, _ property: String) -> Adaptive<RGBAColor>? {
    entry(className, property)?.adaptive(\.color)
  }

  /// An `@SBUAdaptive` font.
  @inline(never) public func adaptiveFont(_ className: String, _ property: String) -> Adaptive<FontStyle>? {
    entry(className, property)?.adaptive(\.font)
  }
}

/// One component theme class of a variant, as `SendbirdStyles`' typed accessors read it
/// (`ThemeStyles.brand.dark.channelTheme.backgroundColor`): each call names a property and
/// gives its value, or the same placeholder as the palette's accessors (`.clear`, `.missing`,
/// 0, "") for a name the theme lacks.
///
/// A class: each accessor type holds one reference, laid out as a single pointer.
public final class ComponentReader: Sendable {
  let values: VariantValues
  let className: String

  /// A reader of a class (`SBUChannelTheme`) in a variant.
  public init(_ values: VariantValues, _ className: StaticString) {
    self.values = values
    self.className = className.description
  }

  /// A colour.
  @inline(never) public func color(_ property: StaticString) -> RGBAColor {
    values.color(className, property.description) ?? .clear
  }

  /// A font.
  @inline(never) public func font(_ property: StaticString) -> FontStyle {
    values.font(className, property.description) ?? .missing
  }

  /// A number (a radius, a size).
  @inline(never) public func number(_ property: StaticString) -> Double {
    values.number(className, property.description) ?? 0
  }

  /// A status bar or bar style's case name (`darkContent`).
  @inline(never) public func keyword(_ property: StaticString) -> String {
    values.keyword(className, property.description) ?? ""
  }

  /// An `@SBUAdaptive` colour.
  @inline(never) public func adaptiveColor(_ property: StaticString) -> Adaptive<RGBAColor> {
    values.adaptiveColor(className, property.description) ?? Adaptive(base: .clear, liquidGlass: .clear)
  }

  /// An `@SBUAdaptive` font.
  @inline(never) public func adaptiveFont(_ property: StaticString) -> Adaptive<FontStyle> {
    values.adaptiveFont(className, property.description) ?? Adaptive(base: .missing, liquidGlass: .missing)
  }

  /// An `@SBUAdaptive` number.
  @inline(never) public func adaptiveNumber(_ property: StaticString) -> Adaptive<Double> {
    values.entry(className, property.description)?.adaptive(\.number) ?? Adaptive(base: 0, liquidGlass: 0)
  }
}

/// One group of a theme's design tokens (`palette.blue`), as `ThemeStyles`' token accessors
/// read it: each call names a token of the group (`100` for `palette.blue.100`), so groups
/// with the same names share one generated type.
///
/// A token every theme has reads as `.clear` (`.missing`, 0, "") where the theme lacks it or
/// gives another kind of value (no `??` at each accessor: the app's type checker pays for
/// one); one some theme lacks has an optional accessor.
public final class TokenReader: Sendable {
  let reader: StyleReader
  /// The group's dotted path and a dot (empty at the top).
  let prefix: String

  init(reader: StyleReader, prefix: String) {
    self.reader = reader
    self.prefix = prefix
  }

  /// The group at a dotted path from the top (`palette.blue`).
  @inline(never) public func group(_ path: StaticString) -> TokenReader {
    TokenReader(reader: reader, prefix: path.description + ".")
  }

  private func token(_ name: StaticString) -> StyleEntry? {
    reader.catalog.token(prefix + name.description, theme: reader.theme)
  }

  /// A colour token.
  @inline(never) public func color(_ name: StaticString) -> RGBAColor { token(name)?.color ?? .clear }

  /// A font token.
  @inline(never) public func font(_ name: StaticString) -> FontStyle { token(name)?.font ?? .missing }

  /// A number token.
  @inline(never) public func number(_ name: StaticString) -> Double { token(name)?.number ?? 0 }

  /// A name token (a status bar style's case name).
  @inline(never) public func keyword(_ name: StaticString) -> String { token(name)?.keyword ?? "" }

  /// A colour token, or nil where the theme has none by that name or another kind of value.
  @inline(never) public func optionalColor(_ name: StaticString) -> RGBAColor? { token(name)?.color }

  /// A font token, or nil.
  @inline(never) public func optionalFont(_ name: StaticString) -> FontStyle? { token(name)?.font }

  /// A number token, or nil.
  @inline(never) public func optionalNumber(_ name: StaticString) -> Double? { token(name)?.number }

  /// A name token, or nil.
  @inline(never) public func optionalKeyword(_ name: StaticString) -> String? { token(name)?.keyword }
}
