import ThemeCore
import ThemeRuntime

/// Writes the three strings outputs (`ThemeStrings.swift`, `ThemeStrings+SendbirdUIKit.swift`
/// and `strings.json`) as bytes, one locale at a time, exactly as the built-in templates
/// and `writeJSON` render them.
///
/// This is the build's hot path: on a large project the strings outputs are most of what
/// themec writes. Going through the template contexts costs a `String` per entry and a
/// copy of the base table per locale; this reads each locale's own definitions over the
/// base's directly and appends bytes. The templates in `templates/` stay the definition of
/// the format: a test renders both ways and requires the same bytes, and a user's own
/// templates (`--templates`) always go through the template engine.
package struct StringsEmitter: Sendable {
  private let catalog: StringCatalog
  private let base: BaseTable
  private let baseLocale: String
  private let sdkKeys: [String]
  private let appKeys: [String]
  private let sdkLayout: Layout
  private let appLayout: Layout
  /// The catalogue's member for each SDK key (nil: not a settable member).
  private let sdkMembers: [StringCatalog.Member?]
  /// Each key as `strings.json` writes it (`"key": `), rendered once for every locale.
  private let sdkJSONKeys: PackedBytes
  private let appJSONKeys: PackedBytes
  /// Whether each SDK key's closure takes a list (its forms have `empty-name`).
  private let sdkIsList: [Bool]
  /// Lent to each locale's writers in turn: a locale starts with the scalars the locales
  /// before it looked up, and no writer clears a memo of its own.
  private let memos = SwiftSyntax.VisibilityMemoPool()

  /// One locale's part of each output.
  package struct Section: Sendable {
    /// The locale's tag.
    package var tag: String
    /// Its `public enum` in `ThemeStrings.swift`.
    package var swift: [UInt8] = []
    /// Its `apply_` function in `ThemeStrings+SendbirdUIKit.swift`.
    package var apply: [UInt8] = []
    /// Its entry of `locales` in `strings.json`.
    package var json: [UInt8] = []
  }

  /// Prepares the base locale's sorted keys and namespace layout, shared by every locale.
  package init(base: BaseTable, baseLocale: String, catalog: StringCatalog) {
    self.catalog = catalog
    self.base = base
    self.baseLocale = baseLocale
    sdkKeys = base.sdk.keys
    appKeys = base.app.keys
    sdkLayout = Layout(keys: sdkKeys)
    appLayout = Layout(keys: appKeys)
    sdkMembers = sdkKeys.map { catalog.member($0) }
    sdkJSONKeys = PackedBytes(sdkKeys.lazy.map(JSONWriter.rendered(key:)))
    appJSONKeys = PackedBytes(appKeys.lazy.map(JSONWriter.rendered(key:)))
    sdkIsList = sdkMembers.map { $0?.signature?.isList ?? false }
  }

  /// A locale's sections: its own strings over the base locale's. (A key the base lacks is
  /// an error, `key.not-in-base`, so the base's keys are every locale's keys.) `aligned`
  /// are the locale's definitions at the base keys' positions (`validateAgainstBase`); nil
  /// for the base locale itself.
  package func section(for file: StringsFile, aligned: AlignedStrings?) -> Section {
    let sdkDefinitions = Definitions(
      own: aligned?.sdk ?? [], spans: aligned?.sdkSpans ?? TextSpans(), base: base.sdkDefinitions)
    let appDefinitions = Definitions(
      own: aligned?.app ?? [], spans: aligned?.spans ?? TextSpans(), base: base.appDefinitions)
    let rules = PluralRules.ruleSet(for: file.locale)
    let name = SwiftSyntax.localeName(file.locale)
    let identifier = SwiftSyntax.identifier(name)

    let visibility = memos.borrow()
    defer { memos.giveBack(visibility) }
    var section = Section(tag: file.locale)
    section.swift.reserveCapacity(64 * (sdkKeys.count + appKeys.count) + 1024)
    section.json.reserveCapacity(64 * (sdkKeys.count + appKeys.count) + 1024)

    // ThemeStrings.swift
    var out = ByteWriter(visibility: visibility)
    out.line("")
    out.line("  /// Strings for '\(file.locale)' (plural rules of CLDR locale '\(rules.locale)').")
    out.line("  public enum \(identifier) {")
    out.line("    /// The CLDR plural category of an integer count in '\(file.locale)'.")
    out.line("    public static func pluralCategory(_ count: Int) -> ThemePluralCategory {")
    out.line("      let n = count.magnitude")
    for entry in rules.rules {
      out.line(
        "      if \(SwiftSyntax.integerCondition(entry.rule, variable: "n")) { return .\(entry.category.rawValue) }")
    }
    out.line("      _ = n")
    out.line("      return .other")
    out.line("    }")
    // An SDK text kept as a span is a constant: its member takes plain text, as the
    // base's text at its position is.
    let sdkDeclarations = sdkKeys.indices.map { index -> Declaration in
      guard let member = sdkMembers[index] else { return .none }
      if let signature = member.signature { return .function(signature) }
      if case .text = sdkDefinitions[index].value { return .constant }
      return .none
    }
    // A text kept as a span is declared from its bytes: a function where it has
    // placeholders (whose body is written from the bytes too), else a constant; forms
    // kept as spans are a function of the count, as forms are.
    var signatures: [UInt64: ClosureSignature] = [:]
    let appDeclarations = appDefinitions.indices.map { index -> Declaration in
      guard appDefinitions.spans.contains(index) else { return Self.appDeclaration(appDefinitions[index]) }
      if appDefinitions.spans.isForms(index) { return .function(Self.countSignature) }
      let signature = appDefinitions.spans.withText(at: index) { text in
        FormatTemplate.mayHavePlaceholders(utf8: text)
          ? StringsSwiftContext.appSignature(utf8: text, memo: &signatures) : nil
      }
      return signature.map { .function($0) } ?? .constant
    }
    out.container("SDK", layout: sdkLayout, definitions: sdkDefinitions, declarations: sdkDeclarations)
    out.container("App", layout: appLayout, definitions: appDefinitions, declarations: appDeclarations)
    out.line("  }")
    section.swift = out.bytes.take()

    // ThemeStrings+SendbirdUIKit.swift
    var apply = ByteWriter(visibility: visibility)
    apply.line("")
    apply.line("  private static func apply_\(name)() {")
    for index in sdkKeys.indices {
      let reference: String
      switch sdkDeclarations[index] {
      case .none: continue
      case .constant: reference = identifier + ".SDK." + sdkLayout.references[index]
      case .function(let signature):
        let path = identifier + ".SDK." + sdkLayout.references[index]
        reference = signature.isList ? "{ users in \(path)(users.map(\\.nickname)) }" : path
      }
      apply.append("    SBUStringSet.")
      apply.append(sdkKeys[index])
      apply.append(" = ")
      apply.append(reference)
      apply.newline()
    }
    apply.line("  }")
    section.apply = apply.bytes.take()

    // strings.json
    var json = JSONWriter(capacity: 64 * (sdkKeys.count + appKeys.count) + 1024, depth: 2)
    json.key(file.locale)
    json.object { json in
      json.key("app")
      json.object { json in
        appJSONKeys.withItems { keys in
          for index in appKeys.indices {
            json.key(rendered: keys[index])
            if appDefinitions.spans.contains(index) {
              if appDefinitions.spans.isForms(index) {
                appDefinitions.spans.withForms(at: index) { json.categoryFormsEntry($0) }
              } else {
                appDefinitions.spans.withText(at: index) { json.textEntry(utf8: $0) }
              }
            } else {
              json.entry(appDefinitions[index].value, isList: false)
            }
          }
        }
      }
      json.key("pluralLocale")
      json.string(rules.locale)
      json.key("sdk")
      json.object { json in
        sdkJSONKeys.withItems { keys in
          for index in sdkKeys.indices {
            json.key(rendered: keys[index])
            if sdkDefinitions.spans.contains(index) {
              sdkDefinitions.spans.withText(at: index) { json.textEntry(utf8: $0) }
            } else {
              json.entry(sdkDefinitions[index].value, isList: sdkIsList[index])
            }
          }
        }
      }
    }
    section.json = json.take()
    return section
  }

  /// The strings outputs' file names; heads, tails and pieces are given in this order.
  package static let paths = ["ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift", "strings.json"]

  /// The three outputs from every locale's sections, each as pieces to write one after
  /// another (the sections are not copied).
  package func outputs(_ sections: [Section]) -> [[[UInt8]]] {
    let sections = sections.sorted { $0.tag < $1.tag }
    let (heads, tails) = frame(tags: sections.map(\.tag))
    var outputs = heads.map { [$0] }
    for (index, section) in sections.enumerated() {
      for (output, pieces) in Self.pieces(section, first: index == 0).enumerated() { outputs[output] += pieces }
    }
    for (output, tail) in tails.enumerated() { outputs[output].append(tail) }
    return outputs
  }

  /// A section's pieces for each output: in `strings.json` a comma separates locales.
  package static func pieces(_ section: Section, first: Bool) -> [[[UInt8]]] {
    [[section.swift], [section.apply], first ? [section.json] : [[UInt8(ascii: ",")], section.json]]
  }

  /// What comes before and after the locales' sections in each output, for the locales'
  /// tags in order; known before any locale is read.
  package func frame(tags: [String]) -> (heads: [[UInt8]], tails: [[UInt8]]) {
    let visibility = memos.borrow()
    defer { memos.giveBack(visibility) }
    var swift = ByteWriter(capacity: 4096, visibility: visibility)
    swift.line("// Generated by themec from the strings in your themes. Do not edit.")
    swift.line("// SendbirdUIKit \(catalog.sdkVersion) string set; plural rules from CLDR \(PluralRules.cldrVersion).")
    swift.line("")
    swift.line("/// A CLDR plural category, as selected by the compiled rules of each locale.")
    swift.line("public enum ThemePluralCategory: Sendable {")
    swift.line("  case zero, one, two, few, many, other")
    swift.line("}")
    swift.line("")
    swift.line("/// Every locale's strings, resolved against base locale '\(baseLocale)'.")
    swift.line("public enum ThemeStrings {")
    swift.line("  /// The locale every other locale falls back to.")
    swift.line("  public static let baseLocale = \"\(baseLocale)\"")
    swift.line("")
    swift.line("  /// The locale tags with a table, sorted.")
    swift.line("  public static let locales: [String] = [\(tags.map { "\"\($0)\", " }.joined())]")
    swift.line("")
    swift.line("  /// The table for a tag: exact match, then the language alone, then the base locale.")
    swift.line("  public static func resolve(_ tag: String) -> String {")
    swift.line("    let normalized = String(tag.map { $0 == \"_\" ? \"-\" : $0 })")
    swift.line("    if locales.contains(normalized) { return normalized }")
    swift.line("    if let language = normalized.split(separator: \"-\").first, locales.contains(String(language)) {")
    swift.line("      return String(language)")
    swift.line("    }")
    swift.line("    return baseLocale")
    swift.line("  }")
    let swiftHead = swift.bytes.take()
    swift.line("}")

    var apply = ByteWriter(capacity: 4096, visibility: visibility)
    apply.line("// Generated by themec from the strings in your themes. Do not edit.")
    apply.line("// Applies the tables of ThemeStrings to SendbirdUIKit \(catalog.sdkVersion)'s SBUStringSet.")
    apply.line("#if canImport(SendbirdUIKit)")
    apply.line("@preconcurrency import SendbirdUIKit")
    apply.line("#if canImport(SendbirdChatSDK)")
    apply.line("import SendbirdChatSDK")
    apply.line("#endif")
    apply.line("")
    apply.line("extension ThemeStrings {")
    apply.line("  /// Assigns every SBUStringSet member the themes set, for the best table for `locale`")
    apply.line("  /// (see `resolve(_:)`). Call it before building any SendbirdUIKit view.")
    apply.line("  public static func apply(locale: String) {")
    apply.line("    switch resolve(locale) {")
    for tag in tags {
      apply.line("    case \"\(tag)\": apply_\(SwiftSyntax.localeName(tag))()")
    }
    apply.line("    default: break")
    apply.line("    }")
    apply.line("  }")
    let applyHead = apply.bytes.take()
    apply.line("}")
    apply.line("#endif")

    // The JSON document around the locales, split where they go.
    var json = JSONWriter(capacity: 4096)
    var jsonHead: [UInt8] = []
    json.stringsDocument(
      baseLocale: baseLocale, cldrVersion: PluralRules.cldrVersion,
      schemaVersion: StringsDocument.currentSchemaVersion.description, sdkVersion: catalog.sdkVersion,
      signatures: catalog.signatures
    ) { json in
      json.beginSplicedObject()
      jsonHead = json.take()
      json.endSplicedObject(isEmpty: tags.isEmpty)
    }
    return (
      [swiftHead, applyHead, jsonHead], [swift.bytes.take(), apply.bytes.take(), json.take() + [UInt8(ascii: "\n")]]
    )
  }

  /// An app string's forms take the count.
  private static let countSignature = ClosureSignature(parameters: [.int])

  /// How an app string is declared: text without placeholders is a constant.
  private static func appDeclaration(_ definition: StringDefinition) -> Declaration {
    switch definition.value {
    case .forms: return .function(countSignature)
    case .text:
      guard let signature = StringsSwiftContext.appSignature(definition.template) else { return .constant }
      return .function(signature)
    }
  }
}

