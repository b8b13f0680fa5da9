import ThemeCompiler
import ThemeCore
import ThemeInterchange
import ThemeRuntime
import ThemeYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `themec import`: existing translations (`.strings`, `.stringsdict`) into
/// `<locale>.strings.yaml` files.
extension Driver {
  /// The locale of an input: `--locale`, else its `xx.lproj` folder (`Base` is the base locale).
  static func importLocale(of path: String, given: String?, base: String) -> String? {
    if let given { return given }
    let folder = FileSystem.lastComponent(of: FileSystem.parent(of: path))
    guard folder.hasSuffix(".lproj") else { return nil }
    let name = String(folder.dropLast(".lproj".count))
    return name == "Base" ? base : name
  }

  /// A mapping file (`--map`): YAML, each of its keys as the imported files name it, each
  /// value the key it becomes (an SDK path, or `app.` and an app key).
  static func readMapping(_ path: String) throws -> (renamed: [String: String], diagnostics: [Diagnostic]) {
    let parsed = parseYAMLTree(SourceFile(path: path, bytes: try FileSystem.readInput(path)))
    guard let tree = parsed.tree, parsed.diagnostics.isEmpty else { return ([:], parsed.diagnostics) }
    guard let root = tree.root, let count = tree.entryCount(root) else {
      return (
        [:],
        [
          Diagnostic(
            .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
            "expected a mapping of imported keys to themec keys")
        ]
      )
    }
    var renamed: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    for position in 0..<count {
      let (key, value) = tree.entry(root, position)
      guard let from = tree.scalar(key), let to = tree.scalar(value), !tree.isNull(value), !to.isEmpty else {
        diagnostics.append(
          Diagnostic(.importInvalid, at: tree.location(value), "expected a key to map to (an SDK path, or app.<key>)"))
        continue
      }
      renamed[from] = to
    }
    return (renamed, diagnostics)
  }

