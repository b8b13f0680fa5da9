import ThemeCompiler
import ThemeCore
import ThemeInterchange

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

/// `themec import --merge`: a translation round as an edit of the checked project.
extension Frontend {
  /// Merges a round (strings by locale) into the project these settings read, as `build`
  /// reads it: under the lock of every folder written (a second merge or build waits), after
  /// finishing or clearing what a killed round left, each locale's files are edited in place
  /// (`StringsMerge`), a locale with no file gets a new one in `directory`, and every file
  /// is written as one set (`FileSet`), after `MergeCheck` has read what it would write. The
  /// base locale changes only when the round names it (`named`). A locale file that does not
  /// parse stops the round, reported.
  /// The findings a merge's files would have that the project does not: the base's and the
  /// changed locales' strings files (`sources`, as the compile read them) compiled as `lint`
  /// compiles them (this project's settings and policy), the changed ones from the bytes the
  /// merge would write (`changes`, new files too). Each new
  /// error, placed in that text, is an `import.merge-unverified` error (nothing is written);
  /// each new warning is returned to be said.
  func checkCompiled(
    _ changes: [(path: String, bytes: [UInt8], create: Bool)], project: [Diagnostic], sources: [StringsSource]
  ) -> (stops: [Diagnostic], said: [Diagnostic]) {
    var written = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    for change in changes { written[change.path] = change.bytes }
    let paths = written.keys.sorted()
    let files = paths.map { InputFile(SourceFile(path: $0, bytes: written[$0]!)) }
    var options = CompileOptions(baseLocale: baseLocale)
    options.sdk = SDKCatalogs(release: sdkRelease)
    options.render = false
    let checked = policy.apply(compile(files: files, options: options).diagnostics).0
    // A finding is new when the project had none like it (same code, message, file).
    var before: [String: Int] = [:]
    let checkedPaths = Set(paths)
    // `project` is the compile's findings after the policy already.
    for finding in project where checkedPaths.contains(finding.location.path) {
      before["\(finding.code)\u{0}\(finding.message)\u{0}\(finding.location.path)", default: 0] += 1
    }
    var stops: [Diagnostic] = []
    var said: [Diagnostic] = []
    for finding in checked where finding.severity != .note && checkedPaths.contains(finding.location.path) {
      let key = "\(finding.code)\u{0}\(finding.message)\u{0}\(finding.location.path)"
      if let count = before[key], count > 0 {
        before[key] = count - 1
        continue
      }
      guard finding.severity == .error || warningsAsErrors else {
        said.append(finding)
        continue
      }
      stops.append(
        Diagnostic(
          .importMergeUnverified, at: finding.location,
          "expected the merged files to check as the project does, found in the text the merge would write: \(finding.message) [\(finding.code)]; nothing is written"
        ))
    }
    return (stops, said)
  }

  /// The strings files found, by locale.
  static func filesByLocale(_ found: Frontend.Discovered) -> [String: [String]] {
    var files: [String: [String]] = [:]
    for path in found.inputs {
      if case .strings(let locale)? = InputKind(path: path) { files[locale, default: []].append(path) }
    }
    return files
  }

