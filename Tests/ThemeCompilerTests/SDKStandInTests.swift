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
  static func stringSet(_ catalog: StringCatalog = .sendbirdUIKit) -> String {
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

  /// The palette, fonts, icons and theme classes in the SDK's declaration shapes (3.35.1,
  /// `Sources/Theme`): stored statics for the palette (icons with a `didSet`), non-final
  /// theme classes with stored properties and `@SBUAdaptive` wrappers whose wrapped value
  /// reads `SendbirdUI.config`, `light`/`dark`/`overlay` statics that build a new instance
  /// from the palette as it is, and `SBUTheme`'s component accessors as computed statics
  /// over `SBUTheme.shared`, which `set(colorScheme:)` replaces.
  static func styles(_ catalog: StyleCatalog = .sendbirdUIKit) -> String {
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
      "",
      "public class SendbirdUI {",
      "  public static var config: SBUConfig = SBUConfig()",
      "}",
      "",
      "public class SBUConfig {",
      "  public var common: Common = Common()",
      "  public class Common {",
      "    var _isLiquidGlassEnabled: Bool = true",
      "    public var isLiquidGlassEnabled: Bool {",
      "      get { _isLiquidGlassEnabled }",
      "      set { _isLiquidGlassEnabled = newValue }",
      "    }",
      "    /// The SDK's answer below iOS 26 (the stand-in's platform): never.",
      "    var shouldApplyLiquidGlass: Bool { false }",
      "  }",
      "}",
      "",
      "public protocol SBUAdaptiveCompatible {}",
      "extension UIColor: SBUAdaptiveCompatible {}",
      "extension UIFont: SBUAdaptiveCompatible {}",
      "extension CGFloat: SBUAdaptiveCompatible {}",
      "",
      "@propertyWrapper public struct SBUAdaptive<T: SBUAdaptiveCompatible> {",
      "  // Private in the SDK; readable here so that tests read back what was set.",
      "  public private(set) var baseValue: T",
      "  public private(set) var liquidGlassValue: T",
      "  public var wrappedValue: T {",
      "    if SendbirdUI.config.common.shouldApplyLiquidGlass {",
      "      return liquidGlassValue",
      "    } else {",
      "      return baseValue",
      "    }",
      "  }",
      "  public var projectedValue: Self {",
      "    get { self }",
      "    set { self = newValue }",
      "  }",
      "  public init(base: T, liquidGlass: T) {",
      "    self.baseValue = base",
      "    self.liquidGlassValue = liquidGlass",
      "  }",
      "  public mutating func updateValues(base: T? = nil, liquidGlass: T? = nil) {",
      "    if let base { baseValue = base }",
      "    if let liquidGlass { liquidGlassValue = liquidGlass }",
      "  }",
      "}",
      "",
      "public class SBUColorSet {",
    ]
    // A release before 3.24.0 declares the palette by its old names (`primary300`).
    lines += catalog.colors.map { "  public static var \($0.sdkName): UIColor = \(color($0.rgba.hex))" }
    lines += ["}", "", "public class SBUFontSet {"]
    lines += catalog.fonts.map {
      "  public static var \($0.name): UIFont = .systemFont(ofSize: \($0.size), weight: .\($0.weight))"
    }
    lines += ["}", "", "public class SBUIconSet {", "  static var customized: Set<String> = []"]
    lines += catalog.icons.map {
      "  public static var \($0.name): UIImage = UIImage() {\n    didSet { customized.insert(\"\($0.name)\") }\n  }"
    }
    lines += ["}"]
    // The SDK's `static var light`, `dark` and `overlay` builders: a new instance, each
    // property from the palette as it is when the theme is built.
    func expression(_ value: StyleExpression) -> String {
      switch value {
      case .color(let name, let alpha):
        "SBUColorSet.\(catalog.color(name)?.sdkName ?? name)" + (alpha.map { ".withAlphaComponent(\($0))" } ?? "")
      case .font(let name): "SBUFontSet.\(name)"
      case .literal(let text): text
      case .adaptive(let base, let liquidGlass):
        "SBUAdaptive(base: \(expression(base)), liquidGlass: \(expression(liquidGlass)))"
      }
    }
    let customisable = catalog.classes.filter(\.isCustomisable)
    for themeClass in customisable {
      lines += ["", "public class \(themeClass.name) {"]
      for variant in themeClass.variants {
        lines.append("  public static var \(variant.rawValue): \(themeClass.name) {")
        lines.append("    let theme = \(themeClass.name)()")
        for property in themeClass.properties where property.isSettable {
          guard let value = property.defaults[variant] else { continue }
          let target = property.access == .adaptive ? "_" + property.name : property.name
          lines.append("    theme.\(target) = \(expression(value))")
        }
        lines += ["    return theme", "  }"]
      }
      lines.append("  public init() {}")
      for property in themeClass.properties {
        let type = property.type.swiftType
        switch property.access {
        case .stored:
          lines.append("  public var \(property.name): \(type) = \(initial(property.type))")
        case .adaptive:
          lines.append("  @SBUAdaptive(base: \(initial(property.type)), liquidGlass: \(initial(property.type)))")
          lines.append("  public var \(property.name): \(type)")
        case .deprecated:
          let renamed = property.renamed.map { ", renamed: \"\($0)\"" } ?? ""
          lines.append("  @available(*, deprecated\(renamed))")
          lines.append("  public var \(property.name): \(type) { \(initial(property.type)) }")
        case .unavailable:
          lines.append("  @available(*, unavailable)")
          lines.append("  public var \(property.name): \(type) { \(initial(property.type)) }")
        case .getOnly:
          lines.append("  public var \(property.name): \(type) { \(initial(property.type)) }")
        }
      }
      lines.append("}")
    }
    let overlaid = catalog.classes.filter { $0.overlayAccessor != nil }
    lines += ["", "public class SBUOverlayTheme {"]
    lines.append("  public init(")
    lines += overlaid.enumerated().map { index, themeClass in
      "    \(themeClass.accessor!): \(themeClass.name) = .overlay" + (index == overlaid.count - 1 ? "" : ",")
    }
    lines.append("  ) {")
    lines += overlaid.map { "    self.\($0.accessor!) = \($0.accessor!)" }
    lines.append("  }")
    lines += overlaid.map { "  public var \($0.accessor!): \($0.name)" }
    lines += ["}", "", "public class SBUTheme {", "  public init("]
    lines += customisable.map { "    \($0.accessor!): \($0.name) = .light," }
    lines += ["    overlayTheme: SBUOverlayTheme = .init()", "  ) {"]
    lines += customisable.map { "    self.\($0.accessor!) = \($0.accessor!)" }
    lines += ["    self.overlayTheme = overlayTheme", "  }", ""]
    lines += [
      "  public static func set(theme: SBUTheme) {",
      "    self.colorScheme = theme.colorScheme",
      "    self.shared = theme",
      "  }",
      "",
      "  /// Replaces every component theme with the stock one of the scheme, built from the",
      "  /// palette as it is now, and the overlay theme with the stock overlay one.",
      "  public static func set(colorScheme: SBUThemeColorScheme) {",
      "    self.colorScheme = colorScheme",
      "    switch colorScheme {",
      "    case .light: self.shared = .light",
      "    case .dark: self.shared = .dark",
      "    }",
      "  }",
    ]
    for scheme in ["light", "dark"] {
      lines += ["", "  public static var \(scheme): SBUTheme {", "    let theme = SBUTheme("]
      lines += customisable.map { "      \($0.accessor!): .\(scheme)," }
      lines += [
        "      overlayTheme: .init()", "    )", "    theme.colorScheme = .\(scheme)", "    return theme", "  }",
      ]
    }
    for accessor in customisable.map({ ($0.accessor!, $0.name) }) + [("overlayTheme", "SBUOverlayTheme")] {
      lines += [
        "", "  public static var \(accessor.0): \(accessor.1) {", "    get { shared.\(accessor.0) }",
        "    set { shared.\(accessor.0) = newValue }", "  }",
      ]
    }
    lines += [
      "", "  static var shared: SBUTheme = SBUTheme()",
      "  public internal(set) static var colorScheme: SBUThemeColorScheme = .light",
      "  var colorScheme: SBUThemeColorScheme = .light",
    ]
    lines += customisable.map { "  private var \($0.accessor!): \($0.name)" }
    lines += ["  private var overlayTheme: SBUOverlayTheme", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
