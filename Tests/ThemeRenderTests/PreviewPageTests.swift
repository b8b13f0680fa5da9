import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport

@testable import ThemeRender

/// The preview page is its template over a typed context: every text escaped where the
/// template writes it, scalar by scalar, and a team's own template reads the same context.
@Suite struct PreviewPageTests {
  static func themes(_ yaml: String) throws -> [ResolvedTheme] {
    let result = compile([SourceFile(path: "brand.theme.yaml", text: yaml)])
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.rendered))")
    return result.project.themes
  }

  static let defaults = try! Renderer(names: Renderer.previewTemplateNames)

  /// A quote with a combining accent is one Character, which Mustache's own HTML escaping
  /// would pass unescaped (closing the attribute); the page's escaping goes by scalars.
  @Test func textFromAThemeCannotLeaveItsAttribute() throws {
    let asset = "x\"\u{301} onmouseover=alert(1) <b>"
    let themes = try Self.themes("icons:\n  iconSend: {asset: \"x\\\"\u{301} onmouseover=alert(1) <b>\"}\n")
    let page = try PreviewPage.html(themes, strings: nil, renderer: Self.defaults)
    #expect(page.contains("data-asset=\"x&quot;\u{301} onmouseover=alert(1) &lt;b&gt;\""))
    #expect(!page.contains(asset))
    #expect(!page.contains("<b>"))
  }

  /// Every drawn component is one line, its elements nested as the painter made them; a
  /// variant no component has says so.
  /// Each font at three text sizes (issue 50): a text style scaled as UIFontMetrics scales it
  /// (up to maxSize), a fixed font at its size.
  @Test func fontsShowAtThreeTextSizes() throws {
    let themes = try Self.themes("fonts:\n  body1: {size: 16, weight: regular, textStyle: body, maxSize: 30}\n")
    let page = try PreviewPage.html(themes, strings: nil, renderer: Self.defaults)
    #expect(page.contains("data-font=\"body1\" data-category=\"extraSmall\" data-size=\"13.176470588235293\""))
    #expect(page.contains(">xS: 13.18 pt — Reply in thread</p>"))
    #expect(page.contains("data-font=\"body1\" data-category=\"accessibilityExtraExtraExtraLarge\" data-size=\"30\""))
    #expect(page.contains(">AX5: 30 pt — Reply in thread</p>"))
    #expect(page.contains(">AX5: 11 pt (fixed) — Reply in thread</p>"))
  }

  @Test func componentsAreElementsOnOneLineEach() throws {
    let page = try PreviewPage.html(
      try Self.themes("colors:\n  primaryMain: \"#2850D4\"\n"), strings: nil, renderer: Self.defaults)
    let components = page.split(separator: "\n").filter { $0.hasPrefix("<div class=\"component") }
    // Per variant: the channel cell, the messages, two user cells and the input, where the
    // SDK's class has that variant.
    let drawn = ThemeVariant.allCases.map { variant in
      [
        ("SBUGroupChannelCellTheme", 1), ("SBUMessageCellTheme", 1), ("SBUUserCellTheme", 2),
        ("SBUMessageInputTheme", 1),
      ].reduce(0) { count, drawn in
        count + (StyleCatalog.sendbirdUIKit.themeClass(drawn.0)?.variants.contains(variant) == true ? drawn.1 : 0)
      }
    }
    #expect(components.count == drawn.reduce(0, +))
    #expect(drawn.count == 3 && drawn[0] == 5)
    for line in components {
      #expect(line.hasSuffix("</div>"))
      #expect(line.components(separatedBy: "<div").count == line.components(separatedBy: "</div>").count)
    }
    #expect(page.contains("<div class=\"row\"><span class=\"avatar\" style=\"background-color: #9E9E9E\"></span>"))
    #expect(page.contains("<br><span data-prop=\"SBUMessageCellTheme.parentInfoReplyCountTextColor\""))
  }

  /// A team's `preview.html` replaces the page and reads the same context.
  @Test func aTeamsTemplateReadsTheContext() throws {
    let renderer = try Renderer(
      templates: [
        "preview.html":
          "{{#themes}}{{name}}: {{#swatches}}{{#changed}}{{name}}={{hex}} {{/changed}}{{/swatches}}{{/themes}}"
      ], names: Renderer.previewTemplateNames)
    let themes = try Self.themes("colors:\n  primaryMain: \"#2850D4\"\n")
    #expect(try PreviewPage.html(themes, strings: nil, renderer: renderer) == "brand: primaryMain=#2850D4FF ")
    // Its texts are escaped scalar by scalar too, without a pragma of its own.
    let hostile = try Self.themes("icons:\n  iconSend: {asset: \"x\\\"\u{301}\"}\n")
    let own = try Renderer(
      templates: ["preview.html": "{{#themes}}{{#icons}}{{asset}}{{/icons}}{{/themes}}"],
      names: Renderer.previewTemplateNames)
    let assets = try PreviewPage.html(hostile, strings: nil, renderer: own)
    #expect(assets.contains("iconSearchx&quot;\u{301}iconSpinner") && !assets.contains("\"\u{301}"))
    #expect(throws: TemplateError.self) {
      try Renderer(templates: ["preview.html": "{{#themes}}"], names: Renderer.previewTemplateNames)
    }
  }
}
