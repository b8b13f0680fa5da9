// swift-format-ignore-file
// Generated from themec's catalogues by `swift run _generate`. Do not edit.
import Foundation
import UIKit

public enum SBUThemeColorScheme { case light, dark }

public class SendbirdUI {
  public static var config: SBUConfig = SBUConfig()
}

public class SBUConfig {
  public var common: Common = Common()
  public class Common {
    var _isLiquidGlassEnabled: Bool = true
    public var isLiquidGlassEnabled: Bool {
      get { _isLiquidGlassEnabled }
      set { _isLiquidGlassEnabled = newValue }
    }
    /// The SDK's answer below iOS 26 (the stand-in's platform): never.
    var shouldApplyLiquidGlass: Bool { false }
  }
}

public protocol SBUAdaptiveCompatible {}
extension UIColor: SBUAdaptiveCompatible {}
extension UIFont: SBUAdaptiveCompatible {}
extension CGFloat: SBUAdaptiveCompatible {}

@propertyWrapper public struct SBUAdaptive<T: SBUAdaptiveCompatible> {
  // Private in the SDK; readable here so that tests read back what was set.
  public private(set) var baseValue: T
  public private(set) var liquidGlassValue: T
  public var wrappedValue: T {
    if SendbirdUI.config.common.shouldApplyLiquidGlass {
      return liquidGlassValue
    } else {
      return baseValue
    }
  }
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
  public init(base: T, liquidGlass: T) {
    self.baseValue = base
    self.liquidGlassValue = liquidGlass
  }
  public mutating func updateValues(base: T? = nil, liquidGlass: T? = nil) {
    if let base { baseValue = base }
    if let liquidGlass { liquidGlassValue = liquidGlass }
  }
}

public class SBUColorSet {
  public static var primaryExtraLight: UIColor = UIColor(red: 0xDB / 255.0, green: 0xD1 / 255.0, blue: 0xFF / 255.0, alpha: 0xFF / 255.0)
  public static var primaryLight: UIColor = UIColor(red: 0xC2 / 255.0, green: 0xA9 / 255.0, blue: 0xFA / 255.0, alpha: 0xFF / 255.0)
  public static var primaryMain: UIColor = UIColor(red: 0x74 / 255.0, green: 0x2D / 255.0, blue: 0xDD / 255.0, alpha: 0xFF / 255.0)
  public static var primaryDark: UIColor = UIColor(red: 0x62 / 255.0, green: 0x11 / 255.0, blue: 0xC8 / 255.0, alpha: 0xFF / 255.0)
  public static var primaryExtraDark: UIColor = UIColor(red: 0x49 / 255.0, green: 0x13 / 255.0, blue: 0x89 / 255.0, alpha: 0xFF / 255.0)
  public static var secondaryExtraLight: UIColor = UIColor(red: 0xA8 / 255.0, green: 0xE2 / 255.0, blue: 0xAB / 255.0, alpha: 0xFF / 255.0)
  public static var secondaryLight: UIColor = UIColor(red: 0x69 / 255.0, green: 0xC0 / 255.0, blue: 0x85 / 255.0, alpha: 0xFF / 255.0)
  public static var secondaryMain: UIColor = UIColor(red: 0x25 / 255.0, green: 0x9C / 255.0, blue: 0x72 / 255.0, alpha: 0xFF / 255.0)
  public static var secondaryDark: UIColor = UIColor(red: 0x02 / 255.0, green: 0x7D / 255.0, blue: 0x69 / 255.0, alpha: 0xFF / 255.0)
  public static var secondaryExtraDark: UIColor = UIColor(red: 0x06 / 255.0, green: 0x68 / 255.0, blue: 0x58 / 255.0, alpha: 0xFF / 255.0)
  public static var background50: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0xFF / 255.0)
  public static var background100: UIColor = UIColor(red: 0xEE / 255.0, green: 0xEE / 255.0, blue: 0xEE / 255.0, alpha: 0xFF / 255.0)
  public static var background200: UIColor = UIColor(red: 0xE0 / 255.0, green: 0xE0 / 255.0, blue: 0xE0 / 255.0, alpha: 0xFF / 255.0)
  public static var background300: UIColor = UIColor(red: 0xBD / 255.0, green: 0xBD / 255.0, blue: 0xBD / 255.0, alpha: 0xFF / 255.0)
  public static var background400: UIColor = UIColor(red: 0x39 / 255.0, green: 0x39 / 255.0, blue: 0x39 / 255.0, alpha: 0xFF / 255.0)
  public static var background500: UIColor = UIColor(red: 0x2C / 255.0, green: 0x2C / 255.0, blue: 0x2C / 255.0, alpha: 0xFF / 255.0)
  public static var background600: UIColor = UIColor(red: 0x16 / 255.0, green: 0x16 / 255.0, blue: 0x16 / 255.0, alpha: 0xFF / 255.0)
  public static var background700: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0xFF / 255.0)
  public static var background0: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x00 / 255.0)
  public static var buttonBackgroundLight: UIColor = UIColor(red: 0x78 / 255.0, green: 0x78 / 255.0, blue: 0x80 / 255.0, alpha: 0x29 / 255.0)
  public static var buttonHighlightedBackgroundLight: UIColor = UIColor(red: 0x78 / 255.0, green: 0x78 / 255.0, blue: 0x80 / 255.0, alpha: 0x29 / 255.0)
  public static var buttonBackgroundDark: UIColor = UIColor(red: 0x78 / 255.0, green: 0x78 / 255.0, blue: 0x80 / 255.0, alpha: 0x29 / 255.0)
  public static var buttonHighlitedBackgroundDark: UIColor = UIColor(red: 0x78 / 255.0, green: 0x78 / 255.0, blue: 0x80 / 255.0, alpha: 0x29 / 255.0)
  public static var overlayDark: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x8C / 255.0)
  public static var overlayLight: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x52 / 255.0)
  public static var overlayDarkLiquidGlass: UIColor = UIColor(red: 0x29 / 255.0, green: 0x29 / 255.0, blue: 0x3A / 255.0, alpha: 0x3B / 255.0)
  public static var onLightTextHighEmphasis: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0xE0 / 255.0)
  public static var onLightTextMidEmphasis: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x80 / 255.0)
  public static var onLightTextLowEmphasis: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x61 / 255.0)
  public static var onLightTextDisabled: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x1F / 255.0)
  public static var onDarkTextHighEmphasis: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0xE0 / 255.0)
  public static var onDarkTextMidEmphasis: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0x80 / 255.0)
  public static var onDarkTextLowEmphasis: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0x61 / 255.0)
  public static var onDarkTextDisabled: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0x1F / 255.0)
  public static var errorExtraLight: UIColor = UIColor(red: 0xFD / 255.0, green: 0xAA / 255.0, blue: 0xAA / 255.0, alpha: 0xFF / 255.0)
  public static var errorLight: UIColor = UIColor(red: 0xF6 / 255.0, green: 0x61 / 255.0, blue: 0x61 / 255.0, alpha: 0xFF / 255.0)
  public static var errorMain: UIColor = UIColor(red: 0xDE / 255.0, green: 0x36 / 255.0, blue: 0x0B / 255.0, alpha: 0xFF / 255.0)
  public static var errorDark: UIColor = UIColor(red: 0xBF / 255.0, green: 0x07 / 255.0, blue: 0x11 / 255.0, alpha: 0xFF / 255.0)
  public static var errorExtraDark: UIColor = UIColor(red: 0x9D / 255.0, green: 0x09 / 255.0, blue: 0x1E / 255.0, alpha: 0xFF / 255.0)
  public static var informationExtraDark: UIColor = UIColor(red: 0x24 / 255.0, green: 0x13 / 255.0, blue: 0x89 / 255.0, alpha: 0xFF / 255.0)
  public static var informationDark: UIColor = UIColor(red: 0x36 / 255.0, green: 0x2C / 255.0, blue: 0xA9 / 255.0, alpha: 0xFF / 255.0)
  public static var informationMain: UIColor = UIColor(red: 0x4A / 255.0, green: 0x48 / 255.0, blue: 0xCD / 255.0, alpha: 0xFF / 255.0)
  public static var informationLight: UIColor = UIColor(red: 0xA9 / 255.0, green: 0xBB / 255.0, blue: 0xFA / 255.0, alpha: 0xFF / 255.0)
  public static var informationExtraLight: UIColor = UIColor(red: 0xD1 / 255.0, green: 0xDB / 255.0, blue: 0xFF / 255.0, alpha: 0xFF / 255.0)
  public static var highlight: UIColor = UIColor(red: 0xFF / 255.0, green: 0xF2 / 255.0, blue: 0xB6 / 255.0, alpha: 0xFF / 255.0)
  public static var liquidGlassMenuViewShadowLight: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0x14 / 255.0)
  public static var liquidGlassMenuViewShadowDark: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x14 / 255.0)
  public static var liquidGlassButtonHighlightLight: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0xB3 / 255.0)
  public static var liquidGlassButtonHighlightDark: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x59 / 255.0)
  public static var liquidGlassInputButtonBackgroundLight: UIColor = UIColor(red: 0x00 / 255.0, green: 0x00 / 255.0, blue: 0x00 / 255.0, alpha: 0x08 / 255.0)
  public static var liquidGlassInputButtonBackgroundDark: UIColor = UIColor(red: 0xFF / 255.0, green: 0xFF / 255.0, blue: 0xFF / 255.0, alpha: 0x08 / 255.0)
}

public class SBUFontSet {
  public static var h1: UIFont = .systemFont(ofSize: 18.0, weight: .bold)
  public static var h2: UIFont = .systemFont(ofSize: 18.0, weight: .medium)
  public static var h3: UIFont = .systemFont(ofSize: 16.0, weight: .bold)
  public static var body1: UIFont = .systemFont(ofSize: 16.0, weight: .regular)
  public static var body2: UIFont = .systemFont(ofSize: 14.0, weight: .semibold)
  public static var body3: UIFont = .systemFont(ofSize: 14.0, weight: .regular)
  public static var body4: UIFont = .systemFont(ofSize: 14.0, weight: .bold)
  public static var button1: UIFont = .systemFont(ofSize: 18.0, weight: .semibold)
  public static var button2: UIFont = .systemFont(ofSize: 16.0, weight: .medium)
  public static var button3: UIFont = .systemFont(ofSize: 14.0, weight: .medium)
  public static var button4: UIFont = .systemFont(ofSize: 14.0, weight: .bold)
  public static var caption1: UIFont = .systemFont(ofSize: 12.0, weight: .bold)
  public static var caption2: UIFont = .systemFont(ofSize: 12.0, weight: .regular)
  public static var caption3: UIFont = .systemFont(ofSize: 11.0, weight: .bold)
  public static var caption4: UIFont = .systemFont(ofSize: 11.0, weight: .regular)
  public static var subtitle1: UIFont = .systemFont(ofSize: 16.0, weight: .medium)
  public static var subtitle2: UIFont = .systemFont(ofSize: 16.0, weight: .regular)
  public static var subtitle3: UIFont = .systemFont(ofSize: 14.0, weight: .regular)
  public class FontFamily {
    public static var notifications: String?
  }
}

public class SBUIconSet {
  static var customized: Set<String> = []
  public static var iconAdd: UIImage = UIImage() {
    didSet { customized.insert("iconAdd") }
  }
  public static var iconBack: UIImage = UIImage() {
    didSet { customized.insert("iconBack") }
  }
  public static var iconBan: UIImage = UIImage() {
    didSet { customized.insert("iconBan") }
  }
  public static var iconBroadcast: UIImage = UIImage() {
    didSet { customized.insert("iconBroadcast") }
  }
  public static var iconCamera: UIImage = UIImage() {
    didSet { customized.insert("iconCamera") }
  }
  public static var iconChat: UIImage = UIImage() {
    didSet { customized.insert("iconChat") }
  }
  public static var iconChannels: UIImage = UIImage() {
    didSet { customized.insert("iconChannels") }
  }
  public static var iconCheckboxChecked: UIImage = UIImage() {
    didSet { customized.insert("iconCheckboxChecked") }
  }
  public static var iconCheckboxUnchecked: UIImage = UIImage() {
    didSet { customized.insert("iconCheckboxUnchecked") }
  }
  public static var iconChevronDown: UIImage = UIImage() {
    didSet { customized.insert("iconChevronDown") }
  }
  public static var iconChevronRight: UIImage = UIImage() {
    didSet { customized.insert("iconChevronRight") }
  }
  public static var iconClose: UIImage = UIImage() {
    didSet { customized.insert("iconClose") }
  }
  public static var iconCopy: UIImage = UIImage() {
    didSet { customized.insert("iconCopy") }
  }
  public static var iconCreate: UIImage = UIImage() {
    didSet { customized.insert("iconCreate") }
  }
  public static var iconDelete: UIImage = UIImage() {
    didSet { customized.insert("iconDelete") }
  }
  public static var iconDocument: UIImage = UIImage() {
    didSet { customized.insert("iconDocument") }
  }
  public static var iconDone: UIImage = UIImage() {
    didSet { customized.insert("iconDone") }
  }
  public static var iconDoneAll: UIImage = UIImage() {
    didSet { customized.insert("iconDoneAll") }
  }
  public static var iconDownload: UIImage = UIImage() {
    didSet { customized.insert("iconDownload") }
  }
  public static var iconEdit: UIImage = UIImage() {
    didSet { customized.insert("iconEdit") }
  }
  public static var iconEmojiMore: UIImage = UIImage() {
    didSet { customized.insert("iconEmojiMore") }
  }
  public static var iconEmpty: UIImage = UIImage() {
    didSet { customized.insert("iconEmpty") }
  }
  public static var iconError: UIImage = UIImage() {
    didSet { customized.insert("iconError") }
  }
  public static var iconFileAudio: UIImage = UIImage() {
    didSet { customized.insert("iconFileAudio") }
  }
  public static var iconFileDocument: UIImage = UIImage() {
    didSet { customized.insert("iconFileDocument") }
  }
  public static var iconFreeze: UIImage = UIImage() {
    didSet { customized.insert("iconFreeze") }
  }
  public static var iconGif: UIImage = UIImage() {
    didSet { customized.insert("iconGif") }
  }
  public static var iconInfo: UIImage = UIImage() {
    didSet { customized.insert("iconInfo") }
  }
  public static var iconLeave: UIImage = UIImage() {
    didSet { customized.insert("iconLeave") }
  }
  public static var iconMembers: UIImage = UIImage() {
    didSet { customized.insert("iconMembers") }
  }
  public static var iconMessage: UIImage = UIImage() {
    didSet { customized.insert("iconMessage") }
  }
  public static var iconModerations: UIImage = UIImage() {
    didSet { customized.insert("iconModerations") }
  }
  public static var iconMore: UIImage = UIImage() {
    didSet { customized.insert("iconMore") }
  }
  public static var iconMute: UIImage = UIImage() {
    didSet { customized.insert("iconMute") }
  }
  public static var iconNotificationFilled: UIImage = UIImage() {
    didSet { customized.insert("iconNotificationFilled") }
  }
  public static var iconNotificationOffFilled: UIImage = UIImage() {
    didSet { customized.insert("iconNotificationOffFilled") }
  }
  public static var iconNotifications: UIImage = UIImage() {
    didSet { customized.insert("iconNotifications") }
  }
  public static var iconOperator: UIImage = UIImage() {
    didSet { customized.insert("iconOperator") }
  }
  public static var iconPhoto: UIImage = UIImage() {
    didSet { customized.insert("iconPhoto") }
  }
  public static var iconPlay: UIImage = UIImage() {
    didSet { customized.insert("iconPlay") }
  }
  public static var iconPlus: UIImage = UIImage() {
    didSet { customized.insert("iconPlus") }
  }
  public static var iconQuestion: UIImage = UIImage() {
    didSet { customized.insert("iconQuestion") }
  }
  public static var iconRefresh: UIImage = UIImage() {
    didSet { customized.insert("iconRefresh") }
  }
  public static var iconRemove: UIImage = UIImage() {
    didSet { customized.insert("iconRemove") }
  }
  public static var iconSearch: UIImage = UIImage() {
    didSet { customized.insert("iconSearch") }
  }
  public static var iconSend: UIImage = UIImage() {
    didSet { customized.insert("iconSend") }
  }
  public static var iconSpinner: UIImage = UIImage() {
    didSet { customized.insert("iconSpinner") }
  }
  public static var iconSupergroup: UIImage = UIImage() {
    didSet { customized.insert("iconSupergroup") }
  }
  public static var iconThumbnailNone: UIImage = UIImage() {
    didSet { customized.insert("iconThumbnailNone") }
  }
  public static var iconUser: UIImage = UIImage() {
    didSet { customized.insert("iconUser") }
  }
  public static var iconReply: UIImage = UIImage() {
    didSet { customized.insert("iconReply") }
  }
  public static var iconReplied: UIImage = UIImage() {
    didSet { customized.insert("iconReplied") }
  }
  public static var iconThread: UIImage = UIImage() {
    didSet { customized.insert("iconThread") }
  }
  public static var iconRadioButtonOn: UIImage = UIImage() {
    didSet { customized.insert("iconRadioButtonOn") }
  }
  public static var iconRadioButtonOff: UIImage = UIImage() {
    didSet { customized.insert("iconRadioButtonOff") }
  }
  public static var iconVoiceMessageOn: UIImage = UIImage() {
    didSet { customized.insert("iconVoiceMessageOn") }
  }
  public static var iconPause: UIImage = UIImage() {
    didSet { customized.insert("iconPause") }
  }
  public static var iconRecording: UIImage = UIImage() {
    didSet { customized.insert("iconRecording") }
  }
  public static var iconStop: UIImage = UIImage() {
    didSet { customized.insert("iconStop") }
  }
  public static var iconGood: UIImage = UIImage() {
    didSet { customized.insert("iconGood") }
  }
  public static var iconBad: UIImage = UIImage() {
    didSet { customized.insert("iconBad") }
  }
  public static var iconMarkAsUnread: UIImage = UIImage() {
    didSet { customized.insert("iconMarkAsUnread") }
  }
}

