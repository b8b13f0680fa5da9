import Testing
import ThemeCore
import ThemeInterchange
import ThemeTestSupport
import ThemeYAML
import _BenchCorpus

/// The merge's edit over every YAML style a locale file may be written in: random files
/// (plain, quoted, block scalars of every chomping, anchors and aliases, flow mappings with
/// a trailing comma, explicit and long keys, comments, `---`/`...`, CRLF, tabs, a BOM) and
/// random rounds (new texts for some keys, new keys). The file it writes must parse, read as
/// the file before with the round's values (told by the compiler's own lowering, not by
/// the merge's guard), keep every comment, and pass `MergeCheck`.
@Suite struct MergeStyleTests {
  /// A generated locale file: its text, the app keys in it in order, their values.
  struct Generated {
    var text = ""
    var keys: [String] = []
    var values: [String: PortableValue] = [:]
    var comments: [String] = []
  }

  static let texts = [
    "Hallo", "Guten Tag", "Zeile eins\nZeile zwei", "mit: Doppelpunkt", "# kein Kommentar", "\"zitiert\"",
    "endet mit Umbruch\n", " führendes Leerzeichen", "Ünïcödé ✓", "%lld Nachrichten", "yes", "", "a\n\nb\n\n",
    "Tab\tinnen", "'einfach'", "- Strich", "@at", "[Klammer]", "{Brace}", "1.5", "Leer am Ende  ",
  ]

