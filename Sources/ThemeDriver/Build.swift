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

/// What `themec build` and `themec lint` read and how they judge it, as plain values.
public struct Frontend: Equatable, Sendable {
  /// Files or directories to read.
  public var inputs = ["themes"]
  /// Globs of names or paths below an input directory that discovery passes over.
  public var excludes: [String] = []
  /// The locale every other locale is checked against and falls back to.
  public var baseLocale = "en"
  /// Whether warnings count as errors.
  public var warningsAsErrors = false
  /// A directory of `.mustache` files replacing the built-in templates.
  public var templates: String?
  /// The WCAG ratio below which a customised text/background pair is reported.
  public var minContrast = 4.5
  /// How findings are reported.
  public var format = ReportFormat.text
  /// Severities, suppressions and the baseline (from `themec.yml`).
  public var policy = FindingPolicy()
  /// The project file's text, if one was read: a change to it is a change of settings.
  public var configText = ""
  /// The project file read, if any.
  public var configPath: String?
  /// Findings about the settings themselves, reported with the inputs' (what the build plugin
  /// does not read of `themec.yml`).
  public var notices: [Diagnostic] = []
  /// The SendbirdUIKit release the app builds with: what the inputs are checked against
  /// and the adapters written for.
  public var sdkRelease = SendbirdUIKitRelease.newest

  /// WCAG contrast ratios run from 1:1 to 21:1.
  public static let contrastRange = 1.0...21.0

  public init() {}

  /// What discovery found: the input files, the template files when `templates` is given,
  /// and what it passed over that the user should hear of (a linked folder).
  struct Discovered {
    var inputs: [String]
    var templates: [String]
    var notices: [Diagnostic] = []
  }

  /// The input files, and the template files when `templates` is given.
  func discover() throws -> Discovered {
    var links: [String] = []
    let paths = try Driver.discoverInputs(inputs, excluding: excludes, linkedFolders: &links)
    let notices = links.map { link in
      Diagnostic(
        .fileLinkSkipped, at: SourceLocation(path: link, line: 1, column: 1),
        "expected a folder, found a symbolic link to one, which discovery does not follow; name its target in 'inputs' to read it"
      )
    }
    guard let templates else { return Discovered(inputs: paths, templates: [], notices: notices) }
    guard FileSystem.isDirectory(templates) else {
      throw DriverError(message: "no such directory: '\(templates)' (--templates)", isUsage: true)
    }
    return Discovered(inputs: paths, templates: try Driver.templateFiles(in: templates), notices: notices)
  }

  /// The options that change outputs or diagnostics, as one line for the build manifest.
  var fingerprint: String {
    "sdk=\(sdkRelease) base=\(baseLocale) werror=\(warningsAsErrors) contrast=\(minContrast) templates=\(templates ?? "-")"
      + " exclude=\(excludes.joined(separator: ",")) format=\(format.rawValue)"
      + " config=\(Driver.digest(Array(configText.utf8))) baseline=\(policy.baseline?.digest ?? "-")"
  }

  /// Compiles the inputs under these settings (the files `discover` found, if it ran),
  /// the findings judged by the policy (`known`: how many the baseline accepted) and
  /// warnings made errors when asked; no outputs when there is an error.
  func compileInputs(
    render: Bool = true, found: Discovered? = nil, keepContexts: Bool = false,
    sink: FileSink? = nil, keepSources: Set<String> = []
  ) throws -> (result: CompilationResult, known: Int) {
    let found = try found ?? discover()
    let (paths, templateFiles) = (found.inputs, found.templates)
    // A half-applied round is never read (`build` and `import --merge` finish it first).
    try Driver.refuseKilledRounds(paths, roots: inputs)
    let templateTexts = try Driver.readTemplates(templateFiles)
    var options = CompileOptions(
      baseLocale: baseLocale, templates: templateTexts, styles: StyleOptions(minimumContrast: minContrast))
    options.sdk = SDKCatalogs(release: sdkRelease)
    options.render = render
    options.keepContexts = keepContexts
    options.keepSources = keepSources
    options.sink = sink
    let (policy, warningsAsErrors) = (self.policy, self.warningsAsErrors)
    options.stopsOutputs = { policy.stopsOutputs($0, warningsAsErrors: warningsAsErrors) }
    var result = compile(files: Driver.inputFiles(paths), options: options)
    result.diagnostics = (found.notices + notices + result.diagnostics).sortedDistinct()
    let known: Int
    (result.diagnostics, known) = policy.apply(result.diagnostics)
    if warningsAsErrors {
      for index in result.diagnostics.indices where result.diagnostics[index].severity == .warning {
        result.diagnostics[index].severity = .error
      }
    }
    if result.diagnostics.hasErrors {
      result.outputs = []
      result.streamed = []
    }
    return (result, known)
  }

