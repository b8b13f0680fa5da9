import ThemeRuntime

/// One `<locale>.strings.yaml` file after lowering: its SDK and app strings.
public struct StringsFile: Sendable {
  /// The locale tag from the file name (`de`, `pt-BR`).
  public var locale: String
  /// The file's path as given.
  public var path: String
  /// SDK strings by canonical SDK path (aliases resolved).
  public var sdk: [String: StringDefinition]
  /// App strings by key. (A translation lowered against a base without keeping its model
  /// has here only the keys the base lacks; see `lowerStrings`.)
  public var app: [String: StringDefinition]
  /// Keys whose text is meant to equal the base locale's (`same-as-base:`): SDK paths, and
  /// app keys as `app.<key>`; each with where it is listed.
  public var sameAsBase: [String: SourceLocation]
  /// Translator comments by key as listed (SDK paths, app keys as `app.<key>`).
  public var comments: [String: Located<String>] = [:]
  /// By key as listed: the fingerprint of the base text the translation was made from.
  public var translatedFrom: [String: Located<String>] = [:]
  /// Keys whose translation awaits review, each with where it is listed.
  public var needsReview: [String: SourceLocation] = [:]
  /// By app key as listed (`app.areYouSure`): the key an app's own catalogue gives it
  /// (`Are you sure?`), which is no Swift name; export writes it back, import reads it.
  public var sourceKeys: [String: Located<String>] = [:]

  /// Creates an empty file model.
  public init(locale: String, path: String) {
    self.locale = locale
    self.path = path
    self.sdk = [:]
    self.app = [:]
    self.sameAsBase = [:]
  }

  /// Where a file-level finding points: the start of the file.
  public var start: SourceLocation { SourceLocation(path: path, line: 1, column: 1) }
}

/// A string as written: where its key is, and its value.
///
/// A class with constant fields, so it keeps value semantics: tables of definitions are
/// read by every check and writer, and a copy is one reference to count rather than one
/// per text inside.
public final class StringDefinition: Sendable {
  /// The key as written (may be an alias or a nested component).
  public let key: Located<String>
  /// The value.
  public let value: StringValue
  /// For a text value with placeholders: its template, parsed once here for the checks and
  /// the writers. Nil for forms, for text without `%`, and for text whose placeholders do
  /// not parse (the checks parse it again to report why).
  public let template: FormatTemplate?
  /// For forms: each form's template, as `template` is for a text.
  public let formTemplates: FormTemplates?
  /// The names an app text gives its placeholders, by position (`parameters: [name]`);
  /// empty when it names none. They label the generated function's parameters.
  public let parameterNames: [Located<String>]

  /// Creates a definition.
  public init(key: Located<String>, value: StringValue, parameterNames: [Located<String>] = []) {
    self.key = key
    self.value = value
    self.parameterNames = parameterNames
    switch value {
    case .text(let text):
      template = FormatTemplate.parsedIfAny(text.value)
      formTemplates = nil
    case .forms(let forms):
      template = nil
      formTemplates = FormTemplates(forms)
    }
  }
}

extension StringDefinition {
  /// The argument an app plural counts (1-based): its forms' first integer argument, else
  /// the first; 1 for a text.
  public var countArgument: Int {
    guard case .forms = value else { return 1 }
    return (positionalTypes(self).firstIndex { $0 == .integer } ?? 0) + 1
  }
}

extension FormatTemplate {
  /// The template of a text with `%`; nil for text without (nearly every text) and for one
  /// whose placeholders do not parse.
  static func parsedIfAny(_ text: String) -> FormatTemplate? {
    FormatTemplate.mayHavePlaceholders(text) ? try? FormatTemplate(parsing: text) : nil
  }
}

/// Which form of a forms value: an exact count, a lower bound, a CLDR category or the cap.
public enum FormSelector: Hashable, Sendable {
  case exact(Int)
  case below(Int)
  case category(PluralCategory)
  case cap
}

