/// A node of a `YAMLTree`, read as a value: the styles lowering's way into the one tree
/// the reader builds (nothing is copied out of it). Scalars stay untyped strings.
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

  /// The tree (shared storage, not a copy) and the node in it.
  let tree: YAMLTree
  let node: YAMLTree.Node

  /// The node `node` of `tree`.
  public init(_ node: YAMLTree.Node, in tree: YAMLTree) {
    self.tree = tree
    self.node = node
  }

  /// The content.
  public var content: Content {
    switch tree.kind(node) {
    case .scalar: .scalar(tree.scalar(node)!, tree.style(node))
    case .mapping: .mapping(mapping!)
    case .sequence: .sequence(tree.items(node)!.map { YAMLNode($0, in: tree) })
    }
  }

  /// Where the node starts (1-based line and column).
  public var location: SourceLocation { tree.location(node) }

  /// For a scalar written on one line whose text is its source character for character
  /// (no escapes, no folding): the column of its first character. Diagnostics about a
  /// place inside the text (a bad printf specifier) point there.
  public var contentColumn: Int? { tree.contentColumn(node) }

  /// The scalar's text, or nil for a collection.
  public var scalar: String? { tree.scalar(node) }

  /// The mapping's entries, or nil for another kind of node.
  public var mapping: [YAMLEntry]? {
    guard let count = tree.entryCount(node) else { return nil }
    return (0..<count).map { position in
      let (key, value) = tree.entry(node, position)
      return YAMLEntry(
        key: YAMLNode(key, in: tree), value: YAMLNode(value, in: tree), isDuplicate: tree.isDuplicate(key: key))
    }
  }

  /// Whether this is a plain scalar that YAML calls null (`~`, `null` or nothing).
  public var isNull: Bool { tree.isNull(node) }

  /// "a string", "a mapping", "a list": for messages.
  public var kindDescription: String { tree.kindDescription(node) }
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
