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
  static func applySource() throws -> String {
    let result = compile(bundledThemeSources())
    let output = try #require(result.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" })
    return output.contents
  }

  /// The statements of `ThemeStyles.apply(_:followingSystem:)`, trimmed.
  static func applyBody(_ source: String) throws -> [String] {
    let raw = source.split(separator: "\n").map(String.init)
    let lines = raw.map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("private func apply(_ colorScheme: SBUThemeColorScheme, followingSystem: Bool)") }
    )
    // The function's closing brace is indented as its `private func` line.
    let indent = raw[start].prefix { $0 == " " }
    let end = try #require(raw[start...].firstIndex(of: indent + "}"))
    return Array(lines[(start + 1)..<end])
  }

  @Test func setColorSchemeComesAfterThePaletteAndBeforeEveryProperty() throws {
    let source = try Self.applySource()
    let body = try Self.applyBody(source)
    let set = try #require(body.firstIndex(of: "SBUTheme.set(colorScheme: colorScheme)"))
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
    let classes = StyleCatalog.sendbirdUIKit.classes.filter(\.isCustomisable)
    #expect(classCalls.count == classes.count + classes.filter { $0.overlayAccessor != nil }.count)
    #expect(classCalls.allSatisfy { $0 > set })
    let sets = source.split(separator: "\n").filter { $0.hasPrefix("    values.") && $0.contains(", &theme.") }
    #expect(sets.count > 400)
  }

  @Test func theTrappedSettersAreNeverCalled() throws {
    let source = try Self.applySource()
    #expect(!source.contains("setOpenChannelList("))
    #expect(!source.contains("set(theme:"))
    // The open channel themes are set through their statics instead.
    #expect(source.contains("to: SBUTheme.openChannelListTheme)"))
  }
}
