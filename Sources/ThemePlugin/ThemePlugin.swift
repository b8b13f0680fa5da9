import Foundation
import PackagePlugin

/// Runs `themec build` on a target's `*.strings.yaml` and `*.theme.yaml` files: the generated
/// Swift is compiled into the target. It embeds `strings.json` and `styles.json`
/// (`ThemeStrings.catalog`, `ThemeStyles.catalog`), so the JSON files, which themec also
/// writes, are not declared as outputs and the bundle carries no second copy of the texts.
/// A `themec.yml` gives the options. Inputs and outputs are declared, so SwiftPM reruns it
/// only when a YAML file changes (and themec's own manifest makes an unchanged run a no-op).
@main
struct ThemePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles.map(\.url).filter {
      $0.lastPathComponent.hasSuffix(".strings.yaml") || $0.lastPathComponent.hasSuffix(".theme.yaml")
    }
    guard !inputs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    var names: [String] = []
    if inputs.contains(where: { $0.lastPathComponent.hasSuffix(".strings.yaml") }) {
      names += ["ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift"]
    }
    if inputs.contains(where: { $0.lastPathComponent.hasSuffix(".theme.yaml") }) {
      names += ["ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift"]
    }
    // The package's themec.yml, at its root, gives the options: base locale, severities,
    // suppressions, baseline, templates. The inputs and the output directory are the plugin's.
    let file = context.package.directoryURL.appendingPathComponent("themec.yml")
    let config = FileManager.default.fileExists(atPath: file.path) ? file : nil
    return [
      .buildCommand(
        displayName: "themec build (\(inputs.count) files) for \(target.name)",
        executable: try context.tool(named: "themec").url,
        arguments: ["build"] + inputs.map(\.path) + ["--output", output.path]
          + (config.map { ["--config", $0.path] } ?? ["--no-config"]),
        inputFiles: inputs + (config.map { [$0] } ?? []),
        outputFiles: names.map { output.appendingPathComponent($0) })
    ]
  }
}
