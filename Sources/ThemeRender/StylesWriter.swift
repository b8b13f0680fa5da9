import ThemeCore
import ThemeRuntime

/// Writes `ThemeStyles.swift` and `ThemeStyles+SendbirdUIKit.swift` exactly as the built-in
/// templates render them, without the template engine and without a template context: a
/// theme's tables run to thousands of lines, and building the context's strings for them
/// cost more than writing the files.
///
/// The fixed text is cut from the built-in templates themselves (`DefaultTemplates`), so it
/// cannot drift from them; what goes where the templates' tags are comes from
/// `StylesSwift.describe`, as the context's values do. The result is normalised as
/// `Renderer` normalises the engine's. A test renders both ways and requires the same
/// bytes; a user's own styles templates (`--templates`) always go through the engine.
package enum StylesWriter {
  /// Both files for resolved themes.
  package static func write(_ themes: [ResolvedTheme], catalog: StyleCatalog) -> (styles: String, apply: String) {
    let sorted = themes.sorted { $0.name < $1.name }
    let parts = parallelMap(sorted) { theme in
      var output = DirectOutput()
      StylesSwift.describe(theme, catalog: catalog, to: &output)
      return (tables: output.tables.take(), groups: output.groups)
    }
    let identifiers = sorted.map { SwiftSyntax.identifier(SwiftSyntax.localeName($0.name)) }
    let styles = written(capacity: 1 << 16) { out in
      let pieces = Pieces.styles
      let names = sorted.map { "\"\($0.name)\", " }.joined()
      fill(pieces[0...2], with: [catalog.sdkVersion, names], to: &out)
      for (index, theme) in sorted.enumerated() {
        fill(pieces[3...5], with: [theme.name, identifiers[index]], to: &out)
        out.append(contentsOf: parts[index].tables)
        out.append(utf8: pieces[6])
      }
      out.append(utf8: pieces[7])
    }
    let apply = written(capacity: 1 << 14) { out in
      let pieces = Pieces.apply
      fill(pieces[0...1], with: [catalog.sdkVersion], to: &out)
      for (index, theme) in sorted.enumerated() {
        fill(pieces[2...4], with: [identifiers[index], theme.name], to: &out)
        for (group, piece) in zip(parts[index].groups, pieces[5...8]) {
          out.append(contentsOf: group)
          out.append(utf8: piece)
        }
      }
      out.append(utf8: pieces[9])
    }
    return (styles, apply)
  }

  /// Writes what `StylesSwift.describe` tells: the tables as the `container` partial lays
  /// them out where it is not standalone, the statements as the apply template's lines.
  private struct DirectOutput: StylesSwiftOutput, ~Copyable {
    var tables = ByteBuffer(capacity: 1 << 15)
    /// Each group's lines, indented and joined by line breaks.
    var groups: [[UInt8]] = StylesStatementGroup.allCases.map { _ in [] }
    /// The open tables, outermost first: whether each has a constant, and a nested table.
    private var open: [(hasConstants: Bool, hasChildren: Bool)] = []

    mutating func openTable(_ name: String) {
      let pieces = Pieces.container
      if let parent = open.last, !parent.hasChildren {
        tables.append(utf8: pieces[3])
        open[open.count - 1].hasChildren = true
      }
      tables.append(utf8: pieces[0])
      tables.appendSpaces(2 * open.count)
      tables.append(utf8: pieces[1])
      tables.append(utf8: SwiftSyntax.identifier(name))
      tables.append(utf8: pieces[2])
      open.append((false, false))
    }

    mutating func constant(_ identifier: String, literal: (inout ByteBuffer) -> Void) {
      // As `StringsSwiftContext.Container` joins its declarations.
      if open[open.count - 1].hasConstants { tables.append(UInt8(ascii: "\n")) }
      tables.appendSpaces(6 + 2 * (open.count - 1))
      tables.append(utf8: "public static let ")
      tables.append(utf8: identifier)
      tables.append(utf8: " = ")
      literal(&tables)
      open[open.count - 1].hasConstants = true
    }

    mutating func closeTable() {
      let pieces = Pieces.container
      let table = open.removeLast()
      if !table.hasChildren { tables.append(utf8: pieces[3]) }
      tables.append(utf8: pieces[4])
      tables.appendSpaces(2 * open.count)
      tables.append(utf8: pieces[5])
    }

    mutating func statement(_ group: StylesStatementGroup, text: (inout ByteBuffer) -> Void) {
      var line = ByteBuffer(capacity: 128)
      if !groups[group.rawValue].isEmpty { line.append(UInt8(ascii: "\n")) }
      line.appendSpaces(4)
      text(&line)
      groups[group.rawValue] += line.take()
    }
  }

  /// The raw output `body` writes, normalised as `Renderer` normalises the engine's.
  private static func written(capacity: Int, _ body: (inout ByteBuffer) -> Void) -> String {
    var out = ByteBuffer(capacity: capacity)
    body(&out)
    return Renderer.normalized(out.take())
  }

  /// Each piece followed by its value, then the last piece (one more piece than values).
  private static func fill(_ pieces: ArraySlice<String>, with values: [String], to out: inout ByteBuffer) {
    for (piece, value) in zip(pieces, values) {
      out.append(utf8: piece)
      out.append(utf8: value)
    }
    out.append(utf8: pieces[pieces.endIndex - 1])
  }

  /// The built-in templates' text between their tags (one more piece than tags).
  private enum Pieces {
    static let styles = split(
      "styles.swift",
      at: [
        "{{{sdkVersion}}}", "{{#themes}}\"{{{name}}}\", {{/themes}}", "{{#themes}}\n", "{{{name}}}",
        "{{{identifier}}}", "{{#tables}}{{> container}}{{/tables}}", "{{/themes}}\n",
      ])

    static let apply = split(
      "styles+sendbird.swift",
      at: [
        "{{{sdkVersion}}}", "{{#themes}}\n", "{{{identifier}}}", "{{{name}}}", "{{{paletteLines}}}",
        "{{{lightLines}}}", "{{{darkLines}}}", "{{{overlayLines}}}", "{{/themes}}\n",
      ])

    static let container = split(
      "container",
      at: [
        "{{{indent}}}", "{{{identifier}}}", "{{{declarations}}}", "{{#containers}}{{> container}}{{/containers}}",
        "{{{indent}}}",
      ])

    /// The template's text cut at each tag in turn (each must occur, in order, after the
    /// previous).
    static func split(_ template: String, at tags: [String]) -> [String] {
      // By bytes: the templates and tags are UTF-8 text whose tags start with ASCII braces.
      let text = Array(DefaultTemplates.all[template]!.utf8)
      var pieces: [String] = []
      var start = 0
      for tag in tags.map({ Array($0.utf8) }) {
        guard
          let found = (start...(max(start, text.count - tag.count))).first(where: {
            $0 + tag.count <= text.count && text[$0..<$0 + tag.count].elementsEqual(tag)
          })
        else {
          preconditionFailure("the built-in template '\(template)' lacks '\(String(decoding: tag, as: UTF8.self))'")
        }
        pieces.append(String(decoding: text[start..<found], as: UTF8.self))
        start = found + tag.count
      }
      pieces.append(String(decoding: text[start...], as: UTF8.self))
      return pieces
    }
  }
}
