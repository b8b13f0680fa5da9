import ThemeRuntime

/// The reserved top-level key for the app's own strings.
public let appNamespaceKey = "app"

/// The reserved top-level key listing keys whose text is meant to equal the base locale's.
public let sameAsBaseKey = "same-as-base"

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
  _ root: YAMLNode?, locale: String, path: String, catalog: StringCatalog, expected: (sdk: Int, app: Int) = (0, 0)
) -> (StringsFile, [Diagnostic]) {
  var lowering = StringsLowering(catalog: catalog, file: StringsFile(locale: locale, path: path), expected: expected)
  lowering.lower(root)
  return (lowering.file, lowering.diagnostics)
}

/// `lowerStrings` and `validateAgainstBase` in one pass over a translation: each definition
/// is compared with the base's as it is stored, while it is in the cache. The tables are
/// sized for the base's counts.
public func lowerStrings(
  _ root: YAMLNode?, locale: String, path: String, catalog: StringCatalog, against base: BaseTable
) -> (StringsFile, [Diagnostic], AlignedStrings) {
  var lowering = StringsLowering(
    catalog: catalog, file: StringsFile(locale: locale, path: path), expected: (base.sdk.count, base.app.count))
  lowering.comparison = BaseComparison(base)
  lowering.lower(root)
  let (compared, aligned) = lowering.comparison!.finish(lowering.file)
  return (lowering.file, lowering.diagnostics + compared, aligned)
}

struct StringsLowering {
  let catalog: StringCatalog
  var file: StringsFile
  let rules: PluralRuleSet
  var diagnostics: [Diagnostic] = []
  /// Whether the entries being lowered are under a key the YAML reader reported as given
  /// twice in its mapping: what they set again is not reported a second time.
  var underDuplicate = false

  /// The comparison with the base locale, when made while lowering.
  var comparison: BaseComparison?

  init(catalog: StringCatalog, file: StringsFile, expected: (sdk: Int, app: Int) = (0, 0)) {
    self.catalog = catalog
    self.file = file
    self.file.sdk.reserveCapacity(expected.sdk)
    self.file.app.reserveCapacity(expected.app)
    rules = PluralRules.ruleSet(for: file.locale)
    diagnostics = checkLocale(file.locale, rules: rules, at: file.start)
  }

  mutating func lower(_ root: YAMLNode?) {
    guard let root, !root.isNull else { return }
    if let entries = root.mapping {
      lowerSDK(entries, prefix: "")
    } else {
      diagnostics.append(
        Diagnostic(.keyShape, at: root.location, "expected a mapping of string keys, found \(root.kindDescription)"))
    }
  }

