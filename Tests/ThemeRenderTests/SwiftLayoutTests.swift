import Testing

@testable import ThemeRender

/// `SwiftLayout` breaks what passes 100 columns as swift-format does (the generated files as
/// a whole are checked against swift-format itself in `GeneratedHeaderTests`).
@Suite struct SwiftLayoutTests {
  @Test func aMemberThatFitsStaysOnOneLine() {
    #expect(
      SwiftLayout.member(.property(name: "title", type: "Swift.String"), .init("strings.appText", ["3"]), indent: "  ")
        == ["  public var title: Swift.String { strings.appText(3) }"])
  }

  @Test func aLongMemberPutsItsBodyOnALineOfItsOwn() {
    let name = String(repeating: "a", count: 60)
    #expect(
      SwiftLayout.member(.property(name: name, type: "Swift.String"), .init("strings.appText", ["3"]), indent: "    ")
        == ["    public var \(name): Swift.String {", "      strings.appText(3)", "    }"])
  }

  @Test func aHeadTooLongForItsLineBreaksItsParameters() {
    let name = String(repeating: "f", count: 50)
    let parameters = ["_ p0: Swift.String", "_ p1: Swift.Int", "_ p2: Swift.String"]
    #expect(
      SwiftLayout.member(
        .function(name: name, parameters: parameters, result: "Swift.String"),
        .init("strings.app", ["5", ".string(p0)", ".int(p1)", ".string(p2)"]), indent: "      ")
        == [
          "      public func \(name)(", "        _ p0: Swift.String, _ p1: Swift.Int, _ p2: Swift.String",
          "      ) -> Swift.String {", "        strings.app(5, .string(p0), .int(p1), .string(p2))", "      }",
        ])
    // A property whose name and type pass the line: the type, then the brace, below it.
    let long = String(repeating: "p", count: 95)
    #expect(
      SwiftLayout.member(.property(name: long, type: "Swift.String"), .init("f", []), indent: "")
        == ["public var \(long):", "  Swift.String", "{", "  f()", "}"])
  }

  @Test func statementsBreakAfterTheirOpening() {
    let key = String(repeating: "K", count: 50)
    #expect(
      SwiftLayout.assignment("SBUStringSet.\(key)", "sdk.\(key)", indent: "      ")
        == ["      SBUStringSet.\(key) =", "        sdk.\(key)"])
    #expect(
      SwiftLayout.conditional("let values = AdapterValues(variant, \"\(key)\")", "apply(values)", indent: "  ")
        == ["  if let values = AdapterValues(variant, \"\(key)\") {", "    apply(values)", "  }"])
    #expect(
      SwiftLayout.call(.init("values.color", ["\"\(key)\"", "&theme.\(key)"]), indent: "    ")
        == ["    values.color(", "      \"\(key)\", &theme.\(key))"])
  }
}
