import CLibYAML
import ThemeCore
import ThemeRuntime

/// The result of reading one YAML file: its root node (nil if unusable) and findings.
public struct YAMLParseResult: Sendable {
  /// The document's root, or nil when the file is empty or could not be read.
  public var root: YAMLNode?
  /// Every problem found, in order.
  public var diagnostics: [Diagnostic]
}

/// The result of reading one YAML file into flat tables (see `YAMLTree`).
public struct YAMLTreeParseResult: Sendable {
  /// The document, or nil when it could not be read; its root is nil when it is empty.
  public var tree: YAMLTree?
  /// Every problem found, in order.
  public var diagnostics: [Diagnostic]

  /// The document's root, if any.
  public var root: YAMLTree.Node? { tree?.root }
}

/// Reads a source into a located node tree (see `parseYAMLTree`).
public func parseYAML(_ source: SourceFile, limits: YAMLLimits = YAMLLimits()) -> YAMLParseResult {
  let parsed = parseYAMLTree(source, limits: limits)
  return YAMLParseResult(
    root: parsed.tree.flatMap { tree in tree.root.map { tree.node($0) } }, diagnostics: parsed.diagnostics)
}

/// Reads a source into flat node tables over libyaml's event parser.
///
/// Checks what libyaml does not, or reports better: invalid UTF-8 and NUL bytes (located
/// by line and column, before any other finding), tab indentation (reported
/// at the tab rather than libyaml's generic message), duplicate keys (at the duplicate,
/// with a note at the first), nesting depth, scalar size and alias expansion, which is
/// counted by node weight so that an alias bomb fails after a handful of events.
public func parseYAMLTree(_ source: SourceFile, limits: YAMLLimits = YAMLLimits()) -> YAMLTreeParseResult {
  var diagnostics: [Diagnostic] = []
  var bytes = source.bytes
  let path = source.path
  if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
    bytes.removeFirst(3)
  }
  // UTF-16 (with its byte-order mark) is read as the UTF-8 it spells, so that every check
  // and every place reported is the same as for UTF-8.
  if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
    guard let utf8 = TextEncoding.utf8(fromMarkedUTF16: bytes) else {
      return YAMLTreeParseResult(
        tree: nil,
        diagnostics: [
          Diagnostic(
            .yamlEncoding, at: SourceLocation(path: path, line: 1, column: 1),
            "expected UTF-16 after the byte-order mark, found an odd byte or an unpaired surrogate")
        ])
    }
    bytes = utf8
  }
  var builder = TreeBuilder(path: path, limits: limits, size: bytes.count)
  var complete = false
  // The line libyaml stopped at with a syntax error (1-based).
  var syntaxErrorLine: Int?
  bytes.withUnsafeBufferPointer { buffer in
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else {
        syntaxErrorLine = Int(parser.problem_mark.line) + 1
        builder.fail(
          parser.error == YAML_READER_ERROR
            ? readerError(parser, bytes: buffer, path: path) : parserError(parser, path: path))
        return
      }
      let type = event.type
      builder.consume(event)
      yaml_event_delete(&event)
      complete = type == YAML_STREAM_END_EVENT && !builder.failed
      if type == YAML_STREAM_END_EVENT || builder.failed { return }
    }
  }
  // libyaml's reader rejects invalid UTF-8 and NUL bytes anywhere in the input on its way
  // to the end of the stream, so a file it read to the end has none. Only a parse that
  // stopped early is checked again, to say where the problem is and what it is.
  if !complete, let problem = encodingProblem(bytes, path: path) {
    return YAMLTreeParseResult(tree: nil, diagnostics: [problem])
  }
  // A tab is whitespace inside block scalars and quoted text: only where libyaml fails
  // is a tab that indents a line up to there the reason, and reported as such.
  if let line = syntaxErrorLine, let tab = indentationTab(bytes, path: path, upTo: line) {
    return YAMLTreeParseResult(tree: nil, diagnostics: [tab])
  }
  diagnostics += builder.diagnostics
  guard !builder.failed else { return YAMLTreeParseResult(tree: nil, diagnostics: diagnostics) }
  var tree = builder.tree
  tree.noteCommentsAfterNothing(in: bytes)
  return YAMLTreeParseResult(tree: tree, diagnostics: diagnostics)
}