/// A locale's definitions at the base keys' positions: its own, and the base's where it has
/// none. Looked up position by position rather than merged into one array, which would
/// count a reference to every definition, and free the array, once more per locale (and
/// count references to the base's definitions, which both threads read).
private struct Definitions {
  /// At the base's positions; empty for the base locale itself.
  let own: [StringDefinition?]
  /// The locale's texts kept as spans (`TextSpans`): where one is, `own` has none.
  let spans: TextSpans
  let base: [StringDefinition]

  init(own: [StringDefinition?], spans: TextSpans = TextSpans(), base: [StringDefinition]) {
    self.own = own
    self.spans = spans
    self.base = base
  }

  var indices: Range<Int> { base.indices }

  /// The definition at `index` (the base's where the locale's text is in `spans`).
  subscript(_ index: Int) -> StringDefinition {
    if !own.isEmpty, let definition = own[index] { return definition }
    return base[index]
  }
}

/// What a key becomes in the Swift tables.
private enum Declaration {
  /// Nothing: not a settable SDK member, or a value the member cannot take.
  case none
  /// `public static let`.
  case constant
  /// `public static func` with this signature.
  case function(ClosureSignature)
}

/// Nested namespaces of dotted keys: which key goes in which `enum`.
private struct Layout: Sendable {
  /// A namespace: its keys (indices into the sorted keys, in order) and its nested
  /// namespaces, sorted by key component, each with its Swift name (escaped).
  struct Node: Sendable {
    var entries: [Int] = []
    var children: [(identifier: String, node: Node)] = []
  }

