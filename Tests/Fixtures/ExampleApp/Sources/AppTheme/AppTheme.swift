// Sources/AppTheme/AppTheme.swift
import ThemeRuntime

/// The catalogue the app's modules share: the strings and styles the generated Swift embeds,
/// then any override downloaded since (`themeStore.apply(stringsOverride:)`).
public let themeStore = ThemeStore(ThemeCatalog(strings: ThemeStrings.catalog, styles: ThemeStyles.catalog))
