import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A problem with the output templates (a user's `--templates` directory).
public struct TemplateError: Error, CustomStringConvertible, Sendable {
  /// The template's name.
  public var template: String
  /// What went wrong.
  public var message: String
  /// Where, 1-based (1:1 when the parser does not say).
  public var line = 1
  public var column = 1

  /// `template 'name': message`.
  public var description: String { "template '\(template)': \(message)" }

  /// The finding (`template.invalid`), at the template's file.
  public var diagnostic: Diagnostic {
    Diagnostic(
      .templateInvalid, at: SourceLocation(path: template + ".mustache", line: line, column: column), message)
  }
}

extension TemplateError {
  /// A template that does not parse: where the parser stopped, `lines` above the text the
  /// parser read being the template's line 1.
  init(template: String, parsing error: Template.ParseError, lines: Int = 0) {
    self.init(
      template: template, message: "the template does not parse: " + error.error.words,
      line: max(1, error.line - lines),
      column: error.column)
  }
}

/// Renders outputs through Mustache templates compiled once per renderer.
public struct Renderer: Sendable {
  /// The templates the renderer needs, by name (file name without `.mustache`).
  public static let templateNames = (previewTemplateNames + stringsTemplateNames + stylesTemplateNames).sorted()

  /// The templates of the strings outputs: the two files, and the partials that write a
  /// namespace of keys, an accessor (a text's, a function's), what it returns, a function's
  /// parameters and the arguments it passes on (both fragments of a line), and an adapter's
  /// assignment.
  public static let stringsTemplateNames = [
    "strings+sendbird.swift", "strings-arguments.swift", "strings-assignment.swift", "strings-call.swift",
    "strings-function.swift", "strings-namespace.swift", "strings-parameters.swift", "strings-text.swift",
    "strings.swift",
  ]
  /// The templates of the styles outputs: the two files, and the partials that write the
  /// adapter's function for a palette part and for a theme class, and a group of design tokens.
  public static let stylesTemplateNames = [
    "styles+sendbird.swift", "styles-palette.swift", "styles-theme-class.swift", "styles-tokens.swift",
    "styles.swift",
  ]
  /// The templates of `themec preview`'s page: the page, and an element of a drawn component
  /// (a fragment: its final line break is not part of it).
  public static let previewTemplateNames = ["preview.html", "preview-element.html"]
  /// The templates that are part of a line: their text's final line break is not theirs.
  private static let fragmentNames: Set<String> = [
    "preview-element.html", "strings-arguments.swift", "strings-parameters.swift",
  ]

  /// The compiled templates by name (each may include the others as partials).
  private let library: [String: Template]
  /// A team's templates among those rendered, by name: their renders are budgeted.
  private let teamTemplates: [String: String]
  /// The longest body of each section of the templates rendered (`RenderBudget`).
  private let sectionBodies: [String: Int]

  /// Compiles templates given as texts by name (`names`: by default every one the renderer
  /// can use); missing texts use the built-in ones.
  public init(templates: [String: String] = [:], names: [String] = templateNames) throws(TemplateError) {
    // Partials that name no template, or include each other forever, are never rendered.
    if let problem = Self.problems(in: templates).first { throw problem }
    var library: [String: Template] = [:]
    var texts: [String: String] = [:]
    for name in names {
      if let text = templates[name] {
        library[name] = try Self.compile(name, text)
        texts[name] = text
      } else {
        library[name] = try Self.builtIn(name)
        texts[name] = DefaultTemplates.all[name] ?? ""
      }
    }
    self.library = library
    teamTemplates = templates.filter { names.contains($0.key) }
    sectionBodies = teamTemplates.isEmpty ? [:] : RenderBudget.sectionBodies(texts)
  }

  /// Renders a template over a context; through a budget when a team's template is among
  /// those rendered (see `RenderBudget`), a render past it being a `template.invalid` error
  /// at the section whose list went past it.
  private func render(_ context: Any, withTemplate name: String) throws(TemplateError) -> String {
    guard let template = library[name] else { return "" }
    guard !teamTemplates.isEmpty else { return template.render(context, partials: library) }
    let budget = RenderBudget(bodyBytes: sectionBodies)
    let text = template.render(Budgeted(value: context, budget: budget), partials: library)
    guard budget.isExceeded else { return text }
    let section = budget.section.flatMap { section in
      teamTemplates.keys.sorted().lazy.compactMap { template in
        Template.tags(in: self.teamTemplates[template]!).first { tag in
          (tag.content.hasPrefix("#") || tag.content.hasPrefix("^"))
            && tag.content.dropFirst().trimmingWhitespace() == section
        }.map { (template, $0) }
      }.first
    }
    throw TemplateError(
      template: section?.0 ?? teamTemplates.keys.sorted()[0],
      message:
        "expected a render of at most \(RenderBudget.maximumBytes >> 20) MB and \(RenderBudget.maximumLookups) lookups, found more"
        + (budget.section.map {
          " at section '\($0)' (a section over a list inside one over the same list repeats it for every element)"
        } ?? ""),
      line: section?.1.line ?? 1, column: section?.1.column ?? 1)
  }

  /// A template's text compiled as the renderer uses it, or why it does not parse.
  private static func compile(_ name: String, _ text: String) throws(TemplateError) -> Template {
    var text = text
    if fragmentNames.contains(name), text.hasSuffix("\n") { text.removeLast() }
    // The preview's texts come from themes and translations: whatever a team's template
    // says, they are escaped by the page's escaping (a line of its own, not counted).
    let html = previewTemplateNames.contains(name)
    if html { text = "{{% CONTENT_TYPE: THEMEC_HTML}}\n" + text }
    do {
      return try Template(parsing: text)
    } catch {
      throw TemplateError(template: name, parsing: error, lines: html ? 1 : 0)
    }
  }

  /// The built-in templates, each compiled once per process by the first renderer that
  /// needs it: Mustache reads a template character by character, which `watch` paid again
  /// at every rebuild. Each is compiled on its own, where it is needed: a build compiles the strings
  /// templates in the strings frame's job and the styles ones in the themes' job, at once,
  /// and never the preview's. (Compiling them on a thread of their own while the command line
  /// is read cost a no-op build 2 ms, measured, and is not done.)
  private static let builtInTemplates: [String: Once<Result<Template, TemplateError>>] = Dictionary(
    uniqueKeysWithValues: templateNames.map { name in
      (name, Once { Result { () throws(TemplateError) in try compile(name, DefaultTemplates.all[name] ?? "") } })
    })

  /// A built-in template, compiled.
  private static func builtIn(_ name: String) throws(TemplateError) -> Template {
    guard let compiled = builtInTemplates[name] else {
      throw TemplateError(template: name, message: "no such template")
    }
    return try compiled.value.get()
  }

  /// The frame of `ThemeStrings.swift` (platform-neutral Swift), as UTF-8.
  public func renderStrings(_ context: StringsFrameContext) throws(TemplateError) -> [UInt8] {
    normalized(try render(context, withTemplate: "strings.swift"))
  }

  /// `ThemeStrings+SendbirdUIKit.swift`, as UTF-8.
  public func renderStringsApply(_ context: StringsFrameContext) throws(TemplateError) -> [UInt8] {
    normalized(try render(context, withTemplate: "strings+sendbird.swift"))
  }

  /// The frame of `ThemeStyles.swift` (platform-neutral Swift), as UTF-8.
  public func renderStyles(_ context: StylesFrameContext) throws(TemplateError) -> [UInt8] {
    normalized(try render(context, withTemplate: "styles.swift"))
  }

  /// `ThemeStyles+SendbirdUIKit.swift`, as UTF-8.
  public func renderStylesApply(_ context: StylesFrameContext) throws(TemplateError) -> [UInt8] {
    normalized(try render(context, withTemplate: "styles+sendbird.swift"))
  }

  /// Stands for a JSON output in a frame's context while the frame is rendered: the JSON's
  /// bytes go in its place (`cut(atJSON:)`), not through the template (a megabyte of
  /// strings would be appended, scanned and copied again as text).
  static let jsonMarker = "\u{1}themec-json\u{1}"

  /// A rendered frame cut at its first JSON marker: the bytes before it, and those after it
  /// as normalizing the whole output would leave them after the JSON; nil if the template
  /// has no `{{{json}}}`. The JSON's own lines need no normalizing (none is blank or ends
  /// in a space) and its last line is `  }` (the writer's documents are indented one
  /// level, and end with a line break).
  static func cut(atJSON rendered: [UInt8]) -> (head: [UInt8], tail: [UInt8])? {
    let marker = Array(jsonMarker.utf8)
    return rendered.withUnsafeBufferPointer { bytes in
      var from = 0
      while let start = bytes.firstIndex(of: marker[0], from: from), start + marker.count <= bytes.count {
        if bytes[start..<(start + marker.count)].elementsEqual(marker) {
          let lastLine = Array("  }\n".utf8)
          let after = (lastLine + bytes[(start + marker.count)...]).withUnsafeBufferPointer(normalized)
          return (Array(bytes[..<start]), Array(after.dropFirst(lastLine.count)))
        }
        from = start + 1
      }
      return nil
    }
  }

  /// A rendered frame with `json` at each JSON marker, in pieces (the JSON's bytes are not
  /// copied); the frame alone if its template has no `{{{json}}}`.
  static func splicing(_ json: [UInt8], into rendered: [UInt8]) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    var rest = rendered
    while let (head, tail) = cut(atJSON: rest) {
      pieces += [head, json]
      rest = tail
    }
    return pieces + [rest]
  }

  /// `themec preview`'s page.
  package func renderPreview(_ context: PreviewContext) throws(TemplateError) -> String {
    try render(context, withTemplate: "preview.html")
  }

  /// Drops trailing spaces, blank-line runs and blank lines just inside braces, and ends
  /// with exactly one newline. One pass over the bytes: outputs run to megabytes.
  private func normalized(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { Self.normalized($0) }
  }

  private static func normalized(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var pendingBlank = false
    var haveLine = false
    var lastEndsWithBrace = false
    var start = 0
    while start <= bytes.count {
      var end = bytes.firstIndex(of: UInt8(ascii: "\n"), from: start) ?? bytes.count
      let next = end + 1
      while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
      if start == end {
        if haveLine && !pendingBlank && !lastEndsWithBrace { pendingBlank = true }
      } else {
        var first = start
        while bytes[first] == UInt8(ascii: " ") { first += 1 }
        if pendingBlank && bytes[first] != UInt8(ascii: "}") { out.append(UInt8(ascii: "\n")) }
        pendingBlank = false
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        out.append(UInt8(ascii: "\n"))
        haveLine = true
        lastEndsWithBrace = bytes[end - 1] == UInt8(ascii: "{")
      }
      start = next
    }
    return out.isEmpty ? [UInt8(ascii: "\n")] : out
  }
}

/// Encodes runtime documents as deterministic JSON: sorted keys, two-space indent.
public func renderJSON<T: Encodable>(_ value: T) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
  guard let data = try? encoder.encode(value) else { return "{}\n" }
  return String(decoding: data, as: UTF8.self) + "\n"
}

/// A value as one line of JSON, keys sorted, without its line break (reports and `status
/// --format json` print one per line).
public func renderJSONLine<T: Encodable>(_ value: T) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  guard let data = try? encoder.encode(value) else { return "{}" }
  return String(decoding: data, as: UTF8.self)
}
