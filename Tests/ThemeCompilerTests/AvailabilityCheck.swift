import Foundation
import _GeneratedSources

/// Finds each use of an Apple declaration below its availability in Swift the compiler has
/// type-checked: it reads the compiler's AST dump (`-dump-ast -dump-ast-format json`), where
/// every reference names the declaration it resolved to (its USR) and every `if #available`,
/// `guard #available` and `@available` is written, and holds each reference against the
/// `AppleAvailability` entries, the declared floors raised by the guards around it. Linux's
/// compiler enforces no Apple availability; this is that enforcement, read from the same
/// type-checked program.
struct AvailabilityCheck {
  /// The platforms' floors where a piece of code runs; nil where a platform is not checked
  /// (the CLI runs on macOS only).
  struct Floors: Sendable {
    var macOS: OSVersion?
    var iOS: OSVersion?
  }

  /// A use of a declaration below its availability.
  struct Finding: Hashable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var name: String
    var platform: String
    var needs: OSVersion
    var floor: OSVersion

    var description: String {
      "\(path):\(line):\(column): \(name) is \(platform) \(needs), used where \(platform) \(floor) runs it, unguarded"
    }
  }

  private let entries: [String: AppleAvailability.Entry]
  /// Type declarations by their name's last component, with the fragment of their mangling
  /// that a mangled type naming them holds (`7SwiftUI15DynamicTypeSizeO`).
  private let types: [Substring: [(fragment: String, entry: AppleAvailability.Entry)]]

  init(_ entries: [AppleAvailability.Entry]) {
    var byUSR: [String: AppleAvailability.Entry] = [:]
    var types: [Substring: [(fragment: String, entry: AppleAvailability.Entry)]] = [:]
    for entry in entries {
      byUSR[entry.usr] = entry
      // A nominal type's USR is `s:` and its mangling, which ends in its kind (struct,
      // class, enum, protocol) after its name.
      guard entry.usr.hasPrefix("s:"), let kind = entry.usr.last, "VCOP".contains(kind),
        let name = Self.identifiers(entry.usr.dropFirst(2).dropLast()).last
      else { continue }
      types[name, default: []].append((String(entry.usr.dropFirst(2)), entry))
    }
    self.entries = byUSR
    self.types = types
  }

  /// The findings in an AST dump (the JSON documents the compiler wrote) of a compilation
  /// run in `directory`, each file's path made relative to `root` when under it.
  func findings(inDump dump: String, floors: Floors, directory: URL, root: URL) throws -> (
    findings: [Finding], files: Int
  ) {
    var found = Set<Finding>()
    var files = 0
    for document in Self.documents(Array(dump.utf8)) {
      guard let file = try JSONSerialization.jsonObject(with: document) as? [String: Any],
        let path = file["filename"] as? String
      else { continue }
      files += 1
      let source = SourceText(
        path: URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL.path, root: root)
      var walker = Walker(check: self, source: source, found: [])
      walker.walk(file, Context(floors: floors, offset: 0))
      found.formUnion(walker.found)
    }
    return (
      found.sorted {
        ($0.path, $0.line, $0.column, $0.name, $0.platform) < ($1.path, $1.line, $1.column, $1.name, $1.platform)
      }, files
    )
  }

  /// The JSON documents in the compiler's standard error: one a file, written one after
  /// another with nothing between (diagnostics may stand around them), each an object from
  /// its `{"_kind":"source_file"` to the `}` that closes it.
  static func documents(_ bytes: [UInt8]) -> [Data] {
    let start = Array("{\"_kind\":\"source_file\"".utf8)
    var documents: [Data] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "{"), bytes[index...].starts(with: start) else {
        index += 1
        continue
      }
      var depth = 0
      var inString = false
      var end = index
      while end < bytes.count {
        let byte = bytes[end]
        if inString {
          if byte == UInt8(ascii: "\\") {
            end += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { break }
        }
        end += 1
      }
      guard end < bytes.count else { break }
      documents.append(Data(bytes[index...end]))
      index = end + 1
    }
    return documents
  }

  /// The `<count><identifier>`s of a mangled name, in order (`7SwiftUI15DynamicTypeSizeO`
  /// gives `SwiftUI`, `DynamicTypeSize`).
  private static func identifiers(_ mangled: Substring) -> [Substring] {
    var found: [Substring] = []
    var rest = mangled
    while let digit = rest.firstIndex(where: { $0.isASCII && $0.isNumber }) {
      var end = digit
      while end < rest.endIndex, rest[end].isASCII, rest[end].isNumber { end = rest.index(after: end) }
      guard let count = Int(rest[digit..<end]), count > 0,
        let stop = rest.index(end, offsetBy: count, limitedBy: rest.endIndex)
      else { break }
      found.append(rest[end..<stop])
      rest = rest[stop...]
    }
    return found
  }

  /// The type declarations a mangled type (`$s...`) names that have an entry.
  fileprivate func types(in mangled: String) -> [AppleAvailability.Entry] {
    Self.identifiers(Substring(mangled)).flatMap { name in
      (types[name] ?? []).filter { mangled.contains($0.fragment) }.map(\.entry)
    }
  }

  fileprivate func entry(_ usr: String) -> AppleAvailability.Entry? { entries[usr] }

  /// Where a walk is: the floors in force and the byte offset of the innermost node with a
  /// place.
  fileprivate struct Context {
    var floors: Floors
    var offset: Int

    /// The floors raised by an `@available` or `#available` naming a platform's version; a
    /// platform declared unavailable is no longer checked.
    func raised(_ platform: String, to version: OSVersion?, unavailable: Bool = false) -> Context {
      var raised = self
      switch platform {
      case "macOS":
        raised.floors.macOS = unavailable ? nil : raised.floors.macOS.map { max($0, version ?? $0) }
      case "iOS":
        raised.floors.iOS = unavailable ? nil : raised.floors.iOS.map { max($0, version ?? $0) }
      default: break
      }
      return raised
    }
  }

  /// A file's text, to turn byte offsets into lines and columns.
  fileprivate struct SourceText {
    var path: String
    var bytes: [UInt8]

    init(path: String, root: URL) {
      let rootPath = root.standardizedFileURL.path + "/"
      self.path = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
      bytes = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }

    /// The 1-based line and column (in bytes) of an offset.
    func place(_ offset: Int) -> (line: Int, column: Int) {
      var line = 1
      var lineStart = 0
      for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      return (line, offset - lineStart + 1)
    }

    /// Whether the text between two offsets holds `#unavailable` (the AST dump writes it as
    /// `#available`).
    func saysUnavailable(from start: Int, to end: Int) -> Bool {
      guard start < end, end <= bytes.count else { return false }
      return String(decoding: bytes[start..<end], as: UTF8.self).contains("#unavailable")
    }
  }

  /// One file's walk.
  fileprivate struct Walker {
    let check: AvailabilityCheck
    let source: SourceText
    var found: Set<Finding>

    mutating func walk(_ node: Any, _ context: Context) {
      if let list = node as? [Any] {
        for item in list { walk(item, context) }
        return
      }
      guard let node = node as? [String: Any] else { return }
      var context = context
      if let range = node["range"] as? [String: Any], let start = range["start"] as? Int { context.offset = start }
      for attribute in node["attrs"] as? [[String: Any]] ?? [] where attribute["_kind"] as? String == "available_attr" {
        guard let platform = attribute["domain"] as? String else { continue }
        context = context.raised(
          platform, to: (attribute["introduced"] as? String).flatMap(OSVersion.init),
          unavailable: attribute["unavailable"] as? Bool ?? false)
      }
      for (key, value) in node {
        if let text = value as? String {
          if key == "decl_usr" || key == "protocol", let entry = check.entry(text) { report(entry, context) }
          if text.hasPrefix("$s") { for entry in check.types(in: text) { report(entry, context) } }
        }
      }
      switch node["_kind"] as? String {
      case "if_stmt", "while_stmt":
        let guarded = guardedContext(node["conditions"], context)
        walk(node["conditions"] ?? [], context)
        let unavailable = source.saysUnavailable(
          from: context.offset,
          to: ((node["then_stmt"] as? [String: Any])?["range"] as? [String: Any])?["start"] as? Int
            ?? 0)
        walk(node["then_stmt"] ?? [], unavailable ? context : guarded)
        walk(node["else_stmt"] ?? [], unavailable ? guarded : context)
        walk(node["body"] ?? [], guarded)
      case "brace_stmt":
        var running = context
        for element in node["elements"] as? [Any] ?? [] {
          walk(element, running)
          if let statement = element as? [String: Any], statement["_kind"] as? String == "guard_stmt" {
            running = guardedContext(statement["conditions"], running)
          }
        }
      case "guard_stmt":
        // Its body runs where the condition failed; what follows it is guarded (above).
        walk(node["conditions"] ?? [], context)
        walk(node["body"] ?? [], context)
      default:
        for (key, value) in node where key != "attrs" && (value is [Any] || value is [String: Any]) {
          walk(value, context)
        }
      }
    }

    /// The context with the floors an `#available` among conditions guarantees.
    func guardedContext(_ conditions: Any?, _ context: Context) -> Context {
      var guarded = context
      for condition in conditions as? [[String: Any]] ?? [] where condition["_kind"] as? String == "#available" {
        for query in condition["queries"] as? [[String: Any]] ?? [] {
          guard let platform = query["domain"] as? String, let version = query["version"] as? String else { continue }
          guarded = guarded.raised(platform, to: OSVersion(version))
        }
      }
      return guarded
    }

    mutating func report(_ entry: AppleAvailability.Entry, _ context: Context) {
      for (platform, needs, floor) in [
        ("macOS", entry.macOS, context.floors.macOS), ("iOS", entry.iOS, context.floors.iOS),
      ] {
        guard let needs, let floor, needs > floor else { continue }
        let place = source.place(context.offset)
        found.insert(
          Finding(
            path: source.path, line: place.line, column: place.column, name: entry.name, platform: platform,
            needs: needs, floor: floor))
      }
    }
  }
}
