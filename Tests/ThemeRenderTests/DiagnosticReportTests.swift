import Testing
import ThemeCore
import ThemeRender

/// The text report: each finding's lines in order, then the count; a large report (which is
/// rendered in two halves at once) reads as a small one does.
@Suite struct DiagnosticReportTests {
  func findings(_ count: Int) -> [Diagnostic] {
    (0..<count).map { index in
      Diagnostic(
        index % 3 == 0 ? .stringMissing : .keyUnknown,
        at: SourceLocation(path: "de.strings.yaml", line: index + 1, column: 1 + index % 7),
        "finding \(index)",
        notes: index % 2 == 0
          ? [DiagnosticNote("note \(index)", at: SourceLocation(path: "en.strings.yaml", line: 2, column: 3))] : [])
    }
  }

  @Test(arguments: [0, 1, 2, 511, 512, 513, 2001])
  func textReportsEachFindingInOrder(count: Int) {
    let found = findings(count)
    let text = DiagnosticReport.render(found, format: .text, toolVersion: "0")
    let body = found.map { $0.rendered + "\n" }.joined()
    #expect(text.hasPrefix(body))
    // Then one line counting them (none for no findings).
    let summary = text.dropFirst(body.count)
    #expect(count == 0 ? summary.isEmpty : summary.hasSuffix("warnings\n") || summary.hasSuffix("warning\n"))
    #expect(summary.filter { $0 == "\n" }.count == (count == 0 ? 0 : 1))
    #expect(text.split(separator: "\n").filter { $0.contains("finding ") }.count == count)
  }
}
