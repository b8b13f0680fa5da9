import Foundation
import Testing
import ThemeCore
import ThemeTestSupport
import ThemeYAML
import _BenchCorpus

@testable import ThemeInterchange

/// A seeded mutation harness over every importer (`.strings`, `.stringsdict`, String
/// Catalog, XLIFF), in process: each seed mutated and read, and held to what an import
/// promises: no crash or hang, every finding located in the file, and what would be written
/// reads back as YAML with the same keys and values. `THEMEC_FUZZ_RUNS` sets the runs per
/// format (500 by default, deterministic). Every input that ever failed is kept in
/// `ImportFuzzRegressions/` and read on every run.
@Suite struct ImportFuzzTests {
  /// The seeds by file name: the formats' features as the import tests write them.
  static let seeds: [(name: String, bytes: [UInt8])] = [
    ("Localizable.strings", Array(InterchangeFixtures.strings.utf8)),
    ("Localizable.stringsdict", Array(InterchangeFixtures.stringsdict.utf8)),
    ("App.xcstrings", Array(InterchangeFixtures.stringCatalog(version: "1.0").utf8)),
    ("fr.xliff", Array(InterchangeFixtures.xliff.utf8)),
  ]

  /// Reads a file as `themec import` does; the strings of each locale and the findings.
  static func read(_ name: String, _ bytes: [UInt8]) -> (locales: [[ImportedString]], diagnostics: [Diagnostic]) {
    switch name {
    case let name where name.hasSuffix(".xcstrings"):
      let (locales, found) = Interchange.readStringCatalog(name, bytes: bytes)
      return (locales.map(\.strings), found)
    case let name where name.hasSuffix(".xliff"):
      let (locales, found) = Interchange.readXLIFF(name, bytes: bytes)
      return (locales.map(\.strings), found)
    case let name where name.hasSuffix(".stringsdict"):
      let (strings, found) = Interchange.readStringsdict(name, bytes: bytes, locale: "de")
      return ([strings], found)
    default:
      guard var reader = try? AppleStringsReader(path: name, bytes: bytes) else { return ([], []) }
      let strings = reader.entries().map {
        ImportedString(key: $0.key, value: PortableValue(text: $0.value), comment: $0.comment)
      }
      return ([strings], reader.diagnostics)
    }
  }

  /// What every import promises, whatever the input.
  static func expectSound(_ name: String, _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (locales, diagnostics) = read(name, bytes)
    for diagnostic in diagnostics {
      #expect(diagnostic.location.path == name, "\(diagnostic.rendered)", sourceLocation: sourceLocation)
      #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, sourceLocation: sourceLocation)
    }
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
    for strings in locales where !strings.isEmpty {
      // What import would write reads back: every text at its key.
      let yaml = Interchange.importedYAML(strings, sources: [name])
      let parsed = parseYAMLTree(SourceFile(path: "out.strings.yaml", text: yaml))
      if !parsed.diagnostics.isEmpty {
        // Kept where a person can add it to ImportFuzzRegressions/.
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("themec-fuzz-failure." + name)
        _ = FileManager.default.createFile(atPath: kept.path, contents: Data(bytes))
        Issue.record("\(parsed.diagnostics.map(\.message)); input kept at \(kept.path)", sourceLocation: sourceLocation)
      }
      guard let tree = parsed.tree, let root = tree.root else { continue }
      var texts: [String: String] = [:]
      func collect(_ node: YAMLTree.Node) {
        for position in 0..<(tree.entryCount(node) ?? 0) {
          let (key, value) = tree.entry(node, position)
          if let key = tree.scalar(key), let text = tree.scalar(value), tree.entryCount(value) == nil,
            tree.items(value) == nil
          {
            texts[key] = text
          } else if tree.scalar(key) == "app" {
            collect(value)
          }
        }
      }
      collect(root)
      for string in strings {
        guard let text = string.value.text else { continue }
        let key = string.key.hasPrefix("app.") ? String(string.key.dropFirst(4)) : string.key
        #expect(texts[key] == text, "'\(key)' read back as \(texts[key].map { "'\($0)'" } ?? "nothing")")
      }
    }
  }

  @Test(arguments: seeds.map(\.name)) func mutatedFilesImportSoundly(format name: String) {
    let runs = Mutator.runs(default: 500)
    let seed = Self.seeds.first { $0.name == name }!.bytes
    Self.expectSound(name, seed)
    var random = SplitMix(seed: 34 &+ UInt64(name.utf8.count))
    for _ in 0..<runs { Self.expectSound(name, Mutator.mutate(seed, &random)) }
    print("import fuzz: \(runs) runs of \(name)")
  }

  @Test func everyFileThatEverFailedStillImportsSoundly() throws {
    let folder = repositoryRoot.appendingPathComponent("Tests/ThemeInterchangeTests/ImportFuzzRegressions")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      // `<what>.<file name>`: the part after the first dot is the file's name.
      let file = String(name.drop { $0 != "." }.dropFirst())
      Self.expectSound(file, try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
    }
  }
}
