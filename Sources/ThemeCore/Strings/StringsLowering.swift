import Foundation
import ThemeRuntime

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

/// Turns a strings file's node tree into a `StringsFile`, reporting keys and shapes, and
/// checks each definition (placeholders against the closure's signature, plural categories
/// against the locale's CLDR rules, unsafe or empty text) as it is stored, while it is in
/// the cache (a large locale's model is not once it is whole).
///
/// SDK keys may be nested (`MessageThread: {Menu: {replyInThread: ...}}`) or dotted
/// (`MessageThread.Menu.replyInThread`); the catalogue tells a container from a closure's
/// forms. Deprecated, unavailable and `let` members are rejected; non-deprecated proxies
/// (`VoiceMessage.Preview.channelList`) are stored under the member they set.
///
/// `expected` sizes the tables (the base locale's counts, which translations share): a
/// table grown key by key hashes every key again at each growth.
public func lowerStrings(
  _ tree: YAMLTree?, locale: String, path: String, catalog: StringCatalog, expected: (sdk: Int, app: Int) = (0, 0)
) -> (StringsFile, [Diagnostic]) {
  var lowering = StringsLowering(
    catalog: catalog, file: StringsFile(locale: locale, path: path), tree: tree, expected: expected)
  lowering.lower()
  return (lowering.file, lowering.diagnostics)
}

/// `lowerStrings` and `validateAgainstBase` in one pass over a translation: each definition
/// is compared with the base's as it is stored, while it is in the cache. The tables are
/// sized for the base's counts.
///
/// With `alignedOnly`, the app strings of keys the base has are only in `aligned`, not in
/// the file's model: texts that need no finding as spans of the tables' text
/// (`aligned.spans`, see `TextSpans`), the others as definitions; for a caller that writes
/// the translation from `aligned` and then drops it. Findings are the same.
public func lowerStrings(
  _ tree: YAMLTree?, locale: String, path: String, catalog: StringCatalog, against base: BaseTable,
  alignedOnly: Bool = false
) -> (StringsFile, [Diagnostic], AlignedStrings) {
  var lowering = StringsLowering(
    catalog: catalog, file: StringsFile(locale: locale, path: path), tree: tree,
    // Aligned, the file's app table holds only keys the base lacks (errors).
    expected: (base.sdk.count, alignedOnly ? 0 : base.app.count))
  lowering.comparison = BaseComparison(base)
  if alignedOnly, tree != nil {
    lowering.isAlignedOnly = true
    lowering.textSpans = Array(repeating: 0, count: base.app.count)
    lowering.spanKeys = Array(repeating: 0, count: base.app.count)
    lowering.sdkSpans = Array(repeating: 0, count: base.sdk.count)
    lowering.sdkSpanKeys = Array(repeating: 0, count: base.sdk.count)
    lowering.pluralBits = StringForms.reachableCategoryBits(
      rules: lowering.rules, offset: 0, lowestBelow: nil, exact: EmptyCollection(), capFrom: nil)
  }
  lowering.lower()
  let spans =
    !lowering.isAlignedOnly
    ? nil : TextSpans(bytes: lowering.tree.textBytes, spans: lowering.textSpans, forms: lowering.formSpans)
  let sdkSpans =
    lowering.sdkSpanCount == 0 ? nil : TextSpans(bytes: lowering.tree.textBytes, spans: lowering.sdkSpans, forms: [])
  let (compared, aligned) = lowering.comparison!.finish(lowering.file, spans: spans, sdkSpans: sdkSpans)
  return (lowering.file, lowering.diagnostics + compared, aligned)
}

struct StringsLowering {
  typealias Node = YAMLTree.Node

  let catalog: StringCatalog
  /// The file's nodes (none for a file that could not be read).
  let tree: YAMLTree
  var file: StringsFile
  let rules: PluralRuleSet
  var diagnostics: [Diagnostic] = []
  /// Whether the entries being lowered are under a key the YAML reader reported as given
  /// twice in its mapping: what they set again is not reported a second time.
  var underDuplicate = false

