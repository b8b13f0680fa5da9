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
/// own manifest makes an unchanged run a no-op). What it runs is `PluginPlan`'s.
@main
struct ThemePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles.map(\.url)
    let plan = PluginPlan.build(files: files, workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    if plan == nil { Diagnostics.warning(PluginPlan.noInputs(targetName: target.name)) }
    let commands = try Self.commands(plan, tool: context.tool(named: "themec").url)
    // The package root's themec.yml was read before the config moved into the target.
    let rootConfig = context.package.directoryURL.appendingPathComponent("themec.yml")
    if !commands.isEmpty, !files.contains(where: { $0.lastPathComponent == "themec.yml" }),
      FileManager.default.fileExists(atPath: rootConfig.path)
    {
      Diagnostics.warning(
        "\(rootConfig.path): the plugin reads the themec.yml in the folder of target '\(target.name)', not this one; move it there"
      )
    }
    return commands
  }

  /// The build command of a plan, if any.
  static func commands(_ build: PluginPlan.Build?, tool: URL) -> [Command] {
    guard let build else { return [] }
    return [
      .buildCommand(
        displayName: build.displayName, executable: tool, arguments: build.arguments, inputFiles: build.inputFiles,
        outputFiles: build.outputFiles)
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode app targets: compiled only on a Mac, with Xcode, and not run by this project's CI;
  // what it does is `PluginPlan.xcodeFiles` and `PluginPlan.build`, which the tests run.
  extension ThemePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let (files, warning) = PluginPlan.xcodeFiles(
        members: target.inputFiles.map(\.url), projectDirectory: context.xcodeProject.directoryURL,
        targetName: target.displayName)
      if let warning { Diagnostics.warning(warning) }
      return try Self.commands(
        PluginPlan.build(files: files, workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName),
        tool: context.tool(named: "themec").url)
    }
  }
#endif
