import Foundation
import Testing
import ThemeTestSupport

/// Builds into one output directory at once (`watch` beside a manual build, two targets
/// writing one `Generated/`) are serialised by the directory's lock: each leaves a whole set
/// that its manifest describes, and no build fails (issue 34, item 4).
@Suite(.serialized) struct ConcurrentBuildTests {
  /// Writes two projects (every bundled locale and theme) that differ in every output.
  static func writeProjects(under root: String) throws {
    for (folder, cancel, colour) in [("a", "Cancel", "#1054D5"), ("b", "Abort", "#D51054")] {
      for source in bundledSources() + bundledThemeSources() {
        var text = String(decoding: source.bytes, as: UTF8.self)
        if source.path.hasSuffix("en.strings.yaml") {
          text = text.replacingOccurrences(of: "\nCancel: \"Cancel\"\n", with: "\nCancel: \"\(cancel)\"\n")
        }
        if source.path.hasSuffix("brand.theme.yaml") { text = text.replacingOccurrences(of: "#1054D5", with: colour) }
        try writeFiles([folder + "/" + (source.path as NSString).lastPathComponent: text], under: root)
      }
    }
  }

  /// The output files of a directory by name (hidden names aside).
  static func outputs(_ directory: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where !name.hasPrefix(".") {
      files[name] = FileManager.default.contents(atPath: directory + "/" + name)
    }
    return files
  }

  static func start(_ arguments: [String], in directory: String) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: themecBinary!)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    return (process, errors)
  }

  @Test(.enabled(if: themecBinary != nil)) func twoBuildsIntoOneFolderLeaveAWholeSet() throws {
    let root = try makeScratchDirectory("themec-concurrent")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.writeProjects(under: root)
    // Each project's whole set, built alone.
    var sets: [String: [String: Data]] = [:]
    for project in ["a", "b"] {
      #expect(try runThemec(["build", project, "-o", "alone-\(project)"], in: root).status == 0)
      sets[project] = Self.outputs(root + "/alone-\(project)")
    }
    #expect(sets["a"]!.count == 6)
    for name in ["strings.json", "styles.json"] { #expect(sets["a"]![name] != sets["b"]![name], "\(name)") }
    var waited = 0
    for run in 0..<20 {
      // Both at once (which starts first varies), then a build of one of them.
      let order = run % 2 == 0 ? ["a", "b"] : ["b", "a"]
      let started = try order.map { try Self.start(["build", $0, "-o", "out"], in: root) }
      for (process, errors) in started {
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run \(run): \(said)")
        if said.contains("waiting for another build into 'out'") { waited += 1 }
      }
      let last = order[run % 3 == 0 ? 0 : 1]
      let final = try runThemec(["build", last, "-o", "out"], in: root)
      #expect(final.status == 0, "run \(run): \(final.errors)")
      #expect(Self.outputs(root + "/out") == sets[last], "run \(run): the set is \(last)'s whole")
      // The manifest describes the files on disk: the same build again is a no-op.
      let again = try runThemec(["build", last, "-o", "out"], in: root)
      #expect(again.output == "themec: out is up to date\n", "run \(run): \(again.output)")
      #expect(Self.outputs(root + "/out") == sets[last])
    }
    print("ConcurrentBuildTests: in 20 runs of two builds at once, \(waited) waited for the other")
    let litter = try FileManager.default.contentsOfDirectory(atPath: root + "/out").filter {
      $0.contains(".themec-") && $0 != ".themec-build"
    }
    #expect(litter.isEmpty, "\(litter)")
  }

  /// A set changed behind the manifest's back (an output replaced) is not a no-op.
  @Test(.enabled(if: themecBinary != nil)) func aManifestIsTrustedOnlyOverItsOwnFiles() throws {
    let root = try makeScratchDirectory("themec-concurrent")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.writeProjects(under: root)
    #expect(try runThemec(["build", "a", "-o", "out"], in: root).status == 0)
    let whole = Self.outputs(root + "/out")
    #expect(try runThemec(["build", "b", "-o", "other"], in: root).status == 0)
    // Another tool puts b's strings in place (a new file at the name).
    try FileManager.default.removeItem(atPath: root + "/out/strings.json")
    try FileManager.default.copyItem(atPath: root + "/other/strings.json", toPath: root + "/out/strings.json")
    let rebuilt = try runThemec(["build", "a", "-o", "out"], in: root)
    #expect(rebuilt.output == "themec: wrote out/strings.json\n", "\(rebuilt.output)")
    #expect(Self.outputs(root + "/out") == whole)
  }

  /// Files another process writes into the output folder while builds run there all stay
  /// (7 of 310 were lost when the folder was exchanged for a staged copy).
  @Test(.enabled(if: themecBinary != nil)) func anotherProcessesFilesStay() throws {
    let root = try makeScratchDirectory("themec-concurrent")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.writeProjects(under: root)
    #expect(try runThemec(["build", "a", "-o", "out"], in: root).status == 0)
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "i=0; while [ $i -lt 300 ]; do echo $i > out/other-$i.txt; i=$((i+1)); done"]
    writer.currentDirectoryURL = URL(fileURLWithPath: root)
    try writer.run()
    var builds = 0
    while writer.isRunning || builds < 4 {
      #expect(try runThemec(["build", builds % 2 == 0 ? "b" : "a", "-o", "out"], in: root).status == 0)
      builds += 1
    }
    writer.waitUntilExit()
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: root + "/out"))
    let missing = (0..<300).filter { !names.contains("other-\($0).txt") }
    #expect(missing.isEmpty, "lost \(missing.count) of 300 files over \(builds) builds")
  }
}
