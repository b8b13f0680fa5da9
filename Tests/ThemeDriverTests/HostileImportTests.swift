import Foundation
import Testing
import ThemeCore
import ThemeTestSupport
import ThemeYAML

/// Translation files from outside are hostile: `themec import` writes only
/// `<dir>/<tag>.strings.yaml`, created exclusively and never through a link, reads corrupt
/// files into located errors, and loses no text (issue 34, items 1, 6, 10, 12 and 14).
@Suite struct HostileImportTests {
  /// A String Catalog whose locale codes are the given ones.
  static func catalog(source: String = "en", codes: [String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let localizations = codes.map { code -> String in
      let json = String(decoding: try! encoder.encode(code), as: UTF8.self)
      return "\(json): {\"stringUnit\": {\"state\": \"translated\", \"value\": \"$(touch PWNED)\"}}"
    }
    let sourceJSON = String(decoding: try! encoder.encode(source), as: UTF8.self)
    return """
      {
        "sourceLanguage" : \(sourceJSON),
        "strings" : {
          "Cancel" : {
            "localizations" : {
              \(localizations.joined(separator: ",\n          "))
            }
          }
        },
        "version" : "1.0"
      }
      """
  }

  /// Every file under a directory, by path relative to it.
  static func tree(_ root: String) -> [String] {
    (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
  }

  @Test(arguments: ["../../escaped", "a/b", "x\u{0}y", "..", "de/../../../tmp/x", "de\n"])
  func catalogLocaleCodesNeverBecomePaths(code: String) throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["in/App.xcstrings": Self.catalog(codes: ["de", code])], under: root)
    let run = try runThemec(["import", "in/App.xcstrings", "-o", "deep/out"], in: root)
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.errors.contains("error: expected a BCP 47 locale tag (such as 'de' or 'pt-BR'), found '"))
    #expect(run.errors.contains("[import.invalid]"))
    // Nothing was written: not the good locale, and nothing outside.
    #expect(Self.tree(root) == ["in", "in/App.xcstrings"])
  }

  @Test func catalogSourceLanguageIsChecked() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["App.xcstrings": Self.catalog(source: "../../../root/.zshenv", codes: ["de"])], under: root)
    let run = try runThemec(["import", "App.xcstrings", "-o", "out"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "App.xcstrings:2:22: error: expected a BCP 47 locale tag (such as 'de' or 'pt-BR'), found '../../../root/.zshenv' [import.invalid]"
      ), "\(run.errors)")
    #expect(Self.tree(root) == ["App.xcstrings"])
  }

  @Test func xliffTargetLanguageIsChecked() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2">
        <file original="x" source-language="en" target-language="../../escaped" datatype="plaintext">
          <body><trans-unit id="Cancel"><source>Cancel</source><target>Nope</target></trans-unit></body>
        </file>
      </xliff>
      """
    try writeFiles(["x.xliff": xliff], under: root)
    let run = try runThemec(["import", "x.xliff", "-o", "out"], in: root)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        "x.xliff:3:1: error: expected a BCP 47 locale tag (such as 'de' or 'pt-BR'), found '../../escaped' [import.invalid]"
      ), "\(run.errors)")
    #expect(Self.tree(root) == ["x.xliff"])
  }

  @Test func aLockedOrLinkedNameIsNeverWrittenThrough() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n"], under: root)
    try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
    // A dangling link at the name: following it would create its target.
    #expect(symlink(root + "/target.yaml", root + "/out/de.strings.yaml") == 0)
    let run = try runThemec(["import", "de.lproj/Localizable.strings", "-o", "out"], in: root)
    #expect(run.status == 64)
    #expect(run.errors.contains("'out/de.strings.yaml' exists; themec import does not replace a file"), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: root + "/target.yaml"))
  }

  @Test func outputThatIsAFileOrAnInputThatIsNotAFile() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n", "out": "a file\n"], under: root)
    let toFile = try runThemec(["import", "de.lproj/Localizable.strings", "-o", "out"], in: root)
    #expect(toFile.status == 64)
    #expect(toFile.errors == "error: expected a directory for -o, found a file: 'out'\n", "\(toFile.errors)")
    try FileManager.default.createDirectory(atPath: root + "/fr.lproj", withIntermediateDirectories: true)
    #expect(mkfifo(root + "/fr.lproj/Localizable.strings", 0o644) == 0)
    let fifo = try runThemec(["import", "fr.lproj/Localizable.strings", "-o", "themes"], in: root)
    #expect(fifo.status == 64)
    #expect(
      fifo.errors == "error: cannot read 'fr.lproj/Localizable.strings': expected a regular file, found a FIFO\n",
      "\(fifo.errors)")
    let missing = try runThemec(["import", "it.lproj/Localizable.strings"], in: root)
    #expect(missing.status == 64)
    #expect(missing.errors.contains("No such file or directory"), "\(missing.errors)")
  }

  @Test func badLocaleOptionOrFolderIsAUsageError() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["x/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n"], under: root)
    let run = try runThemec(["import", "x/Localizable.strings", "--locale", "../../x"], in: root)
    #expect(run.status == 64)
    #expect(run.errors.contains("expected a BCP 47 locale tag for --locale"), "\(run.errors)")
    #expect(Self.tree(root) == ["x", "x/Localizable.strings"])
  }

  /// Corrupt `.strings` files: cut short, an unterminated comment.
  @Test(arguments: [
    (
      "\"abc",
      "A.strings:1:1: error: expected a closing quote for the text opened here, found the end of the file [import.invalid]"
    ),
    (
      "\"Cancel\" = \"Abbrechen\";\n/* a comment\n\"OK\" = \"Gut\";\n",
      "A.strings:2:1: error: expected '*/' to close the comment, found the end of the file [import.invalid]"
    ),
    ("\"a\" = ", "A.strings:1:1: error: expected the value of \"a\", found the end of the file [import.invalid]"),
    (
      "\"",
      "A.strings:1:1: error: expected a closing quote for the text opened here, found the end of the file [import.invalid]"
    ),
  ])
  func corruptStringsFilesAreLocatedErrors(text: String, message: String) throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try writeFiles(["A.strings": text], under: root)
    let run = try runThemec(["import", "A.strings", "--locale", "de", "-o", "out"], in: root)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: root + "/out"))
  }

  /// Keys and values YAML and shells treat specially come back from the written file as
  /// they were imported.
  @Test func importedYAMLReadsBackExactly() throws {
    let root = try makeScratchDirectory("themec-hostile")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let long = String(repeating: "k", count: 1100)
    let pairs: [(String, String)] = [
      (long, "long key"), ("sep", "a\u{2028}b"), ("nel", "a\u{85}b"), ("shell", "\"$(touch PWNED)\" `id`"),
      ("yes", "no"), ("bell", "ding\u{7}"), ("nl\nkey", "tab\tvalue"),
    ]
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    let strings = pairs.map { "\(quoted($0.0)) = \(quoted($0.1));" }.joined(separator: "\n") + "\n"
    try writeFiles(["de.lproj/Localizable.strings": strings], under: root)
    let run = try runThemec(["import", "de.lproj/Localizable.strings", "-o", "out"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let yaml = try String(contentsOfFile: root + "/out/de.strings.yaml", encoding: .utf8)
    let parsed = parseYAMLTree(SourceFile(path: "de.strings.yaml", text: yaml))
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
    let tree = try #require(parsed.tree)
    let (appKey, app) = tree.entry(tree.root!, 0)
    #expect(tree.scalar(appKey) == "app")
    var read: [String: String] = [:]
    for position in 0..<tree.entryCount(app)! {
      let (key, value) = tree.entry(app, position)
      read[tree.scalar(key)!] = tree.scalar(value)
    }
    #expect(read == Dictionary(uniqueKeysWithValues: pairs))
  }
}
