import ThemeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import CLinux
  import Glibc
  private let posixWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let posixWrite = Darwin.write
#endif

/// The driver's POSIX file calls: reads of inputs, creates, writes, renames, syncs, directory
/// listings and link resolution, on paths checked by their callers (never through a link
/// where it creates, and with the reason on failure). Foundation's file APIs are not used
/// here: on Linux they trap on some names and cost a no-op build milliseconds. (Left
/// where they are: the preview's search for a browser opener, and the macOS watcher's
/// listing of a changed folder, which runs on a Mac only.)
enum FileSystem {
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
    guard Int(status.st_size) <= Driver.inputSizeLimit else {
      throw DriverError(
        message: "expected at most \(Driver.inputSizeLimit >> 20) MiB, found \(Int(status.st_size) >> 20) MiB")
    }
    // Read from the descriptor checked (a regular file reads alike without blocking).
    guard let bytes = readContents(descriptor, sizeHint: Int(status.st_size)), bytes.count <= Driver.inputSizeLimit
    else {
      throw DriverError(message: "expected at most \(Driver.inputSizeLimit >> 20) MiB, or a file that can be read")
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

  /// Replaces one file atomically: a new temporary file beside it, synced (unless `synced` is
  /// false), renamed over it.
  static func replaceFile(_ path: String, with chunks: [[UInt8]], synced: Bool = true) throws {
    let directory = parent(of: path)
    let name = String(path.dropFirst(directory.count + 1))
    if let problem = makeDirectory(directory) { throw DriverError(message: "cannot write '\(path)': \(problem)") }
    let temporary = directory + "/.\(name).themec-\(getpid())"
    let descriptor = try createNew(temporary, for: path)
    if let problem = writeAndClose(descriptor, chunks, synced: synced) {
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
      guard sameBytes(existing[offset..<offset + chunk.count], chunk[...]) else { return false }
      offset += chunk.count
    }
    return true
  }

  /// Whether two runs of bytes are equal (`ByteScan.equal`).
  static func sameBytes(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
    a.withUnsafeBytes { a in b.withUnsafeBytes { b in ByteScan.equal(a, b) } }
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

  /// `makeDirectory`, its failure an error that names the directory.
  static func createDirectory(_ directory: String) throws(DriverError) {
    if let problem = makeDirectory(directory) {
      throw DriverError(message: "cannot create the directory '\(directory)': \(problem)")
    }
  }

  /// Whether something is at a path, following links (as opening it would).
  static func isReachable(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether a path leads to a directory, following links.
  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Writes the pieces, syncs the file (unless `synced` is false) and closes it; the reason
  /// on failure.
  static func writeAndClose(_ descriptor: Int32, _ chunks: [[UInt8]], synced: Bool = true) -> String? {
    for chunk in chunks {
      if let problem = writeAll(descriptor, chunk) {
        close(descriptor)
        return problem
      }
    }
    guard synced else { return close(descriptor) == 0 ? nil : String(cString: strerror(errno)) }
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

  /// A path with links and `..` resolved, or nil if it does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// A path resolved; if it does not exist yet, its parent resolved and its name (what it
  /// will resolve to once made); nil if the parent does not exist either.
  static func resolvedAsMade(_ path: String) -> String? {
    let path = normalized(path)
    return resolved(path) ?? resolved(parent(of: path)).map { $0 + "/" + lastComponent(of: path) }
  }

  /// Where a path leads once its links are resolved, if that is outside `folder` (the
  /// project's, as a prefix of the working directory's paths); nil if it stays inside. The
  /// longest part of the path that exists is resolved (an output folder may not exist yet).
  static func escapedTarget(_ path: String, folder: String) -> String? {
    guard let root = resolved(folder.isEmpty ? FileManager.default.currentDirectoryPath : folder) else { return nil }
    var existing = path
    while resolved(existing) == nil {
      let up = parent(of: existing)
      guard up != existing, !up.isEmpty else { return nil }
      existing = up
    }
    guard let target = resolved(existing) else { return nil }
    return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? nil : target
  }

  /// Why a file others may have placed is not to be trusted (as ssh and git judge their
  /// files): anyone may write it, or it is neither this user's nor root's; nil if neither,
  /// or if it cannot be read.
  static func untrusted(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    if status.st_mode & S_IWOTH != 0 { return "anyone may write it" }
    return status.st_uid != getuid() && status.st_uid != 0 ? "another user owns it" : nil
  }
}
