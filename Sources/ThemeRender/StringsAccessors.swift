import ThemeCore
import ThemeRuntime

/// The typed accessors of `ThemeStrings` and the assignments of its SendbirdUIKit adapter,
/// written once from the base locale's keys (every locale has the same keys).
///
/// A key's parts are nested namespaces (`GroupChannel.Preview.multipleFiles` is
/// `sdk.GroupChannel.Preview.multipleFiles`): a namespace is a property returning a small
/// struct named after it with `Strings` after (`GroupChannelStrings`,
/// `SwiftNames.namespaceTypeName`). A text is a computed property; a string with
/// placeholders, and a closure of the SDK, is a function of its arguments. Each passes its
/// key's number to the `StringsHandle` its struct holds (the key lists say which key).
struct StringsAccessors: Sendable {
  /// The members of `ThemeStrings.SDK`, indented for it.
  var sdk = ""
  /// The members of `ThemeStrings.App`.
  var app = ""
  /// `SBUStringSet.<path> = sdk.<path>` lines.
  var assignments = ""
  /// The SDK keys and the app keys, one per line, in the order of the accessors' numbers.
  var sdkKeyList = "", appKeyList = ""
  /// The keys as values, for templates.
  var sdkKeys: [StringsFrameContext.Key] = [], appKeys: [StringsFrameContext.Key] = []

  /// What a key becomes.
  enum Declaration {
    case text
    /// With the parameters' names, where the base names them; `count`: the index of the
    /// parameter that selects a form (a plural's count, an SDK closure's), if one does.
    case function(ClosureSignature, names: [String] = [], count: Int? = 0)
  }

  /// A key's accessor: its key, what it is declared as, and its doc comment's lines.
  typealias Entry = (key: String, declaration: Declaration, doc: [String])

  init(base: BaseTable, members: [StringCatalog.Member?]) {
    var sdkEntries: [Entry] = []
    for (index, key) in base.sdk.keys.enumerated() {
      guard let member = members[index] else { continue }
      let doc = Self.documentation(base.sdkDefinitions[index].value, comment: base.file.comments[key]?.value)
      if let signature = member.signature {
        sdkEntries.append((key, .function(signature), doc))
      } else if case .text = base.sdkDefinitions[index].value {
        sdkEntries.append((key, .text, doc))
      }
    }
    var appEntries: [Entry] = []
    for (index, key) in base.app.keys.enumerated() {
      let definition = base.appDefinitions[index]
      let doc = Self.documentation(definition.value, comment: base.file.comments["app." + key]?.value)
      switch definition.value {
      case .forms:
        // The texts' arguments in order, the count where the forms count it.
        let count = base.appCountArguments[index] - 1
        var parameters = Self.appSignature(positionalTypes(definition))?.parameters ?? []
        if parameters.count <= count { parameters += repeatElement(.string, count: count + 1 - parameters.count) }
        parameters[count] = .int
        appEntries.append((key, .function(ClosureSignature(parameters: parameters), count: count), doc))
      case .text:
        let names = definition.parameterNames.map(\.value)
        let signature = Self.appSignature(definition.template?.positionalTypes)
        appEntries.append((key, signature.map { .function($0, names: names, count: nil) } ?? .text, doc))
      }
    }
    func key(_ entry: Entry) -> StringsFrameContext.Key {
      guard case .function(let signature, let names, let count) = entry.declaration else {
        return StringsFrameContext.Key(key: entry.key, parameters: [], isFunction: false)
      }
      let parameters = Self.parameterList(signature, names: names, count: count).map {
        StringsFrameContext.Parameter(label: $0.label, type: $0.type)
      }
      return StringsFrameContext.Key(key: entry.key, parameters: parameters, isFunction: true)
    }
    sdkKeys = sdkEntries.map(key)
    appKeys = appEntries.map(key)
    sdk = Self.namespace(sdkEntries, kind: "sdk", indent: 4)
    app = Self.namespace(appEntries, kind: "app", indent: 4)
    // Indented as swift-format indents a multi-line literal's lines (the literal strips it).
    sdkKeyList = sdkEntries.map { "  " + StringKeys.listed($0.key) }.joined(separator: "\n")
    appKeyList = appEntries.map { "  " + StringKeys.listed($0.key) }.joined(separator: "\n")
    // The adapter reads the SDK namespace once; strings with no SDK key assign nothing.
    var lines = sdkEntries.isEmpty ? [] : ["      let sdk = self.sdk"]
    for (key, declaration, _) in sdkEntries {
      let reference =
        "sdk." + key.split(separator: ".").map { SwiftSyntax.memberName(String($0)) }.joined(separator: ".")
      // Inside the file's `#if canImport(SendbirdUIKit)`, indented as swift-format indents it.
      if case .function(let signature, _, _) = declaration, signature.isList {
        lines += SwiftLayout.assignment(
          "SBUStringSet.\(key)", "{ users in \(reference)(users.map(\\.nickname)) }", indent: "      ")
      } else {
        lines += SwiftLayout.assignment("SBUStringSet.\(key)", reference, indent: "      ")
      }
    }
    assignments = lines.joined(separator: "\n")
  }

