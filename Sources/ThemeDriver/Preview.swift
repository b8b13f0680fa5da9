import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Frontend {
  /// `themec preview`: compiles the inputs (nothing else is written) and writes
  /// `DIR/index.html`, replaced whole; with `open`, opens it in the default browser where
  /// there is one. Returns the exit status: 1 when the inputs have errors (the findings
  /// are printed, no page is written), else 0.
  public func preview(to directory: String, open: Bool = false) throws -> Int32 {
    let found = try discover()
    let (result, known) = try compileInputs(found: found)
    report(result.diagnostics, known: known)
    if result.diagnostics.hasErrors { return 1 }
    let json = result.outputs.first { $0.path == "strings.json" }.map { Data($0.bytes) }
    let path = try writePreview(
      result.project, stringsJSON: json, templates: Driver.readTemplates(found.templates), to: directory)
    print("themec: wrote \(path.escapedForTerminal)")
    if open { Driver.openInBrowser(path) }
    return 0
  }

  /// Writes the page of a compilation that had no errors (its project, which kept its
  /// strings files, and its `strings.json`), through the built-in templates or those
  /// `templates` replaces; returns its path.
  func writePreview(_ project: Project, stringsJSON: Data?, templates: [String: String], to directory: String) throws
    -> String
  {
    let renderer: Renderer
    do {
      renderer = try Renderer(templates: templates, names: Renderer.previewTemplateNames)
    } catch {
      throw DriverError(
        message: "\(error.template).mustache:\(error.line):\(error.column): \(error.message) [template.invalid]")
    }
    var strings: PreviewPage.Strings?
    if let stringsJSON, let catalog = try? ThemeCatalog(stringsData: stringsJSON) {
      strings = PreviewPage.Strings(
        catalog: catalog, table: TranslationTable(project.strings, baseLocale: baseLocale), sdk: project.sdk.strings)
    }
    try FileSystem.createDirectory(directory)
    let path = FileSystem.normalized(directory) + "/index.html"
    let page: String
    do {
      page = try PreviewPage.html(
        project.themes, strings: strings, minimumContrast: minContrast, catalog: project.sdk.styles, renderer: renderer)
    } catch {
      throw DriverError(
        message: "\(error.template).mustache:\(error.line):\(error.column): \(error.message) [template.invalid]")
    }
    try FileSystem.replaceFile(path, with: [Array(page.utf8)])
    return path
  }
}

extension Driver {
  /// Opens a file with the platform's opener (`open` on macOS, `xdg-open` elsewhere), when
  /// there is one; says so when there is none.
  static func openInBrowser(_ path: String) {
    #if os(macOS)
      let opener = "/usr/bin/open"
    #else
      let opener =
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        .map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? ""
    #endif
    guard FileManager.default.isExecutableFile(atPath: opener) else {
      print("themec: no browser opener found; open \(path.escapedForTerminal) yourself")
      return
    }
    // Started and left to run (Foundation's `Process` is not in `FoundationEssentials`).
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(path), nil]
    let environment: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (arguments + environment).forEach { free($0) } }
    var child = pid_t()
    _ = posix_spawn(&child, opener, nil, nil, arguments, environment)
  }
}
