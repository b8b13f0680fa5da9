import ThemeCore
import ThemeRuntime

/// A group of statements in a theme's `apply` function, in the order the function runs
/// them.
enum StylesStatementGroup: Int, CaseIterable {
  case palette, light, dark, overlay
}

/// Receives a theme's Swift in output order from `StylesSwift.describe`: the tables, then
/// the `apply` function's statements by group.
protocol StylesSwiftOutput: ~Copyable {
  /// Opens a table inside the open one (at the top when none is open).
  mutating func openTable(_ name: String)
  /// A constant of the open table; `literal` writes its value.
  mutating func constant(_ identifier: String, literal: (inout ByteBuffer) -> Void)
  /// Closes the innermost open table.
  mutating func closeTable()
  /// A statement of a group; `text` writes it.
  mutating func statement(_ group: StylesStatementGroup, text: (inout ByteBuffer) -> Void)
}

/// What a theme's Swift says, told to either output: the template context
/// (`StylesSwiftContext`, for templates and `--dump-context`) or the direct writer
/// (`StylesWriter`). Both take the tables and statements from here, so they cannot differ
/// in what they say; values are written as bytes, so the direct writer makes no string of
/// the thousands of literals a theme has.
enum StylesSwift {
  /// Tells `output` a theme's tables (`Colors`, `Fonts`, `Icons`, then `Light`, `Dark` and
  /// `Overlay` by class) and statements (changed palette members; each variant's plain
  /// properties, then its `@SBUAdaptive` ones).
  static func describe(
    _ theme: ResolvedTheme, catalog: StyleCatalog, to output: inout some StylesSwiftOutput & ~Copyable
  ) {
    output.openTable("Colors")
    for color in catalog.colors {
      guard let rgba = theme.colors[color.name] else { continue }
      output.constant(color.name) { ChannelFormat.table.append(rgba, to: &$0) }
    }
    output.closeTable()
    output.openTable("Fonts")
    for font in catalog.fonts {
      guard let spec = theme.fonts[font.name] else { continue }
      output.constant(font.name) { appendTableLiteral(.font(spec), to: &$0) }
    }
    output.closeTable()
    output.openTable("Icons")
    for icon in catalog.icons {
      guard let resolved = theme.icons[icon.name] else { continue }
      output.constant(icon.name) { appendIconTableLiteral(resolved, to: &$0) }
    }
    output.closeTable()
    let slots = catalog.slots
    // Each class's settable properties: name, Swift name and slot row, once for all variants.
    let rows = catalog.classes.indices.map { classIndex in
      let properties = catalog.classes[classIndex].properties
      return properties.indices.compactMap { propertyIndex in
        slots.row(classIndex, propertyIndex).map { row in
          let name = properties[propertyIndex].name
          return (name: name, identifier: SwiftSyntax.identifier(name), row: row)
        }
      }
    }
    for (variant, group) in zip(ThemeVariant.allCases, [StylesStatementGroup.light, .dark, .overlay]) {
      let classes = catalog.classes.indices.filter {
        catalog.classes[$0].isCustomisable && catalog.classes[$0].variants.contains(variant)
      }
      output.openTable(variant.rawValue.prefix(1).uppercased() + variant.rawValue.dropFirst())
      for classIndex in classes {
        output.openTable(catalog.classes[classIndex].name)
        for property in rows[classIndex] {
          guard let value = theme.properties[slots.slot(row: property.row, variant: variant)] else { continue }
          output.constant(property.identifier) { appendTableLiteral(value, to: &$0) }
        }
        output.closeTable()
      }
      output.closeTable()
      // Plain assignments of every class first, then the adaptive values' updates.
      for adaptive in [false, true] {
        for classIndex in classes {
          let themeClass = catalog.classes[classIndex]
          let owner = "SBUTheme." + ((variant == .overlay ? themeClass.overlayAccessor : themeClass.accessor) ?? "")
          for property in rows[classIndex] {
            guard let assigned = theme.assignments[slots.slot(row: property.row, variant: variant)] else { continue }
            if case .adaptive(let base, let liquidGlass) = assigned {
              guard adaptive else { continue }
              output.statement(group) { out in
                out.append(utf8: owner)
                out.append(utf8: ".$")
                out.append(utf8: property.name)
                out.append(utf8: ".updateValues(")
                var separator = ""
                for (label, value) in [("base", base), ("liquidGlass", liquidGlass)] {
                  guard let value else { continue }
                  out.append(utf8: separator)
                  out.append(utf8: label)
                  out.append(utf8: ": ")
                  appendSDKExpression(value, to: &out)
                  separator = ", "
                }
                out.append(utf8: ")")
              }
            } else if !adaptive {
              output.statement(group) { out in
                out.append(utf8: owner)
                out.append(utf8: ".")
                out.append(utf8: property.identifier)
                out.append(utf8: " = ")
                appendSDKExpression(assigned, to: &out)
              }
            }
          }
        }
      }
    }
    for color in catalog.colors where theme.changedColors.contains(color.name) {
      guard let rgba = theme.colors[color.name] else { continue }
      output.statement(.palette) { out in
        out.append(utf8: "SBUColorSet.\(color.name) = ")
        ChannelFormat.uiColor.append(rgba, to: &out)
      }
    }
    for font in catalog.fonts where theme.changedFonts.contains(font.name) {
      guard let spec = theme.fonts[font.name] else { continue }
      output.statement(.palette) { out in
        out.append(utf8: "SBUFontSet.\(font.name) = ")
        appendSDKExpression(.value(.font(spec)), to: &out)
      }
    }
    for icon in catalog.icons where theme.changedIcons.contains(icon.name) {
      guard let resolved = theme.icons[icon.name] else { continue }
      output.statement(.palette) { out in
        out.append(utf8: "SBUIconSet.\(icon.name) = image(\(SwiftSyntax.literal(resolved.asset)), tint: ")
        if let tint = resolved.tint { ChannelFormat.uiColor.append(tint, to: &out) } else { out.append(utf8: "nil") }
        out.append(utf8: ", flipsForRTL: \(resolved.flipsForRTL), fallback: SBUIconSet.\(icon.name))")
      }
    }
  }

