/// One theme of a catalogue, as the generated `ThemeStyles` accessors read it: each call
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
  public func color(_ name: StaticString) -> RGBAColor {
    catalog.color(name.description, theme: theme) ?? .clear
  }

  /// A font of `SBUFontSet`; `.missing` if the theme has none by that name.
  public func font(_ name: StaticString) -> FontStyle {
    catalog.font(name.description, theme: theme) ?? .missing
  }

  /// An icon of `SBUIconSet`; `.missing` if the theme has none by that name.
  public func icon(_ name: StaticString) -> IconStyle {
    catalog.icon(name.description, theme: theme) ?? .missing
  }

  private func entry(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString) -> StyleEntry? {
    catalog.value(className.description, property.description, variant: variant, theme: theme)
  }

  /// A component theme colour in a variant.
  public func color(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString) -> RGBAColor? {
    entry(variant, className, property)?.color
  }

  /// A component theme font in a variant.
  public func font(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString) -> FontStyle? {
    entry(variant, className, property)?.font
  }

  /// A status bar or bar style's case name in a variant.
  public func keyword(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString) -> String? {
    entry(variant, className, property)?.keyword
  }

  /// A number in a variant.
  public func number(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString) -> Double? {
    entry(variant, className, property)?.number
  }

  /// An `@SBUAdaptive` colour in a variant.
  public func adaptiveColor(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString)
    -> Adaptive<RGBAColor>?
  {
    entry(variant, className, property)?.adaptive(\.color)
  }

  /// An `@SBUAdaptive` font in a variant.
  public func adaptiveFont(_ variant: StyleVariant, _ className: StaticString, _ property: StaticString)
    -> Adaptive<FontStyle>?
  {
    entry(variant, className, property)?.adaptive(\.font)
  }
}
