import ArgumentParser
import ThemeCore
import ThemeDriver
import ThemeRender
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `themec` command line.
public struct Themec: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "themec",
    abstract: "Compile Sendbird UIKit (iOS v3) strings and themes from YAML to Swift and JSON.",
    discussion: """
      Exit status: 0 when there are no errors (warnings allowed), 1 when the input has \
      errors, 64 for a usage error. Settings come from the command line, then from the \
      nearest themec.yml (the working directory or one above it; --config names another).
      """,
    version:
      "themec \(Driver.version) (SendbirdUIKit \(SendbirdUIKitRelease.range), CLDR \(PluralRules.cldrVersion))",
    subcommands: [
      Build.self, Lint.self, Watch.self, Preview.self, Init.self, Import.self, Export.self, Status.self,
      ConfigCommand.self,
      Schema.self,
      Keys.self,
      Plural.self, Codes.self,
    ],
    defaultSubcommand: Build.self
  )

  public init() {}

  /// Runs the command line through ArgumentParser (the compile's second thread starting
  /// meanwhile: see `startWorkerThread`).
  public static func start() {
    startWorkerThread()
    main()
  }
}

struct InputOptions: ParsableArguments {
  @Argument(
    help:
      "Files or directories to read; directories are searched for '*.strings.yaml' and '*.theme.yaml' (default: themec.yml's inputs, else 'themes')."
  )
  var inputs: [String] = []

  @Option(help: "The locale every other locale is checked against and falls back to (default: en).")
  var baseLocale: String?

  @Option(
    name: .customLong("exclude"),
    help: "A glob of names or paths below an input directory to pass over (repeatable), e.g. 'Legacy' or '*/old/*'.")
  var excludes: [String] = []

  @Option(
    help:
      "The SendbirdUIKit release the app builds with (default: themec.yml's sdk-version, else the newest themec knows; see --version)."
  )
  var sdkVersion: String?

  @Option(help: "The project file to read instead of the nearest themec.yml.")
  var config: String?

  @Flag(help: "Read no themec.yml.")
  var noConfig = false

  /// Set by the build plugin: what it does not read of `themec.yml` is said.
  @Flag(name: .customLong("build-tool-plugin"), help: .hidden)
  var buildToolPlugin = false

  func validate() throws {
    if let sdkVersion, case .failure(let error) = SendbirdUIKitRelease.named(sdkVersion, setting: "--sdk-version") {
      throw ValidationError(error.message)
    }
  }

  /// The project file read (if any), and the settings: the command line's over the file's
  /// over the defaults (`Frontend.resolve`). A file with errors stops here (exit 1), its
  /// diagnostics printed. `readBaseline: false` leaves the baseline unread (`lint
  /// --write-baseline` writes it).
  func resolve(format: String? = nil, readBaseline: Bool = true, checks: CheckOptions? = nil) throws -> (
    config: ProjectConfig?, settings: Frontend
  ) {
    try Frontend.resolve(flags(format: format, readBaseline: readBaseline, checks: checks))
  }

  /// The flags the settings are resolved from.
  func flags(format: String? = nil, readBaseline: Bool = true, checks: CheckOptions? = nil) -> SettingFlags {
    var flags = SettingFlags()
    (flags.inputs, flags.baseLocale, flags.excludes) = (inputs, baseLocale, excludes)
    (flags.config, flags.noConfig, flags.format, flags.readBaseline) = (config, noConfig, format, readBaseline)
    (flags.warningsAsErrors, flags.templates) = (checks?.warningsAsErrors ?? false, checks?.templates)
    (flags.minContrast, flags.sdkVersion, flags.underPlugin) = (checks?.minContrast, sdkVersion, buildToolPlugin)
    return flags
  }
}

/// How findings are judged and outputs made, for the commands that build or lint.
struct CheckOptions: ParsableArguments {
  @Flag(help: "Treat warnings as errors.")
  var warningsAsErrors = false

