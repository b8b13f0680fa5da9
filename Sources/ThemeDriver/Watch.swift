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
#if os(macOS)
  import CoreServices
#endif

/// Waits for changes below a set of paths: inotify on Linux (each directory watched, new
/// ones as they appear, a root's parent for the root's own name so that a root deleted and
/// made again is seen); FSEvents on macOS (each root's parent, recursively, with events per
/// file; events outside the roots do not count); elsewhere a comparison of the files'
/// modification times a few times a second. The macOS branch is compiled on macOS only (not
/// here): it is a thin event source in front of the same filter (`counts`) that the Linux
/// tests run. Only what a build reads counts: YAML, templates, JSON (a baseline) and
/// directories; editors' swap files do not, and neither do the build's own outputs in the
/// output directory, wherever it is (inside an input, or one itself).
final class InputWatcher {
  private let roots: [String]
  /// The output directory, resolved: events about the outputs' names in it do not count.
  private let output: String?
  #if os(Linux)
    private let descriptor: Int32
    /// The directory each watch is on (resolved), for telling the output directory's events.
    private var directories: [Int32: String] = [:]
    /// For a directory watched for some names only (a file root's, a root's parent): those
    /// names (events about its other entries do not count).
    private var only: [Int32: Set<String>] = [:]
  #elseif os(macOS)
    private var stream: FSEventStreamRef?
    /// Signalled once per batch of events with one that counts.
    private let changes = DispatchSemaphore(value: 0)
    private let queue = DispatchQueue(label: "themec.watch")
    /// The roots, resolved (FSEvents reports resolved paths: /private/var, not /var).
    private let resolvedRoots: [String]
  #else
    private var snapshot: [String: Date] = [:]
  #endif

