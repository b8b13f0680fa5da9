import Foundation
import Testing
import ThemeDriver
import ThemeTestSupport

/// `themec schema`: JSON Schemas of both formats, made from the catalogues, that the bundled
/// inputs satisfy and that reject what the compiler rejects as unknown, checked by Python's
/// jsonschema (draft-07) as an editor would read the YAML.
@Suite(.enabled(if: themecBinary != nil)) struct JSONSchemaTests {
  static let checker = repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/check_schema.py").path

  /// Runs the checker on files; nil when jsonschema is not installed (and not required).
  static func check(schemas: String, _ files: [String]) throws -> ProcessOutcome? {
    let run = try runProgram("/usr/bin/env", ["python3", checker, schemas] + files)
    if run.status == 77, !validatorsRequired {
      print(
        "JSONSchemaTests: jsonschema or PyYAML not installed (pip install jsonschema pyyaml); checked by themec only")
      return nil
    }
    return run
  }

  @Test func bundledInputsSatisfyTheSchemas() throws {
    let root = try makeScratchDirectory("themec-schema")
    let written = try runThemec(["schema", "-o", root + "/schemas"])
    #expect(written.status == 0)
    #expect(written.output == "themec: wrote \(root)/schemas/strings.schema.json, \(root)/schemas/theme.schema.json\n")
    // A second run leaves them alone.
    #expect(try runThemec(["schema", "-o", root + "/schemas"]).output == "themec: \(root)/schemas is up to date\n")
    let inputs = try ["themes", "Tests/Fixtures/ExampleApp/Sources/AppTheme"].flatMap { folder in
      let directory = repositoryRoot.appendingPathComponent(folder)
      return try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".yaml") }.map { directory.appendingPathComponent($0).path }
    }.sorted()
    #expect(inputs.count >= 11)
    guard let run = try Self.check(schemas: root + "/schemas", inputs) else { return }
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.split(separator: "\n").count == inputs.count)
  }

  /// What the compiler reports as an unknown key or a wrong shape, the schema rejects too.
  @Test func theSchemasRejectWhatThemecRejects() throws {
    let root = try makeScratchDirectory("themec-schema")
    _ = try runThemec(["schema", "-o", root + "/schemas"])
    let files = [
      "misspelt/en.strings.yaml": "Cancle: Cancel\n",
      "nested/en.strings.yaml": "MessageThread:\n  Menu:\n    replyInThred: Reply\n",
      "forms/en.strings.yaml":
        "Message_Replied_Users_Count:\n  one: \"%lld reply\"\n  other: \"%lld replies\"\n  lots: x\n",
      "section/x.theme.yaml": "colours:\n  primaryMain: \"#2850D4\"\n",
      "property/x.theme.yaml": "themes:\n  SBUChannelTheme:\n    light:\n      backgroundColour: \"#FFFFFF\"\n",
      "font/x.theme.yaml": "fonts:\n  body1: {size: 17, weight: heavyish}\n",
    ]
    try writeFiles(files, under: root)
    for path in files.keys.sorted() {
      let lint = try runThemec(["lint", "--no-config", (path as NSString).deletingLastPathComponent], in: root)
      #expect(lint.status == 1, "\(path): \(lint.errors)")
    }
    guard let run = try Self.check(schemas: root + "/schemas", files.keys.sorted().map { root + "/" + $0 }) else {
      return
    }
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == files.count)
    #expect(lines.allSatisfy { $0.hasPrefix("invalid ") }, "\(lines)")
    // The same files, written right, pass.
    let fixed = [
      "ok/en.strings.yaml": "Cancel: Cancel\nMessageThread.Menu:\n  replyInThread: Reply\n",
      "ok/x.theme.yaml": "colors:\n  primaryMain: \"#2850D4\"\nfonts:\n  body1: {size: 17, weight: heavy}\n",
    ]
    try writeFiles(fixed, under: root)
    let good = try #require(try Self.check(schemas: root + "/schemas", fixed.keys.sorted().map { root + "/" + $0 }))
    #expect(good.status == 0, "\(good.output)")
  }

  /// The descriptions carry what an editor shows: types and the SDK's defaults.
  @Test func descriptionsGiveTypesAndDefaults() throws {
    let schemas = Dictionary(uniqueKeysWithValues: Driver.schemas().map { ($0.name, $0.text) })
    let strings = try #require(
      try JSONSerialization.jsonObject(with: Data(schemas["strings.schema.json"]!.utf8)) as? [String: Any])
    let definitions = try #require(strings["definitions"] as? [String: [String: Any]])
    #expect(definitions["sdk.Cancel"]?["description"] as? String == "String. SDK default: Cancel")
    #expect(
      definitions["sdk.Message_Replied_Users_Count"]?["description"] as? String
        == "(Int, Bool) -> String: a template, or plural forms (CLDR categories, '=N', '<N', cap, offset)")
    let theme = try #require(
      try JSONSerialization.jsonObject(with: Data(schemas["theme.schema.json"]!.utf8)) as? [String: Any])
    let colors = try #require(
      ((theme["properties"] as? [String: Any])?["colors"] as? [String: Any])?["properties"] as? [String: [String: Any]])
    #expect(colors["primaryMain"]?["description"] as? String == "SBUColorSet.primaryMain, SDK default #742DDDFF")
  }
}