  @Option(help: "A directory of '.mustache' files replacing the built-in output templates.")
  var templates: String?

  @Option(help: "The WCAG contrast ratio below which a customised text/background pair is reported (default: 4.5).")
  var minContrast: Double?

  func validate() throws {
    if let minContrast, !Frontend.contrastRange.contains(minContrast) {
      throw ValidationError("expected --min-contrast within 1...21 (WCAG ratios), found \(minContrast)")
    }
  }
}

/// What a build writes besides its outputs, and where (`build` and `watch`).
struct OutputOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "The output directory (default: themec.yml's output, else Generated).")
  var output: String?

  @Option(help: "Also write the template contexts (strings.context.json, styles.context.json) to this directory.")
  var dumpContext: String?

  @Option(
    help: "Also write the preview page (index.html) to this directory after each build (with watch: kept current).")
  var preview: String?

  @Flag(help: "Print the time each phase took to standard error.")
  var timings = false

  /// The build's settings from the command line and the project file.
  /// What `build` and `watch` are asked.
  func request(_ input: InputOptions, _ checks: CheckOptions, _ report: ReportOptions) -> BuildRequest {
    var request = BuildRequest()
    request.flags = input.flags(format: report.format, checks: checks)
    (request.output, request.dumpContext, request.timings, request.preview) = (output, dumpContext, timings, preview)
    return request
  }
}

/// How findings are reported, for the commands that report them as they choose.
struct ReportOptions: ParsableArguments {
  @Option(
    help: "How findings are reported: text (standard error), json (a line per finding) or sarif (standard output).")
  var format: String?

  func validate() throws {
    if let format, ReportFormat(rawValue: format) == nil {
      throw ValidationError("expected --format text, json or sarif, found '\(format)'")
    }
  }
}

/// Runs a command's body: an exit code passes through, any other error is printed and
/// becomes exit status 1.
func reportingErrors(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as ExitCode {
    throw error
  } catch let error as DriverError where error.isReported {
    throw ExitCode(1)
  } catch let error as DriverError where error.isUsage {
    // A mistyped subcommand reads as an input path (`build` is the default): say which.
    let typed = CommandLine.arguments.dropFirst().first ?? ""
    let names = Themec.configuration.subcommands.map { $0._commandName }
    let hint = closestName(to: typed, in: names).map { "; did you mean '\($0)'?" } ?? ""
    Driver.printDiagnostics(
      "error: \(error.message.escapedForTerminal)\(error.message.contains("'\(typed)'") ? hint : "")\n")
    throw ExitCode(64)
  } catch {
    Driver.printDiagnostics("error: \(String(describing: error).escapedForTerminal)\n")
    throw ExitCode(1)
  }
}

package struct Build: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Validate the inputs and write Swift and JSON outputs.",
    discussion: """
      Writes ThemeStrings.swift and ThemeStyles.swift (tables, platform-neutral), \
      ThemeStrings+SendbirdUIKit.swift and ThemeStyles+SendbirdUIKit.swift (apply, compiled \
      only where SendbirdUIKit can be imported), strings.json and styles.json (for \
      ThemeRuntime). Each output whose bytes change is written to a new file beside it and \
      renamed over it; nothing else in the output directory is touched, nothing is written \
      when there is an error, and a second build into the directory waits for the first.
      """)

  package init() {}

  @OptionGroup var input: InputOptions
  @OptionGroup var checks: CheckOptions
  @OptionGroup var report: ReportOptions
  @OptionGroup var outputs: OutputOptions

  package func run() throws {
    // One build, then the process ends: the allocator keeps what it maps (`tuneAllocator`).
    Driver.tuneAllocator()
    try reportingErrors {
      let (settings, outputs) = try outputs.request(input, checks, report).resolve()
      let status = try settings.build(outputs)
      if status != 0 { throw ExitCode(status) }
    }
  }
}