  init(paths: [String], ignoring output: String?) throws {
    roots = paths
    // The first build may make it.
    self.output = output.flatMap(FileSystem.resolvedAsMade)
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_CLOEXEC))
      guard descriptor >= 0 else {
        throw DriverError(message: "cannot watch the inputs: \(String(cString: strerror(errno)))")
      }
      addWatches()
    #elseif os(macOS)
      resolvedRoots = paths.map { FileSystem.resolvedAsMade($0) ?? $0 }
      try startStream()
    #else
      snapshot = Self.snapshot(of: paths, output: self.output)
    #endif
  }

  deinit {
    #if os(Linux)
      close(descriptor)
    #elseif os(macOS)
      if let stream {
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        // The callback holds this watcher unretained: wait for one running on the queue.
        queue.sync {}
        FSEventStreamRelease(stream)
      }
    #endif
  }

  /// Whether a name is one a build reads (or a directory, which may hold one); hidden
  /// names (a build's temporary files, an editor's swap file) are not.
  static func matters(_ name: String, isDirectory: Bool) -> Bool {
    !name.hasPrefix(".") && (isDirectory || [".yaml", ".yml", ".mustache", ".json"].contains { name.hasSuffix($0) })
  }

  /// Whether an entry of `directory` (resolved) is one of the build's outputs, or the output
  /// directory itself (which the first build makes).
  func isOutput(_ name: String, in directory: String?) -> Bool {
    guard let directory, let output else { return false }
    return (directory == output && CompilationResult.outputNames.contains(name))
      || (directory == "/" ? "/" + name : directory + "/" + name) == output
  }

  /// Blocks until something that matters changes, then until `quiet` seconds pass with no
  /// further change (an editor's save is several events), and returns.
  func waitForChange(quiet: Double) {
    #if os(Linux)
      while !readEvents(timeout: -1) { addWatches() }
      while readEvents(timeout: Int32(quiet * 1000)) {}
      addWatches()
    #elseif os(macOS)
      changes.wait()
      while changes.wait(timeout: .now() + quiet) == .success {}
    #else
      while true {
        usleep(200_000)
        let now = Self.snapshot(of: roots, output: output)
        if now != snapshot {
          snapshot = now
          break
        }
      }
      usleep(useconds_t(quiet * 1_000_000))
      snapshot = Self.snapshot(of: roots, output: output)
    #endif
  }

  #if os(Linux)
    private static let mask = UInt32(
      IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches every directory below the roots (a file root: its directory, for its name),
    /// and each root's parent for the root's name. Adding a watch to a directory already
    /// watched returns its watch; one deleted and made again (a new inode) gets a new one,
    /// so this runs after every wake.
    private func addWatches() {
      for root in roots {
        let trimmed = FileSystem.normalized(root)
        let parent = FileSystem.parent(of: trimmed)
        let name = FileSystem.lastComponent(of: trimmed)
        guard FileSystem.isDirectory(trimmed) else {
          // A file, or gone (or not made yet): its parent says when it changes or appears.
          watch(parent, names: [name])
          continue
        }
        if name != "." && name != ".." && name != "/" { watch(parent, names: [name]) }
        var pending = [trimmed]
        while let directory = pending.popLast() {
          watch(directory, names: nil)
          for (entry, type) in FileSystem.entries(of: directory) ?? []
          where type == Int32(DT_DIR) && !entry.hasPrefix(".") {
            pending.append(directory + "/" + entry)
          }
        }
      }
    }

    /// Watches a directory, for every entry (`names` nil) or for some names.
    private func watch(_ directory: String, names: Set<String>?) {
      let watch = inotify_add_watch(descriptor, directory, Self.mask)
      guard watch >= 0 else { return }
      directories[watch] = FileSystem.resolved(directory)
      if let names {
        // A directory watched whole stays so.
        if !wholly.contains(watch) { only[watch, default: []].formUnion(names) }
      } else {
        wholly.insert(watch)
        only[watch] = nil
      }
    }

    /// The watches on directories watched for every entry.
    private var wholly: Set<Int32> = []

    /// Reads the events that arrive within `timeout` milliseconds (-1: however long);
    /// whether one of them matters.
    private func readEvents(timeout: Int32) -> Bool {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, timeout) > 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return false }
      var matters = false
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      buffer.withUnsafeBytes { raw in
        while offset + header <= count {
          let watch = raw.load(
            fromByteOffset: offset + MemoryLayout<inotify_event>.offset(of: \inotify_event.wd)!, as: Int32.self)
          let mask = raw.load(
            fromByteOffset: offset + MemoryLayout<inotify_event>.offset(of: \inotify_event.mask)!, as: UInt32.self)
          let length = Int(
            raw.load(
              fromByteOffset: offset + MemoryLayout<inotify_event>.offset(of: \inotify_event.len)!, as: UInt32.self))
          let nameBytes = UnsafeRawBufferPointer(
            rebasing: raw[(offset + header)..<min(offset + header + length, count)])
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          let isDirectory = mask & UInt32(IN_ISDIR) != 0
          if mask & UInt32(IN_IGNORED) != 0 {
            // The watch is gone (its directory was removed): forget it.
            directories[watch] = nil
            only[watch] = nil
            wholly.remove(watch)
          } else if wholly.contains(watch) {
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0
              || (Self.matters(name, isDirectory: isDirectory) && !isOutput(name, in: directories[watch]))
            {
              matters = true
            }
          } else if let names = only[watch], names.contains(name) {
            matters = true
          }
          offset += header + length
        }
      }
      return matters
    }
  #elseif os(macOS)
    /// Starts a stream on each root's parent (so that a root made again is seen), events per
    /// file, delivered on `queue`.
    private func startStream() throws {
      var context = FSEventStreamContext(
        version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil,
        copyDescription: nil)
      let callback: FSEventStreamCallback = { _, info, count, paths, flags, _ in
        guard let info else { return }
        let watcher = Unmanaged<InputWatcher>.fromOpaque(info).takeUnretainedValue()
        // With kFSEventStreamCreateFlagUseCFTypes, `paths` is a CFArray of CFStrings.
        let names = unsafeBitCast(paths, to: NSArray.self)
        var counted = false
        for index in 0..<count {
          guard let path = names[index] as? String else { continue }
          let isDirectory = flags[index] & FSEventStreamEventFlags(kFSEventStreamEventFlagItemIsDir) != 0
          if watcher.counts(path, isDirectory: isDirectory) { counted = true }
        }
        if counted { watcher.changes.signal() }
      }
      let parents = Array(Set(resolvedRoots.map { FileSystem.parent(of: $0) })) as CFArray
      guard
        let stream = FSEventStreamCreate(
          kCFAllocatorDefault, callback, &context, parents, FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.01,
          FSEventStreamCreateFlags(
            kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer))
      else { throw DriverError(message: "cannot watch the inputs: FSEvents refused the paths") }
      FSEventStreamSetDispatchQueue(stream, queue)
      guard FSEventStreamStart(stream) else {
        throw DriverError(message: "cannot watch the inputs: FSEvents did not start")
      }
      self.stream = stream
    }

    /// Whether an event about a path counts: the path is a root or below one, its name is
    /// one a build reads, and it is not one of the build's outputs.
    private func counts(_ path: String, isDirectory: Bool) -> Bool {
      guard resolvedRoots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { return false }
      let name = FileSystem.lastComponent(of: path)
      return resolvedRoots.contains(path)
        || (Self.matters(name, isDirectory: isDirectory) && !isOutput(name, in: FileSystem.parent(of: path)))
    }
  #else
    /// The modification time of every file below the roots (the outputs aside).
    private static func snapshot(of roots: [String], output: String?) -> [String: Date] {
      var times: [String: Date] = [:]
      for root in roots {
        let files = (FileManager.default.subpaths(atPath: root) ?? []).map { root + "/" + $0 } + [root]
        for file in files where matters(FileSystem.lastComponent(of: file), isDirectory: false) {
          let name = FileSystem.lastComponent(of: file)
          if CompilationResult.outputNames.contains(name),
            FileSystem.resolved(FileSystem.parent(of: file)) == output
          {
            continue
          }
          times[file] = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
        }
      }
      return times
    }
  #endif
}

