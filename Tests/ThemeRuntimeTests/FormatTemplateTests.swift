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
    ("ab %*d", 3, "expected a width written as digits, found '*' (a width taken from an argument)"),
    ("ab %.*f", 3, "expected a precision written as digits, found '*' (a precision taken from an argument)"),
    ("%p", 0, "expected a placeholder for a value, found '%p', which prints a memory address"),
    ("%lld %n", 5, "expected a placeholder for a value, found '%n', which writes to memory"),
    ("%Lf", 0, "expected '%f' or '%lf' for a Double, found a length 'L'"),
    ("é %0$@", 2, "expected a position of 1 or more in '%0$'"),
    ("%1$@ %d", 5, "expected all placeholders to be positional once one is ('%1$@')"),
    ("%d %1$@", 3, "expected all placeholders to be positional once one is ('%1$@')"),
    ("x %ll", 2, "expected a conversion after '%', found the end of the text"),
    ("50%", 2, "expected a conversion after '%', found the end of the text (write '%%' for a percent sign)"),
    (
      "50% off", 2,
      "expected a specifier such as '%d', '%lld', '%u', '%x', '%f', '%.2f', '%@' or '%s', found '% ' (write '%%' for a percent sign)"
    ),
    ("%llld", 0, "expected a length of 'h', 'hh', 'l' or 'll', found 'lll'"),
    ("%hl@", 0, "expected '%@' without a length modifier"),
    ("ü %é", 2, "expected a specifier such as '%d', '%lld', '%u', '%x', '%f', '%.2f', '%@' or '%s', found '%é'"),
  ])
  func malformedPlaceholders(text: String, offset: Int, message: String) {
    #expect(throws: FormatTemplateError(offset: offset, message: message)) { try FormatTemplate(parsing: text) }
    #expect(throws: FormatTemplateError(offset: offset, message: message)) { try pieces(text) }
  }

  /// What Apple's `String(format:)` takes beyond the plain specifiers: doubles, hex and
  /// octal, characters, flags, widths and precisions, each laid out as printf lays it out.
  @Test(arguments: [
    ("%.2f", [FormatArgument.double(3.14159)], "3.14"),
    ("%f", [.double(2.5)], "2.500000"),
    ("%08.3f|%-8.1f|", [.double(-3.5), .double(2)], "-003.500|2.0     |"),
    ("%e", [.double(12345.678)], "1.234568e+04"),
    ("%g %G", [.double(0.0001), .double(1e20)], "0.0001 1E+20"),
    ("%x %X %#o", [.integer(255), .integer(255), .integer(8)], "ff FF 010"),
    (
      "%lu %ld %5lld|%-5d|%05d", [.integer(7), .integer(-7), .integer(42), .integer(42), .integer(42)],
      "7 -7    42|42   |00042"
    ),
    ("%c%c", [.integer(72), .integer(0x1F600)], "H😀"),
    ("%2$.1f %1$@", [.string("km"), .double(1.25)], "1.2 km"),
    ("[%6@] [%-6@] [%.2@]", [.string("abc"), .string("abc"), .string("abc")], "[   abc] [abc   ] [ab]"),
    ("%+d %+.1f", [.integer(5), .double(0.5)], "+5 +0.5"),
  ])
  func layoutsRenderAsPrintfDoes(text: String, arguments: [FormatArgument], expected: String) throws {
    #expect(try FormatTemplate(parsing: text).render(arguments) == expected)
  }

  @Test func doublesAreTypedAndPlainTextKeepsItsFastPath() throws {
    let template = try FormatTemplate(parsing: "%1$@ ran %2$.1f km")
    #expect(template.positionalTypes == [.string, .double])
    #expect(try FormatTemplate(parsing: "%lld of %@").specs.isEmpty)
  }
}
