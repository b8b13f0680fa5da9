import Foundation
import ThemeCompiler
import ThemeCore

#if canImport(Glibc)
  import Glibc
  private let posixWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let posixWrite = Darwin.write
#endif

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
      guard let bytes = readFile(path) else { throw DriverError(message: "cannot read '\(path)'") }
      return SourceFile(path: path, bytes: bytes)
    }
  }

  /// A file's bytes, read straight into an array of the file's size; nil if it cannot be
  /// opened or read.
  static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    var bytes: [UInt8] = []
    // The size is a hint: a file that grows meanwhile is read to its end.
    var room = max(Int(status.st_size), 0) + 1
    while true {
      var failed = false
      var got = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
        while got < room {
          let result = read(descriptor, buffer.baseAddress! + got, room - got)
          if result < 0 && errno == EINTR { continue }
          if result <= 0 {
            failed = result < 0
            break
          }
          got += result
        }
        count = got
      }
      if failed { return nil }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      if got < room { return bytes }
      room = 1 << 16
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
    var pending: [(temporary: String, final: String)] = []
    defer {
      for item in pending { unlink(item.temporary) }
    }
    var madeDirectory = false
    for output in outputs.sorted(by: { $0.path < $1.path }) {
      let final = directory + "/" + output.path
      if let existing = readFile(final), matches(existing, output.chunks) { continue }
      if !madeDirectory {
        do {
          try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
          throw DriverError(message: "cannot write '\(final)': \(error.localizedDescription)")
        }
        madeDirectory = true
      }
      let temporary = directory + "/.\(output.path).themec-\(getpid())"
      if let problem = writeFile(temporary, output.chunks) {
        unlink(temporary)
        throw DriverError(message: "cannot write '\(final)': \(problem)")
      }
      pending.append((temporary, final))
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

  /// Whether a file's bytes are the pieces one after another.
  private static func matches(_ existing: [UInt8], _ chunks: [[UInt8]]) -> Bool {
    guard existing.count == chunks.reduce(0, { $0 + $1.count }) else { return false }
    var offset = 0
    for chunk in chunks {
      guard existing[offset..<offset + chunk.count].elementsEqual(chunk) else { return false }
      offset += chunk.count
    }
    return true
  }

  /// Writes the pieces to a new file; the reason on failure.
  private static func writeFile(_ path: String, _ chunks: [[UInt8]]) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    for chunk in chunks {
      var done = 0
      while done < chunk.count {
        let result = chunk.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress! + done, chunk.count - done) }
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else {
          let reason = String(cString: strerror(errno))
          close(descriptor)
          return reason
        }
        done += result
      }
    }
    return close(descriptor) == 0 ? nil : String(cString: strerror(errno))
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