  /// Reads the files of a round and groups their strings by locale: a `.strings` or
  /// `.stringsdict` file's from its folder or `--locale`, a String Catalog's and an XLIFF
  /// file's from the file (`--locale` taking one); a plural over a text of the same key, as
  /// Foundation reads them; `renamed` (`--map`) saying what a key becomes. `named`: the
  /// locales a file names as its own (its `.lproj`, an XLIFF file's target, `--locale`).
  static func readRound(_ paths: [String], locale given: String?, base: String, renamed: [String: String]) throws
    -> (round: [String: RoundStrings], named: Set<String>, diagnostics: [Diagnostic])
  {
    var round: [String: RoundStrings] = [:]
    var named: Set<String> = given.map { [$0] } ?? []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.readInput(path)
      } catch let error as DriverError {
        throw DriverError(message: "cannot read '\(path)': \(error.message)", isUsage: true)
      }
      let (locales, found) = try readImportFile(path, bytes: bytes, locale: given, base: base)
      diagnostics += found
      for (locale, strings, isNamed) in locales {
        if isNamed { named.insert(locale) }
        round[locale, default: RoundStrings()].add(strings, from: path, renamed: renamed)
      }
    }
    return (round, named, diagnostics.sortedDistinct())
  }

  /// One file's strings per locale, each with whether the file names the locale as its own
  /// (a catalogue's source language is every key's base text, not the file's locale).
  static func readImportFile(_ path: String, bytes: [UInt8], locale given: String?, base: String) throws
    -> (locales: [(locale: String, strings: [ImportedString], isNamed: Bool)], diagnostics: [Diagnostic])
  {
    let name = FileSystem.lastComponent(of: path)
    if name.hasSuffix(".xcstrings") || name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
      let isCatalog = name.hasSuffix(".xcstrings")
      var (locales, diagnostics) =
        isCatalog ? Interchange.readStringCatalog(path, bytes: bytes) : Interchange.readXLIFF(path, bytes: bytes)
      // --locale takes one locale of a file that holds several; one it lacks is an error.
      if let given, !locales.isEmpty, !locales.contains(where: { $0.locale == given }) {
        let held = locales.map(\.locale).sorted().joined(separator: ", ")
        return (
          [],
          diagnostics + [
            Diagnostic(
              .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
              "expected locale '\(given.escapedForTerminal)' (--locale) in this file, found \(held.escapedForTerminal); nothing of it is imported"
            )
          ]
        )
      }
      if let given { locales.removeAll { $0.locale != given } }
      var read: [(String, [ImportedString], Bool)] = []
      for strings in locales {
        // A locale code from a file becomes a file name only if it is one an input may have.
        guard InputKind.stringsFileName(locale: strings.locale) != nil else {
          diagnostics.append(
            Diagnostic(
              .importInvalid, at: strings.location,
              "expected a BCP 47 locale tag (such as 'de' or 'pt-BR'), found '\(strings.locale)'"))
          continue
        }
        read.append((strings.locale, strings.strings, !isCatalog))
        diagnostics += Interchange.unselectedCategories(strings.strings, locale: strings.locale) { _ in
          strings.location
        }
      }
      return (read, diagnostics)
    }
    guard name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") else {
      throw DriverError(
        message: "expected a .strings, .stringsdict, .xcstrings or .xliff file, found '\(path)'", isUsage: true)
    }
    guard let locale = importLocale(of: path, given: given, base: base) else {
      throw DriverError(
        message: "cannot tell the locale of '\(path)': put it in an 'xx.lproj' folder or give --locale", isUsage: true)
    }
    guard InputKind.stringsFileName(locale: locale) != nil else {
      throw DriverError(
        message:
          "expected a folder named after a BCP 47 locale tag ('de.lproj'), found '\(locale).lproj' for '\(path)'; give --locale",
        isUsage: true)
    }
    if name.hasSuffix(".stringsdict") {
      let (strings, diagnostics) = Interchange.readStringsdict(path, bytes: bytes, locale: locale)
      return ([(locale, strings, true)], diagnostics)
    }
    var reader: AppleStringsReader
    do {
      reader = try AppleStringsReader(path: path, bytes: bytes)
    } catch {
      return ([], [error])
    }
    let strings = reader.entries().map {
      ImportedString(key: $0.key, value: PortableValue(text: $0.value), comment: $0.comment)
    }
    return ([(locale, strings, true)], reader.diagnostics)
  }

  /// Writes each locale of a round as `<root>/<tag>.strings.yaml` (the tag checked when read),
  /// each made on a core of its own; a file that exists is never replaced.
  static func writeNewFiles(_ round: [String: RoundStrings], in root: String) throws -> [String] {
    let files = round.keys.sorted().map { (locale: $0, path: root + "/" + InputKind.stringsFileName(locale: $0)!) }
    for file in files where FileSystem.exists(file.path) {
      throw DriverError(
        message:
          "'\(file.path)' exists; themec import does not replace a file (--merge merges into it; or move it, or choose another -o)",
        isUsage: true)
    }
    if let problem = FileSystem.makeDirectory(root) {
      throw DriverError(message: "cannot create '\(root)': \(problem)")
    }
    let texts = parallelMap(files.map(\.locale)) { locale in
      Array(Interchange.importedYAML(round[locale]!.strings, sources: round[locale]!.sources).utf8)
    }
    var written: [String] = []
    for (file, text) in zip(files, texts) {
      guard try FileSystem.createExclusively(file.path, with: text) else {
        throw DriverError(
          message: "'\(file.path)' exists; themec import does not replace a file (move it, or choose another -o)",
          isUsage: true)
      }
      written.append(file.path)
    }
    return written
  }

  /// Names the round's app keys (`Interchange.nameAppKeys`), in every locale alike: the
  /// project's base (a merge's) gives the names it has for catalogue keys and the names in use.
  static func nameAppKeys(_ round: inout [String: RoundStrings], project base: CheckedStrings?) -> [Diagnostic] {
    let locales = round.keys.sorted()
    var strings = locales.map { round[$0]!.strings }
    var known: [String: String] = [:]
    var taken: [String: String] = [:]
    if let base {
      for (listed, original) in base.sourceKeys { known[original.value] = listed }
      for key in base.appKeys {
        let parts = key.split(separator: ".")
        if let first = parts.first, let name = SwiftNames.name(of: first) {
          taken[name] = parts.count > 1 ? first + "." : String(first)
        }
      }
    }
    // Reported at the first file read (of the first locale in order: the same each run).
    let place = SourceLocation(path: locales.first.flatMap { round[$0]?.sources.first } ?? "", line: 1, column: 1)
    let found = Interchange.nameAppKeys(&strings, known: known, taken: taken, at: place)
    for (locale, renamed) in zip(locales, strings) { round[locale]!.strings = renamed }
    return found
  }
}

extension Frontend {
  /// `themec import FILE... [-o DIR] [--locale TAG] [--merge]`: reads each file, groups the
  /// strings by locale (`readRound`). Without `merge`, writes `DIR/<locale>.strings.yaml` for
  /// each locale, never replacing a file; with it, the round is an edit of the project
  /// (`mergeRound`). Returns the files written and the findings (what was dropped or repeated).
  public func importStrings(
    _ paths: [String], into output: String?, locale given: String?, mapping: String? = nil, merge: Bool = false
  ) throws -> (written: [String], diagnostics: [Diagnostic]) {
    var renamed: [String: String] = [:]
    if let mapping {
      let (found, problems) = try Driver.readMapping(mapping)
      if problems.contains(where: { $0.severity == .error }) { return ([], problems) }
      renamed = found
    }
    if let given, InputKind.stringsFileName(locale: given) == nil {
      throw DriverError(
        message: "expected a BCP 47 locale tag for --locale (such as 'de' or 'pt-BR'), found '\(given)'", isUsage: true)
    }
    let directory = output ?? inputs.first ?? "themes"
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      throw DriverError(message: "expected a directory for -o, found a file: '\(directory)'", isUsage: true)
    }
    var (round, named, diagnostics) = try Driver.readRound(paths, locale: given, base: baseLocale, renamed: renamed)
    if diagnostics.contains(where: { $0.severity == .error }) { return ([], diagnostics) }
    if merge {
      var project = self
      if output != nil { project.inputs = [directory] }
      let (written, problems) = try project.mergeRound(
        round, named: named, newFilesIn: FileSystem.normalized(directory))
      return (written, (diagnostics + problems).sortedDistinct())
    }
    diagnostics += Driver.nameAppKeys(&round, project: nil)
    return (try Driver.writeNewFiles(round, in: FileSystem.normalized(directory)), diagnostics)
  }
}
