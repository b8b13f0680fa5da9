#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A key of the strings catalogue: an SDK path or one of the app's own keys.
public enum StringKey: Hashable, Sendable {
  /// An `SBUStringSet` path (`MessageThread.Menu.replyInThread`).
  case sdk(String)
  /// A key of the app's own strings (`onboarding.title`).
  case app(String)
}

/// An argument of a parameterised string, as the SDK's closure takes it.
public enum ClosureArgument: Hashable, Sendable {
  case int(Int)
  case uint(UInt)
  case bool(Bool)
  case string(String)
  /// A floating-point value (`%f`).
  case double(Double)
  /// The nicknames of a `[User]` list.
  case names([String])
}

/// The strings and themes `themec build` wrote, loaded for lookup: immutable and `Sendable`.
///
/// Strings evaluate exactly as the generated Swift does (same form selection, CLDR plural
/// rules, caps, list sizes and positional substitution). A locale is decoded, and its
/// templates parsed, when it is first read: loading a document only locates its locales.
public struct ThemeCatalog: Sendable {
  /// The locale every other locale falls back to.
  public let baseLocale: String
  /// The SendbirdUIKit release whose string set the SDK keys belong to.
  public let sdkVersion: String
  /// The parameters of every SDK closure by path.
  public let signatures: [String: ClosureSignature]
  /// The styles document, if one was loaded.
  public let styles: StylesDocument?
  let tables: LocaleTables
  /// Why the document this catalogue was to be read from did not decode (`embedded`): what
  /// `validate()` throws.
  var failure: RuntimeError?
  /// Component theme colours parsed once: theme → variant → class → property.
  let themeColors: [String: [[String: [String: (base: RGBAColor, liquidGlass: RGBAColor)]]]]

  /// A catalogue over decoded documents.
  public init(strings: StringsDocument, styles: StylesDocument? = nil) {
    self.init(
      baseLocale: strings.baseLocale, sdkVersion: strings.sdkVersion, signatures: strings.signatures,
      tables: LocaleTables(strings.locales.mapValues { .decoded($0) }, closures: Set(strings.signatures.keys)),
      styles: styles)
  }

  init(
    baseLocale: String, sdkVersion: String, signatures: [String: ClosureSignature], tables: LocaleTables,
    styles: StylesDocument?
  ) {
    self.baseLocale = baseLocale
    self.sdkVersion = sdkVersion
    self.signatures = signatures
    self.tables = tables
    self.styles = styles
    themeColors = (styles?.themes ?? [:]).mapValues { theme in
      StyleVariant.allCases.map { variant in
        (theme.variants[variant.rawValue] ?? [:]).mapValues { properties in
          properties.compactMapValues { entry in
            switch entry {
            case .color(let hex): RGBAColor(hex: hex).map { ($0, $0) }
            case .adaptive(.color(let base), .color(let glass)):
              RGBAColor(hex: base).flatMap { base in RGBAColor(hex: glass).map { (base, $0) } }
            default: nil
            }
          }
        }
      }
    }
  }

