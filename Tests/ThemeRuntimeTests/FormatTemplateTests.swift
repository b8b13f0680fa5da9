import Testing

@testable import ThemeRuntime

/// `FormatTemplate(parsing:)` and the scanner it is made from (`FormatScanner`), which the
/// compiler also reads directly for texts it keeps as spans.
@Suite struct FormatTemplateTests {
  typealias Segment = FormatTemplate.Segment

  /// The scanner's pieces, as text for literals and `(index, type, scalar offset)` for
  /// placeholders.
  func pieces(_ text: String) throws(FormatTemplateError) -> [String] {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { bytes throws(FormatTemplateError) in
      var scanner = FormatScanner(bytes)
      var result: [String] = []
      while let piece = try scanner.next() {
        switch piece {
        case .literal(let run): result.append(String(decoding: bytes[run], as: UTF8.self))
        case .argument(let index, let type, let start):
          result.append("(\(index) \(type.rawValue) \(FormatScanner.scalarOffset(of: start, in: bytes)))")
        }
      }
      return result
    }
  }

  @Test func segmentsMergeTheRunsAPercentSignSplits() throws {
    let template = try FormatTemplate(parsing: "100%% of %@, 50%%%% ok %lld%%")
    #expect(
      template.segments == [
        .literal("100% of "), .argument(index: 1, type: .string), .literal(", 50%% ok "),
        .argument(index: 2, type: .integer), .literal("%"),
      ])
    #expect(template.argumentOffsets == [9, 23])
    // The runs before the merge: each `%%` ends one after its first `%`.
    #expect(
      try pieces("100%% of %@, 50%%%% ok %lld%%") == [
        "100%", " of ", "(1 string 9)", ", 50%", "%", " ok ", "(2 integer 23)", "%",
      ])
  }

  @Test func positionsAndOffsetsCountScalars() throws {
    let template = try FormatTemplate(parsing: "é%2$lld « %1$@ » %2$d")
    #expect(
      template.segments == [
        .literal("é"), .argument(index: 2, type: .integer), .literal(" « "), .argument(index: 1, type: .string),
        .literal(" » "), .argument(index: 2, type: .integer),
      ])
    #expect(template.argumentOffsets == [1, 10, 17])
    #expect(template.positionalTypes == [.string, .integer])
    #expect(try pieces("%@%d") == ["(1 string 0)", "(2 integer 2)"])
    #expect(try pieces("") == [])
    #expect(try FormatTemplate(parsing: "").segments == [])
  }

  @Test(arguments: [
    ("ab %5d", 3, "expected a plain specifier such as '%lld' or '%@', found a width"),
    ("é %0$@", 2, "expected a position of 1 or more in '%0$'"),
    ("%1$@ %d", 5, "expected all placeholders to be positional once one is ('%1$@')"),
    ("%d %1$@", 3, "expected all placeholders to be positional once one is ('%1$@')"),
    ("x %ll", 2, "expected a conversion after '%', found the end of the text"),
    ("50%", 2, "expected a conversion after '%', found the end of the text (write '%%' for a percent sign)"),
    ("50% off", 2, "expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '% ' (write '%%' for a percent sign)"),
    ("%llld", 0, "expected a length of 'h', 'hh', 'l' or 'll', found 'lll'"),
    ("%hl@", 0, "expected '%@' without a length modifier"),
    ("ü %é", 2, "expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '%é'"),
  ])
  func malformedPlaceholders(text: String, offset: Int, message: String) {
    #expect(throws: FormatTemplateError(offset: offset, message: message)) { try FormatTemplate(parsing: text) }
    #expect(throws: FormatTemplateError(offset: offset, message: message)) { try pieces(text) }
  }
}
