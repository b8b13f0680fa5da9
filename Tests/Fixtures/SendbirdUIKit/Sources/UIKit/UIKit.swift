// The UIKit declarations the generated code uses, as UIKit declares them (a stand-in for
// tests on Linux): colours and fonts keep what they were made of, so a test reads them back.
// Each carries the availability Apple's documentation gives it
// (developer.apple.com/documentation/uikit/<type>/<member>; UIKit is iOS and Mac Catalyst,
// not macOS), which the availability test reads: Linux's compiler ignores it. Members that
// are the stand-in's own (`red`, `description`) have none.
import Foundation

open class UIColor: @unchecked Sendable, CustomStringConvertible {
  private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?
  @available(iOS 2.0, *)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    provider = nil
  }
  @available(iOS 2.0, *)
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
  /// A colour that resolves per trait collection (read here with `UITraitCollection.current`).
  @available(iOS 13.0, *)
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    components = (0, 0, 0, 0)
    provider = dynamicProvider
  }
  @available(iOS 13.0, *)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
  }
  // Read through the current trait collection, as UIKit resolves a dynamic colour when drawn.
  public var red: CGFloat { resolvedColor(with: .current).components.red }
  public var green: CGFloat { resolvedColor(with: .current).components.green }
  public var blue: CGFloat { resolvedColor(with: .current).components.blue }
  public var alpha: CGFloat { resolvedColor(with: .current).components.alpha }
  @available(iOS 2.0, *)
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard let provider else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    return UIColor { provider($0).withAlphaComponent(alpha) }
  }
  @available(iOS 2.0, *)
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// `#RRGGBBAA` under the current trait collection.
  public var description: String {
    "#" + [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
  }
}

@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

@available(iOS 7.0, *)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The traits the generated code reads; `current` is what `performAsCurrent` sets.
@available(iOS 8.0, *)
open class UITraitCollection: @unchecked Sendable {
  @available(iOS 12.0, *) public let userInterfaceStyle: UIUserInterfaceStyle
  @available(iOS 10.0, *) public let preferredContentSizeCategory: UIContentSizeCategory
  init(style: UIUserInterfaceStyle, category: UIContentSizeCategory) {
    (userInterfaceStyle, preferredContentSizeCategory) = (style, category)
  }
  @available(iOS 12.0, *)
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle, category: .large)
  }
  @available(iOS 10.0, *)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(style: .light, category: preferredContentSizeCategory)
  }
  @available(iOS 8.0, *)
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(
      style: traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified,
      category: traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?.preferredContentSizeCategory
        ?? .unspecified)
  }
  nonisolated(unsafe) private static var stack: [UITraitCollection] = [
    UITraitCollection(style: .light, category: .large)
  ]
  @available(iOS 13.0, *)
  open class var current: UITraitCollection {
    get { stack.last! }
    set { stack[stack.count - 1] = newValue }
  }
  @available(iOS 13.0, *)
  open func performAsCurrent(_ actions: () throws -> Void) rethrows {
    Self.stack.append(self)
    defer { Self.stack.removeLast() }
    try actions()
  }
}

open class UIFont: @unchecked Sendable, CustomStringConvertible {
  public struct Weight: Sendable, Equatable {
    public let name: String
    public static let ultraLight = Weight(name: "ultraLight"), thin = Weight(name: "thin")
    public static let light = Weight(name: "light"), regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium"), semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold"), heavy = Weight(name: "heavy"), black = Weight(name: "black")
  }
  public let fontName: String
  public let pointSize: CGFloat
  init(fontName: String, pointSize: CGFloat) { (self.fontName, self.pointSize) = (fontName, pointSize) }
  @available(iOS 2.0, *)
  public init?(name fontName: String, size fontSize: CGFloat) { return nil }
  /// The family's face of the weight trait: named `<family>-<weight>` here.
  @available(iOS 7.0, *)
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let family = descriptor.fontAttributes[.family] as? String ?? "system"
    let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
    let weight = traits?[.weight] as? Weight ?? .regular
    self.init(fontName: family + "-" + weight.name, pointSize: pointSize)
  }
  @available(iOS 8.2, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(fontName: "system-" + weight.name, pointSize: fontSize)
  }
  public var description: String { "\(fontName) \(pointSize)" }
}

extension UIFont {
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    @available(iOS 11.0, *) public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
    @available(iOS 9.0, *) public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
    @available(iOS 9.0, *) public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
    @available(iOS 9.0, *) public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
    public static let body = Self(rawValue: "UICTFontTextStyleBody")
    @available(iOS 9.0, *) public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")
  }
}

/// Scales a font as UIKit does: by the text style's size at the trait collection's content
/// size category over its size at Large (the sizes of Apple's Human Interface Guidelines).
@available(iOS 11.0, *)
open class UIFontMetrics: @unchecked Sendable {
  private static let categories: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
  private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]
  private let textStyle: UIFont.TextStyle
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    guard let sizes = Self.sizes[textStyle], let index = Self.categories.firstIndex(of: category) else { return value }
    return value * sizes[index] / sizes[3]
  }
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    UIFont(fontName: font.fontName, pointSize: scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }
  /// At most `maximumPointSize` (Apple documents no meaning for 0: a 0 here gives a font of size 0).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    return UIFont(fontName: font.fontName, pointSize: min(size, maximumPointSize))
  }
}

@available(iOS 7.0, *)
open class UIFontDescriptor: @unchecked Sendable {
  public struct AttributeName: Hashable, Sendable {
    public let rawValue: String
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }
  public struct TraitKey: Hashable, Sendable {
    public let rawValue: String
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }
  public let fontAttributes: [AttributeName: Any]
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) { fontAttributes = attributes }
}

open class UIImage: @unchecked Sendable, CustomStringConvertible {
  public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }
  /// What the image is: an asset's name and what was done to it, or the SDK's own.
  public let name: String
  public init() { name = "SendbirdUIKit's" }
  init(name: String) { self.name = name }
  /// Every asset exists here.
  @available(iOS 2.0, *)
  public init?(named name: String) { self.name = name }
  @available(iOS 13.0, *)
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    UIImage(name: "\(name) tinted \(color)")
  }
  @available(iOS 9.0, *)
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { UIImage(name: name + " flipped") }
  public var description: String { name }
}

public enum UIStatusBarStyle: Sendable {
  case `default`
  @available(iOS 7.0, *) case lightContent
  @available(iOS 13.0, *) case darkContent
}
public enum UIBarStyle: Sendable { case `default`, black }
