import ThemeRuntime

/// `UIFont.Weight` values themec knows, by their Swift names.
public enum FontWeight: String, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A light, dark or overlay variant of a theme class.
public enum ThemeVariant: String, Sendable, CaseIterable, Comparable, Hashable {
  case light, dark, overlay

  // Compared and hashed by case, not by raw value (`RawRepresentable`'s default).
  /// The case's position (light 0, dark 1, overlay 2): also its place in a slot row.
  var rank: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .overlay: 2
    }
  }

  public static func < (lhs: ThemeVariant, rhs: ThemeVariant) -> Bool { lhs.rank < rhs.rank }
  public static func == (lhs: ThemeVariant, rhs: ThemeVariant) -> Bool { lhs.rank == rhs.rank }
  public func hash(into hasher: inout Hasher) { hasher.combine(rank) }
}

/// A value as the SDK's theme builders write it: a palette reference or a literal.
public indirect enum StyleExpression: Sendable, Hashable {
  /// `SBUColorSet.<name>`, with `.withAlphaComponent(alpha)` when alpha is given.
  case color(String, alpha: Double?)
  /// `SBUFontSet.<name>`.
  case font(String)
  /// A Swift literal (`.clear`, `.lightContent`, `18`).
  case literal(String)
  /// An `@SBUAdaptive` value.
  case adaptive(base: StyleExpression, liquidGlass: StyleExpression)
}

/// The SDK's palette, fonts, icons and theme classes: names, types and defaults.
public struct StyleCatalog: Sendable {
  /// One `SBUColorSet` colour.
  public struct Color: Sendable {
    /// The releases that declare it so (positions in `SendbirdUIKitRelease.all`).
    let releases: ClosedRange<Int>
    /// The member name, as the newest release spells it (`primaryMain`).
    public let name: String
    /// The member name its release declares: SendbirdUIKit 3.24.0 renamed the palette
    /// (`primary300` became `primaryMain`), and an adapter for an earlier release sets the old name.
    public let sdkName: String
    /// The default, as the reference normalises it.
    public let rgba: RGBA8
    /// For colours the SDK derives once from another (`background50` at 0.08).
    public let derivedFrom: (color: String, alpha: Double)?

    init(releases: ClosedRange<Int>, name: String, sdkName: String, hex: String, derivedFrom: (String, Double)?) {
      self.releases = releases
      self.name = name
      self.sdkName = sdkName
      self.rgba = RGBA8(hex: hex)!
      self.derivedFrom = derivedFrom
    }
  }

  /// One `SBUFontSet` font: a system font of a size and weight.
  public struct Font: Sendable {
    /// The releases that declare it so.
    let releases: ClosedRange<Int>
    /// The member name (`body1`).
    public let name: String
    /// The point size.
    public let size: Double
    /// The weight.
    public let weight: FontWeight
    /// The line height of its internal text attributes, where the SDK has one, at `size`.
    public let lineHeight: Double?
    /// The font whose point size scales that line height (`lineHeight x size(this font) /
    /// size`): itself, or another (`button4`'s attributes use `button3`'s size).
    public let lineHeightSizeFrom: String?
  }

  /// One `SBUIconSet` icon; the member name is also its asset name.
  public struct Icon: Sendable {
    /// The releases that declare it so.
    let releases: ClosedRange<Int>
    /// The member name (`iconSend`).
    public let name: String
    /// Whether the SDK's asset has a right-to-left variant.
    public let hasRTLVariant: Bool
  }

  /// The Swift type of a theme property.
  public enum ValueType: String, Sendable {
    case color, font, statusBarStyle, barStyle, number, component

    /// The UIKit type the SDK declares (`UIColor`, `CGFloat`).
    public var swiftType: String {
      switch self {
      case .color: "UIColor"
      case .font: "UIFont"
      case .statusBarStyle: "UIStatusBarStyle"
      case .barStyle: "UIBarStyle"
      case .number: "CGFloat"
      case .component: "AnyObject"
      }
    }

