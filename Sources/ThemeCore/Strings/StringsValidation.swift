import ThemeRuntime

/// A warning when CLDR has no plural rules for the locale (`rules` are its rules).
func checkLocale(_ locale: String, rules: PluralRuleSet, at start: SourceLocation) -> [Diagnostic] {
  guard rules.isRootFallback else { return [] }
  return [
    Diagnostic(
      .pluralUnknownLocale, at: start,
      "expected a locale with CLDR \(PluralRules.cldrVersion) plural rules, found '\(locale)'; only 'other' will be selected"
    )
  ]
}

/// The checks of one SDK string (`member` is the member its path names).
func checkSDKDefinition(
  _ definition: StringDefinition, path: String, member: StringCatalog.Member, rules: PluralRuleSet, locale: String,
  into diagnostics: inout [Diagnostic]
) {
  diagnostics += checkText(definition.value)
  guard let signature = member.signature else {
    guard case .text(let text) = definition.value else { return }
    if text.value.isEmpty {
      diagnostics.append(
        Diagnostic(.stringEmpty, at: text.location, "expected text for '\(path)', found an empty string"))
    }
    // Every text is read the same way, a plain SDK text too: '%%' is a percent sign, and a
    // placeholder has no argument to take.
    if let template = definition.template ?? parseTemplate(text, into: &diagnostics),
      let mismatch = template.mismatches([]).first
    {
      diagnostics.append(
        Diagnostic(
          .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
          "expected no placeholder in '\(path)', a plain text of SBUStringSet, found one for argument \(mismatch.position); write '%%' for a percent sign"
        ))
    }
    return
  }
  diagnostics += checkPlaceholders(definition, signature: signature, path: path)
  if case .forms(let forms) = definition.value {
    diagnostics += checkCategories(
      forms, rules: rules, locale: locale, key: path, limitFlag: signature.hasLimitFlag)
  }
}

/// The checks of one app string.
func checkAppDefinition(
  _ definition: StringDefinition, key: String, rules: PluralRuleSet, locale: String,
  into diagnostics: inout [Diagnostic]
) {
  diagnostics += checkText(definition.value)
  switch definition.value {
  case .text(let text):
    // A text's template was parsed with its definition: only one that did not parse is
    // parsed again, to report why.
    if definition.template == nil { _ = parseTemplate(text, into: &diagnostics) }
  case .forms(let forms):
    diagnostics += checkCategories(forms, rules: rules, locale: locale, key: key, limitFlag: false)
    forms.forEachForm { form, text in
      // A form's template was parsed with its definition: only one that did not parse
      // (or has no '%', which costs a byte scan) is parsed again.
      guard let template = definition.formTemplates?[form] ?? parseTemplate(text, into: &diagnostics) else {
        return
      }
      if !text.value.withUTF8Bytes(FormatScanner.countIsInteger),
        let mismatch = template.mismatches([.integer]).first(where: { $0.position == 1 })
      {
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected the count (an integer such as '%lld') as the first argument of '\(key)', found a string placeholder"
          ))
      }
    }
  }
}

/// The base locale's strings prepared once for every translation: each section's keys,
/// sorted, with a fast index, the definitions in that order, and the types the app strings
/// give their argument positions.
public struct BaseTable: Sendable {
  /// The base locale's file.
  public let file: StringsFile
  /// SDK keys, sorted.
  public let sdk: KeyIndex
  /// App keys, sorted.
  public let app: KeyIndex
  /// The definitions of `sdk.keys`, in order.
  public let sdkDefinitions: [StringDefinition]
  /// The definitions of `app.keys`, in order.
  public let appDefinitions: [StringDefinition]
  /// Each app string's type at each argument position (see `positionalTypes(_:)`), in the
  /// order of `app.keys`, one string's after another (`appTypeEnds` says where each ends):
  /// one table, not an array per string, since both threads read them.
  let appTypes: [FormatArgumentType?]
  let appTypeEnds: [Int]
  /// The UTF-8 of each base text (empty for forms), in the order of `sdk.keys` and
  /// `app.keys`: every translation compares each of its texts with the base's.
  let sdkTexts: PackedBytes
  let appTexts: PackedBytes
  /// Whether each base definition is a text (not forms), in the same orders.
  let sdkIsText: [Bool]
  let appIsText: [Bool]
  /// Whether each SDK key names a member that a translation sets with plain text under
  /// that very path: available, current, settable, no alias and no closure (see
  /// `TextSpans`), in the order of `sdk.keys`.
  let sdkTakesText: [Bool]

