import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime
import ThemeYAML
import _BenchCorpus

/// Which files a directory given as input contributes.
@Suite struct InputDiscoveryTests {
  @Test func directoriesAreSearchedRecursivelyWithoutFollowingLinks() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-discover-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    for directory in ["nested/deeper", ".hidden", "elsewhere", "Pods/Sendbird", "empty"] {
      try manager.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
    }
    for file in [
      "en.strings.yaml", "nested/de.strings.yaml", "nested/deeper/brand.theme.yaml", ".hidden/fr.strings.yaml",
      "notes.yaml", "nested/README.md", "elsewhere/ja.strings.yaml", "nested/en_US.strings.yaml",
      "nested/brand.theme.yml", "ci.yml", "Pods/Sendbird/de.strings.yaml",
    ] {
      try "x: y\n".write(toFile: root + "/" + file, atomically: false, encoding: .utf8)
    }
    // A link to a directory is not followed (its files would be found twice); a link to a
    // file is an input like any other.
    try manager.createSymbolicLink(atPath: root + "/nested/link", withDestinationPath: root + "/elsewhere")
    try manager.createSymbolicLink(atPath: root + "/it.strings.yaml", withDestinationPath: root + "/en.strings.yaml")
    // Names almost like an input's are found too, for the compiler to report; hidden
    // folders (.build, .git) and dependency folders (Pods) hold copies, and are not entered.
    let expected = [
      "elsewhere/ja.strings.yaml", "en.strings.yaml", "it.strings.yaml",
      "nested/brand.theme.yml", "nested/de.strings.yaml", "nested/deeper/brand.theme.yaml",
      "nested/en_US.strings.yaml",
    ].map { root + "/" + $0 }
    #expect(try Driver.discoverInputs([root]) == expected)
    #expect(try Driver.discoverInputs([root + "/"]) == expected)
    // Files are taken as given, and each path once.
    #expect(
      try Driver.discoverInputs([root + "/notes.yaml", root + "/nested"]) == [
        root + "/nested/brand.theme.yml", root + "/nested/de.strings.yaml", root + "/nested/deeper/brand.theme.yaml",
        root + "/nested/en_US.strings.yaml", root + "/notes.yaml",
      ])
    // Excludes: a name anywhere, or a path below the searched folder.
    #expect(
      try Driver.discoverInputs([root], excluding: ["deeper", "nested/*.yml", "en_*"])
        == [
          "elsewhere/ja.strings.yaml", "en.strings.yaml", "it.strings.yaml", "nested/de.strings.yaml",
        ].map { root + "/" + $0 })
    #expect(throws: DriverError.self) { try Driver.discoverInputs([root + "/missing"]) }
    // A folder without inputs is a mistake, not an empty build.
    #expect(throws: DriverError.self) { try Driver.discoverInputs([root + "/empty"]) }
  }

  /// Only regular files are read: a FIFO is not waited on, a device behind a link is not
  /// read without end; each is reported where it is.
  @Test func onlyRegularFilesAreRead() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-read-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "Cancel: Cancel\n".write(toFile: root + "/en.strings.yaml", atomically: false, encoding: .utf8)
    #expect(mkfifo(root + "/de.strings.yaml", 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: root + "/ru.strings.yaml", withDestinationPath: "/dev/zero")
    // A file past the size limit (sparse: no disk is used) is refused before it is read.
    #expect(FileManager.default.createFile(atPath: root + "/ja.strings.yaml", contents: Data()))
    #expect(truncate(root + "/ja.strings.yaml", off_t(Driver.inputSizeLimit + (1 << 20))) == 0)
    // A folder named like an input is reported, not passed over.
    try FileManager.default.createDirectory(atPath: root + "/brand.theme.yaml", withIntermediateDirectories: true)
    let inputs = Driver.inputFiles(try Driver.discoverInputs([root]))
    let found = compile(files: inputs).diagnostics.map(\.rendered)
    #expect(
      found == [
        "\(root)/brand.theme.yaml:1:1: error: cannot read the file: expected a regular file, found a directory [file.unreadable]",
        "\(root)/de.strings.yaml:1:1: error: cannot read the file: expected a regular file, found a FIFO [file.unreadable]",
        "\(root)/ja.strings.yaml:1:1: error: cannot read the file: expected at most 64 MiB, found 65 MiB [file.unreadable]",
        "\(root)/ru.strings.yaml:1:1: error: cannot read the file: expected a regular file, found a device [file.unreadable]",
      ])
  }
}