public class SBUGroupChannelListTheme {
  public static var light: SBUGroupChannelListTheme {
    let theme = SBUGroupChannelListTheme()
    theme.statusBarStyle = .darkContent
    theme.leftBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonTintColor = SBUColorSet.primaryMain
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationBarShadowColor = SBUColorSet.onLightTextDisabled
    theme.backgroundColor = SBUColorSet.background50
    theme.notificationOnBackgroundColor = SBUColorSet.primaryMain
    theme.notificationOnTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.notificationOffBackgroundColor = SBUColorSet.background200
    theme.notificationOffTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.leaveBackgroundColor = SBUColorSet.errorMain
    theme.leaveTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.alertBackgroundColor = SBUColorSet.background50
    theme.channelTypeSelectorItemTintColor = SBUColorSet.primaryMain
    theme.navigationBarGradientTint = SBUColorSet.background50
    return theme
  }
  public static var dark: SBUGroupChannelListTheme {
    let theme = SBUGroupChannelListTheme()
    theme.statusBarStyle = .lightContent
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.primaryLight
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationBarShadowColor = SBUColorSet.background500
    theme.backgroundColor = SBUColorSet.background600
    theme.notificationOnBackgroundColor = SBUColorSet.primaryLight
    theme.notificationOnTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.notificationOffBackgroundColor = SBUColorSet.background400
    theme.notificationOffTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.leaveBackgroundColor = SBUColorSet.errorLight
    theme.leaveTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.alertBackgroundColor = SBUColorSet.background600
    theme.channelTypeSelectorItemTintColor = SBUColorSet.primaryLight
    theme.navigationBarGradientTint = SBUColorSet.background600
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var leftBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonTintColor: UIColor = UIColor.clear
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationBarShadowColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var notificationOnBackgroundColor: UIColor = UIColor.clear
  public var notificationOnTintColor: UIColor = UIColor.clear
  public var notificationOffBackgroundColor: UIColor = UIColor.clear
  public var notificationOffTintColor: UIColor = UIColor.clear
  public var leaveBackgroundColor: UIColor = UIColor.clear
  public var leaveTintColor: UIColor = UIColor.clear
  public var alertBackgroundColor: UIColor = UIColor.clear
  public var channelTypeSelectorItemTintColor: UIColor = UIColor.clear
  public var navigationBarGradientTint: UIColor = UIColor.clear
}

public class SBUGroupChannelCellTheme {
  public static var light: SBUGroupChannelCellTheme {
    let theme = SBUGroupChannelCellTheme()
    theme.backgroundColor = SBUColorSet.background50
    theme.titleFont = SBUFontSet.subtitle1
    theme.titleTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.memberCountFont = SBUFontSet.caption1
    theme.memberCountTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.lastUpdatedTimeFont = SBUFontSet.caption2
    theme.lastUpdatedTimeTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.messageFont = SBUFontSet.body3
    theme.messageTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.fileIconBackgroundColor = SBUColorSet.background100
    theme.fileIconTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.broadcastMarkTintColor = SBUColorSet.secondaryMain
    theme.freezeStateTintColor = SBUColorSet.primaryMain
    theme.unreadCountBackgroundColor = SBUColorSet.primaryMain
    theme.unreadCountTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.unreadCountFont = SBUFontSet.caption1
    theme.succeededStateColor = SBUColorSet.onLightTextLowEmphasis
    theme.deliveryReceiptStateColor = SBUColorSet.onLightTextLowEmphasis
    theme.readReceiptStateColor = SBUColorSet.secondaryMain
    theme.unreadMentionTextFont = SBUFontSet.h3
    theme.unreadMentionTextColor = SBUColorSet.primaryMain
    theme.separatorLineColor = SBUColorSet.onLightTextDisabled
    return theme
  }
  public static var dark: SBUGroupChannelCellTheme {
    let theme = SBUGroupChannelCellTheme()
    theme.backgroundColor = SBUColorSet.background600
    theme.titleFont = SBUFontSet.subtitle1
    theme.titleTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.memberCountFont = SBUFontSet.caption1
    theme.memberCountTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.lastUpdatedTimeFont = SBUFontSet.caption2
    theme.lastUpdatedTimeTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.messageFont = SBUFontSet.body3
    theme.messageTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.fileIconBackgroundColor = SBUColorSet.background500
    theme.fileIconTintColor = SBUColorSet.onDarkTextMidEmphasis
    theme.broadcastMarkTintColor = SBUColorSet.secondaryLight
    theme.freezeStateTintColor = SBUColorSet.primaryLight
    theme.unreadCountBackgroundColor = SBUColorSet.primaryLight
    theme.unreadCountTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.unreadCountFont = SBUFontSet.caption1
    theme.succeededStateColor = SBUColorSet.onDarkTextLowEmphasis
    theme.deliveryReceiptStateColor = SBUColorSet.onDarkTextLowEmphasis
    theme.readReceiptStateColor = SBUColorSet.secondaryLight
    theme.unreadMentionTextFont = SBUFontSet.h3
    theme.unreadMentionTextColor = SBUColorSet.primaryLight
    theme.separatorLineColor = SBUColorSet.onDarkTextDisabled
    return theme
  }
  public init() {}
  public var backgroundColor: UIColor = UIColor.clear
  public var titleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var titleTextColor: UIColor = UIColor.clear
  public var memberCountFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var memberCountTextColor: UIColor = UIColor.clear
  public var lastUpdatedTimeFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var lastUpdatedTimeTextColor: UIColor = UIColor.clear
  public var messageFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var messageTextColor: UIColor = UIColor.clear
  public var fileIconBackgroundColor: UIColor = UIColor.clear
  public var fileIconTintColor: UIColor = UIColor.clear
  public var broadcastMarkTintColor: UIColor = UIColor.clear
  public var freezeStateTintColor: UIColor = UIColor.clear
  public var unreadCountBackgroundColor: UIColor = UIColor.clear
  public var unreadCountTextColor: UIColor = UIColor.clear
  public var unreadCountFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var succeededStateColor: UIColor = UIColor.clear
  public var deliveryReceiptStateColor: UIColor = UIColor.clear
  public var readReceiptStateColor: UIColor = UIColor.clear
  public var unreadMentionTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var unreadMentionTextColor: UIColor = UIColor.clear
  public var separatorLineColor: UIColor = UIColor.clear
}

public class SBUOpenChannelListTheme {
  public static var light: SBUOpenChannelListTheme {
    let theme = SBUOpenChannelListTheme()
    theme.statusBarStyle = .darkContent
    theme.leftBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonTintColor = SBUColorSet.primaryMain
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationBarShadowColor = SBUColorSet.onLightTextDisabled
    theme.backgroundColor = SBUColorSet.background50
    theme.refreshIndicatorColor = SBUColorSet.primaryMain
    theme.refreshBackgroundColor = SBUColorSet.background100
    theme.navigationBarGradientTint = SBUColorSet.background50
    return theme
  }
  public static var dark: SBUOpenChannelListTheme {
    let theme = SBUOpenChannelListTheme()
    theme.statusBarStyle = .lightContent
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.primaryLight
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationBarShadowColor = SBUColorSet.background500
    theme.backgroundColor = SBUColorSet.background600
    theme.refreshIndicatorColor = SBUColorSet.primaryLight
    theme.refreshBackgroundColor = SBUColorSet.background700
    theme.navigationBarGradientTint = SBUColorSet.background600
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var leftBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonTintColor: UIColor = UIColor.clear
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationBarShadowColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var refreshIndicatorColor: UIColor = UIColor.clear
  public var refreshBackgroundColor: UIColor = UIColor.clear
  public var navigationBarGradientTint: UIColor = UIColor.clear
}

public class SBUOpenChannelCellTheme {
  public static var light: SBUOpenChannelCellTheme {
    let theme = SBUOpenChannelCellTheme()
    theme.backgroundColor = SBUColorSet.background50
    theme.titleFont = SBUFontSet.subtitle1
    theme.titleTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.participantMarkTint = SBUColorSet.onLightTextMidEmphasis
    theme.participantCountFont = SBUFontSet.caption2
    theme.participantCountTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.freezeStateTintColor = SBUColorSet.primaryMain
    theme.separatorLineColor = SBUColorSet.onLightTextDisabled
    theme.channelPlaceholderBackgroundColor = SBUColorSet.background300
    theme.channelPlaceholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    return theme
  }
  public static var dark: SBUOpenChannelCellTheme {
    let theme = SBUOpenChannelCellTheme()
    theme.backgroundColor = SBUColorSet.background600
    theme.titleFont = SBUFontSet.subtitle1
    theme.titleTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.participantMarkTint = SBUColorSet.onDarkTextMidEmphasis
    theme.participantCountFont = SBUFontSet.caption2
    theme.participantCountTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.freezeStateTintColor = SBUColorSet.primaryLight
    theme.separatorLineColor = SBUColorSet.onDarkTextDisabled
    theme.channelPlaceholderBackgroundColor = SBUColorSet.background300
    theme.channelPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    return theme
  }
  public init() {}
  public var backgroundColor: UIColor = UIColor.clear
  public var titleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var titleTextColor: UIColor = UIColor.clear
  public var participantMarkTint: UIColor = UIColor.clear
  public var participantCountFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var participantCountTextColor: UIColor = UIColor.clear
  public var freezeStateTintColor: UIColor = UIColor.clear
  public var separatorLineColor: UIColor = UIColor.clear
  public var channelPlaceholderBackgroundColor: UIColor = UIColor.clear
  public var channelPlaceholderTintColor: UIColor = UIColor.clear
}

public class SBUChannelTheme {
  public static var light: SBUChannelTheme {
    let theme = SBUChannelTheme()
    theme.statusBarStyle = .darkContent
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationBarShadowColor = SBUColorSet.onLightTextDisabled
    theme.leftBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonTintColor = SBUColorSet.primaryMain
    theme.backgroundColor = SBUColorSet.background50
    theme.navigationBarGradientTint = SBUColorSet.background50
    theme.removeItemColor = SBUColorSet.errorMain
    theme.deleteItemColor = SBUColorSet.errorMain
    theme.cancelItemColor = SBUColorSet.primaryMain
    theme.alertRemoveColor = SBUColorSet.errorMain
    theme.alertCancelColor = SBUColorSet.primaryMain
    theme.menuTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.menuItemTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.menuItemDisabledColor = SBUColorSet.onLightTextDisabled
    theme.channelStateBannerFont = SBUFontSet.caption2
    theme.channelStateBannerTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.channelStateBannerBackgroundColor = SBUColorSet.informationLight
    theme.mentionLimitGuideTextFont = SBUFontSet.body3
    theme.mentionLimitGuideTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.separatorColor = SBUColorSet.onLightTextDisabled
    theme.messageThreadTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.messageThreadTitleFont = SBUFontSet.h3
    theme.messageThreadTitleChannelNameColor = SBUColorSet.primaryMain
    theme.messageThreadTitleChannelNameFont = SBUFontSet.caption2
    return theme
  }
  public static var dark: SBUChannelTheme {
    let theme = SBUChannelTheme()
    theme.statusBarStyle = .lightContent
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationBarShadowColor = SBUColorSet.background500
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.primaryLight
    theme.backgroundColor = SBUColorSet.background600
    theme.navigationBarGradientTint = SBUColorSet.background600
    theme.removeItemColor = SBUColorSet.errorMain
    theme.deleteItemColor = SBUColorSet.errorMain
    theme.cancelItemColor = SBUColorSet.primaryLight
    theme.alertRemoveColor = SBUColorSet.errorMain
    theme.alertCancelColor = SBUColorSet.primaryLight
    theme.menuTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.menuItemTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.menuItemDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.channelStateBannerFont = SBUFontSet.caption2
    theme.channelStateBannerTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.channelStateBannerBackgroundColor = SBUColorSet.informationLight
    theme.mentionLimitGuideTextFont = SBUFontSet.body1
    theme.mentionLimitGuideTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.separatorColor = SBUColorSet.background500
    theme.messageThreadTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.messageThreadTitleFont = SBUFontSet.h3
    theme.messageThreadTitleChannelNameColor = SBUColorSet.primaryLight
    theme.messageThreadTitleChannelNameFont = SBUFontSet.caption2
    return theme
  }
  public static var overlay: SBUChannelTheme {
    let theme = SBUChannelTheme()
    theme.statusBarStyle = .lightContent
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationBarShadowColor = SBUColorSet.background500
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.primaryLight
    theme.backgroundColor = SBUColorSet.onLightTextMidEmphasis
    theme.navigationBarGradientTint = SBUColorSet.background600
    theme.removeItemColor = SBUColorSet.errorMain
    theme.deleteItemColor = SBUColorSet.errorMain
    theme.cancelItemColor = SBUColorSet.primaryLight
    theme.alertRemoveColor = SBUColorSet.errorMain
    theme.alertCancelColor = SBUColorSet.primaryLight
    theme.menuTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.menuItemTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.menuItemDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.channelStateBannerFont = SBUFontSet.caption2
    theme.channelStateBannerTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.channelStateBannerBackgroundColor = SBUColorSet.informationLight
    theme.mentionLimitGuideTextFont = SBUFontSet.body1
    theme.mentionLimitGuideTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.separatorColor = SBUColorSet.background500
    theme.messageThreadTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.messageThreadTitleFont = SBUFontSet.h3
    theme.messageThreadTitleChannelNameColor = SBUColorSet.primaryLight
    theme.messageThreadTitleChannelNameFont = SBUFontSet.caption2
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationBarShadowColor: UIColor = UIColor.clear
  public var leftBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonTintColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var navigationBarGradientTint: UIColor = UIColor.clear
  public var removeItemColor: UIColor = UIColor.clear
  public var deleteItemColor: UIColor = UIColor.clear
  public var cancelItemColor: UIColor = UIColor.clear
  public var alertRemoveColor: UIColor = UIColor.clear
  public var alertCancelColor: UIColor = UIColor.clear
  public var menuTextColor: UIColor = UIColor.clear
  public var menuItemTintColor: UIColor = UIColor.clear
  public var menuItemDisabledColor: UIColor = UIColor.clear
  public var channelStateBannerFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var channelStateBannerTextColor: UIColor = UIColor.clear
  public var channelStateBannerBackgroundColor: UIColor = UIColor.clear
  public var mentionLimitGuideTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var mentionLimitGuideTextColor: UIColor = UIColor.clear
  public var separatorColor: UIColor = UIColor.clear
  public var messageThreadTitleColor: UIColor = UIColor.clear
  public var messageThreadTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var messageThreadTitleChannelNameColor: UIColor = UIColor.clear
  public var messageThreadTitleChannelNameFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
}

public class SBUMessageInputTheme {
  public static var light: SBUMessageInputTheme {
    let theme = SBUMessageInputTheme()
    theme.textFieldPlaceholderColor = SBUColorSet.onLightTextLowEmphasis
    theme.textFieldPlaceholderFont = SBUFontSet.body3
    theme.textFieldDisabledColor = SBUColorSet.onLightTextDisabled
    theme.textFieldTintColor = SBUColorSet.primaryMain
    theme.textFieldTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.textFieldFont = SBUFontSet.body3
    theme.buttonTintColor = SBUColorSet.primaryMain
    theme.buttonDisabledTintColor = SBUColorSet.onLightTextDisabled
    theme.cancelButtonFont = SBUFontSet.button2
    theme.saveButtonFont = SBUFontSet.button2
    theme.saveButtonTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme._backgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background50, liquidGlass: SBUColorSet.background0)
    theme._textFieldBackgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background100, liquidGlass: SBUColorSet.background0)
    theme._textFieldBorderColorAdaptive = SBUAdaptive(base: SBUColorSet.background100, liquidGlass: SBUColorSet.background0)
    theme._channelViewDividerColorAdaptive = SBUAdaptive(base: SBUColorSet.onLightTextDisabled, liquidGlass: SBUColorSet.background0)
    theme.inputViewShadowColor = SBUColorSet.background700
    theme.inputButtonBackgroundColor = SBUColorSet.liquidGlassInputButtonBackgroundLight
    theme.quotedFileMessageThumbnailBackgroundColor = SBUColorSet.background200
    theme.quotedFileMessageThumbnailTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.replyToTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.replyToTextFont = SBUFontSet.caption1
    theme.quotedMessageTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.quotedMessageTextFont = SBUFontSet.caption2
    theme.closeReplyButtonColor = SBUColorSet.onLightTextHighEmphasis
    theme.mentionTextFont = SBUFontSet.body2
    theme.mentionTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.mentionTextBackgroundColor = .clear
    return theme
  }
  public static var dark: SBUMessageInputTheme {
    let theme = SBUMessageInputTheme()
    theme.textFieldPlaceholderColor = SBUColorSet.onDarkTextLowEmphasis
    theme.textFieldPlaceholderFont = SBUFontSet.body3
    theme.textFieldDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.textFieldTintColor = SBUColorSet.primaryLight
    theme.textFieldTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.textFieldFont = SBUFontSet.body3
    theme.buttonTintColor = SBUColorSet.primaryLight
    theme.buttonDisabledTintColor = SBUColorSet.onDarkTextDisabled
    theme.cancelButtonFont = SBUFontSet.button2
    theme.saveButtonFont = SBUFontSet.button2
    theme.saveButtonTextColor = SBUColorSet.onLightTextHighEmphasis
    theme._backgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background600, liquidGlass: SBUColorSet.background0)
    theme._textFieldBackgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background400, liquidGlass: SBUColorSet.background0)
    theme._textFieldBorderColorAdaptive = SBUAdaptive(base: SBUColorSet.background400, liquidGlass: SBUColorSet.background0)
    theme._channelViewDividerColorAdaptive = SBUAdaptive(base: SBUColorSet.onDarkTextDisabled, liquidGlass: SBUColorSet.background0)
    theme.inputViewShadowColor = SBUColorSet.background700
    theme.inputButtonBackgroundColor = SBUColorSet.liquidGlassInputButtonBackgroundDark
    theme.quotedFileMessageThumbnailBackgroundColor = SBUColorSet.background500
    theme.quotedFileMessageThumbnailTintColor = SBUColorSet.onDarkTextMidEmphasis
    theme.replyToTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.replyToTextFont = SBUFontSet.caption1
    theme.quotedMessageTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.quotedMessageTextFont = SBUFontSet.caption2
    theme.closeReplyButtonColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionTextFont = SBUFontSet.body2
    theme.mentionTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionTextBackgroundColor = .clear
    return theme
  }
  public static var overlay: SBUMessageInputTheme {
    let theme = SBUMessageInputTheme()
    theme.textFieldPlaceholderColor = SBUColorSet.onDarkTextLowEmphasis
    theme.textFieldPlaceholderFont = SBUFontSet.body3
    theme.textFieldDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.textFieldTintColor = SBUColorSet.primaryLight
    theme.textFieldTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.textFieldFont = SBUFontSet.body3
    theme.buttonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.buttonDisabledTintColor = SBUColorSet.background400
    theme.cancelButtonFont = SBUFontSet.button2
    theme.saveButtonFont = SBUFontSet.button2
    theme.saveButtonTextColor = SBUColorSet.onLightTextHighEmphasis
    theme._backgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.onLightTextMidEmphasis, liquidGlass: SBUColorSet.background0)
    theme._textFieldBackgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background400, liquidGlass: SBUColorSet.background0)
    theme._textFieldBorderColorAdaptive = SBUAdaptive(base: SBUColorSet.background400, liquidGlass: SBUColorSet.background0)
    theme._channelViewDividerColorAdaptive = SBUAdaptive(base: SBUColorSet.onLightTextDisabled, liquidGlass: SBUColorSet.background0)
    theme.inputViewShadowColor = SBUColorSet.background700
    theme.inputButtonBackgroundColor = SBUColorSet.liquidGlassInputButtonBackgroundLight
    theme.quotedFileMessageThumbnailBackgroundColor = SBUColorSet.background200
    theme.quotedFileMessageThumbnailTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.replyToTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.replyToTextFont = SBUFontSet.caption1
    theme.quotedMessageTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.quotedMessageTextFont = SBUFontSet.caption2
    theme.closeReplyButtonColor = SBUColorSet.onLightTextHighEmphasis
    theme.mentionTextFont = SBUFontSet.body2
    theme.mentionTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionTextBackgroundColor = .clear
    return theme
  }
  public init() {}
  @available(*, deprecated, renamed: "backgroundColorAdaptive")
  public var backgroundColor: UIColor {
    get { UIColor.clear }
    set {}
  }
  @available(*, deprecated, renamed: "textFieldBackgroundColorAdaptive")
  public var textFieldBackgroundColor: UIColor {
    get { UIColor.clear }
    set {}
  }
  public var textFieldPlaceholderColor: UIColor = UIColor.clear
  public var textFieldPlaceholderFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var textFieldDisabledColor: UIColor = UIColor.clear
  public var textFieldTintColor: UIColor = UIColor.clear
  public var textFieldTextColor: UIColor = UIColor.clear
  @available(*, deprecated, renamed: "textFieldBorderColorAdaptive")
  public var textFieldBorderColor: UIColor {
    get { UIColor.clear }
    set {}
  }
  public var textFieldFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var buttonTintColor: UIColor = UIColor.clear
  public var buttonDisabledTintColor: UIColor = UIColor.clear
  public var cancelButtonFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var saveButtonFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var saveButtonTextColor: UIColor = UIColor.clear
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var backgroundColorAdaptive: UIColor
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var textFieldBackgroundColorAdaptive: UIColor
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var textFieldBorderColorAdaptive: UIColor
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var channelViewDividerColorAdaptive: UIColor
  public var inputViewShadowColor: UIColor = UIColor.clear
  public var inputButtonBackgroundColor: UIColor = UIColor.clear
  @available(*, deprecated, renamed: "channelViewDividerColorAdaptive")
  public var channelViewDividerColor: UIColor {
    get { UIColor.clear }
    set {}
  }
  public var quotedFileMessageThumbnailBackgroundColor: UIColor = UIColor.clear
  public var quotedFileMessageThumbnailTintColor: UIColor = UIColor.clear
  public var replyToTextColor: UIColor = UIColor.clear
  public var replyToTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var quotedMessageTextColor: UIColor = UIColor.clear
  public var quotedMessageTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var closeReplyButtonColor: UIColor = UIColor.clear
  public var mentionTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var mentionTextColor: UIColor = UIColor.clear
  public var mentionTextBackgroundColor: UIColor = UIColor.clear
}

