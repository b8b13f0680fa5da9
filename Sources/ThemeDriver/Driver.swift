import Foundation
import ThemeCompiler
import ThemeCore
import ThemeRender

#if canImport(Glibc)
  import CLinux
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

  /// Whether what failed has been printed already (a report of findings): exit 1, nothing
  /// more to say.
  public var isReported = false

  /// An error with its message; `isUsage` for a fault of the command line.
  public init(message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }

  /// A failure whose findings were printed.
  public static var reported: DriverError {
    var error = DriverError(message: "stopped by the findings printed")
    error.isReported = true
    return error
  }

  /// The message.
  public var description: String { message }
}

/// What `themec build` and `themec lint` do, with the disk.
public enum Driver {
  /// Input files under the given paths: directories are searched recursively for
  /// `*.strings.yaml` and `*.theme.yaml` (and names almost like them, such as
  /// `en_US.strings.yaml` or `brand.theme.yml`, which the compiler reports rather than
  /// skipping them in silence); files are taken as given. An entry whose name or path
  /// below the searched directory matches an `excluding` glob (`fnmatch`, `*` within a
  /// name: `Legacy`, `*/old/*`, `*.draft.strings.yaml`) is passed over. Sorted, so runs are
  /// deterministic.
  public static func discoverInputs(_ paths: [String], excluding: [String] = []) throws -> [String] {
    var links: [String] = []
    return try discoverInputs(paths, excluding: excluding, linkedFolders: &links)
  }

