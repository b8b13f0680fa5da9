import ThemeCore
import ThemeRuntime

/// The documented template context of the strings Swift output.
///
/// Everything a template prints is computed here: identifiers are valid Swift, literals
/// are escaped, function bodies are complete lines. The templates only lay them out.
/// `themec build --dump-context` writes it as JSON; the golden tests snapshot it.
public struct StringsSwiftContext: Encodable, Sendable {
  /// The SendbirdUIKit release the SDK keys belong to.
  public var sdkVersion: String
  /// The CLDR release of the compiled plural rules.
  public var cldrVersion: String
  /// The base locale's tag.
  public var baseLocale: String
  /// Every locale, sorted by tag.
  public var locales: [Locale]

  /// One locale's table.
  public struct Locale: Encodable, Sendable {
    /// The tag (`pt-BR`).
    public var tag: String
    /// The Swift name of its table (`pt_BR`, `` `is` ``).
    public var identifier: String
    /// The function name suffix used by `apply` (`pt_BR`, `is`).
    public var plainIdentifier: String
    /// The CLDR locale whose rules select forms.
    public var pluralLocale: String
    /// `if` conditions in order, each returning a category; `other` is the fall-through.
    public var pluralBranches: [PluralBranch]
    /// The SDK strings, nested as in `SBUStringSet`.
    public var sdk: Container
    /// The app's strings.
    public var app: Container
    /// `SBUStringSet` assignments for `apply`.
    public var assignments: [Assignment]
    /// The assignments as finished lines, indented for the built-in template.
    public var assignmentLines: String
  }

  /// One compiled plural condition.
  public struct PluralBranch: Encodable, Sendable {
    /// A Swift boolean expression over `n` (the count's magnitude).
    public var condition: String
    /// The category it selects.
    public var category: String
  }

  /// A namespace: constants, functions and nested namespaces.
  public struct Container: Encodable, Sendable {
    /// The Swift name.
    public var identifier: String
    /// Extra indentation of the container's lines: two spaces per level of nesting.
    public var indent: String
    /// `static let` strings.
    public var constants: [Constant]
    /// `static func` closures.
    public var functions: [Function]
    /// Nested namespaces.
    public var containers: [Container]
    /// The constants and functions as finished Swift lines, indented for the built-in
    /// `container` template; a custom template may lay out `constants` and `functions`
    /// itself instead.
    public var declarations: String

    /// Creates a container; `declarations` is rendered from the constants and functions.
    public init(
      identifier: String, indent: String, constants: [Constant], functions: [Function], containers: [Container]
    ) {
      self.identifier = identifier
      self.indent = indent
      self.constants = constants
      self.functions = functions
      self.containers = containers
      // One string per container: the built-in template pays no per-entry cost. Built as
      // bytes: joining strings with `+` makes an intermediate string at every step.
      var bytes: [UInt8] = []
      func append(_ text: String) { text.withUTF8Bytes { bytes.append(contentsOf: $0) } }
      func startLine() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
        append("      ")
        append(indent)
      }
      for constant in constants {
        startLine()
        append("public static let ")
        append(constant.identifier)
        append(" = ")
        append(constant.literal)
      }
      for function in functions {
        startLine()
        append("public static func ")
        append(function.identifier)
        append("(")
        append(function.parameters)
        append(") -> String {")
        for line in function.body {
          startLine()
          append("  ")
          append(line.text)
        }
        startLine()
        append("}")
      }
      declarations = String(decoding: bytes, as: UTF8.self)
    }
  }

  /// A plain string.
  public struct Constant: Encodable, Sendable {
    /// The Swift name.
    public var identifier: String
    /// The escaped literal.
    public var literal: String
  }

  /// A parameterised string.
  public struct Function: Encodable, Sendable {
    /// The Swift name.
    public var identifier: String
    /// The parameter list, without parentheses.
    public var parameters: String
    /// The body, one statement per line, unindented.
    public var body: [Line]
  }

  /// One line of code.
  public struct Line: Encodable, Sendable {
    /// The text, with its own relative indentation.
    public var text: String
  }

  /// `SBUStringSet.<target> = <value>`.
  public struct Assignment: Encodable, Sendable {
    /// The member path below `SBUStringSet`.
    public var target: String
    /// The Swift expression assigned.
    public var value: String
  }
}

/// A locale's resolved strings, ready for output.
public struct ResolvedLocale: Sendable {
  /// The tag.
  public var tag: String
  /// The plural rules that select forms.
  public var rules: PluralRuleSet
  /// SDK strings by path, base fallback applied.
  public var sdk: [String: StringValue]
  /// App strings by key, base fallback applied.
  public var app: [String: StringValue]

