import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A streaming JSON writer into UTF-8 bytes: sorted keys, two-space indentation, strings
/// escaped as RFC 8259 requires (control characters, `"` and `\`; everything else verbatim).
///
/// Foundation's `JSONEncoder` costs about as much as parsing the whole YAML input on large
/// outputs; this writes the runtime's documents directly. Tests decode what it writes with
/// `JSONDecoder` into the same documents.
struct JSONWriter: ~Copyable {
  private(set) var bytes: ByteBuffer
  private var depth = 0
  private var first = true
  /// The line breaks written since the writer started (`take()` keeps counting): the
  /// strings writer places each locale by its lines (see `localeLines`).
  private(set) var lineBreaks = 0

  /// Starts a writer; `depth` indents a fragment that goes inside `depth` levels of objects,
  /// `continuing` one that follows members already written at that depth.
  init(capacity: Int = 1 << 16, depth: Int = 0, continuing: Bool = false) {
    bytes = ByteBuffer(capacity: capacity)
    self.depth = depth
    first = !continuing
  }

  /// A writer of a whole JSON output, one level in: two spaces before every line, so that
  /// the generated Swift embeds the same bytes in a multi-line literal indented as
  /// swift-format indents one (its indentation is stripped: the literal's value is the JSON
  /// at the margin).
  static func document(capacity: Int = 1 << 16) -> JSONWriter {
    var writer = JSONWriter(capacity: capacity, depth: 1)
    writer.bytes.appendSpaces(2)
    return writer
  }

  mutating func object(_ body: (inout JSONWriter) -> Void) {
    bytes.append(UInt8(ascii: "{"))
    depth += 1
    first = true
    body(&self)
    depth -= 1
    if !first { newline() }
    bytes.append(UInt8(ascii: "}"))
    first = false
  }

