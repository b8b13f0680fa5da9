import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport

/// The generated strings API names what it declares honestly (issue 52): no member Swift
/// reads as its own after a dot, parameters named for what they take, base texts in doc
/// comments as Markdown shows them literally.
@Suite struct GeneratedNamesTests {
  @Test func membersSwiftReadsAsItsOwnAreReported() {
    let (found, placing) = markedDiagnostics([
      "en.strings.yaml": "app:\n  ‹1›self: Me\n  profile:\n    ‹2›Type: Kind\n  ok: OK\n"
    ])
    #expect(
      found
        == placing([
          "‹1›: error: expected an app key whose parts Swift reads as members, found 'self' in 'self', which Swift reads as its own after a dot ('.self'); rename the key [key.swift-name]",
          "‹2›: error: expected an app key whose parts Swift reads as members, found 'Type' in 'profile.Type', which Swift reads as its own after a dot ('.Type'); rename the key [key.swift-name]",
        ]))
  }

  @Test func parametersAreNamedForWhatTheyTakeAndTextsEscapedForMarkdown() throws {
    let en = """
      app:
        greet: "Hi %@, you have %lld messages from %@"
        items:
          one: "%lld item"
          other: "%lld items"
        price: "%.2f"
        help: "Tap *Save* or `Done` <here> [now]"

      """
    let result = compile([SourceFile(path: "en.strings.yaml", text: en)])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))")
    let swift = try #require(result.outputs.first { $0.path == "ThemeStrings.swift" }?.contents)
    for expected in [
      "_ text1: Swift.String, _ number: Swift.Int, _ text2: Swift.String",
      "public func items(_ count: Swift.Int) -> Swift.String",
      "public func price(_ value: Swift.Double) -> Swift.String",
      "/// \"Tap \\*Save\\* or \\`Done\\` \\<here\\> \\[now\\]\"",
    ] {
      #expect(swift.contains(expected), "\(expected)")
    }
  }
}
