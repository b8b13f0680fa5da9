import ThemeCore
import ThemeYAML

/// What a merge is about to write, checked before a byte of it is: each file it changes must
/// parse as YAML; the locale's strings read from the edited files must be those read from
/// the files before, but for the keys the round imports, whose texts read back as imported
/// (a form the round does not give keeps its text); the keys the round does not touch keep
/// their entries under `comments`, `translated-from`, `source-keys`, `needs-review` and
/// `same-as-base`; and every comment of a file is still in it. A difference is an
/// `import.merge-unverified` error, and the round writes nothing: an edit that would break a
/// file, or change what it did not import, is refused rather than written.
package enum MergeCheck {
  /// The problems of a locale's merge: `files` as they are, `changed` the bytes the merge
  /// would write in place of some of them, `imported` the round's strings for the locale.
  package static func problems(
    before files: [StringsMerge.File], changed: [(path: String, bytes: [UInt8])], imported: [ImportedString],
    locale: String, catalog: StringCatalog = .sendbirdUIKit
  ) -> [Diagnostic] {
    guard !changed.isEmpty else { return [] }
    let written = Dictionary(changed.map { ($0.path, $0.bytes) }, uniquingKeysWith: { $1 })
    var problems: [Diagnostic] = []
    var after: [StringsMerge.File] = []
    for file in files {
      guard let bytes = written[file.path] else {
        after.append(file)
        continue
      }
      let parsed = parseYAMLTree(SourceFile(path: file.path, bytes: bytes))
      if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
        problems.append(
          Diagnostic(
            .importMergeUnverified, at: error.location,
            "expected the merged file to parse as YAML, found at this place of the text the merge would write: \(error.message); nothing is written"
          ))
        continue
      }
      guard let tree = parsed.tree else { continue }
      after.append(StringsMerge.File(path: file.path, bytes: bytes, tree: tree))
    }
    guard problems.isEmpty else { return problems }

    let touched = Touched(imported, catalog: catalog)
    // Each imported key the merge changed, as the walk met it: its old value (none if new)
    // and the new one, in the file's old and new trees.
    var rewritten: [String: (old: YAMLTree, was: YAMLTree.Node?, new: YAMLTree, now: YAMLTree.Node)] = [:]
    for file in files {
      guard written[file.path] != nil, let edited = after.first(where: { $0.path == file.path }),
        let oldRoot = file.tree.root, let newRoot = edited.tree.root
      else { continue }
      var walk = TreeWalk(old: file.tree, new: edited.tree, touched: touched)
      walk.compare(oldRoot, newRoot, path: "")
      problems += walk.problems
      for (key, nodes) in walk.rewritten { rewritten[key] = (file.tree, nodes.was, edited.tree, nodes.now) }
    }
    // Each of them reads back as imported.
    for string in imported {
      let key = string.listedKey
      let canonical = key.hasPrefix("app.") ? nil : catalog.member(key)?.aliasOf
      guard let found = rewritten[key] ?? canonical.flatMap({ rewritten[$0] }) else { continue }
      let was = found.was.map { (tree: found.old, node: $0) }
      guard !readsBack(found.new, found.now, was: was, imported: string.value) else { continue }
      problems.append(
        Diagnostic(
          .importMergeUnverified, at: found.new.location(found.now),
          "expected '\(key.escapedForTerminal)' to read back as imported, found \(describe(found.new, found.now)) in the text the merge would write; nothing is written"
        ))
    }
    for file in files {
      guard let edited = after.first(where: { $0.path == file.path }), written[file.path] != nil else { continue }
      var kept = comments(edited).map(\.text)
      for comment in comments(file) {
        if let index = kept.firstIndex(of: comment.text) {
          kept.remove(at: index)
          continue
        }
        problems.append(
          Diagnostic(
            .importMergeUnverified, at: SourceLocation(path: file.path, line: comment.line, column: 1),
            "expected every comment of the file kept, found '\(comment.text.escapedForTerminal)' missing from the text the merge would write; nothing is written"
          ))
      }
    }
    return problems
  }

  /// Whether a value the merge wrote for an imported key reads as imported: its text (a
  /// named text's `text:`), or its forms (each imported form's text, each other form as it
  /// was, no other form).
  static func readsBack(
    _ tree: YAMLTree, _ node: YAMLTree.Node, was: (tree: YAMLTree, node: YAMLTree.Node)?, imported: PortableValue
  ) -> Bool {
    if let text = imported.text {
      if let scalar = tree.scalar(node) { return scalar == text }
      return child("text", of: node, in: tree).flatMap(tree.scalar) == text
    }
    guard tree.kind(node) == .mapping else { return false }
    let given = Set(imported.forms.map(\.selector))
    for form in imported.forms where formText(form.selector, of: node, in: tree) != form.text { return false }
    var known = given
    if let was, was.tree.kind(was.node) == .mapping {
      for position in 0..<(was.tree.entryCount(was.node) ?? 0) {
        let (key, value) = was.tree.entry(was.node, position)
        guard let selector = was.tree.scalar(key) else { continue }
        known.insert(selector)
        guard !given.contains(selector), let now = child(selector, of: node, in: tree) else {
          if !given.contains(selector) { return false }
          continue
        }
        if !TreeWalk.same(was.tree, value, tree, now) { return false }
      }
    }
    for position in 0..<(tree.entryCount(node) ?? 0) {
      guard let selector = tree.scalar(tree.entry(node, position).key), known.contains(selector) else { return false }
    }
    return true
  }

  /// A form's text in a forms mapping (a cap's `text:`).
  static func formText(_ selector: String, of node: YAMLTree.Node, in tree: YAMLTree) -> String? {
    guard let value = child(selector, of: node, in: tree) else { return nil }
    return tree.scalar(value) ?? child("text", of: value, in: tree).flatMap(tree.scalar)
  }

  /// A mapping's value for a key (`StringsMerge.child`).
  static func child(_ name: String, of node: YAMLTree.Node, in tree: YAMLTree) -> YAMLTree.Node? {
    StringsMerge.child(name, of: node, in: tree)?.value
  }

  /// A value as a message quotes it.
  static func describe(_ tree: YAMLTree, _ node: YAMLTree.Node) -> String {
    if let text = tree.scalar(node) { return "'\(text.escapedForTerminal)'" }
    if let items = tree.items(node) {
      return "[" + items.map { describe(tree, $0) }.joined(separator: ", ") + "]"
    }
    let entries = (0..<(tree.entryCount(node) ?? 0)).map { position in
      let (key, value) = tree.entry(node, position)
      return "\((tree.scalar(key) ?? "?").escapedForTerminal): \(describe(tree, value))"
    }
    return "{" + entries.joined(separator: ", ") + "}"
  }

  /// The keys a round imports (an SDK alias also as the path it stands for), and every path
  /// that may change with them: the key's own value and what is below it, its entries in the
  /// sections, and the mappings that lead to them (which may be new).
  struct Touched {
    static let sections = [commentsKey, translatedFromKey, sourceKeysKey, needsReviewKey, sameAsBaseKey]
    var keys: Set<String> = []
    var ancestors: Set<String> = Set(sections)

    init(_ imported: [ImportedString], catalog: StringCatalog) {
      for string in imported {
        let key = string.listedKey
        keys.insert(key)
        if !key.hasPrefix("app."), let canonical = catalog.member(key)?.aliasOf { keys.insert(canonical) }
      }
      for key in keys {
        var prefix = Substring(key)
        while let dot = prefix.lastIndex(of: ".") {
          prefix = prefix[..<dot]
          ancestors.insert(String(prefix))
        }
      }
    }

    /// Whether the value at a path may change: an imported key's, below it, or a section's
    /// entry for one.
    func covers(_ path: String) -> Bool {
      if within(path) { return true }
      for section in Self.sections where path.hasPrefix(section + ".") {
        if within(String(path.dropFirst(section.count + 1))) { return true }
      }
      return false
    }

    /// Whether a path is an imported key or below one.
    private func within(_ path: String) -> Bool {
      if keys.contains(path) { return true }
      var prefix = Substring(path)
      while let dot = prefix.lastIndex(of: ".") {
        prefix = prefix[..<dot]
        if keys.contains(String(prefix)) { return true }
      }
      return false
    }

    /// Whether a path leads to something that may change (a new mapping may be made there).
    func leadsTo(_ path: String) -> Bool { ancestors.contains(path) }

    /// Whether a section's list item may come or go: it names an imported key.
    func coversItem(_ item: String) -> Bool { keys.contains(item) }
  }

  /// The old and new trees of a file, compared entry by entry in document order (the merge
  /// keeps the order and inserts): every difference must be at a path the round covers.
  struct TreeWalk {
    let old: YAMLTree
    let new: YAMLTree
    let touched: Touched
    var problems: [Diagnostic] = []
    /// The imported keys met with a new value: the old value (nil where the key is new) and
    /// the new one.
    var rewritten: [String: (was: YAMLTree.Node?, now: YAMLTree.Node)] = [:]

    init(old: YAMLTree, new: YAMLTree, touched: Touched) {
      (self.old, self.new, self.touched) = (old, new, touched)
    }

    mutating func compare(_ was: YAMLTree.Node, _ now: YAMLTree.Node, path: String) {
      if !path.isEmpty, touched.covers(path) {
        if touched.keys.contains(path) { rewritten[path] = (was, now) }
        return
      }
      switch (old.kind(was), new.kind(now)) {
      case (.scalar, .scalar):
        if !Self.same(old, was, new, now) { changed(path, was: was, at: now) }
      case (.mapping, .mapping):
        compareMappings(was, now, path: path)
      case (.sequence, .sequence):
        let before = (old.items(was) ?? []).compactMap(old.scalar).filter { !touched.coversItem($0) }
        let after = (new.items(now) ?? []).compactMap(new.scalar).filter { !touched.coversItem($0) }
        if before.sorted() != after.sorted() { changed(path, was: was, at: now) }
      default:
        changed(path, was: was, at: now)
      }
    }

    mutating func compareMappings(_ was: YAMLTree.Node, _ now: YAMLTree.Node, path: String) {
      let (oldCount, newCount) = (old.entryCount(was) ?? 0, new.entryCount(now) ?? 0)
      var (i, j) = (0, 0)
      while i < oldCount || j < newCount {
        let oldEntry = i < oldCount ? old.entry(was, i) : nil
        let newEntry = j < newCount ? new.entry(now, j) : nil
        // Most entries are the same to the byte: told without making a path or a string.
        if let oldEntry, let newEntry, Self.same(old, oldEntry.key, new, newEntry.key) {
          if !Self.same(old, oldEntry.value, new, newEntry.value) {
            compare(oldEntry.value, newEntry.value, path: join(path, old.scalar(oldEntry.key) ?? ""))
          }
          (i, j) = (i + 1, j + 1)
          continue
        }
        let oldKey = oldEntry.flatMap { old.scalar($0.key) }
        let newKey = newEntry.flatMap { new.scalar($0.key) }
        if let newEntry, let newKey, isNew(newEntry.value, path: join(path, newKey)) {
          j += 1
        } else if i < oldCount, let oldKey, touched.covers(join(path, oldKey)) {
          i += 1  // an imported entry the merge rewrote elsewhere: read back below
        } else if let oldEntry, let oldKey, isGone(oldEntry.value, path: join(path, oldKey)) {
          i += 1  // a section whose every entry was an imported key's, gone with them
        } else {
          let key = oldKey ?? newKey ?? ""
          problems.append(
            Diagnostic(
              .importMergeUnverified, at: newEntry.map { new.location($0.key) } ?? new.location(now),
              "expected the entries of '\(path.isEmpty ? "the file" : path.escapedForTerminal)' as the file has them but for the imported ones, found '\(key.escapedForTerminal)' \(oldEntry == nil ? "added" : "moved or gone") in the text the merge would write; nothing is written"
            ))
          return
        }
      }
    }

    /// Whether an entry the old mapping lacks may be new: an imported key's, a section's
    /// entry for one, or a mapping leading to them, holding nothing else.
    mutating func isNew(_ node: YAMLTree.Node, path: String) -> Bool {
      if touched.covers(path) {
        if touched.keys.contains(path) { rewritten[path] = (nil, node) }
        return true
      }
      guard touched.leadsTo(path) else { return false }
      switch new.kind(node) {
      case .mapping:
        for position in 0..<(new.entryCount(node) ?? 0) {
          let (key, value) = new.entry(node, position)
          guard let name = new.scalar(key), isNew(value, path: join(path, name)) else { return false }
        }
        return true
      case .sequence:
        return (new.items(node) ?? []).allSatisfy { new.scalar($0).map(touched.coversItem) ?? false }
      case .scalar:
        return false
      }
    }

    /// Whether an entry the new mapping lacks may have gone: a section (or a mapping leading
    /// to one) whose entries or items were all the imported keys'.
    func isGone(_ node: YAMLTree.Node, path: String) -> Bool {
      guard touched.leadsTo(path) else { return false }
      switch old.kind(node) {
      case .mapping:
        return (0..<(old.entryCount(node) ?? 0)).allSatisfy { position in
          let (key, value) = old.entry(node, position)
          guard let name = old.scalar(key) else { return false }
          return touched.covers(join(path, name)) || isGone(value, path: join(path, name))
        }
      case .sequence:
        return (old.items(node) ?? []).allSatisfy { old.scalar($0).map(touched.coversItem) ?? false }
      case .scalar:
        return false
      }
    }

    mutating func changed(_ path: String, was: YAMLTree.Node, at node: YAMLTree.Node) {
      problems.append(
        Diagnostic(
          .importMergeUnverified, at: new.location(node),
          "expected '\(path.escapedForTerminal)', which the round does not import, as the file has it (\(describe(old, was))), found \(describe(new, node)) in the text the merge would write; nothing is written"
        ))
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// Whether two subtrees hold the same: scalars of the same text, collections of the same
    /// entries in order.
    static func same(_ a: YAMLTree, _ x: YAMLTree.Node, _ b: YAMLTree, _ y: YAMLTree.Node) -> Bool {
      switch (a.kind(x), b.kind(y)) {
      case (.scalar, .scalar):
        return a.withScalarBytes(x) { left in b.withScalarBytes(y) { right in left.elementsEqual(right) } }
      case (.mapping, .mapping):
        let count = a.entryCount(x) ?? 0
        guard count == b.entryCount(y) ?? 0 else { return false }
        return (0..<count).allSatisfy { position in
          let (left, right) = (a.entry(x, position), b.entry(y, position))
          return same(a, left.key, b, right.key) && same(a, left.value, b, right.value)
        }
      case (.sequence, .sequence):
        let (left, right) = (a.items(x) ?? [], b.items(y) ?? [])
        return left.count == right.count && zip(left, right).allSatisfy { same(a, $0, b, $1) }
      default:
        return false
      }
    }
  }

  /// The comments of a file, each a `#` that starts a line or follows a space and lies in
  /// no scalar, to the end of its line, with its 1-based line.
  static func comments(_ file: StringsMerge.File) -> [(text: String, line: Int)] {
    var scalars: [Range<Int>] = []
    // Spans are counted in Unicode scalars after a byte-order mark: the editor makes them bytes.
    guard let editor = YAMLSourceEditor(source: file.bytes, tree: file.tree) else { return [] }
    func collect(_ node: YAMLTree.Node) {
      switch file.tree.kind(node) {
      case .scalar:
        scalars.append(editor.byteRange(node))
      case .mapping:
        for position in 0..<(file.tree.entryCount(node) ?? 0) {
          let (key, value) = file.tree.entry(node, position)
          collect(key)
          collect(value)
        }
      case .sequence:
        for item in file.tree.items(node) ?? [] { collect(item) }
      }
    }
    let bytes = file.bytes
    guard bytes.contains(UInt8(ascii: "#")) else { return [] }
    if let root = file.tree.root { collect(root) }
    scalars.sort { $0.lowerBound < $1.lowerBound }
    /// Whether an offset lies in a scalar (the ranges do not overlap: a binary search).
    func inScalar(_ offset: Int) -> Bool {
      var (low, high) = (0, scalars.count)
      while low < high {
        let middle = (low + high) / 2
        if scalars[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
      }
      return low < scalars.count && scalars[low].contains(offset)
    }
    var found: [(text: String, line: Int)] = []
    var line = 1
    var lineStart = 0
    var index = 0
    while let mark = bytes[index...].firstIndex(of: UInt8(ascii: "#")) {
      let before = mark == 0 ? UInt8(ascii: "\n") : bytes[mark - 1]
      var end = mark
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
      if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(before),
        !inScalar(mark)
      {
        line += bytes[lineStart..<mark].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        lineStart = mark
        found.append((String(decoding: bytes[mark..<end], as: UTF8.self), line))
        index = end
      } else {
        index = mark + 1
      }
      guard index < bytes.count else { break }
    }
    return found
  }
}