public class SBUMessageCellTheme {
  public static var light: SBUMessageCellTheme {
    let theme = SBUMessageCellTheme()
    theme.backgroundColor = .clear
    theme.leftBackgroundColor = SBUColorSet.background100
    theme.leftPressedBackgroundColor = SBUColorSet.primaryExtraLight
    theme.rightBackgroundColor = SBUColorSet.primaryMain
    theme.rightPressedBackgroundColor = SBUColorSet.primaryDark
    theme.openChannelBackgroundColor = .clear
    theme.openChannelPressedBackgroundColor = SBUColorSet.background100
    theme.dateFont = SBUFontSet.caption1
    theme.dateTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.dateBackgroundColor = SBUColorSet.overlayLight
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userNameFont = SBUFontSet.caption1
    theme.userNameTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.currentUserNameTextColor = SBUColorSet.secondaryMain
    theme.timeFont = SBUFontSet.caption4
    theme.timeTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.pendingStateColor = SBUColorSet.primaryMain
    theme.failedStateColor = SBUColorSet.errorMain
    theme.succeededStateColor = SBUColorSet.onLightTextLowEmphasis
    theme.readReceiptStateColor = SBUColorSet.secondaryMain
    theme.deliveryReceiptStateColor = SBUColorSet.onLightTextLowEmphasis
    theme.contentBackgroundColor = SBUColorSet.background100
    theme.pressedContentBackgroundColor = SBUColorSet.primaryExtraLight
    theme.userMessageFont = SBUFontSet.body3
    theme.userMessageLeftTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.userMessageLeftEditTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.userMessageRightTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userMessageRightEditTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.fileIconBackgroundColor = SBUColorSet.background50
    theme.fileIconColor = SBUColorSet.primaryMain
    theme.fileImageBackgroundColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileImageIconColor = SBUColorSet.onLightTextMidEmphasis
    theme.fileMessageNameFont = SBUFontSet.body3
    theme.fileMessageLeftTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.fileMessageRightTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileMessagePlaceholderColor = SBUColorSet.onLightTextMidEmphasis
    theme.multipleFilesMessageFileOverlayColor = SBUColorSet.overlayLight
    theme.adminMessageFont = SBUFontSet.caption2
    theme.adminMessageTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.unknownMessageDescFont = SBUFontSet.body3
    theme.unknownMessageDescLeftTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.unknownMessageDescRightTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.messageLeftHighlightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.messageRightHighlightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.ogTitleFont = SBUFontSet.body2
    theme.ogTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.ogDescriptionFont = SBUFontSet.caption2
    theme.ogDescriptionColor = SBUColorSet.onLightTextHighEmphasis
    theme.ogURLAddressFont = SBUFontSet.caption2
    theme.ogURLAddressColor = SBUColorSet.onLightTextMidEmphasis
    theme.openChannelOGTitleColor = SBUColorSet.primaryMain
    theme.linkColor = SBUColorSet.primaryMain
    theme.quotedMessageTextFont = SBUFontSet.body3
    theme.repliedToTextFont = SBUFontSet.caption1
    theme.quotedMessageLeftBackgroundColor = SBUColorSet.background100.withAlphaComponent(0.5)
    theme.quotedMessageRightBackgroundColor = SBUColorSet.background100
    theme.quotedFileMessageThumbnailColor = SBUColorSet.onLightTextMidEmphasis
    theme.quotedMessageTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.repliedIconColor = SBUColorSet.onLightTextLowEmphasis
    theme.repliedToTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.repliedCountTextFont = SBUFontSet.caption3
    theme.repliedCountTextColor = SBUColorSet.primaryMain
    theme.repliedUsersMoreIconBackgroundColor = SBUColorSet.background700.withAlphaComponent(0.64)
    theme.repliedUsersMoreIconTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionTextFont = SBUFontSet.body4
    theme.mentionLeftTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.mentionRightTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionLeftTextBackgroundColor = .clear
    theme.mentionRightTextBackgroundColor = .clear
    theme.buttonBackgroundColor = SBUColorSet.background200
    theme.buttonTitleColor = SBUColorSet.primaryMain
    theme.sideButtonIconColor = SBUColorSet.onLightTextLowEmphasis
    theme.newMessageBadgeColor = SBUColorSet.secondaryMain
    theme.parentInfoBackgroundColor = SBUColorSet.background50
    theme.parentInfoUserNameTextFont = SBUFontSet.h3
    theme.parentInfoUserNameTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.parentInfoDateFont = SBUFontSet.caption2
    theme.parentInfoDateTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.parentInfoMoreButtonTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.parentInfoSeparateBarColor = SBUColorSet.onLightTextDisabled
    theme.parentInfoReplyCountTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.parentInfoReplyCountTextFont = SBUFontSet.body3
    theme.parentInfoProgressBackgroundColor = SBUColorSet.background100
    theme.progressTrackTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.progressTimeFont = SBUFontSet.body3
    theme.progressTimeRightTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.progressTimeLeftTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.playerStatusButtonBackgroundColor = SBUColorSet.background50
    theme.playerLoadingButtonTintColor = SBUColorSet.primaryLight
    theme.playerPlayButtonTintColor = SBUColorSet.primaryMain
    theme.playerPauseButtonTintColor = SBUColorSet.primaryMain
    theme.suggestedReplyTitleColor = SBUColorSet.primaryMain
    theme.suggestedReplyBorderColor = SBUColorSet.primaryMain
    theme.suggestedReplyBackgroundColor = SBUColorSet.background50
    theme.suggestedReplyBackgroundSelectedColor = SBUColorSet.background100
    theme.formBackgroundColor = SBUColorSet.background100
    theme.formTitleColor = SBUColorSet.onLightTextMidEmphasis
    theme.formOptionalTitleColor = SBUColorSet.onLightTextLowEmphasis
    theme.formInputBackgroundColor = SBUColorSet.background50
    theme.formInputBackgroundDoneColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formInputTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.formInputIconColor = SBUColorSet.secondaryMain
    theme.formInputBorderNormalColor = SBUColorSet.onLightTextDisabled
    theme.formInputBorderActiveColor = SBUColorSet.primaryMain
    theme.formInputBorderErrorColor = SBUColorSet.errorMain
    theme.formInputErrorColor = SBUColorSet.errorMain
    theme.formInputPlaceholderColor = SBUColorSet.onLightTextLowEmphasis
    theme.formSubmitButtonBackgroundColor = SBUColorSet.primaryMain
    theme.formSubmitButtonBackgroundDisabledColor = SBUColorSet.background100
    theme.formSubmitButtonTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.formSubmitButtonTitleDisabledColor = SBUColorSet.onLightTextDisabled
    theme.formChipBackgroundNormalColor = SBUColorSet.background50
    theme.formChipBackgroundSelectColor = SBUColorSet.primaryExtraLight
    theme.formChipBackgroundDisableColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formChipBackgroundSubmittedColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formChipTitleNormalColor = SBUColorSet.onLightTextMidEmphasis
    theme.formChipTitleSelectColor = SBUColorSet.primaryMain
    theme.formChipTitleDisableColor = SBUColorSet.onLightTextMidEmphasis
    theme.formChipTitleSubmittedColor = SBUColorSet.onLightTextHighEmphasis
    theme.formChipBorderNormalColor = SBUColorSet.onLightTextDisabled
    theme.formChipBorderSelectColor = SBUColorSet.primaryMain
    theme.formChipBorderDisableColor = SBUColorSet.onDarkTextDisabled
    theme.formChipBorderSubmittedColor = .clear
    theme.formTitleFont = SBUFontSet.caption3
    theme.formOptionalTitleFont = SBUFontSet.caption3
    theme.formErrorTitleFont = SBUFontSet.caption4
    theme.formInputTextFont = SBUFontSet.body3
    theme.formChipTextFont = SBUFontSet.caption1
    theme.formSubmittButtonFont = SBUFontSet.button3
    theme.typingMessageProfileBorderColor = SBUColorSet.background50
    theme.typingMessageDotColor = SBUColorSet.onLightTextDisabled
    theme.typingMessageDotTransformColor = SBUColorSet.onLightTextLowEmphasis
    theme.feedbackRadius = 18
    theme.feedbackIconColor = SBUColorSet.onLightTextMidEmphasis
    theme.feedbackIconSelectColor = SBUColorSet.onDarkTextHighEmphasis
    theme.feedbackIconDeselectColor = SBUColorSet.onLightTextDisabled
    theme.feedbackBorderColor = SBUColorSet.onLightTextDisabled
    theme.feedbackBorderSelectColor = SBUColorSet.primaryMain
    theme.feedbackBorderDeselectColor = SBUColorSet.onLightTextDisabled
    theme.feedbackBackgroundNormalColor = SBUColorSet.background50
    theme.feedbackBackgroundSelectColor = SBUColorSet.primaryMain
    theme.feedbackBackgroundDeselectColor = SBUColorSet.background50
    return theme
  }
  public static var dark: SBUMessageCellTheme {
    let theme = SBUMessageCellTheme()
    theme.backgroundColor = .clear
    theme.leftBackgroundColor = SBUColorSet.background400
    theme.leftPressedBackgroundColor = SBUColorSet.primaryExtraDark
    theme.rightBackgroundColor = SBUColorSet.primaryLight
    theme.rightPressedBackgroundColor = SBUColorSet.primaryDark
    theme.openChannelBackgroundColor = .clear
    theme.openChannelPressedBackgroundColor = SBUColorSet.background500
    theme.dateFont = SBUFontSet.caption1
    theme.dateTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.dateBackgroundColor = SBUColorSet.overlayDark
    theme.userPlaceholderBackgroundColor = SBUColorSet.background400
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.userNameFont = SBUFontSet.caption1
    theme.userNameTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.currentUserNameTextColor = SBUColorSet.secondaryLight
    theme.timeFont = SBUFontSet.caption4
    theme.timeTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.pendingStateColor = SBUColorSet.primaryLight
    theme.failedStateColor = SBUColorSet.errorMain
    theme.succeededStateColor = SBUColorSet.onDarkTextLowEmphasis
    theme.readReceiptStateColor = SBUColorSet.secondaryLight
    theme.deliveryReceiptStateColor = SBUColorSet.onDarkTextLowEmphasis
    theme.contentBackgroundColor = SBUColorSet.background500
    theme.pressedContentBackgroundColor = SBUColorSet.primaryExtraDark
    theme.userMessageFont = SBUFontSet.body3
    theme.userMessageLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userMessageLeftEditTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.userMessageRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.userMessageRightEditTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.fileIconBackgroundColor = SBUColorSet.background600
    theme.fileIconColor = SBUColorSet.primaryLight
    theme.fileImageBackgroundColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileImageIconColor = SBUColorSet.onLightTextMidEmphasis
    theme.fileMessageNameFont = SBUFontSet.body3
    theme.fileMessageLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileMessageRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.fileMessagePlaceholderColor = SBUColorSet.onDarkTextMidEmphasis
    theme.multipleFilesMessageFileOverlayColor = SBUColorSet.overlayLight
    theme.adminMessageFont = SBUFontSet.caption2
    theme.adminMessageTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.unknownMessageDescFont = SBUFontSet.body3
    theme.unknownMessageDescLeftTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.unknownMessageDescRightTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.messageLeftHighlightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.messageRightHighlightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.ogTitleFont = SBUFontSet.body2
    theme.ogTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.ogDescriptionFont = SBUFontSet.caption2
    theme.ogDescriptionColor = SBUColorSet.onDarkTextHighEmphasis
    theme.ogURLAddressFont = SBUFontSet.caption2
    theme.ogURLAddressColor = SBUColorSet.onDarkTextMidEmphasis
    theme.openChannelOGTitleColor = SBUColorSet.primaryLight
    theme.linkColor = SBUColorSet.primaryLight
    theme.quotedMessageTextFont = SBUFontSet.body3
    theme.repliedToTextFont = SBUFontSet.caption1
    theme.quotedMessageLeftBackgroundColor = SBUColorSet.background500.withAlphaComponent(0.5)
    theme.quotedMessageRightBackgroundColor = SBUColorSet.background500
    theme.quotedFileMessageThumbnailColor = SBUColorSet.onDarkTextMidEmphasis
    theme.quotedMessageTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.repliedIconColor = SBUColorSet.onDarkTextLowEmphasis
    theme.repliedToTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.repliedCountTextFont = SBUFontSet.caption3
    theme.repliedCountTextColor = SBUColorSet.primaryLight
    theme.repliedUsersMoreIconBackgroundColor = SBUColorSet.background700.withAlphaComponent(0.64)
    theme.repliedUsersMoreIconTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionTextFont = SBUFontSet.body4
    theme.mentionLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.mentionLeftTextBackgroundColor = .clear
    theme.mentionRightTextBackgroundColor = .clear
    theme.buttonBackgroundColor = SBUColorSet.background400
    theme.buttonTitleColor = SBUColorSet.primaryLight
    theme.sideButtonIconColor = SBUColorSet.onDarkTextLowEmphasis
    theme.newMessageBadgeColor = SBUColorSet.secondaryLight
    theme.parentInfoBackgroundColor = SBUColorSet.background600
    theme.parentInfoUserNameTextFont = SBUFontSet.h3
    theme.parentInfoUserNameTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.parentInfoDateFont = SBUFontSet.caption2
    theme.parentInfoDateTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.parentInfoMoreButtonTintColor = SBUColorSet.onDarkTextMidEmphasis
    theme.parentInfoSeparateBarColor = SBUColorSet.onDarkTextDisabled
    theme.parentInfoReplyCountTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.parentInfoReplyCountTextFont = SBUFontSet.body3
    theme.parentInfoProgressBackgroundColor = SBUColorSet.background400
    theme.progressTrackTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.progressTimeFont = SBUFontSet.body3
    theme.progressTimeRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.progressTimeLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.playerStatusButtonBackgroundColor = SBUColorSet.background600
    theme.playerLoadingButtonTintColor = SBUColorSet.primaryMain
    theme.playerPlayButtonTintColor = SBUColorSet.primaryLight
    theme.playerPauseButtonTintColor = SBUColorSet.primaryLight
    theme.suggestedReplyTitleColor = SBUColorSet.primaryLight
    theme.suggestedReplyBorderColor = SBUColorSet.primaryLight
    theme.suggestedReplyBackgroundColor = SBUColorSet.background600
    theme.suggestedReplyBackgroundSelectedColor = SBUColorSet.background500
    theme.formBackgroundColor = SBUColorSet.background400
    theme.formTitleColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formOptionalTitleColor = SBUColorSet.onDarkTextLowEmphasis
    theme.formInputBackgroundColor = SBUColorSet.onLightTextLowEmphasis
    theme.formInputBackgroundDoneColor = SBUColorSet.onLightTextDisabled
    theme.formInputTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.formInputIconColor = SBUColorSet.secondaryLight
    theme.formInputBorderNormalColor = SBUColorSet.onDarkTextDisabled
    theme.formInputBorderActiveColor = SBUColorSet.primaryLight
    theme.formInputBorderErrorColor = SBUColorSet.errorMain
    theme.formInputErrorColor = SBUColorSet.errorLight
    theme.formInputPlaceholderColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formSubmitButtonBackgroundColor = SBUColorSet.primaryLight
    theme.formSubmitButtonBackgroundDisabledColor = SBUColorSet.background500
    theme.formSubmitButtonTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.formSubmitButtonTitleDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.formChipBackgroundNormalColor = SBUColorSet.onLightTextLowEmphasis
    theme.formChipBackgroundSelectColor = SBUColorSet.background600
    theme.formChipBackgroundDisableColor = SBUColorSet.background500
    theme.formChipBackgroundSubmittedColor = SBUColorSet.onLightTextDisabled
    theme.formChipTitleNormalColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formChipTitleSelectColor = SBUColorSet.primaryLight
    theme.formChipTitleDisableColor = SBUColorSet.onDarkTextDisabled
    theme.formChipTitleSubmittedColor = SBUColorSet.onDarkTextHighEmphasis
    theme.formChipBorderNormalColor = SBUColorSet.onDarkTextDisabled
    theme.formChipBorderSelectColor = SBUColorSet.primaryLight
    theme.formChipBorderDisableColor = SBUColorSet.background500
    theme.formChipBorderSubmittedColor = .clear
    theme.formTitleFont = SBUFontSet.caption3
    theme.formOptionalTitleFont = SBUFontSet.caption3
    theme.formErrorTitleFont = SBUFontSet.caption4
    theme.formInputTextFont = SBUFontSet.body3
    theme.formChipTextFont = SBUFontSet.caption1
    theme.formSubmittButtonFont = SBUFontSet.button3
    theme.typingMessageProfileBorderColor = SBUColorSet.background600
    theme.typingMessageDotColor = SBUColorSet.onDarkTextDisabled
    theme.typingMessageDotTransformColor = SBUColorSet.onDarkTextLowEmphasis
    theme.feedbackRadius = 18
    theme.feedbackIconColor = SBUColorSet.onDarkTextMidEmphasis
    theme.feedbackIconSelectColor = SBUColorSet.onDarkTextHighEmphasis
    theme.feedbackIconDeselectColor = SBUColorSet.onDarkTextDisabled
    theme.feedbackBorderColor = SBUColorSet.onDarkTextDisabled
    theme.feedbackBorderSelectColor = SBUColorSet.primaryLight
    theme.feedbackBorderDeselectColor = SBUColorSet.onDarkTextDisabled
    theme.feedbackBackgroundNormalColor = SBUColorSet.background600
    theme.feedbackBackgroundSelectColor = SBUColorSet.primaryLight
    theme.feedbackBackgroundDeselectColor = SBUColorSet.background600
    return theme
  }
  public static var overlay: SBUMessageCellTheme {
    let theme = SBUMessageCellTheme()
    theme.backgroundColor = .clear
    theme.leftBackgroundColor = .clear
    theme.leftPressedBackgroundColor = .clear
    theme.rightBackgroundColor = .clear
    theme.rightPressedBackgroundColor = .clear
    theme.openChannelBackgroundColor = .clear
    theme.openChannelPressedBackgroundColor = SBUColorSet.onLightTextLowEmphasis
    theme.dateFont = SBUFontSet.caption1
    theme.dateTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.dateBackgroundColor = SBUColorSet.overlayDark
    theme.userPlaceholderBackgroundColor = SBUColorSet.background400
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.userNameFont = SBUFontSet.caption1
    theme.userNameTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.currentUserNameTextColor = SBUColorSet.secondaryLight
    theme.timeFont = SBUFontSet.caption4
    theme.timeTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.pendingStateColor = SBUColorSet.primaryLight
    theme.failedStateColor = SBUColorSet.errorMain
    theme.succeededStateColor = SBUColorSet.onDarkTextLowEmphasis
    theme.readReceiptStateColor = SBUColorSet.secondaryMain
    theme.deliveryReceiptStateColor = SBUColorSet.onDarkTextLowEmphasis
    theme.contentBackgroundColor = SBUColorSet.background500
    theme.pressedContentBackgroundColor = SBUColorSet.primaryExtraDark
    theme.userMessageFont = SBUFontSet.body3
    theme.userMessageLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userMessageLeftEditTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.userMessageRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.userMessageRightEditTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.fileIconBackgroundColor = SBUColorSet.background600
    theme.fileIconColor = SBUColorSet.primaryLight
    theme.fileImageBackgroundColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileImageIconColor = SBUColorSet.onLightTextMidEmphasis
    theme.fileMessageNameFont = SBUFontSet.body3
    theme.fileMessageLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileMessageRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.fileMessagePlaceholderColor = SBUColorSet.onDarkTextMidEmphasis
    theme.multipleFilesMessageFileOverlayColor = SBUColorSet.overlayLight
    theme.adminMessageFont = SBUFontSet.caption2
    theme.adminMessageTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.unknownMessageDescFont = SBUFontSet.body3
    theme.unknownMessageDescLeftTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.unknownMessageDescRightTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.messageLeftHighlightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.messageRightHighlightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.ogTitleFont = SBUFontSet.body2
    theme.ogTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.ogDescriptionFont = SBUFontSet.caption2
    theme.ogDescriptionColor = SBUColorSet.onDarkTextHighEmphasis
    theme.ogURLAddressFont = SBUFontSet.caption2
    theme.ogURLAddressColor = SBUColorSet.onDarkTextMidEmphasis
    theme.openChannelOGTitleColor = SBUColorSet.primaryLight
    theme.linkColor = SBUColorSet.primaryLight
    theme.quotedMessageTextFont = SBUFontSet.body3
    theme.repliedToTextFont = SBUFontSet.caption1
    theme.quotedMessageLeftBackgroundColor = SBUColorSet.background500.withAlphaComponent(0.5)
    theme.quotedMessageRightBackgroundColor = SBUColorSet.background500
    theme.quotedFileMessageThumbnailColor = SBUColorSet.onDarkTextMidEmphasis
    theme.quotedMessageTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.repliedIconColor = SBUColorSet.onDarkTextLowEmphasis
    theme.repliedToTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.repliedCountTextFont = SBUFontSet.caption3
    theme.repliedCountTextColor = SBUColorSet.primaryLight
    theme.repliedUsersMoreIconBackgroundColor = SBUColorSet.background700.withAlphaComponent(0.64)
    theme.repliedUsersMoreIconTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionTextFont = SBUFontSet.body4
    theme.mentionLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mentionRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.mentionLeftTextBackgroundColor = .clear
    theme.mentionRightTextBackgroundColor = .clear
    theme.buttonBackgroundColor = SBUColorSet.background400
    theme.buttonTitleColor = SBUColorSet.primaryLight
    theme.sideButtonIconColor = SBUColorSet.onDarkTextLowEmphasis
    theme.newMessageBadgeColor = SBUColorSet.secondaryLight
    theme.parentInfoBackgroundColor = SBUColorSet.background600
    theme.parentInfoUserNameTextFont = SBUFontSet.h3
    theme.parentInfoUserNameTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.parentInfoDateFont = SBUFontSet.caption2
    theme.parentInfoDateTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.parentInfoMoreButtonTintColor = SBUColorSet.onDarkTextMidEmphasis
    theme.parentInfoSeparateBarColor = SBUColorSet.onDarkTextDisabled
    theme.parentInfoReplyCountTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.parentInfoReplyCountTextFont = SBUFontSet.body3
    theme.parentInfoProgressBackgroundColor = SBUColorSet.background400
    theme.progressTrackTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.progressTimeFont = SBUFontSet.body3
    theme.progressTimeRightTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.progressTimeLeftTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.playerStatusButtonBackgroundColor = SBUColorSet.background600
    theme.playerLoadingButtonTintColor = SBUColorSet.primaryMain
    theme.playerPlayButtonTintColor = SBUColorSet.primaryLight
    theme.playerPauseButtonTintColor = SBUColorSet.primaryLight
    theme.suggestedReplyTitleColor = SBUColorSet.primaryMain
    theme.suggestedReplyBorderColor = SBUColorSet.primaryMain
    theme.suggestedReplyBackgroundColor = SBUColorSet.background50
    theme.suggestedReplyBackgroundSelectedColor = SBUColorSet.background100
    theme.formBackgroundColor = SBUColorSet.background100
    theme.formTitleColor = SBUColorSet.onLightTextMidEmphasis
    theme.formOptionalTitleColor = SBUColorSet.onLightTextLowEmphasis
    theme.formInputBackgroundColor = SBUColorSet.background50
    theme.formInputBackgroundDoneColor = SBUColorSet.onDarkTextMidEmphasis
    theme.formInputTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.formInputIconColor = SBUColorSet.secondaryMain
    theme.formInputBorderNormalColor = SBUColorSet.onLightTextDisabled
    theme.formInputBorderActiveColor = SBUColorSet.primaryMain
    theme.formInputBorderErrorColor = SBUColorSet.errorMain
    theme.formInputErrorColor = SBUColorSet.errorMain
    theme.formInputPlaceholderColor = SBUColorSet.onLightTextLowEmphasis
    theme.formSubmitButtonBackgroundColor = SBUColorSet.primaryMain
    theme.formSubmitButtonBackgroundDisabledColor = SBUColorSet.background100
    theme.formSubmitButtonTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.formSubmitButtonTitleDisabledColor = SBUColorSet.onLightTextDisabled
    theme.formChipBackgroundNormalColor = SBUColorSet.background50
    theme.formChipBackgroundSelectColor = SBUColorSet.primaryExtraLight
    theme.formChipBackgroundDisableColor = SBUColorSet.onDarkTextDisabled
    theme.formChipBackgroundSubmittedColor = SBUColorSet.onDarkTextDisabled
    theme.formChipTitleNormalColor = SBUColorSet.onLightTextMidEmphasis
    theme.formChipTitleSelectColor = SBUColorSet.primaryExtraLight
    theme.formChipTitleDisableColor = SBUColorSet.onLightTextMidEmphasis
    theme.formChipTitleSubmittedColor = SBUColorSet.onLightTextHighEmphasis
    theme.formChipBorderNormalColor = SBUColorSet.onLightTextDisabled
    theme.formChipBorderSelectColor = SBUColorSet.primaryMain
    theme.formChipBorderDisableColor = SBUColorSet.onDarkTextDisabled
    theme.formChipBorderSubmittedColor = .clear
    theme.formTitleFont = SBUFontSet.caption3
    theme.formOptionalTitleFont = SBUFontSet.caption3
    theme.formErrorTitleFont = SBUFontSet.caption4
    theme.formInputTextFont = SBUFontSet.body3
    theme.formChipTextFont = SBUFontSet.caption1
    theme.formSubmittButtonFont = SBUFontSet.button3
    theme.typingMessageProfileBorderColor = SBUColorSet.background50
    theme.typingMessageDotColor = SBUColorSet.onLightTextDisabled
    theme.typingMessageDotTransformColor = SBUColorSet.onLightTextLowEmphasis
    theme.feedbackRadius = 18
    theme.feedbackIconColor = SBUColorSet.onLightTextMidEmphasis
    theme.feedbackIconSelectColor = SBUColorSet.onDarkTextHighEmphasis
    theme.feedbackIconDeselectColor = SBUColorSet.onLightTextDisabled
    theme.feedbackBorderColor = SBUColorSet.onLightTextDisabled
    theme.feedbackBorderSelectColor = SBUColorSet.primaryMain
    theme.feedbackBorderDeselectColor = SBUColorSet.onLightTextDisabled
    theme.feedbackBackgroundNormalColor = SBUColorSet.background50
    theme.feedbackBackgroundSelectColor = SBUColorSet.primaryMain
    theme.feedbackBackgroundDeselectColor = SBUColorSet.background50
    return theme
  }
  public init() {}
  public var backgroundColor: UIColor = UIColor.clear
  public var leftBackgroundColor: UIColor = UIColor.clear
  public var leftPressedBackgroundColor: UIColor = UIColor.clear
  public var rightBackgroundColor: UIColor = UIColor.clear
  public var rightPressedBackgroundColor: UIColor = UIColor.clear
  public var openChannelBackgroundColor: UIColor = UIColor.clear
  public var openChannelPressedBackgroundColor: UIColor = UIColor.clear
  public var dateFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var dateTextColor: UIColor = UIColor.clear
  public var dateBackgroundColor: UIColor = UIColor.clear
  public var userPlaceholderBackgroundColor: UIColor = UIColor.clear
  public var userPlaceholderTintColor: UIColor = UIColor.clear
  public var userNameFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var userNameTextColor: UIColor = UIColor.clear
  public var currentUserNameTextColor: UIColor = UIColor.clear
  public var timeFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var timeTextColor: UIColor = UIColor.clear
  public var pendingStateColor: UIColor = UIColor.clear
  public var failedStateColor: UIColor = UIColor.clear
  public var succeededStateColor: UIColor = UIColor.clear
  public var readReceiptStateColor: UIColor = UIColor.clear
  public var deliveryReceiptStateColor: UIColor = UIColor.clear
  public var contentBackgroundColor: UIColor = UIColor.clear
  public var pressedContentBackgroundColor: UIColor = UIColor.clear
  public var userMessageFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var userMessageLeftTextColor: UIColor = UIColor.clear
  public var userMessageLeftEditTextColor: UIColor = UIColor.clear
  public var userMessageRightTextColor: UIColor = UIColor.clear
  public var userMessageRightEditTextColor: UIColor = UIColor.clear
  public var fileIconBackgroundColor: UIColor = UIColor.clear
  public var fileIconColor: UIColor = UIColor.clear
  public var fileImageBackgroundColor: UIColor = UIColor.clear
  public var fileImageIconColor: UIColor = UIColor.clear
  public var fileMessageNameFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var fileMessageLeftTextColor: UIColor = UIColor.clear
  public var fileMessageRightTextColor: UIColor = UIColor.clear
  public var fileMessagePlaceholderColor: UIColor = UIColor.clear
  public var multipleFilesMessageFileOverlayColor: UIColor = UIColor.clear
  public var adminMessageFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var adminMessageTextColor: UIColor = UIColor.clear
  public var unknownMessageDescFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var unknownMessageDescLeftTextColor: UIColor = UIColor.clear
  public var unknownMessageDescRightTextColor: UIColor = UIColor.clear
  public var messageLeftHighlightTextColor: UIColor = UIColor.clear
  public var messageRightHighlightTextColor: UIColor = UIColor.clear
  public var ogTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var ogTitleColor: UIColor = UIColor.clear
  public var ogDescriptionFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var ogDescriptionColor: UIColor = UIColor.clear
  public var ogURLAddressFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var ogURLAddressColor: UIColor = UIColor.clear
  public var openChannelOGTitleColor: UIColor = UIColor.clear
  public var linkColor: UIColor = UIColor.clear
  public var quotedMessageTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var repliedToTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  @available(*, deprecated, renamed: "quotedMessageRightBackgroundColor")
  public var quotedMessageBackgroundColor: UIColor {
    get { UIColor.clear }
    set {}
  }
  public var quotedMessageLeftBackgroundColor: UIColor = UIColor.clear
  public var quotedMessageRightBackgroundColor: UIColor = UIColor.clear
  public var quotedFileMessageThumbnailColor: UIColor = UIColor.clear
  public var quotedMessageTextColor: UIColor = UIColor.clear
  public var repliedIconColor: UIColor = UIColor.clear
  public var repliedToTextColor: UIColor = UIColor.clear
  public var repliedCountTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var repliedCountTextColor: UIColor = UIColor.clear
  public var repliedUsersMoreIconBackgroundColor: UIColor = UIColor.clear
  public var repliedUsersMoreIconTintColor: UIColor = UIColor.clear
  public var mentionTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var mentionLeftTextColor: UIColor = UIColor.clear
  public var mentionRightTextColor: UIColor = UIColor.clear
  public var mentionLeftTextBackgroundColor: UIColor = UIColor.clear
  public var mentionRightTextBackgroundColor: UIColor = UIColor.clear
  public var buttonBackgroundColor: UIColor = UIColor.clear
  public var buttonTitleColor: UIColor = UIColor.clear
  public var sideButtonIconColor: UIColor = UIColor.clear
  public var newMessageBadgeColor: UIColor = UIColor.clear
  public var parentInfoBackgroundColor: UIColor = UIColor.clear
  public var parentInfoUserNameTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var parentInfoUserNameTextColor: UIColor = UIColor.clear
  public var parentInfoDateFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var parentInfoDateTextColor: UIColor = UIColor.clear
  public var parentInfoMoreButtonTintColor: UIColor = UIColor.clear
  public var parentInfoSeparateBarColor: UIColor = UIColor.clear
  public var parentInfoReplyCountTextColor: UIColor = UIColor.clear
  public var parentInfoReplyCountTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var parentInfoProgressBackgroundColor: UIColor = UIColor.clear
  public var progressTrackTintColor: UIColor = UIColor.clear
  public var progressTimeFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var progressTimeRightTextColor: UIColor = UIColor.clear
  public var progressTimeLeftTextColor: UIColor = UIColor.clear
  public var playerStatusButtonBackgroundColor: UIColor = UIColor.clear
  public var playerLoadingButtonTintColor: UIColor = UIColor.clear
  public var playerPlayButtonTintColor: UIColor = UIColor.clear
  public var playerPauseButtonTintColor: UIColor = UIColor.clear
  public var suggestedReplyTitleColor: UIColor = UIColor.clear
  public var suggestedReplyBorderColor: UIColor = UIColor.clear
  public var suggestedReplyBackgroundColor: UIColor = UIColor.clear
  public var suggestedReplyBackgroundSelectedColor: UIColor = UIColor.clear
  public var formBackgroundColor: UIColor = UIColor.clear
  public var formTitleColor: UIColor = UIColor.clear
  public var formOptionalTitleColor: UIColor = UIColor.clear
  public var formInputBackgroundColor: UIColor = UIColor.clear
  public var formInputBackgroundDoneColor: UIColor = UIColor.clear
  public var formInputTitleColor: UIColor = UIColor.clear
  public var formInputIconColor: UIColor = UIColor.clear
  public var formInputBorderNormalColor: UIColor = UIColor.clear
  public var formInputBorderActiveColor: UIColor = UIColor.clear
  public var formInputBorderErrorColor: UIColor = UIColor.clear
  public var formInputErrorColor: UIColor = UIColor.clear
  public var formInputPlaceholderColor: UIColor = UIColor.clear
  public var formSubmitButtonBackgroundColor: UIColor = UIColor.clear
  public var formSubmitButtonBackgroundDisabledColor: UIColor = UIColor.clear
  public var formSubmitButtonTitleColor: UIColor = UIColor.clear
  public var formSubmitButtonTitleDisabledColor: UIColor = UIColor.clear
  public var formChipBackgroundNormalColor: UIColor = UIColor.clear
  public var formChipBackgroundSelectColor: UIColor = UIColor.clear
  public var formChipBackgroundDisableColor: UIColor = UIColor.clear
  public var formChipBackgroundSubmittedColor: UIColor = UIColor.clear
  public var formChipTitleNormalColor: UIColor = UIColor.clear
  public var formChipTitleSelectColor: UIColor = UIColor.clear
  public var formChipTitleDisableColor: UIColor = UIColor.clear
  public var formChipTitleSubmittedColor: UIColor = UIColor.clear
  public var formChipBorderNormalColor: UIColor = UIColor.clear
  public var formChipBorderSelectColor: UIColor = UIColor.clear
  public var formChipBorderDisableColor: UIColor = UIColor.clear
  public var formChipBorderSubmittedColor: UIColor = UIColor.clear
  public var formTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var formOptionalTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var formErrorTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var formInputTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var formChipTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var formSubmittButtonFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var typingMessageProfileBorderColor: UIColor = UIColor.clear
  public var typingMessageDotColor: UIColor = UIColor.clear
  public var typingMessageDotTransformColor: UIColor = UIColor.clear
  public var feedbackRadius: CGFloat = 0
  public var feedbackIconColor: UIColor = UIColor.clear
  public var feedbackIconSelectColor: UIColor = UIColor.clear
  public var feedbackIconDeselectColor: UIColor = UIColor.clear
  public var feedbackBorderColor: UIColor = UIColor.clear
  public var feedbackBorderSelectColor: UIColor = UIColor.clear
  public var feedbackBorderDeselectColor: UIColor = UIColor.clear
  public var feedbackBackgroundNormalColor: UIColor = UIColor.clear
  public var feedbackBackgroundSelectColor: UIColor = UIColor.clear
  public var feedbackBackgroundDeselectColor: UIColor = UIColor.clear
  @available(*, deprecated, renamed: "unknownMessageDescLeftTextColor")
  public var unknownMessageDescTextColor: UIColor { UIColor.clear }
}

