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

/// A lock on a directory, the directory's own (`flock` on its descriptor, so there is no
/// lock file to leave): a build holds its output directory's exclusively and its input
/// folders' shared while it reads them; a merge holds the folders it writes exclusively. A
/// second build into a directory waits, and a build and a merge into one folder wait for
/// each other.
final class DirectoryLock {
  /// The directory, as given.
  let path: String
  private var descriptor: Int32

  /// Takes the lock (`shared`: one that other shared holders may hold too), waiting (and
  /// saying so on standard error, naming what holds it: "build", "merge") while another
  /// process holds it.
  init(_ path: String, holder: String, shared: Bool = false) throws(DriverError) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw DriverError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    let mode = shared ? LOCK_SH : LOCK_EX
    if flock(descriptor, mode | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        let problem = String(cString: strerror(errno))
        closeDescriptor(descriptor)
        throw DriverError(message: "cannot lock '\(path)': \(problem)")
      }
      Driver.printDiagnostics("themec: waiting for \(holder) into '\(path.escapedForTerminal)'\n")
      while flock(descriptor, mode) != 0 {
        guard errno == EINTR else {
          let problem = String(cString: strerror(errno))
          closeDescriptor(descriptor)
          throw DriverError(message: "cannot lock '\(path)': \(problem)")
        }
      }
    }
  }

  deinit { release() }

  /// Releases the lock.
  func release() {
    if descriptor >= 0 {
      closeDescriptor(descriptor)
      descriptor = -1
    }
  }
}

/// Closes a descriptor (the C function, which members named `close` would shadow).
func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

extension Driver {
  /// Shared locks on the folders of the strings files a build reads (a merge into one
  /// finishes first, and the next waits for the build), in order; the output directory,
  /// which the build holds already, is passed over.
  /// A round a killed merge left half applied in these folders is finished first, under
  /// their exclusive locks, and said.
  static func lockInputFolders(_ paths: [String], roots: [String] = [], except output: String) throws(DriverError)
    -> [DirectoryLock]
  {
    var outputStatus = stat()
    let hasOutput = stat(output, &outputStatus) == 0
    var folders: [String] = []
    // One lock a directory, however its path is spelled (a second on it would wait for the first).
    var seen: Set<[UInt64]> = []
    for folder in roundFolders(paths, roots: roots) {
      var status = stat()
      guard stat(folder, &status) == 0 else { continue }
      if hasOutput, status.st_dev == outputStatus.st_dev, status.st_ino == outputStatus.st_ino { continue }
      guard seen.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { continue }
      folders.append(folder)
    }
    if folders.contains(where: { FileSet.killedRound(in: $0) != nil }) {
      let exclusive = try folders.map { folder throws(DriverError) in
        try DirectoryLock(folder, holder: "a build or a merge")
      }
      let locked = Set(folders.map(FileSet.absolute))
      for folder in folders where FileSet.killedRound(in: folder) != nil {
        FileSet.recover(folder, within: locked)
        printDiagnostics(
          "themec: finished the merge a killed process left half done in '\(folder.escapedForTerminal)'\n")
      }
      exclusive.forEach { $0.release() }
    }
    return try folders.map { folder throws(DriverError) in try DirectoryLock(folder, holder: "a merge", shared: true) }
  }

  /// The folders a merge may write into: those of the strings files, and the input
  /// directories (`roots`), where a round's new locale files go.
  static func roundFolders(_ paths: [String], roots: [String]) -> [String] {
    let folders = paths.filter { $0.hasSuffix(".strings.yaml") }.map(FileSystem.parent(of:))
    return Set(folders + roots.filter(FileSystem.isDirectory).map(FileSystem.normalized)).sorted()
  }

  /// Refuses to read folders holding a round a killed merge left half applied (commands
  /// that write no inputs: `lint`, `status`, `export`, `watch`'s reads); `build` and the
  /// next `import --merge` finish it.
  static func refuseKilledRounds(_ paths: [String], roots: [String] = []) throws(DriverError) {
    for folder in roundFolders(paths, roots: roots) {
      guard let journal = FileSet.killedRound(in: folder) else { continue }
      throw DriverError(
        message:
          "'\(folder.escapedForTerminal)' holds a translation round a killed merge left half applied ('\(FileSystem.lastComponent(of: journal).escapedForTerminal)'); run themec build, or the next themec import --merge, to finish it"
      )
    }
  }
}
