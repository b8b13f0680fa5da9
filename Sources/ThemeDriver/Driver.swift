import Foundation
import ThemeCompiler
import ThemeCore

/// A failure of the driver itself (I/O), as opposed to a finding about the input.
public struct DriverError: Error, CustomStringConvertible {
  /// What failed, with the path.
  public var message: String

  /// The message.
  public var description: String { message }
}

/// What `themec build` and `themec lint` do, with the disk.
public enum Driver {
  /// Input files under the given paths: directories are searched recursively for
  /// `*.strings.yaml` and `*.theme.yaml`; files are taken as given. Sorted, so runs are deterministic.
  public static func discoverInputs(_ paths: [String]) throws -> [String] {
    var found: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw DriverError(message: "no such file or directory: '\(path)'")
      }
      if !isDirectory.boolValue {
        found.append(path)
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else { continue }
      for case let relative as String in enumerator where InputKind(path: relative) != nil {
        found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
      }
    }
    return Array(Set(found)).sorted()
  }

  /// Reads input files as bytes.
  public static func readSources(_ paths: [String]) throws -> [SourceFile] {
    try paths.map { path in
      guard let data = FileManager.default.contents(atPath: path) else {
        throw DriverError(message: "cannot read '\(path)'")
      }
      return SourceFile(path: path, bytes: [UInt8](data))
    }
  }

  /// Reads `*.mustache` files of a templates directory by name.
  public static func readTemplates(_ directory: String) throws -> [String: String] {
    var templates: [String: String] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    guard !names.isEmpty else { throw DriverError(message: "no templates in '\(directory)'") }
    for name in names where name.hasSuffix(".mustache") {
      let path = directory + "/" + name
      guard let data = FileManager.default.contents(atPath: path) else {
        throw DriverError(message: "cannot read '\(path)'")
      }
      templates[String(name.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
    }
    return templates
  }

  /// Writes outputs whose bytes changed: each to a temporary file in the output
  /// directory, then all renamed into place, so a failure leaves old outputs whole.
  /// Returns the paths written.
  public static func write(_ outputs: [OutputFile], to directory: String) throws -> [String] {
    let manager = FileManager.default
    var pending: [(temporary: String, final: String)] = []
    defer {
      for item in pending { try? manager.removeItem(atPath: item.temporary) }
    }
    for output in outputs.sorted(by: { $0.path < $1.path }) {
      let final = directory + "/" + output.path
      let bytes = Data(output.bytes)
      if let existing = manager.contents(atPath: final), existing == bytes { continue }
      do {
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = directory + "/.\(output.path).themec-\(getpid())"
        try bytes.write(to: URL(fileURLWithPath: temporary))
        pending.append((temporary, final))
      } catch {
        throw DriverError(message: "cannot write '\(final)': \(error.localizedDescription)")
      }
    }
    var written: [String] = []
    for item in pending {
      guard rename(item.temporary, item.final) == 0 else {
        throw DriverError(message: "cannot replace '\(item.final)': \(String(cString: strerror(errno)))")
      }
      written.append(item.final)
    }
    pending.removeAll()
    return written
  }

  /// Diagnostics as text, one per line with notes after, and a summary line.
  public static func format(_ diagnostics: [Diagnostic]) -> String {
    var text = diagnostics.map(\.rendered).joined(separator: "\n")
    if !text.isEmpty { text += "\n" }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if errors + warnings > 0 {
      text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    }
    return text
  }
}
