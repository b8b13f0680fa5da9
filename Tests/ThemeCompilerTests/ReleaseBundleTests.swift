import Foundation
import Testing
import ThemeCore
import ThemeTestSupport
import ThemeYAML

/// The release: `.ci/artifactbundle assemble` makes one bundle of the platforms' variants
/// (the release workflow's last step; its Linux variant is built by ReadmeAppTests), and the
/// workflow runs the script's steps on a Linux and a macOS runner.
@Suite struct ReleaseBundleTests {
  /// A variant folder as `.ci/artifactbundle variant` writes one.
  static func writeVariant(_ name: String, triples: [String], under root: String) throws -> String {
    let folder = root + "/" + name
    try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
    try "#!/bin/sh\necho themec 0.9.0\n".write(toFile: folder + "/bin/themec", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/bin/themec")
    try (triples.joined(separator: "\n") + "\n").write(toFile: folder + "/triples", atomically: true, encoding: .utf8)
    return folder
  }

  @Test(.enabled(if: ExampleAppTests.swift() != nil)) func oneBundleHoldsEveryPlatformsVariant() throws {
    let root = try makeScratchDirectory("themec-release")
    let linux = try Self.writeVariant("themec-0.9.0-linux-x86_64", triples: ["x86_64-unknown-linux-gnu"], under: root)
    let mac = try Self.writeVariant(
      "themec-0.9.0-macos-universal", triples: ["arm64-apple-macosx", "x86_64-apple-macosx"], under: root)
    let url = "https://github.com/example/themec/releases/download/v0.9.0/themec.artifactbundle.zip"
    let script = repositoryRoot.appendingPathComponent(".ci/artifactbundle").path
    let run = try runProgram("/usr/bin/env", ["bash", script, "assemble", root + "/out", "--url", url, linux, mac])
    try #require(run.status == 0, "\(run.errors)")

    let info = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: root + "/out/themec.artifactbundle/info.json")))
        as? [String: Any])
    let artifact = try #require((info["artifacts"] as? [String: Any])?["themec"] as? [String: Any])
    #expect(artifact["version"] as? String == "0.9.0")
    let variants = try #require(artifact["variants"] as? [[String: Any]])
    #expect(
      variants.map { $0["path"] as? String } == [
        "themec-0.9.0-linux-x86_64/bin/themec", "themec-0.9.0-macos-universal/bin/themec",
      ])
    #expect(
      variants.map { $0["supportedTriples"] as? [String] } == [
        ["x86_64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"],
      ])
    for variant in variants {
      let path = root + "/out/themec.artifactbundle/" + (variant["path"] as? String ?? "")
      #expect(FileManager.default.isExecutableFile(atPath: path))
    }
    #expect(
      !FileManager.default.fileExists(atPath: root + "/out/themec.artifactbundle/themec-0.9.0-linux-x86_64/triples"))

    // The plugins package downloads the bundle from the release, checked by its checksum.
    let checksum = try String(contentsOfFile: root + "/out/themec.artifactbundle.zip.sha256", encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let computed = try runProgram(
      try #require(ExampleAppTests.swift()), ["package", "compute-checksum", root + "/out/themec.artifactbundle.zip"])
    #expect(checksum.count == 64 && checksum == computed.output.trimmingCharacters(in: .whitespacesAndNewlines))
    let manifest = try String(contentsOfFile: root + "/out/themec-plugins/Package.swift", encoding: .utf8)
    #expect(manifest.contains(".binaryTarget(name: \"ThemecBinary\", url: \"\(url)\", checksum: \"\(checksum)\")"))
    #expect(!FileManager.default.fileExists(atPath: root + "/out/themec-plugins/themec.artifactbundle.zip"))

    // Variants of two versions, or a folder that is no variant, are refused.
    let other = try Self.writeVariant("themec-1.0.0-linux-aarch64", triples: ["aarch64-unknown-linux-gnu"], under: root)
    let mixed = try runProgram("/usr/bin/env", ["bash", script, "assemble", root + "/mixed", linux, other])
    #expect(mixed.status == 64 && mixed.errors.contains("variants of two versions (0.9.0, 1.0.0)"))
    let stray = try runProgram("/usr/bin/env", ["bash", script, "assemble", root + "/stray", root])
    #expect(stray.status == 64 && stray.errors.contains("is not a variant folder"))
  }

  /// The workflow builds a variant on Linux and a universal one on macOS with the script,
  /// then assembles both with the release's address: the steps this suite and ReadmeAppTests run.
  @Test func theReleaseWorkflowRunsTheScriptsSteps() throws {
    let path = ".github/workflows/release.yml"
    let parsed = parseYAML(SourceFile(path: path, bytes: repositoryFile(path)))
    #expect(parsed.diagnostics.isEmpty)
    func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? { node?.mapping?.first { $0.key.scalar == key }?.value }
    func items(_ node: YAMLNode?) -> [YAMLNode] {
      if case .sequence(let items)? = node?.content { return items }
      return []
    }
    let jobs = value(parsed.root, "jobs")
    func runs(_ job: String) -> String {
      items(value(value(jobs, job), "steps")).compactMap { value($0, "run")?.scalar }.joined(separator: "\n")
    }
    #expect(value(value(jobs, "macos"), "runs-on")?.scalar?.hasPrefix("macos") == true)
    #expect(runs("linux").contains(".ci/artifactbundle variant variants"))
    #expect(runs("macos").contains("LIBYAML_SOURCE=\"$PWD/libyaml\" .ci/artifactbundle variant variants"))
    #expect(runs("macos").contains("shasum -a 256 -c"))
    #expect(runs("bundle").contains(".ci/artifactbundle assemble release --url \"$url\" variants/*"))
    #expect(items(value(value(jobs, "bundle"), "needs")).compactMap(\.scalar) == ["linux", "macos"])
    // The checks run first: this project's .ci/run on Linux, and the Apple workflow.
    #expect(runs("linux-checks").contains("bash .ci/run"))
    #expect(value(value(jobs, "apple-checks"), "uses")?.scalar == "./.github/workflows/apple.yml")
    for job in ["linux", "macos"] {
      #expect(items(value(value(jobs, job), "needs")).compactMap(\.scalar) == ["linux-checks", "apple-checks"])
    }
    // Each binary says the tag's release; Swift is 6.3, as everywhere here.
    #expect(runs("linux").contains(".ci/release-check \"${GITHUB_REF_NAME}\" variants/*/bin/themec"))
    #expect(runs("macos").contains(".ci/release-check \"${GITHUB_REF_NAME}\" \"$binary\""))
    #expect(runs("macos").contains("grep -q \"Swift version 6\\.3\""))
    for job in ["linux", "bundle"] {
      #expect(
        value(value(value(jobs, job), "container"), "image")?.scalar ?? value(value(jobs, job), "container")?.scalar
          == "swift:6.3.1-jammy")
    }
    // Every guard can fail: a step is bash -eo pipefail, and no guard is a negated pipeline,
    // which `set -e` ignores (`! otool -L ... | grep -q libyaml` could never stop the job).
    #expect(value(value(value(parsed.root, "defaults"), "run"), "shell")?.scalar == "bash")
    for job in ["linux", "macos", "bundle", "linux-checks"] {
      for line in runs(job).split(separator: "\n") {
        #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("! "), "\(job): \(line)")
      }
    }
    #expect(runs("macos").contains("if otool -L \"$binary\" | grep -q libyaml; then"))
  }
}
