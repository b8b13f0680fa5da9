import ThemeCore
import ThemeRender
import ThemeYAML

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

/// `themec.yml`: a project's settings, read like every other input (located diagnostics,
/// code `config.invalid`). Paths in it are relative to its directory.
///
/// ```yaml
/// inputs: [themes]
/// exclude: [Legacy]
/// output: Generated
/// base-locale: en
/// min-contrast: 4.5
/// templates: templates
/// warnings-as-errors: false
/// format: text
/// severity:
///   contrast.low: error
///   string.missing: off
/// suppress:
///   - code: string.missing
///     path: "*/ja.strings.yaml"
///     reason: Japanese ships in the autumn release
/// baseline: themec-baseline.json
/// sdk-version: 3.30.0
/// ```
public struct ProjectConfig: Sendable {
  /// The file's name, looked for in the working directory and each directory above it.
  public static let fileName = "themec.yml"

  /// Where the file is, as found or given.
  public var path: String
  /// Its text (a change to it is a change of settings).
  public var text = ""
  /// Settings the command line has too; nil where the file does not say.
  public var inputs: [String]?
  public var excludes: [String]?
  public var output: String?
  public var baseLocale: String?
  public var minContrast: Double?
  public var templates: String?
  public var warningsAsErrors: Bool?
  public var format: ReportFormat?
  /// The SendbirdUIKit release the app builds with (`sdk-version`).
  public var sdkRelease: SendbirdUIKitRelease?
  /// Where `inputs` and `exclude` are written, if they are: the build plugin does not read
  /// them (its inputs are the target's files), and says so there.
  public var inputKeys: [(key: String, location: SourceLocation)] = []
  /// How findings are judged.
  public var policy = FindingPolicy()

  /// The project file in the working directory or the nearest directory above it, if
  /// any, as a path from the working directory (`../../themec.yml`).
  public static func find() -> String? {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    var up = ""
    while true {
      if FileSystem.isReachable(url.appendingPathComponent(fileName).path) { return up + fileName }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
      up += "../"
    }
  }

  /// Reads a project file. Problems are diagnostics located in it; the settings it states
  /// well are kept. A file found rather than named (`found`: the nearest `themec.yml`, which
  /// may be in a shared folder above the project) is refused when anyone may write it or
  /// when it is neither this user's nor root's, as ssh and git judge their files; one named
  /// with `--config` is the user's choice.
  public static func load(_ path: String, found: Bool = false) throws -> (
    config: ProjectConfig, diagnostics: [Diagnostic]
  ) {
    if found {
      if let problem = FileSystem.untrusted(path) {
        throw DriverError(
          message:
            "refusing the config file '\(path.escapedForTerminal)': \(problem) (name it with --config to use it anyway, or --no-config)",
          isUsage: true)
      }
    }
    guard let bytes = FileSystem.readFile(path) else {
      throw DriverError(message: "cannot read the config file '\(path)'", isUsage: true)
    }
    var reader = Reader(
      config: ProjectConfig(path: path, text: String(decoding: bytes, as: UTF8.self)),
      base: Self.directoryPrefix(of: path))
    let parsed = parseYAML(SourceFile(path: path, bytes: Array(bytes)))
    reader.diagnostics = parsed.diagnostics
    if let root = parsed.root, !root.isNull { reader.read(root) }
    return (reader.config, reader.diagnostics)
  }

