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

/// The checked project: what loading and checking made of the inputs, before any output
/// (see `compile(files:options:)`). The commands that do not write outputs (`export`,
/// `status`, `preview`, `import --merge`) read it.
public struct Project: Sendable {
  /// The locale every other locale is checked against and falls back to.
  public var baseLocale: String
  /// Every locale's strings as checked (the base locale's included; a locale's files
  /// lowered in order), sorted by locale.
  public var strings: [CheckedStrings] = []
  /// Every theme, resolved (also when errors stopped the outputs), sorted by name.
  public var themes: [ResolvedTheme] = []
  /// The themes' design tokens as the generated Swift names them.
  public var tokens = TokenGroup()
  /// The SendbirdUIKit release's catalogues the project was checked against.
  public var sdk = SDKCatalogs.newest
}

/// Everything a compilation found and produced: the project, its findings and, when
/// nothing stops them, the outputs.
public struct CompilationResult: Sendable {
  /// What the inputs are, checked.
  public var project: Project
  /// Every finding, sorted by place.
  public var diagnostics: [Diagnostic]
  /// The strings files of the locales `CompileOptions.keepSources` names, as read and parsed
  /// (those that parsed), in path order.
  public var sources: [StringsSource] = []
  /// The outputs; empty when any error was found.
  public var outputs: [OutputFile] = []
  /// The strings templates' context, when outputs were rendered and contexts kept.
  public var stringsContext: StringsFrameContext?
  /// The styles templates' context (without the JSON), when outputs were rendered and
  /// contexts kept.
  public var stylesContext: StylesFrameContext?
  /// Wall-clock milliseconds per phase, in order (`themec build --timings`).
  public var timings: [(phase: String, milliseconds: Double)] = []
  /// The outputs written whole to the options' sink instead of `outputs`; empty when any
  /// error was found (then what the sink took is to be discarded).
  public var streamed: [String] = []
}

extension CompilationResult {
  /// The file names of every output a build can write, strings and styles.
  public static let outputNames = StringsEmitter.paths + StylesEmitter.paths

  /// The strings template context as JSON (for `--dump-context`), when outputs were rendered.
  public var stringsContextJSON: String? { stringsContext.map { renderJSON($0) } }
  /// The styles template context as JSON, when outputs were rendered.
  public var stylesContextJSON: String? { stylesContext.map { renderJSON($0) } }
}

/// A strings file as the compile read it: its bytes, and the tree parsed from them.
public struct StringsSource: Sendable {
  public var path: String
  public var bytes: [UInt8]
  public var tree: YAMLTree
}
