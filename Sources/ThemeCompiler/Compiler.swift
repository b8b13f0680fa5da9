import Dispatch
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Compiles sources (see `compile(files:options:)`).
public func compile(_ sources: [SourceFile], options: CompileOptions = CompileOptions()) -> CompilationResult {
  compile(files: sources.map(InputFile.init), options: options)
}

/// Compiles input files read as the compiler reaches them (see `InputFile`), in three stages
/// named by what they make:
///
/// - **load**: each file read, parsed and lowered (`loadLocale`, `loadThemes`);
/// - **check**: the base locale's Swift names and listed keys (`checkBase`), each translation
///   against the base (`checkTranslation`; compared string by string as it is lowered, in
///   one pass while each file is in the cache, its texts kept as spans of the files' bytes),
///   the themes' inheritance, resolution and token names (`checkThemes`);
/// - **emit**: each locale's part of the strings outputs as soon as it is checked (`emitLocale`;
///   streamed to the options' sink in locale order), after the Swift around them
///   (`stringsFrame`); the styles outputs once the themes are checked (`emitStyles`; to the
///   sink at once, when there is one).
///
/// The base locale, the themes, the strings frame and every other locale are jobs of one
/// parallel phase; a locale waits for the base only when it gets there first. What the
/// stages made is the result's `Project`; outputs are kept only when nothing stops them.
public func compile(files sources: [InputFile], options: CompileOptions = CompileOptions()) -> CompilationResult {
  var clock = PhaseClock()
  let compilation = Compilation(sources, options: options)
  let results = parallelMap(compilation.jobs) { compilation.run($0) }
  clock.mark("compile the base locale, every other locale and the themes (parallel)")
  return compilation.finish(results, clock: &clock)
}

/// One compilation's inputs, options and the base locale's state, shared by its jobs.
private struct Compilation: Sendable {
  let options: CompileOptions
  /// Findings about the inputs themselves (a file that is no input).
  let inputFindings: [Diagnostic]
  /// Strings files by locale (a locale may span several files, merged in path order).
  let localeFiles: [String: [InputFile]]
  /// The locales' tags, sorted: the order of the outputs' sections.
  let locales: [String]
  let themeSources: [(name: String, source: InputFile)]
  /// Made by the first job that needs it (see `base()`).
  let base: Once<BaseState>
  /// The options' sink, taking the strings and the styles outputs' appends one at a time.
  let sink: SerializedSink?

  enum Job: Sendable {
    case base
    case themes
    /// The strings outputs' Swift around the locales' sections (`StringsEmitter.Frame`):
    /// it needs the base, and no locale needs it, so it is a job of its own rather than the
    /// base's, which every locale waits for.
    case stringsFrame
    case locale(Int, String)
  }

  enum JobResult: Sendable {
    case base
    case themes(ThemesResult)
    case stringsFrame(Result<StringsEmitter.Frame, TemplateError>?)
    case locale(LocaleResult)
  }

  var jobs: [Job] {
    [.base, .themes, .stringsFrame] + locales.enumerated().map { Job.locale($0.offset, $0.element) }
  }

  init(_ sources: [InputFile], options: CompileOptions) {
    self.options = options
    var findings: [Diagnostic] = []
    var localeFiles: [String: [InputFile]] = [:]
    var themeSources: [(name: String, source: InputFile)] = []
    for source in sources.sorted(by: { $0.path < $1.path }) {
      switch InputKind(path: source.path) {
      case .strings(let locale)?: localeFiles[locale, default: []].append(source)
      case .theme(let name)?: themeSources.append((name, source))
      case nil:
        findings.append(
          Diagnostic(
            .fileUnknown, at: SourceLocation(path: source.path, line: 1, column: 1),
            InputKind.whyNotAnInput(path: source.path)))
      }
    }
    inputFindings = findings
    self.localeFiles = localeFiles
    locales = localeFiles.keys.sorted()
    self.themeSources = themeSources
    let errorsBefore = findings.contains(where: options.stopsOutputs)
    let baseFiles = localeFiles[options.baseLocale]
    let sink = options.sink.map(SerializedSink.init)
    self.sink = sink
    base = Once { Self.base(baseFiles, options: options, sink: sink, errorsBefore: errorsBefore) }
  }

