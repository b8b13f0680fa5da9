import Foundation
import Testing
import ThemeTestSupport

/// The house rules the sources themselves can show (issue 37): every command is a consumer
/// of what the compiler makes, so nothing outside the compiler's targets lowers strings or
/// themes, and the Driver, the frontend, reads no YAML of the inputs itself.
@Suite struct ArchitectureTests {
  @Test func nothingOutsideTheCompilerLowersStringsOrThemes() throws {
    let root = repositoryRoot.appendingPathComponent("Sources")
    let compilerTargets: Set<String> = ["ThemeCore", "ThemeYAML", "ThemeCompiler"]
    var found: [String] = []
    var scanned = 0
    for target in try FileManager.default.contentsOfDirectory(atPath: root.path) where !compilerTargets.contains(target)
    {
      let folder = root.appendingPathComponent(target)
      for file in FileManager.default.subpaths(atPath: folder.path) ?? [] where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        scanned += 1
        for call in ["lowerStrings(", "lowerStyles(", "lowerLocale(", "resolveTheme(", "applyExtends("]
        where text.contains(call) {
          found.append("\(target)/\(file): \(call)")
        }
      }
    }
    #expect(scanned > 40, "the sources were not found")
    #expect(found.isEmpty, "\(found)")
  }
}
