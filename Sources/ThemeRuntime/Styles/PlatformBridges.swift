// The styles as UIKit and SwiftUI take them, for the SDK adapters themec generates and for the
// app's own views. They live here, once, rather than in each generated module: two modules
// that each run the plugin would otherwise both extend these types with the same members.
// Both are compiled where UIKit is (iOS, Mac Catalyst): SendbirdUIKit's platforms. On macOS,
// where the CLI links this module, neither is imported, so `themec` links no UI framework.
#if canImport(UIKit)
  import UIKit
  #if canImport(SwiftUI)
    import SwiftUI
  #endif
#endif

extension FontStyle {
  /// The weight among nine, lightest first (ultraLight, thin, light, regular, medium,
  /// semibold, bold, heavy, black), as UIKit and SwiftUI both name them; regular for a name
  /// that is none of them.
  fileprivate func weightOf<Weight>(_ weights: [Weight]) -> Weight {
    let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    return weights[names.firstIndex(of: weight) ?? 3]
  }
}

#if canImport(UIKit)
  extension RGBAColor {
    /// The colour for UIKit.
    public var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
  }

  extension DynamicColor {
    /// The colour for UIKit: a `UIColor(dynamicProvider:)` that gives the dark value under a
    /// dark trait collection and the light one otherwise (a plain colour when they are one).
    public var uiColor: UIColor {
      guard light != dark else { return light.uiColor }
      let (light, dark) = (light.uiColor, dark.uiColor)
      return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
  }

  extension FontStyle {
    /// The font for UIKit: the system font, or the family's, of the size and weight; with a
    /// text style, scaled by `UIFontMetrics` for the current trait collection's content size
    /// category (up to `maxSize`): read it again, or apply the theme again, when
    /// `UIContentSizeCategory.didChangeNotification` comes.
    public var uiFont: UIFont {
      let weight = weightOf(
        [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
          as [UIFont.Weight])
      let font: UIFont
      if let family {
        // As the SDK builds a font of a family: the family and the weight as a trait, so the
        // weight holds (a family the app lacks falls back to the system's, still weighted).
        let descriptor = UIFontDescriptor(fontAttributes: [
          .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight],
        ])
        font = UIFont(descriptor: descriptor, size: size)
      } else {
        font = UIFont.systemFont(ofSize: size, weight: weight)
      }
      guard let style = textStyle.flatMap(Self.uiTextStyle) else { return font }
      let metrics = UIFontMetrics(forTextStyle: style)
      guard let maxSize else { return metrics.scaledFont(for: font, compatibleWith: UITraitCollection.current) }
      return metrics.scaledFont(for: font, maximumPointSize: maxSize, compatibleWith: UITraitCollection.current)
    }

    /// UIKit's text style of a name (`body`).
    fileprivate static func uiTextStyle(_ name: String) -> UIFont.TextStyle? {
      switch name {
      case "largeTitle": .largeTitle
      case "title1": .title1
      case "title2": .title2
      case "title3": .title3
      case "headline": .headline
      case "subheadline": .subheadline
      case "body": .body
      case "callout": .callout
      case "footnote": .footnote
      case "caption1": .caption1
      case "caption2": .caption2
      default: nil
      }
    }
  }

  extension IconStyle {
    /// The app's asset, tinted and flipped as the theme says; `fallback` if it is missing.
    public func image(fallback: UIImage) -> UIImage {
      guard var image = UIImage(named: asset) else { return fallback }
      if let tint = tint.flatMap(RGBAColor.init(hex:)) {
        image = image.withTintColor(tint.uiColor, renderingMode: .alwaysOriginal)
      }
      return flipsForRTL ? image.imageFlippedForRightToLeftLayoutDirection() : image
    }
  }
#endif

#if canImport(UIKit) && canImport(SwiftUI)
  extension RGBAColor {
    /// The colour for SwiftUI.
    public var color: SwiftUI.Color {
      SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
  }

  extension FontStyle {
    /// The font for SwiftUI: the system font, or the family's, of the size and weight (its
    /// size at the default text size; `font(for:)` follows the person's).
    public var font: SwiftUI.Font { font(size: size) }

    fileprivate func font(size: Double) -> SwiftUI.Font {
      let weight = weightOf(
        [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
          as [SwiftUI.Font.Weight])
      guard let family else { return SwiftUI.Font.system(size: size, weight: weight) }
      return SwiftUI.Font.custom(family, size: size).weight(weight)
    }
  }

  extension FontStyle {
    /// The font for SwiftUI at a Dynamic Type size: with a text style, the size
    /// `UIFontMetrics` scales it to (up to `maxSize`), as `uiFont` at that size; without one,
    /// `font`. Read the size in the view, so that it is drawn again when the person changes
    /// it: `@Environment(\.dynamicTypeSize) var typeSize`, then `.font(style.font(for: typeSize))`.
    /// (`DynamicTypeSize` is iOS 15; before it, read `uiFont`, which follows the trait
    /// collection.)
    @available(iOS 15.0, macCatalyst 15.0, *)
    public func font(for dynamicTypeSize: DynamicTypeSize) -> SwiftUI.Font {
      guard let style = textStyle.flatMap(Self.uiTextStyle) else { return font }
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(dynamicTypeSize))
      let scaled = UIFontMetrics(forTextStyle: style).scaledValue(for: size, compatibleWith: traits)
      return font(size: maxSize.map { min(scaled, $0) } ?? scaled)
    }
  }

  extension DynamicColor {
    /// The colour for SwiftUI, which follows the environment's colour scheme (its UIKit
    /// colour resolves per trait collection). SwiftUI takes a UIKit colour from iOS 15; before
    /// it, read `light.color` or `dark.color` for the view's `colorScheme`.
    @available(iOS 15.0, macCatalyst 15.0, *)
    public var color: SwiftUI.Color { SwiftUI.Color(uiColor: uiColor) }
  }

  extension IconStyle {
    /// The app's asset for SwiftUI (tint it with `foregroundStyle(tint)`; flip it where
    /// `flipsForRTL` says).
    public var image: SwiftUI.Image { SwiftUI.Image(asset) }
  }
#endif
