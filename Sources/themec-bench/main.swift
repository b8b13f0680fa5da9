// themec-bench: benchmarks that print numbers (never timed tests).
//
// Usage (from the repository root, after `swift build -c release`):
//   swift run -c release themec-bench build [RUNS] [CORPUS...]   (small, medium, large, sendbird)
//   swift run -c release themec-bench compile [RUNS] [PROJECT...]   (sendbird, app)
//   swift run -c release themec-bench watch [RUNS]   (the 40-locale project)
//   swift run -c release themec-bench preview [RUNS]   (the 40-locale project in headless Chromium)
//   swift run -c release themec-bench import [RUNS]   (100,000 keys in each format)
//   swift run -c release themec-bench merge [RUNS]   (one key into a 40 MB translation)
//   swift run -c release themec-bench template [RUNS]   (a team template of 20,000 tags)
//   swift run -c release themec-bench plural [ITERATIONS]
//   swift run -c release themec-bench runtime [DIRECTORY] [ITERATIONS]   (after `swift run themec build`)
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "build":
  let runs = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
  let corpora = arguments.count > 2 ? Array(arguments[2...]) : ["small", "medium", "large", "sendbird"]
  BuildBenchmark.run(runs: max(1, runs), corpora: corpora)
case "compile":
  let runs = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3
  CompileBenchmark.run(runs: max(1, runs), corpora: arguments.count > 2 ? Array(arguments[2...]) : ["sendbird", "app"])
case "watch":
  WatchBenchmark.run(runs: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 9 : 9))
case "preview":
  PreviewBenchmark.run(runs: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5))
case "import":
  ImportBenchmark.run(runs: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3))
case "merge":
  MergeBenchmark.run(runs: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3))
  MergeBenchmark.runNewKeys(runs: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3))
case "template":
  TemplateBenchmark.run(runs: max(1, arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5))
case "measure":
  BuildBenchmark.measure(Array(arguments.dropFirst()))
case "plural", nil:
  PluralBenchmark.run(iterations: arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000_000)
case "runtime":
  RuntimeBenchmark.run(
    directory: arguments.count > 1 ? arguments[1] : "Generated",
    iterations: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000)
default:
  print(
    "usage: themec-bench build [RUNS] [CORPUS...] | compile [RUNS] [PROJECT...] | watch [RUNS] | preview [RUNS] | import [RUNS] | merge [RUNS] | template [RUNS] | plural [ITERATIONS] | runtime [DIRECTORY] [ITERATIONS]"
  )
}
