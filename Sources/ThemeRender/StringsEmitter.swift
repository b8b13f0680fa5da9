import ThemeCore
import ThemeRuntime

/// Writes the three strings outputs (`ThemeStrings.swift`, `ThemeStrings+SendbirdUIKit.swift`
/// and `strings.json`) as bytes, one locale at a time.
///
/// The Swift does not grow with locales: its accessors are written once, from the base
/// locale's keys, and read the embedded `strings.json` through `ThemeRuntime`, which
/// decodes a locale when it is first read. Each Swift file is its template in `templates/`,
/// which writes every line from the keys' namespaces and accessors (`StringsAccessors`); the
/// JSON is streamed into both `strings.json` and the Swift literal that embeds it.
package struct StringsEmitter: Sendable {
  private let base: BaseTable
  private let catalog: StringCatalog
  /// The SDK's member for each SDK key, if the catalog has one.
  private let sdkMembers: [StringCatalog.Member?]
  /// Each key as `strings.json` writes it (`"key": `), rendered once for every locale.
  private let sdkJSONKeys: PackedBytes
  private let appJSONKeys: PackedBytes
  /// Whether each SDK key's closure takes a list (its forms have `empty-name`).
  private let sdkIsList: [Bool]
  /// What a section's writer starts with: twice the base's keys and texts, and room per
  /// entry for its punctuation and indentation (a translation's texts may be longer, and a
  /// writer that fills up copies all it wrote).
  private let sectionCapacity: Int

  /// One locale's part of the outputs.
  package struct Section: Sendable {
    /// The locale's tag.
    package var tag: String
    /// Its entry of `locales` in `strings.json`.
    package var json: [UInt8] = []
    /// The line breaks in `json`, which begins with one: the lines it takes.
    package var lines = 0
  }

  /// Where each section written so far is in `strings.json`, by lines (see
  /// `JSONWriter.localeLines`), kept as the sections are written in order.
  package struct LocaleIndex: Sendable {
    fileprivate var lines: [(tag: String, first: Int, count: Int)] = []
    /// The line the outputs have reached.
    private var line: Int

    fileprivate init(headLineBreaks: Int) { line = headLineBreaks + 1 }

    /// Places the next section, written after those added before.
    package mutating func add(_ section: Section) {
      lines.append((section.tag, line + 1, section.lines))
      line += section.lines
    }
  }

  /// Prepares the base locale's sorted keys, shared by every locale's section. (The Swift
  /// around the sections, which the locales do not need, is a `Frame`.)
  package init(base: BaseTable, catalog: StringCatalog) {
    self.base = base
    self.catalog = catalog
    sdkMembers = base.sdk.keys.map { catalog.member($0) }
    sdkJSONKeys = PackedBytes(base.sdk.keys.lazy.map(JSONWriter.rendered(key:)))
    appJSONKeys = PackedBytes(base.app.keys.lazy.map(JSONWriter.rendered(key:)))
    sdkIsList = sdkMembers.map { $0?.signature?.isList ?? false }
    let entries = base.sdkDefinitions.count + base.appDefinitions.count
    sectionCapacity =
      2 * (sdkJSONKeys.byteCount + appJSONKeys.byteCount + base.sdkTexts.byteCount + base.appTexts.byteCount)
      + 48 * entries + 4096
  }

  /// A locale's section: its own strings over the base locale's. (A key the base lacks is
  /// an error, `key.not-in-base`, so the base's keys are every locale's keys.) A translation's
  /// strings are read at the base keys' positions (`CheckedStrings.entry(isApp:at:)`); the
  /// base locale's are the base's.
  package func section(for strings: CheckedStrings) -> Section {
    let sdkDefinitions = Definitions(strings: strings, isApp: false, base: base.sdkDefinitions)
    let appDefinitions = Definitions(strings: strings, isApp: true, base: base.appDefinitions)
    let rules = PluralRules.ruleSet(for: strings.locale)
    var section = Section(tag: strings.locale)

    // strings.json
    // Inside the document's `locales` object, a level in (see `JSONWriter.document`).
    var json = JSONWriter(capacity: sectionCapacity, depth: 3)
    json.key(strings.locale)
    json.object { json in
      Self.table(
        "app", keys: appJSONKeys, appDefinitions, isList: [], countArguments: base.appCountArguments, into: &json)
      json.key("pluralLocale")
      json.string(rules.locale)
      Self.table("sdk", keys: sdkJSONKeys, sdkDefinitions, isList: sdkIsList, countArguments: [], into: &json)
    }
    section.lines = json.lineBreaks
    section.json = json.take()
    return section
  }

  /// A locale's `app` or `sdk` table: each key's texts kept as spans, or its definition.
  private static func table(
    _ name: String, keys: PackedBytes, _ definitions: Definitions, isList: [Bool], countArguments: [Int],
    into json: inout JSONWriter
  ) {
    json.key(name)
    json.object { json in
      keys.withItems { keys in
        for index in definitions.base.indices {
          json.key(rendered: keys[index])
          // An app plural's forms count the argument its base counts, in every locale.
          let count = countArguments.isEmpty ? 1 : countArguments[index]
          switch definitions.entry(at: index) {
          case .none:
            json.entry(definitions.base[index].value, isList: !isList.isEmpty && isList[index], countArgument: count)
          case .definition(let own):
            json.entry(own.value, isList: !isList.isEmpty && isList[index], countArgument: count)
          case .text(let text): text.withUnsafeBufferPointer { json.textEntry(utf8: $0) }
          case .categoryForms(let forms): json.categoryFormsEntry(forms, countArgument: count)
          }
        }
      }
    }
  }

  /// The strings outputs' file names; heads, tails and pieces are given in this order.
  package static let paths = ["ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift", "strings.json"]

  /// What comes before and after the locales' sections in each output, for the locales'
  /// tags in order; known before any locale is read, and needed by none. The Swift files
  /// are the templates `strings.swift` and `strings+sendbird.swift` rendered over the base
  /// locale's keys, cut where the JSON goes.
  package struct Frame: Sendable {
    /// What comes before the locales' sections in each output.
    package let heads: [[UInt8]]
    /// What comes after them, but for the index of the locales' lines (see `tails(_:)`): the
    /// JSON up to its last member, the JSON's closing brace, and for each Swift output whose
    /// template has a place for the JSON (a team's own may not) the Swift after it.
    private let closing: (json: [UInt8], jsonClose: [UInt8], swift: [[UInt8]?])
    /// The line breaks in `strings.json` before the first section.
    private let headLineBreaks: Int
    /// The templates' context, with the marker where the JSON goes.
    package let context: StringsFrameContext

    package init(_ emitter: StringsEmitter, baseLocale: String, tags: [String], renderer: Renderer)
      throws(TemplateError)
    {
      let catalog = emitter.catalog
      let accessors = StringsAccessors(base: emitter.base, members: emitter.sdkMembers)
      context = StringsFrameContext(
        sdkVersion: catalog.sdkVersion, cldrVersion: PluralRules.cldrVersion, baseLocale: baseLocale,
        locales: tags.map { StringsFrameContext.Locale(tag: $0) }, severalLocales: tags.count > 1,
        sdk: accessors.sdk, app: accessors.app, assignments: accessors.assignments,
        hasAssignments: !accessors.assignments.isEmpty, sdkKeys: accessors.sdkKeys, appKeys: accessors.appKeys,
        json: Renderer.jsonMarker)
      // The JSON document around the locales, split where they go and before its last member.
      var json = JSONWriter.document(capacity: 4096)
      var jsonHead: [UInt8] = []
      var jsonTail: [UInt8] = []
      var headLineBreaks = 0
      json.stringsDocument(
        baseLocale: baseLocale, cldrVersion: PluralRules.cldrVersion,
        schemaVersion: StringsDocument.currentSchemaVersion.description, sdkVersion: catalog.sdkVersion,
        signatures: catalog.signatures,
        locales: { json in
          json.beginSplicedObject()
          jsonHead = json.take()
          headLineBreaks = json.lineBreaks
          json.endSplicedObject(isEmpty: tags.isEmpty)
        },
        index: { json in jsonTail = json.take() })
      let jsonClose = json.takeEnd()
      self.headLineBreaks = headLineBreaks
      // The JSON streams into each Swift output at its template's `{{{json}}}`, once: the
      // locales' sections are written as they come, so a second place cannot be filled.
      var swiftHeads: [[UInt8]] = []
      var swiftTails: [[UInt8]?] = []
      for (name, frame) in [
        ("strings.swift", try renderer.renderStrings(context)),
        ("strings+sendbird.swift", try renderer.renderStringsApply(context)),
      ] {
        guard let (head, tail) = Renderer.cut(atJSON: frame) else {
          swiftHeads.append(frame)
          swiftTails.append(nil)
          continue
        }
        if Renderer.cut(atJSON: tail) != nil {
          throw TemplateError(
            template: name,
            message: "expected 'json' in one place, found it in two: the strings JSON is streamed into one place")
        }
        swiftHeads.append(head + jsonHead)
        swiftTails.append(tail)
      }
      (heads, closing) = (swiftHeads + [jsonHead], (jsonTail, jsonClose, swiftTails))
    }

    /// An index before any section.
    package var emptyIndex: LocaleIndex { LocaleIndex(headLineBreaks: headLineBreaks) }

    /// The three outputs from every locale's sections, each as pieces to write one after
    /// another (the sections are not copied).
    package func outputs(_ sections: [Section]) -> [[[UInt8]]] {
      let sections = sections.sorted { $0.tag < $1.tag }
      var outputs = heads.map { [$0] }
      var index = emptyIndex
      for (position, section) in sections.enumerated() {
        for (output, pieces) in pieces(section, first: position == 0).enumerated() { outputs[output] += pieces }
        index.add(section)
      }
      for (output, tail) in tails(index).enumerated() { outputs[output].append(tail) }
      return outputs
    }

    /// What follows the sections in each output, with the index of their lines.
    package func tails(_ index: LocaleIndex) -> [[UInt8]] {
      var json = JSONWriter(capacity: 64 + 32 * index.lines.count, depth: 2, continuing: true)
      json.localeLines(index.lines)
      let jsonTail = closing.json + json.take() + closing.jsonClose
      return closing.swift.map { swift in swift.map { jsonTail + $0 } ?? [] } + [jsonTail]
    }

    /// A section's pieces for each output: its JSON in `strings.json` and, as it is, in the
    /// raw literal of each Swift output that embeds it (a comma separates locales).
    package func pieces(_ section: Section, first: Bool) -> [[[UInt8]]] {
      let json = first ? [section.json] : [[UInt8(ascii: ",")], section.json]
      return closing.swift.map { $0 == nil ? [] : json } + [json]
    }
  }
}

/// A locale's strings at the base keys' positions: its own, and the base's where it has
/// none. Looked up position by position rather than merged into one array, which would
/// count a reference to every definition, and free the array, once more per locale (and
/// count references to the base's definitions, which both threads read).
private struct Definitions {
  let strings: CheckedStrings
  let isApp: Bool
  let base: [StringDefinition]

  /// The locale's own string at `index` (`.none`: the base's is used).
  func entry(at index: Int) -> CheckedStrings.Entry { strings.entry(isApp: isApp, at: index) }
}
