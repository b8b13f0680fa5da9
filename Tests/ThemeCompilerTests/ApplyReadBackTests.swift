import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport

/// The generated `apply` run against the SDK stand-in, which behaves as the SDK does
/// (`SBUTheme.set(colorScheme:)` rebuilds every component theme from the palette, and the
/// overlay theme): after each theme of a sequence, every palette colour, font and icon and
/// every settable property of every class (the scheme's variant, and the overlay variants)
/// is read back from the SDK's objects and must equal the theme's resolved value; so must
/// every typed component accessor of `ThemeStyles` (`dark.channelTheme.backgroundColor`).
@Suite(.serialized) struct ApplyReadBackTests {
  /// The themes applied, one after another, with the scheme: brands switch in both
  /// directions and schemes alternate, so nothing may depend on what came before.
  static let steps: [(theme: String, scheme: ThemeVariant)] = [
    ("showcase", .dark), ("brand", .light), ("readme", .dark), ("showcase", .light), ("sendbird", .dark),
    ("from", .dark), ("readme", .light), ("sendbird", .light),
  ]

  /// A theme that extends another and starts dark and overlay from light.
  static let fromTheme = """
    extends: brand
    themes:
      SBUChannelTheme:
        light:
          backgroundColor: "#112233"
          navigationBarTintColor: "{colors.primaryMain}"
        dark: {from: light}
        overlay: {from: dark}

    """

