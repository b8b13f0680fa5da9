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
    var text = "\(location): \(severity.rawValue): \(message) [\(code)]"
    for note in notes { text += "\n\(note.location): note: \(note.message)" }
    return text
  }

  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.location, lhs.code, lhs.message) < (rhs.location, rhs.code, rhs.message)
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }
}
