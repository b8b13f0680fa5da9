import Dispatch
import Foundation
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeYAML

/// Compiles sources. The base locale and the themes are parsed, lowered and checked first
/// (in parallel); then each other locale, in parallel, goes from its files through its
/// checks (against the base too) to its part of the strings outputs, and its model is
/// dropped. Themes are resolved and the remaining outputs rendered if nothing is an error.
public func compile(_ sources: [SourceFile], options: CompileOptions = CompileOptions()) -> CompilationResult {
  compile(files: sources.map(InputFile.init), options: options)
}

/// Compiles input files read as the compiler reaches them (see `InputFile`).
public func compile(files sources: [InputFile], options: CompileOptions = CompileOptions()) -> CompilationResult {
  var clock = PhaseClock()
  var diagnostics: [Diagnostic] = []
  var inputs: [(kind: InputKind, source: InputFile)] = []
  for source in sources {
    if let kind = InputKind(path: source.path) {
      inputs.append((kind, source))
    } else {
      diagnostics.append(
        Diagnostic(
          .fileUnknown, at: SourceLocation(path: source.path, line: 1, column: 1),
          InputKind.whyNotAnInput(path: source.path)))
    }
  }
  // Strings files by locale (a locale may span several files, merged in path order).
  var localeFiles: [String: [InputFile]] = [:]
  var themeSources: [(name: String, source: InputFile)] = []
  for input in inputs.sorted(by: { $0.source.path < $1.source.path }) {
    switch input.kind {
    case .strings(let locale): localeFiles[locale, default: []].append(input.source)
    case .theme(let name): themeSources.append((name, input.source))
    }
  }

  // One parallel phase: the base locale (every translation is checked against it and
  // written over it), the themes (lowered, resolved and rendered in one job) and every
  // other locale, each carried from its files to its part of the outputs and then
  // dropped. A locale waits for the base only when it gets there first.
  let baseLocale = options.baseLocale
  // The catalogue is built by the first job that needs it (the base locale's, while the
  // themes job builds the styles catalogue): not before the parallel phase.
  let filesByLocale = localeFiles
  let locales = localeFiles.keys.sorted()
  let stops = options.stopsOutputs
  let errorsBefore = diagnostics.contains(where: stops)
  let sink = options.sink
  let themeInputs = themeSources
  let baseState = Once<BaseState> {
    guard let files = filesByLocale[baseLocale] else { return BaseState() }
    var state = BaseState()
    let catalog = StringCatalog.sendbirdUIKit
    let (file, lowered) = lowerLocale(baseLocale, files, catalog: catalog)
    var found = lowered
    // A base that could not be read or parsed is reported as such, once: the translations
    // are not checked against what little of it was read (one tab gave a finding per key).
    state.unreadable = found.contains(where: \.isFileLevel)
    guard !state.unreadable else {
      state.diagnostics = found
      return state
    }
    let table = BaseTable(file)
    state.table = table
    // The base locale's app keys are the ones declared in Swift.
    found += checkSwiftNames(file, sortedKeys: table.app.keys)
    found += table.unknownListedKeys(file)
    state.diagnostics = found
    // Outputs are only written when nothing is an error; a locale with errors of its own
    // needs no part of them.
    if options.render, !errorsBefore, !found.contains(where: stops) {
      do throws(TemplateError) {
        let renderer = try Renderer(templates: options.templates, names: Renderer.stringsTemplateNames)
        let emitter = StringsEmitter(
          base: table, baseLocale: baseLocale, catalog: catalog, tags: locales, renderer: renderer)
        state.emitter = emitter
        state.committer = sink.map { SectionCommitter(sink: $0, emitter: emitter) }
      } catch {
        state.templateError = error
      }
    }
    return state
  }
  struct LocaleResult: Sendable {
    var diagnostics: [Diagnostic]
    var section: StringsEmitter.Section?
    /// The locale's file, when the options keep it.
    var file: StringsFile?
  }
  enum Job: Sendable {
    case base
    case themes
    case locale(Int, String)
  }
  enum JobResult: Sendable {
    case base
    case themes(ThemesResult)
    case locale(LocaleResult)
  }
  let jobs = [Job.base, Job.themes] + locales.enumerated().map { Job.locale($0.offset, $0.element) }
  let jobResults = parallelMap(jobs) { job -> JobResult in
    switch job {
    case .base:
      _ = baseState.value
      return .base
    case .themes:
      return .themes(compileThemes(themeInputs, options: options))
    case .locale(let index, let locale):
      // A translation's one file is read and parsed before the base is waited for: the
      // base job may still be running, and parsing does not need it.
      let files = filesByLocale[locale]!
      let single = locale != baseLocale && files.count == 1 ? ParsedInput(files[0]) : nil
      let state = baseState.value
      var found: [Diagnostic] = []
      let file: StringsFile
      var aligned: AlignedStrings?
      if locale == baseLocale, let table = state.table {
        file = table.file
      } else if let single {
        // One file: compared with the base (if there is one) as it is lowered.
        // Unless the model is kept, its app strings are only placed for the writers.
        (file, found, aligned) = lowerTranslation(
          locale, single, catalog: StringCatalog.sendbirdUIKit, base: state.table, alignedOnly: !options.keepsStrings)
      } else {
        (file, found) = lowerLocale(
          locale, files, catalog: StringCatalog.sendbirdUIKit,
          expected: (state.table?.sdk.count ?? 0, state.table?.app.count ?? 0))
        if let table = state.table, !found.contains(where: \.isFileLevel) {
          let compared = validateAgainstBase(file, base: table)
          found += compared.diagnostics
          aligned = compared.aligned
        }
      }
      let section = found.contains(where: stops) ? nil : state.emitter?.section(for: file, aligned: aligned)
      let kept = options.keepsStrings ? file : nil
      if let committer = state.committer {
        committer.commit(index, section)
        return .locale(LocaleResult(diagnostics: found, section: nil, file: kept))
      }
      return .locale(LocaleResult(diagnostics: found, section: section, file: kept))
    }
  }
  let state = baseState.value
  let base = state.table?.file
  diagnostics += state.diagnostics
  var streamed: [String] = []
  if let committer = state.committer {
    committer.finish()
    if committer.complete { streamed = StringsEmitter.paths }
  }
  var themesResult = ThemesResult()
  var sections: [StringsEmitter.Section] = []
  var keptStrings: [StringsFile] = []
  for result in jobResults {
    switch result {
    case .base: break
    case .themes(let result):
      themesResult = result
      diagnostics += result.diagnostics
    case .locale(let result):
      diagnostics += result.diagnostics
      if let section = result.section { sections.append(section) }
      if let file = result.file { keptStrings.append(file) }
    }
  }
  let themes = themesResult.themes
  clock.mark("compile the base locale, every other locale and the themes (parallel)")
  if !localeFiles.isEmpty, base == nil, !state.unreadable {
    let first = localeFiles.values.map { SourceLocation(path: $0[0].path, line: 1, column: 1) }.min()!
    diagnostics.append(
      Diagnostic(
        .localeNoBase, at: first,
        "expected strings for base locale '\(options.baseLocale)' ('\(options.baseLocale).strings.yaml'), found only \(locales.map { "'\($0)'" }.joined(separator: ", "))"
      ))
  }
  // A theme that extends another resolves the other's definitions again: report each finding once.
  diagnostics = diagnostics.sortedDistinct()
  clock.mark("sort and deduplicate diagnostics")
  guard !diagnostics.contains(where: stops), options.render else {
    return CompilationResult(
      outputs: [], diagnostics: diagnostics, stringsContext: nil, strings: keptStrings, themes: themes,
      timings: clock.phases)
  }
  let renderer = state.templateError.map { Result<Renderer, TemplateError>.failure($0) } ?? themesResult.renderer
  if case .failure(let error) = renderer {
    diagnostics.append(
      Diagnostic(
        .templateInvalid,
        at: SourceLocation(path: error.template + ".mustache", line: error.line, column: error.column),
        error.message))
    return CompilationResult(
      outputs: [], diagnostics: diagnostics, stringsContext: nil, strings: keptStrings, themes: themes,
      timings: clock.phases)
  }
  var outputs: [OutputFile] = []
  var strings: StringsFrameContext?
  if let emitter = state.emitter {
    if options.keepContexts { strings = emitter.frameContext(tags: locales) }
    if state.committer == nil, sections.count == locales.count {
      for (path, chunks) in zip(StringsEmitter.paths, emitter.outputs(sections)) {
        outputs.append(OutputFile(path: path, chunks: chunks))
      }
    }
  }
  outputs += themesResult.outputs
  return CompilationResult(
    outputs: outputs, diagnostics: diagnostics, stringsContext: strings, strings: keptStrings, themes: themes,
    stylesContext: themesResult.context, timings: clock.phases, streamed: streamed)
}

