import Foundation
import ThemeCompiler
import ThemeCore
import ThemeInterchange
import ThemeRuntime
import ThemeYAML

/// `themec import`: existing translations (`.strings`, `.stringsdict`) into
/// `<locale>.strings.yaml` files.
extension Driver {
  /// The locale of an input: `--locale`, else its `xx.lproj` folder (`Base` is the base locale).
  static func importLocale(of path: String, given: String?, base: String) -> String? {
    if let given { return given }
    let folder = Driver.lastComponent(of: Driver.parent(of: path))
    guard folder.hasSuffix(".lproj") else { return nil }
    let name = String(folder.dropLast(".lproj".count))
    return name == "Base" ? base : name
  }

  /// A mapping file (`--map`): YAML, each of its keys as the imported files name it, each
  /// value the key it becomes (an SDK path, or `app.` and an app key).
  static func readMapping(_ path: String) throws -> (renamed: [String: String], diagnostics: [Diagnostic]) {
    let parsed = parseYAMLTree(SourceFile(path: path, bytes: try readInput(path)))
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

  /// `themec import FILE... [-o DIR] [--locale TAG] [--merge]`: reads each file, groups the
  /// strings by locale (a `.strings` or `.stringsdict` file's from its folder or `--locale`,
  /// a String Catalog's and an XLIFF file's from the file, `--locale` taking one; a plural over
  /// a text of the same key, as Foundation reads them). Without `merge`, writes
  /// `DIR/<locale>.strings.yaml` for each locale, never replacing a file; with it, the round
  /// is an edit of the project (`mergeRound`). Returns the files written and the findings
  /// (what was dropped or repeated).
  public static func importStrings(
    _ paths: [String], into output: String?, locale given: String?, settings: InputSettings, mapping: String? = nil,
    merge: Bool = false
  ) throws -> (written: [String], diagnostics: [Diagnostic]) {
    let base = settings.baseLocale
    var renamed: [String: String] = [:]
    if let mapping {
      let (found, problems) = try readMapping(mapping)
      if problems.contains(where: { $0.severity == .error }) { return ([], problems) }
      renamed = found
    }
    if let given, InputKind.stringsFileName(locale: given) == nil {
      throw DriverError(
        message: "expected a BCP 47 locale tag for --locale (such as 'de' or 'pt-BR'), found '\(given)'", isUsage: true)
    }
    let directory = output ?? settings.inputs.first ?? "themes"
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      throw DriverError(message: "expected a directory for -o, found a file: '\(directory)'", isUsage: true)
    }
    var byLocale: [String: Gathered] = [:]
    /// The locales a file names as its own (its .lproj, an XLIFF file's target, --locale).
    var named: Set<String> = given.map { [$0] } ?? []
    var diagnostics: [Diagnostic] = []
    func add(_ imported: [ImportedString], locale: String, from path: String) {
      var current = byLocale.removeValue(forKey: locale) ?? Gathered()
      for var string in imported {
        if let mapped = renamed[string.key] {
          // The map says what a key is: an SDK path, or app.<key>.
          string.key = mapped
          string.isAppKey = false
        }
        if let index = current.index[string.key] {
          // A plural (stringsdict) wins over a text, as Foundation reads them.
          if string.value.text == nil || current.strings[index].value.text != nil { current.strings[index] = string }
        } else {
          current.index[string.key] = current.strings.count
          current.strings.append(string)
        }
      }
      if !current.sources.contains(path) { current.sources.append(path) }
      byLocale[locale] = current
    }
    for path in paths {
      let bytes: [UInt8]
      do {
        bytes = try readInput(path)
      } catch let error as DriverError {
        throw DriverError(message: "cannot read '\(path)': \(error.message)", isUsage: true)
      }
      let name = Driver.lastComponent(of: path)
      if name.hasSuffix(".xcstrings") || name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
        let isCatalog = name.hasSuffix(".xcstrings")
        let (locales, found) =
          isCatalog ? Interchange.readStringCatalog(path, bytes: bytes) : Interchange.readXLIFF(path, bytes: bytes)
        diagnostics += found
        for strings in locales {
          // --locale takes one locale of a file that holds several.
          if let given, strings.locale != given { continue }
          // A locale code from a file becomes a file name only if it is one an input may have.
          guard InputKind.stringsFileName(locale: strings.locale) != nil else {
            diagnostics.append(
              Diagnostic(
                .importInvalid, at: strings.location,
                "expected a BCP 47 locale tag (such as 'de' or 'pt-BR'), found '\(strings.locale)'"))
            continue
          }
          // An XLIFF file is one locale's; a catalogue's source language is every key's base text.
          if !isCatalog { named.insert(strings.locale) }
          add(strings.strings, locale: strings.locale, from: path)
        }
        continue
      }
      guard name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") else {
        throw DriverError(
          message: "expected a .strings, .stringsdict, .xcstrings or .xliff file, found '\(path)'", isUsage: true)
      }
      guard let locale = importLocale(of: path, given: given, base: base) else {
        throw DriverError(
          message: "cannot tell the locale of '\(path)': put it in an 'xx.lproj' folder or give --locale", isUsage: true
        )
      }
      guard InputKind.stringsFileName(locale: locale) != nil else {
        throw DriverError(
          message:
            "expected a folder named after a BCP 47 locale tag ('de.lproj'), found '\(locale).lproj' for '\(path)'; give --locale",
          isUsage: true)
      }
      named.insert(locale)
      if name.hasSuffix(".stringsdict") {
        let (strings, found) = Interchange.readStringsdict(path, bytes: bytes, locale: locale)
        add(strings, locale: locale, from: path)
        diagnostics += found
      } else {
        var reader: AppleStringsReader
        do {
          reader = try AppleStringsReader(path: path, bytes: bytes)
        } catch {
          diagnostics.append(error)
          continue
        }
        let strings = reader.entries().map {
          ImportedString(key: $0.key, value: PortableValue(text: $0.value), comment: $0.comment)
        }
        add(strings, locale: locale, from: path)
        diagnostics += reader.diagnostics
      }
    }
    diagnostics = diagnostics.sortedDistinct()
    if diagnostics.contains(where: { $0.severity == .error }) { return ([], diagnostics) }
    if merge {
      var found = settings
      if output != nil { found.inputs = [directory] }
      let (written, problems) = try mergeRound(
        byLocale, named: named, settings: found, newFilesIn: normalized(directory))
      return (written, (diagnostics + problems).sortedDistinct())
    }
    diagnostics += nameAppKeys(&byLocale, project: nil)
    let root = normalized(directory)
    // Each file is `<directory>/<tag>.strings.yaml`, the tag checked above.
    let files = byLocale.keys.sorted().map { (locale: $0, path: root + "/" + InputKind.stringsFileName(locale: $0)!) }
    for file in files where exists(file.path) {
      throw DriverError(
        message:
          "'\(file.path)' exists; themec import does not replace a file (--merge merges into it; or move it, or choose another -o)",
        isUsage: true)
    }
    if let problem = makeDirectory(root) { throw DriverError(message: "cannot create '\(root)': \(problem)") }
    // Each locale's file is made on a core of its own.
    let gathered = byLocale
    let texts = parallelMap(files.map(\.locale)) { locale in
      Array(Interchange.importedYAML(gathered[locale]!.strings, sources: gathered[locale]!.sources).utf8)
    }
    var written: [String] = []
    for (file, text) in zip(files, texts) {
      guard try createExclusively(file.path, with: text) else {
        throw DriverError(
          message: "'\(file.path)' exists; themec import does not replace a file (move it, or choose another -o)",
          isUsage: true)
      }
      written.append(file.path)
    }
    return (written, diagnostics)
  }

  /// Names the round's app keys (`Interchange.nameAppKeys`), in every locale alike: the
  /// project's base (a merge's) gives the names it has for catalogue keys and the names in use.
  static func nameAppKeys(_ round: inout [String: Gathered], project base: StringsFile?) -> [Diagnostic] {
    let locales = round.keys.sorted()
    var strings = locales.map { round[$0]!.strings }
    var known: [String: String] = [:]
    var taken: [String: String] = [:]
    if let base {
      for (listed, original) in base.sourceKeys { known[original.value] = listed }
      for key in base.app.keys {
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

  /// One locale's imported strings, in the order read, and the files they came from.
  struct Gathered {
    var strings: [ImportedString] = []
    var index: [String: Int] = [:]
    var sources: [String] = []
  }
}
