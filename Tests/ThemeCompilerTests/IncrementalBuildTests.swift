import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport

/// What an app's debug build compiles again after the edits a team makes most: a theme's
/// colour and a translation's text change no declaration of the generated Swift, so the
/// Swift driver's incremental build compiles the changed file alone and skips the others,
/// the SDK adapters included (a file-level `let` holding the JSON made every file that
/// uses the module's names compile again).
@Suite struct IncrementalBuildTests {
  static let english = SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\napp:\n  cart:\n    title: Cart\n")
  static func german(_ title: String) -> SourceFile {
    SourceFile(path: "de.strings.yaml", text: "Cancel: Abbrechen\napp:\n  cart:\n    title: \(title)\n")
  }
  static func brand(_ colour: String) -> SourceFile {
    SourceFile(path: "brand.theme.yaml", text: "extends: sendbird\ncolors:\n  primaryMain: \"\(colour)\"\n")
  }

  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func anEditCompilesTheChangedFileAlone() throws {
    let files = [
      "ThemeStrings.swift", "ThemeStyles.swift", "ThemeStrings+SendbirdUIKit.swift", "ThemeStyles+SendbirdUIKit.swift",
    ]
    var sources =
      [Self.english, Self.german("Warenkorb"), Self.brand("#0B5CD5")]
      + bundledThemeSources().filter { $0.path.hasSuffix("sendbird.theme.yaml") }
    let directory = try GeneratedSwiftTests.writeOutputs(compile(sources))
    defer { try? FileManager.default.removeItem(at: directory) }
    try GeneratedSwiftTests.writeStandIns(to: directory)
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    var map: [String: [String: String]] = ["": ["swift-dependencies": "module.swiftdeps"]]
    for file in files {
      let name = file.replacingOccurrences(of: "+", with: "_").replacingOccurrences(of: ".swift", with: "")
      map[file] = ["object": name + ".o", "swift-dependencies": name + ".swiftdeps"]
    }
    try JSONSerialization.data(withJSONObject: map).write(to: directory.appendingPathComponent("map.json"))
    func build() throws -> String {
      let built = try GeneratedSwiftTests.run(
        [
          "-incremental", "-driver-show-incremental", "-output-file-map", "map.json", "-module-name", "AppTheme",
          "-emit-module", "-parse-as-library", "-swift-version", "6", "-Onone", "-I", ".", "-I", runtime.path, "-c",
          "-j", "1",
        ] + files, in: directory)
      #expect(built.status == 0, "\(built.output)")
      return built.output
    }
    /// Compiles the edited sources and writes only the outputs whose text changed, as
    /// `themec build` does; returns their names.
    func edit(_ changed: SourceFile) throws -> [String] {
      sources = sources.map { $0.path == changed.path ? changed : $0 }
      // A later modification time than the last build's, whatever the clock's resolution.
      Thread.sleep(forTimeInterval: 1.1)
      var written: [String] = []
      for output in compile(sources).outputs where output.path.hasSuffix(".swift") {
        let url = directory.appendingPathComponent(output.path)
        guard try String(contentsOf: url, encoding: .utf8) != output.contents else { continue }
        try output.contents.write(to: url, atomically: true, encoding: .utf8)
        written.append(output.path)
      }
      return written
    }
    /// Whether the driver compiled a file again: it queues or schedules it (a file it first
    /// means to skip may still be queued once the changed file's dependencies are read).
    func compiled(_ file: String, in log: String) -> Bool {
      log.split(separator: "\n").contains {
        ($0.contains("Queuing") || $0.contains("Scheduling")) && $0.hasSuffix("<= \(file)}")
      }
    }

    _ = try build()
    #expect(try edit(Self.brand("#0B5CD6")) == ["ThemeStyles.swift"])
    let afterColour = try build()
    #expect(compiled("ThemeStyles.swift", in: afterColour), "\(afterColour)")
    for file in files where file != "ThemeStyles.swift" {
      #expect(!compiled(file, in: afterColour), "\(file) was compiled again: \(afterColour)")
    }

    #expect(try edit(Self.german("Einkaufswagen")) == ["ThemeStrings.swift"])
    let afterText = try build()
    #expect(compiled("ThemeStrings.swift", in: afterText), "\(afterText)")
    for file in files where file != "ThemeStrings.swift" {
      #expect(!compiled(file, in: afterText), "\(file) was compiled again: \(afterText)")
    }
  }
}
