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
    // First lookup: load the document and read one string of one locale (what an app does
    // at launch). Full load: the same, then every locale decoded and compiled.
    var firstLookups: [Double] = []
    var fullLoads: [Double] = []
    var catalog: ThemeCatalog?
    for _ in 0..<15 {
      var start = DispatchTime.now().uptimeNanoseconds
      let first = try? ThemeCatalog(stringsData: stringsData)
      _ = first?.locale("de").string(.sdk("Cancel"))
      firstLookups.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      start = DispatchTime.now().uptimeNanoseconds
      let full = try? ThemeCatalog(stringsData: stringsData)
      for tag in full?.locales ?? [] { _ = full?.locale(tag).string(.sdk("Cancel")) }
      fullLoads.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      catalog = try? ThemeCatalog(stringsData: stringsData, stylesData: stylesData)
    }
    guard let catalog else {
      print("themec-bench: \(stringsURL.path) does not load")
      return
    }
    let bytes = stringsData.count + (stylesData?.count ?? 0)
    print(
      "ThemeCatalog over \(directory) (\(bytes / 1024) KiB of JSON, \(catalog.locales.count) locales, \(catalog.themes.count) themes)"
    )
    let first = firstLookups.sorted()[7]
    let full = fullLoads.sorted()[7]
    print(PluralBenchmark.pad("load every locale, median of 15") + String(format: "%.2f ms", full))
    print(
      PluralBenchmark.pad("load, first lookup in one locale")
        + String(format: "%.2f ms  (%.3f of the full load)", first, first / full))

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
    guard !plainKeys.isEmpty else {
      print("themec-bench: the lookups need SendbirdUIKit strings (themec-bench build's sendbird corpus)")
      return
    }
    let keys = (0..<1024).map { plainKeys[$0 % plainKeys.count] }
    let sdkKeys = keys.map { StringKey.sdk($0) }
    let ru = catalog.locale("ru")
    let ptBR = catalog.locale("pt-BR")
    let counts = (0..<1024).map { $0 % 2 == 0 ? $0 % 200 : ($0 &* 2_654_435_761) % 10_000 }
    let replies = StringKey.sdk("Message_Replied_Users_Count")
    let typing = StringKey.sdk("Channel_Typing")
    let names = [["Ann"], ["Ann", "Bo"], ["Ann", "Bo", "Cy"]]
    // The generated accessors' path: a handle and a key's number (a short key, one past the
    // 15 bytes a string holds inline, and a plural).
    let handle = StringsHandle(
      ru, keys: StringKeys(sdk: "Cancel\nChannelSettings_Delete_Question_Mark\nMessage_Replied_Users_Count", app: ""))

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
      "plain string, ru, generated accessor's call",
      PluralBenchmark.measure(iterations) { index in
        handle.sdkText(Int32(index & 1)).utf8.count
      })
    report(
      "plural string, ru, generated accessor's call",
      PluralBenchmark.measure(iterations) { index in
        handle.sdk(2, .int(counts[index & 1023]), .bool(true)).utf8.count
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
