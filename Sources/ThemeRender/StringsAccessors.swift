import ThemeCore
import ThemeRuntime

/// What the accessors of `ThemeStrings` and the assignments of its SendbirdUIKit adapter are
/// written from, once, from the base locale's keys (every locale has the same keys): the
/// templates (`strings-namespace.swift` and the partials it includes) write every line.
///
/// A key's parts are nested namespaces (`GroupChannel.Preview.multipleFiles` is
/// `sdk.GroupChannel.Preview.multipleFiles`): a namespace is a property returning a small
/// struct named after it with `Strings` after (`GroupChannelStrings`,
/// `SwiftNames.namespaceTypeName`). A text is a computed property; a string with
/// placeholders, and a closure of the SDK, is a function of its arguments. Each passes its
/// key's number to the `StringsHandle` its struct holds (the key lists say which key).
struct StringsAccessors: Sendable {
  /// The namespaces `ThemeStrings.SDK` and `ThemeStrings.App`.
  var sdk: StringsFrameContext.Namespace, app: StringsFrameContext.Namespace
  /// The adapter's `SBUStringSet.<path> = sdk.<path>`.
  var assignments: [StringsFrameContext.Assignment] = []
  /// The keys, in the order of the accessors' numbers.
  var sdkKeys: [StringsFrameContext.Accessor] = [], appKeys: [StringsFrameContext.Accessor] = []

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
      // A key deeper than the checks allow (`key.swift-name`, an error: these outputs are not
      // written) gets no accessor: the templates would nest a type per part.
      guard SwiftNames.components(of: key).count <= SwiftNames.maximumParts else { continue }
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
    let sdkAccessors = sdkEntries.enumerated().map { Self.accessor($1, number: $0, kind: "sdk") }
    let appAccessors = appEntries.enumerated().map { Self.accessor($1, number: $0, kind: "app") }
    sdkKeys = sdkAccessors
    appKeys = appAccessors
    sdk = Self.namespace(sdkAccessors)
    app = Self.namespace(appAccessors)
    // The adapter reads the SDK namespace once; strings with no SDK key assign nothing.
    assignments = sdkEntries.map { key, declaration, _ in
      var isList = false
      if case .function(let signature, _, _) = declaration { isList = signature.isList }
      return StringsFrameContext.Assignment(
        key: key, members: key.split(separator: ".").map { SwiftSyntax.memberName(String($0)) }, isList: isList)
    }
  }

  /// A key's accessor: a text's, or a function's with its parameters and the arguments it
  /// passes on (as they are for an app string's one or two integers and strings, which have
  /// an entry point of their own, `StringsHandle.appIntString`; else as `ClosureArgument`s).
  private static func accessor(_ entry: Entry, number: Int, kind: String) -> StringsFrameContext.Accessor {
    let doc = entry.doc.map { StringsFrameContext.DocLine(line: $0.isEmpty ? nil : $0) }
    let member = SwiftSyntax.memberName(String(entry.key.split(separator: ".", omittingEmptySubsequences: false).last!))
    guard case .function(let signature, let names, let count) = entry.declaration else {
      return .init(
        key: entry.key, listed: StringKeys.listed(entry.key), member: member, number: number, doc: doc,
        isFunction: false, entry: kind + "Text", parameters: [])
    }
    let list = parameterList(signature, names: names, count: count)
    let isPlain =
      kind == "app" && list.count <= 2 && signature.parameters.allSatisfy { $0 == .int || $0 == .string }
    var parameters: [StringsFrameContext.Parameter] = []
    for (index, (parameter, (label, labelled, type))) in zip(signature.parameters, list).enumerated() {
      let wrapper: String? =
        switch parameter {
        case _ where isPlain: nil
        case .int: "int"
        case .uint: "uint"
        case .string: "string"
        case .bool: "bool"
        case .double: "double"
        case .users: "names"
        }
      parameters.append(
        .init(
          label: label, type: type, labelled: labelled, wrapper: wrapper, first: index == 0,
          last: index == list.count - 1))
    }
    let suffix = isPlain ? signature.parameters.map { $0 == .int ? "Int" : "String" }.joined() : ""
    return .init(
      key: entry.key, listed: StringKeys.listed(entry.key), member: member, number: number, doc: doc,
      isFunction: true, entry: kind + suffix, parameters: parameters)
  }

  /// A namespace's accessors and, sorted, its nested namespaces.
  private static func namespace(_ accessors: [StringsFrameContext.Accessor]) -> StringsFrameContext.Namespace {
    final class Node {
      var accessors: [StringsFrameContext.Accessor] = []
      var children: [String: Node] = [:]
    }
    let root = Node()
    for accessor in accessors {
      var node = root
      for component in accessor.key.split(separator: ".", omittingEmptySubsequences: false).dropLast() {
        let name = String(component)
        let child = node.children[name] ?? Node()
        node.children[name] = child
        node = child
      }
      node.accessors.append(accessor)
    }
    func namespace(_ node: Node, name: String) -> StringsFrameContext.Namespace {
      let member = name.isEmpty ? "" : SwiftSyntax.memberName(name)
      return StringsFrameContext.Namespace(
        name: name.escapedForTerminal, member: member,
        typeName: name.isEmpty ? "" : SwiftNames.namespaceTypeName(member.filter { $0 != "`" }),
        accessors: node.accessors,
        children: node.children.keys.sorted().map { namespace(node.children[$0]!, name: $0) })
    }
    return namespace(root, name: "")
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
}

