/// Reads a JSON document in one linear pass over its UTF-8 bytes, as its reader asks for
/// each value in turn (no tree is built), every problem placed at its byte offset.
///
/// The String Catalog codec (ThemeInterchange) reads through it into its typed values:
/// Foundation's `JSONDecoder` took 1.5 s of the 2 s budget for a catalogue of 100,000 keys
/// (`themec-bench import`), and a tree of every value cost more memory than the values. The
/// runtime places a syntax error `JSONDecoder` reports without a position with it
/// (`syntaxProblem(in:)`). Writing stays with `JSONEncoder`.
package struct JSONReader {
  package let bytes: [UInt8]
  /// The byte being read.
  package private(set) var index = 0
  private var depth = 0

  /// Nesting deeper than this is refused.
  package static let depthLimit = 512

  /// A reader at the start of a document (after a byte-order mark).
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipSpace()
  }

  /// The first syntax problem of a document, if it has one.
  package static func syntaxProblem(in bytes: [UInt8]) -> JSONProblem? {
    var reader = JSONReader(bytes: bytes)
    do throws(JSONProblem) {
      try reader.skipValue()
      try reader.finish()
      return nil
    } catch {
      return error
    }
  }

  /// A problem at a byte offset (by default the current one), saying what is there.
  package func problem(_ expected: String, at offset: Int? = nil) -> JSONProblem {
    let at = offset ?? index
    var found = "the end of the document"
    if at < bytes.count {
      var end = at + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      found = "'\(String(decoding: bytes[at..<end], as: UTF8.self))'"
    }
    return JSONProblem(offset: at, message: "\(expected), found \(found)")
  }

  /// Checks that nothing but white space follows the document's value.
  package func finish() throws(JSONProblem) {
    guard index == bytes.count else { throw problem("expected the end of the document") }
  }

  private mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Whether the next value is `null` (which is then read).
  package mutating func readNull() -> Bool {
    guard index + 4 <= bytes.count, bytes[index..<index + 4].elementsEqual("null".utf8) else { return false }
    index += 4
    skipSpace()
    return true
  }

  /// Reads an object, calling `member` with each member's name (and the offset of the
  /// object) to read its value; returns the offset where the object starts.
  @discardableResult
  package mutating func readObject(
    _ what: String, _ member: (inout JSONReader, String, Int) throws(JSONProblem) -> Void
  )
    throws(JSONProblem) -> Int
  {
    let start = index
    guard next == UInt8(ascii: "{") else { throw problem("expected an object for \(what)") }
    guard depth < Self.depthLimit else { throw problem("expected nesting of at most \(Self.depthLimit) levels") }
    depth += 1
    defer { depth -= 1 }
    index += 1
    skipSpace()
    if next == UInt8(ascii: "}") {
      index += 1
      skipSpace()
      return start
    }
    while true {
      guard next == UInt8(ascii: "\"") else { throw problem("expected a member name in quotes in \(what)") }
      let name = try quoted()
      guard next == UInt8(ascii: ":") else { throw problem("expected ':' after '\(name)' in \(what)") }
      index += 1
      skipSpace()
      try member(&self, name, start)
      if next == UInt8(ascii: "}") {
        index += 1
        skipSpace()
        return start
      }
      guard next == UInt8(ascii: ",") else { throw problem("expected ',' or '}' in \(what)") }
      index += 1
      skipSpace()
    }
  }

  /// Reads an array, calling `item` to read each value.
  package mutating func readArray(_ what: String, _ item: (inout JSONReader) throws(JSONProblem) -> Void)
    throws(JSONProblem)
  {
    guard next == UInt8(ascii: "[") else { throw problem("expected an array for \(what)") }
    guard depth < Self.depthLimit else { throw problem("expected nesting of at most \(Self.depthLimit) levels") }
    depth += 1
    defer { depth -= 1 }
    index += 1
    skipSpace()
    if next == UInt8(ascii: "]") {
      index += 1
      skipSpace()
      return
    }
    while true {
      try item(&self)
      if next == UInt8(ascii: "]") {
        index += 1
        skipSpace()
        return
      }
      guard next == UInt8(ascii: ",") else { throw problem("expected ',' or ']' in \(what)") }
      index += 1
      skipSpace()
    }
  }

  /// Reads a string (nil for `null`).
  package mutating func readString(_ what: String) throws(JSONProblem) -> String? {
    if readNull() { return nil }
    guard next == UInt8(ascii: "\"") else { throw problem("expected a string for \(what)") }
    return try quoted()
  }

  /// Reads `true` or `false` (nil for `null`).
  package mutating func readBool(_ what: String) throws(JSONProblem) -> Bool? {
    if readNull() { return nil }
    for (word, value) in [("true", true), ("false", false)] {
      let count = word.utf8.count
      if index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) {
        index += count
        skipSpace()
        return value
      }
    }
    throw problem("expected true or false for \(what)")
  }

  /// Reads a number (nil for `null`).
  package mutating func readNumber(_ what: String) throws(JSONProblem) -> Double? {
    if readNull() { return nil }
    let start = index
    guard scanNumber(), let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite
    else { throw problem("expected a number for \(what)", at: start) }
    skipSpace()
    return number
  }

  /// Moves past a number as RFC 8259 writes one: `-`, then `0` or digits not starting with
  /// `0`, then `.` and digits, then `e` or `E`, a sign and digits; false if the bytes at the
  /// reader are not one (`+1`, `01`, `2.`, `.5`, `1e`), where the reader then is is unspecified.
  private mutating func scanNumber() -> Bool {
    func digit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
    func digits() -> Bool {
      guard digit(next) else { return false }
      while digit(next) { index += 1 }
      return true
    }
    if next == UInt8(ascii: "-") { index += 1 }
    if next == UInt8(ascii: "0") {
      index += 1
    } else if !digits() {
      return false
    }
    if next == UInt8(ascii: ".") {
      index += 1
      guard digits() else { return false }
    }
    if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
      index += 1
      if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
      guard digits() else { return false }
    }
    return true
  }

  /// Reads any value and drops it (a member the reader does not use).
  package mutating func skipValue() throws(JSONProblem) {
    switch next {
    case UInt8(ascii: "{")?: try readObject("a value") { reader, _, _ throws(JSONProblem) in try reader.skipValue() }
    case UInt8(ascii: "[")?: try readArray("a value") { reader throws(JSONProblem) in try reader.skipValue() }
    case UInt8(ascii: "\"")?: _ = try quoted()
    case UInt8(ascii: "t")?, UInt8(ascii: "f")?: _ = try readBool("a value")
    case UInt8(ascii: "n")?: guard readNull() else { throw problem("expected a value") }
    default: _ = try readNumber("a value")
    }
  }

  /// A quoted string at the current byte, escapes decoded; then the white space after it.
  private mutating func quoted() throws(JSONProblem) -> String {
    let open = index
    index += 1
    let start = index
    // Most strings have no escape: their bytes are the text (ASCII bytes valid UTF-8 as they
    // are, with no generic validation to call).
    var high: UInt8 = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
      bytes[index] >= 0x20
    {
      high |= bytes[index]
      index += 1
    }
    guard index < bytes.count else { throw problem("expected '\"' to end the string", at: open) }
    var text: [UInt8] = []
    let plain = bytes[index] == UInt8(ascii: "\"")
    if !plain {
      text = Array(bytes[start..<index])
      while bytes[index] != UInt8(ascii: "\"") {
        let byte = bytes[index]
        guard byte >= 0x20 else { throw problem("expected a control character in a string written as an escape") }
        index += 1
        if byte == UInt8(ascii: "\\") {
          try escape(into: &text)
        } else {
          text.append(byte)
        }
        guard index < bytes.count else { throw problem("expected '\"' to end the string", at: open) }
      }
    }
    let string: String?
    if !plain {
      string = String(utf8Bytes: text)
    } else if high < 0x80 {
      string = String(decoding: bytes[start..<index], as: UTF8.self)
    } else {
      string = String(utf8Bytes: bytes[start..<index])
    }
    guard let string else { throw problem("expected UTF-8 text in the string", at: open) }
    index += 1
    skipSpace()
    return string
  }

  /// Decodes the escape after a backslash.
  private mutating func escape(into text: inout [UInt8]) throws(JSONProblem) {
    guard let escaped = next else { throw problem("expected an escape") }
    index += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      var unit = try hex4()
      if (0xD800...0xDBFF).contains(unit) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          throw problem("expected the second half of a surrogate pair")
        }
        index += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw problem("expected the second half of a surrogate pair") }
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(unit) else { throw problem("expected a Unicode scalar") }
      text.append(contentsOf: UTF8.encode(scalar)!)
    default: throw problem("expected an escape ('\\\"', '\\\\', '\\n', '\\u0041', ...)", at: index - 1)
    }
  }

  private mutating func hex4() throws(JSONProblem) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw problem("expected four hexadecimal digits") }
    index += 4
    return value
  }
}

/// What a JSON document has where it should not: a byte offset and a message
/// (`expected ..., found ...`).
package struct JSONProblem: Error, Sendable, Equatable {
  package var offset: Int
  package var message: String

  /// The problem's place in the document: 1-based line and column, columns counted in
  /// Unicode scalars (every byte that does not continue a sequence starts one).
  package static func lineAndColumn(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(max(0, offset)) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// `line 3, column 5: expected ..., found ...`.
  package func described(in bytes: some Collection<UInt8>) -> String {
    let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
    return "line \(line), column \(column): \(message)"
  }
}
