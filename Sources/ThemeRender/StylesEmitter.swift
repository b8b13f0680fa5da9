import ThemeCore
import ThemeRuntime

/// Writes the three styles outputs: `styles.json`, and `ThemeStyles.swift` and
/// `ThemeStyles+SendbirdUIKit.swift` through their templates, the first embedding the JSON.
package enum StylesEmitter {
  /// The outputs (path and text) for resolved themes (sorted by name).
  package static func outputs(_ themes: [ResolvedTheme], catalog: StyleCatalog, renderer: Renderer)
    -> [(path: String, text: String)]
  {
    let json = writeStylesJSON(themes, catalog: catalog)
    let context = frameContext(themes, catalog: catalog, json: json)
    return [
      ("ThemeStyles.swift", renderer.renderStyles(context)),
      ("ThemeStyles+SendbirdUIKit.swift", renderer.renderStylesApply(context)),
      ("styles.json", json),
    ]
  }

  /// The templates' context.
  package static func frameContext(_ themes: [ResolvedTheme], catalog: StyleCatalog, json: String)
    -> StylesFrameContext
  {
    let accessors = StylesAccessors(catalog: catalog)
    return StylesFrameContext(
      sdkVersion: catalog.sdkVersion,
      themes: themes.map {
        StylesFrameContext.Theme(name: $0.name, identifier: SwiftSyntax.identifier(SwiftSyntax.localeName($0.name)))
      },
      colorAccessors: accessors.colors, fontAccessors: accessors.fonts, iconAccessors: accessors.icons,
      applyStatements: accessors.apply,
      json: json)
  }
}
