import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The flat units that `.xcstrings` and XLIFF carry, and how a value spreads over them.
///
/// A key's text is one unit; its forms are a unit per CLDR category (a plural variation),
/// except what the formats lack, which gets a unit of its own beside the key: `KEY|=1`,
/// `KEY|<1`, `KEY|cap:100` (the cap's first count in its name), `KEY|empty-name` and
/// `KEY|offset` (the number, not to translate). `=0` is the `zero` variation in a locale
/// whose CLDR rules have no `zero` category, as Apple's formats read `zero`.
package enum Interchange {
  package struct Unit: Equatable {
    /// The key, or the key and a selector (`KEY|cap:100`).
    package var key: String
    /// The plural category, for a form of one.
    package var category: PluralCategory?
    package var text: String
    package var translatable = true
  }

  /// Whether `=0` travels as the `zero` variation in a locale.
  package static func zeroIsExact(_ locale: String) -> Bool {
    !PluralRules.ruleSet(for: locale).integerCategories.contains(.zero)
  }

  /// The units of a key's value in a locale.
  package static func units(key: String, value: PortableValue, locale: String) -> [Unit] {
    if let text = value.text { return [Unit(key: key, text: text)] }
    var units: [Unit] = []
    let zeroAsExact = zeroIsExact(locale) && value.form("zero") == nil
    if value.offset != 0 { units.append(Unit(key: key + "|offset", text: String(value.offset), translatable: false)) }
    for form in value.forms {
      if let category = PluralCategory(name: form.selector) {
        units.append(Unit(key: key, category: category, text: form.text))
      } else if form.selector == "=0" && zeroAsExact {
        units.append(Unit(key: key, category: .zero, text: form.text))
      } else if form.selector == "cap" {
        units.append(Unit(key: key + "|cap:\(value.capFrom ?? 0)", text: form.text))
      } else {
        units.append(Unit(key: key + "|" + form.selector, text: form.text))
      }
    }
    return units
  }

  /// Splits `KEY|selector` into the key and the selector, when the selector is one of ours.
  package static func splitExtra(_ key: String) -> (key: String, selector: String)? {
    guard let bar = key.utf8.lastIndex(of: UInt8(ascii: "|")) else { return nil }
    let selector = String(key[key.index(after: bar)...])
    let isOurs =
      selector == "offset" || selector == "empty-name"
      || (selector.hasPrefix("cap:") && Int(selector.dropFirst(4)) != nil)
      || ((selector.hasPrefix("=") || selector.hasPrefix("<")) && Int(selector.dropFirst()) != nil)
    return isOurs ? (String(key[..<bar]), selector) : nil
  }

  /// Gathers a locale's units back into values by key, in the order keys first appear.
  /// `known` tells whether a key is one of the catalogue (a `KEY|…` unit joins it only then).
  package static func values(_ units: [Unit], locale: String, known: (String) -> Bool) -> [(
    key: String, value: PortableValue
  )] {
    // Each key's place in `result`, found once per unit.
    var result: [(key: String, value: PortableValue)] = []
    var index: [String: Int] = [:]
    result.reserveCapacity(units.count)
    index.reserveCapacity(units.count)
    let zeroAsExact = zeroIsExact(locale)
    for unit in units {
      var key = unit.key
      var form: PortableValue.Form?
      var offset: Int?
      var capFrom: Int?
      if let (main, selector) = splitExtra(unit.key), known(main) {
        key = main
        if selector == "offset" {
          offset = Int(unit.text)
        } else if selector.hasPrefix("cap:") {
          capFrom = Int(selector.dropFirst(4))
          form = PortableValue.Form(selector: "cap", text: unit.text)
        } else {
          form = PortableValue.Form(selector: selector, text: unit.text)
        }
      } else if let category = unit.category {
        let selector = category == .zero && zeroAsExact ? "=0" : category.rawValue
        form = PortableValue.Form(selector: selector, text: unit.text)
      }
      let isPart = form != nil || offset != nil || capFrom != nil
      guard let position = index[key] else {
        index[key] = result.count
        var value = isPart ? PortableValue(forms: []) : PortableValue(text: unit.text)
        if let form { value.forms.append(form) }
        if let offset { value.offset = offset }
        if let capFrom { value.capFrom = capFrom }
        result.append((key, value))
        continue
      }
      // A plain unit read first, then forms: the forms win.
      if isPart, result[position].value.text != nil { result[position].value = PortableValue(forms: []) }
      if let form {
        // A form given twice (a unit repeated) keeps its last text, as a repeated key does.
        if let same = result[position].value.forms.firstIndex(where: { $0.selector == form.selector }) {
          result[position].value.forms[same] = form
        } else {
          result[position].value.forms.append(form)
        }
      }
      if let offset { result[position].value.offset = offset }
      if let capFrom { result[position].value.capFrom = capFrom }
    }
    return result
  }

  /// Where a JSON document writes the member a coding path names: each key found (as a
  /// quoted string) after the one before it; the last one found, or 1:1.
  package static func locate(keys: [String], in bytes: [UInt8], path: String) -> SourceLocation {
    var start = 0
    var found: Int?
    for key in keys where Int(key) == nil {
      let needle = Array("\"\(key)\"".utf8)
      guard let at = firstOffset(of: needle, in: bytes, from: start) else { break }
      found = at
      start = at + needle.count
    }
    return SourceLocation(path: path, offset: found ?? 0, in: bytes)
  }

  /// The first offset of `needle` in `bytes` at or after `start`.
  package static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// Where the ASCII bytes `needle` first occur in `text`, as its indices, searched by bytes
  /// (`firstOffset`): Foundation's `range(of:)` and `contains` compare with a locale's
  /// rules, a tenth of an XLIFF import's time when asked of every unit.
  package static func range(ofASCII needle: [UInt8], in text: String) -> Range<String.Index>? {
    guard let offset = firstOffset(of: needle, in: Array(text.utf8), from: 0) else { return nil }
    let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return start..<text.utf8.index(start, offsetBy: needle.count)
  }

  /// The locale tag of a format's code (`zh_CN` is `zh-CN`).
  package static func tag(_ code: String) -> String {
    code.utf8.contains(UInt8(ascii: "_")) ? code.replacing("_", with: "-") : code
  }
}

