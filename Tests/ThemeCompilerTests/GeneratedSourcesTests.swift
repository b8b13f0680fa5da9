import Foundation
import Testing
import ThemeTestSupport
import _GeneratedSources

/// Every generated Swift source of the repository is what `swift run _generate` writes
/// (`GeneratedSources`): `DefaultTemplates.swift` from `templates/`, `SendbirdStyles.swift`
/// and the SDK stand-in's `SBUStringSet.swift` and `SBUTheme.swift` from the catalogues.
/// `_generate --check` says the same from the command line.
@Suite struct GeneratedSourcesTests {
  @Test func everyGeneratedSourceIsCurrent() throws {
    let files = try GeneratedSources.all(repository: repositoryRoot)
    #expect(files.count == 4)
    for (path, text) in files {
      let current = String(decoding: repositoryFile(path), as: UTF8.self)
      #expect(current == text, "\(path) is not current; swift run _generate writes it")
    }
  }

  /// A stale file is found: the check can fail.
  @Test func aChangedTemplateMakesTheEmbeddedOnesStale() throws {
    var templates = try GeneratedSources.templates(in: repositoryRoot)
    let current = String(decoding: repositoryFile("Sources/ThemeRender/DefaultTemplates.swift"), as: UTF8.self)
    #expect(GeneratedSources.defaultTemplates(templates) == current)
    templates["strings.swift", default: ""] += "// one more line\n"
    #expect(GeneratedSources.defaultTemplates(templates) != current)
  }
}