  /// Writes a key of the current object; the value follows.
  mutating func key(_ name: String) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    newline()
    string(name)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
    first = true
  }

  /// Writes a key rendered by `rendered(key:)`: the strings writer renders each table key
  /// once and writes it for every locale.
  mutating func key(rendered: UnsafeBufferPointer<UInt8>) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    newline()
    bytes.append(contentsOf: rendered)
    first = true
  }

  /// A key as `key(_:)` writes it after the line break: quoted, escaped, colon and space.
  static func rendered(key name: String) -> [UInt8] {
    var writer = JSONWriter(capacity: name.utf8.count + 8)
    writer.string(name)
    writer.bytes.append(UInt8(ascii: ":"))
    writer.bytes.append(UInt8(ascii: " "))
    return writer.take()
  }

  /// Opens an object whose entries are written elsewhere (by writers started one level
  /// deeper, each beginning with its key, joined by commas) and go between what `take()`
  /// returns now and what follows `endSplicedObject`.
  mutating func beginSplicedObject() {
    bytes.append(UInt8(ascii: "{"))
  }

  /// Closes an object opened by `beginSplicedObject`.
  mutating func endSplicedObject(isEmpty: Bool) {
    if !isEmpty { newline() }
    bytes.append(UInt8(ascii: "}"))
    first = false
  }

  /// The bytes written so far, leaving the writer empty (at the same place in the document).
  mutating func take() -> [UInt8] {
    bytes.take()
  }

  /// The bytes written so far and the line break that ends the output, leaving the writer
  /// empty.
  mutating func takeEnd() -> [UInt8] {
    bytes.append(UInt8(ascii: "\n"))
    return bytes.take()
  }

  /// Writes every entry of a dictionary, keys sorted.
  mutating func entries<Value>(_ dictionary: [String: Value], _ value: (inout JSONWriter, Value) -> Void) {
    object { writer in
      // Sorted pairs: no key is looked up again.
      for (name, entry) in dictionary.sorted(by: { $0.key < $1.key }) {
        writer.key(name)
        value(&writer, entry)
      }
    }
  }

  mutating func string(_ text: String) {
    text.withUTF8Bytes { string(utf8: $0) }
  }

  /// A string for the text `utf8` spells.
  ///
  /// A `#` right after a `#` is written `\u0023`, so that no document holds `##`: the
  /// generated Swift embeds the documents as they are in raw literals delimited by `##`,
  /// which their text can then never end or escape.
  mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
    if Self.hasDoubleHash(utf8) {
      stringSplittingHashes(utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    // Bytes that stay as written are copied in runs found eight at a time; a run ends at
    // an escape (most texts have none, multi-line texts run to kilobytes between them).
    var run = 0
    while let found = ByteScan.firstJSONEscape(UnsafeBufferPointer(rebasing: utf8[run...])) {
      let index = run + found
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
      escape(utf8[index])
      run = index + 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    bytes.append(UInt8(ascii: "\""))
    first = false
  }

  /// Whether the text holds `##` (rarely: it is looked for with memchr).
  private static func hasDoubleHash(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while let index = utf8.firstIndex(of: UInt8(ascii: "#"), from: offset) {
      if index + 1 < utf8.count, utf8[index + 1] == UInt8(ascii: "#") { return true }
      offset = index + 1
    }
    return false
  }

  /// `string(utf8:)` for a text with `##`, byte by byte.
  private mutating func stringSplittingHashes(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var previous: UInt8 = 0
    for byte in utf8 {
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || (byte == 0x23 && previous == 0x23) {
        escape(byte)
      } else {
        bytes.append(byte)
      }
      previous = byte
    }
    bytes.append(UInt8(ascii: "\""))
    first = false
  }

  /// Appends the escape of a byte `firstJSONEscape` found.
  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    if let letter = ByteScan.backslashEscape(byte) {
      bytes.append(letter)
      return
    }
    let digits: StaticString = "0123456789abcdef"
    bytes.append(UInt8(ascii: "u"))
    bytes.append(UInt8(ascii: "0"))
    bytes.append(UInt8(ascii: "0"))
    bytes.append(digits.utf8Start[Int(byte >> 4)])
    bytes.append(digits.utf8Start[Int(byte & 15)])
  }

  mutating func number(_ value: Double) {
    bytes.append(utf8: formatNumber(value))
    first = false
  }

  mutating func number(_ value: Int) {
    bytes.append(utf8: String(value))
    first = false
  }

  mutating func bool(_ value: Bool) {
    bytes.append(utf8: value ? "true" : "false")
    first = false
  }

  mutating func array<Element>(_ elements: [Element], _ value: (inout JSONWriter, Element) -> Void) {
    bytes.append(UInt8(ascii: "["))
    depth += 1
    for (index, element) in elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      newline()
      value(&self, element)
    }
    depth -= 1
    if !elements.isEmpty { newline() }
    bytes.append(UInt8(ascii: "]"))
    first = false
  }

  private mutating func newline() {
    lineBreaks += 1
    bytes.append(UInt8(ascii: "\n"))
    bytes.appendSpaces(2 * depth)
  }
}

extension JSONWriter {
  /// A `StringsDocument` whose `locales` value `locales` writes (the direct strings writer
  /// splices its per-locale parts in there), and whose last member, the locales' lines,
  /// `index` writes (with `localeLines`; the direct writer, once every locale is written).
  mutating func stringsDocument(
    baseLocale: String, cldrVersion: String, schemaVersion: String, sdkVersion: String,
    signatures: [String: ClosureSignature], locales: (inout JSONWriter) -> Void, index: (inout JSONWriter) -> Void
  ) {
    object { json in
      json.key("baseLocale")
      json.string(baseLocale)
      json.key("cldrVersion")
      json.string(cldrVersion)
      json.key("locales")
      locales(&json)
      json.key("schemaVersion")
      json.string(schemaVersion)
      json.key("sdkVersion")
      json.string(sdkVersion)
      json.key("signatures")
      json.entries(signatures) { json, signature in
        json.array(signature.parameters) { $0.string($1.rawValue) }
      }
      index(&json)
    }
  }