/// What the `strings.swift` and `strings+sendbird.swift` templates and their partials are
/// rendered with: the frame's values, the namespaces of keys with their accessors, and the
/// adapter's assignments. (`{{#fit}}`, which every Swift template may use, is `LineFit`.)
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
  /// Whether there is more than one locale (a list of them, a line each, has a comma after
  /// each, as swift-format writes it, only then).
  public var severalLocales: Bool
  /// `ThemeStrings.SDK`'s keys with accessors (SendbirdUIKit's strings), by namespace.
  public var sdk: Namespace
  /// `ThemeStrings.App`'s keys, by namespace.
  public var app: Namespace
  /// What the SendbirdUIKit adapter's `apply()` assigns, one per SDK key with an accessor.
  public var assignments: [Assignment]
  /// Whether there is any assignment.
  public var hasAssignments: Bool
  /// The SDK keys' accessors, in the order of their numbers (sorted), for the key lists.
  public var sdkKeys: [Accessor]
  /// The app keys' accessors, in the order of their numbers (sorted).
  public var appKeys: [Accessor]
  /// Where `strings.json` goes, in a raw literal delimited by `##` (`Renderer.jsonMarker`
  /// while the frame renders).
  public var json: String

  /// A parameter of a key's function.
  public struct Parameter: Sendable, Encodable {
    /// Its name in Swift (`count`, `name`, `text1`).
    public var label: String
    /// Its Swift type (`Swift.Int`).
    public var type: String
    /// Whether the label is the argument label (the base names it), else `_`.
    public var labelled: Bool
    /// How the accessor passes it on: as a `ClosureArgument` case (`int` for `.int(count)`),
    /// or nil for as it is (an app string's one or two integers and strings).
    public var wrapper: String?
    /// Whether it is the first, and the last, of its function's.
    public var first: Bool
    public var last: Bool
  }

  /// A line of a doc comment; nil for an empty one.
  public struct DocLine: Sendable, Encodable {
    public var line: String?
  }

  /// A key's accessor in its namespace.
  public struct Accessor: Sendable, Encodable {
    /// Its whole key (`GroupChannel.Preview.multipleFiles`).
    public var key: String
    /// The key as the generated key lists write it, a line each (`StringKeys.listed`: a key
    /// with a line break or a backslash escaped).
    public var listed: String
    /// The member it is, from the key's last part (`multipleFiles`; `` `default` ``).
    public var member: String
    /// The key's number, its line in the key list.
    public var number: Int
    /// Its doc comment: the base's text or forms, and the translator's comment.
    public var doc: [DocLine]
    /// Whether it is a function of `parameters` (else a text, a property).
    public var isFunction: Bool
    /// The `StringsHandle` method it calls (`appText`, `sdk`, `appIntString`).
    public var entry: String
    public var parameters: [Parameter]
  }

  /// A namespace: the keys under one part of a key (the root: all of `sdk` or `app`).
  public struct Namespace: Sendable, Encodable {
    /// The part as written (empty for the root), with controls escaped for a comment.
    public var name: String
    /// Its member name (`GroupChannel`).
    public var member: String
    /// Its struct's name (`GroupChannelStrings`).
    public var typeName: String
    /// The accessors of the keys that end here, in key order.
    public var accessors: [Accessor]
    /// The namespaces under it, sorted by name.
    public var children: [Namespace]
  }

  /// `SBUStringSet.<key> = sdk.<members>`: an SDK key's assignment; a closure over users
  /// passes their nicknames.
  public struct Assignment: Sendable, Encodable {
    public var key: String
    /// The key's parts as members (`GroupChannel`, `Preview`, `multipleFiles`).
    public var members: [String]
    /// Whether the closure takes a list of users.
    public var isList: Bool
  }
}
