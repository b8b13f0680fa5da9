#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `strings.json` cut where the compiler says its locales are, so that one locale is
/// decoded without the others: its last member, on the line before its closing brace, gives
/// each locale's first line (1-based) and number of lines
/// (`"localeLines": {"de": [5, 3476], "en": [3481, 3402]}`), and the locales are one run of
/// lines in `locales`.
///
/// Lines, not bytes: the generated Swift embeds the document in a multi-line literal whose
/// indentation is stripped, so its bytes differ from the file's and its lines do not. A
/// document without the index (schema 1.0, or one rewritten by another tool), or with one
/// that does not fit it, is not cut: `init` gives nil and the caller decodes it whole.
struct LocaleLines {
  /// The document without the locales' lines (`"locales": {}`): its other members.
  let header: Data
  /// Each locale's tag and the bytes of its lines in the document.
  let locales: [(tag: String, range: Range<Int>)]

  init?(_ data: Data) {
    guard let cut = data.withUnsafeBytes({ Self.cut($0) }) else { return nil }
    (header, locales) = cut
  }

  /// One locale's strings from its lines (`"de": {...},`), or nil if they do not decode.
  static func decode(_ tag: String, _ lines: Data) -> LocaleStrings? {
    var end = lines.endIndex
    while end > lines.startIndex, isSpace(lines[end - 1]) { end -= 1 }
    if end > lines.startIndex, lines[end - 1] == UInt8(ascii: ",") { end -= 1 }
    let object = Data([UInt8(ascii: "{")]) + lines[lines.startIndex..<end] + Data([UInt8(ascii: "}")])
    return (try? JSONDecoder().decode([String: LocaleStrings].self, from: object))?[tag]
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private struct Index: Decodable {
    var localeLines: [String: [Int]]
  }

  private static func cut(_ bytes: UnsafeRawBufferPointer) -> (Data, [(String, Range<Int>)])? {
    guard let index = index(bytes) else { return nil }
    // The locales in order of their lines, each starting where the one before ends.
    var runs: [(tag: String, first: Int, count: Int)] = []
    for (tag, place) in index {
      guard place.count == 2, place[0] >= 1, place[1] >= 1, place[0] <= Int.max - place[1] else { return nil }
      runs.append((tag, place[0], place[1]))
    }
    runs.sort { $0.first < $1.first }
    for (run, next) in zip(runs, runs.dropFirst()) where run.first + run.count != next.first { return nil }
    guard let lastLine = runs.last.map({ $0.first + $0.count }) else {
      return (Data(bytes), [])
    }
    // The byte where each run starts, and where the last one ends, found line by line.
    let utf8 = bytes.assumingMemoryBound(to: UInt8.self)
    var starts: [Int] = []
    var line = 1
    var offset = 0
    for wanted in runs.map(\.first) + [lastLine] {
      while line < wanted {
        guard let newline = utf8.firstIndex(of: UInt8(ascii: "\n"), from: offset) else { return nil }
        offset = newline + 1
        line += 1
      }
      starts.append(offset)
    }
    var header = Data(bytes[..<starts[0]])
    header.append(contentsOf: bytes[starts[runs.count]...])
    return (header, runs.indices.map { (runs[$0].tag, starts[$0]..<starts[$0 + 1]) })
  }

  /// The index on the line before the last (the closing brace's), if that line holds it.
  private static func index(_ bytes: UnsafeRawBufferPointer) -> [String: [Int]]? {
    var end = bytes.count
    while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
    guard end > 0, bytes[end - 1] == UInt8(ascii: "}"), let closing = previousNewline(bytes, before: end) else {
      return nil
    }
    let start = (previousNewline(bytes, before: closing) ?? -1) + 1
    var line = Data(bytes[start..<closing])
    // The member's own trailing whitespace, then its comma-free end: `"localeLines": {...}`.
    while let last = line.last, isSpace(last) { line.removeLast() }
    guard let first = line.firstIndex(where: { !isSpace($0) }),
      line[first...].starts(with: Data("\"\(StringsDocument.localeLinesKey)\":".utf8))
    else { return nil }
    line = Data([UInt8(ascii: "{")]) + line[first...] + Data([UInt8(ascii: "}")])
    return (try? JSONDecoder().decode(Index.self, from: line))?.localeLines
  }

  private static func previousNewline(_ bytes: UnsafeRawBufferPointer, before end: Int) -> Int? {
    var index = end - 1
    while index >= 0, bytes[index] != 0x0A { index -= 1 }
    return index >= 0 ? index : nil
  }
}
