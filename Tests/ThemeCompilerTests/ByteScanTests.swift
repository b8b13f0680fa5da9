import Foundation
import Testing
import ThemeRuntime
import _BenchCorpus

@testable import ThemeCompiler
@testable import ThemeCore
@testable import ThemeDriver
@testable import ThemeRender

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
            bytes.withUnsafeBufferPointer { buffer in
              #expect(ByteScan.needsJSONEscape(buffer) == json, "\(bytes)")
              #expect(ByteScan.firstJSONEscape(buffer) == firstJSON, "\(bytes)")
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