/// The templates of a forms value's texts, parsed once with its definition (nil as for
/// `StringDefinition.template`). A class: it is read where its definition is, and a copy
/// is one reference to count rather than one per table inside.
public final class FormTemplates: Sendable {
  private let exact: [Int: FormatTemplate]
  private let below: [Int: FormatTemplate]
  /// By `PluralCategory.index`.
  private let categories: [FormatTemplate?]
  private let cap: FormatTemplate?

  init(_ forms: FormsDefinition) {
    exact = forms.exact.compactMapValues { FormatTemplate.parsedIfAny($0.value) }
    below = forms.below.compactMapValues { FormatTemplate.parsedIfAny($0.value) }
    var categories: [FormatTemplate?] = []
    for (category, text) in forms.categories {
      guard let template = FormatTemplate.parsedIfAny(text.value) else { continue }
      if categories.isEmpty { categories = Array(repeating: nil, count: PluralCategory.allCases.count) }
      categories[category.index] = template
    }
    self.categories = categories
    cap = forms.cap.flatMap { FormatTemplate.parsedIfAny($0.text.value) }
  }

  /// The template of a form's text.
  public subscript(_ selector: FormSelector) -> FormatTemplate? {
    switch selector {
    case .exact(let count): exact[count]
    case .below(let limit): below[limit]
    case .category(let category): categories.isEmpty ? nil : categories[category.index]
    case .cap: cap
    }
  }
}

/// A string's value: text, or forms selected by a count or list size.
public enum StringValue: Sendable {
  case text(Located<String>)
  /// One reference (see `FormsDefinition`).
  case forms(FormsDefinition)
}

/// A count- or list-dependent value as written.
///
/// A class with constant fields (made by a `Builder`), so it keeps value semantics: values
/// are copied often (out of every definition that is read), and a copy is one reference
/// to count rather than one per table and text inside.
public final class FormsDefinition: Sendable {
  /// Where the mapping starts.
  public let location: SourceLocation
  /// ICU-style offset subtracted before selection and substitution.
  public let offset: Int
  /// Exact-count forms (`=0`).
  public let exact: [Int: Located<String>]
  /// Lower-bound forms (`<1`).
  public let below: [Int: Located<String>]
  /// CLDR category forms, each with its key's location.
  public let categories: CategoryMap<Located<String>>
  /// Where each category key was written.
  public let categoryKeys: CategoryMap<SourceLocation>
  /// The cap (`cap: {from: 100, text: "99+ replies"}`).
  public let cap: (from: Int, text: Located<String>)?
  /// For lists: the name shown for an empty nickname.
  public let emptyName: Located<String>?

  /// A forms value's fields as they are read, one by one.
  package struct Builder {
    package var location: SourceLocation
    package var offset = 0
    package var exact: [Int: Located<String>] = [:]
    package var below: [Int: Located<String>] = [:]
    package var categories = CategoryMap<Located<String>>()
    package var categoryKeys = CategoryMap<SourceLocation>()
    package var cap: (from: Int, text: Located<String>)?
    package var emptyName: Located<String>?

    /// An empty forms value at `location`.
    package init(location: SourceLocation) { self.location = location }

    /// The value.
    package func build() -> FormsDefinition { FormsDefinition(self) }
  }

  private init(_ builder: Builder) {
    location = builder.location
    offset = builder.offset
    exact = builder.exact
    below = builder.below
    categories = builder.categories
    categoryKeys = builder.categoryKeys
    cap = builder.cap
    emptyName = builder.emptyName
  }

  /// Calls `body` with every form and its text: exact counts and lower bounds in order,
  /// the CLDR categories in CLDR's order, then the cap.
  public func forEachForm(_ body: (FormSelector, Located<String>) -> Void) {
    // Exact and lower-bound forms are rare: sort their keys only when there are some.
    if !exact.isEmpty { for count in exact.keys.sorted() { body(.exact(count), exact[count]!) } }
    if !below.isEmpty { for limit in below.keys.sorted() { body(.below(limit), below[limit]!) } }
    for category in PluralCategory.allCases {
      if let text = categories[category] { body(.category(category), text) }
    }
    if let cap { body(.cap, cap.text) }
  }

