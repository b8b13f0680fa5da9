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

  /// The inside of a string literal for `text`.
  package static func escaped(_ text: String) -> String {
    // Printable ASCII without a quote or backslash is its own literal: the common case.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
      return text
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    func append(_ ascii: String) { out.append(contentsOf: ascii.utf8) }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": append("\\\\")
      case "\"": append("\\\"")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      default:
        if scalar.value >= 0x20 && scalar.value < 0x7F {
          out.append(UInt8(scalar.value))
        } else if isVisible(scalar) && !(out.isEmpty && scalar.properties.canonicalCombiningClass != .notReordered) {
          // A combining mark first in the literal would fuse with the opening quote.
          out.append(contentsOf: UTF8.encode(scalar)!)
        } else {
          append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
      .unassigned:
      return false
    default:
      return true
    }
  }

  /// A string literal that interpolates `arguments` at the template's placeholders.
  package static func interpolation(_ template: FormatTemplate, arguments: [String]) -> String {
    var out = "\""
    for segment in template.segments {
      switch segment {
      case .literal(let text): out += escaped(text)
      case .argument(let index, _):
        if index <= arguments.count { out += "\\(" + arguments[index - 1] + ")" }
      }
    }
    return out + "\""
  }

  /// `name`, backticked when it is a Swift keyword (`is`, `as`, `in`).
  package static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
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
