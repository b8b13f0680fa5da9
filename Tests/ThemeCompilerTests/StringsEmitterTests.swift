import BenchCorpus
import Foundation
import Testing
import ThemeRuntime

@testable import ThemeCompiler
@testable import ThemeCore
@testable import ThemeDriver
@testable import ThemeRender

/// The direct writers (`StringsEmitter` for the strings, `StylesWriter` for the themes'
/// Swift) against the built-in templates rendered by the template engine: the same bytes,
/// file by file.
@Suite struct StringsEmitterTests {
  func expectSameOutputs(_ sources: [SourceFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let direct = compile(sources)
    var options = CompileOptions()
    options.useTemplateEngine = true
    let engine = compile(sources, options: options)
    #expect(!direct.diagnostics.hasErrors, "\(direct.diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
    #expect(direct.outputs.count >= 3, sourceLocation: sourceLocation)
    #expect(direct.outputs.map(\.path).sorted() == engine.outputs.map(\.path).sorted(), sourceLocation: sourceLocation)
    for output in direct.outputs {
      guard let expected = engine.outputs.first(where: { $0.path == output.path }) else { continue }
      guard output.bytes != expected.bytes else { continue }
      let lines = output.contents.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.contents.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(lines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(lines.count, expectedLines.count)
      Issue.record(
        """
        \(output.path) differs at line \(line + 1):
          template engine: \(line < expectedLines.count ? String(expectedLines[line]) : "<end of file>")
          direct writer:   \(line < lines.count ? String(lines[line]) : "<end of file>")
        """, sourceLocation: sourceLocation)
    }
  }

  @Test func bundledThemes() {
    expectSameOutputs(bundledSources() + bundledThemeSources())
  }

  /// A theme whose `apply` uses every kind of statement (palette colours, fonts and icons,
  /// plain and adaptive properties, overlay, `from`), beside the bundled ones.
  @Test func showcaseTheme() {
    let showcase = SourceFile(path: "showcase.theme.yaml", text: GeneratedSwiftTests.showcaseTheme)
    expectSameOutputs(bundledSources() + bundledThemeSources() + [showcase])
  }

  /// The benchmark's small corpus: nested keys, printf templates, plurals in every
  /// locale's categories, block scalars, several scripts, missing translations.
  @Test func generatedCorpus() {
    let corpus = Corpus.strings("small", locales: 5, keys: 300)
    expectSameOutputs(corpus.files.map { SourceFile(path: $0.path, text: $0.text) })
  }

  /// Swift keywords as names, nested namespaces, escapes, `%%`, a region tag, missing keys,
  /// forms of every kind (exact, lower bound, cap, `%%` and text without placeholders).
  @Test func edgeCases() {
    let en = """
      Cancel: Cancel
      app:
        is: keyword
        plain: "100%% sure"
        progress:
          "=0": "Nothing yet, 0%% done"
          "<0": "Not started"
          one: "%lld step, 100%% done"
          other: "%lld steps"
          cap: {from: 100, text: "%lld+ steps"}
        escapes: "\\u200Fbidi \\"quoted\\" back\\\\slash\\ttab ✨"
        nested:
          deep:
            in: "Deep %@ and %lld"
            default: "Deep"
        items:
          one: "%lld item"
          other: "%lld items"
        wide: "%2$lld of %33$@"

      """
    let de = """
      Cancel: Abbrechen
      app:
        is: Schlüsselwort
        progress:
          "=0": "Noch nichts, 0%% erledigt"
          one: "%lld Schritt, 100%% erledigt"
          other: "%lld Schritte"
          cap: {from: 100, text: "%lld+ Schritte"}
        nested:
          deep:
            in: "Tief %@ und %lld"
        items:
          one: "%lld Eintrag"
          other: "%lld Einträge"
        escapes: "\\u200FBidi \\"zitiert\\" Back\\\\slash\\tTab ✨"
        nested.deep.default: |
          Tief,
          zweizeilig

      """
    // Texts kept as spans (no control character, unlike the base's, placeholders of the
    // base's types) whose literals escape: a combining mark first, a line separator, a
    // private-use scalar; templates written from their bytes: a combining mark after a
    // placeholder (a segment's start, escaped) and after `%%` (inside one, as written),
    // positions reordered and one left out, `%%` without placeholders (a constant); forms
    // kept as spans: a form without placeholders, `%%` and combining marks in others; a
    // position beyond the signature key's 31.
    let fr = """
      app:
        is: "\\u0301mot clé"
        escapes: "Ligne\\u2028sépar\\uE000ée"
        plain: "100%%\\u0301 sûr, \\u0301%%"
        nested:
          deep:
            in: "%2$lld\\u0301 fois « %1$@ »"
            default: "Profond"
        progress:
          one: "une étape"
          many: "%lld d’étapes à 100%%\\u0301"
          other: "\\u0301%lld étapes"
        items: "%lld\\u0301 éléments à 100%%\\u0301"
        wide: "%33$@ : %2$lld"

      """
    let it = "app:\n  nested:\n    deep:\n      in: \"solo %2$lld\"\n"
    let ptBR = "Cancel: Cancelar\napp:\n  plain: \"100%% certo\"\n"
    expectSameOutputs([
      SourceFile(path: "en.strings.yaml", text: en), SourceFile(path: "de.strings.yaml", text: de),
      SourceFile(path: "pt-BR.strings.yaml", text: ptBR), SourceFile(path: "ja.strings.yaml", text: "Cancel: キャンセル\n"),
      SourceFile(path: "fr.strings.yaml", text: fr), SourceFile(path: "it.strings.yaml", text: it),
    ])
  }
}

/// The Swift writer interpolates a template from its bytes (`FormatScanner`); the parsed
/// template's segments say what the literal must be: each literal segment escaped as one
/// literal, each placeholder its argument.
@Suite struct InterpolationTests {
  @Test func bytesWriteWhatTheSegmentsSay() throws {
    let texts = [
      "%@", "a %@ b %lld", "%2$lld\u{301} « %1$@ »", "100%% \u{301}%%\u{301} %d\u{301}", "\u{301}%@",
      "\"quoted\" \\ %@\t\n\u{200F}\u{E000}", "%3$@ past the arguments", "%%", "✨ %lld ✨",
    ]
    let arguments = ["p0", "p1"]
    let visibility = SwiftSyntax.VisibilityMemo()
    for text in texts {
      let template = try FormatTemplate(parsing: text)
      var expected = ByteBuffer()
      expected.append(UInt8(ascii: "\""))
      for segment in template.segments {
        switch segment {
        case .literal(let literal): SwiftSyntax.appendEscaped(literal, to: &expected, isVisible: visibility.isVisible)
        case .argument(let index, _):
          if index <= arguments.count { expected.append(utf8: "\\(\(arguments[index - 1]))") }
        }
      }
      expected.append(UInt8(ascii: "\""))
      var written = ByteBuffer()
      text.withUTF8Bytes {
        SwiftSyntax.appendInterpolation(utf8: $0, arguments: arguments, to: &written, visibility: visibility)
      }
      let writtenText = written.withBytes { String(decoding: $0, as: UTF8.self) }
      let expectedText = expected.withBytes { String(decoding: $0, as: UTF8.self) }
      #expect(writtenText == expectedText, "\(text.debugDescription)")
    }
  }
}

/// `themec build` streams the strings outputs to temporary files as locales finish.
@Suite struct StreamedOutputTests {
  func files(_ directory: String) throws -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
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
      return (result, try Driver.write(result.outputs, streamed: result.streamed, sink: sink, to: directory))
    }

    let (first, written) = try build(sources)
    #expect(first.streamed == ["ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift", "strings.json"])
    #expect(first.outputs.map(\.path) == ["ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift", "styles.json"])
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
/// every position of strings of every length up to 24.
@Suite struct ByteScanTests {
  @Test func agreesWithAByteByByteCheck() {
    let specials: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF]
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x41, 0x5B, 0x5D, 0x7E, 0x30]
    for length in 0...24 {
      for position in 0..<max(length, 1) {
        for special in [nil] + specials.map(Optional.some) {
          // With and without a second byte to escape at the end: the first one is found.
          for trailing in [false, true] {
            var bytes = (0..<length).map { plain[$0 % plain.count] }
            if trailing, length > 0 { bytes[length - 1] = 0x5C }
            if let special, position < length { bytes[position] = special }
            let json = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            let firstJSON = bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            let swift = bytes.contains { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }
            bytes.withUnsafeBufferPointer { buffer in
              #expect(ByteScan.needsJSONEscape(buffer) == json, "\(bytes)")
              #expect(ByteScan.firstJSONEscape(buffer) == firstJSON, "\(bytes)")
              #expect(ByteScan.needsSwiftEscape(buffer) == swift, "\(bytes)")
              #expect(ByteScan.isASCII(buffer) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
              let control = bytes.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
              #expect(ByteScan.hasControlCharacter(buffer) == control, "\(bytes)")
            }
          }
        }
      }
    }
  }
}