  /// Reads `strings.json` (and decodes `styles.json`). The document's header is decoded and
  /// its locales located by the lines its index gives (`LocaleLines`); each locale is decoded
  /// when first used. A document without the index is decoded whole. A malformed document or
  /// an unknown major schema version is an error, never a crash.
  public init(stringsData: Data, stylesData: Data? = nil) throws(RuntimeError) {
    let styles = try stylesData.map { data throws(RuntimeError) in try Self.decode(data, StylesDocument.decode) }
    guard let cut = LocaleLines(stringsData) else {
      let strings = try Self.decode(stringsData, StringsDocument.decode)
      self.init(strings: strings, styles: styles)
      return
    }
    struct Header: Decodable {
      var schemaVersion: SchemaVersion
      var sdkVersion: String
      var baseLocale: String
      var signatures: [String: ClosureSignature]?
      /// What is left of `locales` once the indexed lines are cut out: nothing, unless the
      /// index lies (`{}`, or locales left out of it).
      var locales: [String: Unread]?
    }
    /// A value read past.
    struct Unread: Decodable {
      init(from decoder: any Decoder) throws {}
    }
    let header = try Self.decode(cut.header) { try JSONDecoder().decode(Header.self, from: $0) }
    guard header.locales?.isEmpty ?? true else {
      // An index that fits but does not cover every locale is not trusted: the document is
      // decoded whole, so that no locale is lost.
      let strings = try Self.decode(stringsData, StringsDocument.decode)
      self.init(strings: strings, styles: styles)
      return
    }
    try header.schemaVersion.requireReadable(by: StringsDocument.currentSchemaVersion)
    var sources: [String: LocaleTables.Source] = [:]
    for (tag, range) in cut.locales { sources[tag] = .lines(stringsData, range) }
    let signatures = header.signatures ?? [:]
    self.init(
      baseLocale: header.baseLocale, sdkVersion: header.sdkVersion, signatures: signatures,
      tables: LocaleTables(sources, closures: Set(signatures.keys)), styles: styles)
  }

  /// A catalogue of styles only (`styles.json`), without strings.
  public init(stylesData: Data) throws(RuntimeError) {
    let styles = try Self.decode(stylesData, StylesDocument.decode)
    self.init(
      baseLocale: "", sdkVersion: styles.sdkVersion, signatures: [:], tables: LocaleTables([:], closures: []),
      styles: styles)
  }

  /// The catalogue of the `strings.json` the generated Swift embeds. One that does not decode
  /// (a build of another themec, an edited file) is a fault, logged (`RuntimeLog`), and an
  /// empty catalogue whose `validate()` throws why: the app shows keys, never silently.
  public static func embedded(stringsJSON: String, sdkVersion: String, baseLocale: String) -> ThemeCatalog {
    do {
      return try ThemeCatalog(stringsData: Data(stringsJSON.utf8))
    } catch {
      RuntimeLog.fault("the embedded strings.json does not decode (\(error)); every string reads as its key")
      var empty = ThemeCatalog(strings: StringsDocument(sdkVersion: sdkVersion, baseLocale: baseLocale, locales: [:]))
      empty.failure = error
      return empty
    }
  }

  /// The catalogue of the `styles.json` the generated Swift embeds; one that does not decode
  /// is a fault, as `embedded(stringsJSON:sdkVersion:baseLocale:)` says.
  public static func embedded(stylesJSON: String, sdkVersion: String) -> ThemeCatalog {
    do {
      return try ThemeCatalog(stylesData: Data(stylesJSON.utf8))
    } catch {
      RuntimeLog.fault("the embedded styles.json does not decode (\(error)); every theme reads as the placeholders")
      var empty = ThemeCatalog(strings: StringsDocument(sdkVersion: sdkVersion, baseLocale: "", locales: [:]))
      empty.failure = error
      return empty
    }
  }

  /// One catalogue's strings with another's styles: the store an app's modules share,
  /// started from what the generated Swift embeds,
  /// `ThemeCatalog(strings: ThemeStrings.catalog, styles: ThemeStyles.catalog)`.
  public init(strings: ThemeCatalog, styles: ThemeCatalog) {
    self.init(
      baseLocale: strings.baseLocale, sdkVersion: strings.sdkVersion, signatures: strings.signatures,
      tables: strings.tables, styles: styles.styles)
    failure = strings.failure ?? styles.failure
  }