  var root: Node
  /// Each key's Swift name (its last component).
  var names: [String]
  /// Each key's member path below the locale's namespace root (`FileUpload.Error.exceededSizeLimit`).
  var references: [String]
  /// Each key's declaration up to its value, indented for its namespace, as every locale
  /// writes it: `public static let name = ` and `public static func name(`.
  var constantHeads = PackedBytes()
  var functionHeads = PackedBytes()

  init(keys: [String]) {
    final class Builder {
      var entries: [Int] = []
      var children: [String: Builder] = [:]
      func node() -> Node {
        Node(
          entries: entries, children: children.keys.sorted().map { (SwiftSyntax.memberName($0), children[$0]!.node()) })
      }
    }
    let root = Builder()
    names = []
    references = []
    names.reserveCapacity(keys.count)
    references.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      // Split on the byte: splitting characters would run grapheme breaking over every key.
      let components = key.utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
      var node = root
      for component in components.dropLast() {
        if let child = node.children[component] {
          node = child
        } else {
          let child = Builder()
          node.children[component] = child
          node = child
        }
      }
      node.entries.append(index)
      names.append(SwiftSyntax.memberName(components.last ?? key))
      references.append(
        components.count == 1 ? names[index] : components.map(SwiftSyntax.memberName).joined(separator: "."))
      // A key's namespace is nested once per component before its name, inside the
      // locale's and the section's: `ByteWriter.container` indents it by 4 + 2 * depth + 2.
      let indent = String(repeating: " ", count: 4 + 2 * max(components.count - 1, 0) + 2)
      constantHeads.append((indent + "public static let " + names[index] + " = ").utf8)
      functionHeads.append((indent + "public static func " + names[index] + "(").utf8)
    }
    self.root = root.node()
  }
}

