import Foundation
import Testing
import ThemeCore

/// The SendbirdUIKit stand-in: a package (`Tests/Fixtures/SendbirdUIKit`) with the SDK's
/// declarations as the catalogues give them (names, nesting, types, settable or not), and
/// the few UIKit and SendbirdChatSDK declarations they use. Its values are stored, so a
/// program can read back what the generated code assigned. It is generated here and must
/// not drift from the catalogues.
@Suite struct SDKStandInTests {
  /// The stand-in package's directory in the repository.
  static let directory = "Tests/Fixtures/SendbirdUIKit"

  /// Its generated files by path below `directory` (the manifest, the UIKit and
  /// SendbirdChatSDK stand-ins are written by hand).
  static func files() -> [String: String] {
    [
      "Sources/SendbirdUIKit/SBUStringSet.swift": header + "import SendbirdChatSDK\n\n" + stringSet(),
      "Sources/SendbirdUIKit/SBUTheme.swift": header + "import Foundation\nimport UIKit\n\n" + styles(),
    ]
  }

  static let header = """
    // swift-format-ignore-file
    // Generated from themec's catalogues by SDKStandInTests (UPDATE_GOLDENS=1 swift test). Do not edit.

    """

  @Test func standInPackageIsUpToDate() {
    for (path, text) in Self.files() {
      GoldenTests.expectGolden(text, at: "\(Self.directory)/\(path)")
    }
  }

  /// `SBUStringSet`: every available member with its declared type; `let`s and get-only
  /// members as such.
  static func stringSet() -> String {
    let catalog = StringCatalog.sendbirdUIKit
    var tree: [String: [String]] = ["": []]
    let kinds: [String: String] = ["Mention": "class"]
    for member in catalog.members where !member.unavailable {
      let components = member.path.split(separator: ".").map(String.init)
      let container = components.dropLast().joined(separator: ".")
      var prefix = ""
      for component in components.dropLast() {
        let parent = prefix
        prefix = prefix.isEmpty ? component : prefix + "." + component
        if tree[prefix] == nil {
          tree[prefix] = []
          tree[parent, default: []].append("@nested \(prefix)")
        }
      }
      let name = components.last!
      let type = member.swiftType
      let blanks = member.params.map { _ in "_" }.joined(separator: ", ")
      let declaration =
        if !member.settable && !member.isClosure {
          "public static let \(name): \(type) = \"\""
        } else if !member.settable {
          "public static var \(name): \(type) { { _ in \"\" } }"
        } else if member.isClosure {
          "public static var \(name): \(type) = { \(blanks) in \"\" }"
        } else {
          "public static var \(name): \(type) = \"\""
        }
      tree[container, default: []].append(declaration)
    }
    func render(_ path: String, indent: String) -> [String] {
      var lines: [String] = []
      for item in tree[path] ?? [] {
        if item.hasPrefix("@nested ") {
          let nested = String(item.dropFirst(8))
          lines.append("\(indent)public \(kinds[nested] ?? "struct") \(nested.split(separator: ".").last!) {")
          lines += render(nested, indent: indent + "  ")
          lines.append("\(indent)}")
        } else {
          lines.append(indent + item)
        }
      }
      return lines
    }
    return (["public class SBUStringSet {"] + render("", indent: "  ") + ["}"]).joined(separator: "\n") + "\n"
  }

