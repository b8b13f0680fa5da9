import Foundation
import ThemeCompiler
import ThemeCore
import ThemeInterchange
import ThemeRender
import ThemeRuntime
import ThemeYAML

extension Driver {
  /// Strings files compiled for their lowered model (no outputs): what `export`, `status`,
  /// `preview` and `import --merge` read. A file that cannot be read stops them.
  static func compileStrings(_ paths: [String], baseLocale: String) throws -> CompilationResult {
    var options = CompileOptions(baseLocale: baseLocale)
    options.render = false
    options.keepsStrings = true
    let result = compile(files: inputFiles(paths), options: options)
    if let unreadable = result.diagnostics.first(where: { $0.code == "file.unreadable" }) {
      throw DriverError(message: "\(unreadable.location.path): \(unreadable.message)")
    }
    return result
  }
}

extension TranslationTable {
  /// The strings files among `paths` (already checked: they compile) per locale, as the
  /// compiler lowers them: one compilation that keeps its strings files, not a reading of
  /// its own.
  static func load(_ paths: [String], baseLocale: String) throws -> TranslationTable {
    let stringsPaths = paths.filter { if case .strings = InputKind(path: $0) { true } else { false } }
    let result = try Driver.compileStrings(stringsPaths, baseLocale: baseLocale)
    var byLocale = Dictionary(result.project.strings.map { ($0.locale, $0) }, uniquingKeysWith: { first, _ in first })
    guard let base = byLocale.removeValue(forKey: baseLocale) else {
      throw DriverError(message: "no strings file for base locale '\(baseLocale)' among the inputs")
    }
    let keys = base.sdk.keys.sorted() + base.app.keys.sorted().map { "app." + $0 }
    var fingerprints: [String: String] = [:]
    for key in keys { fingerprints[key] = value(of: key, in: base)?.fingerprint }
    return TranslationTable(
      base: base, translations: byLocale.keys.sorted().map { byLocale[$0]! }, keys: keys,
      baseFingerprints: fingerprints)
  }
}

/// `themec status`: per locale, how many of the base's strings are translated, need review
/// (made from a base text that has changed since, or listed under `needs-review`) or are
/// missing.
extension InputSettings {
  /// One locale's counts, as `--format json` prints them (one object per line).
  struct LocaleStatus: Encodable {
    var locale: String
    var isBase: Bool
    var total: Int
    var translated: Int
    var needsReview: Int
    var missing: Int
    /// The keys that need review.
    var review: [String]
  }

  public func status(json: Bool) throws -> Int32 {
    let found = try discover()
    let (result, known) = try compileInputs(render: false, found: found)
    if result.diagnostics.hasErrors {
      report(result.diagnostics, known: known)
      return 1
    }
    let table = try TranslationTable.load(found.inputs, baseLocale: baseLocale)
    var rows: [LocaleStatus] = []
    for file in [table.base] + table.translations {
      var row = LocaleStatus(
        locale: file.locale, isBase: file.locale == table.base.locale, total: table.keys.count, translated: 0,
        needsReview: 0, missing: 0, review: [])
      for key in table.keys {
        switch table.state(of: key, in: file) {
        case .translated: row.translated += 1
        case .needsReview:
          row.needsReview += 1
          row.review.append(key)
        case .new: row.missing += 1
        }
      }
      rows.append(row)
    }
    if json {
      for row in rows { print(renderJSONLine(row)) }
      return 0
    }
    print("locale      translated  needs review  missing  (of \(table.keys.count))")
    for row in rows {
      print(
        (row.locale + (row.isBase ? " (base)" : "")).padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(row.translated).leftPadded(10) + String(row.needsReview).leftPadded(14)
          + String(row.missing).leftPadded(9))
      for key in row.review { print("  needs review: \(key)") }
    }
    return 0
  }
}

extension String {
  /// Right-aligned in a field.
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

/// `themec export`: every locale's strings, for Xcode (one String Catalog) or for
/// translators (an XLIFF 1.2 file per locale, the base's included).
extension InputSettings {
  public enum ExportFormat: String, CaseIterable, Sendable {
    case xcstrings, xliff
  }

  /// Writes the catalogue to `path` (a `.xcstrings` file), or each locale's XLIFF file into
  /// the directory `path`; each file whole or not at all. Returns the exit status.
  public func export(_ format: ExportFormat, to path: String) throws -> Int32 {
    let found = try discover()
    let (result, known) = try compileInputs(render: false, found: found)
    report(result.diagnostics, known: known)
    if result.diagnostics.hasErrors { return 1 }
    let table = try TranslationTable.load(found.inputs, baseLocale: baseLocale)
    var written: [String] = []
    switch format {
    case .xcstrings:
      let parent = Driver.parent(of: path)
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
      try Driver.replaceFile(path, with: [try Interchange.stringCatalog(table)])
      written.append(path)
    case .xliff:
      // Every locale's file is made before any is written: a text XML cannot carry stops them all.
      let files = ([table.base] + table.translations).map {
        ($0.locale, Interchange.xliff(table, locale: $0, toolVersion: Driver.version))
      }
      let problems = files.flatMap(\.1.diagnostics).sortedDistinct()
      if !problems.isEmpty {
        report(problems, known: 0)
        return 1
      }
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      for (locale, xliff) in files {
        let target = Driver.normalized(path) + "/\(locale).xliff"
        try Driver.replaceFile(target, with: [xliff.bytes])
        written.append(target)
      }
    }
    print("themec: wrote \(written.joined(separator: ", "))")
    return 0
  }
}
