import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeTestSupport

/// The generated Swift is written by its templates, line by line, from the keys: a team's
/// `--templates` may change one accessor's shape and nothing else (issue 66). Here a team
/// writes each text's accessor with a property beside it that gives its key; the functions,
/// the key lists and the other outputs are the built-in templates' bytes, and the app compiles
/// and reads both.
@Suite(.serialized) struct TeamAccessorTemplateTests {
  static let sources = [
    SourceFile(
      path: "en.strings.yaml",
      text: """
        Cancel: Cancel
        app:
          onboarding.title: Welcome
          cart.items:
            one: "%lld item"
            other: "%lld items"

        """),
    SourceFile(
      path: "de.strings.yaml",
      text:
        "Cancel: Abbrechen\napp:\n  onboarding.title: Willkommen\n  cart.items:\n    one: \"%lld Artikel\"\n    other: \"%lld Artikel\"\n"
    ),
  ]

  /// The team's text accessor: its doc comment names the key, and a `…Key` property follows.
  static let textAccessor = """
    {{! A text: its accessor, and its key beside it. }}
    /// `{{{key}}}`
    public var {{{member}}}: Swift.String { strings.{{{entry}}}({{{number}}}) }
    /// The key of `{{{member}}}`.
    public var {{{member}}}Key: Swift.String { "{{{key}}}" }

    """

  @Test func aTeamsTemplateChangesOneAccessorsShape() throws {
    let built = compile(Self.sources)
    let teamed = compile(Self.sources, options: CompileOptions(templates: ["strings-text.swift": Self.textAccessor]))
    #expect(!teamed.diagnostics.hasErrors, "\(teamed.diagnostics.map(\.rendered))")
    func file(_ result: CompilationResult, _ path: String) throws -> String {
      try #require(result.outputs.first { $0.path == path }).contents
    }
    // Every other output is the built-in templates' own.
    for path in built.outputs.map(\.path) where path != "ThemeStrings.swift" {
      #expect(try file(teamed, path) == file(built, path), "\(path)")
    }
    let before = try file(built, "ThemeStrings.swift").split(separator: "\n", omittingEmptySubsequences: false)
    let after = try file(teamed, "ThemeStrings.swift").split(separator: "\n", omittingEmptySubsequences: false)
    // The text accessors changed; the function's did not.
    #expect(after.contains("      public var titleKey: Swift.String { \"onboarding.title\" }"))
    #expect(after.contains("      /// `onboarding.title`"))
    #expect(!before.contains { $0.contains("titleKey") })
    let function = "      public func items(_ count: Swift.Int) -> Swift.String { strings.appInt(0, count) }"
    #expect(before.contains(Substring(function)) && after.contains(Substring(function)))
    #expect(Set(before).subtracting(after).allSatisfy { $0.contains("///") || $0.contains("Swift.String {") })

    // The app builds with it and reads both.
    guard GeneratedSwiftTests.swiftc() != nil else { return }
    let directory = try GeneratedSwiftTests.writeOutputs(teamed)
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try GeneratedSwiftTests.execute(
      ["ThemeStrings.swift"],
      program: """
        let de = ThemeStrings(locale: "de").app
        print(de.onboarding.title, de.onboarding.titleKey, de.cart.items(3), ThemeStrings(locale: "en").sdk.Cancel)
        print(de.cart.items(3) == "3 Artikel" && de.onboarding.titleKey == "onboarding.title")
        """, in: directory)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Willkommen onboarding.title 3 Artikel Cancel"), "\(run.output)")
  }
}
