// Generated from themec's SendbirdUIKit 3.35.1 catalogue by `swift run _generate`.
// Do not edit.

/// SendbirdUIKit 3.35.1's style surface, typed by its own names: what a generated
/// `ThemeStyles` gives for a theme (`ThemeStyles.brand.colors.primaryMain`,
/// `ThemeStyles.brand.dark.channelTheme.backgroundColor`). Each accessor reads the theme's
/// resolved value from the catalogue, or a placeholder (`.clear`, `.missing`, 0, "") for a
/// catalogue without it: a project on an earlier release (`sdk-version`) has none of what
/// arrived after it, and each such member names the release it arrived in.
public enum SendbirdStyles {
  /// `SBUColorSet`'s palette.
  public struct Colors: Sendable {
    let reader: StyleReader

    /// The accessors over a reader.
    public init(_ reader: StyleReader) {
      self.reader = reader
    }

    /// `SBUColorSet.primaryExtraLight`.
    public var primaryExtraLight: RGBAColor { reader.color("primaryExtraLight") }

    /// `SBUColorSet.primaryLight`.
    public var primaryLight: RGBAColor { reader.color("primaryLight") }

    /// `SBUColorSet.primaryMain`.
    public var primaryMain: RGBAColor { reader.color("primaryMain") }

    /// `SBUColorSet.primaryDark`.
    public var primaryDark: RGBAColor { reader.color("primaryDark") }

    /// `SBUColorSet.primaryExtraDark`.
    public var primaryExtraDark: RGBAColor { reader.color("primaryExtraDark") }

    /// `SBUColorSet.secondaryExtraLight`.
    public var secondaryExtraLight: RGBAColor { reader.color("secondaryExtraLight") }

    /// `SBUColorSet.secondaryLight`.
    public var secondaryLight: RGBAColor { reader.color("secondaryLight") }

    /// `SBUColorSet.secondaryMain`.
    public var secondaryMain: RGBAColor { reader.color("secondaryMain") }

    /// `SBUColorSet.secondaryDark`.
    public var secondaryDark: RGBAColor { reader.color("secondaryDark") }

    /// `SBUColorSet.secondaryExtraDark`.
    public var secondaryExtraDark: RGBAColor { reader.color("secondaryExtraDark") }

    /// `SBUColorSet.background50`.
    public var background50: RGBAColor { reader.color("background50") }

    /// `SBUColorSet.background100`.
    public var background100: RGBAColor { reader.color("background100") }

    /// `SBUColorSet.background200`.
    public var background200: RGBAColor { reader.color("background200") }

    /// `SBUColorSet.background300`.
    public var background300: RGBAColor { reader.color("background300") }

    /// `SBUColorSet.background400`.
    public var background400: RGBAColor { reader.color("background400") }

    /// `SBUColorSet.background500`.
    public var background500: RGBAColor { reader.color("background500") }

    /// `SBUColorSet.background600`.
    public var background600: RGBAColor { reader.color("background600") }

    /// `SBUColorSet.background700`.
    public var background700: RGBAColor { reader.color("background700") }

    /// `SBUColorSet.background0`. Since SendbirdUIKit 3.34.0.
    public var background0: RGBAColor { reader.color("background0") }

    /// `SBUColorSet.buttonBackgroundLight`. Since SendbirdUIKit 3.34.0.
    public var buttonBackgroundLight: RGBAColor { reader.color("buttonBackgroundLight") }

    /// `SBUColorSet.buttonHighlightedBackgroundLight`. Since SendbirdUIKit 3.34.0.
    public var buttonHighlightedBackgroundLight: RGBAColor { reader.color("buttonHighlightedBackgroundLight") }

    /// `SBUColorSet.buttonBackgroundDark`. Since SendbirdUIKit 3.34.0.
    public var buttonBackgroundDark: RGBAColor { reader.color("buttonBackgroundDark") }

    /// `SBUColorSet.buttonHighlitedBackgroundDark`. Since SendbirdUIKit 3.34.0.
    public var buttonHighlitedBackgroundDark: RGBAColor { reader.color("buttonHighlitedBackgroundDark") }

    /// `SBUColorSet.overlayDark`.
    public var overlayDark: RGBAColor { reader.color("overlayDark") }

    /// `SBUColorSet.overlayLight`.
    public var overlayLight: RGBAColor { reader.color("overlayLight") }

    /// `SBUColorSet.overlayDarkLiquidGlass`. Since SendbirdUIKit 3.34.0.
    public var overlayDarkLiquidGlass: RGBAColor { reader.color("overlayDarkLiquidGlass") }

    /// `SBUColorSet.onLightTextHighEmphasis`.
    public var onLightTextHighEmphasis: RGBAColor { reader.color("onLightTextHighEmphasis") }

    /// `SBUColorSet.onLightTextMidEmphasis`.
    public var onLightTextMidEmphasis: RGBAColor { reader.color("onLightTextMidEmphasis") }

    /// `SBUColorSet.onLightTextLowEmphasis`.
    public var onLightTextLowEmphasis: RGBAColor { reader.color("onLightTextLowEmphasis") }

    /// `SBUColorSet.onLightTextDisabled`.
    public var onLightTextDisabled: RGBAColor { reader.color("onLightTextDisabled") }

    /// `SBUColorSet.onDarkTextHighEmphasis`.
    public var onDarkTextHighEmphasis: RGBAColor { reader.color("onDarkTextHighEmphasis") }

    /// `SBUColorSet.onDarkTextMidEmphasis`.
    public var onDarkTextMidEmphasis: RGBAColor { reader.color("onDarkTextMidEmphasis") }

    /// `SBUColorSet.onDarkTextLowEmphasis`.
    public var onDarkTextLowEmphasis: RGBAColor { reader.color("onDarkTextLowEmphasis") }

    /// `SBUColorSet.onDarkTextDisabled`.
    public var onDarkTextDisabled: RGBAColor { reader.color("onDarkTextDisabled") }

    /// `SBUColorSet.errorExtraLight`.
    public var errorExtraLight: RGBAColor { reader.color("errorExtraLight") }

    /// `SBUColorSet.errorLight`.
    public var errorLight: RGBAColor { reader.color("errorLight") }

    /// `SBUColorSet.errorMain`.
    public var errorMain: RGBAColor { reader.color("errorMain") }

    /// `SBUColorSet.errorDark`.
    public var errorDark: RGBAColor { reader.color("errorDark") }

    /// `SBUColorSet.errorExtraDark`.
    public var errorExtraDark: RGBAColor { reader.color("errorExtraDark") }

    /// `SBUColorSet.informationExtraDark`. Since SendbirdUIKit 3.24.0.
    public var informationExtraDark: RGBAColor { reader.color("informationExtraDark") }

    /// `SBUColorSet.informationDark`. Since SendbirdUIKit 3.24.0.
    public var informationDark: RGBAColor { reader.color("informationDark") }

    /// `SBUColorSet.informationMain`. Since SendbirdUIKit 3.24.0.
    public var informationMain: RGBAColor { reader.color("informationMain") }

    /// `SBUColorSet.informationLight`.
    public var informationLight: RGBAColor { reader.color("informationLight") }

    /// `SBUColorSet.informationExtraLight`. Since SendbirdUIKit 3.24.0.
    public var informationExtraLight: RGBAColor { reader.color("informationExtraLight") }

    /// `SBUColorSet.highlight`.
    public var highlight: RGBAColor { reader.color("highlight") }

    /// `SBUColorSet.liquidGlassMenuViewShadowLight`. Since SendbirdUIKit 3.34.0.
    public var liquidGlassMenuViewShadowLight: RGBAColor { reader.color("liquidGlassMenuViewShadowLight") }

    /// `SBUColorSet.liquidGlassMenuViewShadowDark`. Since SendbirdUIKit 3.34.0.
    public var liquidGlassMenuViewShadowDark: RGBAColor { reader.color("liquidGlassMenuViewShadowDark") }

    /// `SBUColorSet.liquidGlassButtonHighlightLight`. Since SendbirdUIKit 3.34.0.
    public var liquidGlassButtonHighlightLight: RGBAColor { reader.color("liquidGlassButtonHighlightLight") }

    /// `SBUColorSet.liquidGlassButtonHighlightDark`. Since SendbirdUIKit 3.34.0.
    public var liquidGlassButtonHighlightDark: RGBAColor { reader.color("liquidGlassButtonHighlightDark") }

    /// `SBUColorSet.liquidGlassInputButtonBackgroundLight`. Since SendbirdUIKit 3.34.0.
    public var liquidGlassInputButtonBackgroundLight: RGBAColor {
      reader.color("liquidGlassInputButtonBackgroundLight")
    }

    /// `SBUColorSet.liquidGlassInputButtonBackgroundDark`. Since SendbirdUIKit 3.34.0.
    public var liquidGlassInputButtonBackgroundDark: RGBAColor { reader.color("liquidGlassInputButtonBackgroundDark") }
  }

  /// `SBUFontSet`'s fonts.
  public struct Fonts: Sendable {
    let reader: StyleReader

    /// The accessors over a reader.
    public init(_ reader: StyleReader) {
      self.reader = reader
    }

    /// `SBUFontSet.h1`.
    public var h1: FontStyle { reader.font("h1") }

    /// `SBUFontSet.h2`.
    public var h2: FontStyle { reader.font("h2") }

    /// `SBUFontSet.h3`.
    public var h3: FontStyle { reader.font("h3") }

    /// `SBUFontSet.body1`.
    public var body1: FontStyle { reader.font("body1") }

    /// `SBUFontSet.body2`.
    public var body2: FontStyle { reader.font("body2") }

    /// `SBUFontSet.body3`.
    public var body3: FontStyle { reader.font("body3") }

    /// `SBUFontSet.body4`.
    public var body4: FontStyle { reader.font("body4") }

    /// `SBUFontSet.button1`.
    public var button1: FontStyle { reader.font("button1") }

    /// `SBUFontSet.button2`.
    public var button2: FontStyle { reader.font("button2") }

    /// `SBUFontSet.button3`.
    public var button3: FontStyle { reader.font("button3") }

    /// `SBUFontSet.button4`. Since SendbirdUIKit 3.5.0.
    public var button4: FontStyle { reader.font("button4") }

    /// `SBUFontSet.caption1`.
    public var caption1: FontStyle { reader.font("caption1") }

    /// `SBUFontSet.caption2`.
    public var caption2: FontStyle { reader.font("caption2") }

    /// `SBUFontSet.caption3`.
    public var caption3: FontStyle { reader.font("caption3") }

    /// `SBUFontSet.caption4`.
    public var caption4: FontStyle { reader.font("caption4") }

    /// `SBUFontSet.subtitle1`.
    public var subtitle1: FontStyle { reader.font("subtitle1") }

    /// `SBUFontSet.subtitle2`.
    public var subtitle2: FontStyle { reader.font("subtitle2") }

    /// `SBUFontSet.subtitle3`.
    public var subtitle3: FontStyle { reader.font("subtitle3") }
  }

  /// `SBUIconSet`'s icons.
  public struct Icons: Sendable {
    let reader: StyleReader

    /// The accessors over a reader.
    public init(_ reader: StyleReader) {
      self.reader = reader
    }

    /// `SBUIconSet.iconAdd`.
    public var iconAdd: IconStyle { reader.icon("iconAdd") }

    /// `SBUIconSet.iconBack`.
    public var iconBack: IconStyle { reader.icon("iconBack") }

    /// `SBUIconSet.iconBan`.
    public var iconBan: IconStyle { reader.icon("iconBan") }

    /// `SBUIconSet.iconBroadcast`.
    public var iconBroadcast: IconStyle { reader.icon("iconBroadcast") }

    /// `SBUIconSet.iconCamera`.
    public var iconCamera: IconStyle { reader.icon("iconCamera") }

    /// `SBUIconSet.iconChat`.
    public var iconChat: IconStyle { reader.icon("iconChat") }

    /// `SBUIconSet.iconChannels`. Since SendbirdUIKit 3.2.0.
    public var iconChannels: IconStyle { reader.icon("iconChannels") }

    /// `SBUIconSet.iconCheckboxChecked`.
    public var iconCheckboxChecked: IconStyle { reader.icon("iconCheckboxChecked") }

    /// `SBUIconSet.iconCheckboxUnchecked`.
    public var iconCheckboxUnchecked: IconStyle { reader.icon("iconCheckboxUnchecked") }

    /// `SBUIconSet.iconChevronDown`.
    public var iconChevronDown: IconStyle { reader.icon("iconChevronDown") }

    /// `SBUIconSet.iconChevronRight`.
    public var iconChevronRight: IconStyle { reader.icon("iconChevronRight") }

    /// `SBUIconSet.iconClose`.
    public var iconClose: IconStyle { reader.icon("iconClose") }

    /// `SBUIconSet.iconCopy`.
    public var iconCopy: IconStyle { reader.icon("iconCopy") }

    /// `SBUIconSet.iconCreate`.
    public var iconCreate: IconStyle { reader.icon("iconCreate") }

    /// `SBUIconSet.iconDelete`.
    public var iconDelete: IconStyle { reader.icon("iconDelete") }

    /// `SBUIconSet.iconDocument`.
    public var iconDocument: IconStyle { reader.icon("iconDocument") }

    /// `SBUIconSet.iconDone`.
    public var iconDone: IconStyle { reader.icon("iconDone") }

    /// `SBUIconSet.iconDoneAll`.
    public var iconDoneAll: IconStyle { reader.icon("iconDoneAll") }

    /// `SBUIconSet.iconDownload`.
    public var iconDownload: IconStyle { reader.icon("iconDownload") }

    /// `SBUIconSet.iconEdit`.
    public var iconEdit: IconStyle { reader.icon("iconEdit") }

    /// `SBUIconSet.iconEmojiMore`.
    public var iconEmojiMore: IconStyle { reader.icon("iconEmojiMore") }

