import ArgumentParser
import Dispatch
import Foundation
import ThemeCompiler
import ThemeCore
import ThemeDriver
import ThemeRuntime

/// The `themec` command line.
public struct Themec: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "themec",
    abstract: "Compile Sendbird UIKit (iOS v3) strings and themes from YAML to Swift and JSON.",
    discussion: """
      Exit status: 0 when there are no errors (warnings allowed), 1 when the input has \
      errors, 64 for a usage error.
      """,
    subcommands: [Build.self, Lint.self, Plural.self, Codes.self],
    defaultSubcommand: Build.self
  )

  public init() {}

  /// Runs the command line through ArgumentParser.
  public static func start() {
    main()
  }
}

/// The options shared by `build` and `lint`, as plain values.
package struct InputSettings: Equatable, Sendable {
  package var inputs = ["themes"]
  package var baseLocale = "en"
  package var warningsAsErrors = false
  package var templates: String?
  package var minContrast = 4.5

  package init() {}

  /// The input files, and the template files when `--templates` is given.
  func discover() throws -> (inputs: [String], templates: [String]) {
    let paths = try Driver.discoverInputs(inputs)
    if let templates {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw DriverError(message: "no such directory: '\(templates)' (--templates)", isUsage: true)
      }
    }
    let templateFiles =
      try templates.map { directory in
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".mustache") }.sorted()
          .map { directory + "/" + $0 }
      } ?? []
    return (paths, templateFiles)
  }

  /// The options that change outputs or diagnostics, as one line for the build manifest.
  var fingerprint: String {
    "base=\(baseLocale) werror=\(warningsAsErrors) contrast=\(minContrast) templates=\(templates ?? "-")"
  }

  func compileInputs(
    render: Bool = true, paths: [String]? = nil, keepContexts: Bool = false, sink: FileSink? = nil
  ) throws -> CompilationResult {
    let paths = try paths ?? Driver.discoverInputs(inputs)

    let templateTexts = try templates.map(Driver.readTemplates) ?? [:]
    var options = CompileOptions(
      baseLocale: baseLocale, templates: templateTexts, styles: StyleOptions(minimumContrast: minContrast))
    options.render = render
    options.keepContexts = keepContexts
    options.sink = sink
    var result = compile(files: Driver.inputFiles(paths), options: options)
    if warningsAsErrors {
      for index in result.diagnostics.indices where result.diagnostics[index].severity == .warning {
        result.diagnostics[index].severity = .error
      }
      if result.diagnostics.hasErrors {
        result.outputs = []
        result.streamed = []
      }
    }
    return result
  }
}

/// WCAG contrast ratios run from 1:1 to 21:1.
let contrastRange = 1.0...21.0

struct InputOptions: ParsableArguments {
  @Argument(help: "Files or directories to read; directories are searched for '*.strings.yaml' and '*.theme.yaml'.")
  var inputs: [String] = ["themes"]

  @Option(help: "The locale every other locale is checked against and falls back to.")
  var baseLocale = "en"

  @Flag(help: "Treat warnings as errors.")
  var warningsAsErrors = false

  @Option(help: "A directory of '.mustache' files replacing the built-in output templates.")
  var templates: String?

  @Option(help: "The WCAG contrast ratio below which a customised text/background pair is reported.")
  var minContrast = 4.5

  func validate() throws {
    guard contrastRange.contains(minContrast) else {
      throw ValidationError("expected --min-contrast within 1...21 (WCAG ratios), found \(minContrast)")
    }
  }

  var settings: InputSettings {
    var settings = InputSettings()
    settings.inputs = inputs
    settings.baseLocale = baseLocale
    settings.warningsAsErrors = warningsAsErrors
    settings.templates = templates
    settings.minContrast = minContrast
    return settings
  }
}

func report(_ diagnostics: [Diagnostic]) {
  let text = Driver.format(diagnostics)
  if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
}

/// Runs a command's body: an exit code passes through, any other error is printed and
/// becomes exit status 1.
func reportingErrors(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as ExitCode {
    throw error
  } catch let error as DriverError where error.isUsage {
    // A mistyped subcommand reads as an input path (`build` is the default): say which.
    let typed = CommandLine.arguments.dropFirst().first ?? ""
    let names = Themec.configuration.subcommands.map { $0._commandName }
    let hint = closestName(to: typed, in: names).map { "; did you mean '\($0)'?" } ?? ""
    FileHandle.standardError.write(Data("error: \(error)\(error.message.contains("'\(typed)'") ? hint : "")\n".utf8))
    throw ExitCode(64)
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    throw ExitCode(1)
  }
}

package struct Build: ParsableCommand {
  package static let configuration = CommandConfiguration(
    abstract: "Validate the inputs and write Swift and JSON outputs.",
    discussion: """
      Writes ThemeStrings.swift and ThemeStyles.swift (tables, platform-neutral), \
      ThemeStrings+SendbirdUIKit.swift and ThemeStyles+SendbirdUIKit.swift (apply, compiled \
      only where SendbirdUIKit can be imported), strings.json and styles.json (for \
      ThemeRuntime). Files are written only when their bytes change, and nothing is written \
      when there is an error.
      """)

  package init() {}

  @OptionGroup var input: InputOptions

  @Option(name: .shortAndLong, help: "The output directory.")
  var output = "Generated"

  @Option(help: "Also write the template contexts (strings.context.json, styles.context.json) to this directory.")
  var dumpContext: String?

  @Flag(help: "Print the time each phase took to standard error.")
  var timings = false

  package var settings: BuildSettings {
    var settings = BuildSettings()
    settings.input = input.settings
    settings.output = output
    settings.dumpContext = dumpContext
    settings.timings = timings
    return settings
  }

  package func run() throws { try settings.run() }
}