public class SBUUserListTheme {
  public static var light: SBUUserListTheme {
    let theme = SBUUserListTheme()
    theme.statusBarStyle = .darkContent
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationShadowColor = SBUColorSet.onLightTextDisabled
    theme.leftBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonTintColor = SBUColorSet.onLightTextDisabled
    theme.rightBarButtonSelectedTintColor = SBUColorSet.primaryMain
    theme.barButtonTintColor = SBUColorSet.primaryMain
    theme.barButtonDisabledTintColor = SBUColorSet.onLightTextDisabled
    theme.backgroundColor = SBUColorSet.background50
    theme.coverImageTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.coverImageBackgroundColor = SBUColorSet.background300
    theme.placeholderTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.textfieldTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.itemTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.itemColor = SBUColorSet.primaryMain
    theme.removeColor = SBUColorSet.errorMain
    return theme
  }
  public static var dark: SBUUserListTheme {
    let theme = SBUUserListTheme()
    theme.statusBarStyle = .lightContent
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationShadowColor = SBUColorSet.background500
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.onDarkTextDisabled
    theme.rightBarButtonSelectedTintColor = SBUColorSet.primaryLight
    theme.barButtonTintColor = SBUColorSet.primaryLight
    theme.barButtonDisabledTintColor = SBUColorSet.onDarkTextDisabled
    theme.backgroundColor = SBUColorSet.background600
    theme.coverImageTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.coverImageBackgroundColor = SBUColorSet.background400
    theme.placeholderTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.textfieldTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.itemTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.itemColor = SBUColorSet.primaryLight
    theme.removeColor = SBUColorSet.errorMain
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationShadowColor: UIColor = UIColor.clear
  public var leftBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonSelectedTintColor: UIColor = UIColor.clear
  public var barButtonTintColor: UIColor = UIColor.clear
  public var barButtonDisabledTintColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var coverImageTintColor: UIColor = UIColor.clear
  public var coverImageBackgroundColor: UIColor = UIColor.clear
  public var placeholderTintColor: UIColor = UIColor.clear
  public var textfieldTextColor: UIColor = UIColor.clear
  public var itemTextColor: UIColor = UIColor.clear
  public var itemColor: UIColor = UIColor.clear
  public var removeColor: UIColor = UIColor.clear
}

public class SBUUserCellTheme {
  public static var light: SBUUserCellTheme {
    let theme = SBUUserCellTheme()
    theme.backgroundColor = SBUColorSet.background50
    theme.checkboxOnColor = SBUColorSet.primaryMain
    theme.checkboxOffColor = SBUColorSet.onLightTextLowEmphasis
    theme.nicknameTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.nicknameTextFont = SBUFontSet.subtitle2
    theme.nonameTextColor = SBUColorSet.onLightTextDisabled
    theme.userIdTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.userIdTextFont = SBUFontSet.body3
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.mutedStateBackgroundColor = SBUColorSet.primaryMain.withAlphaComponent(0.5)
    theme.mutedStateIconColor = SBUColorSet.onDarkTextHighEmphasis
    theme.subInfoTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.subInfoFont = SBUFontSet.body2
    theme.moreButtonColor = SBUColorSet.onLightTextHighEmphasis
    theme.moreButtonDisabledColor = SBUColorSet.onLightTextDisabled
    theme.separateColor = SBUColorSet.onLightTextDisabled
    return theme
  }
  public static var dark: SBUUserCellTheme {
    let theme = SBUUserCellTheme()
    theme.backgroundColor = SBUColorSet.background600
    theme.checkboxOnColor = SBUColorSet.primaryLight
    theme.checkboxOffColor = SBUColorSet.onDarkTextLowEmphasis
    theme.nicknameTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.nicknameTextFont = SBUFontSet.subtitle2
    theme.nonameTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.userIdTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.userIdTextFont = SBUFontSet.body3
    theme.userPlaceholderBackgroundColor = SBUColorSet.background400
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.mutedStateBackgroundColor = SBUColorSet.primaryMain.withAlphaComponent(0.5)
    theme.mutedStateIconColor = SBUColorSet.onDarkTextHighEmphasis
    theme.subInfoTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.subInfoFont = SBUFontSet.body2
    theme.moreButtonColor = SBUColorSet.onDarkTextHighEmphasis
    theme.moreButtonDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.separateColor = SBUColorSet.onDarkTextDisabled
    return theme
  }
  public init() {}
  public var backgroundColor: UIColor = UIColor.clear
  public var checkboxOnColor: UIColor = UIColor.clear
  public var checkboxOffColor: UIColor = UIColor.clear
  public var nicknameTextColor: UIColor = UIColor.clear
  public var nicknameTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var nonameTextColor: UIColor = UIColor.clear
  public var userIdTextColor: UIColor = UIColor.clear
  public var userIdTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var userPlaceholderBackgroundColor: UIColor = UIColor.clear
  public var userPlaceholderTintColor: UIColor = UIColor.clear
  public var mutedStateBackgroundColor: UIColor = UIColor.clear
  public var mutedStateIconColor: UIColor = UIColor.clear
  public var subInfoTextColor: UIColor = UIColor.clear
  public var subInfoFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var moreButtonColor: UIColor = UIColor.clear
  public var moreButtonDisabledColor: UIColor = UIColor.clear
  public var separateColor: UIColor = UIColor.clear
  @available(*, unavailable)
  public var userNameTextColor: UIColor { UIColor.clear }
  @available(*, unavailable)
  public var userNameFont: UIFont { UIFont.systemFont(ofSize: 14, weight: .regular) }
}

public class SBUChannelSettingsTheme {
  public static var light: SBUChannelSettingsTheme {
    let theme = SBUChannelSettingsTheme()
    theme.statusBarStyle = .darkContent
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationShadowColor = SBUColorSet.onLightTextDisabled
    theme.leftBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonTintColor = SBUColorSet.primaryMain
    theme.backgroundColor = SBUColorSet.background50
    theme.cellTextFont = SBUFontSet.subtitle2
    theme.cellTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.cellSubTextFont = SBUFontSet.subtitle2
    theme.cellSubTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.cellDescriptionTextFont = SBUFontSet.body3
    theme.cellDescriptionTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.cellSwitchColor = SBUColorSet.primaryMain
    theme.cellSeparateColor = SBUColorSet.onLightTextDisabled
    theme.cellRadioButtonSelectedColor = SBUColorSet.primaryMain
    theme.cellRadioButtonDeselectedColor = SBUColorSet.onLightTextLowEmphasis
    theme.cellTypeIconTintColor = SBUColorSet.primaryMain
    theme.cellArrowIconTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.cellLeaveIconColor = SBUColorSet.errorMain
    theme.cellDeleteIconColor = SBUColorSet.errorMain
    theme.userNameFont = SBUFontSet.h1
    theme.userNameTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.userPlaceholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.itemTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.itemColor = SBUColorSet.primaryMain
    theme.itemDeleteTextColor = SBUColorSet.errorMain
    theme.urlTitleFont = SBUFontSet.body2
    theme.urlTitleColor = SBUColorSet.onLightTextMidEmphasis
    theme.urlFont = SBUFontSet.body1
    theme.urlColor = SBUColorSet.onLightTextHighEmphasis
    return theme
  }
  public static var dark: SBUChannelSettingsTheme {
    let theme = SBUChannelSettingsTheme()
    theme.statusBarStyle = .lightContent
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationShadowColor = SBUColorSet.background500
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.primaryLight
    theme.backgroundColor = SBUColorSet.background600
    theme.cellTextFont = SBUFontSet.subtitle2
    theme.cellTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.cellSubTextFont = SBUFontSet.subtitle2
    theme.cellSubTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.cellDescriptionTextFont = SBUFontSet.body3
    theme.cellDescriptionTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.cellSwitchColor = SBUColorSet.primaryLight
    theme.cellSeparateColor = SBUColorSet.onDarkTextDisabled
    theme.cellRadioButtonSelectedColor = SBUColorSet.primaryLight
    theme.cellRadioButtonDeselectedColor = SBUColorSet.onDarkTextLowEmphasis
    theme.cellTypeIconTintColor = SBUColorSet.primaryLight
    theme.cellArrowIconTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.cellLeaveIconColor = SBUColorSet.errorLight
    theme.cellDeleteIconColor = SBUColorSet.errorLight
    theme.userNameFont = SBUFontSet.h1
    theme.userNameTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.userPlaceholderBackgroundColor = SBUColorSet.background400
    theme.itemTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.itemColor = SBUColorSet.primaryLight
    theme.itemDeleteTextColor = SBUColorSet.errorLight
    theme.urlTitleFont = SBUFontSet.body2
    theme.urlTitleColor = SBUColorSet.onDarkTextMidEmphasis
    theme.urlFont = SBUFontSet.body1
    theme.urlColor = SBUColorSet.onDarkTextHighEmphasis
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationShadowColor: UIColor = UIColor.clear
  public var leftBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonTintColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var cellTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var cellTextColor: UIColor = UIColor.clear
  public var cellSubTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var cellSubTextColor: UIColor = UIColor.clear
  public var cellDescriptionTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var cellDescriptionTextColor: UIColor = UIColor.clear
  public var cellSwitchColor: UIColor = UIColor.clear
  public var cellSeparateColor: UIColor = UIColor.clear
  public var cellRadioButtonSelectedColor: UIColor = UIColor.clear
  public var cellRadioButtonDeselectedColor: UIColor = UIColor.clear
  public var cellTypeIconTintColor: UIColor = UIColor.clear
  public var cellArrowIconTintColor: UIColor = UIColor.clear
  public var cellLeaveIconColor: UIColor = UIColor.clear
  public var cellDeleteIconColor: UIColor = UIColor.clear
  public var userNameFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var userNameTextColor: UIColor = UIColor.clear
  public var userPlaceholderTintColor: UIColor = UIColor.clear
  public var userPlaceholderBackgroundColor: UIColor = UIColor.clear
  public var itemTextColor: UIColor = UIColor.clear
  public var itemColor: UIColor = UIColor.clear
  public var itemDeleteTextColor: UIColor = UIColor.clear
  public var urlTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var urlTitleColor: UIColor = UIColor.clear
  public var urlFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var urlColor: UIColor = UIColor.clear
}

public class SBUUserProfileTheme {
  public static var light: SBUUserProfileTheme {
    let theme = SBUUserProfileTheme()
    theme.statusBarStyle = .darkContent
    theme.overlayColor = SBUColorSet.overlayLight
    theme.backgroundColor = SBUColorSet.background50
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.usernameTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.usernameFont = SBUFontSet.h1
    theme.largeItemTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.largeItemFont = SBUFontSet.button2
    theme.largeItemBackgroundColor = SBUColorSet.background50
    theme.largeItemHighlightedColor = SBUColorSet.background100
    theme.separatorColor = SBUColorSet.onLightTextDisabled
    theme.informationTitleColor = SBUColorSet.onLightTextMidEmphasis
    theme.informationTitleFont = SBUFontSet.body2
    theme.informationDesctiptionColor = SBUColorSet.onLightTextHighEmphasis
    theme.informationDesctiptionFont = SBUFontSet.body3
    theme.userRoleTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.userRoleFont = SBUFontSet.body3
    theme.itemFont = SBUFontSet.caption1
    theme.itemBackgroundColor = SBUColorSet.background100
    theme.itemSelectedBackgroundColor = SBUColorSet.primaryMain
    theme.itemTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.itemSelectedTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.itemHighlightedTintColor = SBUColorSet.errorMain
    return theme
  }
  public static var dark: SBUUserProfileTheme {
    let theme = SBUUserProfileTheme()
    theme.statusBarStyle = .lightContent
    theme.overlayColor = SBUColorSet.overlayLight
    theme.backgroundColor = SBUColorSet.background500
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.usernameTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.usernameFont = SBUFontSet.h1
    theme.largeItemTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.largeItemFont = SBUFontSet.button2
    theme.largeItemBackgroundColor = SBUColorSet.background500
    theme.largeItemHighlightedColor = SBUColorSet.background400
    theme.separatorColor = SBUColorSet.onDarkTextDisabled
    theme.informationTitleColor = SBUColorSet.onDarkTextMidEmphasis
    theme.informationTitleFont = SBUFontSet.body2
    theme.informationDesctiptionColor = SBUColorSet.onDarkTextHighEmphasis
    theme.informationDesctiptionFont = SBUFontSet.body3
    theme.userRoleTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.userRoleFont = SBUFontSet.body3
    theme.itemFont = SBUFontSet.caption1
    theme.itemBackgroundColor = SBUColorSet.background400
    theme.itemSelectedBackgroundColor = SBUColorSet.primaryLight
    theme.itemTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.itemSelectedTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.itemHighlightedTintColor = SBUColorSet.errorMain
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var overlayColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var userPlaceholderBackgroundColor: UIColor = UIColor.clear
  public var userPlaceholderTintColor: UIColor = UIColor.clear
  public var usernameTextColor: UIColor = UIColor.clear
  public var usernameFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var largeItemTintColor: UIColor = UIColor.clear
  public var largeItemFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var largeItemBackgroundColor: UIColor = UIColor.clear
  public var largeItemHighlightedColor: UIColor = UIColor.clear
  public var separatorColor: UIColor = UIColor.clear
  public var informationTitleColor: UIColor = UIColor.clear
  public var informationTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var informationDesctiptionColor: UIColor = UIColor.clear
  public var informationDesctiptionFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var userRoleTextColor: UIColor = UIColor.clear
  public var userRoleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var itemFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var itemBackgroundColor: UIColor = UIColor.clear
  public var itemSelectedBackgroundColor: UIColor = UIColor.clear
  public var itemTintColor: UIColor = UIColor.clear
  public var itemSelectedTintColor: UIColor = UIColor.clear
  public var itemHighlightedTintColor: UIColor = UIColor.clear
}

public class SBUComponentTheme {
  public static var light: SBUComponentTheme {
    let theme = SBUComponentTheme()
    theme.emptyViewBackgroundColor = SBUColorSet.background50
    theme.emptyViewStatusFont = SBUFontSet.body3
    theme.emptyViewStatusTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.emptyViewRetryButtonTintColor = SBUColorSet.primaryMain
    theme.emptyViewRetryButtonFont = SBUFontSet.button2
    theme.alertTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.alertTitleFont = SBUFontSet.h3
    theme.alertDetailColor = SBUColorSet.onLightTextMidEmphasis
    theme.alertDetailFont = SBUFontSet.body3
    theme.alertPlaceholderColor = SBUColorSet.onLightTextLowEmphasis
    theme.alertButtonColor = SBUColorSet.primaryMain
    theme.alertErrorColor = SBUColorSet.errorMain
    theme.alertButtonFont = SBUFontSet.button2
    theme.alertTextFieldBackgroundColor = SBUColorSet.background100
    theme.alertTextFieldTintColor = SBUColorSet.primaryMain
    theme.alertTextFieldFont = SBUFontSet.body3
    theme._backgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background50, liquidGlass: SBUColorSet.background0)
    theme._alertButtonBackgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background50, liquidGlass: SBUColorSet.buttonBackgroundLight)
    theme._highlightedColorAdaptive = SBUAdaptive(base: SBUColorSet.background100, liquidGlass: SBUColorSet.liquidGlassButtonHighlightLight)
    theme._alertTitleFontAdaptive = SBUAdaptive(base: SBUFontSet.h3, liquidGlass: SBUFontSet.h1)
    theme._overlayColorAdaptive = SBUAdaptive(base: SBUColorSet.overlayDark, liquidGlass: SBUColorSet.overlayDarkLiquidGlass)
    theme.actionSheetTextFont = SBUFontSet.subtitle1
    theme.actionSheetTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.actionSheetSubTextFont = SBUFontSet.body2
    theme.actionSheetSubTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.actionSheetItemColor = SBUColorSet.primaryMain
    theme.actionSheetErrorColor = SBUColorSet.errorMain
    theme.actionSheetButtonFont = SBUFontSet.button1
    theme.actionSheetDisabledColor = SBUColorSet.onLightTextDisabled
    theme.newMessageFont = SBUFontSet.body2
    theme.newMessageTintColor = SBUColorSet.primaryMain
    theme.newMessageBackground = SBUColorSet.background50
    theme.newMessageHighlighted = SBUColorSet.background100
    theme.newMessageButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.newMessageButtonBackground = SBUColorSet.primaryMain
    theme.newMessageButtonHighlighted = SBUColorSet.primaryDark
    theme.scrollBottomButtonIconColor = SBUColorSet.primaryMain
    theme.scrollBottomButtonBackground = SBUColorSet.background50
    theme.scrollBottomButtonHighlighted = SBUColorSet.background100
    theme.titleOnlineStateColor = SBUColorSet.secondaryMain
    theme.titleColor = SBUColorSet.onLightTextHighEmphasis
    theme.titleFont = SBUFontSet.h3
    theme.titleStatusColor = SBUColorSet.onLightTextLowEmphasis
    theme.titleStatusFont = SBUFontSet.caption2
    theme.menuTitleFont = SBUFontSet.subtitle2
    theme.overlayColor = SBUColorSet.overlayDark
    theme.highlightedColor = SBUColorSet.background100
    theme.buttonTextColor = SBUColorSet.primaryMain
    theme.separatorColor = SBUColorSet.onLightTextDisabled
    theme.shadowColor = SBUColorSet.background700.withAlphaComponent(0.12)
    theme.closeBarButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.placeholderBackgroundColor = SBUColorSet.background300
    theme.placeholderTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.reactionBoxBackgroundColor = SBUColorSet.background50
    theme.reactionBoxBorderLineColor = SBUColorSet.background100
    theme.reactionBoxEmojiCountColor = SBUColorSet.onLightTextHighEmphasis
    theme.reactionBoxEmojiBackgroundColor = SBUColorSet.background100
    theme.reactionBoxSelectedEmojiBackgroundColor = SBUColorSet.primaryExtraLight
    theme.reactionBoxEmojiCountFont = SBUFontSet.caption4
    theme.emojiCountColor = SBUColorSet.onLightTextLowEmphasis
    theme.emojiSelectedCountColor = SBUColorSet.primaryMain
    theme.emojiSelectedUnderlineColor = SBUColorSet.primaryMain
    theme.emojiCountFont = SBUFontSet.button3
    theme.emojiListSelectedBackgroundColor = SBUColorSet.primaryExtraLight
    theme.reactionMenuLineColor = SBUColorSet.onLightTextDisabled
    theme.addReactionTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.channelTypeSelectorItemTintColor = SBUColorSet.primaryMain
    theme.channelTypeSelectorItemTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.channelTypeSelectorItemFont = SBUFontSet.caption2
    theme.broadcastIconBackgroundColor = SBUColorSet.secondaryMain
    theme.broadcastIconTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.barItemTintColor = SBUColorSet.primaryMain
    theme.loadingBackgroundColor = .clear
    theme.loadingPopupBackgroundColor = .clear
    theme.loadingFont = SBUFontSet.subtitle2
    theme.loadingTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.loadingSpinnerColor = SBUColorSet.primaryMain
    theme.toastContainerColor = SBUColorSet.background700
    theme.toastTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.feedbackToastUpdateDoneColor = SBUColorSet.secondaryLight
    theme.unreadMessageFont = SBUFontSet.body2
    theme.unreadMessageLabelTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.unreadMessageButtonTintColor = SBUColorSet.primaryMain
    theme.unreadMessageBackground = SBUColorSet.background50
    theme.newLineLabelFont = SBUFontSet.caption3
    theme.newLineLabelTintColor = SBUColorSet.primaryMain
    theme.newLineTintColor = SBUColorSet.primaryMain
    theme._shadowColorAdaptive = SBUAdaptive(base: SBUColorSet.background700.withAlphaComponent(0.12), liquidGlass: SBUColorSet.liquidGlassMenuViewShadowLight)
    return theme
  }
  public static var dark: SBUComponentTheme {
    let theme = SBUComponentTheme()
    theme.emptyViewBackgroundColor = SBUColorSet.background600
    theme.emptyViewStatusFont = SBUFontSet.body3
    theme.emptyViewStatusTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.emptyViewRetryButtonTintColor = SBUColorSet.primaryLight
    theme.emptyViewRetryButtonFont = SBUFontSet.button2
    theme.alertTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.alertTitleFont = SBUFontSet.h3
    theme.alertDetailColor = SBUColorSet.onDarkTextMidEmphasis
    theme.alertDetailFont = SBUFontSet.body3
    theme.alertPlaceholderColor = SBUColorSet.onDarkTextLowEmphasis
    theme.alertButtonColor = SBUColorSet.primaryLight
    theme.alertErrorColor = SBUColorSet.errorLight
    theme.alertButtonFont = SBUFontSet.button2
    theme.alertTextFieldBackgroundColor = SBUColorSet.background400
    theme.alertTextFieldTintColor = SBUColorSet.primaryLight
    theme.alertTextFieldFont = SBUFontSet.body3
    theme._backgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background500, liquidGlass: SBUColorSet.background0)
    theme._alertButtonBackgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background500, liquidGlass: SBUColorSet.buttonBackgroundDark)
    theme._highlightedColorAdaptive = SBUAdaptive(base: SBUColorSet.background100, liquidGlass: SBUColorSet.liquidGlassButtonHighlightDark)
    theme._alertTitleFontAdaptive = SBUAdaptive(base: SBUFontSet.h3, liquidGlass: SBUFontSet.h1)
    theme._overlayColorAdaptive = SBUAdaptive(base: SBUColorSet.overlayLight, liquidGlass: SBUColorSet.overlayLight)
    theme.actionSheetTextFont = SBUFontSet.subtitle1
    theme.actionSheetTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.actionSheetSubTextFont = SBUFontSet.body2
    theme.actionSheetSubTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.actionSheetItemColor = SBUColorSet.primaryLight
    theme.actionSheetErrorColor = SBUColorSet.errorLight
    theme.actionSheetButtonFont = SBUFontSet.button1
    theme.actionSheetDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.newMessageFont = SBUFontSet.body2
    theme.newMessageTintColor = SBUColorSet.primaryLight
    theme.newMessageBackground = SBUColorSet.background400
    theme.newMessageHighlighted = SBUColorSet.background500
    theme.newMessageButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.newMessageButtonBackground = SBUColorSet.primaryLight
    theme.newMessageButtonHighlighted = SBUColorSet.primaryMain
    theme.scrollBottomButtonIconColor = SBUColorSet.primaryLight
    theme.scrollBottomButtonBackground = SBUColorSet.background400
    theme.scrollBottomButtonHighlighted = SBUColorSet.background500
    theme.titleOnlineStateColor = SBUColorSet.secondaryLight
    theme.titleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.titleFont = SBUFontSet.h3
    theme.titleStatusColor = SBUColorSet.onDarkTextLowEmphasis
    theme.titleStatusFont = SBUFontSet.caption2
    theme.menuTitleFont = SBUFontSet.subtitle2
    theme.overlayColor = SBUColorSet.overlayLight
    theme.highlightedColor = SBUColorSet.background400
    theme.buttonTextColor = SBUColorSet.primaryLight
    theme.separatorColor = SBUColorSet.onDarkTextDisabled
    theme.shadowColor = SBUColorSet.liquidGlassMenuViewShadowDark
    theme.closeBarButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.placeholderBackgroundColor = SBUColorSet.background400
    theme.placeholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.reactionBoxBackgroundColor = SBUColorSet.background600
    theme.reactionBoxBorderLineColor = SBUColorSet.background400
    theme.reactionBoxEmojiCountColor = SBUColorSet.onDarkTextHighEmphasis
    theme.reactionBoxEmojiBackgroundColor = SBUColorSet.background400
    theme.reactionBoxSelectedEmojiBackgroundColor = SBUColorSet.primaryExtraDark
    theme.reactionBoxEmojiCountFont = SBUFontSet.caption4
    theme.emojiCountColor = SBUColorSet.onDarkTextLowEmphasis
    theme.emojiSelectedCountColor = SBUColorSet.primaryLight
    theme.emojiSelectedUnderlineColor = SBUColorSet.primaryLight
    theme.emojiCountFont = SBUFontSet.button3
    theme.emojiListSelectedBackgroundColor = SBUColorSet.primaryDark
    theme.reactionMenuLineColor = SBUColorSet.onDarkTextDisabled
    theme.addReactionTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.channelTypeSelectorItemTintColor = SBUColorSet.primaryLight
    theme.channelTypeSelectorItemTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.channelTypeSelectorItemFont = SBUFontSet.caption2
    theme.broadcastIconBackgroundColor = SBUColorSet.secondaryLight
    theme.broadcastIconTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.barItemTintColor = SBUColorSet.primaryLight
    theme.loadingBackgroundColor = .clear
    theme.loadingPopupBackgroundColor = .clear
    theme.loadingFont = SBUFontSet.subtitle2
    theme.loadingTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.loadingSpinnerColor = SBUColorSet.primaryLight
    theme.toastContainerColor = SBUColorSet.onDarkTextHighEmphasis
    theme.toastTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.feedbackToastUpdateDoneColor = SBUColorSet.secondaryMain
    theme.unreadMessageFont = SBUFontSet.body2
    theme.unreadMessageLabelTintColor = SBUColorSet.onDarkTextMidEmphasis
    theme.unreadMessageButtonTintColor = SBUColorSet.primaryLight
    theme.unreadMessageBackground = SBUColorSet.background400
    theme.newLineLabelFont = SBUFontSet.caption3
    theme.newLineLabelTintColor = SBUColorSet.primaryLight
    theme.newLineTintColor = SBUColorSet.primaryLight
    theme._shadowColorAdaptive = SBUAdaptive(base: SBUColorSet.background700.withAlphaComponent(0.12), liquidGlass: SBUColorSet.liquidGlassMenuViewShadowLight)
    return theme
  }
  public static var overlay: SBUComponentTheme {
    let theme = SBUComponentTheme()
    theme.emptyViewBackgroundColor = .clear
    theme.emptyViewStatusFont = SBUFontSet.body3
    theme.emptyViewStatusTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.emptyViewRetryButtonTintColor = SBUColorSet.primaryLight
    theme.emptyViewRetryButtonFont = SBUFontSet.button2
    theme.alertTitleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.alertTitleFont = SBUFontSet.h3
    theme.alertDetailColor = SBUColorSet.onDarkTextMidEmphasis
    theme.alertDetailFont = SBUFontSet.body3
    theme.alertPlaceholderColor = SBUColorSet.onDarkTextLowEmphasis
    theme.alertButtonColor = SBUColorSet.primaryLight
    theme.alertErrorColor = SBUColorSet.errorMain
    theme.alertButtonFont = SBUFontSet.button2
    theme.alertTextFieldBackgroundColor = SBUColorSet.background400
    theme.alertTextFieldTintColor = SBUColorSet.primaryLight
    theme.alertTextFieldFont = SBUFontSet.body3
    theme._backgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.onLightTextLowEmphasis, liquidGlass: SBUColorSet.onLightTextLowEmphasis)
    theme._alertButtonBackgroundColorAdaptive = SBUAdaptive(base: SBUColorSet.background50, liquidGlass: SBUColorSet.background0)
    theme._highlightedColorAdaptive = SBUAdaptive(base: SBUColorSet.background400, liquidGlass: SBUColorSet.background400)
    theme._alertTitleFontAdaptive = SBUAdaptive(base: SBUFontSet.h3, liquidGlass: SBUFontSet.h1)
    theme._overlayColorAdaptive = SBUAdaptive(base: SBUColorSet.overlayDark, liquidGlass: SBUColorSet.overlayDarkLiquidGlass)
    theme.actionSheetTextFont = SBUFontSet.subtitle1
    theme.actionSheetTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.actionSheetSubTextFont = SBUFontSet.body2
    theme.actionSheetSubTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.actionSheetItemColor = SBUColorSet.primaryLight
    theme.actionSheetErrorColor = SBUColorSet.errorMain
    theme.actionSheetButtonFont = SBUFontSet.button1
    theme.actionSheetDisabledColor = SBUColorSet.onDarkTextDisabled
    theme.newMessageFont = SBUFontSet.body2
    theme.newMessageTintColor = SBUColorSet.primaryLight
    theme.newMessageBackground = SBUColorSet.background400
    theme.newMessageHighlighted = SBUColorSet.background500
    theme.newMessageButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.newMessageButtonBackground = SBUColorSet.primaryLight
    theme.newMessageButtonHighlighted = SBUColorSet.primaryMain
    theme.scrollBottomButtonIconColor = SBUColorSet.onDarkTextHighEmphasis
    theme.scrollBottomButtonBackground = SBUColorSet.background400
    theme.scrollBottomButtonHighlighted = SBUColorSet.background500
    theme.titleOnlineStateColor = SBUColorSet.secondaryLight
    theme.titleColor = SBUColorSet.onDarkTextHighEmphasis
    theme.titleFont = SBUFontSet.h3
    theme.titleStatusColor = SBUColorSet.onDarkTextLowEmphasis
    theme.titleStatusFont = SBUFontSet.caption2
    theme.menuTitleFont = SBUFontSet.subtitle2
    theme.overlayColor = SBUColorSet.overlayLight
    theme.highlightedColor = SBUColorSet.background400
    theme.buttonTextColor = SBUColorSet.primaryLight
    theme.separatorColor = SBUColorSet.onDarkTextDisabled
    theme.shadowColor = SBUColorSet.liquidGlassMenuViewShadowLight
    theme.closeBarButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.userPlaceholderBackgroundColor = SBUColorSet.background300
    theme.userPlaceholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.placeholderBackgroundColor = SBUColorSet.background400
    theme.placeholderTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.reactionBoxBackgroundColor = SBUColorSet.background600
    theme.reactionBoxBorderLineColor = SBUColorSet.background400
    theme.reactionBoxEmojiCountColor = SBUColorSet.onDarkTextHighEmphasis
    theme.reactionBoxEmojiBackgroundColor = SBUColorSet.background400
    theme.reactionBoxSelectedEmojiBackgroundColor = SBUColorSet.primaryExtraDark
    theme.reactionBoxEmojiCountFont = SBUFontSet.caption4
    theme.emojiCountColor = SBUColorSet.onDarkTextLowEmphasis
    theme.emojiSelectedCountColor = SBUColorSet.primaryLight
    theme.emojiSelectedUnderlineColor = SBUColorSet.primaryLight
    theme.emojiCountFont = SBUFontSet.button3
    theme.emojiListSelectedBackgroundColor = SBUColorSet.primaryDark
    theme.reactionMenuLineColor = SBUColorSet.onDarkTextDisabled
    theme.addReactionTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.channelTypeSelectorItemTintColor = SBUColorSet.primaryLight
    theme.channelTypeSelectorItemTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.channelTypeSelectorItemFont = SBUFontSet.caption2
    theme.broadcastIconBackgroundColor = SBUColorSet.secondaryLight
    theme.broadcastIconTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.barItemTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.loadingBackgroundColor = .clear
    theme.loadingPopupBackgroundColor = .clear
    theme.loadingFont = SBUFontSet.subtitle2
    theme.loadingTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.loadingSpinnerColor = SBUColorSet.primaryLight
    theme.toastContainerColor = SBUColorSet.onDarkTextHighEmphasis
    theme.toastTitleColor = SBUColorSet.onLightTextHighEmphasis
    theme.feedbackToastUpdateDoneColor = SBUColorSet.secondaryLight
    theme.unreadMessageFont = SBUFontSet.body2
    theme.unreadMessageLabelTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.unreadMessageButtonTintColor = SBUColorSet.primaryMain
    theme.unreadMessageBackground = SBUColorSet.background50
    theme.newLineLabelFont = SBUFontSet.caption3
    theme.newLineLabelTintColor = SBUColorSet.primaryMain
    theme.newLineTintColor = SBUColorSet.primaryMain
    theme._shadowColorAdaptive = SBUAdaptive(base: SBUColorSet.background700.withAlphaComponent(0.12), liquidGlass: SBUColorSet.liquidGlassMenuViewShadowLight)
    return theme
  }
  public init() {}
  public var emptyViewBackgroundColor: UIColor = UIColor.clear
  public var emptyViewStatusFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var emptyViewStatusTintColor: UIColor = UIColor.clear
  public var emptyViewRetryButtonTintColor: UIColor = UIColor.clear
  public var emptyViewRetryButtonFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var alertTitleColor: UIColor = UIColor.clear
  public var alertTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var alertDetailColor: UIColor = UIColor.clear
  public var alertDetailFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var alertPlaceholderColor: UIColor = UIColor.clear
  public var alertButtonColor: UIColor = UIColor.clear
  public var alertErrorColor: UIColor = UIColor.clear
  public var alertButtonFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var alertTextFieldBackgroundColor: UIColor = UIColor.clear
  public var alertTextFieldTintColor: UIColor = UIColor.clear
  public var alertTextFieldFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var backgroundColorAdaptive: UIColor
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var alertButtonBackgroundColorAdaptive: UIColor
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var highlightedColorAdaptive: UIColor
  @SBUAdaptive(base: UIFont.systemFont(ofSize: 14, weight: .regular), liquidGlass: UIFont.systemFont(ofSize: 14, weight: .regular))
  public var alertTitleFontAdaptive: UIFont
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var overlayColorAdaptive: UIColor
  public var actionSheetTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var actionSheetTextColor: UIColor = UIColor.clear
  public var actionSheetSubTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var actionSheetSubTextColor: UIColor = UIColor.clear
  public var actionSheetItemColor: UIColor = UIColor.clear
  public var actionSheetErrorColor: UIColor = UIColor.clear
  public var actionSheetButtonFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var actionSheetDisabledColor: UIColor = UIColor.clear
  public var newMessageFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var newMessageTintColor: UIColor = UIColor.clear
  public var newMessageBackground: UIColor = UIColor.clear
  public var newMessageHighlighted: UIColor = UIColor.clear
  public var newMessageButtonTintColor: UIColor = UIColor.clear
  public var newMessageButtonBackground: UIColor = UIColor.clear
  public var newMessageButtonHighlighted: UIColor = UIColor.clear
  public var scrollBottomButtonIconColor: UIColor = UIColor.clear
  public var scrollBottomButtonBackground: UIColor = UIColor.clear
  public var scrollBottomButtonHighlighted: UIColor = UIColor.clear
  public var titleOnlineStateColor: UIColor = UIColor.clear
  public var titleColor: UIColor = UIColor.clear
  public var titleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var titleStatusColor: UIColor = UIColor.clear
  public var titleStatusFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var menuTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var overlayColor: UIColor = UIColor.clear
  @available(*, deprecated, renamed: "backgroundAdaptiveColor")
  public var backgroundColor: UIColor {
    get { UIColor.clear }
    set {}
  }
  public var highlightedColor: UIColor = UIColor.clear
  public var buttonTextColor: UIColor = UIColor.clear
  public var separatorColor: UIColor = UIColor.clear
  public var shadowColor: UIColor = UIColor.clear
  public var closeBarButtonTintColor: UIColor = UIColor.clear
  public var userPlaceholderBackgroundColor: UIColor = UIColor.clear
  public var userPlaceholderTintColor: UIColor = UIColor.clear
  public var placeholderBackgroundColor: UIColor = UIColor.clear
  public var placeholderTintColor: UIColor = UIColor.clear
  public var reactionBoxBackgroundColor: UIColor = UIColor.clear
  public var reactionBoxBorderLineColor: UIColor = UIColor.clear
  public var reactionBoxEmojiCountColor: UIColor = UIColor.clear
  public var reactionBoxEmojiBackgroundColor: UIColor = UIColor.clear
  public var reactionBoxSelectedEmojiBackgroundColor: UIColor = UIColor.clear
  public var reactionBoxEmojiCountFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var emojiCountColor: UIColor = UIColor.clear
  public var emojiSelectedCountColor: UIColor = UIColor.clear
  public var emojiSelectedUnderlineColor: UIColor = UIColor.clear
  public var emojiCountFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var emojiListSelectedBackgroundColor: UIColor = UIColor.clear
  public var reactionMenuLineColor: UIColor = UIColor.clear
  public var addReactionTintColor: UIColor = UIColor.clear
  public var channelTypeSelectorItemTintColor: UIColor = UIColor.clear
  public var channelTypeSelectorItemTextColor: UIColor = UIColor.clear
  public var channelTypeSelectorItemFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var broadcastIconBackgroundColor: UIColor = UIColor.clear
  public var broadcastIconTintColor: UIColor = UIColor.clear
  public var barItemTintColor: UIColor = UIColor.clear
  public var loadingBackgroundColor: UIColor = UIColor.clear
  public var loadingPopupBackgroundColor: UIColor = UIColor.clear
  public var loadingFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var loadingTextColor: UIColor = UIColor.clear
  public var loadingSpinnerColor: UIColor = UIColor.clear
  public var toastContainerColor: UIColor = UIColor.clear
  public var toastTitleColor: UIColor = UIColor.clear
  public var feedbackToastUpdateDoneColor: UIColor = UIColor.clear
  public var unreadMessageFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var unreadMessageLabelTintColor: UIColor = UIColor.clear
  public var unreadMessageButtonTintColor: UIColor = UIColor.clear
  public var unreadMessageBackground: UIColor = UIColor.clear
  public var newLineLabelFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var newLineLabelTintColor: UIColor = UIColor.clear
  public var newLineTintColor: UIColor = UIColor.clear
  @SBUAdaptive(base: UIColor.clear, liquidGlass: UIColor.clear)
  public var shadowColorAdaptive: UIColor
}

