import Foundation
import Testing
import ThemeTestSupport

/// The plugin's plan (`Sources/ThemePlugin/PluginPlan.swift`), which SwiftPM's path and
/// Xcode's share: compiled here with a program that asks it what it would run, since a
/// plugin's sources are no module a test can import (and Xcode's path runs only in Xcode).
@Suite struct PluginPlanTests {
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func xcodeTargetsFindTheirFolderOrSaySo() throws {
    let directory = URL(fileURLWithPath: try makeScratchDirectory("themec-plugin-plan"))
    let project = directory.appendingPathComponent("Project")
    try writeFiles(
      [
        "MyApp/en.strings.yaml": "Cancel: Cancel\n", "MyApp/brand.theme.yaml": "colors: {}\n",
        "MyApp/themec.yml": "base-locale: en\n", "MyApp/Notes.md": "not an input\n",
        "MyApp/AppDelegate.swift": "\n",
      ], under: project.path)
    let program = """
      import Foundation
      let project = URL(fileURLWithPath: CommandLine.arguments[1])
      let work = URL(fileURLWithPath: "/work")
      func show(_ files: [URL]) -> String {
        files.map { $0.path.replacingOccurrences(of: project.path + "/", with: "") }.joined(separator: " ")
      }
      // YAML members: those, whatever the folder holds.
      let members = [project.appendingPathComponent("MyApp/en.strings.yaml")]
      let asMembers = PluginPlan.xcodeFiles(members: members, projectDirectory: project, targetName: "Other")
      print("members:", show(asMembers.files), asMembers.warning ?? "no warning")
      // No YAML member: the folder named after the target.
      let swift = [project.appendingPathComponent("MyApp/AppDelegate.swift")]
      let fromFolder = PluginPlan.xcodeFiles(members: swift, projectDirectory: project, targetName: "MyApp")
      print("folder:", show(fromFolder.files), fromFolder.warning ?? "no warning")
      let build = PluginPlan.build(files: fromFolder.files, workDirectory: work, targetName: "MyApp")!
      print("build:", build.displayName, "|", build.arguments.last!, "|", show(build.outputFiles))
      // A target named otherwise than its folder: nothing, and the log says where it looked.
      let renamed = PluginPlan.xcodeFiles(members: swift, projectDirectory: project, targetName: "MyApp Dev")
      print("renamed:", show(renamed.files), "|", renamed.warning ?? "no warning")
      print("renamed build:", PluginPlan.build(files: renamed.files, workDirectory: work, targetName: "MyApp Dev") == nil)
      // A package target with no YAML: no build, and what the log says.
      print("package:", PluginPlan.build(files: swift, workDirectory: work, targetName: "Feature") == nil)
      print("package says:", PluginPlan.noInputs(targetName: "Feature"))

      """
    try Data(program.utf8).write(to: directory.appendingPathComponent("main.swift"))
    let plan = repositoryRoot.appendingPathComponent("Sources/ThemePlugin/PluginPlan.swift").path
    let build = try GeneratedSwiftTests.run(["-swift-version", "6", plan, "main.swift", "-o", "plan"], in: directory)
    try #require(build.status == 0, "\(build.output)")
    let run = try runProgram(directory.appendingPathComponent("plan").path, [project.path])
    #expect(run.status == 0, "\(run.errors)")
    let folder = project.appendingPathComponent("MyApp Dev").path
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "members: MyApp/en.strings.yaml no warning",
        "folder: MyApp/AppDelegate.swift MyApp/brand.theme.yaml MyApp/en.strings.yaml MyApp/themec.yml no warning",
        "build: themec build (2 files) for MyApp | \(project.path)/MyApp/themec.yml | /work/Generated/ThemeStrings.swift "
          + "/work/Generated/ThemeStrings+SendbirdUIKit.swift /work/Generated/ThemeStyles.swift "
          + "/work/Generated/ThemeStyles+SendbirdUIKit.swift",
        "renamed: MyApp/AppDelegate.swift | themec: target 'MyApp Dev' runs the plugin but has no *.strings.yaml or "
          + "*.theme.yaml: none is a member of it, and its folder '\(folder)' holds none; nothing is generated. Keep "
          + "the YAML in the folder named after the target, or make it a member",
        "renamed build: true",
        "package: true",
        "package says: themec: target 'Feature' runs the plugin but has no *.strings.yaml or *.theme.yaml; nothing "
          + "is generated",
      ], "\(run.output)")
  }
}
