// SendbirdChatSDK's `User`, as far as the generated code reads one (a stand-in for tests).
/// A user, as far as the generated code reads one.
public class User {
  public var nickname: String
  public init(nickname: String = "") { self.nickname = nickname }
}
