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

/// Reads a source into a located node tree over libyaml's event parser.
///
/// Checks what libyaml does not, or reports better: invalid UTF-8 and NUL bytes (located
/// by line and column, before any other finding), tab indentation (reported
/// at the tab rather than libyaml's generic message), duplicate keys (at the duplicate,
/// with a note at the first), nesting depth, scalar size and alias expansion, which is
/// counted by node weight so that an alias bomb fails after a handful of events.
public func parseYAML(_ source: SourceFile, limits: YAMLLimits = YAMLLimits()) -> YAMLParseResult {
  var diagnostics: [Diagnostic] = []
  var bytes = source.bytes
  let path = source.path
  if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
    bytes.removeFirst(3)
  }
  if let tab = indentationTab(bytes, path: path) {
    // An encoding problem anywhere in the file is reported before anything else.
    return YAMLParseResult(root: nil, diagnostics: [encodingProblem(bytes, path: path) ?? tab])
  }
  var builder = TreeBuilder(path: path, limits: limits)
  var complete = false
  bytes.withUnsafeBufferPointer { buffer in
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else {
        builder.fail(parserError(parser, path: path))
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
    return YAMLParseResult(root: nil, diagnostics: [problem])
  }
  diagnostics += builder.diagnostics
  return YAMLParseResult(root: builder.failed ? nil : builder.root, diagnostics: diagnostics)
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
      // Everything before is valid UTF-8: a character starts at every byte that does not
      // continue a sequence.
      var line = 1
      var column = 1
      for earlier in bytes[..<index] {
        if earlier == 0x0A {
          line += 1
          column = 1
        } else if earlier & 0xC0 != 0x80 {
          column += 1
        }
      }
      let at = SourceLocation(path: path, line: line, column: column)
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

/// A tab in a line's leading whitespace, which YAML forbids for indentation.
private func indentationTab(_ bytes: [UInt8], path: String) -> Diagnostic? {
  // Most files hold no tab at all.
  guard bytes.contains(0x09) else { return nil }
  var line = 1
  var atLineStart = true
  var column = 1
  for byte in bytes {
    if byte == 0x0A {
      line += 1
      column = 1
      atLineStart = true
      continue
    }
    if atLineStart {
      if byte == 0x09 {
        return Diagnostic(
          .yamlTab, at: SourceLocation(path: path, line: line, column: column),
          "expected spaces for indentation, found a tab")
      }
      if byte != 0x20 && byte != 0x09 { atLineStart = false }
    }
    // Continuation bytes do not start a character.
    if byte & 0xC0 != 0x80 { column += 1 }
  }
  return nil
}

/// Builds nodes from events with a stack of open collections.
private struct TreeBuilder {
  let file: SourcePaths.ID
  let limits: YAMLLimits
  var diagnostics: [Diagnostic] = []
  var failed = false
  var root: YAMLNode?
  var documents = 0

  struct Frame {
    var node: YAMLNode
    /// A sequence's items.
    var items: [YAMLNode] = []
    /// A mapping's entries, and the key waiting for its value.
    var entries: [YAMLEntry] = []
    var key: YAMLNode?
    var isMapping: Bool
    var anchor: String?
    var weight = 1
  }
  var stack: [Frame] = []
  var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
  var aliasExpansion = 0

  init(path: String, limits: YAMLLimits) {
    self.file = SourcePaths.id(path)
    self.limits = limits
  }

  mutating func fail(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    failed = true
  }

  func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
  }

  mutating func consume(_ event: yaml_event_t) {
    let here = location(event.start_mark)
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        fail(Diagnostic(.yamlMultipleDocuments, at: here, "expected one YAML document, found a second"))
      }
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      guard scalar.length <= limits.maxScalarBytes else {
        fail(
          Diagnostic(
            .yamlScalarLimit, at: here,
            "expected a scalar of at most \(limits.maxScalarBytes) bytes, found \(scalar.length)"))
        return
      }
      let buffer = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
      let text = String(decoding: buffer, as: UTF8.self)
      let style: YAMLNode.ScalarStyle =
        switch scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
      // The text maps onto its source column by column when it sits on one line and spans
      // exactly its characters (plus the quotes): then there was no escape.
      var contentColumn: Int?
      if event.end_mark.line == event.start_mark.line, style != .literal, style != .folded {
        let span = Int(event.end_mark.column) - Int(event.start_mark.column)
        let quotes = style == .plain ? 0 : 2
        if span == ByteScan.scalarCount(buffer) + quotes { contentColumn = here.column + quotes / 2 }
      }
      add(
        YAMLNode(.scalar(text, style), at: here, contentColumn: contentColumn), weight: 1,
        anchor: scalar.anchor.map { String(cString: $0) })
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      guard stack.count < limits.maxDepth else {
        fail(Diagnostic(.yamlDepthLimit, at: here, "expected nesting of at most \(limits.maxDepth) levels"))
        return
      }
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      let anchor =
        isMapping
        ? event.data.mapping_start.anchor.map { String(cString: $0) }
        : event.data.sequence_start.anchor.map { String(cString: $0) }
      let node = YAMLNode(isMapping ? .mapping([]) : .sequence([]), at: here)
      stack.append(Frame(node: node, isMapping: isMapping, anchor: anchor))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard var frame = stack.popLast() else { return }
      if frame.isMapping {
        let entries = frame.entries
        var duplicates: [Int] = []
        func duplicate(_ index: Int, first: Int) {
          duplicates.append(index)
          let key = entries[index].key
          let text = key.scalar ?? ""
          diagnostics.append(
            Diagnostic(
              .yamlDuplicateKey, at: key.location, "expected each key once, found '\(text)' again",
              notes: [DiagnosticNote("'\(text)' was first given here", at: entries[first].key.location)]))
        }
        // Most mappings are small: compare keys pairwise there, index them in large ones.
        if entries.count > 16 {
          var keys: [String] = []
          var keyed: [Int] = []
          keys.reserveCapacity(entries.count)
          keyed.reserveCapacity(entries.count)
          for index in entries.indices {
            guard let text = entries[index].key.scalar else { continue }
            keys.append(text)
            keyed.append(index)
          }
          for (position, first) in KeyIndex(keys: keys).duplicates { duplicate(keyed[position], first: keyed[first]) }
        } else {
          for index in entries.indices {
            guard let text = entries[index].key.scalar,
              let first = entries[..<index].firstIndex(where: { $0.key.scalar == text })
            else { continue }
            duplicate(index, first: first)
          }
        }
        for index in duplicates { frame.entries[index].isDuplicate = true }
        frame.node.content = .mapping(frame.entries)
      } else {
        frame.node.content = .sequence(frame.items)
      }
      add(frame.node, weight: frame.weight, anchor: frame.anchor)
    case YAML_ALIAS_EVENT:
      let name = String(cString: event.data.alias.anchor)
      guard let target = anchors[name] else {
        fail(Diagnostic(.yamlAnchor, at: here, "expected an anchor '&\(name)' before this alias"))
        return
      }
      aliasExpansion += target.weight
      guard aliasExpansion <= limits.maxAliasExpansion else {
        fail(
          Diagnostic(
            .yamlAliasLimit, at: here,
            "expected aliases to expand to at most \(limits.maxAliasExpansion) nodes, found more at '*\(name)'"))
        return
      }
      var node = target.node
      node.location = here
      add(node, weight: target.weight, anchor: nil)
    default:
      break
    }
  }

  mutating func add(_ node: consuming YAMLNode, weight: Int, anchor: String?) {
    if let anchor { anchors[anchor] = (node, weight) }
    guard !stack.isEmpty else {
      if root == nil { root = node }
      return
    }
    // Moved, not copied: every node passes here, and a copy counts a reference to each
    // text and collection it holds (the key waiting for its value is taken out, too).
    let top = stack.count - 1
    if !stack[top].isMapping {
      stack[top].items.append(node)
    } else if let key = stack[top].key.take() {
      stack[top].entries.append(YAMLEntry(key: key, value: node))
    } else {
      stack[top].key = node
    }
    let (sum, overflow) = stack[top].weight.addingReportingOverflow(weight)
    stack[top].weight = overflow ? Int.max : sum
  }
}