    /// How messages name the type.
    public var description: String {
      switch self {
      case .color: "a colour"
      case .font: "a font"
      case .statusBarStyle: "a status bar style"
      case .barStyle: "a bar style"
      case .number: "a number"
      case .component: "a component theme"
      }
    }
  }

  /// How a theme property can be set.
  public enum Access: Sendable {
    /// A stored `var`: plain assignment.
    case stored
    /// `@SBUAdaptive`: set through `$name.updateValues(base:liquidGlass:)`.
    case adaptive
    /// A deprecated proxy of another property.
    case deprecated
    /// A deprecated proxy of another property, get-only (`SBUMessageCellTheme`'s
    /// `unknownMessageDescTextColor` from 3.2.2).
    case deprecatedGetOnly
    /// Get-only.
    case getOnly
    /// `@available(*, unavailable)`.
    case unavailable
  }

  /// One property of a theme class.
  public struct Property: Sendable {
    /// The releases that declare it so.
    let releases: ClosedRange<Int>
    /// The class that declares it.
    let owner: String
    /// The first release that declares it so.
    public var since: SendbirdUIKitRelease { SendbirdUIKitRelease(position: releases.lowerBound) }
    /// The last release that declares it so.
    public var until: SendbirdUIKitRelease { SendbirdUIKitRelease(position: releases.upperBound) }
    /// The property name.
    public let name: String
    /// Its type.
    public let type: ValueType
    /// How it can be set.
    public let access: Access
    /// The replacement the SDK names for a deprecated or unavailable property.
    public let renamed: String?
    /// A remark from the SDK source (`TODO: need to remove (sample only)`, a deprecation message).
    public let note: String?
    /// The default per variant; nil where the class has no such variant.
    public let defaults: VariantDefaults

    init(
      releases: ClosedRange<Int>, owner: String, name: String, type: ValueType, access: Access, renamed: String?,
      note: String?, light: StyleExpression?, dark: StyleExpression?, overlay: StyleExpression?
    ) {
      self.releases = releases
      self.owner = owner
      self.name = name
      self.type = type
      self.access = access
      self.renamed = renamed
      self.note = note
      self.defaults = VariantDefaults(light: light, dark: dark, overlay: overlay)
    }

    /// Whether a theme file may set it.
    public var isSettable: Bool { access == .stored || access == .adaptive }
  }

  /// A property's default in each variant: read by variant like a dictionary, held as
  /// three fields (the catalogue has 507 properties, each read for every slot resolved).
  public struct VariantDefaults: Sendable {
    let light, dark, overlay: StyleExpression?

    /// The default in a variant; nil where the class has no such variant.
    public subscript(variant: ThemeVariant) -> StyleExpression? {
      switch variant {
      case .light: light
      case .dark: dark
      case .overlay: overlay
      }
    }
  }

  /// One theme class (`SBUMessageCellTheme`).
  public struct ThemeClass: Sendable {
    /// The class name.
    public let name: String
    /// The `SBUTheme` accessor (`messageCellTheme`), nil if it has none.
    public let accessor: String?
    /// The accessor of its overlay variant (`overlayTheme.messageCellTheme`).
    public let overlayAccessor: String?
    /// The variants the SDK builds.
    public let variants: [ThemeVariant]
    /// Whether the class is deprecated.
    public let deprecated: Bool
    /// Its properties in declaration order.
    public let properties: [Property]
    let byName: [String: Int]

    init(
      name: String, accessor: String?, overlayAccessor: String?, variants: [ThemeVariant], deprecated: Bool,
      properties: [Property]
    ) {
      self.name = name
      self.accessor = accessor
      self.overlayAccessor = overlayAccessor
      self.variants = variants
      self.deprecated = deprecated
      self.properties = properties
      var byName: [String: Int] = [:]
      for (index, property) in properties.enumerated() { byName[property.name] = index }
      self.byName = byName
    }

    /// The property of a name.
    public func property(_ name: String) -> Property? { byName[name].map { properties[$0] } }

