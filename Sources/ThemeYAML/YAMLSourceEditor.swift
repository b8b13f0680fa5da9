import ThemeCore

/// Edits a YAML document's text in place, through the places the parser recorded: each
/// change replaces a byte range, and every byte outside the ranges changed stays as it was
/// (comments, order, quoting, indentation, blank lines, anchors).
///
/// Places come from `YAMLTree.sourceSpan` (Unicode scalars from the start of the text
/// libyaml read), turned into byte offsets of the file: after a byte-order mark, and
/// through a table of every 1,024th scalar's offset when the file is not all ASCII, so
/// that each lookup walks at most 1,023 scalars (an edit of a large file stays linear).
public struct YAMLSourceEditor: Sendable {
  /// The file's bytes as read.
  public let source: [UInt8]
  /// The file's tree, parsed from `source`.
  public let tree: YAMLTree
  /// Where the text libyaml read starts (3 after a UTF-8 byte-order mark).
  private let textStart: Int
  /// The byte offset of every 1,024th scalar, or nil when every byte is ASCII.
  private let checkpoints: [Int]?
  /// The changes so far: byte ranges of `source` and their new text, in the order made.
  private var splices: [(range: Range<Int>, text: [UInt8], depth: Int, order: Int)] = []
  /// Whether the file's lines end in CR LF (its first line break tells): text written into
  /// it then ends its lines so too.
  public let usesCRLF: Bool

  /// An editor of `source`, parsed as `tree`; nil for a file libyaml read as UTF-16 (its
  /// places are not the file's bytes).
  public init?(source: [UInt8], tree: YAMLTree) {
    if source.starts(with: [0xFF, 0xFE]) || source.starts(with: [0xFE, 0xFF]) { return nil }
    self.source = source
    self.tree = tree
    textStart = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    usesCRLF = source.firstIndex(of: 0x0A).map { $0 > 0 && source[$0 - 1] == 0x0D } ?? false
    if source[textStart...].allSatisfy({ $0 < 0x80 }) {
      checkpoints = nil
    } else {
      var table: [Int] = []
      table.reserveCapacity(source.count / 1024 + 1)
      var scalars = 0
      for offset in textStart..<source.count where source[offset] & 0xC0 != 0x80 {
        if scalars & 1023 == 0 { table.append(offset) }
        scalars += 1
      }
      checkpoints = table
    }
  }

  /// Whether anything was changed.
  public var hasChanges: Bool { !splices.isEmpty }