/// A character libyaml's reader refuses (a control character, U+FFFE, U+FFFF), placed at
/// its byte offset (libyaml gives no line and column for these).
private func readerError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, path: String) -> Diagnostic {
  let place = SourceLocation(path: path, offset: min(Int(parser.problem_offset), bytes.count), in: bytes)
  let problem = parser.problem.map { String(cString: $0) } ?? "unreadable text"
  let message: String
  if let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: parser.problem_value)), parser.problem_value >= 0 {
    let name = scalar.codePointName
    message =
      "expected printable text, found \(name), which YAML does not allow raw; write it as an escape in a double-quoted text (\"\\u\(name.dropFirst(2))\")"
  } else {
    message = "expected printable text: \(problem)"
  }
  return Diagnostic(.yamlEncoding, at: place, message)
}

private func parserError(_ parser: yaml_parser_t, path: String) -> Diagnostic {
  let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
  let context = parser.context.map { String(cString: $0) }
  let mark = parser.problem_mark
  let message = context.map { "\(problem) \($0)" } ?? problem
  var notes: [DiagnosticNote] = []
  if parser.context != nil {
    let contextMark = parser.context_mark
    notes.append(
      DiagnosticNote(
        "the construct started here",
        at: SourceLocation(path: path, line: contextMark.line + 1, column: contextMark.column + 1)))
  }
  return Diagnostic(
    .yamlSyntax, at: SourceLocation(path: path, line: mark.line + 1, column: mark.column + 1), message,
    notes: notes)
}

/// The first invalid UTF-8 sequence or NUL byte, located by line and column.
private func encodingProblem(_ bytes: [UInt8], path: String) -> Diagnostic? {
  // Valid text is the rule: check it in one tight pass, and count lines only to report.
  var index = 0
  while index < bytes.count {
    let byte = bytes[index]
    if byte != 0 && byte < 0x80 {
      index += 1
      continue
    }
    guard let length = validSequenceLength(bytes, at: index) else {
      // Everything before is valid UTF-8.
      let at = SourceLocation(path: path, offset: index, in: bytes)
      if byte == 0 { return Diagnostic(.yamlEncoding, at: at, "expected text, found a NUL byte") }
      let hex = String(byte, radix: 16, uppercase: true)
      return Diagnostic(.yamlEncoding, at: at, "expected UTF-8, found the byte 0x\(hex.count == 1 ? "0" + hex : hex)")
    }
    index += length
  }
  return nil
}

/// The length of the valid UTF-8 sequence (not NUL) starting at `index`, or nil.
private func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
  let byte = bytes[index]
  let length: Int
  if byte == 0 {
    return nil
  } else if byte < 0x80 {
    return 1
  } else if byte & 0xE0 == 0xC0, byte >= 0xC2 {
    length = 2
  } else if byte & 0xF0 == 0xE0 {
    length = 3
  } else if byte & 0xF8 == 0xF0, byte <= 0xF4 {
    length = 4
  } else {
    return nil
  }
  guard index + length <= bytes.count else { return nil }
  for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
  if length == 3 {
    let code = (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
    guard code >= 0x800 && !(0xD800...0xDFFF).contains(code) else { return nil }
  } else if length == 4 {
    let code = (UInt32(byte & 0x07) << 18) | (UInt32(bytes[index + 1] & 0x3F) << 12)
    guard code >= 0x10000 && code <= 0x10FFFF else { return nil }
  }
  return length
}

/// The last tab in a line's leading whitespace up to line `last` (1-based): where YAML,
/// which forbids tabs for indentation, most likely stopped because of one.
private func indentationTab(_ bytes: [UInt8], path: String, upTo last: Int) -> Diagnostic? {
  // Most files hold no tab at all.
  guard bytes.contains(0x09) else { return nil }
  var line = 1
  var atLineStart = true
  var column = 1
  var found: SourceLocation?
  for byte in bytes {
    if byte == 0x0A {
      if line == last { break }
      line += 1
      column = 1
      atLineStart = true
      continue
    }
    if atLineStart {
      if byte == 0x09 {
        found = SourceLocation(path: path, line: line, column: column)
        atLineStart = false
      } else if byte != 0x20 {
        atLineStart = false
      }
    }
    // Continuation bytes do not start a character.
    if byte & 0xC0 != 0x80 { column += 1 }
  }
  return found.map { Diagnostic(.yamlTab, at: $0, "expected spaces for indentation, found a tab") }
}