  /// The last member of `strings.json`, on one line: each locale's first line (1-based) and
  /// its number of lines, which the runtime reads a locale at without scanning the document
  /// (`LocaleLines`). Lines, not bytes: the generated Swift embeds the document in a
  /// multi-line literal whose indentation is stripped, so its bytes differ from the file's
  /// and its lines do not.
  mutating func localeLines(_ lines: [(tag: String, first: Int, count: Int)]) {
    key(StringsDocument.localeLinesKey)
    bytes.append(UInt8(ascii: "{"))
    for (index, line) in lines.enumerated() {
      if index > 0 {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
      }
      string(line.tag)
      bytes.append(utf8: ": [\(line.first), \(line.count)]")
    }
    bytes.append(UInt8(ascii: "}"))
    first = false
  }
}

/// `styles.json` for resolved themes: the bytes their `StylesDocument` would be written as
/// (the tests' oracle writes a document so and compares), without building it. The catalogue's names are sorted once for all
/// themes and each theme's values are read in that order; sorting a document's
/// dictionaries compared every key's string again for every theme.
public func writeStylesJSON(_ themes: [ResolvedTheme], catalog: StyleCatalog) -> [UInt8] {
  func byName<Item>(_ items: [Item], _ name: (Item) -> String) -> [Item] { items.sorted { name($0) < name($1) } }
  func entry(_ value: ResolvedValue) -> StyleEntry {
    switch value {
    case .color(let rgba): .color(rgba.hex)
    case .font(let spec): .font(fontStyle(spec))
    case .keyword(let name): .keyword(name)
    case .number(let number): .number(number)
    case .adaptive(let base, let liquidGlass): .adaptive(base: entry(base), liquidGlass: entry(liquidGlass))
    }
  }
  let colors = byName(catalog.colors, \.name)
  let fonts = byName(catalog.fonts, \.name)
  let icons = byName(catalog.icons, \.name)
  // Each customisable class with its settable properties' names and rows.
  let classes = byName(Array(catalog.classes.enumerated()), \.element.name).compactMap {
    classIndex, themeClass -> (name: String, properties: [(name: String, row: Int)])? in
    guard themeClass.isCustomisable else { return nil }
    let properties = themeClass.properties.indices.compactMap { propertyIndex in
      catalog.slots.row(classIndex, propertyIndex).map { (name: themeClass.properties[propertyIndex].name, row: $0) }
    }
    return (themeClass.name, byName(properties, \.name))
  }
  let variants = byName(ThemeVariant.allCases, \.rawValue)
  let sets = byName(themes, \.name).map { theme in
    StyleSetEntries(
      name: theme.name,
      colors: colors.compactMap { color in theme.colors[color.name].map { (color.name, $0.hex) } },
      fonts: fonts.compactMap { font in theme.fonts[font.name].map { (font.name, fontStyle($0)) } },
      icons: icons.compactMap { icon in
        theme.icons[icon.name].map {
          (icon.name, IconStyle(asset: $0.asset, tint: $0.tint?.hex, flipsForRTL: $0.flipsForRTL))
        }
      },
      tokens: theme.tokens.sorted { $0.key < $1.key }.map { ($0.key, entry($0.value)) },
      variants: variants.compactMap { variant in
        // As in the document, a class without values in a variant is left out, and so is
        // a variant without classes.
        let written: [(String, [(String, StyleEntry)])] = classes.compactMap { className, properties in
          let values = properties.compactMap { name, row in
            theme.properties[catalog.slots.slot(row: row, variant: variant)].map { (name, entry($0)) }
          }
          return values.isEmpty ? nil : (className, values)
        }
        return written.isEmpty ? nil : (variant.rawValue, written)
      })
  }
  return writeStyles(schemaVersion: StylesDocument.currentSchemaVersion, sdkVersion: catalog.sdkVersion, themes: sets)
}

/// A `FontStyle` as `styles.json` holds it.
func fontStyle(_ spec: FontSpec) -> FontStyle {
  FontStyle(
    family: spec.family, size: spec.size, weight: spec.weight.rawValue, lineHeight: spec.lineHeight,
    textStyle: spec.textStyle?.rawValue, maxSize: spec.maxSize)
}

