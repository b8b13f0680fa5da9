import Foundation

/// `themec import` of 100,000 keys in each format (`.strings`, `.stringsdict`, String
/// Catalog, XLIFF), written here deterministically: wall time and peak memory of each
/// import process, beside the same format's import of 10,000 keys in the same run. The
/// ratio of the large import to ten small ones is 1.0 for linear work; the targets are under
/// 2 s and 300 MB for 100,000 keys.
enum ImportBenchmark {
  static func run(runs: Int, keys: Int = 100_000) {
    guard let themec = BuildBenchmark.themecBinary() else { return }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-import").path
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    print("themec import, \(keys) keys against \(keys / 10) in the same run (median of \(runs)):")
    print(
      BuildBenchmark.pad("format", 14) + BuildBenchmark.pad("file", 10) + BuildBenchmark.pad("time", 10)
        + BuildBenchmark.pad("peak", 10) + BuildBenchmark.pad("per key vs 1/10", 17) + "target")
    for format in ["strings", "stringsdict", "xcstrings", "xliff"] {
      var results: [(milliseconds: Double, rss: Int, size: Int)] = []
      for count in [keys / 10, keys] {
        let folder = root + "/\(format)-\(count)"
        let file = write(format, keys: count, in: folder)
        var times: [Double] = []
        var peak = 0
        for run in 0..<runs {
          let sample = BuildBenchmark.spawn(
            themec, ["import", file, "--locale", "de", "-o", folder + "/out-\(run)"])
          guard sample.status == 0 else {
            print("themec-bench: import of \(file) failed (\(sample.status))")
            return
          }
          times.append(sample.milliseconds)
          peak = max(peak, sample.maxRSSKiB)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        results.append((BuildBenchmark.median(times), peak, size))
      }
      let (small, large) = (results[0], results[1])
      let ratio = large.milliseconds / (small.milliseconds * 10)
      let met = large.milliseconds < 2000 && large.rss * 1024 < 300_000_000
      print(
        BuildBenchmark.pad(format, 14) + BuildBenchmark.pad(BuildBenchmark.megabytes(large.size), 10)
          + BuildBenchmark.pad(String(format: "%.2f s", large.milliseconds / 1000), 10)
          + BuildBenchmark.pad(BuildBenchmark.megabytes(large.rss * 1024), 10)
          + BuildBenchmark.pad(String(format: "%.2fx", ratio), 17)
          + (met ? "met (< 2 s, < 300 MB)" : "MISSED (2 s, 300 MB)"))
    }
  }

  /// Writes a file of `keys` keys in a format (in a `de.lproj` folder for Apple's formats)
  /// and returns its path. Texts, comments and plural forms as translators deliver them.
  static func write(_ format: String, keys: Int, in folder: String) -> String {
    try? FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
    var text = ""
    text.reserveCapacity(keys * 300)
    let path: String
    switch format {
    case "strings":
      path = folder + "/de.lproj/Localizable.strings"
      for index in 0..<keys {
        text += "/* Shown on screen \(index) */\n\"screen.\(index).title\" = \"Titel \\\"\(index)\\\" mit Text\";\n"
      }
    case "stringsdict":
      path = folder + "/de.lproj/Localizable.stringsdict"
      text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
      for index in 0..<keys {
        text += """
          <key>items.\(index)</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld Artikel \(index)</string>
              <key>other</key><string>%lld Artikel \(index)</string>
            </dict>
          </dict>

          """
      }
      text += "</dict>\n</plist>\n"
    case "xcstrings":
      path = folder + "/App.xcstrings"
      text += "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
      for index in 0..<keys {
        text += """
              "screen.\(index).title" : {
                "comment" : "Shown on screen \(index)",
                "extractionState" : "manual",
                "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel \(index)" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Title \(index)" } }
                }
              }\(index + 1 < keys ? "," : "")

          """
      }
      text += "  },\n  \"version\" : \"1.0\"\n}\n"
    default:
      path = folder + "/de.xliff"
      text += """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <body>

        """
      for index in 0..<keys {
        text += """
                <trans-unit id="screen.\(index).title" xml:space="preserve">
                  <source>Title \(index) &amp; more</source>
                  <target state="translated">Titel \(index) &amp; mehr</target>
                  <note>Shown on screen \(index)</note>
                </trans-unit>

          """
      }
      text += "    </body>\n  </file>\n</xliff>\n"
    }
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }
}