  /// Whether any category other than `other` is given (the value is a plural).
  public var isPlural: Bool { categories.keys.contains { $0 != .other } }

  /// The runtime form of this value.
  public var runtimeForms: StringForms {
    StringForms(
      selector: emptyName != nil ? .list : .count, offset: offset,
      exact: exact.mapValues(\.value),
      below: below.map { StringForms.Below(limit: $0.key, text: $0.value.value) },
      categories: categories.mapValues(\.value),
      cap: cap.map { StringForms.Cap(from: $0.from, text: $0.text.value) },
      emptyName: emptyName?.value)
  }
}

extension StringValue {
  /// The runtime entry for this value; list closures always use forms.
  public func runtimeEntry(isList: Bool) -> StringEntry {
    switch self {
    case .text(let text):
      if isList {
        return .forms(StringForms(selector: .list, categories: [.other: text.value]))
      }
      return .text(text.value)
    case .forms(let forms):
      var runtime = forms.runtimeForms
      if isList { runtime.selector = .list }
      return .forms(runtime)
    }
  }
}

/// A value per CLDR plural category, in a slot per category: forms are read for every text
/// of every locale, and a dictionary would hash the category at every lookup. Iterates in
/// CLDR's order (zero, one, two, few, many, other). Inlinable, so that other modules use it
/// specialised rather than through generic witnesses.
public struct CategoryMap<Value: Sendable>: Sendable, Sequence {
  /// Empty until a value is set (most values have no forms at all).
  @usableFromInline var slots: [Value?] = []

  /// An empty map.
  @inlinable public init() {}

  /// The value for a category.
  @inlinable public subscript(_ category: PluralCategory) -> Value? {
    get { slots.isEmpty ? nil : slots[category.index] }
    set {
      if slots.isEmpty {
        guard newValue != nil else { return }
        slots = Array(repeating: nil, count: 6)
      }
      slots[category.index] = newValue
    }
  }

  /// The categories with a value, in order.
  @inlinable public var keys: [PluralCategory] { PluralCategory.allCases.filter { self[$0] != nil } }

  /// The number of categories with a value.
  @inlinable public var count: Int { slots.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  /// The values transformed, by category.
  @inlinable public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [PluralCategory: T] {
    var result: [PluralCategory: T] = [:]
    for (category, value) in self { result[category] = try transform(value) }
    return result
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(slots: slots) }

  /// The categories with a value and their values, in order.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let slots: [Value?]
    @usableFromInline var index = 0

    @inlinable init(slots: [Value?]) { self.slots = slots }

    @inlinable public mutating func next() -> (key: PluralCategory, value: Value)? {
      while index < slots.count {
        let position = index
        index += 1
        if let value = slots[position] { return (PluralCategory.byIndex[position], value) }
      }
      return nil
    }
  }
}

extension FormSelector {
  /// The selector as a strings file writes it: `=1`, `<1`, `one`, `cap`.
  public var name: String {
    switch self {
    case .exact(let count): "=\(count)"
    case .below(let limit): "<\(limit)"
    case .category(let category): category.rawValue
    case .cap: "cap"
    }
  }
}

extension StringValue {
  /// Eight hex digits that change when the value does (FNV-1a over its texts, each with its
  /// selector, the offset, the cap's count and the empty name): what `translated-from`
  /// records of the base text a translation was made from.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      // A separator no text holds (a control character is rejected in every text).
      hash ^= 0x1E
      hash = hash &* 0x100_0000_01b3
    }
    switch self {
    case .text(let text): add(text.value)
    case .forms(let forms):
      add("forms \(forms.offset) \(forms.cap?.from ?? -1)")
      forms.forEachForm { selector, text in
        add(selector.name)
        add(text.value)
      }
      if let emptyName = forms.emptyName { add("empty-name " + emptyName.value) }
    }
    let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    let digits = String(folded, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
