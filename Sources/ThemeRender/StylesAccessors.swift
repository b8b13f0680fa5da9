import ThemeCore
import ThemeRuntime

/// The statements of `ThemeStyles`' SendbirdUIKit adapter, written from the SDK's style
/// catalogue: they do not depend on the themes, whose values are the embedded `styles.json`.
/// (The typed accessors of the SDK's style surface do not depend on them either: they are
/// `ThemeRuntime.SendbirdStyles`, compiled once with the runtime.)
struct StylesAccessors: Sendable {
  /// The body of `ThemeStyles.apply(dark:followingSystem:)`.
  var apply = ""
  /// The functions it calls: one per palette part and per theme class.
  var applyFunctions = ""

  init(catalog: StyleCatalog) {
    // One function per part of the palette and per theme class, shared by the class's
    // variants: Swift 6's region-based isolation analysis grows faster than a function's
    // length (one 949-line body took 5.5 s and 1.4 GB to compile; see themec-bench compile).
    // The file's `#if canImport(SendbirdUIKit)` indents everything by 2, as swift-format does.
    var functions: [String] = []
    func function(_ name: String, _ parameters: String, _ doc: String, _ body: [String]) {
      let head = "  private func \(name)(\(parameters)) {"
      let heads =
        head.count <= SwiftLayout.width ? [head] : ["  private func \(name)(", "    \(parameters)", "  ) {"]
      functions.append((["  /// \(doc)", "  @MainActor"] + heads + body + ["  }"]).joined(separator: "\n"))
    }
    // Every palette member is set, the SDK's value included, so that a theme gives the same
    // SDK state whatever theme was applied before it.
    // A colour is read by its name and set by the name its release declares (SendbirdUIKit
    // 3.24.0 renamed the palette: `primaryMain` is `primary300` before it).
    for (part, read, set, names, doc) in [
      (
        "Colors", "color", "SBUColorSet", catalog.colors.map { ($0.name, $0.sdkName) },
        "Sets every `SBUColorSet` colour the theme has."
      ),
      (
        "Fonts", "font", "SBUFontSet", catalog.fonts.map { ($0.name, $0.name) },
        "Sets every `SBUFontSet` font the theme has."
      ),
      (
        "Icons", "icon", "SBUIconSet", catalog.icons.map { ($0.name, $0.name) },
        "Sets every `SBUIconSet` icon: the theme's, or the SDK's own where the theme keeps it."
      ),
    ] {
      function(
        "apply" + part, "_ palette: AdapterPalette", doc,
        names.flatMap { name, member in
          SwiftLayout.call(.init("palette.\(read)", ["\"\(name)\"", "&\(set).\(member)"]), indent: "    ")
        })
    }
    var statements = [
      "      let palette = AdapterPalette(theme)",
      "      applyColors(palette)", "      applyFonts(palette)", "      applyIcons(palette)",
      // 3.0.0 to 3.4.x have no `SBUThemeColorScheme`: `set(theme:)` with the stock theme does
      // what `set(colorScheme:)` does later (each component theme built afresh from the palette).
      catalog.setsColorScheme
        ? "      SBUTheme.set(colorScheme: dark ? .dark : .light)" : "      SBUTheme.set(theme: dark ? .dark : .light)",
      "      let variant = AdapterVariant(theme, dark: dark, followingSystem: followingSystem)",
      "      let overlay = AdapterVariant(theme.variants[\"overlay\"])",
    ]
    let customisable = catalog.classes.filter(\.isCustomisable)
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
          body += SwiftLayout.conditional(
            "let (base, liquidGlass) = values.\(read)s(\"\(property.name)\")",
            "theme.$\(property.name).updateValues(base: base, liquidGlass: liquidGlass)", indent: "    ")
        } else {
          body += SwiftLayout.call(
            .init("values.\(read)", ["\"\(property.name)\"", "&theme.\(property.name)"]), indent: "    ")
        }
      }
      function(
        name, "_ values: AdapterValues, to theme: \(themeClass.name)",
        "Sets the `\(themeClass.name)` properties a theme variant has: plain ones first, then `@SBUAdaptive` ones.",
        body)
      statements += SwiftLayout.conditional(
        "let values = AdapterValues(variant, \"\(themeClass.name)\")", "\(name)(values, to: SBUTheme.\(accessor))",
        indent: "      ")
    }
    for themeClass in customisable where themeClass.overlayAccessor != nil {
      let name = "apply" + themeClass.typeName!
      statements += SwiftLayout.conditional(
        "let values = AdapterValues(overlay, \"\(themeClass.name)\")",
        "\(name)(values, to: SBUTheme.\(themeClass.overlayAccessor!))", indent: "      ")
    }
    apply = statements.joined(separator: "\n")
    applyFunctions = functions.joined(separator: "\n\n")
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

  /// The member of `ThemeRuntime.ThemecRelease` the generated Swift names (`v0_9_0`): it
  /// compiles only against the runtime of the same themec release.
  public var themecRelease = ThemecRelease.memberName(ThemecRelease.version)
  /// The SendbirdUIKit release.
  public var sdkVersion: String
  /// The themes, sorted by name.
  public var themes: [Theme]
  /// Whether the release declares `SBUThemeColorScheme` and `SBUTheme.set(colorScheme:)`
  /// (3.5.0 on): the adapter then has `apply(colorScheme:)` beside `apply(appearance:)`.
  public var setsColorScheme: Bool
  /// The body of `ThemeStyles.apply(dark:followingSystem:)`.
  public var applyStatements: String
  /// The file-level functions that body calls: one per palette part and per theme class.
  public var applyFunctions: String
  /// `ThemeStyles.tokens` and its types (empty when the themes have no tokens).
  public var tokenAccessors: String
  /// `styles.json`, for a raw literal delimited by `##`.
  public var json: String
}

