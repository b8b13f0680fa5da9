import Foundation
import Testing
import ThemeTestSupport

/// `themec init`: a starter project that builds as written, whose listed defaults read back
/// as the SDK's, and that never replaces a file.
@Suite(.enabled(if: themecBinary != nil)) struct StarterProjectTests {
  static let files = [
    "themec.yml", "themes/en.strings.yaml", "themes/app.theme.yaml", "schemas/strings.schema.json",
    "schemas/theme.schema.json",
  ]

  @Test func buildsAsWrittenWithNoFindings() throws {
    let root = try makeScratchDirectory("themec-init")
    let created = try runThemec(["init", "app"], in: root)
    #expect(created.status == 0)
    #expect(created.output == "themec: wrote \(Self.files.map { "app/" + $0 }.joined(separator: ", "))\n")
    let build = try runThemec(["build"], in: root + "/app")
    #expect(build.status == 0)
    // Nothing to report: not an error, not a warning, not a note.
    #expect(build.errors.isEmpty, "\(build.errors)")
    #expect(FileManager.default.fileExists(atPath: root + "/app/Generated/ThemeStrings.swift"))
    // Its files satisfy the schemas it wrote (their first lines point editors to them).
    let files = ["themes/en.strings.yaml", "themes/app.theme.yaml"].map { root + "/app/" + $0 }
    let check = try runProgram(
      "/usr/bin/env",
      ["python3", JSONSchemaTests.checker, root + "/app/schemas"] + files)
    if check.status != 77 || validatorsRequired {
      #expect(check.status == 0, "\(check.output)\(check.errors)")
    }
  }

  @Test func neverReplacesAFile() throws {
    let root = try makeScratchDirectory("themec-init")
    try writeFiles(["themes/en.strings.yaml": "Cancel: Stop\n"], under: root)
    let first = try runThemec(["init"], in: root)
    #expect(first.status == 0)
    #expect(first.output.contains("themec: kept themes/en.strings.yaml (they exist)"))
    #expect(FileManager.default.contents(atPath: root + "/themes/en.strings.yaml") == Data("Cancel: Stop\n".utf8))
    let before = try Self.files.map { try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0)) }
    let second = try runThemec(["init"], in: root)
    #expect(second.output == "themec: kept \(Self.files.joined(separator: ", ")) (they exist)\n")
    let after = try Self.files.map { try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0)) }
    #expect(before == after)
  }

  /// Every key listed with its default, uncommented, is valid and gives the SDK's own text.
  @Test func listedDefaultsAreTheSDKs() throws {
    let root = try makeScratchDirectory("themec-init")
    _ = try runThemec(["init"], in: root)
    let path = root + "/themes/en.strings.yaml"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var uncommented = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      // "# Key: text", not a closure ("# Key:  # (Int) -> String: ...") nor prose.
      guard line.hasPrefix("# "), !line.hasPrefix("# yaml-language-server"), let colon = line.range(of: ": "),
        !line[colon.upperBound...].hasPrefix(" "),
        !line[line.index(line.startIndex, offsetBy: 2)..<colon.lowerBound].contains(" ")
      else { return String(line) }
      uncommented += 1
      return String(line.dropFirst(2))
    }
    #expect(uncommented > 150)
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let build = try runThemec(["build", "--format", "json"], in: root)
    #expect(build.status == 0)
    #expect(build.output.isEmpty, "\(build.output)")
    // The texts compiled are the SDK's defaults, as `themec keys` gives them.
    let strings = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/Generated/strings.json")))
        as? [String: Any])
    let sdk = try #require(
      ((strings["locales"] as? [String: Any])?["en"] as? [String: Any])?["sdk"] as? [String: [String: Any]])
    let keys = try runThemec(["keys", "--kind", "string", "--format", "json"])
    let surface = try #require(try JSONSerialization.jsonObject(with: Data(keys.output.utf8)) as? [[String: Any]])
    var compared = 0
    for key in surface where key["note"] == nil && (key["type"] as? String) == "String" {
      let name = try #require(key["name"] as? String)
      guard let entry = sdk[name] else { continue }
      #expect(entry["text"] as? String == key["value"] as? String, "\(name)")
      compared += 1
    }
    #expect(compared > 150)
  }

  /// `themec keys --sdk-version 3.10.0`, as a newcomer pinning that tag would run it: the
  /// surface of the 3.10.0 framework, and on standard error what the tag of that name
  /// installs (3.9.3's) and which tag is 3.10.0 (issue 65).
  @Test func keysSayWhatATagInstalls() throws {
    let keys = try runThemec(["keys", "--sdk-version", "3.10.0", "GroupChannel.Preview.photo"])
    #expect(keys.status == 0)
    #expect(keys.output.hasPrefix("string\tGroupChannel.Preview.photo\tString\tPhoto"))
    #expect(
      keys.errors
        == "note: themec checks and writes for SendbirdUIKit 3.10.0 as its framework declares it; sendbird-uikit-ios: its tag v3.10.0 installs 3.9.3's framework; 3.10.0 is its tag v3.11.0; sendbird-uikit-ios-spm: its tag v3.10.0 installs 3.9.3's framework; no tag of it installs 3.10.0\n"
    )
    let spm = try runThemec(["keys", "--sdk-version", "3.18.0", "--kind", "color", "primaryMain"])
    #expect(spm.status == 0)
    #expect(spm.errors.contains("sendbird-uikit-ios-spm's tag v3.18.0 installs 3.17.0's"))
  }
}
