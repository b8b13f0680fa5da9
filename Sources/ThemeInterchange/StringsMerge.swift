import ThemeCore
import ThemeRuntime
import ThemeYAML

/// A round of imported strings merged into one locale's files of the checked project, as
/// edits in place (`YAMLSourceEditor`): only the imported entries change, where each lives;
/// every other byte (comments, order, nesting, quoting, `parameters`, anchors) stays.
///
/// - A key the locale has: its text replaced (in the style it was written in where the new
///   text allows), a named text's `text:` alone, forms one form at a time (a form the round
///   does not give stays: an empty unit of a CAT tool is not a deletion).
/// - A key the locale lacks: added in the file and mapping where the base's key before it
///   is (nested as far as the file nests it, the rest of the path dotted), else before the
///   base's next key, else at the end.
/// - Its state: `translated-from` set to the base value it was made from (removed when the
///   text changes without one), listed under `needs-review` exactly when the round says so,
///   kept under `same-as-base` while it equals the base; a comment written only where it is
///   the locale's own (not the base's comment again).
package struct StringsMerge {
  /// One file of the locale: its path, bytes and tree.
  package struct File {
    package var path: String
    package var bytes: [UInt8]
    package var tree: YAMLTree

    /// A file of the locale.
    package init(path: String, bytes: [UInt8], tree: YAMLTree) {
      self.path = path
      self.bytes = bytes
      self.tree = tree
    }
  }

  typealias Node = YAMLTree.Node

  /// What the edit made: each changed file's new bytes (in the files' order), and what
  /// could not be merged.
  package struct Result {
    package var changed: [(path: String, bytes: [UInt8])] = []
    package var diagnostics: [Diagnostic] = []
  }

  /// Merges `imported` into the files of `model`'s locale (the checked project's; `base`
  /// is the base locale's, whose key order places new keys). `isBase`: the locale is the
  /// base (no `translated-from`, `same-as-base`, `needs-review`).
  package static func merge(
    _ imported: [ImportedString], into files: [File], model: CheckedStrings, base: CheckedStrings, isBase: Bool,
    catalog: StringCatalog = .sendbirdUIKit
  ) -> Result {
    var merge = StringsMerge(files: files, model: model, base: base, isBase: isBase, catalog: catalog)
    for string in imported { merge.take(string) }
    merge.writeNewApp()
    merge.writeSections()
    for file in merge.edits.indices { merge.keepAliases(in: file) }
    var result = Result(diagnostics: merge.diagnostics)
    for edit in merge.edits where edit.editor.hasChanges {
      let bytes = edit.editor.edited()
      if bytes != edit.editor.source { result.changed.append((edit.path, bytes)) }
    }
    return result
  }

  // MARK: State

  struct FileEdit {
    let path: String
    var editor: YAMLSourceEditor
    /// Every mapping entry by its key's place (line << 32 | column).
    var entries: [UInt64: (mapping: Node, position: Int)] = [:]
    var tree: YAMLTree { editor.tree }
  }

  var edits: [FileEdit] = []
  let model: CheckedStrings
  let base: CheckedStrings
  let isBase: Bool
  /// The project's SendbirdUIKit release's strings (its `sdk-version`).
  let catalog: StringCatalog
  var diagnostics: [Diagnostic] = []
  /// The base's keys (SDK paths, `app.` keys) by their order in the base's files, and for a
  /// namespace (`GroupChannel`, `app.cart`) the rank of the last base key in it: made when a
  /// round first adds a key (most rounds change keys the locale has).
  var order: (ranks: [String: Int], namespaces: [String: Int])?
  /// Changes to the sections, by section, then key as listed: a text (nil removes it), or
  /// whether the key is listed.
  var sectionTexts: [String: [(key: String, text: String?)]] = [:]
  var sectionItems: [String: [(key: String, listed: Bool)]] = [:]
  /// By file, the `app:` mapping made for new app keys where the file has none.
  var newApp: [Int: NewApp] = [:]
  /// The mappings placing has read (`mappingIndex`), by file and node.
  var mappingIndexes: [UInt64: MappingIndex] = [:]

  init(files: [File], model: CheckedStrings, base: CheckedStrings, isBase: Bool, catalog: StringCatalog) {
    self.catalog = catalog
    self.model = model
    self.base = base
    self.isBase = isBase
    for file in files {
      guard let editor = YAMLSourceEditor(source: file.bytes, tree: file.tree) else {
        diagnostics.append(
          Diagnostic(
            .importMergeSkipped, at: SourceLocation(path: file.path, line: 1, column: 1),
            "expected a UTF-8 file to merge into, found UTF-16; nothing in it is changed (save it as UTF-8 first)"))
        continue
      }
      var edit = FileEdit(path: file.path, editor: editor)
      if let root = file.tree.root { Self.index(root, in: file.tree, into: &edit.entries) }
      edits.append(edit)
    }
  }

  /// The base's key order (see `order`).
  static func order(of base: CheckedStrings) -> (ranks: [String: Int], namespaces: [String: Int]) {
    var keyed: [(key: String, place: SourceLocation)] = base.sdkPaths.compactMap { path in
      base.sdk(path).map { (path, $0.key.location) }
    }
    keyed += base.appKeys.compactMap { key in base.app(key).map { ("app." + key, $0.key.location) } }
    keyed.sort { ($0.place.path, $0.place.line, $0.place.column) < ($1.place.path, $1.place.line, $1.place.column) }
    var ranks: [String: Int] = [:]
    var namespaceRanks: [String: Int] = [:]
    for (rank, entry) in keyed.enumerated() {
      ranks[entry.key] = rank
      var prefix = Substring(entry.key)
      while let dot = prefix.lastIndex(of: ".") {
        prefix = prefix[..<dot]
        namespaceRanks[String(prefix)] = max(namespaceRanks[String(prefix)] ?? rank, rank)
      }
    }
    return (ranks, namespaceRanks)
  }

  static func place(_ location: SourceLocation) -> UInt64 {
    UInt64(UInt32(clamping: location.line)) << 32 | UInt64(UInt32(clamping: location.column))
  }

  static func index(_ node: Node, in tree: YAMLTree, into entries: inout [UInt64: (mapping: Node, position: Int)]) {
    switch tree.kind(node) {
    case .mapping:
      for position in 0..<tree.entryCount(node)! {
        let (key, value) = tree.entry(node, position)
        entries[place(tree.location(key))] = (node, position)
        index(value, in: tree, into: &entries)
      }
    case .sequence:
      for item in tree.items(node) ?? [] { index(item, in: tree, into: &entries) }
    case .scalar: break
    }
  }

  // MARK: One string

  /// The locale's definition of a listed key.
  func definition(_ key: String) -> StringDefinition? {
    Self.definition(key, in: model, catalog: catalog)
  }

  /// A listed key's definition in a locale (an SDK alias read as the path it stands for).
  static func definition(_ key: String, in strings: CheckedStrings, catalog: StringCatalog) -> StringDefinition? {
    if key.hasPrefix("app.") { return strings.app(String(key.dropFirst(4))) }
    let canonical = catalog.member(key).flatMap(\.aliasOf) ?? key
    return strings.sdk(canonical)
  }

  /// A translation round's strings whose keys the base locale has (or `gained`, the listed
  /// keys the round gives the base), and for each other one, which is not merged, its
  /// position and why (an `import.merge-skipped` warning): a translation gives only the
  /// base's keys (the project would fail with `key.not-in-base`). Where the key is read as
  /// the app's own (`app.X`) and the base has SendbirdUIKit's `X`, the warning says why it
  /// was read so: a String Catalog entry without the extraction state `manual` is one Xcode
  /// extracted from the app's code.
  package static func keysTheBaseHas(
    _ strings: [ImportedString], base: CheckedStrings, gained: Set<String>, catalog: StringCatalog = .sendbirdUIKit
  ) -> (kept: [ImportedString], skipped: [(position: Int, message: String)]) {
    var kept: [ImportedString] = []
    var skipped: [(position: Int, message: String)] = []
    for (position, string) in strings.enumerated() {
      let key = string.listedKey
      if gained.contains(key) || definition(key, in: base, catalog: catalog) != nil {
        kept.append(string)
        continue
      }
      var message =
        "expected a key of base locale '\(base.locale)', found '\(key.escapedForTerminal)', which it lacks; not merged (add it to the base first)"
      // The key as its catalogue spells it (an app key may have been named anew).
      let spelled = string.sourceKey ?? (key.hasPrefix("app.") ? String(key.dropFirst(4)) : key)
      if key.hasPrefix("app."), base.hasSDK(spelled) {
        message =
          "expected SendbirdUIKit's key '\(spelled.escapedForTerminal)' as base locale '\(base.locale)' has it, found it read as the app's own ('\(key.escapedForTerminal)'); not merged: its String Catalog entry has no \"extractionState\" : \"manual\", so it reads as a key Xcode extracted from the app's code (mark the entry manual, or map the key with --map)"
      }
      skipped.append((position, message))
    }
    return (kept, skipped)
  }

  /// Gives each plural of a round the base's exact and lower-bound forms that show nothing
  /// (`=0: ""`, `<1: ""`: what every locale shows for those counts) where neither the round
  /// nor the locale gives them, so a translation does not show "0 neue Nachrichten" where
  /// the base shows nothing; returns how many plurals gained one.
  package static func fillShowingNothing(
    _ strings: inout [ImportedString], base: CheckedStrings, model: CheckedStrings, catalog: StringCatalog
  ) -> Int {
    var filled = 0
    for index in strings.indices where strings[index].value.text == nil && !strings[index].recordsBase {
      let key = strings[index].listedKey
      guard case .forms(let baseForms)? = definition(key, in: base, catalog: catalog)?.value else { continue }
      var had: Set<String> = []
      if case .forms(let own)? = definition(key, in: model, catalog: catalog)?.value {
        own.forEachForm { selector, _ in had.insert(selector.name) }
      }
      let empty =
        baseForms.exact.filter { $0.value.value.isEmpty }.keys.sorted().map { "=\($0)" }
        + baseForms.below.filter { $0.value.value.isEmpty }.keys.sorted().map { "<\($0)" }
      var gained = false
      for selector in empty where strings[index].value.form(selector) == nil && !had.contains(selector) {
        strings[index].value.forms.append(PortableValue.Form(selector: selector, text: ""))
        gained = true
      }
      if gained { filled += 1 }
    }
    return filled
  }

  mutating func take(_ string: ImportedString) {
    let key = string.listedKey
    let changed: Bool
    if let definition = definition(key) {
      let old = PortableValue(definition.value)
      changed = !Self.covers(old, string.value)
      if changed { replace(definition, with: string.value, key: key) }
    } else {
      changed = true
      insert(key, string.value)
    }
    if !isBase {
      let recorded = model.translatedFrom[key]?.value
      // Recorded for a new text, or renewed where a record differs (a translation confirmed
      // against today's base); an unchanged text without a record is left without one.
      if let fingerprint = string.fingerprint, changed || recorded != nil || string.recordsBase {
        if recorded != fingerprint { sectionTexts[translatedFromKey, default: []].append((key, fingerprint)) }
      } else if string.fingerprint == nil, changed, recorded != nil {
        sectionTexts[translatedFromKey, default: []].append((key, nil))
      }
      if string.needsReview != (model.needsReview[key] != nil) {
        sectionItems[needsReviewKey, default: []].append((key, string.needsReview))
      }
      if string.sameAsBase, model.sameAsBase[key] == nil {
        sectionItems[sameAsBaseKey, default: []].append((key, true))
      } else if !string.sameAsBase, changed, model.sameAsBase[key] != nil {
        sectionItems[sameAsBaseKey, default: []].append((key, false))
      }
    }
    if let original = string.sourceKey, model.sourceKeys[key]?.value != original,
      isBase || base.sourceKeys[key]?.value != original
    {
      sectionTexts[sourceKeysKey, default: []].append((key, original))
    }
    // A comment is the locale's own: the base's comment again is not copied into a translation.
    if let comment = string.comment, !comment.isEmpty, model.comments[key]?.value != comment,
      isBase || base.comments[key]?.value != comment
    {
      sectionTexts[commentsKey, default: []].append((key, comment))
    }
  }

  /// Whether `old` already says everything `new` does: the same text, or every form of
  /// `new` with the same text (and the same offset and cap, where `new` gives them).
  static func covers(_ old: PortableValue, _ new: PortableValue) -> Bool {
    if let text = new.text { return old.text == text }
    guard old.text == nil else { return false }
    if new.offset != 0 && new.offset != old.offset { return false }
    if let from = new.capFrom, new.form("cap") != nil, old.capFrom != from { return false }
    return new.forms.allSatisfy { old.form($0.selector) == $0.text }
  }

  /// The file and entry of a definition's key.
  func entry(of definition: StringDefinition) -> (file: Int, mapping: Node, position: Int)? {
    let location = definition.key.location
    guard let file = edits.firstIndex(where: { $0.path == location.path }),
      let (mapping, position) = edits[file].entries[Self.place(location)]
    else { return nil }
    return (file, mapping, position)
  }

  mutating func skipped(_ key: String, at location: SourceLocation, _ why: String) {
    diagnostics.append(
      Diagnostic(
        .importMergeSkipped, at: location,
        "expected an entry to edit in place for '\(key)', found \(why); kept as it is"))
  }

  /// Replaces an existing value in place.
  mutating func replace(_ definition: StringDefinition, with value: PortableValue, key: String) {
    guard let (file, mapping, position) = entry(of: definition) else {
      skipped(key, at: definition.key.location, "it written through an alias")
      return
    }
    let tree = edits[file].tree
    let (keyNode, valueNode) = tree.entry(mapping, position)
    let inFlow = tree.isFlow(mapping)
    if edits[file].editor.isAlias(valueNode) {
      // `key: *name`: the alias becomes the value, the node it names stays as it is.
      let merged = Self.merged(PortableValue(definition.value), value)
      edits[file].editor.replace(
        edits[file].editor.byteRange(valueNode), with: merged.text.map(YAMLWriter.quoted) ?? Self.flowForms(merged))
      return
    }
    if let text = value.text {
      switch tree.kind(valueNode) {
      case .scalar:
        setScalar(valueNode, to: text, in: file, inFlow: inFlow)
      case .mapping where Self.child("text", of: valueNode, in: tree) != nil:
        // A named text (`{text: ..., parameters: [...]}`): its labels stay.
        setScalar(
          Self.child("text", of: valueNode, in: tree)!.value, to: text, in: file, inFlow: tree.isFlow(valueNode))
      default:
        // Forms become a text: from the key's colon to the value's end.
        replaceValue(key: keyNode, value: valueNode, in: file, with: " " + YAMLWriter.quoted(text))
      }
      return
    }
    guard tree.kind(valueNode) == .mapping, Self.child("text", of: valueNode, in: tree) == nil else {
      // A text becomes forms: written in flow style where the text was, so the entry keeps its line.
      let range = edits[file].editor.contentRange(valueNode)
      edits[file].editor.replace(range, with: Self.flowForms(value) + blockHeaderRest(valueNode, in: file))
      return
    }
    mergeForms(value, into: valueNode, in: file)
  }

  /// The entry of a mapping whose key is `name`.
  static func child(_ name: String, of mapping: Node, in tree: YAMLTree) -> (key: Node, value: Node)? {
    guard let count = tree.entryCount(mapping) else { return nil }
    for position in 0..<count {
      let entry = tree.entry(mapping, position)
      if tree.kind(entry.key) == .scalar, tree.scalar(entry.key) == name { return entry }
    }
    return nil
  }

  /// Sets a scalar's text in the style it is written in where the text allows (plain,
  /// a block scalar), else double-quoted; its anchor or tag stays.
  mutating func setScalar(_ node: Node, to text: String, in file: Int, inFlow: Bool) {
    let tree = edits[file].tree
    let editor = edits[file].editor
    // An alias (`*name`, a form or `text:` naming another node) becomes the text; the node
    // it names stays.
    if editor.isAlias(node) {
      edits[file].editor.replace(editor.byteRange(node), with: YAMLWriter.quoted(text))
      return
    }
    let range = editor.contentRange(node)
    let style = tree.style(node)
    if style == .literal || style == .folded {
      // Its header's comment stays; its lines keep their indentation.
      let rest = blockHeaderRest(node, in: file)
      let lineBreak = editor.source[range].firstIndex(of: 0x0A)
      let indentation = lineBreak.flatMap { start in
        editor.source[(start + 1)..<range.upperBound].firstIndex { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D }
          .map { editor.indentation(at: $0) }
      }
      let explicitIndent = editor.source[range].prefix(3).contains { (0x31...0x39).contains($0) }
      let block = indentation.flatMap { indent in
        explicitIndent
          ? nil
          : YAMLWriter.blockScalar(
            text, literal: style == .literal, rest: rest, indent: indent, atEnd: range.upperBound == editor.source.count
          )
      }
      edits[file].editor.replace(range, with: block ?? YAMLWriter.quoted(text) + rest)
      return
    }
    let plain = style == .plain && !inFlow && !tree.isNull(node)
    var written = plain ? YAMLWriter.scalar(text) : YAMLWriter.quoted(text)
    // An empty value (`key:`) gets a space after its colon.
    if range.isEmpty, range.lowerBound > 0, edits[file].editor.source[range.lowerBound - 1] == UInt8(ascii: ":") {
      written = " " + written
    }
    edits[file].editor.replace(range, with: written)
  }

  /// What follows a block scalar's indicators on its first line (spaces and a comment),
  /// which a value written in its place keeps; "" for any other node.
  func blockHeaderRest(_ node: Node, in file: Int) -> String {
    let tree = edits[file].tree
    guard tree.kind(node) == .scalar, tree.style(node) == .literal || tree.style(node) == .folded else { return "" }
    let editor = edits[file].editor
    let range = editor.contentRange(node)
    var start = range.lowerBound + 1
    while start < range.upperBound, "+-0123456789".utf8.contains(editor.source[start]) { start += 1 }
    var end = start
    while end < range.upperBound, editor.source[end] != 0x0A, editor.source[end] != 0x0D { end += 1 }
    return String(decoding: editor.source[start..<end], as: UTF8.self)
  }

  /// A value merged into what a key had: a text, or forms over a text, replace it; forms
  /// over forms replace those they give.
  static func merged(_ old: PortableValue, _ new: PortableValue) -> PortableValue {
    guard new.text == nil, old.text == nil else { return new }
    var merged = old
    for form in new.forms {
      if let index = merged.forms.firstIndex(where: { $0.selector == form.selector }) {
        merged.forms[index] = form
      } else {
        merged.forms.append(form)
      }
    }
    if new.offset != 0 { merged.offset = new.offset }
    if new.capFrom != nil { merged.capFrom = new.capFrom }
    return merged
  }

  /// Replaces what follows a key's colon, up to the value's end, with `text` (the value's
  /// anchor or tag kept).
  mutating func replaceValue(key: Node, value: Node, in file: Int, with text: String) {
    let editor = edits[file].editor
    let valueRange = editor.contentRange(value)
    if valueRange.lowerBound > editor.byteRange(value).lowerBound {
      edits[file].editor.replace(valueRange, with: String(text.drop { $0 == " " }))
      return
    }
    var colon = editor.byteRange(key).upperBound
    while colon < valueRange.lowerBound, editor.source[colon] != UInt8(ascii: ":") { colon += 1 }
    let between = editor.source[min(colon + 1, valueRange.lowerBound)..<valueRange.lowerBound]
    // A comment between the colon and the value stays: then only the value is replaced.
    if colon < valueRange.lowerBound, !between.contains(UInt8(ascii: "#")) {
      edits[file].editor.replace((colon + 1)..<valueRange.upperBound, with: text)
    } else {
      edits[file].editor.replace(valueRange, with: String(text.drop { $0 == " " }))
    }
  }

  /// Merges forms into an existing forms mapping, form by form.
  mutating func mergeForms(_ value: PortableValue, into mapping: Node, in file: Int) {
    let tree = edits[file].tree
    let flow = tree.isFlow(mapping)
    var added: [String] = []
    if value.offset != 0 {
      if let (_, old) = Self.child("offset", of: mapping, in: tree) {
        if tree.scalar(old) != String(value.offset) {
          edits[file].editor.replace(edits[file].editor.byteRange(old), with: String(value.offset))
        }
      } else {
        added.append("offset: \(value.offset)")
      }
    }
    for form in value.forms {
      if form.selector == "cap" {
        let from = value.capFrom ?? 0
        if let (_, old) = Self.child("cap", of: mapping, in: tree) {
          if let (_, oldFrom) = Self.child("from", of: old, in: tree), tree.scalar(oldFrom) == String(from),
            let (_, oldText) = Self.child("text", of: old, in: tree)
          {
            if tree.scalar(oldText) != form.text {
              setScalar(oldText, to: form.text, in: file, inFlow: tree.isFlow(old))
            }
          } else {
            let range = edits[file].editor.byteRange(old)
            edits[file].editor.replace(range, with: "{from: \(from), text: \(YAMLWriter.quoted(form.text))}")
          }
        } else {
          added.append("cap: {from: \(from), text: \(YAMLWriter.quoted(form.text))}")
        }
        continue
      }
      if let (_, old) = Self.child(form.selector, of: mapping, in: tree) {
        if tree.scalar(old) != form.text { setScalar(old, to: form.text, in: file, inFlow: flow) }
      } else {
        added.append(YAMLWriter.key(form.selector) + ": " + YAMLWriter.quoted(form.text))
      }
    }
    guard !added.isEmpty else { return }
    if flow {
      edits[file].editor.insert(added.map { ", " + $0 }.joined(), at: flowEnd(mapping, in: file))
      return
    }
    let indent = String(repeating: " ", count: indentation(of: mapping, in: file))
    let lastValue = tree.entry(mapping, tree.entryCount(mapping)! - 1).value
    insertLines(added.map { indent + $0 + "\n" }.joined(), after: lastValue, in: file)
  }

  /// Inserts whole lines after the line on which `node` ends.
  mutating func insertLines(_ text: String, after node: Node, in file: Int, depth: Int = -1) {
    let editor = edits[file].editor
    let end = editor.lineAfter(node)
    let needsBreak = end > 0 && editor.source[end - 1] != 0x0A
    // Lines at one place go deepest first: a form added to a mapping before a key after it
    // (an item's `- ` counts as deeper than its sequence's key; -1: the text's indentation).
    let spaces = text.utf8.prefix(while: { $0 == 0x20 }).count
    edits[file].editor.insert((needsBreak ? "\n" : "") + text, at: end, depth: depth >= 0 ? depth : spaces)
  }

  /// Where entries go at the end of a flow collection: after its last item's or value's
  /// text (before a trailing comma, a comment or the line break before the bracket), or
  /// inside the brackets of an empty one.
  func flowEnd(_ collection: Node, in file: Int) -> Int {
    let tree = edits[file].tree
    let editor = edits[file].editor
    let last: Node? =
      tree.kind(collection) == .sequence
      ? tree.items(collection)?.last
      : (tree.entryCount(collection) ?? 0) > 0 ? tree.entry(collection, tree.entryCount(collection)! - 1).value : nil
    guard let last, !editor.byteRange(last).isEmpty else { return editor.byteRange(collection).upperBound - 1 }
    return editor.byteRange(last).upperBound
  }

  /// The indentation of a block mapping's keys: the spaces that start its first key's line
  /// (an explicit key's `?` included; the mapping's own place may be its anchor's).
  func indentation(of mapping: Node, in file: Int) -> Int {
    let editor = edits[file].editor
    return editor.indentation(at: editor.byteRange(edits[file].tree.entry(mapping, 0).key).lowerBound)
  }

  // MARK: New keys

  /// Adds a key the locale lacks where the base has it.
  mutating func insert(_ key: String, _ value: PortableValue) {
    guard !edits.isEmpty else { return }
    if order == nil { order = Self.order(of: base) }
    let rank = order!.ranks[key] ?? Int.max
    // The file and mapping: where the base's key before it is, else the first file.
    var best: (file: Int, placement: Placement)?
    for file in edits.indices {
      let placement = self.placement(of: key, rank: rank, in: file)
      if best == nil || (placement.before ?? -1) > (best!.placement.before ?? -1) { best = (file, placement) }
    }
    let (file, placement) = best!
    let tree = edits[file].tree
    var rest = placement.prefix.isEmpty ? key : String(key.dropFirst(placement.prefix.count + 1))
    var nested = ""
    if placement.prefix.isEmpty, key.hasPrefix("app.") {
      // No `app:` mapping yet.
      rest = String(key.dropFirst(4))
      nested = appNamespaceKey
    }
    guard let mapping = placement.mapping else {
      // An empty file: the entry is its first line.
      let source = edits[file].editor.source
      let lead = source.last.map { $0 != 0x0A } ?? false ? "\n" : ""
      if nested.isEmpty {
        edits[file].editor.insert(lead + Self.entryText(rest, value, indent: ""), at: source.count)
      } else {
        addToNewApp(
          file, NewApp(at: source.count, lead: lead, open: "app:\n"), Self.entryText(rest, value, indent: "  "))
      }
      return
    }
    if tree.isFlow(mapping) {
      let range = edits[file].editor.byteRange(mapping)
      let sibling = tree.entryCount(mapping)! > 0 ? tree.entry(mapping, 0).key : nil
      let inner = YAMLWriter.pair(
        Self.keyText(rest, like: sibling, in: tree), value.text.map(YAMLWriter.quoted) ?? Self.flowForms(value),
        flow: true)
      let empty = tree.entryCount(mapping) == 0
      let at = empty ? range.upperBound - 1 : flowEnd(mapping, in: file)
      if nested.isEmpty {
        edits[file].editor.insert((empty ? "" : ", ") + inner, at: at)
      } else {
        addToNewApp(file, NewApp(at: at, lead: empty ? "" : ", ", open: "app: {", separator: ", ", close: "}"), inner)
      }
      return
    }
    let sibling = tree.entry(mapping, 0).key
    let indent = String(repeating: " ", count: indentation(of: mapping, in: file))
    let quoted = tree.style(sibling) == .doubleQuoted || tree.style(sibling) == .singleQuoted
    guard nested.isEmpty else {
      let editor = edits[file].editor
      var at = editor.lineAfter(tree.entry(mapping, tree.entryCount(mapping)! - 1).value)
      switch placement.anchor {
      case .after(let position): at = editor.lineAfter(tree.entry(mapping, position).value)
      case .before(let position): at = editor.lineStart(editor.byteRange(tree.entry(mapping, position).key).lowerBound)
      }
      let lead = at > 0 && editor.source[at - 1] != 0x0A ? "\n" : ""
      addToNewApp(
        file, NewApp(at: at, lead: lead, open: indent + "app:\n"), Self.entryText(rest, value, indent: indent + "  "))
      return
    }
    let text = Self.entryText(rest, value, indent: indent, quoted: quoted)
    switch placement.anchor {
    case .after(let position):
      insertLines(text, after: tree.entry(mapping, position).value, in: file)
    case .before(let position):
      let start = edits[file].editor.lineStart(
        edits[file].editor.byteRange(tree.entry(mapping, position).key).lowerBound)
      edits[file].editor.insert(text, at: start)
    }
  }

  /// The `app:` mapping a file without one gets for the round's new app keys: made where
  /// the first goes, holding them all.
  struct NewApp {
    var at: Int
    /// What goes before it (a line break or a comma), the mapping's start, the text
    /// between two entries, and its end.
    var lead: String
    var open: String
    var separator = ""
    var close = ""
    var entries: [String] = []
  }

  mutating func addToNewApp(_ file: Int, _ start: NewApp, _ entry: String) {
    newApp[file, default: start].entries.append(entry)
  }

  /// Writes each file's new `app:` mapping.
  mutating func writeNewApp() {
    for (file, app) in newApp {
      edits[file].editor.insert(
        app.lead + app.open + app.entries.joined(separator: app.separator) + app.close, at: app.at)
    }
  }

  /// Where a new key goes in one file: the deepest mapping that holds its namespace, and
  /// the entry it follows or precedes there.
  struct Placement {
    /// The mapping (nil: the file has no root mapping).
    var mapping: Node?
    /// The mapping's path as listed (`""` the file's top, `app`, `app.cart`, `GroupChannel`).
    var prefix: String
    var anchor: Anchor = .after(0)
    /// The rank of the base key the new one follows, if any.
    var before: Int?

    enum Anchor {
      case after(Int)
      case before(Int)
    }
  }

  mutating func placement(of key: String, rank: Int, in file: Int) -> Placement {
    let tree = edits[file].tree
    guard let root = tree.root, let count = tree.entryCount(root), count > 0 || tree.isFlow(root) else {
      return Placement(mapping: nil, prefix: "")
    }
    var mapping = root
    var prefix = ""
    // Down the namespaces the file nests (`app:`, `GroupChannel:` then `Preview:`).
    descending: while true {
      let namespaces = mappingIndex(mapping, prefix: prefix, in: file).namespaces
      let rest = prefix.isEmpty ? Substring(key) : key.dropFirst(prefix.count + 1)
      var from = rest.startIndex
      while let dot = rest[from...].firstIndex(of: ".") {
        let part = String(rest[..<dot])
        if let value = namespaces[part] {
          mapping = value
          prefix = prefix.isEmpty ? part : prefix + "." + part
          continue descending
        }
        from = rest.index(after: dot)
      }
      break
    }
    var placement = Placement(mapping: mapping, prefix: prefix)
    // The entries ranked below and above the key: a binary search of the ranked entries
    // (of equal ranks, the first in the file).
    let ranked = mappingIndex(mapping, prefix: prefix, in: file).ranked
    var (low, high) = (0, ranked.count)
    while low < high {
      let middle = (low + high) / 2
      if ranked[middle].rank < rank { low = middle + 1 } else { high = middle }
    }
    var above = low
    while above < ranked.count, ranked[above].rank == rank { above += 1 }
    if low > 0 {
      var below = low - 1
      while below > 0, ranked[below - 1].rank == ranked[below].rank { below -= 1 }
      placement.anchor = .after(ranked[below].position)
      placement.before = ranked[below].rank
    } else if above < ranked.count {
      placement.anchor = .before(ranked[above].position)
    } else {
      // After the mapping's last string, else its last entry.
      placement.anchor = .after(tree.entryCount(mapping)! - 1)
    }
    return placement
  }

  /// A mapping of a file as placing reads it: the namespaces it holds by name (the first
  /// of a name), and its entries the base ranks, by rank then place.
  struct MappingIndex {
    var namespaces: [String: Node] = [:]
    var ranked: [(rank: Int, position: Int)] = []
  }

  /// A mapping's index (`prefix` its path), made once: placing each new key then costs a
  /// look-up per level and a binary search, not a walk of the mapping (a round of many new
  /// keys stays linear).
  mutating func mappingIndex(_ mapping: Node, prefix: String, in file: Int) -> MappingIndex {
    let id = UInt64(file) << 32 | UInt64(UInt32(bitPattern: mapping.index))
    if let index = mappingIndexes[id] { return index }
    let tree = edits[file].tree
    var index = MappingIndex()
    for position in 0..<tree.entryCount(mapping)! {
      let (name, value) = tree.entry(mapping, position)
      guard let part = tree.scalar(name) else { continue }
      if index.namespaces[part] == nil, tree.kind(value) == .mapping, tree.entryCount(value)! > 0 || tree.isFlow(value),
        prefix.isEmpty && part == appNamespaceKey || !Self.isForms(value, in: tree)
      {
        // (`app:` is the app's namespace whatever its keys are named: `one`, `text`.)
        index.namespaces[part] = value
      }
      let path = prefix.isEmpty ? part : prefix + "." + part
      if let rank = order!.ranks[path] ?? order!.namespaces[path] { index.ranked.append((rank, position)) }
    }
    index.ranked.sort { ($0.rank, $0.position) < ($1.rank, $1.position) }
    mappingIndexes[id] = index
    return index
  }

  /// Whether a mapping is a string's forms rather than a namespace.
  static func isForms(_ mapping: Node, in tree: YAMLTree) -> Bool {
    (0..<tree.entryCount(mapping)!).contains { position in
      guard let name = tree.scalar(tree.entry(mapping, position).key) else { return false }
      return PluralCategory(name: name) != nil || name == "offset" || name == "cap" || name == "text"
        || name.hasPrefix("=") || name.hasPrefix("<")
    }
  }

  /// A new entry's lines at an indentation.
  static func entryText(_ key: String, _ value: PortableValue, indent: String, quoted: Bool = false) -> String {
    let name = quoted ? YAMLWriter.quoted(key) : YAMLWriter.key(key)
    if let text = value.text { return indent + YAMLWriter.pair(name, YAMLWriter.quoted(text), indent: indent) + "\n" }
    if YAMLWriter.needsExplicitKey(name) {
      return indent + YAMLWriter.pair(name, flowForms(value), indent: indent) + "\n"
    }
    var lines = indent + name + ":\n"
    for part in formParts(value) { lines += indent + "  " + part + "\n" }
    return lines
  }

  /// Each form as a line of a block mapping (`one: "..."`, `cap: {from: 100, text: "..."}`).
  static func formParts(_ value: PortableValue) -> [String] {
    var parts: [String] = []
    if value.offset != 0 { parts.append("offset: \(value.offset)") }
    for form in value.forms {
      if form.selector == "cap" {
        parts.append("cap: {from: \(value.capFrom ?? 0), text: \(YAMLWriter.quoted(form.text))}")
      } else {
        parts.append(YAMLWriter.key(form.selector) + ": " + YAMLWriter.quoted(form.text))
      }
    }
    return parts
  }

  /// A key written as a neighbour is: quoted beside a quoted one, else plain where it reads
  /// back as itself.
  static func keyText(_ key: String, like sibling: Node?, in tree: YAMLTree) -> String {
    guard let sibling, tree.style(sibling) == .doubleQuoted || tree.style(sibling) == .singleQuoted else {
      return YAMLWriter.key(key)
    }
    return YAMLWriter.quoted(key)
  }

  /// Forms on one line (`{one: "...", other: "..."}`).
  static func flowForms(_ value: PortableValue) -> String { "{" + formParts(value).joined(separator: ", ") + "}" }

  // MARK: Aliases

  /// An alias (`*name`) of a node the merge changed becomes the value it had (in flow
  /// style): it named the old value, and an untouched key keeps it. One the merge replaced
  /// itself is left to that.
  mutating func keepAliases(in file: Int) {
    let tree = edits[file].tree
    for (alias, target) in tree.aliases {
      let editor = edits[file].editor
      // Lines added after its last one (a form, a key of an anchored mapping) change it too.
      let region = editor.byteRange(target).lowerBound..<min(editor.lineAfter(target) + 1, editor.source.count + 1)
      guard editor.touches(region), !editor.touches(editor.byteRange(alias)) else { continue }
      edits[file].editor.replace(editor.byteRange(alias), with: Self.flowValue(target, in: tree))
    }
  }

  /// A node's value in flow style (scalars double-quoted).
  static func flowValue(_ node: Node, in tree: YAMLTree) -> String {
    switch tree.kind(node) {
    case .scalar:
      return YAMLWriter.quoted(tree.scalar(node) ?? "")
    case .sequence:
      return "[" + (tree.items(node) ?? []).map { flowValue($0, in: tree) }.joined(separator: ", ") + "]"
    case .mapping:
      let entries = (0..<(tree.entryCount(node) ?? 0)).map { position in
        let (key, value) = tree.entry(node, position)
        return YAMLWriter.pair(flowValue(key, in: tree), flowValue(value, in: tree), flow: true)
      }
      return "{" + entries.joined(separator: ", ") + "}"
    }
  }

  // MARK: Sections

  /// Writes the collected changes to `comments`, `translated-from`, `needs-review` and
  /// `same-as-base`, each in the file that has the section (else the locale's first file).
  mutating func writeSections() {
    for section in [commentsKey, translatedFromKey, sourceKeysKey] {
      guard let changes = sectionTexts[section], !changes.isEmpty else { continue }
      writeTexts(section, changes)
    }
    for section in [sameAsBaseKey, needsReviewKey] {
      guard let changes = sectionItems[section], !changes.isEmpty else { continue }
      writeItems(section, changes)
    }
  }

  /// The section's entry in the file that has it.
  func section(_ name: String) -> (file: Int, key: Node, value: Node)? {
    for file in edits.indices {
      let tree = edits[file].tree
      guard let root = tree.root, tree.kind(root) == .mapping, let (key, value) = Self.child(name, of: root, in: tree)
      else { continue }
      return (file, key, value)
    }
    return nil
  }

  /// Appends a new section at the end of the locale's first file.
  /// (Before a `...` or `---` line that ends the document.)
  mutating func appendSection(_ text: String, flow: String) {
    guard !edits.isEmpty else { return }
    let editor = edits[0].editor
    // A file whose root is a flow mapping gets the section inside it.
    if let root = editor.tree.root, editor.tree.kind(root) == .mapping, editor.tree.isFlow(root) {
      let empty = editor.tree.entryCount(root) == 0
      edits[0].editor.insert(
        (empty ? "" : ", ") + flow, at: empty ? editor.byteRange(root).upperBound - 1 : flowEnd(root, in: 0))
      return
    }
    let source = editor.source
    var at = source.count
    if let root = editor.tree.root {
      var line = editor.lineAfter(root)
      while line < source.count {
        if source[line...].starts(with: "...".utf8) || source[line...].starts(with: "---".utf8) {
          at = line
          break
        }
        line = editor.lineEnd(line)
      }
    }
    let needsBreak = at > 0 && source[at - 1] != 0x0A
    edits[0].editor.insert((needsBreak ? "\n" : "") + text, at: at)
  }

  mutating func writeTexts(_ name: String, _ changes: [(key: String, text: String?)]) {
    guard let (file, sectionKey, value) = section(name), edits[file].tree.kind(value) == .mapping else {
      let lines = changes.compactMap { change in
        change.text.map {
          "  " + YAMLWriter.pair(YAMLWriter.key(change.key), YAMLWriter.quoted($0), indent: "  ") + "\n"
        }
      }
      let flow = changes.compactMap { change in
        change.text.map { YAMLWriter.pair(YAMLWriter.key(change.key), YAMLWriter.quoted($0), flow: true) }
      }
      if !lines.isEmpty, section(name) == nil {
        appendSection(name + ":\n" + lines.joined(), flow: name + ": {" + flow.joined(separator: ", ") + "}")
      }
      return
    }
    let tree = edits[file].tree
    var additions: [String] = []
    var removed = 0
    for (key, text) in changes {
      if let (entryKey, entryValue) = Self.child(key, of: value, in: tree) {
        if let text {
          setScalar(entryValue, to: text, in: file, inFlow: tree.isFlow(value))
        } else if removeEntry(entryKey, entryValue, in: file) {
          removed += 1
        }
      } else if let text {
        let sibling = tree.entryCount(value)! > 0 ? tree.entry(value, 0).key : nil
        additions.append(
          YAMLWriter.pair(Self.keyText(key, like: sibling, in: tree), YAMLWriter.quoted(text), flow: tree.isFlow(value))
        )
      }
    }
    if removed == tree.entryCount(value)!, additions.isEmpty, !tree.isFlow(tree.root!) {
      // Every entry removed: the section goes with them.
      removeSection(sectionKey, value, in: file)
      return
    }
    addToCollection(value, additions, in: file)
  }

  mutating func writeItems(_ name: String, _ changes: [(key: String, listed: Bool)]) {
    guard let (file, sectionKey, value) = section(name), let items = edits[file].tree.items(value) else {
      let listed = changes.filter(\.listed).map { YAMLWriter.key($0.key) }
      if !listed.isEmpty, section(name) == nil {
        appendSection(
          name + ":\n" + listed.map { "  - " + $0 + "\n" }.joined(),
          flow: name + ": [" + listed.joined(separator: ", ") + "]")
      }
      return
    }
    let tree = edits[file].tree
    var additions: [String] = []
    var remaining = items.count
    for (key, listed) in changes {
      let found = items.filter { tree.scalar($0) == key }
      if listed {
        if found.isEmpty { additions.append(Self.keyText(key, like: items.first, in: tree)) }
        continue
      }
      for item in found where removeItem(item, in: file, flow: tree.isFlow(value)) { remaining -= 1 }
    }
    // (In a flow root the section stays, empty: its lines are the root's.)
    if remaining == 0, additions.isEmpty, !tree.isFlow(tree.root!) {
      removeSection(sectionKey, value, in: file)
      return
    }
    addToCollection(value, additions, in: file)
  }

  /// Adds entries (`key: value`) or items to a section's collection, after its last one.
  mutating func addToCollection(_ collection: Node, _ additions: [String], in file: Int) {
    guard !additions.isEmpty else { return }
    let tree = edits[file].tree
    let isSequence = tree.kind(collection) == .sequence
    let count = isSequence ? tree.items(collection)!.count : tree.entryCount(collection)!
    if tree.isFlow(collection) {
      edits[file].editor.insert(
        (count == 0 ? "" : ", ") + additions.joined(separator: ", "), at: flowEnd(collection, in: file))
      return
    }
    let last = isSequence ? tree.items(collection)!.last! : tree.entry(collection, count - 1).value
    let first = isSequence ? tree.items(collection)!.first! : tree.entry(collection, 0).key
    var column = tree.location(first).column - 1
    var marker = ""
    if isSequence {
      // An item's `- ` is before its node.
      let start = edits[file].editor.byteRange(first).lowerBound
      let lineStart = edits[file].editor.lineStart(start)
      column =
        edits[file].editor.source[lineStart..<start].firstIndex(of: UInt8(ascii: "-")).map { $0 - lineStart } ?? 0
      marker = "- "
    }
    let indent = String(repeating: " ", count: column)
    // An explicit key's value line (`: value`) at the key's indentation.
    let lines = additions.map {
      indent + marker + $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
        + "\n"
    }
    insertLines(lines.joined(), after: last, in: file, depth: column + (isSequence ? 1 : 0))
  }

  /// Removes a block mapping entry's lines; false where it shares them with something else.
  mutating func removeEntry(_ key: Node, _ value: Node, in file: Int) -> Bool {
    let editor = edits[file].editor
    let range = editor.byteRange(key).lowerBound..<editor.byteRange(value).upperBound
    guard !edits[file].tree.isFlow(edits[file].entries[Self.place(edits[file].tree.location(key))]!.mapping),
      editor.isAloneOnItsLines(range), !editor.touches(range)
    else { return false }
    edits[file].editor.replace(editor.lineStart(range.lowerBound)..<editor.lineEnd(range.upperBound), with: "")
    return true
  }

  /// Removes a sequence item (its line in block style; itself and a comma in flow style).
  mutating func removeItem(_ item: Node, in file: Int, flow: Bool) -> Bool {
    let editor = edits[file].editor
    let range = editor.byteRange(item)
    if flow {
      // The item and the comma and spaces after it (or before it, for the last).
      var end = range.upperBound
      while end < editor.source.count, editor.source[end] == 0x20 { end += 1 }
      if end < editor.source.count, editor.source[end] == UInt8(ascii: ",") {
        end += 1
        while end < editor.source.count, editor.source[end] == 0x20 { end += 1 }
        edits[file].editor.replace(range.lowerBound..<end, with: "")
        return true
      }
      var start = range.lowerBound
      while start > 0, editor.source[start - 1] == 0x20 { start -= 1 }
      if start > 0, editor.source[start - 1] == UInt8(ascii: ",") { start -= 1 }
      edits[file].editor.replace(start..<range.upperBound, with: "")
      return true
    }
    guard editor.isAloneOnItsLines(range, item: true) else { return false }
    edits[file].editor.replace(editor.lineStart(range.lowerBound)..<editor.lineEnd(range.upperBound), with: "")
    return true
  }

  /// Removes a whole section (its key's line to its value's last line), replacing the
  /// edits made inside it.
  mutating func removeSection(_ key: Node, _ value: Node, in file: Int) {
    let editor = edits[file].editor
    let range = editor.lineStart(editor.byteRange(key).lowerBound)..<editor.lineEnd(editor.byteRange(value).upperBound)
    edits[file].editor.removeSplices(in: range)
    edits[file].editor.replace(range, with: "")
  }
}
