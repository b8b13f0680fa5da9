import ThemeRuntime

/// A YAML document as flat tables: a record per node, the entries and items of
/// collections as runs of node numbers, every scalar's text in one byte buffer.
///
/// What `YAMLNode` holds as a tree of values (a string per scalar, an array per
/// collection, each counted and freed one by one) is here three arrays, built by
/// appending and freed at once. A translation of 5,000 strings is 10,000 nodes; lowering
/// reads each once, and makes strings only of the keys and texts it keeps.
/// `node(_:)` gives the tree form, for readers of small files (themes).
public struct YAMLTree: Sendable {
  /// A node: its number in the tables.
  public struct Node: Sendable, Hashable {
    @usableFromInline package let index: Int32

    @usableFromInline package init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
  }

  /// What a node holds.
  public enum Kind: UInt8, Sendable {
    case scalar, mapping, sequence
  }

  @usableFromInline struct Record: Sendable {
    @usableFromInline var kind: Kind
    @usableFromInline var style: YAMLNode.ScalarStyle
    /// As a key: given before in its mapping (the reader reported it).
    @usableFromInline var isDuplicate = false
    /// A scalar on one line, not block style: its text may map onto its source column by
    /// column (see `contentColumn`).
    @usableFromInline var isOneLine = false
    /// A collection in flow style (`{a: b}`, `[a]`).
    @usableFromInline var isFlow = false
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    /// A one-line scalar's end column.
    @usableFromInline var endColumn: UInt32 = 0
    /// A scalar's first byte in `bytes`; a collection's first child in `children`.
    @usableFromInline var start: UInt32 = 0
    /// A scalar's byte count; a mapping's entry count; a sequence's item count.
    @usableFromInline var count: UInt32 = 0
    /// Where the node's text starts and ends in the source, in Unicode scalars from the
    /// start of the text libyaml read (libyaml's mark index; a block collection ends where
    /// its last child does).
    @usableFromInline var sourceStart: UInt32 = 0
    @usableFromInline var sourceEnd: UInt32 = 0
  }

  /// The path of the file every node is in.
  public let path: String
  @usableFromInline var records: [Record] = []
  /// Each mapping's keys and values in turn (key, value, key, value...), each sequence's
  /// items: node numbers.
  @usableFromInline var children: [Int32] = []
  /// Every scalar's UTF-8 text, one after another.
  @usableFromInline var bytes: [UInt8] = []
  /// The document's root, once the builder has one.
  public package(set) var root: Node?
  /// For an empty plain scalar followed on its line by a comment (`primaryMain: #2850D4`):
  /// the comment, without its '#', by node number. YAML reads such a value as null; a
  /// message says to quote it.
  package var commentsAfterNothing: [Int32: String] = [:]
  /// Every alias node (`*name`) and the node its anchor names, in document order.
  package private(set) var aliases: [(alias: Node, target: Node)] = []

  /// An empty tree of nodes in the file at `path`.
  public init(path: String) {
    self.path = path
  }

  // MARK: Reading

  /// The node's kind.
  @inlinable public func kind(_ node: Node) -> Kind { records[Int(node.index)].kind }

  /// Where the node starts (1-based line and column).
  @inlinable public func location(_ node: Node) -> SourceLocation {
    let record = records[Int(node.index)]
    return SourceLocation(path: path, line: Int(record.line), column: Int(record.column))
  }

  /// As `YAMLNode.contentColumn`: for a scalar written on one line whose text is its source
  /// character for character (no escapes, no folding), the column of its first character.
  public func contentColumn(_ node: Node) -> Int? {
    let record = records[Int(node.index)]
    guard record.kind == .scalar, record.isOneLine else { return nil }
    let quotes = record.style == .plain ? 0 : 2
    let span = Int(record.endColumn) - Int(record.column)
    let count = withScalarBytes(node) { ByteScan.scalarCount($0) }
    return span == count + quotes ? Int(record.column) + quotes / 2 : nil
  }

