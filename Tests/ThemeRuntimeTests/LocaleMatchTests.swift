import Foundation
import Testing

@testable import ThemeRuntime

/// Choosing a table for the user's preferred languages, and the tables a tag falls back to.
@Suite struct LocaleMatchTests {
  static let available = ["de", "en", "pt-BR", "pt-PT", "sr-Latn", "sr", "zh-Hans", "zh-Hant"]

  @Test(arguments: [
    (["de-AT"], "de"),
    (["fr-CH", "de-AT"], "de"),  // the first preference with a table wins
    (["fr"], "en"),  // none: the base locale
    ([], "en"),
    (["zh-TW"], "zh-Hant"),  // the script is the region's
    (["zh-HK"], "zh-Hant"),
    (["zh"], "zh-Hans"),
    (["zh-CN"], "zh-Hans"),
    (["zh-Hant-TW"], "zh-Hant"),
    (["pt-BR"], "pt-BR"),
    (["pt-PT"], "pt-PT"),
    (["pt"], "pt-BR"),  // no table without a region: the first region's, by tag
    (["pt-AO"], "pt-BR"),
    (["sr-Latn-RS"], "sr-Latn"),
    (["sr-RS"], "sr"),  // Serbian is Cyrillic unless it says otherwise
    (["en_GB"], "en"),  // `_` is read as `-`
    (["DE"], "de"),
  ])
  func bestTable(preferences: [String], expected: String) {
    #expect(LocaleMatch.best(for: preferences, available: Self.available, base: "en") == expected)
  }

  @Test func fallbackChainsKeepTheScript() {
    let available: Set<String> = ["zh", "zh-Hant", "pt", "pt-BR", "en"]
    #expect(LocaleMatch.fallbackChain(for: "zh-Hant-TW", available: available, base: "en") == ["zh-Hant", "en"])
    #expect(LocaleMatch.fallbackChain(for: "zh-Hans", available: available, base: "en") == ["zh", "en"])
    #expect(LocaleMatch.fallbackChain(for: "pt-BR", available: available, base: "en") == ["pt-BR", "pt", "en"])
    #expect(LocaleMatch.fallbackChain(for: "en", available: available, base: "en") == ["en"])
  }

  /// The catalogue reads the chosen locale through its chain; only the locales read are
  /// decoded.
  @Test func catalogueChoosesFromPreferences() throws {
    let text = """
      {"schemaVersion": "1.0", "sdkVersion": "3.35.1", "cldrVersion": "47", "baseLocale": "en", "locales": {
        "en": {"pluralLocale": "en", "sdk": {"Cancel": {"text": "Cancel"}}, "app": {}},
        "zh-Hans": {"pluralLocale": "zh", "sdk": {"Cancel": {"text": "取消"}}, "app": {}},
        "zh-Hant": {"pluralLocale": "zh", "sdk": {"Cancel": {"text": "取消。"}}, "app": {}}}}
      """
    let catalog = try ThemeCatalog(stringsData: Data(text.utf8))
    #expect(catalog.bestLocale(for: ["zh-TW", "en"]) == "zh-Hant")
    #expect(catalog.locale(preferring: ["zh-TW"]).string(.sdk("Cancel")) == "取消。")
    #expect(catalog.locale(preferring: ["ja", "zh"]).string(.sdk("Cancel")) == "取消")
    #expect(catalog.locale(preferring: ["ja"]).tags == ["en"])
  }
}