  /// Creates a resolved locale.
  public init(tag: String, rules: PluralRuleSet, sdk: [String: StringValue], app: [String: StringValue]) {
    self.tag = tag
    self.rules = rules
    self.sdk = sdk
    self.app = app
  }
}

extension StringsSwiftContext {
  /// Builds the context for resolved locales.
  public init(locales: [ResolvedLocale], baseLocale: String, catalog: StringCatalog) {
    self.sdkVersion = catalog.sdkVersion
    self.cldrVersion = PluralRules.cldrVersion
    self.baseLocale = baseLocale
    self.locales = parallelMap(locales.sorted { $0.tag < $1.tag }) { Self.locale($0, catalog: catalog) }
  }

  private static func locale(_ locale: ResolvedLocale, catalog: StringCatalog) -> Locale {
    let name = SwiftSyntax.localeName(locale.tag)
    let identifier = SwiftSyntax.identifier(name)
    var sdk = Tree()
    var assignments: [Assignment] = []
    for path in locale.sdk.keys.sorted() {
      guard let value = locale.sdk[path], let member = catalog.member(path) else { continue }
      let components = path.split(separator: ".").map(String.init)
      let name = SwiftSyntax.memberName(components.last!)
      let reference = "\(identifier).SDK." + components.map(SwiftSyntax.memberName).joined(separator: ".")
      if let signature = member.signature {
        sdk.insert(components.dropLast(), function: function(name, value, signature: signature))
        assignments.append(
          Assignment(
            target: path,
            value: signature.isList ? "{ users in \(reference)(users.map(\\.nickname)) }" : reference))
      } else if case .text(let text) = value {
        sdk.insert(
          components.dropLast(), constant: Constant(identifier: name, literal: SwiftSyntax.literal(text.value)))
        assignments.append(Assignment(target: path, value: reference))
      }
    }
    var app = Tree()
    for key in locale.app.keys.sorted() {
      guard let value = locale.app[key] else { continue }
      let components = key.split(separator: ".").map(String.init)
      let name = SwiftSyntax.memberName(components.last!)
      switch value {
      case .text(let text):
        if let signature = Self.appSignature(try? FormatTemplate(parsing: text.value)) {
          app.insert(components.dropLast(), function: function(name, value, signature: signature))
        } else {
          app.insert(
            components.dropLast(), constant: Constant(identifier: name, literal: SwiftSyntax.literal(text.value)))
        }
      case .forms:
        app.insert(
          components.dropLast(), function: function(name, value, signature: ClosureSignature(parameters: [.int])))
      }
    }
    let branches = locale.rules.rules.map { entry in
      PluralBranch(
        condition: SwiftSyntax.integerCondition(entry.rule, variable: "n"), category: entry.category.rawValue)
    }
    return Locale(
      tag: locale.tag, identifier: identifier, plainIdentifier: name,
      pluralLocale: locale.rules.locale, pluralBranches: branches,
      sdk: sdk.container("SDK"), app: app.container("App"), assignments: assignments,
      assignmentLines: assignments.map { "    SBUStringSet.\($0.target) = \($0.value)" }.joined(separator: "\n"))
  }

  /// The Swift function for a parameterised string.
  static func function(
    _ name: String, _ value: StringValue, signature: ClosureSignature,
    visibility: SwiftSyntax.VisibilityMemo? = nil
  ) -> Function {
    let (parameters, arguments) = parameterList(signature)
    var body = FunctionBodyWriter(indent: 0, visibility: visibility ?? SwiftSyntax.VisibilityMemo())
    body.write(value, signature: signature, arguments: arguments)
    let lines = body.out.take().split(separator: UInt8(ascii: "\n")).map {
      Line(text: String(decoding: $0, as: UTF8.self))
    }
    return Function(identifier: name, parameters: parameters, body: lines)
  }

  /// The closure an app text with placeholders becomes: a parameter for every position up
  /// to the highest one used, `Int` where that position's placeholder is an integer and
  /// `String` otherwise; nil for text without placeholders (it becomes a constant).
  static func appSignature(_ template: FormatTemplate?) -> ClosureSignature? {
    guard let types = template?.positionalTypes, !types.isEmpty else { return nil }
    return ClosureSignature(parameters: types.map { $0 == .integer ? .int : .string })
  }