// MARK: - String Catalogs

extension Interchange {
  /// The `.xcstrings` versions read (Xcode 15 wrote 1.0; later versions add fields).
  package static let catalogVersions = ["1.0", "1.1", "1.2", "1.3"]

  /// A String Catalog of every locale: each key with its comment, each locale's value
  /// (plural variations per category) and state (`needs_review` for a translation made
  /// from a changed base text or listed under `needs-review`). Keys sorted, as Xcode writes.
  package static func stringCatalog(_ table: TranslationTable) throws -> [UInt8] {
    typealias Catalog = StringCatalogFile
    var strings: [String: Catalog.Entry] = [:]
    for key in table.keys {
      // An app key goes back as the app spells it, as one Xcode extracted (an SDK path is
      // one themec wrote: `manual`).
      let exported = table.exportKey(of: key)
      for file in [table.base] + table.translations {
        guard let value = TranslationTable.value(of: key, in: file) else { continue }
        let state = table.state(of: key, in: file) == .needsReview ? "needs_review" : "translated"
        for unit in units(key: exported, value: PortableValue(value), locale: file.locale) {
          let stringUnit = Catalog.StringUnit(state: state, value: unit.text)
          var entry =
            strings[unit.key]
            ?? Catalog.Entry(extractionState: key.hasPrefix("app.") ? "extracted_with_value" : "manual")
          if unit.key == exported, let comment = table.comment(of: key) { entry.comment = comment.value }
          if !unit.translatable { entry.shouldTranslate = false }
          var localizations = entry.localizations ?? [:]
          var localized = localizations[file.locale] ?? Catalog.Localization()
          if let category = unit.category {
            var plural = localized.variations?.plural ?? [:]
            plural[category.rawValue] = Catalog.Localization(stringUnit: stringUnit)
            localized = Catalog.Localization(variations: Catalog.Variations(plural: plural))
          } else {
            localized = Catalog.Localization(stringUnit: stringUnit)
          }
          localizations[file.locale] = localized
          entry.localizations = localizations
          strings[unit.key] = entry
        }
      }
    }
    return try Catalog(sourceLanguage: table.base.locale, strings: strings, version: "1.0").bytes()
  }

  /// One locale's strings read from an interchange file.
  package struct LocaleStrings {
    package var locale: String
    /// Where the file names the locale.
    package var location: SourceLocation
    package var strings: [ImportedString] = []
  }

