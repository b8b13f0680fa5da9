import Foundation
import ThemeCore
import ThemeRuntime

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

    package init(catalog: ThemeCatalog, table: TranslationTable?) {
      self.catalog = catalog
      self.table = table
    }
  }

  /// Counts a count closure is shown at.
  static let previewCounts = [0, 1, 2, 3, 5, 11, 21, 99, 100, 101]

  /// The language codes written right to left.
  static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "ug", "sd", "syr"]

  /// The page for resolved themes (sorted by name) and, when there are strings, every locale.
  package static func html(
    _ themes: [ResolvedTheme], strings: Strings?, minimumContrast: Double = 4.5,
    catalog: StyleCatalog = .sendbirdUIKit
  ) -> String {
    var html = [
      "<!DOCTYPE html>",
      "<html lang=\"\(escape(strings?.table?.base.locale ?? "en"))\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      // Nothing is loaded: no script, image, font, frame or connection; the page's own
      // styles are inline.
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'\">",
      "<title>themec preview: \(escape(themes.map(\.name).joined(separator: ", ")))</title>",
      "<style>",
      "body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #1A1A1A; background: #FFFFFF; }",
      ".swatches, .icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px; }",
      ".swatch { margin: 0; border: 1px solid #CCCCCC; border-radius: 6px; overflow: hidden;"
        + " background-image: linear-gradient(45deg, #EEE 25%, transparent 25%, transparent 75%, #EEE 75%);"
        + " background-size: 12px 12px; }",
      ".swatch .fill { height: 48px; }",
      ".swatch figcaption, .icon { font: 12px ui-monospace, monospace; padding: 4px 6px; background: #FFFFFF; }",
      ".changed { outline: 3px solid #E5006D; }",
      ".icon { border: 1px dashed #999999; border-radius: 6px; }",
      ".glyph { display: inline-block; width: 24px; height: 24px; border-radius: 4px; text-align: center; color: #FFFFFF;"
        + " font: bold 16px/24px sans-serif; }",
      ".flipped { transform: scaleX(-1); }",
      ".variants { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }",
      ".variant { padding: 8px; border-radius: 8px; }",
      ".variant > h4 { margin: 0 0 6px; font: 12px ui-monospace, monospace; color: #888888; }",
      ".component { margin: 0 0 10px; padding: 8px; border-radius: 6px; }",
      ".row { display: flex; align-items: center; gap: 8px; }",
      ".bubble { padding: 6px 10px; border-radius: 14px; max-width: 75%; }",
      ".right { justify-content: flex-end; }",
      ".avatar { width: 24px; height: 24px; border-radius: 12px; display: inline-block; }",
      ".badge { padding: 0 6px; border-radius: 9px; }",
      ".ratio { font: 10px ui-monospace, monospace; color: #444444; background: #F2F2F2; padding: 0 3px; border-radius: 3px; }",
      ".ratio.fail { color: #FFFFFF; background: #C8102E; }",
      ".none { font: 12px ui-monospace, monospace; color: #888888; }",
      "table.strings { border-collapse: collapse; font-size: 13px; margin-bottom: 16px; }",
      "table.strings td, table.strings th { border: 1px solid #DDDDDD; padding: 2px 6px; text-align: start; }",
      "td.missing { background: #FFF3C4; }",
      "td.stale { background: #FFD9D9; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>themec preview</h1>",
      "<p>SendbirdUIKit \(escape(catalog.sdkVersion)); values as the themes resolve them. Outlined: changed from the SDK's."
        + " Contrast below \(formatRatio(minimumContrast)):1 is red. Strings: yellow is missing (the base text shows),"
        + " pink needs review.</p>",
    ]
    for theme in themes {
      html += themeSection(theme, strings: strings?.catalog, minimumContrast: minimumContrast, catalog: catalog)
    }
    if let strings { html += stringsSections(strings) }
    html += ["</body>", "</html>", ""]
    return html.joined(separator: "\n")
  }

  // MARK: - Themes

  static func themeSection(
    _ theme: ResolvedTheme, strings: ThemeCatalog?, minimumContrast: Double, catalog: StyleCatalog
  ) -> [String] {
    let id = escape(theme.name)
    var html = ["<section class=\"theme\" id=\"theme-\(id)\" data-theme=\"\(id)\">", "<h2>Theme \(id)</h2>"]
    html.append("<h3>Palette</h3>")
    html.append("<div class=\"swatches\">")
    for color in catalog.colors {
      guard let value = theme.colors[color.name] else { continue }
      let changed = theme.changedColors.contains(color.name)
      let source = theme.colorSources[color.name].map { "from \($0)" } ?? "the SDK's"
      html.append(
        "<figure class=\"swatch\(changed ? " changed" : "")\" data-color=\"\(color.name)\" data-hex=\"\(value.hex)\">"
          + "<div class=\"fill\" data-color-fill=\"\(color.name)\" data-css=\"background-color\" data-hex=\"\(value.hex)\""
          + " style=\"background-color: \(css(value))\"></div>"
          + "<figcaption>\(color.name)<br>\(value.hex)\(changed ? " (SDK \(color.rgba.hex))" : "")"
          + "<br><span data-source=\"\(color.name)\">\(escape(source))</span></figcaption></figure>")
    }
    html.append("</div>")
    html.append("<h3>Fonts</h3>")
    for font in catalog.fonts {
      guard let spec = theme.fonts[font.name] else { continue }
      let changed = theme.changedFonts.contains(font.name)
      html.append(
        "<p class=\"font\(changed ? " changed" : "")\" data-font=\"\(font.name)\"\(fontAttributes(spec))>"
          + "\(font.name): \(escape(spec.family ?? "system")) \(spec.weight.rawValue) \(formatNumber(spec.size))"
          + "\(spec.lineHeight.map { "/\(formatNumber($0))" } ?? "") — Reply in thread · 99+ replies</p>")
    }
    html.append("<h3>Icons</h3>")
    html.append("<div class=\"icons\">")
    for icon in catalog.icons {
      guard let value = theme.icons[icon.name] else { continue }
      let changed = theme.changedIcons.contains(icon.name)
      // The asset is the app's: a labelled placeholder in its tint, flipped as in right-to-left.
      let tint = value.tint ?? RGBA8(red: 0x80, green: 0x80, blue: 0x80, alpha: 255)
      html.append(
        "<div class=\"icon\(changed ? " changed" : "")\" data-icon=\"\(icon.name)\" data-asset=\"\(escape(value.asset))\">"
          + "<span class=\"glyph\(value.flipsForRTL ? " flipped" : "")\""
          + (value.tint.map { " data-icon-tint=\"\(icon.name)\" data-css=\"background-color\" data-hex=\"\($0.hex)\"" }
            ?? "")
          + " style=\"background-color: \(css(tint))\">➜</span> "
          + "\(icon.name)<br>asset \(escape(value.asset))\(value.tint.map { "<br>tint \($0.hex)" } ?? "")"
          + "\(value.flipsForRTL ? "<br>flips right to left" : "")</div>")
    }
    html.append("</div>")
    html.append("<h3>Components</h3>")
    html.append("<div class=\"variants\">")
    for variant in ThemeVariant.allCases {
      let painter = ComponentPainter(
        theme: theme, variant: variant, catalog: catalog, strings: strings, minimumContrast: minimumContrast)
      html += painter.draw()
    }
    html.append("</div>")
    html.append("</section>")
    return html
  }

  /// `data-size`, `data-weight` and the inline style of a font.
  static func fontAttributes(_ spec: FontSpec) -> String {
    let family = spec.family.map { "'\(escape(cssString($0)))', " } ?? ""
    let lineHeight = spec.lineHeight.map { "; line-height: \(formatNumber($0))px" } ?? ""
    return " data-size=\"\(formatNumber(spec.size))\" data-weight=\"\(cssWeight(spec.weight))\""
      + " style=\"font-family: \(family)-apple-system, system-ui, sans-serif; font-size: \(formatNumber(spec.size))px;"
      + " font-weight: \(cssWeight(spec.weight))\(lineHeight)\""
  }

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
    func box(_ className: String, _ property: String, classes: String, _ inner: String) -> String {
      guard let value = color(className, property) else { return "<div class=\"\(classes)\">\(inner)</div>" }
      return "<div class=\"\(classes)\" data-prop=\"\(className).\(property)\" data-css=\"background-color\""
        + " data-hex=\"\(value.hex)\" style=\"background-color: \(css(value))\">\(inner)</div>"
    }

    /// Text in a property's colour and font, with its contrast on `background` (a property
    /// of the same class).
    func label(
      _ className: String, _ property: String, font fontProperty: String?, _ text: String,
      on background: String? = nil
    ) -> String {
      guard let value = color(className, property) else { return escape(text) }
      var html =
        "<span data-prop=\"\(className).\(property)\" data-css=\"color\" data-hex=\"\(value.hex)\""
        + " style=\"color: \(css(value))\">"
      if let fontProperty, let spec = font(className, fontProperty) {
        html += "<span data-font-prop=\"\(className).\(fontProperty)\"\(fontAttributes(spec))>\(escape(text))</span>"
      } else {
        html += escape(text)
      }
      html += "</span>"
      if let background, let ground = color(className, background) {
        let ratio = contrastRatio(text: value, background: ground, canvas: contrastCanvas(variant))
        let fails = ratio < minimumContrast
        html +=
          " <span class=\"ratio\(fails ? " fail" : "")\" data-pair=\"\(className).\(property)/\(background)\""
          + " data-ratio=\"\(formatRatio(ratio))\">\(formatRatio(ratio)):1\(fails ? " low" : "")</span>"
      }
      return html
    }

    /// An SDK text in the base locale (its default where no strings were given).
    func text(_ path: String, _ arguments: ClosureArgument...) -> String {
      if let strings {
        let base = strings.locale(strings.baseLocale)
        let found = arguments.isEmpty ? base.string(.sdk(path)) : base.string(.sdk(path), arguments: arguments)
        if let found { return found }
      }
      return StringCatalog.sendbirdUIKit.member(path)?.defaultText ?? path
    }

    func draw() -> [String] {
      var html = [
        "<div class=\"variant\" data-variant=\"\(variant.rawValue)\""
          + " style=\"background-color: \(css(contrastCanvas(variant)))\">",
        "<h4>\(variant.rawValue)</h4>",
      ]
      let cell = "SBUGroupChannelCellTheme"
      if has(cell) {
        html.append(
          box(
            cell, "backgroundColor", classes: "component channel-cell",
            "<div class=\"row\"><span class=\"avatar\" style=\"background-color: #9E9E9E\"></span>"
              + label(cell, "titleTextColor", font: "titleFont", "Weekend hikers", on: "backgroundColor") + " "
              + label(cell, "memberCountTextColor", font: "memberCountFont", "12") + " "
              + label(cell, "lastUpdatedTimeTextColor", font: "lastUpdatedTimeFont", "10:24") + "</div>"
              + "<div class=\"row\">"
              + label(cell, "messageTextColor", font: "messageFont", "See you at the trailhead!", on: "backgroundColor")
              + box(
                cell, "unreadCountBackgroundColor", classes: "badge",
                label(cell, "unreadCountTextColor", font: "unreadCountFont", "3", on: "unreadCountBackgroundColor"))
              + "</div>"))
      }
      let message = "SBUMessageCellTheme"
      if has(message) {
        let replies = text("Message_Replied_Users_Count", .int(3), .bool(false))
        let repliedTo = text("Message_Replied_To", .string("You"), .string("Ann"))
        html.append(
          box(
            message, "backgroundColor", classes: "component messages",
            "<div class=\"row\">" + label(message, "userNameTextColor", font: "userNameFont", "Ann") + "</div>"
              + "<div class=\"row\">"
              + box(
                message, "leftBackgroundColor", classes: "bubble",
                label(
                  message, "userMessageLeftTextColor", font: "userMessageFont", "Shall we start at eight?",
                  on: "leftBackgroundColor"))
              + label(message, "timeTextColor", font: "timeFont", "10:21") + "</div>"
              + "<div class=\"row\">"
              + label(message, "repliedCountTextColor", font: "repliedCountTextFont", replies)
              + box(message, "userPlaceholderBackgroundColor", classes: "avatar", "")
              + box(message, "userPlaceholderBackgroundColor", classes: "avatar", "")
              + box(message, "repliedUsersMoreIconBackgroundColor", classes: "avatar", "") + "</div>"
              + "<div class=\"row right\">"
              + label(message, "repliedToTextColor", font: "repliedToTextFont", repliedTo) + "</div>"
              + "<div class=\"row right\">"
              + box(
                message, "quotedMessageRightBackgroundColor", classes: "bubble",
                label(message, "quotedMessageTextColor", font: "quotedMessageTextFont", "Shall we start at eight?"))
              + "</div>"
              + "<div class=\"row right\">"
              + label(message, "timeTextColor", font: "timeFont", "10:22")
              + box(
                message, "rightBackgroundColor", classes: "bubble",
                label(
                  message, "userMessageRightTextColor", font: "userMessageFont", "Eight works. Bring water.",
                  on: "rightBackgroundColor"))
              + "</div>"
              + box(
                message, "parentInfoBackgroundColor", classes: "component thread-parent",
                label(
                  message, "parentInfoUserNameTextColor", font: "parentInfoUserNameTextFont", "Ann",
                  on: "parentInfoBackgroundColor") + " "
                  + label(message, "parentInfoDateTextColor", font: "parentInfoDateFont", "Today 10:21") + "<br>"
                  + label(message, "parentInfoReplyCountTextColor", font: "parentInfoReplyCountTextFont", replies))))
      }
      let user = "SBUUserCellTheme"
      if has(user) {
        for (name, state, muted) in [
          ("Bo", text("User_Operator"), false), ("Cy", text("MessageInput_Text_Muted"), true),
        ] {
          html.append(
            box(
              user, "backgroundColor", classes: "component user-cell",
              "<div class=\"row\">"
                + box(
                  user, muted ? "mutedStateBackgroundColor" : "userPlaceholderBackgroundColor", classes: "avatar", "")
                + label(user, "nicknameTextColor", font: "nicknameTextFont", name, on: "backgroundColor") + " "
                + label(user, "subInfoTextColor", font: "subInfoFont", state) + "</div>"))
        }
      }
      let input = "SBUMessageInputTheme"
      if has(input) {
        html.append(
          box(
            input, "backgroundColorAdaptive", classes: "component message-input",
            "<div class=\"row\">"
              + box(
                input, "textFieldBackgroundColorAdaptive", classes: "bubble",
                label(
                  input, "textFieldPlaceholderColor", font: "textFieldPlaceholderFont",
                  text("MessageInput_Text_Placeholder"))
                  + " "
                  + label(
                    input, "textFieldTextColor", font: "textFieldFont", "Typing…",
                    on: "textFieldBackgroundColorAdaptive"))
              + label(input, "buttonTintColor", font: nil, "➤") + "</div>"))
      }
      if html.count == 2 { html.append("<p class=\"none\">No component has a \(variant.rawValue) variant.</p>") }
      html.append("</div>")
      return html
    }
  }

  // MARK: - Strings

  /// Per locale: each closure string at boundary counts (a capped one with and without its
  /// flag), each list string for one to three names, each app plural at boundary counts.
  static func stringsSections(_ strings: Strings) -> [String] {
    let members = StringCatalog.sendbirdUIKit.settableMembers.filter { $0.signature != nil }
    var html = ["<h2>Strings</h2>"]
    let table = strings.table
    let appPlurals =
      table.map { table in
        table.base.app.keys.sorted().filter { key in
          if case .forms = table.base.app[key]!.value { return true }
          return false
        }
      } ?? []
    for tag in strings.catalog.locales {
      let language = String(tag.split(separator: "-").first ?? "")
      let direction = rightToLeftLanguages.contains(language) ? "rtl" : "ltr"
      let localized = strings.catalog.locale(tag)
      let file = table.flatMap { table in
        tag == table.base.locale ? table.base : table.translations.first { $0.locale == tag }
      }
      html.append(
        "<section class=\"strings\" lang=\"\(escape(tag))\" dir=\"\(direction)\" data-locale=\"\(escape(tag))\">")
      html.append("<h3>\(escape(tag))</h3>")
      html.append("<table class=\"strings\">")
      func state(_ key: String) -> String {
        guard let table, let file else { return "" }
        switch table.state(of: key, in: file) {
        case .translated: return ""
        case .needsReview: return " class=\"stale\" title=\"needs review\""
        case .new: return " class=\"missing\" title=\"missing: the base text is shown\""
        }
      }
      for member in members {
        let signature = member.signature!
        var cells: [(String, String?)] = []
        if signature.isList {
          for names in [["Ann"], ["Ann", "Bo"], ["Ann", "Bo", "Cy"]] {
            cells.append(
              (names.joined(separator: ", "), localized.string(.sdk(member.path), arguments: [.names(names)])))
          }
        } else if signature.isCounted {
          for count in previewCounts {
            if signature.hasLimitFlag {
              for flag in [false, true] {
                cells.append(
                  (
                    "\(count)\(flag ? " capped" : "")",
                    localized.string(.sdk(member.path), arguments: [.int(count), .bool(flag)])
                  ))
              }
            } else {
              cells.append(("\(count)", localized.string(.sdk(member.path), arguments: [.int(count)])))
            }
          }
        } else {
          continue
        }
        html.append(row(member.path, cells: cells, mark: state(member.path)))
      }
      for key in appPlurals {
        let cells = previewCounts.map { count in
          ("\(count)", localized.string(.app(key), arguments: [.int(count)]))
        }
        html.append(row("app." + key, cells: cells, mark: state("app." + key)))
      }
      html.append("</table>")
      html.append("</section>")
    }
    return html
  }

  /// One key's row: its name, then each sample's argument and text.
  static func row(_ key: String, cells: [(String, String?)], mark: String) -> String {
    "<tr data-key=\"\(escape(key))\"><th>\(escape(key))</th>"
      + cells.map { "<td\(mark)><small>\(escape($0.0))</small> \(escape($0.1 ?? "—"))</td>" }.joined() + "</tr>"
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
  /// control characters than line feed and tab as character references. (XML is written
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