  mutating func lowerSDK(_ entries: [YAMLEntry], prefix: String) {
    let outer = underDuplicate
    defer { underDuplicate = outer }
    for entry in entries {
      underDuplicate = outer || entry.isDuplicate
      guard let key = scalarKey(entry.key) else { continue }
      if prefix.isEmpty && key == appNamespaceKey {
        lowerApp(entry.value, prefix: "")
        continue
      }
      if prefix.isEmpty && key == sameAsBaseKey {
        lowerSameAsBase(entry.value)
        continue
      }
      let path = dottedPath(prefix, key)
      let located = Located(path, at: entry.key.location)
      if let member = catalog.member(path) {
        lowerMember(member, key: located, value: entry.value)
      } else if catalog.isContainer(path), let children = entry.value.mapping {
        lowerSDK(children, prefix: path)
      } else if catalog.isContainer(path) {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: entry.value.location,
            "expected a mapping of the members of '\(path)', found \(entry.value.kindDescription)"))
      } else {
        let candidates = catalog.members.filter { $0.settable && !$0.deprecated }.map(\.path)
        let suggestion = closestName(to: path, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        diagnostics.append(
          Diagnostic(
            .keyUnknown, at: entry.key.location,
            "expected an SBUStringSet member, found '\(path)'\(suggestion)"))
      }
    }
  }

  mutating func lowerMember(_ member: StringCatalog.Member, key: Located<String>, value: YAMLNode) {
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
    // The definition already lowered for the canonical member holds the key that set it.
    if let previous = file.sdk[canonical]?.key {
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

  mutating func lowerValue(_ node: YAMLNode, for member: StringCatalog.Member, key: Located<String>) -> StringValue? {
    guard let signature = member.signature else {
      guard let text = node.scalar, !node.isNull else {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: node.location, "expected a string for '\(member.path)', found \(node.kindDescription)"))
        return nil
      }
      return .text(Located(text, at: node.location, contentColumn: node.contentColumn))
    }
    if let text = node.scalar, !node.isNull {
      return .text(Located(text, at: node.location, contentColumn: node.contentColumn))
    }
    guard let entries = node.mapping, signature.isCounted || signature.isList else {
      let shape = signature.isCounted || signature.isList ? "a string or a mapping of forms" : "a string template"
      diagnostics.append(
        Diagnostic(
          .keyShape, at: node.location,
          "expected \(shape) for '\(member.path)' (\(member.swiftType)), found \(node.kindDescription)"))
      return nil
    }
    return lowerForms(entries, at: key.location, isList: signature.isList, hasCap: signature.isCounted)
      .map(StringValue.forms)
  }

  mutating func lowerForms(_ entries: [YAMLEntry], at location: SourceLocation, isList: Bool, hasCap: Bool)
    -> FormsDefinition?
  {
    var forms = FormsDefinition(location: location)
    for entry in entries {
      guard let key = scalarKey(entry.key) else { continue }
      if key == "offset" {
        guard let value = integer(entry.value) else { continue }
        forms.offset = value
      } else if key == "cap" && hasCap {
        guard let cap = lowerCap(entry.value) else { continue }
        forms.cap = cap
      } else if key == "empty-name" && isList {
        guard let text = text(entry.value) else { continue }
        forms.emptyName = text
      } else if let category = PluralCategory(name: key) {
        guard let text = text(entry.value) else { continue }
        forms.categories[category] = text
        forms.categoryKeys[category] = entry.key.location
      } else if key.hasPrefix("="), let count = Int(key.dropFirst()) {
        guard let text = text(entry.value) else { continue }
        forms.exact[count] = text
      } else if key.hasPrefix("<"), let count = Int(key.dropFirst()) {
        guard let text = text(entry.value) else { continue }
        forms.below[count] = text
      } else {
        var allowed = PluralCategory.allCases.map(\.rawValue) + ["offset"]
        if hasCap { allowed.append("cap") }
        if isList { allowed.append("empty-name") }
        let suggestion = closestName(to: key, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
        diagnostics.append(
          Diagnostic(
            .pluralInvalidSelector, at: entry.key.location,
            "expected a CLDR category, '=N', '<N'\(hasCap ? ", 'cap'" : "")\(isList ? ", 'empty-name'" : "") or 'offset', found '\(key)'\(suggestion)"
          ))
      }
    }
    if forms.categories[.other] == nil {
      diagnostics.append(
        Diagnostic(.pluralMissingOther, at: location, "expected an 'other' form, which every plural needs"))
    }
    return forms
  }

  mutating func lowerCap(_ node: YAMLNode) -> (from: Int, text: Located<String>)? {
    guard let entries = node.mapping else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: node.location, "expected a cap as {from: N, text: \"...\"}, found \(node.kindDescription)"))
      return nil
    }
    var from: Int?
    var capText: Located<String>?
    for entry in entries {
      switch entry.key.scalar {
      case "from": from = integer(entry.value)
      case "text": capText = text(entry.value)
      default:
        diagnostics.append(
          Diagnostic(
            .keyShape, at: entry.key.location,
            "expected 'from' or 'text' in a cap, found '\(entry.key.scalar ?? entry.key.kindDescription)'"))
      }
    }
    guard let from, let capText else {
      if diagnostics.last?.location != node.location {
        diagnostics.append(Diagnostic(.keyShape, at: node.location, "expected a cap with both 'from' and 'text'"))
      }
      return nil
    }
    return (from, capText)
  }

  /// `same-as-base: [OK, GIF, app.brand_name]`: texts that stay as in the base locale.
  mutating func lowerSameAsBase(_ node: YAMLNode) {
    guard case .sequence(let items) = node.content else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: node.location,
          "expected a list of keys under '\(sameAsBaseKey)', found \(node.kindDescription)"))
      return
    }
    for item in items {
      guard let key = item.scalar, !item.isNull else {
        diagnostics.append(
          Diagnostic(.keyShape, at: item.location, "expected a key, found \(item.kindDescription)"))
        continue
      }
      file.sameAsBase[key] = item.location
    }
  }

  mutating func lowerApp(_ node: YAMLNode, prefix: String) {
    guard let entries = node.mapping else {
      diagnostics.append(
        Diagnostic(.keyShape, at: node.location, "expected a mapping of app string keys, found \(node.kindDescription)")
      )
      return
    }
    let outer = underDuplicate
    defer { underDuplicate = outer }
    for entry in entries {
      underDuplicate = outer || entry.isDuplicate
      guard let key = scalarKey(entry.key) else { continue }
      let path = dottedPath(prefix, key)
      let located = Located(path, at: entry.key.location)
      if let text = entry.value.scalar, !entry.value.isNull {
        setApp(path, StringDefinition(key: located, value: .text(Located(text, at: entry.value.location))))
      } else if let children = entry.value.mapping {
        let isForms = children.contains { child in
          guard let name = child.key.scalar else { return false }
          return isFormsKey(name)
        }
        if isForms {
          if let forms = lowerForms(children, at: entry.key.location, isList: false, hasCap: true) {
            setApp(path, StringDefinition(key: located, value: .forms(forms)))
          }
        } else {
          lowerApp(entry.value, prefix: path)
        }
      } else {
        diagnostics.append(
          Diagnostic(
            .keyShape, at: entry.value.location,
            "expected a string or a mapping for app key '\(path)', found \(entry.value.kindDescription)"))
      }
    }
  }

  /// Stores an app string; a path set before (a dotted key and a nested one) keeps its
  /// first definition.
  mutating func setApp(_ path: String, _ definition: StringDefinition) {
    // One hash for the common case, a new path; the rare repeat puts the first back.
    guard let previous = file.app.updateValue(definition, forKey: path) else {
      checkAppDefinition(definition, key: path, rules: rules, locale: file.locale, into: &diagnostics)
      comparison?.place(definition, key: path, isApp: true)
      return
    }
    file.app[path] = previous
    if !underDuplicate { diagnostics.append(duplicatePath(definition.key, first: previous.key)) }
  }

  func duplicatePath(_ key: Located<String>, first: Located<String>) -> Diagnostic {
    Diagnostic(
      .localeDuplicate, at: key.location, "expected each key once per locale, found '\(key.value)' again",
      notes: [DiagnosticNote("'\(first.value)' is first given here", at: first.location)])
  }

  /// Whether a key names a form (`one`, `=0`, `<1`, `offset`, `cap`) rather than a string.
  /// App strings are told from forms by their keys, so every key is asked: the longest
  /// form key has six bytes, and most string keys are longer.
  func isFormsKey(_ name: String) -> Bool {
    guard let first = name.utf8.first, name.utf8.count <= 6 || first == UInt8(ascii: "=") || first == UInt8(ascii: "<")
    else { return false }
    return PluralCategory(name: name) != nil || name == "offset" || name == "cap" || name.hasPrefix("=")
      || name.hasPrefix("<")
  }

  mutating func scalarKey(_ node: YAMLNode) -> String? {
    guard let key = node.scalar, !key.isEmpty else {
      diagnostics.append(
        Diagnostic(.keyShape, at: node.location, "expected a string key, found \(node.kindDescription)"))
      return nil
    }
    return key
  }

  mutating func text(_ node: YAMLNode) -> Located<String>? {
    guard let text = node.scalar, !node.isNull else {
      diagnostics.append(Diagnostic(.keyShape, at: node.location, "expected a string, found \(node.kindDescription)"))
      return nil
    }
    return Located(text, at: node.location, contentColumn: node.contentColumn)
  }

  mutating func integer(_ node: YAMLNode) -> Int? {
    guard let text = node.scalar, let value = Int(text) else {
      diagnostics.append(
        Diagnostic(
          .keyShape, at: node.location,
          "expected an integer, found \(node.scalar.map { "'\($0)'" } ?? node.kindDescription)"))
      return nil
    }
    return value
  }
}

/// `prefix.key`, or `key` at the top: built in one step, since every key is joined to its
/// namespace's path (`+` would make an intermediate string and grow it twice).
func dottedPath(_ prefix: String, _ key: String) -> String {
  if prefix.isEmpty { return key }
  return prefix.withUTF8Bytes { head in
    key.withUTF8Bytes { tail in
      let count = head.count + 1 + tail.count
      return String(unsafeUninitializedCapacity: count) { buffer in
        _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(fromContentsOf: head)
        buffer[head.count] = UInt8(ascii: ".")
        _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)..<count]).initialize(fromContentsOf: tail)
        return count
      }
    }
  }
}
