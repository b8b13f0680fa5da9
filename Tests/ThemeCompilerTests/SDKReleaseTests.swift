import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport
import _GeneratedSources

/// The SendbirdUIKit release a project targets: the catalogue of each release, the findings
/// for what a release lacks, and the adapters of five releases compiled against a stand-in
/// of that release's declarations (made from the release's catalogue, which `_generate
/// catalogue` holds to the release's framework interface member by member): the oldest
/// (3.0.0, and 3.4.0, the last before `SBUThemeColorScheme`), one between 3.5 and 3.26, the newest whose
/// repository commits its `.swiftinterface` (3.27.5), and the newest.
@Suite struct SDKReleaseTests {
  /// A compilation of the bundled themes and strings for a release.
  static func compileBundled(for version: String, extra: [SourceFile] = []) -> CompilationResult {
    var options = CompileOptions()
    options.sdk = SDKCatalogs(release: SendbirdUIKitRelease(version)!)
    return compile(bundledSources() + bundledThemeSources() + extra, options: options)
  }

  @Test func theDefaultIsTheNewestRelease() {
    #expect(CompileOptions().sdk.release == SendbirdUIKitRelease.newest)
    #expect(SendbirdUIKitRelease.newest.description == "3.35.1")
    #expect(SendbirdUIKitRelease.oldest.description == "3.0.0")
    #expect(StringCatalog.sendbirdUIKit.release == .newest)
    // The newest release's catalogue is the reference's (CatalogTests compares it field by field).
    #expect(StringCatalog(release: .newest).members.map(\.path) == StringCatalog.sendbirdUIKit.members.map(\.path))
  }