  func run(_ job: Job) -> JobResult {
    switch job {
    case .base:
      _ = base.value
      return .base
    case .themes:
      return .themes(Self.themes(themeSources, options: options, sink: sink))
    case .stringsFrame:
      return .stringsFrame(stringsFrame())
    case .locale(let index, let locale):
      return .locale(self.locale(index, locale))
    }
  }

  // MARK: The base locale

  /// What every locale needs of the base locale: loaded and checked (its app keys are the
  /// ones declared in Swift), and the strings emitter prepared from its keys when outputs
  /// are to be written.
  private static func base(_ files: [InputFile]?, options: CompileOptions, sink: SerializedSink?, errorsBefore: Bool)
    -> BaseState
  {
    guard let files else { return BaseState() }
    var state = BaseState()
    let keep = options.keepSources.contains(options.baseLocale)
    let inputs = files.map { ParsedInput($0, keepingBytes: keep) }
    state.sources = ParsedInput.sources(inputs)
    let (file, found) = loadLocale(options.baseLocale, inputs, catalog: options.sdk.strings)
    // A base that could not be read or parsed is reported as such, once: the translations
    // are not checked against what little of it was read (one tab gave a finding per key).
    state.unreadable = found.contains(where: \.isFileLevel)
    guard !state.unreadable else {
      state.diagnostics = found
      return state
    }
    let table = BaseTable(file, catalog: options.sdk.strings)
    state.table = table
    state.diagnostics = found + checkBase(file, table: table)
    // Outputs are only written when nothing is an error; a locale with errors of its own
    // needs no part of them.
    if options.render, !errorsBefore, !state.diagnostics.contains(where: options.stopsOutputs) {
      state.emitter = StringsEmitter(base: table, catalog: options.sdk.strings)
      state.committer = sink.map { SectionCommitter(sink: $0) }
    }
    return state
  }

  /// Emit: the Swift around the locales' sections, from the base's keys and the templates;
  /// the streamed outputs start with it. None when no strings outputs are written.
  private func stringsFrame() -> Result<StringsEmitter.Frame, TemplateError>? {
    let state = base.value
    guard let emitter = state.emitter else { return nil }
    let frame = Result { () throws(TemplateError) in
      let renderer = try Renderer(templates: options.templates, names: Renderer.stringsTemplateNames)
      return try StringsEmitter.Frame(emitter, baseLocale: options.baseLocale, tags: locales, renderer: renderer)
    }
    if case .success(let frame) = frame { state.committer?.start(frame) }
    return frame
  }

  /// Check: what the base locale is held to that translations are not.
  private static func checkBase(_ file: StringsFile, table: BaseTable) -> [Diagnostic] {
    checkSwiftNames(file, sortedKeys: table.app.keys) + table.unknownListedKeys(file)
  }

  // MARK: Every other locale

  /// A locale from its files to its part of the outputs (given to the committer, when the
  /// outputs stream, or returned).
  private func locale(_ index: Int, _ locale: String) -> LocaleResult {
    let files = localeFiles[locale]!
    // A translation's one file is read and parsed before the base is waited for: the base
    // job may still be running, and parsing does not need it.
    let keep = options.keepSources.contains(locale) && locale != options.baseLocale
    let single = locale != options.baseLocale && files.count == 1 ? ParsedInput(files[0], keepingBytes: keep) : nil
    let state = base.value
    let (strings, found, sources) = checkTranslation(locale, files, parsed: single, base: state, keep: keep)
    let section = emitLocale(strings, found: found, base: state)
    if let committer = state.committer {
      committer.commit(index, section)
      return LocaleResult(diagnostics: found, section: nil, strings: strings, sources: sources)
    }
    return LocaleResult(diagnostics: found, section: section, strings: strings, sources: sources)
  }