  /// The value of a key as the sections list it (an SDK path, or `app.` and an app key).
  public func value(listed key: String) -> StringValue? {
    if key.hasPrefix("app."), let position = app.position(of: String(key.dropFirst(4))) {
      return appDefinitions[position].value
    }
    return sdk.position(of: key).map { sdkDefinitions[$0].value }
  }

  /// The keys a file lists under `comments` or `needs-review` that the base does not have.
  public func unknownListedKeys(_ listing: StringsFile) -> [Diagnostic] {
    let listed =
      listing.comments.map { ($0.key, commentsKey, $0.value.location) }
      + listing.needsReview.map { ($0.key, needsReviewKey, $0.value) }
    return listed.filter { value(listed: $0.0) == nil }.sorted { $0.2 < $1.2 }.map { key, section, location in
      Diagnostic(
        .keyListedUnknown, at: location,
        "expected a key of base locale '\(file.locale)' under '\(section)', found '\(key)' (app keys are listed as app.<key>)"
      )
    }
  }

  /// Prepares the base locale's file, whose SDK keys `catalog` describes.
  public init(_ file: StringsFile, catalog: StringCatalog = .sendbirdUIKit) {
    self.file = file
    sdk = KeyIndex(keys: file.sdk.keys.sorted())
    app = KeyIndex(keys: file.app.keys.sorted())
    sdkDefinitions = sdk.keys.map { file.sdk[$0]! }
    appDefinitions = app.keys.map { file.app[$0]! }
    var types: [FormatArgumentType?] = []
    var ends: [Int] = []
    ends.reserveCapacity(appDefinitions.count)
    for definition in appDefinitions {
      types += positionalTypes(definition)
      ends.append(types.count)
    }
    appTypes = types
    appTypeEnds = ends
    sdkTexts = PackedBytes(utf8: sdkDefinitions.lazy.map { textOf($0) ?? "" })
    appTexts = PackedBytes(utf8: appDefinitions.lazy.map { textOf($0) ?? "" })
    sdkIsText = sdkDefinitions.map { textOf($0) != nil }
    appIsText = appDefinitions.map { textOf($0) != nil }
    sdkTakesText = sdk.keys.map { key in
      guard let member = catalog.member(key) else { return false }
      return member.isSettableTarget && member.signature == nil
    }
  }
}

/// A translation's definitions at the positions of the base locale's sorted keys; nil
/// where the translation has none (the base text is used).
public struct AlignedStrings: Sendable {
  /// At the positions of `BaseTable.sdk`.
  public var sdk: [StringDefinition?]
  /// At the positions of `BaseTable.app`; nil where the text is in `spans` instead.
  public var app: [StringDefinition?]
  /// App texts kept as spans of the translation's node tables rather than made definitions
  /// (see `TextSpans`); nil unless the lowering was aligned only.
  public var spans: TextSpans?
  /// SDK texts kept so, at the positions of `BaseTable.sdk`.
  public var sdkSpans: TextSpans?
}

/// A translation's app texts that need no finding, kept as spans of its node tables' text
/// buffer: no definition, key or text is made of them, to be read again by the writers and
/// freed one by one. Such a text has an ASCII key the base locale has, no earlier text for
/// that key, no control character, bytes that tell it apart from the base's text (see
/// `sameText(utf8:utf8:)`), and placeholders, if any, that parse and take the base's types
/// (the writers read them from the bytes with `FormatScanner`); every other string is
/// lowered into a definition, which is where findings are made. Nearly every text of a
/// large project is one. Plurals whose forms are such texts under exactly the categories
/// the locale selects (no exact, lower-bound or cap form, no offset), and whose count
/// placeholders are integers, are kept as a span per form.
public struct TextSpans: Sendable {
  /// The translation's scalar bytes (`YAMLTree.textBytes`).
  private let bytes: [UInt8]
  /// Per position of `BaseTable.app`: 0; or a text's first byte + 1 (upper 32 bits) and
  /// its length; or for forms, the top bit and where they start in `forms`.
  private let spans: [UInt64]
  /// Each forms value's categories, a bit per category given (`1 << index`), then the
  /// span of each given category's text in CLDR's order.
  private let forms: [UInt64]