/// `ThemeStyles.tokens` and its types: the themes' design tokens by group (the tree the
/// compiler checked), typed by their values, each with the themes' values in its doc comment; nothing when the
/// themes have no tokens.
func tokenAccessors(_ root: TokenGroup) -> String {
  guard !root.isEmpty else { return "" }
  func values(_ token: TokenGroup.Token) -> String {
    token.values.map { "\($0.theme) \($0.value.summary)" }.joined(separator: ", ")
      + (token.missingIn.isEmpty ? "; nil in a theme without it." : "; nil in the other themes.")
  }
  var lines = [
    "", "  /// The themes' design tokens (`tokens:`), by group.",
    "  public var tokens: Tokens { Tokens(reader: reader.tokens) }",
  ]
  func write(_ group: TokenGroup, indent: String) {
    let doc =
      group.path.isEmpty
      ? "/// The themes' design tokens."
      : group.isShared
        ? "/// The tokens of \(group.sharedBy.map { "'\($0)'" }.joined(separator: ", ")), which have the same names (each group's accessor gives its values)."
        : "/// The tokens under '\(group.path)'."
    lines += [
      "", indent + doc, indent + "public struct \(group.typeName): Sendable {",
      indent + "  let reader: ThemeRuntime.TokenReader",
    ]
    for token in group.tokens {
      let (type, read): (String, String) =
        switch token.kind {
        case .color: ("ThemeRuntime.RGBAColor", "Color")
        case .font: ("ThemeRuntime.FontStyle", "Font")
        case .number: ("Swift.Double", "Number")
        case .keyword: ("Swift.String", "Keyword")
        }
      // Read by its name in the group, which siblings sharing the type have too.
      let name = token.leaf
      lines.append(
        indent
          + (group.isShared
            ? "  /// Token `\(name)` of the group (nil in themes without it)."
            : "  /// `{tokens.\(token.name)}`: \(values(token))"))
      lines += SwiftLayout.member(
        .property(name: SwiftSyntax.identifier(token.member), type: type + "?"),
        .init("reader.optional\(read)", ["\"\(name)\""]),
        indent: indent + "  ")
    }
    for child in group.groups {
      lines.append(indent + "  /// The tokens under '\(child.path)'\(child.isShared ? ":" : ".")")
      if child.isShared {
        for token in child.tokens {
          lines.append(indent + "  /// - `\(token.leaf)`: \(values(token))")
        }
      }
      lines += SwiftLayout.member(
        .property(name: SwiftSyntax.identifier(child.member), type: child.typeName),
        .init(child.typeName, ["reader: reader.group(\"\(child.path)\")"]), indent: indent + "  ")
    }
    for child in group.groups where child.definesType { write(child, indent: indent + "  ") }
    lines.append(indent + "}")
  }
  write(root, indent: "  ")
  return lines.joined(separator: "\n")
}
