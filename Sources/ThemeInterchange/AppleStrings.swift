import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One entry of an Apple `.strings` file: its key, its text, the comment written before it
/// (the translator's), and where it starts.
package struct AppleStringsEntry: Equatable {
  package var key: String
  package var value: String
  package var comment: String?
  package var line: Int
}

/// Reads Apple's `.strings` format (an old-style property list of `"key" = "value";` pairs):
/// UTF-16 with a byte-order mark or UTF-8, `/* */` and `//` comments (the one just before a
/// pair is its comment), quoted or unquoted keys and values, and the escapes `\"`, `\\`,
/// `\n`, `\t`, `\r`, `\0`, octal `\ooo` and `\Uhhhh`. A key given twice keeps its last value,
/// as Foundation does; each repeat is reported.
package struct AppleStringsReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  package let path: String
  package private(set) var diagnostics: [Diagnostic] = []

  package init(path: String, bytes: [UInt8]) throws(Diagnostic) {
    self.path = path
    guard let text = Self.decode(bytes) else {
      throw Diagnostic(
        .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
        "expected UTF-8 or UTF-16 text, found bytes that are neither")
    }
    scalars = Array(text.unicodeScalars)
  }

  /// The text of a file: UTF-16 after its byte-order mark (either order), else UTF-8 (its
  /// byte-order mark dropped), else UTF-16 little-endian without a mark (as Xcode wrote it).
  package static func decode(_ bytes: [UInt8]) -> String? {
    if let utf8 = TextEncoding.utf8(fromMarkedUTF16: bytes) { return String(decoding: utf8, as: UTF8.self) }
    if TextEncoding.hasUTF16Mark(bytes) { return nil }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let text = String(utf8Bytes: body) { return text }
    return TextEncoding.utf8(fromUTF16: bytes[...], littleEndian: true).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Reports a problem on a line (1-based; by default the current one).
  private mutating func fail(_ message: String, line: Int? = nil) {
    diagnostics.append(
      Diagnostic(.importInvalid, at: SourceLocation(path: path, line: line ?? self.line, column: 1), message))
  }

  /// Steps over `mark` after spaces and comments; false, reported, if it is not there.
  private mutating func take(_ mark: Unicode.Scalar, after what: String) -> Bool {
    _ = skipSpaceAndComments()
    guard index < scalars.count, scalars[index] == mark else {
      fail("expected '\(mark)' after \(what)")
      return false
    }
    index += 1
    return true
  }

  /// What is at the current place, for a message.
  private var found: String {
    index < scalars.count ? "'\(Character(scalars[index]))'" : "the end of the file"
  }

  /// Every pair, in order, repeats included (see `entries`).
  package mutating func read() -> [AppleStringsEntry] {
    var pairs: [AppleStringsEntry] = []
    var comment: String?
    while true {
      if let found = skipSpaceAndComments() { comment = found }
      guard index < scalars.count else { break }
      let start = line
      let reported = diagnostics.count
      guard let key = readString() else {
        // A quoted key cut short was reported by `readString`.
        if diagnostics.count == reported { fail("expected a quoted or plain key, found \(found)") }
        break
      }
      guard take("=", after: "the key \"\(key)\"") else { break }
      _ = skipSpaceAndComments()
      guard let value = readString() else {
        if diagnostics.count == reported { fail("expected the value of \"\(key)\", found \(found)") }
        break
      }
      guard take(";", after: "the value of \"\(key)\"") else { break }
      pairs.append(AppleStringsEntry(key: key, value: value, comment: comment, line: start))
      comment = nil
    }
    return pairs
  }

  /// The pairs with each key once, its last value (and the last comment given it), in the
  /// order of first appearance; each repeat is reported.
  package mutating func entries() -> [AppleStringsEntry] {
    var order: [String] = []
    var last: [String: AppleStringsEntry] = [:]
    for pair in read() {
      if let earlier = last[pair.key] {
        diagnostics.append(
          Diagnostic(
            .importDuplicate, at: SourceLocation(path: path, line: pair.line, column: 1),
            "expected each key once, found \"\(pair.key)\" again; the last value is kept, as Foundation does",
            notes: [DiagnosticNote("first given here", at: SourceLocation(path: path, line: earlier.line, column: 1))]))
      } else {
        order.append(pair.key)
      }
      // The last value, and the last comment written for the key.
      let comment = pair.comment ?? last[pair.key]?.comment
      last[pair.key] = pair
      last[pair.key]?.comment = comment
    }
    return order.map { last[$0]! }
  }

  /// Skips white space and comments; the text of the last comment skipped, if any.
  private mutating func skipSpaceAndComments() -> String? {
    var comment: String?
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let opened = line
        index += 2
        var text = ""
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
          if scalars[index] == "\n" { line += 1 }
          text.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index + 1 < scalars.count else {
          fail("expected '*/' to close the comment, found the end of the file", line: opened)
          index = scalars.count
          return nil
        }
        index += 2
        comment = text.trimmingWhitespace(andLineBreaks: true)
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        index += 2
        var text = ""
        while index < scalars.count, scalars[index] != "\n" {
          text.unicodeScalars.append(scalars[index])
          index += 1
        }
        comment = text.trimmingWhitespace()
      } else {
        break
      }
    }
    return comment
  }

  /// A quoted string (escapes decoded) or an unquoted one (letters, digits and `_.:-$/`).
  private mutating func readString() -> String? {
    guard index < scalars.count else { return nil }
    if scalars[index] != "\"" {
      var text = ""
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
          || "_.:-$/".unicodeScalars.contains(scalars[index])
      {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
      return text.isEmpty ? nil : text
    }
    index += 1
    let opened = line
    var text = ""
    while index < scalars.count, scalars[index] != "\"" {
      var scalar = scalars[index]
      index += 1
      if scalar == "\n" { line += 1 }
      if scalar == "\\", index < scalars.count {
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "n": scalar = "\n"
        case "t": scalar = "\t"
        case "r": scalar = "\r"
        case "0"..."7":
          var value = escaped.value - 48
          var digits = 1
          while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
            value = value * 8 + scalars[index].value - 48
            index += 1
            digits += 1
          }
          scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        case "U", "u":
          var value: UInt32 = 0
          var digits = 0
          while digits < 4, index < scalars.count, let digit = Int(String(scalars[index]), radix: 16) {
            value = value * 16 + UInt32(digit)
            index += 1
            digits += 1
          }
          scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        default: scalar = escaped
        }
      }
      text.unicodeScalars.append(scalar)
    }
    guard index < scalars.count else {
      fail("expected a closing quote for the text opened here, found the end of the file", line: opened)
      return nil
    }
    index += 1
    return text
  }
}