  /// A value in the platform-neutral tables (`ThemeColor`, `ThemeFont`, `ThemeAdaptive`).
  static func appendTableLiteral(_ value: ResolvedValue, to out: inout ByteBuffer) {
    switch value {
    case .color(let rgba):
      ChannelFormat.table.append(rgba, to: &out)
    case .font(let spec):
      out.append(utf8: "ThemeFont(family: ")
      out.append(utf8: spec.family.map(SwiftSyntax.literal) ?? "nil")
      out.append(utf8: ", size: ")
      out.append(utf8: formatNumber(spec.size))
      out.append(utf8: ", weight: .")
      out.append(utf8: spec.weight.rawValue)
      out.append(utf8: ", lineHeight: ")
      out.append(utf8: spec.lineHeight.map(formatNumber) ?? "nil")
      out.append(utf8: ")")
    case .keyword(let name):
      out.append(utf8: SwiftSyntax.literal(name))
    case .number(let number):
      out.append(utf8: formatNumber(number))
      out.append(utf8: " as Double")
    case .adaptive(let base, let liquidGlass):
      out.append(utf8: "ThemeAdaptive(base: ")
      appendTableLiteral(base, to: &out)
      out.append(utf8: ", liquidGlass: ")
      appendTableLiteral(liquidGlass, to: &out)
      out.append(utf8: ")")
    }
  }

  /// An icon in the tables (`ThemeIcon`).
  static func appendIconTableLiteral(_ icon: ResolvedIcon, to out: inout ByteBuffer) {
    out.append(utf8: "ThemeIcon(asset: ")
    out.append(utf8: SwiftSyntax.literal(icon.asset))
    out.append(utf8: ", tint: ")
    if let tint = icon.tint { ChannelFormat.table.append(tint, to: &out) } else { out.append(utf8: "nil") }
    out.append(utf8: ", flipsForRTL: ")
    out.append(utf8: icon.flipsForRTL ? "true" : "false")
    out.append(utf8: ")")
  }

  /// A value as SendbirdUIKit takes it (`UIColor`, `UIFont`, an enum case, a `CGFloat`);
  /// nothing for an adaptive pair, whose sides are written one by one.
  static func appendSDKExpression(_ value: AssignedValue, to out: inout ByteBuffer) {
    switch value {
    case .paletteColor(let name, let alpha):
      out.append(utf8: "SBUColorSet.")
      out.append(utf8: name)
      if let alpha {
        out.append(utf8: ".withAlphaComponent(")
        out.append(utf8: formatNumber(alpha))
        out.append(utf8: ")")
      }
    case .paletteFont(let name):
      out.append(utf8: "SBUFontSet.")
      out.append(utf8: name)
    case .adaptive:
      break
    case .value(let resolved):
      switch resolved {
      case .color(let rgba):
        ChannelFormat.uiColor.append(rgba, to: &out)
      case .font(let spec):
        if let family = spec.family {
          out.append(utf8: "UIFont(name: \(SwiftSyntax.literal(family)), size: \(formatNumber(spec.size))) ?? ")
        }
        out.append(utf8: "UIFont.systemFont(ofSize: \(formatNumber(spec.size)), weight: .\(spec.weight.rawValue))")
      case .keyword(let name):
        out.append(utf8: ".")
        out.append(utf8: name)
      case .number(let number):
        out.append(utf8: formatNumber(number))
      case .adaptive:
        break
      }
    }
  }

  /// A colour literal's text around its four channels, each written as `0xHH`.
  struct ChannelFormat {
    /// The text before the red channel, between the channels, and after alpha.
    let pieces: [[UInt8]]

    init(_ pieces: [String]) {
      self.pieces = pieces.map { Array($0.utf8) }
    }

    /// `ThemeColor(0x74, 0x2D, 0xDD, 0xFF)`.
    static let table = ChannelFormat(["ThemeColor(", ", ", ", ", ", ", ")"])
    /// `UIColor(red: 0x74 / 255.0, ...)`.
    static let uiColor = ChannelFormat([
      "UIColor(red: ", " / 255.0, green: ", " / 255.0, blue: ", " / 255.0, alpha: ", " / 255.0)",
    ])

    func append(_ rgba: RGBA8, to out: inout ByteBuffer) {
      func channel(_ value: UInt8, then piece: Int) {
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
        out.append(UInt8(ascii: "0"))
        out.append(UInt8(ascii: "x"))
        out.append(digit(value >> 4))
        out.append(digit(value & 15))
        out.append(contentsOf: pieces[piece])
      }
      out.append(contentsOf: pieces[0])
      channel(rgba.red, then: 1)
      channel(rgba.green, then: 2)
      channel(rgba.blue, then: 3)
      channel(rgba.alpha, then: 4)
    }
  }
}
