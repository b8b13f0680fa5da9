import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport
import _BenchCorpus

/// A seeded mutation harness over what an app runs: the bundled `strings.json` mutated and
/// loaded, downloaded overrides mutated and applied, and every string of every locale
/// evaluated at counts from `Int.min` to `Int.max` and lists of every size; nothing may
/// crash (issue 34, item 5). `THEMEC_FUZZ_RUNS` sets the runs (300 by default).
@Suite struct RuntimeFuzzTests {
  static let document: (bytes: [UInt8], document: StringsDocument) = {
    let result = compile(bundledSources())
    let json = result.outputs.first { $0.path == "strings.json" }!.bytes
    return (json, try! JSONDecoder().decode(StringsDocument.self, from: Data(json)))
  }()

  static let counts = [Int.min, Int.min + 1, -1_000_001, -1, 0, 1, 2, 3, 5, 11, 21, 99, 100, 101, 1_000_000, Int.max]

  /// Every key of the bundled document with every argument shape a closure takes.
  static func evaluateEverything(_ catalog: ThemeCatalog) -> Int {
    var evaluated = 0
    for (tag, table) in document.document.locales.sorted(by: { $0.key < $1.key }) {
      let strings = catalog.locale(tag)
      for key in table.sdk.keys.sorted().map(StringKey.sdk) + table.app.keys.sorted().map(StringKey.app) {
        _ = strings.string(key)
        for count in counts {
          for arguments: [ClosureArgument] in [
            [.int(count)], [.int(count), .bool(true)], [.int(count), .bool(false)], [.uint(UInt(bitPattern: count))],
          ] where strings.string(key, arguments: arguments) != nil {
            evaluated += 1
          }
        }
        for size in 0...4 {
          _ = strings.string(key, arguments: [.names((0..<size).map { $0 % 2 == 0 ? "" : "Ann" })])
        }
        _ = strings.string(key, arguments: [.string("%@%lld"), .string("")])
      }
    }
    return evaluated
  }

  @Test func mutatedDocumentsAndOverridesNeverCrash() throws {
    let runs = Mutator.runs(default: 300)
    let (bytes, _) = Self.document
    // The bundled document itself evaluates every count.
    let bundled = try ThemeCatalog(stringsData: Data(bytes))
    #expect(Self.evaluateEverything(bundled) > 1000)
    var random = SplitMix(seed: 35)
    var loaded = 0
    var accepted = 0
    var notJSON: [String] = []
    for run in 0..<runs {
      let mutated = Mutator.mutate(bytes, &random)
      // Bytes that are not JSON are rejected with the place of the first problem.
      let syntax = (try? JSONSerialization.jsonObject(with: Data(mutated))) == nil
      if run % 2 == 0 {
        // A damaged bundle: rejected, or read and evaluated.
        do {
          let catalog = try ThemeCatalog(stringsData: Data(mutated))
          loaded += 1
          _ = Self.evaluateEverything(catalog)
        } catch {
          if syntax { notJSON.append(error.description) }
        }
      } else {
        // A damaged download: rejected whole, or merged and evaluated.
        let store = ThemeStore(bundled)
        do {
          try store.apply(stringsOverride: Data(mutated))
          accepted += 1
          _ = Self.evaluateEverything(store.current)
        } catch {
          if syntax { notJSON.append("\(error)") }
        }
      }
    }
    // Overrides whose numbers (offsets, caps, lower bounds) are moved to the ends of Int:
    // rejected when beyond what JSON carries exactly, evaluated at every count otherwise.
    let text = String(decoding: bytes, as: UTF8.self)
    let extremes = [
      "9223372036854775807", "-9223372036854775808", "9007199254740991", "-9007199254740991", "9007199254740992", "0",
      "-1",
    ]
    var numeric = 0
    let inRange = ["9007199254740991", "-9007199254740991", "0", "-1", "1"]
    for run in 0..<max(1, runs / 10) {
      let pool = run % 2 == 0 ? inRange : extremes
      var changed = text
      for field in ["\"from\": 100", "\"from\": 103", "\"limit\": 1", "\"offset\": 3"] {
        let name = field.split(separator: ":")[0]
        changed = changed.replacingOccurrences(of: field, with: "\(name): \(random.pick(pool))")
      }
      let store = ThemeStore(bundled)
      if (try? store.apply(stringsOverride: Data(changed.utf8))) != nil {
        numeric += 1
        _ = Self.evaluateEverything(store.current)
      }
    }
    // (A document read at its index decodes its header alone, where a damaged member is
    // named by its path instead: `at 'signatures.X.0'`, `missing 'schemaVersion'`.)
    let unplaced = notJSON.filter {
      !$0.contains("not JSON: line ") && !$0.contains(" at '") && !$0.contains("missing '")
    }
    #expect(notJSON.filter { $0.contains("not JSON: line ") }.count > notJSON.count / 2)
    #expect(unplaced.isEmpty, "rejected without a place: \(unplaced.prefix(3))")
    print(
      "runtime fuzz: \(notJSON.count) of \(runs) runs not JSON, each rejected at a line and column or a member's path;"
        + " \(runs) runs, \(loaded) damaged documents read, \(accepted) damaged overrides accepted;"
        + " \(max(1, runs / 10)) overrides with extreme numbers, \(numeric) accepted and evaluated")
  }
}
