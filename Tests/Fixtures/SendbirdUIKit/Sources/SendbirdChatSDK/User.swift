// swift-format-ignore-file
// Generated from themec's catalogues by SDKStandInTests (UPDATE_GOLDENS=1 swift test). Do not edit.
/// A user, as far as the generated code reads one.
public class User {
  public var nickname: String
  public init(nickname: String = "") { self.nickname = nickname }
}
