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
  /// skipping them in silence); files are taken as given. An entry whose name or path
  /// below the searched directory matches an `excluding` glob (`fnmatch`, `*` within a
  /// name: `Legacy`, `*/old/*`, `*.draft.strings.yaml`) is passed over. Sorted, so runs are
  /// deterministic.
  public static func discoverInputs(_ paths: [String], excluding: [String] = []) throws -> [String] {
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
      collectInputs(in: path, below: "", excluding: excluding, into: &found)
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
    in directory: String, below relative: String, excluding: [String], into found: inout [String]
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
        collectInputs(in: path, below: below, excluding: excluding, into: &found)
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
        case S_IFDIR: "a directory"
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

  /// The `*.mustache` files of a templates directory, sorted.
  public static func templateFiles(in directory: String) throws -> [String] {
    let names = (entries(of: directory) ?? []).map(\.name).filter { $0.hasSuffix(".mustache") }.sorted()
    guard !names.isEmpty else { throw DriverError(message: "no templates in '\(directory)'") }
    return names.map { joined(directory, $0) }
  }

  /// Reads template files by name (`strings.swift` for `strings.swift.mustache`).
  public static func readTemplates(_ files: [String]) throws -> [String: String] {
    var templates: [String: String] = [:]
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw DriverError(message: "cannot read '\(path)'")
      }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      templates[String(name.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
    }
    return templates
  }

  /// Replaces the output set in `directory` as a whole, or not at all: the new set is
  /// staged in a directory beside it (`stagingDirectory(for:)`) — changed outputs written
  /// and synced, every other entry linked, outputs of `previous` that this build no longer
  /// writes left out — and one rename exchanges the two directories. A build killed at any
  /// moment leaves the old set or the new one, never a mix; what it left beside the
  /// directory is removed by the next build. When no output changes and none is stale,
  /// nothing is written. Returns the paths written and the paths removed.
  ///
  /// `streamed` names outputs already streamed to `sink` during compilation; they are put in
  /// place with the others (or dropped if unchanged). Whatever else `sink` holds is discarded.
  public static func write(
    _ outputs: [OutputFile], streamed: [String] = [], sink: FileSink? = nil, previous: [String] = [],
    to directory: String
  ) throws -> (written: [String], removed: [String]) {
    // Paths are reported under the directory as given; the set is exchanged where it is.
    let given = normalized(directory)
    let directory = try outputDirectory(directory)
    let staging = stagingDirectory(for: directory)
    var staged = false
    defer {
      sink?.discard()
      if staged { removeTree(staging) }
    }
    var changed: [String] = []
    if let sink {
      staged = sink.isStaging
      changed += try sink.finish(streamed)
    }
    for output in outputs.sorted(by: { $0.path < $1.path }) {
      if let existing = readFile(directory + "/" + output.path), matches(existing, output.chunks) { continue }
      if !staged {
        try makeStaging(staging, for: directory + "/" + output.path)
        staged = true
      }
      let descriptor = try createStaged(output.path, in: staging, for: directory)
      if let problem = writeAndClose(descriptor, output.chunks) {
        throw DriverError(message: "cannot write '\(directory)/\(output.path)': \(problem)")
      }
      changed.append(output.path)
    }
    let current = Set(outputs.map(\.path) + streamed)
    let stale = previous.filter { !current.contains($0) && !$0.contains("/") && exists(directory + "/" + $0) }.sorted()
    removeLitter(beside: directory)
    guard !changed.isEmpty || !stale.isEmpty else { return ([], []) }
    if !staged {
      try makeStaging(staging, for: directory)
      staged = true
    }
    // Everything else the directory holds goes into the new set as it is (linked, so an
    // unchanged output keeps its file and modification time).
    if let problem = mirror(directory, into: staging, skipping: Set(changed + stale)) {
      throw DriverError(message: "cannot write '\(directory)': \(problem)")
    }
    // The new directory keeps the old one's permissions.
    var status = stat()
    if lstat(directory, &status) == 0 { chmod(staging, status.st_mode & 0o7777) }
    try syncDirectory(staging, for: directory)
    if let problem = exchange(staging, directory) {
      throw DriverError(message: "cannot replace '\(directory)': \(problem)")
    }
    // The old set is now at the staging name, and removed (by the defer).
    try syncDirectory(parent(of: directory), for: directory)
    return (changed.sorted().map { given + "/" + $0 }, stale.map { given + "/" + $0 })
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
  private static func matches(_ existing: [UInt8], _ chunks: [[UInt8]]) -> Bool {
    guard existing.count == chunks.reduce(0, { $0 + $1.count }) else { return false }
    var offset = 0
    for chunk in chunks {
      guard existing[offset..<offset + chunk.count].elementsEqual(chunk) else { return false }
      offset += chunk.count
    }
    return true
  }

  /// The output directory as the set is exchanged in: through a link to where it points
  /// (the link stays), and never the working directory or one that holds it, whose
  /// exchange would leave a shell in a removed directory (a usage error).
  static func outputDirectory(_ path: String) throws(DriverError) -> String {
    let path = normalized(path)
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    let directory = String(cString: resolved)
    if let working = getcwd(nil, 0) {
      defer { free(working) }
      let cwd = String(cString: working)
      if cwd == directory || cwd.hasPrefix(directory == "/" ? "/" : directory + "/") {
        throw DriverError(
          message:
            "expected an output directory of its own, found '\(path)', which holds the working directory;"
            + " use -o Generated",
          isUsage: true)
      }
    }
    return directory
  }

  /// A path without trailing slashes (`.` for none).
  static func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path.isEmpty ? "." : path
  }

  /// The directory that holds `path` (`.` for a bare name).
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Where a build of this process stages the new output set of `directory`: beside it,
  /// hidden, named for the process (`.Generated.themec-<pid>`).
  static func stagingDirectory(for directory: String) -> String {
    let name = directory.split(separator: "/").last.map(String.init) ?? directory
    return joined(parent(of: directory), ".\(name).themec-\(getpid())")
  }

  /// Creates the staging directory, empty (and the output's parents).
  static func makeStaging(_ staging: String, for path: String) throws(DriverError) {
    if let problem = makeDirectory(parent(of: staging)) {
      throw DriverError(message: "cannot write '\(path)': \(problem)")
    }
    if mkdir(staging, 0o755) != 0 && errno == EEXIST {
      // Left by an earlier process with this id.
      removeTree(staging)
      _ = mkdir(staging, 0o755)
    }
    var status = stat()
    guard lstat(staging, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw DriverError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  /// Creates an output's new file in the staging directory.
  static func createStaged(_ name: String, in staging: String, for directory: String) throws(DriverError) -> Int32 {
    try createNew(staging + "/" + name, for: directory + "/" + name)
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

  /// Links every entry of `source` into `target`, except the names in `skipping` and
  /// builds' litter: files hard-linked (copied where links are refused), directories
  /// recreated and filled, symbolic links copied. Nothing when `source` does not exist.
  static func mirror(_ source: String, into target: String, skipping: Set<String> = []) -> String? {
    guard let names = entries(of: source) else { return errno == ENOENT ? nil : String(cString: strerror(errno)) }
    for (name, _) in names {
      if skipping.contains(name) || name.contains(".themec-") { continue }
      let from = source + "/" + name
      let to = target + "/" + name
      var status = stat()
      guard lstat(from, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        guard mkdir(to, status.st_mode & 0o7777) == 0 else { return String(cString: strerror(errno)) }
        if let problem = mirror(from, into: to) { return problem }
      case S_IFLNK:
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(from, &buffer, buffer.count - 1)
        guard count >= 0 else { return String(cString: strerror(errno)) }
        buffer[count] = 0
        guard symlink(buffer, to) == 0 else { return String(cString: strerror(errno)) }
      default:
        if link(from, to) == 0 { continue }
        guard let bytes = readFile(from) else { return "cannot read '\(from)'" }
        guard let descriptor = try? createNew(to, for: from) else { return String(cString: strerror(errno)) }
        if let problem = writeAndClose(descriptor, [bytes]) { return problem }
      }
    }
    return nil
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

  /// Exchanges two directories in one step (`renameat2` with `RENAME_EXCHANGE` on Linux,
  /// `renamex_np` with `RENAME_SWAP` on Apple platforms); renames `staging` into place where
  /// `directory` does not exist. Where the file system cannot exchange, the old directory
  /// is moved aside first (for an instant there is no output directory, never a mix).
  /// The reason on failure.
  static func exchange(_ staging: String, _ directory: String) -> String? {
    guard exists(directory) else {
      return rename(staging, directory) == 0 ? nil : String(cString: strerror(errno))
    }
    #if os(Linux)
      typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
      if let symbol = dlsym(nil, "renameat2") {
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        // RENAME_EXCHANGE
        if renameat2(AT_FDCWD, staging, AT_FDCWD, directory, 2) == 0 { return nil }
        guard errno == EINVAL || errno == ENOSYS else { return String(cString: strerror(errno)) }
      }
    #elseif canImport(Darwin)
      if renamex_np(staging, directory, UInt32(RENAME_SWAP)) == 0 { return nil }
      guard errno == EINVAL || errno == ENOTSUP else { return String(cString: strerror(errno)) }
    #endif
    let aside = staging + ".old"
    guard rename(directory, aside) == 0 else { return String(cString: strerror(errno)) }
    guard rename(staging, directory) == 0 else {
      let problem = String(cString: strerror(errno))
      _ = rename(aside, directory)
      return problem
    }
    return rename(aside, staging) == 0 ? nil : String(cString: strerror(errno))
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

  /// Removes a file or a directory and everything in it (not following links).
  static func removeTree(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR, let names = entries(of: path) {
      for (name, _) in names { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
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

  /// Removes what builds that no longer run left beside `directory` (a staged set, an old
  /// set not yet removed) and in it (a temporary manifest): a build killed mid-write.
  static func removeLitter(beside directory: String) {
    let name = directory.split(separator: "/").last.map(String.init) ?? directory
    for (folder, prefix) in [(parent(of: directory), ".\(name).themec-"), (directory, ".")] {
      for (entry, _) in entries(of: folder) ?? [] where entry.hasPrefix(prefix) {
        guard let marker = entry.range(of: ".themec-", options: .backwards) else { continue }
        let suffix = entry[marker.upperBound...]
        guard let pid = Int32(suffix.hasSuffix(".old") ? suffix.dropLast(4) : suffix), pid != getpid() else {
          continue
        }
        // A process that still runs (or that this one may not signal) keeps its files.
        if kill(pid, 0) == 0 || errno != ESRCH { continue }
        removeTree(folder + "/" + entry)
      }
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
    var text = ""
    text.reserveCapacity(160 * diagnostics.count)
    for diagnostic in diagnostics {
      diagnostic.render(into: &text)
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

/// Streams outputs into the staging directory of the output directory (see
/// `Driver.write`) while they are compiled, comparing each with the file it would replace
/// as it goes, so that neither is held in memory and an unchanged output is not replaced.
public final class FileSink: OutputSink, @unchecked Sendable {
  private struct Stream {
    var descriptor: Int32
    /// The current file at the final path, read along as bytes arrive; -1 if none.
    var existing: Int32
    var identical: Bool
  }

  private let directory: String
  private let staging: String
  // Appends come one at a time (see `OutputSink`); `finish` and `discard` after them.
  private var streams: [String: Stream] = [:]
  private var failure: String?
  /// Whether the staging directory was made (when the first bytes arrived).
  private(set) var isStaging = false

  /// A sink for outputs of `directory`.
  public init(directory: String) {
    self.directory = Driver.normalized(directory)
    staging = Driver.stagingDirectory(for: self.directory)
  }

  public func append(_ bytes: [UInt8], to path: String) {
    guard failure == nil else { return }
    if streams[path] == nil {
      let descriptor: Int32
      do {
        if !isStaging {
          try Driver.makeStaging(staging, for: directory + "/" + path)
          isStaging = true
        }
        descriptor = try Driver.createStaged(path, in: staging, for: directory)
      } catch {
        failure = error.message
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
    if stream.identical {
      var current = [UInt8](repeating: 0, count: bytes.count)
      stream.identical = Driver.readAll(stream.existing, into: &current) == bytes.count && current == bytes
      streams[path] = stream
    }
  }

  /// Closes the streams named in `paths` and returns the outputs that changed, now whole in
  /// the staging directory (unchanged ones are removed from it); throws the first I/O
  /// failure.
  func finish(_ paths: [String]) throws -> [String] {
    if let failure { throw DriverError(message: failure) }
    var changed: [String] = []
    for path in paths {
      guard let stream = streams.removeValue(forKey: path) else { continue }
      var unchanged = stream.identical
      if unchanged {
        var probe = [UInt8](repeating: 0, count: 1)
        unchanged = Driver.readAll(stream.existing, into: &probe) == 0
      }
      if stream.existing >= 0 { close(stream.existing) }
      // A changed output is on disk before the set is exchanged.
      let synced = unchanged || fsync(stream.descriptor) == 0
      guard close(stream.descriptor) == 0, synced else {
        throw DriverError(message: "cannot write '\(directory + "/" + path)': \(String(cString: strerror(errno)))")
      }
      if unchanged {
        unlink(staging + "/" + path)
      } else {
        changed.append(path)
      }
    }
    return changed
  }

  /// Closes every stream not handed over by `finish` and removes the staging directory
  /// (after `Driver.write`, it holds the old set, or the new one when the write failed).
  public func discard() {
    for stream in streams.values {
      close(stream.descriptor)
      if stream.existing >= 0 { close(stream.existing) }
    }
    streams.removeAll()
    if isStaging { Driver.removeTree(staging) }
    isStaging = false
  }
}
