import ThemeRuntime

/// A translation compared with the base locale string by string as it is lowered (the
/// rules that compare a text with the base's, and where each string is placed), then as a
/// whole by `finish`.
struct BaseComparison: StringsComparison {
  let base: BaseTable
  var diagnostics: [Diagnostic] = []
  /// Texts equal to the base's: a note unless listed under `same-as-base`, which is known
  /// once the whole file is read. Each with its key as listed (`app.` before app keys).
  var sameAsBase: [(listed: String, key: String, text: Located<String>)] = []
  /// Per base position: 0, or the file (+ 1, upper 32 bits) and the key node that placed a
  /// string there.
  var sdkKeys: [UInt64]
  var appKeys: [UInt64]
  /// SDK positions set through another path than the base's key (an alias): that path.
  var writtenPaths: [Int: String] = [:]
  /// The strings placed, at their base positions: SDK positions first, then app positions
  /// (`slot(isApp:_:)`); a text, and each form of forms of CLDR categories alone, as a span
  /// of the translation's scalar bytes (`YAMLTree.textBytes`, one file's after another);
  /// any other value as the index of its definition in `definitions`.
  var spans: TextSpans
  var definitions: [StringDefinition] = []
  /// The file being lowered (from 0), and where its bytes start in `spans`.
  var fileIndex = -1
  var byteBase = 0

  init(_ base: BaseTable) {
    self.base = base
    sdkKeys = Array(repeating: 0, count: base.sdk.count)
    appKeys = Array(repeating: 0, count: base.app.count)
    spans = TextSpans(slots: base.sdk.count + base.app.count)
  }

  /// Starts a file of the locale, whose scalar bytes are `bytes`.
  mutating func beginFile(_ bytes: [UInt8]) {
    fileIndex += 1
    byteBase = spans.append(bytes: bytes)
  }

  /// The slot of a base position in `spans`.
  func slot(isApp: Bool, _ position: Int) -> Int { isApp ? base.sdk.count + position : position }

  /// The base position of an SDK path given as bytes that names a member taking plain text
  /// under that very path (`BaseTable.sdkTakesText`): an ASCII path is its own composed
  /// form, and the base key it finds is spelt as it is.
  func plainSDKPosition(path: UnsafeBufferPointer<UInt8>) -> Int? {
    guard ByteScan.isASCII(path), let position = base.sdk.position(ascii: path), base.sdkTakesText[position] else {
      return nil
    }
    return position
  }

  /// The base position of an app path given as ASCII bytes; nil for any other.
  func appPosition(ascii path: UnsafeBufferPointer<UInt8>) -> Int? {
    ByteScan.isASCII(path) ? base.app.position(ascii: path) : nil
  }

  func appPosition(of key: String) -> Int? { base.app.position(of: key) }
  func sdkPosition(of key: String) -> Int? { base.sdk.position(of: key) }
  func appKey(at position: Int) -> String { base.app.keys[position] }
  func sdkKey(at position: Int) -> String { base.sdk.keys[position] }

  /// The file, key node and (for an SDK alias) path that placed a string at a position.
  func placedKey(isApp: Bool, at position: Int) -> (file: Int, node: YAMLTree.Node, written: String?)? {
    let key = isApp ? appKeys[position] : sdkKeys[position]
    guard key != 0 else { return nil }
    return (Int(key >> 32) - 1, YAMLTree.Node(Int(key & 0xFFFF_FFFF)), isApp ? nil : writtenPaths[position])
  }

  /// Places a string's key at a position (`written`: an SDK path other than the base's key).
  mutating func place(isApp: Bool, at position: Int, key: YAMLTree.Node, written: String?) {
    let placed = UInt64(fileIndex + 1) << 32 | UInt64(UInt32(bitPattern: key.index))
    if isApp {
      appKeys[position] = placed
    } else {
      sdkKeys[position] = placed
      if let written { writtenPaths[position] = written }
    }
  }

  /// Keeps a text placed at a position as a span of the file's bytes (`scalarSpan`);
  /// false when the locale's bytes are past what a span holds.
  mutating func keepText(isApp: Bool, at position: Int, _ span: (start: Int, count: Int)) -> Bool {
    spans.setText(at: slot(isApp: isApp, position), start: byteBase + span.start, count: span.count)
  }

  /// Keeps app forms of CLDR categories alone placed at a position as a span per form.
  mutating func keepForms(at position: Int, _ forms: LoweredForms, in tree: YAMLTree) -> Bool {
    guard TextSpans.canSpan(to: byteBase + tree.textBytes.count) else { return false }
    var texts: [(start: Int, count: Int)] = []
    for category in PluralCategory.allCases {
      guard let node = forms.text(category) else { continue }
      let (start, count) = tree.scalarSpan(node)
      texts.append((byteBase + start, count))
    }
    return spans.setForms(at: slot(isApp: true, position), mask: forms.mask, spans: texts)
  }

  /// Keeps a string placed at a position as its definition.
  mutating func keep(_ definition: StringDefinition, isApp: Bool, at position: Int) {
    spans.setOther(at: slot(isApp: isApp, position), definitions.count)
    definitions.append(definition)
  }

