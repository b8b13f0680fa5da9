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
  /// Whether the command line is at fault (a path that does not exist), which exits 64
  /// rather than 1.
  public var isUsage = false

  /// An error with its message; `isUsage` for a fault of the command line.
  public init(message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }

  /// The message.
  public var description: String { message }
}

/// What `themec build` and `themec lint` do, with the disk.
public enum Driver {
  /// Input files under the given paths: directories are searched recursively for
  /// `*.strings.yaml` and `*.theme.yaml` (and names almost like them, such as
  /// `en_US.strings.yaml` or `brand.theme.yml`, which the compiler reports rather than
  /// skipping them in silence); files are taken as given. Sorted, so runs are deterministic.
  public static func discoverInputs(_ paths: [String]) throws -> [String] {
    var found: [String] = []
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else {
        throw DriverError(message: "no such file or directory: '\(path)'", isUsage: true)
      }
      if status.st_mode & S_IFMT != S_IFDIR {
        found.append(path)
        continue
      }
      let before = found.count
      collectInputs(in: path, into: &found)
      if found.count == before {
        throw DriverError(
          message: "expected '<locale>.strings.yaml' or '<theme>.theme.yaml' files in '\(path)', found none")
      }
    }
    return Array(Set(found)).sorted()
  }

  /// Adds the inputs under `directory`, searched recursively with `readdir` (Foundation's
  /// enumerator costs a no-op build milliseconds: paths rebuilt as NSStrings, entries cast
  /// from `Any`). Symbolic links are entries, not followed; unreadable directories are
  /// skipped; hidden files count.
  private static func collectInputs(in directory: String, into found: inout [String]) {
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = joined(directory, name)
      var isDirectory = Int32(entry.pointee.d_type) == DT_DIR
      if Int32(entry.pointee.d_type) == DT_UNKNOWN {
        var status = stat()
        isDirectory = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      }
      if isDirectory {
        // Hidden folders (.build, .git, .swiftpm) and other tools' build folders hold
        // copies, not inputs.
        if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
        collectInputs(in: path, into: &found)
      } else if InputKind.isMeant(name: name) {
        found.append(path)
      }
    }
  }

  /// Folders that discovery does not enter: build products and dependencies of iOS tools.
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData"]

  /// `name` in `directory`, which may end in a slash.
  private static func joined(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The largest input file read, in bytes (64 MiB: a hundred times the largest strings
  /// file a real app has).
  public static let inputSizeLimit = 64 << 20

  /// Input files read when the compiler reaches them (see `InputFile`): regular files only
  /// (a FIFO or a device, even behind a link, is refused rather than waited on or read
  /// without end), of at most `inputSizeLimit` bytes.
  public static func inputFiles(_ paths: [String]) -> [InputFile] {
    paths.map { path in
      InputFile(path: path) { try readInput(path) }
    }
  }

  static func readInput(_ path: String) throws -> [UInt8] {
    // Non-blocking, so that opening a FIFO does not wait for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw DriverError(message: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw DriverError(message: String(cString: strerror(errno))) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind =
        switch status.st_mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      throw DriverError(message: "expected a regular file, found \(kind)")
    }
    guard Int(status.st_size) <= inputSizeLimit else {
      throw DriverError(message: "expected at most \(inputSizeLimit >> 20) MiB, found \(Int(status.st_size) >> 20) MiB")
    }
    guard let bytes = readFile(path), bytes.count <= inputSizeLimit else {
      throw DriverError(message: "expected at most \(inputSizeLimit >> 20) MiB, or a file that can be read")
    }
    return bytes
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
      let path = joined(directory, name)
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
  ///
  /// `streamed` names outputs already streamed to `sink` during compilation; they are put in
  /// place with the others (or dropped if unchanged). Whatever else `sink` holds is discarded.
  public static func write(
    _ outputs: [OutputFile], streamed: [String] = [], sink: FileSink? = nil, to directory: String
  ) throws -> [String] {
    var pending: [(temporary: String, final: String)] = []
    defer {
      for item in pending { unlink(item.temporary) }
      sink?.discard()
    }
    if let sink { pending += try sink.finish(streamed) }
    for output in outputs.sorted(by: { $0.path < $1.path }) {
      let final = directory + "/" + output.path
      if let existing = readFile(final), matches(existing, output.chunks) { continue }
      let temporary = try openTemporary(output.path, in: directory)
      pending.append((temporary.path, final))
      if let problem = writeAndClose(temporary.descriptor, output.chunks) {
        throw DriverError(message: "cannot write '\(final)': \(problem)")
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
    // What killed builds left is cleared by the next one that finishes.
    removeLitter(in: directory)
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

  /// Removes the outputs a previous build wrote (`previous`, names in `directory`) that
  /// this one does not (`current`): the styles outputs once the last theme is gone, say.
  /// Returns the paths removed.
  public static func removeStale(previous: [String], current: [String], in directory: String) -> [String] {
    let kept = Set(current)
    var removed: [String] = []
    for name in previous.sorted() where !kept.contains(name) && !name.contains("/") {
      if unlink(joined(directory, name)) == 0 { removed.append(joined(directory, name)) }
    }
    return removed
  }

  /// Opens a new temporary file in `directory` (created if need be) for the output at
  /// `path`, to be renamed into place once every output is written.
  static func openTemporary(_ path: String, in directory: String) throws(DriverError) -> (
    path: String, descriptor: Int32
  ) {
    if let problem = makeDirectory(directory) {
      throw DriverError(message: "cannot write '\(directory)/\(path)': \(problem)")
    }
    let temporary = directory + "/.\(path).themec-\(getpid())"
    // Created new, never through a link: whatever is at the name (a planted link, a file of
    // an earlier process with this id) is removed first, and the create fails rather than
    // follow anything that appears in between.
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(temporary, flags, 0o644)
    if descriptor < 0 && errno == EEXIST {
      unlink(temporary)
      descriptor = open(temporary, flags, 0o644)
    }
    guard descriptor >= 0 else {
      throw DriverError(message: "cannot write '\(directory)/\(path)': \(String(cString: strerror(errno)))")
    }
    return (temporary, descriptor)
  }

  /// Creates a directory and its missing parents; the reason on failure (`Not a directory`
  /// when a parent is a file).
  static func makeDirectory(_ directory: String) -> String? {
    var status = stat()
    if stat(directory, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : String(cString: strerror(ENOTDIR))
    }
    let parent = (directory as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != directory, let problem = makeDirectory(parent) { return problem }
    guard mkdir(directory, 0o755) == 0 || errno == EEXIST else { return String(cString: strerror(errno)) }
    return nil
  }

  /// Removes the temporary files that builds which no longer run left in `directory` (a
  /// build killed before it renamed or removed them).
  static func removeLitter(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names where name.hasPrefix(".") {
      guard let marker = name.range(of: ".themec-", options: .backwards),
        let pid = Int32(name[marker.upperBound...]), pid != getpid()
      else { continue }
      // A process that still runs (or that this one may not signal) keeps its files.
      if kill(pid, 0) == 0 || errno != ESRCH { continue }
      unlink(directory + "/" + name)
    }
  }

  /// Writes the pieces and closes the file; the reason on failure.
  private static func writeAndClose(_ descriptor: Int32, _ chunks: [[UInt8]]) -> String? {
    for chunk in chunks {
      if let problem = writeAll(descriptor, chunk) {
        close(descriptor)
        return problem
      }
    }
    // On disk before it is renamed over the old output.
    if fsync(descriptor) != 0 {
      let problem = String(cString: strerror(errno))
      close(descriptor)
      return problem
    }
    return close(descriptor) == 0 ? nil : String(cString: strerror(errno))
  }

  /// Writes all of `bytes`; the reason on failure.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> String? {
    writeAll(descriptor, bytes[...])
  }

  /// Writes all of `bytes`; the reason on failure.
  package static func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> String? {
    var done = 0
    while done < bytes.count {
      let result = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress! + done, bytes.count - done) }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return String(cString: strerror(errno)) }
      done += result
    }
    return nil
  }

  /// Reads until `buffer` is full or the file ends; the count read (0 for a bad descriptor).
  static func readAll(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
    guard descriptor >= 0 else { return 0 }
    var done = 0
    let total = buffer.count
    while done < total {
      let result = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, total - done) }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { break }
      done += result
    }
    return done
  }

  /// Diagnostics as text, one per line with notes after, and a summary line.
  public static func format(_ diagnostics: [Diagnostic]) -> String {
    let paths = SourcePaths.all
    var text = ""
    text.reserveCapacity(160 * diagnostics.count)
    for diagnostic in diagnostics {
      diagnostic.render(into: &text, paths: paths)
      text += "\n"
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if errors + warnings > 0 {
      text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    }
    return text
  }
}

