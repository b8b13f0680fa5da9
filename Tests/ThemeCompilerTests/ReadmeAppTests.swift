import Foundation
import Testing
import ThemeTestSupport

/// The README's "In an app" section, built as written against the prebuilt plugin: the
/// test runs `.ci/artifactbundle`, then builds an app package made of the README's
/// `Package.swift` (its two remote dependencies pointed at local copies: themec itself, and
/// the SendbirdUIKit stand-in under Sendbird's package name), its `AppTheme.swift` and the
/// `main.swift` its Swift blocks make, with the example app's YAML files and `themec.yml`.
/// The build log shows that none of themec was compiled; the app prints what the README
/// says; adding, editing and removing `themec.yml` each reach the plugin.
@Suite(.serialized) struct ReadmeAppTests {
  static let root = repositoryRoot.appendingPathComponent(".build/readme-app")
  static let app = root.appendingPathComponent("MyApp")
  static let scratch = root.appendingPathComponent("MyApp-build")

  /// The Swift blocks of the README, then of `ExampleApp` (the rest of the app's files).
  static func readmeBlocks() -> [String] {
    let readme = ExampleAppTests.documentation()
    return readme.components(separatedBy: "```swift\n").dropFirst().map { String($0.components(separatedBy: "```")[0]) }
  }

  /// The README's `Package.swift` with its remote dependencies made local; each replaced line
  /// must be there once, as the README writes it.
  static func manifest(_ blocks: [String]) throws -> String {
    var manifest = try #require(blocks.first { $0.hasPrefix("// swift-tools-version") })
    for (remote, local) in [
      (
        ".package(url: \"https://github.com/your-org/themec-plugins\", exact: \"0.9.0\"),",
        ".package(path: \"../themec-plugins\"),"
      ),
      (
        ".package(url: \"https://github.com/sendbird/sendbird-uikit-ios-spm\", from: \"3.35.1\"),",
        ".package(path: \"../sendbird-uikit-ios-spm\"),"
      ),
    ] {
      #expect(manifest.components(separatedBy: remote).count == 2, "README Package.swift lacks \(remote)")
      manifest = manifest.replacingOccurrences(of: remote, with: local)
    }
    return manifest
  }

  static func swiftBuild(_ arguments: [String]) throws -> (status: Int32, log: String) {
    let swift = try #require(ExampleAppTests.swift())
    let result = try runProgram(
      swift, arguments + ["--package-path", app.path, "--scratch-path", scratch.path],
      environment: ["LANG": "en_US.UTF-8"])
    return (result.status, result.output + result.errors)
  }

