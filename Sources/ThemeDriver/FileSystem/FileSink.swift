import ThemeCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import CLinux
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    self.directory = FileSystem.normalized(directory)
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
        if let problem = FileSystem.makeDirectory(directory) {
          throw DriverError(message: "cannot write '\(directory)/\(path)': \(problem)")
        }
        descriptor = try FileSystem.createNew(temporary(path), for: directory + "/" + path)
      } catch {
        failure = (error as? DriverError)?.message ?? "\(error)"
        return
      }
      let existing = open(directory + "/" + path, O_RDONLY | O_CLOEXEC)
      streams[path] = Stream(descriptor: descriptor, existing: existing, identical: existing >= 0)
    }
    var stream = streams[path]!
    if let problem = FileSystem.writeAll(stream.descriptor, bytes) {
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
      stream.identical =
        FileSystem.readAll(stream.existing, into: &current) == bytes.count
        && FileSystem.sameBytes(current[...], bytes[...])
    }
    streams[path] = stream
  }

  /// Hands over the streams named in `paths` that changed: each output whole in its
  /// temporary file, open for the caller to sync and close (`FileSystem.syncAndClose`).
  /// Unchanged ones are closed and removed. Throws the first I/O failure.
  func finish(_ paths: [String]) throws -> [(path: String, descriptor: Int32)] {
    if let failure { throw DriverError(message: failure) }
    var changed: [(path: String, descriptor: Int32)] = []
    for path in paths {
      guard let stream = streams.removeValue(forKey: path) else { continue }
      var unchanged = stream.identical
      if unchanged {
        var probe = [UInt8](repeating: 0, count: 1)
        unchanged = FileSystem.readAll(stream.existing, into: &probe) == 0
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
