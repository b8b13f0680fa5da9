import Foundation

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
  /// The nicknames of a `[User]` list.
  case names([String])
}

/// The strings and themes `themec build` wrote, loaded for lookup: immutable and `Sendable`.
///
/// Strings evaluate exactly as the generated Swift does (same form selection, CLDR plural
/// rules, caps, list sizes and positional substitution); templates are parsed once, at load.
public struct ThemeCatalog: Sendable {
  /// The strings document.
  public let strings: StringsDocument
  /// The styles document, if one was loaded.
  public let styles: StylesDocument?
  let tables: [String: CompiledLocale]
  /// The fallback chain of every tag with a table, resolved once.
  let chains: [String: [CompiledLocale]]
  /// Component theme colours parsed once: theme → variant → class → property.
  let themeColors: [String: [[String: [String: (base: RGBAColor, liquidGlass: RGBAColor)]]]]

  /// A catalogue over decoded documents.
  public init(strings: StringsDocument, styles: StylesDocument? = nil) {
    self.strings = strings
    self.styles = styles
    var tables: [String: CompiledLocale] = [:]
    for (tag, table) in strings.locales {
      tables[tag] = CompiledLocale(tag: tag, table: table)
    }
    self.tables = tables
    var chains: [String: [CompiledLocale]] = [:]
    for tag in tables.keys {
      chains[tag] = Self.fallbackChain(for: tag, tables: tables, base: strings.baseLocale).compactMap { tables[$0] }
    }
    self.chains = chains
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

  /// Decodes `strings.json` (and `styles.json`); a malformed document or an unknown major
  /// schema version is an error, never a crash.
  public init(stringsData: Data, stylesData: Data? = nil) throws(RuntimeError) {
    let strings = try Self.decode { try StringsDocument.decode(stringsData) }
    let styles = try stylesData.map { data throws(RuntimeError) in try Self.decode { try StylesDocument.decode(data) } }
    self.init(strings: strings, styles: styles)
  }

  /// Reads and decodes files.
  public init(stringsURL: URL, stylesURL: URL? = nil) throws(RuntimeError) {
    func read(_ url: URL) throws(RuntimeError) -> Data {
      do { return try Data(contentsOf: url) } catch { throw .unreadable("\(url.path): \(error.localizedDescription)") }
    }
    let stylesData = try stylesURL.map { url throws(RuntimeError) in try read(url) }
    try self.init(stringsData: try read(stringsURL), stylesData: stylesData)
  }

  static func decode<T>(_ body: () throws -> T) throws(RuntimeError) -> T {
    do {
      return try body()
    } catch let error as RuntimeError {
      throw error
    } catch let error as DecodingError {
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
  public var locales: [String] { tables.keys.sorted() }

  /// The tables a tag reads, best first: the tag, then shorter prefixes (`pt-BR` → `pt`),
  /// then the base locale. `_` is read as `-`.
  public func fallbackChain(for tag: String) -> [String] {
    Self.fallbackChain(for: tag, tables: tables, base: strings.baseLocale)
  }

  static func fallbackChain(for tag: String, tables: [String: CompiledLocale], base: String) -> [String] {
    var chain: [String] = []
    var parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    while !parts.isEmpty {
      let candidate = parts.joined(separator: "-")
      if tables[candidate] != nil, !chain.contains(candidate) { chain.append(candidate) }
      parts.removeLast()
    }
    if tables[base] != nil, !chain.contains(base) { chain.append(base) }
    return chain
  }

  /// The strings of a locale, with its fallback chain resolved once (keep it for hot paths).
  public func locale(_ tag: String) -> LocalizedStrings {
    let chain = chains[tag] ?? fallbackChain(for: tag).compactMap { tables[$0] }
    return LocalizedStrings(chain: chain, signatures: strings.signatures)
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
public struct LocalizedStrings: Sendable {
  let chain: [CompiledLocale]
  let signatures: [String: ClosureSignature]

  /// The tags read, best first.
  public var tags: [String] { chain.map(\.tag) }

  func entry(_ key: StringKey) -> (CompiledEntry, CompiledLocale)? {
    for table in chain {
      switch key {
      case .sdk(let path): if let entry = table.sdk[path] { return (entry, table) }
      case .app(let name): if let entry = table.app[name] { return (entry, table) }
      }
    }
    return nil
  }

  /// Whether some table of the chain has the key.
  public func contains(_ key: StringKey) -> Bool { entry(key) != nil }

  /// A plain string; nil for an unknown key or a parameterised one.
  public func string(_ key: StringKey) -> String? {
    for table in chain {
      switch key {
      case .sdk(let path):
        if let text = table.sdkTexts[path] { return text }
        if table.sdk[path] != nil { return nil }
      case .app(let name):
        if let text = table.appTexts[name] { return text }
        if table.app[name] != nil { return nil }
      }
    }
    return nil
  }

  /// A parameterised string evaluated with the closure's arguments, as the generated Swift does.
  public func string(_ key: StringKey, arguments: [ClosureArgument]) -> String? {
    guard let (entry, table) = entry(key) else { return nil }
    let signature: ClosureSignature? = if case .sdk(let path) = key { signatures[path] } else { nil }
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

  init(tag: String, table: LocaleStrings) {
    self.tag = tag
    rules = PluralRules.ruleSet(for: tag)
    sdk = table.sdk.mapValues(CompiledEntry.init)
    app = table.app.mapValues(CompiledEntry.init)
    sdkTexts = table.sdk.compactMapValues { if case .text(let text) = $0 { text } else { nil } }
    appTexts = table.app.compactMapValues { if case .text(let text) = $0 { text } else { nil } }
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

  init(_ forms: StringForms) {
    isList = forms.selector == .list
    offset = forms.offset
    exact = forms.exact.mapValues(parse)
    below = forms.below.map { ($0.limit, parse($0.text)) }
    categories = PluralCategory.allCases.map { forms.categories[$0].map(parse) }
    other = parse(forms.categories[.other] ?? "")
    cap = forms.cap.map { ($0.from, parse($0.text)) }
    emptyName = forms.emptyName ?? ""
  }

  /// Mirrors the generated function: cap, exact, lower bounds, then the plural category
  /// of `count - offset`; later arguments keep their positions.
  func evaluate(_ arguments: [ClosureArgument], limitFlag: Bool, rules: PluralRuleSet) -> String {
    var names: [String] = []
    var count = 0
    switch arguments.first {
    case .names(let list)?:
      names = list
      count = list.count
    case .int(let value)?: count = value
    case .uint(let value)?: count = Int(clamping: value)
    default: break
    }
    // Later arguments keep their positions (only a limit flag, in the SDK, which no text shows).
    let rest = arguments.count > 1 ? arguments.dropFirst().map(\.formatArgument) : []
    var limited = true
    if limitFlag, arguments.count > 1, case .bool(let flag) = arguments[1] { limited = flag }
    if let cap, limited, count >= cap.from { return cap.template.render([.integer(cap.from - 1)] + rest) }
    let shown = count - offset
    if let template = exact[count] {
      if isList { return template.render(names.map { .string($0.isEmpty ? emptyName : $0) }) }
      return template.render([.integer(shown)] + rest)
    }
    for bound in below where count < bound.limit { return bound.template.render([.integer(shown)] + rest) }
    let category = rules.category(for: shown)
    let template = categories[category.index] ?? other
    return template.render([.integer(shown)] + rest)
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
    case .names(let names): .integer(names.count)
    }
  }
}