  @Test(.enabled(if: ExampleAppTests.swift() != nil)) func buildsAsWrittenWithThePrebuiltPlugin() throws {
    let files = FileManager.default
    try? files.removeItem(at: Self.app)
    try? files.removeItem(at: Self.scratch)
    try files.createDirectory(at: Self.root, withIntermediateDirectories: true)

    // The prebuilt tool: a self-contained binary in an artifact bundle, zipped, with its checksum.
    let bundle = try runProgram(
      "/usr/bin/env", ["bash", repositoryRoot.appendingPathComponent(".ci/artifactbundle").path, Self.root.path])
    try #require(bundle.status == 0, "\(bundle.errors.suffix(3_000))")
    let info =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Self.root.appendingPathComponent("themec.artifactbundle/info.json"))) as? [String: Any]
    let artifact = (info?["artifacts"] as? [String: Any])?["themec"] as? [String: Any]
    #expect(artifact?["type"] as? String == "executable")
    let variant = try #require((artifact?["variants"] as? [[String: Any]])?.first?["path"] as? String)
    let binary = Self.root.appendingPathComponent("themec.artifactbundle/" + variant).path
    #expect(files.isExecutableFile(atPath: binary))
    let version = try runProgram(binary, ["--version"])
    #expect(version.status == 0 && version.output.hasPrefix("themec "))
    // The release workflow's guard: the binary says the tag's release, or the job stops.
    let releaseCheck = repositoryRoot.appendingPathComponent(".ci/release-check").path
    let release = version.output.split(separator: " ").dropFirst().first.map(String.init) ?? ""
    #expect(try runProgram("/usr/bin/env", ["bash", releaseCheck, "v" + release, binary]).status == 0)
    #expect(try runProgram("/usr/bin/env", ["bash", releaseCheck, "v" + release + "1", binary]).status == 1)
    let checksum = try String(
      contentsOf: Self.root.appendingPathComponent("themec.artifactbundle.zip.sha256"), encoding: .utf8)
    let computed = try runProgram(
      try #require(ExampleAppTests.swift()),
      ["package", "compute-checksum", Self.root.appendingPathComponent("themec.artifactbundle.zip").path])
    #expect(checksum.trimmingCharacters(in: .whitespacesAndNewlines).count == 64)
    #expect(
      checksum.trimmingCharacters(in: .whitespacesAndNewlines)
        == computed.output.trimmingCharacters(in: .whitespacesAndNewlines))
    #if os(Linux)
      // Self-contained: neither libyaml nor the Swift runtime is loaded from the system.
      let libraries = try runProgram("/usr/bin/env", ["ldd", binary])
      #expect(libraries.status == 0)
      #expect(!libraries.output.contains("libyaml"), "\(libraries.output)")
      #expect(!libraries.output.contains("libswiftCore"), "\(libraries.output)")
    #endif

    // The Self.app, from the README.
    let blocks = Self.readmeBlocks()
    let sources = Self.app.appendingPathComponent("Sources")
    let theme = sources.appendingPathComponent("AppTheme")
    let main = sources.appendingPathComponent("MyApp")
    let checkout = sources.appendingPathComponent("Checkout")
    for folder in [theme, main, checkout] { try files.createDirectory(at: folder, withIntermediateDirectories: true) }
    try Data(Self.manifest(blocks).utf8).write(to: Self.app.appendingPathComponent("Package.swift"))
    let library = try #require(blocks.first { $0.hasPrefix("// Sources/AppTheme/AppTheme.swift\n") })
    try Data(library.utf8).write(to: theme.appendingPathComponent("AppTheme.swift"))
    let first = try #require(blocks.firstIndex { $0.hasPrefix("// Sources/MyApp/main.swift\n") })
    let twoModules = try #require(blocks.first { $0.hasPrefix("// Sources/MyApp/TwoModules.swift") })
    // main.swift is the README's blocks in order, then the call the README says it makes last.
    let feature = try #require(blocks.first { $0.hasPrefix("// Sources/Checkout/Checkout.swift\n") })
    let program =
      blocks[first...].filter {
        ($0.contains("ThemeStrings") || $0.contains("ThemeStyles")) && $0 != twoModules && $0 != feature
      }
      .joined() + "printCheckout()\n"
    try Data(program.utf8).write(to: main.appendingPathComponent("main.swift"))
    try Data(twoModules.utf8).write(to: main.appendingPathComponent("TwoModules.swift"))
    try Data(feature.utf8).write(to: checkout.appendingPathComponent("Checkout.swift"))
    // The YAML files and themec.yml are the example app's (each a README block:
    // ExampleAppTests.readmeExamplesAreTheAppsCode).
    for (folder, target) in [(ExampleAppTests.themeFolder, theme), (ExampleAppTests.checkoutFolder, checkout)] {
      for name in try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).map(\.lastPathComponent)
      where name.hasSuffix(".yaml") || name == "themec.yml" {
        try files.copyItem(at: folder.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
    }
    let sdk = Self.root.appendingPathComponent("sendbird-uikit-ios-spm")
    try? files.removeItem(at: sdk)
    try files.createDirectory(at: sdk, withIntermediateDirectories: true)
    let standIn = repositoryRoot.appendingPathComponent("Tests/Fixtures/SendbirdUIKit")
    for item in ["Package.swift", "Sources"] {
      try files.copyItem(at: standIn.appendingPathComponent(item), to: sdk.appendingPathComponent(item))
    }

    try ExampleAppTests.buildUIKitFirst(package: Self.app, scratch: Self.scratch)
    let build = try Self.swiftBuild(["build"])
    try #require(build.status == 0, "\(build.log.suffix(4_000))")
    #expect(build.log.contains("themec build (4 files) for AppTheme"), "\(build.log.suffix(2_000))")
    #expect(build.log.contains("themec build (2 files) for Checkout"), "\(build.log.suffix(2_000))")
    #expect(build.log.contains("Compiling AppTheme"))
    // None of themec's own modules, nor its dependencies, was compiled: only ThemeRuntime.
    for module in [
      "themec", "ThemeCLI", "ThemeDriver", "ThemeCompiler", "ThemeRender", "ThemeYAML", "ThemeCore", "CLibYAML",
      "ArgumentParser", "Mustache",
    ] {
      #expect(!build.log.contains("Compiling \(module) "), "\(module) was compiled:\n\(build.log.suffix(3_000))")
    }
    #expect(build.log.contains("Compiling ThemeRuntime"))
    // Nothing of themec's own was resolved: the plugins package has no dependency.
    #expect(!files.fileExists(atPath: Self.scratch.appendingPathComponent("checkouts/swift-argument-parser").path))
    #expect(!build.log.contains("Compiling plugin GenerateManual"), "\(build.log.suffix(3_000))")
    // The accepted low contrast (themec.yml suppresses it) is not reported.
    #expect(!build.log.contains("[contrast.low]"))

    let run = try runProgram(
      Self.scratch.appendingPathComponent("debug/MyApp").path, [], environment: ["LANG": "en_US.UTF-8"])
    #expect(run.status == 0, "\(run.errors)")
    let expected = ExampleAppTests.expectedLines(in: program) + ExampleAppTests.expectedLines(in: twoModules)
    #expect(expected.count > 15)
    #expect(run.output.split(separator: "\n").map(String.init) == expected)

    // The config is a file of the target: removing, adding and editing it each rerun the plugin.
    let config = theme.appendingPathComponent("themec.yml")
    let original = try Data(contentsOf: config)
    try files.removeItem(at: config)
    let removed = try Self.swiftBuild(["build"])
    #expect(removed.status == 0, "\(removed.log.suffix(3_000))")
    #expect(removed.log.contains("warning: expected a contrast"), "\(removed.log.suffix(3_000))")
    try Data("severity:\n  contrast.low: error\n".utf8).write(to: config)
    let added = try Self.swiftBuild(["build"])
    #expect(added.status != 0)
    #expect(added.log.contains("error: expected a contrast"), "\(added.log.suffix(3_000))")
    try original.write(to: config)
    let edited = try Self.swiftBuild(["build"])
    #expect(edited.status == 0, "\(edited.log.suffix(3_000))")
    #expect(edited.log.contains("themec build (4 files) for AppTheme"))
    #expect(!edited.log.contains("[contrast.low]"), "\(edited.log.suffix(3_000))")

    // A template the config names is an input: editing it reruns the plugin.
    let templates = theme.appendingPathComponent("templates")
    try files.createDirectory(at: templates, withIntermediateDirectories: true)
    let builtIn = try String(
      contentsOf: repositoryRoot.appendingPathComponent("templates/strings+sendbird.swift.mustache"), encoding: .utf8)
    let template = templates.appendingPathComponent("strings+sendbird.swift.mustache")
    try ("// first edition\n" + builtIn).write(to: template, atomically: true, encoding: .utf8)
    try (String(decoding: original, as: UTF8.self) + "templates: templates\ninputs: [.]\n").write(
      to: config, atomically: true, encoding: .utf8)
    func generated() throws -> String {
      let found = FileManager.default.enumerator(atPath: Self.scratch.path)?.compactMap { $0 as? String }
        .first { $0.contains("AppTheme") && $0.hasSuffix("/Generated/ThemeStrings+SendbirdUIKit.swift") }
      return try String(contentsOf: Self.scratch.appendingPathComponent(try #require(found)), encoding: .utf8)
    }
    let firstEdition = try Self.swiftBuild(["build"])
    #expect(firstEdition.status == 0, "\(firstEdition.log.suffix(3_000))")
    #expect(try generated().hasPrefix("// first edition\n"))
    // What the plugin does not read of the config is said where it is written.
    #expect(
      firstEdition.log.contains("themec.yml:") && firstEdition.log.contains("[config.plugin-ignored]"),
      "\(firstEdition.log.suffix(3_000))")
    try ("// second edition\n" + builtIn).write(to: template, atomically: true, encoding: .utf8)
    let second = try Self.swiftBuild(["build"])
    #expect(second.status == 0, "\(second.log.suffix(3_000))")
    #expect(try generated().hasPrefix("// second edition\n"))
    try files.removeItem(at: templates)
    try original.write(to: config)
  }
}
