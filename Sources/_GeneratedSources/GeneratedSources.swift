import Foundation
import ThemeCore
import ThemeDriver
import ThemeRender

/// Every Swift source that is generated rather than written: what `swift run _generate`
/// writes, and what the tests and CI check is current (`_generate --check`). The catalogue
/// and the plural rules are generated from data outside the repository (the SDK's
/// releases, CLDR through babel) by the Python scripts in `Sources/Tools`, which `_generate`
/// runs on request (`catalogue`, `plurals`).
package enum GeneratedSources {
  /// Each generated file by its path in the repository, from the repository's `templates/`
  /// and themec's catalogues.
  package static func all(repository: URL) throws -> [(path: String, text: String)] {
    [
      ("Sources/ThemeRender/DefaultTemplates.swift", defaultTemplates(try templates(in: repository))),
      ("Sources/ThemeRuntime/Styles/SendbirdStyles.swift", sendbirdStyles(.sendbirdUIKit)),
      (standInDirectory + "/Sources/SendbirdUIKit/SBUStringSet.swift", standInStringSetFile()),
      (standInDirectory + "/Sources/SendbirdUIKit/SBUTheme.swift", standInStylesFile()),
    ]
  }

  /// The texts of `templates/*.mustache`, by name without the extension, read as a team's
  /// templates folder is (`Driver.templateFiles`, `Driver.readTemplates`).
  package static func templates(in repository: URL) throws -> [String: String] {
    try Driver.readTemplates(Driver.templateFiles(in: repository.appendingPathComponent("templates").path))
  }

  /// `Sources/ThemeRender/DefaultTemplates.swift`: the built-in templates, so that the binary
  /// needs no files.
  package static func defaultTemplates(_ templates: [String: String]) -> String {
    var lines = [
      "// swift-format-ignore-file",
      "// Generated from templates/*.mustache by `swift run _generate`. Do not edit.",
      "",
      "/// The built-in templates, identical to the files in `templates/`.",
      "enum DefaultTemplates {",
      "  static let all: [String: String] = [",
    ]
    for name in templates.keys.sorted() {
      // Three `#`: the templates hold literals delimited by two.
      lines.append("    \"\(name)\": ###\"\"\"")
      // A multi-line literal drops the newline before its closing delimiter, so the text's
      // own final newline shows as one more (empty) line.
      for line in templates[name]!.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(line.isEmpty ? "" : "    " + line)
      }
      lines.append("    \"\"\"###,")
    }
    lines += ["  ]", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: The SendbirdUIKit stand-in

  /// The SDK stand-in package (the tests' SendbirdUIKit, with the SDK's declarations as
  /// the catalogues give them; its manifest and its UIKit and SendbirdChatSDK are written by
  /// hand).
  package static let standInDirectory = "Tests/Fixtures/SendbirdUIKit"

  package static let standInHeader = """
    // swift-format-ignore-file
    // Generated from themec's catalogues by `swift run _generate`. Do not edit.

    """

  /// The stand-in's `SBUStringSet.swift` for a catalogue.
  package static func standInStringSetFile(_ catalog: StringCatalog = .sendbirdUIKit) -> String {
    standInHeader + "import SendbirdChatSDK\n\n" + standInStringSet(catalog)
  }

  /// The stand-in's `SBUTheme.swift` for a catalogue.
  package static func standInStylesFile(_ catalog: StyleCatalog = .sendbirdUIKit) -> String {
    standInHeader + "import Foundation\nimport UIKit\n\n" + standInStyles(catalog)
  }

  /// `SBUStringSet`: every available member with its declared type; `let`s and get-only
  /// members as such.
  package static func standInStringSet(_ catalog: StringCatalog = .sendbirdUIKit) -> String {
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
      if member.deprecated { tree[container, default: []].append("@available(*, deprecated)") }
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
  package static func standInStyles(_ catalog: StyleCatalog = .sendbirdUIKit) -> String {
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
    // What a release lacks is not declared: `SBUThemeColorScheme` arrived in 3.5.0, liquid
    // glass (`SBUAdaptive`, `SendbirdUI.config.common.isLiquidGlassEnabled`) in 3.34.0.
    var lines: [String] = []
    if catalog.setsColorScheme {
      lines += ["public enum SBUThemeColorScheme { case light, dark }", ""]
    }
    if catalog.classes.contains(where: { $0.properties.contains { $0.access == .adaptive } }) {
      lines += [
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
      ]
    }
    lines += [
      "public class SBUColorSet {"
    ]
    // A release before 3.24.0 declares the palette by its old names (`primary300`).
    lines += catalog.colors.map { "  public static var \($0.sdkName): UIColor = \(color($0.rgba.hex))" }
    lines += ["}", "", "public class SBUFontSet {"]
    lines += catalog.fonts.map {
      "  public static var \($0.name): UIFont = .systemFont(ofSize: \($0.size), weight: .\($0.weight))"
    }
    if !catalog.fontFamilies.isEmpty {
      lines += ["  public class FontFamily {"]
      lines += catalog.fontFamilies.map { "    public static var \($0): String?" }
      lines += ["  }"]
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
          // A deprecated proxy the SDK lets one set (it sets the property it names).
          let renamed = property.renamed.map { ", renamed: \"\($0)\"" } ?? ""
          lines.append("  @available(*, deprecated\(renamed))")
          lines.append("  public var \(property.name): \(type) {")
          lines.append("    get { \(initial(property.type)) }")
          lines.append("    set {}")
          lines.append("  }")
        case .unavailable:
          lines.append("  @available(*, unavailable)")
          lines.append("  public var \(property.name): \(type) { \(initial(property.type)) }")
        case .getOnly:
          lines.append("  public var \(property.name): \(type) { \(initial(property.type)) }")
        case .deprecatedGetOnly:
          let renamed = property.renamed.map { ", renamed: \"\($0)\"" } ?? ""
          lines.append("  @available(*, deprecated\(renamed))")
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
    // 3.0.0 to 3.4.x: `set(theme:)` alone, and no `SBUThemeColorScheme` (nor `colorScheme`).
    let schemes = catalog.setsColorScheme
    lines += [
      "  public static func set(theme: SBUTheme) {",
      schemes ? "    self.colorScheme = theme.colorScheme" : nil,
      "    self.shared = theme",
      "  }",
    ].compactMap { $0 }
    if schemes {
      lines += [
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
    }
    for scheme in ["light", "dark"] {
      lines += ["", "  public static var \(scheme): SBUTheme {", "    let theme = SBUTheme("]
      lines += customisable.map { "      \($0.accessor!): .\(scheme)," }
      lines += [
        "      overlayTheme: .init()", "    )", schemes ? "    theme.colorScheme = .\(scheme)" : nil,
        "    return theme",
        "  }",
      ].compactMap { $0 }
    }
    for accessor in customisable.map({ ($0.accessor!, $0.name) }) + [("overlayTheme", "SBUOverlayTheme")] {
      lines += [
        "", "  public static var \(accessor.0): \(accessor.1) {", "    get { shared.\(accessor.0) }",
        "    set { shared.\(accessor.0) = newValue }", "  }",
      ]
    }
    lines += ["", "  static var shared: SBUTheme = SBUTheme()"]
    if schemes {
      lines += [
        "  public internal(set) static var colorScheme: SBUThemeColorScheme = .light",
        "  var colorScheme: SBUThemeColorScheme = .light",
      ]
    }
    lines += customisable.map { "  private var \($0.accessor!): \($0.name)" }
    lines += ["  private var overlayTheme: SBUOverlayTheme", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: ThemeRuntime's SendbirdStyles

  /// `Sources/ThemeRuntime/Styles/SendbirdStyles.swift` for a catalogue.
  package static func sendbirdStyles(_ catalog: StyleCatalog) -> String {
    var lines = [
      "// Generated from themec's SendbirdUIKit \(catalog.sdkVersion) catalogue by `swift run _generate`.",
      "// Do not edit.",
      "",
      "/// SendbirdUIKit \(catalog.sdkVersion)'s style surface, typed by its own names: what a generated",
      "/// `ThemeStyles` gives for a theme (`ThemeStyles.brand.colors.primaryMain`,",
      "/// `ThemeStyles.brand.dark.channelTheme.backgroundColor`). Each accessor reads the theme's",
      "/// resolved value from the catalogue, or a placeholder (`.clear`, `.missing`, 0, \"\") for a",
      "/// catalogue without it: a project on an earlier release (`sdk-version`) has none of what",
      "/// arrived after it, and each such member names the release it arrived in.",
      "public enum SendbirdStyles {",
    ]
    func type(_ name: String, doc: String, holding field: String, _ members: [(doc: String, declaration: String)]) {
      lines += [
        "  /// \(doc)",
        "  public struct \(name): Sendable {",
      ]
      if field.hasPrefix("values") {
        lines += [
          "    /// The values by class and property name (`color(\"SBUChannelTheme\", \"backgroundColor\")`).",
          "    public let \(field)",
        ]
      } else {
        lines.append("    let \(field)")
      }
      lines += [
        "",
        "    /// The accessors over \(field.hasPrefix("values") ? "a variant's values" : "a reader").",
        "    public init(_ \(field)) {",
        "      self.\(field.prefix { $0 != ":" }) = \(field.prefix { $0 != ":" })",
        "    }",
      ]
      for member in members {
        lines += ["", "    /// \(member.doc)"] + wrapped(member.declaration, indent: "    ")
      }
      lines += ["  }", ""]
    }
    type(
      "Colors", doc: "`SBUColorSet`'s palette.", holding: "reader: StyleReader",
      catalog.colors.map {
        (
          "`SBUColorSet.\($0.name)`." + since(StyleCatalog.paletteDeclarations(of: $0.name, in: .colors)),
          "public var \($0.name): RGBAColor { reader.color(\"\($0.name)\") }"
        )
      })
    type(
      "Fonts", doc: "`SBUFontSet`'s fonts.", holding: "reader: StyleReader",
      catalog.fonts.map {
        (
          "`SBUFontSet.\($0.name)`." + since(StyleCatalog.paletteDeclarations(of: $0.name, in: .fonts)),
          "public var \($0.name): FontStyle { reader.font(\"\($0.name)\") }"
        )
      })
    type(
      "Icons", doc: "`SBUIconSet`'s icons.", holding: "reader: StyleReader",
      catalog.icons.map {
        (
          "`SBUIconSet.\($0.name)`." + since(StyleCatalog.iconDeclarations(of: $0.name)),
          "public var \($0.name): IconStyle { reader.icon(\"\($0.name)\") }"
        )
      })
    let classes = catalog.classes.filter(\.isCustomisable)
    for (name, doc, members) in [
      ("Components", "A light or dark variant's component themes, by `SBUTheme`'s accessors.", classes),
      (
        "OverlayComponents", "The overlay variant's component themes (`SBUTheme.overlayTheme`).",
        classes.filter { $0.overlayAccessor != nil }
      ),
    ] {
      type(
        name, doc: doc, holding: "values: VariantValues",
        members.map { themeClass in
          let typeName = themeClass.typeName!
          return (
            "`\(themeClass.name)`.",
            "public var \(themeClass.accessor!): \(typeName) { \(typeName)(ComponentReader(values, \"\(themeClass.name)\")) }"
          )
        })
    }
    for themeClass in classes {
      let members: [(String, String)] = themeClass.properties.filter(\.isSettable).compactMap { property in
        let (type, read): (String, String)
        switch property.type {
        case .color: (type, read) = ("RGBAColor", "color")
        case .font: (type, read) = ("FontStyle", "font")
        case .number: (type, read) = ("Double", "number")
        case .statusBarStyle, .barStyle: (type, read) = ("String", "keyword")
        case .component: return nil
        }
        let name = SwiftSyntax.memberName(property.name)
        let doc =
          "`\(themeClass.name).\(property.name)`"
          + (property.type == .statusBarStyle || property.type == .barStyle
            ? ": the case name (`\(property.type == .barStyle ? "default" : "darkContent")`)." : ".")
          + since(
            StyleCatalog.propertyDeclarations(of: themeClass.name, property.name).map {
              $0.since...$0.until
            })
        if property.access == .adaptive {
          let adaptive = "adaptive" + read.prefix(1).uppercased() + read.dropFirst()
          return (
            doc + " An `@SBUAdaptive` pair.",
            "public var \(name): Adaptive<\(type)> { reader.\(adaptive)(\"\(property.name)\") }"
          )
        }
        return (doc, "public var \(name): \(type) { reader.\(read)(\"\(property.name)\") }")
      }
      type(
        themeClass.typeName!, doc: "`\(themeClass.name)`'s properties in a variant.",
        holding: "reader: ComponentReader", members)
    }
    lines.removeLast()
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The release a member arrived in, when it is not the oldest themec knows.
  static func since(_ declarations: [ClosedRange<SendbirdUIKitRelease>]) -> String {
    guard let first = declarations.map(\.lowerBound).min(), first > .oldest else { return "" }
    return " Since SendbirdUIKit \(first)."
  }

  /// A one-line computed property, or its body on a line of its own where the line would
  /// pass the repository's limit (120).
  static func wrapped(_ declaration: String, indent: String) -> [String] {
    guard indent.count + declaration.count > 120, let brace = declaration.firstIndex(of: "{") else {
      return [indent + declaration]
    }
    let body = declaration[declaration.index(after: brace)...].dropLast().trimmingCharacters(in: .whitespaces)
    return [
      indent + declaration[..<brace].trimmingCharacters(in: .whitespaces) + " {", indent + "  " + body, indent + "}",
    ]
  }
}