/// What `themec build` is asked to do, as plain values.
package struct BuildSettings: Equatable, Sendable {
  package var input = InputSettings()
  package var output = "Generated"
  package var dumpContext: String?
  package var timings = false

  package init() {}

  func run() throws {
    var clock = PhaseClock()
    // Locales' tables and output pieces are allocated and freed by the thousand.
    try reportingErrors {
      let (paths, templateFiles) = try input.discover()
      // Nothing changed since the last build: say what it said, read and write nothing.
      if dumpContext == nil,
        let manifest = BuildManifest.upToDate(
          fingerprint: input.fingerprint, inputs: paths + templateFiles, outputDirectory: output)
      {
        if !manifest.diagnostics.isEmpty { _ = Driver.writeAll(STDERR_FILENO, manifest.diagnostics) }
        print("themec: \(output) is up to date")
        return
      }
      let stamps = BuildManifest.stamps(paths + templateFiles)
      clock.mark("find the inputs, check the build manifest")
      // The strings outputs stream to temporary files as locales finish.
      let sink = FileSink(directory: output)
      defer { sink.discard() }
      let result = try input.compileInputs(paths: paths, keepContexts: dumpContext != nil, sink: sink)
      clock.phases += result.timings
      clock.mark(nil)
      let diagnostics = Driver.format(result.diagnostics)
      if !diagnostics.isEmpty { FileHandle.standardError.write(Data(diagnostics.utf8)) }
      clock.mark("report the diagnostics")
      if result.diagnostics.hasErrors { throw ExitCode(1) }
      if let dumpContext {
        let contexts = [
          ("strings.context.json", result.stringsContextJSON), ("styles.context.json", result.stylesContextJSON),
        ]
        .compactMap { name, json in json.map { OutputFile(path: name, contents: $0) } }
        _ = try Driver.write(contexts, to: dumpContext)
      }
      let previous = BuildManifest.recordedOutputs(in: output)
      let current = result.outputs.map(\.path) + result.streamed
      let written = try Driver.write(result.outputs, streamed: result.streamed, sink: sink, to: output)
      let removed = Driver.removeStale(previous: previous, current: current, in: output)
      clock.mark("write changed outputs")
      if let stamps,
        let manifest = BuildManifest.current(
          fingerprint: input.fingerprint, inputStamps: stamps, outputDirectory: output,
          outputs: current, diagnostics: diagnostics)
      {
        try manifest.write(to: output)
      }
      clock.mark("write the build manifest")
      if timings {
        for (phase, milliseconds) in clock.phases {
          FileHandle.standardError.write(Data(String(format: "%8.2f ms  %@\n", milliseconds, phase).utf8))
        }
      }
      if !removed.isEmpty { print("themec: removed \(removed.joined(separator: ", "))") }
      print(written.isEmpty ? "themec: \(output) is up to date" : "themec: wrote \(written.joined(separator: ", "))")
    }
  }
}

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate the inputs and report problems without writing anything.")

  @OptionGroup var input: InputOptions

  func run() throws {
    try reportingErrors {
      let result = try input.settings.compileInputs(render: false)
      report(result.diagnostics)
      if result.diagnostics.hasErrors { throw ExitCode(1) }
    }
  }
}

struct Plural: ParsableCommand {
  static let configuration = CommandConfiguration(
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
  }

  func run() throws {
    let rules = PluralRules.ruleSet(for: locale, kind: ordinal ? .ordinal : .cardinal)
    // As CLDR, ICU and babel do, a locale without rules of its own uses root's (every
    // number is `other`); the compiler warns the same way (`plural.unknown-locale`).
    if rules.isRootFallback {
      FileHandle.standardError.write(
        Data(
          "warning: CLDR \(PluralRules.cldrVersion) has no plural rules for locale '\(locale)'; using root's (only 'other')\n"
            .utf8))
    }
    if categories {
      print("integer: " + rules.integerCategories.sorted().map(\.rawValue).joined(separator: " "))
      print("decimal: " + rules.decimalCategories.sorted().map(\.rawValue).joined(separator: " "))
      return
    }
    var failed = false
    for number in numbers {
      if let category = rules.category(forDecimal: number) {
        print("\(number) \(category.rawValue)")
      } else {
        FileHandle.standardError.write(Data("error: expected a number, found '\(number)'\n".utf8))
        failed = true
      }
    }
    if failed { throw ExitCode(1) }
  }
}

struct Codes: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List every diagnostic code with its default severity and meaning.")

  func run() {
    for code in DiagnosticCode.all {
      print("\(code.name)\t\(code.severity.rawValue)\t\(code.summary)")
    }
  }
}
