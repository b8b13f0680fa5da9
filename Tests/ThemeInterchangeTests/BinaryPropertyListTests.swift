import Foundation
import Testing
import ThemeCore
import ThemeTestSupport

@testable import ThemeInterchange

/// Binary property lists (`bplist00`, what a built app bundle's `.stringsdict` is) read by
/// themec's own reader, held to Foundation's writer: the same `.stringsdict` written as XML
/// and as binary reads the same, and a damaged one is a located error, never a trap.
@Suite struct BinaryPropertyListTests {
  static func binary(_ xml: String) throws -> [UInt8] {
    let value = try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: nil)
    return Array(try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
  }

  @Test func aBinaryStringsdictReadsAsItsXML() throws {
    let xml = InterchangeFixtures.stringsdict
    let bytes = try Self.binary(xml)
    #expect(bytes.starts(with: Array("bplist00".utf8)))
    let fromBinary = try PropertyList.read(path: "de.stringsdict", bytes: bytes)
    let fromXML = try PropertyList.read(path: "de.stringsdict", bytes: Array(xml.utf8))
    // A binary list has no lines: each dictionary is at line 1.
    func unlined(_ value: PropertyList) -> PropertyList {
      switch value {
      case .dictionary(let entries, _): .dictionary(entries.mapValues(unlined), line: 1)
      case .array(let items): .array(items.map(unlined))
      default: value
      }
    }
    #expect(fromBinary == unlined(fromXML))
    // The text Foundation writes as UTF-16 (not ASCII) comes back whole.
    let photos = fromBinary.dictionary?["photos.selected"]?.dictionary?["NSStringLocalizedFormatKey"]?.string
    #expect(photos == "Ausgewählt: %#@photos@.")
  }

  @Test func numbersBooleansAndLongTextRead() throws {
    let long = String(repeating: "x", count: 300)
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>yes</key><true/><key>no</key><false/><key>small</key><integer>42</integer>
        <key>large</key><integer>-5000000000</integer><key>real</key><real>1.5</real>
        <key>long</key><string>\(long)</string><key>list</key><array><string>a</string><string>b</string></array>
      </dict></plist>
      """
    let value = try PropertyList.read(path: "x.stringsdict", bytes: Self.binary(xml))
    let entries = try #require(value.dictionary)
    #expect(entries["yes"] == .other("true"))
    #expect(entries["no"] == .other("false"))
    #expect(entries["small"] == .other("42"))
    #expect(entries["large"] == .other("-5000000000"))
    #expect(entries["real"] == .other("1.5"))
    #expect(entries["long"] == .string(long))
    #expect(entries["list"] == .array([.string("a"), .string("b")]))
  }

  /// Every truncation, every byte of the trailer and offset table set to 0xFF, and a
  /// reference made to point at its own dictionary: each is a value or the located error,
  /// and none traps.
  @Test func damagedBinaryListsAreErrors() throws {
    let bytes = try Self.binary(InterchangeFixtures.stringsdict)
    func error(_ file: [UInt8]) -> String? {
      do {
        _ = try PropertyList.read(path: "de.stringsdict", bytes: file)
        return nil
      } catch {
        return error.rendered
      }
    }
    let message =
      "de.stringsdict:1:1: error: expected a binary property list, found one that does not read [import.invalid]"
    for length in 8..<bytes.count { #expect(error(Array(bytes[..<length])) == message, "cut at \(length)") }
    for index in max(8, bytes.count - 96)..<bytes.count {
      var copy = bytes
      copy[index] = 0xFF
      #expect(error(copy).map { $0 == message } ?? true)
    }
    // The top object is a dictionary; its first value reference is set to the top itself.
    var cycle = bytes
    func number(_ range: Range<Int>) -> Int { cycle[range].reduce(0) { $0 << 8 | Int($1) } }
    let trailer = cycle.count - 32
    let (offsetSize, referenceSize) = (Int(cycle[trailer + 6]), Int(cycle[trailer + 7]))
    let (top, table) = (number((trailer + 16)..<(trailer + 24)), number((trailer + 24)..<(trailer + 32)))
    let topOffset = number((table + top * offsetSize)..<(table + (top + 1) * offsetSize))
    let firstValue = topOffset + 1 + Int(cycle[topOffset] & 0x0F) * referenceSize
    for offset in 0..<referenceSize {
      cycle[firstValue + offset] = UInt8(truncatingIfNeeded: top >> (8 * (referenceSize - 1 - offset)))
    }
    #expect(error(cycle) == message)
  }

  /// Objects that share references (an array of the same array, 30 levels deep: 2^30
  /// values from a few hundred bytes) are counted against a budget, as YAML aliases are:
  /// the file is a located error at once (issue 64: 421 bytes ran past 20 s and 9 GB).
  @Test func sharedReferencesAreCountedAgainstABudget() throws {
    // Object 0 is the string "x"; object k (1...30) is an array of object k-1 twice; the
    // top is object 30. One-byte offsets and references.
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = [bytes.count]
    bytes += [0x51, UInt8(ascii: "x")]
    for level in 1...30 {
      offsets.append(bytes.count)
      bytes += [0xA2, UInt8(level - 1), UInt8(level - 1)]
    }
    let table = bytes.count
    bytes += offsets.map(UInt8.init)
    var trailer = [UInt8](repeating: 0, count: 32)
    trailer[6] = 1
    trailer[7] = 1
    func put(_ value: Int, at start: Int) {
      for offset in 0..<8 { trailer[start + offset] = UInt8(truncatingIfNeeded: value >> (8 * (7 - offset))) }
    }
    put(offsets.count, at: 8)
    put(30, at: 16)
    put(table, at: 24)
    bytes += trailer
    #expect(bytes.count < 200)
    #expect(throws: Diagnostic.self) { _ = try PropertyList.read(path: "bomb.stringsdict", bytes: bytes) }
    do {
      _ = try PropertyList.read(path: "bomb.stringsdict", bytes: bytes)
    } catch {
      #expect(
        error.rendered
          == "bomb.stringsdict:1:1: error: expected a binary property list whose shared objects expand to at most 5400 values (8 per byte of the file), found more; it is not read [import.invalid]"
      )
    }
  }
}
