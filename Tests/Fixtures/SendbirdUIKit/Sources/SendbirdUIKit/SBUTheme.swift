// swift-format-ignore-file
// Generated from themec's catalogues by SDKStandInTests (UPDATE_GOLDENS=1 swift test). Do not edit.
import Foundation
import UIKit

public enum SBUThemeColorScheme { case light, dark }

@propertyWrapper public struct SBUAdaptive<T> {
  public private(set) var base: T
  public private(set) var liquidGlass: T
  public init(base: T, liquidGlass: T) { self.base = base; self.liquidGlass = liquidGlass }
  public var wrappedValue: T { base }
  public var projectedValue: Self { get { self } set { self = newValue } }
  public mutating func updateValues(base: T? = nil, liquidGlass: T? = nil) {
    if let base { self.base = base }
    if let liquidGlass { self.liquidGlass = liquidGlass }
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
}

public class SBUIconSet {
  public static var iconAdd: UIImage = UIImage()
  public static var iconBack: UIImage = UIImage()
  public static var iconBan: UIImage = UIImage()
  public static var iconBroadcast: UIImage = UIImage()
  public static var iconCamera: UIImage = UIImage()
  public static var iconChat: UIImage = UIImage()
  public static var iconChannels: UIImage = UIImage()
  public static var iconCheckboxChecked: UIImage = UIImage()
  public static var iconCheckboxUnchecked: UIImage = UIImage()
  public static var iconChevronDown: UIImage = UIImage()
  public static var iconChevronRight: UIImage = UIImage()
  public static var iconClose: UIImage = UIImage()
  public static var iconCopy: UIImage = UIImage()
  public static var iconCreate: UIImage = UIImage()
  public static var iconDelete: UIImage = UIImage()
  public static var iconDocument: UIImage = UIImage()
  public static var iconDone: UIImage = UIImage()
  public static var iconDoneAll: UIImage = UIImage()
  public static var iconDownload: UIImage = UIImage()
  public static var iconEdit: UIImage = UIImage()
  public static var iconEmojiMore: UIImage = UIImage()
  public static var iconEmpty: UIImage = UIImage()
  public static var iconError: UIImage = UIImage()
  public static var iconFileAudio: UIImage = UIImage()
  public static var iconFileDocument: UIImage = UIImage()
  public static var iconFreeze: UIImage = UIImage()
  public static var iconGif: UIImage = UIImage()
  public static var iconInfo: UIImage = UIImage()
  public static var iconLeave: UIImage = UIImage()
  public static var iconMembers: UIImage = UIImage()
  public static var iconMessage: UIImage = UIImage()
  public static var iconModerations: UIImage = UIImage()
  public static var iconMore: UIImage = UIImage()
  public static var iconMute: UIImage = UIImage()
  public static var iconNotificationFilled: UIImage = UIImage()
  public static var iconNotificationOffFilled: UIImage = UIImage()
  public static var iconNotifications: UIImage = UIImage()
  public static var iconOperator: UIImage = UIImage()
  public static var iconPhoto: UIImage = UIImage()
  public static var iconPlay: UIImage = UIImage()
  public static var iconPlus: UIImage = UIImage()
  public static var iconQuestion: UIImage = UIImage()
  public static var iconRefresh: UIImage = UIImage()
  public static var iconRemove: UIImage = UIImage()
  public static var iconSearch: UIImage = UIImage()
  public static var iconSend: UIImage = UIImage()
  public static var iconSpinner: UIImage = UIImage()
  public static var iconSupergroup: UIImage = UIImage()
  public static var iconThumbnailNone: UIImage = UIImage()
  public static var iconUser: UIImage = UIImage()
  public static var iconReply: UIImage = UIImage()
  public static var iconReplied: UIImage = UIImage()
  public static var iconThread: UIImage = UIImage()
  public static var iconRadioButtonOn: UIImage = UIImage()
  public static var iconRadioButtonOff: UIImage = UIImage()
  public static var iconVoiceMessageOn: UIImage = UIImage()
  public static var iconPause: UIImage = UIImage()
  public static var iconRecording: UIImage = UIImage()
  public static var iconStop: UIImage = UIImage()
  public static var iconGood: UIImage = UIImage()
  public static var iconBad: UIImage = UIImage()
  public static var iconMarkAsUnread: UIImage = UIImage()
}

public class SBUGroupChannelListTheme {
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
  public init() {}
  public var backgroundColor: UIColor { UIColor.clear }
  public var textFieldBackgroundColor: UIColor { UIColor.clear }
  public var textFieldPlaceholderColor: UIColor = UIColor.clear
  public var textFieldPlaceholderFont: UIFont = UIFont.systemFont(ofSize: 14, weight: .regular)
  public var textFieldDisabledColor: UIColor = UIColor.clear
  public var textFieldTintColor: UIColor = UIColor.clear
  public var textFieldTextColor: UIColor = UIColor.clear
  public var textFieldBorderColor: UIColor { UIColor.clear }
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
  public var channelViewDividerColor: UIColor { UIColor.clear }
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
  public var quotedMessageBackgroundColor: UIColor { UIColor.clear }
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
  public var unknownMessageDescTextColor: UIColor { UIColor.clear }
}

public class SBUUserListTheme {
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
  public var userNameTextColor: UIColor { UIColor.clear }
  public var userNameFont: UIFont { UIFont.systemFont(ofSize: 14, weight: .regular) }
}

public class SBUChannelSettingsTheme {
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
  public var backgroundColor: UIColor { UIColor.clear }
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
  public var channelTheme = SBUChannelTheme()
  public var messageInputTheme = SBUMessageInputTheme()
  public var messageCellTheme = SBUMessageCellTheme()
  public var componentTheme = SBUComponentTheme()
}

public class SBUTheme {
  public static func set(colorScheme: SBUThemeColorScheme) {}
  public static var groupChannelListTheme = SBUGroupChannelListTheme()
  public static var groupChannelCellTheme = SBUGroupChannelCellTheme()
  public static var openChannelListTheme = SBUOpenChannelListTheme()
  public static var openChannelCellTheme = SBUOpenChannelCellTheme()
  public static var channelTheme = SBUChannelTheme()
  public static var messageInputTheme = SBUMessageInputTheme()
  public static var messageCellTheme = SBUMessageCellTheme()
  public static var userListTheme = SBUUserListTheme()
  public static var userCellTheme = SBUUserCellTheme()
  public static var channelSettingsTheme = SBUChannelSettingsTheme()
  public static var userProfileTheme = SBUUserProfileTheme()
  public static var componentTheme = SBUComponentTheme()
  public static var messageSearchTheme = SBUMessageSearchTheme()
  public static var messageSearchResultCellTheme = SBUMessageSearchResultCellTheme()
  public static var createOpenChannelTheme = SBUCreateOpenChannelTheme()
  public static var voiceMessageInputTheme = SBUVoiceMessageInputTheme()
  public static var overlayTheme = SBUOverlayTheme()
}