  /// A key's doc comment, as lines: the base text, or each form with its selector (the
  /// cap with its first count), then the translator's comment. Line breaks and control
  /// characters are written as escapes, so each line stays a comment line.
  static func documentation(_ value: StringValue, comment: String?) -> [String] {
    func quoted(_ text: String) -> String { "\"" + markdownEscaped(text).escapedForTerminal + "\"" }
    var lines: [String]
    switch value {
    case .text(let text): lines = [quoted(text.value)]
    case .forms(let forms):
      lines = []
      if forms.offset != 0 { lines.append("- offset: \(forms.offset)") }
      forms.forEachForm { selector, text in
        let name = selector == .cap ? "cap (from \(forms.cap?.from ?? 0))" : selector.name
        lines.append("- \(name): \(quoted(text.value))")
      }
      if let emptyName = forms.emptyName { lines.append("- empty-name: \(quoted(emptyName.value))") }
    }
    if let comment, !comment.isEmpty { lines += ["", "Translator's note: " + comment.escapedForTerminal] }
    return lines
  }

  /// A text as Markdown shows it literally in a doc comment (Xcode's Quick Help reads doc
  /// comments as Markdown): each character that starts emphasis, code, a link or HTML
  /// there (`*`, `_`, `` ` ``, `[`, `]`, `<`, `>`, `\\`) escaped with a backslash; most texts
  /// have none. (A doc line starts with a quote, so `#` and `-` start nothing.)
  static func markdownEscaped(_ text: String) -> String {
    // Every such character is ASCII, and no UTF-8 sequence holds an ASCII byte: the text is
    // read as bytes, not as Characters against a Set (grapheme breaking and hashing each).
    func isSpecial(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
        UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"):
        true
      default: false
      }
    }
    guard text.utf8.contains(where: isSpecial) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      if isSpecial(byte) { out.append(UInt8(ascii: "\\")) }
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// An app string's signature: one parameter per placeholder position, by its type; nil
  /// for a text without placeholders (or whose placeholders do not parse, which is an
  /// error reported elsewhere).
  static func appSignature(_ types: [FormatArgumentType?]?) -> ClosureSignature? {
    guard let types, !types.isEmpty else { return nil }
    return ClosureSignature(
      parameters: types.map { type in
        switch type {
        case .integer: .int
        case .double: .double
        case .string, nil: .string
        }
      })
  }

