import Foundation
import Testing
import ThemeTestSupport

/// A translators' round with real tools loses nothing (issue 52): translate-toolkit edits an
/// exported XLIFF file and string-catalog an exported String Catalog; `import --merge` then
/// changes exactly the edited entries (and the record of the base text each was made from),
/// in place; labels, `same-as-base`, file modes, other locales and the base stay; merges run
/// at once both arrive; a killed merge leaves the old or the new set and no litter.
@Suite(.enabled(if: themecBinary != nil)) struct TranslationRoundTests {
  static func bundledProject() throws -> String {
    let root = try makeScratchDirectory("themec-round")
    try FileManager.default.copyItem(
      atPath: repositoryRoot.appendingPathComponent("themes").path, toPath: root + "/themes")
    return root
  }

  static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// Every `*.strings.yaml` under the project's themes, by path.
  static func localeFiles(_ root: String) throws -> [String: String] {
    var files: [String: String] = [:]
    let folder = root + "/themes/sendbird-uikit"
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".strings.yaml") {
      files[name] = try text(folder + "/" + name)
    }
    return files
  }

  /// Runs the editing script; false when its tools are not installed (and not required).
  static func edit(_ arguments: [String]) throws -> Bool {
    let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/edit_interchange.py").path
    let run = try runProgram("/usr/bin/env", ["python3", script] + arguments)
    if run.status == 77, !validatorsRequired {
      print("TranslationRoundTests: tools not installed (pip install translate-toolkit string-catalog)")
      return false
    }
    #expect(run.status == 0, "\(run.errors)")
    return run.status == 0
  }

  @Test func aRoundEditedInTranslateToolkitChangesThatUnitAlone() throws {
    let root = try Self.bundledProject()
    let before = try Self.localeFiles(root)
    #expect(try runThemec(["export", "--format", "xliff", "-o", "xliff"], in: root).status == 0)
    guard try Self.edit(["xliff", root + "/xliff/de.xliff", "Retry", "Nochmal versuchen"]) else { return }
    let merge = try runThemec(["import", "xliff/de.xliff", "--merge"], in: root)
    #expect(merge.status == 0, "\(merge.errors)")
    #expect(merge.output == "themec: wrote themes/sendbird-uikit/de.strings.yaml\n")
    let after = try Self.localeFiles(root)
    for name in before.keys where name != "de.strings.yaml" { #expect(after[name] == before[name], "\(name) changed") }
    // The one line, and the record of the base text the translation was made from.
    let expected =
      before["de.strings.yaml"]!.replacingOccurrences(
        of: "\nRetry: \"Erneut versuchen\"\n", with: "\nRetry: \"Nochmal versuchen\"\n")
      + "translated-from:\n  Retry: \"2ab60045\"\n"
    #expect(after["de.strings.yaml"] == expected)
    #expect(try runThemec(["lint"], in: root).status == 0)
  }

  @Test func aRoundEditedAsAStringCatalogChangesThatEntryAlone() throws {
    let root = try Self.bundledProject()
    let before = try Self.localeFiles(root)
    #expect(try runThemec(["export", "--format", "xcstrings", "-o", "L.xcstrings"], in: root).status == 0)
    guard try Self.edit(["xcstrings", root + "/L.xcstrings", "Cancel", "ja", "キャンセルする"]) else { return }
    // Every locale of the catalogue is read; only the one edited changes, never the base.
    let merge = try runThemec(["import", "L.xcstrings", "--merge"], in: root)
    #expect(merge.status == 0, "\(merge.errors)")
    #expect(merge.output == "themec: wrote themes/sendbird-uikit/ja.strings.yaml\n")
    #expect(merge.errors.contains("the base locale 'en' is left as it is"))
    let after = try Self.localeFiles(root)
    for name in before.keys where name != "ja.strings.yaml" { #expect(after[name] == before[name], "\(name) changed") }
    #expect(
      after["ja.strings.yaml"]
        == before["ja.strings.yaml"]!.replacingOccurrences(
          of: "\nCancel: \"キャンセル\"\n", with: "\nCancel: \"キャンセルする\"\n")
        + "translated-from:\n  Cancel: \"5fc7e26b\"\n")
    // --locale takes one locale of the catalogue: German's entries are already as they are.
    let german = try runThemec(["import", "L.xcstrings", "--merge", "--locale", "de"], in: root)
    #expect(german.output == "themec: nothing to change\n", "\(german.errors)")
  }

  /// Merging into the base keeps what import cannot carry: `parameters` labels (so the
  /// generated `greet(who:)` stays), `same-as-base` in a translation, the file's mode.
  @Test func mergingIntoTheBaseKeepsLabelsStateAndMode() throws {
    let root = try makeScratchDirectory("themec-round")
    let english = """
      # The app's strings.
      Cancel: Cancel
      app:
        greet: {text: "Hello, %@!", parameters: [who]}   # greet(who:)
        title: Welcome

      """
    let german = """
      Cancel: Abbrechen
      app:
        greet: "Hallo, %@!"
        title: Welcome
      same-as-base: [app.title]

      """
    try writeFiles(
      [
        "themes/en.strings.yaml": english, "themes/de.strings.yaml": german,
        "en.lproj/Localizable.strings": "\"greet\" = \"Hi, %@!\";\n",
        "de.lproj/Localizable.strings": "\"greet\" = \"Servus, %@!\";\n",
      ], under: root)
    #expect(chmod(root + "/themes/en.strings.yaml", 0o600) == 0)
    let merge = try runThemec(
      ["import", "en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "--merge"], in: root)
    #expect(merge.status == 0, "\(merge.errors)")
    #expect(
      try Self.text(root + "/themes/en.strings.yaml")
        == english.replacingOccurrences(of: "text: \"Hello, %@!\"", with: "text: \"Hi, %@!\""))
    #expect(try Self.text(root + "/themes/de.strings.yaml") == german.replacingOccurrences(of: "Hallo", with: "Servus"))
    let mode = try FileManager.default.attributesOfItem(atPath: root + "/themes/en.strings.yaml")[.posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(try runThemec(["build", "-o", "out"], in: root).status == 0)
    #expect(try Self.text(root + "/out/ThemeStrings.swift").contains("func greet(who: Swift.String)"))
  }

  /// A key the locale lacks goes where the base has it, nested as the locale nests.
  @Test func aNewKeyGoesWhereTheBaseHasIt() throws {
    let root = try makeScratchDirectory("themec-round")
    try writeFiles(
      [
        "themes/en.strings.yaml": """
        Cancel: Cancel
        OK: OK
        Retry: Retry
        MessageThread:
          Menu:
            replyInThread: Reply in thread
        app:
          cart:
            empty: Empty
            full: Full
            title: Cart

        """,
        "themes/de.strings.yaml": """
        # Common
        Cancel: Abbrechen   # dialogs
        Retry: Erneut versuchen
        MessageThread:
          Menu: {}
        app:
          cart:
            empty: Leer
            title: Warenkorb

        """,
        "de.lproj/Localizable.strings": """
        "OK" = "Gut";
        "MessageThread.Menu.replyInThread" = "Im Thread antworten";
        "cart.full" = "Voll";

        """,
      ], under: root)
    let merge = try runThemec(["import", "de.lproj/Localizable.strings", "--merge"], in: root)
    #expect(merge.status == 0, "\(merge.errors)")
    #expect(
      try Self.text(root + "/themes/de.strings.yaml") == """
        # Common
        Cancel: Abbrechen   # dialogs
        OK: "Gut"
        Retry: Erneut versuchen
        MessageThread:
          Menu: {replyInThread: "Im Thread antworten"}
        app:
          cart:
            empty: Leer
            full: "Voll"
            title: Warenkorb

        """)
    #expect(try runThemec(["lint"], in: root).status == 0)
  }

  /// An empty `app: {}` takes the new key; a file without `app` gets one.
  @Test(arguments: [
    ("Cancel: Abbrechen\napp: {}\n", "Cancel: Abbrechen\napp: {title: \"Titel\"}\n"),
    ("Cancel: Abbrechen\n", "Cancel: Abbrechen\napp:\n  title: \"Titel\"\n"),
  ])
  func aNewAppKeyFindsItsNamespace(german: String, merged: String) throws {
    let root = try makeScratchDirectory("themec-round")
    try writeFiles(
      [
        "themes/en.strings.yaml": "Cancel: Cancel\napp:\n  title: Title\n", "themes/de.strings.yaml": german,
        "de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
      ], under: root)
    let merge = try runThemec(["import", "de.lproj/Localizable.strings", "--merge"], in: root)
    #expect(merge.status == 0, "\(merge.errors)")
    #expect(try Self.text(root + "/themes/de.strings.yaml") == merged)
    #expect(try runThemec(["lint"], in: root).status == 0)
  }

  /// Two merges into one folder at once: the second waits, and both rounds arrive.
  @Test func concurrentMergesBothArrive() throws {
    let root = try makeScratchDirectory("themec-round")
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  a: A\n  b: B\n",
        "themes/de.strings.yaml": "app:\n  a: a0\n  b: b0\n",
        "one/de.lproj/Localizable.strings": "\"a\" = \"a1\";\n",
        "two/de.lproj/Localizable.strings": "\"b\" = \"b1\";\n",
      ], under: root)
    for round in 0..<4 {
      let processes = try ["one", "two"].map { folder in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: themecBinary!)
        process.arguments = ["import", "\(folder)/de.lproj/Localizable.strings", "--merge"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
      }
      for process in processes {
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
      }
      #expect(try Self.text(root + "/themes/de.strings.yaml") == "app:\n  a: a1\n  b: b1\n", "round \(round)")
      try writeFiles(["themes/de.strings.yaml": "app:\n  a: a0\n  b: b0\n"], under: root)
    }
  }

  /// A merge of two locales killed at any moment: after the next merge into the folder
  /// (which finishes or clears what the killed one left), both locales are old or both new,
  /// and no temporary file is left.
  @Test func aKilledMergeLeavesTheOldSetOrTheNew() throws {
    let root = try makeScratchDirectory("themec-round")
    // Large enough that a kill lands in every phase: 4,000 keys per locale.
    let keys = (0..<4000).map { "k\($0)" }
    func file(_ suffix: String) -> String { "app:\n" + keys.map { "  \($0): \"\($0) \(suffix)\"\n" }.joined() }
    func strings(_ suffix: String) -> String { keys.map { "\"\($0)\" = \"\($0) \(suffix)\";\n" }.joined() }
    let old = ["de": file("alt"), "ja": file("古い")]
    let new = ["de": file("neu"), "ja": file("新しい")]
    try writeFiles(
      [
        "themes/en.strings.yaml": file("base"), "themes/ru.strings.yaml": "app:\n  k0: старый\n",
        "round/de.lproj/Localizable.strings": strings("neu"), "round/ja.lproj/Localizable.strings": strings("新しい"),
        "other/ru.lproj/Localizable.strings": "\"k0\" = \"новый\";\n",
      ], under: root)
    let arguments = ["import", "round/de.lproj/Localizable.strings", "round/ja.lproj/Localizable.strings", "--merge"]
    // How long a whole merge takes.
    try writeFiles(["themes/de.strings.yaml": old["de"]!, "themes/ja.strings.yaml": old["ja"]!], under: root)
    let start = Date()
    #expect(try runThemec(arguments, in: root).status == 0)
    let duration = Date().timeIntervalSince(start)
    var outcomes: Set<String> = []
    for attempt in 0..<12 {
      try writeFiles(["themes/de.strings.yaml": old["de"]!, "themes/ja.strings.yaml": old["ja"]!], under: root)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: themecBinary!)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: root)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(useconds_t(duration * 1_000_000 * Double(attempt + 1) / 10))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // The next round into the folder.
      #expect(try runThemec(["import", "other/ru.lproj/Localizable.strings", "--merge"], in: root).status == 0)
      let now = [
        "de": try Self.text(root + "/themes/de.strings.yaml"), "ja": try Self.text(root + "/themes/ja.strings.yaml"),
      ]
      #expect(now == old || now == new, "attempt \(attempt): a mixed set")
      outcomes.insert(now == old ? "old" : "new")
      let litter = try FileManager.default.contentsOfDirectory(atPath: root + "/themes").filter { $0.hasPrefix(".") }
      #expect(litter.isEmpty, "attempt \(attempt): \(litter)")
    }
    print("TranslationRoundTests: killed merges (a whole one \(Int(duration * 1000)) ms) left \(outcomes.sorted())")
  }

  /// What a merge killed between its renames leaves (its journal, one file renamed, one
  /// still temporary) is finished by the next round; a journal cut short is not followed,
  /// and its temporary files go.
  @Test(arguments: [true, false]) func theNextRoundFinishesOrClearsAKilledOne(journalComplete: Bool) throws {
    let root = try makeScratchDirectory("themec-round")
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  a: A\n", "themes/de.strings.yaml": "app:\n  a: alt\n",
        "themes/ja.strings.yaml": "app:\n  a: 古い\n", "themes/ru.strings.yaml": "app:\n  a: старый\n",
        "other/ru.lproj/Localizable.strings": "\"a\" = \"новый\";\n",
      ], under: root)
    let themes = root + "/themes"
    // A process id no process has (above any pid_max).
    let dead = "2147483001"
    try writeFiles(
      [
        "themes/.de.strings.yaml.themec-\(dead)": "app:\n  a: neu\n",
        "themes/.ja.strings.yaml.themec-\(dead)": "app:\n  a: 新しい\n",
      ], under: root)
    var journal = ""
    for name in ["de", "ja"] {
      journal += "\(themes)/.\(name).strings.yaml.themec-\(dead)\u{0}\(themes)/\(name).strings.yaml\u{0}"
    }
    if journalComplete {
      journal += "themec-round-complete\u{0}"
      // The killed round renamed German before it stopped.
      #expect(rename(themes + "/.de.strings.yaml.themec-\(dead)", themes + "/de.strings.yaml") == 0)
    }
    try writeFiles(["themes/.themec-round-\(dead)": journal], under: root)
    #expect(try runThemec(["import", "other/ru.lproj/Localizable.strings", "--merge"], in: root).status == 0)
    let expected =
      journalComplete ? ["app:\n  a: neu\n", "app:\n  a: 新しい\n"] : ["app:\n  a: alt\n", "app:\n  a: 古い\n"]
    #expect(try [Self.text(themes + "/de.strings.yaml"), Self.text(themes + "/ja.strings.yaml")] == expected)
    #expect(try Self.text(themes + "/ru.strings.yaml") == "app:\n  a: новый\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: themes).filter { $0.hasPrefix(".") } == [])
  }
}