  /// Reads and decodes files.
  public init(stringsURL: URL, stylesURL: URL? = nil) throws(RuntimeError) {
    func read(_ url: URL) throws(RuntimeError) -> Data {
      do { return try Data(contentsOf: url) } catch { throw .unreadable("\(url.path): \(Self.reason(error))") }
    }
    let stylesData = try stylesURL.map { url throws(RuntimeError) in try read(url) }
    try self.init(stringsData: try read(stringsURL), stylesData: stylesData)
  }
  /// Why a file could not be read, in words.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? CocoaError else { return "\(error)" }
    switch error.code {
    case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
    case .fileReadNoPermission: return "permission denied"
    case .fileReadTooLarge: return "too large"
    default: return "cannot be read (error \(error.code.rawValue))"
    }
  }

  /// The whole strings document, every locale decoded (an override merges into it).
  public var strings: StringsDocument {
    var document = StringsDocument(sdkVersion: sdkVersion, baseLocale: baseLocale, locales: [:], signatures: signatures)
    for tag in tables.tags {
      if let table = tables.strings(tag) { document.locales[tag] = table }
    }
    return document
  }

  /// Decodes every locale, so that a malformed one is found now rather than when it is
  /// first read (where it reads as missing, logged); throws why an embedded document did not
  /// decode (`embedded`).
  public func validate() throws(RuntimeError) {
    if let failure { throw failure }
    for tag in tables.tags where tables.strings(tag) == nil {
      throw .malformed("locale '\(tag)' does not decode")
    }
  }

  /// Decodes a document (`data`) with `body`; a malformed one is `.malformed` saying why: a
  /// syntax error at its line and column (Foundation's decoder gives none), a value of the
  /// wrong kind at its coding path.
  static func decode<T>(_ data: Data, _ body: (Data) throws -> T) throws(RuntimeError) -> T {
    do {
      return try body(data)
    } catch let error as RuntimeError {
      throw error
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        case let bytes = [UInt8](data), let problem = JSONReader.syntaxProblem(in: bytes)
      {
        throw .malformed("not JSON: " + problem.described(in: bytes))
      }
      throw .malformed(describe(error))
    } catch {
      throw .malformed("\(error)")
    }
  }

  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
      return keys.isEmpty ? "" : " at '\(keys.joined(separator: "."))'"
    }
    switch error {
    case .dataCorrupted(let context): return context.debugDescription + path(context)
    case .keyNotFound(let key, let context): return "missing '\(key.stringValue)'" + path(context)
    case .typeMismatch(_, let context), .valueNotFound(_, let context): return context.debugDescription + path(context)
    @unknown default: return "\(error)"
    }
  }

  // MARK: Strings

  /// The locale tags with a table, sorted.
  public var locales: [String] { tables.tags }

  /// The tables a tag reads, best first: the tag, then shorter prefixes (`pt-BR` → `pt`),
  /// then the base locale. `_` is read as `-`.
  public func fallbackChain(for tag: String) -> [String] {
    LocaleMatch.fallbackChain(for: tag, available: tables.tagSet, base: baseLocale)
  }

  /// The strings of a locale, with its fallback chain resolved once (keep it for hot paths).
  /// The chain's first locale is decoded now, the others when a key is missing from it.
  public func locale(_ tag: String) -> LocalizedStrings {
    // A locale of a language the catalogue has no table of reads the base's strings: said,
    // once. (A choice among the user's preferences, `locale(preferring:)`, is always one.)
    let language = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
    if !tables.tags.isEmpty,
      !tables.tags.contains(where: { $0.split(separator: "-").first.map { $0.lowercased() } == language })
    {
      tables.reportOnce(
        "locale \(tag)", "no locale '\(tag)' in the catalogue; its strings are those of the base locale '\(baseLocale)'"
      )
    }
    return resolved(tag)
  }

  /// Whether the styles have a theme of a name; a fault is logged (once) when not: a theme
  /// name that means nothing would read placeholders and apply nothing.
  public func hasTheme(_ name: String) -> Bool {
    if styles?.themes[name] != nil { return true }
    let known = (styles?.themes.keys.sorted() ?? []).map { "'\($0)'" }.joined(separator: ", ")
    tables.reportOnce(
      "theme \(name)",
      "no theme '\(name)' in the catalogue (\(known.isEmpty ? "it has no themes" : "its themes: \(known)"))")
    return false
  }

  /// The strings of a locale, its chain resolved, without a word.
  func resolved(_ tag: String) -> LocalizedStrings {
    var chain = fallbackChain(for: tag)[...]
    var first: CompiledLocale?
    while first == nil, let next = chain.popFirst() { first = tables.table(next) }
    return LocalizedStrings(first: first, rest: Array(chain), tables: tables, signatures: signatures)
  }

  /// The strings of the locale that best matches the user's preferred languages, best first
  /// (`Locale.preferredLanguages` on Apple platforms), as `Bundle.preferredLocalizations`
  /// chooses: the first preference with a table of its language and script wins.
  public func locale(preferring preferences: [String]) -> LocalizedStrings {
    resolved(bestLocale(for: preferences))
  }

  /// The tag `locale(preferring:)` reads: see `LocaleMatch.best(for:available:base:)`.
  public func bestLocale(for preferences: [String]) -> String {
    LocaleMatch.best(for: preferences, available: tables.tags, base: baseLocale)
  }

  /// A plain string; nil for an unknown key or a parameterised one.
  public func string(_ key: StringKey, locale tag: String) -> String? {
    locale(tag).string(key)
  }

  /// A parameterised string evaluated with the closure's arguments.
  public func string(_ key: StringKey, locale tag: String, arguments: [ClosureArgument]) -> String? {
    locale(tag).string(key, arguments: arguments)
  }
}

