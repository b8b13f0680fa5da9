// swift-format-ignore-file
// Generated from themec's catalogues by `swift run _generate`. Do not edit.
import SendbirdChatSDK

public class SBUStringSet {
  public static var Cancel: String = ""
  public static var OK: String = ""
  public static var Retry: String = ""
  public static var Save: String = ""
  public static var Copy: String = ""
  public static var Delete: String = ""
  public static var Edit: String = ""
  public static var Remove: String = ""
  public static var Camera: String = ""
  public static var PhotoVideoLibrary: String = ""
  public static var Document: String = ""
  public static var Loading: String = ""
  public static var Invite: String = ""
  public static var TakePhoto: String = ""
  public static var ChoosePhoto: String = ""
  public static var RemovePhoto: String = ""
  public static var ViewLibrary: String = ""
  public static var Search: String = ""
  public static var Settings: String = ""
  public static var Reply: String = ""
  public static var Submit: String = ""
  public static var MarkAsUnread: String = ""
  public static var Alert_Delete: String = ""
  public static var Alert_Delete_MultipleFilesMessage: (Int) -> String = { _ in "" }
  public static var Alert_Allow_Camera_Access: String = ""
  public static var Alert_Allow_PhotoLibrary_Access: String = ""
  public static var Alert_Allow_PhotoLibrary_Access_Message: String = ""
  public static var Alert_Allow_Microphone_Access: String = ""
  public static var Alert_Busy_Server_Title: String = ""
  public static var Alert_Busy_Server_Message: String = ""
  public static var Date_Yesterday: String = ""
  public static var Date_Year: (Int) -> String = { _ in "" }
  public static var Date_Day: (Int) -> String = { _ in "" }
  public static var Date_Month: (Int) -> String = { _ in "" }
  public static var Date_Hour: (Int) -> String = { _ in "" }
  public static var Date_Min: (Int) -> String = { _ in "" }
  public static var Date_Ago: String = ""
  public static var Date_On: String = ""
  public static var ChannelList_Header_Title: String = ""
  public static var ChannelList_Last_File_Message: String = ""
  public static var Channel_Name_Default: String = ""
  public static var Channel_Name_No_Members: String = ""
  public static var Channel_Header_LastSeen: String = ""
  @available(*, deprecated)
  public static var Channel_Header_Typing: ([User]) -> String { { _ in "" } }
  public static var Channel_Typing: ([User]) -> String = { _ in "" }
  public static var Channel_Success_Download_file: String = ""
  public static var Channel_Failure_Download_file: String = ""
  public static var Channel_Failure_Open_file: String = ""
  public static var Channel_New_Message_File: String = ""
  public static var Channel_New_Message: (Int) -> String = { _ in "" }
  public static var Channel_State_Banner_Frozen: String = ""
  public static var Channel_Unread_Message: (UInt) -> String = { _ in "" }
  public static var Channel_Unread_Message_Newline: String = ""
  public static var Open_Channel_Name_Default: String = ""
  public static var Open_Channel_Participants: String = ""
  public static var Open_Channel_Participants_Count: (Int) -> String = { _ in "" }
  public static let Notification_Channel_CustomType: String = ""
  public static var Notification_Channel_URL: (_ userId: String) -> String = { _ in "" }
  public static var Notification_Channel_Name_Default: String = ""
  public static var ChannelSettings_Header_Title: String = ""
  public static var ChannelSettings_Change_Name: String = ""
  public static var ChannelSettings_Change_Image: String = ""
  public static var ChannelSettings_Enter_New_Name: String = ""
  public static var ChannelSettings_Enter_New_Channel_Name: String = ""
  public static var ChannelSettings_Notifications: String = ""
  public static var ChannelSettings_Notifications_On: String = ""
  public static var ChannelSettings_Notifications_Off: String = ""
  public static var ChannelSettings_Notifications_Mentiones_Only: String = ""
  public static var ChannelSettings_Members_Title: String = ""
  public static var ChannelSettings_Participants_Title: String = ""
  public static var ChannelSettings_Members: (UInt) -> String = { _ in "" }
  public static var ChannelSettings_Leave: String = ""
  public static var ChannelSettings_Delete: String = ""
  public static var ChannelSettings_Delete_Question_Mark: String = ""
  public static var ChannelSettings_Delete_Description: String = ""
  public static var ChannelSettings_Search: String = ""
  public static var ChannelSettings_Moderations: String = ""
  public static var ChannelSettings_Operators: String = ""
  public static var ChannelSettings_Muted_Members: String = ""
  public static var ChannelSettings_Muted_Participants: String = ""
  public static var ChannelSettings_Banned_Users: String = ""
  public static var ChannelSettings_Freeze_Channel: String = ""
  public static var ChannelSettings_URL: String = ""
  public static var ChannelPushSettings_Header_Title: String = ""
  public static var ChannelPushSettings_Notification_Title: String = ""
  public static var ChannelPushSettings_Item_All: String = ""
  public static var ChannelPushSettings_Item_Mentions_Only: String = ""
  public static var ChannelPushSettings_Notification_Description: String = ""
  public static var MessageInput_Text_Placeholder: String = ""
  public static var MessageInput_Text_Unavailable: String = ""
  public static var MessageInput_Text_Muted: String = ""
  public static var MessageInput_Text_Reply: String = ""
  public static var MessageInput_Reply_To: (String) -> String = { _ in "" }
  public static var MessageInput_Quote_Message_Photo: String = ""
  public static var MessageInput_Quote_Message_GIF: String = ""
  public static var MessageInput_Quote_Message_Video: String = ""
  public static var Message_Edited: String = ""
  public static var Message_System: String = ""
  public static var Message_Unknown_Title: String = ""
  public static var Message_Unknown_Description: String = ""
  public static var Message_Replied_To: (String, String) -> String = { _, _ in "" }
  public static var Message_You: String = ""
  public static var Message_Replied_Users_Count: (Int, Bool) -> String = { _, _ in "" }
  public static var Message_Reply_Cannot_Found_Original: String = ""
  public static var Message_Unavailable: String = ""
  public static var Message_Typers_Count: (Int) -> String = { _ in "" }
  public static var Notification_Template_Error_Title: String = ""
  public static var Notification_Template_Error_Subtitle: String = ""
  public static var Message_Template_Error_Title: String = ""
  public static var Message_Template_Error_Subtitle: String = ""
  public static var Empty_No_Channels: String = ""
  public static var Empty_No_Messages: String = ""
  public static var Empty_No_Notifications: String = ""
  public static var Empty_No_Users: String = ""
  public static var Empty_No_Muted_Members: String = ""
  public static var Empty_No_Muted_Participants: String = ""
  public static var Empty_No_Banned_Users: String = ""
  public static var Empty_Search_Result: String = ""
  public static var Empty_Wrong: String = ""
  public static var CreateChannel_Create: (Int) -> String = { _ in "" }
  public static var CreateChannel_Header_Title: String = ""
  public static var CreateChannel_Header_Select_Members: String = ""
  public static var CreateChannel_Header_Title_Profile: String = ""
  public static var CreateOpenChannel_Create: String = ""
  public static var CreateOpenChannel_Header_Title: String = ""
  public static var CreateOpenChannel_ProfileInput_Placeholder: String = ""
  public static var InviteChannel_Header_Title: String = ""
  public static var InviteChannel_Header_Select_Users: String = ""
  public static var InviteChannel_Invite: (Int) -> String = { _ in "" }
  public static var InviteChannel_Register: (Int) -> String = { _ in "" }
  public static var UserList_Me: String = ""
  public static var UserList_Ban: String = ""
  public static var UserList_Unban: String = ""
  public static var UserList_Mute: String = ""
  public static var UserList_Unmute: String = ""
  public static var UserList_Unregister_Operator: String = ""
  public static var UserList_Register_Operator: String = ""
  public static var UserList_Title_Members: String = ""
  public static var UserList_Title_Operators: String = ""
  public static var UserList_Title_Muted_Members: String = ""
  public static var UserList_Title_Muted_Participants: String = ""
  public static var UserList_Title_Banned_Users: String = ""
  public static var UserList_Title_Participants: String = ""
  public static var User_No_Name: String = ""
  public static var User_Operator: String = ""
  public static var UserProfile_Role_Operator: String = ""
  public static var UserProfile_Role_Member: String = ""
  public static var UserProfile_UserID: String = ""
  public static var UserProfile_Message: String = ""
  public static var UserProfile_Register: String = ""
  public static var UserProfile_Unregister: String = ""
  public static var UserProfile_Mute: String = ""
  public static var UserProfile_Unmute: String = ""
  public static var UserProfile_Ban: String = ""
  public static var ChannelType_Group: String = ""
  public static var ChannelType_SuperGroup: String = ""
  public static var ChannelType_Broadcast: String = ""
  public static var ChannelType_GroupChannel: String = ""
  public static var ChannelType_SuperGroupChannel: String = ""
  public static var ChannelType_BroadcastChannel: String = ""
  public static var FormType_Optional: String = ""
  public static var FormType_Error_Default: String = ""
  public static var FormType_Error_Required: String = ""
  public static var FormType_Fallback_Message: String = ""
  public static var FormType_Submit_Done: String = ""
  public static var FormType_No_Reponse: String = ""
  public static var Feedback_Comment_Title: String = ""
  public static var Feedback_Comment_Placeholder: String = ""
  public static var Feedback_Edit_Comment: String = ""
  public static var Feedback_Remove: String = ""
  public static var Feedback_Update_Done: String = ""
  public class Mention {
    public static let Trigger_Key: String = ""
    public static var Limit_Guide: String = ""
  }
  public struct MessageThread {
    public struct Menu {
      public static var replyInThread: String = ""
    }
    public struct MessageInput {
      public static var replyInThread: String = ""
      public static var replyToThread: String = ""
    }
    public struct Header {
      public static var title: String = ""
    }
  }
  public struct VoiceMessage {
    public struct Input {
      public static var cancel: String = ""
    }
    public struct Alert {
      public static var frozen: String = ""
      public static var muted: String = ""
    }
    public struct Preview {
      public static var quotedMessage: String = ""
      public static var channelList: String = ""
      public static var searchResult: String = ""
    }
    public static var fileName: String = ""
  }
  public struct GroupChannel {
    public struct Preview {
      public static var photo: String = ""
      public static var gif: String = ""
      public static var video: String = ""
      public static var audio: String = ""
      public static var voice: String = ""
      public static var file: String = ""
      public static var multipleFiles: String = ""
      public static var messageTemplate: String = ""
    }
  }
  public struct FileUpload {
    public struct Error {
      public static var exceededSizeLimit: String = ""
    }
  }
  @available(*, deprecated)
  public static var InviteChannel_Add: (Int) -> String = { _ in "" }
  @available(*, deprecated)
  public static var ChannelSettings_Banned_Members: String = ""
  @available(*, deprecated)
  public static var Empty_No_Banned_Members: String = ""
  @available(*, deprecated)
  public static var InviteChannel_Header_Select_Members: String = ""
  @available(*, deprecated)
  public static var MemberList_Me: String = ""
  @available(*, deprecated)
  public static var MemberList_Ban: String = ""
  @available(*, deprecated)
  public static var MemberList_Unban: String = ""
  @available(*, deprecated)
  public static var MemberList_Mute: String = ""
  @available(*, deprecated)
  public static var MemberList_Unmute: String = ""
  @available(*, deprecated)
  public static var MemberList_Dismiss_Operator: String = ""
  @available(*, deprecated)
  public static var MemberList_Promote_Operator: String = ""
  @available(*, deprecated)
  public static var MemberList_Title_Members: String = ""
  @available(*, deprecated)
  public static var MemberList_Title_Operators: String = ""
  @available(*, deprecated)
  public static var MemberList_Title_Muted_Members: String = ""
  @available(*, deprecated)
  public static var MemberList_Title_Banned_Members: String = ""
  @available(*, deprecated)
  public static var MemberList_Title_Participants: String = ""
  @available(*, deprecated)
  public static var UserProfile_Promote: String = ""
  @available(*, deprecated)
  public static var UserProfile_Dismiss: String = ""
}
