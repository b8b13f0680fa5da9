import Foundation
import ThemeCore

/// A property list as `.stringsdict` files hold it: dictionaries, arrays and strings (other
/// values kept as their text), each dictionary with the line it starts on.
///
/// An XML property list is read with `XMLStream` (linear, located errors); a binary one
/// (`bplist00`, as a built app bundle holds) with Foundation's reader.
package indirect enum PropertyList: Equatable {
  case dictionary([String: PropertyList], line: Int)
  case array([PropertyList])
  case string(String)
  /// A number, date, data or boolean: its text (`true`, `42`).
  case other(String)

  /// The string, if this is one.
  package var string: String? { if case .string(let text) = self { text } else { nil } }

  /// The entries, if this is a dictionary.
  package var dictionary: [String: PropertyList]? {
    if case .dictionary(let entries, _) = self { entries } else { nil }
  }

  /// Where a dictionary starts (1 for other values).
  package var line: Int { if case .dictionary(_, let line) = self { line } else { 1 } }

  /// Reads a property list; the first problem, located, on failure.
  package static func read(path: String, bytes: [UInt8]) throws(Diagnostic) -> PropertyList {
    if bytes.starts(with: Array("bplist".utf8)) {
      guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else {
        throw Diagnostic(
          .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
          "expected a binary property list, found one that does not read")
      }
      return PropertyList(foundation: value)
    }
    var builder = Builder(path: path)
    try XMLStream.read(path: path, bytes: bytes) { event throws(Diagnostic) in try builder.take(event) }
    return try builder.finish()
  }

  /// Builds values from a document's events, as they come.
  private struct Builder {
    /// A value being read: a dictionary (and the key its next value goes under), an array,
    /// or a text element.
    package enum Open {
      case dictionary([String: PropertyList], line: Int, key: String?)
      case array([PropertyList])
      case text(String, element: String, line: Int)
    }

    package let path: String
    package var stack: [Open] = []
    package var inPlist = false
    package var root: PropertyList?

    package init(path: String) { self.path = path }

    package func problem(_ message: String, line: Int) -> Diagnostic {
      Diagnostic(.importInvalid, at: SourceLocation(path: path, line: line, column: 1), message)
    }

    package mutating func take(_ event: XMLStream.Event) throws(Diagnostic) {
      switch event {
      case .start(let name, _, let line):
        if !inPlist {
          guard name == "plist", root == nil else { throw problem("expected a property list (<plist>)", line: line) }
          inPlist = true
          return
        }
        if case .text(_, let element, _) = stack.last {
          throw problem("expected text in <\(element)>, found <\(name)>", line: line)
        }
        if case .dictionary(_, let dictionaryLine, nil) = stack.last, name != "key" {
          throw problem("expected <key> or </dict> in the dictionary that starts here", line: dictionaryLine)
        }
        switch name {
        case "dict": stack.append(.dictionary([:], line: line, key: nil))
        case "array": stack.append(.array([]))
        default: stack.append(.text("", element: name, line: line))
        }
      case .text(let text):
        if case .text(let current, let element, let line) = stack.last {
          stack[stack.count - 1] = .text(current + text, element: element, line: line)
        } else if !text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
          throw problem("expected an element, found text", line: 1)
        }
      case .end(let name):
        guard let open = stack.popLast() else {
          guard name == "plist", root != nil else { throw problem("expected one value in <plist>", line: 1) }
          inPlist = false
          return
        }
        let value: PropertyList
        switch open {
        case .dictionary(let entries, let line, let key):
          guard key == nil else { throw problem("expected a value for the key '\(key!)'", line: line) }
          value = .dictionary(entries, line: line)
        case .array(let items): value = .array(items)
        case .text(let text, let element, let line):
          if element == "key" {
            guard case .dictionary(let entries, let dictionaryLine, nil) = stack.last else {
              throw problem("expected <key> only in a dictionary", line: line)
            }
            stack[stack.count - 1] = .dictionary(entries, line: dictionaryLine, key: text)
            return
          }
          value = element == "string" ? .string(text) : .other(element == "true" || element == "false" ? element : text)
        }
        try add(value)
      }
    }

    /// Puts a finished value where it belongs: under its key, in its array, or as the root.
    package mutating func add(_ value: PropertyList) throws(Diagnostic) {
      switch stack.last {
      case .dictionary(var entries, let line, let key?):
        // The stack's copy is dropped first, so the entries are not copied.
        stack[stack.count - 1] = .array([])
        entries[key] = value
        stack[stack.count - 1] = .dictionary(entries, line: line, key: nil)
      case .array(var items):
        stack[stack.count - 1] = .array([])
        items.append(value)
        stack[stack.count - 1] = .array(items)
      case .dictionary(_, let line, nil):
        throw problem("expected <key> before a value in the dictionary that starts here", line: line)
      case .text(_, _, let line):
        throw problem("expected text, found a value", line: line)
      case nil:
        guard root == nil else { throw problem("expected one value in <plist>", line: value.line) }
        root = value
      }
    }

    package func finish() throws(Diagnostic) -> PropertyList {
      guard let root, stack.isEmpty else { throw problem("expected a property list (<plist>) with one value", line: 1) }
      return root
    }
  }

  /// A value Foundation's reader gave.
  package init(foundation value: Any) {
    switch value {
    case let entries as [String: Any]: self = .dictionary(entries.mapValues(PropertyList.init(foundation:)), line: 1)
    case let items as [Any]: self = .array(items.map(PropertyList.init(foundation:)))
    case let text as String: self = .string(text)
    default: self = .other("\(value)")
    }
  }
}