  /// A function's parameters: each one's name, whether it is an argument label (the base
  /// names it), and its Swift type.
  static func parameterList(_ signature: ClosureSignature, names: [String] = [], count: Int? = 0)
    -> [(label: String, labelled: Bool, type: String)]
  {
    // A parameter the base does not name is named for what it takes (`text`, `number`,
    // `value`; numbered when there are several of a kind); `count` only for a count that
    // selects a form.
    let kinds = signature.parameters.map { parameter -> String in
      switch parameter {
      case .int, .uint: "number"
      case .string: "text"
      case .double: "value"
      case .bool, .users: ""
      }
    }
    let unnamed = kinds.enumerated().map { index, kind -> String in
      guard !kind.isEmpty else { return "p\(index)" }
      let same = kinds.enumerated().filter { $0.element == kind }.map(\.offset)
      return same.count == 1 ? kind : kind + String(same.firstIndex(of: index)! + 1)
    }
    return signature.parameters.enumerated().map { index, parameter in
      // A named parameter is labelled with its name; the others are unlabelled.
      let named = index < names.count
      let label =
        named
        ? SwiftSyntax.identifier(names[index])
        : index == count && (parameter == .int || parameter == .uint)
          ? (parameter == .uint ? "rawCount" : "count") : unnamed[index]
      switch parameter {
      case .int: return (label, named, "Swift.Int")
      case .uint: return (label, named, "Swift.UInt")
      case .string: return (label, named, "Swift.String")
      case .double: return (label, named, "Swift.Double")
      case .bool: return (signature.hasLimitFlag ? "limited" : label, false, "Swift.Bool")
      case .users: return ("names", false, "[Swift.String]")
      }
    }
  }

  /// A function's parameters (`_ count: Int, _ limited: Bool`), the arguments it passes on
  /// (as they are for an app string's one or two integers and strings, else as
  /// `ClosureArgument`s), and the entry point's suffix for plain ones (`IntString`).
  static func parameters(
    _ signature: ClosureSignature, names: [String] = [], count: Int? = 0, plainArguments: Bool = false
  )
    -> (list: [String], arguments: [String], entry: String)
  {
    var parameters: [String] = []
    var arguments: [String] = []
    var plain: [String] = []
    for (parameter, (label, labelled, type)) in zip(
      signature.parameters, parameterList(signature, names: names, count: count))
    {
      parameters.append("\(labelled ? "" : "_ ")\(label): \(type)")
      switch parameter {
      case .int:
        arguments.append(".int(\(label))")
        plain.append(label)
      case .uint: arguments.append(".uint(\(label))")
      case .string:
        arguments.append(".string(\(label))")
        plain.append(label)
      case .bool: arguments.append(".bool(\(label))")
      case .double: arguments.append(".double(\(label))")
      case .users: arguments.append(".names(names)")
      }
    }
    // An app string's one or two integers and strings have an entry point of their own
    // (`StringsHandle.appInt`, ...), named for their types.
    let isPlain = plainArguments && plain.count == arguments.count && plain.count <= 2
    let passed = isPlain ? plain : arguments
    let suffix =
      isPlain ? signature.parameters.map { $0 == .int ? "Int" : "String" }.joined() : ""
    return (parameters, passed, suffix)
  }

