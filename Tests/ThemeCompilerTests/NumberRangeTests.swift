import Testing
import ThemeTestSupport

/// Offsets, exact counts, lower bounds and caps beyond the integers JSON carries exactly are
/// located errors, so that no count in an app overflows (issue 34, item 5).
@Suite struct NumberRangeTests {
  static let range = "a number from -9007199254740991 to 9007199254740991 (the integers JSON carries exactly)"

  @Test(arguments: [
    (
      "  offset: ‹1›9223372036854775807\n",
      "‹1›: error: expected \(range), found 9223372036854775807 [key.shape]"
    ),
    (
      "  offset: ‹1›9223372036854775808\n",
      "‹1›: error: expected \(range), found '9223372036854775808' [key.shape]"
    ),
    (
      "  offset: ‹1›-9007199254740992\n",
      "‹1›: error: expected \(range), found -9007199254740992 [key.shape]"
    ),
    ("  ‹1›=9007199254740992: x\n", "‹1›: error: expected \(range), found 9007199254740992 [key.shape]"),
    (
      "  ‹1›<-9223372036854775808: x\n",
      "‹1›: error: expected \(range), found -9223372036854775808 [key.shape]"
    ),
  ])
  func numbersBeyondTheRangeAreErrors(line: String, expected: String) {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": "app:\n  items:\n  \(line)    other: \"%lld items\"\n"
    ])
    #expect(found.contains(placing([expected])[0]), "\(found)")
  }

  @Test func aCapBeyondTheRangeIsAnError() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": """
      Message_Replied_Users_Count:
        other: "%lld replies"
        cap: {from: ‹1›-9223372036854775808, text: "many"}

      """
    ])
    #expect(
      found.contains(placing(["‹1›: error: expected \(Self.range), found -9223372036854775808 [key.shape]"])[0]),
      "\(found)")
  }
}
