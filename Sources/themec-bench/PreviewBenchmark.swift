import Foundation
import _BenchCorpus

/// How long headless Chromium takes to render the preview page of the 40-locale project
/// (every SDK string in 40 locales and two themes): `chromium --headless --dump-dom` of the
/// page, a whole process, against the same of an empty page in the same run. Target: the
/// page in under 2 s, read from the browser's own clock (navigation start to the load event
/// and a layout), beside the whole processes.
enum PreviewBenchmark {
  static func run(runs: Int) {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let themec = binaries.appendingPathComponent("themec").path
    guard
      let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(CompileBenchmark.which).first
    else {
      print("themec-bench: no Chromium on the PATH (apt-get install chromium)")
      return
    }
    guard let corpus = Corpus.sendbird(themes: "themes") else {
      print("themec-bench: run from the repository root (it reads themes/)")
      return
    }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-preview")
    try? FileManager.default.removeItem(at: root)
    for file in corpus.files {
      let url = root.appendingPathComponent("in").appendingPathComponent(file.path)
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(file.text.utf8).write(to: url)
    }
    let page = root.appendingPathComponent("page/index.html").path
    let made = BuildBenchmark.run(
      themec,
      [
        "preview", root.appendingPathComponent("in").path, "--no-config", "-o",
        root.appendingPathComponent("page").path,
      ])
    guard made.status == 0 else {
      print("themec-bench: themec preview failed")
      return
    }
    let empty = root.appendingPathComponent("empty.html").path
    try? Data("<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body></body></html>\n".utf8).write(
      to: URL(fileURLWithPath: empty))
    let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--dump-dom"]
    // A copy that records, once the page has loaded and been laid out, the browser's own
    // clock from the start of navigation (the page itself has no script).
    let timed = root.appendingPathComponent("page/timed.html").path
    let probe =
      "<script>addEventListener('load', () => { document.body.offsetHeight; const t = document.createElement('pre');"
      + " t.id = 'loaded'; t.textContent = String(Math.round(performance.now())); document.body.appendChild(t); });</script>"
    let text = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
    try? Data(text.replacingOccurrences(of: "</body>", with: probe + "</body>").utf8).write(
      to: URL(fileURLWithPath: timed))
    var pageTimes: [Double] = []
    var emptyTimes: [Double] = []
    var loadTimes: [Double] = []
    for _ in 0..<runs {
      emptyTimes.append(BuildBenchmark.run(chromium, flags + ["file://" + empty]).milliseconds)
      pageTimes.append(BuildBenchmark.run(chromium, flags + ["file://" + page]).milliseconds)
      let process = Process()
      let pipe = Pipe()
      process.executableURL = URL(fileURLWithPath: chromium)
      process.arguments = flags + ["file://" + timed]
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try? process.run()
      let dom = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      if let start = dom.range(of: "<pre id=\"loaded\">"),
        let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
        let milliseconds = Double(dom[start.upperBound..<end.lowerBound])
      {
        loadTimes.append(milliseconds)
      }
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
    let (pageMS, emptyMS) = (BuildBenchmark.median(pageTimes), BuildBenchmark.median(emptyTimes))
    print(
      "preview of every SDK string in 40 locales + 2 themes: \(BuildBenchmark.megabytes(size)) of HTML, written in \(String(format: "%.0f", made.milliseconds)) ms"
    )
    print(
      String(
        format:
          "headless Chromium, median of %d (whole process): the page %.2f s, an empty page %.2f s (%.2fx); target under 2 s",
        runs, pageMS / 1000, emptyMS / 1000, pageMS / max(emptyMS, 1)))
    print(
      String(
        format:
          "in the browser, navigation start to loaded and laid out: median %.0f ms (max %.0f ms); target under 2 s",
        BuildBenchmark.median(loadTimes), loadTimes.max() ?? 0))
  }
}
