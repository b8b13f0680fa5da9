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