  /// Reads a String Catalog: per locale, each key's value and state; the comments go to the
  /// source language's strings. A key with no value in its source language is its own text.
  package static func readStringCatalog(_ path: String, bytes: [UInt8]) -> (
    locales: [LocaleStrings], diagnostics: [Diagnostic]
  ) {
    let catalog: StringCatalogFile
    do {
      catalog = try StringCatalogFile.read(path: path, bytes: bytes)
    } catch {
      return ([], [error])
    }
    guard catalogVersions.contains(catalog.version) else {
      return (
        [],
        [
          Diagnostic(
            .importInvalid, at: locate(keys: ["version"], in: bytes, path: path),
            "expected a String Catalog of version \(catalogVersions.joined(separator: ", ")), found version \(catalog.version), which this themec does not read"
          )
        ]
      )
    }
    let source = catalog.sourceLanguage
    let strings = catalog.strings
    let sourceTag = tag(source)
    var diagnostics: [Diagnostic] = []
    let start = SourceLocation(path: path, line: 1, column: 1)
    func dropped(_ message: String) { diagnostics.append(Diagnostic(.importDropped, at: start, message)) }
    // Per locale, units with their states; comments by key.
    var unitsByLocale: [String: [(Unit, String)]] = [:]
    var comments: [String: String] = [:]
    /// Keys Xcode extracted from the app's code (an extraction state other than `manual`):
    /// the app's own, whatever they spell; stale ones (no longer in the code) to review;
    /// those not to translate.
    var extracted: Set<String> = []
    var stale: Set<String> = []
    var notTranslated: [String] = []
    // The code each locale tag was written as, for locating it.
    var codes: [String: String] = [sourceTag: source]
    for (key, entry) in strings.sorted(by: { $0.key < $1.key }) {
      if let comment = entry.comment, !comment.isEmpty { comments[key] = comment }
      let localizations = entry.localizations ?? [:]
      let isExtra = splitExtra(key).map { strings[$0.key] != nil } ?? false
      if entry.extractionState != "manual" { extracted.insert(key) }
      if entry.extractionState == "stale" { stale.insert(key) }
      if entry.shouldTranslate == false, !isExtra { notTranslated.append(key) }
      if localizations[source] == nil, !isExtra, entry.shouldTranslate != false || localizations.isEmpty {
        // Xcode leaves the source language out when the key is the text.
        unitsByLocale[sourceTag, default: []].append((Unit(key: key, text: key), "translated"))
      }
      for (code, localized) in localizations.sorted(by: { $0.key < $1.key }) {
        let locale = tag(code)
        if codes[locale] == nil { codes[locale] = code }
        for (unit, state) in catalogUnits(key: key, localized, dropped: dropped) {
          unitsByLocale[locale, default: []].append((unit, state))
        }
      }
    }
    let sourceUnits = unitsByLocale[sourceTag]?.map(\.0) ?? []
    var keys = Set<String>(minimumCapacity: strings.count)
    for key in strings.keys where splitExtra(key) == nil { keys.insert(key) }
    let known = keys
    let sourceValues = Dictionary(
      values(sourceUnits, locale: sourceTag, known: known.contains).map { ($0.key, $0.value) },
      uniquingKeysWith: { first, _ in first })
    // Each locale's values are gathered on a core of its own.
    // A key not to translate shows the base's text in every locale: each locale of the
    // catalogue lists it under `same-as-base`, with that text.
    for key in notTranslated {
      let text = strings[key]?.localizations?[source]?.stringUnit?.value ?? key
      for locale in unitsByLocale.keys where locale != sourceTag {
        if !unitsByLocale[locale]!.contains(where: { $0.0.key == key }) {
          unitsByLocale[locale]!.append((Unit(key: key, text: text), "same-as-base"))
        }
      }
    }
    let (gathered, codeOf, commentOf) = (unitsByLocale, codes, comments)
    let (extractedKeys, staleKeys) = (extracted, stale)
    let locales = parallelMap(unitsByLocale.keys.sorted()) { locale -> LocaleStrings in
      let pairs = gathered[locale]!
      var states: [String: String] = [:]
      states.reserveCapacity(pairs.count)
      for (unit, state) in pairs {
        let key = splitExtra(unit.key).map(\.key) ?? unit.key
        // The weakest state of a value's units is the value's.
        if states[key] == nil || state != "translated" { states[key] = state }
      }
      var result = LocaleStrings(
        locale: locale, location: locate(keys: [codeOf[locale] ?? locale], in: bytes, path: path))
      for (key, value) in values(pairs.map(\.0), locale: locale, known: known.contains) {
        let state = states[key] ?? "translated"
        // A `new` unit is not translated yet (its value, if any, is a copy of the source's).
        if state == "new" && locale != sourceTag { continue }
        var string = ImportedString(key: key, value: value)
        string.isAppKey = extractedKeys.contains(key)
        if locale == sourceTag {
          string.comment = commentOf[key]
        } else if state == "same-as-base" {
          string.sameAsBase = true
        } else {
          // Anything but `translated` (needs_review, machine_translated, stale) awaits review,
          // and so does the translation of a key no longer in the app's code.
          string.needsReview = state != "translated" || staleKeys.contains(key)
          if !string.needsReview, let base = sourceValues[key] { string.record(madeFrom: base) }
        }
        result.strings.append(string)
      }
      return result
    }
    return (locales, diagnostics)
  }

