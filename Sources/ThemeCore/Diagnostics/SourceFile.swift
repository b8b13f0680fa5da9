import Foundation

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

/// A place in a source file: 1-based line and column, columns counted in Unicode scalars.
///
/// The file is held as a number (`SourcePaths`): locations are copied with every node and
/// value the compiler builds, and a path string in each would be reference-counted at
/// every copy.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's number in `SourcePaths`.
  public var file: SourcePaths.ID
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
    self.init(file: SourcePaths.id(path), line: line, column: column)
  }

  /// Creates a location in a file already numbered.
  public init(file: SourcePaths.ID, line: Int, column: Int) {
    self.file = file
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// The file's path as given in its `SourceFile`.
  public var path: String { SourcePaths.path(file) }

  /// `path:line:column`.
  public var description: String { "\(path):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.path < rhs.path }
    return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }
}

/// The paths of source files, numbered in the order they are first seen (for the life of
/// the process; a path keeps its number).
public enum SourcePaths {
  /// A file's number.
  public typealias ID = UInt32

  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: [String] = []
  nonisolated(unsafe) private static var ids: [String: ID] = [:]

  /// The number of a path, given it on first use.
  public static func id(_ path: String) -> ID {
    lock.lock()
    defer { lock.unlock() }
    if let id = ids[path] { return id }
    let id = ID(paths.count)
    paths.append(path)
    ids[path] = id
    return id
  }

  /// The path numbered `id`.
  public static func path(_ id: ID) -> String {
    lock.lock()
    defer { lock.unlock() }
    return paths[Int(id)]
  }

  /// Every path numbered so far, indexed by number: for reading many paths under one lock.
  public static var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return paths
  }

  /// Each number's rank when the paths numbered so far are sorted, indexed by number:
  /// places in different files compare by rank as they compare by path.
  public static var ranks: [Int] {
    let paths = all
    var ranks = [Int](repeating: 0, count: paths.count)
    for (rank, id) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { ranks[id] = rank }
    return ranks
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
