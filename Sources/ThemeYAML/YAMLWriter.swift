/// Writes YAML that `parseYAMLTree` reads back to the same values: block mappings and
/// sequences of double-quoted scalars, one entry per line.
///
/// A double-quoted scalar escapes everything libyaml does not take as printable text
/// (C0 and C1 controls, DEL, U+FEFF, U+FFFE and U+FFFF) and every character YAML reads as
/// a line break (U+0085 `\N`, U+2028 `\L`, U+2029 `\P`), which a quoted scalar would
/// otherwise fold into a space. A key whose quoted form is longer than libyaml takes for an
/// implicit key (1,024 characters) is written as an explicit one (`? "key"` / `: value`).
/// Comments are kept on their line: a line break in one is written escaped.
public struct YAMLWriter: Sendable {
  /// The document so far: its lines, each ending in a newline.
  public private(set) var text = ""

  /// An empty document; `capacity` bytes are reserved for it.
  public init(capacity: Int = 0) { text.reserveCapacity(capacity) }

  private mutating func line(_ parts: String...) {
    for part in parts { text += part }
    text += "\n"
  }

  /// Keys whose quoted form is longer than this are written explicitly (libyaml's limit for
  /// an implicit key is 1,024 characters).
  static let implicitKeyLimit = 1000

  /// A comment line (`# text`) at an indentation depth (two spaces a level).
  public mutating func comment(_ text: String, depth: Int = 0) {
    line(indent(depth), "# ", Self.escapedLine(text))
  }

  /// An empty line.
  public mutating func blank() { line() }

  /// `key: "value"`; the key plain when asked and it is a word that reads back as itself
  /// (see `key`), else quoted.
  public mutating func entry(_ key: String, _ value: String, depth: Int = 0, plainKey: Bool = false) {
    entry(key, rawValue: Self.quoted(value), depth: depth, plainKey: plainKey)
  }

  /// `key: value`, where the value is already YAML (a number, a flow mapping).
  public mutating func entry(_ key: String, rawValue: String, depth: Int = 0, plainKey: Bool = false) {
    let quotedKey = plainKey ? Self.key(key) : Self.quoted(key)
    line(indent(depth), Self.pair(quotedKey, rawValue, indent: indent(depth)))
  }

  /// An entry of a written key and value: `key: value`, or where the key is longer than
  /// an implicit key may be, an explicit one: `? key : value` in flow style, else the value
  /// on the next line at `indent` (`? key` / `: value`).
  public static func pair(_ key: String, _ value: String, flow: Bool = false, indent: String = "") -> String {
    guard key.utf8.count > implicitKeyLimit && key.unicodeScalars.count > implicitKeyLimit else {
      return key + ": " + value
    }
    return flow ? "? " + key + " : " + value : "? " + key + "\n" + indent + ": " + value
  }

  /// Whether a written key is too long to be an implicit one (see `pair`).
  public static func needsExplicitKey(_ key: String) -> Bool {
    key.utf8.count > implicitKeyLimit && key.unicodeScalars.count > implicitKeyLimit
  }

