import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeYAML
import _BenchCorpus

/// The build manifest: a no-op only while inputs, options and outputs are as recorded.
@Suite struct BuildManifestTests {
  @Test func noOpUntilSomethingChanges() throws {
    // Replayed byte for byte, lines that look like the manifest's own included.
    let diagnostics = "warning text\ndiagnostics\ninput\tx\t1 2 3 4\nnot ASCII: é\n"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "themec-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let input = directory.appendingPathComponent("en.strings.yaml").path
    let output = directory.appendingPathComponent("out").path
    try "Cancel: Cancel\n".write(toFile: input, atomically: true, encoding: .utf8)

    func build(_ fingerprint: String = "a") throws {
      let stamps = try #require(BuildManifest.stamps([input]))
      let result = compile(files: Driver.inputFiles([input]))
      _ = try Driver.write(result.outputs, to: output)
      let manifest = try #require(
        BuildManifest.current(
          fingerprint: fingerprint, inputStamps: stamps, outputDirectory: output,
          outputs: result.outputs.map(\.path), diagnostics: diagnostics))
      try manifest.write(to: output)
    }
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
    try build()
    let recorded = try #require(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output))
    #expect(Array(recorded.diagnostics) == Array(diagnostics.utf8))
    // Other options: build.
    #expect(BuildManifest.upToDate(fingerprint: "b", inputs: [input], outputDirectory: output) == nil)
    // Another input file: build.
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input, input], outputDirectory: output) == nil)
    // An edited input (same size): build.
    try "Cancel: Cancle\n".write(toFile: input, atomically: true, encoding: .utf8)
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
    try build()
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) != nil)
    // An output edited or deleted by hand: build.
    try "// edited\n".write(toFile: output + "/strings.json", atomically: true, encoding: .utf8)
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
    try build()
    try FileManager.default.removeItem(atPath: output + "/ThemeStrings.swift")
    #expect(BuildManifest.upToDate(fingerprint: "a", inputs: [input], outputDirectory: output) == nil)
  }
}