  init(bytes: [UInt8], spans: [UInt64], forms: [UInt64]) {
    self.bytes = bytes
    self.spans = spans
    self.forms = forms
  }

  /// No text.
  public init() { self.init(bytes: [], spans: [], forms: []) }

  /// A text's span, as `spans` and `forms` hold it.
  static func span(start: Int, count: Int) -> UInt64 { UInt64(start + 1) << 32 | UInt64(count) }

  /// A forms value's entry in `spans`, for forms starting at `index` of `forms`.
  static func formsSpan(at index: Int) -> UInt64 { 1 << 63 | UInt64(index) }

  /// Whether the text or forms at a base position are here.
  public func contains(_ position: Int) -> Bool { !spans.isEmpty && spans[position] != 0 }

  /// Whether what is at a base position, which `contains`, is forms.
  public func isForms(_ position: Int) -> Bool { spans[position] >> 63 != 0 }

  /// Calls `body` with the UTF-8 of the text at a base position, which `contains` and is
  /// not forms.
  public func withText<R>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try bytes.withUnsafeBufferPointer { buffer in try body(Self.text(spans[position], in: buffer)) }
  }

  /// Calls `body` with the forms at a base position, which `contains` and are forms.
  public func withForms<R>(at position: Int, _ body: (CategoryTexts) throws -> R) rethrows -> R {
    let start = Int(spans[position] & 0xFFFF_FFFF)
    return try bytes.withUnsafeBufferPointer { buffer in
      try forms.withUnsafeBufferPointer { forms in
        try body(CategoryTexts(bytes: buffer, mask: Int(forms[start]), spans: forms.baseAddress! + start + 1))
      }
    }
  }

  /// The bytes of a text's span.
  private static func text(_ span: UInt64, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    let start = Int(span >> 32) - 1
    return UnsafeBufferPointer(rebasing: buffer[start..<start + Int(span & 0xFFFF_FFFF)])
  }

  /// A forms value's text per CLDR category, valid inside the `withForms` call that gives it.
  public struct CategoryTexts {
    fileprivate let bytes: UnsafeBufferPointer<UInt8>
    /// A bit per category given (`1 << index`).
    fileprivate let mask: Int
    /// The given categories' spans, in CLDR's order.
    fileprivate let spans: UnsafePointer<UInt64>

    /// The UTF-8 of a category's text, nil if it is not given.
    public subscript(_ category: PluralCategory) -> UnsafeBufferPointer<UInt8>? {
      let bit = 1 << category.index
      guard mask & bit != 0 else { return nil }
      return TextSpans.text(spans[(mask & (bit - 1)).nonzeroBitCount], in: bytes)
    }
  }
}

/// Checks a locale against the base locale: missing keys, keys only in the translation,
/// identical texts, and app placeholders that disagree with the base. Also places the
/// translation's definitions at the base keys' positions, for the writers: each key is
/// looked up once. (`lowerStrings(_:against:...)` makes the same comparison as it stores
/// each definition.)
public func validateAgainstBase(_ file: StringsFile, base: BaseTable) -> (
  diagnostics: [Diagnostic], aligned: AlignedStrings
) {
  var comparison = BaseComparison(base)
  for (key, definition) in file.sdk { comparison.place(definition, key: key, isApp: false) }
  for (key, definition) in file.app { comparison.place(definition, key: key, isApp: true) }
  return comparison.finish(file)
}

