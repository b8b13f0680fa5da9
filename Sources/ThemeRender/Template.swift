/// A Mustache template, parsed: what the renderer renders the outputs through.
///
/// The language is Mustache's (`{{name}}`, `{{{name}}}` and `{{& name}}`, dotted names and
/// `{{.}}`, sections and inverted sections over lists, booleans and values, comments,
/// partials with their standalone indentation, delimiter changes), with the pragma
/// `{{% CONTENT_TYPE: HTML|TEXT}}` and the layout section `{{#fit}}` (`LineFit`), as the
/// specification reads it (`MustacheSpecTests` runs its required modules): a line holding
/// only a section, comment, partial or delimiter tag is left out, whitespace before a tag at
/// the start of a line is kept unless the line is left out, a standalone partial indents its
/// every line as its tag is, and `{{name}}` escapes `& < > " '` for HTML unless a pragma says
/// `TEXT`. It reads like swift-mustache 2 (which themec used before) but for three of
/// swift-mustache's slips, which the generated Swift's templates meet: swift-mustache left
/// the lines of a section's second element in an indented partial unindented, wrote a
/// standalone partial's indentation where the partial renders nothing, and kept the line of a
/// standalone section tag that follows one closed alone after a tag that was not. What
/// swift-mustache added beyond Mustache (lambdas, `{{< parent}}` inheritance and `{{$block}}`,
/// `name(transform)`, `{{>*dynamic}}`) is a located parse error.
///
/// Written here rather than taken from swift-mustache: that package imports Foundation,
/// which every `themec` run then loads (3.5 ms of a 40 ms build; `FoundationEssentials`
/// alone starts in half the time), and its parser measures the rest of the text at every
/// tag (17M instructions for the four Swift templates, each build).
struct Template: Sendable {
  /// A piece of a template.
  indirect enum Token: Sendable {
    case text(String)
    /// `{{name}}`: the value's text, escaped for the content type.
    case variable(String)
    /// `{{{name}}}`, `{{& name}}`: the value's text as it is.
    case unescaped(String)
    case section(String, Template)
    case inverted(String, Template)
    /// `{{> name}}`; its indentation when the tag stands alone on its line.
    case partial(String, indentation: String?)
    /// `{{% CONTENT_TYPE: name}}`: how the variables after it are escaped.
    case contentType(ContentType)
  }

  /// How `{{name}}` escapes a value's text.
  enum ContentType: String, Sendable {
    /// `&`, `<`, `>`, `"` and `'` as HTML entities (the default).
    case html = "HTML"
    /// Nothing escaped.
    case text = "TEXT"
    /// The preview page's escaping (`PreviewPage.escape`), set before each of its templates.
    case page = "THEMEC_HTML"

