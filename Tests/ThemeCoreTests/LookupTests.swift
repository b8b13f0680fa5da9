import Testing
import ThemeCore
import ThemeRuntime

/// The byte-level shortcuts of the checks against the base: each answers exactly as the
/// plain definition it replaces.
@Suite struct LookupTests {
  /// Keys of every length around the hash's eight-byte words, non-ASCII keys, the empty key
  /// and near misses.
  static let keys: [String] = {
    var keys = [""]
    for length in 1...40 { keys.append(String(repeating: "k", count: length)) }
    for index in 0..<2_000 { keys.append("section\(index % 37).group_\(index % 11).key_\(index)") }
    // Distinct as `String ==` tells them apart ("é" would be the same key as "e\u{301}").
    keys += ["ключ.текст", "キー.テキスト", "e\u{301}", "emoji.👍"]
    return keys
  }()

  @Test func everyKeyIsFoundAtItsPosition() {
    let index = KeyIndex(keys: Self.keys)
    #expect(index.count == Self.keys.count)
    for (position, key) in Self.keys.enumerated() {
      #expect(index.position(of: key) == position, "\(key)")
    }
  }

  @Test func keysNotIndexedAreNotFound() {
    let index = KeyIndex(keys: Self.keys)
    var misses = ["k" + String(repeating: "k", count: 40), "section0.group_0.key_2000", "ключ.текст", "emoji.👎"]
    // One byte changed at every place of a key: in each word and in the tail.
    let key = "section3.group_5.key_1000"
    for offset in key.utf8.indices {
      var bytes = Array(key.utf8)
      bytes[key.utf8.distance(from: key.utf8.startIndex, to: offset)] ^= 0x01
      misses.append(String(decoding: bytes, as: UTF8.self))
    }
    misses.append(String(key.dropLast()))
    misses.append(key + "0")
    for miss in misses where !Self.keys.contains(miss) {
      #expect(index.position(of: miss) == nil, "\(miss)")
    }
  }

  /// Keys match as `String ==` matches them: canonically equivalent spellings are one key.
  @Test func canonicallyEquivalentKeysAreOneKey() {
    let index = KeyIndex(keys: ["caf\u{E9}.title", "K.count", "\u{212B}ngstr\u{F6}m", "plain"])
    #expect(index.position(of: "cafe\u{301}.title") == 0)
    #expect(index.position(of: "\u{212A}.count") == 1)
    #expect(index.position(of: "A\u{30A}ngstro\u{308}m") == 2)
    #expect(index.position(of: "\u{C5}ngstr\u{F6}m") == 2)
    #expect(index.position(of: "cafe.title") == nil)
    let spellings = KeyIndex(keys: ["caf\u{E9}", "x", "cafe\u{301}"])
    #expect(spellings.duplicates.map(\.position) == [2])
    #expect(spellings.duplicates.map(\.first) == [0])
  }

  @Test func aKeyGivenTwiceIsFoundAtItsFirstPosition() {
    let index = KeyIndex(keys: ["a", "b", "a"])
    #expect(index.position(of: "a") == 0)
    #expect(index.position(of: "b") == 1)
    #expect(KeyIndex(keys: []).position(of: "a") == nil)
    let repeated = KeyIndex(keys: ["a", "b", "a", "c", "b", "a"])
    #expect(repeated.duplicates.map(\.position) == [2, 4, 5])
    #expect(repeated.duplicates.map(\.first) == [0, 1, 0])
    #expect(KeyIndex(keys: Self.keys).duplicates.isEmpty)
  }

