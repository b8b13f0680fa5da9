import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport

/// `themes/sendbird-uikit/sendbird.theme.yaml` must reproduce the SDK reference exactly:
/// every colour, font and icon, and every property of every class in every variant, with
/// nothing left to assign at run time.
@Suite struct ThemeDefaultsTests {
  static func json(_ name: String) -> [String: Any] {
    let data = repositoryFile("Sources/Tools/catalogue/sendbird-uikit-3.35.1/\(name).json")
    return (try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]) ?? [:]
  }

  /// The reference palette: hex by name.
  static let palette: [String: RGBA8] = {
    let members = json("colors")["members"] as? [[String: Any]] ?? []
    return Dictionary(uniqueKeysWithValues: members.map { ($0["name"] as! String, RGBA8(hex: $0["hex"] as! String)!) })
  }()

  static let fonts: [String: FontSpec] = {
    let members = json("fonts")["members"] as? [[String: Any]] ?? []
    return Dictionary(
      uniqueKeysWithValues: members.map { member in
        let attributes = member["textAttributes"] as? [String: Any]
        let spec = FontSpec(
          size: member["size"] as! Double, weight: FontWeight(rawValue: member["weight"] as! String)!,
          lineHeight: attributes?["lineHeight"] as? Double)
        return (member["name"] as! String, spec)
      })
  }()

  /// A reference value (`{"color": ..., "alpha": ...}`) resolved with the reference palette.
  static func expected(_ value: [String: Any]) -> ResolvedValue? {
    if let name = value["color"] as? String {
      let rgba = palette[name]!
      return .color((value["alpha"] as? Double).map { rgba.withAlpha($0) } ?? rgba)
    }
    if let name = value["font"] as? String { return .font(fonts[name]!) }
    if let adaptive = value["adaptive"] as? [String: [String: Any]] {
      return .adaptive(base: expected(adaptive["base"]!)!, liquidGlass: expected(adaptive["liquidGlass"]!)!)
    }
    switch value["literal"] {
    case let text as String where text == ".clear": return .color(RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
    case let text as String: return .keyword(String(text.dropFirst()))
    case let number as Double: return .number(number)
    case let number as Int: return .number(Double(number))
    default: return nil
    }
  }

  /// Compiles theme files and returns the theme of the last file's name.
  static func compileBundledTheme(_ paths: [String]) throws -> (ResolvedTheme, [Diagnostic]) {
    let sources = paths.map { SourceFile(path: $0, bytes: repositoryFile($0)) }
    let result = compile(sources)
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    let name = paths.last!.split(separator: "/").last!.split(separator: ".").first!
    return (try #require(result.project.themes.first { $0.name == name }), result.diagnostics)
  }

  @Test func sendbirdThemeReproducesEveryDefault() throws {
    let (theme, diagnostics) = try Self.compileBundledTheme(["themes/sendbird-uikit/sendbird.theme.yaml"])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
    #expect(theme.colors == Self.palette)
    #expect(theme.fonts == Self.fonts)
    #expect(theme.icons.count == 62)
    #expect(theme.changedColors.isEmpty && theme.changedFonts.isEmpty && theme.changedIcons.isEmpty)
    #expect(theme.assignments.isEmpty, "\(theme.assignments.keys.sorted().prefix(5))")

    var checked = 0
    for themeClass in Self.json("themes")["themes"] as? [[String: Any]] ?? [] {
      let name = themeClass["class"] as! String
      guard themeClass["sbuThemeAccessor"] is String, themeClass["deprecated"] == nil, name != "SBUOverlayTheme"
      else { continue }
      for property in themeClass["properties"] as! [[String: Any]] {
        let settable =
          property["propertyWrapper"] as? String == "SBUAdaptive"
          || (property["settable"] as! Bool && property["deprecated"] == nil && property["unavailable"] == nil)
        guard settable else { continue }
        for variant in themeClass["variants"] as! [String] {
          let slot = ThemeSlot(name, ThemeVariant(rawValue: variant)!, property["name"] as! String)
          let reference = (property[variant] as! [String: Any])["value"] as! [String: Any]
          #expect(theme.properties[slot] == Self.expected(reference), "\(slot)")
          checked += 1
        }
      }
    }
    #expect(checked == theme.properties.count)
    #expect(checked == 1_261)
  }

  /// The branded example changes one palette colour; every key that references it follows,
  /// and nothing else changes.
  @Test func brandedThemeChangesOnlyWhatReferencesItsColour() throws {
    let (sendbird, _) = try Self.compileBundledTheme(["themes/sendbird-uikit/sendbird.theme.yaml"])
    let (brand, _) = try Self.compileBundledTheme([
      "themes/sendbird-uikit/sendbird.theme.yaml", "themes/brand/brand.theme.yaml",
    ])
    #expect(brand.name == "brand")
    #expect(brand.changedColors == ["primaryMain"])
    let newColor = try #require(brand.colors["primaryMain"])
    let catalog = StyleCatalog.sendbirdUIKit
    var followed = 0
    for (slot, value) in sendbird.properties {
      let fallback = catalog.themeClass(slot.className)!.property(slot.property)!.defaults[slot.variant]!
      var usesPrimary = false
      var alpha: Double?
      switch fallback {
      case .color("primaryMain", let a): (usesPrimary, alpha) = (true, a)
      case .adaptive(.color("primaryMain", _), _), .adaptive(_, .color("primaryMain", _)): usesPrimary = true
      default: break
      }
      if usesPrimary, case .color = value {
        #expect(brand.properties[slot] == .color(alpha.map { newColor.withAlpha($0) } ?? newColor), "\(slot)")
        followed += 1
      } else if !usesPrimary {
        #expect(brand.properties[slot] == value, "\(slot)")
      }
    }
    #expect(followed > 50)
    // Palette references stay references: nothing is assigned property by property.
    #expect(brand.assignments.isEmpty)
  }
}
