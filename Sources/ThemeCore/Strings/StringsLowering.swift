import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The reserved top-level key for the app's own strings.
public let appNamespaceKey = "app"

/// The reserved top-level key listing keys whose text is meant to equal the base locale's.
public let sameAsBaseKey = "same-as-base"

/// The reserved top-level key giving translator comments by key (`Cancel`, `app.cart.items`).
public let commentsKey = "comments"

/// The reserved top-level key giving, by key, the fingerprint of the base text each
/// translation was made from (`StringValue.fingerprint`): a changed base text makes it stale.
public let translatedFromKey = "translated-from"

/// The reserved top-level key listing keys whose translation awaits review.
public let needsReviewKey = "needs-review"

/// The reserved top-level key giving, by app key, the key an app's own catalogue spells it
/// with (`app.areYouSure: "Are you sure?"`).
public let sourceKeysKey = "source-keys"

/// Lowers a locale's strings files (parsed, in order) into one `StringsFile`, reporting
/// keys and shapes, and checks each string as it is lowered, while its bytes are in the
/// cache (a large locale's model is not once it is whole): placeholders against the
/// closure's signature, plural categories against the locale's CLDR rules, unsafe or
/// empty text, a key given twice in the locale (in one file or two).
///
/// Every string takes one shape as it is lowered: its value's nodes in the file's tree
/// (`LoweredValue`), which the checks read as bytes, making a `String` only for a finding.
/// Without a base, a `StringDefinition` is made of it for the file's model.
///
/// Against the base locale's table (`base`), each string is also compared with the base's
/// (missing and extra keys, texts equal to the base's, placeholders unlike the base's) and
/// placed at the base key's position in the `CheckedStrings` returned, whose texts stay
/// spans of the files' bytes; a definition is made only of a key the base lacks.
///
/// SDK keys may be nested (`MessageThread: {Menu: {replyInThread: ...}}`) or dotted
/// (`MessageThread.Menu.replyInThread`); the catalogue tells a container from a closure's
/// forms. Deprecated, unavailable and `let` members are rejected; non-deprecated proxies
/// (`VoiceMessage.Preview.channelList`) are stored under the member they set.
/// Without a base: the locale's model, every string a definition.
public func lowerStrings(_ files: [(tree: YAMLTree?, path: String)], locale: String, catalog: StringCatalog)
  -> (file: StringsFile, diagnostics: [Diagnostic])
{
  let lowering = StringsLowering.lowered(files, locale: locale, catalog: catalog, comparison: NoComparison())
  return (lowering.file, lowering.diagnostics)
}

/// Against the base locale's table: the locale's checked strings.
public func lowerStrings(
  _ files: [(tree: YAMLTree?, path: String)], locale: String, catalog: StringCatalog, against base: BaseTable
) -> (strings: CheckedStrings, diagnostics: [Diagnostic]) {
  var lowering = StringsLowering.lowered(files, locale: locale, catalog: catalog, comparison: BaseComparison(base))
  let (found, placed) = lowering.comparison.finish(lowering.file, trees: lowering.trees)
  return (CheckedStrings(lowering.file, placed: placed), lowering.diagnostics + found)
}

/// `lowerStrings` of one file, without a base.
public func lowerStrings(_ tree: YAMLTree?, locale: String, path: String, catalog: StringCatalog) -> (
  StringsFile, [Diagnostic]
) {
  lowerStrings([(tree, path)], locale: locale, catalog: catalog)
}

/// A string's value as lowered: the nodes of its texts in the file's tree, nothing made of
/// them yet. The checks read their bytes; the model's `StringDefinition` and the aligned
/// strings' spans are made from it after.
enum LoweredValue {
  case text(YAMLTree.Node)
  /// An app text naming its placeholders (`{text: ..., parameters: [...]}`).
  case named(YAMLTree.Node, parameters: [Located<String>])
  /// Boxed: the value is passed from the lowering to the checks and the store, and a
  /// text's is one node, not the size of forms.
  indirect case forms(LoweredForms)
}

/// A forms value as lowered: where its key is, its numbers, and the nodes of its texts.
struct LoweredForms {
  typealias Node = YAMLTree.Node