  /// `appSignature` for a text given as UTF-8, read with `FormatScanner` rather than
  /// parsed into a template; `memo` keeps the signatures made, by the types of their
  /// positions (a locale's hundreds of texts have a handful).
  static func appSignature(utf8 text: UnsafeBufferPointer<UInt8>, memo: inout [UInt64: ClosureSignature])
    -> ClosureSignature?
  {
    // 2 bits per position up to the highest used, above a leading 1: 0 for an unused
    // position, 1 for an integer, 2 for a string (a position used twice has the type of
    // its last placeholder, as in `positionalTypes`).
    var scanner = FormatScanner(text)
    var key: UInt64 = 0
    var highest = 0
    do {
      while let piece = try scanner.next() {
        guard case .argument(let index, let type, _) = piece else { continue }
        guard index <= 31 else {
          // Beyond the key's width (never in practice): from the parsed template.
          return appSignature(try? FormatTemplate(parsing: String(decoding: text, as: UTF8.self)))
        }
        let shift = UInt64(2 * (index - 1))
        key = key & ~(3 << shift) | (type == .integer ? 1 : 2) << shift
        highest = max(highest, index)
      }
    } catch {
      // Placeholders that do not parse: a constant, as for the text's definition.
      return nil
    }
    guard highest > 0 else { return nil }
    key |= 1 << UInt64(2 * highest)
    if let known = memo[key] { return known }
    var parameters: [ClosureSignature.Parameter] = []
    var rest = key
    while rest > 1 {
      parameters.append(rest & 3 == 1 ? .int : .string)
      rest >>= 2
    }
    let signature = ClosureSignature(parameters: parameters)
    memo[key] = signature
    return signature
  }

  /// A signature's parameter list (without parentheses) and the names its body uses.
  static func parameterList(_ signature: ClosureSignature) -> (parameters: String, arguments: [String]) {
    var parameters: [String] = []
    var arguments: [String] = []
    for (index, parameter) in signature.parameters.enumerated() {
      let label =
        index == 0 && (signature.isCounted || signature.isList)
        ? (signature.isList ? "names" : parameter == .uint ? "rawCount" : "count") : "p\(index)"
      switch parameter {
      case .int: parameters.append("_ \(label): Int")
      case .uint: parameters.append("_ \(label): UInt")
      case .string: parameters.append("_ \(label): String")
      case .bool: parameters.append("_ \(signature.hasLimitFlag ? "limited" : label): Bool")
      case .users: parameters.append("_ names: [String]")
      }
      arguments.append(label)
    }
    return (parameters.joined(separator: ", "), arguments)
  }

  /// Builds nested containers from paths.
  private struct Tree {
    var constants: [Constant] = []
    var functions: [Function] = []
    var children: [String: Tree] = [:]

    mutating func insert<C: Collection>(_ path: C, constant: Constant) where C.Element == String {
      guard let first = path.first else {
        constants.append(constant)
        return
      }
      children[first, default: Tree()].insert(path.dropFirst(), constant: constant)
    }

    mutating func insert<C: Collection>(_ path: C, function: Function) where C.Element == String {
      guard let first = path.first else {
        functions.append(function)
        return
      }
      children[first, default: Tree()].insert(path.dropFirst(), function: function)
    }

    func container(_ name: String, depth: Int = 0) -> Container {
      Container(
        identifier: SwiftSyntax.memberName(name), indent: String(repeating: "  ", count: depth),
        constants: constants, functions: functions,
        containers: children.keys.sorted().map { children[$0]!.container($0, depth: depth + 1) })
    }
  }
}

/// Writes the body of a parameterised string's function as UTF-8 lines, one statement per
/// line, each indented by `indent` spaces: the one implementation behind both the template
/// context's `Function.body` and the direct writer.
struct FunctionBodyWriter: ~Copyable {
  var out = ByteBuffer()
  let indent: Int
  let visibility: SwiftSyntax.VisibilityMemo

  init(indent: Int, visibility: SwiftSyntax.VisibilityMemo) {
    self.indent = indent
    self.visibility = visibility
  }

  /// The body for a value.
  mutating func write(_ value: StringValue, signature: ClosureSignature, arguments: [String]) {
    switch value {
    case .text(let text):
      start("return ")
      interpolation(text.value, signature.isList ? ["names.count"] : arguments)
      end()
    case .forms(let forms):
      write(forms, signature: signature, arguments: arguments)
    }
  }

  /// The body for an app text given as UTF-8 (a text kept as a span, see `TextSpans`), as
  /// `write` makes it for the text's definition.
  mutating func write(templateUTF8 text: UnsafeBufferPointer<UInt8>, arguments: [String]) {
    start("return ")
    interpolation(utf8: text, arguments)
    end()
  }

