import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeTestSupport
import ThemeYAML
import _BenchCorpus

/// The README's diagnostics table lists every code with its severity.
@Suite struct ReadmeTests {
  @Test func everyCodeIsDocumented() {
    let readme = String(decoding: repositoryFile("README.md"), as: UTF8.self)
    for code in DiagnosticCode.all {
      #expect(readme.contains("| `\(code.name)` | \(code.severity.rawValue) |"), "\(code.name)")
    }
  }
}
