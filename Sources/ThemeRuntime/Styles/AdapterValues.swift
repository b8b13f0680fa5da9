// A theme's values as the generated SendbirdUIKit adapter sets them. They live here, compiled
// once with the runtime, rather than in each generated adapter: the adapter is then only its
// statements (one per SDK member), which keeps the app's rebuild of the generated module short.
#if canImport(UIKit)
  import Foundation
  import UIKit

  /// A theme's palette, read as UIKit takes it, for the generated SendbirdUIKit adapter.
  public struct AdapterPalette: Sendable {
    let theme: ThemeStyleSet

    public init(_ theme: ThemeStyleSet) { self.theme = theme }

    /// The SDK's own icons, each kept when a theme first replaces it, to be set again when a
    /// theme applied later leaves it alone.
    @MainActor private static var originalIcons: [String: UIImage] = [:]

    // Each sets a slot to the theme's value, if it has one, through `inout`: one call per
    // member, which compiles to less than a lookup, a test and an assignment at each.

    /// Sets a palette colour to the theme's.
    public func color(_ name: String, _ slot: inout UIColor) {
      if let value = theme.colors[name].flatMap({ RGBAColor(hex: $0) }) { slot = value.uiColor }
    }

    /// Sets a palette font to the theme's.
    public func font(_ name: String, _ slot: inout UIFont) {
      if let value = theme.fonts[name] { slot = value.uiFont }
    }

    /// Sets an icon: the theme's replacement (the SDK's own if its asset is missing), or the
    /// SDK's own where the theme keeps it.
    @MainActor
    public func icon(_ name: String, _ slot: inout UIImage) {
      guard let icon = theme.icons[name], icon.asset != name || icon.tint != nil || icon.flipsForRTL
      else {
        if let original = Self.originalIcons[name] { slot = original }
        return
      }
      let original = Self.originalIcons[name] ?? slot
      Self.originalIcons[name] = original
      slot = icon.image(fallback: original)
    }
  }

  /// A variant's values by class; following the system, also the light and dark variants a
  /// colour is made of.
  public struct AdapterVariant: Sendable {
    let values: [String: [String: StyleEntry]]?
    let appearances: (light: [String: [String: StyleEntry]], dark: [String: [String: StyleEntry]])?

    /// The `dark` or `light` variant (and, following the system, both).
    public init(_ theme: ThemeStyleSet, dark: Bool, followingSystem: Bool) {
      values = theme.variants[dark ? "dark" : "light"]
      if followingSystem, let light = theme.variants["light"], let dark = theme.variants["dark"] {
        appearances = (light, dark)
      } else {
        appearances = nil
      }
    }

    /// A variant of its own (`overlay`).
    public init(_ values: [String: [String: StyleEntry]]?) {
      self.values = values
      appearances = nil
    }
  }

  /// A component theme's values in a variant, read as UIKit takes them, for the generated
  /// SendbirdUIKit adapter.
  public struct AdapterValues: Sendable {
    let values: [String: StyleEntry]
    /// Following the system: the class's light and dark values.
    let appearances: (light: [String: StyleEntry], dark: [String: StyleEntry])?

    /// The values of a class in a variant, if the variant has any.
    public init?(_ variant: AdapterVariant, _ themeClass: String) {
      guard let values = variant.values?[themeClass] else { return nil }
      self.values = values
      appearances = variant.appearances.flatMap { light, dark in
        light[themeClass].flatMap { light in dark[themeClass].map { (light, $0) } }
      }
    }

    /// A colour of the variant or, following the system, of both appearances.
    private func dynamic(_ name: String, _ value: (StyleEntry?) -> RGBAColor?) -> UIColor? {
      if let appearances {
        let (light, dark) = (value(appearances.light[name]), value(appearances.dark[name]))
        if let light, let dark { return DynamicColor(light: light, dark: dark).uiColor }
      }
      return value(values[name])?.uiColor
    }

    // Each sets a property to the variant's value, if it has one (see `AdapterPalette`).

    /// Sets a colour: following the system, one that resolves per trait collection.
    public func color(_ name: String, _ slot: inout UIColor) {
      if let value = dynamic(name, { $0?.color }) { slot = value }
    }

    /// Sets a font.
    public func font(_ name: String, _ slot: inout UIFont) {
      if let value = values[name]?.font { slot = value.uiFont }
    }

    /// Sets a number.
    public func number(_ name: String, _ slot: inout CGFloat) {
      if let value = values[name]?.number { slot = CGFloat(value) }
    }

    /// Sets a status bar style; following the system, one that differs between light and dark
    /// is `.default`, which follows the trait.
    public func statusBarStyle(_ name: String, _ slot: inout UIStatusBarStyle) {
      if let appearances, appearances.light[name]?.keyword != appearances.dark[name]?.keyword {
        slot = .default
        return
      }
      switch values[name]?.keyword {
      case "default": slot = .default
      case "lightContent": slot = .lightContent
      case "darkContent": slot = .darkContent
      default: break
      }
    }

    /// Sets a bar style.
    public func barStyle(_ name: String, _ slot: inout UIBarStyle) {
      switch values[name]?.keyword {
      case "default": slot = .default
      case "black": slot = .black
      default: break
      }
    }

    /// An `@SBUAdaptive` colour's base and liquid-glass values.
    public func colors(_ name: String) -> (UIColor?, UIColor?)? {
      guard case .adaptive? = values[name] else { return nil }
      func part(_ entry: StyleEntry?, _ base: Bool) -> RGBAColor? {
        guard case .adaptive(let plain, let liquidGlass)? = entry else { return nil }
        return (base ? plain : liquidGlass).color
      }
      return (dynamic(name) { part($0, true) }, dynamic(name) { part($0, false) })
    }

    /// An `@SBUAdaptive` font's base and liquid-glass values.
    public func fonts(_ name: String) -> (UIFont?, UIFont?)? {
      guard case .adaptive(let base, let liquidGlass)? = values[name] else { return nil }
      return (base.font?.uiFont, liquidGlass.font?.uiFont)
    }

    /// An `@SBUAdaptive` number's base and liquid-glass values.
    public func numbers(_ name: String) -> (CGFloat?, CGFloat?)? {
      guard case .adaptive(let base, let liquidGlass)? = values[name] else { return nil }
      return (base.number.map { CGFloat($0) }, liquidGlass.number.map { CGFloat($0) })
    }
  }
#endif