/// UTF-8 output with the few shapes the Swift tables need.
private struct ByteWriter: ~Copyable {
  var bytes: ByteBuffer
  /// Whether the last line written opens a brace (a blank line there is dropped).
  private var afterOpeningBrace = false
  private let visibility: SwiftSyntax.VisibilityMemo
  /// Parameter lists by signature: a locale declares hundreds of functions with a handful
  /// of signatures.
  private var parameterLists: [ClosureSignature: (parameters: String, arguments: [String])] = [:]

  mutating func parameterList(_ signature: ClosureSignature) -> (parameters: String, arguments: [String]) {
    if let known = parameterLists[signature] { return known }
    let list = StringsSwiftContext.parameterList(signature)
    parameterLists[signature] = list
    return list
  }

  init(capacity: Int = 1 << 16, visibility: SwiftSyntax.VisibilityMemo) {
    bytes = ByteBuffer(capacity: capacity)
    self.visibility = visibility
  }

  mutating func append(_ text: String) {
    bytes.append(utf8: text)
  }

  mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

  mutating func line(_ text: String) {
    append(text)
    newline()
    afterOpeningBrace = text.utf8.last == UInt8(ascii: "{")
  }

  mutating func indent(_ depth: Int) {
    bytes.appendSpaces(depth)
  }

