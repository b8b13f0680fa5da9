import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `themec preview`: one self-contained HTML page (inline CSS, no script, no network,
/// deterministic). Per theme: the palette (each colour with the reference it came from),
/// fonts, icons, and SendbirdUIKit's components drawn from the resolved values in light,
/// dark and overlay with the contrast of each text on its background. Per locale: every
/// closure string at boundary counts and for lists of one to three names, missing and
/// stale translations marked, right-to-left locales laid out right to left.
///
/// Every element that shows a value is marked with where it comes from and what it shows:
/// `data-prop` (a theme property) or `data-color` / `data-font` / `data-icon` (the
/// palette), `data-css` (the CSS property that draws it) and `data-hex`, or `data-size`
/// and `data-weight`, so that a browser's computed styles can be checked against the theme.
package enum PreviewPage {
  /// The strings the page shows: the compiled catalogue and the files' own translations.
  package struct Strings {
    var catalog: ThemeCatalog
    var table: TranslationTable?
    /// The SDK release's strings: the closures the page shows at their counts.
    var sdk: StringCatalog

    package init(catalog: ThemeCatalog, table: TranslationTable?, sdk: StringCatalog = .sendbirdUIKit) {
      self.catalog = catalog
      self.table = table
      self.sdk = sdk
    }
  }

  /// Counts a count closure is shown at.
  static let previewCounts = [0, 1, 2, 3, 5, 11, 21, 99, 100, 101]

  /// The language codes written right to left.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "ug", "sd", "syr"]

  /// The page for resolved themes (sorted by name) and, when there are strings, every locale:
  /// the template `preview.html` over `context`.
  package static func html(
    _ themes: [ResolvedTheme], strings: Strings?, minimumContrast: Double = 4.5,
    catalog: StyleCatalog = .sendbirdUIKit, renderer: Renderer
  ) throws(TemplateError) -> String {
    try renderer.renderPreview(context(themes, strings: strings, minimumContrast: minimumContrast, catalog: catalog))
  }

  /// What the page shows, as the template reads it.
  package static func context(
    _ themes: [ResolvedTheme], strings: Strings?, minimumContrast: Double = 4.5,
    catalog: StyleCatalog = .sendbirdUIKit
  ) -> PreviewContext {
    PreviewContext(
      lang: strings?.table?.base.locale ?? "en", title: themes.map(\.name).joined(separator: ", "),
      sdkVersion: catalog.sdkVersion, minimumContrast: formatRatio(minimumContrast),
      themes: themes.map { theme($0, strings: strings?.catalog, minimumContrast: minimumContrast, catalog: catalog) },
      strings: strings.map { PreviewContext.StringsPart(locales: locales($0)) })
  }

  // MARK: - Themes

  static func theme(
    _ theme: ResolvedTheme, strings: ThemeCatalog?, minimumContrast: Double, catalog: StyleCatalog
  ) -> PreviewContext.Theme {
    let swatches = catalog.colors.compactMap { color -> PreviewContext.Swatch? in
      guard let value = theme.colors[color.name] else { return nil }
      let changed = theme.changedColors.contains(color.name)
      return PreviewContext.Swatch(
        name: color.name, hex: value.hex, css: css(value), changed: changed, sdkHex: changed ? color.rgba.hex : nil,
        source: theme.colorSources[color.name].map { "from \($0)" } ?? "the SDK's")
    }
    let fonts = catalog.fonts.compactMap { font -> PreviewContext.Font? in
      guard let spec = theme.fonts[font.name] else { return nil }
      // Three text sizes: what a text style scales to (a fixed font keeps its size).
      let sizes = [
        (TextStyle.Category.extraSmall, "xS"), (.large, "L"), (.accessibilityExtraExtraExtraLarge, "AX5"),
      ].map { category, label in
        var scaled = spec
        scaled.size = spec.textStyle?.scaled(spec.size, to: category, maximum: spec.maxSize) ?? spec.size
        scaled.lineHeight = spec.lineHeight.map { $0 * scaled.size / spec.size }
        let text =
          "\(label): \(formatNumber((scaled.size * 100).rounded() / 100)) pt"
          + (spec.textStyle == nil ? " (fixed)" : "")
        return PreviewContext.TextSize(
          font: font.name, category: category.rawValue, label: text, attributes: fontAttributes(scaled))
      }
      return PreviewContext.Font(
        name: font.name, changed: theme.changedFonts.contains(font.name), attributes: fontAttributes(spec),
        description: "\(spec.family ?? "system") \(spec.weight.rawValue) \(formatNumber(spec.size))"
          + (spec.lineHeight.map { "/\(formatNumber($0))" } ?? "") + (spec.textStyle.map { ", \($0.rawValue)" } ?? ""),
        sizes: sizes)
    }
    let icons = catalog.icons.compactMap { icon -> PreviewContext.Icon? in
      guard let value = theme.icons[icon.name] else { return nil }
      // The asset is the app's: a labelled placeholder in its tint, flipped as in right-to-left.
      let tint = value.tint ?? RGBA8(red: 0x80, green: 0x80, blue: 0x80, alpha: 255)
      return PreviewContext.Icon(
        name: icon.name, asset: value.asset, changed: theme.changedIcons.contains(icon.name),
        flips: value.flipsForRTL, tint: value.tint.map { PreviewContext.Tint(hex: $0.hex) }, css: css(tint))
    }
    let variants = ThemeVariant.allCases.map { variant in
      ComponentPainter(
        theme: theme, variant: variant, catalog: catalog, strings: strings, minimumContrast: minimumContrast
      ).draw()
    }
    return PreviewContext.Theme(name: theme.name, swatches: swatches, fonts: fonts, icons: icons, variants: variants)
  }

  /// `data-size`, `data-weight` and the inline style of a font.
  static func fontAttributes(_ spec: FontSpec) -> [PreviewContext.Attribute] {
    let family = spec.family.map { "'\(cssString($0))', " } ?? ""
    let lineHeight = spec.lineHeight.map { "; line-height: \(formatNumber(($0 * 100).rounded() / 100))px" } ?? ""
    return [
      .init("data-size", formatNumber(spec.size)), .init("data-weight", "\(cssWeight(spec.weight))"),
      .init(
        "style",
        "font-family: \(family)-apple-system, system-ui, sans-serif; font-size: \(formatNumber(spec.size))px;"
          + " font-weight: \(cssWeight(spec.weight))\(lineHeight)"),
    ]
  }

  typealias Element = PreviewContext.Element

  /// Draws SendbirdUIKit's components in one variant from a theme's resolved properties.
  struct ComponentPainter {
    let theme: ResolvedTheme
    let variant: ThemeVariant
    let catalog: StyleCatalog
    let strings: ThemeCatalog?
    let minimumContrast: Double

    /// A property's colour in this variant (an adaptive value's base).
    func color(_ className: String, _ property: String) -> RGBA8? {
      var value = theme.properties[ThemeSlot(className, variant, property)]
      if case .adaptive(let base, _)? = value { value = base }
      if case .color(let rgba)? = value { return rgba }
      return nil
    }

    /// A property's font in this variant.
    func font(_ className: String, _ property: String) -> FontSpec? {
      if case .font(let spec)? = theme.properties[ThemeSlot(className, variant, property)] { return spec }
      return nil
    }

    /// Whether the class has this variant.
    func has(_ className: String) -> Bool { catalog.themeClass(className)?.variants.contains(variant) == true }

    /// An element whose background is a property.
    func box(_ className: String, _ property: String, classes: String, _ inner: [Element]) -> Element {
      guard let value = color(className, property) else { return Element("div", [.init("class", classes)], inner) }
      return Element(
        "div",
        [
          .init("class", classes), .init("data-prop", "\(className).\(property)"),
          .init("data-css", "background-color"), .init("data-hex", value.hex),
          .init("style", "background-color: \(css(value))"),
        ], inner)
    }

    /// Text in a property's colour and font, with its contrast on `background` (a property
    /// of the same class).
    func label(
      _ className: String, _ property: String, font fontProperty: String?, _ text: String,
      on background: String? = nil
    ) -> [Element] {
      guard let value = color(className, property) else { return [.text(text)] }
      var shown = Element.text(text)
      if let fontProperty, let spec = font(className, fontProperty) {
        shown = Element(
          "span", [.init("data-font-prop", "\(className).\(fontProperty)")] + fontAttributes(spec), [.text(text)])
      }
      var elements = [
        Element(
          "span",
          [
            .init("data-prop", "\(className).\(property)"), .init("data-css", "color"), .init("data-hex", value.hex),
            .init("style", "color: \(css(value))"),
          ], [shown])
      ]
      if let background, let ground = color(className, background) {
        let ratio = contrastRatio(text: value, background: ground, canvas: contrastCanvas(variant))
        let fails = ratio < minimumContrast
        elements += [
          .text(" "),
          Element(
            "span",
            [
              .init("class", "ratio\(fails ? " fail" : "")"),
              .init("data-pair", "\(className).\(property)/\(background)"),
              .init("data-ratio", formatRatio(ratio)),
            ], [.text("\(formatRatio(ratio)):1\(fails ? " low" : "")")]),
        ]
      }
      return elements
    }

    /// A row of a component.
    func row(_ inner: [Element]) -> Element { Element("div", [.init("class", "row")], inner) }

    /// A row of a component, to the right.
    func rightRow(_ inner: [Element]) -> Element { Element("div", [.init("class", "row right")], inner) }

    /// An SDK text in the base locale (its default where no strings were given).
    func text(_ path: String, _ arguments: ClosureArgument...) -> String {
      if let strings {
        let base = strings.locale(strings.baseLocale)
        let found = arguments.isEmpty ? base.string(.sdk(path)) : base.string(.sdk(path), arguments: arguments)
        if let found { return found }
      }
      return StringCatalog.sendbirdUIKit.member(path)?.defaultText ?? path
    }

    func draw() -> PreviewContext.Variant {
      var components: [Element] = []
      let space = Element.text(" ")
      let cell = "SBUGroupChannelCellTheme"
      if has(cell) {
        var top = [Element("span", [.init("class", "avatar"), .init("style", "background-color: #9E9E9E")], [])]
        top += label(cell, "titleTextColor", font: "titleFont", "Weekend hikers", on: "backgroundColor")
        top += [space] + label(cell, "memberCountTextColor", font: "memberCountFont", "12")
        top += [space] + label(cell, "lastUpdatedTimeTextColor", font: "lastUpdatedTimeFont", "10:24")
        var bottom = label(
          cell, "messageTextColor", font: "messageFont", "See you at the trailhead!", on: "backgroundColor")
        bottom.append(
          box(
            cell, "unreadCountBackgroundColor", classes: "badge",
            label(cell, "unreadCountTextColor", font: "unreadCountFont", "3", on: "unreadCountBackgroundColor")))
        components.append(
          box(
            cell, "backgroundColor", classes: "component channel-cell",
            [row(top), row(bottom)]))
      }
      let message = "SBUMessageCellTheme"
      if has(message) {
        let replies = text("Message_Replied_Users_Count", .int(3), .bool(false))
        let repliedTo = text("Message_Replied_To", .string("You"), .string("Ann"))
        let avatar = { (property: String) in box(message, property, classes: "avatar", []) }
        components.append(
          box(
            message, "backgroundColor", classes: "component messages",
            [
              row(label(message, "userNameTextColor", font: "userNameFont", "Ann")),
              row(
                [
                  box(
                    message, "leftBackgroundColor", classes: "bubble",
                    label(
                      message, "userMessageLeftTextColor", font: "userMessageFont", "Shall we start at eight?",
                      on: "leftBackgroundColor"))
                ] + label(message, "timeTextColor", font: "timeFont", "10:21")),
              row(
                label(message, "repliedCountTextColor", font: "repliedCountTextFont", replies)
                  + [
                    avatar("userPlaceholderBackgroundColor"), avatar("userPlaceholderBackgroundColor"),
                    avatar("repliedUsersMoreIconBackgroundColor"),
                  ]),
              rightRow(label(message, "repliedToTextColor", font: "repliedToTextFont", repliedTo)),
              rightRow(
                [
                  box(
                    message, "quotedMessageRightBackgroundColor", classes: "bubble",
                    label(message, "quotedMessageTextColor", font: "quotedMessageTextFont", "Shall we start at eight?"))
                ]),
              rightRow(
                label(message, "timeTextColor", font: "timeFont", "10:22") + [
                  box(
                    message, "rightBackgroundColor", classes: "bubble",
                    label(
                      message, "userMessageRightTextColor", font: "userMessageFont", "Eight works. Bring water.",
                      on: "rightBackgroundColor"))
                ]),
              box(
                message, "parentInfoBackgroundColor", classes: "component thread-parent",
                label(
                  message, "parentInfoUserNameTextColor", font: "parentInfoUserNameTextFont", "Ann",
                  on: "parentInfoBackgroundColor") + [space]
                  + label(message, "parentInfoDateTextColor", font: "parentInfoDateFont", "Today 10:21")
                  + [Element.lineBreak]
                  + label(message, "parentInfoReplyCountTextColor", font: "parentInfoReplyCountTextFont", replies)),
            ]))
      }
      let user = "SBUUserCellTheme"
      if has(user) {
        for (name, state, muted) in [
          ("Bo", text("User_Operator"), false), ("Cy", text("MessageInput_Text_Muted"), true),
        ] {
          components.append(
            box(
              user, "backgroundColor", classes: "component user-cell",
              [
                row(
                  [
                    box(
                      user, muted ? "mutedStateBackgroundColor" : "userPlaceholderBackgroundColor", classes: "avatar",
                      [])
                  ] + label(user, "nicknameTextColor", font: "nicknameTextFont", name, on: "backgroundColor") + [space]
                    + label(user, "subInfoTextColor", font: "subInfoFont", state))
              ]))
        }
      }
      let input = "SBUMessageInputTheme"
      if has(input) {
        components.append(
          box(
            input, "backgroundColorAdaptive", classes: "component message-input",
            [
              row(
                [
                  box(
                    input, "textFieldBackgroundColorAdaptive", classes: "bubble",
                    label(
                      input, "textFieldPlaceholderColor", font: "textFieldPlaceholderFont",
                      text("MessageInput_Text_Placeholder")) + [space]
                      + label(
                        input, "textFieldTextColor", font: "textFieldFont", "Typing…",
                        on: "textFieldBackgroundColorAdaptive"))
                ] + label(input, "buttonTintColor", font: nil, "➤"))
            ]))
      }
      return PreviewContext.Variant(
        name: variant.rawValue, canvas: css(contrastCanvas(variant)), components: components)
    }
  }

  // MARK: - Strings

  /// Per locale: each closure string at boundary counts (a capped one with and without its
  /// flag), each list string for one to three names, each app plural at boundary counts.
  static func locales(_ strings: Strings) -> [PreviewContext.Locale] {
    let members = strings.sdk.settableMembers.filter { $0.signature != nil }
    let table = strings.table
    // Each app plural with its arguments: the count where the forms count it, and its other
    // arguments as the texts show them (`…` for a text, 0 for a number).
    let appPlurals: [(key: String, arguments: (Int) -> [ClosureArgument])] =
      table.map { table in
        table.base.appKeys.compactMap { key in
          guard let definition = table.base.app(key) else { return nil }
          guard case .forms = definition.value else { return nil }
          let types = positionalTypes(definition)
          let count = definition.countArgument - 1
          return (
            key,
            { shown in
              (0..<max(types.count, count + 1)).map { index -> ClosureArgument in
                if index == count { return .int(shown) }
                switch index < types.count ? types[index] : nil {
                case .integer?: return .int(0)
                case .double?: return .double(0)
                default: return .string("…")
                }
              }
            }
          )
        }
      } ?? []
    return strings.catalog.locales.map { tag in
      let language = String(tag.split(separator: "-").first ?? "")
      let localized = strings.catalog.locale(tag)
      let file = table.flatMap { table in
        tag == table.base.locale ? table.base : table.translations.first { $0.locale == tag }
      }
      func mark(_ key: String) -> PreviewContext.Mark? {
        guard let table, let file else { return nil }
        switch table.state(of: key, in: file) {
        case .translated: return nil
        case .needsReview: return PreviewContext.Mark(className: "stale", title: "needs review")
        case .new: return PreviewContext.Mark(className: "missing", title: "missing: the base text is shown")
        }
      }
      func row(_ key: String, _ samples: [(String, String?)]) -> PreviewContext.Row {
        let mark = mark(key)
        return PreviewContext.Row(
          key: key, cells: samples.map { PreviewContext.Cell(mark: mark, label: $0.0, text: $0.1 ?? "—") })
      }
      var rows: [PreviewContext.Row] = []
      for member in members {
        let signature = member.signature!
        var samples: [(String, String?)] = []
        if signature.isList {
          for names in [["Ann"], ["Ann", "Bo"], ["Ann", "Bo", "Cy"]] {
            samples.append(
              (names.joined(separator: ", "), localized.string(.sdk(member.path), arguments: [.names(names)])))
          }
        } else if signature.isCounted {
          for count in previewCounts {
            if signature.hasLimitFlag {
              for flag in [false, true] {
                samples.append(
                  (
                    "\(count)\(flag ? " capped" : "")",
                    localized.string(.sdk(member.path), arguments: [.int(count), .bool(flag)])
                  ))
              }
            } else {
              samples.append(("\(count)", localized.string(.sdk(member.path), arguments: [.int(count)])))
            }
          }
        } else {
          continue
        }
        rows.append(row(member.path, samples))
      }
      for (key, arguments) in appPlurals {
        rows.append(
          row("app." + key, previewCounts.map { ("\($0)", localized.string(.app(key), arguments: arguments($0))) }))
      }
      return PreviewContext.Locale(
        tag: tag, direction: rightToLeftLanguages.contains(language) ? "rtl" : "ltr", rows: rows)
    }
  }

  // MARK: - Writing

  /// A colour as CSS, alpha included.
  static func css(_ color: RGBA8) -> String {
    "rgba(\(color.red), \(color.green), \(color.blue), \(formatNumber((Double(color.alpha) / 255 * 1000).rounded() / 1000)))"
  }

  /// The CSS weight of a font weight.
  static func cssWeight(_ weight: FontWeight) -> Int {
    switch weight {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// The inside of a CSS string (between quotes): every character but letters, digits,
  /// spaces, `-` and `_` as a CSS escape (`\27 ` for `'`), so that no text from a theme
  /// closes the string or the declaration. HTML-escape the result for an attribute.
  static func cssString(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        // Control characters have no place in a font name.
        out += "\\FFFD "
      } else {
        out += "\\" + String(scalar.value, radix: 16) + " "
      }
    }
    return out
  }

  /// Text for HTML content and attributes: `&`, `<`, `>`, `"` and `'` escaped, other
  /// control characters than line feed and tab as character references; scalar by scalar,
  /// so that no combining mark hides a quote (Mustache's own HTML escaping compares whole
  /// characters, and `"` with a combining accent is one). Every text of the page goes
  /// through it: it is the templates' content type (see `Renderer`). (XML is written
  /// through `XMLText`.)
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
          out += "&#x\(String(scalar.value, radix: 16));"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

/// What the preview page shows, as its template (`preview.html`) reads it: every text plain,
/// escaped where the template writes it.
package struct PreviewContext: Sendable {
  var lang: String
  var title: String
  var sdkVersion: String
  var minimumContrast: String
  var themes: [Theme]
  var strings: StringsPart?

  struct Theme: Sendable {
    var name: String
    var swatches: [Swatch]
    var fonts: [Font]
    var icons: [Icon]
    var variants: [Variant]
  }

  /// A palette colour and where it came from.
  struct Swatch: Sendable {
    var name: String
    var hex: String
    var css: String
    var changed: Bool
    /// The SDK's value, when the theme changed it.
    var sdkHex: String?
    var source: String
  }

  struct Font: Sendable {
    var name: String
    var changed: Bool
    var attributes: [Attribute]
    var description: String
    /// The font at three text sizes (Dynamic Type): the smallest, the default and the largest.
    var sizes: [TextSize]
  }

  /// A font at a content size category.
  struct TextSize: Sendable {
    var font: String
    var category: String
    var label: String
    var attributes: [Attribute]
  }

  struct Icon: Sendable {
    var name: String
    var asset: String
    var changed: Bool
    var flips: Bool
    var tint: Tint?
    /// The glyph's background: the tint, or grey.
    var css: String
  }

  struct Tint: Sendable {
    var hex: String
  }

  /// The components drawn in one variant (none when no component has it).
  struct Variant: Sendable {
    var name: String
    var canvas: String
    var components: [Element]
  }

  /// An attribute of an element.
  package struct Attribute: Sendable {
    var name: String
    var value: String

    init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// An element of a drawn component (`preview-element.html`), or text between elements.
  package struct Element: Sendable {
    var tag: String
    var attributes: [Attribute]
    var text: String
    var children: [Element]
    /// Whether the tag is written (not for text), and closed (not for `br`). Stored: the
    /// template reads stored properties.
    var opens: Bool
    var closes: Bool

    init(_ tag: String, _ attributes: [Attribute], _ children: [Element]) {
      self.tag = tag
      self.attributes = attributes
      self.text = ""
      self.children = children
      opens = true
      closes = true
    }

    private init(text: String) {
      tag = ""
      attributes = []
      self.text = text
      children = []
      opens = false
      closes = false
    }

    static func text(_ text: String) -> Element { Element(text: text) }

    static let lineBreak: Element = {
      var element = Element("br", [], [])
      element.closes = false
      return element
    }()
  }

  struct StringsPart: Sendable {
    var locales: [Locale]
  }

  struct Locale: Sendable {
    var tag: String
    var direction: String
    var rows: [Row]
  }

  /// A key's samples: each argument and the text it gives.
  struct Row: Sendable {
    var key: String
    var cells: [Cell]
  }

  struct Cell: Sendable {
    var mark: Mark?
    var label: String
    var text: String
  }

  /// A translation's state, when it is not translated.
  struct Mark: Sendable {
    var className: String
    var title: String
  }
}
