import Foundation
import Testing
import ThemeCompiler
import ThemeCore

/// `ThemeRuntime`'s `ThemeCatalog+SendbirdUIKit.swift` applies a loaded catalogue to the SDK
/// like the generated `apply` does. It is written from the catalogues (so it names every
/// member exactly), checked here against that generation, and type-checked with the whole
/// runtime against the stand-in UIKit and SendbirdUIKit.
@Suite(.serialized) struct RuntimeApplyTests {
  static let path = "Sources/ThemeRuntime/Catalog/ThemeCatalog+SendbirdUIKit.swift"

  static func source() -> String {
    let strings = StringCatalog.sendbirdUIKit
    let styles = StyleCatalog.sendbirdUIKit
    var lines = [
      "// swift-format-ignore-file",
      "// Generated from the SendbirdUIKit \(strings.sdkVersion) catalogue by `UPDATE_GOLDENS=1 swift test` (RuntimeApplyTests). Do not edit.",
      "#if canImport(SendbirdUIKit)",
      "import Foundation",
      "@preconcurrency import SendbirdUIKit",
      "#if canImport(UIKit)",
      "import UIKit",
      "#endif",
      "#if canImport(SendbirdChatSDK)",
      "import SendbirdChatSDK",
      "#endif",
      "",
      "extension ThemeCatalog {",
      "  /// Assigns every `SBUStringSet` member the catalogue has for `locale` (through its fallback",
      "  /// chain), closures included; they evaluate through the catalogue as the generated Swift does.",
      "  /// Call it before building any SendbirdUIKit view.",
      "  public func applyStrings(locale tag: String) {",
      "    let strings = locale(tag)",
    ]
    for member in strings.settableMembers {
      let target = "SBUStringSet.\(member.path)"
      let key = ".sdk(\"\(member.path)\")"
      guard let signature = member.signature else {
        lines.append("    if let text = strings.string(\(key)) { \(target) = text }")
        continue
      }
      let parameters = signature.parameters.indices.map { "p\($0)" }
      let arguments = zip(signature.parameters, parameters).map { parameter, name in
        switch parameter {
        case .int: ".int(\(name))"
        case .uint: ".uint(\(name))"
        case .bool: ".bool(\(name))"
        case .string: ".string(\(name))"
        case .users: ".names(\(name).map(\\.nickname))"
        }
      }
      lines.append(
        "    if strings.contains(\(key)) { \(target) = { \(parameters.joined(separator: ", ")) in strings.string(\(key), arguments: [\(arguments.joined(separator: ", "))]) ?? \"\" } }"
      )
    }
    lines += [
      "  }",
      "",
      "  /// Sets the palette, fonts and icons of `theme` that differ from the SDK's, then",
      "  /// `SBUTheme.set(colorScheme:)`, then every component property of the scheme's variant",
      "  /// and the overlay variants: plain properties first, then `@SBUAdaptive` ones.",
      "  public func applyStyles(theme name: String, colorScheme: SBUThemeColorScheme) {",
      "    guard let theme = styles?.themes[name] else { return }",
    ]
    for color in styles.colors {
      lines.append(
        "    if let hex = theme.colors[\"\(color.name)\"], hex != \"\(color.rgba.hex)\", let color = uiColor(.color(hex)) { SBUColorSet.\(color.name) = color }"
      )
    }
    for font in styles.fonts {
      let lineHeight = font.lineHeight.map { "\($0)" } ?? "nil"
      lines.append(
        "    if let font = theme.fonts[\"\(font.name)\"], font != FontStyle(family: nil, size: \(font.size), weight: \"\(font.weight.rawValue)\", lineHeight: \(lineHeight)), let value = uiFont(.font(font)) { SBUFontSet.\(font.name) = value }"
      )
    }
    for icon in styles.icons {
      lines.append(
        "    if let icon = theme.icons[\"\(icon.name)\"], icon.asset != \"\(icon.name)\" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.\(icon.name) = image(icon, fallback: SBUIconSet.\(icon.name)) }"
      )
    }
    lines += [
      "    SBUTheme.set(colorScheme: colorScheme)",
      "    let variant = colorScheme == .dark ? \"dark\" : \"light\"",
    ]
    for overlay in [false, true] {
      for themeClass in styles.classes where themeClass.isCustomisable {
        if overlay && themeClass.overlayAccessor == nil { continue }
        let owner = "SBUTheme." + (overlay ? themeClass.overlayAccessor! : themeClass.accessor!)
        let variant = overlay ? "\"overlay\"" : "variant"
        lines.append("    if let values = theme.variants[\(variant)]?[\"\(themeClass.name)\"] {")
        let settable = themeClass.properties.filter(\.isSettable)
        for property in settable.filter({ $0.access == .stored }) + settable.filter({ $0.access == .adaptive }) {
          let value = "values[\"\(property.name)\"]"
          let convert =
            switch property.type {
            case .color: "uiColor"
            case .font: "uiFont"
            case .statusBarStyle: "statusBarStyle"
            case .barStyle: "barStyle"
            case .number: "number"
            case .component: "nil"
            }
          if property.access == .adaptive {
            lines.append(
              "      if case .adaptive(let base, let liquidGlass)? = \(value) { \(owner).$\(property.name).updateValues(base: \(convert)(base), liquidGlass: \(convert)(liquidGlass)) }"
            )
          } else {
            lines.append("      if let value = \(convert)(\(value)) { \(owner).\(property.name) = value }")
          }
        }
        lines.append("    }")
      }
    }
    lines += [
      "  }",
      "}",
      "",
      "private func uiColor(_ entry: StyleEntry?) -> UIColor? {",
      "  guard case .color(let hex)? = entry, let color = RGBAColor(hex: hex) else { return nil }",
      "  return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)",
      "}",
      "",
      "private func uiFont(_ entry: StyleEntry?) -> UIFont? {",
      "  guard case .font(let font)? = entry else { return nil }",
      "  let weight: UIFont.Weight =",
      "    switch font.weight {",
      "    case \"ultraLight\": .ultraLight",
      "    case \"thin\": .thin",
      "    case \"light\": .light",
      "    case \"medium\": .medium",
      "    case \"semibold\": .semibold",
      "    case \"bold\": .bold",
      "    case \"heavy\": .heavy",
      "    case \"black\": .black",
      "    default: .regular",
      "    }",
      "  let system = UIFont.systemFont(ofSize: font.size, weight: weight)",
      "  guard let family = font.family else { return system }",
      "  return UIFont(name: family, size: font.size) ?? system",
      "}",
      "",
      "private func statusBarStyle(_ entry: StyleEntry?) -> UIStatusBarStyle? {",
      "  guard case .keyword(let name)? = entry else { return nil }",
      "  switch name {",
      "  case \"default\": return .default",
      "  case \"lightContent\": return .lightContent",
      "  case \"darkContent\": return .darkContent",
      "  default: return nil",
      "  }",
      "}",
      "",
      "private func barStyle(_ entry: StyleEntry?) -> UIBarStyle? {",
      "  guard case .keyword(let name)? = entry else { return nil }",
      "  switch name {",
      "  case \"default\": return .default",
      "  case \"black\": return .black",
      "  default: return nil",
      "  }",
      "}",
      "",
      "private func number(_ entry: StyleEntry?) -> CGFloat? {",
      "  guard case .number(let value)? = entry else { return nil }",
      "  return CGFloat(value)",
      "}",
      "",
      "private func image(_ icon: IconStyle, fallback: UIImage) -> UIImage {",
      "  guard var image = UIImage(named: icon.asset) else { return fallback }",
      "  if let tint = uiColor(icon.tint.map(StyleEntry.color)) { image = image.withTintColor(tint, renderingMode: .alwaysOriginal) }",
      "  return icon.flipsForRTL ? image.imageFlippedForRightToLeftLayoutDirection() : image",
      "}",
      "#endif",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func applySourceIsUpToDate() {
    GoldenTests.expectGolden(Self.source(), at: Self.path)
  }

  /// The whole runtime, with the apply part, type-checks against the stand-ins in Swift 6.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func applyCompilesWithTheRuntime() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-apply-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try GeneratedSwiftTests.writeStandIns(to: directory)
    let runtime = repositoryRoot.appendingPathComponent("Sources/ThemeRuntime")
    let enumerator = FileManager.default.enumerator(atPath: runtime.path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(runtime.appendingPathComponent(relative).path) }
    }
    #expect(files.contains { $0.hasSuffix("ThemeCatalog+SendbirdUIKit.swift") })
    let check = try GeneratedSwiftTests.run(
      [
        "-parse-as-library", "-swift-version", "6", "-typecheck", "-module-name", "ThemeRuntime", "-package-name",
        "themec", "-I", ".",
      ]
        + files.sorted(), in: directory)
    #expect(check.status == 0, "\(check.output.prefix(3_000))")
  }
}