/// A translation compared with the base locale definition by definition (see
/// `validateAgainstBase`), then as a whole by `finish`.
struct BaseComparison {
  let base: BaseTable
  var diagnostics: [Diagnostic] = []
  var placed: (sdk: [StringDefinition?], app: [StringDefinition?])
  /// Texts equal to the base's: a note unless listed under `same-as-base`, which is known
  /// once the whole file is read. Each with its key as listed (`app.` before app keys).
  var sameAsBase: [(listed: String, key: String, text: Located<String>)] = []

  init(_ base: BaseTable) {
    self.base = base
    placed = (Array(repeating: nil, count: base.sdk.count), Array(repeating: nil, count: base.app.count))
  }

  /// Compares one definition with the base's, and places it.
  ///
  /// The base's tables are read in place, not bound to locals: both threads compare with
  /// them, and a copy of a table would count a reference to it (one cache line for both
  /// cores to pass back and forth, for every definition).
  mutating func place(_ definition: StringDefinition, key: String, isApp: Bool) {
    guard let position = isApp ? base.app.position(of: key) : base.sdk.position(of: key) else {
      diagnostics.append(
        Diagnostic(
          .keyNotInBase, at: definition.key.location,
          "expected only keys of base locale '\(base.file.locale)', found \(isApp ? "app" : "SDK") key '\(key)'"))
      return
    }
    place(definition, key: key, isApp: isApp, at: position)
  }

  /// `place` at the base position of `key`, known.
  mutating func place(_ definition: StringDefinition, key: String, isApp: Bool, at position: Int) {
    if isApp { placed.app[position] = definition } else { placed.sdk[position] = definition }
    // The base's texts are read as bytes and its definitions only to report.
    if case .text(let text) = definition.value,
      text.value.withUTF8Bytes({ isSameAsBase($0, isApp: isApp, at: position) })
        ?? (text.value == textOf(isApp ? base.appDefinitions[position] : base.sdkDefinitions[position]))
    {
      sameAsBase.append((isApp ? "app." + key : key, key, text))
    }
    guard isApp else { return }
    // The base's types are checked as a closure's are (`mismatches`): a position the
    // base does not use expects no placeholder. Text without placeholders (or whose
    // placeholders do not parse, which its checks report) has none to compare.
    switch definition.value {
    case .text(let text):
      guard !text.value.withUTF8Bytes({ fitsBase($0, at: position, covering: true) }) else { break }
      if let template = definition.template { compareTypes(text, template, key: key, position: position) }
      reportDropped(text, definition.template, key: key, position: position)
    case .forms(let forms):
      forms.forEachForm { form, text in
        guard let template = definition.formTemplates?[form], !text.value.withUTF8Bytes({ fitsBase($0, at: position) })
        else { return }
        compareTypes(text, template, key: key, position: position)
      }
    }
  }

  // The rules that compare a text with the base's, decided here once: `place` asks them
  // of a definition's texts before it reports, and the lowering's quick path asks them
  // of a text it keeps as bytes (see `TextSpans`), which must pass every rule.

  /// Whether a text equals the base's at a position, as `String ==` decides; nil where
  /// its bytes cannot tell. Only non-empty text over a base text counts: empty text is
  /// "not translated yet" and forms are not one text.
  mutating func isSameAsBase(_ text: UnsafeBufferPointer<UInt8>, isApp: Bool, at position: Int) -> Bool? {
    guard !text.isEmpty, isApp ? base.appIsText[position] : base.sdkIsText[position] else { return false }
    return isApp
      ? base.appTexts.withItems { sameText(utf8: text, utf8: $0[position]) }
      : base.sdkTexts.withItems { sameText(utf8: text, utf8: $0[position]) }
  }

  /// Whether an app text's placeholders parse and each takes the type the base gives its
  /// position (`FormatScanner.fits`).
  mutating func fitsBase(_ text: UnsafeBufferPointer<UInt8>, at position: Int, covering: Bool = false) -> Bool {
    let start = position == 0 ? 0 : base.appTypeEnds[position - 1]
    return base.appTypes.withUnsafeBufferPointer { types in
      FormatScanner.fits(
        text, UnsafeBufferPointer(rebasing: types[start..<base.appTypeEnds[position]]), covering: covering)
    }
  }

