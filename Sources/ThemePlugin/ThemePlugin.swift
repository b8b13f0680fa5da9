import Foundation
import PackagePlugin

/// Runs `themec build` on a target's `*.strings.yaml` and `*.theme.yaml` files, and compiles
/// the generated Swift into the target. Inputs and outputs are declared, so SwiftPM reruns
/// it only when a YAML file changes (and themec's own manifest makes an unchanged run a
/// no-op).
@main
struct ThemePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles.map(\.url).filter {
      $0.lastPathComponent.hasSuffix(".strings.yaml") || $0.lastPathComponent.hasSuffix(".theme.yaml")
    }
    guard !inputs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
    var outputs: [URL] = []
    if inputs.contains(where: { $0.lastPathComponent.hasSuffix(".strings.yaml") }) {
      outputs += ["ThemeStrings.swift", "ThemeStrings+SendbirdUIKit.swift"].map { output.appendingPathComponent($0) }
    }
    if inputs.contains(where: { $0.lastPathComponent.hasSuffix(".theme.yaml") }) {
      outputs += ["ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift"].map { output.appendingPathComponent($0) }
    }
    return [
      .buildCommand(
        displayName: "themec build (\(inputs.count) files) for \(target.name)",
        executable: try context.tool(named: "themec").url,
        arguments: ["build"] + inputs.map(\.path) + ["--output", output.path],
        inputFiles: inputs,
        outputFiles: outputs)
    ]
  }
}
