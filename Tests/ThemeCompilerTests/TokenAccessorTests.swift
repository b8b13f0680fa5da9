import Foundation
import Testing
import ThemeCompiler
import ThemeRuntime
import ThemeTestSupport

@testable import ThemeCore

/// Design tokens reach the app's Swift: `ThemeStyles.<theme>.tokens.<group>.<name>`, typed
/// by the value every theme gives, optional where a theme lacks the token, read from
/// `styles.json` (schema 1.1).
@Suite struct TokenAccessorTests {
  static let brand = """
    tokens:
      brand:
        main: "#2850D4"
        soft: "{tokens.brand.main} @ 20%"
      heading: {size: 22, weight: bold}
      radius: 12
    colors:
      primaryMain: "{tokens.brand.main}"

    """
  static let night = """
    extends: brand
    tokens:
      brand:
        main: "#102040"
      spacing: 8

    """

  static func sources(_ extra: [SourceFile] = []) -> [SourceFile] {
    [
      SourceFile(path: "brand.theme.yaml", text: brand), SourceFile(path: "night.theme.yaml", text: night),
      SourceFile(path: "plain.theme.yaml", text: "colors:\n  primaryMain: \"#000000\"\n"),
    ] + extra
  }

  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func tokensAreTypedMembersOfTheirTheme() throws {
    let result = compile(Self.sources())
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let usage = """
      let _: RGBAColor? = ThemeStyles.brand.tokens.brand.main
      let _: FontStyle? = ThemeStyles.night.tokens.heading
      let _: Double? = ThemeStyles.night.tokens.spacing
      let _: Double? = ThemeStyles.brand.tokens.radius

      """
    let check = try GeneratedSwiftTests.typecheck(["ThemeStyles.swift"], usage: usage, in: directory)
    #expect(check.status == 0, "\(check.output)")
    // Every theme has brand.*: a plain member; `plain` has none of them: optional.
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(swift.contains("public var tokens: Tokens { Tokens(reader: reader) }"))
    #expect(swift.contains("public var brand: BrandTokens { BrandTokens(reader: reader) }"))
    #expect(
      swift.contains(
        "/// `{tokens.brand.main}`: brand #2850D4FF, night #102040FF; nil in the other themes.\n"
          + "      public var main: ThemeRuntime.RGBAColor? { reader.optionalTokenColor(\"brand.main\") }"))
    #expect(swift.contains("/// `{tokens.heading}`: brand system 22 bold, night system 22 bold; nil in the other"))

