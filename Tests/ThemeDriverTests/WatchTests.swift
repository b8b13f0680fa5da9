import Foundation
import Testing
import ThemeTestSupport

/// `themec watch`: builds, then rebuilds after a change, printing each build's findings;
/// a broken project file waits for a fix. Every wait is bounded.
@Suite(.enabled(if: themecBinary != nil)) struct WatchTests {
  /// Polls until a condition holds or the time passes; whether it held.
  static func eventually(seconds: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(10_000)
    }
    return false
  }

  /// Starts `themec watch` with arguments in a directory, its output going to `log`.
  static func start(_ arguments: [String], in root: String, log: String) throws -> Process {
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: themecBinary!)
    process.arguments = ["watch"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    return process
  }

  /// Stops it: SIGTERM, then SIGKILL after 5 s, which keeps a test bounded if it did not stop.
  static func stop(_ process: Process) {
    process.terminate()
    if !eventually(seconds: 5, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  static func read(_ path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test func rebuildsAfterAChange() throws {
    let root = try makeScratchDirectory("themec-watch")
    try writeFiles(
      [
        "themec.yml": "inputs: [themes]\noutput: Out\n",
        "themes/en.strings.yaml": "app:\n  greeting: Hello\n",
        "themes/de.strings.yaml": "app:\n  greeting: Hallo\n",
      ], under: root)
    let log = root + "/watch.log"
    let process = try Self.start([], in: root, log: log)
    defer { Self.stop(process) }
    let json = root + "/Out/strings.json"
    #expect(Self.eventually { Self.read(json).contains("Hallo") }, "\(Self.read(log))")
    #expect(Self.eventually { Self.read(log).contains("themec: built in ") })

    // A save: the outputs follow.
    try writeFiles(["themes/de.strings.yaml": "app:\n  greeting: Guten Tag\n"], under: root)
    #expect(Self.eventually { Self.read(json).contains("Guten Tag") }, "\(Self.read(log))")

    // A mistake: its finding is printed and the outputs stay as they were.
    try writeFiles(["themes/de.strings.yaml": "app:\n  greting: Guten Tag\n"], under: root)
    #expect(
      Self.eventually {
        Self.read(log).contains(
          "themes/de.strings.yaml:2:3: error: expected only keys of base locale 'en', found app key 'greting'")
      }, "\(Self.read(log))")
    #expect(Self.read(json).contains("Guten Tag"))

    // A broken project file waits for its fix; a new file is seen too.
    try writeFiles(["themec.yml": "inputs: [themes]\noutput: Out\nformat: xml\n"], under: root)
    #expect(
      Self.eventually { Self.read(log).contains("themec: cannot build with these settings") }, "\(Self.read(log))")
    try writeFiles(
      [
        "themec.yml": "inputs: [themes]\noutput: Out\n", "themes/de.strings.yaml": "app:\n  greeting: Moin\n",
        "themes/fr.strings.yaml": "app:\n  greeting: Bonjour\n",
      ], under: root)
    #expect(
      Self.eventually { Self.read(json).contains("Moin") && Self.read(json).contains("Bonjour") }, "\(Self.read(log))")
    #expect(process.isRunning)
    process.terminate()
    #expect(Self.eventually(seconds: 5) { !process.isRunning }, "SIGTERM did not stop it")
  }

  /// `watch --preview DIR` keeps the preview page current: a saved theme shows on it.
  @Test func keepsThePreviewCurrent() throws {
    let root = try makeScratchDirectory("themec-watch")
    try writeFiles(
      [
        "themes/en.strings.yaml": "Cancel: Cancel\n",
        "themes/brand.theme.yaml": "colors:\n  primaryMain: \"#112233\"\n",
      ],
      under: root)
    let log = root + "/watch.log"
    let process = try Self.start(["--no-config", "--preview", "Preview"], in: root, log: log)
    defer { Self.stop(process) }
    let page = root + "/Preview/index.html"
    #expect(
      Self.eventually { Self.read(page).contains("data-color=\"primaryMain\" data-hex=\"#112233FF\"") },
      "\(Self.read(log))")
    try writeFiles(["themes/brand.theme.yaml": "colors:\n  primaryMain: \"#445566\"\n"], under: root)
    #expect(
      Self.eventually { Self.read(page).contains("data-color=\"primaryMain\" data-hex=\"#445566FF\"") },
      "\(Self.read(log))")
  }

  /// An input folder, or a folder inside one, deleted and made again is watched again
  /// (issue 34, item 7).
  @Test(arguments: ["themes", "themes/sub"]) func aFolderMadeAgainIsWatched(folder: String) throws {
    let root = try makeScratchDirectory("themec-watch")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = folder + "/de.strings.yaml"
    try writeFiles(
      ["themes/en.strings.yaml": "app:\n  greeting: Hello\n", file: "app:\n  greeting: Hallo\n"], under: root)
    let log = root + "/watch.log"
    let process = try Self.start(["themes", "-o", "Out", "--no-config"], in: root, log: log)
    defer { Self.stop(process) }
    let json = root + "/Out/strings.json"
    #expect(Self.eventually { Self.read(json).contains("Hallo") }, "\(Self.read(log))")
    let english = Self.read(root + "/themes/en.strings.yaml")
    try FileManager.default.removeItem(atPath: root + "/" + folder)
    #expect(
      Self.eventually { Self.read(log).contains("failed in") || !Self.read(json).contains("Hallo") },
      "\(Self.read(log))")
    try writeFiles([file: "app:\n  greeting: Servus\n"], under: root)
    if folder == "themes" { try writeFiles(["themes/en.strings.yaml": english], under: root) }
    #expect(Self.eventually { Self.read(json).contains("Servus") }, "\(Self.read(log))")
    // And changes after that are seen too.
    try writeFiles([file: "app:\n  greeting: Moin\n"], under: root)
    #expect(Self.eventually { Self.read(json).contains("Moin") }, "\(Self.read(log))")
  }

  /// An output folder that is an input folder, inside one, or named like one as a string
  /// (`str` beside `strings`): input changes are seen, and the build's own outputs do not
  /// start another build (issue 34, item 7).
  @Test(arguments: [("strings", "strings"), ("strings", "strings/Generated"), ("strings", "str"), ("str", "strings")])
  func anOutputOverlappingTheInputs(input: String, output: String) throws {
    let root = try makeScratchDirectory("themec-watch")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        input + "/en.strings.yaml": "app:\n  greeting: Hello\n",
        input + "/de.strings.yaml": "app:\n  greeting: Hallo\n",
      ],
      under: root)
    let log = root + "/watch.log"
    let process = try Self.start([input, "-o", output, "--no-config"], in: root, log: log)
    defer { Self.stop(process) }
    let json = root + "/" + output + "/strings.json"
    #expect(Self.eventually { Self.read(json).contains("Hallo") }, "\(Self.read(log))")
    try writeFiles([input + "/de.strings.yaml": "app:\n  greeting: Servus\n"], under: root)
    #expect(Self.eventually { Self.read(json).contains("Servus") }, "\(Self.read(log))")
    // Quiet: no build follows its own writes.
    usleep(500_000)
    let builds = Self.read(log).components(separatedBy: "themec: built in").count - 1
    #expect(builds == 2, "\(Self.read(log))")
  }
}
