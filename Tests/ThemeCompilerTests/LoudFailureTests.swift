import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport

/// What would be silent at run time is said: an embedded catalogue that does not decode, a
/// theme or locale the catalogue lacks (a fault through the platform's logger, standard error
/// here), and `validate()` throws for the catalogue; theme names are typed.
@Suite struct LoudFailureTests {
  static let sources = [
    SourceFile(path: "en.strings.yaml", text: "app:\n  cart:\n    title: Cart\n"),
    SourceFile(path: "de.strings.yaml", text: "app:\n  cart:\n    title: Warenkorb\n"),
    SourceFile(path: "brand.theme.yaml", text: "colors:\n  primaryMain: \"#0B5CD5\"\n"),
  ]

  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func anUndecodableCatalogueIsLogged() throws {
    let result = compile(Self.sources)
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The embedded strings.json as another tool, or an edit, could leave it.
    let file = directory.appendingPathComponent("ThemeStrings.swift")
    let swift = try String(contentsOf: file, encoding: .utf8)
    let marker = "private let themeStringsJSON = ##\"\"\"\n"
    let start = try #require(swift.range(of: marker))
    try (swift[..<start.upperBound] + "  {\"schemaVersion\": \"9.0\"}\n  " + swift[start.upperBound...])
      .write(to: file, atomically: true, encoding: .utf8)
    let program = """
      print(ThemeStrings(locale: "de").app.cart.title)
      do {
        try ThemeStrings.catalog.validate()
        print("valid")
      } catch {
        print("invalid: \\(error)")
      }

      """
    let run = try GeneratedSwiftTests.execute(["ThemeStrings.swift"], program: program, in: directory)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("ThemeRuntime: fault: the embedded strings.json does not decode"), "\(run.output)")
    #expect(run.output.contains("every string reads as its key"))
    #expect(run.output.contains("cart.title") && run.output.contains("invalid: "), "\(run.output)")
    #expect(!run.output.contains("\nvalid"))
  }

  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func anUnknownThemeOrLocaleIsSaid() throws {
    let result = compile(Self.sources)
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let program = """
      // Typed names: `ThemeStyles(.brand)`; one from outside may mean nothing.
      print(ThemeStyles(.brand).colors.primaryMain == RGBAColor(hex: "#0B5CD5"))
      print(ThemeStyles(theme: "typo") == nil ? "no typo" : "typo")
      print(ThemeStyles(theme: "typo") == nil ? "no typo" : "typo")
      print(ThemeStyles.Name.allCases.map(\\.rawValue))
      print(ThemeStrings(locale: "xx").app.cart.title)
      print(ThemeStrings(locale: "de-AT").app.cart.title)
      try ThemeStrings.catalog.validate()
      print("valid")

      """
    let run = try GeneratedSwiftTests.execute(
      ["ThemeStrings.swift", "ThemeStyles.swift"], program: program, in: directory)
    #expect(run.status == 0, "\(run.output)")
    // Standard output, then standard error: each fault once, though "typo" was asked twice.
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { !$0.hasPrefix("ThemeRuntime: ") } == [
        "true", "no typo", "no typo", "[\"brand\"]", "Cart", "Warenkorb", "valid",
      ], "\(run.output)")
    #expect(
      lines.filter { $0.hasPrefix("ThemeRuntime: ") } == [
        "ThemeRuntime: fault: no theme 'typo' in the catalogue (its themes: 'brand')",
        "ThemeRuntime: fault: no locale 'xx' in the catalogue; its strings are those of the base locale 'en'",
      ], "\(run.output)")
  }
}
