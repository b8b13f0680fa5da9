import Foundation
import Testing
import ThemeTestSupport

/// `--format text|json|sarif`: text for people (coloured on a terminal only, never with
/// NO_COLOR), a JSON object per finding, and SARIF 2.1.0 that readers other than themec's
/// accept.
@Suite(.enabled(if: themecBinary != nil)) struct ReportFormatTests {
  /// A project with a warning that has a note (string.missing), a note (string.same-as-base)
  /// and an error (placeholder.invalid), in a folder whose name needs percent-encoding in a URI.
  static let project = [
    "themes/my strings/en.strings.yaml": "app:\n  greeting: Hello\n  farewell: Goodbye\n  count: \"%d items\"\n",
    "themes/my strings/de.strings.yaml": "app:\n  greeting: Hello\n  count: \"%q Dinge\"\n",
  ]

  @Test func sarifIsReadByIndependentReaders() throws {
    let root = try makeScratchDirectory("themec-report")
    try writeFiles(Self.project, under: root)
    let run = try runThemec(["lint", "--format", "sarif"], in: root)
    #expect(run.status == 1)
    // Standard output is the log alone; nothing is said on standard error.
    #expect(run.errors.isEmpty)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    #expect(
      results.map { $0["ruleId"] as? String } == ["string.missing", "string.same-as-base", "placeholder.invalid"])
    // The note of string.missing is a related location.
    let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
    #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "'farewell' is defined here")

    let file = root + "/report.sarif"
    try Data(run.output.utf8).write(to: URL(fileURLWithPath: file))
    let check = try runProgram(
      "/usr/bin/env",
      ["python3", repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/check_sarif.py").path, file])
    if check.status == 77, !validatorsRequired {
      print(
        "ReportFormatTests: SARIF readers not installed (pip install sarif-tools sarif-pydantic); checked by themec only"
      )
      return
    }
    #expect(check.status == 0, "\(check.errors)")
    #expect(
      check.output.split(separator: "\n").map(String.init) == [
        "warning string.missing themes/my%20strings/de.strings.yaml:1",
        "note string.same-as-base themes/my%20strings/de.strings.yaml:2",
        "error placeholder.invalid themes/my%20strings/de.strings.yaml:3",
      ])
  }

  @Test func jsonIsAnObjectPerFinding() throws {
    let root = try makeScratchDirectory("themec-report")
    try writeFiles(Self.project, under: root)
    let run = try runThemec(["lint", "--format", "json"], in: root)
    #expect(run.status == 1)
    let records = try run.output.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.count == 3)
    let last = try #require(records.last)
    #expect(last["path"] as? String == "themes/my strings/de.strings.yaml")
    #expect(last["line"] as? Int == 3)
    #expect(last["column"] as? Int == 10)
    #expect(last["severity"] as? String == "error")
    #expect(last["code"] as? String == "placeholder.invalid")
    #expect(
      last["message"] as? String
        == "expected a specifier such as '%d', '%lld', '%u', '%x', '%f', '%.2f', '%@' or '%s', found '%q '")
    let notes = try #require(records[0]["notes"] as? [[String: Any]])
    #expect(notes.first?["path"] as? String == "themes/my strings/en.strings.yaml")
    #expect(notes.first?["line"] as? Int == 3)
    #expect(notes.first?["message"] as? String == "'farewell' is defined here")
  }

  @Test func textIsColouredOnATerminalOnly() throws {
    let root = try makeScratchDirectory("themec-report")
    try writeFiles(Self.project, under: root)
    // Into a file: plain text.
    let piped = try runThemec(["lint"], in: root, environment: ["TERM": "xterm"])
    #expect(piped.errors.contains("\nthemes/my strings/de.strings.yaml:3:10: error: "))
    #expect(!piped.errors.contains("\u{1B}"))
    // On a terminal (script(1) gives it one): coloured, unless NO_COLOR is set. util-linux's
    // script takes the command as one string; BSD's (macOS) as the arguments after the file.
    #if os(Linux)
      let scripted = ["-qec", "'\(themecBinary!)' lint", "/dev/null"]
    #else
      let scripted = ["-q", "/dev/null", themecBinary!, "lint"]
    #endif
    // An empty NO_COLOR counts as unset (no-color.org); the test runner may have set it.
    let terminal = try runProgram(
      "/usr/bin/script", scripted, in: root, environment: ["TERM": "xterm", "NO_COLOR": ""])
    #expect(
      terminal.output.contains("\u{1B}[1mthemes/my strings/de.strings.yaml:3:10:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m ")
    )
    #expect(terminal.output.contains("\u{1B}[1;35mwarning:\u{1B}[0m expected app key 'farewell'"))
    let plain = try runProgram(
      "/usr/bin/script", scripted, in: root, environment: ["TERM": "xterm", "NO_COLOR": "1"])
    #expect(plain.output.contains("themes/my strings/de.strings.yaml:3:10: error: "))
    #expect(!plain.output.contains("\u{1B}"))
  }
}
