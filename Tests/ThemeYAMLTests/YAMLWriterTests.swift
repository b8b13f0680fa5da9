import Testing
import ThemeCore
import ThemeYAML

/// What `YAMLWriter` writes, `parseYAMLTree` reads back to the same keys and values, however
/// hostile (issue 34, items 1 and 12).
@Suite struct YAMLWriterTests {
  /// Texts that broke a writer, or could: line breaks YAML knows (U+0085, U+2028, U+2029),
  /// controls, a BOM, non-characters, quotes and backslashes, shell and YAML syntax, and a
  /// key longer than libyaml's implicit-key limit.
  static let hostile: [String] = [
    "plain", "", " leading and trailing ", "next\u{85}line", "line\u{2028}separator", "para\u{2029}graph",
    "tab\there", "cr\rlf\r\n", "nul\u{0}byte", "bell\u{7}esc\u{1B}[31m", "del\u{7F}", "c1\u{80}\u{9F}",
    "bom\u{FEFF}", "nonchar\u{FFFE}\u{FFFF}", "\"$(touch PWNED)\"", "`id` ${HOME} $HOME", "\\back\\slash\\",
    "# not a comment", "key: value", "- item", "{flow: map}", "[flow, seq]", "&anchor *alias", "!tag", "|", ">",
    "yes", "no", "null", "~", "0x1F", "1e3", "true", "ä ö ü 😀 מזל טוב", "\u{202E}rtl override",
    String(repeating: "k", count: 1100), String(repeating: "\u{2028}", count: 600),
  ]

  func roundTrip(_ write: (inout YAMLWriter) -> Void) -> YAMLTree? {
    var writer = YAMLWriter()
    write(&writer)
    let parsed = parseYAMLTree(SourceFile(path: "w.yaml", text: writer.text))
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))\n\(writer.text)")
    return parsed.tree
  }

  @Test func hostileKeysAndValuesReadBack() throws {
    let tree = try #require(
      roundTrip { writer in
        writer.comment("from ../../x\n\u{85}evil: 1\u{2028}# and more")
        for (index, text) in Self.hostile.enumerated() { writer.entry(text + "#\(index)", text) }
      })
    let root = try #require(tree.root)
    #expect(tree.entryCount(root) == Self.hostile.count)
    for (index, text) in Self.hostile.enumerated() {
      let (key, value) = tree.entry(root, index)
      #expect(tree.scalar(key) == text + "#\(index)")
      #expect(tree.scalar(value) == text)
    }
  }

  @Test func nestedSectionsAndItemsReadBack() throws {
    let tree = try #require(
      roundTrip { writer in
        for text in Self.hostile.prefix(12) {
          writer.open(text, plainKey: true)
          writer.entry("one", text, depth: 1, plainKey: true)
          writer.open("list", depth: 1, plainKey: true)
          writer.item(text, depth: 2)
        }
      })
    let root = try #require(tree.root)
    for (index, text) in Self.hostile.prefix(12).enumerated() {
      let (key, value) = tree.entry(root, index)
      #expect(tree.scalar(key) == text)
      let (one, form) = tree.entry(value, 0)
      #expect(tree.scalar(one) == "one")
      #expect(tree.scalar(form) == text)
      let items = try #require(tree.items(tree.entry(value, 1).value))
      #expect(items.map { tree.scalar($0) } == [text])
    }
  }

  @Test func plainOnlyWhereItReadsBackAsItself() {
    #expect(YAMLWriter.key("Cancel") == "Cancel")
    #expect(YAMLWriter.key("MessageThread.Menu.replyInThread") == "MessageThread.Menu.replyInThread")
    #expect(YAMLWriter.key("no") == "\"no\"")
    #expect(YAMLWriter.key("=0") == "\"=0\"")
    #expect(YAMLWriter.scalar("Delete message") == "Delete message")
    #expect(YAMLWriter.scalar("Delete: message") == "\"Delete: message\"")
    #expect(YAMLWriter.scalar("a\u{2028}b") == "\"a\\Lb\"")
  }
}