  /// The body for forms of CLDR categories alone given as UTF-8 (forms kept as spans,
  /// see `TextSpans`), as `write` makes it for their definition: no cap, exact or
  /// lower-bound form and no offset, so the count is shown as is.
  mutating func write(categoryForms forms: TextSpans.CategoryTexts, arguments: [String]) {
    func form(_ text: UnsafeBufferPointer<UInt8>) { interpolation(utf8: text, arguments) }
    let other = forms[.other] ?? UnsafeBufferPointer(start: nil, count: 0)
    // Every category but `other`, the last in CLDR order.
    let categories = PluralCategory.allCases.dropLast()
    if !categories.contains(where: { forms[$0] != nil }) {
      start("return ")
      form(other)
      end()
      return
    }
    start("switch pluralCategory(count) {")
    end()
    for category in categories {
      guard let text = forms[category] else { continue }
      start("case .")
      self.text(category.rawValue)
      self.text(": return ")
      form(text)
      end()
    }
    start("default: return ")
    form(other)
    end()
    line("}")
  }

  private mutating func write(_ forms: FormsDefinition, signature: ClosureSignature, arguments: [String]) {
    /// A form's literal.
    func form(_ selector: FormSelector, _ text: String, _ arguments: [String]) { interpolation(text, arguments) }
    // Every later argument keeps its own name; the first is the shown count.
    let rest = Array(arguments.dropFirst())
    if signature.isList {
      line("let count = names.count")
    } else if signature.parameters.first == .uint {
      line("let count = Int(clamping: rawCount)")
    }
    if let cap = forms.cap {
      start(signature.hasLimitFlag ? "if limited && count >= " : "if count >= ")
      text(String(cap.from))
      text(" { return ")
      form(.cap, cap.text.value, ["\(cap.from - 1)"] + rest)
      text(" }")
      end()
    }
    let shown = forms.offset == 0 ? "count" : "(count - \(forms.offset))"
    let shownArguments = [shown] + rest
    if signature.isList, !forms.exact.isEmpty {
      start("func name(_ index: Int) -> String { names[index].isEmpty ? ")
      text(SwiftSyntax.literal(forms.emptyName?.value ?? ""))
      text(" : names[index] }")
      end()
    }
    if !forms.exact.isEmpty {
      line("switch count {")
      for (count, exact) in forms.exact.sorted(by: { $0.key < $1.key }) {
        start("case ")
        text(String(count))
        text(": return ")
        form(
          .exact(count), exact.value, signature.isList ? (0..<max(0, count)).map { "name(\($0))" } : shownArguments)
        end()
      }
      line("default: break")
      line("}")
    }
    for (limit, below) in forms.below.sorted(by: { $0.key < $1.key }) {
      start("if count < ")
      text(String(limit))
      text(" { return ")
      form(.below(limit), below.value, shownArguments)
      text(" }")
      end()
    }
    let other = forms.categories[.other]?.value ?? ""
    let categories = PluralCategory.allCases.filter { forms.categories[$0] != nil && $0 != .other }
    if categories.isEmpty {
      start("return ")
      form(.category(.other), other, shownArguments)
      end()
      return
    }
    start("switch pluralCategory(")
    text(shown)
    text(") {")
    end()
    for category in categories {
      start("case .")
      text(category.rawValue)
      text(": return ")
      form(.category(category), forms.categories[category]!.value, shownArguments)
      end()
    }
    start("default: return ")
    form(.category(.other), other, shownArguments)
    end()
    line("}")
  }

  private mutating func start(_ first: String) {
    out.appendSpaces(indent)
    text(first)
  }

  private mutating func end() { out.append(UInt8(ascii: "\n")) }

  private mutating func line(_ whole: String) {
    start(whole)
    end()
  }

  private mutating func text(_ text: String) {
    out.append(utf8: text)
  }

  /// A string literal interpolating `arguments` at the text's placeholders (the text as
  /// is if it has none, or if they do not parse: the checks reported it).
  private mutating func interpolation(_ text: String, _ arguments: [String]) {
    text.withUTF8Bytes { interpolation(utf8: $0, arguments) }
  }

  /// `interpolation` for a text given as UTF-8, read with `FormatScanner`.
  private mutating func interpolation(utf8 text: UnsafeBufferPointer<UInt8>, _ arguments: [String]) {
    if FormatTemplate.mayHavePlaceholders(utf8: text) && FormatScanner.parses(text) {
      SwiftSyntax.appendInterpolation(utf8: text, arguments: arguments, to: &out, visibility: visibility)
    } else {
      SwiftSyntax.appendLiteral(utf8: text, to: &out, visibility: visibility)
    }
  }
}
