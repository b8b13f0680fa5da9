import Foundation
import Testing
import ThemeTestSupport

/// `themec preview`: one self-contained page whose marked elements show the values the
/// build resolves (compared with the `styles.json` of a build of the same inputs).
@Suite(.enabled(if: themecBinary != nil)) struct PreviewTests {
  /// The values of one attribute on the elements of a theme's section, by their key attribute.
  static func marked(_ html: String, theme: String, key: String, value: String) -> [String: String] {
    guard let start = html.range(of: "<section class=\"theme\" id=\"theme-\(theme)\"") else { return [:] }
    let section = html[start.upperBound...].prefix { _ in true }
    let end = section.range(of: "</section>").map { section[..<$0.lowerBound] } ?? section
    var found: [String: String] = [:]
    for line in end.split(separator: "\n") {
      guard let keyRange = line.range(of: " \(key)=\""), let valueRange = line.range(of: " \(value)=\"") else {
        continue
      }
      let name = line[keyRange.upperBound...].prefix { $0 != "\"" }
      found[String(name)] = String(line[valueRange.upperBound...].prefix { $0 != "\"" })
    }
    return found
  }

  @Test func showsWhatTheBuildResolves() throws {
    let root = try makeScratchDirectory("themec-preview")
    let themes = repositoryRoot.appendingPathComponent("themes").path
    let run = try runThemec(["preview", themes, "--no-config", "-o", root + "/page"])
    #expect(run.status == 0, "\(run.errors)")
    let html = try String(contentsOfFile: root + "/page/index.html", encoding: .utf8)
    // Self-contained: no script, nothing fetched.
    #expect(!html.contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("url("))
    // The same inputs, the same bytes.
    _ = try runThemec(["preview", themes, "--no-config", "-o", root + "/again"])
    #expect(FileManager.default.contents(atPath: root + "/again/index.html") == Data(html.utf8))

    _ = try runThemec(["build", themes, "--no-config", "-o", root + "/out"])
    let styles = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/out/styles.json")))
        as? [String: Any])
    let resolved = try #require(styles["themes"] as? [String: [String: Any]])
    #expect(resolved.keys.sorted() == ["brand", "sendbird"])
    for (name, theme) in resolved {
      let colors = try #require(theme["colors"] as? [String: String])
      #expect(Self.marked(html, theme: name, key: "data-color", value: "data-hex") == colors, "\(name)")
      let fonts = try #require(theme["fonts"] as? [String: [String: Any]])
      let sizes = Self.marked(html, theme: name, key: "data-font", value: "data-size")
      #expect(sizes.count == fonts.count)
      for (font, style) in fonts {
        #expect(Double(sizes[font] ?? "") == (style["size"] as? NSNumber)?.doubleValue, "\(name).\(font)")
      }
      let icons = try #require(theme["icons"] as? [String: [String: Any]])
      #expect(
        Self.marked(html, theme: name, key: "data-icon", value: "data-asset")
          == icons.mapValues { $0["asset"] as? String ?? "" })
    }
    // The brand's one change is outlined, with the SDK's value beside it.
    #expect(html.contains("<figure class=\"swatch changed\" data-color=\"primaryMain\" data-hex=\"#1054D5FF\">"))
    #expect(html.contains("#1054D5FF (SDK #742DDDFF)"))
  }

  @Test func errorsWriteNoPage() throws {
    let root = try makeScratchDirectory("themec-preview")
    try writeFiles(["themes/x.theme.yaml": "colors:\n  primaryMain: \"#12345\"\n"], under: root)
    let run = try runThemec(["preview", "--no-config", "-o", "page"], in: root)
    #expect(run.status == 1)
    #expect(run.errors.contains("[color.invalid]"))
    #expect(!FileManager.default.fileExists(atPath: root + "/page/index.html"))
  }
}