    /// The position of the property of a name in `properties`.
    public func propertyIndex(_ name: String) -> Int? { byName[name] }

    /// Whether a theme file may customise the class (public accessor, not deprecated, not the overlay container).
    public var isCustomisable: Bool { accessor != nil && !deprecated && name != "SBUOverlayTheme" }

    /// Whether it is a component theme the release declares deprecated (`SBUMessageTemplateTheme`
    /// from 3.29.0), which `keys` lists as such.
    public var isDeprecatedTheme: Bool { deprecated && name != "SBUOverlayTheme" }

    /// The name of its typed accessors' type in the generated `ThemeStyles`: the `SBUTheme`
    /// accessor's, capitalised (`channelTheme` is `ChannelTheme`).
    public var typeName: String? { accessor.map { $0.prefix(1).uppercased() + $0.dropFirst() } }
  }

  /// The SendbirdUIKit release described.
  public let release: SendbirdUIKitRelease
  /// Its version (`3.35.1`).
  public var sdkVersion: String { release.description }
  /// `SBUColorSet` members.
  public let colors: [Color]
  /// Deprecated colour names and their replacements.
  public let deprecatedColors: [String: String]
  /// `SBUFontSet` members.
  public let fonts: [Font]
  /// `SBUFontSet.FontFamily` members (`notifications`): a family name the SDK builds some
  /// fonts from, listed by `keys`; themes do not set them.
  public let fontFamilies: [String]
  /// Whether `SBUTheme` declares `set(colorScheme:)` (3.5.0 on); before it, the adapter sets
  /// the SDK's themes with `SBUTheme.set(theme: .light)` or `.dark`.
  public let setsColorScheme: Bool
  /// `SBUIconSet` members.
  public let icons: [Icon]
  /// Theme classes.
  public let classes: [ThemeClass]
  /// The numbering of theme slots.
  public let slots: SlotLayout

  private let colorIndex: [String: Int]
  private let fontIndex: [String: Int]
  private let iconIndex: [String: Int]
  private let classIndex: [String: Int]

  init(
    release: SendbirdUIKitRelease, colors: [Color], deprecatedColors: [String: String], fonts: [Font],
    fontFamilies: [String], setsColorScheme: Bool, icons: [Icon], classes: [ThemeClass]
  ) {
    self.release = release
    self.colors = colors
    self.deprecatedColors = deprecatedColors
    self.fonts = fonts
    self.fontFamilies = fontFamilies
    self.setsColorScheme = setsColorScheme
    self.icons = icons
    self.classes = classes
    func index(_ names: [String]) -> [String: Int] {
      Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    }
    colorIndex = index(colors.map(\.name))
    fontIndex = index(fonts.map(\.name))
    iconIndex = index(icons.map(\.name))
    classIndex = index(classes.map(\.name))
    slots = SlotLayout(classes: classes, classIndex: classIndex)
  }

  /// The catalogue of the newest release themec knows.
  public static var sendbirdUIKit: StyleCatalog { sendbird }

  /// The newest release's catalogue, built once.
  static let sendbird = StyleCatalog(release: .newest)

  /// The catalogue of a release: what it declares, with its defaults. A palette name renamed
  /// in any release is known as deprecated in every release, so a file written for either
  /// side of the rename is understood.
  public init(release: SendbirdUIKitRelease) {
    let history = Self.history
    let position = release.position
    var deprecated: [String: String] = [:]
    for alias in history.deprecatedColors { deprecated[alias.name] = alias.renamed }
    var properties: [String: [Property]] = [:]
    for property in history.properties where property.releases.contains(position) {
      properties[property.owner, default: []].append(property)
    }
    self.init(
      release: release, colors: history.colors.filter { $0.releases.contains(position) },
      deprecatedColors: deprecated, fonts: history.fonts.filter { $0.releases.contains(position) },
      fontFamilies: history.fontFamilies.filter { $0.releases.contains(position) }.map(\.name),
      setsColorScheme: history.setColorScheme.contains { $0.contains(position) },
      icons: history.icons.filter { $0.releases.contains(position) },
      classes: history.classes.filter { $0.releases.contains(position) }.map {
        ThemeClass(
          name: $0.name, accessor: $0.accessor, overlayAccessor: $0.overlayAccessor, variants: $0.variants,
          deprecated: $0.deprecated, properties: properties[$0.name] ?? [])
      })
  }