  // The look-ups below (positions, keys, the span tests) change nothing but are `mutating`: the
  // lowering reaches the comparison through an optional, and a non-mutating call through
  // it copies the comparison, counting a reference to each of the base's tables, which both
  // threads read (a cache line passed between the cores at every call: 13% of a large
  // build's CPU time). A mutating call is made in place.

  /// The base position of an app key.
  mutating func appPosition(of key: String) -> Int? { base.app.position(of: key) }

  /// The base's app key at a position.
  mutating func appKey(at position: Int) -> String { base.app.keys[position] }

  /// The definition placed at an app position.
  func placedApp(at position: Int) -> StringDefinition? { placed.app[position] }

  /// The base position an SDK text kept as a span may take, its path given as bytes: that
  /// of an ASCII path of a base SDK key that a translation sets with plain text (see
  /// `BaseTable.sdkTakesText`) and no definition was placed at.
  mutating func sdkSpanPosition(path: UnsafeBufferPointer<UInt8>) -> Int? {
    guard ByteScan.isASCII(path), let position = base.sdk.position(ascii: path), base.sdkTakesText[position],
      placed.sdk[position] == nil
    else { return nil }
    return position
  }

  /// Whether an SDK text (with no control character, which the caller checked) passes the
  /// rules at a base position that `sdkSpanPosition` gave, a member that takes plain text:
  /// it is not empty, has no placeholder and no '%' but in '%%' (`checkSDKDefinition`), and
  /// is not the base's text.
  mutating func sdkTextNeedsNoFinding(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    !text.isEmpty && FormatScanner.fits(text, UnsafeBufferPointer(start: nil, count: 0))
      && isSameAsBase(text, isApp: false, at: position) == false
  }

  /// The base position of an SDK key.
  mutating func sdkPosition(of key: String) -> Int? { base.sdk.position(of: key) }

  /// The base position an app string kept as a span (see `TextSpans`) may take, its path
  /// given as bytes: that of an ASCII path of a base key no definition was placed at; nil
  /// for any other path, whose string is to be lowered into a definition.
  mutating func spanPosition(path: UnsafeBufferPointer<UInt8>) -> Int? {
    // An ASCII path is its own composed form, and the base key it finds is spelt as it is.
    guard ByteScan.isASCII(path), let position = base.app.position(ascii: path), placed.app[position] == nil else {
      return nil
    }
    return position
  }

  /// Whether an app text (with no control character, which the caller checked) passes the
  /// rules at a base position: it is not the base's text, and its placeholders parse, fit
  /// the base's and leave none of the base's out.
  mutating func textNeedsNoFinding(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    isSameAsBase(text, isApp: true, at: position) == false && fitsBase(text, at: position, covering: true)
  }

  /// Whether a form's text (with no control character, which the caller checked) passes the
  /// rules at a base position: its placeholders parse and fit the base's, and the count is
  /// an integer (`checkAppDefinition`).
  mutating func formNeedsNoFinding(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    fitsBase(text, at: position) && FormatScanner.countIsInteger(text)
  }

  /// The base's value of a key as listed (an SDK path, or `app.` and an app key).
  func baseValue(listed key: String) -> StringValue? { base.value(listed: key) }

  /// Reports each placeholder of an app text whose type is not the base's at its position.
  /// Reports each argument the base text shows that a translated text leaves out (its
  /// value would not appear): a warning, with the base text in a note. A plural form may
  /// leave out the count (`one: "a reply"`); only a text is held to this.
  private mutating func reportDropped(_ text: Located<String>, _ template: FormatTemplate?, key: String, position: Int)
  {
    // Placeholders that do not parse are reported as such, not also as left out.
    if template == nil, FormatTemplate.mayHavePlaceholders(text.value) { return }
    let start = position == 0 ? 0 : base.appTypeEnds[position - 1]
    let used = template?.positionalTypes ?? []
    for (offset, type) in base.appTypes[start..<base.appTypeEnds[position]].enumerated() {
      guard let type, offset >= used.count || used[offset] == nil else { continue }
      diagnostics.append(
        Diagnostic(
          .placeholderDropped, at: text.location,
          "expected \(type == .integer ? "an" : "a") \(type.rawValue) placeholder for argument \(offset + 1) of '\(key)' as in base locale '\(base.file.locale)', found none; the translation leaves out what it shows",
          notes: [DiagnosticNote("the base text is here", at: base.appDefinitions[position].key.location)]))
    }
  }

