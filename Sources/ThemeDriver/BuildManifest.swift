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

/// What the last successful build read and wrote, kept in the output directory as
/// `.themec-build`: when every input, template, option, output and the themec binary
/// itself are as recorded, the build is a no-op that reads no input and writes nothing;
/// it replays the diagnostics the last build reported.
///
/// Files are compared by size, modification and status-change times (nanoseconds) and
/// inode, as build systems do; a file rewritten with other bytes changes its ctime.
public struct BuildManifest: Equatable, Sendable {
  /// The manifest's file name in the output directory.
  public static let fileName = ".themec-build"
  private static let header = "themec-build 1"

  /// A file's identity: path and stat fields.
  public struct Stamp: Equatable, Sendable {
    var path: String
    var fields: String
  }

  /// Options and the binary, as one line.
  public var fingerprint: String
  /// Inputs and templates.
  public var inputs: [Stamp]
  /// Outputs.
  public var outputs: [Stamp]
  /// The diagnostics text the build printed, as UTF-8. A no-op build replays it: it runs to
  /// megabytes on large projects, so it stays the bytes read from the manifest, uncopied.
  public var diagnostics: ArraySlice<UInt8>

  /// The stamp of a file, or nil if it cannot be read.
  public static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
      let changed = Int(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int(info.st_ctimespec.tv_nsec)
    #else
      let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
      let changed = Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec)
    #endif
    return Stamp(path: path, fields: "\(info.st_size) \(modified) \(changed) \(info.st_ino)")
  }

  /// The stamp of an output by its name in the output directory (the manifest records
  /// outputs so), or nil if it cannot be read.
  public static func outputStamp(_ name: String, in outputDirectory: String) -> Stamp? {
    stamp(outputDirectory + "/" + name).map { Stamp(path: name, fields: $0.fields) }
  }

  /// Stamps of files, or nil if one cannot be read. Take them before reading the files, so
  /// a file changed during the build is seen as changed by the next one.
  public static func stamps(_ paths: [String]) -> [Stamp]? {
    var stamps: [Stamp] = []
    for path in paths {
      guard let stamp = stamp(path) else { return nil }
      stamps.append(stamp)
    }
    return stamps
  }

  /// The manifest of a build: its input stamps, and the outputs' stamps taken now.
  public static func current(
    fingerprint: String, inputStamps: [Stamp], outputDirectory: String, outputs: [String], diagnostics: String
  ) -> BuildManifest? {
    let executable = executablePath.flatMap(stamp)?.fields ?? "unknown"
    var outputStamps: [Stamp] = []
    for name in outputs.sorted() {
      guard let stamp = outputStamp(name, in: outputDirectory) else { return nil }
      outputStamps.append(stamp)
    }
    return BuildManifest(
      fingerprint: fingerprint + " binary=" + executable, inputs: inputStamps, outputs: outputStamps,
      diagnostics: ArraySlice(diagnostics.utf8))
  }

  /// The running binary, whose stamp is part of the fingerprint (a new themec rebuilds).
  /// On Linux `/proc/self/exe` names it without Foundation's main-bundle lookup, which
  /// costs more than the rest of a no-op build's manifest check.
  private static var executablePath: String? {
    #if os(Linux)
      "/proc/self/exe"
    #else
      Bundle.main.executablePath
    #endif
  }

  /// The recorded manifest of an output directory, if it still describes the inputs and
  /// outputs on disk; nil means: build.
  public static func upToDate(fingerprint: String, inputs: [String], outputDirectory: String) -> BuildManifest? {
    guard let bytes = FileSystem.readFile(outputDirectory + "/" + fileName),
      let recorded = BuildManifest(parsing: bytes),
      let inputStamps = stamps(inputs),
      let now = current(
        fingerprint: fingerprint, inputStamps: inputStamps, outputDirectory: outputDirectory,
        outputs: recorded.outputs.map(\.path), diagnostics: ""),
      now.fingerprint == recorded.fingerprint, now.inputs == recorded.inputs, now.outputs == recorded.outputs
    else { return nil }
    return recorded
  }

  /// The outputs the last successful build into `outputDirectory` recorded (names relative
  /// to it, with their stamps then); empty without a manifest.
  public static func recordedOutputs(in outputDirectory: String) -> [Stamp] {
    guard let bytes = FileSystem.readFile(outputDirectory + "/" + fileName),
      let recorded = BuildManifest(parsing: bytes)
    else { return [] }
    return recorded.outputs
  }

  /// The fingerprint of a build that was renaming its outputs into place: no build matches it.
  static let dirty = "dirty"

  /// The dirty mark, which a build writes over the manifest before its first rename: the
  /// next build rebuilds whatever happens meanwhile (a kill between two renames, then the
  /// inputs changed back), and may remove what this one is about to rename into place as
  /// its own (`pending`: each output's stamp as its temporary file has it; the rename
  /// changes only its status-change time, which is left out).
  static func dirtyMark(previous: [Stamp], pending: [Stamp]) -> BuildManifest {
    let renamed = Set(pending.map(\.path))
    let outputs = previous.filter { !renamed.contains($0.path) } + pending
    return BuildManifest(fingerprint: dirty, inputs: [], outputs: outputs.sorted { $0.path < $1.path }, diagnostics: [])
  }

  /// The stamp of a temporary file, for the output it becomes: its status-change time as `*`
  /// (a rename changes it).
  static func pendingStamp(_ temporaryPath: String, as name: String) -> Stamp? {
    stamp(temporaryPath).map { stamp in
      var fields = stamp.fields.split(separator: " ").map(String.init)
      if fields.count == 4 { fields[2] = "*" }
      return Stamp(path: name, fields: fields.joined(separator: " "))
    }
  }

  /// Whether a recorded output stamp describes the file on disk now (a `*` field matches any).
  static func describes(_ recorded: Stamp, _ file: Stamp) -> Bool {
    let (expected, actual) = (recorded.fields.split(separator: " "), file.fields.split(separator: " "))
    return expected.count == actual.count && zip(expected, actual).allSatisfy { $0 == "*" || $0 == $1 }
  }

  /// Writes the manifest atomically (temporary file, then rename), after the outputs; its
  /// bytes unsynced (see `OutputDirectory.record`).
  package func write(to outputDirectory: String) throws {
    try FileSystem.replaceFile(FileSystem.normalized(outputDirectory) + "/" + Self.fileName, with: bytes, synced: false)
  }

  /// The manifest file's bytes: the stamps' lines, then the diagnostics.
  var bytes: [[UInt8]] {
    var lines = [Self.header, "fingerprint\t" + fingerprint]
    lines += inputs.map { "input\t\($0.path)\t\($0.fields)" }
    lines += outputs.map { "output\t\($0.path)\t\($0.fields)" }
    lines.append("diagnostics")
    return [Array((lines.joined(separator: "\n") + "\n").utf8), Array(diagnostics)]
  }

  init(fingerprint: String, inputs: [Stamp], outputs: [Stamp], diagnostics: ArraySlice<UInt8>) {
    self.fingerprint = fingerprint
    self.inputs = inputs
    self.outputs = outputs
    self.diagnostics = diagnostics
  }

  init?(parsing file: [UInt8]) {
    // The stamps are short lines; the diagnostics after them are taken whole, as a slice.
    guard
      let parsed = file.withUnsafeBufferPointer({ bytes -> (String, [Stamp], [Stamp], Int)? in
        var fingerprint = ""
        var inputs: [Stamp] = []
        var outputs: [Stamp] = []
        var start = 0
        var first = true
        while start < bytes.count {
          var end = start
          while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
          let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
          start = end + 1
          if first {
            guard line.elementsEqual(Self.header.utf8) else { return nil }
            first = false
            continue
          }
          if line.elementsEqual("diagnostics".utf8) { return (fingerprint, inputs, outputs, min(start, bytes.count)) }
          // Split at tabs by bytes (a tab is one byte in UTF-8; splitting the line's
          // characters was most of a no-op build's own work).
          let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
          }
          switch fields.first {
          case "fingerprint" where fields.count == 2: fingerprint = fields[1]
          case "input" where fields.count == 3: inputs.append(Stamp(path: fields[1], fields: fields[2]))
          // The directory is shared: an output name that is not a plain file name is not ours.
          case "output" where fields.count == 3 && OutputDirectory.isOutputName(fields[1]):
            outputs.append(Stamp(path: fields[1], fields: fields[2]))
          default: return nil
          }
        }
        return nil
      })
    else { return nil }
    (fingerprint, inputs, outputs) = (parsed.0, parsed.1, parsed.2)
    diagnostics = file[parsed.3...]
  }
}
