import Foundation
import Testing
import ThemeCompiler
import ThemeRuntime
import ThemeTestSupport

@testable import ThemeCore

/// Design tokens reach the app's Swift: `ThemeStyles.<theme>.tokens.<group>.<name>`, typed
/// by the value every theme gives, always optional (nil where a theme lacks the token, so
/// that adding a theme never changes a type), read from `styles.json` (schema 1.1 and later).
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
    // `plain` has none of them, `brand` not night's `spacing`: said once per theme, where it
    // starts; the accessors read nil there.
    #expect(
      result.diagnostics.filter { $0.code == "token.missing" }.map(\.rendered) == [
        "brand.theme.yaml:1:1: note: expected theme 'brand' to define the tokens other themes define, found none for 'spacing' (which 'night' defines); their accessors read nil in 'brand' [token.missing]",
        "plain.theme.yaml:1:1: note: expected theme 'plain' to define the tokens other themes define, found none for 'brand.main' (which 'brand' defines) and 4 more; their accessors read nil in 'plain' [token.missing]",
      ])
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(swift.contains("public var tokens: Tokens { Tokens(reader: reader.tokens) }"))
    #expect(swift.contains("public var brand: BrandTokens { BrandTokens(reader: reader.group(\"brand\")) }"))
    #expect(
      swift.contains(
        "/// `{tokens.brand.main}`: brand #2850D4FF, night #102040FF; nil in the other themes.\n"
          + "      public var main: ThemeRuntime.RGBAColor? { reader.optionalColor(\"main\") }"))
    #expect(swift.contains("/// `{tokens.heading}`: brand system 22 bold, night system 22 bold; nil in the other"))

    // The values the accessors read: each theme's, resolved (night inherits and overrides).
    let json = try #require(result.outputs.first { $0.path == "styles.json" }?.contents)
    #expect(json.contains("\"schemaVersion\": \"1.2\""))
    let catalog = try ThemeCatalog(stylesData: Data(json.utf8))
    let brand = StyleReader(catalog: catalog, theme: "brand").tokens
    let night = StyleReader(catalog: catalog, theme: "night").tokens
    let plain = StyleReader(catalog: catalog, theme: "plain").tokens
    #expect(brand.group("brand").optionalColor("main") == RGBAColor(hex: "#2850D4FF"))
    #expect(brand.group("brand").optionalColor("soft") == RGBAColor(hex: "#2850D433"))
    #expect(night.group("brand").optionalColor("main") == RGBAColor(hex: "#102040FF"))
    #expect(night.group("brand").optionalColor("soft") == RGBAColor(hex: "#10204033"))
    #expect(night.optionalNumber("spacing") == 8)
    #expect(brand.optionalNumber("spacing") == nil)
    #expect(brand.optionalFont("heading")?.size == 22)
    #expect(brand.group("brand").optionalNumber("main") == nil)
    #expect(plain.group("brand").optionalColor("main") == nil)
    #expect(plain.group("brand").color("main") == .clear && night.number("spacing") == 8)
  }

  /// A token accessor's type is the same before and after a theme without the token is
  /// added: app code that reads it keeps compiling.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func addingAThemeChangesNoType() throws {
    let accent = SourceFile(path: "a.theme.yaml", text: "tokens:\n  accent: \"#FF0000\"\n")
    let declaration = "public var accent: ThemeRuntime.RGBAColor? { reader.optionalColor(\"accent\") }"
    let usage = "let accent: RGBAColor? = ThemeStyles.a.tokens.accent\nprint(accent?.alpha ?? 0)\n"
    for sources in [
      [accent], [accent, SourceFile(path: "b.theme.yaml", text: "colors:\n  primaryMain: \"#000000\"\n")],
    ] {
      let result = compile(sources)
      let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
      #expect(swift.contains(declaration), "\(sources.count) themes")
      let directory = try GeneratedSwiftTests.writeOutputs(result)
      defer { try? FileManager.default.removeItem(at: directory) }
      let check = try GeneratedSwiftTests.typecheck(["ThemeStyles.swift"], usage: usage, in: directory)
      #expect(check.status == 0, "\(sources.count) themes: \(check.output)")
      #expect(result.diagnostics.contains { $0.code == "token.missing" } == (sources.count == 2))
    }
    // Without tokens, ThemeStyles has no `tokens` member.
    let none = compile([SourceFile(path: "a.theme.yaml", text: "colors:\n  primaryMain: \"#000000\"\n")])
    #expect(none.outputs.first { $0.path == "ThemeStyles.swift" }?.contents.contains("Tokens") == false)
  }

  @Test func tokensThatCannotBeSwiftMembersAreReported() throws {
    let a = MarkedText(
      "tokens:\n  ‹a›brand-blue: \"#0000FF\"\n  ‹1›brandBlue: \"#0000FE\"\n  ‹2›reader: 1\n  ‹3›mixed: 1\n")
    let result = compile([
      SourceFile(path: "a.theme.yaml", text: a.text),
      SourceFile(path: "b.theme.yaml", text: "tokens:\n  mixed: \"#FFFFFF\"\n"),
    ])
    let warnings = result.diagnostics.filter { $0.code == "token.swift-name" }.map(\.rendered)
    #expect(
      warnings
        == [
          "‹1›: warning: expected token names that differ in Swift, found 'brandBlue' meeting 'brand-blue'; 'brandBlue' has no Swift accessor [token.swift-name]\n‹a›: note: token 'brand-blue' is defined here",
          "‹2›: warning: expected a token name that the generated Swift does not use itself, found 'reader'; it has no Swift accessor [token.swift-name]",
          "‹3›: warning: expected token 'mixed' to hold one kind of value in every theme, found a number in 'a', a colour in 'b'; it has no Swift accessor [token.swift-name]",
        ].map { a.placing($0, in: "a.theme.yaml") })
    // The outputs are written without them.
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(
      swift.contains("public var brandBlue: ThemeRuntime.RGBAColor? { reader.optionalColor(\"brand-blue\") }"))
    #expect(!swift.contains("(\"brandBlue\")") && !swift.contains("(\"mixed\")") && !swift.contains("(\"reader\")"))
  }

  /// Two groups whose types would meet (`brand` and `Brand` are both `BrandTokens`).
  @Test func groupsWhoseTypesMeetAreReported() throws {
    let theme = MarkedText("tokens:\n  brand:\n    ‹1›x: 1\n  Brand:\n    y: 2\n")
    let result = compile([SourceFile(path: "a.theme.yaml", text: theme.text)])
    #expect(
      result.diagnostics.filter { $0.code == "token.swift-name" }.map(\.rendered) == [
        theme.placing(
          "‹1›: warning: expected token names that differ in Swift, found 'brand.x' meeting 'Brand'; 'brand.x' has no Swift accessor [token.swift-name]",
          in: "a.theme.yaml")
      ])
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(swift.components(separatedBy: "struct BrandTokens").count == 2)
  }

  /// Sibling groups with the same tokens (a colour ramp per hue, a set of roles) share one
  /// type with a member per name, read under each group's path; each group's accessor
  /// gives its values. A group with other names, or groups of its own, keeps its own type.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func siblingGroupsWithTheSameTokensShareAType() throws {
    let theme = """
      tokens:
        palette:
          blue: {100: "#0000FF", 200: "#0000AA"}
          red: {100: "#FF0000", 200: "#AA0000"}
          gray: {100: "#EEEEEE", 300: "#333333"}
          mono: {dark: {100: "#000000", 200: "#111111"}}
          space: {100: 4, 200: 8}
      colors:
        primaryMain: "{tokens.palette.red.200}"

      """
    let result = compile([SourceFile(path: "a.theme.yaml", text: theme)])
    let swift = try #require(result.outputs.first { $0.path == "ThemeStyles.swift" }?.contents)
    #expect(swift.contains("public var blue: Group { Group(reader: reader.group(\"palette.blue\")) }"))
    #expect(swift.contains("public var red: Group { Group(reader: reader.group(\"palette.red\")) }"))
    #expect(
      swift.contains(
        "/// The tokens under 'palette.red':\n      /// - `100`: a #FF0000FF; nil in a theme without it.\n"))
    #expect(swift.contains("public var key100: ThemeRuntime.RGBAColor? { reader.optionalColor(\"100\") }"))
    #expect(swift.components(separatedBy: "public struct Group:").count == 2)
    // Other names, other kinds, or groups of their own: types of their own.
    #expect(swift.contains("public var gray: GrayTokens"))
    #expect(swift.contains("public var space: SpaceTokens"))
    #expect(swift.contains("public var mono: MonoTokens"))
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let program = """
      let palette = ThemeStyles.a.tokens.palette
      precondition(palette.blue.key100 == RGBAColor(hex: "#0000FF"))
      precondition(palette.red.key200 == RGBAColor(hex: "#AA0000"))
      precondition(palette.gray.key300 == RGBAColor(hex: "#333333"))
      precondition(palette.mono.dark.key200 == RGBAColor(hex: "#111111"))
      precondition(palette.space.key200 == 8)
      precondition(palette.gray.key100 != nil)

      """
    let run = try GeneratedSwiftTests.execute(["ThemeStyles.swift"], program: program, in: directory)
    #expect(run.status == 0, "\(run.output)")
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