  /// What a path written in the file at `path` is relative to, as a prefix for it: empty
  /// for a file in the working directory (its paths read as written there).
  static func directoryPrefix(of path: String) -> String {
    let directory = FileSystem.parent(of: path)
    let current = FileManager.default.currentDirectoryPath
    let absolute = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: current)).standardizedFileURL.path
    if absolute == URL(fileURLWithPath: current).standardizedFileURL.path { return "" }
    return directory.isEmpty ? "" : directory + "/"
  }

  /// Reads the file's nodes into a config.
  private struct Reader {
    var config: ProjectConfig
    let base: String
    var diagnostics: [Diagnostic] = []

    mutating func fail(_ node: YAMLNode, _ message: String) {
      diagnostics.append(Diagnostic(.configInvalid, at: node.location, message))
    }

    mutating func read(_ root: YAMLNode) {
      guard let entries = root.mapping else {
        return fail(root, "expected a mapping of settings, found \(root.kindDescription)")
      }
      for entry in entries {
        guard let key = entry.key.scalar else { continue }
        let value = entry.value
        switch key {
        case "inputs":
          config.inputs = strings(value, key).flatMap { paths in inside(value, key, paths) }
          config.inputKeys.append((key, entry.key.location))
        case "exclude":
          config.excludes = strings(value, key)
          config.inputKeys.append((key, entry.key.location))
        case "output": config.output = string(value, key).flatMap { inside(value, key, [$0])?.first }
        case "base-locale": config.baseLocale = string(value, key)
        case "templates": config.templates = string(value, key).flatMap { inside(value, key, [$0])?.first }
        case "baseline": config.policy.baselinePath = string(value, key).flatMap { inside(value, key, [$0])?.first }
        case "min-contrast":
          guard let text = value.scalar, let number = Double(text), Frontend.contrastRange.contains(number) else {
            fail(value, "expected a WCAG contrast ratio within 1...21 for 'min-contrast', found \(describe(value))")
            continue
          }
          config.minContrast = number
        case "warnings-as-errors":
          guard let flag = value.scalar.flatMap({ ["true": true, "false": false][$0] }) else {
            fail(value, "expected true or false for 'warnings-as-errors', found \(describe(value))")
            continue
          }
          config.warningsAsErrors = flag
        case "format":
          guard let format = value.scalar.flatMap(ReportFormat.init(rawValue:)) else {
            fail(value, "expected text, json or sarif for 'format', found \(describe(value))")
            continue
          }
          config.format = format
        case "sdk-version":
          guard let text = string(value, key) else { continue }
          switch SendbirdUIKitRelease.named(text, setting: key) {
          case .success(let (release, note)):
            config.sdkRelease = release
            if let note { diagnostics.append(Diagnostic(.configSdkNewer, at: value.location, note)) }
            if let pinned = release.pinNote {
              // A note: the release is checked as named; an app that pins the tag gets another.
              var said = Diagnostic(.configSdkNewer, at: value.location, pinned)
              said.severity = .note
              diagnostics.append(said)
            }
          case .failure(let error): fail(value, error.message)
          }
        case "severity": readSeverities(value)
        case "suppress": readSuppressions(value)
        default:
          let known = [
            "inputs", "exclude", "output", "base-locale", "templates", "baseline", "min-contrast",
            "warnings-as-errors", "format", "severity", "suppress", "sdk-version",
          ]
          let hint = closestName(to: key, in: known).map { "; did you mean '\($0)'?" } ?? ""
          fail(entry.key, "expected a setting of \(ProjectConfig.fileName), found '\(key)'\(hint)")
        }
      }
    }

    /// A path as the working directory reads it.
    func resolved(_ path: String) -> String { path.hasPrefix("/") ? path : base + path }

    /// Paths the file names, as the working directory reads them, if each stays inside the
    /// project (the file's folder): relative, never above it with `..`. A project file comes
    /// from others; it does not make themec read or write elsewhere (the command line may).
    mutating func inside(_ node: YAMLNode, _ key: String, _ paths: [String]) -> [String]? {
      var result: [String] = []
      for path in paths {
        var depth = 0
        let escapes = path.split(separator: "/", omittingEmptySubsequences: true).contains { part in
          depth += part == ".." ? -1 : part == "." ? 0 : 1
          return depth < 0
        }
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !escapes, !path.contains("\0") else {
          fail(
            node,
            "expected a path inside the project for '\(key)' (relative to \(ProjectConfig.fileName), not above it), found '\(path)'"
          )
          return nil
        }
        // Written inside is not enough: a symbolic link on the way may lead out. The part
        // of the path that exists is resolved and must stay in the project's folder.
        if let target = FileSystem.escapedTarget(resolved(path), folder: base) {
          fail(
            node,
            "expected a path inside the project for '\(key)', found '\(path)', which a symbolic link leads to '\(target)', outside it"
          )
          return nil
        }
        result.append(resolved(path))
      }
      return result
    }

    func describe(_ node: YAMLNode) -> String { node.scalar.map { "'\($0)'" } ?? node.kindDescription }

    mutating func string(_ node: YAMLNode, _ key: String) -> String? {
      guard let text = node.scalar, !node.isNull, !text.isEmpty else {
        fail(node, "expected a string for '\(key)', found \(node.isNull ? "nothing" : node.kindDescription)")
        return nil
      }
      return text
    }

    mutating func strings(_ node: YAMLNode, _ key: String) -> [String]? {
      if node.scalar != nil, !node.isNull { return string(node, key).map { [$0] } }
      guard case .sequence(let items) = node.content else {
        fail(node, "expected a list of strings for '\(key)', found \(node.kindDescription)")
        return nil
      }
      let values = items.compactMap { string($0, key) }
      return values.count == items.count ? values : nil
    }

    mutating func code(_ node: YAMLNode) -> String? {
      guard let name = node.scalar else {
        fail(node, "expected a diagnostic code, found \(node.kindDescription)")
        return nil
      }
      guard DiagnosticCode.all.contains(where: { $0.name == name }) else {
        let hint = closestName(to: name, in: DiagnosticCode.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        fail(node, "expected a diagnostic code (see 'themec codes'), found '\(name)'\(hint)")
        return nil
      }
      return name
    }

    mutating func readSeverities(_ node: YAMLNode) {
      guard let entries = node.mapping else {
        return fail(node, "expected a mapping of codes to off, note, warning or error, found \(node.kindDescription)")
      }
      for entry in entries {
        guard let name = code(entry.key) else { continue }
        guard let level = entry.value.scalar.flatMap(SeverityOverride.init(rawValue:)) else {
          fail(entry.value, "expected off, note, warning or error for '\(name)', found \(describe(entry.value))")
          continue
        }
        guard level == .error || DiagnosticCode.all.first(where: { $0.name == name })?.isAdjustable != false else {
          fail(
            entry.value,
            "expected 'error' for '\(name)', found '\(level.rawValue)': themec cannot write outputs past it")
          continue
        }
        config.policy.severities[name] = level
      }
    }

    mutating func readSuppressions(_ node: YAMLNode) {
      guard case .sequence(let items) = node.content else {
        return fail(
          node,
          "expected a list of suppressions (code, reason, optional path and message), found \(node.kindDescription)")
      }
      for item in items {
        guard let entries = item.mapping else {
          fail(item, "expected a suppression (code, reason, optional path and message), found \(item.kindDescription)")
          continue
        }
        var suppression = Suppression(code: "", reason: "", location: item.location)
        var valid = true
        for entry in entries {
          switch entry.key.scalar ?? "" {
          case "code":
            if let name = code(entry.value) {
              suppression.code = name
              if DiagnosticCode.all.first(where: { $0.name == name })?.isAdjustable == false {
                fail(
                  entry.value,
                  "expected a code a suppression may accept, found '\(name)': themec cannot write outputs past it")
                valid = false
              }
            } else {
              valid = false
            }
          case "reason": suppression.reason = entry.value.scalar ?? ""
          case "path": suppression.path = string(entry.value, "path")
          case "message": suppression.message = string(entry.value, "message")
          default:
            fail(
              entry.key, "expected code, reason, path or message in a suppression, found '\(entry.key.scalar ?? "")'")
            valid = false
          }
        }
        if suppression.code.isEmpty, valid {
          fail(item, "expected a 'code' in the suppression, found none")
          valid = false
        }
        if suppression.reason.trimmingWhitespace().isEmpty {
          fail(item, "expected a 'reason' saying why the finding is accepted, found none")
          valid = false
        }
        if valid { config.policy.suppressions.append(suppression) }
      }
    }
  }
}