  /// Calls `body` with a scalar's text (empty for a collection).
  @inlinable public func withScalarBytes<R>(_ node: Node, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows
    -> R
  {
    let (start, count) = scalarSpan(node)
    return try bytes.withUnsafeBufferPointer { buffer in
      try body(UnsafeBufferPointer(rebasing: buffer[start..<start + count]))
    }
  }

  /// Every scalar's UTF-8, one after another (see `scalarSpan`).
  public var textBytes: [UInt8] { bytes }

  /// Where a scalar's text is in `textBytes` (empty for a collection).
  @inlinable public func scalarSpan(_ node: Node) -> (start: Int, count: Int) {
    let record = records[Int(node.index)]
    // A collection's `start` is in `children`, not `bytes`.
    return record.kind == .scalar ? (Int(record.start), Int(record.count)) : (0, 0)
  }

  /// Whether two scalars have the same bytes.
  package func sameBytes(_ lhs: Node, _ rhs: Node) -> Bool {
    let left = records[Int(lhs.index)]
    let right = records[Int(rhs.index)]
    guard left.count == right.count else { return false }
    return bytes.withUnsafeBytes { buffer in
      let count = Int(left.count)
      return ByteScan.equal(
        UnsafeRawBufferPointer(rebasing: buffer[Int(left.start)..<(Int(left.start) + count)]),
        UnsafeRawBufferPointer(rebasing: buffer[Int(right.start)..<(Int(right.start) + count)]))
    }
  }

  /// The scalar's text, or nil for a collection.
  public func scalar(_ node: Node) -> String? {
    guard kind(node) == .scalar else { return nil }
    return withScalarBytes(node) { String(decoding: $0, as: UTF8.self) }
  }

  /// How a scalar was written (plain for a collection).
  public func style(_ node: Node) -> YAMLNode.ScalarStyle { records[Int(node.index)].style }

  /// Whether this is a plain scalar that YAML calls null (`~`, `null` or nothing).
  public func isNull(_ node: Node) -> Bool {
    let record = records[Int(node.index)]
    guard record.kind == .scalar, record.style == .plain else { return false }
    return withScalarBytes(node) { text in
      text.isEmpty || text.elementsEqual("~".utf8) || text.elementsEqual("null".utf8)
    }
  }

  /// "a string", "a mapping", "a list": for messages. A value that YAML read as a comment
  /// says so, and how to write it.
  public func kindDescription(_ node: Node) -> String {
    if let comment = commentsAfterNothing[node.index] {
      return
        "nothing (null): YAML reads '#\(comment)' as a comment; quote the value to write it (\"#\(comment)\")"
    }
    switch kind(node) {
    case .scalar: return isNull(node) ? "nothing (null)" : "a string"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    }
  }

  /// A mapping's number of entries, or nil for another kind of node.
  @inlinable public func entryCount(_ node: Node) -> Int? {
    let record = records[Int(node.index)]
    return record.kind == .mapping ? Int(record.count) : nil
  }

  /// A mapping's entry `position` (in document order).
  @inlinable public func entry(_ node: Node, _ position: Int) -> (key: Node, value: Node) {
    let first = Int(records[Int(node.index)].start) + 2 * position
    return (Node(Int(children[first])), Node(Int(children[first + 1])))
  }

  /// Whether a key was given before in its mapping (the reader reported it): a reader of
  /// the entries need not report again what the second one sets.
  @inlinable public func isDuplicate(key: Node) -> Bool { records[Int(key.index)].isDuplicate }

  /// A sequence's items, or nil for another kind of node.
  public func items(_ node: Node) -> [Node]? {
    let record = records[Int(node.index)]
    guard record.kind == .sequence else { return nil }
    let first = Int(record.start)
    return (first..<first + Int(record.count)).map { Node(Int(children[$0])) }
  }

  /// Where the node is written in the source: from its first character to just after its
  /// last (a quoted scalar's quotes and a flow collection's brackets included; a block
  /// collection's last child's end), in Unicode scalars from the start of the text libyaml
  /// read (after a byte-order mark). `SourceText` turns it into bytes.
  public func sourceSpan(_ node: Node) -> Range<Int> {
    let record = records[Int(node.index)]
    return Int(record.sourceStart)..<max(Int(record.sourceStart), Int(record.sourceEnd))
  }

  /// Whether a collection is written in flow style (`{a: b}`, `[a, b]`).
  public func isFlow(_ node: Node) -> Bool { records[Int(node.index)].isFlow }

  /// The node, read as a value (see `YAMLNode`).
  public func node(_ node: Node) -> YAMLNode { YAMLNode(node, in: self) }

  // MARK: Building (for the reader)

  /// Adds a scalar node.
  package mutating func addScalar(
    _ text: UnsafeBufferPointer<UInt8>, style: YAMLNode.ScalarStyle, line: Int, column: Int, endColumn: Int?,
    source: Range<Int>
  ) -> Node {
    var record = Record(kind: .scalar, style: style, line: UInt32(clamping: line), column: UInt32(clamping: column))
    record.sourceStart = UInt32(clamping: source.lowerBound)
    record.sourceEnd = UInt32(clamping: source.upperBound)
    record.start = UInt32(truncatingIfNeeded: bytes.count)
    record.count = UInt32(truncatingIfNeeded: text.count)
    if let endColumn {
      record.isOneLine = true
      record.endColumn = UInt32(clamping: endColumn)
    }
    bytes.append(contentsOf: text)
    records.append(record)
    return Node(records.count - 1)
  }

  /// Finds the comments that follow empty plain scalars on their lines in the source
  /// (`commentsAfterNothing`).
  package mutating func noteCommentsAfterNothing(in source: [UInt8]) {
    let empty = records.indices.filter {
      records[$0].kind == .scalar && records[$0].style == .plain && records[$0].count == 0
    }
    guard !empty.isEmpty else { return }
    var lineStarts = [0]
    for (offset, byte) in source.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    for index in empty {
      let record = records[index]
      let line = Int(record.line) - 1
      guard line < lineStarts.count else { continue }
      let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : source.count
      // The column counts characters; spaces and ASCII come before a comment that follows.
      var offset = lineStarts[line]
      var column = 1
      while offset < end, column < Int(record.column) {
        if source[offset] & 0xC0 != 0x80 { column += 1 }
        offset += 1
      }
      while offset < end, source[offset] == 0x20 || source[offset] == 0x09 { offset += 1 }
      guard offset < end, source[offset] == UInt8(ascii: "#") else { continue }
      var stop = end
      while stop > offset + 1, source[stop - 1] == 0x0A || source[stop - 1] == 0x0D || source[stop - 1] == 0x20 {
        stop -= 1
      }
      commentsAfterNothing[Int32(index)] = String(decoding: source[(offset + 1)..<stop], as: UTF8.self)
    }
  }

  /// Adds a collection node whose children (keys and values in turn for a mapping) are
  /// `children`.
  package mutating func addCollection(
    isMapping: Bool, line: Int, column: Int, children newChildren: ArraySlice<Int32>, flow: Bool = false,
    source: Range<Int> = 0..<0
  ) -> Node {
    var record = Record(
      kind: isMapping ? .mapping : .sequence, style: .plain, line: UInt32(clamping: line),
      column: UInt32(clamping: column))
    record.isFlow = flow
    record.sourceStart = UInt32(clamping: source.lowerBound)
    // A block collection ends where its last child does (libyaml's end mark is the next
    // token's start, past comments and blank lines that belong to what follows).
    if !flow, let last = newChildren.last {
      record.sourceEnd = records[Int(last)].sourceEnd
    } else {
      record.sourceEnd = UInt32(clamping: source.upperBound)
    }
    record.start = UInt32(truncatingIfNeeded: children.count)
    record.count = UInt32(truncatingIfNeeded: isMapping ? newChildren.count / 2 : newChildren.count)
    children.append(contentsOf: newChildren)
    records.append(record)
    return Node(records.count - 1)
  }

  /// Adds a node that is `target` again (an alias) at another place; the text of an
  /// aliased scalar is not mapped onto the alias's columns.
  package mutating func addAlias(of target: Node, line: Int, column: Int, source: Range<Int> = 0..<0) -> Node {
    var record = records[Int(target.index)]
    record.line = UInt32(clamping: line)
    record.column = UInt32(clamping: column)
    record.sourceStart = UInt32(clamping: source.lowerBound)
    record.sourceEnd = UInt32(clamping: source.upperBound)
    record.isOneLine = false
    record.isDuplicate = false
    records.append(record)
    aliases.append((Node(records.count - 1), target))
    return Node(records.count - 1)
  }

  /// Marks a key as given before in its mapping.
  package mutating func markDuplicate(key: Node) {
    records[Int(key.index)].isDuplicate = true
  }

  /// Room for about `nodes` nodes and `bytes` bytes of text.
  package mutating func reserve(nodes: Int, textBytes: Int) {
    records.reserveCapacity(nodes)
    children.reserveCapacity(nodes)
    bytes.reserveCapacity(textBytes)
  }
}
