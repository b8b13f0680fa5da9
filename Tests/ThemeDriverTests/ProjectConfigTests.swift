import Foundation
import Testing
import ThemeTestSupport

/// `themec.yml`: found from the working directory up, its settings under the command
/// line's, its problems located, and the findings judged by its severities, suppressions
/// and baseline. Run as a user runs it: the binary, in a project's directories.
@Suite(.enabled(if: themecBinary != nil)) struct ProjectConfigTests {
  /// A project whose German file repeats the English text (string.same-as-base, a note)
  /// and lacks a key (string.missing, a warning).
  static let project = [
    "themes/en.strings.yaml": "app:\n  greeting: Hello\n  farewell: Goodbye\n",
    "themes/de.strings.yaml": "app:\n  greeting: Hello\n",
  ]

  static let sameAsBase =
    "expected a translation of 'greeting', found the base locale's text 'Hello'; list it under 'same-as-base' if that is meant"

  @Test func foundFromASubdirectoryWithPathsFromItsOwnDirectory() throws {
    let root = try makeScratchDirectory("themec-config")
    try writeFiles(
      Self.project.merging(["themec.yml": "inputs: [themes]\noutput: Out\n", "sub/deeper/.keep": ""]) { $1 },
      under: root)
    let run = try runThemec(["build"], in: root + "/sub/deeper")
    #expect(run.status == 0, "\(run.errors)")
    // Paths read from the file are relative to it, and reported from the working directory.
    #expect(run.errors.contains("../../themes/de.strings.yaml:2:13: note: \(Self.sameAsBase) [string.same-as-base]"))
    #expect(FileManager.default.fileExists(atPath: root + "/Out/ThemeStrings.swift"))
    // The command line wins over the file.
    let lint = try runThemec(["lint", "--base-locale", "de"], in: root + "/sub/deeper")
    #expect(lint.errors.contains("expected only keys of base locale 'de', found app key 'farewell'"))
    // --no-config reads none: the default input, themes/, is not there.
    let bare = try runThemec(["lint", "--no-config"], in: root + "/sub/deeper")
    #expect(bare.status == 64)
    #expect(bare.errors.contains("'themes'"))
  }

  @Test func problemsAreLocatedDiagnostics() throws {
    let root = try makeScratchDirectory("themec-config")
    let config = """
      ‹1›input: [themes]
      min-contrast: ‹2›30
      severity:
        ‹3›string.mising: off
        string.missing: ‹4›loud
      suppress:
        - ‹5›code: string.missing
      format: ‹6›xml

      """
    let placing = try writeMarkedFiles(Self.project.merging(["themec.yml": config]) { $1 }, under: root)
    let expected = placing([
      "‹1›: error: expected a setting of themec.yml, found 'input'; did you mean 'inputs'? [config.invalid]",
      "‹2›: error: expected a WCAG contrast ratio within 1...21 for 'min-contrast', found '30' [config.invalid]",
      "‹3›: error: expected a diagnostic code (see 'themec codes'), found 'string.mising'; did you mean 'string.missing'? [config.invalid]",
      "‹4›: error: expected off, note, warning or error for 'string.missing', found 'loud' [config.invalid]",
      "‹5›: error: expected a 'reason' saying why the finding is accepted, found none [config.invalid]",
      "‹6›: error: expected text, json or sarif for 'format', found 'xml' [config.invalid]",
      "6 errors, 0 warnings",
    ])
    for command in [["config", "lint"], ["lint"], ["build"]] {
      let run = try runThemec(command, in: root)
      #expect(run.status == 1, "\(command)")
      #expect(run.errors.split(separator: "\n").map(String.init) == expected, "\(command)")
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/Generated"))
  }

  /// `sdk-version` names the SendbirdUIKit release the app builds with: a key a later
  /// release added is a located warning and the adapter leaves it out; `--sdk-version` wins
  /// over the file; a release newer than themec knows is said and the newest is used; one
  /// it does not know is an error (the file) or a usage error (the command line).
  @Test func sdkVersionNamesTheReleaseTheAppBuildsWith() throws {
    let root = try makeScratchDirectory("themec-config")
    let strings = "Cancel: Dismiss\n‹1›MarkAsUnread: Unread\n"
    let placing = try writeMarkedFiles(
      ["themes/en.strings.yaml": strings, "themec.yml": "sdk-version: 3.30.0\n"], under: root)
    let old = try runThemec(["build"], in: root)
    #expect(old.status == 0, "\(old.errors)")
    #expect(
      old.errors.contains(
        placing([
          "‹1›: warning: 'MarkAsUnread' arrived in SendbirdUIKit 3.32.0; this project targets 3.30.0 [sdk.not-in-release]"
        ])[0]), "\(old.errors)")
    let adapter = try String(contentsOfFile: root + "/Generated/ThemeStrings+SendbirdUIKit.swift", encoding: .utf8)
    #expect(!adapter.contains("MarkAsUnread") && adapter.contains("SBUStringSet.Cancel"))
    #expect(adapter.contains("3.30.0"))
    // The command line wins; the outputs follow the release.
    let new = try runThemec(["build", "--sdk-version", "3.35.1"], in: root)
    #expect(new.status == 0 && !new.errors.contains("sdk.not-in-release"), "\(new.errors)")
    let newAdapter = try String(contentsOfFile: root + "/Generated/ThemeStrings+SendbirdUIKit.swift", encoding: .utf8)
    #expect(newAdapter.contains("SBUStringSet.MarkAsUnread"))
    // A newer release than themec knows: said where it is written, the newest used.
    let newer = try writeMarkedFiles(["themec.yml": "sdk-version: ‹2›3.36.0\n"], under: root)
    let later = try runThemec(["lint"], in: root)
    #expect(later.status == 0)
    #expect(
      later.errors.contains(
        newer([
          "‹2›: warning: SendbirdUIKit 3.36.0 is newer than the newest release whose source themec has (3.35.1): themec checks and writes for 3.35.1; what later releases add is known from their release notes only, unverified and not generated (SBUTheme.liquidGlassAppearance) [config.sdk-newer]"
        ])[0]), "\(later.errors)")
    // A release a tag of that name does not install (issue 65): a note; and a version no
    // framework is (3.18.0): the release its tag installs, a warning.
    let misnamed = try writeMarkedFiles(
      ["themec.yml": "sdk-version: ‹4›3.10.0\n"], under: root)
    let tagged = try runThemec(["lint"], in: root)
    #expect(tagged.status == 0, "\(tagged.errors)")
    #expect(
      tagged.errors.contains(
        misnamed([
          "‹4›: note: themec checks and writes for SendbirdUIKit 3.10.0 as its framework declares it; sendbird-uikit-ios: its tag v3.10.0 installs 3.9.3's framework; 3.10.0 is its tag v3.11.0; sendbird-uikit-ios-spm: its tag v3.10.0 installs 3.9.3's framework; no tag of it installs 3.10.0 [config.sdk-newer]"
        ])[0]), "\(tagged.errors)")
    let never = try writeMarkedFiles(["themec.yml": "sdk-version: ‹5›3.18.0\n"], under: root)
    let spm = try runThemec(["lint"], in: root)
    #expect(spm.status == 0)
    #expect(
      spm.errors.contains(
        never([
          "‹5›: warning: no SendbirdUIKit framework is 3.18.0: sendbird-uikit-ios-spm's tag v3.18.0 installs 3.17.0's; themec checks and writes for 3.17.0 [config.sdk-newer]"
        ])[0]), "\(spm.errors)")
    // A release themec does not know.
    let unknown = try writeMarkedFiles(["themec.yml": "sdk-version: ‹3›3.30.7\n"], under: root)
    let refused = try runThemec(["lint"], in: root)
    #expect(refused.status == 1)
    #expect(
      refused.errors.contains(
        unknown([
          "‹3›: error: expected a SendbirdUIKit release themec knows (3.0.0 to 3.35.1) for 'sdk-version', found '3.30.7'; the release before it themec knows is 3.30.2 [config.invalid]"
        ])[0]), "\(refused.errors)")
    let usage = try runThemec(["lint", "--no-config", "--sdk-version", "4.0", "themes"], in: root)
    #expect(usage.status == 64)
    #expect(
      usage.errors.contains(
        "expected a SendbirdUIKit release themec knows (3.0.0 to 3.35.1) for '--sdk-version', found '4.0'"))
  }

  /// Under the build plugin (`--build-tool-plugin`), `inputs` and `exclude` are not read: the
  /// plugin's inputs are the target's files. Said where they are written; a plain build reads them.
  @Test func whatThePluginDoesNotReadIsSaid() throws {
    let root = try makeScratchDirectory("themec-config")
    let placing = try writeMarkedFiles(
      Self.project.merging(["themec.yml": "‹1›inputs: [themes]\n‹2›exclude: [Legacy]\n"]) { $1 }, under: root)
    let plugin = try runThemec(
      ["build", "--build-tool-plugin", "themes/en.strings.yaml", "--config", "themec.yml", "-o", "Out"], in: root)
    #expect(plugin.status == 0, "\(plugin.errors)")
    let said = plugin.errors.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[config.plugin-ignored]") }
    let message =
      "which it does not: it builds the target's *.strings.yaml and *.theme.yaml files (move a file out of the target to leave it out) [config.plugin-ignored]"
    #expect(
      said
        == placing([
          "‹1›: warning: expected settings the build plugin reads, found 'inputs', \(message)",
          "‹2›: warning: expected settings the build plugin reads, found 'exclude', \(message)",
        ]))
    let plain = try runThemec(["build", "-o", "Out"], in: root)
    #expect(plain.status == 0 && !plain.errors.contains("config.plugin-ignored"), "\(plain.errors)")
  }

  @Test func severitiesAndSuppressionsJudgeFindings() throws {
    let root = try makeScratchDirectory("themec-config")
    try writeFiles(Self.project, under: root)
    let plain = try runThemec(["lint"], in: root)
    #expect(plain.status == 0)
    #expect(plain.errors.hasSuffix("0 errors, 1 warning\n"))

    // A code made an error fails the run; one turned off is not reported.
    try writeFiles(["themec.yml": "severity:\n  string.same-as-base: error\n  string.missing: off\n"], under: root)
    let strict = try runThemec(["lint"], in: root)
    #expect(strict.status == 1)
    #expect(
      strict.errors
        == "themes/de.strings.yaml:2:13: error: \(Self.sameAsBase) [string.same-as-base]\n1 error, 0 warnings\n")

    // A suppression accepts what it names (by code, path and message globs) and needs a
    // reason; one that accepts nothing is reported, as stale.
    try writeFiles(
      [
        "themec.yml": """
        severity:
          string.same-as-base: error
        suppress:
          - code: string.same-as-base
            path: "*/de.strings.yaml"
            message: "*'greeting'*"
            reason: the brand's greeting stays English
          - code: string.missing
            path: "*/fr.strings.yaml"
            reason: French is not started

        """
      ], under: root)
    let suppressed = try runThemec(["lint"], in: root)
    #expect(suppressed.status == 0)
    #expect(
      suppressed.errors.split(separator: "\n").map(String.init) == [
        "themes/de.strings.yaml:1:1: warning: expected app key 'farewell' as in base locale 'en', found none; the base text is used [string.missing]",
        "themes/en.strings.yaml:3:3: note: 'farewell' is defined here",
        "themec.yml:8:5: warning: expected the suppression of 'string.missing' to accept a finding, found none; remove it [config.suppression-unused]",
        "0 errors, 2 warnings",
      ])
  }

  @Test func aBaselineReportsOnlyNewFindings() throws {
    let root = try makeScratchDirectory("themec-config")
    try writeFiles(
      Self.project.merging([
        "themec.yml":
          "warnings-as-errors: true\nbaseline: themec-baseline.json\nseverity:\n  string.same-as-base: warning\n"
      ]) { $1 },
      under: root)
    // The baseline file must exist once the config names it.
    let missing = try runThemec(["lint"], in: root)
    #expect(missing.status == 64)
    #expect(missing.errors.contains("cannot read the baseline 'themec-baseline.json'"))
    let configLint = try runThemec(["config", "lint"], in: root)
    #expect(configLint.status == 1)

    let written = try runThemec(["lint", "--write-baseline", "themec-baseline.json"], in: root)
    #expect(written.status == 0)
    #expect(written.errors == "themec: wrote themec-baseline.json (2 findings)\n")
    let baseline = try #require(FileManager.default.contents(atPath: root + "/themec-baseline.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: baseline) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    #expect((json["findings"] as? [[String: String]])?.map { $0["code"] } == ["string.missing", "string.same-as-base"])

    // Known findings pass, even with warnings as errors; the count is said.
    let known = try runThemec(["build"], in: root)
    #expect(known.status == 0, "\(known.errors)")
    #expect(known.errors == "themec: 2 findings are in the baseline (themec-baseline.json)\n")

    // A new finding is reported alone, and fails. Lines may move: findings match by code,
    // path and message.
    try writeFiles(["themes/de.strings.yaml": "# moved\napp:\n  greeting: Hello\n  farewell: Goodbye\n"], under: root)
    let new = try runThemec(["lint"], in: root)
    #expect(new.status == 1)
    #expect(
      new.errors.split(separator: "\n").first
        == "themes/de.strings.yaml:4:13: error: expected a translation of 'farewell', found the base locale's text 'Goodbye'; list it under 'same-as-base' if that is meant [string.same-as-base]"
    )
  }
}
