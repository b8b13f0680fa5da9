import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport

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
