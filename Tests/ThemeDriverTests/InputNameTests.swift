import Foundation
import Testing
import ThemeTestSupport

/// A file that looks meant as an input but is not named as one is an error with the name it
/// was meant to have, not skipped while a language ships in English (issue 38); another
/// tool's YAML beside the inputs is left alone.
@Suite(.enabled(if: themecBinary != nil)) struct InputNameTests {
  @Test func misnamedInputsAreReportedWithTheNameMeant() throws {
    let root = try makeScratchDirectory("themec-names")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "t/en.strings.yaml": "Cancel: Cancel\n", "t/de.yaml": "Cancel: Abbrechen\n", "t/ru.string.yaml": "Cancel: x\n",
        "t/fr.strings.yml": "Cancel: x\n", "t/brand.themes.yaml": "colors: {}\n", "t/pt_BR.yml": "Cancel: x\n",
        "t/app.yaml": "a: b\n", "t/ci.yml": "a: b\n", "t/mapping.yaml": "a: b\n",
      ], under: root)
    let run = try runThemec(["lint", "t", "--no-config"], in: root)
    #expect(run.status == 1)
    let meant = "expected '<locale>.strings.yaml' or '<theme>.theme.yaml', found"
    #expect(
      run.errors.split(separator: "\n").map(String.init) == [
        "t/brand.themes.yaml:1:1: error: \(meant) 'brand.themes.yaml', which themec does not read; did you mean 'brand.theme.yaml'? [file.unknown-kind]",
        "t/de.yaml:1:1: error: \(meant) 'de.yaml', which themec does not read; did you mean 'de.strings.yaml'? [file.unknown-kind]",
        "t/fr.strings.yml:1:1: error: expected the extension '.yaml', found 'fr.strings.yml'; rename it 'fr.strings.yaml' [file.unknown-kind]",
        "t/pt_BR.yml:1:1: error: \(meant) 'pt_BR.yml', which themec does not read; did you mean 'pt-BR.strings.yaml'? [file.unknown-kind]",
        "t/ru.string.yaml:1:1: error: \(meant) 'ru.string.yaml', which themec does not read; did you mean 'ru.strings.yaml'? [file.unknown-kind]",
        "5 errors, 0 warnings",
      ], "\(run.errors)")
  }
}
