import Foundation
import Testing
import ThemeTestSupport

/// The policy in `themec.yml` (severities, suppressions, the baseline) decides what is
/// reported and the exit status, never which outputs exist: a build that succeeds under it
/// writes every output, and the next build keeps them (issue 34, item 3).
@Suite(.enabled(if: themecBinary != nil)) struct PolicyOutputTests {
  /// A project with an unknown SDK key (key.unknown, an error by default).
  static let project = [
    "themes/en.strings.yaml": "Cancel: Cancel\nCancle: Abbrechen\napp:\n  greeting: Hello\n"
  ]

  static let outputNames = [
    "ThemeStrings+SendbirdUIKit.swift", "ThemeStrings.swift", "strings.json",
  ]

  static func outputs(_ root: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root + "/out")) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test(arguments: [
    "severity:\n  key.unknown: warning\n", "severity:\n  key.unknown: note\n", "severity:\n  key.unknown: off\n",
    "suppress:\n  - code: key.unknown\n    reason: a typo we ship on purpose\n",
  ])
  func anAcceptedErrorKeepsTheOutputs(policy: String) throws {
    let root = try makeScratchDirectory("themec-policy")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(Self.project.merging(["themec.yml": "inputs: [themes]\noutput: out\n" + policy]) { $1 }, under: root)
    let first = try runThemec(["build"], in: root)
    #expect(first.status == 0, "\(first.errors)")
    #expect(!first.output.contains("removed"), "\(first.output)")
    #expect(Self.outputs(root) == Self.outputNames)
    // The unknown key is left out of what is written; the rest is there.
    let strings = try String(contentsOfFile: root + "/out/strings.json", encoding: .utf8)
    #expect(strings.contains("\"Cancel\"") && !strings.contains("Cancle"))
    let second = try runThemec(["build"], in: root)
    #expect(second.status == 0)
    #expect(second.output == "themec: out is up to date\n")
    #expect(Self.outputs(root) == Self.outputNames)
  }

  @Test func aBaselineKeepsTheOutputs() throws {
    let root = try makeScratchDirectory("themec-policy")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      Self.project.merging(["themec.yml": "inputs: [themes]\noutput: out\nbaseline: baseline.json\n"]) { $1 },
      under: root)
    #expect(try runThemec(["lint", "--write-baseline", "baseline.json"], in: root).status == 0)
    let build = try runThemec(["build"], in: root)
    #expect(build.status == 0, "\(build.errors)")
    #expect(Self.outputs(root) == Self.outputNames)
  }

  /// Without the policy the error stops the build and the old outputs stay as they were.
  @Test func anErrorWritesNothingAndRemovesNothing() throws {
    let root = try makeScratchDirectory("themec-policy")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n"], under: root)
    #expect(try runThemec(["build", "themes", "-o", "out"], in: root).status == 0)
    try writeFiles(Self.project, under: root)
    let failed = try runThemec(["build", "themes", "-o", "out"], in: root)
    #expect(failed.status == 1)
    #expect(failed.output.isEmpty, "\(failed.output)")
    #expect(Self.outputs(root) == Self.outputNames)
  }

  /// What leaves the compiler nothing correct to write cannot be lowered.
  @Test(arguments: ["locale.no-base", "key.swift-name", "template.invalid", "theme.duplicate"])
  func findingsThatStopTheOutputsCannotBeLowered(code: String) throws {
    let root = try makeScratchDirectory("themec-policy")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      Self.project.merging(["themec.yml": "inputs: [themes]\nseverity:\n  \(code): warning\n"]) { $1 }, under: root)
    let run = try runThemec(["config", "lint"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "themec.yml:3:\(code.count + 5): error: expected 'error' for '\(code)', found 'warning': themec cannot write outputs past it [config.invalid]"
      ), "\(run.errors)")
  }
}
