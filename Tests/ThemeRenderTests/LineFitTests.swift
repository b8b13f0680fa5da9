import Testing

@testable import ThemeRender

/// `{{#fit}}`, the one layout rule of the generated Swift (`LineFit`): the content on one line
/// where every line of it is at most 100 columns, counted from where the section starts,
/// else its broken layout; each nested `{{#fit}}` decides its own lines.
@Suite struct LineFitTests {
  static let member = """
    {{#fit}}
    {{#oneLine}}
    public var {{{name}}}: Swift.String { strings.appText(3) }
    {{/oneLine}}
    {{#broken}}
    {{#fit}}
    {{#oneLine}}
    public var {{{name}}}: Swift.String {
    {{/oneLine}}
    {{#broken}}
    public var {{{name}}}:
      Swift.String
    {
    {{/broken}}
    {{/fit}}
      strings.appText(3)
    }
    {{/broken}}
    {{/fit}}

    """

  func render(_ template: String, _ values: [String: Any], partials: [String: String] = [:]) throws -> String {
    var values = values
    values["fit"] = LineFit.section
    return try Template(parsing: template).render(
      values, partials: partials.mapValues { try! Template(parsing: $0) })
  }

  @Test func aMemberThatFitsIsOneLine() throws {
    #expect(try render(Self.member, ["name": "title"]) == "public var title: Swift.String { strings.appText(3) }\n")
  }

  /// 100 columns is the width: a line of 100 fits, one of 101 breaks.
  @Test func theWidthIsAHundredColumns() throws {
    let fixed = "public var : Swift.String { strings.appText(3) }".count
    let fits = String(repeating: "a", count: 100 - fixed)
    #expect(try render(Self.member, ["name": fits]).split(separator: "\n").count == 1)
    let breaks = fits + "a"
    #expect(
      try render(Self.member, ["name": breaks])
        == "public var \(breaks): Swift.String {\n  strings.appText(3)\n}\n")
  }

  /// The head breaks too when it alone does not fit: a nested `{{#fit}}` decides its lines.
  @Test func aNestedFitDecidesItsOwnLines() throws {
    let long = String(repeating: "b", count: 90)
    #expect(
      try render(Self.member, ["name": long]) == "public var \(long):\n  Swift.String\n{\n  strings.appText(3)\n}\n")
  }

  /// Measured from where the section starts: inside an indented partial the indentation
  /// counts, and every line of the partial is indented (a section's every element too).
  @Test func theIndentationCounts() throws {
    let name = String(repeating: "c", count: 100 - "public var : Swift.String { strings.appText(3) }".count)
    let text = try render(
      "struct S {\n  {{#names}}\n  {{> member}}\n  {{/names}}\n}\n", ["names": [["name": "t"], ["name": name]]],
      partials: ["member": Self.member])
    #expect(
      text == """
        struct S {
          public var t: Swift.String { strings.appText(3) }
          public var \(name): Swift.String {
            strings.appText(3)
          }
        }

        """)
  }

  /// Characters, not bytes: a name in another script fits where its UTF-8 would not.
  @Test func charactersAreCounted() throws {
    let name = String(repeating: "日", count: 40)
    #expect(try render(Self.member, ["name": name]).split(separator: "\n").count == 1)
  }

  /// A partial that renders nothing writes nothing, not even its indentation; a section's
  /// closing tag that stands alone leaves its line out whatever its opening tag did.
  @Test func standaloneLinesAreLeftOut() throws {
    #expect(try render("a\n  {{> empty}}\nb\n", [:], partials: ["empty": ""]) == "a\nb\n")
    #expect(try render("{{#x}}  one\n{{/x}}\n{{#x}}\ntwo\n{{/x}}\n", ["x": true]) == "  one\ntwo\n")
  }
}
