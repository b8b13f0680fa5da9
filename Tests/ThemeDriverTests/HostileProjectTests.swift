import Foundation
import Testing
import ThemeRuntime
import ThemeTestSupport

/// The smaller points of issue 34, item 14, each as a user meets it: litter of a killed
/// build goes at the next build, no-ops included; a project file names paths inside its
/// project only; a linked folder is reported, not skipped in silence; an empty icon asset
/// is an error; `%%` is a percent sign in every text.
@Suite(.enabled(if: themecBinary != nil)) struct HostileProjectTests {
  @Test func aNoOpBuildRemovesALeftoverTemporaryFile() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n"], under: root)
    #expect(try runThemec(["build", "themes", "-o", "out"], in: root).status == 0)
    let litter = root + "/out/.ThemeStrings.swift.themec-2147483000"
    try Data("half a file".utf8).write(to: URL(fileURLWithPath: litter))
    let again = try runThemec(["build", "themes", "-o", "out"], in: root)
    #expect(again.output == "themec: out is up to date\n")
    #expect(!FileManager.default.fileExists(atPath: litter))
  }

  @Test(arguments: [
    ("inputs: [\"/\"]", 9, "inputs", "/"), ("inputs: [themes, ../../etc]", 9, "inputs", "../../etc"),
    ("output: ../elsewhere", 9, "output", "../elsewhere"), ("baseline: /tmp/b.json", 11, "baseline", "/tmp/b.json"),
    ("templates: a/../../t", 12, "templates", "a/../../t"),
  ])
  func projectFilePathsStayInsideTheProject(line: String, column: Int, key: String, path: String) throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n", "themec.yml": line + "\n"], under: root)
    let run = try runThemec(["lint"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "themec.yml:1:\(column): error: expected a path inside the project for '\(key)' (relative to themec.yml, not above it), found '\(path)' [config.invalid]"
      ), "\(run.errors)")
  }

  /// Written inside is not enough: a link on the way that leads out of the project is
  /// refused, for an output folder that does not exist yet as for an input (issue 47).
  @Test func aPathThroughALinkMustStayInside() throws {
    let root = try makeScratchDirectory("themec-hostile")
    let elsewhere = try makeScratchDirectory("themec-elsewhere")
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n"], under: root)
    #expect(symlink(elsewhere, root + "/shared") == 0)
    #expect(symlink("/", root + "/everything") == 0)
    for (config, key, path, target) in [
      ("output: shared/Generated", "output", "shared/Generated", elsewhere),
      ("inputs: [everything]", "inputs", "everything", "/"),
    ] {
      try writeFiles(["themec.yml": config + "\n"], under: root)
      let run = try runThemec(["build"], in: root)
      #expect(run.status == 1, "\(config)")
      let resolved = try #require(realpath(target, nil))
      defer { free(resolved) }
      #expect(
        run.errors.contains(
          "error: expected a path inside the project for '\(key)', found '\(path)', which a symbolic link leads to '\(String(cString: resolved))', outside it [config.invalid]"
        ), "\(run.errors)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    // A link that stays inside is a path like any other.
    #expect(symlink("themes", root + "/alias") == 0)
    try writeFiles(["themec.yml": "inputs: [alias]\noutput: out\n"], under: root)
    #expect(try runThemec(["build"], in: root).status == 0)
  }

  /// A `themec.yml` found above (not named) that anyone may write, or that another user
  /// owns, decides nothing; named with `--config`, it is read (issue 47).
  @Test(.enabled(if: getuid() == 0)) func aConfigOfAnotherUserOrAnyoneIsRefused() throws {
    let root = try makeScratchDirectory("themec-hostile")
    try writeFiles(["themes/en.strings.yaml": "Cancel: Cancel\n", "themec.yml": "output: out\n"], under: root)
    for (owner, mode, problem) in [
      (uid_t(65_534), mode_t(0o666), "anyone may write it"), (0, 0o666, "anyone may write it"),
      (65_534, 0o644, "another user owns it"),
    ] {
      #expect(chown(root + "/themec.yml", owner, owner) == 0)
      #expect(chmod(root + "/themec.yml", mode) == 0)
      let run = try runThemec(["build"], in: root)
      #expect(run.status == 64)
      #expect(run.errors.contains("refusing the config file 'themec.yml': \(problem)"), "\(run.errors)")
      #expect(!FileManager.default.fileExists(atPath: root + "/out"))
      #expect(try runThemec(["config", "lint"], in: root).status == 64)
    }
    // Named, it is the user's choice.
    #expect(try runThemec(["build", "--config", "themec.yml"], in: root).status == 0)
    try FileManager.default.removeItem(atPath: root + "/out")
    // Root's, or this user's, and not anyone's to write: read as usual.
    #expect(chown(root + "/themec.yml", 0, 0) == 0)
    #expect(try runThemec(["build"], in: root).status == 0)
    #expect(FileManager.default.fileExists(atPath: root + "/out"))
  }

  @Test func aLinkedFolderIsReported() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      ["themes/en.strings.yaml": "Cancel: Cancel\n", "shared/de.strings.yaml": "Cancel: Abbrechen\n"], under: root)
    #expect(symlink("../shared", root + "/themes/shared") == 0)
    let run = try runThemec(["lint", "themes"], in: root)
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix(
        "themes/shared:1:1: warning: expected a folder, found a symbolic link to one, which discovery does not follow; name its target in 'inputs' to read it [file.link-skipped]"
      ), "\(run.errors)")
  }

  @Test func anEmptyIconAssetIsAnError() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let placing = try writeMarkedFiles(
      ["themes/app.theme.yaml": "icons:\n  iconSend: ‹1›\"\"\n  iconInfo: {asset: ‹2›\"\"}\n"], under: root)
    let run = try runThemec(["lint", "themes"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.split(separator: "\n").map(String.init)
        == placing([
          "‹1›: error: expected an asset name for icon 'iconSend', found an empty text [style.shape]",
          "‹2›: error: expected an asset name for icon 'iconInfo', found an empty text [style.shape]",
          "2 errors, 0 warnings",
        ]), "\(run.errors)")
  }

  @Test func aDoublePercentIsAPercentSignInEveryText() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "themes/en.strings.yaml": "Cancel: \"100%% sure\"\napp:\n  save: \"Save 100%%\"\n",
        "themes/de.strings.yaml": "Cancel: \"100%% sicher\"\napp:\n  save: \"100%% sparen\"\n",
      ], under: root)
    #expect(try runThemec(["build", "themes", "-o", "out"], in: root).status == 0)
    let catalog = try ThemeCatalog(
      stringsData: Data(contentsOf: URL(fileURLWithPath: root + "/out/strings.json")), stylesData: nil)
    #expect(catalog.string(.sdk("Cancel"), locale: "en") == "100% sure")
    #expect(catalog.string(.app("save"), locale: "en") == "Save 100%")
    #expect(catalog.string(.sdk("Cancel"), locale: "de") == "100% sicher")
    // A lone '%' or a placeholder in a plain SDK text is reported, in a translation too.
    let placing = try writeMarkedFiles(
      ["themes/de.strings.yaml": "Cancel: \"50‹1›% weg\"\n‹3›OK: \"‹2›%@ gut\"\napp:\n  save: x\n"], under: root)
    let run = try runThemec(["lint", "themes"], in: root)
    #expect(
      run.errors.split(separator: "\n").map(String.init)
        == placing([
          "‹1›: error: expected a specifier such as '%d', '%lld', '%u', '%x', '%f', '%.2f', '%@' or '%s', found '% ' (write '%%' for a percent sign) [placeholder.invalid]",
          "‹2›: error: expected no placeholder in 'OK', a plain text of SBUStringSet, found one for argument 1; write '%%' for a percent sign [placeholder.mismatch]",
          "‹3›: error: expected only keys of base locale 'en', found SDK key 'OK' [key.not-in-base]",
        ]).sorted() + ["3 errors, 0 warnings"], "\(run.errors)")
  }

  /// Foundation's path functions trap on a one-character name on Linux; themec splits
  /// paths itself, so `-o o` works for every command that writes.
  @Test func aOneCharacterOutputName() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      ["t/en.strings.yaml": "Cancel: Cancel\n", "d/Localizable.strings": "\"OK\" = \"Gut\";\n"], under: root)
    let build = try runThemec(["build", "t", "-o", "o"], in: root)
    #expect(build.status == 0, "\(build.errors)")
    let imported = try runThemec(["import", "d/Localizable.strings", "--locale", "de", "-o", "i"], in: root)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(FileManager.default.fileExists(atPath: root + "/i/de.strings.yaml"))
    let exported = try runThemec(["export", "t", "--format", "xliff", "-o", "x"], in: root)
    #expect(exported.status == 0, "\(exported.errors)")
  }
}