/// `themec watch`: builds, then builds again each time an input, a template or the
/// project file changes (`quiet` seconds after the last change of a burst), printing each
/// build's findings. The request is resolved again for each build (the project file may
/// have changed). A change made during a build is seen after it. Stops after `builds`
/// builds when given (tests), else never.
public func watch(_ request: BuildRequest, quiet: Double = 0.015, builds: Int? = nil) throws {
  // Ctrl-C and SIGTERM stop it, even if whoever started it had them blocked (a blocked
  // mask is inherited through exec).
  var stopping = sigset_t()
  sigemptyset(&stopping)
  sigaddset(&stopping, SIGINT)
  sigaddset(&stopping, SIGTERM)
  sigprocmask(SIG_UNBLOCK, &stopping, nil)
  var done = 0
  var watcher: (paths: [String], watcher: InputWatcher)?
  while true {
    let current: (input: Frontend, outputs: BuildOutputs)
    do {
      current = try request.resolve()
    } catch {
      // A project file with errors (they are printed) or a missing input: wait for a fix.
      guard let watcher else { throw error }
      if let error = error as? DriverError, !error.isReported {
        Driver.printDiagnostics("error: \(error.message.escapedForTerminal)\n")
      }
      Driver.printDiagnostics(
        "themec: cannot build with these settings; watching \(watcher.paths.joined(separator: ", ").escapedForTerminal)\n"
      )
      watcher.watcher.waitForChange(quiet: quiet)
      continue
    }
    var paths = current.input.inputs
    if let templates = current.input.templates { paths.append(templates) }
    if let config = current.input.configPath { paths.append(config) }
    // Watching starts before the build, so that what changes during it is not missed.
    if watcher?.paths != paths { watcher = (paths, try InputWatcher(paths: paths, ignoring: current.outputs.output)) }
    let started = Date()
    let status: Int32
    do {
      status = try current.input.build(current.outputs)
    } catch {
      Driver.printDiagnostics("error: \(String(describing: error).escapedForTerminal)\n")
      status = 1
    }
    done += 1
    let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
    Driver.printDiagnostics(
      "themec: \(status == 0 ? "built" : "failed") in \(milliseconds) ms; watching \(paths.joined(separator: ", ").escapedForTerminal) (Ctrl-C stops)\n"
    )
    if let builds, done >= builds { return }
    watcher?.watcher.waitForChange(quiet: quiet)
  }
}