  /// `discoverInputs`, also listing the symbolic links to folders it passed over below the
  /// searched directories (they are not followed: a link can lead out of the project or
  /// round in a loop), so that the user hears of them.
  static func discoverInputs(_ paths: [String], excluding: [String], linkedFolders: inout [String]) throws -> [String] {
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
      collectInputs(in: path, below: "", excluding: excluding, into: &found, links: &linkedFolders)
      if found.count == before {
        throw DriverError(
          message: "expected '<locale>.strings.yaml' or '<theme>.theme.yaml' files in '\(path)', found none")
      }
    }
    return Array(Set(found)).sorted()
  }

  /// Adds the inputs under `directory`, searched recursively (`entries(of:)`). Symbolic
  /// links are entries, not followed; unreadable directories are skipped; hidden files count.
  private static func collectInputs(
    in directory: String, below relative: String, excluding: [String], into found: inout [String],
    links: inout [String]
  ) {
    for (name, type) in entries(of: directory) ?? [] {
      let path = joined(directory, name)
      let below = relative.isEmpty ? name : relative + "/" + name
      if excluding.contains(where: { fnmatch($0, name, 0) == 0 || fnmatch($0, below, FNM_PATHNAME) == 0 }) { continue }
      var isDirectory = type == DT_DIR
      if type == DT_UNKNOWN {
        var status = stat()
        isDirectory = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      }
      if isDirectory {
        // Hidden folders (.build, .git, .swiftpm) and other tools' build folders hold
        // copies, not inputs.
        if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
        // A folder named like an input is taken as one, so that the build reports it
        // (`file.unreadable`: not a regular file) rather than passing over it.
        if InputKind.isMeant(name: name) {
          found.append(path)
          continue
        }
        collectInputs(in: path, below: below, excluding: excluding, into: &found, links: &links)
      } else if InputKind.isMeant(name: name) {
        found.append(path)
      } else if type == DT_LNK || type == DT_UNKNOWN {
        var status = stat()
        var target = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(path, &target) == 0,
          target.st_mode & S_IFMT == S_IFDIR, !name.hasPrefix("."), !skippedFolders.contains(name)
        {
          links.append(path)
        }
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
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      throw DriverError(message: "expected a regular file, found \(kind)")
    }
    guard Int(status.st_size) <= inputSizeLimit else {
      throw DriverError(message: "expected at most \(inputSizeLimit >> 20) MiB, found \(Int(status.st_size) >> 20) MiB")
    }
    // Read from the descriptor checked (a regular file reads alike without blocking).
    guard let bytes = readContents(descriptor, sizeHint: Int(status.st_size)), bytes.count <= inputSizeLimit else {
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
    return readContents(descriptor, sizeHint: Int(status.st_size))
  }

  /// The bytes of an open file from where it is to its end, read straight into an array of
  /// the file's size (`sizeHint`: a file that grows meanwhile is read to its end); nil if
  /// it cannot be read.
  static func readContents(_ descriptor: Int32, sizeHint: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var room = max(sizeHint, 0) + 1
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

  /// The `*.mustache` files of a templates directory, sorted.
  public static func templateFiles(in directory: String) throws -> [String] {
    let found = (entries(of: directory) ?? []).filter { $0.name.hasSuffix(".mustache") }.sorted { $0.name < $1.name }
    guard !found.isEmpty else { throw DriverError(message: "no templates in '\(directory.escapedForTerminal)'") }
    for (name, type) in found {
      // A template is a file of the folder: a link could point anywhere (`/etc/passwd`).
      if type == DT_LNK {
        throw DriverError(
          message:
            "expected a template file, found a symbolic link: '\(joined(directory, name).escapedForTerminal)'; copy the template into the folder",
          isUsage: true)
      }
      // A name themec does not render is a mistake it says, not one it ignores.
      guard Renderer.templateNames.contains(String(name.dropLast(".mustache".count))) else {
        throw DriverError(
          message:
            "expected templates named \(Renderer.templateNames.map { "'\($0).mustache'" }.joined(separator: ", ")), found '\(joined(directory, name).escapedForTerminal)'",
          isUsage: true)
      }
    }
    return found.map { joined(directory, $0.name) }
  }

  /// Reads template files by name (`strings.swift` for `strings.swift.mustache`).
  public static func readTemplates(_ files: [String]) throws -> [String: String] {
    var templates: [String: String] = [:]
    for path in files {
      // A regular file of bounded size, as every input is; the reason when it cannot be read.
      let bytes: [UInt8]
      do {
        bytes = try readInput(path)
      } catch let error as DriverError {
        throw DriverError(message: "cannot read '\(path.escapedForTerminal)': \(error.message)")
      }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      templates[String(name.dropLast(".mustache".count))] = String(decoding: bytes, as: UTF8.self)
    }
    return templates
  }

  /// Writes the outputs that changed into `directory` (made if missing) and removes the
  /// stale ones of `previous`, holding the directory's lock meanwhile (see
  /// `OutputDirectory`). Returns the paths written and the paths removed.
  public static func write(
    _ outputs: [OutputFile], streamed: [String] = [], sink: FileSink? = nil, previous: [BuildManifest.Stamp] = [],
    to directory: String
  ) throws -> (written: [String], removed: [String]) {
    let output = try OutputDirectory(directory)
    defer { output.release() }
    return try output.replace(outputs, streamed: streamed, sink: sink, previous: previous)
  }

  /// Replaces one file atomically: a new temporary file beside it, synced, renamed over it.
  static func replaceFile(_ path: String, with chunks: [[UInt8]]) throws {
    let directory = parent(of: path)
    let name = String(path.dropFirst(directory.count + 1))
    if let problem = makeDirectory(directory) { throw DriverError(message: "cannot write '\(path)': \(problem)") }
    let temporary = directory + "/.\(name).themec-\(getpid())"
    let descriptor = try createNew(temporary, for: path)
    if let problem = writeAndClose(descriptor, chunks) {
      unlink(temporary)
      throw DriverError(message: "cannot write '\(path)': \(problem)")
    }
    guard rename(temporary, path) == 0 else {
      let problem = String(cString: strerror(errno))
      unlink(temporary)
      throw DriverError(message: "cannot replace '\(path)': \(problem)")
    }
  }

  /// Whether a file's bytes are the pieces one after another.
  static func matches(_ existing: [UInt8], _ chunks: [[UInt8]]) -> Bool {
    guard existing.count == chunks.reduce(0, { $0 + $1.count }) else { return false }
    var offset = 0
    for chunk in chunks {
      guard existing[offset..<offset + chunk.count].elementsEqual(chunk) else { return false }
      offset += chunk.count
    }
    return true
  }

  /// A path without trailing slashes (`.` for none).
  static func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path.isEmpty ? "." : path
  }

  /// The last component of a path (`b` for `a/b/`; the path itself when it has none).
  /// Foundation's `NSString.lastPathComponent` and `deletingLastPathComponent` trap on a
  /// one-character name on Linux ("o"): paths are split here.
  static func lastComponent(of path: String) -> String {
    let trimmed = normalized(path)
    guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// The directory that holds `path` (`.` for a bare name).
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates a new file, never through a link: whatever is at the name is removed first,
  /// and the create fails rather than follow anything that appears in between.
  static func createNew(_ path: String, for final: String) throws(DriverError) -> Int32 {
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(path, flags, 0o644)
    if descriptor < 0 && errno == EEXIST {
      unlink(path)
      descriptor = open(path, flags, 0o644)
    }
    guard descriptor >= 0 else {
      throw DriverError(message: "cannot write '\(final)': \(String(cString: strerror(errno)))")
    }
    return descriptor
  }

  /// Creates a file that does not exist, whole: written to a new temporary file beside it
  /// (never through a link), synced, then linked to its name, which fails rather than
  /// replace anything there, a dangling link included. False if something is at the name.
  static func createExclusively(_ path: String, with bytes: [UInt8]) throws(DriverError) -> Bool {
    let temporary = parent(of: path) + "/.themec-new-\(getpid())"
    let descriptor = try createNew(temporary, for: path)
    defer { unlink(temporary) }
    if let problem = writeAndClose(descriptor, [bytes]) {
      throw DriverError(message: "cannot write '\(path)': \(problem)")
    }
    guard link(temporary, path) == 0 else {
      if errno == EEXIST { return false }
      throw DriverError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    return true
  }

  /// Whether something is at a path (not following a link).
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Flushes a directory's entries to disk.
  static func syncDirectory(_ path: String, for directory: String) throws(DriverError) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      throw DriverError(message: "cannot write '\(directory)': \(String(cString: strerror(errno)))")
    }
  }

  /// A directory's entries (without `.` and `..`) and their `d_type`, read with `readdir`
  /// (Foundation's enumerator costs a no-op build milliseconds: paths rebuilt as NSStrings,
  /// entries cast from `Any`); nil if it cannot be opened.
  static func entries(of directory: String) -> [(name: String, type: Int32)]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var found: [(name: String, type: Int32)] = []
    // The name is read where it lies, up to its NUL: a record is as long as its name
    // (`d_reclen`), so copying the whole `d_name` array can read past the last record.
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
    while let entry = readdir(stream) {
      let record = UnsafeRawPointer(entry)
      let name = String(cString: (record + nameOffset).assumingMemoryBound(to: CChar.self))
      let type = Int32(record.load(fromByteOffset: typeOffset, as: UInt8.self))
      if name != "." && name != ".." { found.append((name, type)) }
    }
    return found
  }

  /// Creates a directory and its missing parents; the reason on failure (`Not a directory`
  /// when a parent is a file).
  static func makeDirectory(_ directory: String) -> String? {
    var status = stat()
    if stat(directory, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : String(cString: strerror(ENOTDIR))
    }
    let parent = parent(of: normalized(directory))
    if parent != directory, parent != ".", parent != "/", let problem = makeDirectory(parent) { return problem }
    guard mkdir(directory, 0o755) == 0 || errno == EEXIST else { return String(cString: strerror(errno)) }
    return nil
  }

  /// Writes the pieces and closes the file; the reason on failure.
  static func writeAndClose(_ descriptor: Int32, _ chunks: [[UInt8]]) -> String? {
    for chunk in chunks {
      if let problem = writeAll(descriptor, chunk) {
        close(descriptor)
        return problem
      }
    }
    // On disk before it is renamed over the old output.
    return syncAndClose([descriptor])[0]
  }

  /// Syncs files written (each on disk before it is renamed over an old output) and closes
  /// them: each its reason on failure, or nil. All are synced at once, a thread each: the
  /// file system commits them together where it can (the medium benchmark's six outputs
  /// took 6.8 ms synced one after another, 3.6 ms two at a time).
  static func syncAndClose(_ descriptors: [Int32]) -> [String?] {
    let problems = blockingMap(descriptors) { descriptor -> Int32 in
      if fsync(descriptor) != 0 {
        let problem = errno
        close(descriptor)
        return problem
      }
      return close(descriptor) == 0 ? 0 : errno
    }
    return problems.map { $0 == 0 ? nil : String(cString: strerror($0)) }
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

}

/// Streams outputs into temporary files of the output directory (see `OutputDirectory`)
/// while they are compiled, comparing each with the file it would replace as it goes, so
/// that neither is held in memory and an unchanged output is not replaced.
public final class FileSink: OutputSink, @unchecked Sendable {
  private struct Stream {
    var descriptor: Int32
    /// The current file at the final path, read along as bytes arrive; -1 if none.
    var existing: Int32
    var identical: Bool
    /// Bytes written, and how many of them were started on their way to disk.
    var written = 0, sent = 0
  }

  private let directory: String
  // Appends come one at a time (see `OutputSink`); `finish` and `discard` after them.
  private var streams: [String: Stream] = [:]
  private var failure: String?
  private static let writebackBatch = 1 << 20

  /// A sink for outputs of `directory`.
  public init(directory: String) {
    self.directory = Driver.normalized(directory)
  }

  private func temporary(_ path: String) -> String { directory + "/" + OutputDirectory.temporaryName(of: path) }

  public func append(_ bytes: [UInt8], to path: String) {
    guard failure == nil else { return }
    if streams[path] == nil {
      let descriptor: Int32
      do {
        guard OutputDirectory.isOutputName(path) else {
          throw DriverError(message: "cannot write '\(directory)/\(path)': not a file name of the output directory")
        }
        if let problem = Driver.makeDirectory(directory) {
          throw DriverError(message: "cannot write '\(directory)/\(path)': \(problem)")
        }
        descriptor = try Driver.createNew(temporary(path), for: directory + "/" + path)
      } catch {
        failure = (error as? DriverError)?.message ?? "\(error)"
        return
      }
      let existing = open(directory + "/" + path, O_RDONLY | O_CLOEXEC)
      streams[path] = Stream(descriptor: descriptor, existing: existing, identical: existing >= 0)
    }
    var stream = streams[path]!
    if let problem = Driver.writeAll(stream.descriptor, bytes) {
      failure = "cannot write '\(directory + "/" + path)': \(problem)"
      return
    }
    stream.written += bytes.count
    // Each MiB is started on its way to disk while the outputs compile (`sync_file_range`
    // returns at once), so the sync before the rename waits only for the rest, and reports a
    // failed write. A thread running `fdatasync` instead woke 60-80 times a medium build,
    // each time taking a core from a compiling job. Elsewhere that sync writes it all.
    #if os(Linux)
      if stream.written - stream.sent >= Self.writebackBatch {
        let unsent = Int64(stream.written - stream.sent)
        _ = sync_file_range(stream.descriptor, Int64(stream.sent), unsent, UInt32(CLINUX_SYNC_FILE_RANGE_WRITE))
        stream.sent = stream.written
      }
    #endif
    if stream.identical {
      var current = [UInt8](repeating: 0, count: bytes.count)
      stream.identical = Driver.readAll(stream.existing, into: &current) == bytes.count && current == bytes
    }
    streams[path] = stream
  }

  /// Hands over the streams named in `paths` that changed: each output whole in its
  /// temporary file, open for the caller to sync and close (`Driver.syncAndClose`).
  /// Unchanged ones are closed and removed. Throws the first I/O failure.
  func finish(_ paths: [String]) throws -> [(path: String, descriptor: Int32)] {
    if let failure { throw DriverError(message: failure) }
    var changed: [(path: String, descriptor: Int32)] = []
    for path in paths {
      guard let stream = streams.removeValue(forKey: path) else { continue }
      var unchanged = stream.identical
      if unchanged {
        var probe = [UInt8](repeating: 0, count: 1)
        unchanged = Driver.readAll(stream.existing, into: &probe) == 0
      }
      if stream.existing >= 0 { close(stream.existing) }
      if unchanged {
        close(stream.descriptor)
        unlink(temporary(path))
      } else {
        changed.append((path, stream.descriptor))
      }
    }
    return changed
  }

  /// Closes and removes every stream not handed over by `finish`.
  public func discard() {
    for (path, stream) in streams {
      close(stream.descriptor)
      if stream.existing >= 0 { close(stream.existing) }
      unlink(temporary(path))
    }
    streams.removeAll()
  }
}
