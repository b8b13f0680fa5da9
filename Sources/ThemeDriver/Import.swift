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

  /// An existing locale file's strings as import would have made them (`--merge`), in the
  /// order the file gives them: texts and forms, comments, `translated-from`, `same-as-base`
  /// and `needs-review`. App keys are `app.<key>`. Problems that stop the file being read
  /// (it does not parse) are returned.
  static func existingStrings(_ path: String, locale: String) throws -> (
    strings: [ImportedString], diagnostics: [Diagnostic]
  ) {
    // Compiled alone, as its own base (no translation checks): the compiler's lowering.
    let result = try compileStrings([path], baseLocale: locale)
    // A file that does not parse is not merged into (its findings say why).
    let unparsed = result.diagnostics.filter { $0.code.hasPrefix("yaml.") }
    guard !unparsed.contains(where: { $0.severity == .error }), let file = result.project.strings.first else {
      return ([], unparsed)
    }
    let definitions: [(listed: String, definition: StringDefinition)] =
      file.sdk.map { ($0.key, $0.value) } + file.app.map { ("app." + $0.key, $0.value) }
    let ordered = definitions.sorted { $0.definition.key.location < $1.definition.key.location }
    return (
      ordered.map { listed, definition in
        var string = ImportedString(key: listed, value: PortableValue(definition.value))
        string.comment = file.comments[listed]?.value
        string.needsReview = file.needsReview[listed] != nil
        string.sameAsBase = file.sameAsBase[listed] != nil
        string.recordedFingerprint = file.translatedFrom[listed]?.value
        return string
      }, []
    )
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

  /// `themec import FILE... [-o DIR] [--locale TAG]`: reads each file, groups the strings
  /// by locale (a `.strings` or `.stringsdict` file's from its folder or `--locale`, a
  /// String Catalog's and an XLIFF file's from the file; a plural over a text of the same
  /// key, as Foundation reads them), and writes `DIR/<locale>.strings.yaml` for each locale,
  /// never replacing a file. Returns the files written and the findings (what was dropped
  /// or repeated).
  public static func importStrings(
    _ paths: [String], into directory: String, locale given: String?, base: String, mapping: String? = nil,
    merge: Bool = false
  ) throws -> (written: [String], diagnostics: [Diagnostic]) {
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
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      throw DriverError(message: "expected a directory for -o, found a file: '\(directory)'", isUsage: true)
    }
    struct Gathered {
      var strings: [ImportedString] = []
      var index: [String: Int] = [:]
      var sources: [String] = []
    }
    var byLocale: [String: Gathered] = [:]
    var diagnostics: [Diagnostic] = []
    func add(_ imported: [ImportedString], locale: String, from path: String) {
      var current = byLocale.removeValue(forKey: locale) ?? Gathered()
      for var string in imported {
        string.key = renamed[string.key] ?? string.key
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
        let (locales, found) =
          name.hasSuffix(".xcstrings")
          ? Interchange.readStringCatalog(path, bytes: bytes) : Interchange.readXLIFF(path, bytes: bytes)
        diagnostics += found
        for strings in locales {
          // A locale code from a file becomes a file name only if it is one an input may have.
          guard InputKind.stringsFileName(locale: strings.locale) != nil else {
            diagnostics.append(
              Diagnostic(
                .importInvalid, at: strings.location,
                "expected a BCP 47 locale tag (such as 'de' or 'pt-BR'), found '\(strings.locale)'"))
            continue
          }
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
    let root = normalized(directory)
    // Each file is `<directory>/<tag>.strings.yaml`, the tag checked above.
    let files = byLocale.keys.sorted().map { (locale: $0, path: root + "/" + InputKind.stringsFileName(locale: $0)!) }
    // With --merge, each existing file is read first (one that does not parse stops them all).
    var existing: [String: [ImportedString]] = [:]
    for file in files where exists(file.path) {
      guard merge else {
        throw DriverError(
          message:
            "'\(file.path)' exists; themec import does not replace a file (--merge merges into it; or move it, or choose another -o)",
          isUsage: true)
      }
      let (strings, problems) = try existingStrings(file.path, locale: file.locale)
      if problems.contains(where: { $0.severity == .error }) { return ([], diagnostics + problems) }
      existing[file.locale] = strings
    }
    if let problem = makeDirectory(root) { throw DriverError(message: "cannot create '\(root)': \(problem)") }
    // Each locale's file is made on a core of its own.
    let (gathered, old) = (byLocale, existing)
    let texts = parallelMap(files.map(\.locale)) { locale in
      let imported = gathered[locale]!
      let strings = old[locale].map { Interchange.merged(imported.strings, into: $0) } ?? imported.strings
      return Array(Interchange.importedYAML(strings, sources: imported.sources).utf8)
    }
    var written: [String] = []
    for (file, text) in zip(files, texts) {
      if existing[file.locale] != nil {
        // Replaced whole (a new file renamed over it), or not at all.
        try replaceFile(file.path, with: [text])
        written.append(file.path)
        continue
      }
      guard try createExclusively(file.path, with: text) else {
        throw DriverError(
          message: "'\(file.path)' exists; themec import does not replace a file (move it, or choose another -o)",
          isUsage: true)
      }
      written.append(file.path)
    }
    return (written, diagnostics)
  }
}

extension Driver {
  /// Strings files compiled for their checked model (no outputs): what `import --merge`
  /// reads of the file it merges into. A file that cannot be read stops it.
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
