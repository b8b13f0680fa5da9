/// A SendbirdUIKit release whose customisation surface themec knows: every 3.x release of the
/// SDK's repository, named by the version its framework declares (`generate_catalog.py` reads
/// each at the commit that carries it; a tag's name can be another release's), oldest first.
public struct SendbirdUIKitRelease: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The release's position in `all`; catalogue entries name their releases by it.
  let position: Int

  init(position: Int) { self.position = position }

  /// A release by its version (`3.30.0`, also written `v3.30.0`); nil if themec does not know
  /// it. The version is the framework's, whatever a tag of that name installs (`tagNote`).
  public init?(_ version: String) {
    let text = version.hasPrefix("v") ? String(version.dropFirst()) : version
    guard let position = Self.versions.firstIndex(of: text) else { return nil }
    self.position = position
  }

  /// Every release themec knows, oldest first.
  public static let all: [SendbirdUIKitRelease] = Self.versions.indices.map { SendbirdUIKitRelease(position: $0) }

  /// The newest release themec knows: what a project targets unless it says otherwise.
  public static var newest: SendbirdUIKitRelease { SendbirdUIKitRelease(position: versions.count - 1) }

  /// The oldest release themec knows.
  public static var oldest: SendbirdUIKitRelease { SendbirdUIKitRelease(position: 0) }

  /// `3.30.0`.
  public var description: String { Self.versions[position] }

  /// The version's numbers (`[3, 30, 0]`), for comparing with one themec does not know.
  public var numbers: [Int] { Self.numbers(description) ?? [] }

  public static func < (lhs: SendbirdUIKitRelease, rhs: SendbirdUIKitRelease) -> Bool { lhs.position < rhs.position }

  /// A version's numbers (`3.36.0` is `[3, 36, 0]`); nil unless it is three numbers.
  public static func numbers(_ version: String) -> [Int]? {
    let text = version.hasPrefix("v") ? version.dropFirst() : Substring(version)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    let numbers = parts.compactMap { part in part.count <= 4 ? Int(part) : nil }
    return numbers.count == 3 && !parts.contains(where: { $0.isEmpty || $0.contains("+") || $0.contains("-") })
      ? numbers : nil
  }

  /// The range themec knows, as `--version` says it (`3.0.0 to 3.35.1`).
  public static var range: String { "\(oldest) to \(newest)" }

  /// The releases in `first...last` by position, as a catalogue entry names them.
  static func span(_ positions: ClosedRange<Int>) -> ClosedRange<SendbirdUIKitRelease> {
    SendbirdUIKitRelease(position: positions.lowerBound)...SendbirdUIKitRelease(position: positions.upperBound)
  }
}

/// A tag of one of SendbirdUIKit's repositories that installs another release than it names:
/// `sendbird-uikit-ios`'s `v3.10.0` (which CocoaPods' `SendBirdUIKit 3.10.0` and a package
/// pinned to 3.10.0 fetch) carries 3.9.3's framework.
public struct MisnamedTag: Sendable, Hashable {
  /// `sendbird-uikit-ios` or `sendbird-uikit-ios-spm`.
  public let repository: String
  /// As the repository spells it (`v3.10.0`).
  public let tag: String
  /// The release whose framework it carries (`3.9.3`).
  public let installs: String
}

extension SendbirdUIKitRelease {
  /// What an app that pins this release's version gets where a tag named after it installs
  /// another release, and which tag installs this one, repository by repository (`keys` prints
  /// it); nil where every tag named after it installs it.
  public var tagNote: String? {
    let version = description
    var notes: [String] = []
    for repository in ["sendbird-uikit-ios", "sendbird-uikit-ios-spm"] {
      let tags = Self.misnamedTags.filter { $0.repository == repository }
      let named = tags.first { $0.tag.drop { $0 == "v" } == version }
      let carrying = tags.filter { $0.installs == version }.map(\.tag)
      guard let named else { continue }
      notes.append(
        "\(repository): its tag \(named.tag) installs \(named.installs)'s framework; "
          + (carrying.isEmpty
            ? "no tag of it installs \(version)" : "\(version) is its tag \(carrying.joined(separator: ", "))"))
    }
    return notes.isEmpty ? nil : notes.joined(separator: "; ")
  }

  /// What `lint`, `build` and `keys` say of a project that names this release where a tag
  /// named after it installs another (`tagNote`); nil where none does.
  public var pinNote: String? {
    tagNote.map { "themec checks and writes for SendbirdUIKit \(self) as its framework declares it; \($0)" }
  }

  /// The tags named after a version that install another release (`v3.10.0` of both
  /// repositories, 3.9.3); for a version no framework declares, what it is (spm's `v3.18.0`,
  /// 3.17.0).
  public static func installed(byTag version: String) -> [MisnamedTag] {
    let text = version.hasPrefix("v") ? String(version.dropFirst()) : version
    return misnamedTags.filter { $0.tag.drop { $0 == "v" } == text }
  }
}

