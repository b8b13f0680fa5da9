import Foundation
import Testing
import ThemeTestSupport
import _BenchCorpus

/// A build killed with SIGKILL at any moment leaves the whole old output set or the whole
/// new one, but for a kill between the renames of its changed outputs (a window of a few
/// renames after every byte is on disk): then the next build, which sees files the manifest
/// does not record, writes the new set whole. The next build leaves no temporary file.
@Suite(.serialized) struct KillTests {
  static let themec = themecBinary

  /// Runs themec; with `killAfter`, sends SIGKILL that many seconds after the start.
  static func run(_ arguments: [String], killAfter: Double? = nil) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: themec!)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if let killAfter {
      usleep(useconds_t(killAfter * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The output files of a directory by name (the manifest aside).
  static func outputs(_ directory: String) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var files: [String: Data] = [:]
    for name in names where !name.hasPrefix(".") {
      files[name] = FileManager.default.contents(atPath: directory + "/" + name)
    }
    return files
  }

  @Test(.enabled(if: themec != nil)) func killedBuildsLeaveAWholeSet() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-kill-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    // Two versions of a project (every SDK string in 5 locales and two themes) that differ
    // in every output.
    var versions: [[String: String]] = []
    for (cancel, colour) in [("Cancel", "#1054D5"), ("Abort", "#D51054")] {
      var files: [String: String] = [:]
      for source in bundledSources() + bundledThemeSources() {
        var text = String(decoding: source.bytes, as: UTF8.self)
        if source.path.hasSuffix("en.strings.yaml") {
          text = text.replacingOccurrences(of: "\nCancel: Cancel\n", with: "\nCancel: \(cancel)\n")
        }
        if source.path.hasSuffix("brand.theme.yaml") {
          text = text.replacingOccurrences(of: "#1054D5", with: colour)
        }
        files[(source.path as NSString).lastPathComponent] = text
      }
      versions.append(files)
    }
    #expect(versions[0] != versions[1])
    func writeInputs(_ version: Int) throws {
      let input = root.appendingPathComponent("in")
      try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
      for (name, text) in versions[version] {
        try Data(text.utf8).write(to: input.appendingPathComponent(name))
      }
    }
    // Each version's whole set, built without interruption.
    var sets: [[String: Data]] = []
    let output = root.appendingPathComponent("out").path
    let start = Date()
    for version in 0..<2 {
      try writeInputs(version)
      #expect(try Self.run(["build", root.appendingPathComponent("in").path, "-o", output]) == 0)
      sets.append(Self.outputs(output))
    }
    let duration = Date().timeIntervalSince(start) / 2
    #expect(sets[0].count == 6 && sets[1].count == 6 && sets[0] != sets[1])

    var random = SplitMix(seed: 30)
    var state = 1
    var outcomes = [0, 0]
    var mixed = 0
    for _ in 0..<30 {
      try writeInputs(1 - state)
      _ = try Self.run(
        ["build", root.appendingPathComponent("in").path, "-o", output],
        killAfter: random.unit() * duration * 1.5)
      var found = Self.outputs(output)
      if sets.firstIndex(of: found) == nil {
        mixed += 1
        #expect(try Self.run(["build", root.appendingPathComponent("in").path, "-o", output]) == 0)
        found = Self.outputs(output)
        #expect(found == sets[1 - state], "the build after a kill inside the renames writes the new set whole")
      }
      guard let whole = sets.firstIndex(of: found) else {
        Issue.record("a killed build left a mixed set that the next build kept: \(found.keys.sorted())")
        return
      }
      outcomes[whole == 1 - state ? 1 : 0] += 1
      state = whole
    }
    print(
      "killed builds: \(outcomes[0]) left the old set, \(outcomes[1]) the new one (\(mixed) killed inside the renames)")
    // Kills landed inside builds (the rest after the exchange, or after the build ended:
    // how many depends on the machine's load).
    #expect(outcomes[0] > 0, "old \(outcomes[0]), new \(outcomes[1])")

    #expect(try Self.run(["build", root.appendingPathComponent("in").path, "-o", output]) == 0)
    let names =
      try FileManager.default.contentsOfDirectory(atPath: root.path)
      + FileManager.default.contentsOfDirectory(atPath: output)
    let litter = names.filter { $0.contains(".themec-") && $0 != ".themec-build" }
    #expect(litter.isEmpty, "\(litter)")
  }

  /// A build stopped between two renames (here the rename over a folder another tool made at
  /// an output's name fails; a kill there leaves the same state), then its input change
  /// undone: the next build does not say "up to date" over outputs it never recorded, but
  /// writes the set again and removes the one the inputs no longer make.
  @Test(.enabled(if: themec != nil)) func aBuildStoppedInsideTheRenamesThenUndoneRebuilds() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-undo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let input = root.appendingPathComponent("in")
    let output = root.appendingPathComponent("out").path
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try Data("Cancel: Cancel\n".utf8).write(to: input.appendingPathComponent("en.strings.yaml"))
    let build = ["build", input.path, "-o", output, "--no-config"]
    #expect(try Self.run(build) == 0)
    let strings = Self.outputs(output)
    #expect(strings.keys.sorted() == ["ThemeStrings+SendbirdUIKit.swift", "ThemeStrings.swift", "strings.json"])

    // A theme is added; `styles.json`, renamed last, is a folder: the build renames the
    // two ThemeStyles files into place, then fails.
    let theme = input.appendingPathComponent("brand.theme.yaml")
    try Data("colors:\n  primaryMain: \"#2850D4\"\n".utf8).write(to: theme)
    try FileManager.default.createDirectory(atPath: output + "/styles.json", withIntermediateDirectories: false)
    #expect(try Self.run(build) == 1)
    #expect(FileManager.default.fileExists(atPath: output + "/ThemeStyles.swift"))

    // Undone: the theme goes, and so does the folder.
    try FileManager.default.removeItem(at: theme)
    try FileManager.default.removeItem(atPath: output + "/styles.json")
    #expect(try Self.run(build) == 0)
    #expect(Self.outputs(output) == strings, "\(Self.outputs(output).keys.sorted())")
    // And then it is a no-op.
    let manifest = try String(contentsOfFile: output + "/.themec-build", encoding: .utf8)
    #expect(!manifest.contains("fingerprint\tdirty"))
  }
}