  /// Load and check: a translation's files lowered and compared with the base, string by
  /// string, in one pass while each file is in the cache.
  private func checkTranslation(
    _ locale: String, _ files: [InputFile], parsed: ParsedInput?, base: BaseState, keep: Bool
  ) -> (CheckedStrings, [Diagnostic], [StringsSource]) {
    if locale == options.baseLocale, let table = base.table { return (CheckedStrings(table.file), [], base.sources) }
    let inputs = parsed.map { [$0] } ?? files.map { ParsedInput($0, keepingBytes: keep) }
    let (read, diagnostics) = ParsedInput.lowerable(inputs)
    // A file that cannot be read or parsed is reported as such, and its locale is not
    // compared with the base, which would report each of its keys as missing.
    guard let table = base.table, !read.isEmpty, !diagnostics.contains(where: \.isFileLevel) else {
      let (file, found) = Self.loadLocale(locale, inputs, catalog: options.sdk.strings)
      return (CheckedStrings(file), found, ParsedInput.sources(inputs))
    }
    let (strings, found) = lowerStrings(read, locale: locale, catalog: options.sdk.strings, against: table)
    return (strings, diagnostics + found, ParsedInput.sources(inputs))
  }

  /// Emit: a checked locale's part of the strings outputs; none when it has errors or no
  /// outputs are written.
  private func emitLocale(_ strings: CheckedStrings, found: [Diagnostic], base: BaseState)
    -> StringsEmitter.Section?
  {
    found.contains(where: options.stopsOutputs) ? nil : base.emitter?.section(for: strings)
  }

  /// Load: a locale's files read and parsed, then lowered in order into one model, without
  /// a base (`lowerStrings`).
  private static func loadLocale(_ locale: String, _ inputs: [ParsedInput], catalog: StringCatalog)
    -> (StringsFile, [Diagnostic])
  {
    let (read, diagnostics) = ParsedInput.lowerable(inputs)
    guard !read.isEmpty else { return (StringsFile(locale: locale, path: inputs[0].path), diagnostics) }
    let (file, found) = lowerStrings(read, locale: locale, catalog: catalog)
    return (file, diagnostics + found)
  }

  // MARK: The themes

  /// The themes from their files to their outputs: one job, beside the locales.
  private static func themes(
    _ sources: [(name: String, source: InputFile)], options: CompileOptions, sink: SerializedSink?
  ) -> ThemesResult {
    var result = ThemesResult()
    let files = loadThemes(sources, catalog: options.sdk.styles, into: &result.diagnostics)
    if options.render {
      result.renderer = Result { () throws(TemplateError) in
        try Renderer(templates: options.templates, names: Renderer.stylesTemplateNames)
      }
    }
    (result.themes, result.tokens) = checkThemes(files, options: options, into: &result.diagnostics)
    guard !result.themes.isEmpty, options.render, !result.diagnostics.contains(where: options.stopsOutputs),
      case .success(let renderer) = result.renderer
    else { return result }
    // A team's template that renders past its budget fails as one that does not compile.
    do {
      result.outputs = try emitStyles(
        result.themes, tokens: result.tokens, catalog: options.sdk.styles, renderer: renderer)
    } catch {
      result.renderer = .failure(error)
      return result
    }
    // Streamed as soon as they are made, they go to disk while the locales compile.
    if let sink {
      for output in result.outputs {
        for chunk in output.chunks { sink.append(chunk, to: output.path) }
      }
      result.streamed = result.outputs.map(\.path)
      result.outputs = []
    }
    if options.keepContexts {
      result.context = StylesEmitter.frameContext(
        result.themes, tokens: result.tokens, catalog: options.sdk.styles, json: "")
    }
    return result
  }

