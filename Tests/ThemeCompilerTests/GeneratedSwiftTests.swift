import Foundation
import Testing
import ThemeCompiler
import ThemeCore

/// The generated Swift compiles: the tables alone, and `apply` against a stand-in
/// SendbirdUIKit (and SendbirdChatSDK for `User`) generated from the catalogue with the
/// SDK's names, nesting (`Mention` is a class, other containers structs) and types.
@Suite(.serialized) struct GeneratedSwiftTests {
  static func swiftc() -> String? {
    let candidates = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.swiftc()!)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The stand-in SDK: every settable and constant member with its declared type.
  static func standIn() -> String {
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
      let type = member.swiftType.replacingOccurrences(of: "_ userId: ", with: "_ userId: ")
      let declaration: String
      if !member.settable && !member.isClosure {
        declaration = "public static let \(components.last!): \(type) = \"\""
      } else if !member.settable {
        declaration = "public static var \(components.last!): \(type) { { _ in \"\" } }"
      } else if member.isClosure {
        let arguments = member.params.map { _ in "_" }.joined(separator: ", ")
        declaration = "public static var \(components.last!): \(type) = { \(arguments) in \"\" }"
      } else {
        declaration = "public static var \(components.last!): \(type) = \"\""
      }
      tree[container, default: []].append(declaration)
    }
    func render(_ path: String, indent: String) -> String {
      var lines: [String] = []
      for item in tree[path] ?? [] {
        if item.hasPrefix("@nested ") {
          let nested = String(item.dropFirst(8))
          let name = nested.split(separator: ".").last!
          lines.append("\(indent)public \(kinds[nested] ?? "struct") \(name) {")
          lines.append(render(nested, indent: indent + "  "))
          lines.append("\(indent)}")
        } else {
          lines.append(indent + item)
        }
      }
      return lines.joined(separator: "\n")
    }
    return "import SendbirdChatSDK\n\npublic class SBUStringSet {\n" + render("", indent: "  ") + "\n}\n"
  }

  /// Builds the stand-in modules (UIKit, SendbirdChatSDK, SendbirdUIKit) into a directory.
  static func writeStandIns(to directory: URL) throws {
    let chat = "public class User { public var nickname: String = \"\"; public init() {} }\n"
    try chat.write(to: directory.appendingPathComponent("Chat.swift"), atomically: true, encoding: .utf8)
    try uiKitStandIn.write(to: directory.appendingPathComponent("UIKit.swift"), atomically: true, encoding: .utf8)
    try ("import Foundation\nimport UIKit\n" + standIn() + styleStandIn()).write(
      to: directory.appendingPathComponent("SendbirdUIKit.swift"), atomically: true, encoding: .utf8)
    let uiKit = try run(
      ["-parse-as-library", "-swift-version", "5", "-emit-module", "-module-name", "UIKit", "UIKit.swift"],
      in: directory)
    #expect(uiKit.status == 0, "\(uiKit.output)")
    let chatModule = try run(
      ["-parse-as-library", "-emit-module", "-module-name", "SendbirdChatSDK", "Chat.swift"], in: directory)
    #expect(chatModule.status == 0, "\(chatModule.output)")
    let uiModule = try run(
      [
        "-parse-as-library", "-swift-version", "5", "-emit-module", "-module-name", "SendbirdUIKit", "-I", ".",
        "SendbirdUIKit.swift",
      ],
      in: directory)
    #expect(uiModule.status == 0, "\(uiModule.output)")
  }

  /// A stand-in UIKit with the declarations generated theme code uses, as UIKit declares them.
  static let uiKitStandIn = """
    import Foundation
    open class UIColor: @unchecked Sendable {
      public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
      public init(white: CGFloat, alpha: CGFloat) {}
      open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
      open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    }
    open class UIFont: @unchecked Sendable {
      public struct Weight: Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight()
        public static let medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
      }
      init() {}
      public init?(name fontName: String, size fontSize: CGFloat) { return nil }
      open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    }
    open class UIImage: @unchecked Sendable {
      public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }
      public init() {}
      public init?(named name: String) { return nil }
      open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { self }
      open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    }
    public enum UIStatusBarStyle: Sendable { case `default`, lightContent, darkContent }
    public enum UIBarStyle: Sendable { case `default`, black }

    """

  /// The stand-in's palette, fonts, icons and theme classes, generated from the style catalogue:
  /// stored properties, `@SBUAdaptive` ones with a get-only wrapped value, and `SBUTheme`'s accessors.
  static func styleStandIn() -> String {
    let catalog = StyleCatalog.sendbirdUIKit
    func swiftType(_ type: StyleCatalog.ValueType) -> String {
      switch type {
      case .color: "UIColor"
      case .font: "UIFont"
      case .statusBarStyle: "UIStatusBarStyle"
      case .barStyle: "UIBarStyle"
      case .number: "CGFloat"
      case .component: "AnyObject"
      }
    }
    func initial(_ type: StyleCatalog.ValueType) -> String {
      switch type {
      case .color: "UIColor.clear"
      case .font: "UIFont.systemFont(ofSize: 14, weight: .regular)"
      case .statusBarStyle, .barStyle: ".default"
      case .number: "0"
      case .component: ""
      }
    }
    var lines = [
      "public enum SBUThemeColorScheme { case light, dark }",
      "@propertyWrapper public struct SBUAdaptive<T> {",
      "  private var base: T",
      "  private var liquidGlass: T",
      "  public init(base: T, liquidGlass: T) { self.base = base; self.liquidGlass = liquidGlass }",
      "  public var wrappedValue: T { base }",
      "  public var projectedValue: Self { get { self } set { self = newValue } }",
      "  public mutating func updateValues(base: T? = nil, liquidGlass: T? = nil) {",
      "    if let base { self.base = base }",
      "    if let liquidGlass { self.liquidGlass = liquidGlass }",
      "  }",
      "}",
      "public class SBUColorSet {",
    ]
    lines += catalog.colors.map { "  public static var \($0.name): UIColor = .clear" }
    lines += ["}", "public class SBUFontSet {"]
    lines += catalog.fonts.map {
      "  public static var \($0.name): UIFont = .systemFont(ofSize: \($0.size), weight: .\($0.weight))"
    }
    lines += ["}", "public class SBUIconSet {"]
    lines += catalog.icons.map { "  public static var \($0.name): UIImage = UIImage()" }
    lines += ["}"]
    for themeClass in catalog.classes where themeClass.isCustomisable {
      lines.append("public class \(themeClass.name) {")
      lines.append("  public init() {}")
      for property in themeClass.properties {
        let type = swiftType(property.type)
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
    lines.append("public class SBUOverlayTheme {")
    lines += overlaid.map { "  public var \($0.accessor!) = \($0.name)()" }
    lines += ["}", "public class SBUTheme {", "  public static func set(colorScheme: SBUThemeColorScheme) {}"]
    lines += catalog.classes.filter(\.isCustomisable).map { "  public static var \($0.accessor!) = \($0.name)()" }
    lines += ["  public static var overlayTheme = SBUOverlayTheme()", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A theme that makes the generated `apply` use every kind of statement.
  static let showcaseTheme = """
    extends: sendbird
    tokens:
      brand: "#0B5CD5"
      brandFont: {family: Avenir Next, size: 15, weight: medium}
    colors:
      primaryMain: "{tokens.brand}"
      background100: "rgba(240, 240, 245, 1)"
    fonts:
      body1: {size: 17, weight: regular, lineHeight: 22}
      body3: "{tokens.brandFont}"
    icons:
      iconSend: {asset: BrandSend, tint: "{colors.primaryMain}", rtl: true}
      iconChat: BrandChat
    themes:
      SBUChannelTheme:
        light:
          statusBarStyle: lightContent
          backgroundColor: "#FAFAFF"
        dark:
          from: light
          backgroundColor: "{colors.background600}"
        overlay:
          backgroundColor: "{colors.background700} @ 0.8"
      SBUMessageCellTheme:
        light:
          rightBackgroundColor: "{colors.secondaryMain}"
          userMessageFont: "{fonts.body1}"
          feedbackRadius: 12
        dark:
          rightBackgroundColor: "{colors.secondaryDark}"
      SBUComponentTheme:
        light:
          highlightedColor: "{colors.background200}"
          highlightedColorAdaptive: {base: "{colors.background200}"}
        dark:
          highlightedColor: "{colors.background500}"
      SBUMessageSearchTheme:
        light:
          navigationBarStyle: black
        dark:
          navigationBarStyle: black

    """

  /// App keys that are not Swift identifiers get names that compile, and callers reach
  /// them by those names; keywords are escaped.
  @Test(.enabled(if: swiftc() != nil)) func appKeysBecomeSwiftNames() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let en = """
      app:
        sign-in: Sign in
        2fa: Two-factor
        "two words": Two words
        größe: Size
        in: In
        default: Default
        "checkout.pay-now.step 2": "Step %lld of %@"
        unread-count:
          one: "%lld unread"
          other: "%lld unread"

      """
    let de = """
      app:
        sign-in: Anmelden
        2fa: Zwei Faktoren
        "two words": Zwei Wörter
        größe: Größe
        in: In
        default: Standard
        "checkout.pay-now.step 2": "Schritt %lld von %@"
        unread-count:
          one: "%lld ungelesen"
          other: "%lld ungelesen"

      """
    let result = compile([
      SourceFile(path: "en.strings.yaml", text: en), SourceFile(path: "de.strings.yaml", text: de),
    ])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    for output in result.outputs {
      try output.contents.write(to: directory.appendingPathComponent(output.path), atomically: true, encoding: .utf8)
    }
    let usage = """
      let _: String = ThemeStrings.de.App.signIn
      let _: String = ThemeStrings.de.App._2fa
      let _: String = ThemeStrings.de.App.twoWords
      let _: String = ThemeStrings.de.App.größe
      let _: String = ThemeStrings.de.App.`in`
      let _: String = ThemeStrings.en.App.`default`
      let _: String = ThemeStrings.de.App.checkout.payNow.step2(2, "Karte")
      let _: String = ThemeStrings.de.App.unreadCount(3)

      """
    try usage.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let tables = try Self.run(["-swift-version", "6", "-typecheck", "ThemeStrings.swift", "main.swift"], in: directory)
    #expect(tables.status == 0, "\(tables.output)")
    // The runtime tables keep the keys as written.
    let json = try #require(result.outputs.first { $0.path == "strings.json" }?.contents)
    #expect(json.contains("\"checkout.pay-now.step 2\"") || json.contains("\"step 2\""))
  }

  @Test(.enabled(if: swiftc() != nil)) func tablesAndApplyCompile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let showcase = SourceFile(path: "showcase.theme.yaml", text: Self.showcaseTheme)
    let result = compile(bundledSources() + bundledThemeSources() + [showcase])
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    for output in result.outputs {
      try output.contents.write(to: directory.appendingPathComponent(output.path), atomically: true, encoding: .utf8)
    }
    // The tables on their own, in Swift 6 mode, with a caller using every kind of entry.
    let usage = """
      let _: String = ThemeStrings.ru.SDK.Message_Replied_Users_Count(21, true)
      let _: String = ThemeStrings.de.SDK.Channel_Typing(["A", "B"])
      let _: String = ThemeStrings.ar.SDK.Channel_Unread_Message(5)
      let _: String = ThemeStrings.ja.SDK.MessageThread.Menu.replyInThread
      let _: ThemeColor = ThemeStyles.brand.Colors.primaryMain
      let _: ThemeFont = ThemeStyles.showcase.Fonts.body3
      let _: ThemeIcon = ThemeStyles.showcase.Icons.iconSend
      let _: ThemeAdaptive<ThemeColor> = ThemeStyles.sendbird.Dark.SBUComponentTheme.highlightedColorAdaptive
      let _: String = ThemeStyles.sendbird.Light.SBUChannelTheme.statusBarStyle
      let _: Double = ThemeStyles.sendbird.Overlay.SBUMessageCellTheme.feedbackRadius
      """
    try usage.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let tables = try Self.run(
      ["-swift-version", "6", "-typecheck", "ThemeStrings.swift", "ThemeStyles.swift", "main.swift"], in: directory)
    #expect(tables.status == 0, "\(tables.output)")

    // The stand-in modules, then apply against them.
    try Self.writeStandIns(to: directory)
    let apply = try Self.run(
      [
        "-parse-as-library", "-swift-version", "6", "-typecheck", "-I", ".", "ThemeStrings.swift",
        "ThemeStrings+SendbirdUIKit.swift", "ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift",
      ], in: directory)
    #expect(apply.status == 0, "\(apply.output)")
    #expect(
      result.outputs.first { $0.path == "ThemeStrings+SendbirdUIKit.swift" }?.contents.contains(
        "SBUStringSet.Message_Replied_Users_Count = en.SDK.Message_Replied_Users_Count") == true)
    // The showcase's statements: each kind once, plain properties before adaptive ones.
    let styles = try #require(result.outputs.first { $0.path == "ThemeStyles+SendbirdUIKit.swift" }?.contents)
    for statement in [
      "SBUColorSet.primaryMain = UIColor(red: 0x0B / 255.0, green: 0x5C / 255.0, blue: 0xD5 / 255.0, alpha: 0xFF / 255.0)",
      "SBUFontSet.body3 = UIFont(name: \"Avenir Next\", size: 15) ?? UIFont.systemFont(ofSize: 15, weight: .medium)",
      "SBUIconSet.iconSend = image(\"BrandSend\", tint: UIColor(red: 0x0B / 255.0, green: 0x5C / 255.0, blue: 0xD5 / 255.0, alpha: 0xFF / 255.0), flipsForRTL: true, fallback: SBUIconSet.iconSend)",
      "SBUTheme.channelTheme.statusBarStyle = .lightContent",
      "SBUTheme.overlayTheme.channelTheme.backgroundColor = SBUColorSet.background700.withAlphaComponent(0.8)",
      "SBUTheme.messageCellTheme.feedbackRadius = 12",
      "SBUTheme.messageSearchTheme.navigationBarStyle = .black",
    ] {
      #expect(styles.contains(statement), "\(statement)")
    }
    let plain = try #require(styles.range(of: "SBUTheme.componentTheme.highlightedColor = SBUColorSet.background200"))
    let adaptive = try #require(
      styles.range(
        of: "SBUTheme.componentTheme.$highlightedColorAdaptive.updateValues(base: SBUColorSet.background200)"))
    #expect(plain.upperBound < adaptive.lowerBound)
  }
}