  @Test func eachReleaseHasItsOwnSurface() throws {
    let old = StyleCatalog(release: try #require(SendbirdUIKitRelease("3.30.0")))
    let new = StyleCatalog.sendbirdUIKit
    // 3.34.0 added twelve palette colours (background0, the button colours, seven liquid-glass ones).
    let added = Set(new.colors.map(\.name)).subtracting(old.colors.map(\.name))
    #expect(added.count == 12)
    #expect(added.contains("liquidGlassButtonHighlightDark") && added.contains("background0"))
    #expect(old.themeClass("SBUChannelTheme")?.property("navigationBarGradientTint") == nil)
    #expect(new.themeClass("SBUChannelTheme")?.property("navigationBarGradientTint") != nil)
    // Before 3.24.0 the palette had other names: the colour is the same, its member is not.
    let early = StyleCatalog(release: try #require(SendbirdUIKitRelease("3.20.0")))
    #expect(early.color("primaryMain")?.sdkName == "primary300")
    #expect(new.color("primaryMain")?.sdkName == "primaryMain")
    // A default that changed: SBUComponentTheme.shadowColor's dark value in 3.34.0.
    let shadow = { (catalog: StyleCatalog) in
      catalog.themeClass("SBUComponentTheme")?.property("shadowColor")?.defaults[.dark]
    }
    #expect(shadow(old) == .color("background700", alpha: 0.36))
    #expect(shadow(new) == .color("liquidGlassMenuViewShadowDark", alpha: nil))
    let strings = StringCatalog(release: try #require(SendbirdUIKitRelease("3.30.0")))
    #expect(strings.member("ChannelType_GroupChannel") == nil)
    #expect(StringCatalog.sendbirdUIKit.member("ChannelType_GroupChannel") != nil)
  }

  @Test func aKeyALaterReleaseAddedIsAWarningAndLeftOut() throws {
    let strings = MarkedText(
      """
      ‹s›ChannelType_GroupChannel: Group chat
      Cancel: Dismiss

      """)
    let theme = MarkedText(
      """
      colors:
        ‹c›liquidGlassButtonHighlightDark: "#101010"
        primaryMain: "#0B5CD5"
      themes:
        SBUChannelTheme:
          light:
            ‹p›navigationBarGradientTint: "#FFFFFF"
            backgroundColor: ‹r›"{colors.background0}"
            leftBarButtonTintColor: "#222222"

      """)
    let sources = [
      SourceFile(path: "late/en.strings.yaml", text: strings.text),
      SourceFile(path: "late/late.theme.yaml", text: theme.text),
    ]
    var options = CompileOptions()
    options.sdk = SDKCatalogs(release: try #require(SendbirdUIKitRelease("3.30.0")))
    let old = compile(sources, options: options)
    let late = "arrived in SendbirdUIKit 3.34.0; this project targets 3.30.0"
    #expect(
      old.diagnostics.filter { $0.code == "sdk.not-in-release" }.map(\.rendered) == [
        strings.placing(
          "‹s›: warning: 'ChannelType_GroupChannel' \(late) [sdk.not-in-release]", in: "late/en.strings.yaml"),
        theme.placing(
          "‹c›: warning: 'liquidGlassButtonHighlightDark' \(late) [sdk.not-in-release]", in: "late/late.theme.yaml"),
        theme.placing(
          "‹p›: warning: 'SBUChannelTheme.navigationBarGradientTint' \(late) [sdk.not-in-release]",
          in: "late/late.theme.yaml"),
        theme.placing(
          "‹r›: warning: '{colors.background0}' \(late); the value that uses it is left out [sdk.not-in-release]",
          in: "late/late.theme.yaml"),
      ])
    let adapter = try #require(old.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" }).contents
    #expect(!adapter.contains("liquidGlassButtonHighlightDark") && !adapter.contains("navigationBarGradientTint"))
    #expect(adapter.contains("&SBUColorSet.primaryMain"))
    let stringsAdapter = try #require(old.outputs.first { $0.path == "ThemeStrings+SendbirdUIKit.swift" }).contents
    #expect(!stringsAdapter.contains("ChannelType_GroupChannel") && stringsAdapter.contains("SBUStringSet.Cancel"))
    let styles = try #require(old.outputs.first { $0.path == "styles.json" }).contents
    #expect(styles.contains("\"sdkVersion\": \"3.30.0\""))
    #expect(!styles.contains("navigationBarGradientTint") && !styles.contains("liquidGlass"))

    // The same files for the newest release: nothing to say, everything set.
    let new = compile(sources, options: CompileOptions())
    #expect(!new.diagnostics.contains { $0.code == "sdk.not-in-release" }, "\(new.diagnostics.map(\.rendered))")
    let newAdapter = try #require(new.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" }).contents
    #expect(newAdapter.contains("&SBUColorSet.liquidGlassButtonHighlightDark"))
    #expect(newAdapter.contains("&theme.navigationBarGradientTint"))
  }

  @Test func aPropertyALaterReleaseRenamedNamesTheOldName() throws {
    let theme = MarkedText(
      """
      themes:
        SBUMessageInputTheme:
          light:
            ‹1›backgroundColorAdaptive: {base: "#FFFFFF"}

      """)
    var options = CompileOptions()
    options.sdk = SDKCatalogs(release: try #require(SendbirdUIKitRelease("3.33.1")))
    let found = compile([SourceFile(path: "input.theme.yaml", text: theme.text)], options: options).diagnostics
    #expect(
      found.map(\.rendered) == [
        theme.placing(
          "‹1›: warning: 'SBUMessageInputTheme.backgroundColorAdaptive' arrived in SendbirdUIKit 3.34.0; this project targets 3.33.1; 3.33.1 calls it 'backgroundColor' [sdk.not-in-release]",
          in: "input.theme.yaml")
      ])
  }

  /// A property the release's framework declares get-only is refused where a theme sets it;
  /// the release before, which declares it settable, takes it (issue 65).
  @Test func aGetOnlyPropertyIsRefusedWhereItIsSet() throws {
    let theme = MarkedText(
      """
      themes:
        SBUMessageCellTheme:
          light:
            ‹1›unknownMessageDescTextColor: "#FFFFFF"

      """)
    let found = { (version: String) in
      var options = CompileOptions()
      options.sdk = SDKCatalogs(release: SendbirdUIKitRelease(version)!)
      return compile([SourceFile(path: "x.theme.yaml", text: theme.text)], options: options).diagnostics
        .filter { $0.severity == .error }.map(\.rendered)
    }
    #expect(found("3.2.1") == [])
    #expect(
      found("3.2.2") == [
        theme.placing(
          "‹1›: error: expected a settable property of SBUMessageCellTheme, found 'unknownMessageDescTextColor', which is deprecated and get-only; use 'unknownMessageDescLeftTextColor' [theme.not-settable]",
          in: "x.theme.yaml")
      ])
  }

  @Test func aPaletteNameOfEitherSideOfTheRenameIsKnown() throws {
    let theme = SourceFile(
      path: "old.theme.yaml",
      text: """
        colors:
          primary300: "#0B5CD5"

        """)
    for version in ["3.20.0", "3.35.1"] {
      var options = CompileOptions()
      options.sdk = SDKCatalogs(release: try #require(SendbirdUIKitRelease(version)))
      let found = compile([theme], options: options).diagnostics.map(\.rendered)
      #expect(
        found == [
          "old.theme.yaml:2:3: error: expected a current SBUColorSet colour, found 'primary300', which is deprecated; use 'primaryMain' [style.unknown-name]"
        ], "\(version): \(found)")
    }
    // And 'primaryMain' in a 3.20 project sets the member 3.20 declares.
    var options = CompileOptions()
    options.sdk = SDKCatalogs(release: try #require(SendbirdUIKitRelease("3.20.0")))
    let result = compile(
      [SourceFile(path: "new.theme.yaml", text: "colors:\n  primaryMain: \"#0B5CD5\"\n")], options: options)
    let adapter = try #require(result.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" }).contents
    #expect(adapter.contains("palette.color(\"primaryMain\", &SBUColorSet.primary300)"))
    #expect(!adapter.contains("SBUColorSet.primaryMain"))
  }

  /// The bundled themes and strings, with a theme using every kind of statement, built for a
  /// release, and the generated Swift (the SDK adapters included) type-checked against a
  /// stand-in of that release's SendbirdUIKit.
  @Test(
    .enabled(if: GeneratedSwiftTests.swiftc() != nil),
    arguments: ["3.0.0", "3.4.0", "3.14.0", "3.27.5", "3.35.1"])
  func theAdaptersOfAReleaseCompileAgainstIt(version: String) throws {
    let release = try #require(SendbirdUIKitRelease(version))
    let showcase = SourceFile(path: "showcase.theme.yaml", text: GeneratedSwiftTests.showcaseTheme)
    let result = Self.compileBundled(for: version, extra: [showcase])
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.rendered))")
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The stand-in of this release: the repository's UIKit and SendbirdChatSDK, and
    // SendbirdUIKit generated from the release's catalogue.
    let package = directory.appendingPathComponent("StandIn")
    let fixture = repositoryRoot.appendingPathComponent(GeneratedSources.standInDirectory)
    try FileManager.default.copyItem(at: fixture, to: package)
    let sdk = package.appendingPathComponent("Sources/SendbirdUIKit")
    try GeneratedSources.standInStringSetFile(StringCatalog(release: release))
      .write(to: sdk.appendingPathComponent("SBUStringSet.swift"), atomically: true, encoding: .utf8)
    try GeneratedSources.standInStylesFile(StyleCatalog(release: release))
      .write(to: sdk.appendingPathComponent("SBUTheme.swift"), atomically: true, encoding: .utf8)
    try GeneratedSwiftTests.writeStandIns(to: directory, package: package)
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    let check = try GeneratedSwiftTests.run(
      [
        "-parse-as-library", "-swift-version", "6", "-typecheck", "-I", ".", "-I", runtime.path, "ThemeStrings.swift",
        "ThemeStrings+SendbirdUIKit.swift", "ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift",
      ], in: directory)
    #expect(check.status == 0, "\(version): \(check.output)")
    // The newest release's adapters do not compile against an old release's SDK: the
    // stand-in is that release's, and the check can fail.
    if version != "3.35.1" {
      let newest = Self.compileBundled(for: "3.35.1", extra: [showcase])
      let adapter = try #require(newest.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" })
      try adapter.contents.write(
        to: directory.appendingPathComponent("ThemeStyles+SendbirdUIKit.swift"), atomically: true, encoding: .utf8)
      let mismatch = try GeneratedSwiftTests.run(
        [
          "-parse-as-library", "-swift-version", "6", "-typecheck", "-I", ".", "-I", runtime.path,
          "ThemeStrings.swift", "ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift",
        ], in: directory)
      #expect(mismatch.status != 0)
    }
  }
}
