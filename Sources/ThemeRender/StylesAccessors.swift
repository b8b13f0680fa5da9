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
  /// The functions it calls: one per palette part and per theme class.
  var applyFunctions = ""
  /// `ThemeStyles.Components`, `.OverlayComponents` and a typed accessor type per class.
  var components = ""

  init(catalog: StyleCatalog) {
    colors = catalog.colors.map { "    public var \($0.name): ThemeRuntime.RGBAColor { reader.color(\"\($0.name)\") }" }
      .joined(separator: "\n")
    fonts = catalog.fonts.map { "    public var \($0.name): ThemeRuntime.FontStyle { reader.font(\"\($0.name)\") }" }
      .joined(separator: "\n")
    icons = catalog.icons.map { "    public var \($0.name): ThemeRuntime.IconStyle { reader.icon(\"\($0.name)\") }" }
      .joined(separator: "\n")

    // One function per part of the palette and per theme class, shared by the class's
    // variants: Swift 6's region-based isolation analysis grows faster than a function's
    // length (one 949-line body took 5.5 s and 1.4 GB to compile; see themec-bench compile).
    var functions: [String] = []
    func function(_ name: String, _ parameters: String, _ doc: String, _ body: [String]) {
      functions.append(
        (["/// \(doc)", "@MainActor", "private func \(name)(\(parameters)) {"] + body + ["}"]).joined(separator: "\n"))
    }
    // Every palette member is set, the SDK's value included, so that a theme gives the same
    // SDK state whatever theme was applied before it.
    function(
      "applyColors", "_ palette: Palette", "Sets every `SBUColorSet` colour the theme has.",
      catalog.colors.map { "  if let value = palette.color(\"\($0.name)\") { SBUColorSet.\($0.name) = value }" })
    function(
      "applyFonts", "_ palette: Palette", "Sets every `SBUFontSet` font the theme has.",
      catalog.fonts.map { "  if let value = palette.font(\"\($0.name)\") { SBUFontSet.\($0.name) = value }" })
    function(
      "applyIcons", "_ palette: Palette",
      "Sets every `SBUIconSet` icon: the theme's, or the SDK's own where the theme keeps it.",
      catalog.icons.map {
        "  palette.icon(\"\($0.name)\", &SBUIconSet.\($0.name))"
      })
    var statements = [
      "    let palette = Palette(theme)",
      "    applyColors(palette)", "    applyFonts(palette)", "    applyIcons(palette)",
      "    SBUTheme.set(colorScheme: colorScheme)",
      "    let variant = theme.variants[colorScheme == .dark ? \"dark\" : \"light\"]",
      "    let overlay = theme.variants[\"overlay\"]",
    ]
    let customisable = catalog.classes.filter(\.isCustomisable)
    components = Self.components(customisable)
    for themeClass in customisable {
      let accessor = themeClass.accessor!
      let name = "apply" + themeClass.typeName!
      let settable = themeClass.properties.filter(\.isSettable)
      var body: [String] = []
      for property in settable.filter({ $0.access == .stored }) + settable.filter({ $0.access == .adaptive }) {
        let read =
          switch property.type {
          case .color: "color"
          case .font: "font"
          case .statusBarStyle: "statusBarStyle"
          case .barStyle: "barStyle"
          case .number: "number"
          case .component: "component"
          }
        if property.access == .adaptive {
          body.append(
            "  if let (base, liquidGlass) = values.\(read)s(\"\(property.name)\") { theme.$\(property.name).updateValues(base: base, liquidGlass: liquidGlass) }"
          )
        } else {
          body.append("  if let value = values.\(read)(\"\(property.name)\") { theme.\(property.name) = value }")
        }
      }
      function(
        name, "_ values: ComponentValues, to theme: \(themeClass.name)",
        "Sets the `\(themeClass.name)` properties a theme variant has: plain ones first, then `@SBUAdaptive` ones.",
        body)
      statements.append(
        "    if let values = ComponentValues(variant, \"\(themeClass.name)\") { \(name)(values, to: SBUTheme.\(accessor)) }"
      )
    }
    for themeClass in customisable where themeClass.overlayAccessor != nil {
      let name = "apply" + themeClass.typeName!
      statements.append(
        "    if let values = ComponentValues(overlay, \"\(themeClass.name)\") { \(name)(values, to: SBUTheme.\(themeClass.overlayAccessor!)) }"
      )
    }
    apply = statements.joined(separator: "\n")
    applyFunctions = functions.joined(separator: "\n\n")
  }

  /// The typed component themes, by the SDK's names: `Components` (a light or dark variant)
  /// and `OverlayComponents` hold one accessor per `SBUTheme` accessor, and each class's type
  /// one per property, with its type; written once per class, shared by the variants.
  static func components(_ classes: [StyleCatalog.ThemeClass]) -> String {
    var lines: [String] = []
    for (type, doc, members) in [
      ("Components", "A light or dark variant's component themes, by `SBUTheme`'s accessors.", classes),
      (
        "OverlayComponents", "The overlay variants' component themes (`SBUTheme.overlayTheme`).",
        classes.filter { $0.overlayAccessor != nil }
      ),
    ] {
      lines += [
        "", "  /// \(doc)", "  public struct \(type): Sendable {",
        "    /// The values by class and property name (`color(\"SBUChannelTheme\", \"backgroundColor\")`).",
        "    public let values: ThemeRuntime.VariantValues",
      ]
      for themeClass in members {
        lines.append("    /// `\(themeClass.name)`.")
        lines.append(
          "    public var \(themeClass.accessor!): \(themeClass.typeName!) { \(themeClass.typeName!)(reader: ThemeRuntime.ComponentReader(values, \"\(themeClass.name)\")) }"
        )
      }
      lines.append("  }")
    }
    for themeClass in classes {
      lines += [
        "", "  /// `\(themeClass.name)`'s properties in a variant.",
        "  public struct \(themeClass.typeName!): Sendable {",
        "    let reader: ThemeRuntime.ComponentReader",
      ]
      for property in themeClass.properties where property.isSettable {
        let adaptive = property.access == .adaptive
        let (type, read): (String, String) =
          switch property.type {
          case .color: ("ThemeRuntime.RGBAColor", "color")
          case .font: ("ThemeRuntime.FontStyle", "font")
          case .number: ("Swift.Double", "number")
          case .statusBarStyle, .barStyle: ("Swift.String", "keyword")
          case .component: ("", "")
          }
        guard !read.isEmpty else { continue }
        let name = SwiftSyntax.memberName(property.name)
        if adaptive {
          lines.append(
            "    public var \(name): ThemeRuntime.Adaptive<\(type)> { reader.adaptive\(read.prefix(1).uppercased() + read.dropFirst())(\"\(property.name)\") }"
          )
        } else {
          lines.append("    public var \(name): \(type) { reader.\(read)(\"\(property.name)\") }")
        }
      }
      lines.append("  }")
    }
    return lines.joined(separator: "\n")
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
  /// The file-level functions that body calls: one per palette part and per theme class.
  public var applyFunctions: String
  /// `ThemeStyles.Components`, `.OverlayComponents` and the typed accessor type of each
  /// component theme class.
  public var componentAccessors: String
  /// `styles.json`, for a raw literal delimited by `##`.
  public var json: String
}
