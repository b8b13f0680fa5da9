import ThemeCompiler
import ThemeCore
import ThemeRender

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
#if canImport(CLinux)
  import CLinux
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
    for (name, type) in FileSystem.entries(of: directory) ?? [] {
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
      InputFile(path: path) { try FileSystem.readInput(path) }
    }
  }

  /// The `*.mustache` files of a templates directory, sorted.
  public static func templateFiles(in directory: String) throws -> [String] {
    let found = (FileSystem.entries(of: directory) ?? []).filter { $0.name.hasSuffix(".mustache") }.sorted {
      $0.name < $1.name
    }
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
        bytes = try FileSystem.readInput(path)
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
    let changed = try output.replace(outputs, streamed: streamed, sink: sink, previous: previous)
    try output.record(nil)
    return changed
  }

}

extension Driver {
  /// Sets glibc's allocator up for a run that builds once and exits: the heap grows in
  /// large steps, freed memory stays with the process, and large buffers (a locale's
  /// output sections, the rendered Swift) come from the heap rather than from a mapping
  /// of their own. By default each of these returned or mapped memory that the next
  /// allocation faulted in again, with a call that interrupts the other core to flush its
  /// page tables (what it saves: `Measuring.md`).
  /// Only `themec build` calls it: it sets the whole process's allocator, and a process
  /// that goes on (`watch`, an app linking the library) or holds hundreds of megabytes at
  /// once (`import` of 100,000 keys: 23 MB more at its peak) is better served by the
  /// defaults. It does nothing where the C library is not glibc (macOS).
  public static func tuneAllocator() {
    #if canImport(CLinux) && os(Linux)
      _ = mallopt(M_TOP_PAD, 64 << 20)
      _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
      _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    #endif
  }
}
