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
    let parts = Parts.styles
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    append(parts.head, to: &out)
    append(context.sdkVersion, to: &out)
    append(parts.beforeNames, to: &out)
    for theme in context.themes {
      append("\"", to: &out)
      append(theme.name, to: &out)
      append("\", ", to: &out)
    }
    append(parts.afterNames, to: &out)
    for theme in context.themes {
      append(parts.themeHead, to: &out)
      append(theme.name, to: &out)
      append(parts.themeMiddle, to: &out)
      append(theme.identifier, to: &out)
      append(parts.themeOpen, to: &out)
      for table in theme.tables { container(table, to: &out) }
      append(parts.themeTail, to: &out)
    }
    append(parts.tail, to: &out)
    return Renderer.normalized(out)
  }

  /// `ThemeStyles+SendbirdUIKit.swift`.
  package static func stylesApply(_ context: StylesSwiftContext) -> String {
    let parts = Parts.apply
    var out: [UInt8] = []
    out.reserveCapacity(1 << 14)
    append(parts.head, to: &out)
    append(context.sdkVersion, to: &out)
    append(parts.beforeThemes, to: &out)
    for theme in context.themes {
      let values = [
        theme.identifier, theme.name, theme.paletteLines, theme.lightLines, theme.darkLines, theme.overlayLines,
      ]
      for (piece, value) in zip(parts.theme, values) {
        append(piece, to: &out)
        append(value, to: &out)
      }
      append(parts.theme[values.count], to: &out)
    }
    append(parts.tail, to: &out)
    return Renderer.normalized(out)
  }

  /// The `container` partial, as the engine renders it where it is not standalone.
  private static func container(_ container: StringsSwiftContext.Container, to out: inout [UInt8]) {
    let parts = Parts.container
    append(parts[0], to: &out)
    append(container.indent, to: &out)
    append(parts[1], to: &out)
    append(container.identifier, to: &out)
    append(parts[2], to: &out)
    append(container.declarations, to: &out)
    append(parts[3], to: &out)
    for child in container.containers { self.container(child, to: &out) }
    append(parts[4], to: &out)
    append(container.indent, to: &out)
    append(parts[5], to: &out)
  }

  private static func append(_ text: String, to out: inout [UInt8]) {
    text.withUTF8Bytes { out.append(contentsOf: $0) }
  }

  /// The built-in templates' text between their tags.
  private enum Parts {
    struct Styles {
      var head, beforeNames, afterNames, themeHead, themeMiddle, themeOpen, themeTail, tail: String
    }
    struct Apply {
      var head, beforeThemes: String
      /// Before the identifier, the name, and the palette, light, dark and overlay lines,
      /// and after the last.
      var theme: [String]
      var tail: String
    }

    static let styles: Styles = {
      let pieces = split(
        DefaultTemplates.all["styles.swift"]!,
        at: [
          "{{{sdkVersion}}}", "{{#themes}}\"{{{name}}}\", {{/themes}}", "{{#themes}}\n", "{{{name}}}",
          "{{{identifier}}}", "{{#tables}}{{> container}}{{/tables}}", "{{/themes}}\n",
        ])
      return Styles(
        head: pieces[0], beforeNames: pieces[1], afterNames: pieces[2], themeHead: pieces[3], themeMiddle: pieces[4],
        themeOpen: pieces[5], themeTail: pieces[6], tail: pieces[7])
    }()

    static let apply: Apply = {
      let pieces = split(
        DefaultTemplates.all["styles+sendbird.swift"]!,
        at: [
          "{{{sdkVersion}}}", "{{#themes}}\n", "{{{identifier}}}", "{{{name}}}", "{{{paletteLines}}}",
          "{{{lightLines}}}", "{{{darkLines}}}", "{{{overlayLines}}}", "{{/themes}}\n",
        ])
      return Apply(head: pieces[0], beforeThemes: pieces[1], theme: Array(pieces[2...8]), tail: pieces[9])
    }()

    static let container: [String] = split(
      DefaultTemplates.all["container"]!,
      at: [
        "{{{indent}}}", "{{{identifier}}}", "{{{declarations}}}", "{{#containers}}{{> container}}{{/containers}}",
        "{{{indent}}}",
      ])

    /// The text cut at each tag in turn (each must occur, in order, after the previous).
    static func split(_ text: String, at tags: [String]) -> [String] {
      var pieces: [String] = []
      var rest = Substring(text)
      for tag in tags {
        guard let range = rest.range(of: tag) else {
          preconditionFailure("the built-in template lacks '\(tag)'")
        }
        pieces.append(String(rest[..<range.lowerBound]))
        rest = rest[range.upperBound...]
      }
      pieces.append(String(rest))
      return pieces
    }
  }
}