/// What a config may make of a code's findings.
public enum SeverityOverride: String, Sendable, Equatable {
  case off, note, warning, error
}

/// A finding accepted on purpose, with the reason.
public struct Suppression: Equatable, Sendable {
  /// The code it accepts.
  public var code: String
  /// Why: required.
  public var reason: String
  /// A glob the finding's path must match (`fnmatch`), if given.
  public var path: String?
  /// A glob the finding's message must match, if given.
  public var message: String?
  /// Where it is written.
  public var location: SourceLocation

  /// Whether it accepts a finding.
  func accepts(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.code == code && path.map { fnmatch($0, diagnostic.location.path, 0) == 0 } != false
      && message.map { fnmatch($0, diagnostic.message, 0) == 0 } != false
  }
}

/// How findings are judged: severities per code, suppressions, and a baseline of accepted
/// findings (only new ones are reported).
public struct FindingPolicy: Equatable, Sendable {
  public var severities: [String: SeverityOverride] = [:]
  public var suppressions: [Suppression] = []
  /// The baseline file, if any (`themec lint --write-baseline` writes one).
  public var baselinePath: String?
  /// Its findings, once `loadBaseline` has read it.
  public var baseline: Baseline?

  public init() {}

  /// Reads the baseline file, once for a build.
  public mutating func loadBaseline() throws {
    baseline = try baselinePath.map(Baseline.read)
  }

