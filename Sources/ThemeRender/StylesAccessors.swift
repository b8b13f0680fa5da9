import ThemeCore
import ThemeRuntime

/// The typed accessors of `ThemeStyles` and the statements of its SendbirdUIKit adapter,
/// written from the SDK's style catalogue: they do not depend on the themes, whose values
/// are the embedded `styles.json`.
struct StylesAccessors: Sendable {
  /// The members of `ThemeStyles.Colors`, `.Fonts` and `.Icons`.
  var colors = "", fonts = "", icons = ""
  /// The body of `ThemeCatalog.applyStyles(theme:colorScheme:)`.
  var apply = ""

  init(catalog: StyleCatalog) {
    colors = catalog.colors.map { "    public var \($0.name): ThemeRuntime.RGBAColor { reader.color(\"\($0.name)\") }" }
      .joined(separator: "\n")
    fonts = catalog.fonts.map { "    public var \($0.name): ThemeRuntime.FontStyle { reader.font(\"\($0.name)\") }" }
      .joined(separator: "\n")
    icons = catalog.icons.map { "    public var \($0.name): ThemeRuntime.IconStyle { reader.icon(\"\($0.name)\") }" }
      .joined(separator: "\n")

    let customisable = catalog.classes.filter(\.isCustomisable)
    var statements: [String] = []
    for color in catalog.colors {
      statements.append(
        "    if let hex = theme.colors[\"\(color.name)\"], let color = RGBAColor(hex: hex) { SBUColorSet.\(color.name) = color.uiColor }"
      )
    }
    // Every palette member is set, the SDK's value included, so that a theme gives the same
    // SDK state whatever theme was applied before it.
    for font in catalog.fonts {
      statements.append("    if let font = theme.fonts[\"\(font.name)\"] { SBUFontSet.\(font.name) = font.uiFont }")
    }
    for icon in catalog.icons {
      statements.append(
        "    applyIcon(\"\(icon.name)\", theme.icons[\"\(icon.name)\"], to: &SBUIconSet.\(icon.name))")
    }
    statements += [
      "    SBUTheme.set(colorScheme: colorScheme)",
      "    let variant = colorScheme == .dark ? \"dark\" : \"light\"",
    ]
    for overlay in [false, true] {
      for themeClass in customisable {
        if overlay && themeClass.overlayAccessor == nil { continue }
        let owner = "SBUTheme." + (overlay ? themeClass.overlayAccessor! : themeClass.accessor!)
        let variant = overlay ? "\"overlay\"" : "variant"
        statements.append("    if let values = theme.variants[\(variant)]?[\"\(themeClass.name)\"] {")
        let settable = themeClass.properties.filter(\.isSettable)
        for property in settable.filter({ $0.access == .stored }) + settable.filter({ $0.access == .adaptive }) {
          let read =
            switch property.type {
            case .color: "color?.uiColor"
            case .font: "font?.uiFont"
            case .statusBarStyle: "statusBarStyle"
            case .barStyle: "barStyle"
            case .number: "cgFloat"
            case .component: "self"
            }
          if property.access == .adaptive {
            statements.append(
              "      if case .adaptive(let base, let liquidGlass)? = values[\"\(property.name)\"] { \(owner).$\(property.name).updateValues(base: base.\(read), liquidGlass: liquidGlass.\(read)) }"
            )
          } else {
            statements.append(
              "      if let value = values[\"\(property.name)\"]?.\(read) { \(owner).\(property.name) = value }")
          }
        }
        statements.append("    }")
      }
    }
    apply = statements.joined(separator: "\n")
  }
}

/// What the `styles.swift` and `styles+sendbird.swift` templates are rendered with.
public struct StylesFrameContext: Sendable, Encodable {
  /// A theme: its name, its Swift name, and its resolved palette as values, for a template
  /// that writes them its own way (a CSS file, a colour asset, a table).
  public struct Theme: Sendable, Encodable {
    /// As written (`my-brand`).
    public var name: String
    /// As a Swift identifier (`my_brand`).
    public var identifier: String
    /// Every `SBUColorSet` colour, by name.
    public var colors: [Color]
    /// Every `SBUFontSet` font, by name.
    public var fonts: [Font]
    /// Every `SBUIconSet` icon, by name.
    public var icons: [Icon]
  }

  /// A palette colour: `#RRGGBBAA` and its channels, 0...255.
  public struct Color: Sendable, Encodable {
    public var name: String
    public var hex: String
    public var red, green, blue, alpha: Int
    /// Whether it differs from the SDK's.
    public var changed: Bool
  }

  /// A palette font; `family` is absent for the system font.
  public struct Font: Sendable, Encodable {
    public var name: String
    public var family: String?
    public var size: Double
    /// `regular`, `medium`, `semibold`, `bold`...
    public var weight: String
    /// The line height the SDK renders, when it has one.
    public var lineHeight: Double?
    public var changed: Bool
  }

  /// A palette icon: its asset (the SDK's own unless replaced), tint and right-to-left flip.
  public struct Icon: Sendable, Encodable {
    public var name: String
    public var asset: String
    public var tint: String?
    public var flipsForRTL: Bool
    public var changed: Bool
  }

  /// The SendbirdUIKit release.
  public var sdkVersion: String
  /// The themes, sorted by name.
  public var themes: [Theme]
  /// `ThemeStyles.Colors`' members (Swift, one per palette colour).
  public var colorAccessors: String
  /// `ThemeStyles.Fonts`' members.
  public var fontAccessors: String
  /// `ThemeStyles.Icons`' members.
  public var iconAccessors: String
  /// The body of `ThemeCatalog.applyStyles(theme:colorScheme:)`.
  public var applyStatements: String
  /// `styles.json`, for a raw literal delimited by `##`.
  public var json: String
}
