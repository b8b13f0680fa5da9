import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport

/// The generated `applyStyles` keeps clear of SendbirdUIKit 3.35.1's traps (read from
/// `Sources/Theme/SBUTheme.swift`): `set(colorScheme:)` replaces every component theme with
/// the stock one, so it comes after the palette (which it reads) and before every property;
/// `setOpenChannelList(channelListTheme:channelCellTheme:)` ignores its arguments and
/// `set(theme:)` copies a colour scheme that defaults to light, so neither is called
/// (the statics are assigned, and `set(colorScheme:)` sets the scheme the notification
/// views read).
@Suite struct SDKTrapTests {
  static func applySource(for release: SendbirdUIKitRelease = .newest) throws -> String {
    var options = CompileOptions()
    options.sdk = SDKCatalogs(release: release)
    let result = compile(bundledThemeSources(), options: options)
    let output = try #require(result.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" })
    return output.contents
  }

  /// The statements of `ThemeStyles.apply(dark:followingSystem:)`, trimmed.
  static func applyBody(_ source: String) throws -> [String] {
    let raw = source.split(separator: "\n").map(String.init)
    let lines = raw.map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("private func apply(dark: Bool, followingSystem: Bool)") }
    )
    // The function's closing brace is indented as its `private func` line.
    let indent = raw[start].prefix { $0 == " " }
    let end = try #require(raw[start...].firstIndex(of: indent + "}"))
    return Array(lines[(start + 1)..<end])
  }

  @Test func setColorSchemeComesAfterThePaletteAndBeforeEveryProperty() throws {
    try Self.expectStockThemeOrder(
      try Self.applySource(), setting: "SBUTheme.set(colorScheme: dark ? .dark : .light)", catalog: .sendbirdUIKit,
      moreSetsThan: 400)
  }

  /// 3.0.0 to 3.4.x have no `SBUThemeColorScheme`: `set(theme:)` with the stock theme takes
  /// its place, in the same order, and the adapter has no `apply(colorScheme:)` (issue 65).
  @Test func beforeColorSchemesTheStockThemeIsSet() throws {
    let release = try #require(SendbirdUIKitRelease("3.0.0"))
    let source = try Self.applySource(for: release)
    try Self.expectStockThemeOrder(
      source, setting: "SBUTheme.set(theme: dark ? .dark : .light)", catalog: StyleCatalog(release: release),
      moreSetsThan: 250)
    #expect(!source.contains("SBUThemeColorScheme") && !source.contains("set(colorScheme:"))
    #expect(source.contains("public func apply(appearance: ThemeRuntime.Appearance)"))
    #expect(try Self.applySource(for: try #require(SendbirdUIKitRelease("3.5.0"))).contains("set(colorScheme: dark"))
  }

  static func expectStockThemeOrder(
    _ source: String, setting statement: String, catalog: StyleCatalog, moreSetsThan minimum: Int
  ) throws {
    let body = try Self.applyBody(source)
    let set = try #require(body.firstIndex(of: statement))
    let code = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.hasPrefix("//")
    }
    #expect(code.filter { $0.contains("SBUTheme.set(") }.count == 1)
    let palette = ["applyColors(palette)", "applyFonts(palette)", "applyIcons(palette)"].map { body.firstIndex(of: $0) }
    #expect(palette.allSatisfy { $0 != nil && $0! < set })
    // Every component property is set in a class's function, called only after the scheme is set.
    // (Each on one line, or its call on the next where the line would be too long.)
    let classCalls = body.indices.filter {
      body[$0].hasPrefix("if let values = AdapterValues(")
        && (body[$0] + (body.indices.contains($0 + 1) ? body[$0 + 1] : "")).contains("(values, to: SBUTheme.")
    }
    let classes = catalog.classes.filter(\.isCustomisable)
    #expect(classCalls.count == classes.count + classes.filter { $0.overlayAccessor != nil }.count)
    #expect(classCalls.allSatisfy { $0 > set })
    let sets = source.split(separator: "\n").filter { $0.hasPrefix("    values.") && $0.contains(", &theme.") }
    #expect(sets.count > minimum, "\(sets.count)")
  }

  @Test func theTrappedSettersAreNeverCalled() throws {
    let source = try Self.applySource()
    #expect(!source.contains("setOpenChannelList("))
    #expect(!source.contains("set(theme:"))
    // The open channel themes are set through their statics instead.
    #expect(source.contains("to: SBUTheme.openChannelListTheme)"))
  }
}
