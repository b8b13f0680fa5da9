import Foundation
import PackagePlugin

/// Runs `themec build` on a target's `*.strings.yaml` and `*.theme.yaml` files: the generated
/// Swift is compiled into the target. It embeds `strings.json` and `styles.json`
/// (`ThemeStrings.catalog`, `ThemeStyles.catalog`), so the JSON files, which themec also
/// writes, are not declared as outputs and the bundle carries no second copy of the texts.
///
/// The options come from a `themec.yml` in the target's own folder: a file of the target, so
/// SwiftPM and Xcode see it added, edited or removed and run the command again. Inputs and
/// outputs are declared, so the command reruns only when one of them changes (and themec's
/// own manifest makes an unchanged run a no-op).
@main
struct ThemePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let commands = Self.commands(
      files: target.sourceFiles.map(\.url), tool: try context.tool(named: "themec").url,
      workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    // The package root's themec.yml was read before the config moved into the target.
    let rootConfig = context.package.directoryURL.appendingPathComponent("themec.yml")
    if !commands.isEmpty, !target.sourceFiles.contains(where: { $0.url.lastPathComponent == "themec.yml" }),
      FileManager.default.fileExists(atPath: rootConfig.path)
    {
      Diagnostics.warning(
        "\(rootConfig.path): the plugin reads the themec.yml in the folder of target '\(target.name)', not this one; move it there"
      )
    }
    return commands
  }

  /// The command for a target's files, whichever build system asks: the YAML inputs, the
  /// target's `themec.yml` (passed with `--config`, or `--no-config` when there is none), and
  /// the Swift outputs in the plugin's work directory. The config is looked for beside the
  /// YAML too (in Xcode it need not be a member of the target). Every other file of the
  /// target that is not Swift is an input as well: the templates and baseline a config names
  /// lie inside its folder, so an edit of one reruns the command (an unrelated edit reruns it
  /// too, and themec finds nothing to write).
  static func commands(files: [URL], tool: URL, workDirectory: URL, targetName: String) -> [Command] {
    let inputs = files.filter(isThemeInput)
    guard !inputs.isEmpty else { return [] }
    let beside = inputs[0].deletingLastPathComponent().appendingPathComponent("themec.yml")
    let config =
      files.first { $0.lastPathComponent == "themec.yml" }
      ?? (FileManager.default.fileExists(atPath: beside.path) ? beside : nil)
    let others = files.filter { file in
      file.pathExtension != "swift" && file != config && !inputs.contains(file)
    }
    let output = workDirectory.appendingPathComponent("Generated")
    var names: [String] = []
    if inputs.contains(where: { $0.lastPathComponent.hasSuffix(".strings.yaml") }) {
      names += ["ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift"]
    }
    if inputs.contains(where: { $0.lastPathComponent.hasSuffix(".theme.yaml") }) {
      names += ["ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift"]
    }
    return [
      .buildCommand(
        displayName: "themec build (\(inputs.count) files) for \(targetName)",
        executable: tool,
        arguments: ["build", "--build-tool-plugin"] + inputs.map(\.path) + ["--output", output.path]
          + (config.map { ["--config", $0.path] } ?? ["--no-config"]),
        inputFiles: inputs + (config.map { [$0] } ?? []) + others,
        outputFiles: names.map { output.appendingPathComponent($0) })
    ]
  }
}

extension ThemePlugin {
  /// Whether a file is one themec builds.
  static func isThemeInput(_ file: URL) -> Bool {
    file.lastPathComponent.hasSuffix(".strings.yaml") || file.lastPathComponent.hasSuffix(".theme.yaml")
  }

  /// The YAML inputs and `themec.yml` under a folder, sorted (links not followed): what an
  /// Xcode target whose YAML files are not members builds.
  static func themeFiles(in folder: URL) -> [URL] {
    let found = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let file = found?.nextObject() as? URL {
      guard isThemeInput(file) || file.lastPathComponent == "themec.yml",
        (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      files.append(file)
    }
    return files.sorted { $0.path < $1.path }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode app targets: the same command over the target's files (compiled only on a Mac, with
  // Xcode; the tests cover `commands(files:tool:workDirectory:targetName:)` through SwiftPM).
  // Xcode copies a member YAML file into the app (Copy Bundle Resources), so the YAML need not
  // be members: when none is, the files come from the target's folder (Xcode's layout names
  // it after the target), and the command lists them as inputs, so an edit reruns it.
  extension ThemePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      var files = target.inputFiles.map(\.url)
      if !files.contains(where: Self.isThemeInput) {
        files += Self.themeFiles(in: context.xcodeProject.directoryURL.appendingPathComponent(target.displayName))
      }
      return Self.commands(
        files: files, tool: try context.tool(named: "themec").url,
        workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
  }
#endif