/// One locale's strings over its fallback chain.
///
/// A class: a `ThemeStrings` holds one reference to it, and the generated accessors reach
/// it through a `StringsHandle`.
public final class LocalizedStrings: Sendable {
  /// The first table of the chain that decodes, which has every key of a compiled document.
  let first: CompiledLocale?
  /// The tags after it, decoded when a key is missing from it.
  let rest: [String]
  let tables: LocaleTables
  let signatures: [String: ClosureSignature]

  init(first: CompiledLocale?, rest: [String], tables: LocaleTables, signatures: [String: ClosureSignature]) {
    self.first = first
    self.rest = rest
    self.tables = tables
    self.signatures = signatures
  }

  /// The first answer of `body` over the chain's tables, best first: the first table is at
  /// hand, the others are decoded (once, by the catalogue) only if the walk reaches them.
  func walk<T>(_ body: (CompiledLocale) -> T?) -> T? {
    if let first, let found = body(first) { return found }
    for tag in rest {
      if let table = tables.table(tag), let found = body(table) { return found }
    }
    return nil
  }

  /// The tags read, best first.
  public var tags: [String] { ([first].compactMap { $0 } + rest.compactMap { tables.table($0) }).map(\.tag) }

  func entry(_ key: StringKey) -> (CompiledEntry, CompiledLocale)? {
    walk { table in
      switch key {
      case .sdk(let path): table.sdk[path].map { ($0, table) }
      case .app(let name): table.app[name].map { ($0, table) }
      }
    }
  }

  /// Whether some table of the chain has the key.
  public func contains(_ key: StringKey) -> Bool { entry(key) != nil }

  /// A plain string; nil for an unknown key or a parameterised one.
  public func string(_ key: StringKey) -> String? {
    // The table that has the key answers: its text, or nil for a parameterised string.
    let found: String?? = walk { table in
      switch key {
      case .sdk(let path): table.sdkTexts[path].map { .some($0) } ?? (table.sdk[path] != nil ? .some(nil) : nil)
      case .app(let name): table.appTexts[name].map { .some($0) } ?? (table.app[name] != nil ? .some(nil) : nil)
      }
    }
    return found ?? nil
  }

  /// A generated accessor's text: plain without arguments, else evaluated with them; the
  /// name itself when the catalogue has nothing to give.
  func text(_ name: String, _ kind: (String) -> StringKey, _ arguments: [ClosureArgument]?) -> String {
    let key = kind(name)
    let found = arguments.map { string(key, arguments: $0) } ?? string(key)
    return found ?? name
  }

