import Foundation
import Testing
import ThemeCore
import ThemeRender

/// `ThemeRuntime.SendbirdStyles`: the typed accessors of SendbirdUIKit's style surface
/// (`SBUColorSet`, `SBUFontSet`, `SBUIconSet` and every `SBUTheme` class, by the SDK's own
/// names). They depend on the SDK's catalogue only, never on an app's themes, so they are
/// compiled once with the runtime rather than into every app's generated module on every
/// theme edit (themec-bench compile). The file is generated here from the catalogue and
/// must not drift from it; it is laid out as `swift format` lays it out (the repository's
/// lint checks it).
@Suite struct SendbirdStylesSourceTests {
  /// The generated file in the repository.
  static let path = "Sources/ThemeRuntime/Styles/SendbirdStyles.swift"

  @Test func runtimeSourceIsUpToDate() {
    GoldenTests.expectGolden(Self.source(StyleCatalog.sendbirdUIKit), at: Self.path)
  }

  /// The file's text.
  static func source(_ catalog: StyleCatalog) -> String {
    var lines = [
      "// Generated from themec's SendbirdUIKit \(catalog.sdkVersion) catalogue by SendbirdStylesSourceTests",
      "// (UPDATE_GOLDENS=1 swift test --filter SendbirdStylesSourceTests). Do not edit.",
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
