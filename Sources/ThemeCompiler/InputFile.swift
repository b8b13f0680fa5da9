import ThemeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An input file: its path, and how to read its bytes. Files are read when the compiler
/// reaches them and dropped once lowered, so a large project's inputs are not all held.
public struct InputFile: Sendable {
  /// The path shown in diagnostics.
  public var path: String
  /// Reads the file's bytes; an error becomes a `file.unreadable` diagnostic.
  public var read: @Sendable () throws -> [UInt8]

  /// A file read by `read`.
  public init(path: String, read: @escaping @Sendable () throws -> [UInt8]) {
    self.path = path
    self.read = read
  }

  /// A file already in memory.
  public init(_ source: SourceFile) {
    self.init(path: source.path) { source.bytes }
  }

  /// The file as a source, or nil after reporting why it cannot be read.
  func load(into diagnostics: inout [Diagnostic]) -> SourceFile? {
    do {
      return SourceFile(path: path, bytes: try read())
    } catch {
      diagnostics.append(
        Diagnostic(
          .fileUnreadable, at: SourceLocation(path: path, line: 1, column: 1), "cannot read the file: \(error)"))
      return nil
    }
  }
}
