import Foundation
import Testing
import ThemeTestSupport

/// The example app (`Tests/Fixtures/ExampleApp`), built and run as an app team would: its
/// target uses the plugin and ThemeRuntime, and depends on the SendbirdUIKit stand-in as a
/// separate package. Each `print` in its `main.swift` states what it prints in a comment, and
/// the README's examples are taken from that file.
@Suite(.serialized) struct ExampleAppTests {
  static let appDirectory = repositoryRoot.appendingPathComponent("Tests/Fixtures/ExampleApp")
  static let mainSwift = appDirectory.appendingPathComponent("Sources/MyApp/main.swift")
  static let themeFolder = appDirectory.appendingPathComponent("Sources/AppTheme")
  static let checkoutFolder = appDirectory.appendingPathComponent("Sources/Checkout")

  /// The `swift` that builds the test apps against the SDK stand-in: on Linux only (see
  /// `GeneratedSwiftTests.swiftc`; on a Mac the stand-in's UIKit would meet Apple's SwiftUI).
  static func swift() -> String? {
    #if os(Linux)
      let candidates = [
        ProcessInfo.processInfo.environment["SWIFT_EXEC"], "/opt/swift/usr/bin/swift", "/usr/bin/swift",
      ]
      return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    #else
      return nil
    #endif
  }

  static let twoModulesSwift = appDirectory.appendingPathComponent("Sources/MyApp/TwoModules.swift")

  /// What each `print(...)  // text` line of `main.swift` says it prints, in order, then
  /// those of `TwoModules.swift` (whose function `main.swift` calls last).
  static func expectedLines() throws -> [String] {
    expectedLines(in: try String(contentsOf: mainSwift, encoding: .utf8))
      + expectedLines(in: try String(contentsOf: twoModulesSwift, encoding: .utf8))
  }

  /// What each `print(...)  // text` line of Swift source says it prints, in order (a
  /// parenthesised remark after the value is not printed).
  static func expectedLines(in source: String) -> [String] {
    source.split(separator: "\n").compactMap { indented in
      let line = indented.drop { $0 == " " }
      guard line.hasPrefix("print("), let comment = line.range(of: "  // ") else { return nil }
      let text = line[comment.upperBound...]
      return String(text.split(separator: " (").first ?? text)
    }
  }

  /// Builds the UIKit stand-in of an app package first. On Linux, UIKit is the stand-in SDK
  /// package's module, on which ThemeRuntime cannot depend: SwiftPM may compile ThemeRuntime
  /// before it, and then without its UIKit bridges (`canImport(UIKit)` false), which the
  /// adapters use. On Apple platforms UIKit is the system's and there is no order to keep.
  static func buildUIKitFirst(package: URL, scratch: URL) throws {
    let commands = try #require(
      readmeLinuxBuild(), "the README says no Linux build (swift build --target UIKit && ...)")
    #expect(commands.last == ["build"])
    for command in commands.dropLast() {
      let result = try runProgram(
        try #require(swift()), command + ["--package-path", package.path, "--scratch-path", scratch.path])
      try #require(result.status == 0, "\(result.errors.suffix(3_000))")
    }
  }