  /// Load: every theme file lowered, by name; each theme is an `enum` named after it, with
  /// '-' as '_', so two names that meet there are one too many.
  private static func loadThemes(
    _ sources: [(name: String, source: InputFile)], catalog: StyleCatalog, into diagnostics: inout [Diagnostic]
  ) -> [String: StyleFile] {
    var files: [String: StyleFile] = [:]
    var bySwiftName: [String: StyleFile] = [:]
    for (name, input) in sources {
      let parsed = input.load(into: &diagnostics).map { parseYAML($0) }
      let (file, found) = lowerStyles(parsed?.root, name: name, path: input.path, catalog: catalog)
      diagnostics += (parsed?.diagnostics ?? []) + found
      let swiftName = SwiftSyntax.localeName(file.name)
      if let existing = files[file.name] {
        diagnostics.append(
          Diagnostic(
            .themeDuplicate, at: file.start, "expected one file for theme '\(file.name)', found a second one",
            notes: [DiagnosticNote("theme '\(file.name)' is first defined here", at: existing.start)]))
      } else if SwiftNames.reservedThemeNames.contains(swiftName) {
        diagnostics.append(
          Diagnostic(
            .themeDuplicate, at: file.start,
            "expected a theme name that the generated Swift does not use itself, found '\(file.name)'"))
      } else if let existing = bySwiftName[swiftName] {
        diagnostics.append(
          Diagnostic(
            .themeDuplicate, at: file.start,
            "expected theme names that differ in Swift, found '\(file.name)' and '\(existing.name)' both named '\(swiftName)'",
            notes: [DiagnosticNote("theme '\(existing.name)' is defined here", at: existing.start)]))
      } else {
        files[file.name] = file
        bySwiftName[swiftName] = file
      }
    }
    return files
  }

