import ThemeRuntime

/// The SDK's `SBUStringSet` surface: every member, its type and whether it can be set.
public struct StringCatalog: Sendable {
  /// The SendbirdUIKit release this catalogue describes.
  public let release: SendbirdUIKitRelease
  /// The release's version (`3.35.1`).
  public var sdkVersion: String { release.description }
  /// Every member in declaration order.
  public let members: [Member]
  /// Member paths, in the order of `members`: every SDK key of every locale is looked up.
  private let byPath: KeyIndex

  /// How a member is declared in the SDK.
  public enum Kind: String, Sendable {
    case string, closure, computedClosure, interpolatedString, computedString
  }

  /// One `SBUStringSet` member, as a run of releases declares it.
  public struct Member: Sendable {
    /// The releases that declare it so (positions in `SendbirdUIKitRelease.all`).
    let releases: ClosedRange<Int>
    /// The first release that declares it so.
    public var since: SendbirdUIKitRelease { SendbirdUIKitRelease(position: releases.lowerBound) }
    /// The last release that declares it so.
    public var until: SendbirdUIKitRelease { SendbirdUIKitRelease(position: releases.upperBound) }
    /// The dotted path below `SBUStringSet` (`MessageThread.Menu.replyInThread`).
    public let path: String
    /// The declared Swift type (`String`, `(Int, Bool) -> String`).
    public let swiftType: String
    /// The declaration kind.
    public let kind: Kind
    /// Whether generated code may assign it (`var`, not get-only, not unavailable).
    public let settable: Bool
    /// Whether the SDK marks it deprecated.
    public let deprecated: Bool
    /// The deprecation's replacement.
    public let renamed: String?
    /// The member a computed proxy reads and writes.
    public let aliasOf: String?
    /// Whether it is `@available(*, unavailable)`.
    public let unavailable: Bool
    /// The closure's parameters (name, Swift type).
    public let params: [(name: String, type: String)]
    /// The SDK's default text for plain strings (computed defaults resolved).
    public let defaultText: String?

    /// Whether the member is a closure (stored or computed).
    public let isClosure: Bool
    /// The closure's signature as themec sees it, or nil for a plain string.
    public let signature: ClosureSignature?

    init(
      releases: ClosedRange<Int>, path: String, swiftType: String, kind: Kind, settable: Bool, deprecated: Bool,
      renamed: String?,
      aliasOf: String?, unavailable: Bool, params: [(name: String, type: String)], defaultText: String?
    ) {
      self.releases = releases
      self.path = path
      self.swiftType = swiftType
      self.kind = kind
      self.settable = settable
      self.deprecated = deprecated
      self.renamed = renamed
      self.aliasOf = aliasOf
      self.unavailable = unavailable
      self.params = params
      self.defaultText = defaultText
      // An arrow in the bytes: Foundation's `contains("->")` searches through a generic
      // path, for each of ~200 members at start-up.
      isClosure = zip(swiftType.utf8, swiftType.utf8.dropFirst()).contains {
        $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: ">")
      }
      signature = isClosure && !params.isEmpty ? ClosureSignature(params.map(\.type)) : nil
    }

    /// Whether an app sets it directly: available, settable, current, and not a proxy of
    /// another member.
    public var isSettableTarget: Bool { !unavailable && settable && !deprecated && aliasOf == nil }

    /// The path's components (`["MessageThread", "Menu", "replyInThread"]`).
    public var components: [Substring] { path.split(separator: ".") }
  }

  init(release: SendbirdUIKitRelease, members: [Member]) {
    self.release = release
    self.members = members
    byPath = KeyIndex(keys: members.map(\.path))
    containers = Self.containers(of: members)
    containerIndex = KeyIndex(keys: containers.sorted())
  }

  /// The catalogue of the newest release themec knows.
  public static var sendbirdUIKit: StringCatalog { sendbird }

  /// The version of the newest release, known without building its catalogue.
  public static var sendbirdUIKitVersion: String {
    SendbirdUIKitRelease.versions[SendbirdUIKitRelease.versions.count - 1]
  }

  /// The newest release's catalogue, built once.
  static let sendbird = StringCatalog(release: .newest)

  /// The catalogue of a release: the members it declares, as it declares them.
  public init(release: SendbirdUIKitRelease) {
    self.init(release: release, members: Self.history.filter { $0.releases.contains(release.position) })
  }

  /// The releases that declare a path, or (for a container such as `MessageThread`) a
  /// member below it: where a key a release lacks arrived or went.
  public static func declarations(of path: String) -> [ClosedRange<SendbirdUIKitRelease>] {
    history.filter { $0.path == path || ($0.path.hasPrefix(path) && $0.path.dropFirst(path.count).first == ".") }
      .map { SendbirdUIKitRelease.span($0.releases) }
  }

  /// The member at a dotted path.
  public func member(_ path: String) -> Member? {
    byPath.position(of: path).map { members[$0] }
  }

  /// Whether `path` is a container (`containers.contains(path)`, through a `KeyIndex`).
  public func isContainer(_ path: String) -> Bool {
    containerIndex.position(of: path) != nil
  }

  private let containerIndex: KeyIndex

  /// Container paths (`MessageThread`, `MessageThread.Menu`), for nested YAML keys.
  public let containers: Set<String>

  private static func containers(of members: [Member]) -> Set<String> {
    // Built before the first locale is read: every path before a dot, cut from the path
    // (joining components one by one costs ten times more).
    var result: Set<String> = []
    for member in members {
      let utf8 = member.path.utf8
      var index = utf8.startIndex
      while let dot = utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
        result.insert(String(member.path[..<dot]))
        index = utf8.index(after: dot)
      }
    }
    return result
  }

  /// The members an app may set and that no other member proxies, in declaration order.
  public var settableMembers: [Member] { members.filter(\.isSettableTarget) }

  /// The closure signature of every settable closure member, by path (`strings.json`'s
  /// `signatures`).
  public var signatures: [String: ClosureSignature] {
    var signatures: [String: ClosureSignature] = [:]
    for member in settableMembers {
      if let signature = member.signature { signatures[member.path] = signature }
    }
    return signatures
  }
}