  private mutating func compareTypes(_ text: Located<String>, _ template: FormatTemplate, key: String, position: Int) {
    let start = position == 0 ? 0 : base.appTypeEnds[position - 1]
    let mismatches = base.appTypes.withUnsafeBufferPointer { types in
      template.mismatches(UnsafeBufferPointer(rebasing: types[start..<base.appTypeEnds[position]]))
    }
    for mismatch in mismatches {
      let wanted = mismatch.expected.map { "\($0.rawValue) placeholder" } ?? "no placeholder"
      diagnostics.append(
        Diagnostic(
          .placeholderBaseMismatch, at: text.location,
          "expected \(wanted) at position \(mismatch.position) of '\(key)' as in base locale '\(base.file.locale)', found \(mismatch.found.rawValue)",
          notes: [DiagnosticNote("the base text is here", at: base.appDefinitions[position].key.location)]))
    }
  }

  /// What only the whole file tells: keys it lacks, texts equal to the base's that are not
  /// listed under `same-as-base`, and listed keys that are not; and the placed definitions.
  /// `spans` and `sdkSpans` are the file's texts kept as spans (`TextSpans`), which `file`
  /// lacks.
  mutating func finish(_ file: StringsFile, spans: TextSpans? = nil, sdkSpans: TextSpans? = nil) -> (
    diagnostics: [Diagnostic], aligned: AlignedStrings
  ) {
    var listedSame = file.sameAsBase
    for same in sameAsBase where listedSame.removeValue(forKey: same.listed) == nil {
      diagnostics.append(
        Diagnostic(
          .stringSameAsBase, at: same.text.location,
          "expected a translation of '\(same.key)', found the base locale's text '\(same.text.value)'; list it under '\(sameAsBaseKey)' if that is meant"
        ))
    }
    for isApp in [false, true] {
      let index = isApp ? base.app : base.sdk
      let theirs = isApp ? base.appDefinitions : base.sdkDefinitions
      let mine = isApp ? placed.app : placed.sdk
      let kept = isApp ? spans : sdkSpans
      for position in mine.indices where mine[position] == nil && kept?.contains(position) != true {
        let key = index.keys[position]
        diagnostics.append(
          Diagnostic(
            .stringMissing, at: file.start,
            "expected \(isApp ? "app" : "SDK") key '\(key)' as in base locale '\(base.file.locale)', found none; the base text is used",
            notes: [DiagnosticNote("'\(key)' is defined here", at: theirs[position].key.location)]))
      }
    }
    let appKeys = base.app
    let sdkKeys = base.sdk
    let placedApp = placed.app
    func isTranslated(_ key: String) -> Bool {
      if file.sdk[key] != nil { return true }
      if let sdkSpans, let position = sdkKeys.position(of: key), sdkSpans.contains(position) { return true }
      guard key.hasPrefix("app.") else { return false }
      let app = String(key.dropFirst(4))
      // A key the base has is placed (with or without a definition in the file's table).
      guard let position = appKeys.position(of: app) else { return file.app[app] != nil }
      return placedApp[position] != nil || spans?.contains(position) == true
    }
    diagnostics += base.unknownListedKeys(file)
    for (key, made) in file.translatedFrom.sorted(by: { $0.key < $1.key }) {
      guard let value = baseValue(listed: key) else {
        diagnostics.append(
          Diagnostic(
            .stringStale, at: made.location,
            "expected a key of base locale '\(base.file.locale)' under '\(translatedFromKey)', found '\(key)'"))
        continue
      }
      let now = value.fingerprint
      if made.value != now {
        diagnostics.append(
          Diagnostic(
            .stringStale, at: made.location,
            "expected the translation of '\(key)' to be made from the base text, found it made from one that has changed since (\(made.value), now \(now)); review it, then record \(now)"
          ))
      }
    }
    for (key, location) in listedSame {
      diagnostics.append(
        Diagnostic(
          .stringSameAsBaseStale, at: location,
          "expected '\(key)' under '\(sameAsBaseKey)' to be a key whose text equals base locale '\(base.file.locale)', found \(isTranslated(key) ? "a translation" : "no such key in this file")"
        ))
    }
    return (diagnostics, AlignedStrings(sdk: placed.sdk, app: placed.app, spans: spans, sdkSpans: sdkSpans))
  }
}

