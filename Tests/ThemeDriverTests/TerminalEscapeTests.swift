import Foundation
import Testing
import ThemeCore
import ThemeTestSupport

/// Text diagnostics print what input files hold escaped: no terminal escape, no forged
/// `file:line:col: error:` line, no CI workflow command on a line of its own (issue 34,
/// item 13); JSON and SARIF keep the text as it is (their own escaping carries it).
@Suite struct TerminalEscapeTests {
  static let hostileKey =
    "Cancle\u{1B}[2J\n::error file=App.swift,line=1::forged\nApp.swift:1:1: error: forged\u{202E}\u{85}"

  @Test func escapesWhatATerminalOrCIWouldActOn() {
    #expect(
      Self.hostileKey.escapedForTerminal
        == "Cancle\\u{1B}[2J\\n::error file=App.swift,line=1::forged\\nApp.swift:1:1: error: forged\\u{202E}\\u{85}")
    #expect("plain ä 😀 \\ text".escapedForTerminal == "plain ä 😀 \\ text")
    #expect("tab\there\r".escapedForTerminal == "tab\\there\\r")
  }

  /// Exactly the documented characters are escaped, wherever they sit in the text (the
  /// bytes are scanned eight at a time): `…`, `—`, `€` and the neighbours of each escaped
  /// range stay as they are.
  @Test func escapesExactlyTheCharactersATerminalActsOn() {
    func escaped(_ value: UInt32) -> Bool {
      value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
    }
    let values = Array(0..<0x30) + Array(0x7E...0xA1) + Array(0x2020...0x2070) + [0x20AC, 0x1F600]
    for value in values {
      let scalar = Unicode.Scalar(UInt32(value))!
      let written: String
      switch scalar {
      case "\n": written = "\\n"
      case "\t": written = "\\t"
      case "\r": written = "\\r"
      default: written = escaped(UInt32(value)) ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
      }
      for prefix in ["", "abcdef", "abcdefg", "abcdefgh", "é…—"] {
        #expect((prefix + String(scalar) + "tail").escapedForTerminal == prefix + written + "tail", "U+\(value)")
      }
    }
  }

  @Test(.enabled(if: themecBinary != nil)) func lintPrintsEscapedText() throws {
    let root = try makeScratchDirectory("themec-escape")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let yamlKey = "\"Cancle\\e[2J\\n::error file=App.swift,line=1::forged\\nApp.swift:1:1: error: forged\\u202E\\N\""
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n\(yamlKey): x\n"], under: root)
    let text = try runThemec(["lint"], in: root)
    #expect(text.status == 1)
    #expect(!text.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x85 })
    let lines = text.errors.split(separator: "\n")
    #expect(lines.count == 2, "\(lines)")
    #expect(lines[0].hasPrefix("themes/en.strings.yaml:2:1: error: "))
    #expect(
      lines[0].contains(
        "\\u{1B}[2J\\n::error file=App.swift,line=1::forged\\nApp.swift:1:1: error: forged\\u{202E}\\u{85}"))
    #expect(!lines.contains { $0.hasPrefix("::") || $0.hasPrefix("App.swift") })
    // JSON carries the text itself.
    let json = try runThemec(["lint", "--format", "json"], in: root)
    #expect(json.output.contains("\\u001b[2J\\n::error"), "\(json.output)")
  }

  @Test(.enabled(if: themecBinary != nil)) func aRawControlCharacterIsPlacedWhereItIs() throws {
    let root = try makeScratchDirectory("themec-escape")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let placing = try writeMarkedFiles(["themes/en.strings.yaml": "OK: ok\nCancel: \"a‹1›\u{1}b\"\n"], under: root)
    let run = try runThemec(["lint"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        placing([
          "‹1›: error: expected printable text, found U+0001, which YAML does not allow raw; write it as an escape in a double-quoted text (\"\\u0001\") [yaml.encoding]"
        ])[0]), "\(run.errors)")
  }
}
