import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Swift spelling helpers: literals and identifiers.
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
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var first = true
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        // A combining mark first in the literal would fuse with the opening quote.
        if !isVisible(scalar) || (first && scalar.properties.canonicalCombiningClass != .notReordered) {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      first = false
    }
    return out
  }

  /// Whether a scalar prints as itself in a literal that a reviewer reads.
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
    "throws", "true", "try", "typealias", "var", "where", "while", "Type", "Protocol", "any", "some", "Any",
  ]
}
