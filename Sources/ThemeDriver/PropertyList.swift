import Foundation
import ThemeCore

/// A property list as `.stringsdict` files hold it: dictionaries, arrays and strings (other
/// values kept as their text), each dictionary with the line it starts on.
///
/// An XML property list is read with `XMLDocument` (linear, located errors); a binary one
/// (`bplist00`, as a built app bundle holds) with Foundation's reader.
indirect enum PropertyList: Equatable {
  case dictionary([String: PropertyList], line: Int)
  case array([PropertyList])
  case string(String)
  /// A number, date, data or boolean: its text (`true`, `42`).
  case other(String)

  /// The string, if this is one.
  var string: String? { if case .string(let text) = self { text } else { nil } }

  /// The entries, if this is a dictionary.
  var dictionary: [String: PropertyList]? { if case .dictionary(let entries, _) = self { entries } else { nil } }

  /// Where a dictionary starts (1 for other values).
  var line: Int { if case .dictionary(_, let line) = self { line } else { 1 } }

  /// Reads a property list; the first problem, located, on failure.
  static func read(path: String, bytes: [UInt8]) throws(Diagnostic) -> PropertyList {
    if bytes.starts(with: Array("bplist".utf8)) {
      guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else {
        throw Diagnostic(
          .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
          "expected a binary property list, found one that does not read")
      }
      return PropertyList(foundation: value)
    }
    let document = try XMLDocument(path: path, bytes: bytes)
    var events = document.events[...]
    // Text between elements is layout.
    func next() -> XMLDocument.Event? {
      while let event = events.popFirst() {
        if case .text(let text) = event, text.allSatisfy(\.isWhitespace) { continue }
        return event
      }
      return nil
    }
    func problem(_ message: String, line: Int) -> Diagnostic {
      Diagnostic(.importInvalid, at: SourceLocation(path: path, line: line, column: 1), message)
    }
    /// The text up to the end of the element just opened.
    func text(_ name: String, line: Int) throws(Diagnostic) -> String {
      var text = ""
      while let event = events.popFirst() {
        switch event {
        case .text(let piece): text += piece
        case .end(name): return text
        default: throw problem("expected text in <\(name)>, found an element", line: line)
        }
      }
      throw problem("expected </\(name)>", line: line)
    }
    func value(_ event: XMLDocument.Event?) throws(Diagnostic) -> PropertyList {
      guard case .start(let name, _, let line) = event else {
        throw problem("expected a value (<dict>, <array>, <string>, ...)", line: 1)
      }
      switch name {
      case "dict":
        var entries: [String: PropertyList] = [:]
        while true {
          let event = next()
          if case .end("dict") = event { return .dictionary(entries, line: line) }
          guard case .start("key", _, let keyLine) = event else {
            throw problem("expected <key> or </dict> in the dictionary that starts here", line: line)
          }
          let key = try text("key", line: keyLine)
          entries[key] = try value(next())
        }
      case "array":
        var items: [PropertyList] = []
        while true {
          let event = next()
          if case .end("array") = event { return .array(items) }
          items.append(try value(event))
        }
      case "string": return .string(try text("string", line: line))
      case "true", "false":
        guard case .end(name) = next() else { throw problem("expected <\(name)/>", line: line) }
        return .other(name)
      default: return .other(try text(name, line: line))
      }
    }
    guard case .start("plist", _, _) = next() else {
      throw problem("expected a property list (<plist>)", line: 1)
    }
    let root = try value(next())
    guard case .end("plist") = next() else { throw problem("expected one value in <plist>", line: 1) }
    return root
  }

  /// A value Foundation's reader gave.
  init(foundation value: Any) {
    switch value {
    case let entries as [String: Any]: self = .dictionary(entries.mapValues(PropertyList.init(foundation:)), line: 1)
    case let items as [Any]: self = .array(items.map(PropertyList.init(foundation:)))
    case let text as String: self = .string(text)
    default: self = .other("\(value)")
    }
  }
}
