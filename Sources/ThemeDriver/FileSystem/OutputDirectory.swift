import Foundation
import ThemeCompiler

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output directory, held for one build: made if missing, locked against other themec
/// builds into it (the second waits), cleared of what killed builds left.
///
/// The directory is shared with other tools, so themec touches only its own names in it:
/// each changed output is written whole to a new temporary file beside its final name
/// (`.<name>.themec-<pid>`, created exclusively, never through a link) and synced; then the
/// temporary files are renamed over the outputs one after another, and outputs that the
/// last build recorded and this one no longer makes are unlinked if they are still the
/// files it wrote. Nothing is removed recursively, no directory is replaced or moved, and
/// another process's files (and file systems mounted inside) are never touched.
///
/// Each output is replaced atomically. A build killed after its bytes are on disk and
/// before its last rename (a window of a few renames) leaves some outputs new and some old;
/// before the first rename the manifest is rewritten as dirty (no build matches it), naming
/// the outputs about to be renamed as well as the recorded ones, so the next build writes the
/// set again, whatever changed in between, and removes an output the set no longer has.
public final class OutputDirectory {
  /// The directory, as given (without trailing slashes).
  public let path: String
  /// The directory's lock, held until `release`.
  private let lock: DirectoryLock

  /// Opens (and makes) the directory and takes its lock, waiting for another build that
  /// holds it (saying so on standard error); then removes what killed builds left.
  public init(_ path: String) throws(DriverError) {
    self.path = FileSystem.normalized(path)
    if let problem = FileSystem.makeDirectory(self.path) {
      throw DriverError(message: "cannot write '\(self.path)': \(problem)")
    }
    lock = try DirectoryLock(self.path, holder: "another build")
    removeLitter()
  }

  /// Releases the lock.
  public func release() { lock.release() }

  /// The temporary name of an output while this process writes it.
  static func temporaryName(of name: String) -> String { ".\(name).themec-\(getpid())" }

  /// Whether a name is one themec may write in an output directory: a plain file name, not
  /// hidden (names read from a manifest in a shared directory are checked with this).
  static func isOutputName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
  }

  /// Unlinks the temporary files of builds that were killed (under the lock, no other build
  /// writes any; a process that is still running keeps its own); files only, never a directory.
  private func removeLitter() { Self.removeLitter(in: path) }

  /// Unlinks the temporary files (`.<name>.themec-<pid>`) in a directory whose process is
  /// gone; files only.
  static func removeLitter(in directory: String) {
    for (name, type) in FileSystem.entries(of: directory) ?? [] where type != DT_DIR {
      if let pid = litterProcess(name), !isRunning(pid) { unlink(directory + "/" + name) }
    }
  }

  /// Whether a process is running (this one included).
  static func isRunning(_ pid: Int32) -> Bool {
    pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
  }

  /// The process that wrote `.<name>.themec-<pid>`, the temporary file of an output or of
  /// the manifest; nil for any other name.
  static func litterProcess(_ name: String) -> Int32? {
    guard name.hasPrefix("."), let marker = name.range(of: ".themec-", options: .backwards) else { return nil }
    let digits = name[marker.upperBound...]
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = Int32(digits),
      case let inner = String(name[name.index(after: name.startIndex)..<marker.lowerBound]),
      isOutputName(inner) || inner == BuildManifest.fileName
    else { return nil }
    return pid
  }

  /// Writes the outputs that changed and removes stale ones (see the type's description).
  /// `streamed` names outputs the sink already holds in temporary files; `previous` is what
  /// the last build recorded (names and stamps). Returns the paths written and removed,
  /// under the directory as given.
  public func replace(
    _ outputs: [OutputFile], streamed: [String] = [], sink: FileSink? = nil,
    previous: [BuildManifest.Stamp] = []
  ) throws -> (written: [String], removed: [String]) {
    var staged: [String] = []
    // Written, not yet synced and closed.
    var open: [(path: String, descriptor: Int32)] = []
    defer {
      sink?.discard()
      for (_, descriptor) in open { closeDescriptor(descriptor) }
      for name in staged { unlink(path + "/" + Self.temporaryName(of: name)) }
    }
    if let sink {
      open = try sink.finish(streamed)
      staged += open.map(\.path)
    }
    for output in outputs.sorted(by: { $0.path < $1.path }) {
      guard Self.isOutputName(output.path) else {
        throw DriverError(message: "cannot write '\(path)/\(output.path)': not a file name of the output directory")
      }
      if let existing = FileSystem.readFile(path + "/" + output.path), FileSystem.matches(existing, output.chunks) {
        continue
      }
      let descriptor = try FileSystem.createNew(
        path + "/" + Self.temporaryName(of: output.path), for: path + "/" + output.path)
      staged.append(output.path)
      open.append((output.path, descriptor))
      for chunk in output.chunks {
        if let problem = FileSystem.writeAll(descriptor, chunk) {
          throw DriverError(message: "cannot write '\(path)/\(output.path)': \(problem)")
        }
      }
    }
    // Each changed output on disk before any is renamed into place.
    let synced = open
    open = []
    for (output, problem) in zip(synced, FileSystem.syncAndClose(synced.map(\.descriptor))) {
      if let problem { throw DriverError(message: "cannot write '\(path)/\(output.path)': \(problem)") }
    }
    let current = Set(outputs.map(\.path) + streamed)
    // A stale output is removed only if it is still the file the last build wrote.
    let stale = previous.filter { stamp in
      Self.isOutputName(stamp.path) && !current.contains(stamp.path)
        && BuildManifest.stamp(path + "/" + stamp.path).map { BuildManifest.describes(stamp, $0) } == true
    }.map(\.path).sorted()
    guard !staged.isEmpty || !stale.isEmpty else { return ([], []) }
    // Every byte is on disk. The manifest says the set is being replaced, and names what is
    // about to be renamed into place; then the renames, one after another.
    let pending = staged.compactMap {
      BuildManifest.pendingStamp(path + "/" + Self.temporaryName(of: $0), as: $0)
    }
    try BuildManifest.markDirty(in: path, previous: previous, pending: pending)
    for name in staged.sorted() {
      guard rename(path + "/" + Self.temporaryName(of: name), path + "/" + name) == 0 else {
        throw DriverError(message: "cannot replace '\(path)/\(name)': \(String(cString: strerror(errno)))")
      }
    }
    let written = staged.sorted()
    staged = []
    for name in stale { unlink(path + "/" + name) }
    try FileSystem.syncDirectory(path, for: path)
    return (written.map { path + "/" + $0 }, stale.map { path + "/" + $0 })
  }
}
