import ThemeRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text colour and the background it is drawn on in an SDK component, both properties of one class.
public struct ContrastPair: Sendable {
  /// The theme class.
  public var className: String
  /// The text (or icon) colour property.
  public var text: String
  /// The background colour property.
  public var background: String
}

/// Text/background pairs that appear together in SendbirdUIKit's components (read from the
/// SDK's views: which label sits on which view).
public let contrastPairs: [ContrastPair] = [
  ("SBUMessageCellTheme", "userMessageLeftTextColor", "leftBackgroundColor"),
  ("SBUMessageCellTheme", "userMessageRightTextColor", "rightBackgroundColor"),
  ("SBUMessageCellTheme", "fileMessageLeftTextColor", "leftBackgroundColor"),
  ("SBUMessageCellTheme", "fileMessageRightTextColor", "rightBackgroundColor"),
  ("SBUMessageCellTheme", "unknownMessageDescLeftTextColor", "leftBackgroundColor"),
  ("SBUMessageCellTheme", "unknownMessageDescRightTextColor", "rightBackgroundColor"),
  ("SBUMessageCellTheme", "messageLeftHighlightTextColor", "leftBackgroundColor"),
  ("SBUMessageCellTheme", "messageRightHighlightTextColor", "rightBackgroundColor"),
  ("SBUMessageCellTheme", "quotedMessageTextColor", "quotedMessageLeftBackgroundColor"),
  ("SBUMessageCellTheme", "dateTextColor", "dateBackgroundColor"),
  ("SBUMessageCellTheme", "buttonTitleColor", "buttonBackgroundColor"),
  ("SBUMessageCellTheme", "formSubmitButtonTitleColor", "formSubmitButtonBackgroundColor"),
  ("SBUMessageCellTheme", "parentInfoUserNameTextColor", "parentInfoBackgroundColor"),
  ("SBUGroupChannelCellTheme", "titleTextColor", "backgroundColor"),
  ("SBUGroupChannelCellTheme", "messageTextColor", "backgroundColor"),
  ("SBUGroupChannelCellTheme", "unreadCountTextColor", "unreadCountBackgroundColor"),
  ("SBUOpenChannelCellTheme", "titleTextColor", "backgroundColor"),
  ("SBUChannelTheme", "channelStateBannerTextColor", "channelStateBannerBackgroundColor"),
  ("SBUMessageInputTheme", "textFieldTextColor", "textFieldBackgroundColorAdaptive"),
  ("SBUUserCellTheme", "nicknameTextColor", "backgroundColor"),
  ("SBUChannelSettingsTheme", "cellTextColor", "backgroundColor"),
  ("SBUUserProfileTheme", "usernameTextColor", "backgroundColor"),
  ("SBUComponentTheme", "alertTitleColor", "backgroundColorAdaptive"),
  ("SBUComponentTheme", "actionSheetTextColor", "backgroundColorAdaptive"),
  ("SBUComponentTheme", "newMessageButtonTintColor", "newMessageButtonBackground"),
  ("SBUComponentTheme", "loadingTextColor", "loadingPopupBackgroundColor"),
  ("SBUComponentTheme", "toastTitleColor", "toastContainerColor"),
  ("SBUMessageSearchTheme", "searchTextColor", "searchTextBackgroundColor"),
  ("SBUMessageSearchResultCellTheme", "titleTextColor", "backgroundColor"),
  ("SBUCreateOpenChannelTheme", "textFieldTextColor", "backgroundColor"),
].map { ContrastPair(className: $0.0, text: $0.1, background: $0.2) }

/// The screen a variant's backgrounds are drawn over, for contrast: white in light, black
/// in dark and overlay.
public func contrastCanvas(_ variant: ThemeVariant) -> RGBA8 {
  variant == .light ? RGBA8(red: 255, green: 255, blue: 255, alpha: 255) : RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
}

/// WCAG 2.x relative luminance of an opaque colour.
func relativeLuminance(_ color: RGBA8) -> Double {
  func linear(_ channel: UInt8) -> Double {
    let value = Double(channel) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
  return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
}

/// `top` composited over an opaque `bottom`.
func composite(_ top: RGBA8, over bottom: RGBA8) -> RGBA8 {
  let alpha = Double(top.alpha) / 255
  func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
  return RGBA8(
    red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: 255)
}

/// The WCAG 2.x contrast ratio of text over a background, the background drawn over the
/// screen's canvas (white in light, black in dark), translucent colours composited first.
public func contrastRatio(text: RGBA8, background: RGBA8, canvas: RGBA8) -> Double {
  let ground = composite(background, over: canvas)
  let ink = composite(text, over: ground)
  let (a, b) = (relativeLuminance(ink), relativeLuminance(ground))
  return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}