  /// Whether a finding stops the outputs under this policy (and warnings as errors): it is
  /// an error once its severity is adjusted, and no suppression or baseline entry accepts
  /// it. The compiler renders unless one does, so that the outputs exist whenever the
  /// judged findings let the build succeed (never stricter than `apply`).
  func stopsOutputs(_ diagnostic: Diagnostic, warningsAsErrors: Bool) -> Bool {
    guard DiagnosticCode.isAdjustable(diagnostic.code) else { return diagnostic.severity == .error }
    var severity = diagnostic.severity
    switch severities[diagnostic.code] {
    case .off: return false
    case .note: severity = .note
    case .warning: severity = .warning
    case .error: severity = .error
    case nil: break
    }
    if severity == .warning && warningsAsErrors { severity = .error }
    guard severity == .error else { return false }
    var judged = diagnostic
    judged.severity = severity
    if suppressions.contains(where: { $0.accepts(judged) }) { return false }
    if let baseline, baseline.counts[Baseline.Finding(judged)] != nil { return false }
    return true
  }

  /// The findings as judged: severities changed, suppressed and baseline findings
  /// removed, and a warning for each suppression that accepted nothing. `known` counts the
  /// findings the baseline accepted.
  func apply(_ diagnostics: [Diagnostic]) -> (diagnostics: [Diagnostic], known: Int) {
    var judged: [Diagnostic] = []
    var used = Array(repeating: false, count: suppressions.count)
    for var diagnostic in diagnostics {
      // What leaves nothing correct to write is reported as it is.
      guard DiagnosticCode.isAdjustable(diagnostic.code) else {
        judged.append(diagnostic)
        continue
      }
      if let level = severities[diagnostic.code] {
        switch level {
        case .off: continue
        case .note: diagnostic.severity = .note
        case .warning: diagnostic.severity = .warning
        case .error: diagnostic.severity = .error
        }
      }
      if let index = suppressions.firstIndex(where: { $0.accepts(diagnostic) }) {
        used[index] = true
        continue
      }
      judged.append(diagnostic)
    }
    for (index, suppression) in suppressions.enumerated() where !used[index] {
      judged.append(
        Diagnostic(
          .configSuppressionUnused, at: suppression.location,
          "expected the suppression of '\(suppression.code)' to accept a finding, found none; remove it"))
    }
    guard let baseline else { return (judged, 0) }
    var remaining = baseline.counts
    var known = 0
    judged.removeAll { diagnostic in
      let key = Baseline.Finding(diagnostic)
      guard let count = remaining[key], count > 0 else { return false }
      remaining[key] = count - 1
      known += 1
      return true
    }
    return (judged, known)
  }
}

/// Findings accepted as they stand: a JSON file that `themec lint --write-baseline` writes.
/// A finding is matched by code, path and message (not line: lines move); each entry
/// accepts one finding.
public struct Baseline: Equatable, Sendable {
  struct Finding: Hashable, Codable {
    var code: String
    var path: String
    var message: String

    init(_ diagnostic: Diagnostic) {
      code = diagnostic.code
      path = diagnostic.location.path
      message = diagnostic.message
    }
  }

  private struct File: Codable {
    var version: Int
    var findings: [Finding]
  }

  var counts: [Finding: Int] = [:]
  /// A digest of the file's bytes, for the build fingerprint.
  var digest = ""

  /// Reads a baseline file.
  static func read(_ path: String) throws -> Baseline {
    guard let data = FileSystem.readFile(path).map({ Data($0) }) else {
      throw DriverError(message: "cannot read the baseline '\(path)'", isUsage: true)
    }
    guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else {
      throw DriverError(message: "expected a themec baseline (version 1) in '\(path)'", isUsage: true)
    }
    var baseline = Baseline()
    baseline.digest = Driver.digest(Array(data))
    for finding in file.findings { baseline.counts[finding, default: 0] += 1 }
    return baseline
  }

  /// The baseline file accepting these findings (notes aside), sorted.
  static func text(accepting diagnostics: [Diagnostic]) -> String {
    let findings = diagnostics.filter { $0.severity != .note }.map(Finding.init).sorted {
      ($0.path, $0.code, $0.message) < ($1.path, $1.code, $1.message)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(File(version: 1, findings: findings))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
