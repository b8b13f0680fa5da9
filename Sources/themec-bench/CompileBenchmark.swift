import Foundation
import _BenchCorpus

/// What the generated Swift costs the app that compiles it: for a project, the time to
/// compile its platform-neutral Swift (`ThemeStrings.swift`, `ThemeStyles.swift`) into a
/// library with `-Onone` and with `-O`, and the library's stripped size, each against one
/// Swift file holding the same text (the JSON outputs) as a string literal, compiled the
/// same way in the same run. ThemeRuntime is not part of either library: it is linked once
/// per app, whatever the strings.
///
/// Then, for a project with themes, the whole generated module as the app's debug build
/// compiles it (Swift 6, `-Onone -g`), with and without the two SendbirdUIKit adapters,
/// against the repository's stand-in of the SDK (`Tests/Fixtures/SendbirdUIKit`, which has
/// the SDK's declaration shapes), compiled first as the SDK's binary is (Swift 5 mode); and
/// the bytes the app carries for its texts: the stripped `-O` library (the plugin bundles
/// no JSON: the Swift embeds it) over the JSON.
enum CompileBenchmark {
  static func run(runs: Int, corpora names: [String]) {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let themec = binaries.appendingPathComponent("themec").path
    let modules = binaries.appendingPathComponent("Modules")
    guard FileManager.default.isExecutableFile(atPath: themec),
      FileManager.default.fileExists(atPath: modules.appendingPathComponent("ThemeRuntime.swiftmodule").path),
      let swiftc = which("swiftc"), let strip = which("strip")
    else {
      print("themec-bench: build first (swift build -c release), with swiftc and strip on the PATH")
      return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-compile")
    print(
      "compile times: median of \(runs) runs of swiftc -emit-library (whole process) after a warm-up; ratio: median of the runs' ratios"
        + " (each run compiles both, back to back), best: fastest over fastest; size: stripped library")
    print(
      "baseline: one Swift file holding the JSON outputs as a string literal; targets -Onone <= 5x, -O <= 10x, size <= 1.5x"
    )
    print(
      BuildBenchmark.pad("project", 10) + BuildBenchmark.pad("Swift", 9) + BuildBenchmark.pad("-Onone", 33)
        + BuildBenchmark.pad("-O", 33) + "stripped size")
    var reports: [String] = []
    for name in names {
      let corpus: Corpus.Files
      switch name {
      case "sendbird":
        guard let files = Corpus.sendbird(themes: "themes") else {
          print("themec-bench: run from the repository root (it reads themes/)")
          return
        }
        corpus = files
      case "app":
        // 2,000 app strings (plurals among them) in 15 locales.
        corpus = Corpus.strings("app", locales: 15, keys: 2_000)
      default:
        print("themec-bench: unknown project '\(name)' (sendbird, app)")
        return
      }
      let directory = root.appendingPathComponent(corpus.name)
      try? FileManager.default.removeItem(at: directory)
      let input = directory.appendingPathComponent("in")
      let output = directory.appendingPathComponent("out")
      for file in corpus.files {
        let url = input.appendingPathComponent(file.path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(file.text.utf8).write(to: url)
      }
      guard BuildBenchmark.run(themec, ["build", input.path, "-o", output.path]).status == 0 else {
        print("themec-bench: themec build failed on \(name)")
        return
      }
      let generated = ["ThemeStrings.swift", "ThemeStyles.swift"].map { output.appendingPathComponent($0).path }
        .filter { FileManager.default.fileExists(atPath: $0) }
      let swiftBytes = generated.reduce(0) { $0 + ((try? Data(contentsOf: URL(fileURLWithPath: $1)))?.count ?? 0) }
      // The baseline: the same JSON text in one literal (raw, as the generated files hold it).
      var text = ""
      for json in ["strings.json", "styles.json"] {
        if let data = FileManager.default.contents(atPath: output.appendingPathComponent(json).path) {
          text += String(decoding: data, as: UTF8.self)
        }
      }
      let literal = directory.appendingPathComponent("Literal.swift")
      try? Data(("public let text = ##\"\"\"\n" + text + "\n\"\"\"##\n").utf8).write(to: literal)

      var cells: [String] = []
      var sizes: (generated: Int, literal: Int) = (0, 0)
      for optimisation in ["-Onone", "-O"] {
        var generatedTimes: [Double] = []
        var literalTimes: [Double] = []
        var ratios: [Double] = []
        // Run -1 is a warm-up (the toolchain's files into the page cache), not counted.
        for run in -1..<runs {
          let library = directory.appendingPathComponent("libGenerated\(optimisation).so").path
          let base = directory.appendingPathComponent("libLiteral\(optimisation).so").path
          let common = ["-emit-library", "-parse-as-library", "-swift-version", "6", optimisation]
          literalTimes.append(
            BuildBenchmark.run(swiftc, common + ["-module-name", "Literal", literal.path, "-o", base]).milliseconds)
          let sample = BuildBenchmark.run(
            swiftc, common + ["-module-name", "Generated", "-I", modules.path] + generated + ["-o", library])
          guard sample.status == 0 else {
            print("themec-bench: the generated Swift of \(name) did not compile (\(optimisation))")
            return
          }
          guard run >= 0 else {
            literalTimes.removeAll()
            continue
          }
          generatedTimes.append(sample.milliseconds)
          ratios.append(sample.milliseconds / literalTimes[literalTimes.count - 1])
          if run == 0, optimisation == "-O" {
            sizes = (strippedSize(library, strip: strip), strippedSize(base, strip: strip))
          }
        }
        let generatedMS = BuildBenchmark.median(generatedTimes)
        let literalMS = BuildBenchmark.median(literalTimes)
        cells.append(
          String(
            format: "%.2f s / %.2f s: %.1fx (best %.1fx)", generatedMS / 1000, literalMS / 1000,
            BuildBenchmark.median(ratios), (generatedTimes.min() ?? 0) / max(literalTimes.min() ?? 1, 1)))
      }
      print(
        BuildBenchmark.pad(name, 10) + BuildBenchmark.pad(BuildBenchmark.megabytes(swiftBytes), 9)
          + BuildBenchmark.pad(cells[0], 33) + BuildBenchmark.pad(cells[1], 33)
          + String(
            format: "%@ / %@ = %.2fx", BuildBenchmark.megabytes(sizes.generated),
            BuildBenchmark.megabytes(sizes.literal),
            Double(sizes.generated) / Double(max(sizes.literal, 1))))
      let jsonBytes = text.utf8.count
      reports.append(
        String(
          format:
            "  %@: texts the app carries: stripped library %@ + bundled JSON 0 (the Swift embeds it) = %.2fx its JSON (%@); target <= 1.3x",
          name, BuildBenchmark.megabytes(sizes.generated), Double(sizes.generated) / Double(max(jsonBytes, 1)),
          BuildBenchmark.megabytes(jsonBytes)))
      if FileManager.default.fileExists(atPath: output.appendingPathComponent("ThemeStyles+SendbirdUIKit.swift").path) {
        reports.append(adapters(output: output, directory: directory, swiftc: swiftc, runs: runs))
        reports.append(
          incremental(input: input, output: output, directory: directory, themec: themec, swiftc: swiftc, runs: runs))
      }
    }
    print("")
    for report in reports { print(report) }
  }

  /// The generated module's debug compile with and without the SendbirdUIKit adapters.
  static func adapters(output: URL, directory: URL, swiftc: String, runs: Int) -> String {
    let standIn = URL(fileURLWithPath: "Tests/Fixtures/SendbirdUIKit/Sources")
    let sdk = directory.appendingPathComponent("sdk")
    try? FileManager.default.createDirectory(at: sdk, withIntermediateDirectories: true)
    for module in ["UIKit", "SendbirdChatSDK", "SendbirdUIKit"] {
      let sources =
        ((try? FileManager.default.contentsOfDirectory(atPath: standIn.appendingPathComponent(module).path))
        ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { standIn.appendingPathComponent(module + "/" + $0).path }
      let built = BuildBenchmark.run(
        swiftc,
        [
          "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name",
          module, "-I", sdk.path, "-emit-module-path", sdk.appendingPathComponent(module + ".swiftmodule").path, "-o",
          sdk.appendingPathComponent("lib\(module).a").path,
        ] + sources)
      guard !sources.isEmpty, built.status == 0 else {
        return "  SDK adapters: the SendbirdUIKit stand-in did not build (run from the repository root)"
      }
    }
    // ThemeRuntime as an app on iOS builds it: UIKit importable, so its bridges (`uiColor`,
    // which the adapters use) are compiled in; the release build's module has none on Linux.
    let runtime = URL(fileURLWithPath: "Sources/ThemeRuntime")
    let runtimeSources = (FileManager.default.subpaths(atPath: runtime.path) ?? []).filter { $0.hasSuffix(".swift") }
      .sorted().map { runtime.appendingPathComponent($0).path }
    let builtRuntime = BuildBenchmark.run(
      swiftc,
      [
        "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name",
        "ThemeRuntime", "-package-name", "themec", "-I", sdk.path, "-emit-module-path",
        sdk.appendingPathComponent("ThemeRuntime.swiftmodule").path, "-o",
        sdk.appendingPathComponent("libThemeRuntime.a").path,
      ] + runtimeSources)
    guard !runtimeSources.isEmpty, builtRuntime.status == 0 else {
      return "  SDK adapters: ThemeRuntime did not build against the UIKit stand-in (run from the repository root)"
    }
    let neutral = ["ThemeStrings.swift", "ThemeStyles.swift"].map { output.appendingPathComponent($0).path }
    let adapters = ["ThemeStrings+SendbirdUIKit.swift", "ThemeStyles+SendbirdUIKit.swift"].map {
      output.appendingPathComponent($0).path
    }
    var with: [Double] = []
    var without: [Double] = []
    var ratios: [Double] = []
    var peak = (with: 0, without: 0)
    for _ in 0..<runs {
      var samples: [BuildBenchmark.Sample] = []
      for files in [neutral, neutral + adapters] {
        let sample = BuildBenchmark.run(
          swiftc,
          [
            "-emit-library", "-static", "-emit-module", "-parse-as-library", "-swift-version", "6", "-Onone", "-g",
            "-module-name", "AppTheme", "-I", sdk.path, "-emit-module-path",
            directory.appendingPathComponent("AppTheme.swiftmodule").path, "-o",
            directory.appendingPathComponent("libAppTheme.a").path,
          ] + files)
        guard sample.status == 0 else { return "  SDK adapters: the generated module did not compile" }
        samples.append(sample)
      }
      without.append(samples[0].milliseconds)
      with.append(samples[1].milliseconds)
      ratios.append(samples[1].milliseconds / samples[0].milliseconds)
      peak = (max(peak.with, samples[1].maxRSSKiB), max(peak.without, samples[0].maxRSSKiB))
    }
    return String(
      format:
        "  SDK adapters (Swift 6, -Onone -g, the whole generated module against the SendbirdUIKit stand-in):"
        + " %.2f s with / %.2f s without = %.2fx (best %.2fx; target < 1.5x); peak memory %@ with, %@ without (target < 1 GB)",
      BuildBenchmark.median(with) / 1000, BuildBenchmark.median(without) / 1000, BuildBenchmark.median(ratios),
      (with.min() ?? 0) / max(without.min() ?? 1, 1), BuildBenchmark.megabytes(peak.with * 1024),
      BuildBenchmark.megabytes(peak.without * 1024))
  }

  /// The generated module's incremental debug rebuild (the Swift driver's `-incremental`, as
  /// an app's debug build compiles it) after the edits a team makes most, each made in the
  /// YAML and built with `themec build` (which writes only the outputs whose bytes change):
  /// a theme's colour value, and a translation's text; with and without the SDK adapters,
  /// each variant built once before the first edit. Uses the SDK stand-in and ThemeRuntime
  /// that `adapters` built in `directory/sdk`.
  static func incremental(input: URL, output: URL, directory: URL, themec: String, swiftc: String, runs: Int)
    -> String
  {
    let sdk = directory.appendingPathComponent("sdk")
    let fileManager = FileManager.default
    let inputs = (fileManager.subpaths(atPath: input.path) ?? []).sorted().map { input.appendingPathComponent($0) }
    // The edits: the first colour written in a theme, its last digit toggled; the first
    // quoted text of a translation (a file not of the base, `en`), a character added or taken.
    guard let theme = inputs.first(where: { $0.path.hasSuffix(".theme.yaml") && text(of: $0).contains("\"#") }),
      let translation = inputs.first(where: {
        $0.path.hasSuffix(".strings.yaml") && !$0.lastPathComponent.hasPrefix("en.") && text(of: $0).contains(": \"")
      })
    else { return "  incremental rebuild: no theme colour or translation to edit" }
    func editColour(_ run: Int) {
      var lines = text(of: theme).components(separatedBy: "\n")
      guard let index = lines.firstIndex(where: { $0.contains("\"#") }) else { return }
      let digit = run % 2 == 0 ? "E" : "F"
      let line = lines[index]
      guard let end = line.range(of: "\"", options: .backwards) else { return }
      lines[index] = String(line[..<line.index(before: end.lowerBound)]) + digit + String(line[end.lowerBound...])
      try? Data(lines.joined(separator: "\n").utf8).write(to: theme)
    }
    func editText(_ run: Int) {
      var lines = text(of: translation).components(separatedBy: "\n")
      guard let index = lines.firstIndex(where: { $0.contains(": \"") && $0.hasSuffix("\"") }) else { return }
      let line = lines[index]
      lines[index] = run % 2 == 0 ? String(line.dropLast()) + "!\"" : String(line.dropLast(2)) + "\""
      try? Data(lines.joined(separator: "\n").utf8).write(to: translation)
    }
    let neutral = ["ThemeStrings.swift", "ThemeStyles.swift"].map { output.appendingPathComponent($0).path }
    let adapters = ["ThemeStrings+SendbirdUIKit.swift", "ThemeStyles+SendbirdUIKit.swift"].map {
      output.appendingPathComponent($0).path
    }
    let variants = [("without", neutral), ("with", neutral + adapters)]
    // Each variant's build folder and output file map (an object and dependencies per file).
    for (name, files) in variants {
      let folder = directory.appendingPathComponent("incremental-" + name)
      try? fileManager.removeItem(at: folder)
      try? fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      var map: [String: [String: String]] = ["": ["swift-dependencies": folder.path + "/module.swiftdeps"]]
      for file in files {
        let base = folder.path + "/" + URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        map[file] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
      }
      let data = try? JSONSerialization.data(withJSONObject: map)
      try? data?.write(to: folder.appendingPathComponent("map.json"))
    }
    func compile(_ name: String, _ files: [String]) -> BuildBenchmark.Sample {
      let folder = directory.appendingPathComponent("incremental-" + name)
      return BuildBenchmark.run(
        swiftc,
        [
          "-incremental", "-output-file-map", folder.appendingPathComponent("map.json").path, "-module-name",
          "AppTheme", "-emit-module", "-emit-module-path", folder.appendingPathComponent("AppTheme.swiftmodule").path,
          "-parse-as-library", "-swift-version", "6", "-Onone", "-g", "-I", sdk.path, "-c", "-j", "1",
          "-working-directory", folder.path,
        ] + files)
    }
    for (name, files) in variants where compile(name, files).status != 0 {
      return "  incremental rebuild: the generated module did not compile"
    }
    var cells: [String] = []
    for (edit, change) in [("a theme's colour", editColour), ("a translation's text", editText)] {
      var with: [Double] = []
      var without: [Double] = []
      for run in 0..<max(runs, 2) {
        change(run)
        guard BuildBenchmark.run(themec, ["build", input.path, "-o", output.path]).status == 0 else {
          return "  incremental rebuild: themec build failed after editing \(edit)"
        }
        let samples = variants.map { compile($0.0, $0.1) }
        guard samples.allSatisfy({ $0.status == 0 }) else { return "  incremental rebuild: did not compile" }
        without.append(samples[0].milliseconds)
        with.append(samples[1].milliseconds)
      }
      cells.append(
        String(
          format: "%@ %.2f s with / %.2f s without = %.2fx", edit, BuildBenchmark.median(with) / 1000,
          BuildBenchmark.median(without) / 1000, BuildBenchmark.median(with) / max(BuildBenchmark.median(without), 1)))
    }
    return "  incremental rebuild after an edit (Swift 6, -Onone -g, the driver's -incremental): "
      + cells.joined(separator: "; ") + " (target < 1.5x)"
  }

  static func text(of url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// The size of a stripped copy of a library.
  static func strippedSize(_ path: String, strip: String) -> Int {
    let copy = path + ".stripped"
    try? FileManager.default.removeItem(atPath: copy)
    guard (try? FileManager.default.copyItem(atPath: path, toPath: copy)) != nil,
      BuildBenchmark.run(strip, [copy]).status == 0
    else { return 0 }
    return ((try? FileManager.default.attributesOfItem(atPath: copy))?[.size] as? Int) ?? 0
  }

  /// A program on the PATH.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