/// Whether two texts, given as UTF-8, are equal as `String ==` decides, where their bytes
/// decide it; nil where only canonical equivalence can. Equal bytes are equal texts, and
/// different bytes are different texts when the first bytes are different ASCII
/// characters (an ASCII character starts its decomposition and nothing combines into it),
/// or when one text is ASCII (its own decomposition) and the other is ASCII too or has a
/// scalar whose decomposition is not: then their decompositions differ.
package func sameText(utf8 left: UnsafeBufferPointer<UInt8>, utf8 right: UnsafeBufferPointer<UInt8>) -> Bool? {
  if left.count == right.count, left.elementsEqual(right) { return true }
  guard let first = left.first, let other = right.first else { return left.isEmpty && right.isEmpty }
  if first < 0x80, other < 0x80, first != other { return false }
  if ByteScan.isASCII(left) { return ByteScan.isASCII(right) || decomposesBeyondASCII(right) ? false : nil }
  if ByteScan.isASCII(right) { return decomposesBeyondASCII(left) ? false : nil }
  return nil
}

/// Whether valid UTF-8 has a scalar whose canonical decomposition is not all ASCII: any
/// outside ASCII but GREEK QUESTION MARK (`;`), GREEK VARIA (`` ` ``) and KELVIN SIGN (`K`).
/// (A test checks this against every scalar's decomposition.)
package func decomposesBeyondASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  var decoder = UTF8()
  var iterator = bytes.makeIterator()
  while case .scalarValue(let scalar) = decoder.decode(&iterator) {
    switch scalar.value {
    case 0..<0x80, 0x037E, 0x1FEF, 0x212A: continue
    default: return true
    }
  }
  return false
}

/// A definition's text, or nil for forms.
private func textOf(_ definition: StringDefinition) -> String? {
  if case .text(let text) = definition.value { text.value } else { nil }
}

/// The type a definition gives each argument position (`FormatTemplate.positionalTypes(merging:)`)
/// from the templates parsed with it, its forms' in order.
private func positionalTypes(_ definition: StringDefinition) -> [FormatArgumentType?] {
  var templates: [FormatTemplate] = []
  switch definition.value {
  case .text: if let template = definition.template { templates.append(template) }
  case .forms(let forms):
    forms.forEachForm { form, _ in
      if let template = definition.formTemplates?[form] { templates.append(template) }
    }
  }
  return FormatTemplate.positionalTypes(merging: templates)
}

/// The parsed template of a text with placeholders; nil for text without `%`, or after
/// reporting why it does not parse.
private func parseTemplate(_ text: Located<String>, into diagnostics: inout [Diagnostic]) -> FormatTemplate? {
  // Text without '%' has no placeholder to check (nearly every text).
  guard FormatTemplate.mayHavePlaceholders(text.value) else { return nil }
  do {
    return try FormatTemplate(parsing: text.value)
  } catch {
    diagnostics.append(Diagnostic(.placeholderInvalid, at: text.location(atOffset: error.offset), error.message))
    return nil
  }
}

private func checkText(_ value: StringValue) -> [Diagnostic] {
  var diagnostics: [Diagnostic] = []
  value.forEachText { text in
    if let found = Diagnostic.controlCharacter(in: text) { diagnostics.append(found) }
  }
  return diagnostics
}