extension TranslationRoundTests {
  /// A journal planted in a locale folder renames nothing outside the folders the round
  /// locks, nor any file but a locale file (issue 64: it renamed `.X.themec-<pid>` over `X`
  /// in any folder the merge could write).
  @Test func aPlantedJournalRenamesNothingOutsideTheRound() throws {
    let root = try makeScratchDirectory("themec-round-planted")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let dead = "2147483002"
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  a: A\n", "themes/de.strings.yaml": "app:\n  a: alt\n",
        "themes/notes.txt": "mine\n", "themes/.notes.txt.themec-\(dead)": "planted\n",
        "elsewhere/victim.strings.yaml": "app:\n  a: mine\n",
        "elsewhere/.victim.strings.yaml.themec-\(dead)": "planted\n",
        "de.strings": "\"a\" = \"neu\";\n",
      ], under: root)
    let journal =
      ["elsewhere/victim.strings.yaml", "themes/notes.txt"].map { path in
        let (folder, name) = (FileSystem.parent(path), FileSystem.last(path))
        return "\(root)/\(folder)/.\(name).themec-\(dead)\u{0}\(root)/\(path)\u{0}"
      }.joined() + "themec-round-complete\u{0}"
    try writeFiles(["themes/.themec-round-\(dead)": journal], under: root)
    let run = try runThemec(["import", "de.strings", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Self.text(root + "/elsewhere/victim.strings.yaml") == "app:\n  a: mine\n")
    #expect(try Self.text(root + "/themes/notes.txt") == "mine\n")
    #expect(try Self.text(root + "/themes/de.strings.yaml") == "app:\n  a: neu\n")
  }

  /// A symbolic link to a locale file is never replaced by a file: the round is refused, and
  /// the link and its target stay (issue 64).
  @Test func aLinkedLocaleFileIsNotReplaced() throws {
    let root = try makeScratchDirectory("themec-round-link")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  a: A\n", "shared/de.strings.yaml": "app:\n  a: alt\n",
        "de.strings": "\"a\" = \"neu\";\n",
      ], under: root)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/themes/de.strings.yaml", withDestinationPath: root + "/shared/de.strings.yaml")
    let run = try runThemec(["import", "de.strings", "--locale", "de", "--merge"], in: root)
    #expect(run.status == 1)
    #expect(run.errors.contains("is a symbolic link"), "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: root + "/themes/de.strings.yaml")
        == root + "/shared/de.strings.yaml")
    #expect(try Self.text(root + "/shared/de.strings.yaml") == "app:\n  a: alt\n")
  }

  /// A hand-written translation goes stale too (issue 64: only imported ones recorded the
  /// base they were made from): `status --record` records the base of each translation
  /// without a record, in place (a `same-as-base` key is passed over), and a later change
  /// to the base text makes it stale.
  @Test func aHandWrittenTranslationGoesStaleOnceRecorded() throws {
    let root = try makeScratchDirectory("themec-round-record")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let german = "# Hand-written\nCancel: Abbrechen\nOK: OK\nsame-as-base: [OK]\n"
    try writeFiles(
      ["themes/en.strings.yaml": "Cancel: Cancel\nOK: OK\n", "themes/de.strings.yaml": german], under: root)
    let record = try runThemec(["status", "--record"], in: root)
    #expect(record.status == 0, "\(record.errors)")
    #expect(record.output == "themec: recorded the base value of 1 translation in themes/de.strings.yaml\n")
    let recorded = try Self.text(root + "/themes/de.strings.yaml")
    #expect(recorded.hasPrefix(german + "translated-from:\n  Cancel: \""), "\(recorded)")
    #expect(try runThemec(["lint"], in: root).errors == "")
    try writeFiles(["themes/en.strings.yaml": "Cancel: Dismiss\nOK: OK\n"], under: root)
    let lint = try runThemec(["lint"], in: root)
    #expect(
      lint.errors.contains("expected the translation of 'Cancel' to be made from the base text"), "\(lint.errors)")
    #expect(lint.errors.contains("[string.stale]"))
    #expect(
      try runThemec(["status", "--format", "json"], in: root).output.contains(
        "\"locale\":\"de\",\"missing\":0,\"needsReview\":1"))
    // Nothing left to record: the file stays.
    #expect(try runThemec(["status", "--record"], in: root).output.hasPrefix("themec: every translation records"))
    #expect(try Self.text(root + "/themes/de.strings.yaml") == recorded)
  }

  /// A round a killed merge left half applied is never read: `lint` refuses, saying so;
  /// `build` finishes it (under the folders' locks) and says so.
  @Test func lintRefusesAndBuildFinishesAHalfAppliedRound() throws {
    let root = try makeScratchDirectory("themec-round-half")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let dead = "2147483003"
    try writeFiles(
      [
        "themes/en.strings.yaml": "app:\n  a: A\n", "themes/de.strings.yaml": "app:\n  a: neu\n",
        "themes/ja.strings.yaml": "app:\n  a: 古い\n", "themes/.ja.strings.yaml.themec-\(dead)": "app:\n  a: 新しい\n",
      ], under: root)
    let themes = root + "/themes"
    let journal =
      ["de", "ja"].map { "\(themes)/.\($0).strings.yaml.themec-\(dead)\u{0}\(themes)/\($0).strings.yaml\u{0}" }
      .joined() + "themec-round-complete\u{0}"
    try writeFiles(["themes/.themec-round-\(dead)": journal], under: root)
    let lint = try runThemec(["lint"], in: root)
    #expect(lint.status == 1)
    #expect(
      lint.errors.contains(
        "themes' holds a translation round a killed merge left half applied ('.themec-round-\(dead)'); run themec build, or the next themec import --merge, to finish it"
      ), "\(lint.errors)")
    #expect(try Self.text(themes + "/ja.strings.yaml") == "app:\n  a: 古い\n")
    let build = try runThemec(["build", "-o", "out"], in: root)
    #expect(build.status == 0, "\(build.errors)")
    #expect(build.errors.contains("finished the merge a killed process left half done in"), "\(build.errors)")
    #expect(try Self.text(themes + "/ja.strings.yaml") == "app:\n  a: 新しい\n")
    #expect(try runThemec(["lint"], in: root).status == 0)
  }
}

