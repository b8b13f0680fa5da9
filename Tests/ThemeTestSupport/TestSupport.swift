import Foundation
import ThemeCompiler
import ThemeCore

/// The repository root, found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Reads a repository file as bytes.
public func repositoryFile(_ path: String) -> [UInt8] {
  (try? [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent(path)))) ?? []
}

/// The bundled SDK strings as sources.
public func bundledSources() -> [SourceFile] {
  ["en", "de", "ru", "ar", "ja"].map { locale in
    let path = "themes/sendbird-uikit/\(locale).strings.yaml"
    return SourceFile(path: path, bytes: repositoryFile(path))
  }
}

/// The bundled themes (the SDK's defaults and the branded example) as sources.
public func bundledThemeSources() -> [SourceFile] {
  ["themes/sendbird-uikit/sendbird.theme.yaml", "themes/brand/brand.theme.yaml"].map {
    SourceFile(path: $0, bytes: repositoryFile($0))
  }
}

/// Compiles inline YAML files and returns rendered diagnostics (notes included).
public func diagnostics(_ files: [String: String], baseLocale: String = "en") -> [String] {
  let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }
  return compile(sources, options: CompileOptions(baseLocale: baseLocale)).diagnostics.map(\.rendered)
}

/// The diagnostics of files marked where findings are placed (`‹1›`, names unique across
/// the files), and a function giving expectations with each marker as its
/// `path:line:column`: a fixture says where, not which column it counted.
public func markedDiagnostics(_ files: [String: String], baseLocale: String = "en") -> (
  found: [String], placing: ([String]) -> [String]
) {
  let marked = files.mapValues(MarkedText.init)
  let found = diagnostics(marked.mapValues(\.text), baseLocale: baseLocale)
  return (
    found,
    { expected in
      expected.map { line in marked.reduce(line) { line, file in file.value.placing(line, in: file.key) } }
    }
  )
}

/// The `themec` binary that `swift test` built beside the tests, if any.
public let themecBinary: String? = {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  return [
    beside.appendingPathComponent("themec").path,
    repositoryRoot.appendingPathComponent(".build/debug/themec").path,
  ].first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// What a process printed and how it ended.
public struct ProcessOutcome: Sendable {
  public var status: Int32
  public var output: String
  public var errors: String
}

/// Runs a program in a directory, its standard output and error captured (through files:
/// a full pipe would stop it), with `environment` added to this process's.
public func runProgram(
  _ program: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
) throws -> ProcessOutcome {
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themec-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("out")
  let errURL = scratch.appendingPathComponent("err")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let out = try FileHandle(forWritingTo: outURL)
  let err = try FileHandle(forWritingTo: errURL)
  process.standardOutput = out
  process.standardError = err
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  return ProcessOutcome(
    status: process.terminationStatus,
    output: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
    errors: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
}

/// Runs the `themec` binary (see `themecBinary`).
public func runThemec(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws
  -> ProcessOutcome
{
  try runProgram(themecBinary!, arguments, in: directory, environment: environment)
}

/// A new empty directory under the temporary directory, removed when the test process
/// exits (tests leave nothing in the system's temporary directory).
public func makeScratchDirectory(_ name: String) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  ScratchDirectories.shared.add(url.path)
  return url.path
}

/// The scratch directories of this process, removed at its exit.
final class ScratchDirectories: @unchecked Sendable {
  static let shared: ScratchDirectories = {
    let directories = ScratchDirectories()
    atexit { ScratchDirectories.shared.removeAll() }
    return directories
  }()

  private let lock = NSLock()
  private var paths: [String] = []

  func add(_ path: String) {
    lock.lock()
    paths.append(path)
    lock.unlock()
  }

  func removeAll() {
    lock.lock()
    let all = paths
    paths = []
    lock.unlock()
    for path in all { try? FileManager.default.removeItem(atPath: path) }
  }
}

/// Writes files (by path relative to `root`), making their directories.
public func writeFiles(_ files: [String: String], under root: String) throws {
  for (path, text) in files {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

/// Writes files marked where findings are placed (`‹1›`, names unique across the files;
/// see `MarkedText`) without their markers; returns a function giving expectations with
/// each marker as the `path:line:column` the files were written at (relative to `root`).
public func writeMarkedFiles(_ files: [String: String], under root: String) throws -> ([String]) -> [String] {
  let marked = files.mapValues(MarkedText.init)
  try writeFiles(marked.mapValues(\.text), under: root)
  return { expected in
    expected.map { line in marked.reduce(line) { line, file in file.value.placing(line, in: file.key) } }
  }
}

/// Whether the independent validators (Python packages) must be present: CI sets
/// `THEMEC_REQUIRE_VALIDATORS=1`, so that a missing one fails rather than skips.
public let validatorsRequired = ProcessInfo.processInfo.environment["THEMEC_REQUIRE_VALIDATORS"] == "1"

/// A test input whose places are marked where a diagnostic points (`‹1›`, `‹2›`), rather
/// than given by counted lines and columns: the markers are taken out of the text, and an
/// expectation names a place by its marker (`‹1› error: ... [code]`).
public struct MarkedText {
  /// The text without its markers.
  public let text: String
  /// Each marker's place: 1-based line, and column in Unicode scalars (as diagnostics count).
  public let places: [String: (line: Int, column: Int)]

  public init(_ marked: String) {
    var text = ""
    var places: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var scalars = marked.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "‹", let end = scalars.firstIndex(of: "›") {
        places[String(scalars[..<end])] = (line, column)
        scalars = scalars[scalars.index(after: end)...]
        continue
      }
      text.unicodeScalars.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    self.text = text
    self.places = places
  }

  /// An expectation with each marker (`‹1›`) replaced by `path:line:column`.
  public func placing(_ expected: String, in path: String) -> String {
    var out = expected
    for (name, place) in places {
      out = out.replacingOccurrences(of: "‹\(name)›", with: "\(path):\(place.line):\(place.column)")
    }
    return out
  }
}