    func escape(_ text: String) -> String {
      switch self {
      case .text: return text
      case .page: return PreviewPage.escape(text)
      case .html:
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
          switch character {
          case "<": escaped += "&lt;"
          case ">": escaped += "&gt;"
          case "&": escaped += "&amp;"
          case "\"": escaped += "&quot;"
          case "'": escaped += "&#39;"
          default: escaped.append(character)
          }
        }
        return escaped
      }
    }
  }

  /// Why a template does not parse (its case name, in words, is the message).
  enum SyntaxError: Error, Sendable {
    case expectedSectionEnd
    case sectionCloseNameIncorrect
    case unfinishedName
    case invalidSetDelimiter
    case invalidConfigVariableSyntax
    case unrecognisedConfigVariable
    /// The text ended inside a tag (or a comment, or a delimiter).
    case overflow
    /// `name(…)`: swift-mustache's transforms.
    case transformsAreNotSupported
    /// `{{< parent}}`, `{{$block}}`: swift-mustache's inheritance.
    case inheritanceIsNotSupported
    /// `{{>*name}}`.
    case dynamicPartialsAreNotSupported
    /// Sections inside sections more than `TemplateParser.maximumDepth` deep (each level is
    /// a frame of the parser's and the renderer's stacks, which a team's template must not
    /// exhaust: swift-mustache crashed on 200,000).
    case sectionsNestTooDeep

    /// The case name spelled out (`expected section end`).
    var words: String {
      var words = ""
      for character in "\(self)" {
        if character.isUppercase, !words.isEmpty { words += " " }
        words += character.lowercased()
      }
      return words
    }
  }

  /// A parse error and where the parser was (1-based; the column in characters).
  struct ParseError: Error, Sendable {
    var error: SyntaxError
    var line: Int
    var column: Int
  }

  /// A tag as written: what is between its delimiters (trimmed; a triple mustache's starts
  /// with `{`), where it starts (1-based) and its span, in Unicode scalars. Delimiter
  /// changes are not listed.
  struct Tag: Sendable {
    var content: String
    var line: Int
    var column: Int
    var start: Int
    var end: Int
  }

  /// The tags of a template's text in order, as far as it parses (the partials it names, the
  /// sections' extents and the raw tags are read from these).
  static func tags(in text: String) -> [Tag] {
    var parser = TemplateParser(text)
    parser.tags = []
    _ = try? parser.parse(section: nil, newLine: true)
    return parser.tags ?? []
  }

  var tokens: [Token]

  /// Parses a template's text.
  init(parsing text: String) throws(ParseError) {
    var parser = TemplateParser(text)
    do {
      tokens = try parser.parse(section: nil, newLine: true)
    } catch {
      let (line, column) = parser.place(of: parser.position)
      throw ParseError(error: error, line: line, column: column)
    }
  }

  private init(tokens: [Token]) { self.tokens = tokens }

  fileprivate static func section(_ tokens: [Token]) -> Template { Template(tokens: tokens) }
}

