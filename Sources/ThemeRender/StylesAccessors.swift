import ThemeCore
import ThemeRuntime

/// What `ThemeStyles`' SendbirdUIKit adapter is written from: the SDK's style catalogue, not
/// the themes, whose values are the embedded `styles.json`. (The typed accessors of the SDK's
/// style surface do not depend on them either: they are `ThemeRuntime.SendbirdStyles`,
/// compiled once with the runtime.) The templates write every line.
enum StylesAccessors {
  /// The parts of the palette, each set by a function of its own: every member, the SDK's
  /// value included, so that a theme gives the same SDK state whatever theme was applied
  /// before it. A colour is read by its name and set by the name its release declares
  /// (SendbirdUIKit 3.24.0 renamed the palette: `primaryMain` is `primary300` before it).
  static func palette(_ catalog: StyleCatalog) -> [StylesFrameContext.PalettePart] {
    [
      .init(
        part: "Colors", read: "color", set: "SBUColorSet",
        doc: "Sets every `SBUColorSet` colour the theme has.",
        members: catalog.colors.map { .init(name: $0.name, member: $0.sdkName) }),
      .init(
        part: "Fonts", read: "font", set: "SBUFontSet", doc: "Sets every `SBUFontSet` font the theme has.",
        members: catalog.fonts.map { .init(name: $0.name, member: $0.name) }),
      .init(
        part: "Icons", read: "icon", set: "SBUIconSet",
        doc: "Sets every `SBUIconSet` icon: the theme's, or the SDK's own where the theme keeps it.",
        members: catalog.icons.map { .init(name: $0.name, member: $0.name) }),
    ]
  }

  /// The theme classes a theme may customise, each set by a function of its own shared by the
  /// class's variants: Swift 6's region-based isolation analysis grows faster than a
  /// function's length (one 949-line body took 5.5 s and 1.4 GB to compile; see themec-bench
  /// compile). Plain properties first, then `@SBUAdaptive` ones (a plain setter resets its
  /// adaptive twin).
  static func themeClasses(_ catalog: StyleCatalog) -> [StylesFrameContext.ThemeClass] {
    catalog.classes.filter(\.isCustomisable).map { themeClass in
      let settable = themeClass.properties.filter(\.isSettable)
      let ordered = settable.filter { $0.access == .stored } + settable.filter { $0.access == .adaptive }
      return StylesFrameContext.ThemeClass(
        name: themeClass.name, function: "apply" + themeClass.typeName!, accessor: themeClass.accessor!,
        overlayAccessor: themeClass.overlayAccessor,
        properties: ordered.map { property in
          let read =
            switch property.type {
            case .color: "color"
            case .font: "font"
            case .statusBarStyle: "statusBarStyle"
            case .barStyle: "barStyle"
            case .number: "number"
            case .component: "component"
            }
          return .init(name: property.name, read: read, isAdaptive: property.access == .adaptive)
        })
    }
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
  /// The palette's parts, each applied by a function of the adapter.
  public var palette: [PalettePart]
  /// The theme classes a theme may customise, each applied by a function of the adapter.
  public var themeClasses: [ThemeClass]
  /// The themes' design tokens by group, the root group's type `Tokens` (nil when the themes
  /// have none).
  public var designTokens: TokenGroup?
  /// `styles.json`, for a raw literal delimited by `##`.
  public var json: String

  /// A part of the SDK's palette (`SBUColorSet`), and how the adapter reads and sets it.
  public struct PalettePart: Sendable, Encodable {
    /// `Colors`, `Fonts`, `Icons`.
    public var part: String
    /// The `AdapterPalette` method that reads a member (`color`).
    public var read: String
    /// The SDK's type (`SBUColorSet`).
    public var set: String
    /// What its function does.
    public var doc: String
    public var members: [PaletteMember]
  }

  /// A palette member: its name in the themes, and in the release's SDK.
  public struct PaletteMember: Sendable, Encodable {
    public var name: String
    public var member: String
  }

  /// A theme class (`SBUChannelTheme`) and where `SBUTheme` holds its themes.
  public struct ThemeClass: Sendable, Encodable {
    public var name: String
    /// The adapter's function that applies it (`applyChannelTheme`).
    public var function: String
    /// `SBUTheme.<accessor>`, and the overlay variant's, if the class has one.
    public var accessor: String
    public var overlayAccessor: String?
    /// Its settable properties: plain ones first, then `@SBUAdaptive` ones.
    public var properties: [Property]
  }

  /// A settable property of a theme class.
  public struct Property: Sendable, Encodable {
    public var name: String
    /// The `AdapterValues` method that reads it (`color`; `colors` for an adaptive one).
    public var read: String
    /// Whether it is `@SBUAdaptive` (set with its liquid-glass value through `$name`).
    public var isAdaptive: Bool
  }

  /// A group of design tokens, as `ThemeStyles.tokens` types it: a struct with a member per
  /// token and per group under it.
  public struct TokenGroup: Sendable, Encodable {
    /// Its doc comment's line.
    public var doc: String
    public var typeName: String
    public var tokens: [Token]
    /// A member per group under it (siblings sharing names share one type).
    public var groups: [GroupMember]
    /// The groups under it that define their type (here, nested).
    public var children: [TokenGroup]
  }

  /// A design token: its member, its type (without `?`), the `TokenReader` method that
  /// reads it (`optionalColor`) and its name in the group.
  public struct Token: Sendable, Encodable {
    public var doc: String
    public var member: String
    public var type: String
    public var read: String
    public var name: String
  }

  /// A group's member: its doc comment's lines, its name and type, and its path.
  public struct GroupMember: Sendable, Encodable {
    public var doc: [String]
    public var member: String
    public var typeName: String
    public var path: String
  }
}

extension StylesFrameContext.TokenGroup {
  /// `ThemeStyles.tokens` and its types: the themes' design tokens by group (the tree the
  /// compiler checked), typed by their values, each with the themes' values in its doc
  /// comment; nil when the themes have no tokens.
  init?(_ root: ThemeCore.TokenGroup) {
    guard !root.isEmpty else { return nil }
    self.init(group: root)
  }

