// swift-format-ignore-file
// Generated from the SendbirdUIKit 3.35.1 catalogue by `UPDATE_GOLDENS=1 swift test` (RuntimeApplyTests). Do not edit.
#if canImport(SendbirdUIKit)
import Foundation
@preconcurrency import SendbirdUIKit
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SendbirdChatSDK)
import SendbirdChatSDK
#endif

extension ThemeCatalog {
  /// Assigns every `SBUStringSet` member the catalogue has for `locale` (through its fallback
  /// chain), closures included; they evaluate through the catalogue as the generated Swift does.
  /// Call it before building any SendbirdUIKit view.
  public func applyStrings(locale tag: String) {
    let strings = locale(tag)
    if let text = strings.string(.sdk("Cancel")) { SBUStringSet.Cancel = text }
    if let text = strings.string(.sdk("OK")) { SBUStringSet.OK = text }
    if let text = strings.string(.sdk("Retry")) { SBUStringSet.Retry = text }
    if let text = strings.string(.sdk("Save")) { SBUStringSet.Save = text }
    if let text = strings.string(.sdk("Copy")) { SBUStringSet.Copy = text }
    if let text = strings.string(.sdk("Delete")) { SBUStringSet.Delete = text }
    if let text = strings.string(.sdk("Edit")) { SBUStringSet.Edit = text }
    if let text = strings.string(.sdk("Remove")) { SBUStringSet.Remove = text }
    if let text = strings.string(.sdk("Camera")) { SBUStringSet.Camera = text }
    if let text = strings.string(.sdk("PhotoVideoLibrary")) { SBUStringSet.PhotoVideoLibrary = text }
    if let text = strings.string(.sdk("Document")) { SBUStringSet.Document = text }
    if let text = strings.string(.sdk("Loading")) { SBUStringSet.Loading = text }
    if let text = strings.string(.sdk("Invite")) { SBUStringSet.Invite = text }
    if let text = strings.string(.sdk("TakePhoto")) { SBUStringSet.TakePhoto = text }
    if let text = strings.string(.sdk("ChoosePhoto")) { SBUStringSet.ChoosePhoto = text }
    if let text = strings.string(.sdk("RemovePhoto")) { SBUStringSet.RemovePhoto = text }
    if let text = strings.string(.sdk("ViewLibrary")) { SBUStringSet.ViewLibrary = text }
    if let text = strings.string(.sdk("Search")) { SBUStringSet.Search = text }
    if let text = strings.string(.sdk("Settings")) { SBUStringSet.Settings = text }
    if let text = strings.string(.sdk("Reply")) { SBUStringSet.Reply = text }
    if let text = strings.string(.sdk("Submit")) { SBUStringSet.Submit = text }
    if let text = strings.string(.sdk("MarkAsUnread")) { SBUStringSet.MarkAsUnread = text }
    if let text = strings.string(.sdk("Alert_Delete")) { SBUStringSet.Alert_Delete = text }
    if strings.contains(.sdk("Alert_Delete_MultipleFilesMessage")) { SBUStringSet.Alert_Delete_MultipleFilesMessage = { p0 in strings.string(.sdk("Alert_Delete_MultipleFilesMessage"), arguments: [.int(p0)]) ?? "" } }
    if let text = strings.string(.sdk("Alert_Allow_Camera_Access")) { SBUStringSet.Alert_Allow_Camera_Access = text }
    if let text = strings.string(.sdk("Alert_Allow_PhotoLibrary_Access")) { SBUStringSet.Alert_Allow_PhotoLibrary_Access = text }
    if let text = strings.string(.sdk("Alert_Allow_PhotoLibrary_Access_Message")) { SBUStringSet.Alert_Allow_PhotoLibrary_Access_Message = text }
    if let text = strings.string(.sdk("Alert_Allow_Microphone_Access")) { SBUStringSet.Alert_Allow_Microphone_Access = text }
    if let text = strings.string(.sdk("Alert_Busy_Server_Title")) { SBUStringSet.Alert_Busy_Server_Title = text }
    if let text = strings.string(.sdk("Alert_Busy_Server_Message")) { SBUStringSet.Alert_Busy_Server_Message = text }
    if let text = strings.string(.sdk("Date_Yesterday")) { SBUStringSet.Date_Yesterday = text }
    if strings.contains(.sdk("Date_Year")) { SBUStringSet.Date_Year = { p0 in strings.string(.sdk("Date_Year"), arguments: [.int(p0)]) ?? "" } }
    if strings.contains(.sdk("Date_Day")) { SBUStringSet.Date_Day = { p0 in strings.string(.sdk("Date_Day"), arguments: [.int(p0)]) ?? "" } }
    if strings.contains(.sdk("Date_Month")) { SBUStringSet.Date_Month = { p0 in strings.string(.sdk("Date_Month"), arguments: [.int(p0)]) ?? "" } }
    if strings.contains(.sdk("Date_Hour")) { SBUStringSet.Date_Hour = { p0 in strings.string(.sdk("Date_Hour"), arguments: [.int(p0)]) ?? "" } }
    if strings.contains(.sdk("Date_Min")) { SBUStringSet.Date_Min = { p0 in strings.string(.sdk("Date_Min"), arguments: [.int(p0)]) ?? "" } }
    if let text = strings.string(.sdk("Date_Ago")) { SBUStringSet.Date_Ago = text }
    if let text = strings.string(.sdk("Date_On")) { SBUStringSet.Date_On = text }
    if let text = strings.string(.sdk("ChannelList_Header_Title")) { SBUStringSet.ChannelList_Header_Title = text }
    if let text = strings.string(.sdk("ChannelList_Last_File_Message")) { SBUStringSet.ChannelList_Last_File_Message = text }
    if let text = strings.string(.sdk("Channel_Name_Default")) { SBUStringSet.Channel_Name_Default = text }
    if let text = strings.string(.sdk("Channel_Name_No_Members")) { SBUStringSet.Channel_Name_No_Members = text }
    if let text = strings.string(.sdk("Channel_Header_LastSeen")) { SBUStringSet.Channel_Header_LastSeen = text }
    if strings.contains(.sdk("Channel_Typing")) { SBUStringSet.Channel_Typing = { p0 in strings.string(.sdk("Channel_Typing"), arguments: [.names(p0.map(\.nickname))]) ?? "" } }
    if let text = strings.string(.sdk("Channel_Success_Download_file")) { SBUStringSet.Channel_Success_Download_file = text }
    if let text = strings.string(.sdk("Channel_Failure_Download_file")) { SBUStringSet.Channel_Failure_Download_file = text }
    if let text = strings.string(.sdk("Channel_Failure_Open_file")) { SBUStringSet.Channel_Failure_Open_file = text }
    if let text = strings.string(.sdk("Channel_New_Message_File")) { SBUStringSet.Channel_New_Message_File = text }
    if strings.contains(.sdk("Channel_New_Message")) { SBUStringSet.Channel_New_Message = { p0 in strings.string(.sdk("Channel_New_Message"), arguments: [.int(p0)]) ?? "" } }
    if let text = strings.string(.sdk("Channel_State_Banner_Frozen")) { SBUStringSet.Channel_State_Banner_Frozen = text }
    if strings.contains(.sdk("Channel_Unread_Message")) { SBUStringSet.Channel_Unread_Message = { p0 in strings.string(.sdk("Channel_Unread_Message"), arguments: [.uint(p0)]) ?? "" } }
    if let text = strings.string(.sdk("Channel_Unread_Message_Newline")) { SBUStringSet.Channel_Unread_Message_Newline = text }
    if let text = strings.string(.sdk("Open_Channel_Name_Default")) { SBUStringSet.Open_Channel_Name_Default = text }
    if let text = strings.string(.sdk("Open_Channel_Participants")) { SBUStringSet.Open_Channel_Participants = text }
    if strings.contains(.sdk("Open_Channel_Participants_Count")) { SBUStringSet.Open_Channel_Participants_Count = { p0 in strings.string(.sdk("Open_Channel_Participants_Count"), arguments: [.int(p0)]) ?? "" } }
    if strings.contains(.sdk("Notification_Channel_URL")) { SBUStringSet.Notification_Channel_URL = { p0 in strings.string(.sdk("Notification_Channel_URL"), arguments: [.string(p0)]) ?? "" } }
    if let text = strings.string(.sdk("Notification_Channel_Name_Default")) { SBUStringSet.Notification_Channel_Name_Default = text }
    if let text = strings.string(.sdk("ChannelSettings_Header_Title")) { SBUStringSet.ChannelSettings_Header_Title = text }
    if let text = strings.string(.sdk("ChannelSettings_Change_Name")) { SBUStringSet.ChannelSettings_Change_Name = text }
    if let text = strings.string(.sdk("ChannelSettings_Change_Image")) { SBUStringSet.ChannelSettings_Change_Image = text }
    if let text = strings.string(.sdk("ChannelSettings_Enter_New_Name")) { SBUStringSet.ChannelSettings_Enter_New_Name = text }
    if let text = strings.string(.sdk("ChannelSettings_Enter_New_Channel_Name")) { SBUStringSet.ChannelSettings_Enter_New_Channel_Name = text }
    if let text = strings.string(.sdk("ChannelSettings_Notifications")) { SBUStringSet.ChannelSettings_Notifications = text }
    if let text = strings.string(.sdk("ChannelSettings_Notifications_On")) { SBUStringSet.ChannelSettings_Notifications_On = text }
    if let text = strings.string(.sdk("ChannelSettings_Notifications_Off")) { SBUStringSet.ChannelSettings_Notifications_Off = text }
    if let text = strings.string(.sdk("ChannelSettings_Notifications_Mentiones_Only")) { SBUStringSet.ChannelSettings_Notifications_Mentiones_Only = text }
    if let text = strings.string(.sdk("ChannelSettings_Members_Title")) { SBUStringSet.ChannelSettings_Members_Title = text }
    if let text = strings.string(.sdk("ChannelSettings_Participants_Title")) { SBUStringSet.ChannelSettings_Participants_Title = text }
    if strings.contains(.sdk("ChannelSettings_Members")) { SBUStringSet.ChannelSettings_Members = { p0 in strings.string(.sdk("ChannelSettings_Members"), arguments: [.uint(p0)]) ?? "" } }
    if let text = strings.string(.sdk("ChannelSettings_Leave")) { SBUStringSet.ChannelSettings_Leave = text }
    if let text = strings.string(.sdk("ChannelSettings_Delete")) { SBUStringSet.ChannelSettings_Delete = text }
    if let text = strings.string(.sdk("ChannelSettings_Delete_Question_Mark")) { SBUStringSet.ChannelSettings_Delete_Question_Mark = text }
    if let text = strings.string(.sdk("ChannelSettings_Delete_Description")) { SBUStringSet.ChannelSettings_Delete_Description = text }
    if let text = strings.string(.sdk("ChannelSettings_Search")) { SBUStringSet.ChannelSettings_Search = text }
    if let text = strings.string(.sdk("ChannelSettings_Moderations")) { SBUStringSet.ChannelSettings_Moderations = text }
    if let text = strings.string(.sdk("ChannelSettings_Operators")) { SBUStringSet.ChannelSettings_Operators = text }
    if let text = strings.string(.sdk("ChannelSettings_Muted_Members")) { SBUStringSet.ChannelSettings_Muted_Members = text }
    if let text = strings.string(.sdk("ChannelSettings_Muted_Participants")) { SBUStringSet.ChannelSettings_Muted_Participants = text }
    if let text = strings.string(.sdk("ChannelSettings_Banned_Users")) { SBUStringSet.ChannelSettings_Banned_Users = text }
    if let text = strings.string(.sdk("ChannelSettings_Freeze_Channel")) { SBUStringSet.ChannelSettings_Freeze_Channel = text }
    if let text = strings.string(.sdk("ChannelSettings_URL")) { SBUStringSet.ChannelSettings_URL = text }
    if let text = strings.string(.sdk("ChannelPushSettings_Header_Title")) { SBUStringSet.ChannelPushSettings_Header_Title = text }
    if let text = strings.string(.sdk("ChannelPushSettings_Notification_Title")) { SBUStringSet.ChannelPushSettings_Notification_Title = text }
    if let text = strings.string(.sdk("ChannelPushSettings_Item_All")) { SBUStringSet.ChannelPushSettings_Item_All = text }
    if let text = strings.string(.sdk("ChannelPushSettings_Item_Mentions_Only")) { SBUStringSet.ChannelPushSettings_Item_Mentions_Only = text }
    if let text = strings.string(.sdk("ChannelPushSettings_Notification_Description")) { SBUStringSet.ChannelPushSettings_Notification_Description = text }
    if let text = strings.string(.sdk("MessageInput_Text_Placeholder")) { SBUStringSet.MessageInput_Text_Placeholder = text }
    if let text = strings.string(.sdk("MessageInput_Text_Unavailable")) { SBUStringSet.MessageInput_Text_Unavailable = text }
    if let text = strings.string(.sdk("MessageInput_Text_Muted")) { SBUStringSet.MessageInput_Text_Muted = text }
    if let text = strings.string(.sdk("MessageInput_Text_Reply")) { SBUStringSet.MessageInput_Text_Reply = text }
    if strings.contains(.sdk("MessageInput_Reply_To")) { SBUStringSet.MessageInput_Reply_To = { p0 in strings.string(.sdk("MessageInput_Reply_To"), arguments: [.string(p0)]) ?? "" } }
    if let text = strings.string(.sdk("MessageInput_Quote_Message_Photo")) { SBUStringSet.MessageInput_Quote_Message_Photo = text }
    if let text = strings.string(.sdk("MessageInput_Quote_Message_GIF")) { SBUStringSet.MessageInput_Quote_Message_GIF = text }
    if let text = strings.string(.sdk("MessageInput_Quote_Message_Video")) { SBUStringSet.MessageInput_Quote_Message_Video = text }
    if let text = strings.string(.sdk("Message_Edited")) { SBUStringSet.Message_Edited = text }
    if let text = strings.string(.sdk("Message_System")) { SBUStringSet.Message_System = text }
    if let text = strings.string(.sdk("Message_Unknown_Title")) { SBUStringSet.Message_Unknown_Title = text }
    if let text = strings.string(.sdk("Message_Unknown_Description")) { SBUStringSet.Message_Unknown_Description = text }
    if strings.contains(.sdk("Message_Replied_To")) { SBUStringSet.Message_Replied_To = { p0, p1 in strings.string(.sdk("Message_Replied_To"), arguments: [.string(p0), .string(p1)]) ?? "" } }
    if let text = strings.string(.sdk("Message_You")) { SBUStringSet.Message_You = text }
    if strings.contains(.sdk("Message_Replied_Users_Count")) { SBUStringSet.Message_Replied_Users_Count = { p0, p1 in strings.string(.sdk("Message_Replied_Users_Count"), arguments: [.int(p0), .bool(p1)]) ?? "" } }
    if let text = strings.string(.sdk("Message_Reply_Cannot_Found_Original")) { SBUStringSet.Message_Reply_Cannot_Found_Original = text }
    if let text = strings.string(.sdk("Message_Unavailable")) { SBUStringSet.Message_Unavailable = text }
    if strings.contains(.sdk("Message_Typers_Count")) { SBUStringSet.Message_Typers_Count = { p0 in strings.string(.sdk("Message_Typers_Count"), arguments: [.int(p0)]) ?? "" } }
    if let text = strings.string(.sdk("Notification_Template_Error_Title")) { SBUStringSet.Notification_Template_Error_Title = text }
    if let text = strings.string(.sdk("Notification_Template_Error_Subtitle")) { SBUStringSet.Notification_Template_Error_Subtitle = text }
    if let text = strings.string(.sdk("Message_Template_Error_Title")) { SBUStringSet.Message_Template_Error_Title = text }
    if let text = strings.string(.sdk("Message_Template_Error_Subtitle")) { SBUStringSet.Message_Template_Error_Subtitle = text }
    if let text = strings.string(.sdk("Empty_No_Channels")) { SBUStringSet.Empty_No_Channels = text }
    if let text = strings.string(.sdk("Empty_No_Messages")) { SBUStringSet.Empty_No_Messages = text }
    if let text = strings.string(.sdk("Empty_No_Notifications")) { SBUStringSet.Empty_No_Notifications = text }
    if let text = strings.string(.sdk("Empty_No_Users")) { SBUStringSet.Empty_No_Users = text }
    if let text = strings.string(.sdk("Empty_No_Muted_Members")) { SBUStringSet.Empty_No_Muted_Members = text }
    if let text = strings.string(.sdk("Empty_No_Muted_Participants")) { SBUStringSet.Empty_No_Muted_Participants = text }
    if let text = strings.string(.sdk("Empty_No_Banned_Users")) { SBUStringSet.Empty_No_Banned_Users = text }
    if let text = strings.string(.sdk("Empty_Search_Result")) { SBUStringSet.Empty_Search_Result = text }
    if let text = strings.string(.sdk("Empty_Wrong")) { SBUStringSet.Empty_Wrong = text }
    if strings.contains(.sdk("CreateChannel_Create")) { SBUStringSet.CreateChannel_Create = { p0 in strings.string(.sdk("CreateChannel_Create"), arguments: [.int(p0)]) ?? "" } }
    if let text = strings.string(.sdk("CreateChannel_Header_Title")) { SBUStringSet.CreateChannel_Header_Title = text }
    if let text = strings.string(.sdk("CreateChannel_Header_Select_Members")) { SBUStringSet.CreateChannel_Header_Select_Members = text }
    if let text = strings.string(.sdk("CreateChannel_Header_Title_Profile")) { SBUStringSet.CreateChannel_Header_Title_Profile = text }
    if let text = strings.string(.sdk("CreateOpenChannel_Create")) { SBUStringSet.CreateOpenChannel_Create = text }
    if let text = strings.string(.sdk("CreateOpenChannel_Header_Title")) { SBUStringSet.CreateOpenChannel_Header_Title = text }
    if let text = strings.string(.sdk("CreateOpenChannel_ProfileInput_Placeholder")) { SBUStringSet.CreateOpenChannel_ProfileInput_Placeholder = text }
    if let text = strings.string(.sdk("InviteChannel_Header_Title")) { SBUStringSet.InviteChannel_Header_Title = text }
    if let text = strings.string(.sdk("InviteChannel_Header_Select_Users")) { SBUStringSet.InviteChannel_Header_Select_Users = text }
    if strings.contains(.sdk("InviteChannel_Invite")) { SBUStringSet.InviteChannel_Invite = { p0 in strings.string(.sdk("InviteChannel_Invite"), arguments: [.int(p0)]) ?? "" } }
    if strings.contains(.sdk("InviteChannel_Register")) { SBUStringSet.InviteChannel_Register = { p0 in strings.string(.sdk("InviteChannel_Register"), arguments: [.int(p0)]) ?? "" } }
    if let text = strings.string(.sdk("UserList_Me")) { SBUStringSet.UserList_Me = text }
    if let text = strings.string(.sdk("UserList_Ban")) { SBUStringSet.UserList_Ban = text }
    if let text = strings.string(.sdk("UserList_Unban")) { SBUStringSet.UserList_Unban = text }
    if let text = strings.string(.sdk("UserList_Mute")) { SBUStringSet.UserList_Mute = text }
    if let text = strings.string(.sdk("UserList_Unmute")) { SBUStringSet.UserList_Unmute = text }
    if let text = strings.string(.sdk("UserList_Unregister_Operator")) { SBUStringSet.UserList_Unregister_Operator = text }
    if let text = strings.string(.sdk("UserList_Register_Operator")) { SBUStringSet.UserList_Register_Operator = text }
    if let text = strings.string(.sdk("UserList_Title_Members")) { SBUStringSet.UserList_Title_Members = text }
    if let text = strings.string(.sdk("UserList_Title_Operators")) { SBUStringSet.UserList_Title_Operators = text }
    if let text = strings.string(.sdk("UserList_Title_Muted_Members")) { SBUStringSet.UserList_Title_Muted_Members = text }
    if let text = strings.string(.sdk("UserList_Title_Muted_Participants")) { SBUStringSet.UserList_Title_Muted_Participants = text }
    if let text = strings.string(.sdk("UserList_Title_Banned_Users")) { SBUStringSet.UserList_Title_Banned_Users = text }
    if let text = strings.string(.sdk("UserList_Title_Participants")) { SBUStringSet.UserList_Title_Participants = text }
    if let text = strings.string(.sdk("User_No_Name")) { SBUStringSet.User_No_Name = text }
    if let text = strings.string(.sdk("User_Operator")) { SBUStringSet.User_Operator = text }
    if let text = strings.string(.sdk("UserProfile_Role_Operator")) { SBUStringSet.UserProfile_Role_Operator = text }
    if let text = strings.string(.sdk("UserProfile_Role_Member")) { SBUStringSet.UserProfile_Role_Member = text }
    if let text = strings.string(.sdk("UserProfile_UserID")) { SBUStringSet.UserProfile_UserID = text }
    if let text = strings.string(.sdk("UserProfile_Message")) { SBUStringSet.UserProfile_Message = text }
    if let text = strings.string(.sdk("UserProfile_Register")) { SBUStringSet.UserProfile_Register = text }
    if let text = strings.string(.sdk("UserProfile_Unregister")) { SBUStringSet.UserProfile_Unregister = text }
    if let text = strings.string(.sdk("UserProfile_Mute")) { SBUStringSet.UserProfile_Mute = text }
    if let text = strings.string(.sdk("UserProfile_Unmute")) { SBUStringSet.UserProfile_Unmute = text }
    if let text = strings.string(.sdk("UserProfile_Ban")) { SBUStringSet.UserProfile_Ban = text }
    if let text = strings.string(.sdk("ChannelType_Group")) { SBUStringSet.ChannelType_Group = text }
    if let text = strings.string(.sdk("ChannelType_SuperGroup")) { SBUStringSet.ChannelType_SuperGroup = text }
    if let text = strings.string(.sdk("ChannelType_Broadcast")) { SBUStringSet.ChannelType_Broadcast = text }
    if let text = strings.string(.sdk("ChannelType_GroupChannel")) { SBUStringSet.ChannelType_GroupChannel = text }
    if let text = strings.string(.sdk("ChannelType_SuperGroupChannel")) { SBUStringSet.ChannelType_SuperGroupChannel = text }
    if let text = strings.string(.sdk("ChannelType_BroadcastChannel")) { SBUStringSet.ChannelType_BroadcastChannel = text }
    if let text = strings.string(.sdk("FormType_Optional")) { SBUStringSet.FormType_Optional = text }
    if let text = strings.string(.sdk("FormType_Error_Default")) { SBUStringSet.FormType_Error_Default = text }
    if let text = strings.string(.sdk("FormType_Error_Required")) { SBUStringSet.FormType_Error_Required = text }
    if let text = strings.string(.sdk("FormType_Fallback_Message")) { SBUStringSet.FormType_Fallback_Message = text }
    if let text = strings.string(.sdk("FormType_Submit_Done")) { SBUStringSet.FormType_Submit_Done = text }
    if let text = strings.string(.sdk("FormType_No_Reponse")) { SBUStringSet.FormType_No_Reponse = text }
    if let text = strings.string(.sdk("Feedback_Comment_Title")) { SBUStringSet.Feedback_Comment_Title = text }
    if let text = strings.string(.sdk("Feedback_Comment_Placeholder")) { SBUStringSet.Feedback_Comment_Placeholder = text }
    if let text = strings.string(.sdk("Feedback_Edit_Comment")) { SBUStringSet.Feedback_Edit_Comment = text }
    if let text = strings.string(.sdk("Feedback_Remove")) { SBUStringSet.Feedback_Remove = text }
    if let text = strings.string(.sdk("Feedback_Update_Done")) { SBUStringSet.Feedback_Update_Done = text }
    if let text = strings.string(.sdk("Mention.Limit_Guide")) { SBUStringSet.Mention.Limit_Guide = text }
    if let text = strings.string(.sdk("MessageThread.Menu.replyInThread")) { SBUStringSet.MessageThread.Menu.replyInThread = text }
    if let text = strings.string(.sdk("MessageThread.MessageInput.replyInThread")) { SBUStringSet.MessageThread.MessageInput.replyInThread = text }
    if let text = strings.string(.sdk("MessageThread.MessageInput.replyToThread")) { SBUStringSet.MessageThread.MessageInput.replyToThread = text }
    if let text = strings.string(.sdk("MessageThread.Header.title")) { SBUStringSet.MessageThread.Header.title = text }
    if let text = strings.string(.sdk("VoiceMessage.Input.cancel")) { SBUStringSet.VoiceMessage.Input.cancel = text }
    if let text = strings.string(.sdk("VoiceMessage.Alert.frozen")) { SBUStringSet.VoiceMessage.Alert.frozen = text }
    if let text = strings.string(.sdk("VoiceMessage.Alert.muted")) { SBUStringSet.VoiceMessage.Alert.muted = text }
    if let text = strings.string(.sdk("VoiceMessage.Preview.quotedMessage")) { SBUStringSet.VoiceMessage.Preview.quotedMessage = text }
    if let text = strings.string(.sdk("VoiceMessage.Preview.searchResult")) { SBUStringSet.VoiceMessage.Preview.searchResult = text }
    if let text = strings.string(.sdk("VoiceMessage.fileName")) { SBUStringSet.VoiceMessage.fileName = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.photo")) { SBUStringSet.GroupChannel.Preview.photo = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.gif")) { SBUStringSet.GroupChannel.Preview.gif = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.video")) { SBUStringSet.GroupChannel.Preview.video = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.audio")) { SBUStringSet.GroupChannel.Preview.audio = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.voice")) { SBUStringSet.GroupChannel.Preview.voice = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.file")) { SBUStringSet.GroupChannel.Preview.file = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.multipleFiles")) { SBUStringSet.GroupChannel.Preview.multipleFiles = text }
    if let text = strings.string(.sdk("GroupChannel.Preview.messageTemplate")) { SBUStringSet.GroupChannel.Preview.messageTemplate = text }
    if let text = strings.string(.sdk("FileUpload.Error.exceededSizeLimit")) { SBUStringSet.FileUpload.Error.exceededSizeLimit = text }
  }

  /// Sets the palette, fonts and icons of `theme` that differ from the SDK's, then
  /// `SBUTheme.set(colorScheme:)`, then every component property of the scheme's variant
  /// and the overlay variants: plain properties first, then `@SBUAdaptive` ones.
  public func applyStyles(theme name: String, colorScheme: SBUThemeColorScheme) {
    guard let theme = styles?.themes[name] else { return }
    if let hex = theme.colors["primaryExtraLight"], hex != "#DBD1FFFF", let color = uiColor(.color(hex)) { SBUColorSet.primaryExtraLight = color }
    if let hex = theme.colors["primaryLight"], hex != "#C2A9FAFF", let color = uiColor(.color(hex)) { SBUColorSet.primaryLight = color }
    if let hex = theme.colors["primaryMain"], hex != "#742DDDFF", let color = uiColor(.color(hex)) { SBUColorSet.primaryMain = color }
    if let hex = theme.colors["primaryDark"], hex != "#6211C8FF", let color = uiColor(.color(hex)) { SBUColorSet.primaryDark = color }
    if let hex = theme.colors["primaryExtraDark"], hex != "#491389FF", let color = uiColor(.color(hex)) { SBUColorSet.primaryExtraDark = color }
    if let hex = theme.colors["secondaryExtraLight"], hex != "#A8E2ABFF", let color = uiColor(.color(hex)) { SBUColorSet.secondaryExtraLight = color }
    if let hex = theme.colors["secondaryLight"], hex != "#69C085FF", let color = uiColor(.color(hex)) { SBUColorSet.secondaryLight = color }
    if let hex = theme.colors["secondaryMain"], hex != "#259C72FF", let color = uiColor(.color(hex)) { SBUColorSet.secondaryMain = color }
    if let hex = theme.colors["secondaryDark"], hex != "#027D69FF", let color = uiColor(.color(hex)) { SBUColorSet.secondaryDark = color }
    if let hex = theme.colors["secondaryExtraDark"], hex != "#066858FF", let color = uiColor(.color(hex)) { SBUColorSet.secondaryExtraDark = color }
    if let hex = theme.colors["background50"], hex != "#FFFFFFFF", let color = uiColor(.color(hex)) { SBUColorSet.background50 = color }
    if let hex = theme.colors["background100"], hex != "#EEEEEEFF", let color = uiColor(.color(hex)) { SBUColorSet.background100 = color }
    if let hex = theme.colors["background200"], hex != "#E0E0E0FF", let color = uiColor(.color(hex)) { SBUColorSet.background200 = color }
    if let hex = theme.colors["background300"], hex != "#BDBDBDFF", let color = uiColor(.color(hex)) { SBUColorSet.background300 = color }
    if let hex = theme.colors["background400"], hex != "#393939FF", let color = uiColor(.color(hex)) { SBUColorSet.background400 = color }
    if let hex = theme.colors["background500"], hex != "#2C2C2CFF", let color = uiColor(.color(hex)) { SBUColorSet.background500 = color }
    if let hex = theme.colors["background600"], hex != "#161616FF", let color = uiColor(.color(hex)) { SBUColorSet.background600 = color }
    if let hex = theme.colors["background700"], hex != "#000000FF", let color = uiColor(.color(hex)) { SBUColorSet.background700 = color }
    if let hex = theme.colors["background0"], hex != "#00000000", let color = uiColor(.color(hex)) { SBUColorSet.background0 = color }
    if let hex = theme.colors["buttonBackgroundLight"], hex != "#78788029", let color = uiColor(.color(hex)) { SBUColorSet.buttonBackgroundLight = color }
    if let hex = theme.colors["buttonHighlightedBackgroundLight"], hex != "#78788029", let color = uiColor(.color(hex)) { SBUColorSet.buttonHighlightedBackgroundLight = color }
    if let hex = theme.colors["buttonBackgroundDark"], hex != "#78788029", let color = uiColor(.color(hex)) { SBUColorSet.buttonBackgroundDark = color }
    if let hex = theme.colors["buttonHighlitedBackgroundDark"], hex != "#78788029", let color = uiColor(.color(hex)) { SBUColorSet.buttonHighlitedBackgroundDark = color }
    if let hex = theme.colors["overlayDark"], hex != "#0000008C", let color = uiColor(.color(hex)) { SBUColorSet.overlayDark = color }
    if let hex = theme.colors["overlayLight"], hex != "#00000052", let color = uiColor(.color(hex)) { SBUColorSet.overlayLight = color }
    if let hex = theme.colors["overlayDarkLiquidGlass"], hex != "#29293A3B", let color = uiColor(.color(hex)) { SBUColorSet.overlayDarkLiquidGlass = color }
    if let hex = theme.colors["onLightTextHighEmphasis"], hex != "#000000E0", let color = uiColor(.color(hex)) { SBUColorSet.onLightTextHighEmphasis = color }
    if let hex = theme.colors["onLightTextMidEmphasis"], hex != "#00000080", let color = uiColor(.color(hex)) { SBUColorSet.onLightTextMidEmphasis = color }
    if let hex = theme.colors["onLightTextLowEmphasis"], hex != "#00000061", let color = uiColor(.color(hex)) { SBUColorSet.onLightTextLowEmphasis = color }
    if let hex = theme.colors["onLightTextDisabled"], hex != "#0000001F", let color = uiColor(.color(hex)) { SBUColorSet.onLightTextDisabled = color }
    if let hex = theme.colors["onDarkTextHighEmphasis"], hex != "#FFFFFFE0", let color = uiColor(.color(hex)) { SBUColorSet.onDarkTextHighEmphasis = color }
    if let hex = theme.colors["onDarkTextMidEmphasis"], hex != "#FFFFFF80", let color = uiColor(.color(hex)) { SBUColorSet.onDarkTextMidEmphasis = color }
    if let hex = theme.colors["onDarkTextLowEmphasis"], hex != "#FFFFFF61", let color = uiColor(.color(hex)) { SBUColorSet.onDarkTextLowEmphasis = color }
    if let hex = theme.colors["onDarkTextDisabled"], hex != "#FFFFFF1F", let color = uiColor(.color(hex)) { SBUColorSet.onDarkTextDisabled = color }
    if let hex = theme.colors["errorExtraLight"], hex != "#FDAAAAFF", let color = uiColor(.color(hex)) { SBUColorSet.errorExtraLight = color }
    if let hex = theme.colors["errorLight"], hex != "#F66161FF", let color = uiColor(.color(hex)) { SBUColorSet.errorLight = color }
    if let hex = theme.colors["errorMain"], hex != "#DE360BFF", let color = uiColor(.color(hex)) { SBUColorSet.errorMain = color }
    if let hex = theme.colors["errorDark"], hex != "#BF0711FF", let color = uiColor(.color(hex)) { SBUColorSet.errorDark = color }
    if let hex = theme.colors["errorExtraDark"], hex != "#9D091EFF", let color = uiColor(.color(hex)) { SBUColorSet.errorExtraDark = color }
    if let hex = theme.colors["informationExtraDark"], hex != "#241389FF", let color = uiColor(.color(hex)) { SBUColorSet.informationExtraDark = color }
    if let hex = theme.colors["informationDark"], hex != "#362CA9FF", let color = uiColor(.color(hex)) { SBUColorSet.informationDark = color }
    if let hex = theme.colors["informationMain"], hex != "#4A48CDFF", let color = uiColor(.color(hex)) { SBUColorSet.informationMain = color }
    if let hex = theme.colors["informationLight"], hex != "#A9BBFAFF", let color = uiColor(.color(hex)) { SBUColorSet.informationLight = color }
    if let hex = theme.colors["informationExtraLight"], hex != "#D1DBFFFF", let color = uiColor(.color(hex)) { SBUColorSet.informationExtraLight = color }
    if let hex = theme.colors["highlight"], hex != "#FFF2B6FF", let color = uiColor(.color(hex)) { SBUColorSet.highlight = color }
    if let hex = theme.colors["liquidGlassMenuViewShadowLight"], hex != "#FFFFFF14", let color = uiColor(.color(hex)) { SBUColorSet.liquidGlassMenuViewShadowLight = color }
    if let hex = theme.colors["liquidGlassMenuViewShadowDark"], hex != "#00000014", let color = uiColor(.color(hex)) { SBUColorSet.liquidGlassMenuViewShadowDark = color }
    if let hex = theme.colors["liquidGlassButtonHighlightLight"], hex != "#FFFFFFB3", let color = uiColor(.color(hex)) { SBUColorSet.liquidGlassButtonHighlightLight = color }
    if let hex = theme.colors["liquidGlassButtonHighlightDark"], hex != "#00000059", let color = uiColor(.color(hex)) { SBUColorSet.liquidGlassButtonHighlightDark = color }
    if let hex = theme.colors["liquidGlassInputButtonBackgroundLight"], hex != "#00000008", let color = uiColor(.color(hex)) { SBUColorSet.liquidGlassInputButtonBackgroundLight = color }
    if let hex = theme.colors["liquidGlassInputButtonBackgroundDark"], hex != "#FFFFFF08", let color = uiColor(.color(hex)) { SBUColorSet.liquidGlassInputButtonBackgroundDark = color }
    if let font = theme.fonts["h1"], font != FontStyle(family: nil, size: 18.0, weight: "bold", lineHeight: nil), let value = uiFont(.font(font)) { SBUFontSet.h1 = value }
    if let font = theme.fonts["h2"], font != FontStyle(family: nil, size: 18.0, weight: "medium", lineHeight: 20.0), let value = uiFont(.font(font)) { SBUFontSet.h2 = value }
    if let font = theme.fonts["h3"], font != FontStyle(family: nil, size: 16.0, weight: "bold", lineHeight: nil), let value = uiFont(.font(font)) { SBUFontSet.h3 = value }
    if let font = theme.fonts["body1"], font != FontStyle(family: nil, size: 16.0, weight: "regular", lineHeight: 20.0), let value = uiFont(.font(font)) { SBUFontSet.body1 = value }
    if let font = theme.fonts["body2"], font != FontStyle(family: nil, size: 14.0, weight: "semibold", lineHeight: 16.0), let value = uiFont(.font(font)) { SBUFontSet.body2 = value }
    if let font = theme.fonts["body3"], font != FontStyle(family: nil, size: 14.0, weight: "regular", lineHeight: 20.0), let value = uiFont(.font(font)) { SBUFontSet.body3 = value }
    if let font = theme.fonts["body4"], font != FontStyle(family: nil, size: 14.0, weight: "bold", lineHeight: 20.0), let value = uiFont(.font(font)) { SBUFontSet.body4 = value }
    if let font = theme.fonts["button1"], font != FontStyle(family: nil, size: 18.0, weight: "semibold", lineHeight: 24.0), let value = uiFont(.font(font)) { SBUFontSet.button1 = value }
    if let font = theme.fonts["button2"], font != FontStyle(family: nil, size: 16.0, weight: "medium", lineHeight: 16.0), let value = uiFont(.font(font)) { SBUFontSet.button2 = value }
    if let font = theme.fonts["button3"], font != FontStyle(family: nil, size: 14.0, weight: "medium", lineHeight: 16.0), let value = uiFont(.font(font)) { SBUFontSet.button3 = value }
    if let font = theme.fonts["button4"], font != FontStyle(family: nil, size: 14.0, weight: "bold", lineHeight: 16.0), let value = uiFont(.font(font)) { SBUFontSet.button4 = value }
    if let font = theme.fonts["caption1"], font != FontStyle(family: nil, size: 12.0, weight: "bold", lineHeight: 12.0), let value = uiFont(.font(font)) { SBUFontSet.caption1 = value }
    if let font = theme.fonts["caption2"], font != FontStyle(family: nil, size: 12.0, weight: "regular", lineHeight: 12.0), let value = uiFont(.font(font)) { SBUFontSet.caption2 = value }
    if let font = theme.fonts["caption3"], font != FontStyle(family: nil, size: 11.0, weight: "bold", lineHeight: 12.0), let value = uiFont(.font(font)) { SBUFontSet.caption3 = value }
    if let font = theme.fonts["caption4"], font != FontStyle(family: nil, size: 11.0, weight: "regular", lineHeight: 12.0), let value = uiFont(.font(font)) { SBUFontSet.caption4 = value }
    if let font = theme.fonts["subtitle1"], font != FontStyle(family: nil, size: 16.0, weight: "medium", lineHeight: 22.0), let value = uiFont(.font(font)) { SBUFontSet.subtitle1 = value }
    if let font = theme.fonts["subtitle2"], font != FontStyle(family: nil, size: 16.0, weight: "regular", lineHeight: 24.0), let value = uiFont(.font(font)) { SBUFontSet.subtitle2 = value }
    if let font = theme.fonts["subtitle3"], font != FontStyle(family: nil, size: 14.0, weight: "regular", lineHeight: 20.0), let value = uiFont(.font(font)) { SBUFontSet.subtitle3 = value }
    if let icon = theme.icons["iconAdd"], icon.asset != "iconAdd" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconAdd = image(icon, fallback: SBUIconSet.iconAdd) }
    if let icon = theme.icons["iconBack"], icon.asset != "iconBack" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconBack = image(icon, fallback: SBUIconSet.iconBack) }
    if let icon = theme.icons["iconBan"], icon.asset != "iconBan" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconBan = image(icon, fallback: SBUIconSet.iconBan) }
    if let icon = theme.icons["iconBroadcast"], icon.asset != "iconBroadcast" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconBroadcast = image(icon, fallback: SBUIconSet.iconBroadcast) }
    if let icon = theme.icons["iconCamera"], icon.asset != "iconCamera" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconCamera = image(icon, fallback: SBUIconSet.iconCamera) }
    if let icon = theme.icons["iconChat"], icon.asset != "iconChat" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconChat = image(icon, fallback: SBUIconSet.iconChat) }
    if let icon = theme.icons["iconChannels"], icon.asset != "iconChannels" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconChannels = image(icon, fallback: SBUIconSet.iconChannels) }
    if let icon = theme.icons["iconCheckboxChecked"], icon.asset != "iconCheckboxChecked" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconCheckboxChecked = image(icon, fallback: SBUIconSet.iconCheckboxChecked) }
    if let icon = theme.icons["iconCheckboxUnchecked"], icon.asset != "iconCheckboxUnchecked" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconCheckboxUnchecked = image(icon, fallback: SBUIconSet.iconCheckboxUnchecked) }
    if let icon = theme.icons["iconChevronDown"], icon.asset != "iconChevronDown" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconChevronDown = image(icon, fallback: SBUIconSet.iconChevronDown) }
    if let icon = theme.icons["iconChevronRight"], icon.asset != "iconChevronRight" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconChevronRight = image(icon, fallback: SBUIconSet.iconChevronRight) }
    if let icon = theme.icons["iconClose"], icon.asset != "iconClose" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconClose = image(icon, fallback: SBUIconSet.iconClose) }
    if let icon = theme.icons["iconCopy"], icon.asset != "iconCopy" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconCopy = image(icon, fallback: SBUIconSet.iconCopy) }
    if let icon = theme.icons["iconCreate"], icon.asset != "iconCreate" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconCreate = image(icon, fallback: SBUIconSet.iconCreate) }
    if let icon = theme.icons["iconDelete"], icon.asset != "iconDelete" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconDelete = image(icon, fallback: SBUIconSet.iconDelete) }
    if let icon = theme.icons["iconDocument"], icon.asset != "iconDocument" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconDocument = image(icon, fallback: SBUIconSet.iconDocument) }
    if let icon = theme.icons["iconDone"], icon.asset != "iconDone" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconDone = image(icon, fallback: SBUIconSet.iconDone) }
    if let icon = theme.icons["iconDoneAll"], icon.asset != "iconDoneAll" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconDoneAll = image(icon, fallback: SBUIconSet.iconDoneAll) }
    if let icon = theme.icons["iconDownload"], icon.asset != "iconDownload" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconDownload = image(icon, fallback: SBUIconSet.iconDownload) }
    if let icon = theme.icons["iconEdit"], icon.asset != "iconEdit" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconEdit = image(icon, fallback: SBUIconSet.iconEdit) }
    if let icon = theme.icons["iconEmojiMore"], icon.asset != "iconEmojiMore" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconEmojiMore = image(icon, fallback: SBUIconSet.iconEmojiMore) }
    if let icon = theme.icons["iconEmpty"], icon.asset != "iconEmpty" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconEmpty = image(icon, fallback: SBUIconSet.iconEmpty) }
    if let icon = theme.icons["iconError"], icon.asset != "iconError" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconError = image(icon, fallback: SBUIconSet.iconError) }
    if let icon = theme.icons["iconFileAudio"], icon.asset != "iconFileAudio" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconFileAudio = image(icon, fallback: SBUIconSet.iconFileAudio) }
    if let icon = theme.icons["iconFileDocument"], icon.asset != "iconFileDocument" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconFileDocument = image(icon, fallback: SBUIconSet.iconFileDocument) }
    if let icon = theme.icons["iconFreeze"], icon.asset != "iconFreeze" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconFreeze = image(icon, fallback: SBUIconSet.iconFreeze) }
    if let icon = theme.icons["iconGif"], icon.asset != "iconGif" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconGif = image(icon, fallback: SBUIconSet.iconGif) }
    if let icon = theme.icons["iconInfo"], icon.asset != "iconInfo" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconInfo = image(icon, fallback: SBUIconSet.iconInfo) }
    if let icon = theme.icons["iconLeave"], icon.asset != "iconLeave" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconLeave = image(icon, fallback: SBUIconSet.iconLeave) }
    if let icon = theme.icons["iconMembers"], icon.asset != "iconMembers" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconMembers = image(icon, fallback: SBUIconSet.iconMembers) }
    if let icon = theme.icons["iconMessage"], icon.asset != "iconMessage" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconMessage = image(icon, fallback: SBUIconSet.iconMessage) }
    if let icon = theme.icons["iconModerations"], icon.asset != "iconModerations" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconModerations = image(icon, fallback: SBUIconSet.iconModerations) }
    if let icon = theme.icons["iconMore"], icon.asset != "iconMore" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconMore = image(icon, fallback: SBUIconSet.iconMore) }
    if let icon = theme.icons["iconMute"], icon.asset != "iconMute" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconMute = image(icon, fallback: SBUIconSet.iconMute) }
    if let icon = theme.icons["iconNotificationFilled"], icon.asset != "iconNotificationFilled" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconNotificationFilled = image(icon, fallback: SBUIconSet.iconNotificationFilled) }
    if let icon = theme.icons["iconNotificationOffFilled"], icon.asset != "iconNotificationOffFilled" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconNotificationOffFilled = image(icon, fallback: SBUIconSet.iconNotificationOffFilled) }
    if let icon = theme.icons["iconNotifications"], icon.asset != "iconNotifications" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconNotifications = image(icon, fallback: SBUIconSet.iconNotifications) }
    if let icon = theme.icons["iconOperator"], icon.asset != "iconOperator" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconOperator = image(icon, fallback: SBUIconSet.iconOperator) }
    if let icon = theme.icons["iconPhoto"], icon.asset != "iconPhoto" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconPhoto = image(icon, fallback: SBUIconSet.iconPhoto) }
    if let icon = theme.icons["iconPlay"], icon.asset != "iconPlay" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconPlay = image(icon, fallback: SBUIconSet.iconPlay) }
    if let icon = theme.icons["iconPlus"], icon.asset != "iconPlus" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconPlus = image(icon, fallback: SBUIconSet.iconPlus) }
    if let icon = theme.icons["iconQuestion"], icon.asset != "iconQuestion" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconQuestion = image(icon, fallback: SBUIconSet.iconQuestion) }
    if let icon = theme.icons["iconRefresh"], icon.asset != "iconRefresh" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconRefresh = image(icon, fallback: SBUIconSet.iconRefresh) }
    if let icon = theme.icons["iconRemove"], icon.asset != "iconRemove" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconRemove = image(icon, fallback: SBUIconSet.iconRemove) }
    if let icon = theme.icons["iconSearch"], icon.asset != "iconSearch" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconSearch = image(icon, fallback: SBUIconSet.iconSearch) }
    if let icon = theme.icons["iconSend"], icon.asset != "iconSend" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconSend = image(icon, fallback: SBUIconSet.iconSend) }
    if let icon = theme.icons["iconSpinner"], icon.asset != "iconSpinner" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconSpinner = image(icon, fallback: SBUIconSet.iconSpinner) }
    if let icon = theme.icons["iconSupergroup"], icon.asset != "iconSupergroup" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconSupergroup = image(icon, fallback: SBUIconSet.iconSupergroup) }
    if let icon = theme.icons["iconThumbnailNone"], icon.asset != "iconThumbnailNone" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconThumbnailNone = image(icon, fallback: SBUIconSet.iconThumbnailNone) }
    if let icon = theme.icons["iconUser"], icon.asset != "iconUser" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconUser = image(icon, fallback: SBUIconSet.iconUser) }
    if let icon = theme.icons["iconReply"], icon.asset != "iconReply" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconReply = image(icon, fallback: SBUIconSet.iconReply) }
    if let icon = theme.icons["iconReplied"], icon.asset != "iconReplied" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconReplied = image(icon, fallback: SBUIconSet.iconReplied) }
    if let icon = theme.icons["iconThread"], icon.asset != "iconThread" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconThread = image(icon, fallback: SBUIconSet.iconThread) }
    if let icon = theme.icons["iconRadioButtonOn"], icon.asset != "iconRadioButtonOn" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconRadioButtonOn = image(icon, fallback: SBUIconSet.iconRadioButtonOn) }
    if let icon = theme.icons["iconRadioButtonOff"], icon.asset != "iconRadioButtonOff" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconRadioButtonOff = image(icon, fallback: SBUIconSet.iconRadioButtonOff) }
    if let icon = theme.icons["iconVoiceMessageOn"], icon.asset != "iconVoiceMessageOn" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconVoiceMessageOn = image(icon, fallback: SBUIconSet.iconVoiceMessageOn) }
    if let icon = theme.icons["iconPause"], icon.asset != "iconPause" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconPause = image(icon, fallback: SBUIconSet.iconPause) }
    if let icon = theme.icons["iconRecording"], icon.asset != "iconRecording" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconRecording = image(icon, fallback: SBUIconSet.iconRecording) }
    if let icon = theme.icons["iconStop"], icon.asset != "iconStop" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconStop = image(icon, fallback: SBUIconSet.iconStop) }
    if let icon = theme.icons["iconGood"], icon.asset != "iconGood" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconGood = image(icon, fallback: SBUIconSet.iconGood) }
    if let icon = theme.icons["iconBad"], icon.asset != "iconBad" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconBad = image(icon, fallback: SBUIconSet.iconBad) }
    if let icon = theme.icons["iconMarkAsUnread"], icon.asset != "iconMarkAsUnread" || icon.tint != nil || icon.flipsForRTL { SBUIconSet.iconMarkAsUnread = image(icon, fallback: SBUIconSet.iconMarkAsUnread) }
    SBUTheme.set(colorScheme: colorScheme)
    let variant = colorScheme == .dark ? "dark" : "light"
    if let values = theme.variants[variant]?["SBUGroupChannelListTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.groupChannelListTheme.statusBarStyle = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.groupChannelListTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.groupChannelListTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.groupChannelListTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationBarShadowColor"]) { SBUTheme.groupChannelListTheme.navigationBarShadowColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.groupChannelListTheme.backgroundColor = value }
      if let value = uiColor(values["notificationOnBackgroundColor"]) { SBUTheme.groupChannelListTheme.notificationOnBackgroundColor = value }
      if let value = uiColor(values["notificationOnTintColor"]) { SBUTheme.groupChannelListTheme.notificationOnTintColor = value }
      if let value = uiColor(values["notificationOffBackgroundColor"]) { SBUTheme.groupChannelListTheme.notificationOffBackgroundColor = value }
      if let value = uiColor(values["notificationOffTintColor"]) { SBUTheme.groupChannelListTheme.notificationOffTintColor = value }
      if let value = uiColor(values["leaveBackgroundColor"]) { SBUTheme.groupChannelListTheme.leaveBackgroundColor = value }
      if let value = uiColor(values["leaveTintColor"]) { SBUTheme.groupChannelListTheme.leaveTintColor = value }
      if let value = uiColor(values["alertBackgroundColor"]) { SBUTheme.groupChannelListTheme.alertBackgroundColor = value }
      if let value = uiColor(values["channelTypeSelectorItemTintColor"]) { SBUTheme.groupChannelListTheme.channelTypeSelectorItemTintColor = value }
      if let value = uiColor(values["navigationBarGradientTint"]) { SBUTheme.groupChannelListTheme.navigationBarGradientTint = value }
    }
    if let values = theme.variants[variant]?["SBUGroupChannelCellTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.groupChannelCellTheme.backgroundColor = value }
      if let value = uiFont(values["titleFont"]) { SBUTheme.groupChannelCellTheme.titleFont = value }
      if let value = uiColor(values["titleTextColor"]) { SBUTheme.groupChannelCellTheme.titleTextColor = value }
      if let value = uiFont(values["memberCountFont"]) { SBUTheme.groupChannelCellTheme.memberCountFont = value }
      if let value = uiColor(values["memberCountTextColor"]) { SBUTheme.groupChannelCellTheme.memberCountTextColor = value }
      if let value = uiFont(values["lastUpdatedTimeFont"]) { SBUTheme.groupChannelCellTheme.lastUpdatedTimeFont = value }
      if let value = uiColor(values["lastUpdatedTimeTextColor"]) { SBUTheme.groupChannelCellTheme.lastUpdatedTimeTextColor = value }
      if let value = uiFont(values["messageFont"]) { SBUTheme.groupChannelCellTheme.messageFont = value }
      if let value = uiColor(values["messageTextColor"]) { SBUTheme.groupChannelCellTheme.messageTextColor = value }
      if let value = uiColor(values["fileIconBackgroundColor"]) { SBUTheme.groupChannelCellTheme.fileIconBackgroundColor = value }
      if let value = uiColor(values["fileIconTintColor"]) { SBUTheme.groupChannelCellTheme.fileIconTintColor = value }
      if let value = uiColor(values["broadcastMarkTintColor"]) { SBUTheme.groupChannelCellTheme.broadcastMarkTintColor = value }
      if let value = uiColor(values["freezeStateTintColor"]) { SBUTheme.groupChannelCellTheme.freezeStateTintColor = value }
      if let value = uiColor(values["unreadCountBackgroundColor"]) { SBUTheme.groupChannelCellTheme.unreadCountBackgroundColor = value }
      if let value = uiColor(values["unreadCountTextColor"]) { SBUTheme.groupChannelCellTheme.unreadCountTextColor = value }
      if let value = uiFont(values["unreadCountFont"]) { SBUTheme.groupChannelCellTheme.unreadCountFont = value }
      if let value = uiColor(values["succeededStateColor"]) { SBUTheme.groupChannelCellTheme.succeededStateColor = value }
      if let value = uiColor(values["deliveryReceiptStateColor"]) { SBUTheme.groupChannelCellTheme.deliveryReceiptStateColor = value }
      if let value = uiColor(values["readReceiptStateColor"]) { SBUTheme.groupChannelCellTheme.readReceiptStateColor = value }
      if let value = uiFont(values["unreadMentionTextFont"]) { SBUTheme.groupChannelCellTheme.unreadMentionTextFont = value }
      if let value = uiColor(values["unreadMentionTextColor"]) { SBUTheme.groupChannelCellTheme.unreadMentionTextColor = value }
      if let value = uiColor(values["separatorLineColor"]) { SBUTheme.groupChannelCellTheme.separatorLineColor = value }
    }
    if let values = theme.variants[variant]?["SBUOpenChannelListTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.openChannelListTheme.statusBarStyle = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.openChannelListTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.openChannelListTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.openChannelListTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationBarShadowColor"]) { SBUTheme.openChannelListTheme.navigationBarShadowColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.openChannelListTheme.backgroundColor = value }
      if let value = uiColor(values["refreshIndicatorColor"]) { SBUTheme.openChannelListTheme.refreshIndicatorColor = value }
      if let value = uiColor(values["refreshBackgroundColor"]) { SBUTheme.openChannelListTheme.refreshBackgroundColor = value }
      if let value = uiColor(values["navigationBarGradientTint"]) { SBUTheme.openChannelListTheme.navigationBarGradientTint = value }
    }
    if let values = theme.variants[variant]?["SBUOpenChannelCellTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.openChannelCellTheme.backgroundColor = value }
      if let value = uiFont(values["titleFont"]) { SBUTheme.openChannelCellTheme.titleFont = value }
      if let value = uiColor(values["titleTextColor"]) { SBUTheme.openChannelCellTheme.titleTextColor = value }
      if let value = uiColor(values["participantMarkTint"]) { SBUTheme.openChannelCellTheme.participantMarkTint = value }
      if let value = uiFont(values["participantCountFont"]) { SBUTheme.openChannelCellTheme.participantCountFont = value }
      if let value = uiColor(values["participantCountTextColor"]) { SBUTheme.openChannelCellTheme.participantCountTextColor = value }
      if let value = uiColor(values["freezeStateTintColor"]) { SBUTheme.openChannelCellTheme.freezeStateTintColor = value }
      if let value = uiColor(values["separatorLineColor"]) { SBUTheme.openChannelCellTheme.separatorLineColor = value }
      if let value = uiColor(values["channelPlaceholderBackgroundColor"]) { SBUTheme.openChannelCellTheme.channelPlaceholderBackgroundColor = value }
      if let value = uiColor(values["channelPlaceholderTintColor"]) { SBUTheme.openChannelCellTheme.channelPlaceholderTintColor = value }
    }
    if let values = theme.variants[variant]?["SBUChannelTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.channelTheme.statusBarStyle = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.channelTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationBarShadowColor"]) { SBUTheme.channelTheme.navigationBarShadowColor = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.channelTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.channelTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.channelTheme.backgroundColor = value }
      if let value = uiColor(values["navigationBarGradientTint"]) { SBUTheme.channelTheme.navigationBarGradientTint = value }
      if let value = uiColor(values["removeItemColor"]) { SBUTheme.channelTheme.removeItemColor = value }
      if let value = uiColor(values["deleteItemColor"]) { SBUTheme.channelTheme.deleteItemColor = value }
      if let value = uiColor(values["cancelItemColor"]) { SBUTheme.channelTheme.cancelItemColor = value }
      if let value = uiColor(values["alertRemoveColor"]) { SBUTheme.channelTheme.alertRemoveColor = value }
      if let value = uiColor(values["alertCancelColor"]) { SBUTheme.channelTheme.alertCancelColor = value }
      if let value = uiColor(values["menuTextColor"]) { SBUTheme.channelTheme.menuTextColor = value }
      if let value = uiColor(values["menuItemTintColor"]) { SBUTheme.channelTheme.menuItemTintColor = value }
      if let value = uiColor(values["menuItemDisabledColor"]) { SBUTheme.channelTheme.menuItemDisabledColor = value }
      if let value = uiFont(values["channelStateBannerFont"]) { SBUTheme.channelTheme.channelStateBannerFont = value }
      if let value = uiColor(values["channelStateBannerTextColor"]) { SBUTheme.channelTheme.channelStateBannerTextColor = value }
      if let value = uiColor(values["channelStateBannerBackgroundColor"]) { SBUTheme.channelTheme.channelStateBannerBackgroundColor = value }
      if let value = uiFont(values["mentionLimitGuideTextFont"]) { SBUTheme.channelTheme.mentionLimitGuideTextFont = value }
      if let value = uiColor(values["mentionLimitGuideTextColor"]) { SBUTheme.channelTheme.mentionLimitGuideTextColor = value }
      if let value = uiColor(values["separatorColor"]) { SBUTheme.channelTheme.separatorColor = value }
      if let value = uiColor(values["messageThreadTitleColor"]) { SBUTheme.channelTheme.messageThreadTitleColor = value }
      if let value = uiFont(values["messageThreadTitleFont"]) { SBUTheme.channelTheme.messageThreadTitleFont = value }
      if let value = uiColor(values["messageThreadTitleChannelNameColor"]) { SBUTheme.channelTheme.messageThreadTitleChannelNameColor = value }
      if let value = uiFont(values["messageThreadTitleChannelNameFont"]) { SBUTheme.channelTheme.messageThreadTitleChannelNameFont = value }
    }
    if let values = theme.variants[variant]?["SBUMessageInputTheme"] {
      if let value = uiColor(values["textFieldPlaceholderColor"]) { SBUTheme.messageInputTheme.textFieldPlaceholderColor = value }
      if let value = uiFont(values["textFieldPlaceholderFont"]) { SBUTheme.messageInputTheme.textFieldPlaceholderFont = value }
      if let value = uiColor(values["textFieldDisabledColor"]) { SBUTheme.messageInputTheme.textFieldDisabledColor = value }
      if let value = uiColor(values["textFieldTintColor"]) { SBUTheme.messageInputTheme.textFieldTintColor = value }
      if let value = uiColor(values["textFieldTextColor"]) { SBUTheme.messageInputTheme.textFieldTextColor = value }
      if let value = uiFont(values["textFieldFont"]) { SBUTheme.messageInputTheme.textFieldFont = value }
      if let value = uiColor(values["buttonTintColor"]) { SBUTheme.messageInputTheme.buttonTintColor = value }
      if let value = uiColor(values["buttonDisabledTintColor"]) { SBUTheme.messageInputTheme.buttonDisabledTintColor = value }
      if let value = uiFont(values["cancelButtonFont"]) { SBUTheme.messageInputTheme.cancelButtonFont = value }
      if let value = uiFont(values["saveButtonFont"]) { SBUTheme.messageInputTheme.saveButtonFont = value }
      if let value = uiColor(values["saveButtonTextColor"]) { SBUTheme.messageInputTheme.saveButtonTextColor = value }
      if let value = uiColor(values["inputViewShadowColor"]) { SBUTheme.messageInputTheme.inputViewShadowColor = value }
      if let value = uiColor(values["inputButtonBackgroundColor"]) { SBUTheme.messageInputTheme.inputButtonBackgroundColor = value }
      if let value = uiColor(values["quotedFileMessageThumbnailBackgroundColor"]) { SBUTheme.messageInputTheme.quotedFileMessageThumbnailBackgroundColor = value }
      if let value = uiColor(values["quotedFileMessageThumbnailTintColor"]) { SBUTheme.messageInputTheme.quotedFileMessageThumbnailTintColor = value }
      if let value = uiColor(values["replyToTextColor"]) { SBUTheme.messageInputTheme.replyToTextColor = value }
      if let value = uiFont(values["replyToTextFont"]) { SBUTheme.messageInputTheme.replyToTextFont = value }
      if let value = uiColor(values["quotedMessageTextColor"]) { SBUTheme.messageInputTheme.quotedMessageTextColor = value }
      if let value = uiFont(values["quotedMessageTextFont"]) { SBUTheme.messageInputTheme.quotedMessageTextFont = value }
      if let value = uiColor(values["closeReplyButtonColor"]) { SBUTheme.messageInputTheme.closeReplyButtonColor = value }
      if let value = uiFont(values["mentionTextFont"]) { SBUTheme.messageInputTheme.mentionTextFont = value }
      if let value = uiColor(values["mentionTextColor"]) { SBUTheme.messageInputTheme.mentionTextColor = value }
      if let value = uiColor(values["mentionTextBackgroundColor"]) { SBUTheme.messageInputTheme.mentionTextBackgroundColor = value }
      if case .adaptive(let base, let liquidGlass)? = values["backgroundColorAdaptive"] { SBUTheme.messageInputTheme.$backgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["textFieldBackgroundColorAdaptive"] { SBUTheme.messageInputTheme.$textFieldBackgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["textFieldBorderColorAdaptive"] { SBUTheme.messageInputTheme.$textFieldBorderColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["channelViewDividerColorAdaptive"] { SBUTheme.messageInputTheme.$channelViewDividerColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
    }
    if let values = theme.variants[variant]?["SBUMessageCellTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.messageCellTheme.backgroundColor = value }
      if let value = uiColor(values["leftBackgroundColor"]) { SBUTheme.messageCellTheme.leftBackgroundColor = value }
      if let value = uiColor(values["leftPressedBackgroundColor"]) { SBUTheme.messageCellTheme.leftPressedBackgroundColor = value }
      if let value = uiColor(values["rightBackgroundColor"]) { SBUTheme.messageCellTheme.rightBackgroundColor = value }
      if let value = uiColor(values["rightPressedBackgroundColor"]) { SBUTheme.messageCellTheme.rightPressedBackgroundColor = value }
      if let value = uiColor(values["openChannelBackgroundColor"]) { SBUTheme.messageCellTheme.openChannelBackgroundColor = value }
      if let value = uiColor(values["openChannelPressedBackgroundColor"]) { SBUTheme.messageCellTheme.openChannelPressedBackgroundColor = value }
      if let value = uiFont(values["dateFont"]) { SBUTheme.messageCellTheme.dateFont = value }
      if let value = uiColor(values["dateTextColor"]) { SBUTheme.messageCellTheme.dateTextColor = value }
      if let value = uiColor(values["dateBackgroundColor"]) { SBUTheme.messageCellTheme.dateBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.messageCellTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.messageCellTheme.userPlaceholderTintColor = value }
      if let value = uiFont(values["userNameFont"]) { SBUTheme.messageCellTheme.userNameFont = value }
      if let value = uiColor(values["userNameTextColor"]) { SBUTheme.messageCellTheme.userNameTextColor = value }
      if let value = uiColor(values["currentUserNameTextColor"]) { SBUTheme.messageCellTheme.currentUserNameTextColor = value }
      if let value = uiFont(values["timeFont"]) { SBUTheme.messageCellTheme.timeFont = value }
      if let value = uiColor(values["timeTextColor"]) { SBUTheme.messageCellTheme.timeTextColor = value }
      if let value = uiColor(values["pendingStateColor"]) { SBUTheme.messageCellTheme.pendingStateColor = value }
      if let value = uiColor(values["failedStateColor"]) { SBUTheme.messageCellTheme.failedStateColor = value }
      if let value = uiColor(values["succeededStateColor"]) { SBUTheme.messageCellTheme.succeededStateColor = value }
      if let value = uiColor(values["readReceiptStateColor"]) { SBUTheme.messageCellTheme.readReceiptStateColor = value }
      if let value = uiColor(values["deliveryReceiptStateColor"]) { SBUTheme.messageCellTheme.deliveryReceiptStateColor = value }
      if let value = uiColor(values["contentBackgroundColor"]) { SBUTheme.messageCellTheme.contentBackgroundColor = value }
      if let value = uiColor(values["pressedContentBackgroundColor"]) { SBUTheme.messageCellTheme.pressedContentBackgroundColor = value }
      if let value = uiFont(values["userMessageFont"]) { SBUTheme.messageCellTheme.userMessageFont = value }
      if let value = uiColor(values["userMessageLeftTextColor"]) { SBUTheme.messageCellTheme.userMessageLeftTextColor = value }
      if let value = uiColor(values["userMessageLeftEditTextColor"]) { SBUTheme.messageCellTheme.userMessageLeftEditTextColor = value }
      if let value = uiColor(values["userMessageRightTextColor"]) { SBUTheme.messageCellTheme.userMessageRightTextColor = value }
      if let value = uiColor(values["userMessageRightEditTextColor"]) { SBUTheme.messageCellTheme.userMessageRightEditTextColor = value }
      if let value = uiColor(values["fileIconBackgroundColor"]) { SBUTheme.messageCellTheme.fileIconBackgroundColor = value }
      if let value = uiColor(values["fileIconColor"]) { SBUTheme.messageCellTheme.fileIconColor = value }
      if let value = uiColor(values["fileImageBackgroundColor"]) { SBUTheme.messageCellTheme.fileImageBackgroundColor = value }
      if let value = uiColor(values["fileImageIconColor"]) { SBUTheme.messageCellTheme.fileImageIconColor = value }
      if let value = uiFont(values["fileMessageNameFont"]) { SBUTheme.messageCellTheme.fileMessageNameFont = value }
      if let value = uiColor(values["fileMessageLeftTextColor"]) { SBUTheme.messageCellTheme.fileMessageLeftTextColor = value }
      if let value = uiColor(values["fileMessageRightTextColor"]) { SBUTheme.messageCellTheme.fileMessageRightTextColor = value }
      if let value = uiColor(values["fileMessagePlaceholderColor"]) { SBUTheme.messageCellTheme.fileMessagePlaceholderColor = value }
      if let value = uiColor(values["multipleFilesMessageFileOverlayColor"]) { SBUTheme.messageCellTheme.multipleFilesMessageFileOverlayColor = value }
      if let value = uiFont(values["adminMessageFont"]) { SBUTheme.messageCellTheme.adminMessageFont = value }
      if let value = uiColor(values["adminMessageTextColor"]) { SBUTheme.messageCellTheme.adminMessageTextColor = value }
      if let value = uiFont(values["unknownMessageDescFont"]) { SBUTheme.messageCellTheme.unknownMessageDescFont = value }
      if let value = uiColor(values["unknownMessageDescLeftTextColor"]) { SBUTheme.messageCellTheme.unknownMessageDescLeftTextColor = value }
      if let value = uiColor(values["unknownMessageDescRightTextColor"]) { SBUTheme.messageCellTheme.unknownMessageDescRightTextColor = value }
      if let value = uiColor(values["messageLeftHighlightTextColor"]) { SBUTheme.messageCellTheme.messageLeftHighlightTextColor = value }
      if let value = uiColor(values["messageRightHighlightTextColor"]) { SBUTheme.messageCellTheme.messageRightHighlightTextColor = value }
      if let value = uiFont(values["ogTitleFont"]) { SBUTheme.messageCellTheme.ogTitleFont = value }
      if let value = uiColor(values["ogTitleColor"]) { SBUTheme.messageCellTheme.ogTitleColor = value }
      if let value = uiFont(values["ogDescriptionFont"]) { SBUTheme.messageCellTheme.ogDescriptionFont = value }
      if let value = uiColor(values["ogDescriptionColor"]) { SBUTheme.messageCellTheme.ogDescriptionColor = value }
      if let value = uiFont(values["ogURLAddressFont"]) { SBUTheme.messageCellTheme.ogURLAddressFont = value }
      if let value = uiColor(values["ogURLAddressColor"]) { SBUTheme.messageCellTheme.ogURLAddressColor = value }
      if let value = uiColor(values["openChannelOGTitleColor"]) { SBUTheme.messageCellTheme.openChannelOGTitleColor = value }
      if let value = uiColor(values["linkColor"]) { SBUTheme.messageCellTheme.linkColor = value }
      if let value = uiFont(values["quotedMessageTextFont"]) { SBUTheme.messageCellTheme.quotedMessageTextFont = value }
      if let value = uiFont(values["repliedToTextFont"]) { SBUTheme.messageCellTheme.repliedToTextFont = value }
      if let value = uiColor(values["quotedMessageLeftBackgroundColor"]) { SBUTheme.messageCellTheme.quotedMessageLeftBackgroundColor = value }
      if let value = uiColor(values["quotedMessageRightBackgroundColor"]) { SBUTheme.messageCellTheme.quotedMessageRightBackgroundColor = value }
      if let value = uiColor(values["quotedFileMessageThumbnailColor"]) { SBUTheme.messageCellTheme.quotedFileMessageThumbnailColor = value }
      if let value = uiColor(values["quotedMessageTextColor"]) { SBUTheme.messageCellTheme.quotedMessageTextColor = value }
      if let value = uiColor(values["repliedIconColor"]) { SBUTheme.messageCellTheme.repliedIconColor = value }
      if let value = uiColor(values["repliedToTextColor"]) { SBUTheme.messageCellTheme.repliedToTextColor = value }
      if let value = uiFont(values["repliedCountTextFont"]) { SBUTheme.messageCellTheme.repliedCountTextFont = value }
      if let value = uiColor(values["repliedCountTextColor"]) { SBUTheme.messageCellTheme.repliedCountTextColor = value }
      if let value = uiColor(values["repliedUsersMoreIconBackgroundColor"]) { SBUTheme.messageCellTheme.repliedUsersMoreIconBackgroundColor = value }
      if let value = uiColor(values["repliedUsersMoreIconTintColor"]) { SBUTheme.messageCellTheme.repliedUsersMoreIconTintColor = value }
      if let value = uiFont(values["mentionTextFont"]) { SBUTheme.messageCellTheme.mentionTextFont = value }
      if let value = uiColor(values["mentionLeftTextColor"]) { SBUTheme.messageCellTheme.mentionLeftTextColor = value }
      if let value = uiColor(values["mentionRightTextColor"]) { SBUTheme.messageCellTheme.mentionRightTextColor = value }
      if let value = uiColor(values["mentionLeftTextBackgroundColor"]) { SBUTheme.messageCellTheme.mentionLeftTextBackgroundColor = value }
      if let value = uiColor(values["mentionRightTextBackgroundColor"]) { SBUTheme.messageCellTheme.mentionRightTextBackgroundColor = value }
      if let value = uiColor(values["buttonBackgroundColor"]) { SBUTheme.messageCellTheme.buttonBackgroundColor = value }
      if let value = uiColor(values["buttonTitleColor"]) { SBUTheme.messageCellTheme.buttonTitleColor = value }
      if let value = uiColor(values["sideButtonIconColor"]) { SBUTheme.messageCellTheme.sideButtonIconColor = value }
      if let value = uiColor(values["newMessageBadgeColor"]) { SBUTheme.messageCellTheme.newMessageBadgeColor = value }
      if let value = uiColor(values["parentInfoBackgroundColor"]) { SBUTheme.messageCellTheme.parentInfoBackgroundColor = value }
      if let value = uiFont(values["parentInfoUserNameTextFont"]) { SBUTheme.messageCellTheme.parentInfoUserNameTextFont = value }
      if let value = uiColor(values["parentInfoUserNameTextColor"]) { SBUTheme.messageCellTheme.parentInfoUserNameTextColor = value }
      if let value = uiFont(values["parentInfoDateFont"]) { SBUTheme.messageCellTheme.parentInfoDateFont = value }
      if let value = uiColor(values["parentInfoDateTextColor"]) { SBUTheme.messageCellTheme.parentInfoDateTextColor = value }
      if let value = uiColor(values["parentInfoMoreButtonTintColor"]) { SBUTheme.messageCellTheme.parentInfoMoreButtonTintColor = value }
      if let value = uiColor(values["parentInfoSeparateBarColor"]) { SBUTheme.messageCellTheme.parentInfoSeparateBarColor = value }
      if let value = uiColor(values["parentInfoReplyCountTextColor"]) { SBUTheme.messageCellTheme.parentInfoReplyCountTextColor = value }
      if let value = uiFont(values["parentInfoReplyCountTextFont"]) { SBUTheme.messageCellTheme.parentInfoReplyCountTextFont = value }
      if let value = uiColor(values["parentInfoProgressBackgroundColor"]) { SBUTheme.messageCellTheme.parentInfoProgressBackgroundColor = value }
      if let value = uiColor(values["progressTrackTintColor"]) { SBUTheme.messageCellTheme.progressTrackTintColor = value }
      if let value = uiFont(values["progressTimeFont"]) { SBUTheme.messageCellTheme.progressTimeFont = value }
      if let value = uiColor(values["progressTimeRightTextColor"]) { SBUTheme.messageCellTheme.progressTimeRightTextColor = value }
      if let value = uiColor(values["progressTimeLeftTextColor"]) { SBUTheme.messageCellTheme.progressTimeLeftTextColor = value }
      if let value = uiColor(values["playerStatusButtonBackgroundColor"]) { SBUTheme.messageCellTheme.playerStatusButtonBackgroundColor = value }
      if let value = uiColor(values["playerLoadingButtonTintColor"]) { SBUTheme.messageCellTheme.playerLoadingButtonTintColor = value }
      if let value = uiColor(values["playerPlayButtonTintColor"]) { SBUTheme.messageCellTheme.playerPlayButtonTintColor = value }
      if let value = uiColor(values["playerPauseButtonTintColor"]) { SBUTheme.messageCellTheme.playerPauseButtonTintColor = value }
      if let value = uiColor(values["suggestedReplyTitleColor"]) { SBUTheme.messageCellTheme.suggestedReplyTitleColor = value }
      if let value = uiColor(values["suggestedReplyBorderColor"]) { SBUTheme.messageCellTheme.suggestedReplyBorderColor = value }
      if let value = uiColor(values["suggestedReplyBackgroundColor"]) { SBUTheme.messageCellTheme.suggestedReplyBackgroundColor = value }
      if let value = uiColor(values["suggestedReplyBackgroundSelectedColor"]) { SBUTheme.messageCellTheme.suggestedReplyBackgroundSelectedColor = value }
      if let value = uiColor(values["formBackgroundColor"]) { SBUTheme.messageCellTheme.formBackgroundColor = value }
      if let value = uiColor(values["formTitleColor"]) { SBUTheme.messageCellTheme.formTitleColor = value }
      if let value = uiColor(values["formOptionalTitleColor"]) { SBUTheme.messageCellTheme.formOptionalTitleColor = value }
      if let value = uiColor(values["formInputBackgroundColor"]) { SBUTheme.messageCellTheme.formInputBackgroundColor = value }
      if let value = uiColor(values["formInputBackgroundDoneColor"]) { SBUTheme.messageCellTheme.formInputBackgroundDoneColor = value }
      if let value = uiColor(values["formInputTitleColor"]) { SBUTheme.messageCellTheme.formInputTitleColor = value }
      if let value = uiColor(values["formInputIconColor"]) { SBUTheme.messageCellTheme.formInputIconColor = value }
      if let value = uiColor(values["formInputBorderNormalColor"]) { SBUTheme.messageCellTheme.formInputBorderNormalColor = value }
      if let value = uiColor(values["formInputBorderActiveColor"]) { SBUTheme.messageCellTheme.formInputBorderActiveColor = value }
      if let value = uiColor(values["formInputBorderErrorColor"]) { SBUTheme.messageCellTheme.formInputBorderErrorColor = value }
      if let value = uiColor(values["formInputErrorColor"]) { SBUTheme.messageCellTheme.formInputErrorColor = value }
      if let value = uiColor(values["formInputPlaceholderColor"]) { SBUTheme.messageCellTheme.formInputPlaceholderColor = value }
      if let value = uiColor(values["formSubmitButtonBackgroundColor"]) { SBUTheme.messageCellTheme.formSubmitButtonBackgroundColor = value }
      if let value = uiColor(values["formSubmitButtonBackgroundDisabledColor"]) { SBUTheme.messageCellTheme.formSubmitButtonBackgroundDisabledColor = value }
      if let value = uiColor(values["formSubmitButtonTitleColor"]) { SBUTheme.messageCellTheme.formSubmitButtonTitleColor = value }
      if let value = uiColor(values["formSubmitButtonTitleDisabledColor"]) { SBUTheme.messageCellTheme.formSubmitButtonTitleDisabledColor = value }
      if let value = uiColor(values["formChipBackgroundNormalColor"]) { SBUTheme.messageCellTheme.formChipBackgroundNormalColor = value }
      if let value = uiColor(values["formChipBackgroundSelectColor"]) { SBUTheme.messageCellTheme.formChipBackgroundSelectColor = value }
      if let value = uiColor(values["formChipBackgroundDisableColor"]) { SBUTheme.messageCellTheme.formChipBackgroundDisableColor = value }
      if let value = uiColor(values["formChipBackgroundSubmittedColor"]) { SBUTheme.messageCellTheme.formChipBackgroundSubmittedColor = value }
      if let value = uiColor(values["formChipTitleNormalColor"]) { SBUTheme.messageCellTheme.formChipTitleNormalColor = value }
      if let value = uiColor(values["formChipTitleSelectColor"]) { SBUTheme.messageCellTheme.formChipTitleSelectColor = value }
      if let value = uiColor(values["formChipTitleDisableColor"]) { SBUTheme.messageCellTheme.formChipTitleDisableColor = value }
      if let value = uiColor(values["formChipTitleSubmittedColor"]) { SBUTheme.messageCellTheme.formChipTitleSubmittedColor = value }
      if let value = uiColor(values["formChipBorderNormalColor"]) { SBUTheme.messageCellTheme.formChipBorderNormalColor = value }
      if let value = uiColor(values["formChipBorderSelectColor"]) { SBUTheme.messageCellTheme.formChipBorderSelectColor = value }
      if let value = uiColor(values["formChipBorderDisableColor"]) { SBUTheme.messageCellTheme.formChipBorderDisableColor = value }
      if let value = uiColor(values["formChipBorderSubmittedColor"]) { SBUTheme.messageCellTheme.formChipBorderSubmittedColor = value }
      if let value = uiFont(values["formTitleFont"]) { SBUTheme.messageCellTheme.formTitleFont = value }
      if let value = uiFont(values["formOptionalTitleFont"]) { SBUTheme.messageCellTheme.formOptionalTitleFont = value }
      if let value = uiFont(values["formErrorTitleFont"]) { SBUTheme.messageCellTheme.formErrorTitleFont = value }
      if let value = uiFont(values["formInputTextFont"]) { SBUTheme.messageCellTheme.formInputTextFont = value }
      if let value = uiFont(values["formChipTextFont"]) { SBUTheme.messageCellTheme.formChipTextFont = value }
      if let value = uiFont(values["formSubmittButtonFont"]) { SBUTheme.messageCellTheme.formSubmittButtonFont = value }
      if let value = uiColor(values["typingMessageProfileBorderColor"]) { SBUTheme.messageCellTheme.typingMessageProfileBorderColor = value }
      if let value = uiColor(values["typingMessageDotColor"]) { SBUTheme.messageCellTheme.typingMessageDotColor = value }
      if let value = uiColor(values["typingMessageDotTransformColor"]) { SBUTheme.messageCellTheme.typingMessageDotTransformColor = value }
      if let value = number(values["feedbackRadius"]) { SBUTheme.messageCellTheme.feedbackRadius = value }
      if let value = uiColor(values["feedbackIconColor"]) { SBUTheme.messageCellTheme.feedbackIconColor = value }
      if let value = uiColor(values["feedbackIconSelectColor"]) { SBUTheme.messageCellTheme.feedbackIconSelectColor = value }
      if let value = uiColor(values["feedbackIconDeselectColor"]) { SBUTheme.messageCellTheme.feedbackIconDeselectColor = value }
      if let value = uiColor(values["feedbackBorderColor"]) { SBUTheme.messageCellTheme.feedbackBorderColor = value }
      if let value = uiColor(values["feedbackBorderSelectColor"]) { SBUTheme.messageCellTheme.feedbackBorderSelectColor = value }
      if let value = uiColor(values["feedbackBorderDeselectColor"]) { SBUTheme.messageCellTheme.feedbackBorderDeselectColor = value }
      if let value = uiColor(values["feedbackBackgroundNormalColor"]) { SBUTheme.messageCellTheme.feedbackBackgroundNormalColor = value }
      if let value = uiColor(values["feedbackBackgroundSelectColor"]) { SBUTheme.messageCellTheme.feedbackBackgroundSelectColor = value }
      if let value = uiColor(values["feedbackBackgroundDeselectColor"]) { SBUTheme.messageCellTheme.feedbackBackgroundDeselectColor = value }
    }
    if let values = theme.variants[variant]?["SBUUserListTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.userListTheme.statusBarStyle = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.userListTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationShadowColor"]) { SBUTheme.userListTheme.navigationShadowColor = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.userListTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.userListTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonSelectedTintColor"]) { SBUTheme.userListTheme.rightBarButtonSelectedTintColor = value }
      if let value = uiColor(values["barButtonTintColor"]) { SBUTheme.userListTheme.barButtonTintColor = value }
      if let value = uiColor(values["barButtonDisabledTintColor"]) { SBUTheme.userListTheme.barButtonDisabledTintColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.userListTheme.backgroundColor = value }
      if let value = uiColor(values["coverImageTintColor"]) { SBUTheme.userListTheme.coverImageTintColor = value }
      if let value = uiColor(values["coverImageBackgroundColor"]) { SBUTheme.userListTheme.coverImageBackgroundColor = value }
      if let value = uiColor(values["placeholderTintColor"]) { SBUTheme.userListTheme.placeholderTintColor = value }
      if let value = uiColor(values["textfieldTextColor"]) { SBUTheme.userListTheme.textfieldTextColor = value }
      if let value = uiColor(values["itemTextColor"]) { SBUTheme.userListTheme.itemTextColor = value }
      if let value = uiColor(values["itemColor"]) { SBUTheme.userListTheme.itemColor = value }
      if let value = uiColor(values["removeColor"]) { SBUTheme.userListTheme.removeColor = value }
    }
    if let values = theme.variants[variant]?["SBUUserCellTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.userCellTheme.backgroundColor = value }
      if let value = uiColor(values["checkboxOnColor"]) { SBUTheme.userCellTheme.checkboxOnColor = value }
      if let value = uiColor(values["checkboxOffColor"]) { SBUTheme.userCellTheme.checkboxOffColor = value }
      if let value = uiColor(values["nicknameTextColor"]) { SBUTheme.userCellTheme.nicknameTextColor = value }
      if let value = uiFont(values["nicknameTextFont"]) { SBUTheme.userCellTheme.nicknameTextFont = value }
      if let value = uiColor(values["nonameTextColor"]) { SBUTheme.userCellTheme.nonameTextColor = value }
      if let value = uiColor(values["userIdTextColor"]) { SBUTheme.userCellTheme.userIdTextColor = value }
      if let value = uiFont(values["userIdTextFont"]) { SBUTheme.userCellTheme.userIdTextFont = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.userCellTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.userCellTheme.userPlaceholderTintColor = value }
      if let value = uiColor(values["mutedStateBackgroundColor"]) { SBUTheme.userCellTheme.mutedStateBackgroundColor = value }
      if let value = uiColor(values["mutedStateIconColor"]) { SBUTheme.userCellTheme.mutedStateIconColor = value }
      if let value = uiColor(values["subInfoTextColor"]) { SBUTheme.userCellTheme.subInfoTextColor = value }
      if let value = uiFont(values["subInfoFont"]) { SBUTheme.userCellTheme.subInfoFont = value }
      if let value = uiColor(values["moreButtonColor"]) { SBUTheme.userCellTheme.moreButtonColor = value }
      if let value = uiColor(values["moreButtonDisabledColor"]) { SBUTheme.userCellTheme.moreButtonDisabledColor = value }
      if let value = uiColor(values["separateColor"]) { SBUTheme.userCellTheme.separateColor = value }
    }
    if let values = theme.variants[variant]?["SBUChannelSettingsTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.channelSettingsTheme.statusBarStyle = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.channelSettingsTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationShadowColor"]) { SBUTheme.channelSettingsTheme.navigationShadowColor = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.channelSettingsTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.channelSettingsTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.channelSettingsTheme.backgroundColor = value }
      if let value = uiFont(values["cellTextFont"]) { SBUTheme.channelSettingsTheme.cellTextFont = value }
      if let value = uiColor(values["cellTextColor"]) { SBUTheme.channelSettingsTheme.cellTextColor = value }
      if let value = uiFont(values["cellSubTextFont"]) { SBUTheme.channelSettingsTheme.cellSubTextFont = value }
      if let value = uiColor(values["cellSubTextColor"]) { SBUTheme.channelSettingsTheme.cellSubTextColor = value }
      if let value = uiFont(values["cellDescriptionTextFont"]) { SBUTheme.channelSettingsTheme.cellDescriptionTextFont = value }
      if let value = uiColor(values["cellDescriptionTextColor"]) { SBUTheme.channelSettingsTheme.cellDescriptionTextColor = value }
      if let value = uiColor(values["cellSwitchColor"]) { SBUTheme.channelSettingsTheme.cellSwitchColor = value }
      if let value = uiColor(values["cellSeparateColor"]) { SBUTheme.channelSettingsTheme.cellSeparateColor = value }
      if let value = uiColor(values["cellRadioButtonSelectedColor"]) { SBUTheme.channelSettingsTheme.cellRadioButtonSelectedColor = value }
      if let value = uiColor(values["cellRadioButtonDeselectedColor"]) { SBUTheme.channelSettingsTheme.cellRadioButtonDeselectedColor = value }
      if let value = uiColor(values["cellTypeIconTintColor"]) { SBUTheme.channelSettingsTheme.cellTypeIconTintColor = value }
      if let value = uiColor(values["cellArrowIconTintColor"]) { SBUTheme.channelSettingsTheme.cellArrowIconTintColor = value }
      if let value = uiColor(values["cellLeaveIconColor"]) { SBUTheme.channelSettingsTheme.cellLeaveIconColor = value }
      if let value = uiColor(values["cellDeleteIconColor"]) { SBUTheme.channelSettingsTheme.cellDeleteIconColor = value }
      if let value = uiFont(values["userNameFont"]) { SBUTheme.channelSettingsTheme.userNameFont = value }
      if let value = uiColor(values["userNameTextColor"]) { SBUTheme.channelSettingsTheme.userNameTextColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.channelSettingsTheme.userPlaceholderTintColor = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.channelSettingsTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["itemTextColor"]) { SBUTheme.channelSettingsTheme.itemTextColor = value }
      if let value = uiColor(values["itemColor"]) { SBUTheme.channelSettingsTheme.itemColor = value }
      if let value = uiColor(values["itemDeleteTextColor"]) { SBUTheme.channelSettingsTheme.itemDeleteTextColor = value }
      if let value = uiFont(values["urlTitleFont"]) { SBUTheme.channelSettingsTheme.urlTitleFont = value }
      if let value = uiColor(values["urlTitleColor"]) { SBUTheme.channelSettingsTheme.urlTitleColor = value }
      if let value = uiFont(values["urlFont"]) { SBUTheme.channelSettingsTheme.urlFont = value }
      if let value = uiColor(values["urlColor"]) { SBUTheme.channelSettingsTheme.urlColor = value }
    }
    if let values = theme.variants[variant]?["SBUUserProfileTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.userProfileTheme.statusBarStyle = value }
      if let value = uiColor(values["overlayColor"]) { SBUTheme.userProfileTheme.overlayColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.userProfileTheme.backgroundColor = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.userProfileTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.userProfileTheme.userPlaceholderTintColor = value }
      if let value = uiColor(values["usernameTextColor"]) { SBUTheme.userProfileTheme.usernameTextColor = value }
      if let value = uiFont(values["usernameFont"]) { SBUTheme.userProfileTheme.usernameFont = value }
      if let value = uiColor(values["largeItemTintColor"]) { SBUTheme.userProfileTheme.largeItemTintColor = value }
      if let value = uiFont(values["largeItemFont"]) { SBUTheme.userProfileTheme.largeItemFont = value }
      if let value = uiColor(values["largeItemBackgroundColor"]) { SBUTheme.userProfileTheme.largeItemBackgroundColor = value }
      if let value = uiColor(values["largeItemHighlightedColor"]) { SBUTheme.userProfileTheme.largeItemHighlightedColor = value }
      if let value = uiColor(values["separatorColor"]) { SBUTheme.userProfileTheme.separatorColor = value }
      if let value = uiColor(values["informationTitleColor"]) { SBUTheme.userProfileTheme.informationTitleColor = value }
      if let value = uiFont(values["informationTitleFont"]) { SBUTheme.userProfileTheme.informationTitleFont = value }
      if let value = uiColor(values["informationDesctiptionColor"]) { SBUTheme.userProfileTheme.informationDesctiptionColor = value }
      if let value = uiFont(values["informationDesctiptionFont"]) { SBUTheme.userProfileTheme.informationDesctiptionFont = value }
      if let value = uiColor(values["userRoleTextColor"]) { SBUTheme.userProfileTheme.userRoleTextColor = value }
      if let value = uiFont(values["userRoleFont"]) { SBUTheme.userProfileTheme.userRoleFont = value }
      if let value = uiFont(values["itemFont"]) { SBUTheme.userProfileTheme.itemFont = value }
      if let value = uiColor(values["itemBackgroundColor"]) { SBUTheme.userProfileTheme.itemBackgroundColor = value }
      if let value = uiColor(values["itemSelectedBackgroundColor"]) { SBUTheme.userProfileTheme.itemSelectedBackgroundColor = value }
      if let value = uiColor(values["itemTintColor"]) { SBUTheme.userProfileTheme.itemTintColor = value }
      if let value = uiColor(values["itemSelectedTintColor"]) { SBUTheme.userProfileTheme.itemSelectedTintColor = value }
      if let value = uiColor(values["itemHighlightedTintColor"]) { SBUTheme.userProfileTheme.itemHighlightedTintColor = value }
    }
    if let values = theme.variants[variant]?["SBUComponentTheme"] {
      if let value = uiColor(values["emptyViewBackgroundColor"]) { SBUTheme.componentTheme.emptyViewBackgroundColor = value }
      if let value = uiFont(values["emptyViewStatusFont"]) { SBUTheme.componentTheme.emptyViewStatusFont = value }
      if let value = uiColor(values["emptyViewStatusTintColor"]) { SBUTheme.componentTheme.emptyViewStatusTintColor = value }
      if let value = uiColor(values["emptyViewRetryButtonTintColor"]) { SBUTheme.componentTheme.emptyViewRetryButtonTintColor = value }
      if let value = uiFont(values["emptyViewRetryButtonFont"]) { SBUTheme.componentTheme.emptyViewRetryButtonFont = value }
      if let value = uiColor(values["alertTitleColor"]) { SBUTheme.componentTheme.alertTitleColor = value }
      if let value = uiFont(values["alertTitleFont"]) { SBUTheme.componentTheme.alertTitleFont = value }
      if let value = uiColor(values["alertDetailColor"]) { SBUTheme.componentTheme.alertDetailColor = value }
      if let value = uiFont(values["alertDetailFont"]) { SBUTheme.componentTheme.alertDetailFont = value }
      if let value = uiColor(values["alertPlaceholderColor"]) { SBUTheme.componentTheme.alertPlaceholderColor = value }
      if let value = uiColor(values["alertButtonColor"]) { SBUTheme.componentTheme.alertButtonColor = value }
      if let value = uiColor(values["alertErrorColor"]) { SBUTheme.componentTheme.alertErrorColor = value }
      if let value = uiFont(values["alertButtonFont"]) { SBUTheme.componentTheme.alertButtonFont = value }
      if let value = uiColor(values["alertTextFieldBackgroundColor"]) { SBUTheme.componentTheme.alertTextFieldBackgroundColor = value }
      if let value = uiColor(values["alertTextFieldTintColor"]) { SBUTheme.componentTheme.alertTextFieldTintColor = value }
      if let value = uiFont(values["alertTextFieldFont"]) { SBUTheme.componentTheme.alertTextFieldFont = value }
      if let value = uiFont(values["actionSheetTextFont"]) { SBUTheme.componentTheme.actionSheetTextFont = value }
      if let value = uiColor(values["actionSheetTextColor"]) { SBUTheme.componentTheme.actionSheetTextColor = value }
      if let value = uiFont(values["actionSheetSubTextFont"]) { SBUTheme.componentTheme.actionSheetSubTextFont = value }
      if let value = uiColor(values["actionSheetSubTextColor"]) { SBUTheme.componentTheme.actionSheetSubTextColor = value }
      if let value = uiColor(values["actionSheetItemColor"]) { SBUTheme.componentTheme.actionSheetItemColor = value }
      if let value = uiColor(values["actionSheetErrorColor"]) { SBUTheme.componentTheme.actionSheetErrorColor = value }
      if let value = uiFont(values["actionSheetButtonFont"]) { SBUTheme.componentTheme.actionSheetButtonFont = value }
      if let value = uiColor(values["actionSheetDisabledColor"]) { SBUTheme.componentTheme.actionSheetDisabledColor = value }
      if let value = uiFont(values["newMessageFont"]) { SBUTheme.componentTheme.newMessageFont = value }
      if let value = uiColor(values["newMessageTintColor"]) { SBUTheme.componentTheme.newMessageTintColor = value }
      if let value = uiColor(values["newMessageBackground"]) { SBUTheme.componentTheme.newMessageBackground = value }
      if let value = uiColor(values["newMessageHighlighted"]) { SBUTheme.componentTheme.newMessageHighlighted = value }
      if let value = uiColor(values["newMessageButtonTintColor"]) { SBUTheme.componentTheme.newMessageButtonTintColor = value }
      if let value = uiColor(values["newMessageButtonBackground"]) { SBUTheme.componentTheme.newMessageButtonBackground = value }
      if let value = uiColor(values["newMessageButtonHighlighted"]) { SBUTheme.componentTheme.newMessageButtonHighlighted = value }
      if let value = uiColor(values["scrollBottomButtonIconColor"]) { SBUTheme.componentTheme.scrollBottomButtonIconColor = value }
      if let value = uiColor(values["scrollBottomButtonBackground"]) { SBUTheme.componentTheme.scrollBottomButtonBackground = value }
      if let value = uiColor(values["scrollBottomButtonHighlighted"]) { SBUTheme.componentTheme.scrollBottomButtonHighlighted = value }
      if let value = uiColor(values["titleOnlineStateColor"]) { SBUTheme.componentTheme.titleOnlineStateColor = value }
      if let value = uiColor(values["titleColor"]) { SBUTheme.componentTheme.titleColor = value }
      if let value = uiFont(values["titleFont"]) { SBUTheme.componentTheme.titleFont = value }
      if let value = uiColor(values["titleStatusColor"]) { SBUTheme.componentTheme.titleStatusColor = value }
      if let value = uiFont(values["titleStatusFont"]) { SBUTheme.componentTheme.titleStatusFont = value }
      if let value = uiFont(values["menuTitleFont"]) { SBUTheme.componentTheme.menuTitleFont = value }
      if let value = uiColor(values["overlayColor"]) { SBUTheme.componentTheme.overlayColor = value }
      if let value = uiColor(values["highlightedColor"]) { SBUTheme.componentTheme.highlightedColor = value }
      if let value = uiColor(values["buttonTextColor"]) { SBUTheme.componentTheme.buttonTextColor = value }
      if let value = uiColor(values["separatorColor"]) { SBUTheme.componentTheme.separatorColor = value }
      if let value = uiColor(values["shadowColor"]) { SBUTheme.componentTheme.shadowColor = value }
      if let value = uiColor(values["closeBarButtonTintColor"]) { SBUTheme.componentTheme.closeBarButtonTintColor = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.componentTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.componentTheme.userPlaceholderTintColor = value }
      if let value = uiColor(values["placeholderBackgroundColor"]) { SBUTheme.componentTheme.placeholderBackgroundColor = value }
      if let value = uiColor(values["placeholderTintColor"]) { SBUTheme.componentTheme.placeholderTintColor = value }
      if let value = uiColor(values["reactionBoxBackgroundColor"]) { SBUTheme.componentTheme.reactionBoxBackgroundColor = value }
      if let value = uiColor(values["reactionBoxBorderLineColor"]) { SBUTheme.componentTheme.reactionBoxBorderLineColor = value }
      if let value = uiColor(values["reactionBoxEmojiCountColor"]) { SBUTheme.componentTheme.reactionBoxEmojiCountColor = value }
      if let value = uiColor(values["reactionBoxEmojiBackgroundColor"]) { SBUTheme.componentTheme.reactionBoxEmojiBackgroundColor = value }
      if let value = uiColor(values["reactionBoxSelectedEmojiBackgroundColor"]) { SBUTheme.componentTheme.reactionBoxSelectedEmojiBackgroundColor = value }
      if let value = uiFont(values["reactionBoxEmojiCountFont"]) { SBUTheme.componentTheme.reactionBoxEmojiCountFont = value }
      if let value = uiColor(values["emojiCountColor"]) { SBUTheme.componentTheme.emojiCountColor = value }
      if let value = uiColor(values["emojiSelectedCountColor"]) { SBUTheme.componentTheme.emojiSelectedCountColor = value }
      if let value = uiColor(values["emojiSelectedUnderlineColor"]) { SBUTheme.componentTheme.emojiSelectedUnderlineColor = value }
      if let value = uiFont(values["emojiCountFont"]) { SBUTheme.componentTheme.emojiCountFont = value }
      if let value = uiColor(values["emojiListSelectedBackgroundColor"]) { SBUTheme.componentTheme.emojiListSelectedBackgroundColor = value }
      if let value = uiColor(values["reactionMenuLineColor"]) { SBUTheme.componentTheme.reactionMenuLineColor = value }
      if let value = uiColor(values["addReactionTintColor"]) { SBUTheme.componentTheme.addReactionTintColor = value }
      if let value = uiColor(values["channelTypeSelectorItemTintColor"]) { SBUTheme.componentTheme.channelTypeSelectorItemTintColor = value }
      if let value = uiColor(values["channelTypeSelectorItemTextColor"]) { SBUTheme.componentTheme.channelTypeSelectorItemTextColor = value }
      if let value = uiFont(values["channelTypeSelectorItemFont"]) { SBUTheme.componentTheme.channelTypeSelectorItemFont = value }
      if let value = uiColor(values["broadcastIconBackgroundColor"]) { SBUTheme.componentTheme.broadcastIconBackgroundColor = value }
      if let value = uiColor(values["broadcastIconTintColor"]) { SBUTheme.componentTheme.broadcastIconTintColor = value }
      if let value = uiColor(values["barItemTintColor"]) { SBUTheme.componentTheme.barItemTintColor = value }
      if let value = uiColor(values["loadingBackgroundColor"]) { SBUTheme.componentTheme.loadingBackgroundColor = value }
      if let value = uiColor(values["loadingPopupBackgroundColor"]) { SBUTheme.componentTheme.loadingPopupBackgroundColor = value }
      if let value = uiFont(values["loadingFont"]) { SBUTheme.componentTheme.loadingFont = value }
      if let value = uiColor(values["loadingTextColor"]) { SBUTheme.componentTheme.loadingTextColor = value }
      if let value = uiColor(values["loadingSpinnerColor"]) { SBUTheme.componentTheme.loadingSpinnerColor = value }
      if let value = uiColor(values["toastContainerColor"]) { SBUTheme.componentTheme.toastContainerColor = value }
      if let value = uiColor(values["toastTitleColor"]) { SBUTheme.componentTheme.toastTitleColor = value }
      if let value = uiColor(values["feedbackToastUpdateDoneColor"]) { SBUTheme.componentTheme.feedbackToastUpdateDoneColor = value }
      if let value = uiFont(values["unreadMessageFont"]) { SBUTheme.componentTheme.unreadMessageFont = value }
      if let value = uiColor(values["unreadMessageLabelTintColor"]) { SBUTheme.componentTheme.unreadMessageLabelTintColor = value }
      if let value = uiColor(values["unreadMessageButtonTintColor"]) { SBUTheme.componentTheme.unreadMessageButtonTintColor = value }
      if let value = uiColor(values["unreadMessageBackground"]) { SBUTheme.componentTheme.unreadMessageBackground = value }
      if let value = uiFont(values["newLineLabelFont"]) { SBUTheme.componentTheme.newLineLabelFont = value }
      if let value = uiColor(values["newLineLabelTintColor"]) { SBUTheme.componentTheme.newLineLabelTintColor = value }
      if let value = uiColor(values["newLineTintColor"]) { SBUTheme.componentTheme.newLineTintColor = value }
      if case .adaptive(let base, let liquidGlass)? = values["backgroundColorAdaptive"] { SBUTheme.componentTheme.$backgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["alertButtonBackgroundColorAdaptive"] { SBUTheme.componentTheme.$alertButtonBackgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["highlightedColorAdaptive"] { SBUTheme.componentTheme.$highlightedColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["alertTitleFontAdaptive"] { SBUTheme.componentTheme.$alertTitleFontAdaptive.updateValues(base: uiFont(base), liquidGlass: uiFont(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["overlayColorAdaptive"] { SBUTheme.componentTheme.$overlayColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["shadowColorAdaptive"] { SBUTheme.componentTheme.$shadowColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
    }
    if let values = theme.variants[variant]?["SBUMessageSearchTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.messageSearchTheme.statusBarStyle = value }
      if let value = barStyle(values["navigationBarStyle"]) { SBUTheme.messageSearchTheme.navigationBarStyle = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.messageSearchTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationBarShadowColor"]) { SBUTheme.messageSearchTheme.navigationBarShadowColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.messageSearchTheme.backgroundColor = value }
      if let value = uiColor(values["searchTextColor"]) { SBUTheme.messageSearchTheme.searchTextColor = value }
      if let value = uiFont(values["searchTextFont"]) { SBUTheme.messageSearchTheme.searchTextFont = value }
      if let value = uiColor(values["searchTextBackgroundColor"]) { SBUTheme.messageSearchTheme.searchTextBackgroundColor = value }
      if let value = uiColor(values["searchPlaceholderColor"]) { SBUTheme.messageSearchTheme.searchPlaceholderColor = value }
      if let value = uiColor(values["searchIconTintColor"]) { SBUTheme.messageSearchTheme.searchIconTintColor = value }
      if let value = uiColor(values["clearIconTintColor"]) { SBUTheme.messageSearchTheme.clearIconTintColor = value }
      if let value = uiColor(values["cancelButtonTintColor"]) { SBUTheme.messageSearchTheme.cancelButtonTintColor = value }
    }
    if let values = theme.variants[variant]?["SBUMessageSearchResultCellTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.messageSearchResultCellTheme.backgroundColor = value }
      if let value = uiFont(values["titleFont"]) { SBUTheme.messageSearchResultCellTheme.titleFont = value }
      if let value = uiColor(values["titleTextColor"]) { SBUTheme.messageSearchResultCellTheme.titleTextColor = value }
      if let value = uiFont(values["descriptionFont"]) { SBUTheme.messageSearchResultCellTheme.descriptionFont = value }
      if let value = uiColor(values["descriptionTextColor"]) { SBUTheme.messageSearchResultCellTheme.descriptionTextColor = value }
      if let value = uiFont(values["updatedAtFont"]) { SBUTheme.messageSearchResultCellTheme.updatedAtFont = value }
      if let value = uiColor(values["updatedAtTextColor"]) { SBUTheme.messageSearchResultCellTheme.updatedAtTextColor = value }
      if let value = uiFont(values["fileMessageFont"]) { SBUTheme.messageSearchResultCellTheme.fileMessageFont = value }
      if let value = uiColor(values["fileMessageTextColor"]) { SBUTheme.messageSearchResultCellTheme.fileMessageTextColor = value }
      if let value = uiColor(values["fileMessageIconBackgroundColor"]) { SBUTheme.messageSearchResultCellTheme.fileMessageIconBackgroundColor = value }
      if let value = uiColor(values["fileMessageIconTintColor"]) { SBUTheme.messageSearchResultCellTheme.fileMessageIconTintColor = value }
      if let value = uiColor(values["separatorLineColor"]) { SBUTheme.messageSearchResultCellTheme.separatorLineColor = value }
    }
    if let values = theme.variants[variant]?["SBUCreateOpenChannelTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.createOpenChannelTheme.statusBarStyle = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.createOpenChannelTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.createOpenChannelTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonDisabledTintColor"]) { SBUTheme.createOpenChannelTheme.rightBarButtonDisabledTintColor = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.createOpenChannelTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationBarShadowColor"]) { SBUTheme.createOpenChannelTheme.navigationBarShadowColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.createOpenChannelTheme.backgroundColor = value }
      if let value = uiColor(values["textFieldPlaceholderColor"]) { SBUTheme.createOpenChannelTheme.textFieldPlaceholderColor = value }
      if let value = uiColor(values["textFieldTextColor"]) { SBUTheme.createOpenChannelTheme.textFieldTextColor = value }
      if let value = uiFont(values["textFieldFont"]) { SBUTheme.createOpenChannelTheme.textFieldFont = value }
      if let value = uiColor(values["textFieldUnderlineColor"]) { SBUTheme.createOpenChannelTheme.textFieldUnderlineColor = value }
      if let value = uiColor(values["actionSheetItemColor"]) { SBUTheme.createOpenChannelTheme.actionSheetItemColor = value }
      if let value = uiColor(values["actionSheetTextColor"]) { SBUTheme.createOpenChannelTheme.actionSheetTextColor = value }
      if let value = uiColor(values["actionSheetRemoveTextColor"]) { SBUTheme.createOpenChannelTheme.actionSheetRemoveTextColor = value }
      if let value = uiColor(values["actionSheetCancelTextColor"]) { SBUTheme.createOpenChannelTheme.actionSheetCancelTextColor = value }
    }
    if let values = theme.variants[variant]?["SBUVoiceMessageInputTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.voiceMessageInputTheme.backgroundColor = value }
      if let value = uiColor(values["overlayColor"]) { SBUTheme.voiceMessageInputTheme.overlayColor = value }
      if let value = uiColor(values["cancelTitleColor"]) { SBUTheme.voiceMessageInputTheme.cancelTitleColor = value }
      if let value = uiFont(values["cancelTitleFont"]) { SBUTheme.voiceMessageInputTheme.cancelTitleFont = value }
      if let value = uiColor(values["progressTintColor"]) { SBUTheme.voiceMessageInputTheme.progressTintColor = value }
      if let value = uiColor(values["progressTrackTintColor"]) { SBUTheme.voiceMessageInputTheme.progressTrackTintColor = value }
      if let value = uiColor(values["progressTrackDeactivatedTintColor"]) { SBUTheme.voiceMessageInputTheme.progressTrackDeactivatedTintColor = value }
      if let value = uiFont(values["progressTimeFont"]) { SBUTheme.voiceMessageInputTheme.progressTimeFont = value }
      if let value = uiColor(values["progressTimeColor"]) { SBUTheme.voiceMessageInputTheme.progressTimeColor = value }
      if let value = uiColor(values["progressDeactivatedTimeColor"]) { SBUTheme.voiceMessageInputTheme.progressDeactivatedTimeColor = value }
      if let value = uiColor(values["progressRecordingIconTintColor"]) { SBUTheme.voiceMessageInputTheme.progressRecordingIconTintColor = value }
      if let value = uiColor(values["statusButtonBackgroundColor"]) { SBUTheme.voiceMessageInputTheme.statusButtonBackgroundColor = value }
      if let value = uiColor(values["recordingButtonTintColor"]) { SBUTheme.voiceMessageInputTheme.recordingButtonTintColor = value }
      if let value = uiColor(values["stopButtonTintColor"]) { SBUTheme.voiceMessageInputTheme.stopButtonTintColor = value }
      if let value = uiColor(values["playButtonTintColor"]) { SBUTheme.voiceMessageInputTheme.playButtonTintColor = value }
      if let value = uiColor(values["pauseButtonTintColor"]) { SBUTheme.voiceMessageInputTheme.pauseButtonTintColor = value }
      if let value = uiColor(values["sendButtonBackgroundColor"]) { SBUTheme.voiceMessageInputTheme.sendButtonBackgroundColor = value }
      if let value = uiColor(values["sendButtonDisabledBackgroundColor"]) { SBUTheme.voiceMessageInputTheme.sendButtonDisabledBackgroundColor = value }
      if let value = uiColor(values["sendButtonTintColor"]) { SBUTheme.voiceMessageInputTheme.sendButtonTintColor = value }
      if let value = uiColor(values["sendButtonDisabledTintColor"]) { SBUTheme.voiceMessageInputTheme.sendButtonDisabledTintColor = value }
    }
    if let values = theme.variants["overlay"]?["SBUChannelTheme"] {
      if let value = statusBarStyle(values["statusBarStyle"]) { SBUTheme.overlayTheme.channelTheme.statusBarStyle = value }
      if let value = uiColor(values["navigationBarTintColor"]) { SBUTheme.overlayTheme.channelTheme.navigationBarTintColor = value }
      if let value = uiColor(values["navigationBarShadowColor"]) { SBUTheme.overlayTheme.channelTheme.navigationBarShadowColor = value }
      if let value = uiColor(values["leftBarButtonTintColor"]) { SBUTheme.overlayTheme.channelTheme.leftBarButtonTintColor = value }
      if let value = uiColor(values["rightBarButtonTintColor"]) { SBUTheme.overlayTheme.channelTheme.rightBarButtonTintColor = value }
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.overlayTheme.channelTheme.backgroundColor = value }
      if let value = uiColor(values["navigationBarGradientTint"]) { SBUTheme.overlayTheme.channelTheme.navigationBarGradientTint = value }
      if let value = uiColor(values["removeItemColor"]) { SBUTheme.overlayTheme.channelTheme.removeItemColor = value }
      if let value = uiColor(values["deleteItemColor"]) { SBUTheme.overlayTheme.channelTheme.deleteItemColor = value }
      if let value = uiColor(values["cancelItemColor"]) { SBUTheme.overlayTheme.channelTheme.cancelItemColor = value }
      if let value = uiColor(values["alertRemoveColor"]) { SBUTheme.overlayTheme.channelTheme.alertRemoveColor = value }
      if let value = uiColor(values["alertCancelColor"]) { SBUTheme.overlayTheme.channelTheme.alertCancelColor = value }
      if let value = uiColor(values["menuTextColor"]) { SBUTheme.overlayTheme.channelTheme.menuTextColor = value }
      if let value = uiColor(values["menuItemTintColor"]) { SBUTheme.overlayTheme.channelTheme.menuItemTintColor = value }
      if let value = uiColor(values["menuItemDisabledColor"]) { SBUTheme.overlayTheme.channelTheme.menuItemDisabledColor = value }
      if let value = uiFont(values["channelStateBannerFont"]) { SBUTheme.overlayTheme.channelTheme.channelStateBannerFont = value }
      if let value = uiColor(values["channelStateBannerTextColor"]) { SBUTheme.overlayTheme.channelTheme.channelStateBannerTextColor = value }
      if let value = uiColor(values["channelStateBannerBackgroundColor"]) { SBUTheme.overlayTheme.channelTheme.channelStateBannerBackgroundColor = value }
      if let value = uiFont(values["mentionLimitGuideTextFont"]) { SBUTheme.overlayTheme.channelTheme.mentionLimitGuideTextFont = value }
      if let value = uiColor(values["mentionLimitGuideTextColor"]) { SBUTheme.overlayTheme.channelTheme.mentionLimitGuideTextColor = value }
      if let value = uiColor(values["separatorColor"]) { SBUTheme.overlayTheme.channelTheme.separatorColor = value }
      if let value = uiColor(values["messageThreadTitleColor"]) { SBUTheme.overlayTheme.channelTheme.messageThreadTitleColor = value }
      if let value = uiFont(values["messageThreadTitleFont"]) { SBUTheme.overlayTheme.channelTheme.messageThreadTitleFont = value }
      if let value = uiColor(values["messageThreadTitleChannelNameColor"]) { SBUTheme.overlayTheme.channelTheme.messageThreadTitleChannelNameColor = value }
      if let value = uiFont(values["messageThreadTitleChannelNameFont"]) { SBUTheme.overlayTheme.channelTheme.messageThreadTitleChannelNameFont = value }
    }
    if let values = theme.variants["overlay"]?["SBUMessageInputTheme"] {
      if let value = uiColor(values["textFieldPlaceholderColor"]) { SBUTheme.overlayTheme.messageInputTheme.textFieldPlaceholderColor = value }
      if let value = uiFont(values["textFieldPlaceholderFont"]) { SBUTheme.overlayTheme.messageInputTheme.textFieldPlaceholderFont = value }
      if let value = uiColor(values["textFieldDisabledColor"]) { SBUTheme.overlayTheme.messageInputTheme.textFieldDisabledColor = value }
      if let value = uiColor(values["textFieldTintColor"]) { SBUTheme.overlayTheme.messageInputTheme.textFieldTintColor = value }
      if let value = uiColor(values["textFieldTextColor"]) { SBUTheme.overlayTheme.messageInputTheme.textFieldTextColor = value }
      if let value = uiFont(values["textFieldFont"]) { SBUTheme.overlayTheme.messageInputTheme.textFieldFont = value }
      if let value = uiColor(values["buttonTintColor"]) { SBUTheme.overlayTheme.messageInputTheme.buttonTintColor = value }
      if let value = uiColor(values["buttonDisabledTintColor"]) { SBUTheme.overlayTheme.messageInputTheme.buttonDisabledTintColor = value }
      if let value = uiFont(values["cancelButtonFont"]) { SBUTheme.overlayTheme.messageInputTheme.cancelButtonFont = value }
      if let value = uiFont(values["saveButtonFont"]) { SBUTheme.overlayTheme.messageInputTheme.saveButtonFont = value }
      if let value = uiColor(values["saveButtonTextColor"]) { SBUTheme.overlayTheme.messageInputTheme.saveButtonTextColor = value }
      if let value = uiColor(values["inputViewShadowColor"]) { SBUTheme.overlayTheme.messageInputTheme.inputViewShadowColor = value }
      if let value = uiColor(values["inputButtonBackgroundColor"]) { SBUTheme.overlayTheme.messageInputTheme.inputButtonBackgroundColor = value }
      if let value = uiColor(values["quotedFileMessageThumbnailBackgroundColor"]) { SBUTheme.overlayTheme.messageInputTheme.quotedFileMessageThumbnailBackgroundColor = value }
      if let value = uiColor(values["quotedFileMessageThumbnailTintColor"]) { SBUTheme.overlayTheme.messageInputTheme.quotedFileMessageThumbnailTintColor = value }
      if let value = uiColor(values["replyToTextColor"]) { SBUTheme.overlayTheme.messageInputTheme.replyToTextColor = value }
      if let value = uiFont(values["replyToTextFont"]) { SBUTheme.overlayTheme.messageInputTheme.replyToTextFont = value }
      if let value = uiColor(values["quotedMessageTextColor"]) { SBUTheme.overlayTheme.messageInputTheme.quotedMessageTextColor = value }
      if let value = uiFont(values["quotedMessageTextFont"]) { SBUTheme.overlayTheme.messageInputTheme.quotedMessageTextFont = value }
      if let value = uiColor(values["closeReplyButtonColor"]) { SBUTheme.overlayTheme.messageInputTheme.closeReplyButtonColor = value }
      if let value = uiFont(values["mentionTextFont"]) { SBUTheme.overlayTheme.messageInputTheme.mentionTextFont = value }
      if let value = uiColor(values["mentionTextColor"]) { SBUTheme.overlayTheme.messageInputTheme.mentionTextColor = value }
      if let value = uiColor(values["mentionTextBackgroundColor"]) { SBUTheme.overlayTheme.messageInputTheme.mentionTextBackgroundColor = value }
      if case .adaptive(let base, let liquidGlass)? = values["backgroundColorAdaptive"] { SBUTheme.overlayTheme.messageInputTheme.$backgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["textFieldBackgroundColorAdaptive"] { SBUTheme.overlayTheme.messageInputTheme.$textFieldBackgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["textFieldBorderColorAdaptive"] { SBUTheme.overlayTheme.messageInputTheme.$textFieldBorderColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["channelViewDividerColorAdaptive"] { SBUTheme.overlayTheme.messageInputTheme.$channelViewDividerColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
    }
    if let values = theme.variants["overlay"]?["SBUMessageCellTheme"] {
      if let value = uiColor(values["backgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.backgroundColor = value }
      if let value = uiColor(values["leftBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.leftBackgroundColor = value }
      if let value = uiColor(values["leftPressedBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.leftPressedBackgroundColor = value }
      if let value = uiColor(values["rightBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.rightBackgroundColor = value }
      if let value = uiColor(values["rightPressedBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.rightPressedBackgroundColor = value }
      if let value = uiColor(values["openChannelBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.openChannelBackgroundColor = value }
      if let value = uiColor(values["openChannelPressedBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.openChannelPressedBackgroundColor = value }
      if let value = uiFont(values["dateFont"]) { SBUTheme.overlayTheme.messageCellTheme.dateFont = value }
      if let value = uiColor(values["dateTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.dateTextColor = value }
      if let value = uiColor(values["dateBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.dateBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.userPlaceholderTintColor = value }
      if let value = uiFont(values["userNameFont"]) { SBUTheme.overlayTheme.messageCellTheme.userNameFont = value }
      if let value = uiColor(values["userNameTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.userNameTextColor = value }
      if let value = uiColor(values["currentUserNameTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.currentUserNameTextColor = value }
      if let value = uiFont(values["timeFont"]) { SBUTheme.overlayTheme.messageCellTheme.timeFont = value }
      if let value = uiColor(values["timeTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.timeTextColor = value }
      if let value = uiColor(values["pendingStateColor"]) { SBUTheme.overlayTheme.messageCellTheme.pendingStateColor = value }
      if let value = uiColor(values["failedStateColor"]) { SBUTheme.overlayTheme.messageCellTheme.failedStateColor = value }
      if let value = uiColor(values["succeededStateColor"]) { SBUTheme.overlayTheme.messageCellTheme.succeededStateColor = value }
      if let value = uiColor(values["readReceiptStateColor"]) { SBUTheme.overlayTheme.messageCellTheme.readReceiptStateColor = value }
      if let value = uiColor(values["deliveryReceiptStateColor"]) { SBUTheme.overlayTheme.messageCellTheme.deliveryReceiptStateColor = value }
      if let value = uiColor(values["contentBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.contentBackgroundColor = value }
      if let value = uiColor(values["pressedContentBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.pressedContentBackgroundColor = value }
      if let value = uiFont(values["userMessageFont"]) { SBUTheme.overlayTheme.messageCellTheme.userMessageFont = value }
      if let value = uiColor(values["userMessageLeftTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.userMessageLeftTextColor = value }
      if let value = uiColor(values["userMessageLeftEditTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.userMessageLeftEditTextColor = value }
      if let value = uiColor(values["userMessageRightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.userMessageRightTextColor = value }
      if let value = uiColor(values["userMessageRightEditTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.userMessageRightEditTextColor = value }
      if let value = uiColor(values["fileIconBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileIconBackgroundColor = value }
      if let value = uiColor(values["fileIconColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileIconColor = value }
      if let value = uiColor(values["fileImageBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileImageBackgroundColor = value }
      if let value = uiColor(values["fileImageIconColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileImageIconColor = value }
      if let value = uiFont(values["fileMessageNameFont"]) { SBUTheme.overlayTheme.messageCellTheme.fileMessageNameFont = value }
      if let value = uiColor(values["fileMessageLeftTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileMessageLeftTextColor = value }
      if let value = uiColor(values["fileMessageRightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileMessageRightTextColor = value }
      if let value = uiColor(values["fileMessagePlaceholderColor"]) { SBUTheme.overlayTheme.messageCellTheme.fileMessagePlaceholderColor = value }
      if let value = uiColor(values["multipleFilesMessageFileOverlayColor"]) { SBUTheme.overlayTheme.messageCellTheme.multipleFilesMessageFileOverlayColor = value }
      if let value = uiFont(values["adminMessageFont"]) { SBUTheme.overlayTheme.messageCellTheme.adminMessageFont = value }
      if let value = uiColor(values["adminMessageTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.adminMessageTextColor = value }
      if let value = uiFont(values["unknownMessageDescFont"]) { SBUTheme.overlayTheme.messageCellTheme.unknownMessageDescFont = value }
      if let value = uiColor(values["unknownMessageDescLeftTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.unknownMessageDescLeftTextColor = value }
      if let value = uiColor(values["unknownMessageDescRightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.unknownMessageDescRightTextColor = value }
      if let value = uiColor(values["messageLeftHighlightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.messageLeftHighlightTextColor = value }
      if let value = uiColor(values["messageRightHighlightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.messageRightHighlightTextColor = value }
      if let value = uiFont(values["ogTitleFont"]) { SBUTheme.overlayTheme.messageCellTheme.ogTitleFont = value }
      if let value = uiColor(values["ogTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.ogTitleColor = value }
      if let value = uiFont(values["ogDescriptionFont"]) { SBUTheme.overlayTheme.messageCellTheme.ogDescriptionFont = value }
      if let value = uiColor(values["ogDescriptionColor"]) { SBUTheme.overlayTheme.messageCellTheme.ogDescriptionColor = value }
      if let value = uiFont(values["ogURLAddressFont"]) { SBUTheme.overlayTheme.messageCellTheme.ogURLAddressFont = value }
      if let value = uiColor(values["ogURLAddressColor"]) { SBUTheme.overlayTheme.messageCellTheme.ogURLAddressColor = value }
      if let value = uiColor(values["openChannelOGTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.openChannelOGTitleColor = value }
      if let value = uiColor(values["linkColor"]) { SBUTheme.overlayTheme.messageCellTheme.linkColor = value }
      if let value = uiFont(values["quotedMessageTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.quotedMessageTextFont = value }
      if let value = uiFont(values["repliedToTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.repliedToTextFont = value }
      if let value = uiColor(values["quotedMessageLeftBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.quotedMessageLeftBackgroundColor = value }
      if let value = uiColor(values["quotedMessageRightBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.quotedMessageRightBackgroundColor = value }
      if let value = uiColor(values["quotedFileMessageThumbnailColor"]) { SBUTheme.overlayTheme.messageCellTheme.quotedFileMessageThumbnailColor = value }
      if let value = uiColor(values["quotedMessageTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.quotedMessageTextColor = value }
      if let value = uiColor(values["repliedIconColor"]) { SBUTheme.overlayTheme.messageCellTheme.repliedIconColor = value }
      if let value = uiColor(values["repliedToTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.repliedToTextColor = value }
      if let value = uiFont(values["repliedCountTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.repliedCountTextFont = value }
      if let value = uiColor(values["repliedCountTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.repliedCountTextColor = value }
      if let value = uiColor(values["repliedUsersMoreIconBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.repliedUsersMoreIconBackgroundColor = value }
      if let value = uiColor(values["repliedUsersMoreIconTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.repliedUsersMoreIconTintColor = value }
      if let value = uiFont(values["mentionTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.mentionTextFont = value }
      if let value = uiColor(values["mentionLeftTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.mentionLeftTextColor = value }
      if let value = uiColor(values["mentionRightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.mentionRightTextColor = value }
      if let value = uiColor(values["mentionLeftTextBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.mentionLeftTextBackgroundColor = value }
      if let value = uiColor(values["mentionRightTextBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.mentionRightTextBackgroundColor = value }
      if let value = uiColor(values["buttonBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.buttonBackgroundColor = value }
      if let value = uiColor(values["buttonTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.buttonTitleColor = value }
      if let value = uiColor(values["sideButtonIconColor"]) { SBUTheme.overlayTheme.messageCellTheme.sideButtonIconColor = value }
      if let value = uiColor(values["newMessageBadgeColor"]) { SBUTheme.overlayTheme.messageCellTheme.newMessageBadgeColor = value }
      if let value = uiColor(values["parentInfoBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoBackgroundColor = value }
      if let value = uiFont(values["parentInfoUserNameTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoUserNameTextFont = value }
      if let value = uiColor(values["parentInfoUserNameTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoUserNameTextColor = value }
      if let value = uiFont(values["parentInfoDateFont"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoDateFont = value }
      if let value = uiColor(values["parentInfoDateTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoDateTextColor = value }
      if let value = uiColor(values["parentInfoMoreButtonTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoMoreButtonTintColor = value }
      if let value = uiColor(values["parentInfoSeparateBarColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoSeparateBarColor = value }
      if let value = uiColor(values["parentInfoReplyCountTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoReplyCountTextColor = value }
      if let value = uiFont(values["parentInfoReplyCountTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoReplyCountTextFont = value }
      if let value = uiColor(values["parentInfoProgressBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.parentInfoProgressBackgroundColor = value }
      if let value = uiColor(values["progressTrackTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.progressTrackTintColor = value }
      if let value = uiFont(values["progressTimeFont"]) { SBUTheme.overlayTheme.messageCellTheme.progressTimeFont = value }
      if let value = uiColor(values["progressTimeRightTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.progressTimeRightTextColor = value }
      if let value = uiColor(values["progressTimeLeftTextColor"]) { SBUTheme.overlayTheme.messageCellTheme.progressTimeLeftTextColor = value }
      if let value = uiColor(values["playerStatusButtonBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.playerStatusButtonBackgroundColor = value }
      if let value = uiColor(values["playerLoadingButtonTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.playerLoadingButtonTintColor = value }
      if let value = uiColor(values["playerPlayButtonTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.playerPlayButtonTintColor = value }
      if let value = uiColor(values["playerPauseButtonTintColor"]) { SBUTheme.overlayTheme.messageCellTheme.playerPauseButtonTintColor = value }
      if let value = uiColor(values["suggestedReplyTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.suggestedReplyTitleColor = value }
      if let value = uiColor(values["suggestedReplyBorderColor"]) { SBUTheme.overlayTheme.messageCellTheme.suggestedReplyBorderColor = value }
      if let value = uiColor(values["suggestedReplyBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.suggestedReplyBackgroundColor = value }
      if let value = uiColor(values["suggestedReplyBackgroundSelectedColor"]) { SBUTheme.overlayTheme.messageCellTheme.suggestedReplyBackgroundSelectedColor = value }
      if let value = uiColor(values["formBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.formBackgroundColor = value }
      if let value = uiColor(values["formTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.formTitleColor = value }
      if let value = uiColor(values["formOptionalTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.formOptionalTitleColor = value }
      if let value = uiColor(values["formInputBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputBackgroundColor = value }
      if let value = uiColor(values["formInputBackgroundDoneColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputBackgroundDoneColor = value }
      if let value = uiColor(values["formInputTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputTitleColor = value }
      if let value = uiColor(values["formInputIconColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputIconColor = value }
      if let value = uiColor(values["formInputBorderNormalColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputBorderNormalColor = value }
      if let value = uiColor(values["formInputBorderActiveColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputBorderActiveColor = value }
      if let value = uiColor(values["formInputBorderErrorColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputBorderErrorColor = value }
      if let value = uiColor(values["formInputErrorColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputErrorColor = value }
      if let value = uiColor(values["formInputPlaceholderColor"]) { SBUTheme.overlayTheme.messageCellTheme.formInputPlaceholderColor = value }
      if let value = uiColor(values["formSubmitButtonBackgroundColor"]) { SBUTheme.overlayTheme.messageCellTheme.formSubmitButtonBackgroundColor = value }
      if let value = uiColor(values["formSubmitButtonBackgroundDisabledColor"]) { SBUTheme.overlayTheme.messageCellTheme.formSubmitButtonBackgroundDisabledColor = value }
      if let value = uiColor(values["formSubmitButtonTitleColor"]) { SBUTheme.overlayTheme.messageCellTheme.formSubmitButtonTitleColor = value }
      if let value = uiColor(values["formSubmitButtonTitleDisabledColor"]) { SBUTheme.overlayTheme.messageCellTheme.formSubmitButtonTitleDisabledColor = value }
      if let value = uiColor(values["formChipBackgroundNormalColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBackgroundNormalColor = value }
      if let value = uiColor(values["formChipBackgroundSelectColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBackgroundSelectColor = value }
      if let value = uiColor(values["formChipBackgroundDisableColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBackgroundDisableColor = value }
      if let value = uiColor(values["formChipBackgroundSubmittedColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBackgroundSubmittedColor = value }
      if let value = uiColor(values["formChipTitleNormalColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipTitleNormalColor = value }
      if let value = uiColor(values["formChipTitleSelectColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipTitleSelectColor = value }
      if let value = uiColor(values["formChipTitleDisableColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipTitleDisableColor = value }
      if let value = uiColor(values["formChipTitleSubmittedColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipTitleSubmittedColor = value }
      if let value = uiColor(values["formChipBorderNormalColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBorderNormalColor = value }
      if let value = uiColor(values["formChipBorderSelectColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBorderSelectColor = value }
      if let value = uiColor(values["formChipBorderDisableColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBorderDisableColor = value }
      if let value = uiColor(values["formChipBorderSubmittedColor"]) { SBUTheme.overlayTheme.messageCellTheme.formChipBorderSubmittedColor = value }
      if let value = uiFont(values["formTitleFont"]) { SBUTheme.overlayTheme.messageCellTheme.formTitleFont = value }
      if let value = uiFont(values["formOptionalTitleFont"]) { SBUTheme.overlayTheme.messageCellTheme.formOptionalTitleFont = value }
      if let value = uiFont(values["formErrorTitleFont"]) { SBUTheme.overlayTheme.messageCellTheme.formErrorTitleFont = value }
      if let value = uiFont(values["formInputTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.formInputTextFont = value }
      if let value = uiFont(values["formChipTextFont"]) { SBUTheme.overlayTheme.messageCellTheme.formChipTextFont = value }
      if let value = uiFont(values["formSubmittButtonFont"]) { SBUTheme.overlayTheme.messageCellTheme.formSubmittButtonFont = value }
      if let value = uiColor(values["typingMessageProfileBorderColor"]) { SBUTheme.overlayTheme.messageCellTheme.typingMessageProfileBorderColor = value }
      if let value = uiColor(values["typingMessageDotColor"]) { SBUTheme.overlayTheme.messageCellTheme.typingMessageDotColor = value }
      if let value = uiColor(values["typingMessageDotTransformColor"]) { SBUTheme.overlayTheme.messageCellTheme.typingMessageDotTransformColor = value }
      if let value = number(values["feedbackRadius"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackRadius = value }
      if let value = uiColor(values["feedbackIconColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackIconColor = value }
      if let value = uiColor(values["feedbackIconSelectColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackIconSelectColor = value }
      if let value = uiColor(values["feedbackIconDeselectColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackIconDeselectColor = value }
      if let value = uiColor(values["feedbackBorderColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackBorderColor = value }
      if let value = uiColor(values["feedbackBorderSelectColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackBorderSelectColor = value }
      if let value = uiColor(values["feedbackBorderDeselectColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackBorderDeselectColor = value }
      if let value = uiColor(values["feedbackBackgroundNormalColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackBackgroundNormalColor = value }
      if let value = uiColor(values["feedbackBackgroundSelectColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackBackgroundSelectColor = value }
      if let value = uiColor(values["feedbackBackgroundDeselectColor"]) { SBUTheme.overlayTheme.messageCellTheme.feedbackBackgroundDeselectColor = value }
    }
    if let values = theme.variants["overlay"]?["SBUComponentTheme"] {
      if let value = uiColor(values["emptyViewBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.emptyViewBackgroundColor = value }
      if let value = uiFont(values["emptyViewStatusFont"]) { SBUTheme.overlayTheme.componentTheme.emptyViewStatusFont = value }
      if let value = uiColor(values["emptyViewStatusTintColor"]) { SBUTheme.overlayTheme.componentTheme.emptyViewStatusTintColor = value }
      if let value = uiColor(values["emptyViewRetryButtonTintColor"]) { SBUTheme.overlayTheme.componentTheme.emptyViewRetryButtonTintColor = value }
      if let value = uiFont(values["emptyViewRetryButtonFont"]) { SBUTheme.overlayTheme.componentTheme.emptyViewRetryButtonFont = value }
      if let value = uiColor(values["alertTitleColor"]) { SBUTheme.overlayTheme.componentTheme.alertTitleColor = value }
      if let value = uiFont(values["alertTitleFont"]) { SBUTheme.overlayTheme.componentTheme.alertTitleFont = value }
      if let value = uiColor(values["alertDetailColor"]) { SBUTheme.overlayTheme.componentTheme.alertDetailColor = value }
      if let value = uiFont(values["alertDetailFont"]) { SBUTheme.overlayTheme.componentTheme.alertDetailFont = value }
      if let value = uiColor(values["alertPlaceholderColor"]) { SBUTheme.overlayTheme.componentTheme.alertPlaceholderColor = value }
      if let value = uiColor(values["alertButtonColor"]) { SBUTheme.overlayTheme.componentTheme.alertButtonColor = value }
      if let value = uiColor(values["alertErrorColor"]) { SBUTheme.overlayTheme.componentTheme.alertErrorColor = value }
      if let value = uiFont(values["alertButtonFont"]) { SBUTheme.overlayTheme.componentTheme.alertButtonFont = value }
      if let value = uiColor(values["alertTextFieldBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.alertTextFieldBackgroundColor = value }
      if let value = uiColor(values["alertTextFieldTintColor"]) { SBUTheme.overlayTheme.componentTheme.alertTextFieldTintColor = value }
      if let value = uiFont(values["alertTextFieldFont"]) { SBUTheme.overlayTheme.componentTheme.alertTextFieldFont = value }
      if let value = uiFont(values["actionSheetTextFont"]) { SBUTheme.overlayTheme.componentTheme.actionSheetTextFont = value }
      if let value = uiColor(values["actionSheetTextColor"]) { SBUTheme.overlayTheme.componentTheme.actionSheetTextColor = value }
      if let value = uiFont(values["actionSheetSubTextFont"]) { SBUTheme.overlayTheme.componentTheme.actionSheetSubTextFont = value }
      if let value = uiColor(values["actionSheetSubTextColor"]) { SBUTheme.overlayTheme.componentTheme.actionSheetSubTextColor = value }
      if let value = uiColor(values["actionSheetItemColor"]) { SBUTheme.overlayTheme.componentTheme.actionSheetItemColor = value }
      if let value = uiColor(values["actionSheetErrorColor"]) { SBUTheme.overlayTheme.componentTheme.actionSheetErrorColor = value }
      if let value = uiFont(values["actionSheetButtonFont"]) { SBUTheme.overlayTheme.componentTheme.actionSheetButtonFont = value }
      if let value = uiColor(values["actionSheetDisabledColor"]) { SBUTheme.overlayTheme.componentTheme.actionSheetDisabledColor = value }
      if let value = uiFont(values["newMessageFont"]) { SBUTheme.overlayTheme.componentTheme.newMessageFont = value }
      if let value = uiColor(values["newMessageTintColor"]) { SBUTheme.overlayTheme.componentTheme.newMessageTintColor = value }
      if let value = uiColor(values["newMessageBackground"]) { SBUTheme.overlayTheme.componentTheme.newMessageBackground = value }
      if let value = uiColor(values["newMessageHighlighted"]) { SBUTheme.overlayTheme.componentTheme.newMessageHighlighted = value }
      if let value = uiColor(values["newMessageButtonTintColor"]) { SBUTheme.overlayTheme.componentTheme.newMessageButtonTintColor = value }
      if let value = uiColor(values["newMessageButtonBackground"]) { SBUTheme.overlayTheme.componentTheme.newMessageButtonBackground = value }
      if let value = uiColor(values["newMessageButtonHighlighted"]) { SBUTheme.overlayTheme.componentTheme.newMessageButtonHighlighted = value }
      if let value = uiColor(values["scrollBottomButtonIconColor"]) { SBUTheme.overlayTheme.componentTheme.scrollBottomButtonIconColor = value }
      if let value = uiColor(values["scrollBottomButtonBackground"]) { SBUTheme.overlayTheme.componentTheme.scrollBottomButtonBackground = value }
      if let value = uiColor(values["scrollBottomButtonHighlighted"]) { SBUTheme.overlayTheme.componentTheme.scrollBottomButtonHighlighted = value }
      if let value = uiColor(values["titleOnlineStateColor"]) { SBUTheme.overlayTheme.componentTheme.titleOnlineStateColor = value }
      if let value = uiColor(values["titleColor"]) { SBUTheme.overlayTheme.componentTheme.titleColor = value }
      if let value = uiFont(values["titleFont"]) { SBUTheme.overlayTheme.componentTheme.titleFont = value }
      if let value = uiColor(values["titleStatusColor"]) { SBUTheme.overlayTheme.componentTheme.titleStatusColor = value }
      if let value = uiFont(values["titleStatusFont"]) { SBUTheme.overlayTheme.componentTheme.titleStatusFont = value }
      if let value = uiFont(values["menuTitleFont"]) { SBUTheme.overlayTheme.componentTheme.menuTitleFont = value }
      if let value = uiColor(values["overlayColor"]) { SBUTheme.overlayTheme.componentTheme.overlayColor = value }
      if let value = uiColor(values["highlightedColor"]) { SBUTheme.overlayTheme.componentTheme.highlightedColor = value }
      if let value = uiColor(values["buttonTextColor"]) { SBUTheme.overlayTheme.componentTheme.buttonTextColor = value }
      if let value = uiColor(values["separatorColor"]) { SBUTheme.overlayTheme.componentTheme.separatorColor = value }
      if let value = uiColor(values["shadowColor"]) { SBUTheme.overlayTheme.componentTheme.shadowColor = value }
      if let value = uiColor(values["closeBarButtonTintColor"]) { SBUTheme.overlayTheme.componentTheme.closeBarButtonTintColor = value }
      if let value = uiColor(values["userPlaceholderBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.userPlaceholderBackgroundColor = value }
      if let value = uiColor(values["userPlaceholderTintColor"]) { SBUTheme.overlayTheme.componentTheme.userPlaceholderTintColor = value }
      if let value = uiColor(values["placeholderBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.placeholderBackgroundColor = value }
      if let value = uiColor(values["placeholderTintColor"]) { SBUTheme.overlayTheme.componentTheme.placeholderTintColor = value }
      if let value = uiColor(values["reactionBoxBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.reactionBoxBackgroundColor = value }
      if let value = uiColor(values["reactionBoxBorderLineColor"]) { SBUTheme.overlayTheme.componentTheme.reactionBoxBorderLineColor = value }
      if let value = uiColor(values["reactionBoxEmojiCountColor"]) { SBUTheme.overlayTheme.componentTheme.reactionBoxEmojiCountColor = value }
      if let value = uiColor(values["reactionBoxEmojiBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.reactionBoxEmojiBackgroundColor = value }
      if let value = uiColor(values["reactionBoxSelectedEmojiBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.reactionBoxSelectedEmojiBackgroundColor = value }
      if let value = uiFont(values["reactionBoxEmojiCountFont"]) { SBUTheme.overlayTheme.componentTheme.reactionBoxEmojiCountFont = value }
      if let value = uiColor(values["emojiCountColor"]) { SBUTheme.overlayTheme.componentTheme.emojiCountColor = value }
      if let value = uiColor(values["emojiSelectedCountColor"]) { SBUTheme.overlayTheme.componentTheme.emojiSelectedCountColor = value }
      if let value = uiColor(values["emojiSelectedUnderlineColor"]) { SBUTheme.overlayTheme.componentTheme.emojiSelectedUnderlineColor = value }
      if let value = uiFont(values["emojiCountFont"]) { SBUTheme.overlayTheme.componentTheme.emojiCountFont = value }
      if let value = uiColor(values["emojiListSelectedBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.emojiListSelectedBackgroundColor = value }
      if let value = uiColor(values["reactionMenuLineColor"]) { SBUTheme.overlayTheme.componentTheme.reactionMenuLineColor = value }
      if let value = uiColor(values["addReactionTintColor"]) { SBUTheme.overlayTheme.componentTheme.addReactionTintColor = value }
      if let value = uiColor(values["channelTypeSelectorItemTintColor"]) { SBUTheme.overlayTheme.componentTheme.channelTypeSelectorItemTintColor = value }
      if let value = uiColor(values["channelTypeSelectorItemTextColor"]) { SBUTheme.overlayTheme.componentTheme.channelTypeSelectorItemTextColor = value }
      if let value = uiFont(values["channelTypeSelectorItemFont"]) { SBUTheme.overlayTheme.componentTheme.channelTypeSelectorItemFont = value }
      if let value = uiColor(values["broadcastIconBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.broadcastIconBackgroundColor = value }
      if let value = uiColor(values["broadcastIconTintColor"]) { SBUTheme.overlayTheme.componentTheme.broadcastIconTintColor = value }
      if let value = uiColor(values["barItemTintColor"]) { SBUTheme.overlayTheme.componentTheme.barItemTintColor = value }
      if let value = uiColor(values["loadingBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.loadingBackgroundColor = value }
      if let value = uiColor(values["loadingPopupBackgroundColor"]) { SBUTheme.overlayTheme.componentTheme.loadingPopupBackgroundColor = value }
      if let value = uiFont(values["loadingFont"]) { SBUTheme.overlayTheme.componentTheme.loadingFont = value }
      if let value = uiColor(values["loadingTextColor"]) { SBUTheme.overlayTheme.componentTheme.loadingTextColor = value }
      if let value = uiColor(values["loadingSpinnerColor"]) { SBUTheme.overlayTheme.componentTheme.loadingSpinnerColor = value }
      if let value = uiColor(values["toastContainerColor"]) { SBUTheme.overlayTheme.componentTheme.toastContainerColor = value }
      if let value = uiColor(values["toastTitleColor"]) { SBUTheme.overlayTheme.componentTheme.toastTitleColor = value }
      if let value = uiColor(values["feedbackToastUpdateDoneColor"]) { SBUTheme.overlayTheme.componentTheme.feedbackToastUpdateDoneColor = value }
      if let value = uiFont(values["unreadMessageFont"]) { SBUTheme.overlayTheme.componentTheme.unreadMessageFont = value }
      if let value = uiColor(values["unreadMessageLabelTintColor"]) { SBUTheme.overlayTheme.componentTheme.unreadMessageLabelTintColor = value }
      if let value = uiColor(values["unreadMessageButtonTintColor"]) { SBUTheme.overlayTheme.componentTheme.unreadMessageButtonTintColor = value }
      if let value = uiColor(values["unreadMessageBackground"]) { SBUTheme.overlayTheme.componentTheme.unreadMessageBackground = value }
      if let value = uiFont(values["newLineLabelFont"]) { SBUTheme.overlayTheme.componentTheme.newLineLabelFont = value }
      if let value = uiColor(values["newLineLabelTintColor"]) { SBUTheme.overlayTheme.componentTheme.newLineLabelTintColor = value }
      if let value = uiColor(values["newLineTintColor"]) { SBUTheme.overlayTheme.componentTheme.newLineTintColor = value }
      if case .adaptive(let base, let liquidGlass)? = values["backgroundColorAdaptive"] { SBUTheme.overlayTheme.componentTheme.$backgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["alertButtonBackgroundColorAdaptive"] { SBUTheme.overlayTheme.componentTheme.$alertButtonBackgroundColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["highlightedColorAdaptive"] { SBUTheme.overlayTheme.componentTheme.$highlightedColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["alertTitleFontAdaptive"] { SBUTheme.overlayTheme.componentTheme.$alertTitleFontAdaptive.updateValues(base: uiFont(base), liquidGlass: uiFont(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["overlayColorAdaptive"] { SBUTheme.overlayTheme.componentTheme.$overlayColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
      if case .adaptive(let base, let liquidGlass)? = values["shadowColorAdaptive"] { SBUTheme.overlayTheme.componentTheme.$shadowColorAdaptive.updateValues(base: uiColor(base), liquidGlass: uiColor(liquidGlass)) }
    }
  }
}

private func uiColor(_ entry: StyleEntry?) -> UIColor? {
  guard case .color(let hex)? = entry, let color = RGBAColor(hex: hex) else { return nil }
  return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
}

private func uiFont(_ entry: StyleEntry?) -> UIFont? {
  guard case .font(let font)? = entry else { return nil }
  let weight: UIFont.Weight =
    switch font.weight {
    case "ultraLight": .ultraLight
    case "thin": .thin
    case "light": .light
    case "medium": .medium
    case "semibold": .semibold
    case "bold": .bold
    case "heavy": .heavy
    case "black": .black
    default: .regular
    }
  let system = UIFont.systemFont(ofSize: font.size, weight: weight)
  guard let family = font.family else { return system }
  return UIFont(name: family, size: font.size) ?? system
}

private func statusBarStyle(_ entry: StyleEntry?) -> UIStatusBarStyle? {
  guard case .keyword(let name)? = entry else { return nil }
  switch name {
  case "default": return .default
  case "lightContent": return .lightContent
  case "darkContent": return .darkContent
  default: return nil
  }
}

private func barStyle(_ entry: StyleEntry?) -> UIBarStyle? {
  guard case .keyword(let name)? = entry else { return nil }
  switch name {
  case "default": return .default
  case "black": return .black
  default: return nil
  }
}

private func number(_ entry: StyleEntry?) -> CGFloat? {
  guard case .number(let value)? = entry else { return nil }
  return CGFloat(value)
}

private func image(_ icon: IconStyle, fallback: UIImage) -> UIImage {
  guard var image = UIImage(named: icon.asset) else { return fallback }
  if let tint = uiColor(icon.tint.map(StyleEntry.color)) { image = image.withTintColor(tint, renderingMode: .alwaysOriginal) }
  return icon.flipsForRTL ? image.imageFlippedForRightToLeftLayoutDirection() : image
}
#endif