  /// Where the key of the mapping is.
  var location: SourceLocation
  var offset = 0
  /// Per `PluralCategory.index`, the text's node and the category key's node (-1: none).
  var categories = SIMD8<Int32>(repeating: -1)
  var categoryKeys = SIMD8<Int32>(repeating: -1)
  /// The categories given, a bit per category (`1 << index`).
  var mask = 0
  var exact: [(count: Int, text: Node)] = []
  var below: [(limit: Int, text: Node)] = []
  var cap: (from: Int, text: Node)?
  var emptyName: Node?

  init(location: SourceLocation) { self.location = location }

  /// The text of a category, if given.
  func text(_ category: PluralCategory) -> Node? {
    let node = categories[category.index]
    return node < 0 ? nil : Node(Int(node))
  }

  /// Whether the value has forms of CLDR categories and nothing else (no exact,
  /// lower-bound or cap form, no offset, no empty name): the shape checked strings keep
  /// as a span per form.
  var isCategoriesAlone: Bool {
    offset == 0 && exact.isEmpty && below.isEmpty && cap == nil && emptyName == nil
  }

  /// Calls `body` with every form and its text, in `FormsDefinition.forEachForm`'s order.
  func forEachForm(_ body: (FormSelector, Node) -> Void) {
    if !exact.isEmpty { for form in exact.sorted(by: { $0.count < $1.count }) { body(.exact(form.count), form.text) } }
    if !below.isEmpty { for form in below.sorted(by: { $0.limit < $1.limit }) { body(.below(form.limit), form.text) } }
    for category in PluralCategory.allCases {
      if let text = text(category) { body(.category(category), text) }
    }
    if let cap { body(.cap, cap.text) }
  }
}

struct StringsLowering<Comparison: StringsComparison> {
  typealias Node = YAMLTree.Node

  let catalog: StringCatalog
  /// The file being lowered (none for a file that could not be read). A constant: the
  /// checks read it while they update the comparison, which a variable would copy for.
  let tree: YAMLTree
  /// Every file of the locale lowered so far, this one last: where a key given before was.
  var trees: [YAMLTree] = []
  var file: StringsFile
  let rules: PluralRuleSet
  var diagnostics: [Diagnostic] = []
  /// Whether the entries being lowered are under a key the YAML reader reported as given
  /// twice in its mapping: what they set again is not reported a second time.
  var underDuplicate = false
  /// The comparison with the base locale, and where each string is placed (see
  /// `BaseComparison`); `NoComparison` without a base.
  var comparison: Comparison
  /// A key's path below its namespace, as bytes (reused from key to key).
  var pathBytes: [UInt8] = []
  /// The categories the locale selects for forms of categories alone (`1 << index`).
  let categoriesAlone: Int

  /// The lowering of a locale's first file, `tree`.
  init(
    catalog: StringCatalog, file: StringsFile, tree: YAMLTree, comparison: Comparison
  ) {
    self.catalog = catalog
    self.tree = tree
    trees = [tree]
    self.file = file
    rules = PluralRules.ruleSet(for: file.locale)
    categoriesAlone = StringForms.reachableCategoryBits(
      rules: rules, offset: 0, lowestBelow: nil, exact: EmptyCollection(), capFrom: nil)
    self.comparison = comparison
    self.comparison.beginFile(tree.textBytes)
    diagnostics = checkLocale(file.locale, rules: rules, at: file.start)
  }

  /// The lowering of the locale's next file, `tree`, after `previous`'s.
  init(continuing previous: consuming StringsLowering, tree: YAMLTree) {
    catalog = previous.catalog
    self.tree = tree
    trees = previous.trees + [tree]
    file = previous.file
    rules = previous.rules
    categoriesAlone = previous.categoriesAlone
    comparison = previous.comparison
    comparison.beginFile(tree.textBytes)
    diagnostics = previous.diagnostics
  }

