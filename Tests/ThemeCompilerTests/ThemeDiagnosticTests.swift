import Foundation
import Testing
import ThemeCompiler
import ThemeRuntime
import ThemeTestSupport

@testable import ThemeCore

/// One fixture per theme rule, with its exact text and position.
@Suite struct ThemeDiagnosticTests {
  /// A theme file's YAML and every diagnostic it must produce (compiled alone, as `t.theme.yaml`).
  static let fixtures: [(yaml: String, expected: [String])] = [
    (
      "tokens:\n  ‹1›a-b: 2\n  ‹2›aB: 3\n",
      [
        "‹1›: note: expected token 'a-b' to be referenced, found no '{tokens.a-b}' in this theme [token.unused]",
        "‹2›: warning: expected token names that differ in Swift, found 'aB' meeting 'a-b'; 'aB' has no Swift accessor [token.swift-name]\n‹1›: note: token 'a-b' is defined here",
        "‹2›: note: expected token 'aB' to be referenced, found no '{tokens.aB}' in this theme [token.unused]",
      ]
    ),
    (
      "themes:\n  SBUComponentTheme:\n    light:\n      backgroundColorAdaptive: ‹1›\"#fff\"\n    dark:\n      backgroundColorAdaptive: {base: \"#000\"}\n",
      [
        "‹1›: error: expected a mapping with 'base' and/or 'liquidGlass' for the @SBUAdaptive property 'SBUComponentTheme.backgroundColorAdaptive', found '#fff' [style.shape]"
      ]
    ),
    (
      "themes:\n  SBUChannelTheme:\n    light:\n      backgroundColor: ‹1›\"{colors.background100} @ 1.5\"\n",
      [
        "‹1›: error: expected an alpha within 0...1, found 1.5 [color.alpha-range]"
      ]
    ),
    (
      "colors:\n  primaryMain: ‹1›\"#12345\"\n",
      [
        "‹1›: error: expected a colour as #RGB, #RRGGBB or #RRGGBBAA, found '#12345' [color.invalid]"
      ]
    ),
    (
      "themes:\n  SBUMessageCellTheme:\n    light:\n      userMessageRightTextColor: ‹1›\"#C2A9FA\"\n    dark:\n      from: light\n",
      [
        "‹1›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.userMessageRightTextColor (#C2A9FAFF) and rightBackgroundColor (#742DDDFF) in light, found 3.27:1; list 'SBUMessageCellTheme.userMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
        "‹1›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.userMessageRightTextColor (#C2A9FAFF) and rightBackgroundColor (#C2A9FAFF) in dark, found 1.00:1; list 'SBUMessageCellTheme.userMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
      ]
    ),
    (
      // An accepted pair is not reported; the pair that is not accepted still is.
      "accepted-contrast:\n  - SBUMessageCellTheme.userMessageRightTextColor/rightBackgroundColor\nthemes:\n  SBUMessageCellTheme:\n    light:\n      userMessageRightTextColor: \"#C2A9FA\"\n      fileMessageRightTextColor: ‹1›\"#C2A9FA\"\n    dark:\n      from: light\n",
      [
        "‹1›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.fileMessageRightTextColor (#C2A9FAFF) and rightBackgroundColor (#742DDDFF) in light, found 3.27:1; list 'SBUMessageCellTheme.fileMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
        "‹1›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.fileMessageRightTextColor (#C2A9FAFF) and rightBackgroundColor (#C2A9FAFF) in dark, found 1.00:1; list 'SBUMessageCellTheme.fileMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
      ]
    ),
    (
      // Stale like same-as-base: a listed pair with enough contrast, and one themec does not check.
      "accepted-contrast:\n  - ‹1›SBUMessageCellTheme.userMessageRightTextColor/rightBackgroundColor\n  - ‹2›SBUChannelTheme.titleColor/backgroundColor\n",
      [
        "‹1›: warning: expected 'SBUMessageCellTheme.userMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' to have low contrast, found none in any variant; remove it [contrast.accepted-stale]",
        "‹2›: warning: expected a text/background pair themec checks under 'accepted-contrast', found 'SBUChannelTheme.titleColor/backgroundColor' [contrast.accepted-stale]",
      ]
    ),
    (
      "tokens:\n  ‹1›a: \"{tokens.b}\"\n  ‹2›b: \"{tokens.c}\"\n  ‹3›c: \"{tokens.a}\"\ncolors:\n  primaryMain: \"{tokens.a}\"\n",
      [
        "‹1›: error: expected references to end in a value, found a cycle: tokens.a -> tokens.b -> tokens.c -> tokens.a [ref.cycle]\n‹2›: note: 'tokens.b' is part of the cycle\n‹3›: note: 'tokens.c' is part of the cycle"
      ]
    ),
    (
      "colors:\n  ‹1›primary300: \"#fff\"\n",
      [
        "‹1›: error: expected a current SBUColorSet colour, found 'primary300', which is deprecated; use 'primaryMain' [style.unknown-name]"
      ]
    ),
    (
      "extends: ‹1›sendbrid\n",
      [
        "‹1›: error: expected the name of a theme given as '<name>.theme.yaml', found 'sendbrid' [theme.extends]"
      ]
    ),
    (
      "fonts:\n  body1: {size: 16, ‹1›wieght: bold}\n",
      [
        "‹1›: error: expected a font field ('family', 'size', 'weight', 'lineHeight', 'textStyle', 'maxSize'), found 'wieght'; did you mean 'weight'? [font.invalid]"
      ]
    ),
    (
      // The SDK renders body1 at 20 x size / 16, and button4 at button3's size.
      "fonts:\n  body1: ‹1›{size: 17, weight: regular, lineHeight: 22}\n  button3: {size: 16, weight: medium}\n  button4: ‹2›{size: 14, weight: bold, lineHeight: 16}\n  body3: {size: 15, weight: regular, lineHeight: 21.43}\n",
      [
        "‹1›: warning: expected the line height SendbirdUIKit renders for 'body1', 21.25 (20 x 17 / 16), found 22; the SDK derives it from the size and has no setter [font.line-height-ignored]",
        "‹2›: warning: expected the line height SendbirdUIKit renders for 'button4', 18.29 (16 x 16 / 14), found 16; the SDK derives it from the size and has no setter [font.line-height-ignored]",
      ]
    ),
    (
      // Dynamic Type (issue 50): a text style UIKit has, a maxSize only with one and at least
      // the size, and button4 (whose line height the SDK takes from button3's size) fitting
      // its line at the largest text size.
      "fonts:\n  button4: ‹1›{size: 14, weight: bold, textStyle: body}\n  body1: {size: 16, weight: regular, textStyle: ‹2›bodyy}\n  body2: ‹3›{size: 14, weight: bold, maxSize: 20}\n  body3: ‹4›{size: 14, weight: regular, textStyle: body, maxSize: 12}\n  button1: {size: 18, weight: semibold, textStyle: headline, maxSize: 30}\n",
      [
        "‹1›: warning: expected 'button4' to fit its line at the largest text size, found 43.65 pt in a line of 16 pt (SendbirdUIKit takes it from 'button3''s size, 14, which does not scale); give 'button3' the same textStyle, or 'button4' a maxSize of at most 16 [font.scaled-line-height]",
        "‹2›: error: expected a Dynamic Type text style (largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2), found 'bodyy'; did you mean 'body'? [font.invalid]",
        "‹3›: error: expected a 'textStyle' with 'maxSize' (a font without one does not scale), found none [font.invalid]",
        "‹4›: error: expected a 'maxSize' of at least the size, 14, found 12 [font.invalid]",
      ]
    ),
    (
      "fonts:\n  h1: ‹1›{size: 18, weight: bold, lineHeight: 22}\n",
      [
        "‹1›: error: expected no line height for 'h1', which has none in the SDK, found 22 [font.line-height]"
      ]
    ),
    (
      "themes:\n  SBUMessageCellTheme:\n    light:\n      ‹1›rightBackgroundColor: ‹2›\"{colors.secondaryDark}\"\n",
      [
        "‹1›: warning: expected a dark value for 'SBUMessageCellTheme.rightBackgroundColor', which light customises, found none; dark keeps the SDK default (or add 'from: light' to the dark variant) [theme.missing-dark]",
        "‹2›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.fileMessageRightTextColor (#FFFFFFE0) and rightBackgroundColor (#027D69FF) in light, found 4.28:1; list 'SBUMessageCellTheme.fileMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
        "‹2›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.unknownMessageDescRightTextColor (#FFFFFF80) and rightBackgroundColor (#027D69FF) in light, found 2.41:1; list 'SBUMessageCellTheme.unknownMessageDescRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
        "‹2›: warning: expected a contrast of at least 4.50:1 between SBUMessageCellTheme.userMessageRightTextColor (#FFFFFFE0) and rightBackgroundColor (#027D69FF) in light, found 4.28:1; list 'SBUMessageCellTheme.userMessageRightTextColor/rightBackgroundColor' under 'accepted-contrast' if that is meant [contrast.low]",
      ]
    ),
    (
      // A font that differs between light and dark cannot follow the system; a colour and a
      // status bar style can (issue 50).
      "themes:\n  SBUChannelTheme:\n    light:\n      channelStateBannerFont: {size: 13, weight: bold}\n      backgroundColor: \"#FFFFFF\"\n      statusBarStyle: darkContent\n    dark:\n      ‹1›channelStateBannerFont: {size: 14, weight: bold}\n      backgroundColor: \"#000000\"\n      statusBarStyle: lightContent\n",
      [
        "‹1›: note: expected 'SBUChannelTheme.channelStateBannerFont' to follow the system's appearance, found system 13 bold in light and system 14 bold in dark, which UIKit cannot switch by trait: apply(appearance: .system) sets the one of the appearance current when it runs (apply again when it changes) [theme.fixed-in-system]"
      ]
    ),
    (
      "themes:\n  SBUMessageInputTheme:\n    light:\n      ‹1›backgroundColor: \"#fff\"\n",
      [
        "‹1›: error: expected a settable property of SBUMessageInputTheme, found 'backgroundColor', which is deprecated; use 'backgroundColorAdaptive' [theme.not-settable]"
      ]
    ),
    (
      "colors:\n  primaryMain: ‹1›\"{primaryDark}\"\n",
      [
        "‹1›: error: expected a reference like '{colors.primaryMain}', '{fonts.body1}' or '{tokens.name}', found '{primaryDark}' [ref.invalid]"
      ]
    ),
    (
      "tokens:\n  ‹1›brand: \"#0B5CD5\"\ncolors:\n  primaryMain: ‹2›\"{tokens.brnad}\"\n",
      [
        "‹1›: note: expected token 'brand' to be referenced, found no '{tokens.brand}' in this theme [token.unused]",
        "‹2›: error: expected a defined token, found '{tokens.brnad}'; did you mean '{tokens.brand}'? [ref.undefined]",
      ]
    ),
    (
      "icons:\n  iconSend: ‹1›{tint: \"#000\"}\n",
      [
        "‹1›: error: expected an 'asset' for icon 'iconSend', found none [style.shape]"
      ]
    ),
    (
      "themes:\n  SBUChannelTheme:\n    light:\n      backgroundColor: ‹1›\"{fonts.body1}\"\n",
      [
        "‹1›: error: expected a colour, found a font [style.type]"
      ]
    ),
    (
      "themes:\n  SBUChannelTheme:\n    light:\n      statusBarStyle: ‹1›purple\n    dark:\n      statusBarStyle: ‹2›purple\n",
      [
        "‹1›: error: expected a status bar style ('default', 'lightContent' or 'darkContent'), found the name 'purple' [style.type]",
        "‹2›: error: expected a status bar style ('default', 'lightContent' or 'darkContent'), found the name 'purple' [style.type]",
      ]
    ),
    (
      "themes:\n  ‹1›SBUMessageCelTheme:\n    light: {}\n",
      [
        "‹1›: error: expected an SBUTheme component class, found 'SBUMessageCelTheme'; did you mean 'SBUMessageCellTheme'? [theme.unknown-class]"
      ]
    ),
    (
      "colors:\n  ‹1›primaryMian: \"#fff\"\n",
      [
        "‹1›: error: expected an SBUColorSet colour, found 'primaryMian'; did you mean 'primaryMain'? [style.unknown-name]"
      ]
    ),
    (
      "fonts:\n  ‹1›body9: {size: 12}\n",
      [
        "‹1›: error: expected an SBUFontSet font, found 'body9'; did you mean 'body1'? [style.unknown-name]"
      ]
    ),
    (
      "icons:\n  ‹1›iconSnd: BrandSend\n",
      [
        "‹1›: error: expected an SBUIconSet icon, found 'iconSnd'; did you mean 'iconSend'? [style.unknown-name]"
      ]
    ),
    (
      "themes:\n  SBUMessageCellTheme:\n    light:\n      ‹1›rightBackgroundColour: \"#fff\"\n",
      [
        "‹1›: error: expected a property of SBUMessageCellTheme, found 'rightBackgroundColour'; did you mean 'rightBackgroundColor'? [theme.unknown-property]"
      ]
    ),
    (
      "‹1›colours:\n  primaryMain: \"#fff\"\n",
      [
        "‹1›: error: expected one of 'extends', 'tokens', 'colors', 'fonts', 'icons', 'themes', 'accepted-contrast', found 'colours'; did you mean 'colors'? [style.unknown-section]"
      ]
    ),
    (
      "themes:\n  SBUUserListTheme:\n    ‹1›overlay: {}\n",
      [
        "‹1›: error: expected a variant of SBUUserListTheme ('light', 'dark'), found 'overlay' [theme.unknown-variant]"
      ]
    ),
    (
      "tokens:\n  ‹1›spare: \"#123456\"\n",
      [
        "‹1›: note: expected token 'spare' to be referenced, found no '{tokens.spare}' in this theme [token.unused]"
      ]
    ),
  ]

