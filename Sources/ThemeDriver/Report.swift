import ThemeCore
import ThemeRender
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Driver {
  /// themec's version, as `--version` and SARIF logs give it.
  public static let version = ThemecRelease.version

  /// A short digest of bytes, for fingerprints of settings files.
  static func digest(_ bytes: [UInt8]) -> String {
    String(bytes.withUnsafeBufferPointer(KeyIndex.hash), radix: 16)
  }

  /// The findings as `format` writes them (`DiagnosticReport`), with themec's version.
  public static func report(_ diagnostics: [Diagnostic], format: ReportFormat) -> String {
    DiagnosticReport.render(diagnostics, format: format, toolVersion: version)
  }

  /// Prints a report where its format goes, text coloured when standard error is a
  /// terminal and `NO_COLOR` is not set.
  public static func printReport(_ text: String, format: ReportFormat) {
    printReport(Array(text.utf8)[...], format: format)
  }

  /// `printReport` of a report's UTF-8 (as a build manifest replays it): written as it is
  /// unless it is to be coloured (a large project's report is megabytes, and each copy
  /// costs its pages).
  static func printReport(_ bytes: ArraySlice<UInt8>, format: ReportFormat) {
    guard !bytes.isEmpty else { return }
    if format.isMachineReadable {
      _ = FileSystem.writeAll(STDOUT_FILENO, bytes)
    } else if useColour(on: STDERR_FILENO) {
      printDiagnostics(coloured(String(decoding: bytes, as: UTF8.self)))
    } else {
      _ = FileSystem.writeAll(STDERR_FILENO, bytes)
    }
  }

  /// Whether to colour text for a file descriptor: a terminal, `NO_COLOR` unset or empty
  /// (no-color.org), and a terminal type other than `dumb`.
  static func useColour(on descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    isatty(descriptor) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// Text findings with ANSI colours as compilers print them: the place bold, the severity
  /// in its colour.
  static func coloured(_ text: String) -> String {
    let colours = [("error", "\u{1B}[1;31m"), ("warning", "\u{1B}[1;35m"), ("note", "\u{1B}[1;36m")]
    let reset = "\u{1B}[0m"
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      for (severity, colour) in colours {
        guard let range = line.firstRange(of: ": \(severity): ") else { continue }
        let place = line[..<range.lowerBound]
        let rest = line[range.upperBound...]
        return "\u{1B}[1m\(place):\(reset) \(colour)\(severity):\(reset) \(rest)"
      }
      return String(line)
    }.joined(separator: "\n")
  }
}
