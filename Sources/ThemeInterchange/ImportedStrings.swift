import ThemeCore
import ThemeRuntime
import ThemeYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `themec import` makes of what it reads, without the disk: a `.stringsdict`'s plural
/// entries as strings, a new round merged into a locale's existing strings, and the YAML of
/// a strings file.
extension Interchange {
  /// Reads a `.stringsdict`: each key whose format has one plural variable (`%#@count@`,
  /// `%1$#@count@`, with or without text around it, which each form then repeats) becomes
  /// forms; several variables, or a variable inside another's forms, are reported, not
  /// imported. Categories the locale does not select are kept and reported.
  package static func readStringsdict(_ path: String, bytes: [UInt8], locale: String)
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
    /// The line of each string's entry.
    var lines: [Int] = []
    func dropped(_ message: String) {
      diagnostics.append(Diagnostic(.importDropped, at: SourceLocation(path: path, line: line, column: 1), message))
    }
    let integerCategories = PluralRules.ruleSet(for: locale).integerCategories
    for key in root.keys.sorted() {
      line = root[key]!.line
      guard let entry = root[key]!.dictionary, let format = entry["NSStringLocalizedFormatKey"]?.string else {
        dropped("expected a dictionary with NSStringLocalizedFormatKey for \"\(key)\"; not imported")
        continue
      }
      let referenced = variableNames(in: format)
      guard referenced.count == 1, let name = referenced.first, let variable = entry[name]?.dictionary,
        variable["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType",
        let (before, after, position) = Interchange.aroundVariable(name, in: format)
      else {
        dropped(
          "expected \"\(key)\" to have one plural variable, found '\(format)' with \(referenced.count) (\(referenced.joined(separator: ", "))); a strings file's forms follow one count, so it is not imported"
        )
        continue
      }
      // A positional variable (`%2$#@rating@`) takes its argument by number: the text around
      // it is numbered too (its unnumbered placeholders take theirs in order, as printf
      // reads them), so the forms keep every argument where Foundation reads it (`%1$#@n@`
      // alone needs no number). Where an unnumbered one takes the variable's argument, the
      // format reads one argument twice.
      var (around, aroundPositions) = ((before, after), [Int]())
      if let position {
        var next = 1
        let numberedBefore = Interchange.numbered(before, next: &next)
        let numberedAfter = Interchange.numbered(after, next: &next)
        around = (numberedBefore.text, numberedAfter.text)
        aroundPositions = numberedBefore.positions + numberedAfter.positions
        if aroundPositions.contains(position) {
          dropped(
            "expected \"\(key)\"'s placeholders to take distinct arguments, found '\(format)', whose unnumbered placeholders take argument \(position), which its variable '\(name)' takes too; not imported"
          )
          continue
        }
      }
      var forms: [PortableValue.Form] = []
      var nested = false
      for category in PluralCategory.allCases {
        guard let text = variable[category.rawValue]?.string else { continue }
        nested = nested || !variableNames(in: text).isEmpty
        // Apple reads `zero` as the count 0 in every language: where CLDR has no `zero`, `=0`.
        let exact = category == .zero && !integerCategories.contains(.zero)
        forms.append(
          PortableValue.Form(
            selector: exact ? "=0" : category.rawValue,
            text: around.0
              + Interchange.positioned(text, at: aroundPositions.isEmpty && position == 1 ? nil : position) + around.1))
      }
      if nested {
        dropped(
          "\"\(key)\" refers to another variable inside the forms of '\(name)'; a strings file's forms follow one count, so it is not imported"
        )
        continue
      }
      strings.append(ImportedString(key: key, value: PortableValue(forms: forms)))
      lines.append(line)
    }
    diagnostics += unselectedCategories(strings, locale: locale) {
      SourceLocation(path: path, line: lines[$0], column: 1)
    }
    return (strings, diagnostics)
  }

  /// For each imported plural form of a CLDR category the locale never selects for an
  /// integer count, an `import.not-representable` warning at the string's place (`place`,
  /// by its position): the form is kept, and `lint` says so too (`plural.unused-category`).
  /// Every format's reader asks it.
  package static func unselectedCategories(
    _ strings: [ImportedString], locale: String, at place: (Int) -> SourceLocation
  ) -> [Diagnostic] {
    let selected = PluralRules.ruleSet(for: locale).integerCategories
    var found: [Diagnostic] = []
    for (position, string) in strings.enumerated() where string.value.text == nil {
      for form in string.value.forms {
        guard let category = PluralCategory(name: form.selector), category != .other, !selected.contains(category)
        else { continue }
        found.append(
          Diagnostic(
            .importDropped, at: place(position),
            "\"\(string.key.escapedForTerminal)\" has a '\(category.rawValue)' form, which locale '\(locale)' never selects for integers; kept, and the compiler will say so"
          ))
      }
    }
    return found
  }

  /// The variables a `.stringsdict` format refers to (`%#@name@`, `%2$#@name@`), in order.
  package static func variableNames(in format: String) -> [String] {
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
  package static func importedYAML(_ strings: [ImportedString], sources: [String]) -> String {
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
    let listed = strings.map { ($0.listedKey, $0) }
    for (key, string) in listed where !key.hasPrefix("app.") { write(key, string.value, depth: 0) }
    let app = listed.filter { $0.0.hasPrefix("app.") }
    if !app.isEmpty {
      yaml.open("app", plainKey: true)
      for (key, string) in app { write(String(key.dropFirst(4)), string.value, depth: 1) }
    }
    let commented = listed.filter { $0.1.comment != nil }
    if !commented.isEmpty {
      yaml.open(commentsKey, plainKey: true)
      for (key, string) in commented { yaml.entry(key, string.comment!, depth: 1) }
    }
    let made = listed.compactMap { key, string in string.fingerprint.map { (key, $0) } }
    if !made.isEmpty {
      yaml.open(translatedFromKey, plainKey: true)
      for (key, fingerprint) in made { yaml.entry(key, fingerprint, depth: 1) }
    }
    let same = listed.filter { $0.1.sameAsBase }
    if !same.isEmpty {
      yaml.open(sameAsBaseKey, plainKey: true)
      for (key, _) in same { yaml.item(key) }
    }
    let named = listed.compactMap { key, string in string.sourceKey.map { (key, $0) } }
    if !named.isEmpty {
      yaml.open(sourceKeysKey, plainKey: true)
      for (key, original) in named { yaml.entry(key, original, depth: 1) }
    }
    let review = listed.filter { $0.1.needsReview }
    if !review.isEmpty {
      yaml.open(needsReviewKey, plainKey: true)
      for (key, _) in review { yaml.item(key) }
    }
    return yaml.text
  }
}
