#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file the compiler produced, by path relative to the output directory.
public struct OutputFile: Sendable, Hashable {
  /// Relative path (`ThemeStrings.swift`).
  public var path: String
  /// The file's bytes (UTF-8 text ending in one newline) in pieces that follow one another:
  /// large outputs are assembled from per-locale parts and written without joining them.
  public var chunks: [[UInt8]]

  /// The file's bytes.
  public var bytes: [UInt8] { chunks.count == 1 ? chunks[0] : Array(chunks.joined()) }

  /// The file's text.
  public var contents: String { String(decoding: bytes, as: UTF8.self) }

  /// The file's size in bytes.
  public var count: Int { chunks.reduce(0) { $0 + $1.count } }

  /// Creates an output file from text.
  public init(path: String, contents: String) {
    self.init(path: path, bytes: Array(contents.utf8))
  }

  /// Creates an output file from bytes.
  public init(path: String, bytes: [UInt8]) {
    self.init(path: path, chunks: [bytes])
  }

  /// Creates an output file from pieces written one after another.
  public init(path: String, chunks: [[UInt8]]) {
    self.path = path
    self.chunks = chunks
  }

  public static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
    lhs.path == rhs.path && lhs.bytes == rhs.bytes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(bytes)
  }
}
