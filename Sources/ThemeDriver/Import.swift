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

  /// Reads a `.stringsdict`: each key whose format has one plural variable (`%#@count@`,
  /// `%1$#@count@`, with or without text around it, which each form then repeats) becomes
  /// forms; several variables, or a variable inside another's forms, are reported, not
  /// imported. Categories the locale does not select are kept and reported.
  static func readStringsdict(_ path: String, bytes: [UInt8], locale: String)
    -> (strings: [ImportedString], diagnostics: [Diagnostic])
  {
    let plist: PropertyList
    do {
      plist = try PropertyList.read(path: path, bytes: bytes)
    } catch {
      return ([], [error])
    }
    guard let root = plist.dictionary else {
      return (
        [],
        [
          Diagnostic(
            .importInvalid, at: SourceLocation(path: path, line: plist.line, column: 1),
            "expected a property list of dictionaries (a .stringsdict)")
        ]
      )
    }
    var strings: [ImportedString] = []
    var diagnostics: [Diagnostic] = []
    var line = 1
    func dropped(_ message: String) {
      diagnostics.append(Diagnostic(.importDropped, at: SourceLocation(path: path, line: line, column: 1), message))
    }
    let rules = PluralRules.ruleSet(for: locale)
    for key in root.keys.sorted() {
      line = root[key]!.line
      guard let entry = root[key]!.dictionary, let format = entry["NSStringLocalizedFormatKey"]?.string else {
        dropped("expected a dictionary with NSStringLocalizedFormatKey for \"\(key)\"; not imported")
        continue
      }
      let referenced = variableNames(in: format)
      guard referenced.count == 1, let name = referenced.first, let variable = entry[name]?.dictionary,
        variable["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType",
        let (before, after) = Interchange.aroundVariable(name, in: format)
      else {
        dropped(
          "expected \"\(key)\" to have one plural variable, found '\(format)' with \(referenced.count) (\(referenced.joined(separator: ", "))); a strings file's forms follow one count, so it is not imported"
        )
        continue
      }
      var forms: [PortableValue.Form] = []
      var nested = false
      for category in PluralCategory.allCases {
        guard let text = variable[category.rawValue]?.string else { continue }
        nested = nested || !variableNames(in: text).isEmpty
        // Apple reads `zero` as the count 0 in every language: where CLDR has no `zero`, `=0`.
        let exact = category == .zero && !rules.integerCategories.contains(.zero)
        forms.append(PortableValue.Form(selector: exact ? "=0" : category.rawValue, text: before + text + after))
        if category != .other, !exact, !rules.integerCategories.contains(category) {
          dropped(
            "\"\(key)\" has a '\(category.rawValue)' form, which locale '\(locale)' never selects for integers; kept, and the compiler will say so"
          )
        }
      }
      if nested {
        dropped(
          "\"\(key)\" refers to another variable inside the forms of '\(name)'; a strings file's forms follow one count, so it is not imported"
        )
        continue
      }
      strings.append(ImportedString(key: key, value: PortableValue(forms: forms)))
    }
    return (strings, diagnostics)
  }

  /// The variables a `.stringsdict` format refers to (`%#@name@`, `%2$#@name@`), in order.
  static func variableNames(in format: String) -> [String] {
    var names: [String] = []
    let bytes = Array(format.utf8)
    var offset = 0
    while let marker = Interchange.firstOffset(of: Array("#@".utf8), in: bytes, from: offset) {
      guard let end = bytes[(marker + 2)...].firstIndex(of: UInt8(ascii: "@")) else { break }
      let name = String(decoding: bytes[(marker + 2)..<end], as: UTF8.self)
      if !names.contains(name) { names.append(name) }
      offset = end + 1
    }
    return names
  }

  /// The YAML of one locale's imported strings: SDK keys (paths of settable SDK members)
  /// at the top level, every other key under `app:` (a key written `app.x` is app key `x`),
  /// then the `comments`, `translated-from` and `needs-review` sections.
  static func importedYAML(_ strings: [ImportedString], sources: [String]) -> String {
    let catalog = StringCatalog.sendbirdUIKit
    func isSDK(_ key: String) -> Bool {
      guard let member = catalog.member(key) else { return false }
      return member.settable && !member.deprecated && !member.unavailable
    }
    /// The key as the sections list it.
    func listed(_ key: String) -> String { isSDK(key) || key.hasPrefix("app.") ? key : "app." + key }
    var yaml = YAMLWriter(capacity: strings.count * 64)
    yaml.comment("Imported by themec from \(sources.joined(separator: ", ")).")
    func write(_ key: String, _ value: PortableValue, depth: Int) {
      if let text = value.text {
        yaml.entry(key, text, depth: depth)
        return
      }
      yaml.open(key, depth: depth)
      if value.offset != 0 { yaml.entry("offset", rawValue: String(value.offset), depth: depth + 1, plainKey: true) }
      for form in value.forms {
        if form.selector == "cap" {
          yaml.entry(
            "cap", rawValue: "{from: \(value.capFrom ?? 0), text: \(YAMLWriter.quoted(form.text))}", depth: depth + 1,
            plainKey: true)
        } else {
          let plain = form.selector.allSatisfy { $0.isLetter || $0 == "-" }
          yaml.entry(form.selector, form.text, depth: depth + 1, plainKey: plain)
        }
      }
    }
    for string in strings where isSDK(string.key) { write(string.key, string.value, depth: 0) }
    let app = strings.filter { !isSDK($0.key) }
    if !app.isEmpty {
      yaml.open("app", plainKey: true)
      for string in app {
        write(string.key.hasPrefix("app.") ? String(string.key.dropFirst(4)) : string.key, string.value, depth: 1)
      }
    }
    let commented = strings.filter { $0.comment != nil }
    if !commented.isEmpty {
      yaml.open(commentsKey, plainKey: true)
      for string in commented { yaml.entry(listed(string.key), string.comment!, depth: 1) }
    }
    let made = strings.compactMap { string in string.fingerprint.map { (listed(string.key), $0) } }
    if !made.isEmpty {
      yaml.open(translatedFromKey, plainKey: true)
      for (key, fingerprint) in made { yaml.entry(key, fingerprint, depth: 1) }
    }
    let same = strings.filter(\.sameAsBase)
    if !same.isEmpty {
      yaml.open(sameAsBaseKey, plainKey: true)
      for string in same { yaml.item(listed(string.key)) }
    }
    let review = strings.filter(\.needsReview)
    if !review.isEmpty {
      yaml.open(needsReviewKey, plainKey: true)
      for string in review { yaml.item(listed(string.key)) }
    }
    return yaml.text
  }

  /// An existing locale file's strings as import would have made them (`--merge`), in the
  /// order the file gives them: texts and forms, comments, `translated-from`, `same-as-base`
  /// and `needs-review`. App keys are `app.<key>`. Problems that stop the file being read
  /// (it does not parse) are returned.
  static func existingStrings(_ path: String, locale: String) throws -> (
    strings: [ImportedString], diagnostics: [Diagnostic]
  ) {
    // Compiled alone, as its own base (no translation checks): the compiler's lowering.
    var options = CompileOptions(baseLocale: locale)
    options.render = false
    options.keepsStrings = true
    let result = compile(files: inputFiles([path]), options: options)
    if let unreadable = result.diagnostics.first(where: { $0.code == "file.unreadable" }) {
      throw DriverError(message: "\(unreadable.location.path): \(unreadable.message)")
    }
    // A file that does not parse is not merged into (its findings say why).
    let unparsed = result.diagnostics.filter { $0.code.hasPrefix("yaml.") }
    guard !unparsed.contains(where: { $0.severity == .error }), let file = result.strings.first else {
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

  /// A new round merged into a locale's strings: each imported key replaces its entry
  /// (where it was) or is added at the end; the rest stay. An imported comment replaces the
  /// old one; the review state and the base text it was made from are the new round's (a
  /// recorded fingerprint stays only while the text is unchanged).
  static func merged(_ imported: [ImportedString], into existing: [ImportedString]) -> [ImportedString] {
    let catalog = StringCatalog.sendbirdUIKit
    /// The key as the existing strings list it (an app key as `app.<key>`).
    func listed(_ key: String) -> String {
      if key.hasPrefix("app.") { return key }
      guard let member = catalog.member(key), member.settable, !member.deprecated, !member.unavailable else {
        return "app." + key
      }
      return key
    }
    var result = existing
    var position = Dictionary(existing.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    for var string in imported {
      string.key = listed(string.key)
      guard let index = position[string.key] else {
        position[string.key] = result.count
        result.append(string)
        continue
      }
      let old = result[index]
      if string.comment == nil { string.comment = old.comment }
      if string.madeFrom == nil, !string.needsReview, string.value == old.value {
        string.recordedFingerprint = old.recordedFingerprint
        string.sameAsBase = old.sameAsBase
      }
      result[index] = string
    }
    return result
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
        let (strings, found) = readStringsdict(path, bytes: bytes, locale: locale)
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
      let strings = old[locale].map { merged(imported.strings, into: $0) } ?? imported.strings
      return Array(importedYAML(strings, sources: imported.sources).utf8)
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