extension Diagnostic {
  /// The one character rule for text a user writes (strings, asset names, font families):
  /// no control character but a line feed or a tab; nil when there is none.
  package static func controlCharacter(in text: Located<String>) -> Diagnostic? {
    // Every control character is ASCII: scan bytes, and scalars only to report one.
    guard text.value.withUTF8Bytes(ByteScan.hasControlCharacter) else { return nil }
    for scalar in text.value.unicodeScalars
    where (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F {
      return Diagnostic(
        .stringUnsafe, at: text.location,
        "expected displayable text, found the control character \(scalar.codePointName)")
    }
    return nil
  }
}

private func checkPlaceholders(_ definition: StringDefinition, signature: ClosureSignature, path: String)
  -> [Diagnostic]
{
  var diagnostics: [Diagnostic] = []
  func check(_ text: Located<String>, allowed: [FormatArgumentType?], what: String, parsed: FormatTemplate? = nil) {
    guard let template = parsed ?? parseTemplate(text, into: &diagnostics) else { return }
    for mismatch in template.mismatches(allowed) {
      if mismatch.beyondArguments {
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected at most \(allowed.count) argument\(allowed.count == 1 ? "" : "s") for \(what) of '\(path)', found a placeholder for argument \(mismatch.position)"
          ))
      } else {
        let wanted =
          mismatch.expected.map { $0 == .integer ? "an integer ('%lld')" : "a string ('%@')" }
          ?? "no placeholder (a Bool)"
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected \(wanted) for argument \(mismatch.position) of '\(path)', found \(mismatch.found == .integer ? "an integer" : "a string") placeholder"
          ))
      }
    }
  }
  switch definition.value {
  case .text(let text):
    check(text, allowed: signature.templateArguments, what: "the closure", parsed: definition.template)
  case .forms(let forms):
    let templates = definition.formTemplates
    if signature.isList {
      for (count, text) in forms.exact.sorted(by: { $0.key < $1.key }) {
        check(
          text, allowed: signature.formArguments(exactCount: count), what: "the '=\(count)' form (\(count) names)",
          parsed: templates?[.exact(count)])
      }
      for (limit, text) in forms.below {
        check(
          text, allowed: signature.formArguments(exactCount: nil), what: "a '<N' form",
          parsed: templates?[.below(limit)])
      }
      for (category, text) in forms.categories {
        check(
          text, allowed: signature.formArguments(exactCount: nil), what: "a category form",
          parsed: templates?[.category(category)])
      }
    } else {
      forms.forEachForm { form, text in
        check(text, allowed: signature.templateArguments, what: "the closure", parsed: templates?[form])
      }
    }
  }
  return diagnostics
}

private func checkCategories(
  _ forms: FormsDefinition, rules: PluralRuleSet, locale: String, key: String, limitFlag: Bool
) -> [Diagnostic] {
  guard forms.isPlural else { return [] }
  let neededBits = StringForms.reachableCategoryBits(
    rules: rules, offset: forms.offset, lowestBelow: forms.below.keys.max(), exact: forms.exact.keys,
    capFrom: limitFlag ? nil : forms.cap?.from)
  var givenBits = 0
  for category in forms.categories.keys { givenBits |= 1 << category.index }
  if StringForms.categoriesAgree(given: givenBits, needed: neededBits) { return [] }
  var diagnostics: [Diagnostic] = []
  let needed = Set(PluralCategory.allCases.filter { neededBits & (1 << $0.index) != 0 })
  // A missing 'other' is reported once, as plural.missing-other.
  for category in needed.sorted() where category != .other && forms.categories[category] == nil {
    diagnostics.append(
      Diagnostic(
        .pluralMissingCategory, at: forms.location,
        "'\(key)' has no '\(category.rawValue)' form, which locale '\(locale)' needs"))
  }
  for category in forms.categories.keys.sorted() where category != .other && !needed.contains(category) {
    diagnostics.append(
      Diagnostic(
        .pluralUnusedCategory, at: forms.categoryKeys[category] ?? forms.location,
        "expected only categories that locale '\(locale)' selects for the counts this string shows (\(needed.sorted().map(\.rawValue).joined(separator: ", "))), found '\(category.rawValue)'"
      ))
  }
  return diagnostics
}
