import Foundation
import _BenchCorpus

/// The seeded mutations of the fuzz harnesses (compile, import, runtime): bytes flipped,
/// cut, repeated, and the syntax of YAML, format strings, JSON and XML spliced in.
public enum Mutator {
  /// Pieces spliced into inputs: each one broke, or could break, a reader.
  public static let splices: [[UInt8]] =
    [
      ":", "\t", "&a ", "*a", "<<: *a\n", "{{", "}}", "%", "%%", "%1$@", "%lld", "\u{0}", "\"", "'", "- ", "\n  ",
      "\n\t", "{tokens.x}", "{colors.primaryMain} @ 2", "[", "]", "{", "}", "#", "##", "---\n", "\u{FEFF}", "\u{202E}",
      "=1: ", "<1: ", "cap: {from: 1}", "extends: brand\n", "\\", "\u{FFFF}", "\r\n", "<", ">", "</", "/>", "&amp;",
      "&#0;", "&#x110000;", "&x;", "<![CDATA[", "]]>", "<!DOCTYPE x [<!ENTITY x \"&x;\">]>", "<!--", "-->", "\\u",
      "\\uD800", ",", "null", "9223372036854775807", "-9223372036854775808", "1e999", "/*", "*/", "//", "=", ";",
      "../", "\u{85}", "\u{2028}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]

  /// One to four mutations of `input`.
  public static func mutate(_ input: [UInt8], _ random: inout SplitMix) -> [UInt8] {
    var bytes = input
    for _ in 0..<random.int(1...4) {
      let at = bytes.isEmpty ? 0 : random.int(0...(bytes.count - 1))
      switch random.int(0...5) {
      case 0 where !bytes.isEmpty: bytes[at] = UInt8(truncatingIfNeeded: random.next())
      case 1: bytes.insert(contentsOf: random.pick(splices), at: at)
      case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...64)))
      case 3 where !bytes.isEmpty:
        let end = min(bytes.count, at + random.int(1...200))
        bytes.insert(contentsOf: bytes[at..<end], at: random.int(0...bytes.count))
      case 4: bytes = Array(bytes.prefix(at))
      default: bytes.insert(contentsOf: random.pick(splices), at: at)
      }
    }
    return bytes
  }

  /// The number of runs a harness makes: `THEMEC_FUZZ_RUNS`, else `defaultRuns`.
  public static func runs(default defaultRuns: Int) -> Int {
    environmentRuns ?? defaultRuns
  }

  private static let environmentRuns: Int? = {
    guard let value = getenv("THEMEC_FUZZ_RUNS") else { return nil }
    return Int(String(cString: value))
  }()
}
