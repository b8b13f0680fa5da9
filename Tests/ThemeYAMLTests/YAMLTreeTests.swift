import Testing
import ThemeCore
import ThemeYAML

/// The flat node tables the strings lowering reads, and the node tree made from them for
/// themes.
@Suite struct YAMLTreeTests {
  let document = """
    plain: Hello
    quoted: "Hi %d"
    block: |
      two
      lines
    list: [a, "b", 3]
    anchored: &shared
      one: "%d item"
      other: "%d items"
    again: *shared
    escaped: "tab\\there"
    nothing: ~
    """

  func parsed(_ text: String, path: String = "t.strings.yaml") -> YAMLTreeParseResult {
    parseYAMLTree(SourceFile(path: path, text: text))
  }

  func value(_ tree: YAMLTree, _ key: String) -> YAMLTree.Node? {
    let root = tree.root!
    for position in 0..<tree.entryCount(root)! {
      let entry = tree.entry(root, position)
      if tree.scalar(entry.key) == key { return entry.value }
    }
    return nil
  }

  @Test func readsEveryKindOfNode() throws {
    let result = parsed(document)
    #expect(result.diagnostics.isEmpty)
    let tree = try #require(result.tree)
    #expect(tree.entryCount(tree.root!) == 8)

    let plain = try #require(value(tree, "plain"))
    #expect(tree.kind(plain) == .scalar)
    #expect(tree.scalar(plain) == "Hello")
    #expect(tree.style(plain) == .plain)
    #expect(tree.location(plain).line == 1)
    #expect(tree.location(plain).column == 8)
    #expect(tree.contentColumn(plain) == 8)

    // A quoted scalar's text starts after its quote; escapes and block scalars do not map
    // onto their columns.
    let quoted = try #require(value(tree, "quoted"))
    #expect(tree.scalar(quoted) == "Hi %d")
    #expect(tree.style(quoted) == .doubleQuoted)
    #expect(tree.contentColumn(quoted) == 10)
    #expect(tree.contentColumn(try #require(value(tree, "escaped"))) == nil)
    let block = try #require(value(tree, "block"))
    #expect(tree.scalar(block) == "two\nlines\n")
    #expect(tree.style(block) == .literal)
    #expect(tree.contentColumn(block) == nil)

    let list = try #require(value(tree, "list"))
    #expect(tree.kind(list) == .sequence)
    #expect(tree.entryCount(list) == nil)
    #expect(try #require(tree.items(list)).map { tree.scalar($0) } == ["a", "b", "3"])
    #expect(tree.kindDescription(list) == "a list")
    // A collection has no text, wherever its children are in the tables.
    let empties = try #require(
      parseYAMLTree(SourceFile(path: "e.yaml", text: "k: ['', '', '', '', '', '', '']\n")).tree)
    let root = try #require(empties.root)
    #expect(empties.withScalarBytes(root) { $0.count } == 0)
    #expect(empties.scalarSpan(root) == (0, 0))

    // An alias is its anchor's node again, at the alias's place.
    let anchored = try #require(value(tree, "anchored"))
    let again = try #require(value(tree, "again"))
    #expect(tree.kind(again) == .mapping)
    #expect(tree.location(again).line == 10)
    #expect(tree.location(anchored).line == 7)
    #expect(tree.entryCount(again) == 2)
    #expect(tree.scalar(tree.entry(again, 1).value) == "%d items")

    let nothing = try #require(value(tree, "nothing"))
    #expect(tree.isNull(nothing))
    #expect(!tree.isNull(plain))
    #expect(tree.kindDescription(nothing) == "nothing (null)")
  }

  /// `parseYAML`'s tree is the tables' nodes, node for node.
  @Test func nodeTreeMatchesTheTables() throws {
    let tree = try #require(parsed(document).tree)
    let root = try #require(parseYAML(SourceFile(path: "t.strings.yaml", text: document)).root)
    func same(_ node: YAMLNode, _ flat: YAMLTree.Node) {
      #expect(node.location == tree.location(flat))
      #expect(node.contentColumn == tree.contentColumn(flat))
      #expect(node.kindDescription == tree.kindDescription(flat))
      switch node.content {
      case .scalar(let text, let style):
        #expect(text == tree.scalar(flat))
        #expect(style == tree.style(flat))
      case .mapping(let entries):
        #expect(entries.count == tree.entryCount(flat))
        for (position, entry) in entries.enumerated() {
          let (key, value) = tree.entry(flat, position)
          #expect(entry.isDuplicate == tree.isDuplicate(key: key))
          same(entry.key, key)
          same(entry.value, value)
        }
      case .sequence(let items):
        let flatItems = tree.items(flat) ?? []
        #expect(items.count == flatItems.count)
        for (item, flatItem) in zip(items, flatItems) { same(item, flatItem) }
      }
    }
    same(root, tree.root!)
  }

  /// Keys given twice are found by their text as `String ==` compares it (canonically
  /// equivalent spellings are one key), in small mappings and in large ones.
  @Test(arguments: [3, 40])
  func duplicateKeysAreMarked(size: Int) throws {
    var lines = (0..<size).map { "k\($0): v" }
    lines.insert("caf\u{E9}: precomposed", at: 1)
    lines.append("cafe\u{301}: decomposed")
    lines.append("k0: again")
    let result = parsed(lines.joined(separator: "\n") + "\n")
    let tree = try #require(result.tree)
    let root = tree.root!
    let marked = (0..<tree.entryCount(root)!).filter { tree.isDuplicate(key: tree.entry(root, $0).key) }
    #expect(marked == [size + 1, size + 2])
    #expect(result.diagnostics.map(\.code) == ["yaml.duplicate-key", "yaml.duplicate-key"])
    #expect(result.diagnostics.first?.location.line == size + 2)
    #expect(result.diagnostics.first?.notes.first?.location.line == 2)
  }

  @Test func emptyAndBrokenDocuments() {
    let empty = parsed("")
    #expect(empty.tree != nil && empty.root == nil)
    #expect(empty.diagnostics.isEmpty)
    let broken = parsed("a: \"open\n")
    #expect(broken.tree == nil)
    #expect(broken.diagnostics.map(\.code) == ["yaml.syntax"])
  }
}