/// Reads a template's text, as `Template` describes, by Unicode scalar (a `\r\n` pair is one
/// line break, as a `Character` is).
private struct TemplateParser {
  typealias Scalar = Unicode.Scalar
  let scalars: [Scalar]
  /// The text's UTF-8, and where each scalar starts in it (and where the text ends): texts
  /// are cut from the bytes.
  let utf8: [UInt8]
  let offsets: [Int]
  var position = 0
  var start: [Scalar] = ["{", "{"]
  var end: [Scalar] = ["}", "}"]
  /// The tags read, when they are wanted (`Template.tags(in:)`).
  var tags: [Template.Tag]?
  /// How many sections the position is in, and at most how many it may be.
  private var depth = 0
  static let maximumDepth = 100
  /// Where the tag being read starts, and where its content ends (before its closing
  /// delimiter).
  private var tagStart = 0
  private var contentEnd = 0
  /// Where `place(of:)` last stopped: the offset, its line, and where that line starts
  /// (after its last line feed).
  private var placed = (index: 0, line: 1, lineStart: 0)

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
    utf8 = Array(text.utf8)
    var offsets: [Int] = []
    offsets.reserveCapacity(scalars.count + 1)
    var offset = 0
    for scalar in scalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    offsets.append(offset)
    self.offsets = offsets
  }

  var atEnd: Bool { position >= scalars.count }
  /// The current scalar; NUL at the end.
  var current: Scalar { atEnd ? "\0" : scalars[position] }

  /// The length of the line break at `index` (`\r\n` is one), or 0.
  func lineBreak(at index: Int) -> Int {
    guard index < scalars.count else { return 0 }
    switch scalars[index] {
    case "\r": return index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
    case "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return 1
    default: return 0
    }
  }

  /// The line and column of an offset (lines counted at every line break, columns from the
  /// last line feed). Offsets asked in order (the tags) resume from the last one asked, so
  /// placing every tag of a template reads its text once.
  mutating func place(of offset: Int) -> (line: Int, column: Int) {
    let upTo = min(offset, scalars.count)
    if upTo < placed.index { placed = (0, 1, 0) }
    var (index, line, lineStart) = placed
    while index < upTo {
      let length = lineBreak(at: index)
      if length > 0 { line += 1 }
      index += max(length, 1)
      if length > 0, scalars[index - 1] == "\n" { lineStart = index }
    }
    placed = (index, line, lineStart)
    // Back to the last line feed (at most to the line's start, unless `upTo` falls inside
    // a `\r\n` the count passed).
    var column = 1
    var back = upTo
    while back > (index > upTo ? 0 : lineStart) {
      back -= 1
      if scalars[back] == "\n" { break }
      column += 1
    }
    return (line, column)
  }

  /// Reads the closing delimiter if it comes next (the content ends before it).
  mutating func readEnd() throws(Template.SyntaxError) -> Bool {
    contentEnd = position
    return try read(end)
  }

  /// Lists the tag read since `tagStart` (what `textUntilTag` found), ending here.
  mutating func noteTag() {
    guard tags != nil else { return }
    let (line, column) = place(of: tagStart)
    let content = text(tagStart + start.count, upTo: max(contentEnd, tagStart + start.count)).trimmingWhitespace()
    tags?.append(Template.Tag(content: content, line: line, column: column, start: tagStart, end: position))
  }

  /// Reads `pattern` if it comes next; the text ending first is an overflow.
  mutating func read(_ pattern: [Scalar]) throws(Template.SyntaxError) -> Bool {
    guard scalars.count - position >= pattern.count else { throw .overflow }
    for (offset, scalar) in pattern.enumerated() where scalars[position + offset] != scalar { return false }
    position += pattern.count
    return true
  }

  /// Reads one scalar if it is `scalar`; the end is an overflow.
  mutating func read(_ scalar: Scalar) throws(Template.SyntaxError) -> Bool {
    guard !atEnd else { throw .overflow }
    guard scalars[position] == scalar else { return false }
    position += 1
    return true
  }

  @discardableResult mutating func read(while accepts: (Scalar) -> Bool) -> String {
    let from = position
    while !atEnd, accepts(scalars[position]) { position += 1 }
    return text(from)
  }

  /// Reads up to the first scalar `stops` accepts; without one, an overflow (the position is
  /// kept).
  mutating func read(until stops: (Scalar) -> Bool) throws(Template.SyntaxError) -> String {
    let from = position
    while !atEnd {
      if stops(scalars[position]) { return text(from) }
      position += 1
    }
    position = from
    throw .overflow
  }

  /// The text from `from` to the position.
  func text(_ from: Int) -> String { text(from, upTo: position) }

  /// The text from `from` to `upTo`.
  func text(_ from: Int, upTo: Int) -> String {
    String(decoding: utf8[offsets[from]..<offsets[upTo]], as: UTF8.self)
  }

  /// Unicode's whitespace (as `Character.isWhitespace` tells it), ASCII without a look-up.
  static func isWhitespace(_ scalar: Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  mutating func skipWhitespace() { read(while: Self.isWhitespace) }

  private static let nameScalars = Set(
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*".unicodeScalars)
  private static let partialNameScalars = nameScalars.union(["/"])
  private static let pragmaScalars = nameScalars.subtracting(["(", ")"])

  /// The tokens up to the end of the text, or of the section `section` (its closing tag read).
  /// `newLine`: whether the first scalar starts a line.
  mutating func parse(section: String?, newLine: Bool) throws(Template.SyntaxError) -> [Template.Token] {
    var tokens: [Template.Token] = []
    var newLine = newLine
    var whitespace = ""
    func flushWhitespace() {
      if !whitespace.isEmpty {
        tokens.append(.text(whitespace))
        whitespace = ""
      }
    }
    while !atEnd {
      if newLine { whitespace = read(while: { $0 == " " || $0 == "\t" }) }
      let text = try textUntilTag()
      let lineBreak = lineBreak(at: position)
      if lineBreak > 0 {
        let from = position
        position += lineBreak
        tokens.append(.text(whitespace + text + self.text(from)))
        newLine = true
        continue
      }
      if !text.isEmpty {
        tokens.append(.text(whitespace + text))
        whitespace = ""
        newLine = false
      }
      if atEnd { break }
      var standsAlone = false
      switch current {
      case "#", "^":
        let inverted = current == "^"
        position += 1
        let name = try name()
        noteTag()
        if isStandalone(after: newLine) {
          standsAlone = true
        } else {
          flushWhitespace()
        }
        guard depth < Self.maximumDepth else { throw .sectionsNestTooDeep }
        // A delimiter change inside the section ends with it.
        let delimiters = (start, end)
        depth += 1
        let body = Template.section(try parse(section: name, newLine: standsAlone))
        depth -= 1
        (start, end) = delimiters
        tokens.append(inverted ? .inverted(name, body) : .section(name, body))
        // What follows starts a line if the closing tag stood alone (it read the line break),
        // whatever the opening tag did: `{{#a}}x\n{{/a}}\n{{#b}}` leaves `{{#b}}`'s line out.
        if standsAlone { whitespace = "" }
        standsAlone = position > 0 && self.lineBreak(at: position - 1) > 0
      case "/":
        position += 1
        let at = position
        let name = try name()
        noteTag()
        guard name == section else {
          position = at
          throw .sectionCloseNameIncorrect
        }
        if !isStandalone(after: newLine) { flushWhitespace() }
        return tokens
      case "!":
        position += 1
        try skipComment()
        noteTag()
        standsAlone = isStandalone(after: newLine)
      case "{":
        flushWhitespace()
        position += 1
        let name = try name()
        guard try read("}") else { throw .unfinishedName }
        noteTag()
        tokens.append(.unescaped(name))
      case "&":
        flushWhitespace()
        position += 1
        tokens.append(.unescaped(try name()))
        noteTag()
      case ">":
        position += 1
        skipWhitespace()
        if current == "*" { throw .dynamicPartialsAreNotSupported }
        let name = read(while: Self.partialNameScalars.contains)
        skipWhitespace()
        guard try readEnd() else { throw .unfinishedName }
        noteTag()
        if isStandalone(after: newLine) {
          // The partial writes its indentation before its first line, if it has one.
          standsAlone = true
          tokens.append(.partial(name, indentation: whitespace))
        } else {
          if !whitespace.isEmpty { tokens.append(.text(whitespace)) }
          tokens.append(.partial(name, indentation: nil))
        }
        whitespace = ""
      case "<", "$":
        throw .inheritanceIsNotSupported
      case "=":
        position += 1
        try setDelimiters()
        standsAlone = isStandalone(after: newLine)
      case "%":
        position += 1
        tokens.append(.contentType(try pragma()))
        noteTag()
        standsAlone = isStandalone(after: newLine)
      default:
        flushWhitespace()
        tokens.append(.variable(try name()))
        noteTag()
      }
      newLine = standsAlone
    }
    guard section == nil else { throw .expectedSectionEnd }
    return tokens
  }

  /// Text up to a line break (`\n` or `\r\n`; not read) or a tag (its opening delimiter read).
  private mutating func textUntilTag() throws(Template.SyntaxError) -> String {
    guard let first = start.first else { return "" }
    let from = position
    var text = ""
    while !atEnd {
      let scalar = scalars[position]
      if scalar == "\n" || (scalar == "\r" && lineBreak(at: position) == 2) { break }
      if scalar == first {
        let before = position
        if try read(start) {
          tagStart = before
          text = self.text(from, upTo: before)
          return text
        }
      }
      position += 1
    }
    return self.text(from)
  }

  /// A tag's name up to its closing delimiter (read).
  private mutating func name() throws(Template.SyntaxError) -> String {
    skipWhitespace()
    let name = read(while: Self.nameScalars.contains)
    skipWhitespace()
    guard try readEnd() else { throw .unfinishedName }
    if name.unicodeScalars.contains(where: { $0 == "(" || $0 == ")" }) { throw .transformsAreNotSupported }
    return name
  }

  /// Past a comment's closing delimiter (matched as swift-mustache matches it: a partial
  /// match that fails starts over at the next scalar).
  private mutating func skipComment() throws(Template.SyntaxError) {
    let from = position
    var matched = 0
    while !atEnd {
      if scalars[position] == end[matched] {
        matched += 1
        if matched == end.count {
          position += 1
          contentEnd = position - end.count
          return
        }
      } else {
        matched = 0
      }
      position += 1
    }
    position = from
    throw .overflow
  }

  /// `{{=<% %>=}}`.
  private mutating func setDelimiters() throws(Template.SyntaxError) {
    let opening: String
    let closing: String
    do {
      skipWhitespace()
      opening = try read(until: Self.isWhitespace)
      skipWhitespace()
      closing = try read(until: { $0 == "=" || Self.isWhitespace($0) })
      skipWhitespace()
    } catch {
      throw .invalidSetDelimiter
    }
    guard try read("=") else { throw .invalidSetDelimiter }
    guard try readEnd() else { throw .invalidSetDelimiter }
    guard !opening.isEmpty, !closing.isEmpty else { throw .invalidSetDelimiter }
    (start, end) = (Array(opening.unicodeScalars), Array(closing.unicodeScalars))
  }

  /// `{{% CONTENT_TYPE: name}}`.
  private mutating func pragma() throws(Template.SyntaxError) -> Template.ContentType {
    let variable: String
    let value: String
    do {
      skipWhitespace()
      variable = read(while: Self.pragmaScalars.contains)
      skipWhitespace()
      guard try read(":") else { throw Template.SyntaxError.invalidConfigVariableSyntax }
      skipWhitespace()
      value = read(while: Self.pragmaScalars.contains)
      skipWhitespace()
      guard try readEnd() else { throw Template.SyntaxError.invalidConfigVariableSyntax }
    } catch {
      throw .invalidConfigVariableSyntax
    }
    guard !variable.isEmpty, !value.isEmpty else { throw .invalidConfigVariableSyntax }
    guard variable == "CONTENT_TYPE", let type = Template.ContentType(rawValue: value) else {
      throw .unrecognisedConfigVariable
    }
    return type
  }

  /// Whether a tag that began a line (`newLine`) ends it: then the rest of the line (spaces,
  /// tabs and its line break) is read.
  private mutating func isStandalone(after newLine: Bool) -> Bool {
    guard newLine else { return false }
    if atEnd { return true }
    var ahead = position
    while ahead < scalars.count, scalars[ahead] == " " || scalars[ahead] == "\t" { ahead += 1 }
    let length = lineBreak(at: ahead)
    guard length > 0 else { return false }
    position = ahead + length
    return true
  }
}

/// A value a template reads members of by name (`{{name}}`, `{{#themes}}`): the contexts
/// the outputs are rendered with answer here; any other value is read by reflection.
package protocol TemplateContext {
  /// The member called `name`, or nil.
  func child(named name: String) -> Any?
}

extension Dictionary: TemplateContext where Key == String {
  package func child(named name: String) -> Any? { self[name] }
}

/// A list of contexts, as a context gives it (`TemplateItems(parameters)`): a section renders
/// once per element, reading its members without a cast. A list given as an array is read as
/// well, through casts to protocols, each a lookup of the conformance (the first one of each
/// type scans every conformance record of the process: a build of the generated Swift's
/// templates paid 37M instructions for it, a fifth of their render).
package struct TemplateItems: CustomStringConvertible {
  let count: Int
  let forEach: ((TemplateContext) -> Void) -> Void
  private let items: Any

  package init<Element: TemplateContext>(_ items: [Element]) {
    count = items.count
    forEach = { body in for item in items { body(item) } }
    self.items = items
  }

  /// The list, as `String(describing:)` writes it.
  package var description: String { String(describing: items) }
}

/// A list a section renders once per element (read where it is, not copied).
private protocol TemplateList {
  var isEmpty: Bool { get }
  func forEachElement(_ body: (Any) -> Void)
}

extension Array: TemplateList {
  fileprivate func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension Set: TemplateList {
  fileprivate func forEachElement(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension Template {
  /// Where a render is: the values sections entered, the indentation of the partials it is
  /// in, the escaping, and the partials by name.
  struct Context {
    /// The innermost value the sections entered; the others are its parents.
    var top: Frame
    var indentation: String?
    var contentType = ContentType.html
    let partials: [String: Template]
    /// The column (in characters) at which the text being rendered into starts: where a
    /// `{{#fit}}` section's first line begins when it is rendered into a buffer of its own.
    var startColumn = 0

    init(_ value: Any, partials: [String: Template]) {
      top = Frame(value, parent: nil)
      self.partials = partials
    }

    func entering(context value: TemplateContext) -> Context {
      var context = self
      context.top = Frame(context: value, parent: top)
      return context
    }

    func entering(_ value: Any) -> Context {
      var context = self
      context.top = Frame(value, parent: top)
      return context
    }
  }

  /// A value a section entered, and the one it was entered in: entering one is a node, not a
  /// copy of every value entered before (and a reference counted for each).
  final class Frame {
    let value: Any
    /// How its members are read, found once, where it is entered, not at every lookup (a
    /// cast to a protocol is a lookup of the conformance).
    let members: Members
    let parent: Frame?

    enum Members {
      case context(TemplateContext)
      /// Text, a number or a flag: no member.
      case none
      /// Any other value's, by reflection.
      case reflected
    }

    /// A value whose members are known to be read through it (no cast).
    init(context: TemplateContext, parent: Frame?) {
      value = context
      members = .context(context)
      self.parent = parent
    }

    init(_ value: Any, parent: Frame?) {
      self.value = value
      self.parent = parent
      switch value {
      case let context as TemplateContext: members = .context(context)
      case is String, is Bool, is Int, is Double, is TemplateItems: members = .none
      default: members = .reflected
      }
    }

    /// Its member called `name`.
    func member(_ name: String) -> Any? {
      switch members {
      case .context(let context): context.child(named: name)
      case .none: nil
      case .reflected: Template.member(name, of: value)
      }
    }
  }

  /// The template rendered over a value, with the partials it may include.
  func render(_ value: Any, partials: [String: Template]) -> String {
    var out = ""
    render(in: Context(value, partials: partials), into: &out)
    return out
  }

  /// Appends the rendering. Inside an indented partial, each token's text that starts a line
  /// gets the indentation first: every line of the partial, in every element of a section
  /// (swift-mustache indented only the lines that follow a line break the same rendering of
  /// the same section made, so a section's second element started unindented); a value's own
  /// line breaks are not followed by it.
  func render(in context: Context, into out: inout String) {
    var context = context
    guard let indentation = context.indentation, !indentation.isEmpty else {
      for token in tokens { render(token, in: &context, into: &out) }
      return
    }
    let outStart = context.startColumn
    for token in tokens {
      let indents = out.utf8.last == UInt8(ascii: "\n")
      switch token {
      case .text(let text):
        if indents, !text.isEmpty { out += indentation }
        out += text
        continue
      case .section, .inverted, .partial:
        // The piece starts after the indentation it gets, or where `out` is.
        context.startColumn = indents ? indentation.utf8.count : LineFit.column(after: out, startingAt: outStart)
      default: break
      }
      var piece = ""
      render(token, in: &context, into: &piece)
      if !piece.isEmpty, indents { out += indentation }
      out += piece
    }
  }

  private func render(_ token: Token, in context: inout Context, into out: inout String) {
    switch token {
    case .text(let text):
      out += text
    case .variable(let name):
      if let value = Self.lookUp(name, in: context) { out += context.contentType.escape(Self.text(of: value)) }
    case .unescaped(let name):
      if let value = Self.lookUp(name, in: context) { out += Self.text(of: value) }
    case .section(let name, let body):
      // Casts to types before the cast to a protocol, a conformance lookup.
      switch Self.lookUp(name, in: context) {
      case let flag as Bool:
        if flag { body.render(in: context, into: &out) }
      case is LineFit:
        LineFit.render(body, in: context, into: &out)
      case let items as TemplateItems:
        items.forEach { body.render(in: context.entering(context: $0), into: &out) }
      case let text as String:
        body.render(in: context.entering(text), into: &out)
      case let list as TemplateList:
        list.forEachElement { body.render(in: context.entering($0), into: &out) }
      case .some(let value):
        body.render(in: context.entering(value), into: &out)
      case .none:
        break
      }
    case .inverted(let name, let body):
      switch Self.lookUp(name, in: context) {
      case let flag as Bool:
        if !flag { body.render(in: context, into: &out) }
      case let items as TemplateItems:
        if items.count == 0 { body.render(in: context.entering(items), into: &out) }
      case is String:
        break
      case let list as TemplateList:
        if list.isEmpty { body.render(in: context.entering(list), into: &out) }
      case .some:
        break
      case .none:
        body.render(in: context, into: &out)
      }
    case .partial(let name, let indentation):
      guard let partial = context.partials[name] else { return }
      var inner = context
      // A partial starts with the default escaping (its own pragma may change it).
      inner.contentType = .html
      guard let indentation else {
        partial.render(in: inner, into: &out)
        return
      }
      // Standing alone on its line: each of its lines indented as the tag is, the first one
      // too, and nothing (not even the indentation) where it renders nothing.
      inner.indentation = (context.indentation ?? "") + indentation
      inner.startColumn = LineFit.column(after: out, startingAt: context.startColumn) + indentation.count
      var rendered = ""
      partial.render(in: inner, into: &rendered)
      if !rendered.isEmpty { out += indentation + rendered }
    case .contentType(let type):
      context.contentType = type
    }
  }

  /// A value's text: an optional's value, or `String(describing:)`.
  private static func text(of value: Any) -> String {
    // Most values are text: a cast to a type, not to a protocol (a conformance lookup).
    if let text = value as? String { return text }
    if let number = value as? Int { return String(number) }
    if let optional = value as? OptionalValue, let wrapped = optional.wrapped { return String(describing: wrapped) }
    return String(describing: value)
  }

  /// The value a name finds: `.` the current one; `.a.b` from the current one; `a.b` from the
  /// innermost value that has an `a`.
  static func lookUp(_ name: String, in context: Context) -> Any? {
    if name == "." { return context.top.value }
    // Most names have no dot: looked up without splitting them.
    guard name.utf8.contains(UInt8(ascii: ".")) else {
      var frame: Frame? = context.top
      while let this = frame {
        if let found = this.member(name) { return found }
        frame = this.parent
      }
      return nil
    }
    let names = name.split(separator: ".").map(String.init)
    if name.first == "." { return child(names[...], of: context.top.value) }
    guard let first = names.first else { return context.top.value }
    var frame: Frame? = context.top
    while let this = frame {
      if let found = this.member(first) { return child(names.dropFirst(), of: found) }
      frame = this.parent
    }
    return nil
  }

  private static func child(_ names: ArraySlice<String>, of value: Any) -> Any? {
    var value = value
    for name in names {
      guard let found = member(name, of: value) else { return nil }
      value = found
    }
    return value
  }

  /// A member of a value: a context's by name, any other value's by reflection (an
  /// optional member looked through).
  static func member(_ name: String, of value: Any) -> Any? {
    if let context = value as? TemplateContext { return context.child(named: name) }
    guard let found = Mirror(reflecting: value).children.first(where: { $0.label == name })?.value else { return nil }
    let mirror = Mirror(reflecting: found)
    guard mirror.displayStyle == .optional else { return found }
    return mirror.children.first?.value
  }
}

/// An optional, seen through `Any`.
private protocol OptionalValue {
  var wrapped: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrapped: Any? { self }
}