public class SBUMessageSearchTheme {
  public static var light: SBUMessageSearchTheme {
    let theme = SBUMessageSearchTheme()
    theme.statusBarStyle = .darkContent
    theme.navigationBarStyle = .default
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationBarShadowColor = SBUColorSet.onLightTextDisabled
    theme.backgroundColor = SBUColorSet.background50
    theme.searchTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.searchTextFont = SBUFontSet.body3
    theme.searchTextBackgroundColor = SBUColorSet.background100
    theme.searchPlaceholderColor = SBUColorSet.onLightTextLowEmphasis
    theme.searchIconTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.clearIconTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.cancelButtonTintColor = SBUColorSet.primaryDark
    return theme
  }
  public static var dark: SBUMessageSearchTheme {
    let theme = SBUMessageSearchTheme()
    theme.statusBarStyle = .lightContent
    theme.navigationBarStyle = .black
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationBarShadowColor = SBUColorSet.background500
    theme.backgroundColor = SBUColorSet.background600
    theme.searchTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.searchTextFont = SBUFontSet.body3
    theme.searchTextBackgroundColor = SBUColorSet.background400
    theme.searchPlaceholderColor = SBUColorSet.onDarkTextLowEmphasis
    theme.searchIconTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.clearIconTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.cancelButtonTintColor = SBUColorSet.primaryLight
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var navigationBarStyle: UIBarStyle = .default
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationBarShadowColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var searchTextColor: UIColor = UIColor.clear
  public var searchTextFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var searchTextBackgroundColor: UIColor = UIColor.clear
  public var searchPlaceholderColor: UIColor = UIColor.clear
  public var searchIconTintColor: UIColor = UIColor.clear
  public var clearIconTintColor: UIColor = UIColor.clear
  public var cancelButtonTintColor: UIColor = UIColor.clear
}

public class SBUMessageSearchResultCellTheme {
  public static var light: SBUMessageSearchResultCellTheme {
    let theme = SBUMessageSearchResultCellTheme()
    theme.backgroundColor = SBUColorSet.background50
    theme.titleFont = SBUFontSet.subtitle1
    theme.titleTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.descriptionFont = SBUFontSet.body3
    theme.descriptionTextColor = SBUColorSet.onLightTextLowEmphasis
    theme.updatedAtFont = SBUFontSet.caption2
    theme.updatedAtTextColor = SBUColorSet.onLightTextMidEmphasis
    theme.fileMessageFont = SBUFontSet.body3
    theme.fileMessageTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.fileMessageIconBackgroundColor = SBUColorSet.background100
    theme.fileMessageIconTintColor = SBUColorSet.onLightTextMidEmphasis
    theme.separatorLineColor = SBUColorSet.onLightTextDisabled
    return theme
  }
  public static var dark: SBUMessageSearchResultCellTheme {
    let theme = SBUMessageSearchResultCellTheme()
    theme.backgroundColor = SBUColorSet.background600
    theme.titleFont = SBUFontSet.subtitle1
    theme.titleTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.descriptionFont = SBUFontSet.body3
    theme.descriptionTextColor = SBUColorSet.onDarkTextLowEmphasis
    theme.updatedAtFont = SBUFontSet.caption2
    theme.updatedAtTextColor = SBUColorSet.onDarkTextMidEmphasis
    theme.fileMessageFont = SBUFontSet.body3
    theme.fileMessageTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.fileMessageIconBackgroundColor = SBUColorSet.background500
    theme.fileMessageIconTintColor = SBUColorSet.onDarkTextMidEmphasis
    theme.separatorLineColor = SBUColorSet.onDarkTextDisabled
    return theme
  }
  public init() {}
  public var backgroundColor: UIColor = UIColor.clear
  public var titleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var titleTextColor: UIColor = UIColor.clear
  public var descriptionFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var descriptionTextColor: UIColor = UIColor.clear
  public var updatedAtFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var updatedAtTextColor: UIColor = UIColor.clear
  public var fileMessageFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var fileMessageTextColor: UIColor = UIColor.clear
  public var fileMessageIconBackgroundColor: UIColor = UIColor.clear
  public var fileMessageIconTintColor: UIColor = UIColor.clear
  public var separatorLineColor: UIColor = UIColor.clear
}

public class SBUCreateOpenChannelTheme {
  public static var light: SBUCreateOpenChannelTheme {
    let theme = SBUCreateOpenChannelTheme()
    theme.statusBarStyle = .darkContent
    theme.leftBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonTintColor = SBUColorSet.primaryMain
    theme.rightBarButtonDisabledTintColor = SBUColorSet.onLightTextDisabled
    theme.navigationBarTintColor = SBUColorSet.background50
    theme.navigationBarShadowColor = SBUColorSet.onLightTextDisabled
    theme.backgroundColor = SBUColorSet.background50
    theme.textFieldPlaceholderColor = SBUColorSet.onLightTextLowEmphasis
    theme.textFieldTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.textFieldFont = SBUFontSet.subtitle1
    theme.textFieldUnderlineColor = SBUColorSet.onLightTextDisabled
    theme.actionSheetItemColor = SBUColorSet.primaryMain
    theme.actionSheetTextColor = SBUColorSet.onLightTextHighEmphasis
    theme.actionSheetRemoveTextColor = SBUColorSet.errorMain
    theme.actionSheetCancelTextColor = SBUColorSet.primaryMain
    return theme
  }
  public static var dark: SBUCreateOpenChannelTheme {
    let theme = SBUCreateOpenChannelTheme()
    theme.statusBarStyle = .lightContent
    theme.leftBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonTintColor = SBUColorSet.primaryLight
    theme.rightBarButtonDisabledTintColor = SBUColorSet.onDarkTextDisabled
    theme.navigationBarTintColor = SBUColorSet.background500
    theme.navigationBarShadowColor = SBUColorSet.background500
    theme.backgroundColor = SBUColorSet.background600
    theme.textFieldPlaceholderColor = SBUColorSet.onDarkTextLowEmphasis
    theme.textFieldTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.textFieldFont = SBUFontSet.subtitle1
    theme.textFieldUnderlineColor = SBUColorSet.onLightTextDisabled
    theme.actionSheetItemColor = SBUColorSet.primaryLight
    theme.actionSheetTextColor = SBUColorSet.onDarkTextHighEmphasis
    theme.actionSheetRemoveTextColor = SBUColorSet.errorLight
    theme.actionSheetCancelTextColor = SBUColorSet.primaryLight
    return theme
  }
  public init() {}
  public var statusBarStyle: UIStatusBarStyle = .default
  public var leftBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonTintColor: UIColor = UIColor.clear
  public var rightBarButtonDisabledTintColor: UIColor = UIColor.clear
  public var navigationBarTintColor: UIColor = UIColor.clear
  public var navigationBarShadowColor: UIColor = UIColor.clear
  public var backgroundColor: UIColor = UIColor.clear
  public var textFieldPlaceholderColor: UIColor = UIColor.clear
  public var textFieldTextColor: UIColor = UIColor.clear
  public var textFieldFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var textFieldUnderlineColor: UIColor = UIColor.clear
  public var actionSheetItemColor: UIColor = UIColor.clear
  public var actionSheetTextColor: UIColor = UIColor.clear
  public var actionSheetRemoveTextColor: UIColor = UIColor.clear
  public var actionSheetCancelTextColor: UIColor = UIColor.clear
}

public class SBUVoiceMessageInputTheme {
  public static var light: SBUVoiceMessageInputTheme {
    let theme = SBUVoiceMessageInputTheme()
    theme.backgroundColor = SBUColorSet.background50
    theme.overlayColor = SBUColorSet.overlayDark
    theme.cancelTitleColor = SBUColorSet.primaryMain
    theme.cancelTitleFont = SBUFontSet.button2
    theme.progressTintColor = SBUColorSet.onLightTextLowEmphasis
    theme.progressTrackTintColor = SBUColorSet.primaryMain
    theme.progressTrackDeactivatedTintColor = SBUColorSet.background100
    theme.progressTimeFont = SBUFontSet.caption1
    theme.progressTimeColor = SBUColorSet.onDarkTextHighEmphasis
    theme.progressDeactivatedTimeColor = SBUColorSet.onLightTextLowEmphasis
    theme.progressRecordingIconTintColor = SBUColorSet.errorMain
    theme.statusButtonBackgroundColor = SBUColorSet.background100
    theme.recordingButtonTintColor = SBUColorSet.errorMain
    theme.stopButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.playButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.pauseButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.sendButtonBackgroundColor = SBUColorSet.primaryMain
    theme.sendButtonDisabledBackgroundColor = SBUColorSet.background100
    theme.sendButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.sendButtonDisabledTintColor = SBUColorSet.onLightTextDisabled
    return theme
  }
  public static var dark: SBUVoiceMessageInputTheme {
    let theme = SBUVoiceMessageInputTheme()
    theme.backgroundColor = SBUColorSet.background600
    theme.overlayColor = SBUColorSet.overlayDark
    theme.cancelTitleColor = SBUColorSet.primaryLight
    theme.cancelTitleFont = SBUFontSet.button2
    theme.progressTintColor = SBUColorSet.onDarkTextLowEmphasis
    theme.progressTrackTintColor = SBUColorSet.primaryLight
    theme.progressTrackDeactivatedTintColor = SBUColorSet.background400
    theme.progressTimeFont = SBUFontSet.caption1
    theme.progressTimeColor = SBUColorSet.onLightTextHighEmphasis
    theme.progressDeactivatedTimeColor = SBUColorSet.onDarkTextLowEmphasis
    theme.progressRecordingIconTintColor = SBUColorSet.errorLight
    theme.statusButtonBackgroundColor = SBUColorSet.background500
    theme.recordingButtonTintColor = SBUColorSet.errorLight
    theme.stopButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.playButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.pauseButtonTintColor = SBUColorSet.onDarkTextHighEmphasis
    theme.sendButtonBackgroundColor = SBUColorSet.primaryLight
    theme.sendButtonDisabledBackgroundColor = SBUColorSet.background500
    theme.sendButtonTintColor = SBUColorSet.onLightTextHighEmphasis
    theme.sendButtonDisabledTintColor = SBUColorSet.onDarkTextDisabled
    return theme
  }
  public init() {}
  public var backgroundColor: UIColor = UIColor.clear
  public var overlayColor: UIColor = UIColor.clear
  public var cancelTitleColor: UIColor = UIColor.clear
  public var cancelTitleFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var progressTintColor: UIColor = UIColor.clear
  public var progressTrackTintColor: UIColor = UIColor.clear
  public var progressTrackDeactivatedTintColor: UIColor = UIColor.clear
  public var progressTimeFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var progressTimeColor: UIColor = UIColor.clear
  public var progressDeactivatedTimeColor: UIColor = UIColor.clear
  public var progressRecordingIconTintColor: UIColor = UIColor.clear
  public var statusButtonBackgroundColor: UIColor = UIColor.clear
  public var recordingButtonTintColor: UIColor = UIColor.clear
  public var stopButtonTintColor: UIColor = UIColor.clear
  public var playButtonTintColor: UIColor = UIColor.clear
  public var pauseButtonTintColor: UIColor = UIColor.clear
  public var sendButtonBackgroundColor: UIColor = UIColor.clear
  public var sendButtonDisabledBackgroundColor: UIColor = UIColor.clear
  public var sendButtonTintColor: UIColor = UIColor.clear
  public var sendButtonDisabledTintColor: UIColor = UIColor.clear
}

public class SBUOverlayTheme {
  public init(
    channelTheme: SBUChannelTheme = .overlay,
    messageInputTheme: SBUMessageInputTheme = .overlay,
    messageCellTheme: SBUMessageCellTheme = .overlay,
    componentTheme: SBUComponentTheme = .overlay
  ) {
    self.channelTheme = channelTheme
    self.messageInputTheme = messageInputTheme
    self.messageCellTheme = messageCellTheme
    self.componentTheme = componentTheme
  }
  public var channelTheme: SBUChannelTheme
  public var messageInputTheme: SBUMessageInputTheme
  public var messageCellTheme: SBUMessageCellTheme
  public var componentTheme: SBUComponentTheme
}

public class SBUTheme {
  public init(
    groupChannelListTheme: SBUGroupChannelListTheme = .light,
    groupChannelCellTheme: SBUGroupChannelCellTheme = .light,
    openChannelListTheme: SBUOpenChannelListTheme = .light,
    openChannelCellTheme: SBUOpenChannelCellTheme = .light,
    channelTheme: SBUChannelTheme = .light,
    messageInputTheme: SBUMessageInputTheme = .light,
    messageCellTheme: SBUMessageCellTheme = .light,
    userListTheme: SBUUserListTheme = .light,
    userCellTheme: SBUUserCellTheme = .light,
    channelSettingsTheme: SBUChannelSettingsTheme = .light,
    userProfileTheme: SBUUserProfileTheme = .light,
    componentTheme: SBUComponentTheme = .light,
    messageSearchTheme: SBUMessageSearchTheme = .light,
    messageSearchResultCellTheme: SBUMessageSearchResultCellTheme = .light,
    createOpenChannelTheme: SBUCreateOpenChannelTheme = .light,
    voiceMessageInputTheme: SBUVoiceMessageInputTheme = .light,
    overlayTheme: SBUOverlayTheme = .init()
  ) {
    self.groupChannelListTheme = groupChannelListTheme
    self.groupChannelCellTheme = groupChannelCellTheme
    self.openChannelListTheme = openChannelListTheme
    self.openChannelCellTheme = openChannelCellTheme
    self.channelTheme = channelTheme
    self.messageInputTheme = messageInputTheme
    self.messageCellTheme = messageCellTheme
    self.userListTheme = userListTheme
    self.userCellTheme = userCellTheme
    self.channelSettingsTheme = channelSettingsTheme
    self.userProfileTheme = userProfileTheme
    self.componentTheme = componentTheme
    self.messageSearchTheme = messageSearchTheme
    self.messageSearchResultCellTheme = messageSearchResultCellTheme
    self.createOpenChannelTheme = createOpenChannelTheme
    self.voiceMessageInputTheme = voiceMessageInputTheme
    self.overlayTheme = overlayTheme
  }