  /// A string literal for `text` (see `SwiftSyntax.literal`).
  mutating func literal(_ text: String) {
    SwiftSyntax.appendLiteral(text, to: &bytes, visibility: visibility)
  }

  /// A string literal for the text `utf8` spells (valid UTF-8).
  mutating func literal(utf8: UnsafeBufferPointer<UInt8>) {
    SwiftSyntax.appendLiteral(utf8: utf8, to: &bytes, visibility: visibility)
  }

  /// A table's namespaces, as the `container` template lays them out.
  mutating func container(
    _ identifier: String, layout: Layout, definitions: Definitions, declarations: [Declaration]
  ) {
    layout.constantHeads.withItems { constantHeads in
      layout.functionHeads.withItems { functionHeads in
        container(
          identifier, node: layout.root, heads: (constantHeads, functionHeads), definitions: definitions,
          declarations: declarations, depth: 0)
      }
    }
  }

  /// A namespace as the `container` template lays it out: a blank line before it (unless
  /// it opens its parent), its constants, then its functions, then its nested namespaces.
  private mutating func container(
    _ identifier: String, node: Layout.Node, heads: (constants: PackedBytes.Items, functions: PackedBytes.Items),
    definitions: Definitions, declarations: [Declaration], depth: Int
  ) {
    if !afterOpeningBrace { newline() }
    let outer = 4 + 2 * depth
    indent(outer)
    append("public enum ")
    append(identifier)
    append(" {\n")
    afterOpeningBrace = true
    for index in node.entries {
      // A constant is a text: the locale's kept as a span, or a definition's.
      guard case .constant = declarations[index] else { continue }
      bytes.append(contentsOf: heads.constants[index])
      if definitions.spans.contains(index) {
        definitions.spans.withText(at: index) { literal(utf8: $0) }
      } else if case .text(let text) = definitions[index].value {
        literal(text.value)
      }
      newline()
      afterOpeningBrace = false
    }
    for index in node.entries {
      guard case .function(let signature) = declarations[index] else { continue }
      let (parameters, arguments) = parameterList(signature)
      bytes.append(contentsOf: heads.functions[index])
      append(parameters)
      append(") -> String {\n")
      var body = FunctionBodyWriter(indent: outer + 4, visibility: visibility)
      swap(&body.out, &bytes)
      if definitions.spans.contains(index) {
        if definitions.spans.isForms(index) {
          definitions.spans.withForms(at: index) { body.write(categoryForms: $0, arguments: arguments) }
        } else {
          definitions.spans.withText(at: index) { body.write(templateUTF8: $0, arguments: arguments) }
        }
      } else {
        body.write(definitions[index].value, signature: signature, arguments: arguments)
      }
      swap(&body.out, &bytes)
      indent(outer + 2)
      append("}\n")
      afterOpeningBrace = false
    }
    for child in node.children {
      container(
        child.identifier, node: child.node, heads: heads, definitions: definitions,
        declarations: declarations, depth: depth + 1)
    }
    indent(outer)
    append("}\n")
    afterOpeningBrace = false
  }
}
