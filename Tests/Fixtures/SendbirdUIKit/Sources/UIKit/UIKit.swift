// The UIKit declarations the generated code uses, as UIKit declares them (a stand-in for
// tests on Linux): colours and fonts keep what they were made of, so a test reads them back.
import Foundation

open class UIColor: @unchecked Sendable, CustomStringConvertible {
  public let red, green, blue, alpha: CGFloat
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// `#RRGGBBAA`.
  public var description: String {
    "#" + [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
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
  public init?(name fontName: String, size fontSize: CGFloat) { return nil }
  /// The family's face of the weight trait: named `<family>-<weight>` here.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let family = descriptor.fontAttributes[.family] as? String ?? "system"
    let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
    let weight = traits?[.weight] as? Weight ?? .regular
    self.init(fontName: family + "-" + weight.name, pointSize: pointSize)
  }
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(fontName: "system-" + weight.name, pointSize: fontSize)
  }
  public var description: String { "\(fontName) \(pointSize)" }
}

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
  public init?(named name: String) { self.name = name }
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    UIImage(name: "\(name) tinted \(color)")
  }
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { UIImage(name: name + " flipped") }
  public var description: String { name }
}

public enum UIStatusBarStyle: Sendable { case `default`, lightContent, darkContent }
public enum UIBarStyle: Sendable { case `default`, black }