  private init(group: ThemeCore.TokenGroup) {
    func values(_ token: ThemeCore.TokenGroup.Token) -> String {
      token.values.map { "\($0.theme) \($0.value.summary)" }.joined(separator: ", ")
        + (token.missingIn.isEmpty ? "; nil in a theme without it." : "; nil in the other themes.")
    }
    doc =
      group.path.isEmpty
      ? "The themes' design tokens."
      : group.isShared
        ? "The tokens of \(group.sharedBy.map { "'\($0)'" }.joined(separator: ", ")), which have the same names (each group's accessor gives its values)."
        : "The tokens under '\(group.path)'."
    typeName = group.typeName
    tokens = group.tokens.map { token in
      let (type, read): (String, String) =
        switch token.kind {
        case .color: ("ThemeRuntime.RGBAColor", "Color")
        case .font: ("ThemeRuntime.FontStyle", "Font")
        case .number: ("Swift.Double", "Number")
        case .keyword: ("Swift.String", "Keyword")
        }
      // Read by its name in the group, which siblings sharing the type have too.
      return StylesFrameContext.Token(
        doc: group.isShared
          ? "Token `\(token.leaf)` of the group (nil in themes without it)."
          : "`{tokens.\(token.name)}`: \(values(token))",
        member: SwiftSyntax.identifier(token.member), type: type, read: "optional" + read, name: token.leaf)
    }
    groups = group.groups.map { child in
      StylesFrameContext.GroupMember(
        doc: ["The tokens under '\(child.path)'\(child.isShared ? ":" : ".")"]
          + (child.isShared ? child.tokens.map { "- `\($0.leaf)`: \(values($0))" } : []),
        member: SwiftSyntax.identifier(child.member), typeName: child.typeName, path: child.path)
    }
    children = group.groups.filter(\.definesType).map { Self(group: $0) }
  }
}