  /// A parameterised string evaluated with the closure's arguments, as the generated Swift does.
  ///
  /// Nil also when the arguments do not fit the string: an SDK closure's parameters in
  /// number and kind, an app string's placeholders by position, or a count for forms.
  public func string(_ key: StringKey, arguments: [ClosureArgument]) -> String? {
    guard let (entry, table) = entry(key) else { return nil }
    let signature: ClosureSignature? = if case .sdk(let path) = key { signatures[path] } else { nil }
    guard entry.accepts(arguments, signature: signature) else { return nil }
    return entry.evaluate(arguments, limitFlag: signature?.hasLimitFlag ?? false, rules: table.rules)
  }
}

/// A locale's entries with templates parsed; plain texts also in their own tables, so the
/// common lookup is one hash. A class, so walking a fallback chain copies no tables.
final class CompiledLocale: Sendable {
  let tag: String
  let rules: PluralRuleSet
  let sdk: [String: CompiledEntry]
  let app: [String: CompiledEntry]
  let sdkTexts: [String: String]
  let appTexts: [String: String]

  /// `closures`: the SDK paths that are closures, whose texts are templates, not plain.
  init(tag: String, table: LocaleStrings, closures: Set<String>) {
    self.tag = tag
    rules = PluralRules.ruleSet(for: tag)
    sdk = table.sdk.mapValues(CompiledEntry.init)
    app = table.app.mapValues(CompiledEntry.init)
    // `%%` is a percent sign in every text, an SDK text that is not a closure too (the
    // compiler reports a placeholder in one); an app text with placeholders is not plain:
    // it is read with its arguments.
    func plain(_ entry: StringEntry) -> String? {
      guard case .text(let text) = entry else { return nil }
      guard FormatTemplate.mayHavePlaceholders(text) else { return text }
      let template = parse(text)
      return template.positionalTypes.isEmpty ? template.render([]) : nil
    }
    var sdkTexts: [String: String] = [:]
    for (path, entry) in table.sdk where !closures.contains(path) {
      if let text = plain(entry) { sdkTexts[path] = text }
    }
    self.sdkTexts = sdkTexts
    appTexts = table.app.compactMapValues(plain)
  }
}

/// An entry with its templates parsed once.
final class CompiledEntry: Sendable {
  let entry: StringEntry
  let template: FormatTemplate?
  let forms: CompiledForms?

  init(_ entry: StringEntry) {
    self.entry = entry
    switch entry {
    case .text(let text):
      template = parse(text)
      forms = nil
    case .forms(let forms):
      template = nil
      self.forms = CompiledForms(forms)
    }
  }

  /// Whether `arguments` fit: a closure's parameters when there is a signature, else the
  /// template's placeholder types by position (any for an unused one), or one count for forms.
  func accepts(_ arguments: [ClosureArgument], signature: ClosureSignature?) -> Bool {
    if let signature {
      return arguments.count == signature.parameters.count
        && zip(arguments, signature.parameters).allSatisfy { argument, parameter in
          switch (argument, parameter) {
          case (.int, .int), (.uint, .uint), (.int, .uint), (.uint, .int), (.bool, .bool), (.string, .string),
            (.names, .users), (.double, .double):
            true
          default: false
          }
        }
    }
    if let template {
      let types = template.positionalTypes
      return arguments.count == types.count
        && zip(arguments, types).allSatisfy { argument, type in
          switch (argument, type) {
          case (_, nil), (.int, .integer?), (.uint, .integer?), (.string, .string?), (.double, .double?): true
          default: false
          }
        }
    }
    guard let forms, arguments.count == forms.arity else { return false }
    // The count where the forms count it; the other arguments as their texts take them.
    return arguments.enumerated().allSatisfy { position, argument in
      if position == forms.countIndex {
        switch argument {
        case .int, .uint: return true
        default: return false
        }
      }
      switch (argument, position < forms.types.count ? forms.types[position] : nil) {
      case (_, nil), (.int, .integer?), (.uint, .integer?), (.string, .string?), (.double, .double?): return true
      default: return false
      }
    }
  }