  /// The units of one locale's entry of a key, each with its state: a string unit, plural
  /// variations, one plural substitution (text around it kept in each form); device
  /// variations keep their `other` (or first) device; string sets and several
  /// substitutions are reported.
  package static func catalogUnits(key: String, _ localized: StringCatalogFile.Localization, dropped: (String) -> Void)
    -> [(Unit, String)]
  {
    func stringUnit(_ localization: StringCatalogFile.Localization?) -> (text: String, state: String)? {
      localization?.stringUnit.map { ($0.value, $0.state ?? "translated") }
    }
    if localized.stringSet != nil {
      dropped("\"\(key)\" is a string set (several values), which a strings file cannot hold; not imported")
      return []
    }
    var localized = localized
    if let device = localized.variations?.device {
      let chosen = device["other"] ?? device.keys.sorted().first.flatMap { device[$0] }
      dropped(
        "\"\(key)\" varies by device (\(device.keys.sorted().joined(separator: ", "))); imported its \(device["other"] != nil ? "'other'" : "first") device's text"
      )
      localized = chosen ?? StringCatalogFile.Localization()
    }
    if let plural = localized.variations?.plural {
      return PluralCategory.allCases.compactMap { category in
        stringUnit(plural[category.rawValue]).map { (Unit(key: key, category: category, text: $0.text), $0.state) }
      }
    }
    guard let (text, state) = stringUnit(localized) else { return [] }
    guard let substitutions = localized.substitutions, !substitutions.isEmpty else {
      return [(Unit(key: key, text: text), state)]
    }
    guard substitutions.count == 1, let (name, substitution) = substitutions.first,
      let plural = substitution.variations?.plural,
      let (before, after, position) = aroundVariable(name, in: text)
    else {
      dropped(
        "\"\(key)\" has \(substitutions.count) substitutions (\(substitutions.keys.sorted().joined(separator: ", "))); a strings file's forms follow one count, so it is not imported"
      )
      return []
    }
    // At the reference's position (`%2$#@rating@`), or the argument Xcode numbers it with.
    // Only where the text around it is positional too (else the forms stay as Xcode shows them).
    let argument = (before + after).contains("$") ? position ?? substitution.argNum : nil
    let specifier = "%" + (argument.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "lld")
    return PluralCategory.allCases.compactMap { category in
      stringUnit(plural[category.rawValue]).map {
        let form = before + $0.text.replacing("%arg", with: specifier) + after
        return (Unit(key: key, category: category, text: form), $0.state == "translated" ? state : $0.state)
      }
    }
  }

  /// The text before and after a variable's one reference (`%#@name@`, `%1$#@name@`), and
  /// the reference's argument position when it gives one (`%2$#@rating@`: 2).
  package static func aroundVariable(_ name: String, in text: String) -> (String, String, position: Int?)? {
    // Searched by bytes (Foundation's `range(of:)` compares with a locale's rules).
    let bytes = Array(text.utf8)
    for (position, marker) in [(nil, "%#@\(name)@")] + (1...9).map({ ($0, "%\($0)$#@\(name)@") }) {
      if let start = firstOffset(of: Array(marker.utf8), in: bytes, from: 0) {
        let end = start + marker.utf8.count
        guard firstOffset(of: Array("%#@".utf8), in: bytes, from: end) == nil else { continue }
        return (
          String(decoding: bytes[..<start], as: UTF8.self), String(decoding: bytes[end...], as: UTF8.self), position
        )
      }
    }
    return nil
  }

  /// A text with each unnumbered placeholder numbered (`%@` becomes `%1$@`): all at `fixed`
  /// where given, else from `next` on, in order; and the position every placeholder of the
  /// text takes (numbered ones too).
  package static func numbered(_ text: String, next: inout Int, fixed: Int? = nil) -> (
    text: String, positions: [Int]
  ) {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return (text, []) }
    var out = ""
    var positions: [Int] = []
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      out.unicodeScalars.append(scalar)
      guard scalar == "%", let following = scalars.first else { continue }
      if following == "%" {
        out.unicodeScalars.append(scalars.removeFirst())
        continue
      }
      // Already positional (`%1$d`): kept.
      let digits = scalars.prefix { ("0"..."9").contains($0) }
      if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
        positions.append(Int(String(String.UnicodeScalarView(digits))) ?? 0)
        continue
      }
      let position = fixed ?? next
      out += "\(position)$"
      positions.append(position)
      if fixed == nil { next += 1 }
    }
    return (out, positions)
  }

  /// A variable's form text with its placeholders at the variable's position (`%d` becomes
  /// `%2$d` for `%2$#@rating@`), so that it joins positional text around it.
  package static func positioned(_ form: String, at position: Int?) -> String {
    guard let position else { return form }
    var unused = position
    return numbered(form, next: &unused, fixed: position).text
  }
}

// MARK: - XLIFF 1.2

