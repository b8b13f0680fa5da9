/// A YAML node with the place it starts; scalars stay untyped strings.
///
/// YAML 1.1's implicit typing is deliberately absent: `no` is the Norwegian locale and
/// `yes` is text. Whoever reads a node decides what its text means.
public struct YAMLNode: Sendable {
  /// How a scalar was written.
  public enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// The node's content.
  public enum Content: Sendable {
    case scalar(String, ScalarStyle)
    case mapping([YAMLEntry])
    case sequence([YAMLNode])
  }

  /// The content.
  public var content: Content
  /// Where the node starts (1-based line and column).
  public var location: SourceLocation
  /// For a scalar written on one line whose text is its source character for character
  /// (no escapes, no folding): the column of its first character. Diagnostics about a
  /// place inside the text (a bad printf specifier) point there.
  public var contentColumn: Int?

  /// Creates a node.
  public init(_ content: Content, at location: SourceLocation, contentColumn: Int? = nil) {
    self.content = content
    self.location = location
    self.contentColumn = contentColumn
  }

  /// The scalar's text, or nil for a collection.
  public var scalar: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// The mapping's entries, or nil for another kind of node.
  public var mapping: [YAMLEntry]? {
    if case .mapping(let entries) = content { return entries }
    return nil
  }

  /// Whether this is a plain scalar that YAML calls null (`~`, `null` or nothing).
  public var isNull: Bool {
    if case .scalar(let text, .plain) = content { return text.isEmpty || text == "~" || text == "null" }
    return false
  }

  /// "a string", "a mapping", "a list": for messages.
  public var kindDescription: String {
    switch content {
    case .scalar: isNull ? "nothing (null)" : "a string"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }
}

/// A key and its value in a mapping.
public struct YAMLEntry: Sendable {
  /// The key node (themec's formats only use scalar keys).
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode
  /// Whether the key was given before in the same mapping (the reader reports it): a
  /// reader of the entries need not report again what the second one sets.
  public var isDuplicate: Bool

  /// Creates an entry.
  public init(key: YAMLNode, value: YAMLNode, isDuplicate: Bool = false) {
    self.key = key
    self.value = value
    self.isDuplicate = isDuplicate
  }
}

/// Bounds that keep hostile input cheap to reject.
public struct YAMLLimits: Sendable {
  /// Deepest nesting of collections.
  public var maxDepth = 64
  /// Most nodes that aliases may add by expansion, over the whole document.
  public var maxAliasExpansion = 100_000
  /// Most bytes of text that aliases may add by expansion, over the whole document (4 MiB:
  /// far more than any strings file repeats, far less than an alias bomb builds).
  public var maxAliasBytes = 4 << 20
  /// Longest scalar, in bytes.
  public var maxScalarBytes = 1 << 20

  /// The defaults.
  public init() {}
}
