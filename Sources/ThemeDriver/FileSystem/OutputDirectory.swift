import ThemeCompiler

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
/// the first rename puts a dirty manifest in place (no build matches it), naming the outputs
/// about to be renamed as well as the recorded ones, so the next build writes the set again,
/// whatever changed in between, and removes an output the set no longer has. The dirty mark
/// is written and synced with the outputs, and one directory sync after the manifest
/// (`record`) makes the renames durable: two waits for the disk a build, not four.
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

  /// Whether `replace` renamed files that no directory sync has made durable yet.
  private var renamesPending = false

  /// Releases the lock, after syncing the directory if `record` did not (a build that
  /// failed after its renames).
  public func release() {
    if renamesPending { try? FileSystem.syncDirectory(path, for: path) }
    lock.release()
  }

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
    guard name.hasPrefix("."), let marker = name.ranges(of: ".themec-").last else { return nil }
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
    let current = Set(outputs.map(\.path) + streamed)
    // A stale output is removed only if it is still the file the last build wrote.
    let stale = previous.filter { stamp in
      Self.isOutputName(stamp.path) && !current.contains(stamp.path)
        && BuildManifest.stamp(path + "/" + stamp.path).map { BuildManifest.describes(stamp, $0) } == true
    }.map(\.path).sorted()
    guard !staged.isEmpty || !stale.isEmpty else { return ([], []) }
    // The dirty mark: the manifest, saying the set is being replaced and naming what is about
    // to be renamed into place (each temporary file's stamp; a sync leaves it as it is).
    let pending = staged.compactMap {
      BuildManifest.pendingStamp(path + "/" + Self.temporaryName(of: $0), as: $0)
    }
    let renaming = staged.sorted()
    let manifest = path + "/" + BuildManifest.fileName
    let mark = path + "/" + Self.temporaryName(of: BuildManifest.fileName)
    let markDescriptor = try FileSystem.createNew(mark, for: manifest)
    staged.append(BuildManifest.fileName)
    open.append((BuildManifest.fileName, markDescriptor))
    for chunk in BuildManifest.dirtyMark(previous: previous, pending: pending).bytes {
      if let problem = FileSystem.writeAll(markDescriptor, chunk) {
        throw DriverError(message: "cannot write '\(manifest)': \(problem)")
      }
    }
    // Each changed output and the mark on disk, synced at once, before any is renamed.
    let synced = open
    open = []
    for (output, problem) in zip(synced, FileSystem.syncAndClose(synced.map(\.descriptor))) {
      if let problem { throw DriverError(message: "cannot write '\(path)/\(output.path)': \(problem)") }
    }
    // The mark first, then the outputs, one after another; `record` makes them durable.
    renamesPending = true
    for name in [BuildManifest.fileName] + renaming {
      guard rename(path + "/" + Self.temporaryName(of: name), path + "/" + name) == 0 else {
        throw DriverError(message: "cannot replace '\(path)/\(name)': \(String(cString: strerror(errno)))")
      }
    }
    staged = []
    for name in stale { unlink(path + "/" + name) }
    return (renaming.map { path + "/" + $0 }, stale.map { path + "/" + $0 })
  }

  /// Records a build in the directory's manifest (when it has one) and makes what `replace`
  /// renamed durable: the manifest goes to a new file renamed over the dirty mark, and one
  /// sync of the directory commits the renames and the manifest's name together. The
  /// manifest's own bytes are not synced: it is a record the next build checks against the
  /// outputs' stamps (inode and status-change time included), and one that a power cut
  /// left empty or cut short does not parse, so the next build builds.
  public func record(_ manifest: BuildManifest?) throws {
    try manifest?.write(to: path)
    if renamesPending {
      try FileSystem.syncDirectory(path, for: path)
      renamesPending = false
    }
  }
}