  /// The documented Linux build of the app (`ExampleApp`'s shell block that builds
  /// `--target UIKit`), as the arguments of each `swift` command it chains with `&&`.
  static func readmeLinuxBuild() -> [[String]]? {
    let readme = documentation()
    let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map {
      String($0.components(separatedBy: "```")[0])
    }
    guard let block = blocks.first(where: { $0.contains("--target UIKit") }) else { return nil }
    let commands = block.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "&&").map {
      $0.split(separator: " ").map(String.init)
    }
    guard commands.allSatisfy({ $0.first == "swift" }) else { return nil }
    return commands.map { Array($0.dropFirst()) }
  }

  @Test(.enabled(if: swift() != nil)) func buildsAndPrintsWhatItSays() throws {
    // A scratch folder of its own under .build/, kept between runs so that a second run
    // rebuilds only what changed.
    let scratch = repositoryRoot.appendingPathComponent(".build/example-app")
    try Self.buildUIKitFirst(package: Self.appDirectory, scratch: scratch)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.swift()!)
    process.arguments = [
      "run", "--package-path", Self.appDirectory.path, "--scratch-path", scratch.path, "MyApp",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "en_US.UTF-8"
    environment["LC_ALL"] = nil
    environment["LANGUAGE"] = nil
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(log.suffix(4_000))")
    // The plugin read the app's themec.yml, which accepts the classic theme's low contrast
    // (a fresh build runs the plugin and shows what it reports).
    #expect(!log.contains("[contrast.low]"), "\(log.suffix(4_000))")
    let expected = try Self.expectedLines()
    #expect(expected.count == 29)
    #expect(printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
  }

  /// The README, then the DocC article that shows the rest of the example app
  /// (`ExampleApp`): together they show every file of it.
  static func documentation() -> String {
    String(decoding: repositoryFile("README.md"), as: UTF8.self) + "\n"
      + String(decoding: repositoryFile("Sources/ThemeCompiler/ThemeCompiler.docc/ExampleApp.md"), as: UTF8.self)
  }

  /// Every Swift example in the README that uses the generated API appears in `main.swift`,
  /// which the test above compiles and runs; the README and `ExampleApp` show every other file.
  @Test func readmeExamplesAreTheAppsCode() throws {
    let readme = Self.documentation()
    let source = try String(contentsOf: Self.mainSwift, encoding: .utf8)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
      String($0.components(separatedBy: "```")[0])
    }
    let library = try String(contentsOf: Self.themeFolder.appendingPathComponent("AppTheme.swift"), encoding: .utf8)
    #expect(blocks.filter { $0.hasPrefix("// Sources/AppTheme/AppTheme.swift\n") } == [library])
    let twoModules = try String(contentsOf: Self.twoModulesSwift, encoding: .utf8)
    #expect(blocks.filter { $0.hasPrefix("// Sources/MyApp/TwoModules.swift") } == [twoModules])
    let checkout = try String(contentsOf: Self.checkoutFolder.appendingPathComponent("Checkout.swift"), encoding: .utf8)
    #expect(blocks.filter { $0.hasPrefix("// Sources/Checkout/Checkout.swift\n") } == [checkout])
    let appBlocks = blocks.filter {
      !$0.hasPrefix("// Sources/AppTheme/") && !$0.hasPrefix("// Sources/MyApp/TwoModules.swift")
        && !$0.hasPrefix("// Sources/Checkout/")
        && ($0.contains("ThemeStrings") || $0.contains("ThemeStyles") || $0.contains("ThemeCatalog"))
    }
    #expect(appBlocks.count >= 2)  // strings, and the SDK adapters
    for block in appBlocks {
      #expect(source.contains(block), "README block not in main.swift:\n\(block)")
    }
    // The YAML examples are the app's own files, which its build compiles, and the README
    // shows every one of them: a reader has the whole app.
    var yaml: [String] = []
    for folder in [Self.themeFolder, Self.checkoutFolder] {
      yaml += try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }
    let yamlBlocks = readme.components(separatedBy: "```yaml\n").dropFirst().map {
      String($0.components(separatedBy: "```")[0])
    }
    #expect(yaml.count == 6)
    #expect(Set(yamlBlocks) == Set(yaml), "the documented YAML blocks are not the example app's YAML files")
    // The project file shown is the app's, which its plugin reads.
    let config = try String(contentsOf: Self.themeFolder.appendingPathComponent("themec.yml"), encoding: .utf8)
    let configBlocks = readme.components(separatedBy: "```yml\n").dropFirst().map {
      String($0.components(separatedBy: "```")[0])
    }
    #expect(configBlocks == [config])
  }
}