  /// Every release's palette, fonts, icons, classes and properties, each entry with the
  /// releases that declare it so (`StyleCatalogData.swift`, generated).
  struct History: Sendable {
    /// A deprecated palette name and its replacement.
    struct DeprecatedColor: Sendable {
      let releases: ClosedRange<Int>
      let name: String
      let renamed: String
    }

    /// A theme class without its properties.
    struct ClassHead: Sendable {
      let releases: ClosedRange<Int>
      let name: String
      let accessor: String?
      let overlayAccessor: String?
      let variants: [ThemeVariant]
      let deprecated: Bool
    }

    /// A `SBUFontSet.FontFamily` member.
    struct FontFamily: Sendable {
      let releases: ClosedRange<Int>
      let name: String
    }

    let colors: [Color]
    let deprecatedColors: [DeprecatedColor]
    let fonts: [Font]
    /// The runs of releases whose `SBUTheme` declares `set(colorScheme:)`.
    let setColorScheme: [ClosedRange<Int>]
    let fontFamilies: [FontFamily]
    let icons: [Icon]
    let classes: [ClassHead]
    let properties: [Property]
  }

  /// Every declaration of a palette colour or font in any release, oldest first (none for
  /// a token: tokens are the project's own).
  public static func paletteDeclarations(of name: String, in namespace: StyleNamespace)
    -> [ClosedRange<SendbirdUIKitRelease>]
  {
    switch namespace {
    case .colors: history.colors.filter { $0.name == name }.map { SendbirdUIKitRelease.span($0.releases) }
    case .fonts: history.fonts.filter { $0.name == name }.map { SendbirdUIKitRelease.span($0.releases) }
    case .tokens: []
    }
  }

  /// Every declaration of an icon in any release, oldest first.
  public static func iconDeclarations(of name: String) -> [ClosedRange<SendbirdUIKitRelease>] {
    history.icons.filter { $0.name == name }.map { SendbirdUIKitRelease.span($0.releases) }
  }

  /// Every declaration of a theme class in any release, oldest first.
  public static func classDeclarations(of name: String) -> [ClosedRange<SendbirdUIKitRelease>] {
    history.classes.filter { $0.name == name }.map { SendbirdUIKitRelease.span($0.releases) }
  }

  /// The properties of a class that some release deprecates in favour of `name` (the names
  /// it had before: `backgroundColor` for `SBUMessageInputTheme.backgroundColorAdaptive`).
  public static func renamedProperties(of className: String, to name: String) -> [String] {
    var names: [String] = []
    for property in history.properties
    where property.owner == className && property.renamed == name && !names.contains(property.name) {
      names.append(property.name)
    }
    return names
  }

  /// Every declaration of a class's property in any release, oldest first.
  public static func propertyDeclarations(of className: String, _ name: String) -> [Property] {
    history.properties.filter { $0.owner == className && $0.name == name }
  }

  /// The colour of a name.
  public func color(_ name: String) -> Color? { colorIndex[name].map { colors[$0] } }
  /// The font of a name.
  public func font(_ name: String) -> Font? { fontIndex[name].map { fonts[$0] } }
  /// The icon of a name.
  public func icon(_ name: String) -> Icon? { iconIndex[name].map { icons[$0] } }
  /// The theme class of a name.
  public func themeClass(_ name: String) -> ThemeClass? { classIndex[name].map { classes[$0] } }
  /// The position of the theme class of a name in `classes`.
  public func themeClassIndex(_ name: String) -> Int? { classIndex[name] }
}