/// Builds a `YAMLTree` from events with a stack of open collections, whose children wait
/// in one shared list until their collection ends.
private struct TreeBuilder {
  let limits: YAMLLimits
  var diagnostics: [Diagnostic] = []
  var failed = false
  var tree: YAMLTree
  var documents = 0

  struct Frame {
    var line: Int
    var column: Int
    /// libyaml's mark index of the collection's start (see `YAMLTree.sourceSpan`).
    var sourceStart: Int
    var isFlow: Bool
    var isMapping: Bool
    var anchor: String?
    var weight = 1
    /// The bytes of text under it, aliases expanded.
    var bytes = 0
    /// Where its children start in `pending`.
    var firstChild: Int
  }
  var stack: [Frame] = []
  /// The children of every open collection, innermost last.
  var pending: [Int32] = []
  var anchors: [String: (node: YAMLTree.Node, weight: Int, bytes: Int)] = [:]
  var aliasExpansion = 0
  var aliasBytes = 0

  init(path: String, limits: YAMLLimits, size: Int) {
    self.limits = limits
    tree = YAMLTree(path: path)
    // About one node per 24 bytes of a strings file; its text is most of its bytes.
    tree.reserve(nodes: size / 24 + 16, textBytes: size)
  }

  mutating func fail(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    failed = true
  }

