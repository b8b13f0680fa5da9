import Foundation
import Testing
import ThemeCompiler
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

  @Test func setColorSchemeComesAfterThePaletteAndBeforeEveryProperty() throws {
    let source = try Self.applySource()
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let set = try #require(lines.firstIndex(of: "SBUTheme.set(colorScheme: colorScheme)"))
    #expect(lines.filter { !$0.hasPrefix("//") && $0.contains("SBUTheme.set(") }.count == 1)
    let palette = lines.indices.filter {
      lines[$0].contains("SBUColorSet.") || lines[$0].contains("SBUFontSet.") || lines[$0].contains("SBUIconSet.")
    }
    let properties = lines.indices.filter { lines[$0].contains("SBUTheme.") && lines[$0].contains(" = value") }
    #expect(palette.count > 100 && properties.count > 500)
    #expect(palette.allSatisfy { $0 < set })
    #expect(properties.allSatisfy { $0 > set })
  }

  @Test func theTrappedSettersAreNeverCalled() throws {
    let source = try Self.applySource()
    #expect(!source.contains("setOpenChannelList("))
    #expect(!source.contains("set(theme:"))
    // The open channel themes are assigned through their statics instead.
    #expect(source.contains("SBUTheme.openChannelListTheme."))
  }
}
