import Foundation

/// What the plugin runs for a target, decided from file paths alone (no PackagePlugin), so
/// that SwiftPM's path and Xcode's share it and a test runs it on any machine.
enum PluginPlan {
  /// One `themec build` command.
  struct Build: Equatable {
    var displayName: String
    var arguments: [String]
    var inputFiles: [URL]
    var outputFiles: [URL]
  }

  /// The command for a target's files, whichever build system asks: the YAML inputs, the
  /// target's `themec.yml` (passed with `--config`, or `--no-config` when there is none), and
  /// the Swift outputs in the plugin's work directory; nil when the files hold no YAML input.
  /// The config is looked for beside the YAML too (in Xcode it need not be a member of the
  /// target). Every other file of the target that is not Swift is an input as well: the
  /// templates and baseline a config names lie inside its folder, so an edit of one reruns the
  /// command (an unrelated edit reruns it too, and themec finds nothing to write).
  static func build(files: [URL], workDirectory: URL, targetName: String) -> Build? {
    let inputs = files.filter(isThemeInput)
    guard !inputs.isEmpty else { return nil }
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
    return Build(
      displayName: "themec build (\(inputs.count) files) for \(targetName)",
      arguments: ["build", "--build-tool-plugin"] + inputs.map(\.path) + ["--output", output.path]
        + (config.map { ["--config", $0.path] } ?? ["--no-config"]),
      inputFiles: inputs + (config.map { [$0] } ?? []) + others,
      outputFiles: names.map { output.appendingPathComponent($0) })
  }

  /// An Xcode target's files: its members, or, when no member is YAML (YAML members are
  /// copied into the app, so teams leave them out), the YAML and `themec.yml` of the folder
  /// named after the target, Xcode's layout. With none there either, what the build log says.
  static func xcodeFiles(members: [URL], projectDirectory: URL, targetName: String) -> (
    files: [URL], warning: String?
  ) {
    guard !members.contains(where: isThemeInput) else { return (members, nil) }
    let folder = projectDirectory.appendingPathComponent(targetName)
    let found = themeFiles(in: folder)
    guard !found.contains(where: isThemeInput) else { return (members + found, nil) }
    return (
      members,
      "themec: target '\(targetName)' runs the plugin but has no *.strings.yaml or *.theme.yaml: none is a member "
        + "of it, and its folder '\(folder.path)' holds none; nothing is generated. Keep the YAML in the folder "
        + "named after the target, or make it a member"
    )
  }

  /// What the build log says of a package target that runs the plugin with no YAML (whose
  /// plan is no build).
  static func noInputs(targetName: String) -> String {
    "themec: target '\(targetName)' runs the plugin but has no *.strings.yaml or *.theme.yaml; nothing is generated"
  }

  /// Whether a file is one themec builds.
  static func isThemeInput(_ file: URL) -> Bool {
    file.lastPathComponent.hasSuffix(".strings.yaml") || file.lastPathComponent.hasSuffix(".theme.yaml")
  }

  /// The YAML inputs and `themec.yml` under a folder, sorted (links not followed).
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
