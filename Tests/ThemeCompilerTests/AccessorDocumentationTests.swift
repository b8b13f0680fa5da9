import Testing
import ThemeCompiler
import ThemeCore

/// Every generated accessor says what it gives in Xcode's quick help: the base text, or
/// each form with the cap, and the translator's comment (issue 38).
@Suite struct AccessorDocumentationTests {
  @Test func everyAccessorHasTheBaseTextAndTheComment() throws {
    let result = compile([
      SourceFile(
        path: "en.strings.yaml",
        text: """
          Cancel: "Cancel"
          Message_Replied_Users_Count: {one: "%lld reply", other: "%lld replies", cap: {from: 100, text: "99+ replies"}}
          app:
            greeting: "Hello, %@!\\nWelcome\\t\\u202E"
            cart:
              items: {one: "%lld item", other: "%lld items"}
          comments:
            Cancel: "The button that dismisses a dialog"
            app.greeting: "Shown once, on the first screen"

          """)
    ])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    let swift = try #require(result.outputs.first { $0.path == "ThemeStrings.swift" }).contents
    for block in [
      """
          /// "Cancel"
          ///
          /// Translator's note: The button that dismisses a dialog
          public var Cancel: Swift.String
      """,
      """
          /// - one: "%lld reply"
          /// - other: "%lld replies"
          /// - cap (from 100): "99+ replies"
          public func Message_Replied_Users_Count(
      """,
      """
          /// "Hello, %@!\\nWelcome\\t\\u{202E}"
          ///
          /// Translator's note: Shown once, on the first screen
          public func greeting(
      """,
      """
          /// The strings under 'cart'.
          public var cart:
      """,
      """
            /// - one: "%lld item"
            /// - other: "%lld items"
            public func items(
      """,
    ] {
      #expect(swift.contains(block), "\(block)")
    }
  }
}
