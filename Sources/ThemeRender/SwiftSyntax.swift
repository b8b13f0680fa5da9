import Foundation
import ThemeCore
import ThemeRuntime

/// Swift spelling helpers: literals, identifiers and compiled plural conditions.
package enum SwiftSyntax {
  /// A Swift string literal whose value is exactly `text`.
  ///
  /// Escapes backslashes and quotes (so `\(` and `"""` stay text), line breaks, and as
  /// `\u{...}` every scalar a reviewer could not see: controls (NUL), format characters
  /// (bidi marks, zero-width joiners), separators other than the ASCII space, private-use
  /// and unassigned code points. Printable text in any script stays as written.
  package static func literal(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// Appends a string literal for `text`, quotes included; `visibility` memoises scalar
  /// lookups.
  static func appendLiteral(_ text: String, to out: inout ByteBuffer, visibility: VisibilityMemo) {
    text.withUTF8Bytes { appendLiteral(utf8: $0, to: &out, visibility: visibility) }
  }

  /// `appendLiteral` for the text valid UTF-8 spells.
  static func appendLiteral(utf8: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer, visibility: VisibilityMemo) {
    out.append(UInt8(ascii: "\""))
    appendEscaped(utf8: utf8, to: &out) { visibility.isVisible($0) }
    out.append(UInt8(ascii: "\""))
  }

  /// The inside of a string literal for `text`.
  package static func escaped(_ text: String) -> String {
    var out = ByteBuffer(capacity: text.utf8.count + 8)
    appendEscaped(text, to: &out, isVisible: isVisible)
    return out.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends the inside of a string literal for `text`; `isVisible` says which non-ASCII
  /// scalars print as themselves (a caller writing many texts passes a memo of it).
  static func appendEscaped(
    _ text: String, to out: inout ByteBuffer, isVisible: (Unicode.Scalar) -> Bool
  ) {
    text.withUTF8Bytes { appendEscaped(utf8: $0, to: &out, isVisible: isVisible) }
  }

  /// `appendEscaped` for the text valid UTF-8 spells; `continuing` when the bytes go on
  /// text already in the literal (a combining mark first is escaped only at its start).
  static func appendEscaped(
    utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer, continuing: Bool = false,
    isVisible: (Unicode.Scalar) -> Bool
  ) {
    // Printable ASCII without a quote or backslash is its own literal: the common case.
    if !ByteScan.needsSwiftEscape(bytes) {
      out.append(contentsOf: bytes)
      return
    }
    // Characters that stay as written are copied in runs; a run ends at an escape.
    var run = 0
    var index = 0
    func flush(_ end: Int) {
      if run < end { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<end])) }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"") {
          index += 1
          continue
        }
        flush(index)
        if let letter = ByteScan.backslashEscape(byte) {
          out.append(UInt8(ascii: "\\"))
          out.append(letter)
        } else {
          appendUnicodeEscape(UInt32(byte), to: &out)
        }
        index += 1
        run = index
        continue
      }
      // The UTF-8 is valid: decode the scalar from its lead byte's length.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      // A combining mark first in the literal would fuse with the opening quote.
      if !isVisible(scalar)
        || (index == 0 && !continuing && scalar.properties.canonicalCombiningClass != .notReordered)
      {
        flush(index)
        appendUnicodeEscape(value, to: &out)
        run = index + length
      }
      index += length
    }
    flush(index)
  }

  private static func appendUnicodeEscape(_ value: UInt32, to out: inout ByteBuffer) {
    out.append(contentsOf: "\\u{".utf8)
    out.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
    out.append(UInt8(ascii: "}"))
  }

  /// A memo of `isVisible` for the Basic Multilingual Plane, one scalar at a time as texts
  /// reach it: the Unicode property lookup costs more than the rest of escaping, and a
  /// locale's texts use a few dozen distinct scalars.
  package final class VisibilityMemo {
    // Raw storage (0: not looked up, 1: visible, 2: not): a class's stored array would pay
    // exclusivity checks on every lookup.
    private let known = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)

    package init() {
      known.initialize(repeating: 0, count: 0x10000)
    }

    deinit {
      known.deallocate()
    }

    package func isVisible(_ scalar: Unicode.Scalar) -> Bool {
      let value = Int(scalar.value)
      guard value < 0x10000 else { return SwiftSyntax.isVisible(scalar) }
      if known[value] == 0 { known[value] = SwiftSyntax.isVisible(scalar) ? 1 : 2 }
      return known[value] == 1
    }
  }

  /// Memos lent to one writer at a time (a build's writers run on two threads, so it makes
  /// at most two): clearing a memo's 64 KiB for each writer, and looking up again the
  /// scalars earlier writers met, cost more than the lookups the memo saves.
  package final class VisibilityMemoPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [VisibilityMemo] = []

    package init() {}

    /// A memo no other writer holds until it is given back.
    package func borrow() -> VisibilityMemo {
      lock.withLock { idle.popLast() } ?? VisibilityMemo()
    }

    /// Returns a memo borrowed from this pool.
    package func giveBack(_ memo: VisibilityMemo) {
      lock.withLock { idle.append(memo) }
    }
  }

  static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
      .unassigned:
      return false
    default:
      return true
    }
  }

  /// Appends a string literal that interpolates `arguments` at the placeholders of a
  /// template given as UTF-8 whose placeholders parse (see `FormatScanner`), read piece by
  /// piece: the runs of a literal segment (split at `%%`) are escaped as one literal, and
  /// a placeholder past the arguments writes nothing; `visibility` memoises scalar lookups.
  static func appendInterpolation(
    utf8 bytes: UnsafeBufferPointer<UInt8>, arguments: [String], to out: inout ByteBuffer,
    visibility: VisibilityMemo
  ) {
    out.append(UInt8(ascii: "\""))
    var scanner = FormatScanner(bytes)
    // Whether the next run starts a literal segment (at the start, after a placeholder).
    var startsSegment = true
    while let piece = try? scanner.next() {
      switch piece {
      case .literal(let run):
        appendEscaped(utf8: UnsafeBufferPointer(rebasing: bytes[run]), to: &out, continuing: !startsSegment) {
          visibility.isVisible($0)
        }
        startsSegment = false
      case .argument(let index, _, _):
        if index <= arguments.count {
          out.append(contentsOf: "\\(".utf8)
          out.append(contentsOf: arguments[index - 1].utf8)
          out.append(UInt8(ascii: ")"))
        }
        startsSegment = true
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// `name`, backticked when it is a Swift keyword (`is`, `as`, `in`).
  package static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The Swift name of a key component (`sign-in` is `signIn`, see `SwiftNames`),
  /// backticked when it is a keyword.
  package static func memberName(_ component: String) -> String {
    identifier(SwiftNames.name(of: Substring(component)) ?? component)
  }

  /// A locale tag as a Swift name, unescaped: `pt-BR` becomes `pt_BR`.
  package static func localeName(_ tag: String) -> String {
    String(tag.map { $0 == "-" ? "_" : $0 })
  }

  private static let keywords: Set<String> = [
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
    "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
    "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while", "Type", "Protocol", "any", "some",
  ]

  /// A Swift boolean expression for a plural rule applied to an integer magnitude `n`.
  ///
  /// Integers have `v`, `w`, `f`, `t` and `e` equal to 0, so relations on them fold to
  /// constants and drop out; what remains compares `n` and its remainders.
  package static func integerCondition(_ rule: PluralRule, variable n: String) -> String {
    if rule.groupEnds.isEmpty { return "true" }
    var groups: [String] = []
    var start = 0
    for end in rule.groupEnds {
      var terms: [String] = []
      var alwaysFalse = false
      for relation in rule.relations[start..<end] {
        switch relation.operand {
        case .n, .i:
          let value = relation.modulus == 0 ? n : "\(n) % \(relation.modulus)"
          let tests = relation.ranges.map { range in
            range.lowerBound == range.upperBound
              ? "\(value) == \(range.lowerBound)"
              : "(\(range.lowerBound)...\(range.upperBound)).contains(\(value))"
          }
          let any = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
          terms.append(relation.negated ? "!(\(any))" : any)
        default:
          let holds = relation.ranges.contains { $0.contains(0) } != relation.negated
          if !holds { alwaysFalse = true }
        }
      }
      start = end
      if alwaysFalse { continue }
      if terms.isEmpty { return "true" }
      groups.append(terms.joined(separator: " && "))
    }
    if groups.isEmpty { return "false" }
    return groups.count == 1 ? groups[0] : groups.map { "(\($0))" }.joined(separator: " || ")
  }
}

extension SwiftSyntax {
  /// Text (valid UTF-8) as the content of a multi-line string literal: `\` and `"` escaped,
  /// newlines kept.
  package static func multilineLiteralContent(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { out.append(UInt8(ascii: "\\")) }
      out.append(byte)
    }
    return out
  }
}