  public static func set(theme: SBUTheme) {
    self.colorScheme = theme.colorScheme
    self.shared = theme
  }

  /// Replaces every component theme with the stock one of the scheme, built from the
  /// palette as it is now, and the overlay theme with the stock overlay one.
  public static func set(colorScheme: SBUThemeColorScheme) {
    self.colorScheme = colorScheme
    switch colorScheme {
    case .light: self.shared = .light
    case .dark: self.shared = .dark
    }
  }

  public static var light: SBUTheme {
    let theme = SBUTheme(
      groupChannelListTheme: .light,
      groupChannelCellTheme: .light,
      openChannelListTheme: .light,
      openChannelCellTheme: .light,
      channelTheme: .light,
      messageInputTheme: .light,
      messageCellTheme: .light,
      userListTheme: .light,
      userCellTheme: .light,
      channelSettingsTheme: .light,
      userProfileTheme: .light,
      componentTheme: .light,
      messageSearchTheme: .light,
      messageSearchResultCellTheme: .light,
      createOpenChannelTheme: .light,
      voiceMessageInputTheme: .light,
      overlayTheme: .init()
    )
    theme.colorScheme = .light
    return theme
  }

  public static var dark: SBUTheme {
    let theme = SBUTheme(
      groupChannelListTheme: .dark,
      groupChannelCellTheme: .dark,
      openChannelListTheme: .dark,
      openChannelCellTheme: .dark,
      channelTheme: .dark,
      messageInputTheme: .dark,
      messageCellTheme: .dark,
      userListTheme: .dark,
      userCellTheme: .dark,
      channelSettingsTheme: .dark,
      userProfileTheme: .dark,
      componentTheme: .dark,
      messageSearchTheme: .dark,
      messageSearchResultCellTheme: .dark,
      createOpenChannelTheme: .dark,
      voiceMessageInputTheme: .dark,
      overlayTheme: .init()
    )
    theme.colorScheme = .dark
    return theme
  }