extension TranslationRoundTests {
  /// A killed round that was creating a new locale's file in an input folder holding no
  /// strings file yet (the bundled layout keeps them a level down) is found there too.
  @Test func aHalfRoundInAnInputFolderWithoutStringsIsFound() throws {
    let root = try makeScratchDirectory("themec-round-root")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let dead = "2147483004"
    try writeFiles(
      [
        "themes/sub/en.strings.yaml": "app:\n  a: A\n", "themes/.fr.strings.yaml.themec-\(dead)": "app:\n  a: Ah\n",
      ], under: root)
    let journal =
      "\(root)/themes/.fr.strings.yaml.themec-\(dead)\u{0}\(root)/themes/fr.strings.yaml\u{0}themec-round-complete\u{0}"
    try writeFiles(["themes/.themec-round-\(dead)": journal], under: root)
    #expect(try runThemec(["lint", "themes"], in: root).status == 1)
    let build = try runThemec(["build", "themes", "-o", "out"], in: root)
    #expect(build.status == 0, "\(build.errors)")
    #expect(try Self.text(root + "/themes/fr.strings.yaml") == "app:\n  a: Ah\n")
  }
}

/// Path parts for the tests.
private enum FileSystem {
  static func parent(_ path: String) -> String { String(path[..<path.lastIndex(of: "/")!]) }
  static func last(_ path: String) -> String { String(path[path.index(after: path.lastIndex(of: "/")!)...]) }
}