  /// Check: each theme merged over the themes it extends and resolved; the tokens' Swift
  /// names across every theme (checked here, written from the same tree).
  private static func checkThemes(
    _ files: [String: StyleFile], options: CompileOptions, into diagnostics: inout [Diagnostic]
  ) -> ([ResolvedTheme], TokenGroup) {
    let (effective, extendsDiagnostics) = applyExtends(files)
    diagnostics += extendsDiagnostics
    var themes: [ResolvedTheme] = []
    for theme in effective {
      let (resolved, found) = resolveTheme(theme, catalog: options.sdk.styles, options: options.styles)
      themes.append(resolved)
      diagnostics += found
    }
    let (tokens, tokenFindings) = TokenGroup.build(
      themes, files: Dictionary(effective.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
    diagnostics += tokenFindings
    return (themes, tokens)
  }

  /// Emit: the styles outputs of checked themes.
  private static func emitStyles(
    _ themes: [ResolvedTheme], tokens: TokenGroup, catalog: StyleCatalog, renderer: Renderer
  ) throws(TemplateError) -> [OutputFile] {
    try StylesEmitter.outputs(themes, tokens: tokens, catalog: catalog, renderer: renderer)
      .map { OutputFile(path: $0.path, chunks: $0.chunks) }
  }

  // MARK: The result

  /// The project and, when nothing stops them, the outputs.
  func finish(_ results: [JobResult], clock: inout PhaseClock) -> CompilationResult {
    let state = base.value
    var diagnostics = inputFindings + state.diagnostics
    var streamed: [String] = []
    if let committer = state.committer, committer.finish() { streamed = StringsEmitter.paths }
    var themes = ThemesResult()
    var frame: Result<StringsEmitter.Frame, TemplateError>?
    var sections: [StringsEmitter.Section] = []
    var strings: [CheckedStrings] = []
    var sources: [StringsSource] = []
    for result in results {
      switch result {
      case .base: break
      case .stringsFrame(let result): frame = result
      case .themes(let result):
        themes = result
        diagnostics += result.diagnostics
      case .locale(let result):
        diagnostics += result.diagnostics
        if let section = result.section { sections.append(section) }
        strings.append(result.strings)
        sources += result.sources
      }
    }
    if !localeFiles.isEmpty, state.table == nil, !state.unreadable {
      let first = localeFiles.values.map { SourceLocation(path: $0[0].path, line: 1, column: 1) }.min()!
      diagnostics.append(
        Diagnostic(
          .localeNoBase, at: first,
          "expected strings for base locale '\(options.baseLocale)' ('\(options.baseLocale).strings.yaml'), found only \(locales.map { "'\($0)'" }.joined(separator: ", "))"
        ))
    }
    // Without rendering (`lint`), a team's templates are still checked for what would stop a build.
    if !options.render {
      diagnostics += Renderer.problems(in: options.templates).map(\.diagnostic)
    }
    // A theme that extends another resolves the other's definitions again: report each finding once.
    diagnostics = diagnostics.sortedDistinct()
    clock.mark("sort and deduplicate diagnostics")
    let project = Project(
      baseLocale: options.baseLocale, strings: strings, themes: themes.themes, tokens: themes.tokens, sdk: options.sdk)
    var result = CompilationResult(project: project, diagnostics: diagnostics)
    result.sources = sources.sorted { $0.path < $1.path }
    guard !diagnostics.contains(where: options.stopsOutputs), options.render else {
      result.timings = clock.phases
      return result
    }
    let templateError: TemplateError?
    switch (frame, themes.renderer) {
    case (.failure(let error)?, _), (_, .failure(let error)?): templateError = error
    default: templateError = nil
    }
    if let error = templateError {
      result.diagnostics.append(error.diagnostic)
      result.timings = clock.phases
      return result
    }
    if case .success(let frame)? = frame {
      if options.keepContexts { result.stringsContext = frame.context }
      if state.committer == nil, sections.count == locales.count {
        for (path, chunks) in zip(StringsEmitter.paths, frame.outputs(sections)) {
          result.outputs.append(OutputFile(path: path, chunks: chunks))
        }
      }
    }
    result.outputs += themes.outputs
    result.stylesContext = themes.context
    result.timings = clock.phases
    result.streamed = streamed + themes.streamed
    return result
  }
}

/// What every locale needs of the base locale, made once by whichever job gets there first.
private struct BaseState: Sendable {
  var diagnostics: [Diagnostic] = []
  var unreadable = false
  var table: BaseTable?
  var emitter: StringsEmitter?
  var committer: SectionCommitter?
  /// The base's files as read and parsed, where kept (`CompileOptions.keepSources`).
  var sources: [StringsSource] = []
}

/// A locale's job's result.
private struct LocaleResult: Sendable {
  var diagnostics: [Diagnostic]
  var section: StringsEmitter.Section?
  /// The locale's strings, checked.
  var strings: CheckedStrings
  /// Its files as read and parsed, where kept.
  var sources: [StringsSource] = []
}

/// The themes job's result.
private struct ThemesResult: Sendable {
  /// The templates, compiled in this job (off the locales' path) when outputs are rendered;
  /// a failure if they do not compile or a render went past its budget.
  var renderer: Result<Renderer, TemplateError>?
  var themes: [ResolvedTheme] = []
  var tokens = TokenGroup()
  var diagnostics: [Diagnostic] = []
  var context: StylesFrameContext?
  var outputs: [OutputFile] = []
  /// The outputs given to the options' sink instead.
  var streamed: [String] = []
}

/// A file read and parsed, or the reason it could not be read.
private struct ParsedInput {
  var path: String
  var diagnostics: [Diagnostic] = []
  var parsed: YAMLTreeParseResult?
  /// The file's bytes, where they are kept (`CompileOptions.keepSources`).
  var bytes: [UInt8]?

  init(_ input: InputFile, keepingBytes: Bool = false) {
    path = input.path
    let source = input.load(into: &diagnostics)
    parsed = source.map { parseYAMLTree($0) }
    if keepingBytes { bytes = source?.bytes }
  }

  /// The inputs that were read and parsed, as a result keeps them.
  static func sources(_ inputs: [ParsedInput]) -> [StringsSource] {
    inputs.compactMap { input in
      guard let bytes = input.bytes, let tree = input.parsed?.tree else { return nil }
      return StringsSource(path: input.path, bytes: bytes, tree: tree)
    }
  }

  /// A locale's files that were read and parsed, as `lowerStrings` takes them, and every
  /// file's findings so far.
  static func lowerable(_ inputs: [ParsedInput]) -> (
    files: [(tree: YAMLTree?, path: String)], diagnostics: [Diagnostic]
  ) {
    (
      inputs.compactMap { input in input.parsed.map { ($0.tree, input.path) } },
      inputs.flatMap { $0.diagnostics + ($0.parsed?.diagnostics ?? []) }
    )
  }
}

extension Diagnostic {
  /// Whether this is about a whole file (it cannot be read, or is not well-formed YAML):
  /// its keys are then not compared with the base locale's, which would report each.
  var isFileLevel: Bool {
    severity == .error && (code == DiagnosticCode.fileUnreadable.name || code.hasPrefix("yaml."))
  }
}
