import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeDriver

/// Failures to write say why in words.
@Suite struct OutputFailureTests {
  @Test func anOutputDirectoryUnderAFileSaysSo() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("themec-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let outputs = compile([SourceFile(path: "en.strings.yaml", text: "Cancel: Cancel\n")]).outputs
    do {
      _ = try Driver.write(outputs, to: file.path + "/out")
      Issue.record("expected the write to fail")
    } catch let error as DriverError {
      #expect(error.message == "cannot write '\(file.path)/out': Not a directory")
    }
  }
}