  /// The comparison with the base locale, when made while lowering.
  var comparison: BaseComparison?
  /// App texts kept as spans of the tables' text (see `TextSpans`), when the lowering is
  /// aligned only (with `comparison`): per base app position, the span (0 for none) and the
  /// key's node.
  var textSpans: [UInt64] = []
  var spanKeys: [Int32] = []
  /// SDK texts kept as spans, per base SDK position, as for app texts, and how many.
  var sdkSpans: [UInt64] = []
  var sdkSpanKeys: [Int32] = []
  var sdkSpanCount = 0
  /// The forms kept as spans, as `TextSpans.forms` holds them.
  var formSpans: [UInt64] = []
  /// The categories (`1 << index`) the locale selects for forms of categories alone:
  /// forms kept as spans give exactly these (with `other`).
  var pluralBits = 0
  /// Each category's text node while forms are read (reused from forms to forms).
  var formNodes: [Int32] = Array(repeating: 0, count: 6)
  /// Whether strings of keys the base has are placed only (see `lowerStrings`).
  var isAlignedOnly = false
  /// A key's path below its namespace, as bytes (reused from key to key).
  var pathBytes: [UInt8] = []

  init(catalog: StringCatalog, file: StringsFile, tree: YAMLTree?, expected: (sdk: Int, app: Int) = (0, 0)) {
    self.catalog = catalog
    self.tree = tree ?? YAMLTree(path: file.path)
    self.file = file
    self.file.sdk.reserveCapacity(expected.sdk)
    self.file.app.reserveCapacity(expected.app)
    rules = PluralRules.ruleSet(for: file.locale)
    diagnostics = checkLocale(file.locale, rules: rules, at: file.start)
  }

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

  mutating func lowerSDK(_ mapping: Node, prefix: String) {
    let outer = underDuplicate
    defer { underDuplicate = outer }
    for position in 0..<tree.entryCount(mapping)! {
      let (keyNode, value) = tree.entry(mapping, position)
      underDuplicate = outer || tree.isDuplicate(key: keyNode)
      if isAlignedOnly, tree.kind(value) == .scalar, !tree.isNull(value),
        placeSDKSpan(key: keyNode, value: value, prefix: prefix)
      {
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
      if prefix.isEmpty && (key == commentsKey || key == translatedFromKey) {
        let texts = lowerKeyTexts(value, under: key)
        if key == commentsKey {
          file.comments.merge(texts) { first, _ in first }
        } else {
          file.translatedFrom.merge(texts) { first, _ in first }
        }
        continue
      }
      let path = dottedPath(prefix, key)
      let located = Located(path, at: tree.location(keyNode))
      if let member = catalog.member(path) {
        lowerMember(member, key: located, value: value)
      } else if catalog.isContainer(path), tree.kind(value) == .mapping {
        lowerSDK(value, prefix: path)
      } else if catalog.isContainer(path) {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(value),
            "expected a mapping of the members of '\(path)', found \(tree.kindDescription(value))"))
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

  mutating func lowerMember(_ member: StringCatalog.Member, key: Located<String>, value: Node) {
    if member.unavailable {
      diagnostics.append(
        Diagnostic(
          .keyNotSettable, at: key.location,
          "expected a settable member, found '\(member.path)', which is unavailable in SendbirdUIKit \(catalog.sdkVersion)"
        ))
      return
    }
    if member.deprecated {
      let replacement = member.renamed.map { "; use '\($0)'" } ?? ""
      diagnostics.append(
        Diagnostic(
          .keyDeprecated, at: key.location,
          "expected a current member, found '\(member.path)', which is deprecated\(replacement)"))
      return
    }
    if !member.settable {
      diagnostics.append(
        Diagnostic(
          .keyNotSettable, at: key.location,
          "expected a settable member, found '\(member.path)', which is a constant (let) or get-only"))
      return
    }
    let canonical = member.aliasOf ?? member.path
    // A member that is no alias is its own target: looked up once, not twice.
    let target: StringCatalog.Member
    if let alias = member.aliasOf {
      guard let aliased = catalog.member(alias) else { return }
      target = aliased
    } else {
      target = member
    }
    guard let lowered = lowerValue(value, for: target, key: key) else { return }
    // The definition already lowered for the canonical member holds the key that set it
    // (or, kept as a span, the key's node).
    if let previous = file.sdk[canonical]?.key ?? sdkSpanKey(canonical) {
      if previous.value == key.value {
        // The same path again: a dotted key and a nested one (the first is kept), unless
        // the YAML reader reported the key itself as given twice.
        if !underDuplicate { diagnostics.append(duplicatePath(key, first: previous)) }
        return
      }
      diagnostics.append(
        Diagnostic(
          .keyAliasConflict, at: key.location,
          "expected one value for '\(canonical)', found '\(key.value)' setting it again",
          notes: [DiagnosticNote("'\(previous.value)' sets it here", at: previous.location)]))
      return
    }
    let definition = StringDefinition(key: key, value: lowered)
    file.sdk[canonical] = definition
    checkSDKDefinition(
      definition, path: canonical, member: target, rules: rules, locale: file.locale, into: &diagnostics)
    comparison?.place(definition, key: canonical, isApp: false)
  }

  mutating func lowerValue(_ node: Node, for member: StringCatalog.Member, key: Located<String>) -> StringValue? {
    guard let signature = member.signature else {
      guard let text = tree.scalar(node), !tree.isNull(node) else {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(node),
            "expected a string for '\(member.path)', found \(tree.kindDescription(node))"))
        return nil
      }
      return .text(Located(text, at: tree.location(node), contentColumn: tree.contentColumn(node)))
    }
    if let text = tree.scalar(node), !tree.isNull(node) {
      return .text(Located(text, at: tree.location(node), contentColumn: tree.contentColumn(node)))
    }
    guard tree.kind(node) == .mapping, signature.isCounted || signature.isList else {
      let shape = signature.isCounted || signature.isList ? "a string or a mapping of forms" : "a string template"
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected \(shape) for '\(member.path)' (\(member.swiftType)), found \(tree.kindDescription(node))"))
      return nil
    }
    return lowerForms(node, at: key.location, isList: signature.isList, hasCap: signature.isCounted)
      .map(StringValue.forms)
  }