extension Interchange {
  /// One locale's XLIFF file: 1.2 as `xcodebuild -exportLocalizations` writes it, or 2.0 (the
  /// same units, each a `<unit>` of one `<segment>`: a current translation `final`, one to
  /// review `initial`; its note in `<notes>` before it; themec's marks as 1.2's, on the
  /// `<file>` and the units). A unit per key (`KEY|==|plural.one` per category the locale's
  /// CLDR rules select, each with the base's form or its `other`), the base text as source,
  /// the translation as target with its state, the comment as a note. The base locale's
  /// file has its own texts as targets.
  package static func xliff(
    _ table: TranslationTable, locale file: CheckedStrings, toolVersion: String, version2: Bool = false
  ) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
    let base = table.base
    var diagnostics: [Diagnostic] = []
    /// Escaped text; what XML 1.0 cannot carry is reported at `place` (and left out).
    func escape(_ text: String, attribute: Bool = false, _ what: String, at place: SourceLocation) -> String {
      do {
        return try XMLText.escaped(text, attribute: attribute)
      } catch {
        diagnostics.append(
          Diagnostic(
            .exportUnrepresentable, at: place,
            "expected \(what) that XML 1.0 can carry, found \(error.name) in it; XLIFF cannot export it"))
        return ""
      }
    }
    let fileStart = SourceLocation(path: file.path, line: 1, column: 1)
    func place(of key: String, in file: CheckedStrings) -> SourceLocation {
      TranslationTable.definition(of: key, in: file)?.key.location ?? file.start
    }
    var lines =
      version2
      ? [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" xmlns:themec=\"urn:themec:xliff\" version=\"2.0\" srcLang=\"\(base.locale)\" trgLang=\"\(file.locale)\">",
        "  <file id=\"themec\" original=\"themec.xcstrings\" themec:tool=\"themec\" themec:tool-version=\"\(toolVersion)\">",
      ]
      : [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:themec=\"urn:themec:xliff\" version=\"1.2\">",
        "  <file original=\"themec.xcstrings\" source-language=\"\(base.locale)\" target-language=\"\(file.locale)\" datatype=\"plaintext\">",
        "    <header>",
        "      <tool tool-id=\"themec\" tool-name=\"themec\" tool-version=\"\(toolVersion)\"/>",
        "    </header>",
        "    <body>",
      ]
    var unitCount = 0
    for listedKey in table.keys {
      // An app catalogue's own key goes back as it was (`themec:app` says it is the app's).
      let key = table.exportKey(of: listedKey)
      let isApp = listedKey.hasPrefix("app.")
      let baseUnits =
        TranslationTable.value(of: listedKey, in: base).map {
          units(key: key, value: PortableValue($0), locale: base.locale)
        } ?? []
      let targetValue = TranslationTable.value(of: listedKey, in: file)
      let targetUnits = targetValue.map { units(key: key, value: PortableValue($0), locale: file.locale) } ?? []
      // The unit ids: what this locale needs and what it gives. A translation given as one
      // text is that unit alone; forms (or none yet) get a unit per category the locale
      // selects, and the base's side forms a translation needs (`TranslationTable.neededForms`).
      // The base's own file: the units it gives.
      var ids: [(key: String, category: PluralCategory?)] = []
      func add(_ key: String, _ category: PluralCategory?) {
        if !ids.contains(where: { $0.key == key && $0.category == category }) { ids.append((key, category)) }
      }
      if file.locale == base.locale || (targetValue.map { PortableValue($0).text != nil } ?? false) {
        for unit in (file.locale == base.locale ? baseUnits : targetUnits) { add(unit.key, unit.category) }
      } else {
        let needed = table.neededForms(of: listedKey, locale: file.locale)
        for unit in baseUnits where unit.category == nil {
          let selector = splitExtra(unit.key)?.selector
          if selector == nil || selector == "offset" || needed.sides.contains(where: { unit.key.hasSuffix("|" + $0) }) {
            add(unit.key, nil)
          }
        }
        for unit in targetUnits where unit.category == nil { add(unit.key, nil) }
        if (baseUnits + targetUnits).contains(where: { $0.category != nil }) {
          for category in PluralCategory.allCases where needed.categories.contains(category) { add(key, category) }
          for unit in targetUnits where unit.category != nil { add(key, unit.category) }
        }
      }
      let state = table.state(of: listedKey, in: file) == .needsReview ? "needs-review-translation" : "translated"
      // The base value's fingerprint: a file of one locale carries only the base forms that
      // locale needs, so an import records what the translation was made from by this.
      let baseFingerprint = file.locale == base.locale ? nil : table.baseFingerprints[listedKey]
      let keyPlace = place(of: listedKey, in: TranslationTable.value(of: listedKey, in: file) != nil ? file : base)
      for id in ids {
        let unitID = id.category.map { "\(id.key)|==|plural.\($0.rawValue)" } ?? id.key
        let own = baseUnits.first { $0.key == id.key && $0.category == id.category }
        // A category the base does not give shows the base's `other` (or text), marked as
        // borrowed so that an import does not take it for the base's own form.
        let source =
          own ?? baseUnits.first { $0.key == id.key && $0.category == .other } ?? baseUnits.first { $0.key == id.key }
        let target = targetUnits.first { $0.key == id.key && $0.category == id.category }
        // A form that shows nothing in the base (`<1: ""`) is no text to translate.
        let translatable = ((source ?? target)?.translatable ?? true) && !(own.map { $0.text.isEmpty } ?? false)
        // A current translation is approved: CAT tools (translate-toolkit among them) count
        // only approved units as translated, as `status` counts them.
        let approved = target != nil && state == "translated"
        let marks =
          "\(translatable ? "" : " translate=\"no\"")"
          + "\(approved && !version2 ? " approved=\"yes\"" : "")\(own == nil ? " themec:borrowed=\"yes\"" : "")"
          + (baseFingerprint.map { " themec:base=\"\($0)\"" } ?? "") + (isApp ? " themec:app=\"yes\"" : "")
        let sourceText = escape(source?.text ?? "", "a text", at: place(of: listedKey, in: base))
        let targetText = target.map { escape($0.text, "a text", at: place(of: listedKey, in: file)) }
        let note = id.key == key ? table.comment(of: listedKey, in: file) : nil
        let noteText = note.map { escape($0.value, "a comment", at: $0.location) }
        let unitName = version2 ? "unit" : "trans-unit"
        // 2.0's ids are XML name tokens (no `|`, `=` or space): the key is the unit's name.
        let escapedID = escape(unitID, attribute: true, "a key", at: keyPlace)
        unitCount += 1
        let identity = version2 ? "id=\"u\(unitCount)\" name=\"\(escapedID)\"" : "id=\"\(escapedID)\""
        lines.append("      <\(unitName) \(identity) xml:space=\"preserve\"\(marks)>")
        if version2 {
          if let noteText { lines.append("        <notes><note>\(noteText)</note></notes>") }
          let segmentState = targetText == nil ? "" : approved ? " state=\"final\"" : " state=\"initial\""
          lines.append("        <segment\(segmentState)>")
          lines.append("          <source>\(sourceText)</source>")
          if let targetText { lines.append("          <target>\(targetText)</target>") }
          lines.append("        </segment>")
        } else {
          lines.append("        <source>\(sourceText)</source>")
          if let targetText { lines.append("        <target state=\"\(state)\">\(targetText)</target>") }
          if let noteText { lines.append("        <note>\(noteText)</note>") }
        }
        lines.append("      </\(unitName)>")
      }
    }
    lines += version2 ? ["  </file>", "</xliff>"] : ["    </body>", "  </file>", "</xliff>"]
    return (Array((lines.joined(separator: "\n") + "\n").utf8), diagnostics.sortedDistinct())
  }

  /// Reads an XLIFF 1.2 or 2.0 file (2.0's units of segments, their states and notes read
  /// as 1.2's): each `<file>`'s target locale gets its targets (a unit
  /// without a target is missing, one with an empty target for a text is reported and
  /// missing, one in state `new` or `needs-translation` is imported for review, unless its
  /// target is its source again, which is no translation); the
  /// sources give the base text each translation was made from; notes become comments of
  /// a file whose target language is its source language (the base's own file).
  package static func readXLIFF(_ path: String, bytes: [UInt8]) -> (locales: [LocaleStrings], diagnostics: [Diagnostic])
  {
    var reader = XLIFFReader()
    do {
      try XMLStream.read(path: path, bytes: bytes) { event in reader.take(event) }
    } catch {
      return ([], [error])
    }
    guard !reader.files.isEmpty else {
      return (
        [],
        [
          Diagnostic(
            .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
            "expected an XLIFF document (1.2, or 2.0) with <file> elements")
        ]
      )
    }
    var locales: [LocaleStrings] = []
    var diagnostics: [Diagnostic] = []
    let pluralMarker = Array("|==|plural.".utf8)
    let dictMarker = Array(":dict/".utf8)
    for file in reader.files {
      let source = tag(file.sourceLanguage)
      let target = tag(file.targetLanguage ?? file.sourceLanguage)
      func unit(_ xliff: XLIFFReader.Unit, text: String) -> Unit {
        if let range = range(ofASCII: pluralMarker, in: xliff.id),
          let category = PluralCategory(name: String(xliff.id[range.upperBound...]))
        {
          return Unit(
            key: String(xliff.id[..<range.lowerBound]), category: category, text: text, translatable: xliff.translatable
          )
        }
        return Unit(key: xliff.id, text: text, translatable: xliff.translatable)
      }
      let keys = Set(file.units.map { unit($0, text: "").key }.filter { splitExtra($0) == nil })
      // The base's value per key, from the sources that are the base's own forms.
      // Another tool's file marks nothing: a category the base locale does not select is
      // one it borrowed (`zero` is the base's `=0` where CLDR has no zero).
      let sourceCategories = PluralRules.ruleSet(for: source).integerCategories.union(
        zeroIsExact(source) ? [.other, .zero] : [.other])
      let sourceUnits = file.units.filter { !$0.borrowed }.map { unit($0, text: $0.source) }.filter {
        $0.category.map(sourceCategories.contains) ?? true
      }
      let baseValues = Dictionary(
        values(sourceUnits, locale: source, known: keys.contains).map { ($0.key, $0.value) },
        uniquingKeysWith: { first, _ in first })
      for xliff in file.units where range(ofASCII: dictMarker, in: xliff.id) != nil {
        diagnostics.append(
          Diagnostic(
            .importDropped, at: SourceLocation(path: path, line: 1, column: 1),
            "unit '\(xliff.id)' is a .stringsdict part, which themec reads from the .stringsdict itself; not imported"))
      }
      var states: [String: String] = [:]
      var baseFingerprints: [String: String] = [:]
      var appKeys: Set<String> = []
      var targetUnits: [Unit] = []
      var notes: [String: String] = [:]
      for xliff in file.units where range(ofASCII: dictMarker, in: xliff.id) == nil {
        if xliff.lostPlaceholders > 0 {
          diagnostics.append(
            Diagnostic(
              .importDropped, at: SourceLocation(path: path, line: file.line, column: 1),
              "unit '\(xliff.id)' has \(xliff.lostPlaceholders) placeholder\(xliff.lostPlaceholders == 1 ? "" : "s") (<x/>) that name no text (no equiv-text); its target is not imported"
            ))
          continue
        }
        let flat = unit(xliff, text: xliff.target ?? "")
        let key = splitExtra(flat.key).map(\.key) ?? flat.key
        if let note = xliff.note, !note.isEmpty { notes[key] = note }
        if let fingerprint = xliff.baseFingerprint { baseFingerprints[key] = fingerprint }
        if xliff.isApp { appKeys.insert(key) }
        // No target: not translated. An empty one where the source is not (what po2xliff
        // writes for an untranslated unit) is not a translation either, and is said.
        guard let text = xliff.target else { continue }
        if text.isEmpty, !xliff.source.isEmpty {
          diagnostics.append(
            Diagnostic(
              .importDropped, at: SourceLocation(path: path, line: xliff.line, column: 1),
              "unit '\(xliff.id.escapedForTerminal)' has an empty target for a source that is not empty (an untranslated unit); not imported"
            ))
          continue
        }
        // A target in state `new` or `needs-translation` is a draft (a CAT tool's fuzzy
        // match): imported, and marked for review; unless it is the source again, which is
        // how Xcode's export marks a unit nobody translated.
        var state = xliff.state ?? "translated"
        if state == "new" || state == "needs-translation" {
          guard text != xliff.source else { continue }
          state = "needs-translation"
        }
        var kept = flat
        kept.text = text
        targetUnits.append(kept)
        if states[key] == nil || state.hasPrefix("needs-") { states[key] = state }
      }
      var result = LocaleStrings(locale: target, location: SourceLocation(path: path, line: file.line, column: 1))
      for (key, value) in values(targetUnits, locale: target, known: keys.contains) {
        var string = ImportedString(key: key, value: value)
        string.isAppKey = !file.isThemec || appKeys.contains(key)
        // A note is the key's comment; a merge writes it into a translation only where it
        // is not the base's comment again.
        string.comment = notes[key]
        if target != source {
          string.needsReview = states[key]?.hasPrefix("needs-") == true
          if !string.needsReview, let base = baseValues[key] {
            string.record(madeFrom: base)
            string.baseFingerprint = baseFingerprints[key]
          }
        }
        result.strings.append(string)
      }
      locales.append(result)
    }
    return (locales, diagnostics)
  }
}

