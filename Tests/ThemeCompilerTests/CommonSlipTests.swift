import Testing
import ThemeTestSupport

/// Common slips get one finding at their cause, with the way out (issue 38).
@Suite struct CommonSlipTests {
  /// One tab in the base file: the tab, not a finding per key of every translation.
  @Test func aTabInTheBaseIsReportedOnce() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml":
        "Cancel: Cancel\nOK: OK\nMessage_Replied_Users_Count:\n‹1›\tone: \"%lld reply\"\n  other: \"%lld replies\"\n",
      "de.strings.yaml": "Cancel: Abbrechen\nOK: Gut\n",
    ])
    #expect(found == placing(["‹1›: error: expected spaces for indentation, found a tab [yaml.tab]"]), "\(found)")
  }

  /// An unquoted `#2850D4` is a YAML comment: say so, and how to write it.
  @Test func aValueReadAsACommentSaysToQuoteIt() {
    let theme = markedDiagnostics(["brand.theme.yaml": "colors:\n  primaryMain:‹1› #2850D4\n"])
    #expect(
      theme.found
        == theme.placing([
          "‹1›: error: expected a value, found nothing (null): YAML reads '#2850D4' as a comment; quote the value to write it (\"#2850D4\") [style.shape]"
        ]))
    let strings = markedDiagnostics(["en.strings.yaml": "Cancel:‹1› #1 choice\n"])
    #expect(
      strings.found
        == strings.placing([
          "‹1›: error: expected a string for 'Cancel', found nothing (null): YAML reads '#1 choice' as a comment; quote the value to write it (\"#1 choice\") [key.shape]"
        ]))
  }

  /// A token whose colour is bad is reported at the colour, not again as undefined where
  /// it is used (through other tokens too).
  @Test func aBadTokenIsReportedAtItsValue() {
    let bad = "error: expected a colour as #RGB, #RRGGBB or #RRGGBBAA, found '#12' [color.invalid]"
    for theme in [
      "tokens:\n  brand: ‹1›\"#12\"\ncolors:\n  primaryMain: \"{tokens.brand}\"\n",
      "colors:\n  primaryMain: \"{tokens.brand}\"\ntokens:\n  brand: \"{tokens.base}\"\n  base: ‹1›\"#12\"\n",
    ] {
      let (found, placing) = markedDiagnostics(["brand.theme.yaml": theme])
      #expect(found == placing(["‹1›: \(bad)"]))
    }
  }

  /// A translation that leaves out a placeholder of its base loses what it shows: a
  /// warning with the base text in a note. A plural form may leave out the count.
  @Test func aDroppedPlaceholderIsAWarning() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": """
      app:
        ‹b1›greeting: "Hello, %@!"
        ‹b2›pair: "%1$@ and %2$lld"
        items:
          one: "%lld item"
          other: "%lld items"

      """,
      "de.strings.yaml": """
      app:
        greeting: ‹1›"Hallo!"
        pair: ‹2›"%1$@ und mehr"
        items:
          one: "ein Artikel"
          other: "%lld Artikel"

      """,
    ])
    #expect(
      found
        == placing([
          "‹1›: warning: expected a string placeholder for argument 1 of 'greeting' as in base locale 'en', found none; the translation leaves out what it shows [placeholder.dropped]\n‹b1›: note: the base text is here",
          "‹2›: warning: expected an integer placeholder for argument 2 of 'pair' as in base locale 'en', found none; the translation leaves out what it shows [placeholder.dropped]\n‹b2›: note: the base text is here",
        ]), "\(found)")
  }
}
