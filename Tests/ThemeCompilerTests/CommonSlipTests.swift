import Testing
import ThemeTestSupport

/// Common slips get one finding at their cause, with the way out (issue 38).
@Suite struct CommonSlipTests {
  /// One tab in the base file: the tab, not a finding per key of every translation.
  @Test func aTabInTheBaseIsReportedOnce() {
    let found = diagnostics([
      "en.strings.yaml":
        "Cancel: Cancel\nOK: OK\nMessage_Replied_Users_Count:\n\tone: \"%lld reply\"\n  other: \"%lld replies\"\n",
      "de.strings.yaml": "Cancel: Abbrechen\nOK: Gut\n",
    ])
    #expect(
      found == ["en.strings.yaml:4:1: error: expected spaces for indentation, found a tab [yaml.tab]"], "\(found)")
  }

  /// An unquoted `#2850D4` is a YAML comment: say so, and how to write it.
  @Test func aValueReadAsACommentSaysToQuoteIt() {
    #expect(
      diagnostics(["brand.theme.yaml": "colors:\n  primaryMain: #2850D4\n"]) == [
        "brand.theme.yaml:2:15: error: expected a value, found nothing (null): YAML reads '#2850D4' as a comment; quote the value to write it (\"#2850D4\") [style.shape]"
      ])
    #expect(
      diagnostics(["en.strings.yaml": "Cancel: #1 choice\n"]) == [
        "en.strings.yaml:1:8: error: expected a string for 'Cancel', found nothing (null): YAML reads '#1 choice' as a comment; quote the value to write it (\"#1 choice\") [key.shape]"
      ])
  }

  /// A token whose colour is bad is reported at the colour, not again as undefined where
  /// it is used (through other tokens too).
  @Test func aBadTokenIsReportedAtItsValue() {
    let bad = "error: expected a colour as #RGB, #RRGGBB or #RRGGBBAA, found '#12' [color.invalid]"
    #expect(
      diagnostics(["brand.theme.yaml": "tokens:\n  brand: \"#12\"\ncolors:\n  primaryMain: \"{tokens.brand}\"\n"]) == [
        "brand.theme.yaml:2:10: \(bad)"
      ])
    #expect(
      diagnostics([
        "brand.theme.yaml":
          "colors:\n  primaryMain: \"{tokens.brand}\"\ntokens:\n  brand: \"{tokens.base}\"\n  base: \"#12\"\n"
      ]) == ["brand.theme.yaml:5:9: \(bad)"])
  }

  /// A translation that leaves out a placeholder of its base loses what it shows: a
  /// warning with the base text in a note. A plural form may leave out the count.
  @Test func aDroppedPlaceholderIsAWarning() {
    let found = diagnostics([
      "en.strings.yaml": """
      app:
        greeting: "Hello, %@!"
        pair: "%1$@ and %2$lld"
        items:
          one: "%lld item"
          other: "%lld items"

      """,
      "de.strings.yaml": """
      app:
        greeting: "Hallo!"
        pair: "%1$@ und mehr"
        items:
          one: "ein Artikel"
          other: "%lld Artikel"

      """,
    ])
    #expect(
      found == [
        "de.strings.yaml:2:13: warning: expected a string placeholder for argument 1 of 'greeting' as in base locale 'en', found none; the translation leaves out what it shows [placeholder.dropped]\nen.strings.yaml:2:3: note: the base text is here",
        "de.strings.yaml:3:9: warning: expected an integer placeholder for argument 2 of 'pair' as in base locale 'en', found none; the translation leaves out what it shows [placeholder.dropped]\nen.strings.yaml:3:3: note: the base text is here",
      ], "\(found)")
  }
}
