// themec-bench: benchmarks that print numbers (never timed tests).
//
// Usage: swift run -c release themec-bench plural [ITERATIONS]
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "plural", nil:
  PluralBenchmark.run(iterations: arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000_000)
default:
  print("usage: themec-bench plural [ITERATIONS]")
}