/// The numbering of theme slots: each settable property of each customisable class is a
/// row (in catalogue order), and each row has a slot per variant (light, dark, overlay),
/// whether or not the class has that variant. Themes keep their properties in arrays by
/// slot (`SlotMap`): a theme that states the whole SDK has 1,261 properties, and hashing a
/// class name and a property name for each look-up was a large part of lowering,
/// resolving and writing it.
public final class SlotLayout: Sendable {
  /// Each row's class (its position in the catalogue's classes) and property (its
  /// position in the class's properties).
  public let rows: [(classIndex: Int, propertyIndex: Int)]
  /// The catalogue's classes, for names.
  let classes: [StyleCatalog.ThemeClass]
  /// Class positions by name.
  let classIndex: [String: Int]
  /// Each class's rows, by property position (nil for a property a theme cannot set, and
  /// for every property of a class it cannot customise).
  let rowsByClass: [[Int?]]

  init(classes: [StyleCatalog.ThemeClass], classIndex: [String: Int]) {
    var rows: [(classIndex: Int, propertyIndex: Int)] = []
    var rowsByClass: [[Int?]] = []
    for (classIndex, themeClass) in classes.enumerated() {
      var classRows: [Int?] = []
      for (propertyIndex, property) in themeClass.properties.enumerated() {
        guard themeClass.isCustomisable, property.isSettable else {
          classRows.append(nil)
          continue
        }
        classRows.append(rows.count)
        rows.append((classIndex, propertyIndex))
      }
      rowsByClass.append(classRows)
    }
    self.rows = rows
    self.classes = classes
    self.classIndex = classIndex
    self.rowsByClass = rowsByClass
  }

  /// Slots per row: light, dark, overlay.
  static let width = 3

  /// The number of slots.
  public var count: Int { rows.count * Self.width }

  /// The row of a class's property, by their positions; nil if a theme cannot set it.
  public func row(_ classIndex: Int, _ propertyIndex: Int) -> Int? { rowsByClass[classIndex][propertyIndex] }

  /// The slot of a row's variant.
  public func slot(row: Int, variant: ThemeVariant) -> Int { row * Self.width + variant.rank }

  /// A slot's row.
  public func row(of slot: Int) -> Int { slot / Self.width }

  /// A slot's variant.
  public func variant(of slot: Int) -> ThemeVariant {
    switch slot % Self.width {
    case 0: .light
    case 1: .dark
    default: .overlay
    }
  }

  /// The slot of the same row in another variant.
  public func slot(_ slot: Int, in variant: ThemeVariant) -> Int { self.slot(row: row(of: slot), variant: variant) }

  /// The slot of a class's property in a variant, by names; nil if a theme cannot set it.
  public func slot(_ themeSlot: ThemeSlot) -> Int? {
    guard let classPosition = classIndex[themeSlot.className],
      let propertyPosition = classes[classPosition].propertyIndex(themeSlot.property),
      let row = row(classPosition, propertyPosition)
    else { return nil }
    return slot(row: row, variant: themeSlot.variant)
  }

  /// A slot by names.
  public func themeSlot(_ slot: Int) -> ThemeSlot {
    let (classPosition, propertyPosition) = rows[row(of: slot)]
    let themeClass = classes[classPosition]
    return ThemeSlot(themeClass.name, variant(of: slot), themeClass.properties[propertyPosition].name)
  }
}

extension StyleExpression {
  /// The expression as a theme file would write it (`{colors.background100} @ 0.5`,
  /// `darkContent`): how the key listing and the input schema show an SDK default.
  public var written: String {
    switch self {
    case .color(let name, let alpha): "{colors.\(name)}" + (alpha.map { " @ \(formatNumber($0))" } ?? "")
    case .font(let name): "{fonts.\(name)}"
    case .literal(let text): text.hasPrefix(".") ? String(text.dropFirst()) : text
    case .adaptive(let base, let liquidGlass): "{base: \(base.written), liquidGlass: \(liquidGlass.written)}"
    }
  }
}