  /// `themec lint`: compiles without rendering (but for a team's templates, which are
  /// rendered, unwritten, so that a render past its budget is found as `build` finds it) and
  /// reports the findings. With
  /// `writeBaseline`, writes the findings (the baseline's own aside) to that file as the
  /// new baseline instead, and succeeds. Returns the exit status: 1 when there is an
  /// error, else 0.
  public func lint(writeBaseline: String? = nil) throws -> Int32 {
    var settings = self
    if let writeBaseline {
      settings.policy.baseline = nil
      let (result, _) = try settings.compileInputs(render: false)
      try FileSystem.replaceFile(writeBaseline, with: [Array(Baseline.text(accepting: result.diagnostics).utf8)])
      let count = result.diagnostics.filter { $0.severity != .note }.count
      Driver.printDiagnostics(
        "themec: wrote \(writeBaseline.escapedForTerminal) (\(count) finding\(count == 1 ? "" : "s"))\n")
      return 0
    }
    let found = try discover()
    let (result, known) = try compileInputs(render: !found.templates.isEmpty, found: found)
    report(result.diagnostics, known: known)
    return result.diagnostics.hasErrors ? 1 : 0
  }

  /// Prints the findings in the format asked for, and how many the baseline accepted;
  /// returns the report (which the build manifest keeps to replay).
  @discardableResult func report(_ diagnostics: [Diagnostic], known: Int) -> String {
    let text = Driver.report(diagnostics, format: format)
    Driver.printReport(text, format: format)
    if known > 0 {
      Driver.printDiagnostics(
        "themec: \(known) finding\(known == 1 ? " is" : "s are") in the baseline (\(policy.baselinePath ?? ""))\n")
    }
    return text
  }
}

/// Where `themec build` writes, and what else it is asked for, as plain values; what it
/// reads and how it judges are its `Frontend`.
public struct BuildOutputs: Equatable, Sendable {
  /// The output directory.
  public var output = "Generated"
  /// A directory for the template contexts, if they are wanted.
  public var dumpContext: String?
  /// Whether to print the time each phase took.
  public var timings = false
  /// A directory to write the preview page to after each build (`--preview`).
  public var preview: String?

  public init() {}
}

/// What `build` and `watch` are asked on the command line: the settings' flags, and the
/// outputs' options. The output folder is the command line's, else the project file's, else
/// `Generated`; `watch` resolves the request again before each build (the project file may
/// have changed).
public struct BuildRequest: Sendable {
  public var flags = SettingFlags()
  /// The output folder, if the command line names one.
  public var output: String?
  public var dumpContext: String?
  public var timings = false
  public var preview: String?

  public init() {}

  /// The frontend and the outputs: the project file read again, its findings printed.
  public func resolve() throws -> (input: Frontend, outputs: BuildOutputs) {
    let (project, frontend) = try Frontend.resolve(flags)
    var outputs = BuildOutputs()
    outputs.output = output ?? project?.output ?? "Generated"
    (outputs.dumpContext, outputs.timings, outputs.preview) = (dumpContext, timings, preview)
    return (frontend, outputs)
  }
}

extension Frontend {
  /// `themec build`: finds the inputs, skips the build when the manifest says nothing
  /// changed, compiles, prints the diagnostics to standard error, and on success writes
  /// the changed outputs (to `outputs.output`), removes stale ones and records the manifest,
  /// saying what it did on standard output. Returns the exit status: 1 when there is an
  /// error (nothing is written), else 0.
  public func build(_ outputs: BuildOutputs) throws -> Int32 {
    var clock = PhaseClock()
    let found = try discover()
    // What discovery passed over is reported, so a change to it is a change.
    let fingerprint = fingerprint + found.notices.map { " link=" + $0.location.path }.joined()
    // Held until the manifest is written: another build into the directory waits.
    let directory = try OutputDirectory(outputs.output)
    defer { directory.release() }
    // A merge into an input folder finishes before the build reads it, and the next waits.
    let inputLocks = try Driver.lockInputFolders(found.inputs, roots: inputs, except: outputs.output)
    defer { inputLocks.forEach { $0.release() } }
    if replayed(found, fingerprint: fingerprint, outputs) { return 0 }
    let stamps = BuildManifest.stamps(found.inputs + found.templates)
    clock.mark("find the inputs, check the build manifest")
    // Outputs stream to temporary files as they finish, or stay in memory for a preview page.
    let sink = FileSink(directory: outputs.output)
    defer { sink.discard() }
    let (result, known) = try compileInputs(
      found: found, keepContexts: outputs.dumpContext != nil, sink: outputs.preview == nil ? sink : nil)
    clock.phases += result.timings
    clock.mark(nil)
    if result.diagnostics.hasErrors {
      report(result.diagnostics, known: known)
      return 1
    }
    try dumpContexts(of: result, to: outputs.dumpContext)
    let changes = try write(
      result, known: known, into: (directory, outputs.output), sink: sink, manifest: (fingerprint, stamps),
      clock: &clock)
    try finish(result, found: found, outputs: outputs, changes: changes, phases: clock.phases)
    return 0
  }

