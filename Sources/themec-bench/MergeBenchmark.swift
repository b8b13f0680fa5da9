import Foundation

/// `themec import --merge` of a one-key round into a project whose translation is about
/// 40 MB (and, in the same run, one of 4 MB): wall time and peak memory of the merge process
/// (which loads and checks the whole project, edits the file in place and writes it
/// whole), and the large merge's time against ten small ones (1.0 is linear). The edited
/// file must differ from the original in that key's line alone.
enum MergeBenchmark {
  static func run(runs: Int, keys: Int = 600_000) {
    guard let themec = BuildBenchmark.themecBinary() else { return }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-merge").path
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    print("themec import --merge of one key, \(keys) keys against \(keys / 10) in the same run (median of \(runs)):")
    print(
      BuildBenchmark.pad("keys", 10) + BuildBenchmark.pad("file", 10) + BuildBenchmark.pad("time", 10)
        + BuildBenchmark.pad("peak", 10) + "per key vs 1/10")
    var results: [(milliseconds: Double, rss: Int)] = []
    for count in [keys / 10, keys] {
      let folder = root + "/\(count)"
      let original = write(keys: count, in: folder)
      var times: [Double] = []
      var peak = 0
      for _ in 0..<runs {
        _ = FileManager.default.createFile(atPath: folder + "/themes/de.strings.yaml", contents: Data(original))
        let sample = BuildBenchmark.spawn(
          themec,
          ["import", folder + "/de.lproj/Localizable.strings", "--merge", "-o", folder + "/themes", "--no-config"])
        guard sample.status == 0 else {
          print("themec-bench: merge into \(folder) failed (\(sample.status))")
          return
        }
        let edited = FileManager.default.contents(atPath: folder + "/themes/de.strings.yaml").map(Array.init) ?? []
        let expected = Array(
          String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: "\n  screen7.title: \"Der Titel von Bildschirm 7, in einem Satz\"\n",
            with: "\n  screen7.title: \"Neuer Titel\"\n"
          ).utf8)
        guard edited == expected else {
          print("themec-bench: the merge into \(folder) changed more than one line")
          return
        }
        times.append(sample.milliseconds)
        peak = max(peak, sample.maxRSSKiB)
      }
      results.append((BuildBenchmark.median(times), peak))
      print(
        BuildBenchmark.pad(String(count), 10) + BuildBenchmark.pad(BuildBenchmark.megabytes(original.count), 10)
          + BuildBenchmark.pad(String(format: "%.2f s", BuildBenchmark.median(times) / 1000), 10)
          + BuildBenchmark.pad(BuildBenchmark.megabytes(peak * 1024), 10)
          + (results.count == 2
            ? String(format: "%.2fx", results[1].milliseconds / (results[0].milliseconds * 10)) : ""))
    }
  }

  /// A round of `keys` keys the locale lacks into a locale of `keys` keys whose base has
  /// both, each new key after the one before it in the base (and in the same run, a tenth):
  /// the time and the large round's time per key against the small one's (1.0 is linear).
  /// Each new key must land on its own line after its neighbour, every other byte kept.
  static func runNewKeys(runs: Int, keys: Int = 20_000) {
    guard let themec = BuildBenchmark.themecBinary() else { return }
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bench-merge-new").path
    try? FileManager.default.removeItem(atPath: root)
    defer { try? FileManager.default.removeItem(atPath: root) }
    print(
      "themec import --merge of \(keys) new keys into \(keys), against \(keys / 10) in the same run (median of \(runs)):"
    )
    print(
      BuildBenchmark.pad("keys", 10) + BuildBenchmark.pad("time", 10) + BuildBenchmark.pad("peak", 10)
        + "per key vs 1/10")
    var results: [Double] = []
    for count in [keys / 10, keys] {
      let folder = root + "/\(count)"
      try? FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
      try? FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
      var (english, german, expected, round) = ("app:\n", "app:\n", "app:\n", "")
      for index in 0..<count {
        english += "  screen\(index).title: \"Title \(index)\"\n  extra\(index).title: \"Extra \(index)\"\n"
        german += "  screen\(index).title: \"Titel \(index)\"\n"
        expected += "  screen\(index).title: \"Titel \(index)\"\n  extra\(index).title: \"Neu \(index)\"\n"
        round += "\"extra\(index).title\" = \"Neu \(index)\";\n"
      }
      _ = FileManager.default.createFile(atPath: folder + "/themes/en.strings.yaml", contents: Data(english.utf8))
      _ = FileManager.default.createFile(atPath: folder + "/de.lproj/Localizable.strings", contents: Data(round.utf8))
      var (times, peak) = ([Double](), 0)
      for _ in 0..<runs {
        _ = FileManager.default.createFile(atPath: folder + "/themes/de.strings.yaml", contents: Data(german.utf8))
        let sample = BuildBenchmark.spawn(
          themec,
          ["import", folder + "/de.lproj/Localizable.strings", "--merge", "-o", folder + "/themes", "--no-config"])
        let edited = FileManager.default.contents(atPath: folder + "/themes/de.strings.yaml").map(Array.init) ?? []
        guard sample.status == 0, edited == Array(expected.utf8) else {
          print("themec-bench: the merge of new keys into \(folder) failed (\(sample.status)) or wrote other text")
          return
        }
        times.append(sample.milliseconds)
        peak = max(peak, sample.maxRSSKiB)
      }
      results.append(BuildBenchmark.median(times))
      print(
        BuildBenchmark.pad(String(count), 10)
          + BuildBenchmark.pad(String(format: "%.2f s", BuildBenchmark.median(times) / 1000), 10)
          + BuildBenchmark.pad(BuildBenchmark.megabytes(peak * 1024), 10)
          + (results.count == 2 ? String(format: "%.2fx", results[1] / (results[0] * 10)) : ""))
    }
  }

  /// Writes `en` and `de` strings files of `keys` app keys (nested under namespaces, with
  /// comments) and a one-key `.strings` round; returns the German file's bytes.
  static func write(keys: Int, in folder: String) -> [UInt8] {
    try? FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
    var english = "# The app's strings.\napp:\n"
    var german = "# German strings.\napp:\n"
    english.reserveCapacity(keys * 64)
    german.reserveCapacity(keys * 72)
    for index in 0..<keys {
      if index % 100 == 0 {
        english += "  # Screen group \(index / 100)\n"
        german += "  # Bildschirmgruppe \(index / 100)\n"
      }
      english += "  screen\(index).title: \"The title of screen \(index), in a sentence\"\n"
      german += "  screen\(index).title: \"Der Titel von Bildschirm \(index), in einem Satz\"\n"
    }
    _ = FileManager.default.createFile(atPath: folder + "/themes/en.strings.yaml", contents: Data(english.utf8))
    _ = FileManager.default.createFile(
      atPath: folder + "/de.lproj/Localizable.strings", contents: Data("\"screen7.title\" = \"Neuer Titel\";\n".utf8))
    return Array(german.utf8)
  }
}
