import ThemeCore
import ThemeRender

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the command line says about a project, before the project file (`themec.yml`) and
/// the defaults fill in the rest. Each is nil (or empty) where the command line is silent.
public struct SettingFlags: Sendable {
  /// The inputs named; none: the project file's, else `themes`.
  public var inputs: [String] = []
  public var baseLocale: String?
  /// Globs added to the project file's.
  public var excludes: [String] = []
  /// `--config`: a project file named, read whoever owns it; nil: one is looked for here and
  /// above (`ProjectConfig.find`), and refused if others may write it.
  public var config: String?
  /// `--no-config`: no project file is read.
  public var noConfig = false
  /// `--format`, as typed.
  public var format: String?
  /// False for `lint --write-baseline`, which writes the baseline rather than reading it.
  public var readBaseline = true
  public var warningsAsErrors = false
  public var templates: String?
  public var minContrast: Double?
  public var sdkVersion: String?
  /// Under the build plugin: what it does not read of the project file is said.
  public var underPlugin = false

  public init() {}
}

extension Frontend {
  /// The settings of a command: the command line's over the project file's over the
  /// defaults, and the project file read (if any). A project file with errors stops here
  /// (`DriverError.reported`), its findings printed; an unknown `--sdk-version` is a usage
  /// error.
  public static func resolve(_ flags: SettingFlags) throws -> (config: ProjectConfig?, settings: Frontend) {
    var settings = Frontend()
    var project: ProjectConfig?
    if !flags.noConfig, let path = flags.config ?? ProjectConfig.find() {
      let (loaded, diagnostics) = try ProjectConfig.load(path, found: flags.config == nil)
      if !diagnostics.isEmpty {
        let format = flags.format.flatMap(ReportFormat.init(rawValue:)) ?? loaded.format ?? .text
        Driver.printReport(Driver.report(diagnostics, format: format), format: format)
        if diagnostics.contains(where: { $0.severity == .error }) { throw DriverError.reported }
      }
      project = loaded
      settings.configText = loaded.text
      settings.configPath = path
    }
    settings.inputs = flags.inputs.isEmpty ? project?.inputs ?? ["themes"] : flags.inputs
    if flags.underPlugin {
      settings.notices = (project?.inputKeys ?? []).map { key, location in
        Diagnostic(
          .configPluginIgnored, at: location,
          "expected settings the build plugin reads, found '\(key)', which it does not: it builds the target's *.strings.yaml and *.theme.yaml files (move a file out of the target to leave it out)"
        )
      }
    }
    settings.excludes = flags.excludes + (project?.excludes ?? [])
    settings.baseLocale = flags.baseLocale ?? project?.baseLocale ?? "en"
    if let sdkVersion = flags.sdkVersion {
      switch SendbirdUIKitRelease.named(sdkVersion, setting: "--sdk-version") {
      case .success(let (release, note)):
        settings.sdkRelease = release
        if let note { Driver.printDiagnostics("themec: warning: \(note)\n") }
        if let pinned = release.pinNote { Driver.printDiagnostics("themec: note: \(pinned)\n") }
      case .failure(let error): throw DriverError(message: error.message, isUsage: true)
      }
    } else if let release = project?.sdkRelease {
      settings.sdkRelease = release
    }
    settings.warningsAsErrors = flags.warningsAsErrors || project?.warningsAsErrors == true
    settings.templates = flags.templates ?? project?.templates
    settings.minContrast = flags.minContrast ?? project?.minContrast ?? 4.5
    settings.format = flags.format.flatMap(ReportFormat.init(rawValue:)) ?? project?.format ?? .text
    settings.policy = project?.policy ?? FindingPolicy()
    if flags.readBaseline { try settings.policy.loadBaseline() }
    return (project, settings)
  }
}
