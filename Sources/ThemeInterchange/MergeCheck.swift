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

    let old = lowerStrings(files.map { ($0.tree, $0.path) }, locale: locale, catalog: catalog).file
    let new = lowerStrings(after.map { ($0.tree, $0.path) }, locale: locale, catalog: catalog).file
    // Each imported key as the lowering stores it (an SDK alias under the path it stands for).
    var touched: [String: PortableValue] = [:]
    for string in imported {
      let key = string.listedKey
      touched[key] = string.value
      if !key.hasPrefix("app."), let canonical = catalog.member(key)?.aliasOf { touched[canonical] = string.value }
    }
    let (oldValues, newValues) = (values(old), values(new))
    for key in Set(oldValues.keys).union(newValues.keys).sorted() {
      let (was, now) = (oldValues[key], newValues[key])
      guard was?.value != now?.value else { continue }
      let place = now?.location ?? was!.location
      if let value = touched[key] {
        if let now, readsBack(now.value, was: was?.value, imported: value) { continue }
        problems.append(
          Diagnostic(
            .importMergeUnverified, at: place,
            "expected '\(key.escapedForTerminal)' to read back as imported, found \(describe(now?.value)) in the text the merge would write; nothing is written"
          ))
      } else {
        problems.append(
          Diagnostic(
            .importMergeUnverified, at: place,
            "expected '\(key.escapedForTerminal)', which the round does not import, as the file has it (\(describe(was?.value))), found \(describe(now?.value)) in the text the merge would write; nothing is written"
          ))
      }
    }
    let sections: [(name: String, old: [String: String], new: [String: String])] = [
      ("comments", old.comments.mapValues(\.value), new.comments.mapValues(\.value)),
      ("translated-from", old.translatedFrom.mapValues(\.value), new.translatedFrom.mapValues(\.value)),
      ("source-keys", old.sourceKeys.mapValues(\.value), new.sourceKeys.mapValues(\.value)),
      ("needs-review", old.needsReview.mapValues { _ in "" }, new.needsReview.mapValues { _ in "" }),
      ("same-as-base", old.sameAsBase.mapValues { _ in "" }, new.sameAsBase.mapValues { _ in "" }),
    ]
    for section in sections {
      for key in Set(section.old.keys).union(section.new.keys).sorted()
      where touched[key] == nil && section.old[key] != section.new[key] {
        problems.append(
          Diagnostic(
            .importMergeUnverified, at: SourceLocation(path: files.first?.path ?? "", line: 1, column: 1),
            "expected the '\(section.name)' entry of '\(key.escapedForTerminal)', which the round does not import, kept as it is, found it changed in the text the merge would write; nothing is written"
          ))
      }
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

  /// Whether a value the merge wrote for an imported key reads as imported: its text, or its
  /// forms (each imported form's text, each other form as it was, no other form).
  static func readsBack(_ now: PortableValue, was: PortableValue?, imported: PortableValue) -> Bool {
    if let text = imported.text { return now.text == text }
    guard now.text == nil else { return false }
    let given = Set(imported.forms.map(\.selector))
    for form in imported.forms where now.form(form.selector) != form.text { return false }
    for form in was?.forms ?? [] where !given.contains(form.selector) {
      if now.form(form.selector) != form.text { return false }
    }
    let known = given.union((was?.forms ?? []).map(\.selector))
    return now.forms.allSatisfy { known.contains($0.selector) }
  }

  /// Every string of a locale's lowered files by its listed key (`app.` for the app's).
  static func values(_ file: StringsFile) -> [String: (value: PortableValue, location: SourceLocation)] {
    var values: [String: (value: PortableValue, location: SourceLocation)] = [:]
    for (key, definition) in file.sdk { values[key] = (PortableValue(definition.value), definition.key.location) }
    for (key, definition) in file.app {
      values["app." + key] = (PortableValue(definition.value), definition.key.location)
    }
    return values
  }

  /// A value as a message quotes it.
  static func describe(_ value: PortableValue?) -> String {
    guard let value else { return "no entry" }
    if let text = value.text { return "'\(text.escapedForTerminal)'" }
    return "{" + value.forms.map { "\($0.selector): '\($0.text.escapedForTerminal)'" }.joined(separator: ", ") + "}"
  }

  /// The comments of a file, each a `#` that starts a line or follows a space and lies in
  /// no scalar, to the end of its line, with its 1-based line.
  static func comments(_ file: StringsMerge.File) -> [(text: String, line: Int)] {
    var scalars: [Range<Int>] = []
    func collect(_ node: YAMLTree.Node) {
      switch file.tree.kind(node) {
      case .scalar:
        scalars.append(file.tree.sourceSpan(node))
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
    if let root = file.tree.root { collect(root) }
    scalars.sort { $0.lowerBound < $1.lowerBound }
    var found: [(text: String, line: Int)] = []
    var line = 1
    var next = 0
    let bytes = file.bytes
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
      } else if byte == UInt8(ascii: "#"),
        index == 0
          || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(
            bytes[index - 1])
      {
        while next < scalars.count, scalars[next].upperBound <= index { next += 1 }
        let inScalar = scalars[next...].prefix { $0.lowerBound <= index }.contains { $0.contains(index) }
        if !inScalar {
          var end = index
          while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
          found.append((String(decoding: bytes[index..<end], as: UTF8.self), line))
          index = end
          continue
        }
      }
      index += 1
    }
    return found
  }
}