  /// The palette, fonts, icons and theme classes: stored properties that each variant's
  /// builder sets from the palette as the SDK's do, `@SBUAdaptive` ones with a get-only
  /// wrapped value, and `SBUTheme`'s accessors and `set(colorScheme:)`, which rebuilds
  /// them all.
  static func styles() -> String {
    let catalog = StyleCatalog.sendbirdUIKit
    func initial(_ type: StyleCatalog.ValueType) -> String {
      switch type {
      case .color: "UIColor.clear"
      case .font: "UIFont.systemFont(ofSize: 14, weight: .regular)"
      case .statusBarStyle, .barStyle: ".default"
      case .number: "0"
      case .component: ""
      }
    }
    func color(_ hex: String) -> String {
      let channels = stride(from: 1, to: 9, by: 2).map { offset -> String in
        let start = hex.index(hex.startIndex, offsetBy: offset)
        return "0x" + hex[start..<hex.index(start, offsetBy: 2)] + " / 255.0"
      }
      return "UIColor(red: \(channels[0]), green: \(channels[1]), blue: \(channels[2]), alpha: \(channels[3]))"
    }
    var lines = [
      "public enum SBUThemeColorScheme { case light, dark }",
      "/// Which of the SDK's builders a stand-in theme is made by (`.light`, `.dark`, `.overlay`).",
      "public enum StandInVariant { case light, dark, overlay }",
      "",
      "@propertyWrapper public struct SBUAdaptive<T> {",
      "  public private(set) var base: T",
      "  public private(set) var liquidGlass: T",
      "  public init(base: T, liquidGlass: T) { self.base = base; self.liquidGlass = liquidGlass }",
      "  public var wrappedValue: T { base }",
      "  public var projectedValue: Self { get { self } set { self = newValue } }",
      "  public mutating func updateValues(base: T? = nil, liquidGlass: T? = nil) {",
      "    if let base { self.base = base }",
      "    if let liquidGlass { self.liquidGlass = liquidGlass }",
      "  }",
      "}",
      "",
      "public class SBUColorSet {",
    ]
    lines += catalog.colors.map { "  public static var \($0.name): UIColor = \(color($0.rgba.hex))" }
    lines += ["}", "", "public class SBUFontSet {"]
    lines += catalog.fonts.map {
      "  public static var \($0.name): UIFont = .systemFont(ofSize: \($0.size), weight: .\($0.weight))"
    }
    lines += ["}", "", "public class SBUIconSet {"]
    lines += catalog.icons.map { "  public static var \($0.name): UIImage = UIImage()" }
    lines += ["}"]
    // The SDK's `static var light`, `dark` and `overlay` builders: each property from the
    // palette as it is when the theme is built.
    func expression(_ value: StyleExpression) -> String {
      switch value {
      case .color(let name, let alpha): "SBUColorSet.\(name)" + (alpha.map { ".withAlphaComponent(\($0))" } ?? "")
      case .font(let name): "SBUFontSet.\(name)"
      case .literal(let text): text
      case .adaptive(let base, let liquidGlass):
        "SBUAdaptive(base: \(expression(base)), liquidGlass: \(expression(liquidGlass)))"
      }
    }
    for themeClass in catalog.classes where themeClass.isCustomisable {
      lines += ["", "public class \(themeClass.name) {", "  public init(_ variant: StandInVariant = .light) {"]
      lines.append("    switch variant {")
      for variant in themeClass.variants {
        lines.append("    case .\(variant.rawValue):")
        for property in themeClass.properties where property.isSettable {
          guard let value = property.defaults[variant] else { continue }
          let target = property.access == .adaptive ? "_" + property.name : property.name
          lines.append("      \(target) = \(expression(value))")
        }
      }
      if themeClass.variants.count < ThemeVariant.allCases.count { lines.append("    default: break") }
      lines += ["    }", "  }"]
      for property in themeClass.properties {
        let type = property.type.swiftType
        switch property.access {
        case .stored:
          lines.append("  public var \(property.name): \(type) = \(initial(property.type))")
        case .adaptive:
          lines.append("  @SBUAdaptive(base: \(initial(property.type)), liquidGlass: \(initial(property.type)))")
          lines.append("  public var \(property.name): \(type)")
        default:
          lines.append("  public var \(property.name): \(type) { \(initial(property.type)) }")
        }
      }
      lines.append("}")
    }
    let overlaid = catalog.classes.filter { $0.overlayAccessor != nil }
    lines += ["", "public class SBUOverlayTheme {"]
    lines += overlaid.map { "  public var \($0.accessor!) = \($0.name)(.overlay)" }
    lines += [
      "}", "", "public class SBUTheme {",
      "  public internal(set) static var colorScheme: SBUThemeColorScheme = .light",
      "  /// Replaces every component theme with the stock one of the scheme, built from the",
      "  /// palette as it is now, and the overlay theme with the stock overlay one.",
      "  public static func set(colorScheme: SBUThemeColorScheme) {",
      "    self.colorScheme = colorScheme",
      "    let variant: StandInVariant = colorScheme == .dark ? .dark : .light",
    ]
    lines += catalog.classes.filter(\.isCustomisable).map { "    \($0.accessor!) = \($0.name)(variant)" }
    lines += ["    overlayTheme = SBUOverlayTheme()", "  }"]
    lines += catalog.classes.filter(\.isCustomisable).map { "  public static var \($0.accessor!) = \($0.name)()" }
    lines += ["  public static var overlayTheme = SBUOverlayTheme()", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