/// Streams outputs into temporary files in the output directory while they are compiled,
/// comparing each with the file it would replace as it goes, so that neither is held in
/// memory and an unchanged output is not replaced.
public final class FileSink: OutputSink, @unchecked Sendable {
  private struct Stream {
    var temporary: String
    var descriptor: Int32
    /// The current file at the final path, read along as bytes arrive; -1 if none.
    var existing: Int32
    var identical: Bool
  }

  private let directory: String
  // Appends come one at a time (see `OutputSink`); `finish` and `discard` after them.
  private var streams: [String: Stream] = [:]
  private var failure: String?

  /// A sink writing into `directory` (created when the first bytes arrive).
  public init(directory: String) {
    self.directory = directory
  }

  public func append(_ bytes: [UInt8], to path: String) {
    guard failure == nil else { return }
    if streams[path] == nil {
      let temporary: (path: String, descriptor: Int32)
      do {
        temporary = try Driver.openTemporary(path, in: directory)
      } catch {
        failure = error.message
        return
      }
      let existing = open(directory + "/" + path, O_RDONLY | O_CLOEXEC)
      streams[path] = Stream(
        temporary: temporary.path, descriptor: temporary.descriptor, existing: existing, identical: existing >= 0)
    }
    var stream = streams[path]!
    if let problem = Driver.writeAll(stream.descriptor, bytes) {
      failure = "cannot write '\(directory + "/" + path)': \(problem)"
      return
    }
    if stream.identical {
      var current = [UInt8](repeating: 0, count: bytes.count)
      stream.identical = Driver.readAll(stream.existing, into: &current) == bytes.count && current == bytes
      streams[path] = stream
    }
  }