    // The values the accessors read: each theme's, resolved (night inherits and overrides).
    let json = try #require(result.outputs.first { $0.path == "styles.json" }?.contents)
    #expect(json.contains("\"schemaVersion\": \"1.1\""))
    let catalog = try ThemeCatalog(stylesData: Data(json.utf8))
    let brand = StyleReader(catalog: catalog, theme: "brand")
    let night = StyleReader(catalog: catalog, theme: "night")
    let plain = StyleReader(catalog: catalog, theme: "plain")
    #expect(brand.optionalTokenColor("brand.main") == RGBAColor(hex: "#2850D4FF"))
    #expect(brand.optionalTokenColor("brand.soft") == RGBAColor(hex: "#2850D433"))
    #expect(night.optionalTokenColor("brand.main") == RGBAColor(hex: "#102040FF"))
    #expect(night.optionalTokenColor("brand.soft") == RGBAColor(hex: "#10204033"))
    #expect(night.optionalTokenNumber("spacing") == 8)
    #expect(brand.optionalTokenNumber("spacing") == nil)
    #expect(brand.optionalTokenFont("heading")?.size == 22)
    #expect(brand.optionalTokenNumber("brand.main") == nil)
    #expect(plain.optionalTokenColor("brand.main") == nil)
    #expect(plain.tokenColor("brand.main") == .clear && night.tokenNumber("spacing") == 8)
  }

  @Test func aTokenEveryThemeHasIsNotOptional() throws {
    let result = compile([
      SourceFile(path: "a.theme.yaml", text: "tokens:\n  accent: \"#FF0000\"\n"),
      SourceFile(path: "b.theme.yaml", text: "tokens:\n  accent: \"#00FF00\"\n"),
    ])
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(
      swift.contains(
        "public var accent: ThemeRuntime.RGBAColor { reader.tokenColor(\"accent\") }"))
    // Without tokens, ThemeStyles has no `tokens` member.
    let none = compile([SourceFile(path: "a.theme.yaml", text: "colors:\n  primaryMain: \"#000000\"\n")])
    #expect(none.outputs.first { $0.path == "ThemeStyles.swift" }?.contents.contains("Tokens") == false)
  }

  @Test func tokensThatCannotBeSwiftMembersAreReported() throws {
    let result = compile([
      SourceFile(
        path: "a.theme.yaml",
        text: "tokens:\n  brand-blue: \"#0000FF\"\n  brandBlue: \"#0000FE\"\n  reader: 1\n  mixed: 1\n"),
      SourceFile(path: "b.theme.yaml", text: "tokens:\n  mixed: \"#FFFFFF\"\n"),
    ])
    let warnings = result.diagnostics.filter { $0.code == "token.swift-name" }.map(\.rendered)
    #expect(
      warnings == [
        "a.theme.yaml:3:3: warning: expected token names that differ in Swift, found 'brandBlue' meeting 'brand-blue'; 'brandBlue' has no Swift accessor [token.swift-name]\na.theme.yaml:2:3: note: token 'brand-blue' is defined here",
        "a.theme.yaml:4:3: warning: expected a token name that the generated Swift does not use itself, found 'reader'; it has no Swift accessor [token.swift-name]",
        "a.theme.yaml:5:3: warning: expected token 'mixed' to hold one kind of value in every theme, found a number in 'a', a colour in 'b'; it has no Swift accessor [token.swift-name]",
      ])
    // The outputs are written without them.
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(
      swift.contains("public var brandBlue: ThemeRuntime.RGBAColor? { reader.optionalTokenColor(\"brand-blue\") }"))
    #expect(!swift.contains("(\"brandBlue\")") && !swift.contains("(\"mixed\")") && !swift.contains("(\"reader\")"))
  }

  /// Two groups whose types would meet (`brand` and `Brand` are both `BrandTokens`).
  @Test func groupsWhoseTypesMeetAreReported() throws {
    let result = compile([SourceFile(path: "a.theme.yaml", text: "tokens:\n  brand:\n    x: 1\n  Brand:\n    y: 2\n")])
    #expect(
      result.diagnostics.filter { $0.code == "token.swift-name" }.map(\.rendered) == [
        "a.theme.yaml:3:5: warning: expected token names that differ in Swift, found 'brand.x' meeting 'Brand'; 'brand.x' has no Swift accessor [token.swift-name]"
      ])
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(swift.components(separatedBy: "struct BrandTokens").count == 2)
  }

  @Test func aStylesDocumentWithoutTokensStillReads() throws {
    let document = """
      {"schemaVersion": "1.0", "sdkVersion": "3.35.1", "themes": {"a": {"colors": {"primaryMain": "#000000FF"},
        "fonts": {}, "icons": {}, "variants": {}}}}
      """
    let catalog = try ThemeCatalog(stylesData: Data(document.utf8))
    #expect(catalog.color("primaryMain", theme: "a") == RGBAColor(hex: "#000000FF"))
    #expect(catalog.token("brand.main", theme: "a") == nil)
  }

  @Test func anOverrideCannotChangeTokens() throws {
    let result = compile(Self.sources())
    let json = try #require(result.outputs.first { $0.path == "styles.json" }?.contents)
    let catalog = try ThemeCatalog(stylesData: Data(json.utf8))
    let update = """
      {"schemaVersion": "1.1", "sdkVersion": "3.35.1", "themes": {"brand": {"colors": {}, "fonts": {}, "icons": {},
        "tokens": {"brand.main": {"color": "#FF0000FF"}}, "variants": {}}}}
      """
    #expect(throws: OverrideRejection.self) { try catalog.overriding(styles: Data(update.utf8)) }
    do {
      _ = try catalog.overriding(styles: Data(update.utf8))
    } catch {
      #expect(
        error.problems == [
          "brand: expected no tokens (a theme's tokens are resolved into its values when it is built), found brand.main"
        ])
    }
  }
}
