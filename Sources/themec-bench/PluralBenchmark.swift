import Dispatch
import ThemeRuntime

/// Times plural category selection next to plain `Dictionary` lookups in the same run.
enum PluralBenchmark {
  static func run(iterations: Int) {
    let locales = ["en", "ru", "ar", "fr", "ja"]
    // Half small counts (what UIs show), half up to 10^7 (past any precomputed table).
    let counts = (0..<1024).map { $0 % 2 == 0 ? $0 * 7 % 1000 : ($0 &* 2_654_435_761) % 10_000_000 }
    let keys = (0..<1024).map { "Message_Replied_Users_Count_\($0)" }
    var stringTable: [String: String] = [:]
    for key in keys { stringTable[key] = key }
    var intTable: [Int: PluralCategory] = [:]
    for count in counts { intTable[count] = .other }
    let decimals = counts.map { "\($0).5" }

    print(
      "plural selection, ns per call (median of 7 runs of \(iterations) calls; counts half below 1000, half to 10^7)")
    let stringLookup = measure(iterations) { index in stringTable[keys[index & 1023]]?.utf8.count ?? 0 }
    let intLookup = measure(iterations) { index in intTable[counts[index & 1023]] == .other ? 1 : 0 }
    print(pad("Dictionary<String, String> lookup") + format(stringLookup))
    print(pad("Dictionary<Int, PluralCategory> lookup") + format(intLookup))
    for locale in locales {
      let rules = PluralRules.ruleSet(for: locale)
      let integer = measure(iterations) { index in rules.category(for: counts[index & 1023]) == .other ? 1 : 0 }
      let decimal = measure(iterations / 10) { index in
        rules.category(forDecimal: decimals[index & 1023]) == .other ? 1 : 0
      }
      print(
        pad("\(locale): Int") + format(integer)
          + "  (x\(ratio(integer, stringLookup)) String lookup, x\(ratio(integer, intLookup)) Int lookup)")
      print(pad("\(locale): decimal string") + format(decimal) + "  (x\(ratio(decimal, stringLookup)) String lookup)")
    }
  }

  /// Median nanoseconds per call over 7 runs.
  static func measure(_ iterations: Int, _ body: (Int) -> Int) -> Double {
    var samples: [Double] = []
    var sink = 0
    for _ in 0..<7 {
      let start = DispatchTime.now().uptimeNanoseconds
      for index in 0..<iterations { sink &+= body(index) }
      let end = DispatchTime.now().uptimeNanoseconds
      samples.append(Double(end - start) / Double(iterations))
    }
    if sink == Int.min { print(sink) }
    return samples.sorted()[3]
  }

  static func pad(_ text: String) -> String { text.padding(to: 42) }
  static func format(_ ns: Double) -> String { String(Int((ns * 10).rounded())).insertingDecimal() + " ns" }
  static func ratio(_ a: Double, _ b: Double) -> String { String(Int((a / b * 100).rounded())).insertingDecimal(2) }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }

  fileprivate func insertingDecimal(_ digits: Int = 1) -> String {
    let padded = String(repeating: "0", count: max(0, digits + 1 - count)) + self
    return String(padded.dropLast(digits)) + "." + String(padded.suffix(digits))
  }
}