  /// Swift reading back every value `apply` sets, as `key<TAB>description` lines.
  static func readBackSource() -> String {
    let catalog = StyleCatalog.sendbirdUIKit
    var lines = ["@preconcurrency import SendbirdUIKit", "import UIKit", "", "@MainActor func readBack() {"]
    lines += catalog.colors.map { "  print(\"colors.\($0.name)\\t\\(SBUColorSet.\($0.name))\")" }
    lines += catalog.fonts.map { "  print(\"fonts.\($0.name)\\t\\(SBUFontSet.\($0.name))\")" }
    lines += catalog.icons.map { "  print(\"icons.\($0.name)\\t\\(SBUIconSet.\($0.name))\")" }
    for themeClass in catalog.classes where themeClass.isCustomisable {
      for (variant, accessor) in [("scheme", themeClass.accessor), ("overlay", themeClass.overlayAccessor)] {
        guard let accessor else { continue }
        for property in themeClass.properties where property.isSettable {
          let key = "\(variant).\(themeClass.name).\(property.name)"
          let owner = "SBUTheme.\(accessor)"
          let value =
            property.access == .adaptive
            ? "\\(\(owner).$\(property.name).baseValue)|\\(\(owner).$\(property.name).liquidGlassValue)"
            : "\\(\(owner).\(property.name))"
          lines.append("  print(\"\(key)\\t\(value)\")")
        }
      }
    }
    lines.append("}")
    // The typed component accessors the app's own views read: the same values.
    lines += [
      "", "func readTyped(_ styles: ThemeStyles, dark: Bool) {", "  let scheme = dark ? styles.dark : styles.light",
    ]
    for themeClass in catalog.classes where themeClass.isCustomisable {
      for (variant, owner) in [
        ("scheme", "scheme"), ("overlay", themeClass.overlayAccessor == nil ? nil : "styles.overlay"),
      ] {
        guard let owner, let accessor = themeClass.accessor else { continue }
        for property in themeClass.properties where property.isSettable {
          let read: (String) -> String =
            switch property.type {
            case .color: { "\\(\($0).uiColor)" }
            case .font: { "\\(\($0).uiFont)" }
            default: { "\\(\($0))" }
            }
          let path = "\(owner).\(accessor).\(property.name)"
          let value =
            property.access == .adaptive ? read(path + ".base") + "|" + read(path + ".liquidGlass") : read(path)
          lines.append("  print(\"typed.\(variant).\(themeClass.name).\(property.name)\\t\(value)\")")
        }
      }
    }
    lines.append("}")
    // The colours the app's own views read following the system.
    lines += ["", "func readDynamic(_ styles: ThemeStyles) {"]
    for themeClass in catalog.classes where themeClass.isCustomisable {
      guard let accessor = themeClass.accessor else { continue }
      for property in themeClass.properties where property.isSettable && property.type == .color {
        guard property.access != .adaptive else { continue }
        lines.append(
          "  print(\"typed.scheme.\(themeClass.name).\(property.name)\\t\\(styles.dynamic(\\.\(accessor).\(property.name)).uiColor)\")"
        )
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// How the stand-in describes a resolved value once UIKit has it.
  static func described(_ value: ResolvedValue) -> String {
    switch value {
    case .color(let rgba): rgba.hex
    case .font(let spec): "\(spec.family ?? "system")-\(spec.weight.rawValue) \(spec.size)"
    case .keyword(let name): name
    case .number(let number): "\(number)"
    case .adaptive(let base, let liquidGlass): "\(described(base))|\(described(liquidGlass))"
    }
  }

  /// What reading back must give after applying `theme` in `scheme`.
  static func expected(_ theme: ResolvedTheme, scheme: ThemeVariant) -> [String: String] {
    let catalog = StyleCatalog.sendbirdUIKit
    var values: [String: String] = [:]
    for (name, rgba) in theme.colors { values["colors.\(name)"] = rgba.hex }
    for (name, spec) in theme.fonts { values["fonts.\(name)"] = described(.font(spec)) }
    for (name, icon) in theme.icons {
      let replaced = icon.asset != name || icon.tint != nil || icon.flipsForRTL
      values["icons.\(name)"] =
        replaced
        ? icon.asset + (icon.tint.map { " tinted \($0.hex)" } ?? "") + (icon.flipsForRTL ? " flipped" : "")
        : "SendbirdUIKit's"
    }
    for themeClass in catalog.classes where themeClass.isCustomisable {
      for (key, variant, accessor) in [
        ("scheme", scheme, themeClass.accessor), ("overlay", .overlay, themeClass.overlayAccessor),
      ] {
        guard accessor != nil else { continue }
        for property in themeClass.properties where property.isSettable {
          guard let value = theme.properties[ThemeSlot(themeClass.name, variant, property.name)] else { continue }
          values["\(key).\(themeClass.name).\(property.name)"] = described(value)
          values["typed.\(key).\(themeClass.name).\(property.name)"] = described(value)
        }
      }
    }
    return values
  }

  /// The themes the read-back tests apply: the bundled ones, one using every kind of
  /// statement, the README's and one that extends another and starts dark from light.
  static func compileThemes() -> CompilationResult {
    let readme = repositoryFile("Tests/Fixtures/ExampleApp/Sources/AppTheme/brand.theme.yaml")
    return compile(
      bundledThemeSources() + [
        SourceFile(path: "showcase.theme.yaml", text: GeneratedSwiftTests.showcaseTheme),
        SourceFile(path: "readme.theme.yaml", bytes: readme),
        SourceFile(path: "from.theme.yaml", text: Self.fromTheme),
      ])
  }

  /// Builds a compilation's styles Swift with `main` (and the read-back functions) against
  /// the SDK stand-in and ThemeRuntime, runs it, and gives what it printed.
  static func run(_ result: CompilationResult, main: String) throws -> String {
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.readBackSource().write(
      to: directory.appendingPathComponent("ReadBack.swift"), atomically: true, encoding: .utf8)
    try ("@preconcurrency import SendbirdUIKit\nimport ThemeRuntime\nimport UIKit\n\n" + main).write(
      to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try GeneratedSwiftTests.writeStandIns(to: directory, objects: true)
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    let build = try GeneratedSwiftTests.run(
      [
        "-swift-version", "6", "-I", ".", "-I", runtime.path, "-o", "program", "main.swift", "ReadBack.swift",
        "ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift", "SendbirdChatSDK.o", "SendbirdUIKit.o",
      ] + GeneratedSwiftTests.runtimeObjects(runtime), in: directory)
    try #require(build.status == 0, "\(build.output)")
    let run = try GeneratedSwiftTests.run(directory.appendingPathComponent("program"), in: directory)
    #expect(run.status == 0)
    return run.output
  }

  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func everyValueReadsBackAsResolved() throws {
    let result = Self.compileThemes()
    let themes = Dictionary(uniqueKeysWithValues: result.project.themes.map { ($0.name, $0) })
    #expect(Set(Self.steps.map(\.theme)).isSubset(of: Set(themes.keys)))
    let main = Self.steps.map { step in
      """
      ThemeStyles(theme: "\(step.theme)")!.apply(colorScheme: .\(step.scheme.rawValue))
      print("== \(step.theme) \(step.scheme.rawValue)")
      readBack()
      readTyped(ThemeStyles(theme: "\(step.theme)")!, dark: \(step.scheme == .dark))

      """
    }
    let output = try Self.run(result, main: main.joined())

    let sections = output.components(separatedBy: "== ").dropFirst()
    #expect(sections.count == Self.steps.count)
    for (step, section) in zip(Self.steps, sections) {
      let lines = section.split(separator: "\n").dropFirst()
      let read = Dictionary(
        lines.map { line in
          let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
          return (parts[0], parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { first, _ in first })
      let wanted = Self.expected(try #require(themes[step.theme]), scheme: step.scheme)
      #expect(wanted.count > 900)
      var mismatches: [String] = []
      for (key, value) in wanted.sorted(by: { $0.key < $1.key }) where read[key] != value {
        mismatches.append("\(key): read \(read[key] ?? "nothing"), resolved \(value)")
      }
      #expect(mismatches.isEmpty, "after \(step.theme) \(step.scheme): \(mismatches.prefix(10))")
    }
  }

  /// Following the system (`apply(appearance: .system)`): every component colour of every
  /// class, customised or the SDK's default, and every `@SBUAdaptive` colour, read under a
  /// dark trait collection is the theme's resolved dark value and under a light one its
  /// light value; so is the typed `dynamic(_:)` the app's own views read. A `statusBarStyle`
  /// that differs between them is `.default`; the overlay's colours are its own in both.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func followingTheSystemEveryColourIsItsAppearances() throws {
    let result = Self.compileThemes()
    let themes = Dictionary(uniqueKeysWithValues: result.project.themes.map { ($0.name, $0) })
    let names = ["showcase", "readme", "from", "sendbird", "brand"]
    let main = names.map { name in
      """
      ThemeStyles(theme: "\(name)")!.apply(appearance: .system)
      for dark in [false, true] {
        print("== \(name) \\(dark ? "dark" : "light")")
        UITraitCollection(userInterfaceStyle: dark ? .dark : .light).performAsCurrent {
          readBack()
          readDynamic(ThemeStyles(theme: "\(name)")!)
        }
      }

      """
    }
    let output = try Self.run(result, main: main.joined())

    let catalog = StyleCatalog.sendbirdUIKit
    let sections = output.components(separatedBy: "== ").dropFirst()
    #expect(sections.count == names.count * 2)
    var colours = 0
    for section in sections {
      let lines = section.split(separator: "\n")
      let head = lines[0].split(separator: " ")
      let theme = try #require(themes[String(head[0])])
      let appearance: ThemeVariant = head[1] == "dark" ? .dark : .light
      let read = Dictionary(
        lines.dropFirst().map { line in
          let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
          return (parts[0], parts.count > 1 ? parts[1] : "")
        }, uniquingKeysWith: { first, _ in first })
      let wanted = Self.expected(theme, scheme: appearance)
      let overlay = Self.expected(theme, scheme: .overlay)
      var mismatches: [String] = []
      for themeClass in catalog.classes where themeClass.isCustomisable {
        for property in themeClass.properties where property.isSettable && property.type == .color {
          for key in ["scheme", "typed.scheme"] {
            let name = "\(key).\(themeClass.name).\(property.name)"
            guard key == "scheme" || property.access != .adaptive, let value = wanted[name] else { continue }
            colours += 1
            if read[name] != value { mismatches.append("\(name): read \(read[name] ?? "nothing"), resolved \(value)") }
          }
          let name = "overlay.\(themeClass.name).\(property.name)"
          if themeClass.overlayAccessor != nil, let value = overlay[name], read[name] != value {
            mismatches.append("\(name): read \(read[name] ?? "nothing"), resolved \(value)")
          }
        }
        for property in themeClass.properties where property.type == .statusBarStyle {
          let light = theme.properties[ThemeSlot(themeClass.name, .light, property.name)]
          let dark = theme.properties[ThemeSlot(themeClass.name, .dark, property.name)]
          let name = "scheme.\(themeClass.name).\(property.name)"
          if let light, let dark, light != dark, read[name] != "default" {
            mismatches.append("\(name): read \(read[name] ?? "nothing"), expected default (it differs)")
          }
        }
      }
      #expect(mismatches.isEmpty, "\(head.joined(separator: " ")): \(mismatches.prefix(10))")
    }
    #expect(colours > 2_000)
  }

  /// Dynamic Type (issue 50): a font with a `textStyle` is applied (palette and component
  /// themes) and read through the typed API as `UIFontMetrics(forTextStyle:)` scales it for
  /// the current content size category, up to its `maxSize`; a font without one stays its
  /// size. themec's own model of the scaling (`TextStyle`, for lint and the preview) gives
  /// the same sizes.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func aTextStyleFontScalesAsUIFontMetricsDoes() throws {
    let theme = """
      fonts:
        body1: {size: 16, weight: regular, textStyle: body}
        h1: {family: Avenir Next, size: 18, weight: bold, textStyle: title3, maxSize: 24}
        caption2: {size: 11, weight: medium}
      themes:
        SBUChannelTheme:
          light:
            channelStateBannerFont: "{fonts.body1}"
          dark:
            channelStateBannerFont: "{fonts.body1}"

      """
    let result = compile([SourceFile(path: "scaled.theme.yaml", text: theme)])
    let program = """
      import SwiftUI

      let sizes: [DynamicTypeSize] = [.large, .xxLarge, .accessibility5]
      for size in sizes {
        UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size)).performAsCurrent {
          ThemeStyles.scaled.apply(colorScheme: .light)
          let traits = UITraitCollection.current
          let body = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: UIFont.systemFont(ofSize: 16, weight: .regular), compatibleWith: traits)
          let avenir = UIFontDescriptor(fontAttributes: [
            .family: "Avenir Next", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold],
          ])
          let h1 = UIFontMetrics(forTextStyle: .title3).scaledFont(
            for: UIFont(descriptor: avenir, size: 18), maximumPointSize: 24, compatibleWith: traits)
          print("body1\\t\\(SBUFontSet.body1)\\t\\(body)")
          print("h1\\t\\(SBUFontSet.h1)\\t\\(h1)")
          print("caption2\\t\\(SBUFontSet.caption2)\\t\\(UIFont.systemFont(ofSize: 11, weight: .medium))")
          print("banner\\t\\(SBUTheme.channelTheme.channelStateBannerFont)\\t\\(body)")
          print("typed\\t\\(ThemeStyles.scaled.fonts.body1.uiFont)\\t\\(body)")
          // SwiftUI at the same size: what UIFontMetrics gives, weight and family kept.
          let swiftUIBody = Font.system(size: body.pointSize, weight: .regular)
          let swiftUIH1 = Font.custom("Avenir Next", size: h1.pointSize).weight(.bold)
          print("swiftui\\t\\(ThemeStyles.scaled.fonts.body1.font(for: size))\\t\\(swiftUIBody)")
          print("swiftui h1\\t\\(ThemeStyles.scaled.fonts.h1.font(for: size))\\t\\(swiftUIH1)")
          let caption2 = Font.system(size: 11, weight: .medium)
          print("swiftui fixed\\t\\(ThemeStyles.scaled.fonts.caption2.font(for: size))\\t\\(caption2)")
        }
      }

      """
    let output = try Self.run(result, main: program)
    let lines = output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(lines.count == 24)
    for line in lines {
      #expect(line.count == 3 && line[1] == line[2], "\(line)")
    }
    // At XXL body is 16 x 21 / 17; at the largest accessibility size h1 stops at 24.
    #expect(lines[8][1] == "system-regular \(CGFloat(16) * 21 / 17)", "\(lines[8])")
    #expect(lines[17][1] == "Avenir Next-bold 24.0", "\(lines[17])")
    #expect(lines[22][1] == "Avenir Next-bold 24.0", "\(lines[22])")
    #expect(TextStyle.body.scaled(16, to: .extraExtraLarge) == 16.0 * 21 / 17)
    #expect(TextStyle.title3.scaled(18, to: .accessibilityExtraExtraExtraLarge, maximum: 24) == 24)
  }
}