  /// Lowers the file.
  mutating func lower() {
    guard let root = tree.root, !tree.isNull(root) else { return }
    if tree.kind(root) == .mapping {
      lowerSDK(root, prefix: "")
    } else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(root), "expected a mapping of string keys, found \(tree.kindDescription(root))"))
    }
  }

  /// A locale's files lowered in order.
  static func lowered(
    _ files: [(tree: YAMLTree?, path: String)], locale: String, catalog: StringCatalog, comparison: Comparison
  ) -> StringsLowering {
    let path = files.first?.path ?? "\(locale).strings.yaml"
    var lowering = StringsLowering(
      catalog: catalog, file: StringsFile(locale: locale, path: path),
      tree: files.first.map { $0.tree ?? YAMLTree(path: $0.path) } ?? YAMLTree(path: path), comparison: comparison)
    lowering.lower()
    for (tree, path) in files.dropFirst() {
      lowering = StringsLowering(continuing: lowering, tree: tree ?? YAMLTree(path: path))
      lowering.lower()
    }
    return lowering
  }

  // MARK: SDK strings

  mutating func lowerSDK(_ mapping: Node, prefix: String) {
    let outer = underDuplicate
    defer { underDuplicate = outer }
    for position in 0..<tree.entryCount(mapping)! {
      let (keyNode, value) = tree.entry(mapping, position)
      underDuplicate = outer || tree.isDuplicate(key: keyNode)
      // Nearly every SDK string of a translation is plain text set under its member's own
      // path: its base position, and so its member, found from the key's bytes.
      if Comparison.compares, tree.kind(value) == .scalar, !tree.isNull(value),
        let position = withPathBytes(key: keyNode, prefix: prefix, { $0.plainSDKPosition(path: $1) })
      {
        storeSDK(.text(value), key: keyNode, written: nil, at: position, member: nil)
        continue
      }
      guard let key = scalarKey(keyNode) else { continue }
      if prefix.isEmpty && key == appNamespaceKey {
        lowerApp(value, prefix: "")
        continue
      }
      if prefix.isEmpty && key == sameAsBaseKey {
        file.sameAsBase.merge(lowerKeyList(value, under: sameAsBaseKey)) { first, _ in first }
        continue
      }
      if prefix.isEmpty && key == needsReviewKey {
        file.needsReview.merge(lowerKeyList(value, under: needsReviewKey)) { first, _ in first }
        continue
      }
      if prefix.isEmpty && (key == commentsKey || key == translatedFromKey || key == sourceKeysKey) {
        let texts = lowerKeyTexts(value, under: key)
        if key == commentsKey {
          file.comments.merge(texts) { first, _ in first }
        } else if key == translatedFromKey {
          file.translatedFrom.merge(texts) { first, _ in first }
        } else {
          file.sourceKeys.merge(texts) { first, _ in first }
        }
        continue
      }
      let path = dottedPath(prefix, key)
      if let member = catalog.member(path) {
        lowerMember(member, key: keyNode, path: path, value: value)
      } else if catalog.isContainer(path), tree.kind(value) == .mapping {
        lowerSDK(value, prefix: path)
      } else if catalog.isContainer(path) {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(value),
            "expected a mapping of the members of '\(path)', found \(tree.kindDescription(value))"))
      } else if let absence = catalog.release.absence(StringCatalog.declarations(of: path)) {
        diagnostics.append(Diagnostic(.sdkNotInRelease, at: tree.location(keyNode), "'\(path)' \(absence)"))
      } else {
        let candidates = catalog.members.filter { $0.settable && !$0.deprecated }.map(\.path)
        let suggestion = closestName(to: path, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        diagnostics.append(
          Diagnostic(
            .keyUnknown, at: tree.location(keyNode),
            "expected an SBUStringSet member, found '\(path)'\(suggestion)"))
      }
    }
  }

  mutating func lowerMember(_ member: StringCatalog.Member, key: Node, path: String, value: Node) {
    if member.unavailable {
      diagnostics.append(
        Diagnostic(
          .keyNotSettable, at: tree.location(key),
          "expected a settable member, found '\(member.path)', which is unavailable in SendbirdUIKit \(catalog.sdkVersion)"
        ))
      return
    }
    if member.deprecated {
      let replacement = member.renamed.map { "; use '\($0)'" } ?? ""
      diagnostics.append(
        Diagnostic(
          .keyDeprecated, at: tree.location(key),
          "expected a current member, found '\(member.path)', which is deprecated\(replacement)"))
      return
    }
    if !member.settable {
      diagnostics.append(
        Diagnostic(
          .keyNotSettable, at: tree.location(key),
          "expected a settable member, found '\(member.path)', which is a constant (let) or get-only"))
      return
    }
    // A member that is no alias is its own target: looked up once, not twice.
    let target: StringCatalog.Member
    if let alias = member.aliasOf {
      guard let aliased = catalog.member(alias) else { return }
      target = aliased
    } else {
      target = member
    }
    guard let lowered = lowerValue(value, for: target, at: tree.location(key)) else { return }
    storeSDK(lowered, key: key, written: path, at: comparison.sdkPosition(of: target.path), member: target)
  }

  /// Checks an SDK string and stores it: at its base position, and in the model. `written`
  /// is the path as written (nil: the base's key at `position`, a plain-text member's own
  /// path); `member` the member it sets (nil: that plain-text member).
  mutating func storeSDK(
    _ value: LoweredValue, key: Node, written: String?, at position: Int?, member: StringCatalog.Member?
  ) {
    let canonical = member?.path ?? comparison.sdkKey(at: position!)
    let path = written ?? canonical
    // The first string for the member holds the path that set it.
    let first: (path: String, location: SourceLocation)?
    if let position {
      first = placedKey(isApp: false, at: position)
    } else {
      first = file.sdk[canonical].map { ($0.key.value, $0.key.location) }
    }
    if let first {
      let location = tree.location(key)
      if first.path == path {
        // The same path again: a dotted key and a nested one (the first is kept), unless
        // the YAML reader reported the key itself as given twice.
        if !underDuplicate { diagnostics.append(duplicatePath(path, at: location, first: first)) }
        return
      }
      diagnostics.append(
        Diagnostic(
          .keyAliasConflict, at: location,
          "expected one value for '\(canonical)', found '\(path)' setting it again",
          notes: [DiagnosticNote("'\(first.path)' sets it here", at: first.location)]))
      return
    }
    checkSDK(value, path: canonical, signature: member?.signature, position: position)
    guard let position else {
      file.sdk[canonical] = definition(value, path: path, key: key, isApp: false)
      comparison.reportNotInBase(canonical, isApp: false, at: tree.location(key))
      return
    }
    comparison.place(isApp: false, at: position, key: key, written: written == canonical ? nil : written)
    // Plain text is kept as a span; a closure's text or forms, as its definition.
    if case .text(let node) = value, member?.signature == nil,
      comparison.keepText(isApp: false, at: position, tree.scalarSpan(node))
    {
      return
    }
    comparison.keep(definition(value, path: path, key: key, isApp: false), isApp: false, at: position)
  }

  mutating func lowerValue(_ node: Node, for member: StringCatalog.Member, at location: SourceLocation)
    -> LoweredValue?
  {
    guard let signature = member.signature else {
      guard tree.kind(node) == .scalar, !tree.isNull(node) else {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(node),
            "expected a string for '\(member.path)', found \(tree.kindDescription(node))"))
        return nil
      }
      return .text(node)
    }
    if tree.kind(node) == .scalar, !tree.isNull(node) { return .text(node) }
    guard tree.kind(node) == .mapping, signature.isCounted || signature.isList else {
      let shape = signature.isCounted || signature.isList ? "a string or a mapping of forms" : "a string template"
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected \(shape) for '\(member.path)' (\(member.swiftType)), found \(tree.kindDescription(node))"))
      return nil
    }
    return lowerForms(node, at: location, isList: signature.isList, hasCap: signature.isCounted).map(LoweredValue.forms)
  }

  mutating func lowerForms(_ mapping: Node, at location: SourceLocation, isList: Bool, hasCap: Bool) -> LoweredForms? {
    var forms = LoweredForms(location: location)
    for position in 0..<tree.entryCount(mapping)! {
      let (keyNode, value) = tree.entry(mapping, position)
      // Nearly every form is a CLDR category: told from the key's bytes.
      if tree.kind(keyNode) == .scalar, let category = tree.withScalarBytes(keyNode, PluralCategory.init(utf8:)) {
        guard isText(value) else { continue }
        forms.categories[category.index] = value.index
        forms.categoryKeys[category.index] = keyNode.index
        forms.mask |= 1 << category.index
        continue
      }
      guard let key = scalarKey(keyNode) else { continue }
      if key == "offset" {
        guard let value = integer(value) else { continue }
        forms.offset = value
      } else if key == "cap" && hasCap {
        guard let cap = lowerCap(value) else { continue }
        forms.cap = cap
      } else if key == "empty-name" && isList {
        guard isText(value) else { continue }
        forms.emptyName = value
      } else if key.hasPrefix("="), let count = Int(key.dropFirst()) {
        guard inRange(count, at: keyNode), isText(value) else { continue }
        forms.exact.removeAll { $0.count == count }
        forms.exact.append((count, value))
      } else if key.hasPrefix("<"), let count = Int(key.dropFirst()) {
        guard inRange(count, at: keyNode), isText(value) else { continue }
        forms.below.removeAll { $0.limit == count }
        forms.below.append((count, value))
      } else {
        var allowed = PluralCategory.allCases.map(\.rawValue) + ["offset"]
        if hasCap { allowed.append("cap") }
        if isList { allowed.append("empty-name") }
        let suggestion = closestName(to: key, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
        diagnostics.append(
          Diagnostic(
            .pluralInvalidSelector, at: tree.location(keyNode),
            "expected a CLDR category, '=N', '<N'\(hasCap ? ", 'cap'" : "")\(isList ? ", 'empty-name'" : "") or 'offset', found '\(key)'\(suggestion)"
          ))
      }
    }
    if forms.mask & 1 << PluralCategory.other.index == 0 {
      diagnostics.append(
        Diagnostic(.pluralMissingOther, at: location, "expected an 'other' form, which every plural needs"))
    }
    return forms
  }

  mutating func lowerCap(_ node: Node) -> (from: Int, text: Node)? {
    guard let count = tree.entryCount(node) else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected a cap as {from: N, text: \"...\"}, found \(tree.kindDescription(node))"))
      return nil
    }
    var from: Int?
    var capText: Node?
    for position in 0..<count {
      let (key, value) = tree.entry(node, position)
      switch tree.scalar(key) {
      case "from": from = integer(value)
      case "text": capText = isText(value) ? value : nil
      default:
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(key),
            "expected 'from' or 'text' in a cap, found '\(tree.scalar(key) ?? tree.kindDescription(key))'"))
      }
    }
    guard let from, let capText else {
      if diagnostics.last?.location != tree.location(node) {
        diagnostics.append(
          Diagnostic(.keyShape, at: tree.location(node), "expected a cap with both 'from' and 'text'"))
      }
      return nil
    }
    return (from, capText)
  }

  /// A list of keys (`same-as-base: [OK, GIF, app.brand_name]`, `needs-review`), each
  /// with where it is listed.
  mutating func lowerKeyList(_ node: Node, under section: String) -> [String: SourceLocation] {
    guard let items = tree.items(node) else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected a list of keys under '\(section)', found \(tree.kindDescription(node))"))
      return [:]
    }
    var keys: [String: SourceLocation] = [:]
    for item in items {
      guard let key = tree.scalar(item), !tree.isNull(item) else {
        diagnostics.append(
          Diagnostic(.keyShape, at: tree.location(item), "expected a key, found \(tree.kindDescription(item))"))
        continue
      }
      keys[key] = keys[key] ?? tree.location(item)
    }
    return keys
  }

  /// A mapping of keys to texts (`comments`, `translated-from`), each text located.
  mutating func lowerKeyTexts(_ node: Node, under section: String) -> [String: Located<String>] {
    guard let count = tree.entryCount(node) else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected a mapping of keys to text under '\(section)', found \(tree.kindDescription(node))"))
      return [:]
    }
    var texts: [String: Located<String>] = [:]
    for position in 0..<count {
      let (keyNode, value) = tree.entry(node, position)
      guard let key = scalarKey(keyNode), let text = checkedText(value) else { continue }
      texts[key] = texts[key] ?? text
    }
    return texts
  }

  // MARK: App strings

  mutating func lowerApp(_ node: Node, prefix: String) {
    guard let count = tree.entryCount(node) else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected a mapping of app string keys, found \(tree.kindDescription(node))"))
      return
    }
    let outer = underDuplicate
    defer { underDuplicate = outer }
    for position in 0..<count {
      let (keyNode, value) = tree.entry(node, position)
      underDuplicate = outer || tree.isDuplicate(key: keyNode)
      guard var key = appKey(keyNode, prefix: prefix) else { continue }
      switch tree.kind(value) {
      case .scalar where !tree.isNull(value):
        storeApp(.text(value), key: &key, node: keyNode)
      case .mapping where hasParameters(value):
        if let named = lowerNamedText(value, key: Located(path(&key), at: tree.location(keyNode))) {
          storeApp(named, key: &key, node: keyNode)
        }
      case .mapping:
        var isForms = false
        for child in 0..<tree.entryCount(value)! {
          let name = tree.entry(value, child).key
          if tree.kind(name) == .scalar && tree.withScalarBytes(name, Self.isFormsKey) {
            isForms = true
            break
          }
        }
        if isForms {
          if let forms = lowerForms(value, at: tree.location(keyNode), isList: false, hasCap: true) {
            storeApp(.forms(forms), key: &key, node: keyNode)
          }
        } else {
          lowerApp(value, prefix: path(&key))
        }
      default:
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(value),
            "expected a string or a mapping for app key '\(path(&key))', found \(tree.kindDescription(value))"))
      }
    }
  }

  /// An app key: its path, made when it is needed (a base key is found from the key's
  /// bytes), and its base position.
  struct AppKey {
    var path: String?
    var position: Int?
    /// The key's bytes and the namespace's path, to make `path` from.
    let node: Node
    let prefix: String
  }

  /// An app key below `prefix`; nil after reporting a key that is not a string.
  mutating func appKey(_ node: Node, prefix: String) -> AppKey? {
    // An ASCII path is its own composed form, and the base key it finds is spelt as it is.
    if Comparison.compares,
      let position = withPathBytes(key: node, prefix: prefix, { $0.appPosition(ascii: $1) })
    {
      return AppKey(path: nil, position: position, node: node, prefix: prefix)
    }
    guard let path = keyPath(node, prefix: prefix) else { return nil }
    return AppKey(path: path, position: comparison.appPosition(of: path), node: node, prefix: prefix)
  }

  /// An app key's path, made once.
  mutating func path(_ key: inout AppKey) -> String {
    if let path = key.path { return path }
    let path = tree.withScalarBytes(key.node) { bytes in key.prefix.withUTF8Bytes { dottedPath($0, bytes) } }
    key.path = path
    return path
  }

  /// Checks an app string and stores it: at its base position, or (a key the base lacks, or
  /// any key without a base) in the model.
  mutating func storeApp(_ value: LoweredValue, key: inout AppKey, node: Node) {
    if let position = key.position {
      if let first = placedKey(isApp: true, at: position) {
        if !underDuplicate { diagnostics.append(duplicatePath(path(&key), at: tree.location(node), first: first)) }
        return
      }
      checkApp(value, key: &key, position: position)
      comparison.place(isApp: true, at: position, key: node)
      if !keepSpans(value, at: position) {
        comparison.keep(definition(value, path: path(&key), key: node, isApp: true), isApp: true, at: position)
      }
      return
    }
    let path = path(&key)
    let made = definition(value, path: path, key: node, isApp: true)
    // One hash inserts a new path; the rare repeat puts the first back.
    if let previous = file.app.updateValue(made, forKey: path) {
      file.app[path] = previous
      if !underDuplicate {
        diagnostics.append(
          duplicatePath(path, at: tree.location(node), first: (previous.key.value, previous.key.location)))
      }
      return
    }
    checkApp(value, key: &key, position: nil)
    comparison.reportNotInBase(path, isApp: true, at: tree.location(node))
  }

  /// Keeps an app string placed at a position as spans of the file's bytes: a text, or
  /// forms of CLDR categories alone; false for any other value, kept as its definition.
  mutating func keepSpans(_ value: LoweredValue, at position: Int) -> Bool {
    switch value {
    case .text(let node), .named(let node, _):
      return comparison.keepText(isApp: true, at: position, tree.scalarSpan(node))
    case .forms(let forms):
      return forms.isCategoriesAlone && comparison.keepForms(at: position, forms, in: tree)
    }
  }

  /// The path and place of the key that set a base position first, if one did.
  mutating func placedKey(isApp: Bool, at position: Int) -> (path: String, location: SourceLocation)? {
    guard let (file, node, written) = comparison.placedKey(isApp: isApp, at: position) else { return nil }
    let path = written ?? (isApp ? comparison.appKey(at: position) : comparison.sdkKey(at: position))
    return (path, trees[file].location(node))
  }

  func duplicatePath(_ path: String, at location: SourceLocation, first: (path: String, location: SourceLocation))
    -> Diagnostic
  {
    Diagnostic(
      .localeDuplicate, at: location, "expected each key once per locale, found '\(path)' again",
      notes: [DiagnosticNote("'\(first.path)' is first given here", at: first.location)])
  }

  /// Whether a mapping names its placeholders (`{text: ..., parameters: [...]}`): it has a
  /// `parameters` key with a list, which no namespace or forms can have.
  func hasParameters(_ mapping: Node) -> Bool {
    (0..<tree.entryCount(mapping)!).contains { child in
      let (name, value) = tree.entry(mapping, child)
      return tree.kind(value) == .sequence && tree.scalar(name) == "parameters"
    }
  }

  /// An app text whose placeholders are named: `text` and `parameters`, one Swift name per
  /// placeholder position, which the generated function takes as its labels.
  mutating func lowerNamedText(_ mapping: Node, key: Located<String>) -> LoweredValue? {
    var text: Node?
    var names: [Located<String>] = []
    for child in 0..<tree.entryCount(mapping)! {
      let (name, value) = tree.entry(mapping, child)
      switch tree.scalar(name) {
      case "text" where tree.kind(value) == .scalar && !tree.isNull(value):
        text = value
      case "parameters":
        for item in tree.items(value) ?? [] {
          guard tree.kind(item) == .scalar, let parameter = tree.scalar(item),
            SwiftNames.name(of: Substring(parameter)) == parameter
          else {
            diagnostics.append(
              Diagnostic(
                .keySwiftName, at: tree.location(item),
                "expected a Swift name for a parameter of '\(key.value)', found \(tree.kind(item) == .scalar ? "'\(tree.scalar(item) ?? "")'" : tree.kindDescription(item))"
              ))
            return nil
          }
          names.append(Located(parameter, at: tree.location(item)))
        }
      default:
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(name),
            "expected 'text' (a string) and 'parameters' (a list of names) for app key '\(key.value)', found \(tree.scalar(name).map { "'\($0)'" } ?? tree.kindDescription(name))"
          ))
        return nil
      }
    }
    guard let text else {
      diagnostics.append(
        Diagnostic(.keyShape, at: key.location, "expected a 'text' for app key '\(key.value)', found none"))
      return nil
    }
    let written = tree.scalar(text)!
    let template = FormatTemplate.parsedIfAny(written)
    let positions = template?.positionalTypes.count ?? 0
    if template != nil || !FormatTemplate.mayHavePlaceholders(written), positions != names.count {
      diagnostics.append(
        Diagnostic(
          .placeholderMismatch, at: key.location,
          "expected one parameter name per placeholder position of '\(key.value)' (\(positions)), found \(names.count)"
        ))
      return nil
    }
    return .named(text, parameters: names)
  }

  // MARK: The model

  /// A lowered string as the model holds it.
  func definition(_ value: LoweredValue, path: String, key: Node, isApp: Bool) -> StringDefinition {
    let located = Located(path, at: tree.location(key))
    switch value {
    case .text(let node):
      // An SDK text locates its placeholders by column; an app text, at its start.
      return StringDefinition(key: located, value: .text(isApp ? plainText(node) : text(node)))
    case .named(let node, let names):
      return StringDefinition(key: located, value: .text(plainText(node)), parameterNames: names)
    case .forms(let lowered):
      var forms = FormsDefinition.Builder(location: lowered.location)
      forms.offset = lowered.offset
      for (count, node) in lowered.exact { forms.exact[count] = text(node) }
      for (limit, node) in lowered.below { forms.below[limit] = text(node) }
      for category in PluralCategory.allCases {
        guard let node = lowered.text(category) else { continue }
        forms.categories[category] = text(node)
        forms.categoryKeys[category] = tree.location(Node(Int(lowered.categoryKeys[category.index])))
      }
      forms.cap = lowered.cap.map { ($0.from, text($0.text)) }
      forms.emptyName = lowered.emptyName.map(text)
      return StringDefinition(key: located, value: .forms(forms.build()))
    }
  }

  /// A text as the model holds it, with the column of its first character when its source
  /// is its text (`YAMLTree.contentColumn`), for findings inside it.
  func text(_ node: Node) -> Located<String> {
    Located(tree.scalar(node)!, at: tree.location(node), contentColumn: tree.contentColumn(node))
  }

  /// A text located at its start only.
  func plainText(_ node: Node) -> Located<String> { Located(tree.scalar(node)!, at: tree.location(node)) }

  // MARK: Keys and scalars

  /// Calls `body` with a key's path below `prefix` as bytes (built in a reused buffer);
  /// nil for a key that is not a non-empty scalar.
  mutating func withPathBytes<R>(
    key: Node, prefix: String, _ body: (Comparison, UnsafeBufferPointer<UInt8>) -> R?
  ) -> R? {
    guard tree.kind(key) == .scalar else { return nil }
    var path: [UInt8] = []
    swap(&path, &pathBytes)
    defer { swap(&path, &pathBytes) }
    path.removeAll(keepingCapacity: true)
    let hasKey = tree.withScalarBytes(key) { key in
      guard !key.isEmpty else { return false }
      prefix.withUTF8Bytes { prefix in
        guard !prefix.isEmpty else { return }
        path.append(contentsOf: prefix)
        path.append(UInt8(ascii: "."))
      }
      path.append(contentsOf: key)
      return true
    }
    guard hasKey else { return nil }
    return path.withUnsafeBufferPointer { body(comparison, $0) }
  }

  /// Whether a key names a form (`one`, `=0`, `<1`, `offset`, `cap`) rather than a string.
  /// App strings are told from forms by their keys, so every key is asked: the longest
  /// form key has six bytes, and most string keys are longer.
  static func isFormsKey(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = name.first else { return false }
    if first == UInt8(ascii: "=") || first == UInt8(ascii: "<") { return true }
    guard name.count <= 6 else { return false }
    let text = String(decoding: name, as: UTF8.self)
    return PluralCategory(name: text) != nil || text == "offset" || text == "cap"
  }

  mutating func scalarKey(_ node: Node) -> String? {
    guard let key = tree.scalar(node), !key.isEmpty else {
      diagnostics.append(
        Diagnostic(.keyShape, at: tree.location(node), "expected a string key, found \(tree.kindDescription(node))"))
      return nil
    }
    return key
  }

  /// A key's path below `prefix`, made from the key's bytes in one step (the key alone is
  /// not kept); nil after reporting a key that is not a string, as `scalarKey` does.
  mutating func keyPath(_ node: Node, prefix: String) -> String? {
    guard tree.kind(node) == .scalar,
      let path = tree.withScalarBytes(
        node,
        { key in
          key.isEmpty ? nil : prefix.withUTF8Bytes { dottedPath($0, key) }
        })
    else {
      _ = scalarKey(node)
      return nil
    }
    return path
  }

  /// Whether a node is a text (a non-null scalar); else reported.
  mutating func isText(_ node: Node) -> Bool {
    guard tree.kind(node) == .scalar, !tree.isNull(node) else {
      diagnostics.append(
        Diagnostic(.keyShape, at: tree.location(node), "expected a string, found \(tree.kindDescription(node))"))
      return false
    }
    return true
  }

  /// A text, checked to be one (`isText`).
  mutating func checkedText(_ node: Node) -> Located<String>? {
    guard isText(node) else { return nil }
    return text(node)
  }

  mutating func integer(_ node: Node) -> Int? {
    guard let text = tree.scalar(node), let value = Int(text) else {
      let found = tree.scalar(node).map { "'\($0)'" } ?? tree.kindDescription(node)
      let digits = tree.scalar(node)?.drop { $0 == "-" || $0 == "+" }
      let tooLarge = digits.map { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) } ?? false
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          tooLarge ? "expected \(Self.rangeText), found \(found)" : "expected an integer, found \(found)"))
      return nil
    }
    return inRange(value, at: node) ? value : nil
  }

  /// How messages state `StringForms.numberRange`.
  static var rangeText: String {
    "a number from -9007199254740991 to 9007199254740991 (the integers JSON carries exactly)"
  }

  /// Whether a number a form names is in `StringForms.numberRange` (else reported): counts
  /// and offsets beyond it would overflow in an app's arithmetic or lose digits in JSON.
  mutating func inRange(_ value: Int, at node: Node) -> Bool {
    guard StringForms.numberRange.contains(value) else {
      diagnostics.append(
        Diagnostic(.keyShape, at: tree.location(node), "expected \(Self.rangeText), found \(value)"))
      return false
    }
    return true
  }
}

/// `prefix.key`, or `key` at the top: built in one step, since every key is joined to its
/// namespace's path (`+` would make an intermediate string and grow it twice).
func dottedPath(_ prefix: String, _ key: String) -> String {
  if prefix.isEmpty { return key }
  return prefix.withUTF8Bytes { head in key.withUTF8Bytes { dottedPath(head, $0) } }
}

/// `dottedPath` over UTF-8.
func dottedPath(_ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> String {
  if head.isEmpty { return String(decoding: tail, as: UTF8.self) }
  let count = head.count + 1 + tail.count
  return String(unsafeUninitializedCapacity: count) { buffer in
    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(fromContentsOf: head)
    buffer[head.count] = UInt8(ascii: ".")
    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)..<count]).initialize(fromContentsOf: tail)
    return count
  }
}