  func evaluate(_ arguments: [ClosureArgument], limitFlag: Bool, rules: PluralRuleSet) -> String {
    if let template { return template.render(arguments.map(\.formatArgument)) }
    guard let forms else { return "" }
    return forms.evaluate(arguments, limitFlag: limitFlag, rules: rules)
  }
}

/// `StringForms` with templates parsed and categories in a fixed array.
final class CompiledForms: Sendable {
  let isList: Bool
  let offset: Int
  let exact: [Int: FormatTemplate]
  let below: [(limit: Int, template: FormatTemplate)]
  let categories: [FormatTemplate?]
  let other: FormatTemplate
  let cap: (from: Int, template: FormatTemplate)?
  let emptyName: String
  /// The count's argument index (0-based), the types the texts give each argument, and
  /// how many arguments the forms take.
  let countIndex: Int
  let types: [FormatArgumentType?]
  let arity: Int

  init(_ forms: StringForms) {
    isList = forms.selector == .list
    offset = forms.offset
    exact = forms.exact.mapValues(parse)
    below = forms.below.map { ($0.limit, parse($0.text)) }
    categories = PluralCategory.allCases.map { forms.categories[$0].map(parse) }
    other = parse(forms.categories[.other] ?? "")
    cap = forms.cap.map { ($0.from, parse($0.text)) }
    emptyName = forms.emptyName ?? ""
    countIndex = forms.countArgument - 1
    let templates =
      Array(exact.values) + below.map(\.template) + categories.compactMap { $0 } + (cap.map { [$0.template] } ?? [])
    types = forms.selector == .list ? [] : FormatTemplate.positionalTypes(merging: templates)
    arity = max(forms.countArgument, types.count)
  }

  /// Mirrors the generated function: cap, exact, lower bounds, then the plural category
  /// of `count - offset`; later arguments keep their positions.
  func evaluate(_ arguments: [ClosureArgument], limitFlag: Bool, rules: PluralRuleSet) -> String {
    var names: [String] = []
    var count = 0
    switch countIndex < arguments.count ? arguments[countIndex] : nil {
    case .names(let list)?:
      names = list
      count = list.count
    case .int(let value)?: count = value
    case .uint(let value)?: count = Int(clamping: value)
    default: break
    }
    // The other arguments keep their positions (an SDK limit flag, which no text shows; an
    // app plural's texts before or after its count).
    var formatted = arguments.map(\.formatArgument)
    if formatted.count <= countIndex {
      formatted += repeatElement(.integer(0), count: countIndex + 1 - formatted.count)
    }
    func counting(_ shown: Int) -> [FormatArgument] {
      var all = formatted
      all[countIndex] = .integer(shown)
      return all
    }
    var limited = true
    if limitFlag, arguments.count > 1, case .bool(let flag) = arguments[1] { limited = flag }
    if let cap, limited, count >= cap.from {
      return cap.template.render(counting(cap.from.saturatingSubtract(1)))
    }
    let shown = count.saturatingSubtract(offset)
    if let template = exact[count] {
      if isList { return template.render(names.map { .string($0.isEmpty ? emptyName : $0) }) }
      return template.render(counting(shown))
    }
    for bound in below where count < bound.limit { return bound.template.render(counting(shown)) }
    let category = rules.category(for: shown)
    let template = categories[category.index] ?? other
    return template.render(counting(shown))
  }
}

/// A template, or the text as a literal if it does not parse (the compiler rejects those).
private func parse(_ text: String) -> FormatTemplate {
  (try? FormatTemplate(parsing: text)) ?? FormatTemplate(literal: text)
}

extension ClosureArgument {
  var formatArgument: FormatArgument {
    switch self {
    case .int(let value): .integer(value)
    case .uint(let value): .integer(Int(clamping: value))
    case .bool(let value): .integer(value ? 1 : 0)
    case .string(let value): .string(value)
    case .double(let value): .double(value)
    case .names(let names): .integer(names.count)
    }
  }
}