  /// The byte offset in `source` of a place given in Unicode scalars (see `YAMLTree.sourceSpan`).
  public func byteOffset(_ scalars: Int) -> Int {
    guard let checkpoints else { return min(textStart + scalars, source.count) }
    let slot = scalars >> 10
    guard slot < checkpoints.count else { return source.count }
    var offset = checkpoints[slot]
    var remaining = scalars & 1023
    while remaining > 0, offset < source.count {
      offset += 1
      while offset < source.count, source[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    return offset
  }

  /// The bytes a node is written in.
  public func byteRange(_ node: YAMLTree.Node) -> Range<Int> {
    let span = tree.sourceSpan(node)
    return byteOffset(span.lowerBound)..<byteOffset(span.upperBound)
  }

  /// The bytes of a node's own text: without the properties before it (`&anchor`, `!tag`:
  /// an edit of its text keeps them), and for a block scalar (`|`, `>`) from its indicator to
  /// its last character that is not a space or line break (libyaml ends one after the line
  /// breaks that follow it, and where the next line is indented, inside that indentation).
  public func contentRange(_ node: YAMLTree.Node) -> Range<Int> {
    let range = byteRange(node)
    var start = range.lowerBound
    while start < range.upperBound, source[start] == UInt8(ascii: "&") || source[start] == UInt8(ascii: "!") {
      while start < range.upperBound, !Self.isSpace(source[start]) { start += 1 }
      while start < range.upperBound, Self.isSpace(source[start]) { start += 1 }
    }
    var end = range.upperBound
    let style = tree.style(node)
    if tree.kind(node) != .scalar || style == .literal || style == .folded {
      // Back over line breaks and the lines of spaces between them (a block scalar's
      // trailing lines, the next line's indentation); spaces that end its last line of
      // text are its text.
      while end > start {
        if source[end - 1] == 0x0A || source[end - 1] == 0x0D {
          end -= 1
          continue
        }
        var blank = end
        while blank > start, source[blank - 1] == 0x20 || source[blank - 1] == 0x09 { blank -= 1 }
        guard blank > start, blank < end, source[blank - 1] == 0x0A || source[blank - 1] == 0x0D else { break }
        end = blank
      }
    }
    return start..<end
  }

  /// Whether a node is an alias (`*name`) rather than the node it names.
  public func isAlias(_ node: YAMLTree.Node) -> Bool {
    let range = byteRange(node)
    return range.lowerBound < source.count && source[range.lowerBound] == UInt8(ascii: "*")
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  /// Where whole lines go after a node: after the line break that ends its last line (a
  /// block scalar's trailing empty lines, which may be its text, stay with it).
  public func lineAfter(_ node: YAMLTree.Node) -> Int {
    let range = byteRange(node)
    let start = lineStart(range.upperBound)
    if start > range.lowerBound, source[start..<range.upperBound].allSatisfy({ $0 == 0x20 }) { return start }
    return lineEnd(range.upperBound)
  }

  /// The number of spaces that start the line holding `offset`.
  public func indentation(at offset: Int) -> Int {
    let start = lineStart(offset)
    var end = start
    while end < source.count, source[end] == 0x20 { end += 1 }
    return end - start
  }

  /// The offset of the start of the line holding `offset`.
  public func lineStart(_ offset: Int) -> Int {
    var start = min(offset, source.count)
    while start > 0, source[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// The offset just past the line break that ends the line holding `offset` (the file's
  /// end when its last line has none).
  public func lineEnd(_ offset: Int) -> Int {
    var end = offset
    while end < source.count, source[end] != 0x0A { end += 1 }
    return min(end + 1, source.count)
  }

  /// Whether the bytes from `range`'s start back to its line's start are spaces (and, with
  /// `item`, one `- ` of a sequence item), and from its end to its line's end only spaces
  /// and a comment: the node is alone on its lines, and removing the lines removes only it.
  public func isAloneOnItsLines(_ range: Range<Int>, item: Bool = false) -> Bool {
    var before = source[lineStart(range.lowerBound)..<range.lowerBound].filter { $0 != 0x20 }
    if item, before.first == UInt8(ascii: "-") { before.removeFirst() }
    guard before.isEmpty else { return false }
    var offset = range.upperBound
    while offset < source.count, source[offset] == 0x20 || source[offset] == 0x0D { offset += 1 }
    return offset == source.count || source[offset] == 0x0A || source[offset] == UInt8(ascii: "#")
  }

  /// Replaces the bytes in `range` with `text`.
  public mutating func replace(_ range: Range<Int>, with text: String, depth: Int = 0) {
    var bytes = Array(text.utf8)
    if usesCRLF, bytes.contains(0x0A) {
      var crlf: [UInt8] = []
      crlf.reserveCapacity(bytes.count + 8)
      for (index, byte) in bytes.enumerated() {
        if byte == 0x0A, index == 0 || bytes[index - 1] != 0x0D { crlf.append(0x0D) }
        crlf.append(byte)
      }
      bytes = crlf
    }
    splices.append((range, bytes, depth, splices.count))
  }

  /// Inserts `text` at `offset`: after anything inserted there before at the same `depth`,
  /// and before what was inserted there at a smaller one (lines that end an inner mapping
  /// come before the lines of an entry that follows it, whatever the order they are made in).
  public mutating func insert(_ text: String, at offset: Int, depth: Int = 0) {
    replace(offset..<offset, with: text, depth: depth)
  }

  /// Whether a change was made inside or over `range` (edits of one entry's parts then
  /// the whole entry would overlap).
  public func touches(_ range: Range<Int>) -> Bool {
    splices.contains { $0.range.overlaps(range) || (range.contains($0.range.lowerBound) && $0.range.isEmpty) }
  }

  /// Drops the changes made inside `range` (before the range itself is replaced whole).
  public mutating func removeSplices(in range: Range<Int>) {
    splices.removeAll { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
  }

  /// The file with every change made. Changes are applied in the order of their places
  /// (insertions at one place deepest first, then in the order made); ranges do not overlap.
  public func edited() -> [UInt8] {
    let ordered = splices.sorted {
      ($0.range.lowerBound, $0.range.upperBound, -$0.depth, $0.order)
        < ($1.range.lowerBound, $1.range.upperBound, -$1.depth, $1.order)
    }
    var out: [UInt8] = []
    out.reserveCapacity(source.count + ordered.reduce(0) { $0 + $1.text.count })
    var cursor = 0
    for splice in ordered {
      let start = max(cursor, splice.range.lowerBound)
      out.append(contentsOf: source[cursor..<start])
      out.append(contentsOf: splice.text)
      cursor = max(start, splice.range.upperBound)
    }
    out.append(contentsOf: source[cursor...])
    return out
  }
}
