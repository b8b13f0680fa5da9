import Foundation
import Testing
import ThemeDriver
import ThemeTestSupport

/// `Frontend.resolve`: the command line's flags over the project file's settings over
/// the defaults, in process (`ProjectConfigTests` runs the same through the binary).
@Suite struct SettingsResolutionTests {
  static let config = """
    inputs: [themes]
    exclude: [Legacy]
    base-locale: de
    min-contrast: 3
    warnings-as-errors: true

    """

  /// A project folder with the file, and the flags that name it.
  static func project(_ text: String = config) throws -> (root: String, flags: SettingFlags) {
    let root = try makeScratchDirectory("themec-settings")
    try writeFiles(["themec.yml": text, "themes/en.strings.yaml": "app:\n  a: A\n"], under: root)
    var flags = SettingFlags()
    flags.config = root + "/themec.yml"
    return (root, flags)
  }

  @Test func theFileFillsWhatTheCommandLineLeaves() throws {
    let (root, flags) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (config, settings) = try Frontend.resolve(flags)
    #expect(config != nil)
    #expect(settings.configPath == root + "/themec.yml")
    #expect(settings.inputs == [root + "/themes"])
    #expect(settings.excludes == ["Legacy"])
    #expect(settings.baseLocale == "de")
    #expect(settings.minContrast == 3)
    #expect(settings.warningsAsErrors)
  }

  @Test func theCommandLineWins() throws {
    var (root, flags) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    (flags.inputs, flags.baseLocale, flags.minContrast, flags.excludes) = (["other"], "fr", 7, ["Drafts"])
    let settings = try Frontend.resolve(flags).settings
    #expect(settings.inputs == ["other"])
    #expect(settings.baseLocale == "fr")
    #expect(settings.minContrast == 7)
    // Excludes add up: the command line's, then the file's.
    #expect(settings.excludes == ["Drafts", "Legacy"])
  }

  @Test func noConfigIsTheDefaults() throws {
    var (root, flags) = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    flags.noConfig = true
    let (config, settings) = try Frontend.resolve(flags)
    #expect(config == nil)
    #expect(settings == Frontend())
  }

  @Test func aFileWithErrorsOrAnUnknownReleaseStops() throws {
    let (root, flags) = try Self.project("min-contrast: 30\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(throws: DriverError.self) { try Frontend.resolve(flags) }
    do {
      _ = try Frontend.resolve(flags)
    } catch let error as DriverError {
      #expect(error.isReported && !error.isUsage)
    }
    var unknown = SettingFlags()
    (unknown.noConfig, unknown.sdkVersion) = (true, "4.0")
    do {
      _ = try Frontend.resolve(unknown)
      Issue.record("an unknown --sdk-version was taken")
    } catch let error as DriverError {
      #expect(error.isUsage && !error.isReported)
      #expect(error.message.contains("for '--sdk-version', found '4.0'"))
    }
  }
}