  /// A value's YAML in one of the styles, at `indent` (the key's column); nil where the style
  /// cannot hold the text (a block scalar's first line starting with a space).
  static func written(_ text: String, style: Int, indent: String) -> String {
    let inner = indent + "  "
    func block(_ header: String, _ body: String) -> String {
      header + "\n"
        + body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : inner + $0 }
        .joined(separator: "\n")
    }
    switch style {
    case 1 where !text.contains("\n") && !text.contains("\t") && !text.isEmpty:
      return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    case 2 where !text.hasPrefix(" ") && !text.isEmpty && !text.hasPrefix("\n"):
      // Literal: the chomping the text needs.
      let trailing = text.reversed().prefix { $0 == "\n" }.count
      let body = String(text.dropLast(trailing))
      guard !body.isEmpty else { return YAMLWriter.quoted(text) }
      let chomp = trailing == 0 ? "-" : trailing == 1 ? "" : "+"
      return block("|" + chomp, body) + String(repeating: "\n", count: max(trailing - 1, 0))
    case 3 where !text.hasPrefix(" ") && !text.contains("\n") && !text.isEmpty:
      return block(">-", text)
    case 4 where !text.hasPrefix(" ") && !text.contains("\n") && !text.isEmpty:
      return block("|  # a literal", text) + "\n"
    default:
      return YAMLWriter.scalar(text)
    }
  }

  static func generate(_ random: inout SplitMix) -> Generated {
    var file = Generated()
    let crlf = random.int(0...5) == 0
    let indent = random.int(0...2) == 0 ? "    " : "  "
    var lines: [String] = []
    if random.int(0...5) == 0 { lines.append(random.int(0...1) == 0 ? "---" : "--- # document") }
    if random.int(0...2) == 0 {
      lines.append("# German texts")
      file.comments.append("# German texts")
    }
    lines.append("Cancel: Abbrechen")
    let appStyle = random.int(0...6)
    if appStyle == 6 {
      // The whole file one flow mapping.
      file.text = "{Cancel: Abbrechen, app: {x0: \"eins\", x1: zwei}}\n"
      file.comments = []
      file.keys = ["x0", "x1"]
      file.values = ["x0": PortableValue(text: "eins"), "x1": PortableValue(text: "zwei")]
      return file
    } else if appStyle == 5 {
      // No `app:` yet.
    } else if appStyle == 0 {
      lines.append("app: {x0: \"eins\", x1: zwei,}")
      file.keys += ["x0", "x1"]
      file.values["x0"] = PortableValue(text: "eins")
      file.values["x1"] = PortableValue(text: "zwei")
    } else {
      lines.append(appStyle == 1 ? "app: &app_ns" : "app:")
      var anchors: [(name: String, value: PortableValue)] = []
      for index in 0..<random.int(1...7) {
        var key = "k\(index)"
        if random.int(0...9) == 0 { key = "long" + String(repeating: "x", count: 1_100) + "\(index)" }
        if random.int(0...7) == 0 { key = "ns\(index).inner" }
        let text = random.pick(texts)
        var entry: String
        var value = PortableValue(text: text)
        let style = random.int(0...11)
        let keyText = key.count > 1_000 ? "? \"\(key)\"\n:" : key.hasPrefix("ns") ? "" : key + ":"
        if key.hasPrefix("ns") {
          // A namespace nested a level deeper.
          let name = String(key.dropFirst(key.count - 5))
          entry = String(key.prefix { $0 != "." }) + ":\n" + indent + "  " + name + ": " + YAMLWriter.quoted(text)
        } else if style == 5 {
          // Forms, block or flow (with a trailing comma).
          value = PortableValue(forms: [
            .init(selector: "one", text: "ein " + text), .init(selector: "other", text: text),
          ])
          let anchor = random.int(0...2) == 0 ? " &a\(index)" : ""
          if !anchor.isEmpty { anchors.append(("a\(index)", value)) }
          if random.int(0...1) == 0 {
            entry =
              keyText + anchor + "\n" + indent + "  one: " + YAMLWriter.quoted("ein " + text) + "\n" + indent
              + "  other: "
              + YAMLWriter.quoted(text)
          } else {
            entry =
              keyText + anchor + " {one: " + YAMLWriter.quoted("ein " + text) + ", other: " + YAMLWriter.quoted(text)
              + ",}"
          }
        } else if style == 6, !anchors.isEmpty {
          let target = random.pick(anchors)
          entry = keyText + " *" + target.name
          value = target.value
        } else if style == 7 {
          entry = keyText + " &a\(index) " + YAMLWriter.quoted(text)
          anchors.append(("a\(index)", value))
        } else if style == 8, key.count < 1_000 {
          entry = keyText + "\t" + YAMLWriter.quoted(text)
        } else {
          entry = keyText + " " + written(text, style: style % 5, indent: indent)
        }
        if random.int(0...4) == 0, !entry.contains("\n") || !entry.contains("|") && !entry.contains(">") {
          entry += "  # note \(index)"
          file.comments.append("# note \(index)")
        }
        if random.int(0...5) == 0 {
          lines.append(indent + "# before \(index)")
          file.comments.append("# before \(index)")
        }
        lines.append(
          indent
            + entry.replacingOccurrences(of: "\n", with: "\n" + indent).replacingOccurrences(
              of: "\n" + indent + "\n", with: "\n\n"))
        if random.int(0...4) == 0 { lines.append("") }
        file.keys.append(key)
        file.values[key] = value
      }
    }
    if random.int(0...4) == 0 {
      lines.append("comments:\n  app.k0: \"a note\"")
    }
    if random.int(0...4) == 0 {
      // A compact sequence, as PyYAML writes one.
      lines.append("needs-review:\n- app.k0")
    }
    if random.int(0...5) == 0 { lines.append("...") }
    var text = lines.joined(separator: "\n")
    // Block scalars written last keep the line break they end with.
    if !text.hasSuffix("\n") || random.int(0...3) > 0 { text += "\n" }
    if crlf { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
    if random.int(0...6) == 0 { text = "\u{FEFF}" + text }
    file.text = text
    return file
  }

  /// The app values a file lowers to, by the compiler's lowering.
  static func appValues(_ bytes: [UInt8]) -> [String: PortableValue]? {
    let parsed = parseYAMLTree(SourceFile(path: "de.strings.yaml", bytes: bytes))
    guard parsed.diagnostics.allSatisfy({ $0.severity != .error }), let tree = parsed.tree else { return nil }
    let (file, _) = lowerStrings(tree, locale: "de", path: "de.strings.yaml", catalog: .sendbirdUIKit)
    return file.app.mapValues { normalized(PortableValue($0.value)) }
  }

  /// A value with its forms in one order (the lowering's is not the round's).
  static func normalized(_ value: PortableValue) -> PortableValue {
    var value = value
    value.forms.sort { $0.selector < $1.selector }
    return value
  }

  /// Cases the random files reach rarely: a form that is an alias of a block scalar, a
  /// form added to an anchored forms mapping another key aliases, a block scalar whose last
  /// line ends in spaces, a text with a carriage return over a literal block.
  @Test(arguments: [
    (
      "app:\n  base: &g |\n    Hallo\n  k:\n    one: *g\n    other: \"x\"\n", "k",
      PortableValue(forms: [.init(selector: "one", text: "Neu")]),
      PortableValue(forms: [.init(selector: "one", text: "Neu"), .init(selector: "other", text: "x")])
    ),
    (
      "app:\n  k: &f\n    one: \"a\"\n    other: \"b\"\n  j: *f\n", "k",
      PortableValue(forms: [.init(selector: "=0", text: "z")]),
      PortableValue(forms: [
        .init(selector: "=0", text: "z"), .init(selector: "one", text: "a"), .init(selector: "other", text: "b"),
      ])
    ),
    ("app:\n  k: |\n    Hallo  \n  j: x\n", "k", PortableValue(text: "Neu"), PortableValue(text: "Neu")),
    ("app:\n  k: |\n    Hallo\n  j: x\n", "k", PortableValue(text: "Zeile\r\n"), PortableValue(text: "Zeile\r\n")),
  ])
  func rareStylesMergeToo(text: String, key: String, value: PortableValue, result: PortableValue) throws {
    let bytes = Array(text.utf8)
    let before = try #require(Self.appValues(bytes))
    let tree = parseYAMLTree(SourceFile(path: "de.strings.yaml", bytes: bytes)).tree!
    let model = CheckedStrings(lowerStrings(tree, locale: "de", path: "de.strings.yaml", catalog: .sendbirdUIKit).0)
    let file = StringsMerge.File(path: "de.strings.yaml", bytes: bytes, tree: tree)
    let round = [ImportedString(key: "app." + key, value: value)]
    let merged = StringsMerge.merge(round, into: [file], model: model, base: model, isBase: true)
    let after = try #require(merged.changed.first?.bytes)
    let written = String(decoding: after, as: UTF8.self)
    let afterValues = try #require(Self.appValues(after), "parses:\n\(written)")
    var expected = before
    expected[key] = Self.normalized(result)
    #expect(afterValues == expected, "\(written)")
    #expect(MergeCheck.problems(before: [file], changed: merged.changed, imported: round, locale: "de") == [])
  }

  @Test(arguments: 0..<2000)
  func aMergeInEveryStyleChangesOnlyWhatItImports(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
    let generated = Self.generate(&random)
    let bytes = Array(generated.text.utf8)
    guard let before = Self.appValues(bytes) else {
      Issue.record("the generated file does not parse:\n\(generated.text)")
      return
    }
    // The round: new texts or forms for some keys, and new keys.
    var round: [ImportedString] = []
    var expected = before
    for key in generated.keys where random.int(0...2) == 0 {
      let old = before[key]!
      var value = PortableValue(text: random.pick(Self.texts))
      if old.text == nil {
        // A form it has, or one it lacks (`=0`).
        let selector = ["one", "other", "=0"][random.int(0...2)]
        value = PortableValue(forms: [.init(selector: selector, text: random.pick(Self.texts))])
        var merged = old
        for form in value.forms {
          if merged.form(form.selector) == nil { merged.forms.append(form) }
          merged.forms = merged.forms.map { $0.selector == form.selector ? form : $0 }
        }
        expected[key] = merged
      } else {
        expected[key] = value
      }
      round.append(ImportedString(key: "app." + key, value: value))
    }
    for index in 0..<random.int(0...3) {
      let key = random.int(0...5) == 0 ? "new" + String(repeating: "y", count: 1_050) + "\(index)" : "n\(index)"
      let value =
        random.int(0...3) == 0
        ? PortableValue(forms: [
          .init(selector: "one", text: "eins"), .init(selector: "other", text: random.pick(Self.texts)),
        ])
        : PortableValue(text: random.pick(Self.texts))
      round.append(ImportedString(key: "app." + key, value: value))
      expected[key] = value
    }
    // Their state: a comment, awaiting review.
    let isBase = random.int(0...1) == 0
    for index in round.indices {
      if random.int(0...3) == 0 { round[index].comment = "Kontext \(index)" }
      if !isBase, random.int(0...3) == 0 { round[index].needsReview = true }
    }
    guard !round.isEmpty else { return }
    let tree = parseYAMLTree(SourceFile(path: "de.strings.yaml", bytes: bytes)).tree!
    let model = CheckedStrings(lowerStrings(tree, locale: "de", path: "de.strings.yaml", catalog: .sendbirdUIKit).0)
    let file = StringsMerge.File(path: "de.strings.yaml", bytes: bytes, tree: tree)
    // The base: every key, the new ones among the file's, which places them.
    var order = generated.keys
    for string in round where !order.contains(String(string.key.dropFirst(4))) {
      order.insert(String(string.key.dropFirst(4)), at: random.int(0...order.count))
    }
    let baseText =
      "app:\n" + order.map { "  " + YAMLWriter.pair(YAMLWriter.quoted($0), "x", indent: "  ") + "\n" }.joined()
    let baseTree = parseYAMLTree(SourceFile(path: "en.strings.yaml", bytes: Array(baseText.utf8))).tree!
    let base = CheckedStrings(lowerStrings(baseTree, locale: "en", path: "en.strings.yaml", catalog: .sendbirdUIKit).0)
    #expect(base.appKeys.count == order.count)
    let merged = StringsMerge.merge(
      round, into: [file], model: model, base: isBase ? model : base, isBase: isBase)
    #expect(merged.diagnostics.map(\.rendered) == [], "\(generated.text)")
    guard let after = merged.changed.first?.bytes else {
      #expect(before == expected, "nothing changed:\n\(generated.text)")
      return
    }
    let written = String(decoding: after, as: UTF8.self)
    guard let afterValues = Self.appValues(after) else {
      Issue.record("the merged file does not parse:\n--- before\n\(generated.text)\n--- after\n\(written)")
      return
    }
    #expect(afterValues == expected.mapValues(Self.normalized), "--- before\n\(generated.text)\n--- after\n\(written)")
    for comment in generated.comments {
      #expect(written.contains(comment), "keeps '\(comment)':\n\(written)")
    }
    let problems = MergeCheck.problems(before: [file], changed: merged.changed, imported: round, locale: "de")
    #expect(problems.map(\.rendered) == [], "--- before\n\(generated.text)\n--- after\n\(written)")
  }
}