  func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(path: tree.path, line: mark.line + 1, column: mark.column + 1)
  }

  mutating func consume(_ event: yaml_event_t) {
    let line = event.start_mark.line + 1
    let column = event.start_mark.column + 1
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        fail(
          Diagnostic(
            .yamlMultipleDocuments, at: location(event.start_mark), "expected one YAML document, found a second"))
      }
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      guard scalar.length <= limits.maxScalarBytes else {
        fail(
          Diagnostic(
            .yamlScalarLimit, at: location(event.start_mark),
            "expected a scalar of at most \(limits.maxScalarBytes) bytes, found \(scalar.length)"))
        return
      }
      let buffer = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
      let style: YAMLNode.ScalarStyle =
        switch scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
      // Whether the text maps onto its source columns is worked out when asked.
      let oneLine = event.end_mark.line == event.start_mark.line && style != .literal && style != .folded
      let node = tree.addScalar(
        buffer, style: style, line: line, column: column, endColumn: oneLine ? event.end_mark.column + 1 : nil,
        source: event.start_mark.index..<event.end_mark.index)
      add(node, weight: 1, bytes: buffer.count, anchor: scalar.anchor.map { String(cString: $0) })
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      guard stack.count < limits.maxDepth else {
        fail(
          Diagnostic(
            .yamlDepthLimit, at: location(event.start_mark), "expected nesting of at most \(limits.maxDepth) levels"))
        return
      }
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      let anchor =
        isMapping
        ? event.data.mapping_start.anchor.map { String(cString: $0) }
        : event.data.sequence_start.anchor.map { String(cString: $0) }
      let isFlow =
        isMapping
        ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
        : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
      stack.append(
        Frame(
          line: line, column: column, sourceStart: event.start_mark.index, isFlow: isFlow, isMapping: isMapping,
          anchor: anchor, firstChild: pending.count))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let frame = stack.popLast() else { return }
      if frame.isMapping { markDuplicates(from: frame.firstChild) }
      let node = tree.addCollection(
        isMapping: frame.isMapping, line: frame.line, column: frame.column,
        children: pending[frame.firstChild...], flow: frame.isFlow,
        source: frame.sourceStart..<event.end_mark.index)
      pending.removeSubrange(frame.firstChild...)
      add(node, weight: frame.weight, bytes: frame.bytes, anchor: frame.anchor)
    case YAML_ALIAS_EVENT:
      let name = String(cString: event.data.alias.anchor)
      guard let target = anchors[name] else {
        fail(Diagnostic(.yamlAnchor, at: location(event.start_mark), "expected an anchor '&\(name)' before this alias"))
        return
      }
      aliasExpansion += target.weight
      guard aliasExpansion <= limits.maxAliasExpansion else {
        fail(
          Diagnostic(
            .yamlAliasLimit, at: location(event.start_mark),
            "expected aliases to expand to at most \(limits.maxAliasExpansion) nodes, found more at '*\(name)'"))
        return
      }
      // Counted by bytes too: one large scalar repeated by a few hundred aliases is as much
      // an alias bomb as many small nodes.
      aliasBytes += target.bytes
      guard aliasBytes <= limits.maxAliasBytes else {
        fail(
          Diagnostic(
            .yamlAliasLimit, at: location(event.start_mark),
            "expected aliases to expand to at most \(limits.maxAliasBytes >> 20) MiB of text, found more at '*\(name)'")
        )
        return
      }
      add(
        tree.addAlias(
          of: target.node, line: line, column: column, source: event.start_mark.index..<event.end_mark.index),
        weight: target.weight, bytes: target.bytes,
        anchor: nil)
    default:
      break
    }
  }

  /// Reports and marks each key of the mapping whose entries start at `first` in `pending`
  /// that was given before in it (compared as `String ==` compares: canonically).
  mutating func markDuplicates(from first: Int) {
    let count = (pending.count - first) / 2
    let pending = pending
    func keyAt(_ position: Int) -> YAMLTree.Node { YAMLTree.Node(Int(pending[first + 2 * position])) }
    var duplicates: [(key: YAMLTree.Node, first: YAMLTree.Node)] = []
    // Most mappings are small: compare keys pairwise there, index them in large ones.
    if count > 16 {
      // The keys' forms straight from the tree's bytes: no string is made of an ASCII key.
      var forms = PackedBytes()
      var keyed: [YAMLTree.Node] = []
      keyed.reserveCapacity(count)
      for position in 0..<count where tree.kind(keyAt(position)) == .scalar {
        tree.withScalarBytes(keyAt(position)) { KeyIndex.appendForm(of: $0, to: &forms) }
        keyed.append(keyAt(position))
      }
      for (position, first) in KeyIndex.duplicates(forms: forms) { duplicates.append((keyed[position], keyed[first])) }
    } else {
      // Different bytes are different keys unless one of them is not ASCII (then only
      // canonical equivalence tells). Bit `position` of `ascii`: that scalar key is ASCII.
      var ascii: UInt32 = 0
      for position in 0..<count where tree.kind(keyAt(position)) == .scalar {
        if tree.withScalarBytes(keyAt(position), ByteScan.isASCII) { ascii |= 1 << position }
      }
      for position in 0..<count where tree.kind(keyAt(position)) == .scalar {
        let key = keyAt(position)
        guard
          let earlier = (0..<position).first(where: { other in
            tree.kind(keyAt(other)) == .scalar
              && (tree.sameBytes(keyAt(other), key)
                || (ascii >> other & ascii >> position & 1 == 0 && tree.scalar(keyAt(other)) == tree.scalar(key)))
          })
        else { continue }
        duplicates.append((key, keyAt(earlier)))
      }
    }
    for (key, earlier) in duplicates {
      let text = tree.scalar(key) ?? ""
      diagnostics.append(
        Diagnostic(
          .yamlDuplicateKey, at: tree.location(key), "expected each key once, found '\(text)' again",
          notes: [DiagnosticNote("'\(text)' was first given here", at: tree.location(earlier))]))
      tree.markDuplicate(key: key)
    }
  }

  mutating func add(_ node: YAMLTree.Node, weight: Int, bytes: Int, anchor: String?) {
    if let anchor { anchors[anchor] = (node, weight, bytes) }
    guard !stack.isEmpty else {
      if tree.root == nil { tree.root = node }
      return
    }
    pending.append(node.index)
    let top = stack.count - 1
    let (sum, overflow) = stack[top].weight.addingReportingOverflow(weight)
    stack[top].weight = overflow ? Int.max : sum
    let (byteSum, byteOverflow) = stack[top].bytes.addingReportingOverflow(bytes)
    stack[top].bytes = byteOverflow ? Int.max : byteSum
  }
}