/// Collects the `<file>`s and `<trans-unit>`s of an XLIFF 1.2 document.
package struct XLIFFReader {
  package struct Unit {
    package var id: String
    package var source = ""
    package var target: String?
    package var state: String?
    package var note: String?
    package var translatable = true
    /// The line of the `<trans-unit>` element (1-based).
    package var line = 1
    /// Whether the source is another form's (`themec:borrowed`).
    package var borrowed = false
    /// Whether themec wrote the unit as an app catalogue's own key (`themec:app`).
    package var isApp = false
    /// Inline placeholders (`<x/>`, `<ph/>`) in the target that name no text (no
    /// `equiv-text`), which the text would lose.
    package var lostPlaceholders = 0
    /// The fingerprint of the whole base value (`themec:base`), which a file of one locale
    /// carries since its sources are only the forms that locale needs.
    package var baseFingerprint: String?
  }
  package struct File {
    package var sourceLanguage: String
    package var targetLanguage: String?
    /// Whether themec wrote the file (`<tool tool-id="themec">`): only then are its SDK
    /// paths SendbirdUIKit's keys; another tool's file is an app's.
    package var isThemec = false
    /// The line of the `<file>` element (1-based).
    package var line = 1
    package var units: [Unit] = []
  }
  package private(set) var files: [File] = []
  /// An XLIFF 2.0 document's languages (its root's `srcLang`, `trgLang`), which its files
  /// take; nil for 1.2, whose files give their own.
  private var version2: (source: String, target: String?)?
  private var unit: Unit?
  private var text: String?
  /// Whether the reader is inside a `<target>`.
  private var inTarget = false
  /// How deep the reader is in suggestions (`<alt-trans>`, `<mtc:match>`), whose sources
  /// and targets are not the unit's.
  private var suggestionDepth = 0

  /// Takes the document's next event.
  package mutating func take(_ event: XMLStream.Event) {
    switch event {
    case .start(let name, let attributes, let line):
      switch name {
      case "xliff":
        if attributes["version"]?.hasPrefix("2.") == true {
          version2 = (attributes["srcLang"] ?? "en", attributes["trgLang"])
        }
      case "file":
        // A 2.0 file themec wrote says so on itself (2.0 has no <tool>).
        files.append(
          File(
            sourceLanguage: version2?.source ?? attributes["source-language"] ?? "en",
            targetLanguage: version2.map(\.target) ?? attributes["target-language"],
            isThemec: version2 != nil && attributes["themec:tool"] == "themec", line: line))
      case "unit" where version2 != nil:
        // The key: the unit's name where it has one (an id is a name token), else its id.
        unit = Unit(
          id: attributes["name"] ?? attributes["id"] ?? "", translatable: attributes["translate"] != "no", line: line,
          borrowed: attributes["themec:borrowed"] == "yes", isApp: attributes["themec:app"] == "yes",
          baseFingerprint: attributes["themec:base"].flatMap { $0.count == 8 && $0.allSatisfy(\.isHexDigit) ? $0 : nil }
        )
      case "segment" where version2 != nil:
        // 2.0's states: `initial` (the default) is 1.2's `new`; `reviewed` and `final` are
        // done. The weakest segment's is the unit's.
        let state =
          switch attributes["state"] {
          case "translated": "translated"
          case "reviewed", "final": "final"
          default: "new"
          }
        if unit?.state == nil || state == "new" { unit?.state = state }
      case "trans-unit":
        unit = Unit(
          id: attributes["id"] ?? "", translatable: attributes["translate"] != "no", line: line,
          borrowed: attributes["themec:borrowed"] == "yes", isApp: attributes["themec:app"] == "yes",
          baseFingerprint: attributes["themec:base"].flatMap { $0.count == 8 && $0.allSatisfy(\.isHexDigit) ? $0 : nil }
        )
      case "tool":
        if attributes["tool-id"] == "themec", !files.isEmpty { files[files.count - 1].isThemec = true }
      case "alt-trans", "mtc:match", "match":
        // Another tool's suggestions (1.2's `<alt-trans>`, 2.0's `<mtc:match>`) hold sources
        // and targets of their own: not the unit's.
        suggestionDepth += 1
      case "source", "target", "note":
        guard suggestionDepth == 0 else { break }
        text = ""
        if name == "target" {
          if version2 == nil { unit?.state = attributes["state"] }
          inTarget = true
        }
      case "cp" where version2 != nil:
        // 2.0's code point of a character XML cannot carry.
        if let hex = attributes["hex"], let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
          text?.unicodeScalars.append(scalar)
        }
      case "x", "ph", "bx", "ex", "bpt", "ept", "it", "sc", "ec":
        // An inline placeholder: its text is what it stands for (`equiv-text="%@"`, in 2.0
        // `equiv="%@"`); one that names none (1.2's `<x/>`, 2.0's `<ph/>`, `<sc/>`, `<ec/>`)
        // would be lost from a target.
        if let equivalent = attributes["equiv-text"] ?? attributes["equiv"] {
          text? += equivalent
        } else if name == "x" || name == "bx" || name == "ex" || (version2 != nil && name != "bpt" && name != "ept"),
          text != nil, inTarget
        {
          unit?.lostPlaceholders += 1
        }
      default: break
      }
    case .text(let string):
      text? += string
    case .end(let name):
      switch name {
      case "alt-trans", "mtc:match", "match":
        suggestionDepth = max(0, suggestionDepth - 1)
        return
      case _ where suggestionDepth > 0:
        return
      // 2.0's segments of a unit join into its text.
      case "source": unit?.source += text ?? ""
      case "target":
        let previous = unit?.target ?? ""
        unit?.target = previous + (text ?? "")
      case "note":
        let previous = unit?.note
        unit?.note = previous.map { $0 + "\n" + (text ?? "") } ?? text
      case "trans-unit", "unit":
        if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
        unit = nil
      default: break
      }
      if ["source", "target", "note"].contains(name) { text = nil }
      if name == "target" { inTarget = false }
    }
  }
}