  mutating func lowerForms(_ mapping: Node, at location: SourceLocation, isList: Bool, hasCap: Bool)
    -> FormsDefinition?
  {
    var forms = FormsDefinition.Builder(location: location)
    for position in 0..<tree.entryCount(mapping)! {
      let (keyNode, value) = tree.entry(mapping, position)
      guard let key = scalarKey(keyNode) else { continue }
      if key == "offset" {
        guard let value = integer(value) else { continue }
        forms.offset = value
      } else if key == "cap" && hasCap {
        guard let cap = lowerCap(value) else { continue }
        forms.cap = cap
      } else if key == "empty-name" && isList {
        guard let text = text(value) else { continue }
        forms.emptyName = text
      } else if let category = PluralCategory(name: key) {
        guard let text = text(value) else { continue }
        forms.categories[category] = text
        forms.categoryKeys[category] = tree.location(keyNode)
      } else if key.hasPrefix("="), let count = Int(key.dropFirst()) {
        guard inRange(count, at: keyNode), let text = text(value) else { continue }
        forms.exact[count] = text
      } else if key.hasPrefix("<"), let count = Int(key.dropFirst()) {
        guard inRange(count, at: keyNode), let text = text(value) else { continue }
        forms.below[count] = text
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
    if forms.categories[.other] == nil {
      diagnostics.append(
        Diagnostic(.pluralMissingOther, at: location, "expected an 'other' form, which every plural needs"))
    }
    return forms.build()
  }

  mutating func lowerCap(_ node: Node) -> (from: Int, text: Located<String>)? {
    guard let count = tree.entryCount(node) else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: tree.location(node),
          "expected a cap as {from: N, text: \"...\"}, found \(tree.kindDescription(node))"))
      return nil
    }
    var from: Int?
    var capText: Located<String>?
    for position in 0..<count {
      let (key, value) = tree.entry(node, position)
      switch tree.scalar(key) {
      case "from": from = integer(value)
      case "text": capText = text(value)
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
      guard let key = scalarKey(keyNode), let text = text(value) else { continue }
      texts[key] = texts[key] ?? text
    }
    return texts
  }

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
      if isAlignedOnly,
        tree.kind(value) == .scalar
          ? !tree.isNull(value) && placeSpan(key: keyNode, value: value, prefix: prefix)
          : tree.kind(value) == .mapping && placeFormsSpan(key: keyNode, value: value, prefix: prefix)
      {
        continue
      }
      guard let path = keyPath(keyNode, prefix: prefix) else { continue }
      let located = Located(path, at: tree.location(keyNode))
      switch tree.kind(value) {
      case .scalar where !tree.isNull(value):
        let text = tree.scalar(value)!
        setApp(path, StringDefinition(key: located, value: .text(Located(text, at: tree.location(value)))))
      case .mapping where hasParameters(value):
        if let definition = lowerNamedText(value, key: located) { setApp(path, definition) }
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
          if let forms = lowerForms(value, at: located.location, isList: false, hasCap: true) {
            setApp(path, StringDefinition(key: located, value: .forms(forms)))
          }
        } else {
          lowerApp(value, prefix: path)
        }
      default:
        diagnostics.append(
          Diagnostic(
            .keyShape, at: tree.location(value),
            "expected a string or a mapping for app key '\(path)', found \(tree.kindDescription(value))"))
      }
    }
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
  mutating func lowerNamedText(_ mapping: Node, key: Located<String>) -> StringDefinition? {
    var text: Located<String>?
    var names: [Located<String>] = []
    for child in 0..<tree.entryCount(mapping)! {
      let (name, value) = tree.entry(mapping, child)
      switch tree.scalar(name) {
      case "text" where tree.kind(value) == .scalar && !tree.isNull(value):
        text = Located(tree.scalar(value)!, at: tree.location(value))
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
    let definition = StringDefinition(key: key, value: .text(text), parameterNames: names)
    let positions = definition.template?.positionalTypes.count ?? 0
    if definition.template != nil || !FormatTemplate.mayHavePlaceholders(text.value), positions != names.count {
      diagnostics.append(
        Diagnostic(
          .placeholderMismatch, at: key.location,
          "expected one parameter name per placeholder position of '\(key.value)' (\(positions)), found \(names.count)"
        ))
      return nil
    }
    return definition
  }

  /// Places an app text that needs no finding as a span (see `TextSpans` for which do);
  /// false for any other, which is lowered into a definition and checked as such. Nothing
  /// is made: the path is looked up by its bytes.
  mutating func placeSpan(key: Node, value: Node, prefix: String) -> Bool {
    guard !tree.withScalarBytes(value, ByteScan.hasControlCharacter),
      let position = spanPosition(key: key, prefix: prefix),
      tree.withScalarBytes(value, { comparison!.textNeedsNoFinding($0, at: position) })
    else { return false }
    let (start, count) = tree.scalarSpan(value)
    textSpans[position] = TextSpans.span(start: start, count: count)
    spanKeys[position] = key.index
    return true
  }

  /// Places forms of CLDR categories alone that need no finding as a span per form (see
  /// `TextSpans` for which do); false for any other mapping (forms or a namespace), which
  /// is lowered as such.
  mutating func placeFormsSpan(key: Node, value: Node, prefix: String) -> Bool {
    let count = tree.entryCount(value)!
    guard count > 0, count <= formNodes.count else { return false }
    var mask = 0
    for entry in 0..<count {
      let (name, text) = tree.entry(value, entry)
      guard tree.kind(name) == .scalar, let category = tree.withScalarBytes(name, PluralCategory.init(utf8:)),
        mask & 1 << category.index == 0, tree.kind(text) == .scalar, !tree.isNull(text),
        !tree.withScalarBytes(text, ByteScan.hasControlCharacter)
      else { return false }
      mask |= 1 << category.index
      formNodes[category.index] = text.index
    }
    guard StringForms.categoriesAgree(given: mask, needed: pluralBits),
      let position = spanPosition(key: key, prefix: prefix)
    else { return false }
    for index in formNodes.indices where mask & 1 << index != 0 {
      guard tree.withScalarBytes(Node(Int(formNodes[index])), { comparison!.formNeedsNoFinding($0, at: position) })
      else { return false }
    }
    textSpans[position] = TextSpans.formsSpan(at: formSpans.count)
    spanKeys[position] = key.index
    formSpans.append(UInt64(mask))
    for index in formNodes.indices where mask & 1 << index != 0 {
      let (start, count) = tree.scalarSpan(Node(Int(formNodes[index])))
      formSpans.append(TextSpans.span(start: start, count: count))
    }
    return true
  }

  /// Places an SDK text that needs no finding as a span (see `TextSpans`): a member that
  /// takes plain text, set under its own path; false for any other, which is lowered as a
  /// member.
  mutating func placeSDKSpan(key: Node, value: Node, prefix: String) -> Bool {
    guard !tree.withScalarBytes(value, ByteScan.hasControlCharacter),
      let position = withPathBytes(key: key, prefix: prefix, { $0.sdkSpanPosition(path: $1) }),
      sdkSpans[position] == 0, tree.withScalarBytes(value, { comparison!.sdkTextNeedsNoFinding($0, at: position) })
    else { return false }
    let (start, count) = tree.scalarSpan(value)
    sdkSpans[position] = TextSpans.span(start: start, count: count)
    sdkSpanKeys[position] = key.index
    sdkSpanCount += 1
    return true
  }

  /// The key of the SDK text kept as a span for a canonical path, if there is one.
  mutating func sdkSpanKey(_ canonical: String) -> Located<String>? {
    guard sdkSpanCount > 0, let position = comparison!.sdkPosition(of: canonical), sdkSpans[position] != 0 else {
      return nil
    }
    return Located(canonical, at: tree.location(Node(Int(sdkSpanKeys[position]))))
  }

  /// The base position a string kept as a span may take under a key (see
  /// `BaseComparison.spanPosition`), none taken yet; the path is looked up by its bytes.
  mutating func spanPosition(key: Node, prefix: String) -> Int? {
    guard let position = withPathBytes(key: key, prefix: prefix, { $0.spanPosition(path: $1) }),
      textSpans[position] == 0
    else { return nil }
    return position
  }

  /// Calls `body` with a key's path below `prefix` as bytes (built in a reused buffer);
  /// nil for a key that is not a non-empty scalar.
  mutating func withPathBytes<R>(
    key: Node, prefix: String, _ body: (inout BaseComparison, UnsafeBufferPointer<UInt8>) -> R?
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
    return path.withUnsafeBufferPointer { body(&comparison!, $0) }
  }

  /// Stores an app string; a path set before (a dotted key and a nested one) keeps its
  /// first definition.
  mutating func setApp(_ path: String, _ definition: StringDefinition) {
    // The first for the path: aligned only, a key the base has is found at its position
    // (a text kept as a span, whose key is the base key, an ASCII path, or a definition
    // placed before); otherwise in the file's table, where one hash inserts a new path and
    // the rare repeat puts the first back.
    let first: Located<String>?
    var position: Int?
    if isAlignedOnly, let found = comparison!.appPosition(of: path) {
      position = found
      first =
        textSpans[found] != 0
        ? Located(comparison!.appKey(at: found), at: tree.location(Node(Int(spanKeys[found]))))
        : comparison!.placedApp(at: found)?.key
    } else if let previous = file.app.updateValue(definition, forKey: path) {
      file.app[path] = previous
      first = previous.key
    } else {
      first = nil
    }
    if let first {
      if !underDuplicate { diagnostics.append(duplicatePath(definition.key, first: first)) }
      return
    }
    checkAppDefinition(definition, key: path, rules: rules, locale: file.locale, into: &diagnostics)
    if let position {
      comparison!.place(definition, key: path, isApp: true, at: position)
    } else {
      comparison?.place(definition, key: path, isApp: true)
    }
  }

  func duplicatePath(_ key: Located<String>, first: Located<String>) -> Diagnostic {
    Diagnostic(
      .localeDuplicate, at: key.location, "expected each key once per locale, found '\(key.value)' again",
      notes: [DiagnosticNote("'\(first.value)' is first given here", at: first.location)])
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

  mutating func text(_ node: Node) -> Located<String>? {
    guard let text = tree.scalar(node), !tree.isNull(node) else {
      diagnostics.append(
        Diagnostic(.keyShape, at: tree.location(node), "expected a string, found \(tree.kindDescription(node))"))
      return nil
    }
    return Located(text, at: tree.location(node), contentColumn: tree.contentColumn(node))
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
  static let rangeText = "a number from -9007199254740991 to 9007199254740991 (the integers JSON carries exactly)"

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
