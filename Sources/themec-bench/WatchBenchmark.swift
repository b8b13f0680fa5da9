import Foundation
import _BenchCorpus

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `themec watch` from the user's side: for the 40-locale project, the time from saving a
/// translation to the new `strings.json` in place, next to a full build of the project (a
/// whole `themec build` process into an empty directory) measured in the same run.
enum WatchBenchmark {
  static func run(runs: Int) {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let themec = binaries.appendingPathComponent("themec").path
    guard FileManager.default.isExecutableFile(atPath: themec), let corpus = Corpus.sendbird(themes: "themes") else {
      print("themec-bench: build first (swift build -c release) and run from the repository root")
      return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-watch").path
    try? FileManager.default.removeItem(atPath: root)
    let input = root + "/in"
    for file in corpus.files {
      let path = input + "/" + file.path
      try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data(file.text.utf8))
    }
    // The full build: a fresh output directory each time.
    var builds: [Double] = []
    for run in 0..<runs {
      let output = root + "/full-\(run)"
      builds.append(BuildBenchmark.run(themec, ["build", input, "-o", output]).milliseconds)
    }
    // The watcher, started and left to finish its first build.
    let output = root + "/watched"
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] =
      ([themec, "watch", input, "-o", output] as [String]).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = BuildBenchmark.emptyFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard posix_spawn(&pid, themec, &actions, nil, argv, environ) == 0 else {
      print("themec-bench: could not start themec watch")
      return
    }
    defer {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    let json = output + "/strings.json"
    guard waitUntil(seconds: 30, { FileManager.default.fileExists(atPath: json) }) else {
      print("themec-bench: themec watch wrote nothing")
      return
    }
    usleep(300_000)
    // Each run saves the German file with one text changed, and waits for its JSON.
    guard let german = corpus.files.first(where: { $0.path.hasSuffix("/de.strings.yaml") }),
      german.text.contains("Cancel: \"Abbrechen\"")
    else {
      print("themec-bench: the corpus's German file has no 'Cancel: \"Abbrechen\"' to change")
      return
    }
    var latencies: [Double] = []
    for run in 0..<runs {
      let marker = "Abbrechen \(run)"
      let text = german.text.replacingOccurrences(of: "Cancel: \"Abbrechen\"", with: "Cancel: \"\(marker)\"")
      let start = DispatchTime.now().uptimeNanoseconds
      _ = FileManager.default.createFile(atPath: input + "/" + german.path, contents: Data(text.utf8))
      // A stat per millisecond; the file is read only when it was replaced (a new inode).
      var seenInode: UInt64 = 0
      let seen = waitUntil(seconds: 30) {
        var status = stat()
        guard stat(json, &status) == 0, UInt64(status.st_ino) != seenInode else { return false }
        seenInode = UInt64(status.st_ino)
        guard let data = FileManager.default.contents(atPath: json) else { return false }
        return data.range(of: Data(marker.utf8)) != nil
      }
      guard seen else {
        print("themec-bench: the change was not built")
        return
      }
      latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      usleep(200_000)
    }
    let build = BuildBenchmark.median(builds)
    let latency = BuildBenchmark.median(latencies)
    print("watch, 40-locale project (every SDK string in 40 locales + 2 themes), median of \(runs) runs")
    print(
      String(
        format:
          "save -> strings.json written: %.1f ms; full build (a whole process): %.1f ms; ratio %.2fx (target <= 2x)",
        latency, build, latency / build))
  }

  /// Polls a condition every millisecond; whether it held within the time.
  static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(1_000)
    }
    return false
  }
}
