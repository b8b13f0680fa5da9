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

  /// The page is a template a team may replace (`--templates`); one that does not parse is a
  /// located error, and no page is written.
  @Test func thePageIsATemplate() throws {
    let root = try makeScratchDirectory("themec-preview")
    try writeFiles(
      [
        "themes/x.theme.yaml": "colors:\n  primaryMain: \"#123456\"\n",
        "own/preview.html.mustache": "{{#themes}}<h1>{{name}}</h1>{{/themes}}\n",
        "broken/preview.html.mustache": "{{#themes}}\n<h1>{{name}}</h1>\n",
      ], under: root)
    let own = try runThemec(["preview", "--no-config", "--templates", "own", "-o", "page"], in: root)
    #expect(own.status == 0, "\(own.errors)")
    #expect(FileManager.default.contents(atPath: root + "/page/index.html") == Data("<h1>x</h1>\n".utf8))
    let broken = try runThemec(["preview", "--no-config", "--templates", "broken", "-o", "other"], in: root)
    #expect(broken.status == 1)
    #expect(broken.errors.contains("preview.html.mustache:3:1: error: the template does not parse"), "\(broken.errors)")
    #expect(broken.errors.contains("[template.invalid]"))
    #expect(!FileManager.default.fileExists(atPath: root + "/other/index.html"))
  }

  /// CSS weights by the theme's weight names.
  static let cssWeights = [
    "ultraLight": "100", "thin": "200", "light": "300", "regular": "400", "medium": "500", "semibold": "600",
    "bold": "700", "heavy": "800", "black": "900",
  ]

  /// The bundled themes and a showcase theme, rendered in headless Chromium: every marked
  /// element's computed colour and font equal what the build resolves (its `styles.json`),
  /// palette, icons and each component property in light, dark and overlay; right-to-left
  /// locales are laid out right to left.
  @Test func chromiumComputesTheResolvedValues() throws {
    let root = try makeScratchDirectory("themec-preview")
    let inputs = [
      repositoryRoot.appendingPathComponent("themes").path,
      repositoryRoot.appendingPathComponent("Tests/Fixtures/Preview/showcase.theme.yaml").path,
    ]
    let run = try runThemec(["preview"] + inputs + ["--no-config", "-o", root + "/page"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try runThemec(["build"] + inputs + ["--no-config", "-o", root + "/out"]).status == 0)
    let check = try runProgram(
      "/usr/bin/env",
      [
        "python3", repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/check_preview.py").path,
        root + "/page/index.html", "--screenshot", root + "/shots",
      ])
    if check.status == 77, !validatorsRequired {
      print("PreviewTests: no Chromium (apt-get install chromium); the page was checked by its markup only")
      return
    }
    #expect(check.status == 0, "\(check.errors)")
    print("PreviewTests: screenshot at \(root)/shots/page.png")
    let styles = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/out/styles.json")))
        as? [String: Any])
    let themes = try #require(styles["themes"] as? [String: [String: Any]])
    /// A property's value in a variant (an adaptive value's base).
    func property(_ theme: String, _ variant: String, _ name: String) -> [String: Any]? {
      let parts = name.split(separator: ".").map(String.init)
      let variants = themes[theme]?["variants"] as? [String: [String: [String: Any]]]
      let value = variants?[variant]?[parts[0]]?[parts[1]] as? [String: Any]
      return (value?["adaptive"] as? [String: Any])?["base"] as? [String: Any] ?? value
    }
    var checked: [String: Int] = [:]
    for line in check.output.split(separator: "\n").map({ $0.split(separator: " ").map(String.init) }) {
      switch line.first {
      case "color":
        let (theme, variant, name, computed) = (line[1], line[2], line[3], line[4])
        let expected: String? =
          switch variant {
          case "palette": (themes[theme]?["colors"] as? [String: String])?[name]
          case "icon": ((themes[theme]?["icons"] as? [String: [String: Any]])?[name]?["tint"] as? String)
          default: property(theme, variant, name)?["color"] as? String
          }
        #expect(computed == expected, "\(theme) \(variant) \(name): Chromium drew \(computed)")
        checked["\(theme) \(variant)", default: 0] += 1
      case "font":
        let (theme, variant, name, size, weight) = (line[1], line[2], line[3], line[4], line[5])
        let font =
          variant == "palette"
          ? (themes[theme]?["fonts"] as? [String: [String: Any]])?[name]
          : property(theme, variant, name)?["font"] as? [String: Any]
        #expect(Double(size) == (font?["size"] as? NSNumber)?.doubleValue, "\(theme) \(variant) \(name) size")
        #expect(weight == Self.cssWeights[font?["weight"] as? String ?? ""], "\(theme) \(variant) \(name) weight")
      case "direction":
        #expect(line[2] == (line[1] == "ar" ? "rtl" : "ltr"), "\(line)")
        checked["direction", default: 0] += 1
      default: Issue.record("unexpected line \(line)")
      }
    }
    // Every theme's palette, and its components in every variant, were drawn and checked.
    for theme in ["brand", "sendbird", "showcase"] {
      for variant in ["palette", "light", "dark", "overlay"] {
        #expect(checked["\(theme) \(variant)", default: 0] >= 10, "\(theme) \(variant): \(checked)")
      }
    }
    #expect(checked["direction"] == 5)
  }

  /// The page loads nothing (issue 34, item 9): a font family and an icon asset that try to
  /// close the CSS string or the attribute they land in and load a URL request nothing of a
  /// server on loopback, and the Content-Security-Policy stops a load written into the
  /// markup (which the server logs once the policy is taken out).
  @Test func thePageLoadsNothing() throws {
    let root = try makeScratchDirectory("themec-preview")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let check = try runProgram(
      "/usr/bin/env",
      [
        "python3", repositoryRoot.appendingPathComponent("Tests/Fixtures/validators/check_preview_requests.py").path,
        themecBinary!, root,
      ])
    if check.status == 77, !validatorsRequired {
      print("PreviewTests: no Chromium (apt-get install chromium); the request log was not taken")
      return
    }
    #expect(check.status == 0, "\(check.errors)")
    let found = try #require(
      try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: [String]], "\(check.output)")
    #expect(found["page"] == [], "the page requested \(found["page"] ?? [])")
    #expect(found["injected"] == [], "the policy let through \(found["injected"] ?? [])")
    #expect(found["unprotected"] == ["/injected", "/injected.css"], "the server saw \(found)")
  }

  /// The strings part: every count closure at the boundary counts (a capped one with and
  /// without its flag), list closures for one to three names, app plurals; a missing
  /// translation and a stale one marked; Arabic laid out right to left.
  @Test func showsTheStringsAtBoundaryCounts() throws {
    let root = try makeScratchDirectory("themec-preview")
    try writeFiles(
      [
        "themes/en.strings.yaml": """
        Cancel: Cancel
        Message_Replied_Users_Count: {one: "%lld reply", other: "%lld replies", "<1": "", cap: {from: 100, text: "99+ replies"}}
        Channel_Typing: {"=1": "%@ is typing", "=2": "%1$@ and %2$@ are typing", other: "Several are typing"}
        app:
          cart.items: {one: "%lld item", other: "%lld items"}

        """,
        "themes/de.strings.yaml": """
        Message_Replied_Users_Count: {one: "%lld Antwort", other: "%lld Antworten", "<1": "", cap: {from: 100, text: "99+ Antworten"}}
        Channel_Typing: {"=1": "%@ schreibt", other: "Mehrere schreiben"}
        app:
          cart.items: {one: "%lld Artikel", other: "%lld Artikel"}
        translated-from:
          app.cart.items: "00000000"

        """,
        "themes/ar.strings.yaml": "Cancel: إلغاء\n",
      ], under: root)
    let run = try runThemec(["preview", "--no-config", "-o", "page"], in: root)
    #expect(run.status == 0, "\(run.errors)")
    let html = try String(contentsOfFile: root + "/page/index.html", encoding: .utf8)
    func row(_ locale: String, _ key: String) -> String {
      guard let section = html.range(of: "data-locale=\"\(locale)\">"),
        let start = html.range(of: "<tr data-key=\"\(key)\">", range: section.upperBound..<html.endIndex)
      else { return "" }
      return String(html[start.lowerBound...].prefix { $0 != "\n" })
    }
    let replies = row("de", "Message_Replied_Users_Count")
    for cell in [
      "<td><small>0</small> </td>", "<td><small>1</small> 1 Antwort</td>", "<td><small>21</small> 21 Antworten</td>",
      "<td><small>101</small> 101 Antworten</td>", "<td><small>101 capped</small> 99+ Antworten</td>",
      "<td><small>99 capped</small> 99 Antworten</td>",
    ] {
      #expect(replies.contains(cell), "\(cell) in \(replies)")
    }
    let typing = row("de", "Channel_Typing")
    #expect(typing.contains("<td><small>Ann</small> Ann schreibt</td>"), "\(typing)")
    #expect(typing.contains("<td><small>Ann, Bo, Cy</small> Mehrere schreiben</td>"))
    // German lacks Message_Typers_Count (the base text shows, marked); its cart string was
    // made from another English text (stale).
    #expect(row("de", "Message_Typers_Count").contains("<td class=\"missing\""))
    #expect(
      row("de", "app.cart.items").contains("<td class=\"stale\" title=\"needs review\"><small>2</small> 2 Artikel</td>")
    )
    #expect(html.contains("<section class=\"strings\" lang=\"ar\" dir=\"rtl\" data-locale=\"ar\">"))
    #expect(html.contains("<section class=\"strings\" lang=\"de\" dir=\"ltr\" data-locale=\"de\">"))
  }
}