/// What every locale needs of the base locale, made once by whichever job gets there first.
private struct BaseState: Sendable {
  var diagnostics: [Diagnostic] = []
  var unreadable = false
  var table: BaseTable?
  var emitter: StringsEmitter?
  var templateError: TemplateError?
  var committer: SectionCommitter?
}

/// The themes job's result.
private struct ThemesResult: Sendable {
  /// The templates, compiled in this job (off the locales' path) when outputs are rendered.
  var renderer: Result<Renderer, TemplateError>?
  var themes: [ResolvedTheme] = []
  var diagnostics: [Diagnostic] = []
  var context: StylesFrameContext?
  var outputs: [OutputFile] = []
}

/// Every theme file lowered, merged over the themes it extends, resolved and, when outputs
/// are rendered and nothing is an error, rendered: one job, beside the locales.
private func compileThemes(_ sources: [(name: String, source: InputFile)], options: CompileOptions) -> ThemesResult {
  var result = ThemesResult()
  var files: [String: StyleFile] = [:]
  // Each theme is an `enum` named after it, with '-' as '_'.
  var bySwiftName: [String: StyleFile] = [:]
  let styleCatalog = StyleCatalog.sendbirdUIKit
  for (name, input) in sources {
    let parsed = input.load(into: &result.diagnostics).map { parseYAML($0) }
    let (file, found) = lowerStyles(parsed?.root, name: name, path: input.path, catalog: styleCatalog)
    result.diagnostics += (parsed?.diagnostics ?? []) + found
    let swiftName = SwiftSyntax.localeName(file.name)
    if let existing = files[file.name] {
      result.diagnostics.append(
        Diagnostic(
          .themeDuplicate, at: file.start, "expected one file for theme '\(file.name)', found a second one",
          notes: [DiagnosticNote("theme '\(file.name)' is first defined here", at: existing.start)]))
    } else if SwiftNames.reservedThemeNames.contains(swiftName) {
      result.diagnostics.append(
        Diagnostic(
          .themeDuplicate, at: file.start,
          "expected a theme name that the generated Swift does not use itself, found '\(file.name)'"))
    } else if let existing = bySwiftName[swiftName] {
      result.diagnostics.append(
        Diagnostic(
          .themeDuplicate, at: file.start,
          "expected theme names that differ in Swift, found '\(file.name)' and '\(existing.name)' both named '\(swiftName)'",
          notes: [DiagnosticNote("theme '\(existing.name)' is defined here", at: existing.start)]))
    } else {
      files[file.name] = file
      bySwiftName[swiftName] = file
    }
  }
  let (effective, extendsDiagnostics) = applyExtends(files)
  result.diagnostics += extendsDiagnostics
  if options.render {
    result.renderer = Result { () throws(TemplateError) in
      try Renderer(templates: options.templates, names: Renderer.stylesTemplateNames)
    }
  }
  for theme in effective {
    let (resolved, found) = resolveTheme(theme, catalog: styleCatalog, options: options.styles)
    result.themes.append(resolved)
    result.diagnostics += found
  }
  // The tokens' Swift names, across every theme: checked here, written from the same tree.
  let (tokens, tokenFindings) = TokenGroup.build(
    result.themes, files: Dictionary(effective.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
  result.diagnostics += tokenFindings
  guard !result.themes.isEmpty, options.render, !result.diagnostics.contains(where: options.stopsOutputs),
    case .success(let renderer) = result.renderer
  else { return result }
  result.outputs = StylesEmitter.outputs(result.themes, tokens: tokens, catalog: styleCatalog, renderer: renderer)
    .map { OutputFile(path: $0.path, contents: $0.text) }
  if options.keepContexts {
    result.context = StylesEmitter.frameContext(result.themes, tokens: tokens, catalog: styleCatalog, json: "")
  }
  return result
}

/// One locale's files parsed, lowered, checked and merged in order.
private func lowerLocale(
  _ locale: String, _ inputs: [InputFile], catalog: StringCatalog, expected: (sdk: Int, app: Int) = (0, 0)
) -> (StringsFile, [Diagnostic]) {
  var merged: StringsFile?
  var diagnostics: [Diagnostic] = []
  for input in inputs {
    guard let source = input.load(into: &diagnostics) else {
      if merged == nil { merged = StringsFile(locale: locale, path: input.path) }
      continue
    }
    let parsed = parseYAMLTree(source)
    let (file, found) = lowerStrings(
      parsed.tree, locale: locale, path: source.path, catalog: catalog, expected: merged == nil ? expected : (0, 0))
    diagnostics += parsed.diagnostics + found
    if merged == nil {
      merged = file
    } else {
      diagnostics += mergeLocaleFile(file, into: &merged!)
    }
  }
  return (merged!, diagnostics)
}

/// A file read and parsed, or the reason it could not be read.
private struct ParsedInput {
  var path: String
  var diagnostics: [Diagnostic] = []
  var parsed: YAMLTreeParseResult?

  init(_ input: InputFile) {
    path = input.path
    parsed = input.load(into: &diagnostics).map { parseYAMLTree($0) }
  }
}

/// A translation's one file, lowered and compared with the base locale in one pass (as
/// `lowerLocale` and `validateAgainstBase` do for several files).
private func lowerTranslation(
  _ locale: String, _ input: ParsedInput, catalog: StringCatalog, base: BaseTable?, alignedOnly: Bool
) -> (StringsFile, [Diagnostic], AlignedStrings?) {
  // A file that cannot be read or parsed is reported as such, and not also key by key as
  // missing its strings.
  guard let parsed = input.parsed else {
    return (StringsFile(locale: locale, path: input.path), input.diagnostics, nil)
  }
  guard let base, !parsed.diagnostics.contains(where: \.isFileLevel) else {
    let (file, found) = lowerStrings(parsed.tree, locale: locale, path: input.path, catalog: catalog)
    return (file, parsed.diagnostics + found, nil)
  }
  let (file, found, aligned) = lowerStrings(
    parsed.tree, locale: locale, path: input.path, catalog: catalog, against: base,
    alignedOnly: alignedOnly)
  return (file, parsed.diagnostics + found, aligned)
}

extension Diagnostic {
  /// Whether this is about a whole file (it cannot be read, or is not well-formed YAML):
  /// its keys are then not compared with the base locale's, which would report each.
  var isFileLevel: Bool {
    severity == .error && (code == DiagnosticCode.fileUnreadable.name || code.hasPrefix("yaml."))
  }
}