/// One theme of `styles.json`, each section's entries in key order.
struct StyleSetEntries {
  var name: String
  var colors: [(String, String)]
  var fonts: [(String, FontStyle)]
  var icons: [(String, IconStyle)]
  /// Design tokens by dotted name (written only when there are some).
  var tokens: [(String, StyleEntry)] = []
  /// Variant, then class, then property.
  var variants: [(String, [(String, [(String, StyleEntry)])])]
}

/// `styles.json`'s layout, for the writer of resolved themes (and the tests' oracle).
func writeStyles(schemaVersion: SchemaVersion, sdkVersion: String, themes: [StyleSetEntries]) -> [UInt8] {
  var writer = JSONWriter.document()
  writer.object { json in
    json.key("schemaVersion")
    json.string(schemaVersion.description)
    json.key("sdkVersion")
    json.string(sdkVersion)
    json.key("themes")
    json.pairs(themes.map { ($0.name, $0) }) { json, theme in
      json.object { json in
        json.key("colors")
        json.pairs(theme.colors) { $0.string($1) }
        json.key("fonts")
        json.pairs(theme.fonts) { $0.font($1) }
        json.key("icons")
        json.pairs(theme.icons) { json, icon in
          json.object { json in
            json.key("asset")
            json.string(icon.asset)
            json.key("flipsForRTL")
            json.bool(icon.flipsForRTL)
            if let tint = icon.tint {
              json.key("tint")
              json.string(tint)
            }
          }
        }
        if !theme.tokens.isEmpty {
          json.key("tokens")
          json.pairs(theme.tokens) { $0.style($1) }
        }
        json.key("variants")
        json.pairs(theme.variants) { json, classes in
          json.pairs(classes) { json, properties in
            json.pairs(properties) { $0.style($1) }
          }
        }
      }
    }
  }
  return writer.takeEnd()
}

extension JSONWriter {
  /// An object of entries given in key order.
  mutating func pairs<Value>(_ entries: [(String, Value)], _ value: (inout JSONWriter, Value) -> Void) {
    object { writer in
      for (name, entry) in entries {
        writer.key(name)
        value(&writer, entry)
      }
    }
  }
}

extension JSONWriter {
  mutating func entry(_ entry: StringEntry) {
    object { json in
      switch entry {
      case .text(let text):
        json.key("text")
        json.string(text)
      case .forms(let forms):
        json.key("forms")
        json.forms(
          below: forms.below.map { ($0.limit, $0.text) }, cap: forms.cap.map { ($0.from, $0.text) },
          categories: forms.categories.map { ($0.key, $0.value) }, countArgument: forms.countArgument,
          emptyName: forms.emptyName, exact: forms.exact.map { ($0.key, $0.value) }, offset: forms.offset,
          selector: forms.selector)
      }
    }
  }

