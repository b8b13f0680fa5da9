/// The one layout rule of the generated Swift, which its templates apply where they say
/// `{{#fit}}`: a section over it renders its content once with `oneLine` true and keeps that if
/// every line is at most `width` columns (the first counted from where the section starts);
/// else renders it with `broken` true instead. Nested, each `{{#fit}}` decides its own lines.
///
/// The templates write every line, from keys, names, parameters and their types; this
/// decides, as swift-format's default configuration does, where a line too long breaks
/// (`GeneratedHeaderTests` runs swift-format over the outputs). A template that does not say
/// `{{#fit}}` is rendered as Mustache renders it.
///
/// ```
/// {{#fit}}
/// {{#oneLine}}
/// public var {{name}}: Swift.String { strings.text({{number}}) }
/// {{/oneLine}}
/// {{#broken}}
/// public var {{name}}: Swift.String {
///   strings.text({{number}})
/// }
/// {{/broken}}
/// {{/fit}}
/// ```
package struct LineFit: Sendable, TemplateContext {
  /// swift-format's default line length.
  package static let width = 100

  /// The value a context gives `fit`.
  package static let section = LineFit(oneLine: true)

  /// Which layout is being rendered.
  private let oneLine: Bool

  package func child(named name: String) -> Any? {
    switch name {
    case "oneLine": oneLine
    case "broken": !oneLine
    default: nil
    }
  }

  /// A `{{#fit}}` section's content, on one line where it fits: rendered in place, and taken
  /// back where it does not.
  static func render(_ body: Template, in context: Template.Context, into out: inout String) {
    var context = context
    context.startColumn = column(after: out, startingAt: context.startColumn)
    let mark = out.utf8.count
    body.render(in: context.entering(context: LineFit(oneLine: true)), into: &out)
    let start = out.utf8.index(out.utf8.startIndex, offsetBy: mark)
    guard !fits(out[start...], from: context.startColumn) else { return }
    out.removeSubrange(start...)
    body.render(in: context.entering(context: LineFit(oneLine: false)), into: &out)
  }

  /// The column (in characters) after a text that starts at `start`: its last line's
  /// characters, its bytes where they are ASCII (most lines; counting characters finds
  /// each grapheme's end).
  static func column(after text: String, startingAt start: Int) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var lineStart = bytes.count
      while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart...])
      let width = line.allSatisfy { $0 < 0x80 } ? line.count : String(decoding: line, as: UTF8.self).count
      return lineStart == 0 ? start + width : width
    }
  }

  /// Whether each line of a text is at most `width` characters, the first after `column`.
  /// Its UTF-8 bytes are counted first (as many or more than its characters, and known
  /// without walking it): counting characters finds each grapheme's end.
  static func fits(_ text: Substring, from column: Int) -> Bool {
    let bytes = text.utf8
    var lineStart = bytes.startIndex
    var indent = column
    while lineStart < bytes.endIndex {
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      if bytes.distance(from: lineStart, to: lineEnd) + indent > width,
        text[lineStart..<lineEnd].count + indent > width
      {
        return false
      }
      indent = 0
      lineStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
    }
    return true
  }
}
