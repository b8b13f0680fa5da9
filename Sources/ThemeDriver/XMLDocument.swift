import ThemeCore

/// An XML 1.0 document read into events, in one linear pass over its bytes, every problem
/// located by line and column (1-based, columns in Unicode scalars).
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
struct XMLDocument {
  /// One event of the document.
  enum Event: Equatable {
    /// An element opened, by its local name (the prefix dropped), with its attributes by
    /// qualified name, and where it starts.
    case start(name: String, attributes: [String: String], line: Int)
    /// An element closed, by its local name.
    case end(name: String)
    /// Character data (text, CDATA and expanded references).
    case text(String)
  }

  /// The events, in document order.
  private(set) var events: [Event] = []

  /// The most text internal entities may expand to, in Unicode scalars (a billion-laughs
  /// document stops here).
  static let expansionLimit = 1 << 20

  /// Reads a document; the first problem found, located, on failure.
  init(path: String, bytes: [UInt8]) throws(Diagnostic) {
    guard let scalars = Self.decode(bytes) else {
      throw Self.encodingProblem(path: path, bytes: bytes)
    }
    var reader = Reader(path: path, scalars: scalars)
    events = try reader.document()
  }

  /// The Unicode scalars of a document's bytes, or nil if they are not UTF-8 (or UTF-16
  /// after a byte-order mark).
  static func decode(_ bytes: [UInt8]) -> [Unicode.Scalar]? {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      guard bytes.count % 2 == 0 else { return nil }
      let little = bytes[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2 - 1)
      for offset in stride(from: 2, to: bytes.count, by: 2) {
        units.append(
          little
            ? UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
            : UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
      }
      return transcode(units, UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
    return transcode(body, UTF8.self)
  }

  private static func transcode<C: Collection, Codec: UnicodeCodec>(_ units: C, _ codec: Codec.Type)
    -> [Unicode.Scalar]? where C.Element == Codec.CodeUnit
  {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(units.count)
    var iterator = units.makeIterator()
    var decoder = Codec()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: return nil
      }
    }
  }

  /// Where the first byte that is not UTF-8 lies.
  private static func encodingProblem(path: String, bytes: [UInt8]) -> Diagnostic {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
      guard length > 0, index + length <= bytes.count,
        String(validating: bytes[index..<index + length], as: UTF8.self) != nil
      else { break }
      if lead == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return Diagnostic(
      .importInvalid, at: SourceLocation(path: path, line: line, column: column),
      "expected UTF-8 text (or UTF-16 after a byte-order mark), found a byte that is neither")
  }

  /// Whether XML 1.0 can carry a character (`Char` of the XML 1.0 grammar).
  static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Reads the scalars, keeping the line and column.
  private struct Reader {
    let path: String
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1
    /// Internal entities by name; external ones are nil.
    var entities: [String: String?] = [:]
    var expanded = 0

    init(path: String, scalars: [Unicode.Scalar]) {
      self.path = path
      self.scalars = scalars
    }

    var location: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    func problem(_ message: String, at place: SourceLocation? = nil) -> Diagnostic {
      Diagnostic(.importInvalid, at: place ?? location, message)
    }

    var atEnd: Bool { index >= scalars.count }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func looking(at text: String) -> Bool {
      var offset = 0
      for scalar in text.unicodeScalars {
        guard peek(offset) == scalar else { return false }
        offset += 1
      }
      return true
    }

