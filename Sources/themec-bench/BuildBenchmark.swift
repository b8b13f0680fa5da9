import Dispatch
import Foundation
import _BenchCorpus

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times whole `themec build` processes next to `_yaml-floor` (libyaml's event parser alone,
/// over the same files) in the same run: medians of several runs, the ratio, the no-op
/// build, and peak memory (max RSS of the process).
enum BuildBenchmark {
  struct Sample {
    var milliseconds: Double
    var maxRSSKiB: Int
    var status: Int32
  }

  static func run(runs: Int, corpora names: [String]) {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let themec = binaries.appendingPathComponent("themec").path
    let floor = binaries.appendingPathComponent("_yaml-floor").path
    guard
      [themec, floor].allSatisfy({ FileManager.default.isExecutableFile(atPath: $0) })
    else {
      print("themec-bench: build the binaries first: swift build -c release")
      return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-corpora")
    var corpora: [Corpus.Files] = []
    for name in names {
      // `medium` is the default seed's corpus; `medium:SEED` another seed's; `medium:seeds`
      // five seeds' (reported each, then their spread); a folder is `gen_corpus.py`'s output.
      let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
      let shapes = ["small": (5, 300), "medium": (40, 400), "large": (100, 5_000)]
      if let size = parts.first, let (locales, keys) = shapes[size] {
        let seeds: [UInt64]
        switch parts.count > 1 ? parts[1] : nil {
        case nil: seeds = [Corpus.defaultSeed]
        case "seeds": seeds = Corpus.benchmarkSeeds
        case let text?:
          guard let seed = UInt64(text) else {
            print("themec-bench: expected a seed (a whole number) or 'seeds' after '\(size):', found '\(text)'")
            return
          }
          seeds = [seed]
        }
        for seed in seeds {
          let label = parts.count > 1 ? "\(size):\(seed)" : size
          corpora.append(Corpus.strings(label, locales: locales, keys: keys, seed: seed))
        }
      } else if name == "sendbird" {
        guard let files = Corpus.sendbird(themes: "themes") else {
          print("themec-bench: run from the repository root (it reads themes/ for the Sendbird-scale project)")
          return
        }
        corpora.append(files)
      } else if let files = Corpus.generated(folder: name) {
        corpora.append(files)
      } else {
        print(
          "themec-bench: unknown corpus '\(name)' (small, medium, large, each with ':SEED' or ':seeds';"
            + " sendbird; or a folder gen_corpus.py wrote for one size, such as OUT/medium)")
        return
      }
    }
    // The no-op build's baseline: a Swift program that prints a line, built as themec is
    // (release, the same toolchain, Foundation linked as themec links it), started as a
    // whole process like it.
    let hello = root.appendingPathComponent("hello")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try? Data("import Foundation\nprint(FileManager.default.currentDirectoryPath.isEmpty ? \"\" : \"hello\")\n".utf8)
      .write(to: root.appendingPathComponent("hello.swift"))
    let helloBuilt =
      CompileBenchmark.which("swiftc").map {
        run($0, ["-O", root.appendingPathComponent("hello.swift").path, "-o", hello.path]).status == 0
      } ?? false
    print(
      "whole processes, median of \(runs) runs; floor = _yaml-floor (libyaml events only, one thread);"
        + " hello = a Swift hello world built in release (no-op target <= 2.0x)")
    print(
      pad("corpus", 10) + pad("files", 7) + pad("input", 10) + pad("floor", 10)
        + pad("build", 10) + pad("ratio", 8) + pad("no-op", 10) + pad("/ hello", 17) + pad("written", 9)
        + pad("max RSS", 10) + "RSS budget (2x input + 30 MB)")
    var ratios: [String: [Double]] = [:]
    for corpus in corpora {
      let directory = root.appendingPathComponent(corpus.name)
      try? FileManager.default.removeItem(at: directory)
      var paths: [String] = []
      for file in corpus.files {
        let url = directory.appendingPathComponent("in").appendingPathComponent(file.path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(file.text.utf8).write(to: url)
        paths.append(url.path)
      }
      let input = directory.appendingPathComponent("in").path
      let output = directory.appendingPathComponent("out").path
      // Floor and build runs alternate, so that both see the machine in the same state (its
      // speed drifts by half over minutes).
      var floorSamples: [Sample] = []
      var builds: [Sample] = []
      for _ in 0..<runs {
        floorSamples.append(spawn(floor, paths))
        try? FileManager.default.removeItem(atPath: output)
        builds.append(spawn(themec, ["build", input, "-o", output]))
      }
      let before = snapshot(output)
      var noops: [Sample] = []
      var hellos: [Sample] = []
      for _ in 0..<runs {
        noops.append(spawn(themec, ["build", input, "-o", output]))
        if helloBuilt { hellos.append(spawn(hello.path, [])) }
      }
      let noopMS = median(noops.map(\.milliseconds))
      let helloCell =
        helloBuilt
        ? String(
          format: "%.1f ms: %.2fx", median(hellos.map(\.milliseconds)), noopMS / median(hellos.map(\.milliseconds)))
        : "(no swiftc)"
      let written = snapshot(output).filter { before[$0.key] != $0.value }.count
      let status = builds.map(\.status).max() ?? 0
      let floorMS = median(floorSamples.map(\.milliseconds))
      let buildMS = median(builds.map(\.milliseconds))
      let rss = builds.map(\.maxRSSKiB).max() ?? 0
      let budget = 2 * corpus.bytes / 1024 + 30 * 1024
      print(
        pad(corpus.name, 10) + pad("\(corpus.files.count)", 7) + pad(megabytes(corpus.bytes), 10)
          + pad(String(format: "%.1f ms", floorMS), 10)
          + pad(String(format: "%.1f ms", buildMS), 10) + pad(String(format: "%.2fx", buildMS / floorMS), 8)
          + pad(String(format: "%.1f ms", noopMS), 10) + pad(helloCell, 17) + pad("\(written)", 9)
          + pad(megabytes(rss * 1024), 10) + megabytes(budget * 1024) + (status == 0 ? "" : "  (exit \(status))"))
      ratios[corpus.size, default: []].append(buildMS / floorMS)
    }
    // The spread across seeds of each size measured with more than one.
    for (size, values) in ratios.sorted(by: { $0.key < $1.key }) where values.count > 1 {
      print(
        String(
          format: "%@ over %d seeds: %.2f-%.2fx the floor (median %.2fx)", size, values.count, values.min()!,
          values.max()!, median(values)))
    }
  }

  /// Output files and their modification times.
  static func snapshot(_ directory: String) -> [String: Date] {
    var result: [String: Date] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
      let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
      result[name] = attributes?[.modificationDate] as? Date
    }
    return result
  }

  /// Runs a process through `themec-bench measure`, which reports its wall time and peak
  /// memory. On Linux a child's max RSS includes the memory of the process that spawned it
  /// (the high-water mark survives `exec`), and this benchmark holds the corpora in memory;
  /// the small helper process keeps that out of the numbers.
  /// The `themec` built beside this benchmark, or nil after saying to build it first.
  static func themecBinary() -> String? {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let themec = binaries.appendingPathComponent("themec").path
    guard FileManager.default.isExecutableFile(atPath: themec) else {
      print("themec-bench: build first (swift build -c release)")
      return nil
    }
    return themec
  }

  /// File actions for `posix_spawn`, before `posix_spawn_file_actions_init`: a struct on
  /// Glibc, an optional pointer on Darwin (which has no initialiser without arguments).
  static func emptyFileActions() -> posix_spawn_file_actions_t {
    #if canImport(Darwin)
      return nil
    #else
      return posix_spawn_file_actions_t()
    #endif
  }

  static func spawn(_ path: String, _ arguments: [String]) -> Sample {
    let helper = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return Sample(milliseconds: 0, maxRSSKiB: 0, status: -1) }
    var actions = BuildBenchmark.emptyFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    let argv: [UnsafeMutablePointer<CChar>?] = ([helper, "measure", path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, helper, &actions, nil, argv, environ)
    close(fds[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(fds[0], &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    close(fds[0])
    guard spawned == 0 else { return Sample(milliseconds: 0, maxRSSKiB: 0, status: -1) }
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    let fields = String(decoding: output, as: UTF8.self).split(separator: " ")
    guard fields.count == 3, let milliseconds = Double(fields[0]), let rss = Int(fields[1]),
      let code = Int32(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
    else { return Sample(milliseconds: 0, maxRSSKiB: 0, status: -1) }
    return Sample(milliseconds: milliseconds, maxRSSKiB: rss, status: code)
  }

  /// `themec-bench measure PROGRAM ARGS...`: runs the program with its output discarded and
  /// prints "milliseconds maxRSSKiB status".
  static func measure(_ arguments: [String]) {
    guard let path = arguments.first else { return }
    let sample = run(path, Array(arguments.dropFirst()))
    print(String(format: "%.3f %d %d", sample.milliseconds, sample.maxRSSKiB, sample.status))
  }

  /// Runs a process with output discarded; wall time and its peak resident memory.
  static func run(_ path: String, _ arguments: [String]) -> Sample {
    var actions = BuildBenchmark.emptyFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      return Sample(milliseconds: 0, maxRSSKiB: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    #if canImport(Darwin)
      let rss = Int(usage.ru_maxrss) / 1024
    #else
      let rss = Int(usage.ru_maxrss)
    #endif
    return Sample(milliseconds: elapsed, maxRSSKiB: rss, status: (status >> 8) & 0xFF)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
