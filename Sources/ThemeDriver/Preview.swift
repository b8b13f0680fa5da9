import Foundation
import ThemeCore
import ThemeRuntime

/// `themec preview`: one self-contained HTML page (inline CSS, no script, no network,
/// deterministic) showing each theme's resolved palette, fonts and icons, each element
/// marked with the value it shows (`data-hex`, `data-font`) so that a browser's computed
/// styles can be checked against the theme.
extension Driver {
  /// The page for resolved themes (sorted by name).
  static func previewHTML(_ themes: [ResolvedTheme], catalog: StyleCatalog = .sendbirdUIKit) -> String {
    var html = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>themec preview: \(escape(themes.map(\.name).joined(separator: ", ")))</title>",
      "<style>",
      "body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #1A1A1A; background: #FFFFFF; }",
      ".swatches, .icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; }",
      ".swatch { margin: 0; border: 1px solid #CCCCCC; border-radius: 6px; overflow: hidden;"
        + " background-image: linear-gradient(45deg, #EEE 25%, transparent 25%, transparent 75%, #EEE 75%);"
        + " background-size: 12px 12px; }",
      ".swatch .fill { height: 48px; }",
      ".swatch figcaption, .icon { font: 12px ui-monospace, monospace; padding: 4px 6px; background: #FFFFFF; }",
      ".changed { outline: 3px solid #E5006D; }",
      ".icon { border: 1px dashed #999999; border-radius: 6px; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>themec preview</h1>",
      "<p>SendbirdUIKit \(escape(catalog.sdkVersion)); values as the themes resolve them. Outlined: changed from the SDK's.</p>",
    ]
    for theme in themes {
      let id = escape(theme.name)
      html.append("<section class=\"theme\" id=\"theme-\(id)\" data-theme=\"\(id)\">")
      html.append("<h2>\(id)</h2>")
      html.append("<h3>Palette</h3>")
      html.append("<div class=\"swatches\">")
      for color in catalog.colors {
        guard let value = theme.colors[color.name] else { continue }
        let changed = theme.changedColors.contains(color.name)
        html.append(
          "<figure class=\"swatch\(changed ? " changed" : "")\" data-color=\"\(color.name)\" data-hex=\"\(value.hex)\">"
            + "<div class=\"fill\" style=\"background-color: \(css(value))\"></div>"
            + "<figcaption>\(color.name)<br>\(value.hex)\(changed ? " (SDK \(color.rgba.hex))" : "")</figcaption></figure>"
        )
      }
      html.append("</div>")
      html.append("<h3>Fonts</h3>")
      for font in catalog.fonts {
        guard let spec = theme.fonts[font.name] else { continue }
        let changed = theme.changedFonts.contains(font.name)
        let family = spec.family.map { "'\(escape($0))', " } ?? ""
        let lineHeight = spec.lineHeight.map { "; line-height: \(formatNumber($0))px" } ?? ""
        html.append(
          "<p class=\"font\(changed ? " changed" : "")\" data-font=\"\(font.name)\" data-size=\"\(formatNumber(spec.size))\""
            + " data-weight=\"\(cssWeight(spec.weight))\" style=\"font-family: \(family)-apple-system, system-ui, sans-serif;"
            + " font-size: \(formatNumber(spec.size))px; font-weight: \(cssWeight(spec.weight))\(lineHeight)\">"
            + "\(font.name): \(escape(spec.family ?? "system")) \(spec.weight.rawValue) \(formatNumber(spec.size))"
            + "\(spec.lineHeight.map { "/\(formatNumber($0))" } ?? "") — Reply in thread · 99+ replies</p>")
      }
      html.append("<h3>Icons</h3>")
      html.append("<div class=\"icons\">")
      for icon in catalog.icons {
        guard let value = theme.icons[icon.name] else { continue }
        let changed = theme.changedIcons.contains(icon.name)
        let tint = value.tint.map { " style=\"border-color: \(css($0))\" data-tint=\"\($0.hex)\"" } ?? ""
        html.append(
          "<div class=\"icon\(changed ? " changed" : "")\" data-icon=\"\(icon.name)\" data-asset=\"\(escape(value.asset))\"\(tint)>"
            + "\(icon.name)<br>asset \(escape(value.asset))\(value.tint.map { "<br>tint \($0.hex)" } ?? "")"
            + "\(value.flipsForRTL ? "<br>flips right to left" : "")</div>")
      }
      html.append("</div>")
      html.append("</section>")
    }
    html += ["</body>", "</html>", ""]
    return html.joined(separator: "\n")
  }

  /// A colour as CSS, alpha included.
  private static func css(_ color: RGBA8) -> String {
    "rgba(\(color.red), \(color.green), \(color.blue), \(formatNumber((Double(color.alpha) / 255 * 1000).rounded() / 1000)))"
  }

  /// The CSS weight of a font weight.
  private static func cssWeight(_ weight: FontWeight) -> Int {
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

  /// Text for HTML.
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

extension InputSettings {
  /// `themec preview`: compiles the inputs (nothing else is written) and writes
  /// `DIR/index.html`, replaced whole. Returns the exit status: 1 when the inputs have
  /// errors (the findings are printed, no page is written), else 0.
  public func preview(to directory: String) throws -> Int32 {
    let (result, known) = try compileInputs(render: false)
    report(result.diagnostics, known: known)
    if result.diagnostics.hasErrors { return 1 }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = Driver.normalized(directory) + "/index.html"
    try Driver.replaceFile(path, with: [Array(Driver.previewHTML(result.themes).utf8)])
    print("themec: wrote \(path)")
    return 0
  }
}