    /// Takes one scalar, keeping the place; a line end (`\r\n`, `\r` or `\n`) is `\n`.
    mutating func next() throws(Diagnostic) -> Unicode.Scalar {
      let scalar = scalars[index]
      guard isCharacter(scalar) else {
        throw problem(
          "expected characters XML 1.0 can carry, found U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
      index += 1
      if scalar == "\r" {
        if peek() == "\n" { index += 1 }
        line += 1
        column = 1
        return "\n"
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      return scalar
    }

    mutating func skip(_ text: String) throws(Diagnostic) {
      for _ in text.unicodeScalars { _ = try next() }
    }

    mutating func expect(_ text: String, _ what: String) throws(Diagnostic) {
      guard looking(at: text) else {
        throw problem("expected \(what), found \(atEnd ? "the end of the document" : "'\(Character(peek()!))'")")
      }
      try skip(text)
    }

    mutating func skipSpace() throws(Diagnostic) {
      while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { _ = try next() }
    }

    /// Skips to just after `terminator`, returning what came before it.
    mutating func until(_ terminator: String, _ what: String) throws(Diagnostic) -> String {
      let start = location
      var text = ""
      while !looking(at: terminator) {
        guard !atEnd else { throw problem("expected '\(terminator)' to close \(what)", at: start) }
        text.unicodeScalars.append(try next())
      }
      try skip(terminator)
      return text
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar == "_" || scalar == ":" || scalar.value >= 0x80
    }

    mutating func name(_ what: String) throws(Diagnostic) -> String {
      guard let first = peek(), Self.isNameStart(first) else {
        throw problem("expected \(what), found \(atEnd ? "the end of the document" : "'\(Character(peek()!))'")")
      }
      var name = ""
      while let scalar = peek(),
        Self.isNameStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
      {
        name.unicodeScalars.append(try next())
      }
      return name
    }

    mutating func document() throws(Diagnostic) -> [Event] {
      var events: [Event] = []
      var open: [(name: String, place: SourceLocation)] = []
      var sawRoot = false
      var text = ""
      func flush() {
        if !text.isEmpty {
          events.append(.text(text))
          text = ""
        }
      }
      while !atEnd {
        if looking(at: "<?") {
          try skip("<?")
          _ = try until("?>", "the processing instruction")
        } else if looking(at: "<!--") {
          try skip("<!--")
          _ = try until("-->", "the comment")
        } else if looking(at: "<![CDATA[") {
          guard !open.isEmpty else { throw problem("expected a CDATA section inside an element") }
          try skip("<![CDATA[")
          text += try until("]]>", "the CDATA section")
        } else if looking(at: "<!DOCTYPE") {
          guard !sawRoot, open.isEmpty else { throw problem("expected the document type before the root element") }
          try doctype()
        } else if looking(at: "</") {
          let place = location
          try skip("</")
          let name = try name("an element name")
          try skipSpace()
          try expect(">", "'>' to end the closing tag")
          guard let last = open.popLast(), last.name == name else {
            throw problem(
              "expected \(open.last.map { "'</\($0.name)>'" } ?? "no closing tag"), found '</\(name)>'", at: place)
          }
          flush()
          events.append(.end(name: Self.localName(name)))
        } else if peek() == "<" {
          let place = location
          guard !sawRoot || !open.isEmpty else { throw problem("expected one root element, found another") }
          try skip("<")
          let name = try name("an element name")
          var attributes: [String: String] = [:]
          while true {
            let spaced = peek() == " " || peek() == "\t" || peek() == "\n" || peek() == "\r"
            try skipSpace()
            if looking(at: "/>") || peek() == ">" { break }
            guard spaced else { throw problem("expected a space before the attribute") }
            let attributePlace = location
            let attribute = try self.name("an attribute name")
            try skipSpace()
            try expect("=", "'=' after the attribute '\(attribute)'")
            try skipSpace()
            guard attributes[attribute] == nil else {
              throw problem("expected each attribute once, found '\(attribute)' again", at: attributePlace)
            }
            attributes[attribute] = try attributeValue()
          }
          flush()
          sawRoot = true
          events.append(.start(name: Self.localName(name), attributes: attributes, line: place.line))
          if looking(at: "/>") {
            try skip("/>")
            events.append(.end(name: Self.localName(name)))
          } else {
            try skip(">")
            open.append((name, place))
          }
        } else if peek() == "&" {
          guard !open.isEmpty else { throw problem("expected markup outside the root element, found a reference") }
          text += try reference(depth: 0)
        } else {
          let scalar = try next()
          if open.isEmpty {
            guard scalar == " " || scalar == "\t" || scalar == "\n" else {
              throw problem("expected markup outside the root element, found text")
            }
          } else {
            text.unicodeScalars.append(scalar)
          }
        }
      }
      if let last = open.last { throw problem("expected '</\(last.name)>', found the end of the document") }
      guard sawRoot else { throw problem("expected a root element, found none") }
      return events
    }

    static func localName(_ name: String) -> String {
      name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
    }

    /// A quoted attribute value, references expanded and white space normalised.
    mutating func attributeValue() throws(Diagnostic) -> String {
      guard let quote = peek(), quote == "\"" || quote == "'" else {
        throw problem("expected a quoted attribute value")
      }
      let start = location
      _ = try next()
      var value = ""
      while peek() != quote {
        guard let scalar = peek() else { throw problem("expected \(quote) to end the attribute value", at: start) }
        if scalar == "<" { throw problem("expected no '<' in an attribute value") }
        if scalar == "&" {
          value += try reference(depth: 0)
        } else {
          let taken = try next()
          value.unicodeScalars.append(taken == "\t" || taken == "\n" ? " " : taken)
        }
      }
      _ = try next()
      return value
    }

    /// A reference (`&#65;`, `&#x41;`, `&lt;`, `&name;`), as the text it stands for.
    mutating func reference(depth: Int) throws(Diagnostic) -> String {
      let place = location
      try skip("&")
      if peek() == "#" {
        _ = try next()
        let hex = peek() == "x"
        if hex { _ = try next() }
        var digits = ""
        while let scalar = peek(), scalar != ";", digits.count < 8 { digits.unicodeScalars.append(try next()) }
        try expect(";", "';' to end the character reference")
        guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
          isCharacter(scalar)
        else {
          throw problem(
            "expected a reference to a character XML 1.0 can carry, found '&#\(hex ? "x" : "")\(digits);'", at: place)
        }
        return String(Character(scalar))
      }
      let name = try name("an entity name after '&'")
      try expect(";", "';' to end the reference to '\(name)'")
      switch name {
      case "lt": return "<"
      case "gt": return ">"
      case "amp": return "&"
      case "apos": return "'"
      case "quot": return "\""
      default: break
      }
      guard let declared = entities[name] else {
        throw problem("expected a declared entity, found '&\(name);'", at: place)
      }
      guard let value = declared else {
        throw problem(
          "expected text, found '&\(name);', an external entity, which themec does not read (its text would be lost)",
          at: place)
      }
      guard depth < 8 else {
        throw problem("expected entities nested at most 8 deep, found more at '&\(name);'", at: place)
      }
      // The value is read again, its own references expanded, within the limit; a problem
      // inside is reported at the reference in the document.
      var inner = Reader(path: path, scalars: Array(value.unicodeScalars))
      inner.entities = entities
      inner.expanded = expanded
      var text = ""
      do throws(Diagnostic) {
        while !inner.atEnd {
          if inner.peek() == "&" {
            text += try inner.reference(depth: depth + 1)
          } else if inner.peek() == "<" {
            throw problem("expected text in the entity '\(name)', found markup, which themec does not read")
          } else {
            text.unicodeScalars.append(try inner.next())
          }
        }
      } catch {
        var moved = error
        moved.location = place
        throw moved
      }
      expanded = inner.expanded
      expanded += text.unicodeScalars.count
      guard expanded <= XMLDocument.expansionLimit else {
        throw problem("expected entities to expand to at most 1 MiB of text, found more at '&\(name);'", at: place)
      }
      return text
    }

    /// `<!DOCTYPE name [ ... ]>`: the internal subset's entity declarations are kept; other
    /// declarations are passed over.
    mutating func doctype() throws(Diagnostic) {
      try skip("<!DOCTYPE")
      try skipSpace()
      _ = try name("the document type's name")
      while peek() != "[" && peek() != ">" {
        guard !atEnd else { throw problem("expected '>' to end the document type") }
        if peek() == "\"" || peek() == "'" { _ = try quoted() } else { _ = try next() }
      }
      if peek() == "[" {
        _ = try next()
        while true {
          try skipSpace()
          guard !atEnd else { throw problem("expected ']' to end the internal subset") }
          if peek() == "]" {
            _ = try next()
            break
          }
          if looking(at: "<!--") {
            try skip("<!--")
            _ = try until("-->", "the comment")
          } else if looking(at: "<?") {
            try skip("<?")
            _ = try until("?>", "the processing instruction")
          } else if looking(at: "<!ENTITY") {
            let place = location
            try skip("<!ENTITY")
            try skipSpace()
            if peek() == "%" {
              throw problem("expected no parameter entities, which themec does not read", at: place)
            }
            let name = try name("an entity name")
            try skipSpace()
            if peek() == "\"" || peek() == "'" {
              let value = try quoted()
              if entities[name] == nil { entities[name] = .some(value) }
            } else {
              // SYSTEM or PUBLIC: an external entity, never fetched.
              while peek() != ">" {
                guard !atEnd else { throw problem("expected '>' to end the entity declaration", at: place) }
                if peek() == "\"" || peek() == "'" { _ = try quoted() } else { _ = try next() }
              }
              if entities[name] == nil { entities[name] = .some(nil) }
            }
            try skipSpace()
            try expect(">", "'>' to end the entity declaration")
          } else if looking(at: "<!") {
            let place = location
            while peek() != ">" {
              guard !atEnd else { throw problem("expected '>' to end the declaration", at: place) }
              if peek() == "\"" || peek() == "'" { _ = try quoted() } else { _ = try next() }
            }
            _ = try next()
          } else {
            throw problem("expected a declaration in the internal subset, found '\(Character(peek()!))'")
          }
        }
        try skipSpace()
      }
      try expect(">", "'>' to end the document type")
    }

    /// A quoted literal, as written.
    mutating func quoted() throws(Diagnostic) -> String {
      let quote = try next()
      let start = location
      var text = ""
      while peek() != quote {
        guard !atEnd else { throw problem("expected \(quote) to end the literal", at: start) }
        text.unicodeScalars.append(try next())
      }
      _ = try next()
      return text
    }
  }
}

/// Escapes text for XML 1.0: the one writer of every XML file themec makes.
enum XMLText {
  /// A character XML 1.0 cannot carry, even as a reference.
  struct Unrepresentable: Error {
    /// The character.
    var scalar: Unicode.Scalar

    /// How a message names it (`U+0001`).
    var name: String {
      let digits = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
  }

  /// Text escaped for element content or an attribute value (quoted with `"`): markup
  /// characters as entities, and a tab, line feed or carriage return as a character
  /// reference where a reader would change it (in attributes all three, in content the
  /// carriage return), so that every text reads back exactly.
  static func escaped(_ text: String, attribute: Bool = false) throws(Unrepresentable) -> String {
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
        guard XMLDocument.isCharacter(scalar) else { throw Unrepresentable(scalar: scalar) }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