/// Export asks each locale for what it needs, and CAT tools count what `status` counts.
@Suite(.enabled(if: themecBinary != nil)) struct PerLocaleExportTests {
  @Test func translateToolkitCountsWhatStatusCounts() throws {
    let root = try TranslationRoundTests.bundledProject()
    // A German string left out, and one marked for review.
    let german = root + "/themes/sendbird-uikit/de.strings.yaml"
    var text = try TranslationRoundTests.text(german)
    text = text.replacingOccurrences(of: "Retry: \"Erneut versuchen\"\n", with: "")
    text += "needs-review: [Cancel]\n"
    try text.write(toFile: german, atomically: true, encoding: .utf8)
    #expect(try runThemec(["export", "--format", "xliff", "-o", "xliff"], in: root).status == 0)
    let xliff = try String(contentsOfFile: root + "/xliff/ja.xliff", encoding: .utf8)
    // Japanese selects 'other' alone: no unit asks for 'one'.
    #expect(!xliff.contains("|==|plural.one"))
    #expect(xliff.contains("Message_Replied_Users_Count|==|plural.other"))
    let script = repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/count_xliff.py").path
    let count = try runProgram(
      "/usr/bin/env", ["python3", script] + ["de", "ja", "ru"].map { root + "/xliff/\($0).xliff" })
    if count.status == 77, !validatorsRequired { return }
    #expect(count.status == 0, "\(count.errors)")
    let lines = count.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    // Every unit of ja and ru is translated, as status says of their keys; German's two
    // keys are the two units a CAT tool lists as not done.
    let status = try runThemec(["status", "--format", "json"], in: root).output
    #expect(status.contains("\"locale\":\"de\",\"missing\":1,\"needsReview\":1"), "\(status)")
    #expect(status.contains("\"locale\":\"ja\",\"missing\":0,\"needsReview\":0"), "\(status)")
    #expect(lines.count == 3)
    for line in lines where line[0] != "de.xliff" { #expect(line[1] == line[2] && line.count == 3, "\(line)") }
    let de = try #require(lines.first { $0[0] == "de.xliff" })
    #expect(Int(de[1])! - Int(de[2])! == 2 && Set(de[3...]) == ["Retry", "Cancel"], "\(de)")
  }
}

/// A build and a merge into one folder wait for each other (one lock, the folder's own).
@Suite(.enabled(if: themecBinary != nil)) struct MergeLockTests {
  @Test func aBuildWaitsForAMergeIntoItsInputs() throws {
    let root = try makeScratchDirectory("themec-round")
    try writeFiles(["themes/en.strings.yaml": "app:\n  a: A\n"], under: root)
    // A merge in progress: its exclusive lock on the folder.
    let folder = open(root + "/themes", O_RDONLY | O_DIRECTORY)
    #expect(folder >= 0 && flock(folder, LOCK_EX) == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: themecBinary!)
    process.arguments = ["build", "-o", "out"]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    usleep(500_000)
    #expect(process.isRunning, "the build did not wait")
    close(folder)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(said.contains("themec: waiting for a merge into 'themes'"), "\(said)")
  }
}
