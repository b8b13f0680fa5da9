import ThemeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A property list as `.stringsdict` files hold it: dictionaries, arrays and strings (other
/// values kept as their text), each dictionary with the line it starts on.
///
/// An XML property list is read with `XMLStream` (linear, located errors); a binary one
/// (`bplist00`, as a built app bundle holds) with `BinaryReader`.
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
      var reader = BinaryReader(bytes)
      let value = reader.read()
      if reader.expanded > reader.budget {
        throw Diagnostic(
          .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
          "expected a binary property list whose shared objects expand to at most \(reader.budget) values (8 per byte of the file), found more; it is not read"
        )
      }
      guard let value else {
        throw Diagnostic(
          .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
          "expected a binary property list, found one that does not read")
      }
      return value
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
}

/// Reads a binary property list (`bplist00`): a trailer at the end gives the size of the
/// offsets and of object references, the object count, the top object and where the offset
/// table is; each object starts with a marker byte (its kind in the high four bits, a size or
/// count in the low four, 15 meaning an integer object follows with it). Every offset, count
/// and reference is checked against the file: a damaged one is nil, never a trap, and an
/// object that contains itself is nil.
private struct BinaryReader {
  let bytes: [UInt8]
  var offsetSize = 0
  var referenceSize = 0
  var objectCount = 0
  var offsetTable = 0
  /// The objects being read (a reference back to one of them is a cycle).
  var open: Set<Int> = []
  /// The values made so far, each reference to an object making it again, and how many
  /// the file may make: objects shared by many references expand as YAML aliases do, and
  /// a few hundred bytes would otherwise make billions (an honest file makes about one
  /// value per reference, and each reference takes a byte or more).
  var expanded = 0
  let budget: Int

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    budget = 4_096 + 8 * bytes.count
  }

  /// The big-endian bits of `size` bytes at `at`; nil past the end or over 8 bytes.
  func bits(at: Int, size: Int) -> UInt64? {
    guard size >= 1, size <= 8, at >= 0, at <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for byte in bytes[at..<(at + size)] { value = value << 8 | UInt64(byte) }
    return value
  }

  /// A big-endian unsigned integer (a count, an offset, a reference); nil past the end, over
  /// 8 bytes or above `Int.max`.
  func integer(at: Int, size: Int) -> Int? {
    bits(at: at, size: size).flatMap { $0 > UInt64(Int.max) ? nil : Int($0) }
  }

  mutating func read() -> PropertyList? {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard let count = integer(at: trailer + 8, size: 8), let top = integer(at: trailer + 16, size: 8),
      let table = integer(at: trailer + 24, size: 8), count <= bytes.count, table <= trailer
    else { return nil }
    (objectCount, offsetTable) = (count, table)
    return object(top)
  }

  /// Object `index` of the offset table.
  mutating func object(_ index: Int) -> PropertyList? {
    expanded += 1
    guard expanded <= budget, index >= 0, index < objectCount, !open.contains(index),
      let offset = integer(at: offsetTable + index * offsetSize, size: offsetSize), offset >= 8,
      offset < bytes.count - 32
    else { return nil }
    open.insert(index)
    defer { open.remove(index) }
    let marker = bytes[offset]
    let low = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return .other("false")
      case 0x09: return .other("true")
      default: return .other("")
      }
    case 0x1:
      guard low <= 3, let value = bits(at: offset + 1, size: 1 << low) else { return nil }
      // Eight bytes are signed.
      return .other(low == 3 ? String(Int64(bitPattern: value)) : String(value))
    case 0x2:
      guard low == 2 || low == 3, let raw = bits(at: offset + 1, size: 1 << low) else { return nil }
      return .other(
        low == 2 ? "\(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))" : "\(Double(bitPattern: raw))")
    case 0x3:
      guard let raw = bits(at: offset + 1, size: 8) else { return nil }
      // Seconds since 2001-01-01, as the date's text.
      return .other("\(Double(bitPattern: raw))")
    case 0x4:
      guard let (count, start) = length(low, at: offset), start <= bytes.count - count else { return nil }
      return .other("\(count) bytes")
    case 0x5:
      guard let (count, start) = length(low, at: offset), start <= bytes.count - count else { return nil }
      return .string(String(decoding: bytes[start..<(start + count)], as: UTF8.self))
    case 0x6:
      guard let (count, start) = length(low, at: offset), count <= (bytes.count - start) / 2 else { return nil }
      let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
      return .string(String(decoding: units, as: UTF16.self))
    case 0xA, 0xC:
      guard let (count, start) = length(low, at: offset), count <= (bytes.count - start) / max(referenceSize, 1)
      else { return nil }
      var items: [PropertyList] = []
      for position in 0..<count {
        guard let reference = integer(at: start + position * referenceSize, size: referenceSize),
          let item = object(reference)
        else { return nil }
        items.append(item)
      }
      return .array(items)
    case 0xD:
      guard let (count, start) = length(low, at: offset),
        count <= (bytes.count - start) / max(2 * referenceSize, 1)
      else { return nil }
      var entries: [String: PropertyList] = [:]
      for position in 0..<count {
        guard let keyReference = integer(at: start + position * referenceSize, size: referenceSize),
          let valueReference = integer(at: start + (count + position) * referenceSize, size: referenceSize),
          case .string(let key)? = object(keyReference), let value = object(valueReference)
        else { return nil }
        entries[key] = value
      }
      return .dictionary(entries, line: 1)
    default:
      return nil
    }
  }

  /// A count from a marker's low bits (15: an integer object follows) and where the content
  /// starts.
  func length(_ low: Int, at offset: Int) -> (count: Int, start: Int)? {
    guard low == 0x0F else { return (low, offset + 1) }
    guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
    let size = 1 << Int(bytes[offset + 1] & 0x0F)
    guard let count = integer(at: offset + 2, size: size) else { return nil }
    return (count, offset + 2 + size)
  }
}
