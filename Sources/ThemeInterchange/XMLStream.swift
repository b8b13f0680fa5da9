import ThemeCore
import ThemeRuntime

/// An XML 1.0 document read as events handed to a reader as they are met, in one linear
/// pass over its UTF-8 bytes, every problem located by line and column (1-based, columns in
/// Unicode scalars).
///
/// FoundationXML is not used: on Linux it traps on a malformed UTF-8 byte in a name and
/// drops internal entities and the text after an unresolved external one without a word,
/// and no listed package parses XML without it. This reader takes UTF-8 (a byte-order mark
/// dropped) or UTF-16 with a byte-order mark; reads text, CDATA sections, character
/// references, the five predefined entities and internal entities declared in the
/// document's internal subset (expanded as text, bounded); refuses external entities
/// (nothing is fetched or read), parameter entities and characters XML 1.0 cannot carry.
/// Line ends are normalised to `\n` and attribute values as XML requires (a literal tab or
/// line end is a space; a character reference keeps it).
package struct XMLStream {
  /// One event of the document.
  package enum Event: Equatable {
    /// An element opened, by its local name (the prefix dropped), with its attributes by
    /// qualified name, and the line it starts on.
    case start(name: String, attributes: [String: String], line: Int)
    /// An element closed, by its local name.
    case end(name: String)
    /// Character data (text, CDATA and expanded references).
    case text(String)
  }

  /// The most text internal entities may expand to, in bytes (a billion-laughs document
  /// stops here).
  package static let expansionLimit = 1 << 20

  /// Reads a document, handing each event to `handle` in document order; the first
  /// problem found (the document's, or one `handle` throws), located, on failure.
  package static func read(path: String, bytes: [UInt8], _ handle: (Event) throws(Diagnostic) -> Void)
    throws(Diagnostic)
  {
    guard let utf8 = Self.utf8(bytes) else { throw Self.encodingProblem(path: path, bytes: bytes) }
    var reader = Reader(path: path, bytes: utf8)
    try reader.document(handle)
  }

  /// The document as UTF-8: UTF-16 after a byte-order mark transcoded, a UTF-8 byte-order
  /// mark dropped; nil when the bytes are neither.
  package static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
    if TextEncoding.hasUTF16Mark(bytes) { return TextEncoding.utf8(fromMarkedUTF16: bytes) }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes[3...]) : bytes
    return String(utf8Bytes: body) != nil ? body : nil
  }

  /// Where the first byte that is not UTF-8 lies.
  private static func encodingProblem(path: String, bytes: [UInt8]) -> Diagnostic {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
      guard length > 0, index + length <= bytes.count,
        String(utf8Bytes: bytes[index..<index + length]) != nil
      else { break }
      index += length
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return Diagnostic(
      .importInvalid, at: SourceLocation(path: path, offset: index - start, in: bytes[start...]),
      "expected UTF-8 text (or UTF-16 after a byte-order mark), found a byte that is neither")
  }

  /// Whether XML 1.0 can carry a character (`Char` of the XML 1.0 grammar).
  package static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Reads valid UTF-8, keeping the line (its start, for columns).
  private struct Reader {
    package let path: String
    package let bytes: [UInt8]
    package var index = 0
    package var line = 1
    /// The index of the current line's first byte.
    package var lineStart = 0
    /// Internal entities by name (their values as UTF-8); external ones are nil.
    package var entities: [String: [UInt8]?] = [:]
    package var expanded = 0

    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }

    /// A place as it is met: the line, and enough to count its column if it is reported.
    package struct Mark {
      package var line: Int
      package var lineStart: Int
      package var index: Int
    }

    /// The current place.
    package var mark: Mark { Mark(line: line, lineStart: lineStart, index: index) }

    /// Where a mark is: its line and its column in scalars.
    package func location(of mark: Mark) -> SourceLocation {
      var column = 1
      for byte in bytes[mark.lineStart..<min(mark.index, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
      return SourceLocation(path: path, line: mark.line, column: column)
    }

    /// The place of the current byte.
    package var location: SourceLocation { location(of: mark) }

    package func problem(_ message: String, at place: SourceLocation? = nil) -> Diagnostic {
      Diagnostic(.importInvalid, at: place ?? location, message)
    }

    package var atEnd: Bool { index >= bytes.count }

    package func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    package func looking(at text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      let start = text.utf8Start
      for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
      return true
    }

    /// What is at the current place, for a message.
    package var found: String {
      guard !atEnd else { return "the end of the document" }
      var end = index + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    /// Checks the character at the current byte (a lead byte) is one XML 1.0 carries.
    package func checkCharacter() throws(Diagnostic) {
      let byte = bytes[index]
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        throw problem("expected characters XML 1.0 can carry, found \(Unicode.Scalar(byte).codePointName)")
      }
      if byte == 0xEF, peek(1) == 0xBF, let last = peek(2), last == 0xBE || last == 0xBF {
        throw problem("expected characters XML 1.0 can carry, found U+FFF\(last == 0xBE ? "E" : "F")")
      }
    }

    /// Takes one byte, keeping the line; a line end (`\r\n`, `\r`, `\n`) is `\n`.
    package mutating func next() throws(Diagnostic) -> UInt8 {
      try checkCharacter()
      let byte = bytes[index]
      index += 1
      if byte == 0x0D {
        if peek() == 0x0A { index += 1 }
        line += 1
        lineStart = index
        return 0x0A
      }
      if byte == 0x0A {
        line += 1
        lineStart = index
      }
      return byte
    }

    package mutating func skip(_ count: Int) throws(Diagnostic) {
      for _ in 0..<count { _ = try next() }
    }

    package mutating func expect(_ text: StaticString, _ what: String) throws(Diagnostic) {
      guard looking(at: text) else { throw problem("expected \(what), found \(found)") }
      try skip(text.utf8CodeUnitCount)
    }

    package mutating func skipSpace() throws(Diagnostic) {
      while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { _ = try next() }
    }

    /// Skips to just after `terminator`, returning the bytes before it (line ends normalised).
    package mutating func until(_ terminator: StaticString, _ what: String) throws(Diagnostic) -> [UInt8] {
      let start = mark
      var text: [UInt8] = []
      let first = terminator.utf8Start[0]
      while true {
        guard !atEnd else { throw problem("expected '\(terminator)' to close \(what)", at: location(of: start)) }
        if bytes[index] == first, looking(at: terminator) { break }
        text.append(try next())
      }
      try skip(terminator.utf8CodeUnitCount)
      return text
    }

    package static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
        UInt8(ascii: ":"), 0x80...0xFF:
        true
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
      default: false
      }
    }

    package mutating func name(_ what: String) throws(Diagnostic) -> String {
      guard let first = peek(), Self.isNameByte(first, first: true) else {
        throw problem("expected \(what), found \(found)")
      }
      let start = index
      while let byte = peek(), Self.isNameByte(byte, first: false) { index += 1 }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    package static func isSpace(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    package mutating func document(_ handle: (Event) throws(Diagnostic) -> Void) throws(Diagnostic) {
      var open: [String] = []
      var sawRoot = false
      var text: [UInt8] = []
      func flush() throws(Diagnostic) {
        if !text.isEmpty {
          try handle(.text(String(decoding: text, as: UTF8.self)))
          text.removeAll(keepingCapacity: true)
        }
      }
      while !atEnd {
        let byte = bytes[index]
        if byte == UInt8(ascii: "<") {
          if looking(at: "<?") {
            try skip(2)
            _ = try until("?>", "the processing instruction")
          } else if looking(at: "<!--") {
            try skip(4)
            _ = try until("-->", "the comment")
          } else if looking(at: "<![CDATA[") {
            guard !open.isEmpty else { throw problem("expected a CDATA section inside an element") }
            try skip(9)
            text += try until("]]>", "the CDATA section")
          } else if looking(at: "<!DOCTYPE") {
            guard !sawRoot, open.isEmpty else { throw problem("expected the document type before the root element") }
            try doctype()
          } else if looking(at: "</") {
            let place = mark
            try skip(2)
            let name = try name("an element name")
            try skipSpace()
            try expect(">", "'>' to end the closing tag")
            guard let last = open.popLast(), last == name else {
              throw problem(
                "expected \(open.last.map { "'</\($0)>'" } ?? "no closing tag"), found '</\(name)>'",
                at: location(of: place))
            }
            try flush()
            try handle(.end(name: Self.localName(name)))
          } else {
            let startLine = line
            guard !sawRoot || !open.isEmpty else { throw problem("expected one root element, found another") }
            try skip(1)
            let name = try name("an element name")
            var attributes: [String: String] = [:]
            while true {
              let spaced = Self.isSpace(peek())
              try skipSpace()
              if looking(at: "/>") || peek() == UInt8(ascii: ">") { break }
              guard spaced else { throw problem("expected a space before the attribute, found \(found)") }
              let attributePlace = mark
              let attribute = try self.name("an attribute name")
              try skipSpace()
              try expect("=", "'=' after the attribute '\(attribute)'")
              try skipSpace()
              guard attributes[attribute] == nil else {
                throw problem(
                  "expected each attribute once, found '\(attribute)' again", at: location(of: attributePlace))
              }
              attributes[attribute] = try attributeValue()
            }
            try flush()
            sawRoot = true
            let local = Self.localName(name)
            try handle(.start(name: local, attributes: attributes, line: startLine))
            if looking(at: "/>") {
              try skip(2)
              try handle(.end(name: local))
            } else {
              try skip(1)
              open.append(name)
            }
          }
        } else if byte == UInt8(ascii: "&") {
          guard !open.isEmpty else { throw problem("expected markup outside the root element, found a reference") }
          text += try reference(depth: 0)
        } else if open.isEmpty {
          guard Self.isSpace(byte) else { throw problem("expected markup outside the root element, found text") }
          _ = try next()
        } else {
          // Plain text up to the next markup, a reference or a byte that needs a look.
          let start = index
          while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte < 0x20 || byte == 0xEF { break }
            index += 1
          }
          text += bytes[start..<index]
          if index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
            text.append(try next())
          }
        }
      }
      if let last = open.last { throw problem("expected '</\(last)>', found the end of the document") }
      guard sawRoot else { throw problem("expected a root element, found none") }
    }

    /// A name without its prefix (`xliff:file` is `file`).
    package static func localName(_ name: String) -> String {
      guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return name }
      return String(name[name.index(after: colon)...])
    }

    /// A quoted attribute value, references expanded and white space normalised.
    package mutating func attributeValue() throws(Diagnostic) -> String {
      guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        throw problem("expected a quoted attribute value, found \(found)")
      }
      let start = mark
      index += 1
      var value: [UInt8] = []
      while peek() != quote {
        guard let byte = peek() else { throw problem("expected the attribute value to end", at: location(of: start)) }
        if byte == UInt8(ascii: "<") { throw problem("expected no '<' in an attribute value") }
        if byte == UInt8(ascii: "&") {
          value += try reference(depth: 0)
        } else {
          let taken = try next()
          value.append(taken == 0x09 || taken == 0x0A ? 0x20 : taken)
        }
      }
      index += 1
      return String(decoding: value, as: UTF8.self)
    }

    /// A reference (`&#65;`, `&#x41;`, `&lt;`, `&name;`), as the UTF-8 it stands for.
    package mutating func reference(depth: Int) throws(Diagnostic) -> [UInt8] {
      let place = self.mark
      index += 1
      if peek() == UInt8(ascii: "#") {
        index += 1
        let hex = peek() == UInt8(ascii: "x")
        if hex { index += 1 }
        let start = index
        while let byte = peek(), byte != UInt8(ascii: ";"), index - start < 8, byte < 0x80 { index += 1 }
        let digits = String(decoding: bytes[start..<index], as: UTF8.self)
        try expect(";", "';' to end the character reference")
        guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
          isCharacter(scalar)
        else {
          throw problem(
            "expected a reference to a character XML 1.0 can carry, found '&#\(hex ? "x" : "")\(digits);'",
            at: location(of: place))
        }
        return Array(UTF8.encode(scalar)!)
      }
      let name = try name("an entity name after '&'")
      try expect(";", "';' to end the reference to '\(name)'")
      switch name {
      case "lt": return [UInt8(ascii: "<")]
      case "gt": return [UInt8(ascii: ">")]
      case "amp": return [UInt8(ascii: "&")]
      case "apos": return [UInt8(ascii: "'")]
      case "quot": return [UInt8(ascii: "\"")]
      default: break
      }
      guard let declared = entities[name] else {
        throw problem("expected a declared entity, found '&\(name);'", at: location(of: place))
      }
      guard let value = declared else {
        throw problem(
          "expected text, found '&\(name);', an external entity, which themec does not read (its text would be lost)",
          at: location(of: place))
      }
      guard depth < 8 else {
        throw problem("expected entities nested at most 8 deep, found more at '&\(name);'", at: location(of: place))
      }
      // The value is read again, its own references expanded, within the limit; a problem
      // inside is reported at the reference in the document.
      var inner = Reader(path: path, bytes: value)
      inner.entities = entities
      inner.expanded = expanded
      var text: [UInt8] = []
      do throws(Diagnostic) {
        while !inner.atEnd {
          if inner.peek() == UInt8(ascii: "&") {
            text += try inner.reference(depth: depth + 1)
          } else if inner.peek() == UInt8(ascii: "<") {
            throw problem("expected text in the entity '\(name)', found markup, which themec does not read")
          } else {
            text.append(try inner.next())
          }
        }
      } catch {
        var moved = error
        moved.location = location(of: place)
        throw moved
      }
      expanded = inner.expanded + text.count
      guard expanded <= XMLStream.expansionLimit else {
        throw problem(
          "expected entities to expand to at most 1 MiB of text, found more at '&\(name);'", at: location(of: place))
      }
      return text
    }

    /// `<!DOCTYPE name [ ... ]>`: the internal subset's entity declarations are kept; other
    /// declarations are passed over.
    package mutating func doctype() throws(Diagnostic) {
      try skip(9)
      try skipSpace()
      _ = try name("the document type's name")
      while peek() != UInt8(ascii: "[") && peek() != UInt8(ascii: ">") {
        guard !atEnd else { throw problem("expected '>' to end the document type") }
        if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") { _ = try quoted() } else { _ = try next() }
      }
      if peek() == UInt8(ascii: "[") {
        index += 1
        while true {
          try skipSpace()
          guard !atEnd else { throw problem("expected ']' to end the internal subset") }
          if peek() == UInt8(ascii: "]") {
            index += 1
            break
          }
          if looking(at: "<!--") {
            try skip(4)
            _ = try until("-->", "the comment")
          } else if looking(at: "<?") {
            try skip(2)
            _ = try until("?>", "the processing instruction")
          } else if looking(at: "<!ENTITY") {
            let place = mark
            try skip(8)
            try skipSpace()
            if peek() == UInt8(ascii: "%") {
              throw problem("expected no parameter entities, which themec does not read", at: location(of: place))
            }
            let name = try name("an entity name")
            try skipSpace()
            if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") {
              let value = try quoted()
              if entities[name] == nil { entities[name] = .some(value) }
            } else {
              // SYSTEM or PUBLIC: an external entity, never fetched.
              while peek() != UInt8(ascii: ">") {
                guard !atEnd else {
                  throw problem("expected '>' to end the entity declaration", at: location(of: place))
                }
                if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") {
                  _ = try quoted()
                } else {
                  _ = try next()
                }
              }
              if entities[name] == nil { entities[name] = .some(nil) }
            }
            try skipSpace()
            try expect(">", "'>' to end the entity declaration")
          } else if looking(at: "<!") {
            let place = mark
            while peek() != UInt8(ascii: ">") {
              guard !atEnd else { throw problem("expected '>' to end the declaration", at: location(of: place)) }
              if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") {
                _ = try quoted()
              } else {
                _ = try next()
              }
            }
            index += 1
          } else {
            throw problem("expected a declaration in the internal subset, found \(found)")
          }
        }
        try skipSpace()
      }
      try expect(">", "'>' to end the document type")
    }

    /// A quoted literal's bytes, as written.
    package mutating func quoted() throws(Diagnostic) -> [UInt8] {
      let quote = try next()
      let start = mark
      var text: [UInt8] = []
      while peek() != quote {
        guard !atEnd else { throw problem("expected the literal to end", at: location(of: start)) }
        text.append(try next())
      }
      index += 1
      return text
    }
  }
}

/// Escapes text for XML 1.0: the one writer of every XML file themec makes.
package enum XMLText {
  /// A character XML 1.0 cannot carry, even as a reference.
  package struct Unrepresentable: Error {
    /// The character.
    package var scalar: Unicode.Scalar

    /// How a message names it (`U+0001`).
    package var name: String { scalar.codePointName }
  }

  /// Text escaped for element content or an attribute value (quoted with `"`): markup
  /// characters as entities, and a tab, line feed or carriage return as a character
  /// reference where a reader would change it (in attributes all three, in content the
  /// carriage return), so that every text reads back exactly.
  package static func escaped(_ text: String, attribute: Bool = false) throws(Unrepresentable) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "\r": out += "&#13;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      default:
        guard XMLStream.isCharacter(scalar) else { throw Unrepresentable(scalar: scalar) }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