  public static var groupChannelListTheme: SBUGroupChannelListTheme {
    get { shared.groupChannelListTheme }
    set { shared.groupChannelListTheme = newValue }
  }

  public static var groupChannelCellTheme: SBUGroupChannelCellTheme {
    get { shared.groupChannelCellTheme }
    set { shared.groupChannelCellTheme = newValue }
  }

  public static var openChannelListTheme: SBUOpenChannelListTheme {
    get { shared.openChannelListTheme }
    set { shared.openChannelListTheme = newValue }
  }

  public static var openChannelCellTheme: SBUOpenChannelCellTheme {
    get { shared.openChannelCellTheme }
    set { shared.openChannelCellTheme = newValue }
  }

  public static var channelTheme: SBUChannelTheme {
    get { shared.channelTheme }
    set { shared.channelTheme = newValue }
  }

  public static var messageInputTheme: SBUMessageInputTheme {
    get { shared.messageInputTheme }
    set { shared.messageInputTheme = newValue }
  }

  public static var messageCellTheme: SBUMessageCellTheme {
    get { shared.messageCellTheme }
    set { shared.messageCellTheme = newValue }
  }

  public static var userListTheme: SBUUserListTheme {
    get { shared.userListTheme }
    set { shared.userListTheme = newValue }
  }

