// The SwiftUI declarations ThemeRuntime's bridges use, as SwiftUI declares them (a stand-in
// for type-checking on Linux), each with the availability Apple's documentation gives it
// (developer.apple.com/documentation/swiftui/<type>/<member>), which the availability test
// reads: Linux's compiler ignores it.
import Foundation
import UIKit

@available(iOS 13.0, macOS 10.15, *)
public struct Color {
  @available(iOS 13.0, macOS 10.15, *)
  public enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
  @available(iOS 13.0, macOS 10.15, *)
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  // UIKit's colour: iOS and Mac Catalyst 15.0 (no macOS, which has no UIKit).
  @available(iOS 15.0, *)
  public init(uiColor: UIColor) {}
}

// Described as "family-weight size" (as the UIKit stand-in's UIFont), so that tests read
// back what was made; SwiftUI's is opaque.
@available(iOS 13.0, macOS 10.15, *)
public struct Font: CustomStringConvertible {
  @available(iOS 13.0, macOS 10.15, *)
  public struct Weight {
    let name: String
    public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin")
    public static let light = Weight(name: "light"), regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
  }
  let family: String, weightName: String, size: CGFloat
  public var description: String { "\(family)-\(weightName) \(size)" }
  // `system(size:weight:design:)` with a non-optional weight (iOS 13); the overload with
  // optional ones is iOS 16 / macOS 13.
  @available(iOS 13.0, macOS 10.15, *)
  public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
    Font(family: "system", weightName: weight.name, size: size)
  }
  @available(iOS 13.0, macOS 10.15, *)
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(family: name, weightName: "regular", size: size)
  }
  @available(iOS 13.0, macOS 10.15, *)
  public func weight(_ weight: Weight) -> Font { Font(family: family, weightName: weight.name, size: size) }
}

@available(iOS 15.0, macOS 12.0, *)
public enum DynamicTypeSize: Hashable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension UIContentSizeCategory {
  // SwiftUI's extension of UIKit's type: iOS 15.0.
  @available(iOS 15.0, *)
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    self = categories[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
  }
}

@available(iOS 13.0, macOS 10.15, *)
public struct Image {
  @available(iOS 13.0, macOS 10.15, *)
  public init(_ name: String, bundle: Bundle? = nil) {}
}