  /// A text as a block scalar of a style (literal `|`, or folded `>` for a text of one
  /// line), where it reads back as the text: its chomping indicator the text's final line
  /// breaks (`-` none, none one), `rest` after it (spaces and a comment, kept from the
  /// scalar replaced), each line at `indent` spaces. Nil where the text cannot be so
  /// written: empty, ending in two line breaks or more, starting with a space or a line
  /// break, or holding what libyaml does not read as printable (a line break other than
  /// `\n` included). `atEnd`: nothing follows in the file, so a final line break is written.
  public static func blockScalar(_ text: String, literal: Bool, rest: String, indent: Int, atEnd: Bool) -> String? {
    // A carriage return (alone, or a `\r\n` that is one `Character`) is no block scalar's.
    guard !text.utf8.contains(0x0D) else { return nil }
    let breaks = text.utf8.reversed().prefix { $0 == 0x0A }.count
    let body = text.dropLast(breaks)
    guard breaks <= 1, let first = body.unicodeScalars.first, first != " ", first != "\n", first != "\t",
      literal || !body.contains("\n"),
      body.unicodeScalars.allSatisfy({ $0 == "\n" || $0 == "\t" || isPrintable($0) })
    else { return nil }
    let margin = String(repeating: " ", count: indent)
    var out = (literal ? "|" : ">") + (breaks == 0 ? "-" : "") + rest
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      out += line.isEmpty ? "\n" : "\n" + margin + line
    }
    return atEnd && breaks == 1 ? out + "\n" : out
  }

  /// `key:`, opening a nested mapping or sequence written at `depth + 1`.
  public mutating func open(_ key: String, depth: Int = 0, plainKey: Bool = false) {
    let quotedKey = plainKey ? Self.key(key) : Self.quoted(key)
    if quotedKey.utf8.count > Self.implicitKeyLimit && quotedKey.unicodeScalars.count > Self.implicitKeyLimit {
      line(indent(depth), "? ", quotedKey)
      line(indent(depth), ":")
    } else {
      line(indent(depth), quotedKey, ":")
    }
  }

  /// `- "value"`, an item of the sequence opened at `depth - 1`.
  public mutating func item(_ value: String, depth: Int = 1) {
    line(indent(depth), "- ", Self.quoted(value))
  }

  private func indent(_ depth: Int) -> String {
    switch depth {
    case 0: ""
    case 1: "  "
    case 2: "    "
    default: String(repeating: "  ", count: depth)
    }
  }

  /// A key: plain when it is a word that reads back as itself (letters, digits, `_`, `-`
  /// and `.`, starting with a letter, and not a YAML 1.1 boolean or null), else quoted.
  public static func key(_ text: String) -> String {
    isPlainWord(text) ? text : quoted(text)
  }

  /// A scalar on one line: plain where that reads back as the same text (words of
  /// letters and digits with single spaces and `_-.,'!?()` between, starting with a letter,
  /// and not a YAML 1.1 boolean or null), else double-quoted.
  public static func scalar(_ text: String) -> String {
    let plain =
      text.first?.isLetter == true && !text.hasSuffix(" ") && !text.contains("  ")
      && text.unicodeScalars.allSatisfy { scalar in
        isPrintable(scalar)
          && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || " _-.,'!?()".unicodeScalars.contains(scalar))
      } && !reservedWords.contains(text.lowercased())
    return plain ? text : quoted(text)
  }

  static func isPlainWord(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
    let word = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
          || scalar == ".")
    }
    return word && !reservedWords.contains(text.lowercased())
  }

  /// Plain words a YAML 1.1 or 1.2 reader takes for something other than text.
  static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "nan", "inf"]

  /// A double-quoted scalar.
  public static func quoted(_ text: String) -> String {
    // Most text needs no escape: every character that does starts with a quote, a
    // backslash, a byte below 0x20, 0x7F, 0xC2 (C1 controls, U+0085), 0xE2 (U+2028, U+2029)
    // or 0xEF (U+FEFF, U+FFFE, U+FFFF).
    if !text.utf8.contains(where: { byte in
      byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
    }) {
      return "\"" + text + "\""
    }
    var out = "\""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\u{0}": out += "\\0"
      case "\u{85}": out += "\\N"
      case "\u{2028}": out += "\\L"
      case "\u{2029}": out += "\\P"
      default:
        if isPrintable(scalar) {
          out.unicodeScalars.append(scalar)
        } else {
          out += "\\u" + hex(scalar.value)
        }
      }
    }
    return out + "\""
  }

  /// A comment's text with every line break and control character escaped as in a
  /// quoted scalar, so that it stays one comment line.
  static func escapedLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !isPrintable($0) || isLineBreak($0) }) else { return text }
    let quoted = quoted(text)
    return String(quoted.dropFirst().dropLast())
  }

  /// What libyaml reads as printable text (`IS_PRINTABLE`), line breaks aside.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E: true
    case 0xA0...0xD7FF: !isLineBreak(scalar)
    case 0xE000...0xFFFD: scalar.value != 0xFEFF
    case 0x10000...0x10FFFF: true
    default: false
    }
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
