import ThemeRuntime

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
  case note, warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    let order: [Severity] = [.note, .warning, .error]
    return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
  }
}

/// A secondary place attached to a diagnostic ("first defined here").
public struct DiagnosticNote: Sendable, Hashable {
  /// What the place is.
  public var message: String
  /// The place.
  public var location: SourceLocation

  /// Creates a note.
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }
}

/// A finding about the user's input: a value, never a crash or a printed string.
public struct Diagnostic: Sendable, Hashable, Comparable {
  /// The severity; the driver may raise warnings to errors.
  public var severity: Severity
  /// The stable code from `DiagnosticCode.all`.
  public var code: String
  /// What was expected and what was found; lowercase, no trailing period.
  public var message: String
  /// Where the problem is.
  public var location: SourceLocation
  /// Other places that explain it.
  public var notes: [DiagnosticNote]

  /// Creates a diagnostic with the code's default severity.
  public init(_ code: DiagnosticCode, at location: SourceLocation, _ message: String, notes: [DiagnosticNote] = []) {
    self.severity = code.severity
    self.code = code.name
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// `path:line:col: severity: message [code]`, then one line per note.
  public var rendered: String {
    var text = ""
    render(into: &text)
    return text
  }

  /// Appends `rendered`.
  public func render(into text: inout String) {
    func place(_ location: SourceLocation) {
      text += location.path.escapedForTerminal
      text += ":"
      text += String(location.line)
      text += ":"
      text += String(location.column)
    }
    place(location)
    text += ": "
    text += severity.rawValue
    text += ": "
    text += message.escapedForTerminal
    text += " ["
    text += code
    text += "]"
    for note in notes {
      text += "\n"
      place(note.location)
      text += ": note: "
      text += note.message.escapedForTerminal
    }
  }

  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.location, lhs.code, lhs.message) < (rhs.location, rhs.code, rhs.message)
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The diagnostics in the order of `<` (place, code, message), each distinct one once.
  ///
  /// The same as sorting and dropping repeats through a set, without hashing a message for
  /// each: only diagnostics with the same place, code and message are compared whole
  /// (they sort next to one another).
  public func sortedDistinct() -> [Diagnostic] {
    let sorted = self.sorted { lhs, rhs in
      if lhs.location != rhs.location { return lhs.location < rhs.location }
      if lhs.code != rhs.code { return lhs.code < rhs.code }
      return lhs.message < rhs.message
    }
    var result: [Diagnostic] = []
    result.reserveCapacity(sorted.count)
    // The first of the kept diagnostics with the current place, code and message.
    var run = 0
    for diagnostic in sorted {
      if run < result.count, result[run].location == diagnostic.location, result[run].code == diagnostic.code,
        result[run].message == diagnostic.message
      {
        if result[run...].contains(diagnostic) { continue }
      } else {
        run = result.count
      }
      result.append(diagnostic)
    }
    return result
  }
}

/// A reader that stops at its first problem throws it as a diagnostic.
extension Diagnostic: Error {}

extension String {
  /// The text with what a terminal or a CI log would act on written as escapes: control
  /// characters (`\n`, `\t`, `\r`, `\u{1B}`), DEL and C1 controls, line and paragraph
  /// separators, and the bidirectional embeddings, overrides and isolates that reorder what
  /// is shown. Text from input files reaches diagnostics; printed raw, it could move the
  /// cursor, recolour the screen, forge a `file:line:col: error:` line or start a CI
  /// workflow command (`::error file=…`) on a line of its own.
  public var escapedForTerminal: String {
    withUTF8Bytes(Self.escapedForTerminal(utf8:)) ?? self
  }

  /// The text of `bytes` escaped for a terminal; nil if it needs no escape (most text: its
  /// bytes tell, eight at a time). The runs between escapes are copied whole.
  private static func escapedForTerminal(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard var next = ByteScan.nextTerminalEscape(bytes, from: 0) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var start = 0
    while true {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<next.offset]))
      switch next.value {
      case 0x0A: out.append(contentsOf: #"\n"#.utf8)
      case 0x09: out.append(contentsOf: #"\t"#.utf8)
      case 0x0D: out.append(contentsOf: #"\r"#.utf8)
      default: out.append(contentsOf: "\\u{\(String(next.value, radix: 16, uppercase: true))}".utf8)
      }
      start = next.offset + next.length
      guard let found = ByteScan.nextTerminalEscape(bytes, from: start) else { break }
      next = found
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    return String(decoding: out, as: UTF8.self)
  }
}
