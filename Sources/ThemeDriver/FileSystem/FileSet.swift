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

/// Files replaced (or created) as one set, all or none, across a kill: what a merge of
/// several locales writes.
///
/// Each file's new bytes go to `.<name>.themec-<pid>` beside it (created exclusively, never
/// through a link, with the old file's mode), and are synced. Then a journal naming every
/// rename (`.themec-round-<pid>` in the first locked directory) is written and synced; then
/// the renames; then the journal goes. A process killed before its journal is complete
/// leaves only temporary files, which the next round removes once the process is gone: the
/// old set stays. Killed after it, the next round finishes the renames the journal names:
/// the new set. Callers hold the `DirectoryLock` of every directory written.
enum FileSet {
  /// The journal's name prefix; the writer's process id follows.
  static let journalPrefix = ".themec-round-"

  /// Replaces or creates each file with its bytes (`create`: the file must not exist).
  static func replace(_ files: [(path: String, bytes: [UInt8], create: Bool)], journalIn directory: String)
    throws(DriverError)
  {
    guard !files.isEmpty else { return }
    var staged: [(temporary: String, final: String)] = []
    var open: [Int32] = []
    defer {
      for descriptor in open { closeDescriptor(descriptor) }
      for (temporary, _) in staged { unlink(temporary) }
    }
    for file in files {
      let parent = FileSystem.parent(of: file.path)
      let temporary = parent + "/" + OutputDirectory.temporaryName(of: FileSystem.lastComponent(of: file.path))
      var status = stat()
      let existing = lstat(file.path, &status) == 0
      if file.create, existing {
        throw DriverError(
          message: "'\(file.path)' exists; themec import does not replace a file it did not read", isUsage: true)
      }
      // A link is not replaced by a file (its target would keep the old text, and the link
      // would be gone): the round is refused, nothing written.
      if existing, status.st_mode & S_IFMT == S_IFLNK {
        let target = FileSystem.resolved(file.path).map { " (to '\($0.escapedForTerminal)')" } ?? ""
        throw DriverError(
          message:
            "'\(file.path.escapedForTerminal)' is a symbolic link\(target): a merge edits a locale file in place and does not replace a link; nothing is written (merge into the project that holds the file itself)"
        )
      }
      let descriptor = try FileSystem.createNew(temporary, for: file.path)
      staged.append((temporary, file.path))
      open.append(descriptor)
      // The file keeps its permissions (a file of mode 600 stays 600).
      if existing, status.st_mode & S_IFMT == S_IFREG { fchmod(descriptor, status.st_mode & 0o7777) }
      if let problem = FileSystem.writeAll(descriptor, file.bytes) {
        throw DriverError(message: "cannot write '\(file.path)': \(problem)")
      }
    }
    let synced = open
    open = []
    for (file, problem) in zip(files, FileSystem.syncAndClose(synced)) {
      if let problem { throw DriverError(message: "cannot write '\(file.path)': \(problem)") }
    }
    // The journal: every rename, with absolute paths (the next round may run elsewhere).
    let journal = directory + "/" + journalPrefix + String(getpid())
    var record: [UInt8] = []
    for (temporary, final) in staged {
      record += Array(absolute(temporary).utf8) + [0] + Array(absolute(final).utf8) + [0]
    }
    // A journal cut short by a kill lacks this last line, and is not followed.
    record += Array(journalEnd.utf8) + [0]
    let descriptor = try FileSystem.createNew(journal, for: journal)
    if let problem = FileSystem.writeAndClose(descriptor, [record]) {
      unlink(journal)
      throw DriverError(message: "cannot write '\(journal)': \(problem)")
    }
    try FileSystem.syncDirectory(directory, for: directory)
    for (temporary, final) in staged {
      guard rename(temporary, final) == 0 else {
        // The journal stays: the next round finishes what this one could not.
        throw DriverError(message: "cannot replace '\(final)': \(String(cString: strerror(errno)))")
      }
    }
    staged = []
    for directory in Set(files.map { FileSystem.parent(of: $0.path) }).sorted() {
      try FileSystem.syncDirectory(directory, for: directory)
    }
    unlink(journal)
  }

  /// The journal's last record: a journal without it was cut short before any rename.
  static let journalEnd = "themec-round-complete"

  /// The journal of a complete round that a killed process left in `directory`, if any: its
  /// renames may be half done, so the folder holds part of a round.
  static func killedRound(in directory: String) -> String? {
    for (name, _) in FileSystem.entries(of: directory) ?? [] where name.hasPrefix(journalPrefix) {
      guard let pid = Int32(name.dropFirst(journalPrefix.count)), !OutputDirectory.isRunning(pid),
        let record = FileSystem.readFile(directory + "/" + name),
        record.split(separator: 0).last.map({ $0.elementsEqual(journalEnd.utf8) }) ?? false
      else { continue }
      return directory + "/" + name
    }
    return nil
  }

  /// Finishes the rounds that killed processes left in `directory` (their journals), then
  /// removes the temporary files of processes that are gone. A journal is followed only
  /// where it renames a temporary name of its process over a locale file (`.strings.yaml`)
  /// beside it in one of `folders` (absolute paths: those the caller holds locked): a
  /// journal planted elsewhere renames nothing outside them.
  static func recover(_ directory: String, within folders: Set<String>) {
    for (name, _) in FileSystem.entries(of: directory) ?? [] where name.hasPrefix(journalPrefix) {
      guard let pid = Int32(name.dropFirst(journalPrefix.count)), !OutputDirectory.isRunning(pid),
        let record = FileSystem.readFile(directory + "/" + name)
      else { continue }
      let paths = record.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      var index = 0
      var touched: Set<String> = []
      let complete = paths.count >= 2 && paths[paths.count - 2] == journalEnd
      while complete, index + 1 < paths.count - 2 {
        let (temporary, final) = (paths[index], paths[index + 1])
        index += 2
        // Only a temporary name of ours beside its file is renamed.
        guard FileSystem.parent(of: temporary) == FileSystem.parent(of: final),
          folders.contains(FileSystem.parent(of: final)), final.hasSuffix(".strings.yaml"),
          OutputDirectory.litterProcess(FileSystem.lastComponent(of: temporary)) == pid,
          FileSystem.lastComponent(of: temporary)
            == OutputDirectory.temporaryName(of: FileSystem.lastComponent(of: final))
            .replacing("-\(getpid())", with: "-\(pid)")
        else { continue }
        if FileSystem.exists(temporary) { rename(temporary, final) }
        touched.insert(FileSystem.parent(of: final))
      }
      unlink(directory + "/" + name)
      for folder in touched { OutputDirectory.removeLitter(in: folder) }
    }
    OutputDirectory.removeLitter(in: directory)
  }

  /// A path made absolute against the working directory.
  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}