  mutating func reportNotInBase(_ key: String, isApp: Bool, at location: SourceLocation) {
    diagnostics.append(
      Diagnostic(
        .keyNotInBase, at: location,
        "expected only keys of base locale '\(base.file.locale)', found \(isApp ? "app" : "SDK") key '\(key)'"))
  }

  /// Whether a text equals the base's at a position, as `String ==` decides; nil where
  /// its bytes cannot tell (`baseText` then can). Only non-empty text over a base text
  /// counts: empty text is "not translated yet" and forms are not one text.
  func isSameAsBase(_ text: UnsafeBufferPointer<UInt8>, isApp: Bool, at position: Int) -> Bool? {
    guard !text.isEmpty, isApp ? base.appIsText[position] : base.sdkIsText[position] else { return false }
    return isApp
      ? base.appTexts.withItems { sameText(utf8: text, utf8: $0[position]) }
      : base.sdkTexts.withItems { sameText(utf8: text, utf8: $0[position]) }
  }

  /// `isSameAsBase` of a text node (the tree given, not captured: a closure that reads
  /// the lowering's tree while it updates the comparison copies the tree).
  func isSameAsBase(_ node: YAMLTree.Node, in tree: YAMLTree, isApp: Bool, at position: Int) -> Bool? {
    tree.withScalarBytes(node) { isSameAsBase($0, isApp: isApp, at: position) }
  }

  /// `fitsBase` of a text node.
  func fitsBase(_ node: YAMLTree.Node, in tree: YAMLTree, at position: Int, covering: Bool) -> Bool {
    tree.withScalarBytes(node) { fitsBase($0, at: position, covering: covering) }
  }

  /// The base's text at a position (nil for forms).
  func baseText(isApp: Bool, at position: Int) -> String? {
    textOf(isApp ? base.appDefinitions[position] : base.sdkDefinitions[position])
  }

  /// Whether an app text's placeholders parse and each takes the type the base gives its
  /// position (`FormatScanner.fits`); with `covering`, leaving none of them out.
  func fitsBase(_ text: UnsafeBufferPointer<UInt8>, at position: Int, covering: Bool = false) -> Bool {
    let start = position == 0 ? 0 : base.appTypeEnds[position - 1]
    return base.appTypes.withUnsafeBufferPointer { types in
      FormatScanner.fits(
        text, UnsafeBufferPointer(rebasing: types[start..<base.appTypeEnds[position]]), covering: covering)
    }
  }

  /// Reports each argument the base text shows that a translated text leaves out (its
  /// value would not appear): a warning, with the base text in a note. A plural form may
  /// leave out the count (`one: "a reply"`); only a text is held to this.
  mutating func reportDropped(_ text: Located<String>, _ template: FormatTemplate?, key: String, position: Int) {
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

  /// Reports each placeholder of an app text whose type is not the base's at its position
  /// (a position the base does not use expects no placeholder).
  mutating func compareTypes(_ text: Located<String>, _ template: FormatTemplate, key: String, position: Int) {
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

  /// What only the whole locale tells: keys it lacks, texts equal to the base's that are
  /// not listed under `same-as-base`, and listed keys that are not; and the strings placed
  /// (`trees`: the locale's files' trees, in order).
  mutating func finish(_ file: StringsFile, trees: [YAMLTree]) -> (diagnostics: [Diagnostic], placed: PlacedStrings) {
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
      let placed = isApp ? appKeys : sdkKeys
      for position in placed.indices where placed[position] == 0 {
        let key = index.keys[position]
        diagnostics.append(
          Diagnostic(
            .stringMissing, at: file.start,
            "expected \(isApp ? "app" : "SDK") key '\(key)' as in base locale '\(base.file.locale)', found none; the base text is used",
            notes: [DiagnosticNote("'\(key)' is defined here", at: theirs[position].key.location)]))
      }
    }
    let (appIndex, sdkIndex, appPlaced, sdkPlaced) = (base.app, base.sdk, appKeys, sdkKeys)
    func isTranslated(_ key: String) -> Bool {
      if file.sdk[key] != nil { return true }
      if let position = sdkIndex.position(of: key), sdkPlaced[position] != 0 { return true }
      guard key.hasPrefix("app.") else { return false }
      let app = String(key.dropFirst(4))
      guard let position = appIndex.position(of: app) else { return file.app[app] != nil }
      return appPlaced[position] != 0
    }
    diagnostics += base.unknownListedKeys(file)
    for (key, made) in file.translatedFrom.sorted(by: { $0.key < $1.key }) {
      guard let value = base.value(listed: key) else {
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
    var places = Array(repeating: UInt64(0), count: spans.count)
    for isApp in [false, true] {
      for (position, key) in (isApp ? appKeys : sdkKeys).enumerated() where key != 0 {
        let file = Int(key >> 32) - 1
        let location = trees[file].location(YAMLTree.Node(Int(key & 0xFFFF_FFFF)))
        places[slot(isApp: isApp, position)] = PlacedStrings.place(file: file, location.line, location.column)
      }
    }
    let placed = PlacedStrings(
      base: base, spans: spans, definitions: definitions, keyPlaces: places, paths: trees.map(\.path),
      writtenPaths: writtenPaths)
    return (diagnostics, placed)
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