/// What a SendbirdUIKit release newer than the catalogue adds, as its release notes say: no
/// source of it is public, so themec records it, marks it unverified, and generates nothing
/// for it.
public struct AnnouncedChange: Sendable {
  /// The release (`3.36.0`).
  public let release: String
  /// The member (`SBUTheme.liquidGlassAppearance`).
  public let member: String
  /// What the notes say.
  public let summary: String

  /// Every change announced after the newest release themec has the source of.
  public static let all: [AnnouncedChange] = [
    AnnouncedChange(
      release: "3.36.0", member: "SBUTheme.liquidGlassAppearance",
      summary:
        "added: whether liquid glass follows the theme (.theme) or the system (.system); .system only with dynamic colours"
    )
  ]
}

/// The SDK surface a project compiles against: one release's string and style catalogues,
/// each made on first use (a compilation's base locale and its themes are jobs on
/// different cores, and each job makes the catalogue it reads; `Measuring.md`).
public struct SDKCatalogs: Sendable {
  /// The release.
  public let release: SendbirdUIKitRelease
  private let madeStrings: Once<StringCatalog>
  private let madeStyles: Once<StyleCatalog>

  /// `SBUStringSet`'s members in the release.
  public var strings: StringCatalog { madeStrings.value }
  /// The palette, fonts, icons and theme classes in the release.
  public var styles: StyleCatalog { madeStyles.value }

  /// The newest release's catalogues (made once for the process).
  public static var newest: SDKCatalogs { SDKCatalogs(release: .newest) }

  /// A release's catalogues.
  public init(release: SendbirdUIKitRelease) {
    self.release = release
    if release == .newest {
      madeStrings = Once { .sendbirdUIKit }
      madeStyles = Once { .sendbirdUIKit }
    } else {
      madeStrings = Once { StringCatalog(release: release) }
      madeStyles = Once { StyleCatalog(release: release) }
    }
  }
}

extension SendbirdUIKitRelease {
  /// Why a name declared in `declarations` (runs of releases, by position) is not in this
  /// release: `arrived in SendbirdUIKit 3.34.0` or `was last in SendbirdUIKit 3.23.0`; nil
  /// if no release declares it, or this one does.
  public func absence(_ declarations: [ClosedRange<SendbirdUIKitRelease>]) -> String? {
    guard !declarations.isEmpty, !declarations.contains(where: { $0.contains(self) }) else { return nil }
    if let arrival = declarations.map(\.lowerBound).filter({ $0 > self }).min() {
      return "arrived in SendbirdUIKit \(arrival); this project targets \(self)"
    }
    let last = declarations.map(\.upperBound).max()!
    let removal = SendbirdUIKitRelease(position: last.position + 1)
    return "was removed in SendbirdUIKit \(removal) (last declared in \(last)); this project targets \(self)"
  }
}

extension SendbirdUIKitRelease {
  /// The release a project names (`sdk-version: 3.30.0`, `--sdk-version 3.30.0`): a release
  /// themec knows; for a version no framework declares that a tag installs another release
  /// under (sendbird-uikit-ios-spm's `v3.18.0` is 3.17.0), that release with a note; or, for a
  /// 3.x release newer than the newest it has the source of, the newest with a note saying so. Fails with what was expected (the message names the
  /// setting as `setting`).
  public static func named(_ text: String, setting: String) -> Result<(release: Self, note: String?), ReleaseError> {
    if let release = SendbirdUIKitRelease(text) { return .success((release, nil)) }
    let tags = installed(byTag: text)
    if let installs = tags.first?.installs, let release = SendbirdUIKitRelease(installs) {
      let named = tags.map { "\($0.repository)'s tag \($0.tag)" }.joined(separator: " and ")
      return .success(
        (
          release,
          "no SendbirdUIKit framework is \(text): \(named) installs \(release)'s; themec checks and writes for \(release)"
        ))
    }
    let expected = "expected a SendbirdUIKit release themec knows (\(range)) for '\(setting)', found '\(text)'"
    guard let numbers = numbers(text), numbers[0] == 3 else { return .failure(ReleaseError(message: expected)) }
    if numbers.lexicographicallyPrecedes(newest.numbers) {
      let nearest = all.last { $0.numbers.lexicographicallyPrecedes(numbers) }
      return .failure(
        ReleaseError(message: expected + (nearest.map { "; the release before it themec knows is \($0)" } ?? "")))
    }
    let announced = AnnouncedChange.all.filter { change in
      Self.numbers(change.release).map { !numbers.lexicographicallyPrecedes($0) } ?? false
    }
    let additions = announced.isEmpty ? "" : " (\(announced.map(\.member).joined(separator: ", ")))"
    return .success(
      (
        newest,
        "SendbirdUIKit \(text) is newer than the newest release whose source themec has (\(newest)): themec checks and writes for \(newest); what later releases add is known from their release notes only, unverified and not generated\(additions)"
      ))
  }

  /// Why a release name was refused.
  public struct ReleaseError: Error, Sendable {
    public let message: String
  }
}