  /// Closes the streams named in `paths` and returns which temporary files replace which
  /// outputs, leaving out unchanged ones; throws the first I/O failure.
  func finish(_ paths: [String]) throws -> [(temporary: String, final: String)] {
    if let failure { throw DriverError(message: failure) }
    var renames: [(temporary: String, final: String)] = []
    for path in paths {
      guard let stream = streams.removeValue(forKey: path) else { continue }
      var unchanged = stream.identical
      if unchanged {
        var probe = [UInt8](repeating: 0, count: 1)
        unchanged = Driver.readAll(stream.existing, into: &probe) == 0
      }
      if stream.existing >= 0 { close(stream.existing) }
      // A changed output is on disk before it is renamed over the old one.
      let synced = unchanged || fsync(stream.descriptor) == 0
      guard close(stream.descriptor) == 0, synced else {
        unlink(stream.temporary)
        throw DriverError(message: "cannot write '\(directory + "/" + path)': \(String(cString: strerror(errno)))")
      }
      if unchanged {
        unlink(stream.temporary)
      } else {
        renames.append((stream.temporary, directory + "/" + path))
      }
    }
    return renames
  }

  /// Closes and removes every temporary file not handed over by `finish`.
  public func discard() {
    for stream in streams.values {
      close(stream.descriptor)
      if stream.existing >= 0 { close(stream.existing) }
      unlink(stream.temporary)
    }
    streams.removeAll()
  }
}
