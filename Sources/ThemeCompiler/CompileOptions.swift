import ThemeCore

/// What a compilation may vary.
public struct CompileOptions: Sendable {
  /// The locale every other locale is checked against and falls back to.
  public var baseLocale: String
  /// Template texts by name, replacing built-in ones (from `--templates DIR`).
  public var templates: [String: String]
  /// Theme checks (the contrast threshold).
  public var styles: StyleOptions
  /// The SendbirdUIKit release the app builds with (`sdk-version`): its catalogues, which
  /// the inputs are checked against and the adapters written for.
  public var sdk = SDKCatalogs.newest
  /// Whether to render outputs (`lint` only validates).
  public var render = true
  /// Whether to build the template contexts even when the outputs do not need them
  /// (`--dump-context`, golden tests).
  public var keepContexts = false
  /// The locales whose strings files the result keeps as read and parsed
  /// (`CompilationResult.sources`): a merge edits those bytes and trees, read once.
  public var keepSources: Set<String> = []
  /// Where the strings outputs go, piece by piece in order, while locales are compiled
  /// (`themec build` streams them to temporary files); nil keeps them in the result.
  public var sink: (any OutputSink)?
  /// Whether a finding stops the outputs: by default an error does. The driver passes its
  /// policy's judgement (severities, suppressions, baseline, warnings as errors), so that a
  /// finding the project accepts never takes the outputs away.
  public var stopsOutputs: @Sendable (Diagnostic) -> Bool = { $0.severity == .error }

  /// Creates options; by default the base locale is `en`, templates are built in and the
  /// contrast threshold is 4.5:1.
  public init(baseLocale: String = "en", templates: [String: String] = [:], styles: StyleOptions = StyleOptions()) {
    self.baseLocale = baseLocale
    self.templates = templates
    self.styles = styles
  }
}
