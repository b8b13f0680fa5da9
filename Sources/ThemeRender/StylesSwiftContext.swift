import ThemeCore
import ThemeRuntime

/// What the styles templates (`styles.swift`, `styles+sendbird.swift`) lay out: names,
/// literals and statements are computed here, so the templates only place text.
public struct StylesSwiftContext: Encodable, Sendable {
  /// The SendbirdUIKit release the catalogue describes.
  public var sdkVersion: String
  /// The themes, sorted by name.
  public var themes: [Theme]

  /// One theme.
  public struct Theme: Encodable, Sendable {
    /// The theme's name (`brand`).
    public var name: String
    /// Its Swift name (`brand`; `my-brand` becomes `my_brand`).
    public var identifier: String
    /// Resolved tables: `Colors`, `Fonts`, `Icons`, then `Light`, `Dark`, `Overlay` by class.
    public var tables: [StringsSwiftContext.Container]
    /// Statements setting the changed `SBUColorSet`, `SBUFontSet` and `SBUIconSet` members.
    public var palette: [StringsSwiftContext.Line]
    /// Statements for the light, dark and overlay component themes, plain properties first.
    public var light: [StringsSwiftContext.Line]
    public var dark: [StringsSwiftContext.Line]
    public var overlay: [StringsSwiftContext.Line]
    /// The same statements as finished lines, indented for the built-in template.
    public var paletteLines: String
    public var lightLines: String
    public var darkLines: String
    public var overlayLines: String
  }
}

extension StylesSwiftContext {
  /// Builds the context from resolved themes.
  public init(themes: [ResolvedTheme], catalog: StyleCatalog) {
    sdkVersion = catalog.sdkVersion
    self.themes = parallelMap(themes.sorted { $0.name < $1.name }) { Self.theme($0, catalog: catalog) }
  }

  static func theme(_ theme: ResolvedTheme, catalog: StyleCatalog) -> Theme {
    typealias Container = StringsSwiftContext.Container
    typealias Constant = StringsSwiftContext.Constant
    func container(_ name: String, _ constants: [Constant], _ children: [Container] = [], depth: Int) -> Container {
      Container(
        identifier: SwiftSyntax.identifier(name), indent: String(repeating: "  ", count: depth), constants: constants,
        functions: [], containers: children)
    }
    var tables = [
      container(
        "Colors",
        catalog.colors.compactMap { color in
          theme.colors[color.name].map { Constant(identifier: color.name, literal: tableLiteral(.color($0))) }
        },
        depth: 0),
      container(
        "Fonts",
        catalog.fonts.compactMap { font in
          theme.fonts[font.name].map { Constant(identifier: font.name, literal: tableLiteral(.font($0))) }
        },
        depth: 0),
      container(
        "Icons",
        catalog.icons.compactMap { icon in
          theme.icons[icon.name].map { Constant(identifier: icon.name, literal: iconTableLiteral($0)) }
        }, depth: 0),
    ]
    var statements: [ThemeVariant: [StringsSwiftContext.Line]] = [:]
    for variant in ThemeVariant.allCases {
      var classes: [Container] = []
      var plain: [String] = []
      var adaptive: [String] = []
      let slots = catalog.slots
      for (classIndex, themeClass) in catalog.classes.enumerated()
      where themeClass.isCustomisable && themeClass.variants.contains(variant) {
        // Each settable property's slot in this variant, in declaration order.
        let propertySlots = themeClass.properties.indices.compactMap { propertyIndex in
          slots.row(classIndex, propertyIndex).map {
            (themeClass.properties[propertyIndex], slots.slot(row: $0, variant: variant))
          }
        }
        let constants = propertySlots.compactMap { property, slot -> Constant? in
          theme.properties[slot].map {
            Constant(identifier: SwiftSyntax.identifier(property.name), literal: tableLiteral($0))
          }
        }
        classes.append(container(themeClass.name, constants, depth: 1))
        let owner = "SBUTheme." + ((variant == .overlay ? themeClass.overlayAccessor : themeClass.accessor) ?? "")
        for (property, slot) in propertySlots {
          guard let assigned = theme.assignments[slot] else { continue }
          if case .adaptive(let base, let liquidGlass) = assigned {
            let arguments = [("base", base), ("liquidGlass", liquidGlass)].compactMap { label, value in
              value.map { "\(label): \(sdkExpression($0, type: property.type))" }
            }
            adaptive.append("\(owner).$\(property.name).updateValues(\(arguments.joined(separator: ", ")))")
          } else {
            plain.append(
              "\(owner).\(SwiftSyntax.identifier(property.name)) = \(sdkExpression(assigned, type: property.type))")
          }
        }
      }
      let name = variant.rawValue.prefix(1).uppercased() + variant.rawValue.dropFirst()
      tables.append(container(name, [], classes, depth: 0))
      statements[variant] = (plain + adaptive).map { StringsSwiftContext.Line(text: $0) }
    }
    var palette: [String] = []
    for color in catalog.colors where theme.changedColors.contains(color.name) {
      palette.append(
        "SBUColorSet.\(color.name) = \(sdkExpression(.value(.color(theme.colors[color.name]!)), type: .color))")
    }
    for font in catalog.fonts where theme.changedFonts.contains(font.name) {
      palette.append("SBUFontSet.\(font.name) = \(sdkExpression(.value(.font(theme.fonts[font.name]!)), type: .font))")
    }
    for icon in catalog.icons where theme.changedIcons.contains(icon.name) {
      let resolved = theme.icons[icon.name]!
      let tint = resolved.tint.map { uiColor($0) } ?? "nil"
      palette.append(
        "SBUIconSet.\(icon.name) = image(\(SwiftSyntax.literal(resolved.asset)), tint: \(tint), flipsForRTL: \(resolved.flipsForRTL), fallback: SBUIconSet.\(icon.name))"
      )
    }
    func lines(_ statements: [StringsSwiftContext.Line]) -> String {
      statements.map { "    " + $0.text }.joined(separator: "\n")
    }
    let light = statements[.light] ?? []
    let dark = statements[.dark] ?? []
    let overlay = statements[.overlay] ?? []
    let paletteStatements = palette.map { StringsSwiftContext.Line(text: $0) }
    return Theme(
      name: theme.name, identifier: SwiftSyntax.identifier(SwiftSyntax.localeName(theme.name)), tables: tables,
      palette: paletteStatements, light: light, dark: dark, overlay: overlay, paletteLines: lines(paletteStatements),
      lightLines: lines(light), darkLines: lines(dark), overlayLines: lines(overlay))
  }

