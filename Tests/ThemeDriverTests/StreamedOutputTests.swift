import Foundation
import Testing
import ThemeRuntime
import ThemeTestSupport
import _BenchCorpus

@testable import ThemeCompiler
@testable import ThemeCore
@testable import ThemeDriver
@testable import ThemeRender

/// `themec build` streams the strings outputs to temporary files as locales finish, and the
/// styles outputs as soon as the themes are checked.
@Suite struct StreamedOutputTests {
  /// The files of a directory but the manifest (which the renames mark; see `OutputDirectory`).
  func files(_ directory: String) throws -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name != ".themec-build" {
      result[name] = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
    }
    return result
  }

  @Test func streamedOutputsEqualTheInMemoryOnesAndErrorsDiscardThem() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let sources = bundledSources() + bundledThemeSources()
    let inMemory = compile(sources)

    func build(_ sources: [SourceFile]) throws -> (CompilationResult, [String]) {
      let sink = FileSink(directory: directory)
      defer { sink.discard() }
      var options = CompileOptions()
      options.sink = sink
      let result = compile(sources, options: options)
      if result.diagnostics.hasErrors { return (result, []) }
      return (result, try Driver.write(result.outputs, streamed: result.streamed, sink: sink, to: directory).written)
    }

    let (first, written) = try build(sources)
    #expect(
      first.streamed == [
        "ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift", "strings.json", "ThemeStyles.swift",
        "ThemeStyles+SendbirdUIKit.swift", "styles.json",
      ])
    #expect(first.outputs.isEmpty)
    #expect(written.count == 6)
    let onDisk = try files(directory)
    #expect(onDisk.count == 6, "no temporary file is left: \(onDisk.keys.sorted())")
    for output in inMemory.outputs {
      #expect(onDisk[output.path] == output.bytes, "\(output.path)")
    }

    // Unchanged: nothing is replaced and nothing is left behind.
    let (_, again) = try build(sources)
    #expect(again.isEmpty)
    #expect(try files(directory) == onDisk)

    // An error in the last locale, after the others were streamed: the old outputs stay.
    let broken = sources + [SourceFile(path: "zu.strings.yaml", text: "Cancel: a\nCancel: b\n")]
    let (failed, none) = try build(broken)
    #expect(failed.diagnostics.hasErrors)
    #expect(failed.streamed.isEmpty)
    #expect(none.isEmpty)
    #expect(try files(directory) == onDisk)

    // An error in a theme, found by the themes job while every locale streams its part: the
    // old outputs stay here too.
    let badTheme = sources + [SourceFile(path: "zz.theme.yaml", text: "colors:\n  primaryMain: \"#12345\"\n")]
    let (themeFailed, nothing) = try build(badTheme)
    #expect(themeFailed.diagnostics.map(\.code).contains("color.invalid"))
    #expect(themeFailed.streamed.isEmpty && themeFailed.outputs.isEmpty)
    #expect(nothing.isEmpty)
    #expect(try files(directory) == onDisk)
  }
}

/// The eight-bytes-at-a-time scans against a byte-by-byte check, with the special byte at
