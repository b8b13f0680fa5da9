import ThemeCore
import ThemeRuntime

/// Writes the three styles outputs: `styles.json`, and `ThemeStyles.swift` and
/// `ThemeStyles+SendbirdUIKit.swift` through their templates, the first embedding the JSON.
package enum StylesEmitter {
  /// The outputs for resolved themes (sorted by name): each path with its bytes, in pieces
  /// that follow one another (`styles.json` is one piece of `ThemeStyles.swift`, not copied).
  package static func outputs(_ themes: [ResolvedTheme], tokens: TokenGroup, catalog: StyleCatalog, renderer: Renderer)
    throws(TemplateError) -> [(path: String, chunks: [[UInt8]])]
  {
    let json = writeStylesJSON(themes, catalog: catalog)
    // The JSON goes where the frames have the marker, as bytes (see `Renderer.jsonMarker`).
    let context = frameContext(themes, tokens: tokens, catalog: catalog, json: Renderer.jsonMarker)
    let swift = Renderer.splicing(json, into: try renderer.renderStyles(context))
    let apply = Renderer.splicing(json, into: try renderer.renderStylesApply(context))
    return Array(zip(paths, [swift, apply, [json]]))
  }

  /// The styles outputs' file names, in the order `outputs` gives them.
  package static let paths = ["ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift", "styles.json"]

  /// The templates' context.
  package static func frameContext(_ themes: [ResolvedTheme], tokens: TokenGroup, catalog: StyleCatalog, json: String)
    -> StylesFrameContext
  {
    StylesFrameContext(
      sdkVersion: catalog.sdkVersion,
      themes: themes.map { theme in
        StylesFrameContext.Theme(
          name: theme.name, identifier: SwiftSyntax.identifier(SwiftSyntax.localeName(theme.name)),
          colors: catalog.colors.compactMap { color in
            theme.colors[color.name].map {
              .init(
                name: color.name, hex: $0.hex, red: Int($0.red), green: Int($0.green), blue: Int($0.blue),
                alpha: Int($0.alpha), changed: theme.changedColors.contains(color.name))
            }
          },
          fonts: catalog.fonts.compactMap { font in
            theme.fonts[font.name].map {
              .init(
                name: font.name, family: $0.family, size: $0.size, weight: $0.weight.rawValue,
                lineHeight: $0.lineHeight, changed: theme.changedFonts.contains(font.name))
            }
          },
          icons: catalog.icons.compactMap { icon in
            theme.icons[icon.name].map {
              .init(
                name: icon.name, asset: $0.asset, tint: $0.tint?.hex, flipsForRTL: $0.flipsForRTL,
                changed: theme.changedIcons.contains(icon.name))
            }
          })
      },
      setsColorScheme: catalog.setsColorScheme, palette: StylesAccessors.palette(catalog),
      themeClasses: StylesAccessors.themeClasses(catalog), designTokens: StylesFrameContext.TokenGroup(tokens),
      json: json)
  }
}
