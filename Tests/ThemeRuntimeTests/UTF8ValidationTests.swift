import Testing
import ThemeRuntime

/// Before macOS 15 and iOS 18 the runtime and the importers read UTF-8 with
/// `String.utf8IfValid` (the standard library's `String(validating:as:)` is not there):
/// Linux runs the newer path, so the older one is held here to the standard library's answer
/// (which a Mac has from macOS 15; before it, these tests have nothing to compare with).
@Suite struct UTF8ValidationTests {
  /// Well-formed text (U+FFFD's own bytes among it), then a lone continuation byte, an
  /// overlong form, a surrogate, a truncated sequence, a scalar above U+10FFFF, a five-byte
  /// form, a byte UTF-8 never uses, and a sequence cut short.
  @Test(
    arguments: [
      [], Array("Abbrechen".utf8), Array("Größe 日本 🇩🇪".utf8), [0xEF, 0xBF, 0xBD],
      [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80],
      [0xF8, 0x88, 0x80, 0x80, 0x80], [0x41, 0xFF, 0x42], [0xC3],
    ] as [[UInt8]])
  func agreesWithTheStandardLibrary(_ bytes: [UInt8]) {
    guard #available(macOS 15, iOS 18, *) else { return }
    #expect(String.utf8IfValid(bytes) == String(validating: bytes, as: UTF8.self))
    #expect(String(utf8Bytes: bytes) == String(validating: bytes, as: UTF8.self))
  }

  /// Every sequence of up to four bytes drawn from those that start, continue or break UTF-8.
  @Test func agreesOnEveryShortSequence() {
    guard #available(macOS 15, iOS 18, *) else { return }
    let alphabet: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
    ]
    var disagreements: [[UInt8]] = []
    var sequences: [[UInt8]] = [[]]
    for _ in 1...4 {
      sequences = sequences.flatMap { prefix in alphabet.map { prefix + [$0] } }
      for bytes in sequences where String.utf8IfValid(bytes) != String(validating: bytes, as: UTF8.self) {
        disagreements.append(bytes)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
