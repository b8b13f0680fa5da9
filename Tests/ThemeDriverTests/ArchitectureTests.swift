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

  /// The rule itself: the driver parses no input file's YAML (the compile reads the inputs,
  /// and the merge edits the bytes and trees it kept, issue 64). Every YAML parse in
  /// ThemeDriver is of a file that is no input: the project file (`ProjectConfig.load`)
  /// and a key map (`--map`, `readMapping`).
  @Test func theDriverParsesNoInputYAML() throws {
    let folder = repositoryRoot.appendingPathComponent("Sources/ThemeDriver")
    let allowed: Set<String> = ["Config.swift load", "Import.swift readMapping"]
    var parses: [String] = []
    for file in FileManager.default.subpaths(atPath: folder.path) ?? [] where file.hasSuffix(".swift") {
      let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      var function = "(top level)"
      for line in lines {
        let code = line.drop { $0 == " " }
        if !code.hasPrefix("///"), !code.hasPrefix("//"), let range = code.range(of: "func ") {
          function = String(code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        if !code.hasPrefix("//"), code.contains("parseYAML(") || code.contains("parseYAMLTree(") {
          parses.append("\((file as NSString).lastPathComponent) \(function)")
        }
      }
    }
    #expect(Set(parses) == allowed, "\(parses)")
  }
}
