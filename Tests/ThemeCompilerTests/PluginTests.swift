import Foundation
import Testing

/// The SwiftPM build-tool plugin, end to end: a package whose target holds YAML files and
/// uses `ThemePlugin` builds, and its program prints strings and colours from the
/// generated tables.
@Suite(.serialized) struct PluginTests {
  static func swift() -> String? {
    let candidates = [ProcessInfo.processInfo.environment["SWIFT_EXEC"], "/opt/swift/usr/bin/swift", "/usr/bin/swift"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test(.enabled(if: swift() != nil)) func packageUsingThePluginBuildsAndRuns() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plugin-\(UUID().uuidString)")
    let sources = directory.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "consumer",
        dependencies: [.package(path: "\(repositoryRoot.path)")],
        targets: [.executableTarget(name: "App", plugins: [.plugin(name: "ThemePlugin", package: "\(repositoryRoot.lastPathComponent)")])]
      )
      """
    try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for file in ["en.strings.yaml", "de.strings.yaml", "sendbird.theme.yaml"] {
      try Data(repositoryFile("themes/sendbird-uikit/\(file)")).write(to: sources.appendingPathComponent(file))
    }
    let program = """
      print(ThemeStrings.de.SDK.Cancel)
      print(ThemeStrings.en.SDK.Message_Replied_Users_Count(150, true))
      print(ThemeStyles.sendbird.Colors.primaryMain.red)
      """
    try program.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.swift()!)
    process.arguments = ["run", "--package-path", directory.path, "App"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(log.suffix(3_000))")
    #expect(printed.split(separator: "\n").suffix(3) == ["Abbrechen", "99+ replies", "116"])
  }
}
