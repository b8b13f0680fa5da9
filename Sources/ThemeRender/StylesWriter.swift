import Foundation
import ThemeRuntime

/// Writes `ThemeStyles.swift` and `ThemeStyles+SendbirdUIKit.swift` exactly as the built-in
/// templates render them, without the template engine: a theme's tables run to thousands
/// of lines, and the engine's per-tag work was a fifth of a Sendbird-scale theme's cost.
///
/// The fixed text is cut from the built-in templates themselves (`DefaultTemplates`), so it
/// cannot drift from them; the writer only places the context's values where the
/// templates' tags are, then normalises the result as `Renderer` does. A test renders both
/// ways and requires the same bytes; a user's own styles templates (`--templates`) always
/// go through the engine.
package enum StylesWriter {
  /// `ThemeStyles.swift`.
  package static func styles(_ context: StylesSwiftContext) -> String {
    let pieces = Pieces.styles
    return written(capacity: 1 << 16) { out in
      let names = context.themes.map { "\"\($0.name)\", " }.joined()
      fill(pieces[0...2], with: [context.sdkVersion, names], to: &out)
      for theme in context.themes {
        fill(pieces[3...5], with: [theme.name, theme.identifier], to: &out)
        for table in theme.tables { container(table, to: &out) }
        out.append(utf8: pieces[6])
      }
      out.append(utf8: pieces[7])
    }
  }

  /// `ThemeStyles+SendbirdUIKit.swift`.
  package static func stylesApply(_ context: StylesSwiftContext) -> String {
    let pieces = Pieces.apply
    return written(capacity: 1 << 14) { out in
      fill(pieces[0...1], with: [context.sdkVersion], to: &out)
      for theme in context.themes {
        let values = [
          theme.identifier, theme.name, theme.paletteLines, theme.lightLines, theme.darkLines, theme.overlayLines,
        ]
        fill(pieces[2...8], with: values, to: &out)
      }
      out.append(utf8: pieces[9])
    }
  }

  /// The `container` partial, as the engine renders it where it is not standalone.
  private static func container(_ container: StringsSwiftContext.Container, to out: inout ByteBuffer) {
    let pieces = Pieces.container
    fill(pieces[0...3], with: [container.indent, container.identifier, container.declarations], to: &out)
    for child in container.containers { self.container(child, to: &out) }
    fill(pieces[4...5], with: [container.indent], to: &out)
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
      var pieces: [String] = []
      var rest = Substring(DefaultTemplates.all[template]!)
      for tag in tags {
        guard let range = rest.range(of: tag) else {
          preconditionFailure("the built-in template '\(template)' lacks '\(tag)'")
        }
        pieces.append(String(rest[..<range.lowerBound]))
        rest = rest[range.upperBound...]
      }
      pieces.append(String(rest))
      return pieces
    }
  }
}
