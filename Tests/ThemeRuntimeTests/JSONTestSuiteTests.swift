import Foundation
import Testing

@testable import ThemeRuntime

/// `JSONReader` (the String Catalog codec's and the runtime's JSON reader) against
/// JSONTestSuite's parsing tests (github.com/nst/JSONTestSuite, `test_parsing`): every `y_`
/// document (95) is read without a problem and every `n_` document (188) is refused; `i_`
/// documents (which RFC 8259 leaves to the parser) are read or refused without a crash. (Its
/// first run found thirteen numbers RFC 8259 does not allow read as numbers: `+1`, `-01`, `2.`,
/// `.2e-3`; the reader now scans the RFC's grammar.) The files are not copied into the repository: the test reads the
/// folder named by `JSON_TEST_SUITE` (`.ci/run` sets it where the machine has a clone) and is
/// skipped without one.
@Suite struct JSONTestSuiteTests {
  static var folder: URL? {
    ProcessInfo.processInfo.environment["JSON_TEST_SUITE"].map { URL(fileURLWithPath: $0) }
  }

  @Test(.enabled(if: folder != nil, "needs JSON_TEST_SUITE, the test_parsing folder of nst/JSONTestSuite"))
  func everyDocumentIsReadOrRefusedAsTheSuiteSays() throws {
    let folder = try #require(Self.folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    var wrong: [String] = []
    var counts = (accepted: 0, refused: 0, either: 0)
    for name in names.sorted() {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      let problem = JSONReader.syntaxProblem(in: bytes)
      switch name.prefix(2) {
      case "y_":
        counts.accepted += 1
        if problem != nil { wrong.append("\(name): refused (\(problem!.message))") }
      case "n_":
        counts.refused += 1
        if problem == nil { wrong.append("\(name): accepted") }
      default:
        counts.either += 1
      }
    }
    #expect(counts.accepted >= 95 && counts.refused >= 188, "\(counts)")
    #expect(wrong.isEmpty, "\(wrong)")
  }
}
