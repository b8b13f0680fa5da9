import ThemeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How `build` and `lint` report findings.
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
  /// `path:line:col: severity: message [code]` lines and a count, to standard error;
  /// coloured on a terminal unless `NO_COLOR` is set.
  case text
  /// One JSON object per finding and line, to standard output.
  case json
  /// One SARIF 2.1.0 log, to standard output (code scanning).
  case sarif

  /// Whether the report goes to standard output (the other messages then go to standard
  /// error, so that the output is the report alone).
  public var isMachineReadable: Bool { self != .text }
}

/// Findings as a report: text as compilers print them, JSON lines, or a SARIF 2.1.0 log.
/// Printing them is the frontend's (`Driver.printReport`).
public enum DiagnosticReport {
  /// The findings as `format` writes them; text and JSON are empty when there are none.
  public static func render(_ diagnostics: [Diagnostic], format: ReportFormat, toolVersion: String) -> String {
    switch format {
    case .text: return text(diagnostics)
    case .json:
      return diagnostics.map { diagnostic in
        let record = JSONFinding(
          path: diagnostic.location.path, line: diagnostic.location.line, column: diagnostic.location.column,
          severity: diagnostic.severity.rawValue, code: diagnostic.code, message: diagnostic.message,
          notes: diagnostic.notes.map {
            JSONFinding.Note(
              path: $0.location.path, line: $0.location.line, column: $0.location.column, message: $0.message)
          })
        return renderJSONLine(record) + "\n"
      }.joined()
    case .sarif: return sarif(diagnostics, toolVersion: toolVersion)
    }
  }

  /// Diagnostics as text, one per line with notes after, and a summary line.
  public static func text(_ diagnostics: [Diagnostic]) -> String {
    // A large project's thousands of findings are rendered in two halves at once: the
    // report comes after the compiler's parallel phase, when one core would be idle.
    let half = diagnostics.count / 2
    let ranges = diagnostics.count < 512 ? [diagnostics.indices] : [0..<half, half..<diagnostics.count]
    var text = parallelMap(ranges) { range in
      var part = ""
      part.reserveCapacity(160 * range.count)
      for diagnostic in diagnostics[range] {
        diagnostic.render(into: &part)
        part += "\n"
      }
      return part
    }.joined()
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if errors + warnings > 0 {
      text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    }
    return text
  }

  /// One finding of the JSON report.
  private struct JSONFinding: Encodable {
    struct Note: Encodable {
      var path: String
      var line: Int
      var column: Int
      var message: String
    }
    var path: String
    var line: Int
    var column: Int
    var severity: String
    var code: String
    var message: String
    var notes: [Note]
  }

  /// A SARIF 2.1.0 log of one run: every code as a rule (its summary as the description
  /// and help), each finding as a result with its place and its notes as related places.
  static func sarif(_ diagnostics: [Diagnostic], toolVersion: String) -> String {
    let codes = DiagnosticCode.all
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1.name, $0) })
    func level(_ severity: Severity) -> String {
      switch severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "note"
      }
    }
    func place(_ location: SourceLocation) -> SARIF.PhysicalLocation {
      SARIF.PhysicalLocation(
        artifactLocation: .init(uri: uri(location.path)),
        region: .init(startLine: max(location.line, 1), startColumn: max(location.column, 1)))
    }
    let rules = codes.map { code in
      SARIF.Rule(
        id: code.name, shortDescription: .init(text: code.summary), fullDescription: .init(text: code.summary),
        help: .init(
          text:
            "\(code.summary). Default severity: \(code.severity.rawValue); a themec.yml may change it (severity:) or accept findings with a reason (suppress:)."
        ),
        defaultConfiguration: .init(level: level(code.severity)))
    }
    let results = diagnostics.map { diagnostic in
      SARIF.Result(
        ruleId: diagnostic.code, ruleIndex: ruleIndex[diagnostic.code], level: level(diagnostic.severity),
        message: .init(text: diagnostic.message),
        locations: [.init(physicalLocation: place(diagnostic.location), id: nil, message: nil)],
        relatedLocations: diagnostic.notes.isEmpty
          ? nil
          : diagnostic.notes.enumerated().map { index, note in
            .init(physicalLocation: place(note.location), id: index, message: .init(text: note.message))
          })
    }
    let log = SARIF.Log(
      schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0",
      runs: [
        .init(
          tool: .init(
            driver: .init(
              name: "themec", version: toolVersion, rules: rules)),
          columnKind: "unicodeCodePoints", results: results)
      ])
    return renderJSON(log)
  }

  /// A relative file path as a URI reference (RFC 3986): each segment percent-encoded.
  /// A segment keeps the bytes RFC 3986 allows in a path (unreserved, sub-delimiters and
  /// `@`; not `:`, which would read as a scheme), as Foundation's `urlPathAllowed` less `:`.
  static func uri(_ path: String) -> String {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    return path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      var encoded: [UInt8] = []
      for byte in segment.utf8 {
        if allowed.contains(byte) {
          encoded.append(byte)
        } else {
          encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
      }
      return String(decoding: encoded, as: UTF8.self)
    }.joined(separator: "/")
  }
}

/// The part of SARIF 2.1.0 that themec writes.
private enum SARIF {
  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema", version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var columnKind: String
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }

  struct Message: Encodable {
    var text: String
  }

  struct Rule: Encodable {
    var id: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Message
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]
    var relatedLocations: [Location]?
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var id: Int?
    var message: Message?
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
