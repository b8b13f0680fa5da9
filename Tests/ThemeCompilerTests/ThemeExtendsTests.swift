import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport

/// `extends: sendbird` starts a theme from `themes/sendbird-uikit/sendbird.theme.yaml`, the
/// SDK's defaults written out: a theme that extends it resolves to exactly what it resolves
/// to alone (where every value it leaves alone is the SDK's default), in every variant.
@Suite struct ThemeExtendsTests {
  /// Themes that use `from` in each way a file can, and the README's theme (the example
  /// app's).
  static let themes: [String] = [
    String(decoding: repositoryFile("Tests/Fixtures/ExampleApp/Sources/AppTheme/brand.theme.yaml"), as: UTF8.self),
    // The issue's two-line repro: a light value, dark from light.
    """
    themes:
      SBUChannelTheme:
        light:
          backgroundColor: "#112233"
        dark: {from: light}
    """,
    // A chain (overlay from dark from light) with overrides at each step, and fonts.
    """
    fonts:
      body1: {size: 17, weight: medium}
    themes:
      SBUChannelTheme:
        light:
          backgroundColor: "#FAFAFF"
          statusBarStyle: darkContent
          navigationBarTintColor: "{colors.primaryMain}"
        dark:
          from: light
          backgroundColor: "{colors.background600}"
          statusBarStyle: lightContent
        overlay:
          from: dark
          navigationBarTintColor: "{colors.background700} @ 0.8"
      SBUGroupChannelCellTheme:
        light:
          titleFont: "{fonts.body1}"
          messageFont: {size: 15, weight: bold}
        dark:
          from: light
    """,
    // Light from dark: the other direction.
    """
    themes:
      SBUUserListTheme:
        dark:
          backgroundColor: "#101010"
        light: {from: dark}
    """,
  ]

  /// The resolved theme named `name` of a compilation.
  static func resolved(_ sources: [SourceFile], name: String) throws -> ResolvedTheme {
    let result = compile(sources, options: CompileOptions(baseLocale: "en"))
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    return try #require(result.project.themes.first { $0.name == name })
  }

  @Test(arguments: themes.indices)
  func extendingSendbirdChangesNothing(index: Int) throws {
    let text = Self.themes[index]
    let alone = try Self.resolved([SourceFile(path: "t.theme.yaml", text: text)], name: "t")
    let sendbird = "themes/sendbird-uikit/sendbird.theme.yaml"
    let extending = try Self.resolved(
      [
        SourceFile(path: sendbird, bytes: repositoryFile(sendbird)),
        SourceFile(path: "t.theme.yaml", text: "extends: sendbird\n" + text),
      ], name: "t")
    #expect(extending.colors == alone.colors)
    #expect(extending.fonts == alone.fonts)
    let aloneValues = Dictionary(uniqueKeysWithValues: alone.properties.map { ($0.slot, $0.value) })
    let extendingValues = Dictionary(uniqueKeysWithValues: extending.properties.map { ($0.slot, $0.value) })
    #expect(extendingValues.count == aloneValues.count)
    for (slot, value) in aloneValues.sorted(by: { $0.key < $1.key }) where extendingValues[slot] != value {
      Issue.record("\(slot): \(extendingValues[slot].map { "\($0)" } ?? "none") with extends, \(value) alone")
    }
  }

  /// The repro, read back: dark has the light value the file states, not the SDK's.
  @Test func fromLightReachesDarkThroughExtends() throws {
    let sendbird = "themes/sendbird-uikit/sendbird.theme.yaml"
    let theme = try Self.resolved(
      [
        SourceFile(path: sendbird, bytes: repositoryFile(sendbird)),
        SourceFile(path: "t.theme.yaml", text: "extends: sendbird\n" + Self.themes[1]),
      ], name: "t")
    let dark = ThemeSlot("SBUChannelTheme", .dark, "backgroundColor")
    #expect(theme.properties[dark] == .color(RGBA8(hex: "#112233")!))
  }
}