struct Watch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Build, then build again whenever an input, a template or themec.yml changes.",
    discussion: """
      Takes build's options. Changes are seen with inotify on Linux, FSEvents on macOS, by \
      modification times elsewhere; a burst of changes (an editor's save) makes one build. Each build prints its \
      findings. Ctrl-C stops.
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var checks: CheckOptions
  @OptionGroup var report: ReportOptions
  @OptionGroup var outputs: OutputOptions

  func run() throws {
    try reportingErrors {
      try watch(outputs.request(input, checks, report))
    }
  }
}

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Validate the inputs and report problems without writing anything.")

  @OptionGroup var input: InputOptions
  @OptionGroup var checks: CheckOptions
  @OptionGroup var report: ReportOptions

  @Option(help: "Write the findings to this file as the baseline (accepted findings) instead of reporting them.")
  var writeBaseline: String?

  func run() throws {
    try reportingErrors {
      let status = try input.resolve(format: report.format, readBaseline: writeBaseline == nil, checks: checks).settings
        .lint(
          writeBaseline: writeBaseline)
      if status != 0 { throw ExitCode(status) }
    }
  }
}

struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config", abstract: "Check the project file (themec.yml).", subcommands: [ConfigLint.self])
}

struct ConfigLint: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check themec.yml (the nearest, or the one given) and report its problems as located diagnostics.")

  @Argument(help: "The project file (default: the nearest themec.yml).")
  var path: String?

  func run() throws {
    try reportingErrors {
      guard let path = path ?? ProjectConfig.find() else {
        throw DriverError(message: "no \(ProjectConfig.fileName) here or in a directory above", isUsage: true)
      }
      let (config, diagnostics) = try ProjectConfig.load(path, found: self.path == nil)
      var problems = diagnostics
      if let baseline = config.policy.baselinePath, !FileManager.default.fileExists(atPath: baseline) {
        problems.append(
          Diagnostic(
            .configInvalid, at: SourceLocation(path: path, line: 1, column: 1),
            "expected the baseline file '\(baseline)' to exist, found none; 'themec lint --write-baseline \(baseline)' writes it"
          ))
      }
      Driver.printReport(Driver.report(problems, format: .text), format: .text)
      if problems.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
      print("themec: \(path.escapedForTerminal) is valid")
    }
  }
}

struct Plural: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plural",
    abstract: "Print the CLDR plural category of numbers in a locale.",
    discussion: """
      Prints one line per number, 'NUMBER CATEGORY'. Numbers are integers or decimal \
      strings whose visible fraction digits count ('1' is 'one' in English, '1.0' is \
      'other'); '1.2c6' is compact notation. With --categories, prints the categories \
      the locale needs for integer counts and for decimals.
      """)

  @Argument(help: "A locale tag such as 'ru', 'pt-BR', 'zh-Hant-TW' or 'en_US'.")
  var locale: String

  @Argument(help: "Numbers to classify.")
  var numbers: [String] = []

  @Flag(help: "Print the integer and decimal category sets instead.")
  var categories = false

  @Flag(help: "Use ordinal rules (1st, 2nd) instead of cardinal ones.")
  var ordinal = false

  func validate() throws {
    if !categories && numbers.isEmpty {
      throw ValidationError("expected at least one NUMBER or --categories")
    }
    let rules = PluralRules.ruleSet(for: locale, kind: ordinal ? .ordinal : .cardinal)
    for number in numbers where rules.category(forDecimal: number) == nil {
      throw ValidationError("expected a number (such as 21, 1.5 or 1.2c6), found '\(number)'")
    }
  }

  func run() throws {
    let rules = PluralRules.ruleSet(for: locale, kind: ordinal ? .ordinal : .cardinal)
    // As CLDR, ICU and babel do, a locale without rules of its own uses root's (every
    // number is `other`); the compiler warns the same way (`plural.unknown-locale`).
    if rules.isRootFallback {
      Driver.printDiagnostics(
        "warning: CLDR \(PluralRules.cldrVersion) has no plural rules for locale '\(locale)'; using root's (only 'other')\n"
      )
    }
    if categories {
      print("integer: " + rules.integerCategories.sorted().map(\.rawValue).joined(separator: " "))
      print("decimal: " + rules.decimalCategories.sorted().map(\.rawValue).joined(separator: " "))
      return
    }
    // Every number parses (`validate`).
    for number in numbers { print("\(number) \(rules.category(forDecimal: number)!.rawValue)") }
  }
}

struct Keys: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "List the SDK's customisation surface: strings, colours, fonts, icons and theme properties.",
    discussion: """
      One line per key, tab-separated: kind, name (as a strings or theme file writes it), \
      Swift type, the SDK's default, and a note (deprecated, get-only). With --format json, \
      an array of objects.
      """)

  @Argument(help: "Only keys whose name contains this text (any case).")
  var filter = ""

  @Option(name: .customLong("kind"), help: "Only keys of this kind: string, color, font, icon, theme (repeatable).")
  var kinds: [String] = []

  @Option(help: "text or json.")
  var format = "text"

  @Option(help: "The SendbirdUIKit release whose surface to list (default: the newest themec knows).")
  var sdkVersion: String?

  @Option(
    help:
      "List what changed after this SendbirdUIKit release instead, through the newest (added, removed, changed, announced)."
  )
  var since: String?

  func validate() throws {
    if sdkVersion != nil && since != nil {
      throw ValidationError("expected --sdk-version or --since, found both")
    }
    for (value, name) in [(sdkVersion, "--sdk-version"), (since, "--since")] {
      guard let value else { continue }
      if case .failure(let error) = SendbirdUIKitRelease.named(value, setting: name) {
        throw ValidationError(error.message)
      }
      // Changes since a release after the newest with a source: there is nothing to compare.
      if name == "--since" && SendbirdUIKitRelease(value) == nil && SendbirdUIKitRelease.installed(byTag: value).isEmpty
      {
        throw ValidationError(
          "expected a SendbirdUIKit release themec knows (\(SendbirdUIKitRelease.range)) for '--since', found '\(value)'"
        )
      }
    }
    for kind in kinds where !SurfaceKeys.kinds.contains(kind) {
      throw ValidationError("expected a kind among \(SurfaceKeys.kinds.joined(separator: ", ")), found '\(kind)'")
    }
    guard ["text", "json"].contains(format) else {
      throw ValidationError("expected --format text or json, found '\(format)'")
    }
  }

  func run() {
    // The release named (validated), with what a tag of that name installs where it is another
    // (sendbird-uikit-ios's v3.9.0 to v3.11.0, -spm's v3.9.0 to v3.10.0), or which release a version no
    // framework declares is.
    let named = (sdkVersion ?? since).flatMap { try? SendbirdUIKitRelease.named($0, setting: "").get() }
    if let note = named?.note { Driver.printDiagnostics("note: \(note)\n") }
    if let pinned = named?.release.pinNote { Driver.printDiagnostics("note: \(pinned)\n") }
    let keys =
      if since != nil, let release = named?.release {
        SurfaceKeys.changes(since: release, filter: filter, kinds: kinds)
      } else {
        SurfaceKeys.list(filter: filter, kinds: kinds, sdk: SDKCatalogs(release: named?.release ?? .newest))
      }
    print(format == "json" ? SurfaceKeys.json(keys) : SurfaceKeys.text(keys), terminator: "")
  }
}

struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract:
      "Write DIR/index.html: each theme's palette, fonts, icons and components, and every locale's count strings.",
    discussion: """
      Inline CSS, no script and no network; the same inputs give the same bytes. Per theme: \
      each colour with the reference it came from, fonts, icons, and SendbirdUIKit's \
      components in light, dark and overlay with the contrast of each text on its \
      background (red below --min-contrast). Per locale: every closure string at 0, 1, 2, 3, \
      5, 11, 21, 99, 100, 101 (capped and not) and for one to three names; missing and stale \
      translations marked; right-to-left languages laid out right to left. Values changed \
      from the SDK's are outlined, and each element carries the value it shows (data-prop, \
      data-css, data-hex, data-size, data-weight).
      """)

  @OptionGroup var input: InputOptions
  @OptionGroup var checks: CheckOptions
  @OptionGroup var report: ReportOptions

  @Option(name: .shortAndLong, help: "The directory to write index.html to.")
  var output = "Preview"

  @Flag(help: "Open the page in the default browser (open on macOS, xdg-open elsewhere).")
  var open = false

  func run() throws {
    try reportingErrors {
      let status = try input.resolve(format: report.format, checks: checks).settings.preview(to: output, open: open)
      if status != 0 { throw ExitCode(status) }
    }
  }
}

struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Bring translations in: .strings, .stringsdict, .xcstrings and XLIFF files into <locale>.strings.yaml.",
    discussion: """
      A .strings or .stringsdict file's locale is its 'xx.lproj' folder's (Base is the base \
      locale) or --locale; a String Catalog and an XLIFF file name their own (--locale takes \
      that one alone). Keys that are SendbirdUIKit paths become SDK keys, the others app keys; \
      an app catalogue's own keys (extracted by Xcode, or another tool's XLIFF) stay the app's \
      unless --map maps them, and one that is no path of Swift names ('Done.') gets a name, its \
      key kept under 'source-keys' for export. Comments go under 'comments', the base text a \
      translation was made from under 'translated-from', translations to review under \
      'needs-review'. A plural of one variable becomes forms. What cannot be represented, and \
      keys given twice, are reported. No file is replaced, unless --merge: then the round is an \
      edit of the project (read as build reads it, with themec.yml): each imported entry \
      changes in place, in the file where it is (a form the round leaves empty stays), a new \
      key goes where the base has it, and every other byte (comments, order, nesting, quoting, \
      parameters, same-as-base) stays; the base locale changes only when the round names it \
      (its .lproj, an XLIFF file whose target it is, or --locale). Every locale of the round \
      is written, or none; a merge and a build into the folder wait for each other.
      """)

  @Argument(help: "The .strings, .stringsdict, .xcstrings, .xliff or .xlf files.")
  var files: [String]

  @Option(
    name: .shortAndLong,
    help: "The folder of the <locale>.strings.yaml files (default: themec.yml's first input, else 'themes').")
  var output: String?

  @Option(help: "The locale of every file; of a String Catalog or XLIFF file, the one locale to take.")
  var locale: String?

  @Option(help: "The base locale, which a Base.lproj folder holds (default: themec.yml's, else en).")
  var baseLocale: String?

  @Option(help: "A YAML file mapping the files' keys to themec keys (an SDK path, or app.<key>).")
  var map: String?

  @Option(help: "The project file to read instead of the nearest themec.yml.")
  var config: String?

  @Flag(help: "Read no themec.yml.")
  var noConfig = false

  @Flag(
    help:
      "Merge a new round into the existing <locale>.strings.yaml files, editing only the imported entries in place (all locales or none)."
  )
  var merge = false

  func run() throws {
    try reportingErrors {
      var flags = SettingFlags()
      (flags.inputs, flags.baseLocale) = (output.map { [$0] } ?? [], baseLocale)
      (flags.config, flags.noConfig) = (config, noConfig)
      let (written, diagnostics) = try Frontend.resolve(flags).settings.importStrings(
        files, into: output, locale: locale, mapping: map, merge: merge)
      Driver.printReport(Driver.report(diagnostics, format: .text), format: .text)
      if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
      print(
        written.isEmpty
          ? "themec: nothing to change" : "themec: wrote \(written.joined(separator: ", ").escapedForTerminal)")
    }
  }
}

struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Send strings out: every locale to one String Catalog (.xcstrings) or to XLIFF 1.2 (or 2.0) files.",
    discussion: """
      The catalogue is one file Xcode opens, so the app declares its languages; XLIFF is a \
      file per locale (the base's included), as xcodebuild -exportLocalizations writes it. \
      Both carry the base text, comments, plural forms per the locale's CLDR categories and \
      states: needs_review (XLIFF needs-review-translation) for a translation made from a base \
      text that has changed since, or listed under 'needs-review'. Forms Apple's formats lack \
      travel as units beside the key (KEY|=1, KEY|<1, KEY|cap:100, KEY|offset, KEY|empty-name).
      """)

  @OptionGroup var input: InputOptions

  @Option(help: "xcstrings, xliff (1.2) or xliff2 (2.0).")
  var format: String

  @Option(name: .shortAndLong, help: "The .xcstrings file, or the directory for the XLIFF files.")
  var output: String?

  func validate() throws {
    if Frontend.ExportFormat(rawValue: format) == nil {
      throw ValidationError("expected --format xcstrings, xliff or xliff2, found '\(format)'")
    }
  }

  func run() throws {
    try reportingErrors {
      let chosen = Frontend.ExportFormat(rawValue: format)!
      let path = output ?? (chosen == .xcstrings ? "Localizable.xcstrings" : "Localizations")
      let status = try input.resolve().settings.export(chosen, to: path)
      if status != 0 { throw ExitCode(status) }
    }
  }
}

struct Status: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Per locale: how many strings are translated, need review (stale or listed) or are missing.",
    discussion: """
      A translation is stale when the base text's fingerprint differs from the one recorded \
      under 'translated-from' (lint reports it as string.stale). --format json prints one object \
      per locale.
      """)

  @OptionGroup var input: InputOptions

  @Option(help: "How the counts are printed: text (a table) or json (an object per locale).")
  var format = "text"

  @Flag(
    help: """
      Record under 'translated-from' the base value each translation without a record (a \
      hand-written one) is made from, as the base is now, in place: a later change to the \
      base text makes it stale.
      """)
  var record = false

  func validate() throws {
    guard ["text", "json"].contains(format) else {
      throw ValidationError("expected --format text or json, found '\(format)'")
    }
  }

  func run() throws {
    try reportingErrors {
      let settings = try input.resolve().settings
      let status = try record ? settings.recordBase() : settings.status(json: format == "json")
      if status != 0 { throw ExitCode(status) }
    }
  }
}

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter project: themec.yml, an English strings file, a theme and the schemas.",
    discussion: """
      The strings file lists every SDK key as a comment with its default, the theme every \
      palette colour and font. It builds as written. A file that exists is never replaced.
      """)

  @Argument(help: "The project's directory.")
  var directory = "."

  func run() throws {
    try reportingErrors {
      let (written, kept) = try initProject(at: directory)
      if !written.isEmpty { print("themec: wrote \(written.joined(separator: ", ").escapedForTerminal)") }
      if !kept.isEmpty { print("themec: kept \(kept.joined(separator: ", ").escapedForTerminal) (they exist)") }
    }
  }
}

struct Schema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Write JSON Schemas of the strings and theme formats, for editors.",
    discussion: """
      Writes strings.schema.json and theme.schema.json (draft-07), made from the SDK \
      catalogue: every key with its type and default. With the YAML language server, a file's \
      first line '# yaml-language-server: $schema=strings.schema.json' turns on completion.
      """)

  @Option(name: .shortAndLong, help: "The directory to write them to.")
  var output = "."

  func run() throws {
    try reportingErrors {
      let written = try writeSchemas(to: output)
      print(
        written.isEmpty
          ? "themec: \(output.escapedForTerminal) is up to date"
          : "themec: wrote \(written.joined(separator: ", ").escapedForTerminal)")
    }
  }
}

struct Codes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "codes",
    abstract: "List every diagnostic code with its default severity and meaning.")

  func run() {
    for code in DiagnosticCode.all {
      print("\(code.name)\t\(code.severity.rawValue)\t\(code.summary)")
    }
  }
}