    /// `SBUIconSet.iconEmpty`. Since SendbirdUIKit 3.3.0.
    public var iconEmpty: IconStyle { reader.icon("iconEmpty") }

    /// `SBUIconSet.iconError`.
    public var iconError: IconStyle { reader.icon("iconError") }

    /// `SBUIconSet.iconFileAudio`.
    public var iconFileAudio: IconStyle { reader.icon("iconFileAudio") }

    /// `SBUIconSet.iconFileDocument`.
    public var iconFileDocument: IconStyle { reader.icon("iconFileDocument") }

    /// `SBUIconSet.iconFreeze`.
    public var iconFreeze: IconStyle { reader.icon("iconFreeze") }

    /// `SBUIconSet.iconGif`.
    public var iconGif: IconStyle { reader.icon("iconGif") }

    /// `SBUIconSet.iconInfo`.
    public var iconInfo: IconStyle { reader.icon("iconInfo") }

    /// `SBUIconSet.iconLeave`.
    public var iconLeave: IconStyle { reader.icon("iconLeave") }

    /// `SBUIconSet.iconMembers`.
    public var iconMembers: IconStyle { reader.icon("iconMembers") }

    /// `SBUIconSet.iconMessage`.
    public var iconMessage: IconStyle { reader.icon("iconMessage") }

    /// `SBUIconSet.iconModerations`.
    public var iconModerations: IconStyle { reader.icon("iconModerations") }

    /// `SBUIconSet.iconMore`.
    public var iconMore: IconStyle { reader.icon("iconMore") }

    /// `SBUIconSet.iconMute`.
    public var iconMute: IconStyle { reader.icon("iconMute") }

    /// `SBUIconSet.iconNotificationFilled`.
    public var iconNotificationFilled: IconStyle { reader.icon("iconNotificationFilled") }

    /// `SBUIconSet.iconNotificationOffFilled`.
    public var iconNotificationOffFilled: IconStyle { reader.icon("iconNotificationOffFilled") }

    /// `SBUIconSet.iconNotifications`.
    public var iconNotifications: IconStyle { reader.icon("iconNotifications") }

    /// `SBUIconSet.iconOperator`.
    public var iconOperator: IconStyle { reader.icon("iconOperator") }

    /// `SBUIconSet.iconPhoto`.
    public var iconPhoto: IconStyle { reader.icon("iconPhoto") }

    /// `SBUIconSet.iconPlay`.
    public var iconPlay: IconStyle { reader.icon("iconPlay") }

    /// `SBUIconSet.iconPlus`.
    public var iconPlus: IconStyle { reader.icon("iconPlus") }

    /// `SBUIconSet.iconQuestion`.
    public var iconQuestion: IconStyle { reader.icon("iconQuestion") }

    /// `SBUIconSet.iconRefresh`.
    public var iconRefresh: IconStyle { reader.icon("iconRefresh") }

    /// `SBUIconSet.iconRemove`.
    public var iconRemove: IconStyle { reader.icon("iconRemove") }

    /// `SBUIconSet.iconSearch`.
    public var iconSearch: IconStyle { reader.icon("iconSearch") }

    /// `SBUIconSet.iconSend`.
    public var iconSend: IconStyle { reader.icon("iconSend") }

    /// `SBUIconSet.iconSpinner`.
    public var iconSpinner: IconStyle { reader.icon("iconSpinner") }

    /// `SBUIconSet.iconSupergroup`.
    public var iconSupergroup: IconStyle { reader.icon("iconSupergroup") }

    /// `SBUIconSet.iconThumbnailNone`.
    public var iconThumbnailNone: IconStyle { reader.icon("iconThumbnailNone") }

    /// `SBUIconSet.iconUser`.
    public var iconUser: IconStyle { reader.icon("iconUser") }

    /// `SBUIconSet.iconReply`.
    public var iconReply: IconStyle { reader.icon("iconReply") }

    /// `SBUIconSet.iconReplied`.
    public var iconReplied: IconStyle { reader.icon("iconReplied") }

    /// `SBUIconSet.iconThread`. Since SendbirdUIKit 3.3.0.
    public var iconThread: IconStyle { reader.icon("iconThread") }

    /// `SBUIconSet.iconRadioButtonOn`.
    public var iconRadioButtonOn: IconStyle { reader.icon("iconRadioButtonOn") }

    /// `SBUIconSet.iconRadioButtonOff`.
    public var iconRadioButtonOff: IconStyle { reader.icon("iconRadioButtonOff") }

    /// `SBUIconSet.iconVoiceMessageOn`. Since SendbirdUIKit 3.4.0.
    public var iconVoiceMessageOn: IconStyle { reader.icon("iconVoiceMessageOn") }

    /// `SBUIconSet.iconPause`. Since SendbirdUIKit 3.4.0.
    public var iconPause: IconStyle { reader.icon("iconPause") }

    /// `SBUIconSet.iconRecording`. Since SendbirdUIKit 3.4.0.
    public var iconRecording: IconStyle { reader.icon("iconRecording") }

    /// `SBUIconSet.iconStop`. Since SendbirdUIKit 3.4.0.
    public var iconStop: IconStyle { reader.icon("iconStop") }

    /// `SBUIconSet.iconGood`. Since SendbirdUIKit 3.15.0.
    public var iconGood: IconStyle { reader.icon("iconGood") }

    /// `SBUIconSet.iconBad`. Since SendbirdUIKit 3.15.0.
    public var iconBad: IconStyle { reader.icon("iconBad") }

    /// `SBUIconSet.iconMarkAsUnread`. Since SendbirdUIKit 3.32.0.
    public var iconMarkAsUnread: IconStyle { reader.icon("iconMarkAsUnread") }
  }

  /// A light or dark variant's component themes, by `SBUTheme`'s accessors.
  public struct Components: Sendable {
    /// The values by class and property name (`color("SBUChannelTheme", "backgroundColor")`).
    public let values: VariantValues

    /// The accessors over a variant's values.
    public init(_ values: VariantValues) {
      self.values = values
    }

    /// `SBUGroupChannelListTheme`.
    public var groupChannelListTheme: GroupChannelListTheme {
      GroupChannelListTheme(ComponentReader(values, "SBUGroupChannelListTheme"))
    }

    /// `SBUGroupChannelCellTheme`.
    public var groupChannelCellTheme: GroupChannelCellTheme {
      GroupChannelCellTheme(ComponentReader(values, "SBUGroupChannelCellTheme"))
    }

    /// `SBUOpenChannelListTheme`.
    public var openChannelListTheme: OpenChannelListTheme {
      OpenChannelListTheme(ComponentReader(values, "SBUOpenChannelListTheme"))
    }

    /// `SBUOpenChannelCellTheme`.
    public var openChannelCellTheme: OpenChannelCellTheme {
      OpenChannelCellTheme(ComponentReader(values, "SBUOpenChannelCellTheme"))
    }

    /// `SBUChannelTheme`.
    public var channelTheme: ChannelTheme { ChannelTheme(ComponentReader(values, "SBUChannelTheme")) }

    /// `SBUMessageInputTheme`.
    public var messageInputTheme: MessageInputTheme {
      MessageInputTheme(ComponentReader(values, "SBUMessageInputTheme"))
    }

    /// `SBUMessageCellTheme`.
    public var messageCellTheme: MessageCellTheme { MessageCellTheme(ComponentReader(values, "SBUMessageCellTheme")) }

    /// `SBUUserListTheme`.
    public var userListTheme: UserListTheme { UserListTheme(ComponentReader(values, "SBUUserListTheme")) }

    /// `SBUUserCellTheme`.
    public var userCellTheme: UserCellTheme { UserCellTheme(ComponentReader(values, "SBUUserCellTheme")) }

    /// `SBUChannelSettingsTheme`.
    public var channelSettingsTheme: ChannelSettingsTheme {
      ChannelSettingsTheme(ComponentReader(values, "SBUChannelSettingsTheme"))
    }

    /// `SBUUserProfileTheme`.
    public var userProfileTheme: UserProfileTheme { UserProfileTheme(ComponentReader(values, "SBUUserProfileTheme")) }

    /// `SBUComponentTheme`.
    public var componentTheme: ComponentTheme { ComponentTheme(ComponentReader(values, "SBUComponentTheme")) }

    /// `SBUMessageSearchTheme`.
    public var messageSearchTheme: MessageSearchTheme {
      MessageSearchTheme(ComponentReader(values, "SBUMessageSearchTheme"))
    }

    /// `SBUMessageSearchResultCellTheme`.
    public var messageSearchResultCellTheme: MessageSearchResultCellTheme {
      MessageSearchResultCellTheme(ComponentReader(values, "SBUMessageSearchResultCellTheme"))
    }

    /// `SBUCreateOpenChannelTheme`.
    public var createOpenChannelTheme: CreateOpenChannelTheme {
      CreateOpenChannelTheme(ComponentReader(values, "SBUCreateOpenChannelTheme"))
    }

    /// `SBUVoiceMessageInputTheme`.
    public var voiceMessageInputTheme: VoiceMessageInputTheme {
      VoiceMessageInputTheme(ComponentReader(values, "SBUVoiceMessageInputTheme"))
    }
  }

  /// The overlay variant's component themes (`SBUTheme.overlayTheme`).
  public struct OverlayComponents: Sendable {
    /// The values by class and property name (`color("SBUChannelTheme", "backgroundColor")`).
    public let values: VariantValues

    /// The accessors over a variant's values.
    public init(_ values: VariantValues) {
      self.values = values
    }

    /// `SBUChannelTheme`.
    public var channelTheme: ChannelTheme { ChannelTheme(ComponentReader(values, "SBUChannelTheme")) }

    /// `SBUMessageInputTheme`.
    public var messageInputTheme: MessageInputTheme {
      MessageInputTheme(ComponentReader(values, "SBUMessageInputTheme"))
    }

    /// `SBUMessageCellTheme`.
    public var messageCellTheme: MessageCellTheme { MessageCellTheme(ComponentReader(values, "SBUMessageCellTheme")) }

    /// `SBUComponentTheme`.
    public var componentTheme: ComponentTheme { ComponentTheme(ComponentReader(values, "SBUComponentTheme")) }
  }

  /// `SBUGroupChannelListTheme`'s properties in a variant.
  public struct GroupChannelListTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUGroupChannelListTheme.statusBarStyle`: the case name (`darkContent`). Since SendbirdUIKit 3.2.2.
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUGroupChannelListTheme.leftBarButtonTintColor`. Since SendbirdUIKit 3.2.2.
    public var leftBarButtonTintColor: RGBAColor { reader.color("leftBarButtonTintColor") }

    /// `SBUGroupChannelListTheme.rightBarButtonTintColor`. Since SendbirdUIKit 3.2.2.
    public var rightBarButtonTintColor: RGBAColor { reader.color("rightBarButtonTintColor") }

    /// `SBUGroupChannelListTheme.navigationBarTintColor`. Since SendbirdUIKit 3.2.2.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUGroupChannelListTheme.navigationBarShadowColor`. Since SendbirdUIKit 3.2.2.
    public var navigationBarShadowColor: RGBAColor { reader.color("navigationBarShadowColor") }

    /// `SBUGroupChannelListTheme.backgroundColor`. Since SendbirdUIKit 3.2.2.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUGroupChannelListTheme.notificationOnBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var notificationOnBackgroundColor: RGBAColor { reader.color("notificationOnBackgroundColor") }

    /// `SBUGroupChannelListTheme.notificationOnTintColor`. Since SendbirdUIKit 3.2.2.
    public var notificationOnTintColor: RGBAColor { reader.color("notificationOnTintColor") }

    /// `SBUGroupChannelListTheme.notificationOffBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var notificationOffBackgroundColor: RGBAColor { reader.color("notificationOffBackgroundColor") }

    /// `SBUGroupChannelListTheme.notificationOffTintColor`. Since SendbirdUIKit 3.2.2.
    public var notificationOffTintColor: RGBAColor { reader.color("notificationOffTintColor") }

    /// `SBUGroupChannelListTheme.leaveBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var leaveBackgroundColor: RGBAColor { reader.color("leaveBackgroundColor") }

    /// `SBUGroupChannelListTheme.leaveTintColor`. Since SendbirdUIKit 3.2.2.
    public var leaveTintColor: RGBAColor { reader.color("leaveTintColor") }

    /// `SBUGroupChannelListTheme.alertBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var alertBackgroundColor: RGBAColor { reader.color("alertBackgroundColor") }

    /// `SBUGroupChannelListTheme.channelTypeSelectorItemTintColor`. Since SendbirdUIKit 3.34.0.
    public var channelTypeSelectorItemTintColor: RGBAColor { reader.color("channelTypeSelectorItemTintColor") }