  /// A namespace's members: its keys' accessors, then a property and a struct for each
  /// nested namespace, sorted.
  private static func namespace(_ entries: [Entry], kind: String, indent: Int) -> String {
    final class Node {
      /// Each key's last component and number (its place among the entries, as the key list
      /// writes them), declaration and doc comment.
      var entries: [(name: String, number: Int, declaration: Declaration, doc: [String])] = []
      var children: [String: Node] = [:]
    }
    let root = Node()
    for (number, (key, declaration, doc)) in entries.enumerated() {
      var components = key.split(separator: ".", omittingEmptySubsequences: false)
      let last = components.removeLast()
      var node = root
      for component in components.map(String.init) {
        let child = node.children[component] ?? Node()
        node.children[component] = child
        node = child
      }
      node.entries.append((String(last), number, declaration, doc))
    }
    // The lines, each ended by a line break (the last one's is dropped), appended piece by
    // piece to one text.
    var out = ""
    out.reserveCapacity(entries.count * 256)
    func append(_ lines: [String]) {
      for line in lines {
        out += line
        out += "\n"
      }
    }
    func write(_ node: Node, indent: Int) {
      let pad = String(repeating: " ", count: indent)
      for (name, number, declaration, doc) in node.entries {
        let member = SwiftSyntax.memberName(name)
        for line in doc {
          out += pad
          out += "///"
          if !line.isEmpty {
            out += " "
            out += line
          }
          out += "\n"
        }
        switch declaration {
        case .text:
          append(
            SwiftLayout.member(
              .property(name: member, type: "Swift.String"), .init("strings." + kind + "Text", [String(number)]),
              indent: pad))
        case .function(let signature, let names, let count):
          let (list, arguments, entry) = parameters(
            signature, names: names, count: count, plainArguments: kind == "app")
          append(
            SwiftLayout.member(
              .function(name: member, parameters: list, result: "Swift.String"),
              .init("strings." + kind + entry, [String(number)] + arguments), indent: pad))
        }
      }
      let children = node.children.keys.sorted()
      for name in children {
        let member = SwiftSyntax.memberName(name)
        let type = SwiftNames.namespaceTypeName(member.filter { $0 != "`" })
        append(["\(pad)/// The strings under '\(name.escapedForTerminal)'."])
        append(SwiftLayout.member(.property(name: member, type: type), .init(type, ["strings: strings"]), indent: pad))
      }
      for name in children {
        let type = SwiftNames.namespaceTypeName(SwiftSyntax.memberName(name).filter { $0 != "`" })
        // `Sendable`, as every generated type: a namespace held across an isolation boundary
        // is a value of a `Sendable` handle.
        append([
          "", "\(pad)/// The strings under '\(name.escapedForTerminal)'.", "\(pad)public struct \(type): Sendable {",
          "\(pad)  let strings: ThemeRuntime.StringsHandle",
        ])
        write(node.children[name]!, indent: indent + 2)
        append(["\(pad)}"])
      }
    }
    write(root, indent: indent)
    if !out.isEmpty { out.removeLast() }
    return out
  }
}

/// What the `strings.swift` and `strings+sendbird.swift` templates are rendered with: the
/// frame's values, and the accessors written per key.
public struct StringsFrameContext: Sendable, Encodable {
  /// A locale with a table.
  public struct Locale: Sendable, Encodable {
    /// Its tag (`pt-BR`).
    public var tag: String
  }

  /// The member of `ThemeRuntime.ThemecRelease` the generated Swift names (`v0_9_0`): it
  /// compiles only against the runtime of the same themec release.
  public var themecRelease = ThemecRelease.memberName(ThemecRelease.version)
  /// The SendbirdUIKit release (`3.35.1`).
  public var sdkVersion: String
  /// The CLDR release of the plural rules.
  public var cldrVersion: String
  /// The base locale's tag.
  public var baseLocale: String
  /// The locales, sorted by tag.
  public var locales: [Locale]
  /// The locales' tags as the elements of a Swift array literal, a line each (`    "de",`),
  /// as swift-format writes them: a comma after each unless there is one.
  public var localeList: String
  /// The members of `ThemeStrings.SDK` (Swift, written per key).
  public var sdkAccessors: String
  /// The members of `ThemeStrings.App`.
  public var appAccessors: String
  /// The body of the SendbirdUIKit adapter's `apply()`.
  public var assignments: String
  /// The SDK keys with accessors, one per line, in the order of their numbers (for a raw
  /// literal delimited by `##`).
  public var sdkKeyList: String
  /// The app keys, one per line, in the order of their numbers.
  public var appKeyList: String
  /// The SDK keys that have accessors, sorted, as values.
  public var sdkKeys: [Key]
  /// The app keys, sorted, as values.
  public var appKeys: [Key]
  /// Where `strings.json` goes, in a raw literal delimited by `##` (`Renderer.jsonMarker`
  /// while the frame renders).
  public var json: String

  /// A key: its dotted path, and the parameters of its function (none for a text).
  public struct Key: Sendable, Encodable {
    /// `GroupChannel.Preview.multipleFiles`.
    public var key: String
    /// In order.
    public var parameters: [Parameter]
    /// Whether the key is a function of its parameters (else a text).
    public var isFunction: Bool
  }

  /// A parameter of a key's function.
  public struct Parameter: Sendable, Encodable {
    /// Its name in Swift (`count`, `name`, `p1`).
    public var label: String
    /// Its Swift type (`Swift.Int`).
    public var type: String
  }
}