  @Test func controlCharactersAreFoundAtEveryPlace() {
    func naive(_ text: String) -> Bool {
      text.utf8.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
    }
    let fillers = ["a", "é", "\n", "\t", "~", " "]
    let specials: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x7E, 0x7F]
    for length in 0..<20 {
      for filler in fillers {
        let plain = String(repeating: filler, count: length)
        #expect(plain.withUTF8Bytes(ByteScan.hasControlCharacter) == naive(plain), "\(plain.debugDescription)")
        for place in 0...length {
          for special in specials {
            var bytes = Array(String(repeating: "x", count: length).utf8)
            bytes.insert(special, at: place)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.withUTF8Bytes(ByteScan.hasControlCharacter) == naive(text), "\(text.debugDescription)")
          }
        }
      }
    }
  }

  @Test func scalarsAreCountedAsUnicodeScalars() {
    let pieces = ["a", "é", "ß", "日", "👍", "\u{301}", "~"]
    for length in 0..<24 {
      for (offset, piece) in pieces.enumerated() {
        // Mixed runs, so that multi-byte sequences straddle the eight-byte words.
        let text = (0..<length).map { pieces[($0 + offset) % pieces.count] }.joined() + piece
        let count = text.withUTF8Bytes(ByteScan.scalarCount)
        #expect(count == text.unicodeScalars.count, "\(text)")
      }
    }
  }

  /// `sortedDistinct` orders and drops repeats exactly as sorting by `<` and keeping the
  /// first of each through a set: files registered out of path order, repeats, and
  /// diagnostics that share place, code and message but not notes or severity.
  @Test func diagnosticsSortAndDropRepeatsAsThroughASet() {
    let files = ["zz/last.strings.yaml", "a/first.strings.yaml", "m/middle.theme.yaml", "a/first.strings.yml"]
    var state: UInt64 = 0x1234_5678
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var diagnostics: [Diagnostic] = []
    let codes: [DiagnosticCode] = [.stringMissing, .keyUnknown, .tokenUnused]
    for _ in 0..<600 {
      let location = SourceLocation(path: files[next(files.count)], line: 1 + next(5), column: 1 + next(3))
      var diagnostic = Diagnostic(codes[next(codes.count)], at: location, "message \(next(3))")
      if next(4) == 0 {
        diagnostic.notes = [DiagnosticNote("note \(next(2))", at: SourceLocation(path: files[0], line: 1, column: 1))]
      }
      if next(5) == 0 { diagnostic.severity = .error }
      diagnostics.append(diagnostic)
      if next(3) == 0 { diagnostics.append(diagnostic) }
    }
    var seen: Set<Diagnostic> = []
    let expected = diagnostics.sorted().filter { seen.insert($0).inserted }
    #expect(diagnostics.sortedDistinct() == expected)
    #expect(expected.count < diagnostics.count)
  }

  @Test func categoriesAreNamedAsByTheirRawValues() {
    let names =
      PluralCategory.allCases.map(\.rawValue) + ["", "on", "onee", "One", "othe", "others", "=0", "cap", "zero "]
    for name in names {
      #expect(PluralCategory(name: name) == PluralCategory(rawValue: name), "\(name)")
    }
  }

  /// `RGBA8.hex` and `RGBA8(hex:)` read and write bytes; they agree with the character-based
  /// definitions: every channel value, every accepted length and case, fullwidth digits.
  @Test func coloursRoundTripThroughHex() {
    for value in 0...255 {
      let channel = UInt8(value)
      let colour = RGBA8(red: channel, green: 255 - channel, blue: channel / 3, alpha: channel ^ 0x5A)
      let expected =
        "#"
        + [colour.red, colour.green, colour.blue, colour.alpha].map {
          String($0, radix: 16, uppercase: true).count == 1
            ? "0" + String($0, radix: 16, uppercase: true) : String($0, radix: 16, uppercase: true)
        }.joined()
      #expect(colour.hex == expected)
      #expect(RGBA8(hex: colour.hex) == colour)
      #expect(RGBA8(hex: colour.hex.lowercased()) == colour)
    }
    #expect(RGBA8(hex: "#abc") == RGBA8(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xFF))
    #expect(RGBA8(hex: "#AbCd") == RGBA8(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xDD))
    #expect(RGBA8(hex: "#\u{FF21}\u{FF22}\u{FF23}") == RGBA8(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xFF))
    for invalid in [
      "", "#", "abc", "#ab", "#abcde", "#abcdefg", "#abcdefabc", "#gggggg", "#12 456", "# 123", "#\u{301}abc",
    ] {
      #expect(RGBA8(hex: invalid) == nil, "\(invalid)")
    }
  }

  @Test func textsCompareAsStringEqualityDoes() {
    let texts = [
      "", "a", "b", "Cancel", "Cancel ", "é", "e\u{301}", "e", "Ångström", "A\u{30A}ngstro\u{308}m", "ÿ", "y\u{308}",
      "\u{301}e", "日本", "日本語", "%d replies", "%d réplies",
    ]
    for left in texts {
      for right in texts {
        // Where the bytes alone decide, they decide as `==` does.
        let decided = left.withUTF8Bytes { l in right.withUTF8Bytes { sameText(utf8: l, utf8: $0) } }
        #expect(decided == nil || decided == (left == right), "\(left.debugDescription) \(right.debugDescription)")
      }
    }
  }

  @Test func packedBytesHoldEachItemAsGiven() {
    let items = ["", "a", "", "Ångström", String(repeating: "x", count: 300), ""]
    let packed = PackedBytes(utf8: items)
    #expect(packed.count == items.count)
    packed.withItems { view in
      #expect(view.count == items.count)
      for (index, item) in items.enumerated() { #expect(Array(view[index]) == Array(item.utf8), "\(index)") }
    }
    var built = PackedBytes()
    for item in items { built.append(item.utf8) }
    built.withItems { view in
      for (index, item) in items.enumerated() { #expect(Array(view[index]) == Array(item.utf8), "\(index)") }
    }
    PackedBytes().withItems { #expect($0.count == 0) }
  }

  /// A colour channel from a NaN or infinite fraction is a number, never a trap.
  @Test func colourChannelsOfAnyFraction() {
    for fraction in [Double.nan, -.infinity, .infinity, -1, 2, 0.5] {
      _ = RGBA8.channel(fraction)
    }
    #expect(RGBA8.channel(.nan) == 0)
    #expect(RGBA8.channel(.infinity) == 255)
  }
}