  /// With a machine-readable report on standard output, what the build says goes to standard error.
  private func say(_ line: String) {
    if format.isMachineReadable { Driver.printDiagnostics(line + "\n") } else { print(line) }
  }

  /// Whether the manifest says nothing changed since the last build (its preview page, if one
  /// is asked for, written): then what it said is said again, and nothing is read or written.
  private func replayed(_ found: Discovered, fingerprint: String, _ outputs: BuildOutputs) -> Bool {
    guard outputs.dumpContext == nil, outputs.preview.map({ FileSystem.exists($0 + "/index.html") }) ?? true,
      let manifest = BuildManifest.upToDate(
        fingerprint: fingerprint, inputs: found.inputs + found.templates, outputDirectory: outputs.output)
    else { return false }
    Driver.printReport(manifest.diagnostics, format: format)
    say("themec: \(outputs.output.escapedForTerminal) is up to date")
    return true
  }

  /// `--dump-context DIR`: the template contexts the outputs were rendered with.
  private func dumpContexts(of result: CompilationResult, to folder: String?) throws {
    guard let folder else { return }
    let contexts = [
      ("strings.context.json", result.stringsContextJSON), ("styles.context.json", result.stylesContextJSON),
    ]
    for case let (name, json?) in contexts {
      let file = OutputFile(path: name, contents: json)
      try FileSystem.replaceFile(FileSystem.normalized(folder) + "/" + file.path, with: file.chunks)
    }
  }

  /// Prints the findings while the changed outputs go to disk (mostly a wait for the disk),
  /// then records the manifest with one directory sync for it and the renames; what was
  /// written and removed.
  private func write(
    _ result: CompilationResult, known: Int, into target: (directory: OutputDirectory, output: String),
    sink: FileSink, manifest: (fingerprint: String, stamps: [BuildManifest.Stamp]?), clock: inout PhaseClock
  ) throws -> (written: [String], removed: [String]) {
    let (directory, output) = target
    let (diagnostics, changes) = try concurrently({ report(result.diagnostics, known: known) }) {
      try directory.replace(
        result.outputs, streamed: result.streamed, sink: sink, previous: BuildManifest.recordedOutputs(in: output))
    }
    clock.mark("report the diagnostics and write the changed outputs, at once")
    try directory.record(
      manifest.stamps.flatMap { stamps in
        BuildManifest.current(
          fingerprint: manifest.fingerprint, inputStamps: stamps, outputDirectory: output,
          outputs: result.outputs.map(\.path) + result.streamed, diagnostics: diagnostics)
      })
    clock.mark("write the build manifest, sync the directory")
    return changes
  }

  /// The phases' times (`--timings`), the preview page (`--preview`, from the compilation's
  /// `strings.json` in memory), and what the build changed.
  private func finish(
    _ result: CompilationResult, found: Discovered, outputs: BuildOutputs,
    changes: (written: [String], removed: [String]), phases: [(phase: String, milliseconds: Double)]
  ) throws {
    if outputs.timings {
      Driver.printDiagnostics(
        phases.map { phase, milliseconds in formatRatio(milliseconds).leftPadded(8) + " ms  " + phase + "\n" }
          .joined())
    }
    if let preview = outputs.preview {
      let json = result.outputs.first { $0.path == "strings.json" }.map { Data($0.bytes) }
      let path = try writePreview(
        result.project, stringsJSON: json, templates: Driver.readTemplates(found.templates), to: preview)
      say("themec: wrote \(path.escapedForTerminal)")
    }
    if !changes.removed.isEmpty { say("themec: removed \(changes.removed.joined(separator: ", ").escapedForTerminal)") }
    say(
      changes.written.isEmpty
        ? "themec: \(outputs.output.escapedForTerminal) is up to date"
        : "themec: wrote \(changes.written.joined(separator: ", ").escapedForTerminal)")
  }
}

extension Driver {
  /// Writes formatted diagnostics (or other text for the user's eyes) to standard error.
  public static func printDiagnostics(_ text: String) {
    if !text.isEmpty { _ = FileSystem.writeAll(STDERR_FILENO, Array(text.utf8)) }
  }
}
