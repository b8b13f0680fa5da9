import ThemeRuntime

/// A warning when CLDR has no plural rules for the locale (`rules` are its rules).
func checkLocale(_ locale: String, rules: PluralRuleSet, at start: SourceLocation) -> [Diagnostic] {
  guard rules.isRootFallback else { return [] }
  return [
    Diagnostic(
      .pluralUnknownLocale, at: start,
      "expected a locale with CLDR \(PluralRules.cldrVersion) plural rules, found '\(locale)'; only 'other' will be selected"
    )
  ]
}

extension Diagnostic {
  /// The one character rule for text a user writes (strings, asset names, font families):
  /// no control character but a line feed or a tab; nil when there is none.
  package static func controlCharacter(in text: Located<String>) -> Diagnostic? {
    // Every control character is ASCII: scan bytes, and scalars only to report one.
    guard text.value.withUTF8Bytes(ByteScan.hasControlCharacter) else { return nil }
    for scalar in text.value.unicodeScalars
    where (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F {
      return Diagnostic(
        .stringUnsafe, at: text.location,
        "expected displayable text, found the control character \(scalar.codePointName)")
    }
    return nil
  }
}
