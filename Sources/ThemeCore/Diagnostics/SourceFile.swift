import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A source text and the path it is reported under; the core never reads the path.
public struct SourceFile: Sendable, Hashable {
  /// The path shown in diagnostics (relative to the working directory when possible).
  public var path: String
  /// The file's bytes, which may be invalid UTF-8 (the front end reports that).
  public var bytes: [UInt8]

  /// Creates a source from bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Creates a source from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }
}

extension SourceLocation {
  /// The place of a byte offset in UTF-8 text: its 1-based line and its column counted in
  /// Unicode scalars (every byte that does not continue a sequence starts one). Readers
  /// that know only where they stopped report with this.
  public init(path: String, offset: Int, in bytes: some Collection<UInt8>) {
    let (line, column) = JSONProblem.lineAndColumn(of: offset, in: bytes)
    self.init(path: path, line: line, column: column)
  }
}

/// A place in a source file: its path, 1-based line and column, columns counted in
/// Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's path as given in its `SourceFile`.
  public var path: String
  // 32 bits each: locations are in every node, text and diagnostic, and copied often.
  private var storedLine: UInt32
  private var storedColumn: UInt32

  /// 1-based line.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }

  /// 1-based column in Unicode scalars.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// `path:line:column`.
  public var description: String { "\(path):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }
}

/// A value and where it was written.
public struct Located<Value> {
  /// The value.
  public var value: Value
  /// Where the value starts in its source.
  public var location: SourceLocation
  /// For text that maps onto its source character for character: the column of its first
  /// character (see `YAMLNode.contentColumn`).
  public var contentColumn: Int?

  /// Pairs a value with its location.
  public init(_ value: Value, at location: SourceLocation, contentColumn: Int? = nil) {
    self.value = value
    self.location = location
    self.contentColumn = contentColumn
  }

  /// The place of a character offset (in Unicode scalars) inside the text, or the start of
  /// the value when the text does not map onto its source.
  public func location(atOffset offset: Int?) -> SourceLocation {
    guard let offset, let contentColumn else { return location }
    var place = location
    place.column = contentColumn + offset
    return place
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