  public static var userCellTheme: SBUUserCellTheme {
    get { shared.userCellTheme }
    set { shared.userCellTheme = newValue }
  }

  public static var channelSettingsTheme: SBUChannelSettingsTheme {
    get { shared.channelSettingsTheme }
    set { shared.channelSettingsTheme = newValue }
  }

  public static var userProfileTheme: SBUUserProfileTheme {
    get { shared.userProfileTheme }
    set { shared.userProfileTheme = newValue }
  }

  public static var componentTheme: SBUComponentTheme {
    get { shared.componentTheme }
    set { shared.componentTheme = newValue }
  }

  public static var messageSearchTheme: SBUMessageSearchTheme {
    get { shared.messageSearchTheme }
    set { shared.messageSearchTheme = newValue }
  }

  public static var messageSearchResultCellTheme: SBUMessageSearchResultCellTheme {
    get { shared.messageSearchResultCellTheme }
    set { shared.messageSearchResultCellTheme = newValue }
  }

  public static var createOpenChannelTheme: SBUCreateOpenChannelTheme {
    get { shared.createOpenChannelTheme }
    set { shared.createOpenChannelTheme = newValue }
  }

  public static var voiceMessageInputTheme: SBUVoiceMessageInputTheme {
    get { shared.voiceMessageInputTheme }
    set { shared.voiceMessageInputTheme = newValue }
  }

  public static var overlayTheme: SBUOverlayTheme {
    get { shared.overlayTheme }
    set { shared.overlayTheme = newValue }
  }

  static var shared: SBUTheme = SBUTheme()
  public internal(set) static var colorScheme: SBUThemeColorScheme = .light
  var colorScheme: SBUThemeColorScheme = .light
  private var groupChannelListTheme: SBUGroupChannelListTheme
  private var groupChannelCellTheme: SBUGroupChannelCellTheme
  private var openChannelListTheme: SBUOpenChannelListTheme
  private var openChannelCellTheme: SBUOpenChannelCellTheme
  private var channelTheme: SBUChannelTheme
  private var messageInputTheme: SBUMessageInputTheme
  private var messageCellTheme: SBUMessageCellTheme
  private var userListTheme: SBUUserListTheme
  private var userCellTheme: SBUUserCellTheme
  private var channelSettingsTheme: SBUChannelSettingsTheme
  private var userProfileTheme: SBUUserProfileTheme
  private var componentTheme: SBUComponentTheme
  private var messageSearchTheme: SBUMessageSearchTheme
  private var messageSearchResultCellTheme: SBUMessageSearchResultCellTheme
  private var createOpenChannelTheme: SBUCreateOpenChannelTheme
  private var voiceMessageInputTheme: SBUVoiceMessageInputTheme
  private var overlayTheme: SBUOverlayTheme
}
