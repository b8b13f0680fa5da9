import ThemeRuntime

/// One locale's strings as checked (all its files, lowered in order): what every consumer
/// of the checked project reads, the writers, `export`, `status`, the preview and the
/// merge alike.
///
/// A translation compared with the base locale keeps its strings at the base keys'
/// positions, a text as the bytes it was read from (see `BaseComparison`); a definition
/// is made of one when it is read (`sdk(_:)`, `app(_:)`), the writers read the bytes
/// themselves (`entry(isApp:at:)`). The base locale, and a translation that could not be
/// compared with it, keep every string as its definition.
public struct CheckedStrings: Sendable {
  /// The locale's files as lowered: their sections (comments, `translated-from`, ...), and
  /// each string not placed at a base position (for a translation compared with the base,
  /// only keys the base lacks).
  private let own: StringsFile
  /// For a translation compared with the base: its strings at the base's positions.
  private let placed: PlacedStrings?

  init(_ own: StringsFile, placed: PlacedStrings?) {
    self.own = own
    self.placed = placed
  }

  /// A locale's strings lowered without a base (the base locale's own, `BaseTable.file`).
  public init(_ file: StringsFile) { self.init(file, placed: nil) }

  /// The locale tag (`de`, `pt-BR`).
  public var locale: String { own.locale }
  /// The path of the locale's first file.
  public var path: String { own.path }
  /// Where a locale-level finding points: the start of its first file.
  public var start: SourceLocation { own.start }
  /// Keys whose text is meant to equal the base's, as listed (`StringsFile.sameAsBase`).
  public var sameAsBase: [String: SourceLocation] { own.sameAsBase }
  /// Translator comments by key as listed.
  public var comments: [String: Located<String>] { own.comments }
  /// By key as listed: the fingerprint of the base text the translation was made from.
  public var translatedFrom: [String: Located<String>] { own.translatedFrom }
  /// Keys whose translation awaits review.
  public var needsReview: [String: SourceLocation] { own.needsReview }
  /// By app key as listed: the key the app's own catalogue gives it.
  public var sourceKeys: [String: Located<String>] { own.sourceKeys }

  /// The canonical SDK paths the locale gives a string, sorted.
  public var sdkPaths: [String] { keys(isApp: false) }
  /// The app keys the locale gives a string, sorted.
  public var appKeys: [String] { keys(isApp: true) }

  /// The locale's string for a canonical SDK path.
  public func sdk(_ path: String) -> StringDefinition? { definition(isApp: false, path) }

  /// The locale's string for an app key.
  public func app(_ key: String) -> StringDefinition? { definition(isApp: true, key) }

  /// Whether the locale gives a string for a canonical SDK path (an app key), without
  /// making its definition.
  public func hasSDK(_ path: String) -> Bool { has(isApp: false, path) }
  public func hasApp(_ key: String) -> Bool { has(isApp: true, key) }

  private func definition(isApp: Bool, _ key: String) -> StringDefinition? {
    if let definition = (isApp ? own.app : own.sdk)[key] { return definition }
    guard let placed, let position = placed.position(isApp: isApp, key) else { return nil }
    return placed.definition(isApp: isApp, at: position)
  }

  private func has(isApp: Bool, _ key: String) -> Bool {
    if (isApp ? own.app : own.sdk)[key] != nil { return true }
    guard let placed, let position = placed.position(isApp: isApp, key) else { return false }
    return placed.spans.isSet(placed.slot(isApp: isApp, position))
  }

  private func keys(isApp: Bool) -> [String] {
    var keys = Array((isApp ? own.app : own.sdk).keys)
    if let placed {
      let index = isApp ? placed.base.app : placed.base.sdk
      for position in 0..<index.count where placed.spans.isSet(placed.slot(isApp: isApp, position)) {
        keys.append(index.keys[position])
      }
    }
    return keys.sorted()
  }

  /// A string at a base position, as the writers read it.
  package enum Entry {
    /// None: the base's string is used.
    case none
    /// A text's UTF-8.
    case text(ArraySlice<UInt8>)
    /// Forms of CLDR categories alone, each text's UTF-8 by `PluralCategory.index`.
    case categoryForms(TextSpans.Forms)
    case definition(StringDefinition)
  }

  /// The locale's string at a position of the base's sorted app keys (or SDK paths), for
  /// a translation compared with the base; `.none` for any other locale.
  package func entry(isApp: Bool, at position: Int) -> Entry {
    guard let placed else { return .none }
    switch placed.spans[placed.slot(isApp: isApp, position)] {
    case .none: return .none
    case .text(let bytes): return .text(bytes)
    case .forms(let forms): return .categoryForms(forms)
    case .other(let index): return .definition(placed.definitions[index])
    }
  }
}

/// A translation's strings at the base locale's positions, as its comparison with the
/// base placed them (see `BaseComparison.spans`).
struct PlacedStrings: Sendable {
  let base: BaseTable
  let spans: TextSpans
  let definitions: [StringDefinition]
  /// Per slot: where the key that placed the string is written (`place(file:_:_:)`); 0
  /// where none did.
  let keyPlaces: [UInt64]
  /// The locale's files, in order.
  let paths: [String]
  /// SDK positions set through another path than the base's key (an alias): that path.
  let writtenPaths: [Int: String]

  /// The base position of a key (an SDK path, an app key).
  func position(isApp: Bool, _ key: String) -> Int? { (isApp ? base.app : base.sdk).position(of: key) }

  /// The slot of a base position in `spans`: SDK positions first, then app positions.
  func slot(isApp: Bool, _ position: Int) -> Int { isApp ? base.sdk.count + position : position }

  /// A key's place: its file's index (16 bits), line (24 bits) and column (24 bits), each
  /// clamped (a file past 16 million lines is placed on its last countable one).
  static func place(file: Int, _ line: Int, _ column: Int) -> UInt64 {
    UInt64(min(file, 0xFFFF)) << 48 | UInt64(min(line, 0xFF_FFFF)) << 24 | UInt64(min(column, 0xFF_FFFF))
  }

  /// Where the key at a slot is written.
  func location(_ slot: Int) -> SourceLocation {
    let place = keyPlaces[slot]
    return SourceLocation(
      path: paths[min(Int(place >> 48), paths.count - 1)], line: Int(place >> 24 & 0xFF_FFFF),
      column: Int(place & 0xFF_FFFF))
  }

  /// The definition of the string at a base position, made of its bytes where it is kept
  /// as such: its key as written, and its texts, placed where the key is.
  func definition(isApp: Bool, at position: Int) -> StringDefinition? {
    let slot = slot(isApp: isApp, position)
    // The key as written and where, made only for a string kept as bytes.
    func written() -> Located<String> {
      Located(isApp ? base.app.keys[position] : writtenPaths[position] ?? base.sdk.keys[position], at: location(slot))
    }
    switch spans[slot] {
    case .none: return nil
    case .other(let index): return definitions[index]
    case .text(let bytes):
      let key = written()
      return StringDefinition(key: key, value: .text(Located(String(decoding: bytes, as: UTF8.self), at: key.location)))
    case .forms(let forms):
      let key = written()
      var builder = FormsDefinition.Builder(location: key.location)
      for category in PluralCategory.allCases {
        guard let bytes = forms[category.index] else { continue }
        builder.categories[category] = Located(String(decoding: bytes, as: UTF8.self), at: key.location)
        builder.categoryKeys[category] = key.location
      }
      return StringDefinition(key: key, value: .forms(builder.build()))
    }
  }
}
