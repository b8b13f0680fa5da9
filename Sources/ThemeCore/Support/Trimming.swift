extension StringProtocol {
  /// The text without the spaces and tabs at either end (Foundation's
  /// `trimmingCharacters(in: .whitespaces)`: tab and Unicode's space separators), or also
  /// the line breaks (`.whitespacesAndNewlines`), trimmed scalar by scalar.
  package func trimmingWhitespace(andLineBreaks: Bool = false) -> String {
    func trimmed(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "\t": return true
      case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return andLineBreaks
      default: return scalar.properties.generalCategory == .spaceSeparator
      }
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !trimmed($0) })!
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