  func mergeRound(_ round: [String: RoundStrings], named: Set<String>, newFilesIn directory: String) throws
    -> (written: [String], diagnostics: [Diagnostic])
  {
    let base = baseLocale
    var round = round
    var named = named
    // A locale the project lacks is the project's one of its language where there is one
    // (`de-DE` into `de`, `pt` into `pt-BR`), else new; either is said.
    let existing = Self.filesByLocale(try discover())
    for (locale, into) in RoundStrings.matchLocales(&round, named: &named, project: Set(existing.keys), base: base) {
      if let into {
        Driver.printDiagnostics(
          "themec: the round's '\(locale.escapedForTerminal)' is merged into the project's '\(into)', the one locale of its language\n"
        )
      } else {
        Driver.printDiagnostics(
          "themec: '\(locale.escapedForTerminal)' is new to the project: its strings go to a file of their own in '\(directory.escapedForTerminal)'\n"
        )
      }
    }
    if round[base] != nil, !named.contains(base) {
      round[base] = nil
      Driver.printDiagnostics(
        "themec: the base locale '\(base)' is left as it is: this round does not name it (--locale \(base) merges it)\n"
      )
    }
    let locales = round.keys.sorted()
    guard !locales.isEmpty else { return ([], []) }
    // The folders written, locked in order (two rounds never wait for each other in a ring).
    var folders = Set(locales.flatMap { existing[$0] ?? [] }.map(FileSystem.parent(of:)))
    folders.insert(directory)
    if let problem = FileSystem.makeDirectory(directory) {
      throw DriverError(message: "cannot create '\(directory)': \(problem)")
    }
    let locks = try folders.sorted().map { folder throws(DriverError) in
      try DirectoryLock(folder, holder: "a build or another merge")
    }
    defer { locks.forEach { $0.release() } }
    let locked = Set(folders.map(FileSet.absolute))
    for folder in folders.sorted() { FileSet.recover(folder, within: locked) }
    // The project as it is now, under the locks.
    let found = try discover()
    let filesOf = Self.filesByLocale(found)
    for locale in locales {
      for path in filesOf[locale] ?? [] where !folders.contains(FileSystem.parent(of: path)) {
        throw DriverError(message: "'\(path)' appeared while the round waited; run the merge again")
      }
    }
    // The files the round edits, and the base's, are kept as the compile read and parsed
    // them: the edit splices those bytes and trees, and nothing is read twice.
    let (compiled, _) = try compileInputs(render: false, found: found, keepSources: Set(locales + [base]))
    let sources = Dictionary(compiled.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let edited = Set(locales.flatMap { filesOf[$0] ?? [] })
    let unreadable = compiled.diagnostics.filter {
      edited.contains($0.location.path) && $0.severity == .error
        && ($0.code.hasPrefix("yaml.") || $0.code == "file.unreadable")
    }
    if !unreadable.isEmpty { return ([], unreadable) }
    let strings = compiled.project.strings
    // The project's release's strings (`sdk-version`), as the compile read them: a key of
    // that release is SendbirdUIKit's even where the newest lacks it.
    let catalog = SDKCatalogs(release: sdkRelease).strings
    for locale in locales {
      for index in round[locale]!.strings.indices {
        let string = round[locale]!.strings[index]
        guard !string.isAppKey, !string.key.hasPrefix("app."), let member = catalog.member(string.key),
          member.settable, !member.deprecated, !member.unavailable
        else { continue }
        round[locale]!.strings[index].isReleaseMember = true
      }
    }
    let baseFound = strings.first { $0.locale == base }
    let baseModel = baseFound ?? CheckedStrings(StringsFile(locale: base, path: ""))
    var changes: [(path: String, bytes: [UInt8], create: Bool)] = []
    var diagnostics = Driver.nameAppKeys(&round, project: baseModel)
    var unverified: [Diagnostic] = []
    // A translation gives only the base's keys: those the base has, or gains in this round
    // (a project without a base has no keys to hold it to; lint reports the base missing).
    let gainedByBase = Set(round[base]?.strings.map(\.listedKey) ?? [])
    for locale in locales {
      var gathered = round[locale]!
      if locale != base, baseFound != nil {
        let (kept, skipped) = StringsMerge.keysTheBaseHas(
          gathered.strings, base: baseModel, gained: gainedByBase, catalog: catalog)
        gathered.strings = kept
        diagnostics += skipped.map { Diagnostic(.importMergeSkipped, at: gathered.source(of: $0.position), $0.message) }
      }
      guard let paths = filesOf[locale] else {
        let path = directory + "/" + InputKind.stringsFileName(locale: locale)!
        changes.append((path, Array(Interchange.importedYAML(gathered.strings, sources: gathered.sources).utf8), true))
        continue
      }
      let files = paths.compactMap { path in
        sources[path].map { StringsMerge.File(path: path, bytes: $0.bytes, tree: $0.tree) }
      }
      let model = strings.first { $0.locale == locale } ?? CheckedStrings(StringsFile(locale: locale, path: paths[0]))
      if locale != base {
        let filled = StringsMerge.fillShowingNothing(&gathered.strings, base: baseModel, model: model, catalog: catalog)
        if filled > 0 {
          Driver.printDiagnostics(
            "themec: \(filled) plural\(filled == 1 ? "" : "s") of '\(locale)' get\(filled == 1 ? "s" : "") the base's forms that show nothing ('=N', '<N'), as base locale '\(base)' has them\n"
          )
        }
      }
      let merged = StringsMerge.merge(
        gathered.strings, into: files, model: model, base: baseModel, isBase: locale == base, catalog: catalog)
      diagnostics += merged.diagnostics
      // What it would write, checked first: a file that would not parse, or would change
      // what the round does not import, stops the round.
      unverified += MergeCheck.problems(
        before: files, changed: merged.changed, imported: gathered.strings, locale: locale, catalog: catalog)
      changes += merged.changed.map { ($0.path, $0.bytes, false) }
    }
    if !unverified.isEmpty { return ([], diagnostics + unverified) }
    // What it would write, checked as `lint` checks it: the base and the locales the round
    // changes compiled with the new bytes; an error the project did not have stops the
    // round, a new warning is said.
    let (stops, said) = checkCompiled(changes, project: compiled.diagnostics, sources: compiled.sources)
    if !stops.isEmpty { return ([], diagnostics + stops) }
    diagnostics += said
    // The journal beside the first file written: a folder that holds strings files, where
    // `build` and `lint` look for it.
    try FileSet.replace(
      changes, journalIn: Set(changes.map { FileSystem.parent(of: $0.path) }).sorted().first ?? directory)
    return (changes.map(\.path), diagnostics)
  }
}
