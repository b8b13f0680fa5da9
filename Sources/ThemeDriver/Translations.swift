import ThemeCompiler
import ThemeCore
import ThemeInterchange
import ThemeRender
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TranslationTable {
  /// The table of a compilation that kept its strings files; the base locale's is there
  /// whenever the compilation had no error.
  static func of(_ result: CompilationResult, baseLocale: String) throws -> TranslationTable {
    guard let table = TranslationTable(result.project.strings, baseLocale: baseLocale) else {
      throw DriverError(message: "no strings file for base locale '\(baseLocale)' among the inputs")
    }
    return table
  }
}

/// `themec status`: per locale, how many of the base's strings are translated, need review
/// (made from a base text that has changed since, or listed under `needs-review`) or are
/// missing.
extension Frontend {
  public func status(json: Bool) throws -> Int32 {
    let found = try discover()
    let (result, known) = try compileInputs(render: false, found: found)
    if result.diagnostics.hasErrors {
      report(result.diagnostics, known: known)
      return 1
    }
    let table = try TranslationTable.of(result, baseLocale: baseLocale)
    let rows = table.status
    if json {
      for row in rows { print(renderJSONLine(row)) }
      return 0
    }
    print("locale      translated  needs review  missing  (of \(table.keys.count))")
    for row in rows {
      print(
        (row.locale + (row.isBase ? " (base)" : "")).rightPadded(12)
          + String(row.translated).leftPadded(10) + String(row.needsReview).leftPadded(14)
          + String(row.missing).leftPadded(9))
      for key in row.review { print("  needs review: \(key)") }
    }
    return 0
  }
}

extension Frontend {
  /// `themec status --record`: every translation that records no base value
  /// (`translated-from`), hand-written ones, gets the fingerprint of the base value as it is
  /// now, written in place as a merge writes (a round of the translations as they are): from
  /// then on a change to the base text makes it stale, as an imported one does. Keys listed
  /// under `same-as-base` are passed over (that list is their record).
  public func recordBase() throws -> Int32 {
    let (result, known) = try compileInputs(render: false)
    if result.diagnostics.hasErrors {
      report(result.diagnostics, known: known)
      return 1
    }
    let table = try TranslationTable.of(result, baseLocale: baseLocale)
    var round: [String: RoundStrings] = [:]
    for file in table.translations {
      var strings: [ImportedString] = []
      for key in table.keys where file.translatedFrom[key] == nil && file.sameAsBase[key] == nil {
        guard let value = TranslationTable.value(of: key, in: file), let fingerprint = table.baseFingerprints[key]
        else { continue }
        var string = ImportedString(key: key, value: PortableValue(value))
        string.baseFingerprint = fingerprint
        string.needsReview = file.needsReview[key] != nil
        string.recordsBase = true
        strings.append(string)
      }
      guard !strings.isEmpty else { continue }
      var gathered = RoundStrings()
      gathered.add(strings, from: file.path, renamed: [:])
      round[file.locale] = gathered
    }
    guard let first = table.translations.first(where: { round[$0.locale] != nil }) else {
      print("themec: every translation records the base value it was made from")
      return 0
    }
    let (written, diagnostics) = try mergeRound(
      round, named: [], newFilesIn: FileSystem.parent(of: first.path))
    if !diagnostics.isEmpty { report(diagnostics.sortedDistinct(), known: 0) }
    if diagnostics.hasErrors { return 1 }
    let count = round.values.reduce(0) { $0 + $1.strings.count }
    print(
      "themec: recorded the base value of \(count) translation\(count == 1 ? "" : "s") in \(written.map(\.escapedForTerminal).joined(separator: ", "))"
    )
    return 0
  }
}

extension String {
  /// Right-aligned in a field.
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  /// Left-aligned in a field, cut to its width.
  func rightPadded(_ width: Int) -> String {
    count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
  }
}

/// `themec export`: every locale's strings, for Xcode (one String Catalog) or for
/// translators (an XLIFF 1.2 or 2.0 file per locale, the base's included).
extension Frontend {
  public enum ExportFormat: String, CaseIterable, Sendable {
    case xcstrings, xliff
    /// XLIFF 2.0.
    case xliff2
  }

  /// Writes the catalogue to `path` (a `.xcstrings` file), or each locale's XLIFF file into
  /// the directory `path`; each file whole or not at all. Returns the exit status.
  public func export(_ format: ExportFormat, to path: String) throws -> Int32 {
    let found = try discover()
    let (result, known) = try compileInputs(render: false, found: found)
    report(result.diagnostics, known: known)
    if result.diagnostics.hasErrors { return 1 }
    let table = try TranslationTable.of(result, baseLocale: baseLocale)
    var written: [String] = []
    switch format {
    case .xcstrings:
      let parent = FileSystem.parent(of: path)
      try FileSystem.createDirectory(parent)
      try FileSystem.replaceFile(path, with: [try Interchange.stringCatalog(table)])
      written.append(path)
    case .xliff, .xliff2:
      // Every locale's file is made before any is written: a text XML cannot carry stops them all.
      let files = ([table.base] + table.translations).map {
        ($0.locale, Interchange.xliff(table, locale: $0, toolVersion: Driver.version, version2: format == .xliff2))
      }
      let problems = files.flatMap(\.1.diagnostics).sortedDistinct()
      if !problems.isEmpty {
        report(problems, known: 0)
        return 1
      }
      try FileSystem.createDirectory(path)
      for (locale, xliff) in files {
        let target = FileSystem.normalized(path) + "/\(locale).xliff"
        try FileSystem.replaceFile(target, with: [xliff.bytes])
        written.append(target)
      }
    }
    print("themec: wrote \(written.joined(separator: ", ").escapedForTerminal)")
    return 0
  }
}
