import Testing
import ThemeCore
import ThemeTestSupport

/// "Did you mean": the closest name within a third of the name's length, in bounded time.
@Suite struct SuggestionTests {
  @Test func closeNamesAreSuggested() {
    let names = ["Cancel", "OK", "Retry", "MessageThread.Menu.replyInThread"]
    #expect(closestName(to: "Canel", in: names) == "Cancel")
    #expect(closestName(to: "cancel", in: names) == "Cancel")
    #expect(closestName(to: "MessageThread.Menu.replyInThred", in: names) == "MessageThread.Menu.replyInThread")
    #expect(closestName(to: "Something else", in: names) == nil)
    // Ties go to the first by name.
    #expect(closestName(to: "ab", in: ["ac", "aa"]) == "aa")
  }

  /// A name far longer than any candidate gets none, without comparing it.
  @Test func aHugeNameGetsNoSuggestion() {
    #expect(closestName(to: String(repeating: "Cancel", count: 10_000), in: ["Cancel"]) == nil)
  }

  /// Many unknown keys are each reported, with a suggestion where one is close.
  @Test func manyUnknownKeys() {
    var text = ""
    for index in 0..<5_000 { text += "Canel\(index): x\n" }
    let found = diagnostics(["en.strings.yaml": text])
    #expect(found.count == 5_000)
    #expect(
      found.first
        == "en.strings.yaml:1:1: error: expected an SBUStringSet member, found 'Canel0'; did you mean 'Cancel'? [key.unknown]"
    )
  }
}