    /// `SBUGroupChannelListTheme.navigationBarGradientTint`. Since SendbirdUIKit 3.34.0.
    public var navigationBarGradientTint: RGBAColor { reader.color("navigationBarGradientTint") }
  }

  /// `SBUGroupChannelCellTheme`'s properties in a variant.
  public struct GroupChannelCellTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUGroupChannelCellTheme.backgroundColor`. Since SendbirdUIKit 3.2.2.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUGroupChannelCellTheme.titleFont`. Since SendbirdUIKit 3.2.2.
    public var titleFont: FontStyle { reader.font("titleFont") }

    /// `SBUGroupChannelCellTheme.titleTextColor`. Since SendbirdUIKit 3.2.2.
    public var titleTextColor: RGBAColor { reader.color("titleTextColor") }

    /// `SBUGroupChannelCellTheme.memberCountFont`. Since SendbirdUIKit 3.2.2.
    public var memberCountFont: FontStyle { reader.font("memberCountFont") }

    /// `SBUGroupChannelCellTheme.memberCountTextColor`. Since SendbirdUIKit 3.2.2.
    public var memberCountTextColor: RGBAColor { reader.color("memberCountTextColor") }

    /// `SBUGroupChannelCellTheme.lastUpdatedTimeFont`. Since SendbirdUIKit 3.2.2.
    public var lastUpdatedTimeFont: FontStyle { reader.font("lastUpdatedTimeFont") }

    /// `SBUGroupChannelCellTheme.lastUpdatedTimeTextColor`. Since SendbirdUIKit 3.2.2.
    public var lastUpdatedTimeTextColor: RGBAColor { reader.color("lastUpdatedTimeTextColor") }

    /// `SBUGroupChannelCellTheme.messageFont`. Since SendbirdUIKit 3.2.2.
    public var messageFont: FontStyle { reader.font("messageFont") }

    /// `SBUGroupChannelCellTheme.messageTextColor`. Since SendbirdUIKit 3.2.2.
    public var messageTextColor: RGBAColor { reader.color("messageTextColor") }

    /// `SBUGroupChannelCellTheme.fileIconBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var fileIconBackgroundColor: RGBAColor { reader.color("fileIconBackgroundColor") }

    /// `SBUGroupChannelCellTheme.fileIconTintColor`. Since SendbirdUIKit 3.2.2.
    public var fileIconTintColor: RGBAColor { reader.color("fileIconTintColor") }

    /// `SBUGroupChannelCellTheme.broadcastMarkTintColor`. Since SendbirdUIKit 3.2.2.
    public var broadcastMarkTintColor: RGBAColor { reader.color("broadcastMarkTintColor") }

    /// `SBUGroupChannelCellTheme.freezeStateTintColor`. Since SendbirdUIKit 3.2.2.
    public var freezeStateTintColor: RGBAColor { reader.color("freezeStateTintColor") }

    /// `SBUGroupChannelCellTheme.unreadCountBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var unreadCountBackgroundColor: RGBAColor { reader.color("unreadCountBackgroundColor") }

    /// `SBUGroupChannelCellTheme.unreadCountTextColor`. Since SendbirdUIKit 3.2.2.
    public var unreadCountTextColor: RGBAColor { reader.color("unreadCountTextColor") }

    /// `SBUGroupChannelCellTheme.unreadCountFont`. Since SendbirdUIKit 3.2.2.
    public var unreadCountFont: FontStyle { reader.font("unreadCountFont") }

    /// `SBUGroupChannelCellTheme.succeededStateColor`. Since SendbirdUIKit 3.2.2.
    public var succeededStateColor: RGBAColor { reader.color("succeededStateColor") }

    /// `SBUGroupChannelCellTheme.deliveryReceiptStateColor`. Since SendbirdUIKit 3.2.2.
    public var deliveryReceiptStateColor: RGBAColor { reader.color("deliveryReceiptStateColor") }

    /// `SBUGroupChannelCellTheme.readReceiptStateColor`. Since SendbirdUIKit 3.2.2.
    public var readReceiptStateColor: RGBAColor { reader.color("readReceiptStateColor") }

    /// `SBUGroupChannelCellTheme.unreadMentionTextFont`. Since SendbirdUIKit 3.2.2.
    public var unreadMentionTextFont: FontStyle { reader.font("unreadMentionTextFont") }

    /// `SBUGroupChannelCellTheme.unreadMentionTextColor`. Since SendbirdUIKit 3.2.2.
    public var unreadMentionTextColor: RGBAColor { reader.color("unreadMentionTextColor") }

    /// `SBUGroupChannelCellTheme.separatorLineColor`. Since SendbirdUIKit 3.2.2.
    public var separatorLineColor: RGBAColor { reader.color("separatorLineColor") }
  }

  /// `SBUOpenChannelListTheme`'s properties in a variant.
  public struct OpenChannelListTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUOpenChannelListTheme.statusBarStyle`: the case name (`darkContent`). Since SendbirdUIKit 3.2.0.
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUOpenChannelListTheme.leftBarButtonTintColor`. Since SendbirdUIKit 3.2.0.
    public var leftBarButtonTintColor: RGBAColor { reader.color("leftBarButtonTintColor") }

    /// `SBUOpenChannelListTheme.rightBarButtonTintColor`. Since SendbirdUIKit 3.2.0.
    public var rightBarButtonTintColor: RGBAColor { reader.color("rightBarButtonTintColor") }

    /// `SBUOpenChannelListTheme.navigationBarTintColor`. Since SendbirdUIKit 3.2.0.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUOpenChannelListTheme.navigationBarShadowColor`. Since SendbirdUIKit 3.2.0.
    public var navigationBarShadowColor: RGBAColor { reader.color("navigationBarShadowColor") }

    /// `SBUOpenChannelListTheme.backgroundColor`. Since SendbirdUIKit 3.2.0.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUOpenChannelListTheme.refreshIndicatorColor`. Since SendbirdUIKit 3.2.0.
    public var refreshIndicatorColor: RGBAColor { reader.color("refreshIndicatorColor") }

    /// `SBUOpenChannelListTheme.refreshBackgroundColor`. Since SendbirdUIKit 3.2.0.
    public var refreshBackgroundColor: RGBAColor { reader.color("refreshBackgroundColor") }

    /// `SBUOpenChannelListTheme.navigationBarGradientTint`. Since SendbirdUIKit 3.34.0.
    public var navigationBarGradientTint: RGBAColor { reader.color("navigationBarGradientTint") }
  }

  /// `SBUOpenChannelCellTheme`'s properties in a variant.
  public struct OpenChannelCellTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUOpenChannelCellTheme.backgroundColor`. Since SendbirdUIKit 3.2.0.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUOpenChannelCellTheme.titleFont`. Since SendbirdUIKit 3.2.0.
    public var titleFont: FontStyle { reader.font("titleFont") }

    /// `SBUOpenChannelCellTheme.titleTextColor`. Since SendbirdUIKit 3.2.0.
    public var titleTextColor: RGBAColor { reader.color("titleTextColor") }

    /// `SBUOpenChannelCellTheme.participantMarkTint`. Since SendbirdUIKit 3.2.0.
    public var participantMarkTint: RGBAColor { reader.color("participantMarkTint") }

    /// `SBUOpenChannelCellTheme.participantCountFont`. Since SendbirdUIKit 3.2.0.
    public var participantCountFont: FontStyle { reader.font("participantCountFont") }

    /// `SBUOpenChannelCellTheme.participantCountTextColor`. Since SendbirdUIKit 3.2.0.
    public var participantCountTextColor: RGBAColor { reader.color("participantCountTextColor") }

    /// `SBUOpenChannelCellTheme.freezeStateTintColor`. Since SendbirdUIKit 3.2.0.
    public var freezeStateTintColor: RGBAColor { reader.color("freezeStateTintColor") }

    /// `SBUOpenChannelCellTheme.separatorLineColor`. Since SendbirdUIKit 3.2.0.
    public var separatorLineColor: RGBAColor { reader.color("separatorLineColor") }

    /// `SBUOpenChannelCellTheme.channelPlaceholderBackgroundColor`. Since SendbirdUIKit 3.2.0.
    public var channelPlaceholderBackgroundColor: RGBAColor { reader.color("channelPlaceholderBackgroundColor") }

    /// `SBUOpenChannelCellTheme.channelPlaceholderTintColor`. Since SendbirdUIKit 3.2.0.
    public var channelPlaceholderTintColor: RGBAColor { reader.color("channelPlaceholderTintColor") }
  }

  /// `SBUChannelTheme`'s properties in a variant.
  public struct ChannelTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUChannelTheme.statusBarStyle`: the case name (`darkContent`).
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUChannelTheme.navigationBarTintColor`.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUChannelTheme.navigationBarShadowColor`.
    public var navigationBarShadowColor: RGBAColor { reader.color("navigationBarShadowColor") }

    /// `SBUChannelTheme.leftBarButtonTintColor`.
    public var leftBarButtonTintColor: RGBAColor { reader.color("leftBarButtonTintColor") }

    /// `SBUChannelTheme.rightBarButtonTintColor`.
    public var rightBarButtonTintColor: RGBAColor { reader.color("rightBarButtonTintColor") }

    /// `SBUChannelTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUChannelTheme.navigationBarGradientTint`. Since SendbirdUIKit 3.34.0.
    public var navigationBarGradientTint: RGBAColor { reader.color("navigationBarGradientTint") }

    /// `SBUChannelTheme.removeItemColor`.
    public var removeItemColor: RGBAColor { reader.color("removeItemColor") }

    /// `SBUChannelTheme.deleteItemColor`.
    public var deleteItemColor: RGBAColor { reader.color("deleteItemColor") }

    /// `SBUChannelTheme.cancelItemColor`.
    public var cancelItemColor: RGBAColor { reader.color("cancelItemColor") }

    /// `SBUChannelTheme.alertRemoveColor`.
    public var alertRemoveColor: RGBAColor { reader.color("alertRemoveColor") }

    /// `SBUChannelTheme.alertCancelColor`.
    public var alertCancelColor: RGBAColor { reader.color("alertCancelColor") }

    /// `SBUChannelTheme.menuTextColor`.
    public var menuTextColor: RGBAColor { reader.color("menuTextColor") }

    /// `SBUChannelTheme.menuItemTintColor`.
    public var menuItemTintColor: RGBAColor { reader.color("menuItemTintColor") }

    /// `SBUChannelTheme.menuItemDisabledColor`.
    public var menuItemDisabledColor: RGBAColor { reader.color("menuItemDisabledColor") }

    /// `SBUChannelTheme.channelStateBannerFont`.
    public var channelStateBannerFont: FontStyle { reader.font("channelStateBannerFont") }

    /// `SBUChannelTheme.channelStateBannerTextColor`.
    public var channelStateBannerTextColor: RGBAColor { reader.color("channelStateBannerTextColor") }

    /// `SBUChannelTheme.channelStateBannerBackgroundColor`.
    public var channelStateBannerBackgroundColor: RGBAColor { reader.color("channelStateBannerBackgroundColor") }

    /// `SBUChannelTheme.mentionLimitGuideTextFont`.
    public var mentionLimitGuideTextFont: FontStyle { reader.font("mentionLimitGuideTextFont") }

    /// `SBUChannelTheme.mentionLimitGuideTextColor`.
    public var mentionLimitGuideTextColor: RGBAColor { reader.color("mentionLimitGuideTextColor") }

    /// `SBUChannelTheme.separatorColor`.
    public var separatorColor: RGBAColor { reader.color("separatorColor") }

    /// `SBUChannelTheme.messageThreadTitleColor`. Since SendbirdUIKit 3.3.0.
    public var messageThreadTitleColor: RGBAColor { reader.color("messageThreadTitleColor") }

    /// `SBUChannelTheme.messageThreadTitleFont`. Since SendbirdUIKit 3.3.0.
    public var messageThreadTitleFont: FontStyle { reader.font("messageThreadTitleFont") }

    /// `SBUChannelTheme.messageThreadTitleChannelNameColor`. Since SendbirdUIKit 3.3.0.
    public var messageThreadTitleChannelNameColor: RGBAColor { reader.color("messageThreadTitleChannelNameColor") }

    /// `SBUChannelTheme.messageThreadTitleChannelNameFont`. Since SendbirdUIKit 3.3.0.
    public var messageThreadTitleChannelNameFont: FontStyle { reader.font("messageThreadTitleChannelNameFont") }
  }

  /// `SBUMessageInputTheme`'s properties in a variant.
  public struct MessageInputTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUMessageInputTheme.textFieldPlaceholderColor`.
    public var textFieldPlaceholderColor: RGBAColor { reader.color("textFieldPlaceholderColor") }

    /// `SBUMessageInputTheme.textFieldPlaceholderFont`.
    public var textFieldPlaceholderFont: FontStyle { reader.font("textFieldPlaceholderFont") }

    /// `SBUMessageInputTheme.textFieldDisabledColor`.
    public var textFieldDisabledColor: RGBAColor { reader.color("textFieldDisabledColor") }

    /// `SBUMessageInputTheme.textFieldTintColor`.
    public var textFieldTintColor: RGBAColor { reader.color("textFieldTintColor") }

    /// `SBUMessageInputTheme.textFieldTextColor`.
    public var textFieldTextColor: RGBAColor { reader.color("textFieldTextColor") }

    /// `SBUMessageInputTheme.textFieldFont`.
    public var textFieldFont: FontStyle { reader.font("textFieldFont") }

    /// `SBUMessageInputTheme.buttonTintColor`.
    public var buttonTintColor: RGBAColor { reader.color("buttonTintColor") }

    /// `SBUMessageInputTheme.buttonDisabledTintColor`.
    public var buttonDisabledTintColor: RGBAColor { reader.color("buttonDisabledTintColor") }

    /// `SBUMessageInputTheme.cancelButtonFont`.
    public var cancelButtonFont: FontStyle { reader.font("cancelButtonFont") }

    /// `SBUMessageInputTheme.saveButtonFont`.
    public var saveButtonFont: FontStyle { reader.font("saveButtonFont") }

    /// `SBUMessageInputTheme.saveButtonTextColor`.
    public var saveButtonTextColor: RGBAColor { reader.color("saveButtonTextColor") }

    /// `SBUMessageInputTheme.backgroundColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var backgroundColorAdaptive: Adaptive<RGBAColor> { reader.adaptiveColor("backgroundColorAdaptive") }

    /// `SBUMessageInputTheme.textFieldBackgroundColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var textFieldBackgroundColorAdaptive: Adaptive<RGBAColor> {
      reader.adaptiveColor("textFieldBackgroundColorAdaptive")
    }

    /// `SBUMessageInputTheme.textFieldBorderColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var textFieldBorderColorAdaptive: Adaptive<RGBAColor> {
      reader.adaptiveColor("textFieldBorderColorAdaptive")
    }

    /// `SBUMessageInputTheme.channelViewDividerColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var channelViewDividerColorAdaptive: Adaptive<RGBAColor> {
      reader.adaptiveColor("channelViewDividerColorAdaptive")
    }

    /// `SBUMessageInputTheme.inputViewShadowColor`. Since SendbirdUIKit 3.34.0.
    public var inputViewShadowColor: RGBAColor { reader.color("inputViewShadowColor") }

    /// `SBUMessageInputTheme.inputButtonBackgroundColor`. Since SendbirdUIKit 3.34.0.
    public var inputButtonBackgroundColor: RGBAColor { reader.color("inputButtonBackgroundColor") }

    /// `SBUMessageInputTheme.quotedFileMessageThumbnailBackgroundColor`.
    public var quotedFileMessageThumbnailBackgroundColor: RGBAColor {
      reader.color("quotedFileMessageThumbnailBackgroundColor")
    }

    /// `SBUMessageInputTheme.quotedFileMessageThumbnailTintColor`.
    public var quotedFileMessageThumbnailTintColor: RGBAColor { reader.color("quotedFileMessageThumbnailTintColor") }

    /// `SBUMessageInputTheme.replyToTextColor`.
    public var replyToTextColor: RGBAColor { reader.color("replyToTextColor") }

    /// `SBUMessageInputTheme.replyToTextFont`.
    public var replyToTextFont: FontStyle { reader.font("replyToTextFont") }

    /// `SBUMessageInputTheme.quotedMessageTextColor`.
    public var quotedMessageTextColor: RGBAColor { reader.color("quotedMessageTextColor") }

    /// `SBUMessageInputTheme.quotedMessageTextFont`.
    public var quotedMessageTextFont: FontStyle { reader.font("quotedMessageTextFont") }

    /// `SBUMessageInputTheme.closeReplyButtonColor`.
    public var closeReplyButtonColor: RGBAColor { reader.color("closeReplyButtonColor") }

    /// `SBUMessageInputTheme.mentionTextFont`.
    public var mentionTextFont: FontStyle { reader.font("mentionTextFont") }

    /// `SBUMessageInputTheme.mentionTextColor`.
    public var mentionTextColor: RGBAColor { reader.color("mentionTextColor") }

    /// `SBUMessageInputTheme.mentionTextBackgroundColor`.
    public var mentionTextBackgroundColor: RGBAColor { reader.color("mentionTextBackgroundColor") }
  }

  /// `SBUMessageCellTheme`'s properties in a variant.
  public struct MessageCellTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUMessageCellTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUMessageCellTheme.leftBackgroundColor`.
    public var leftBackgroundColor: RGBAColor { reader.color("leftBackgroundColor") }

    /// `SBUMessageCellTheme.leftPressedBackgroundColor`.
    public var leftPressedBackgroundColor: RGBAColor { reader.color("leftPressedBackgroundColor") }

    /// `SBUMessageCellTheme.rightBackgroundColor`.
    public var rightBackgroundColor: RGBAColor { reader.color("rightBackgroundColor") }

    /// `SBUMessageCellTheme.rightPressedBackgroundColor`.
    public var rightPressedBackgroundColor: RGBAColor { reader.color("rightPressedBackgroundColor") }

    /// `SBUMessageCellTheme.openChannelBackgroundColor`.
    public var openChannelBackgroundColor: RGBAColor { reader.color("openChannelBackgroundColor") }

    /// `SBUMessageCellTheme.openChannelPressedBackgroundColor`.
    public var openChannelPressedBackgroundColor: RGBAColor { reader.color("openChannelPressedBackgroundColor") }

    /// `SBUMessageCellTheme.dateFont`.
    public var dateFont: FontStyle { reader.font("dateFont") }

    /// `SBUMessageCellTheme.dateTextColor`.
    public var dateTextColor: RGBAColor { reader.color("dateTextColor") }

    /// `SBUMessageCellTheme.dateBackgroundColor`.
    public var dateBackgroundColor: RGBAColor { reader.color("dateBackgroundColor") }

    /// `SBUMessageCellTheme.userPlaceholderBackgroundColor`.
    public var userPlaceholderBackgroundColor: RGBAColor { reader.color("userPlaceholderBackgroundColor") }

    /// `SBUMessageCellTheme.userPlaceholderTintColor`.
    public var userPlaceholderTintColor: RGBAColor { reader.color("userPlaceholderTintColor") }

    /// `SBUMessageCellTheme.userNameFont`.
    public var userNameFont: FontStyle { reader.font("userNameFont") }

    /// `SBUMessageCellTheme.userNameTextColor`.
    public var userNameTextColor: RGBAColor { reader.color("userNameTextColor") }

    /// `SBUMessageCellTheme.currentUserNameTextColor`.
    public var currentUserNameTextColor: RGBAColor { reader.color("currentUserNameTextColor") }

    /// `SBUMessageCellTheme.timeFont`.
    public var timeFont: FontStyle { reader.font("timeFont") }

    /// `SBUMessageCellTheme.timeTextColor`.
    public var timeTextColor: RGBAColor { reader.color("timeTextColor") }

    /// `SBUMessageCellTheme.pendingStateColor`.
    public var pendingStateColor: RGBAColor { reader.color("pendingStateColor") }

    /// `SBUMessageCellTheme.failedStateColor`.
    public var failedStateColor: RGBAColor { reader.color("failedStateColor") }

    /// `SBUMessageCellTheme.succeededStateColor`.
    public var succeededStateColor: RGBAColor { reader.color("succeededStateColor") }

    /// `SBUMessageCellTheme.readReceiptStateColor`.
    public var readReceiptStateColor: RGBAColor { reader.color("readReceiptStateColor") }

    /// `SBUMessageCellTheme.deliveryReceiptStateColor`.
    public var deliveryReceiptStateColor: RGBAColor { reader.color("deliveryReceiptStateColor") }

    /// `SBUMessageCellTheme.contentBackgroundColor`.
    public var contentBackgroundColor: RGBAColor { reader.color("contentBackgroundColor") }

    /// `SBUMessageCellTheme.pressedContentBackgroundColor`.
    public var pressedContentBackgroundColor: RGBAColor { reader.color("pressedContentBackgroundColor") }

    /// `SBUMessageCellTheme.userMessageFont`.
    public var userMessageFont: FontStyle { reader.font("userMessageFont") }

    /// `SBUMessageCellTheme.userMessageLeftTextColor`.
    public var userMessageLeftTextColor: RGBAColor { reader.color("userMessageLeftTextColor") }

    /// `SBUMessageCellTheme.userMessageLeftEditTextColor`.
    public var userMessageLeftEditTextColor: RGBAColor { reader.color("userMessageLeftEditTextColor") }

    /// `SBUMessageCellTheme.userMessageRightTextColor`.
    public var userMessageRightTextColor: RGBAColor { reader.color("userMessageRightTextColor") }

    /// `SBUMessageCellTheme.userMessageRightEditTextColor`.
    public var userMessageRightEditTextColor: RGBAColor { reader.color("userMessageRightEditTextColor") }

    /// `SBUMessageCellTheme.fileIconBackgroundColor`.
    public var fileIconBackgroundColor: RGBAColor { reader.color("fileIconBackgroundColor") }

    /// `SBUMessageCellTheme.fileIconColor`.
    public var fileIconColor: RGBAColor { reader.color("fileIconColor") }

    /// `SBUMessageCellTheme.fileImageBackgroundColor`.
    public var fileImageBackgroundColor: RGBAColor { reader.color("fileImageBackgroundColor") }

    /// `SBUMessageCellTheme.fileImageIconColor`.
    public var fileImageIconColor: RGBAColor { reader.color("fileImageIconColor") }

    /// `SBUMessageCellTheme.fileMessageNameFont`.
    public var fileMessageNameFont: FontStyle { reader.font("fileMessageNameFont") }

    /// `SBUMessageCellTheme.fileMessageLeftTextColor`.
    public var fileMessageLeftTextColor: RGBAColor { reader.color("fileMessageLeftTextColor") }

    /// `SBUMessageCellTheme.fileMessageRightTextColor`.
    public var fileMessageRightTextColor: RGBAColor { reader.color("fileMessageRightTextColor") }

    /// `SBUMessageCellTheme.fileMessagePlaceholderColor`.
    public var fileMessagePlaceholderColor: RGBAColor { reader.color("fileMessagePlaceholderColor") }

    /// `SBUMessageCellTheme.multipleFilesMessageFileOverlayColor`. Since SendbirdUIKit 3.10.0.
    public var multipleFilesMessageFileOverlayColor: RGBAColor { reader.color("multipleFilesMessageFileOverlayColor") }

    /// `SBUMessageCellTheme.adminMessageFont`.
    public var adminMessageFont: FontStyle { reader.font("adminMessageFont") }

    /// `SBUMessageCellTheme.adminMessageTextColor`.
    public var adminMessageTextColor: RGBAColor { reader.color("adminMessageTextColor") }

    /// `SBUMessageCellTheme.unknownMessageDescFont`.
    public var unknownMessageDescFont: FontStyle { reader.font("unknownMessageDescFont") }

    /// `SBUMessageCellTheme.unknownMessageDescLeftTextColor`. Since SendbirdUIKit 3.2.2.
    public var unknownMessageDescLeftTextColor: RGBAColor { reader.color("unknownMessageDescLeftTextColor") }

    /// `SBUMessageCellTheme.unknownMessageDescRightTextColor`. Since SendbirdUIKit 3.2.2.
    public var unknownMessageDescRightTextColor: RGBAColor { reader.color("unknownMessageDescRightTextColor") }

    /// `SBUMessageCellTheme.messageLeftHighlightTextColor`.
    public var messageLeftHighlightTextColor: RGBAColor { reader.color("messageLeftHighlightTextColor") }

    /// `SBUMessageCellTheme.messageRightHighlightTextColor`.
    public var messageRightHighlightTextColor: RGBAColor { reader.color("messageRightHighlightTextColor") }

    /// `SBUMessageCellTheme.ogTitleFont`.
    public var ogTitleFont: FontStyle { reader.font("ogTitleFont") }

    /// `SBUMessageCellTheme.ogTitleColor`.
    public var ogTitleColor: RGBAColor { reader.color("ogTitleColor") }

    /// `SBUMessageCellTheme.ogDescriptionFont`.
    public var ogDescriptionFont: FontStyle { reader.font("ogDescriptionFont") }

    /// `SBUMessageCellTheme.ogDescriptionColor`.
    public var ogDescriptionColor: RGBAColor { reader.color("ogDescriptionColor") }

    /// `SBUMessageCellTheme.ogURLAddressFont`.
    public var ogURLAddressFont: FontStyle { reader.font("ogURLAddressFont") }

    /// `SBUMessageCellTheme.ogURLAddressColor`.
    public var ogURLAddressColor: RGBAColor { reader.color("ogURLAddressColor") }

    /// `SBUMessageCellTheme.openChannelOGTitleColor`. Since SendbirdUIKit 3.2.2.
    public var openChannelOGTitleColor: RGBAColor { reader.color("openChannelOGTitleColor") }

    /// `SBUMessageCellTheme.linkColor`.
    public var linkColor: RGBAColor { reader.color("linkColor") }

    /// `SBUMessageCellTheme.quotedMessageTextFont`.
    public var quotedMessageTextFont: FontStyle { reader.font("quotedMessageTextFont") }

    /// `SBUMessageCellTheme.repliedToTextFont`.
    public var repliedToTextFont: FontStyle { reader.font("repliedToTextFont") }

    /// `SBUMessageCellTheme.quotedMessageLeftBackgroundColor`. Since SendbirdUIKit 3.5.4.
    public var quotedMessageLeftBackgroundColor: RGBAColor { reader.color("quotedMessageLeftBackgroundColor") }

    /// `SBUMessageCellTheme.quotedMessageRightBackgroundColor`. Since SendbirdUIKit 3.5.4.
    public var quotedMessageRightBackgroundColor: RGBAColor { reader.color("quotedMessageRightBackgroundColor") }

    /// `SBUMessageCellTheme.quotedFileMessageThumbnailColor`.
    public var quotedFileMessageThumbnailColor: RGBAColor { reader.color("quotedFileMessageThumbnailColor") }

    /// `SBUMessageCellTheme.quotedMessageTextColor`.
    public var quotedMessageTextColor: RGBAColor { reader.color("quotedMessageTextColor") }

    /// `SBUMessageCellTheme.repliedIconColor`.
    public var repliedIconColor: RGBAColor { reader.color("repliedIconColor") }

    /// `SBUMessageCellTheme.repliedToTextColor`.
    public var repliedToTextColor: RGBAColor { reader.color("repliedToTextColor") }

    /// `SBUMessageCellTheme.repliedCountTextFont`. Since SendbirdUIKit 3.3.0.
    public var repliedCountTextFont: FontStyle { reader.font("repliedCountTextFont") }

    /// `SBUMessageCellTheme.repliedCountTextColor`. Since SendbirdUIKit 3.3.0.
    public var repliedCountTextColor: RGBAColor { reader.color("repliedCountTextColor") }

    /// `SBUMessageCellTheme.repliedUsersMoreIconBackgroundColor`. Since SendbirdUIKit 3.3.0.
    public var repliedUsersMoreIconBackgroundColor: RGBAColor { reader.color("repliedUsersMoreIconBackgroundColor") }

    /// `SBUMessageCellTheme.repliedUsersMoreIconTintColor`. Since SendbirdUIKit 3.3.0.
    public var repliedUsersMoreIconTintColor: RGBAColor { reader.color("repliedUsersMoreIconTintColor") }

    /// `SBUMessageCellTheme.mentionTextFont`.
    public var mentionTextFont: FontStyle { reader.font("mentionTextFont") }

    /// `SBUMessageCellTheme.mentionLeftTextColor`.
    public var mentionLeftTextColor: RGBAColor { reader.color("mentionLeftTextColor") }

    /// `SBUMessageCellTheme.mentionRightTextColor`.
    public var mentionRightTextColor: RGBAColor { reader.color("mentionRightTextColor") }

    /// `SBUMessageCellTheme.mentionLeftTextBackgroundColor`.
    public var mentionLeftTextBackgroundColor: RGBAColor { reader.color("mentionLeftTextBackgroundColor") }

    /// `SBUMessageCellTheme.mentionRightTextBackgroundColor`.
    public var mentionRightTextBackgroundColor: RGBAColor { reader.color("mentionRightTextBackgroundColor") }

    /// `SBUMessageCellTheme.buttonBackgroundColor`. Since SendbirdUIKit 3.2.2.
    public var buttonBackgroundColor: RGBAColor { reader.color("buttonBackgroundColor") }

    /// `SBUMessageCellTheme.buttonTitleColor`. Since SendbirdUIKit 3.2.2.
    public var buttonTitleColor: RGBAColor { reader.color("buttonTitleColor") }

    /// `SBUMessageCellTheme.sideButtonIconColor`. Since SendbirdUIKit 3.2.2.
    public var sideButtonIconColor: RGBAColor { reader.color("sideButtonIconColor") }

    /// `SBUMessageCellTheme.newMessageBadgeColor`. Since SendbirdUIKit 3.2.2.
    public var newMessageBadgeColor: RGBAColor { reader.color("newMessageBadgeColor") }

    /// `SBUMessageCellTheme.parentInfoBackgroundColor`. Since SendbirdUIKit 3.3.0.
    public var parentInfoBackgroundColor: RGBAColor { reader.color("parentInfoBackgroundColor") }

    /// `SBUMessageCellTheme.parentInfoUserNameTextFont`. Since SendbirdUIKit 3.3.0.
    public var parentInfoUserNameTextFont: FontStyle { reader.font("parentInfoUserNameTextFont") }

    /// `SBUMessageCellTheme.parentInfoUserNameTextColor`. Since SendbirdUIKit 3.3.0.
    public var parentInfoUserNameTextColor: RGBAColor { reader.color("parentInfoUserNameTextColor") }

    /// `SBUMessageCellTheme.parentInfoDateFont`. Since SendbirdUIKit 3.3.0.
    public var parentInfoDateFont: FontStyle { reader.font("parentInfoDateFont") }

    /// `SBUMessageCellTheme.parentInfoDateTextColor`. Since SendbirdUIKit 3.3.0.
    public var parentInfoDateTextColor: RGBAColor { reader.color("parentInfoDateTextColor") }

    /// `SBUMessageCellTheme.parentInfoMoreButtonTintColor`. Since SendbirdUIKit 3.3.0.
    public var parentInfoMoreButtonTintColor: RGBAColor { reader.color("parentInfoMoreButtonTintColor") }

    /// `SBUMessageCellTheme.parentInfoSeparateBarColor`. Since SendbirdUIKit 3.3.0.
    public var parentInfoSeparateBarColor: RGBAColor { reader.color("parentInfoSeparateBarColor") }

    /// `SBUMessageCellTheme.parentInfoReplyCountTextColor`. Since SendbirdUIKit 3.3.0.
    public var parentInfoReplyCountTextColor: RGBAColor { reader.color("parentInfoReplyCountTextColor") }

    /// `SBUMessageCellTheme.parentInfoReplyCountTextFont`. Since SendbirdUIKit 3.3.0.
    public var parentInfoReplyCountTextFont: FontStyle { reader.font("parentInfoReplyCountTextFont") }

    /// `SBUMessageCellTheme.parentInfoProgressBackgroundColor`. Since SendbirdUIKit 3.4.0.
    public var parentInfoProgressBackgroundColor: RGBAColor { reader.color("parentInfoProgressBackgroundColor") }

    /// `SBUMessageCellTheme.progressTrackTintColor`. Since SendbirdUIKit 3.4.0.
    public var progressTrackTintColor: RGBAColor { reader.color("progressTrackTintColor") }

    /// `SBUMessageCellTheme.progressTimeFont`. Since SendbirdUIKit 3.4.0.
    public var progressTimeFont: FontStyle { reader.font("progressTimeFont") }

    /// `SBUMessageCellTheme.progressTimeRightTextColor`. Since SendbirdUIKit 3.4.0.
    public var progressTimeRightTextColor: RGBAColor { reader.color("progressTimeRightTextColor") }

    /// `SBUMessageCellTheme.progressTimeLeftTextColor`. Since SendbirdUIKit 3.4.0.
    public var progressTimeLeftTextColor: RGBAColor { reader.color("progressTimeLeftTextColor") }

    /// `SBUMessageCellTheme.playerStatusButtonBackgroundColor`. Since SendbirdUIKit 3.4.0.
    public var playerStatusButtonBackgroundColor: RGBAColor { reader.color("playerStatusButtonBackgroundColor") }

    /// `SBUMessageCellTheme.playerLoadingButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var playerLoadingButtonTintColor: RGBAColor { reader.color("playerLoadingButtonTintColor") }

    /// `SBUMessageCellTheme.playerPlayButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var playerPlayButtonTintColor: RGBAColor { reader.color("playerPlayButtonTintColor") }

    /// `SBUMessageCellTheme.playerPauseButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var playerPauseButtonTintColor: RGBAColor { reader.color("playerPauseButtonTintColor") }

    /// `SBUMessageCellTheme.suggestedReplyTitleColor`. Since SendbirdUIKit 3.11.0.
    public var suggestedReplyTitleColor: RGBAColor { reader.color("suggestedReplyTitleColor") }

    /// `SBUMessageCellTheme.suggestedReplyBorderColor`. Since SendbirdUIKit 3.11.0.
    public var suggestedReplyBorderColor: RGBAColor { reader.color("suggestedReplyBorderColor") }

    /// `SBUMessageCellTheme.suggestedReplyBackgroundColor`. Since SendbirdUIKit 3.11.0.
    public var suggestedReplyBackgroundColor: RGBAColor { reader.color("suggestedReplyBackgroundColor") }

    /// `SBUMessageCellTheme.suggestedReplyBackgroundSelectedColor`. Since SendbirdUIKit 3.11.0.
    public var suggestedReplyBackgroundSelectedColor: RGBAColor {
      reader.color("suggestedReplyBackgroundSelectedColor")
    }

    /// `SBUMessageCellTheme.formBackgroundColor`. Since SendbirdUIKit 3.11.0.
    public var formBackgroundColor: RGBAColor { reader.color("formBackgroundColor") }

    /// `SBUMessageCellTheme.formTitleColor`. Since SendbirdUIKit 3.11.0.
    public var formTitleColor: RGBAColor { reader.color("formTitleColor") }

    /// `SBUMessageCellTheme.formOptionalTitleColor`. Since SendbirdUIKit 3.11.0.
    public var formOptionalTitleColor: RGBAColor { reader.color("formOptionalTitleColor") }

    /// `SBUMessageCellTheme.formInputBackgroundColor`. Since SendbirdUIKit 3.11.0.
    public var formInputBackgroundColor: RGBAColor { reader.color("formInputBackgroundColor") }

    /// `SBUMessageCellTheme.formInputBackgroundDoneColor`. Since SendbirdUIKit 3.11.0.
    public var formInputBackgroundDoneColor: RGBAColor { reader.color("formInputBackgroundDoneColor") }

    /// `SBUMessageCellTheme.formInputTitleColor`. Since SendbirdUIKit 3.11.0.
    public var formInputTitleColor: RGBAColor { reader.color("formInputTitleColor") }

    /// `SBUMessageCellTheme.formInputIconColor`. Since SendbirdUIKit 3.11.0.
    public var formInputIconColor: RGBAColor { reader.color("formInputIconColor") }

    /// `SBUMessageCellTheme.formInputBorderNormalColor`. Since SendbirdUIKit 3.11.0.
    public var formInputBorderNormalColor: RGBAColor { reader.color("formInputBorderNormalColor") }

    /// `SBUMessageCellTheme.formInputBorderActiveColor`. Since SendbirdUIKit 3.27.0.
    public var formInputBorderActiveColor: RGBAColor { reader.color("formInputBorderActiveColor") }

    /// `SBUMessageCellTheme.formInputBorderErrorColor`. Since SendbirdUIKit 3.27.0.
    public var formInputBorderErrorColor: RGBAColor { reader.color("formInputBorderErrorColor") }

    /// `SBUMessageCellTheme.formInputErrorColor`. Since SendbirdUIKit 3.11.0.
    public var formInputErrorColor: RGBAColor { reader.color("formInputErrorColor") }

    /// `SBUMessageCellTheme.formInputPlaceholderColor`. Since SendbirdUIKit 3.11.0.
    public var formInputPlaceholderColor: RGBAColor { reader.color("formInputPlaceholderColor") }

    /// `SBUMessageCellTheme.formSubmitButtonBackgroundColor`. Since SendbirdUIKit 3.11.0.
    public var formSubmitButtonBackgroundColor: RGBAColor { reader.color("formSubmitButtonBackgroundColor") }

    /// `SBUMessageCellTheme.formSubmitButtonBackgroundDisabledColor`. Since SendbirdUIKit 3.11.0.
    public var formSubmitButtonBackgroundDisabledColor: RGBAColor {
      reader.color("formSubmitButtonBackgroundDisabledColor")
    }

    /// `SBUMessageCellTheme.formSubmitButtonTitleColor`. Since SendbirdUIKit 3.11.0.
    public var formSubmitButtonTitleColor: RGBAColor { reader.color("formSubmitButtonTitleColor") }

    /// `SBUMessageCellTheme.formSubmitButtonTitleDisabledColor`. Since SendbirdUIKit 3.27.0.
    public var formSubmitButtonTitleDisabledColor: RGBAColor { reader.color("formSubmitButtonTitleDisabledColor") }

    /// `SBUMessageCellTheme.formChipBackgroundNormalColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBackgroundNormalColor: RGBAColor { reader.color("formChipBackgroundNormalColor") }

    /// `SBUMessageCellTheme.formChipBackgroundSelectColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBackgroundSelectColor: RGBAColor { reader.color("formChipBackgroundSelectColor") }

    /// `SBUMessageCellTheme.formChipBackgroundDisableColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBackgroundDisableColor: RGBAColor { reader.color("formChipBackgroundDisableColor") }

    /// `SBUMessageCellTheme.formChipBackgroundSubmittedColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBackgroundSubmittedColor: RGBAColor { reader.color("formChipBackgroundSubmittedColor") }

    /// `SBUMessageCellTheme.formChipTitleNormalColor`. Since SendbirdUIKit 3.27.0.
    public var formChipTitleNormalColor: RGBAColor { reader.color("formChipTitleNormalColor") }

    /// `SBUMessageCellTheme.formChipTitleSelectColor`. Since SendbirdUIKit 3.27.0.
    public var formChipTitleSelectColor: RGBAColor { reader.color("formChipTitleSelectColor") }

    /// `SBUMessageCellTheme.formChipTitleDisableColor`. Since SendbirdUIKit 3.27.0.
    public var formChipTitleDisableColor: RGBAColor { reader.color("formChipTitleDisableColor") }

    /// `SBUMessageCellTheme.formChipTitleSubmittedColor`. Since SendbirdUIKit 3.27.0.
    public var formChipTitleSubmittedColor: RGBAColor { reader.color("formChipTitleSubmittedColor") }

    /// `SBUMessageCellTheme.formChipBorderNormalColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBorderNormalColor: RGBAColor { reader.color("formChipBorderNormalColor") }

    /// `SBUMessageCellTheme.formChipBorderSelectColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBorderSelectColor: RGBAColor { reader.color("formChipBorderSelectColor") }

    /// `SBUMessageCellTheme.formChipBorderDisableColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBorderDisableColor: RGBAColor { reader.color("formChipBorderDisableColor") }

    /// `SBUMessageCellTheme.formChipBorderSubmittedColor`. Since SendbirdUIKit 3.27.0.
    public var formChipBorderSubmittedColor: RGBAColor { reader.color("formChipBorderSubmittedColor") }

    /// `SBUMessageCellTheme.formTitleFont`. Since SendbirdUIKit 3.27.0.
    public var formTitleFont: FontStyle { reader.font("formTitleFont") }

    /// `SBUMessageCellTheme.formOptionalTitleFont`. Since SendbirdUIKit 3.27.0.
    public var formOptionalTitleFont: FontStyle { reader.font("formOptionalTitleFont") }

    /// `SBUMessageCellTheme.formErrorTitleFont`. Since SendbirdUIKit 3.27.0.
    public var formErrorTitleFont: FontStyle { reader.font("formErrorTitleFont") }

    /// `SBUMessageCellTheme.formInputTextFont`. Since SendbirdUIKit 3.27.0.
    public var formInputTextFont: FontStyle { reader.font("formInputTextFont") }

    /// `SBUMessageCellTheme.formChipTextFont`. Since SendbirdUIKit 3.27.0.
    public var formChipTextFont: FontStyle { reader.font("formChipTextFont") }

    /// `SBUMessageCellTheme.formSubmittButtonFont`. Since SendbirdUIKit 3.27.0.
    public var formSubmittButtonFont: FontStyle { reader.font("formSubmittButtonFont") }

    /// `SBUMessageCellTheme.typingMessageProfileBorderColor`. Since SendbirdUIKit 3.12.0.
    public var typingMessageProfileBorderColor: RGBAColor { reader.color("typingMessageProfileBorderColor") }

    /// `SBUMessageCellTheme.typingMessageDotColor`. Since SendbirdUIKit 3.12.0.
    public var typingMessageDotColor: RGBAColor { reader.color("typingMessageDotColor") }

    /// `SBUMessageCellTheme.typingMessageDotTransformColor`. Since SendbirdUIKit 3.12.0.
    public var typingMessageDotTransformColor: RGBAColor { reader.color("typingMessageDotTransformColor") }

    /// `SBUMessageCellTheme.feedbackRadius`. Since SendbirdUIKit 3.15.0.
    public var feedbackRadius: Double { reader.number("feedbackRadius") }

    /// `SBUMessageCellTheme.feedbackIconColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackIconColor: RGBAColor { reader.color("feedbackIconColor") }

    /// `SBUMessageCellTheme.feedbackIconSelectColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackIconSelectColor: RGBAColor { reader.color("feedbackIconSelectColor") }

    /// `SBUMessageCellTheme.feedbackIconDeselectColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackIconDeselectColor: RGBAColor { reader.color("feedbackIconDeselectColor") }

    /// `SBUMessageCellTheme.feedbackBorderColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackBorderColor: RGBAColor { reader.color("feedbackBorderColor") }

    /// `SBUMessageCellTheme.feedbackBorderSelectColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackBorderSelectColor: RGBAColor { reader.color("feedbackBorderSelectColor") }

    /// `SBUMessageCellTheme.feedbackBorderDeselectColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackBorderDeselectColor: RGBAColor { reader.color("feedbackBorderDeselectColor") }

    /// `SBUMessageCellTheme.feedbackBackgroundNormalColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackBackgroundNormalColor: RGBAColor { reader.color("feedbackBackgroundNormalColor") }

    /// `SBUMessageCellTheme.feedbackBackgroundSelectColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackBackgroundSelectColor: RGBAColor { reader.color("feedbackBackgroundSelectColor") }

    /// `SBUMessageCellTheme.feedbackBackgroundDeselectColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackBackgroundDeselectColor: RGBAColor { reader.color("feedbackBackgroundDeselectColor") }
  }

  /// `SBUUserListTheme`'s properties in a variant.
  public struct UserListTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUUserListTheme.statusBarStyle`: the case name (`darkContent`).
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUUserListTheme.navigationBarTintColor`.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUUserListTheme.navigationShadowColor`.
    public var navigationShadowColor: RGBAColor { reader.color("navigationShadowColor") }

    /// `SBUUserListTheme.leftBarButtonTintColor`.
    public var leftBarButtonTintColor: RGBAColor { reader.color("leftBarButtonTintColor") }

    /// `SBUUserListTheme.rightBarButtonTintColor`.
    public var rightBarButtonTintColor: RGBAColor { reader.color("rightBarButtonTintColor") }

    /// `SBUUserListTheme.rightBarButtonSelectedTintColor`.
    public var rightBarButtonSelectedTintColor: RGBAColor { reader.color("rightBarButtonSelectedTintColor") }

    /// `SBUUserListTheme.barButtonTintColor`.
    public var barButtonTintColor: RGBAColor { reader.color("barButtonTintColor") }

    /// `SBUUserListTheme.barButtonDisabledTintColor`.
    public var barButtonDisabledTintColor: RGBAColor { reader.color("barButtonDisabledTintColor") }

    /// `SBUUserListTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUUserListTheme.coverImageTintColor`.
    public var coverImageTintColor: RGBAColor { reader.color("coverImageTintColor") }

    /// `SBUUserListTheme.coverImageBackgroundColor`.
    public var coverImageBackgroundColor: RGBAColor { reader.color("coverImageBackgroundColor") }

    /// `SBUUserListTheme.placeholderTintColor`.
    public var placeholderTintColor: RGBAColor { reader.color("placeholderTintColor") }

    /// `SBUUserListTheme.textfieldTextColor`.
    public var textfieldTextColor: RGBAColor { reader.color("textfieldTextColor") }

    /// `SBUUserListTheme.itemTextColor`.
    public var itemTextColor: RGBAColor { reader.color("itemTextColor") }

    /// `SBUUserListTheme.itemColor`.
    public var itemColor: RGBAColor { reader.color("itemColor") }

    /// `SBUUserListTheme.removeColor`.
    public var removeColor: RGBAColor { reader.color("removeColor") }
  }

  /// `SBUUserCellTheme`'s properties in a variant.
  public struct UserCellTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUUserCellTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUUserCellTheme.checkboxOnColor`.
    public var checkboxOnColor: RGBAColor { reader.color("checkboxOnColor") }

    /// `SBUUserCellTheme.checkboxOffColor`.
    public var checkboxOffColor: RGBAColor { reader.color("checkboxOffColor") }

    /// `SBUUserCellTheme.nicknameTextColor`.
    public var nicknameTextColor: RGBAColor { reader.color("nicknameTextColor") }

    /// `SBUUserCellTheme.nicknameTextFont`.
    public var nicknameTextFont: FontStyle { reader.font("nicknameTextFont") }

    /// `SBUUserCellTheme.nonameTextColor`.
    public var nonameTextColor: RGBAColor { reader.color("nonameTextColor") }

    /// `SBUUserCellTheme.userIdTextColor`.
    public var userIdTextColor: RGBAColor { reader.color("userIdTextColor") }

    /// `SBUUserCellTheme.userIdTextFont`.
    public var userIdTextFont: FontStyle { reader.font("userIdTextFont") }

    /// `SBUUserCellTheme.userPlaceholderBackgroundColor`.
    public var userPlaceholderBackgroundColor: RGBAColor { reader.color("userPlaceholderBackgroundColor") }

    /// `SBUUserCellTheme.userPlaceholderTintColor`.
    public var userPlaceholderTintColor: RGBAColor { reader.color("userPlaceholderTintColor") }

    /// `SBUUserCellTheme.mutedStateBackgroundColor`.
    public var mutedStateBackgroundColor: RGBAColor { reader.color("mutedStateBackgroundColor") }

    /// `SBUUserCellTheme.mutedStateIconColor`.
    public var mutedStateIconColor: RGBAColor { reader.color("mutedStateIconColor") }

    /// `SBUUserCellTheme.subInfoTextColor`.
    public var subInfoTextColor: RGBAColor { reader.color("subInfoTextColor") }

    /// `SBUUserCellTheme.subInfoFont`.
    public var subInfoFont: FontStyle { reader.font("subInfoFont") }

    /// `SBUUserCellTheme.moreButtonColor`.
    public var moreButtonColor: RGBAColor { reader.color("moreButtonColor") }

    /// `SBUUserCellTheme.moreButtonDisabledColor`.
    public var moreButtonDisabledColor: RGBAColor { reader.color("moreButtonDisabledColor") }

    /// `SBUUserCellTheme.separateColor`.
    public var separateColor: RGBAColor { reader.color("separateColor") }
  }

  /// `SBUChannelSettingsTheme`'s properties in a variant.
  public struct ChannelSettingsTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUChannelSettingsTheme.statusBarStyle`: the case name (`darkContent`).
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUChannelSettingsTheme.navigationBarTintColor`.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUChannelSettingsTheme.navigationShadowColor`.
    public var navigationShadowColor: RGBAColor { reader.color("navigationShadowColor") }

    /// `SBUChannelSettingsTheme.leftBarButtonTintColor`.
    public var leftBarButtonTintColor: RGBAColor { reader.color("leftBarButtonTintColor") }

    /// `SBUChannelSettingsTheme.rightBarButtonTintColor`.
    public var rightBarButtonTintColor: RGBAColor { reader.color("rightBarButtonTintColor") }

    /// `SBUChannelSettingsTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUChannelSettingsTheme.cellTextFont`.
    public var cellTextFont: FontStyle { reader.font("cellTextFont") }

    /// `SBUChannelSettingsTheme.cellTextColor`.
    public var cellTextColor: RGBAColor { reader.color("cellTextColor") }

    /// `SBUChannelSettingsTheme.cellSubTextFont`.
    public var cellSubTextFont: FontStyle { reader.font("cellSubTextFont") }

    /// `SBUChannelSettingsTheme.cellSubTextColor`.
    public var cellSubTextColor: RGBAColor { reader.color("cellSubTextColor") }

    /// `SBUChannelSettingsTheme.cellDescriptionTextFont`.
    public var cellDescriptionTextFont: FontStyle { reader.font("cellDescriptionTextFont") }

    /// `SBUChannelSettingsTheme.cellDescriptionTextColor`.
    public var cellDescriptionTextColor: RGBAColor { reader.color("cellDescriptionTextColor") }

    /// `SBUChannelSettingsTheme.cellSwitchColor`.
    public var cellSwitchColor: RGBAColor { reader.color("cellSwitchColor") }

    /// `SBUChannelSettingsTheme.cellSeparateColor`.
    public var cellSeparateColor: RGBAColor { reader.color("cellSeparateColor") }

    /// `SBUChannelSettingsTheme.cellRadioButtonSelectedColor`.
    public var cellRadioButtonSelectedColor: RGBAColor { reader.color("cellRadioButtonSelectedColor") }

    /// `SBUChannelSettingsTheme.cellRadioButtonDeselectedColor`.
    public var cellRadioButtonDeselectedColor: RGBAColor { reader.color("cellRadioButtonDeselectedColor") }

    /// `SBUChannelSettingsTheme.cellTypeIconTintColor`.
    public var cellTypeIconTintColor: RGBAColor { reader.color("cellTypeIconTintColor") }

    /// `SBUChannelSettingsTheme.cellArrowIconTintColor`.
    public var cellArrowIconTintColor: RGBAColor { reader.color("cellArrowIconTintColor") }

    /// `SBUChannelSettingsTheme.cellLeaveIconColor`.
    public var cellLeaveIconColor: RGBAColor { reader.color("cellLeaveIconColor") }

    /// `SBUChannelSettingsTheme.cellDeleteIconColor`.
    public var cellDeleteIconColor: RGBAColor { reader.color("cellDeleteIconColor") }

    /// `SBUChannelSettingsTheme.userNameFont`.
    public var userNameFont: FontStyle { reader.font("userNameFont") }

    /// `SBUChannelSettingsTheme.userNameTextColor`.
    public var userNameTextColor: RGBAColor { reader.color("userNameTextColor") }

    /// `SBUChannelSettingsTheme.userPlaceholderTintColor`. Since SendbirdUIKit 3.5.0.
    public var userPlaceholderTintColor: RGBAColor { reader.color("userPlaceholderTintColor") }

    /// `SBUChannelSettingsTheme.userPlaceholderBackgroundColor`. Since SendbirdUIKit 3.5.0.
    public var userPlaceholderBackgroundColor: RGBAColor { reader.color("userPlaceholderBackgroundColor") }

    /// `SBUChannelSettingsTheme.itemTextColor`.
    public var itemTextColor: RGBAColor { reader.color("itemTextColor") }

    /// `SBUChannelSettingsTheme.itemColor`.
    public var itemColor: RGBAColor { reader.color("itemColor") }

    /// `SBUChannelSettingsTheme.itemDeleteTextColor`. Since SendbirdUIKit 3.1.0.
    public var itemDeleteTextColor: RGBAColor { reader.color("itemDeleteTextColor") }

    /// `SBUChannelSettingsTheme.urlTitleFont`.
    public var urlTitleFont: FontStyle { reader.font("urlTitleFont") }

    /// `SBUChannelSettingsTheme.urlTitleColor`.
    public var urlTitleColor: RGBAColor { reader.color("urlTitleColor") }

    /// `SBUChannelSettingsTheme.urlFont`.
    public var urlFont: FontStyle { reader.font("urlFont") }

    /// `SBUChannelSettingsTheme.urlColor`.
    public var urlColor: RGBAColor { reader.color("urlColor") }
  }

  /// `SBUUserProfileTheme`'s properties in a variant.
  public struct UserProfileTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUUserProfileTheme.statusBarStyle`: the case name (`darkContent`).
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUUserProfileTheme.overlayColor`.
    public var overlayColor: RGBAColor { reader.color("overlayColor") }

    /// `SBUUserProfileTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUUserProfileTheme.userPlaceholderBackgroundColor`.
    public var userPlaceholderBackgroundColor: RGBAColor { reader.color("userPlaceholderBackgroundColor") }

    /// `SBUUserProfileTheme.userPlaceholderTintColor`.
    public var userPlaceholderTintColor: RGBAColor { reader.color("userPlaceholderTintColor") }

    /// `SBUUserProfileTheme.usernameTextColor`.
    public var usernameTextColor: RGBAColor { reader.color("usernameTextColor") }

    /// `SBUUserProfileTheme.usernameFont`.
    public var usernameFont: FontStyle { reader.font("usernameFont") }

    /// `SBUUserProfileTheme.largeItemTintColor`.
    public var largeItemTintColor: RGBAColor { reader.color("largeItemTintColor") }

    /// `SBUUserProfileTheme.largeItemFont`.
    public var largeItemFont: FontStyle { reader.font("largeItemFont") }

    /// `SBUUserProfileTheme.largeItemBackgroundColor`.
    public var largeItemBackgroundColor: RGBAColor { reader.color("largeItemBackgroundColor") }

    /// `SBUUserProfileTheme.largeItemHighlightedColor`.
    public var largeItemHighlightedColor: RGBAColor { reader.color("largeItemHighlightedColor") }

    /// `SBUUserProfileTheme.separatorColor`.
    public var separatorColor: RGBAColor { reader.color("separatorColor") }

    /// `SBUUserProfileTheme.informationTitleColor`.
    public var informationTitleColor: RGBAColor { reader.color("informationTitleColor") }

    /// `SBUUserProfileTheme.informationTitleFont`.
    public var informationTitleFont: FontStyle { reader.font("informationTitleFont") }

    /// `SBUUserProfileTheme.informationDesctiptionColor`.
    public var informationDesctiptionColor: RGBAColor { reader.color("informationDesctiptionColor") }

    /// `SBUUserProfileTheme.informationDesctiptionFont`.
    public var informationDesctiptionFont: FontStyle { reader.font("informationDesctiptionFont") }

    /// `SBUUserProfileTheme.userRoleTextColor`.
    public var userRoleTextColor: RGBAColor { reader.color("userRoleTextColor") }

    /// `SBUUserProfileTheme.userRoleFont`.
    public var userRoleFont: FontStyle { reader.font("userRoleFont") }

    /// `SBUUserProfileTheme.itemFont`.
    public var itemFont: FontStyle { reader.font("itemFont") }

    /// `SBUUserProfileTheme.itemBackgroundColor`.
    public var itemBackgroundColor: RGBAColor { reader.color("itemBackgroundColor") }

    /// `SBUUserProfileTheme.itemSelectedBackgroundColor`.
    public var itemSelectedBackgroundColor: RGBAColor { reader.color("itemSelectedBackgroundColor") }

    /// `SBUUserProfileTheme.itemTintColor`.
    public var itemTintColor: RGBAColor { reader.color("itemTintColor") }

    /// `SBUUserProfileTheme.itemSelectedTintColor`.
    public var itemSelectedTintColor: RGBAColor { reader.color("itemSelectedTintColor") }

    /// `SBUUserProfileTheme.itemHighlightedTintColor`.
    public var itemHighlightedTintColor: RGBAColor { reader.color("itemHighlightedTintColor") }
  }

  /// `SBUComponentTheme`'s properties in a variant.
  public struct ComponentTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUComponentTheme.emptyViewBackgroundColor`.
    public var emptyViewBackgroundColor: RGBAColor { reader.color("emptyViewBackgroundColor") }

    /// `SBUComponentTheme.emptyViewStatusFont`.
    public var emptyViewStatusFont: FontStyle { reader.font("emptyViewStatusFont") }

    /// `SBUComponentTheme.emptyViewStatusTintColor`.
    public var emptyViewStatusTintColor: RGBAColor { reader.color("emptyViewStatusTintColor") }

    /// `SBUComponentTheme.emptyViewRetryButtonTintColor`.
    public var emptyViewRetryButtonTintColor: RGBAColor { reader.color("emptyViewRetryButtonTintColor") }

    /// `SBUComponentTheme.emptyViewRetryButtonFont`.
    public var emptyViewRetryButtonFont: FontStyle { reader.font("emptyViewRetryButtonFont") }

    /// `SBUComponentTheme.alertTitleColor`.
    public var alertTitleColor: RGBAColor { reader.color("alertTitleColor") }

    /// `SBUComponentTheme.alertTitleFont`.
    public var alertTitleFont: FontStyle { reader.font("alertTitleFont") }

    /// `SBUComponentTheme.alertDetailColor`.
    public var alertDetailColor: RGBAColor { reader.color("alertDetailColor") }

    /// `SBUComponentTheme.alertDetailFont`.
    public var alertDetailFont: FontStyle { reader.font("alertDetailFont") }

    /// `SBUComponentTheme.alertPlaceholderColor`.
    public var alertPlaceholderColor: RGBAColor { reader.color("alertPlaceholderColor") }

    /// `SBUComponentTheme.alertButtonColor`.
    public var alertButtonColor: RGBAColor { reader.color("alertButtonColor") }

    /// `SBUComponentTheme.alertErrorColor`.
    public var alertErrorColor: RGBAColor { reader.color("alertErrorColor") }

    /// `SBUComponentTheme.alertButtonFont`.
    public var alertButtonFont: FontStyle { reader.font("alertButtonFont") }

    /// `SBUComponentTheme.alertTextFieldBackgroundColor`.
    public var alertTextFieldBackgroundColor: RGBAColor { reader.color("alertTextFieldBackgroundColor") }

    /// `SBUComponentTheme.alertTextFieldTintColor`.
    public var alertTextFieldTintColor: RGBAColor { reader.color("alertTextFieldTintColor") }

    /// `SBUComponentTheme.alertTextFieldFont`.
    public var alertTextFieldFont: FontStyle { reader.font("alertTextFieldFont") }

    /// `SBUComponentTheme.backgroundColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var backgroundColorAdaptive: Adaptive<RGBAColor> { reader.adaptiveColor("backgroundColorAdaptive") }

    /// `SBUComponentTheme.alertButtonBackgroundColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var alertButtonBackgroundColorAdaptive: Adaptive<RGBAColor> {
      reader.adaptiveColor("alertButtonBackgroundColorAdaptive")
    }

    /// `SBUComponentTheme.highlightedColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var highlightedColorAdaptive: Adaptive<RGBAColor> { reader.adaptiveColor("highlightedColorAdaptive") }

    /// `SBUComponentTheme.alertTitleFontAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var alertTitleFontAdaptive: Adaptive<FontStyle> { reader.adaptiveFont("alertTitleFontAdaptive") }

    /// `SBUComponentTheme.overlayColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var overlayColorAdaptive: Adaptive<RGBAColor> { reader.adaptiveColor("overlayColorAdaptive") }

    /// `SBUComponentTheme.actionSheetTextFont`.
    public var actionSheetTextFont: FontStyle { reader.font("actionSheetTextFont") }

    /// `SBUComponentTheme.actionSheetTextColor`.
    public var actionSheetTextColor: RGBAColor { reader.color("actionSheetTextColor") }

    /// `SBUComponentTheme.actionSheetSubTextFont`.
    public var actionSheetSubTextFont: FontStyle { reader.font("actionSheetSubTextFont") }

    /// `SBUComponentTheme.actionSheetSubTextColor`.
    public var actionSheetSubTextColor: RGBAColor { reader.color("actionSheetSubTextColor") }

    /// `SBUComponentTheme.actionSheetItemColor`.
    public var actionSheetItemColor: RGBAColor { reader.color("actionSheetItemColor") }

    /// `SBUComponentTheme.actionSheetErrorColor`.
    public var actionSheetErrorColor: RGBAColor { reader.color("actionSheetErrorColor") }

    /// `SBUComponentTheme.actionSheetButtonFont`.
    public var actionSheetButtonFont: FontStyle { reader.font("actionSheetButtonFont") }

    /// `SBUComponentTheme.actionSheetDisabledColor`.
    public var actionSheetDisabledColor: RGBAColor { reader.color("actionSheetDisabledColor") }

    /// `SBUComponentTheme.newMessageFont`.
    public var newMessageFont: FontStyle { reader.font("newMessageFont") }

    /// `SBUComponentTheme.newMessageTintColor`.
    public var newMessageTintColor: RGBAColor { reader.color("newMessageTintColor") }

    /// `SBUComponentTheme.newMessageBackground`.
    public var newMessageBackground: RGBAColor { reader.color("newMessageBackground") }

    /// `SBUComponentTheme.newMessageHighlighted`.
    public var newMessageHighlighted: RGBAColor { reader.color("newMessageHighlighted") }

    /// `SBUComponentTheme.newMessageButtonTintColor`.
    public var newMessageButtonTintColor: RGBAColor { reader.color("newMessageButtonTintColor") }

    /// `SBUComponentTheme.newMessageButtonBackground`.
    public var newMessageButtonBackground: RGBAColor { reader.color("newMessageButtonBackground") }

    /// `SBUComponentTheme.newMessageButtonHighlighted`.
    public var newMessageButtonHighlighted: RGBAColor { reader.color("newMessageButtonHighlighted") }

    /// `SBUComponentTheme.scrollBottomButtonIconColor`.
    public var scrollBottomButtonIconColor: RGBAColor { reader.color("scrollBottomButtonIconColor") }

    /// `SBUComponentTheme.scrollBottomButtonBackground`.
    public var scrollBottomButtonBackground: RGBAColor { reader.color("scrollBottomButtonBackground") }

    /// `SBUComponentTheme.scrollBottomButtonHighlighted`.
    public var scrollBottomButtonHighlighted: RGBAColor { reader.color("scrollBottomButtonHighlighted") }

    /// `SBUComponentTheme.titleOnlineStateColor`.
    public var titleOnlineStateColor: RGBAColor { reader.color("titleOnlineStateColor") }

    /// `SBUComponentTheme.titleColor`.
    public var titleColor: RGBAColor { reader.color("titleColor") }

    /// `SBUComponentTheme.titleFont`.
    public var titleFont: FontStyle { reader.font("titleFont") }

    /// `SBUComponentTheme.titleStatusColor`.
    public var titleStatusColor: RGBAColor { reader.color("titleStatusColor") }

    /// `SBUComponentTheme.titleStatusFont`.
    public var titleStatusFont: FontStyle { reader.font("titleStatusFont") }

    /// `SBUComponentTheme.menuTitleFont`.
    public var menuTitleFont: FontStyle { reader.font("menuTitleFont") }

    /// `SBUComponentTheme.overlayColor`.
    public var overlayColor: RGBAColor { reader.color("overlayColor") }

    /// `SBUComponentTheme.highlightedColor`.
    public var highlightedColor: RGBAColor { reader.color("highlightedColor") }

    /// `SBUComponentTheme.buttonTextColor`.
    public var buttonTextColor: RGBAColor { reader.color("buttonTextColor") }

    /// `SBUComponentTheme.separatorColor`.
    public var separatorColor: RGBAColor { reader.color("separatorColor") }

    /// `SBUComponentTheme.shadowColor`.
    public var shadowColor: RGBAColor { reader.color("shadowColor") }

    /// `SBUComponentTheme.closeBarButtonTintColor`.
    public var closeBarButtonTintColor: RGBAColor { reader.color("closeBarButtonTintColor") }

    /// `SBUComponentTheme.userPlaceholderBackgroundColor`.
    public var userPlaceholderBackgroundColor: RGBAColor { reader.color("userPlaceholderBackgroundColor") }

    /// `SBUComponentTheme.userPlaceholderTintColor`.
    public var userPlaceholderTintColor: RGBAColor { reader.color("userPlaceholderTintColor") }

    /// `SBUComponentTheme.placeholderBackgroundColor`. Since SendbirdUIKit 3.2.0.
    public var placeholderBackgroundColor: RGBAColor { reader.color("placeholderBackgroundColor") }

    /// `SBUComponentTheme.placeholderTintColor`. Since SendbirdUIKit 3.2.0.
    public var placeholderTintColor: RGBAColor { reader.color("placeholderTintColor") }

    /// `SBUComponentTheme.reactionBoxBackgroundColor`.
    public var reactionBoxBackgroundColor: RGBAColor { reader.color("reactionBoxBackgroundColor") }

    /// `SBUComponentTheme.reactionBoxBorderLineColor`.
    public var reactionBoxBorderLineColor: RGBAColor { reader.color("reactionBoxBorderLineColor") }

    /// `SBUComponentTheme.reactionBoxEmojiCountColor`.
    public var reactionBoxEmojiCountColor: RGBAColor { reader.color("reactionBoxEmojiCountColor") }

    /// `SBUComponentTheme.reactionBoxEmojiBackgroundColor`.
    public var reactionBoxEmojiBackgroundColor: RGBAColor { reader.color("reactionBoxEmojiBackgroundColor") }

    /// `SBUComponentTheme.reactionBoxSelectedEmojiBackgroundColor`.
    public var reactionBoxSelectedEmojiBackgroundColor: RGBAColor {
      reader.color("reactionBoxSelectedEmojiBackgroundColor")
    }

    /// `SBUComponentTheme.reactionBoxEmojiCountFont`.
    public var reactionBoxEmojiCountFont: FontStyle { reader.font("reactionBoxEmojiCountFont") }

    /// `SBUComponentTheme.emojiCountColor`.
    public var emojiCountColor: RGBAColor { reader.color("emojiCountColor") }

    /// `SBUComponentTheme.emojiSelectedCountColor`.
    public var emojiSelectedCountColor: RGBAColor { reader.color("emojiSelectedCountColor") }

    /// `SBUComponentTheme.emojiSelectedUnderlineColor`.
    public var emojiSelectedUnderlineColor: RGBAColor { reader.color("emojiSelectedUnderlineColor") }

    /// `SBUComponentTheme.emojiCountFont`.
    public var emojiCountFont: FontStyle { reader.font("emojiCountFont") }

    /// `SBUComponentTheme.emojiListSelectedBackgroundColor`.
    public var emojiListSelectedBackgroundColor: RGBAColor { reader.color("emojiListSelectedBackgroundColor") }

    /// `SBUComponentTheme.reactionMenuLineColor`.
    public var reactionMenuLineColor: RGBAColor { reader.color("reactionMenuLineColor") }

    /// `SBUComponentTheme.addReactionTintColor`.
    public var addReactionTintColor: RGBAColor { reader.color("addReactionTintColor") }

    /// `SBUComponentTheme.channelTypeSelectorItemTintColor`.
    public var channelTypeSelectorItemTintColor: RGBAColor { reader.color("channelTypeSelectorItemTintColor") }

    /// `SBUComponentTheme.channelTypeSelectorItemTextColor`.
    public var channelTypeSelectorItemTextColor: RGBAColor { reader.color("channelTypeSelectorItemTextColor") }

    /// `SBUComponentTheme.channelTypeSelectorItemFont`.
    public var channelTypeSelectorItemFont: FontStyle { reader.font("channelTypeSelectorItemFont") }

    /// `SBUComponentTheme.broadcastIconBackgroundColor`.
    public var broadcastIconBackgroundColor: RGBAColor { reader.color("broadcastIconBackgroundColor") }

    /// `SBUComponentTheme.broadcastIconTintColor`.
    public var broadcastIconTintColor: RGBAColor { reader.color("broadcastIconTintColor") }

    /// `SBUComponentTheme.barItemTintColor`.
    public var barItemTintColor: RGBAColor { reader.color("barItemTintColor") }

    /// `SBUComponentTheme.loadingBackgroundColor`.
    public var loadingBackgroundColor: RGBAColor { reader.color("loadingBackgroundColor") }

    /// `SBUComponentTheme.loadingPopupBackgroundColor`.
    public var loadingPopupBackgroundColor: RGBAColor { reader.color("loadingPopupBackgroundColor") }

    /// `SBUComponentTheme.loadingFont`.
    public var loadingFont: FontStyle { reader.font("loadingFont") }

    /// `SBUComponentTheme.loadingTextColor`.
    public var loadingTextColor: RGBAColor { reader.color("loadingTextColor") }

    /// `SBUComponentTheme.loadingSpinnerColor`.
    public var loadingSpinnerColor: RGBAColor { reader.color("loadingSpinnerColor") }

    /// `SBUComponentTheme.toastContainerColor`. Since SendbirdUIKit 3.15.0.
    public var toastContainerColor: RGBAColor { reader.color("toastContainerColor") }

    /// `SBUComponentTheme.toastTitleColor`. Since SendbirdUIKit 3.15.0.
    public var toastTitleColor: RGBAColor { reader.color("toastTitleColor") }

    /// `SBUComponentTheme.feedbackToastUpdateDoneColor`. Since SendbirdUIKit 3.15.0.
    public var feedbackToastUpdateDoneColor: RGBAColor { reader.color("feedbackToastUpdateDoneColor") }

    /// `SBUComponentTheme.unreadMessageFont`. Since SendbirdUIKit 3.32.0.
    public var unreadMessageFont: FontStyle { reader.font("unreadMessageFont") }

    /// `SBUComponentTheme.unreadMessageLabelTintColor`. Since SendbirdUIKit 3.32.0.
    public var unreadMessageLabelTintColor: RGBAColor { reader.color("unreadMessageLabelTintColor") }

    /// `SBUComponentTheme.unreadMessageButtonTintColor`. Since SendbirdUIKit 3.32.0.
    public var unreadMessageButtonTintColor: RGBAColor { reader.color("unreadMessageButtonTintColor") }

    /// `SBUComponentTheme.unreadMessageBackground`. Since SendbirdUIKit 3.32.0.
    public var unreadMessageBackground: RGBAColor { reader.color("unreadMessageBackground") }

    /// `SBUComponentTheme.newLineLabelFont`. Since SendbirdUIKit 3.32.0.
    public var newLineLabelFont: FontStyle { reader.font("newLineLabelFont") }

    /// `SBUComponentTheme.newLineLabelTintColor`. Since SendbirdUIKit 3.32.0.
    public var newLineLabelTintColor: RGBAColor { reader.color("newLineLabelTintColor") }

    /// `SBUComponentTheme.newLineTintColor`. Since SendbirdUIKit 3.32.0.
    public var newLineTintColor: RGBAColor { reader.color("newLineTintColor") }

    /// `SBUComponentTheme.shadowColorAdaptive`. Since SendbirdUIKit 3.34.0. An `@SBUAdaptive` pair.
    public var shadowColorAdaptive: Adaptive<RGBAColor> { reader.adaptiveColor("shadowColorAdaptive") }
  }

  /// `SBUMessageSearchTheme`'s properties in a variant.
  public struct MessageSearchTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUMessageSearchTheme.statusBarStyle`: the case name (`darkContent`).
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUMessageSearchTheme.navigationBarStyle`: the case name (`default`).
    public var navigationBarStyle: String { reader.keyword("navigationBarStyle") }

    /// `SBUMessageSearchTheme.navigationBarTintColor`.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUMessageSearchTheme.navigationBarShadowColor`.
    public var navigationBarShadowColor: RGBAColor { reader.color("navigationBarShadowColor") }

    /// `SBUMessageSearchTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUMessageSearchTheme.searchTextColor`.
    public var searchTextColor: RGBAColor { reader.color("searchTextColor") }

    /// `SBUMessageSearchTheme.searchTextFont`.
    public var searchTextFont: FontStyle { reader.font("searchTextFont") }

    /// `SBUMessageSearchTheme.searchTextBackgroundColor`.
    public var searchTextBackgroundColor: RGBAColor { reader.color("searchTextBackgroundColor") }

    /// `SBUMessageSearchTheme.searchPlaceholderColor`.
    public var searchPlaceholderColor: RGBAColor { reader.color("searchPlaceholderColor") }

    /// `SBUMessageSearchTheme.searchIconTintColor`.
    public var searchIconTintColor: RGBAColor { reader.color("searchIconTintColor") }

    /// `SBUMessageSearchTheme.clearIconTintColor`.
    public var clearIconTintColor: RGBAColor { reader.color("clearIconTintColor") }

    /// `SBUMessageSearchTheme.cancelButtonTintColor`.
    public var cancelButtonTintColor: RGBAColor { reader.color("cancelButtonTintColor") }
  }

  /// `SBUMessageSearchResultCellTheme`'s properties in a variant.
  public struct MessageSearchResultCellTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUMessageSearchResultCellTheme.backgroundColor`.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUMessageSearchResultCellTheme.titleFont`.
    public var titleFont: FontStyle { reader.font("titleFont") }

    /// `SBUMessageSearchResultCellTheme.titleTextColor`.
    public var titleTextColor: RGBAColor { reader.color("titleTextColor") }

    /// `SBUMessageSearchResultCellTheme.descriptionFont`.
    public var descriptionFont: FontStyle { reader.font("descriptionFont") }

    /// `SBUMessageSearchResultCellTheme.descriptionTextColor`.
    public var descriptionTextColor: RGBAColor { reader.color("descriptionTextColor") }

    /// `SBUMessageSearchResultCellTheme.updatedAtFont`.
    public var updatedAtFont: FontStyle { reader.font("updatedAtFont") }

    /// `SBUMessageSearchResultCellTheme.updatedAtTextColor`.
    public var updatedAtTextColor: RGBAColor { reader.color("updatedAtTextColor") }

    /// `SBUMessageSearchResultCellTheme.fileMessageFont`.
    public var fileMessageFont: FontStyle { reader.font("fileMessageFont") }

    /// `SBUMessageSearchResultCellTheme.fileMessageTextColor`.
    public var fileMessageTextColor: RGBAColor { reader.color("fileMessageTextColor") }

    /// `SBUMessageSearchResultCellTheme.fileMessageIconBackgroundColor`.
    public var fileMessageIconBackgroundColor: RGBAColor { reader.color("fileMessageIconBackgroundColor") }

    /// `SBUMessageSearchResultCellTheme.fileMessageIconTintColor`.
    public var fileMessageIconTintColor: RGBAColor { reader.color("fileMessageIconTintColor") }

    /// `SBUMessageSearchResultCellTheme.separatorLineColor`.
    public var separatorLineColor: RGBAColor { reader.color("separatorLineColor") }
  }

  /// `SBUCreateOpenChannelTheme`'s properties in a variant.
  public struct CreateOpenChannelTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUCreateOpenChannelTheme.statusBarStyle`: the case name (`darkContent`). Since SendbirdUIKit 3.2.0.
    public var statusBarStyle: String { reader.keyword("statusBarStyle") }

    /// `SBUCreateOpenChannelTheme.leftBarButtonTintColor`. Since SendbirdUIKit 3.2.0.
    public var leftBarButtonTintColor: RGBAColor { reader.color("leftBarButtonTintColor") }

    /// `SBUCreateOpenChannelTheme.rightBarButtonTintColor`. Since SendbirdUIKit 3.2.0.
    public var rightBarButtonTintColor: RGBAColor { reader.color("rightBarButtonTintColor") }

    /// `SBUCreateOpenChannelTheme.rightBarButtonDisabledTintColor`. Since SendbirdUIKit 3.2.0.
    public var rightBarButtonDisabledTintColor: RGBAColor { reader.color("rightBarButtonDisabledTintColor") }

    /// `SBUCreateOpenChannelTheme.navigationBarTintColor`. Since SendbirdUIKit 3.2.0.
    public var navigationBarTintColor: RGBAColor { reader.color("navigationBarTintColor") }

    /// `SBUCreateOpenChannelTheme.navigationBarShadowColor`. Since SendbirdUIKit 3.2.0.
    public var navigationBarShadowColor: RGBAColor { reader.color("navigationBarShadowColor") }

    /// `SBUCreateOpenChannelTheme.backgroundColor`. Since SendbirdUIKit 3.2.0.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUCreateOpenChannelTheme.textFieldPlaceholderColor`. Since SendbirdUIKit 3.2.0.
    public var textFieldPlaceholderColor: RGBAColor { reader.color("textFieldPlaceholderColor") }

    /// `SBUCreateOpenChannelTheme.textFieldTextColor`. Since SendbirdUIKit 3.2.0.
    public var textFieldTextColor: RGBAColor { reader.color("textFieldTextColor") }

    /// `SBUCreateOpenChannelTheme.textFieldFont`. Since SendbirdUIKit 3.2.0.
    public var textFieldFont: FontStyle { reader.font("textFieldFont") }

    /// `SBUCreateOpenChannelTheme.textFieldUnderlineColor`. Since SendbirdUIKit 3.2.0.
    public var textFieldUnderlineColor: RGBAColor { reader.color("textFieldUnderlineColor") }

    /// `SBUCreateOpenChannelTheme.actionSheetItemColor`. Since SendbirdUIKit 3.2.0.
    public var actionSheetItemColor: RGBAColor { reader.color("actionSheetItemColor") }

    /// `SBUCreateOpenChannelTheme.actionSheetTextColor`. Since SendbirdUIKit 3.2.0.
    public var actionSheetTextColor: RGBAColor { reader.color("actionSheetTextColor") }

    /// `SBUCreateOpenChannelTheme.actionSheetRemoveTextColor`. Since SendbirdUIKit 3.2.0.
    public var actionSheetRemoveTextColor: RGBAColor { reader.color("actionSheetRemoveTextColor") }

    /// `SBUCreateOpenChannelTheme.actionSheetCancelTextColor`. Since SendbirdUIKit 3.2.0.
    public var actionSheetCancelTextColor: RGBAColor { reader.color("actionSheetCancelTextColor") }
  }

  /// `SBUVoiceMessageInputTheme`'s properties in a variant.
  public struct VoiceMessageInputTheme: Sendable {
    let reader: ComponentReader

    /// The accessors over a reader.
    public init(_ reader: ComponentReader) {
      self.reader = reader
    }

    /// `SBUVoiceMessageInputTheme.backgroundColor`. Since SendbirdUIKit 3.4.0.
    public var backgroundColor: RGBAColor { reader.color("backgroundColor") }

    /// `SBUVoiceMessageInputTheme.overlayColor`. Since SendbirdUIKit 3.4.0.
    public var overlayColor: RGBAColor { reader.color("overlayColor") }

    /// `SBUVoiceMessageInputTheme.cancelTitleColor`. Since SendbirdUIKit 3.4.0.
    public var cancelTitleColor: RGBAColor { reader.color("cancelTitleColor") }

    /// `SBUVoiceMessageInputTheme.cancelTitleFont`. Since SendbirdUIKit 3.4.0.
    public var cancelTitleFont: FontStyle { reader.font("cancelTitleFont") }

    /// `SBUVoiceMessageInputTheme.progressTintColor`. Since SendbirdUIKit 3.4.0.
    public var progressTintColor: RGBAColor { reader.color("progressTintColor") }

    /// `SBUVoiceMessageInputTheme.progressTrackTintColor`. Since SendbirdUIKit 3.4.0.
    public var progressTrackTintColor: RGBAColor { reader.color("progressTrackTintColor") }

    /// `SBUVoiceMessageInputTheme.progressTrackDeactivatedTintColor`. Since SendbirdUIKit 3.4.0.
    public var progressTrackDeactivatedTintColor: RGBAColor { reader.color("progressTrackDeactivatedTintColor") }

    /// `SBUVoiceMessageInputTheme.progressTimeFont`. Since SendbirdUIKit 3.4.0.
    public var progressTimeFont: FontStyle { reader.font("progressTimeFont") }

    /// `SBUVoiceMessageInputTheme.progressTimeColor`. Since SendbirdUIKit 3.4.0.
    public var progressTimeColor: RGBAColor { reader.color("progressTimeColor") }

    /// `SBUVoiceMessageInputTheme.progressDeactivatedTimeColor`. Since SendbirdUIKit 3.4.0.
    public var progressDeactivatedTimeColor: RGBAColor { reader.color("progressDeactivatedTimeColor") }

    /// `SBUVoiceMessageInputTheme.progressRecordingIconTintColor`. Since SendbirdUIKit 3.4.0.
    public var progressRecordingIconTintColor: RGBAColor { reader.color("progressRecordingIconTintColor") }

    /// `SBUVoiceMessageInputTheme.statusButtonBackgroundColor`. Since SendbirdUIKit 3.4.0.
    public var statusButtonBackgroundColor: RGBAColor { reader.color("statusButtonBackgroundColor") }

    /// `SBUVoiceMessageInputTheme.recordingButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var recordingButtonTintColor: RGBAColor { reader.color("recordingButtonTintColor") }

    /// `SBUVoiceMessageInputTheme.stopButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var stopButtonTintColor: RGBAColor { reader.color("stopButtonTintColor") }

    /// `SBUVoiceMessageInputTheme.playButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var playButtonTintColor: RGBAColor { reader.color("playButtonTintColor") }

    /// `SBUVoiceMessageInputTheme.pauseButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var pauseButtonTintColor: RGBAColor { reader.color("pauseButtonTintColor") }

    /// `SBUVoiceMessageInputTheme.sendButtonBackgroundColor`. Since SendbirdUIKit 3.4.0.
    public var sendButtonBackgroundColor: RGBAColor { reader.color("sendButtonBackgroundColor") }

    /// `SBUVoiceMessageInputTheme.sendButtonDisabledBackgroundColor`. Since SendbirdUIKit 3.4.0.
    public var sendButtonDisabledBackgroundColor: RGBAColor { reader.color("sendButtonDisabledBackgroundColor") }

    /// `SBUVoiceMessageInputTheme.sendButtonTintColor`. Since SendbirdUIKit 3.4.0.
    public var sendButtonTintColor: RGBAColor { reader.color("sendButtonTintColor") }

    /// `SBUVoiceMessageInputTheme.sendButtonDisabledTintColor`. Since SendbirdUIKit 3.4.0.
    public var sendButtonDisabledTintColor: RGBAColor { reader.color("sendButtonDisabledTintColor") }
  }
}