  /// A value in the platform-neutral tables (`ThemeColor`, `ThemeFont`, `ThemeAdaptive`).
  static func tableLiteral(_ value: ResolvedValue) -> String {
    switch value {
    case .color(let rgba):
      return ChannelFormat.table.literal(rgba)
    case .font(let spec):
      let family = spec.family.map(SwiftSyntax.literal) ?? "nil"
      let lineHeight = spec.lineHeight.map(formatNumber) ?? "nil"
      return
        "ThemeFont(family: \(family), size: \(formatNumber(spec.size)), weight: .\(spec.weight.rawValue), lineHeight: \(lineHeight))"
    case .keyword(let name):
      return SwiftSyntax.literal(name)
    case .number(let number):
      return "\(formatNumber(number)) as Double"
    case .adaptive(let base, let liquidGlass):
      return "ThemeAdaptive(base: \(tableLiteral(base)), liquidGlass: \(tableLiteral(liquidGlass)))"
    }
  }

  static func iconTableLiteral(_ icon: ResolvedIcon) -> String {
    let tint = icon.tint.map { tableLiteral(.color($0)) } ?? "nil"
    return "ThemeIcon(asset: \(SwiftSyntax.literal(icon.asset)), tint: \(tint), flipsForRTL: \(icon.flipsForRTL))"
  }

  /// A value as SendbirdUIKit takes it (`UIColor`, `UIFont`, an enum case, a `CGFloat`).
  static func sdkExpression(_ value: AssignedValue, type: StyleCatalog.ValueType) -> String {
    switch value {
    case .paletteColor(let name, let alpha):
      return "SBUColorSet.\(name)" + (alpha.map { ".withAlphaComponent(\(formatNumber($0)))" } ?? "")
    case .paletteFont(let name):
      return "SBUFontSet.\(name)"
    case .adaptive:
      return ""
    case .value(let resolved):
      switch resolved {
      case .color(let rgba): return uiColor(rgba)
      case .font(let spec):
        let system = "UIFont.systemFont(ofSize: \(formatNumber(spec.size)), weight: .\(spec.weight.rawValue))"
        guard let family = spec.family else { return system }
        return "UIFont(name: \(SwiftSyntax.literal(family)), size: \(formatNumber(spec.size))) ?? \(system)"
      case .keyword(let name): return "." + name
      case .number(let number): return formatNumber(number)
      case .adaptive: return ""
      }
    }
  }

  static func uiColor(_ rgba: RGBA8) -> String { ChannelFormat.uiColor.literal(rgba) }

  /// A colour literal's text around its four channels, each written as `0xHH`: the
  /// literal is written into one string of its final size (a theme writes thousands;
  /// joining pieces allocated an array and a string for each).
  struct ChannelFormat {
    /// The text before the red channel, between the channels, and after alpha.
    let pieces: [[UInt8]]
    /// The literal's length in bytes.
    let count: Int

    init(_ pieces: [String]) {
      self.pieces = pieces.map { Array($0.utf8) }
      count = self.pieces.reduce(0) { $0 + $1.count } + 4 * 4
    }

    /// `ThemeColor(0x74, 0x2D, 0xDD, 0xFF)`.
    static let table = ChannelFormat(["ThemeColor(", ", ", ", ", ", ", ")"])
    /// `UIColor(red: 0x74 / 255.0, ...)`.
    static let uiColor = ChannelFormat([
      "UIColor(red: ", " / 255.0, green: ", " / 255.0, blue: ", " / 255.0, alpha: ", " / 255.0)",
    ])

    func literal(_ rgba: RGBA8) -> String {
      String(unsafeUninitializedCapacity: count) { buffer in
        var end = 0
        func put(_ bytes: [UInt8]) {
          for byte in bytes {
            buffer[end] = byte
            end += 1
          }
        }
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        put(pieces[0])
        for (channel, piece) in zip([rgba.red, rgba.green, rgba.blue, rgba.alpha], pieces.dropFirst()) {
          buffer[end] = UInt8(ascii: "0")
          buffer[end + 1] = UInt8(ascii: "x")
          buffer[end + 2] = digit(channel >> 4)
          buffer[end + 3] = digit(channel & 15)
          end += 4
          put(piece)
        }
        return end
      }
    }
  }
}