  /// One character rule for every name a user writes: asset names and font families too
  /// refuse control characters, each reported once.
  @Test func controlCharactersInNames() {
    let yaml = """
      icons:
        iconSend: ‹1›"Brand\\u0007Send"
        iconChat: {asset: ‹2›"Brand\\rChat"}
      fonts:
        body1: {family: ‹3›"Avenir\\u0000Next", size: 15}

      """
    let (found, placing) = markedDiagnostics(["t.theme.yaml": yaml])
    #expect(
      found
        == placing([
          "‹1›: error: expected displayable text, found the control character U+0007 [string.unsafe]",
          "‹2›: error: expected displayable text, found the control character U+000D [string.unsafe]",
          "‹3›: error: expected displayable text, found the control character U+0000 [string.unsafe]",
        ]))
  }

  /// A token is defined only under a name a reference can write.
  @Test func tokenNamesAReferenceCannotWrite() {
    let yaml =
      "tokens:\n  ‹1›brand main: \"#112233\"\n  brand-soft: \"#742DDD\"\ncolors:\n  primaryMain: \"{tokens.brand-soft}\"\n"
    let (found, placing) = markedDiagnostics(["t.theme.yaml": yaml])
    #expect(
      found
        == placing([
          "‹1›: error: expected a token name of letters, digits, '.', '_' and '-' (one a reference can name), found 'brand main' [style.shape]"
        ]))
  }

  /// Each fixture marks where its diagnostics point (`‹1›`), in the YAML itself.
  @Test(arguments: fixtures)
  func themeRule(yaml: String, expected: [String]) {
    let marked = MarkedText(yaml)
    #expect(diagnostics(["t.theme.yaml": marked.text]) == expected.map { marked.placing($0, in: "t.theme.yaml") })
  }

  @Test func everyThemeCodeHasAFixture() {
    let covered = Set(
      Self.fixtures.flatMap(\.expected).compactMap { $0.split(separator: "[").last?.split(separator: "]").first })
    let prefixes = ["style.", "color.", "font.", "ref.", "theme.", "token.", "contrast."]
    let themeCodes = DiagnosticCode.all.map(\.name).filter { code in prefixes.contains { code.hasPrefix($0) } }
    // theme.duplicate and token.missing need two files: the first has its own test below,
    // the second TokenAccessorTests'.
    #expect(Set(themeCodes).subtracting(covered.map(String.init)) == ["theme.duplicate", "token.missing"])
  }

  @Test func twoFilesForOneTheme() {
    let (found, placing) = markedDiagnostics([
      "a/brand.theme.yaml": "‹a›colors: {}\n", "b/brand.theme.yaml": "‹b›fonts: {}\n",
    ])
    #expect(
      found
        == placing([
          "‹b›: error: expected one file for theme 'brand', found a second one [theme.duplicate]\n‹a›: note: theme 'brand' is first defined here"
        ]))
  }

  /// A cycle of `extends` is one error, with a note at every other member; a theme that
  /// extends into a cycle is not reported again.
  @Test func themesExtendingEachOther() {
    let (found, placing) = markedDiagnostics([
      "a.theme.yaml": "extends: ‹a›b\n", "b.theme.yaml": "extends: ‹b›a\n", "c.theme.yaml": "extends: b\n",
    ])
    #expect(
      found
        == placing([
          "‹a›: error: expected themes to extend a base, found a cycle: a -> b -> a [theme.extends]\n‹b›: note: 'b' is part of the cycle"
        ]))
  }

  /// A cycle through many themes is still one error, each member named once.
  @Test func aLongExtendsCycleIsOneError() {
    let count = 300
    let name = { (index: Int) in String(format: "t%04d", index) }
    var files: [String: String] = [:]
    for index in 0..<count { files["\(name(index)).theme.yaml"] = "extends: \(name((index + 1) % count))\n" }
    let found = diagnostics(files)
    #expect(found.count == 1)
    #expect(found.first?.split(separator: "\n").count == count)
    #expect(
      found.first?.hasPrefix(
        "t0000.theme.yaml:1:10: error: expected themes to extend a base, found a cycle: t0000 -> t0001") == true)
  }

  /// One reader of references: exact, spaced and with an alpha they are references; any
  /// other brace form is an error.
  @Test func referencesAreReadOneWay() {
    let catalog = StyleCatalog.sendbirdUIKit
    var lowering = StylesLowering(catalog: catalog, file: StyleFile(name: "t", path: "t", layout: catalog.slots))
    let location = SourceLocation(path: "t", line: 1, column: 1)
    let read: [(String, StyleRef, Double?)] = [
      ("{colors.primaryMain}", StyleRef(.colors, "primaryMain"), nil),
      ("{fonts.body1}", StyleRef(.fonts, "body1"), nil),
      ("{tokens.brand.500}", StyleRef(.tokens, "brand.500"), nil),
      ("{tokens.a_b-c}", StyleRef(.tokens, "a_b-c"), nil),
      ("{ colors.primaryMain }", StyleRef(.colors, "primaryMain"), nil),
      ("{colors.primaryMain} @ 0.5", StyleRef(.colors, "primaryMain"), 0.5),
      ("{tokens.pr\u{E9}}", StyleRef(.tokens, "pr\u{E9}"), nil),
    ]
    for (text, reference, alpha) in read {
      guard case .reference(let found, let foundAlpha)? = lowering.parseScalar(text, at: location) else {
        Issue.record("\(text) is not read as a reference")
        continue
      }
      #expect(found == reference && foundAlpha == alpha, "\(text)")
    }
    for text in ["{colors.}", "{colours.primaryMain}", "{colors.a b}", "{}", "{.x}", "{colors.x"] {
      #expect(lowering.parseScalar(text, at: location) == nil, "\(text)")
    }
  }

  @Test func unquotedReferenceIsAccepted() throws {
    let result = compile([SourceFile(path: "t.theme.yaml", text: "colors:\n  primaryMain: {colors.primaryDark}\n")])
    #expect(!result.diagnostics.hasErrors)
    #expect(result.project.themes.first?.colors["primaryMain"] == RGBA8(hex: "#6211C8"))
  }

  /// A chain of 10,000 tokens resolves without recursion; the last colour reaches the palette.
  @Test func longChainResolves() throws {
    var yaml = "tokens:\n  t0: \"#102030\"\n"
    for index in 1..<10_000 { yaml += "  t\(index): \"{tokens.t\(index - 1)}\"\n" }
    yaml += "colors:\n  primaryMain: \"{tokens.t9999} @ 0.5\"\n"
    let start = Date()
    let result = compile([SourceFile(path: "t.theme.yaml", text: yaml)])
    #expect(!result.diagnostics.hasErrors)
    #expect(!result.diagnostics.contains { $0.code == "token.unused" })
    #expect(result.project.themes.first?.colors["primaryMain"] == RGBA8(hex: "#10203080"))
    #expect(Date().timeIntervalSince(start) < 10, "a long chain must resolve in linear time")
  }

  /// A 1,000-member cycle is one error naming every member, and it does not hang.
  @Test func largeCycleIsReportedOnce() throws {
    var yaml = "tokens:\n"
    for index in 0..<1_000 { yaml += "  t\(index): \"{tokens.t\((index + 1) % 1_000)}\"\n" }
    yaml += "colors:\n  primaryMain: \"{tokens.t500}\"\n"
    let start = Date()
    let found = compile([SourceFile(path: "t.theme.yaml", text: yaml)]).diagnostics
    #expect(found.count == 1)
    let cycle = try #require(found.first)
    #expect(cycle.code == "ref.cycle")
    #expect(cycle.location.line == 2)
    #expect(cycle.notes.count == 999)
    #expect(cycle.message.hasSuffix("tokens.t998 -> tokens.t999 -> tokens.t0"))
    #expect(Date().timeIntervalSince(start) < 10, "a cycle must be found in linear time")
  }
}
