import Dispatch
import Foundation
import ThemeRuntime

/// Times `ThemeCatalog`: loading the bundled JSON, plain lookups and plural-string
/// evaluation, next to plain `Dictionary` lookups in the same run.
enum RuntimeBenchmark {
  static func run(directory: String, iterations: Int) {
    let stringsURL = URL(fileURLWithPath: directory).appendingPathComponent("strings.json")
    let stylesURL = URL(fileURLWithPath: directory).appendingPathComponent("styles.json")
    guard let stringsData = try? Data(contentsOf: stringsURL) else {
      print("themec-bench: no \(stringsURL.path); run 'swift run themec build' first")
      return
    }
    let stylesData = try? Data(contentsOf: stylesURL)
    var loads: [Double] = []
    var catalog: ThemeCatalog?
    for _ in 0..<15 {
      let start = DispatchTime.now().uptimeNanoseconds
      catalog = try? ThemeCatalog(stringsData: stringsData, stylesData: stylesData)
      loads.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    guard let catalog else {
      print("themec-bench: \(stringsURL.path) does not load")
      return
    }
    let bytes = stringsData.count + (stylesData?.count ?? 0)
    print(
      "ThemeCatalog over \(directory) (\(bytes / 1024) KiB of JSON, \(catalog.locales.count) locales, \(catalog.themes.count) themes)"
    )
    print(PluralBenchmark.pad("load (decode + compile), median of 15") + String(format: "%.2f ms", loads.sorted()[7]))

    // The same keys in a plain dictionary: the floor for any lookup.
    let base = catalog.strings.locales[catalog.strings.baseLocale]!
    var plainKeys: [String] = []
    var dictionary: [String: String] = [:]
    for (key, entry) in base.sdk.sorted(by: { $0.key < $1.key }) {
      if case .text(let text) = entry {
        plainKeys.append(key)
        dictionary[key] = text
      }
    }
    let keys = (0..<1024).map { plainKeys[$0 % plainKeys.count] }
    let sdkKeys = keys.map { StringKey.sdk($0) }
    let ru = catalog.locale("ru")
    let ptBR = catalog.locale("pt-BR")
    let counts = (0..<1024).map { $0 % 2 == 0 ? $0 % 200 : ($0 &* 2_654_435_761) % 10_000 }
    let replies = StringKey.sdk("Message_Replied_Users_Count")
    let typing = StringKey.sdk("Channel_Typing")
    let names = [["Ann"], ["Ann", "Bo"], ["Ann", "Bo", "Cy"]]

    print("ns per call (median of 7 runs of \(iterations) calls)")
    let floor = PluralBenchmark.measure(iterations) { index in dictionary[keys[index & 1023]]?.utf8.count ?? 0 }
    print(PluralBenchmark.pad("Dictionary<String, String> lookup") + PluralBenchmark.format(floor))
    func report(_ label: String, _ ns: Double) {
      print(PluralBenchmark.pad(label) + PluralBenchmark.format(ns) + "  (x\(PluralBenchmark.ratio(ns, floor)))")
    }
    report(
      "plain string, ru (LocalizedStrings)",
      PluralBenchmark.measure(iterations) { index in ru.string(sdkKeys[index & 1023])?.utf8.count ?? 0 })
    report(
      "plain string, pt-BR -> en fallback",
      PluralBenchmark.measure(iterations) { index in ptBR.string(sdkKeys[index & 1023])?.utf8.count ?? 0 })
    report(
      "plain string, catalog.string(_:locale:)",
      PluralBenchmark.measure(iterations / 10) { index in
        catalog.string(sdkKeys[index & 1023], locale: "ru")?.utf8.count ?? 0
      })
    report(
      "plural string, ru (count, limit flag)",
      PluralBenchmark.measure(iterations) { index in
        ru.string(replies, arguments: [.int(counts[index & 1023]), .bool(true)])?.utf8.count ?? 0
      })
    report(
      "list string, ru (1-3 names)",
      PluralBenchmark.measure(iterations) { index in
        ru.string(typing, arguments: [.names(names[index % 3])])?.utf8.count ?? 0
      })
    if let theme = catalog.themes.first {
      report(
        "theme colour, \(theme) light",
        PluralBenchmark.measure(iterations) { index in
          catalog.color(
            "SBUMessageCellTheme", "rightBackgroundColor", variant: index & 1 == 0 ? .light : .dark, theme: theme)
            == nil ? 0 : 1
        })
    }
  }
}
