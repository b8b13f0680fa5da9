import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport
import _BenchCorpus

/// Teams that commit `Generated/` and lint their tree see no findings in it: every Swift
/// output opens with the lines SwiftLint (`swiftlint:disable all`) and swift-format
/// (`swift-format-ignore-file`) honour for generated files (issue 38).
@Suite struct GeneratedHeaderTests {
  @Test func everySwiftOutputOpensWithTheLintersLines() throws {
    let result = compile(bundledSources() + bundledThemeSources())
    let swift = result.outputs.filter { $0.path.hasSuffix(".swift") }
    #expect(swift.count == 4)
    for output in swift {
      let head = output.contents.split(separator: "\n").prefix(4).map(String.init)
      #expect(head.contains("// swiftlint:disable all"), "\(output.path)")
      #expect(head.contains("// swift-format-ignore-file"), "\(output.path)")
    }
    // swift-format, run as a team runs it over its tree, reports nothing in them.
    let root = try makeScratchDirectory("themec-header")
    defer { try? FileManager.default.removeItem(atPath: root) }
    for output in swift {
      try Data(output.bytes).write(to: URL(fileURLWithPath: root + "/" + output.path))
    }
    let lint = try runProgram("/usr/bin/env", ["swift", "format", "lint", "--strict", "--recursive", root])
    #expect(lint.status == 0, "\(lint.errors)")
    #expect(lint.errors.isEmpty, "\(lint.errors.prefix(2000))")
  }

  /// Without the line that tells swift-format to leave them alone, each Swift output is
  /// already as `swift format` (its default configuration) would lay it out: a team that
  /// formats its tree, Generated/ included, changes nothing. The projects: the bundled
  /// themes, an app's 300 keys of every shape in 3 locales, long names, and tokens.
  @Test(.enabled(if: swiftFormatVersion.hasPrefix("6.3"), "the layout is swift-format 6.3's"))
  func everySwiftOutputIsLaidOutAsSwiftFormatLaysItOut() throws {
    let app = Corpus.strings("app", locales: 3, keys: 300)
    let long = SourceFile(
      path: "en.strings.yaml",
      text: """
        app:
          settings.notifications.channel_push_settings_notification_description_for_members: Text
          settings.notifications.a_long_greeting_with_three_placeholders_in_it: "%@ and %@ and %lld"
          a_namespace_with_a_rather_long_name_indeed.another_namespace_with_a_long_name.leaf: Leaf

        """)
    let tokens = SourceFile(
      path: "brand.theme.yaml",
      text: "tokens:\n  brand:\n    main: \"#2850D4\"\n  spacing: 8\ncolors:\n  primaryMain: \"{tokens.brand.main}\"\n")
    let projects = [
      bundledSources() + bundledThemeSources(), app.files.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) },
      [long, tokens],
    ]
    let root = try makeScratchDirectory("themec-layout")
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("{\"version\": 1}\n".utf8).write(to: URL(fileURLWithPath: root + "/.swift-format"))
    for (index, sources) in projects.enumerated() {
      let result = compile(sources)
      #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered).prefix(3))")
      let swift = result.outputs.filter { $0.path.hasSuffix(".swift") }
      #expect(swift.count == 4)
      for output in swift {
        let text = output.contents.replacingOccurrences(of: "// swift-format-ignore-file\n", with: "")
        let path = root + "/\(index)-" + output.path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let formatted = try runProgram(
          "/usr/bin/env", ["swift", "format", "format", "--configuration", root + "/.swift-format", path])
        #expect(formatted.status == 0, "\(formatted.errors)")
        if formatted.output != text {
          let mine = text.split(separator: "\n", omittingEmptySubsequences: false)
          let theirs = formatted.output.split(separator: "\n", omittingEmptySubsequences: false)
          let line = zip(mine, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
          Issue.record(
            """
            \(output.path) of project \(index) is not as swift format lays it out, from line \(line + 1):
              generated: \(line < mine.count ? String(mine[line]) : "<end>")
              formatted: \(line < theirs.count ? String(theirs[line]) : "<end>")
            """)
        }
      }
    }
  }
}

/// What the app compiles carries nothing risky (issue 35): no underscored (unsupported)
/// attribute, no unsafe global, every entry point that sets SendbirdUIKit's state isolated
/// to the main actor (the SDK's palette and themes are UIKit state), and no public name
/// with a leading underscore (issue 38), whatever the keys.
@Suite struct GeneratedCodeRiskTests {
  @Test func noUnderscoredAttributesNoUnsafeGlobalsAndApplyOnTheMainActor() throws {
    let app = Corpus.strings("app", locales: 3, keys: 300)
    let sources = app.files.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }
    let tricky = SourceFile(
      path: "en.strings.yaml",
      text: "app:\n  2fa: Code\n  _private: P\n  __cart.items: Items\n  settings.9lives: Nine\n")
    for result in [compile(bundledSources() + bundledThemeSources()), compile(sources), compile([tricky])] {
      let swift = result.outputs.filter { $0.path.hasSuffix(".swift") }
      #expect(!swift.isEmpty)
      for output in swift {
        let lines = output.contents.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let code = lines.filter { !$0.hasPrefix("//") }
        #expect(!code.contains { $0.contains("@_") }, "\(output.path)")
        // No public name Swift marks as not API (a leading underscore).
        let underscored = code.filter { line in
          ["public var _", "public func _", "public struct _", "public static var _", "public static let _"].contains {
            line.contains($0)
          }
        }
        #expect(underscored.isEmpty, "\(output.path): \(underscored.prefix(3))")
        #expect(!code.contains { $0.contains("nonisolated(unsafe)") || $0.contains("@unchecked") }, "\(output.path)")
        for (index, line) in lines.enumerated() where line.contains("func apply") {
          #expect(index > 0 && lines[index - 1] == "@MainActor", "\(output.path): \(line)")
        }
      }
    }
  }
}

/// The version of the `swift format` on the path (`6.3.1`): the generated Swift is laid out as
/// 6.3 lays it out, and an older one (Xcode 16.4's 6.1) lays some lines out otherwise.
let swiftFormatVersion: String = {
  let version = try? runProgram("/usr/bin/env", ["swift", "format", "--version"])
  return version?.output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
}()
