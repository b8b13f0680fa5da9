import Foundation

/// `themec build --templates` of the bundled project with a team template of many tags (the
/// strings template and `tags` comment tags after it), against a tenth of them in the same
/// run: the time per tag against the small one's (1.0 is linear). Run from the repository
/// root (it reads `themes/` and `templates/`).
enum TemplateBenchmark {
  static func run(runs: Int, tags: Int = 20_000) {
    guard let themec = BuildBenchmark.themecBinary() else { return }
    guard let strings = try? String(contentsOfFile: "templates/strings.swift.mustache", encoding: .utf8) else {
      print("themec-bench: run from the repository root (templates/ not found)")
      return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-template").path
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    print("themec build --templates with \(tags) tags against \(tags / 10) in the same run (median of \(runs)):")
    print(BuildBenchmark.pad("tags", 10) + BuildBenchmark.pad("time", 10) + "per tag vs 1/10")
    var results: [Double] = []
    for count in [tags / 10, tags] {
      let folder = root + "/\(count)"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: "templates")) ?? [] {
        try? FileManager.default.copyItem(atPath: "templates/" + name, toPath: folder + "/" + name)
      }
      let text = strings + (0..<count).map { "{{! note \($0) }}\n" }.joined()
      try? FileManager.default.removeItem(atPath: folder + "/strings.swift.mustache")
      _ = FileManager.default.createFile(atPath: folder + "/strings.swift.mustache", contents: Data(text.utf8))
      var times: [Double] = []
      for run in 0..<runs {
        let sample = BuildBenchmark.spawn(
          themec, ["build", "-o", root + "/out\(count)-\(run)", "--templates", folder, "--no-config", "themes"])
        guard sample.status == 0 else {
          print("themec-bench: the build with \(count) tags failed (\(sample.status))")
          return
        }
        times.append(sample.milliseconds)
      }
      results.append(BuildBenchmark.median(times))
      print(
        BuildBenchmark.pad(String(count), 10)
          + BuildBenchmark.pad(String(format: "%.3f s", BuildBenchmark.median(times) / 1000), 10)
          + (results.count == 2 ? String(format: "%.2fx", results[1] / (results[0] * 10)) : ""))
    }
  }
}
