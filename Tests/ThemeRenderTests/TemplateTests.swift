import Testing

@testable import ThemeRender

/// The Mustache templates the outputs render through (`Template`), read as Mustache and
/// swift-mustache 2 read them: the built-in templates render the same bytes as before
/// (the golden and corpus checks); these hold each rule a team's template relies on.
@Suite struct TemplateTests {
  struct Person {
    var name: String
    var nickname: String?
    var age: Int
  }

  static func render(_ text: String, _ value: Any, partials: [String: String] = [:]) throws -> String {
    let compiled = try partials.mapValues { text throws(Template.ParseError) in try Template(parsing: text) }
    return try Template(parsing: text).render(value, partials: compiled)
  }

  /// Why a template does not parse, and where.
  static func error(_ text: String) -> String? {
    do {
      _ = try Template(parsing: text)
      return nil
    } catch {
      return "\(error.line):\(error.column): \(error.error)"
    }
  }

  @Test(arguments: [
    // Variables, escaped for HTML unless raw or the pragma says TEXT.
    ("Hello {{name}}!", "Hello World!"),
    ("{{html}}", "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"),
    ("{{{html}}}|{{& html}}", "<a href=\"x\">&'|<a href=\"x\">&'"),
    ("{{% CONTENT_TYPE: TEXT}}\n{{html}}", "<a href=\"x\">&'"),
    ("{{missing}}|{{ name }}", "|World"),
    ("{{count}} {{ratio}} {{flag}}", "42 16.0 true"),
    // Dotted names, the current value, and names found in an enclosing section's value.
    ("{{person.name}}/{{person.nickname}}/{{person.missing}}", "Ada//"),
    ("{{#list}}[{{.}}]{{/list}}", "[a][b]"),
    ("{{#person}}{{name}} in {{place}}{{/person}}", "Ada in Paris"),
    ("{{#person}}{{.name}}|{{.place}}{{/person}}", "Ada|"),
    // Sections: a list once per element, true once, false, nil and an empty list never.
    ("{{#people}}{{name}},{{/people}}", "Ada,Grace,"),
    ("{{#flag}}yes{{/flag}}{{#off}}no{{/off}}{{#empty}}no{{/empty}}{{#missing}}no{{/missing}}", "yes"),
    ("{{^empty}}none{{/empty}}{{^off}}off{{/off}}{{^missing}}missing{{/missing}}", "noneoffmissing"),
    ("{{^list}}x{{/list}}{{^flag}}x{{/flag}}{{^name}}x{{/name}}", ""),
    // A line with only a section, comment, partial or delimiter tag is left out; whitespace
    // before a tag that shares its line is kept.
    ("a\n  {{#flag}}\nb\n  {{/flag}}\nc\n", "a\nb\nc\n"),
    ("a\n{{! a comment }}\nb\n", "a\nb\n"),
    ("  {{#flag}}x{{/flag}}\n", "  x\n"),
    ("  {{! kept }} after\n", "   after\n"),
    ("{{=<% %>=}}\n<% name %>\n", "World\n"),
    // A delimiter change inside a section ends with it.
    ("{{#flag}}{{=<% %>=}}<%name%><%/flag%>{{name}}", "WorldWorld"),
    ("a\r\n{{#flag}}\r\nb\r\n{{/flag}}\r\n", "a\r\nb\r\n"),
  ])
  func rendersAsMustacheReads(_ template: String, _ expected: String) throws {
    let value: [String: Any] = [
      "name": "World", "html": "<a href=\"x\">&'", "count": 42, "ratio": 16.0, "flag": true, "off": false,
      "empty": [String](), "list": ["a", "b"], "place": "Paris",
      "person": Person(name: "Ada", nickname: nil, age: 36),
      "people": [Person(name: "Ada", nickname: nil, age: 36), Person(name: "Grace", nickname: "Amazing", age: 85)],
    ]
    #expect(try Self.render(template, value) == expected)
  }

  /// A standalone partial is indented line by line; one that shares its line is not; an
  /// unknown one renders nothing; a partial starts with HTML escaping.
  @Test func partials() throws {
    let partials = ["lines": "a{{html}}\nb\n", "raw": "{{% CONTENT_TYPE: TEXT}}\n{{html}}"]
    let value = ["html": "<"]
    #expect(try Self.render("begin\n  {{> lines}}\nend\n", value, partials: partials) == "begin\n  a&lt;\n  b\nend\n")
    #expect(try Self.render("x {{> lines}}y", value, partials: partials) == "x a&lt;\nb\ny")
    #expect(try Self.render("{{% CONTENT_TYPE: TEXT}}{{> lines}}{{html}}", value, partials: partials) == "a&lt;\nb\n<")
    #expect(try Self.render("{{> raw}}{{html}}", value, partials: partials) == "<&lt;")
    #expect(try Self.render("[{{> nowhere}}]", value, partials: partials) == "[]")
  }

  /// A context that answers its members by name is asked, not reflected over.
  @Test func contextsAnswerByName() throws {
    struct Answering: TemplateContext {
      func child(named name: String) -> Any? { name == "greeting" ? "hi" : nil }
    }
    #expect(try Self.render("{{greeting}}{{other}}", Answering()) == "hi")
  }

  @Test(arguments: [
    ("{{#a}}\nx\n", "3:1: expectedSectionEnd"),
    ("{{#a}}x{{/b}}", "1:11: sectionCloseNameIncorrect"),
    ("x\n{{/b}}", "2:4: sectionCloseNameIncorrect"),
    ("{{a b}}", "1:5: unfinishedName"),
    ("{{a", "1:4: overflow"),
    ("{{! never closed", "1:4: overflow"),
    ("{{= <% =}}", "1:11: invalidSetDelimiter"),
    ("{{% CONTENT_TYPE: JSON}}", "1:25: unrecognisedConfigVariable"),
    ("{{% OTHER }}", "1:11: invalidConfigVariableSyntax"),
    ("{{uppercased(name)}}", "1:21: transformsAreNotSupported"),
    ("{{< parent}}{{/parent}}", "1:3: inheritanceIsNotSupported"),
    ("{{$block}}x{{/block}}", "1:3: inheritanceIsNotSupported"),
    ("{{>* name}}", "1:4: dynamicPartialsAreNotSupported"),
    // A hundred sections deep parse; one more is an error, not a stack overflow.
    (String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100), "nil"),
    (String(repeating: "{{#a}}", count: 200_000), "1:607: sectionsNestTooDeep"),
  ])
  func malformedTemplatesAreLocatedErrors(_ template: String, _ expected: String) {
    #expect((Self.error(template) ?? "nil") == expected)
  }

  /// The tags as the parser reads them (what partials, section extents and raw tags are read
  /// from): contents trimmed, places 1-based, spans in scalars; a delimiter change is no tag
  /// but changes what follows; a text that stops parsing has the tags before the stop.
  @Test func tagsAreReadAsTheParserReadsThem() {
    let text = "é {{# list }}\n{{{raw}}}{{! note }}\n  {{=<% %>=}}\n<%> part%><%/list%>{{x}}"
    let tags = Template.tags(in: text).map { "\($0.content)@\($0.line):\($0.column) \($0.start)-\($0.end)" }
    // The change was inside the section: `{{x}}` after it is a tag again.
    #expect(
      tags == [
        "# list@1:3 2-13", "{raw@2:1 14-23", "! note@2:10 23-34", "> part@4:1 49-59", "/list@4:11 59-68",
        "x@4:20 68-73",
      ])
    #expect(Template.tags(in: "{{a}}{{#b}}{{c d}}{{e}}").map(\.content) == ["a", "#b"])
  }
}