  /// What `entry(.text(...), isList: false)` writes for the text `utf8` spells:
  /// `{"text": ...}`, without the object's closure.
  mutating func textEntry(utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "{"))
    depth += 1
    newline()
    // A literal, not a shared array: both threads would count references to it.
    bytes.append(utf8: #""text": "#)
    string(utf8: utf8)
    depth -= 1
    newline()
    bytes.append(UInt8(ascii: "}"))
    first = false
  }

  /// What `entry(value, isList: false)` writes for forms of CLDR categories alone (no
  /// exact, lower-bound or cap form, no offset) given as UTF-8: forms kept as spans.
  mutating func categoryFormsEntry(_ forms: TextSpans.Forms, countArgument: Int = 1) {
    object { json in
      json.key("forms")
      json.object { json in
        json.key("categories")
        json.object { json in
          for category in PluralCategory.byName {
            guard let text = forms[category.index] else { continue }
            json.key(category.rawValue)
            text.withUnsafeBufferPointer { json.string(utf8: $0) }
          }
        }
        if countArgument != 1 {
          json.key("count")
          json.number(countArgument)
        }
      }
    }
  }

  /// What `entry(value.runtimeEntry(isList:))` writes, without building the runtime entry:
  /// the direct strings writer writes thousands of these per locale.
  mutating func entry(_ value: StringValue, isList: Bool, countArgument: Int = 1) {
    if case .text(let text) = value, !isList {
      // Nearly every entry.
      text.value.withUTF8Bytes { textEntry(utf8: $0) }
      return
    }
    object { json in
      switch value {
      case .text(let text):
        json.key("forms")
        json.forms(
          below: [], cap: nil, categories: [(.other, text.value)], countArgument: 1, emptyName: nil, exact: [],
          offset: 0, selector: .list)
      case .forms(let forms):
        json.key("forms")
        json.forms(
          below: forms.below.map { ($0.key, $0.value.value) }, cap: forms.cap.map { ($0.from, $0.text.value) },
          categories: forms.categories.map { ($0.key, $0.value.value) }, countArgument: countArgument,
          emptyName: forms.emptyName?.value, exact: forms.exact.map { ($0.key, $0.value.value) }, offset: forms.offset,
          selector: isList || forms.emptyName != nil ? .list : .count)
      }
    }
  }

  /// The keys `StringForms` encodes, sorted; defaults are left out as its `Codable` does.
  /// Forms come in any order: `below` is written by limit, the dictionaries by key text.
  private mutating func forms(
    below: [(Int, String)], cap: (Int, String)?, categories: [(PluralCategory, String)], countArgument: Int,
    emptyName: String?, exact: [(Int, String)], offset: Int, selector: StringForms.Selector
  ) {
    object { json in
      if !below.isEmpty {
        json.key("below")
        json.array(below.sorted { $0.0 < $1.0 }) { json, bound in
          json.object { json in
            json.key("limit")
            json.number(bound.0)
            json.key("text")
            json.string(bound.1)
          }
        }
      }
      if let cap {
        json.key("cap")
        json.object { json in
          json.key("from")
          json.number(cap.0)
          json.key("text")
          json.string(cap.1)
        }
      }
      json.key("categories")
      json.object { json in
        for (category, text) in categories.sorted(by: { $0.0.rawValue < $1.0.rawValue }) {
          json.key(category.rawValue)
          json.string(text)
        }
      }
      if countArgument != 1 {
        json.key("count")
        json.number(countArgument)
      }
      if let emptyName {
        json.key("emptyName")
        json.string(emptyName)
      }
      if !exact.isEmpty {
        json.key("exact")
        json.object { json in
          for (count, text) in exact.map({ (String($0.0), $0.1) }).sorted(by: { $0.0 < $1.0 }) {
            json.key(count)
            json.string(text)
          }
        }
      }
      if offset != 0 {
        json.key("offset")
        json.number(offset)
      }
      if selector != .count {
        json.key("selector")
        json.string(selector.rawValue)
      }
    }
  }

  mutating func font(_ font: FontStyle) {
    object { json in
      if let family = font.family {
        json.key("family")
        json.string(family)
      }
      if let lineHeight = font.lineHeight {
        json.key("lineHeight")
        json.number(lineHeight)
      }
      if let maxSize = font.maxSize {
        json.key("maxSize")
        json.number(maxSize)
      }
      json.key("size")
      json.number(font.size)
      if let textStyle = font.textStyle {
        json.key("textStyle")
        json.string(textStyle)
      }
      json.key("weight")
      json.string(font.weight)
    }
  }

  mutating func style(_ value: StyleEntry) {
    object { json in
      switch value {
      case .color(let hex):
        json.key("color")
        json.string(hex)
      case .font(let font):
        json.key("font")
        json.font(font)
      case .keyword(let name):
        json.key("keyword")
        json.string(name)
      case .number(let number):
        json.key("number")
        json.number(number)
      case .adaptive(let base, let liquidGlass):
        json.key("adaptive")
        json.object { json in
          json.key("base")
          json.style(base)
          json.key("liquidGlass")
          json.style(liquidGlass)
        }
      }
    }
  }
}
