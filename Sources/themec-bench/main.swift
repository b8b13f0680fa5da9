// themec-bench: benchmarks that print numbers (never timed tests).
//
// Usage:
//   swift run -c release themec-bench plural [ITERATIONS]
//   swift run -c release themec-bench runtime [DIRECTORY] [ITERATIONS]   (after `swift run themec build`)
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "plural", nil:
  PluralBenchmark.run(iterations: arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000_000)
case "runtime":
  RuntimeBenchmark.run(
    directory: arguments.count > 1 ? arguments[1] : "Generated",
    iterations: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000)
default:
  print("usage: themec-bench plural [ITERATIONS] | themec-bench runtime [DIRECTORY] [ITERATIONS]")
}
