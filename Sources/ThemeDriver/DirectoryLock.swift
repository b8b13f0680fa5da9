import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a directory, the directory's own (`flock` on its descriptor, so
/// there is no lock file to leave): a build into an output directory and a merge into a
/// folder of strings files each hold one, and a second waits for the first.
final class DirectoryLock {
  /// The directory, as given.
  let path: String
  private var descriptor: Int32

  /// Takes the lock, waiting (and saying so on standard error, naming `holder`: "build",
  /// "merge") while another process holds it.
  init(_ path: String, holder: String) throws(DriverError) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw DriverError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        let problem = String(cString: strerror(errno))
        closeDescriptor(descriptor)
        throw DriverError(message: "cannot lock '\(path)': \(problem)")
      }
      Driver.printDiagnostics("themec: waiting for another \(holder) into '\(path)'\n")
      while flock(descriptor, LOCK_EX) != 0 {
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
