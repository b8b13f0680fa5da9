import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport
import _BenchCorpus

/// A seeded mutation harness over the compile entry point: the bundled themes and strings,
/// each mutated a few times (bytes flipped, cut, repeated, YAML and format syntax spliced
/// in), compiled, and held to what a compilation promises: no crash, no outputs beside an
/// error, and every finding located in a file of the input. `THEMEC_FUZZ_RUNS` sets the
/// number of runs (400 by default, deterministic). Every input that ever failed is kept in
/// `FuzzRegressions/` and compiled on every run.
@Suite struct MutationFuzzTests {
  /// What every compilation promises, whatever the input.
  static func expectSound(
    _ result: CompilationResult, paths: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    if result.diagnostics.hasErrors {
      #expect(result.outputs.isEmpty, sourceLocation: sourceLocation)
    }
    for diagnostic in result.diagnostics {
      #expect(paths.contains(diagnostic.location.path), "\(diagnostic.rendered)", sourceLocation: sourceLocation)
      #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, sourceLocation: sourceLocation)
    }
  }

  @Test func mutatedInputsCompileSoundly() {
    let runs = Mutator.runs(default: 400)
    let base = SourceFile(path: "en.strings.yaml", bytes: repositoryFile("themes/sendbird-uikit/en.strings.yaml"))
    let seeds: [(path: String, bytes: [UInt8])] = [
      ("en.strings.yaml", repositoryFile("themes/sendbird-uikit/en.strings.yaml")),
      ("de.strings.yaml", repositoryFile("themes/sendbird-uikit/de.strings.yaml")),
      ("ar.strings.yaml", repositoryFile("themes/sendbird-uikit/ar.strings.yaml")),
      ("brand.theme.yaml", repositoryFile("themes/brand/brand.theme.yaml")),
      ("brand.theme.yaml", repositoryFile("Tests/Fixtures/ExampleApp/Sources/AppTheme/brand.theme.yaml")),
      ("en.strings.yaml", repositoryFile("Tests/Fixtures/ExampleApp/Sources/AppTheme/en.strings.yaml")),
    ]
    var random = SplitMix(seed: 24)
    for _ in 0..<runs {
      let seed = random.pick(seeds)
      let file = SourceFile(path: seed.path, bytes: Mutator.mutate(seed.bytes, &random))
      // A translation is compiled with the base it is checked against.
      let sources = seed.path == "de.strings.yaml" || seed.path == "ar.strings.yaml" ? [base, file] : [file]
      Self.expectSound(compile(sources), paths: Set(sources.map(\.path)))
    }
    print("mutation fuzz: \(runs) runs")
  }

  @Test func everyInputThatEverFailedStillCompilesSoundly() throws {
    let folder = repositoryRoot.appendingPathComponent("Tests/ThemeCompilerTests/FuzzRegressions")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      // `<what>.<input name>`: the part after the first dot is the input's file name.
      let path = String(name.drop { $0 != "." }.dropFirst())
      let file = SourceFile(path: path, bytes: try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
      let result = compile([file])
      Self.expectSound(result, paths: [path])
      #expect(result.diagnostics.hasErrors || name.hasPrefix("tab-in-block"), "\(name)")
    }
  }
}
