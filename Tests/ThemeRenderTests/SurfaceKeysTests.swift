import Foundation
import Testing
import ThemeCore
import ThemeRender

/// `themec keys`: the SDK's customisation surface, every entry of the catalogues, filtered
/// by name and kind, as text or JSON.
@Suite struct SurfaceKeysTests {
  @Test func everyEntryOfTheCataloguesIsListed() {
    let keys = SurfaceKeys.list()
    let count = { (kind: String) in keys.filter { $0.kind == kind }.count }
    let styles = StyleCatalog.sendbirdUIKit
    #expect(count("string") == StringCatalog.sendbirdUIKit.members.filter { !$0.unavailable }.count)
    #expect(count("color") == styles.colors.count)
    // 18 fonts and `FontFamily.notifications`.
    #expect(count("font") == 18 + 1)
    #expect(count("icon") == 62)
    #expect(
      count("theme")
        == styles.classes.filter { $0.isCustomisable || $0.isDeprecatedTheme }.reduce(0) {
          $0 + $1.properties.filter { $0.access != .unavailable }.count
        })
  }

  @Test func entriesSayTypeAndDefault() {
    let keys = Dictionary(uniqueKeysWithValues: SurfaceKeys.list().map { ("\($0.kind) \($0.name)", $0) })
    #expect(keys["string Cancel"]?.value == "Cancel")
    #expect(keys["string Message_Replied_Users_Count"]?.type == "(Int, Bool) -> String")
    #expect(keys["color primaryMain"]?.value == "#742DDDFF")
    #expect(keys["font body1"]?.value == "16 regular, line height 20")
    #expect(
      keys["theme SBUChannelTheme.backgroundColor"]?.value
        == "light {colors.background50}; dark {colors.background600}; overlay {colors.onLightTextMidEmphasis}")
    #expect(keys["string MemberList_Me"]?.note?.hasPrefix("deprecated; use") == true)
    #expect(keys["theme SBUMessageInputTheme.backgroundColor"]?.note == "deprecated; use backgroundColorAdaptive")
    // The SDK's deprecation names a member it does not declare: the real one is said (issue 65).
    #expect(
      keys["theme SBUComponentTheme.backgroundColor"]?.note
        == "deprecated; use backgroundColorAdaptive (the SDK's deprecation says backgroundAdaptiveColor, which it does not declare)"
    )
  }

  /// A release is the version its framework declares (issue 65): tags v3.9.0 to v3.11.0 of
  /// sendbird-uikit-ios each carry the release before, and 3.11.0 has no tag.
  @Test func releasesAreTheFrameworksNotTheTags() throws {
    let release = { (version: String) in SurfaceKeys.list(sdk: SDKCatalogs(release: SendbirdUIKitRelease(version)!)) }
    let has = { (keys: [SurfaceKey], name: String) in keys.contains { $0.name == name } }
    // 3.10.0 added the previews of a multiple-files message; the tag v3.10.0 (3.9.3) lacks them.
    #expect(has(release("3.10.0"), "GroupChannel.Preview.photo"))
    #expect(!has(release("3.9.3"), "GroupChannel.Preview.photo"))
    // 3.11.0 added the suggested replies; 3.10.0 (the tag v3.11.0) lacks them.
    #expect(has(release("3.11.0"), "SBUMessageCellTheme.suggestedReplyTitleColor"))
    #expect(!has(release("3.10.0"), "SBUMessageCellTheme.suggestedReplyTitleColor"))
    let since = SurfaceKeys.changes(since: try #require(SendbirdUIKitRelease("3.9.0")))
    let note = { (name: String) in since.first { $0.name == name }?.note }
    #expect(note("SBUMessageCellTheme.multipleFilesMessageFileOverlayColor") == "added in 3.10.0")
    #expect(note("SBUMessageCellTheme.suggestedReplyTitleColor") == "added in 3.11.0")
    #expect(note("Alert_Delete_MultipleFilesMessage") == "added in 3.10.0")
    // What a tag named after a release installs, where it is another.
    #expect(
      SendbirdUIKitRelease("3.10.0")?.tagNote
        == "sendbird-uikit-ios: its tag v3.10.0 installs 3.9.3's framework; 3.10.0 is its tag v3.11.0; sendbird-uikit-ios-spm: its tag v3.10.0 installs 3.9.3's framework; no tag of it installs 3.10.0"
    )
    #expect(
      SendbirdUIKitRelease("3.11.0")?.tagNote
        == "sendbird-uikit-ios: its tag v3.11.0 installs 3.10.0's framework; no tag of it installs 3.11.0")
    #expect(SendbirdUIKitRelease("3.8.0")?.tagNote == nil && SendbirdUIKitRelease("3.35.1")?.tagNote == nil)
    // 3.18.0 is in the CHANGELOG, but no framework is: spm's tag installs 3.17.0.
    #expect(SendbirdUIKitRelease("3.18.0") == nil)
    guard case .success(let named) = SendbirdUIKitRelease.named("3.18.0", setting: "sdk-version") else {
      Issue.record("3.18.0 was refused")
      return
    }
    #expect(named.release.description == "3.17.0")
    #expect(named.note?.contains("sendbird-uikit-ios-spm's tag v3.18.0 installs 3.17.0's") == true)
  }

  /// What the framework declares get-only is listed read-only, and a theme setting it is refused
  /// where it is (issue 65: `unknownMessageDescTextColor` is get-only from 3.2.2, by its interface).
  @Test func getOnlyMembersAreReadOnly() throws {
    let key = { (version: String) in
      SurfaceKeys.list(sdk: SDKCatalogs(release: SendbirdUIKitRelease(version)!)).first {
        $0.name == "SBUMessageCellTheme.unknownMessageDescTextColor"
      }
    }
    #expect(key("3.2.1")?.note == nil)
    #expect(
      key("3.2.2")?.note
        == "deprecated; read-only (get-only), a theme cannot set it; use unknownMessageDescLeftTextColor")
    #expect(key("3.35.1")?.note == key("3.2.2")?.note)
    let family = SurfaceKeys.list().first { $0.name == "FontFamily.notifications" }
    #expect(family?.kind == "font" && family?.type == "String?")
    // The SDK's light status bar was `.darkContent` from iOS 13 in every release (an
    // `if #available(iOS 13.0, *)` in the builder until 3.30.0): no change to report.
    let since = SurfaceKeys.changes(since: try #require(SendbirdUIKitRelease("3.29.2")))
    #expect(
      !since.contains { $0.name.hasSuffix(".statusBarStyle") },
      "\(since.filter { $0.name.hasSuffix("statusBarStyle") })")
  }

  @Test func aReleaseListsItsOwnSurface() throws {
    let old = SurfaceKeys.list(sdk: SDKCatalogs(release: try #require(SendbirdUIKitRelease("3.30.0"))))
    let names = Set(old.map { "\($0.kind) \($0.name)" })
    #expect(!names.contains("color liquidGlassButtonHighlightDark"))
    #expect(!names.contains("theme SBUChannelTheme.navigationBarGradientTint"))
    #expect(names.contains("string Cancel") && names.contains("color primaryMain"))
    // The same list whatever way the newest is named.
    #expect(
      SurfaceKeys.list(sdk: SDKCatalogs(release: try #require(SendbirdUIKitRelease("3.35.1")))) == SurfaceKeys.list())
  }

  @Test func changesSinceAReleaseSayWhatAndWhen() throws {
    let changes = SurfaceKeys.changes(since: try #require(SendbirdUIKitRelease("3.33.0")))
    let notes = Dictionary(
      changes.map { ("\($0.kind) \($0.name)", $0.note ?? "") }, uniquingKeysWith: { $0 + " | " + $1 })
    #expect(notes["color liquidGlassButtonHighlightDark"] == "added in 3.34.0")
    #expect(notes["string ChannelType_GroupChannel"] == "added in 3.34.0")
    #expect(notes["theme SBUComponentTheme.shadowColor"]?.hasPrefix("changed in 3.34.0: default was light") == true)
    #expect(
      notes["theme SBUMessageInputTheme.backgroundColor"]?.hasPrefix(
        "changed in 3.34.0: deprecated; use backgroundColorAdaptive") == true)
    #expect(notes["theme SBUTheme.liquidGlassAppearance"]?.hasPrefix("announced for 3.36.0, unverified") == true)
    // Nothing that stayed the same is listed.
    #expect(notes["string Cancel"] == nil && notes["color primaryMain"] == nil)
    // Since 3.23.0 the palette's rename shows: colours 3.24.0 added, one whose value changed.
    let palette = SurfaceKeys.changes(since: try #require(SendbirdUIKitRelease("3.23.0")), kinds: ["color"])
    #expect(palette.contains { $0.name == "informationMain" && $0.note == "added in 3.24.0" })
    #expect(palette.contains { $0.name == "informationLight" && $0.note == "changed in 3.24.0: default was #ADC9FFFF" })
  }

  @Test func filterAndKindNarrowTheList() throws {
    let found = SurfaceKeys.list(filter: "SBUCHANNELTHEME.backgroundcolor", kinds: ["theme"]).map(\.name)
    #expect(found == ["SBUChannelTheme.backgroundColor"])
    #expect(SurfaceKeys.list(filter: "body1", kinds: ["color"]).isEmpty)
    let json = SurfaceKeys.json(SurfaceKeys.list(filter: "body1", kinds: ["font"]))
    let decoded = try JSONDecoder().decode([SurfaceKey].self, from: Data(json.utf8))
    #expect(decoded == SurfaceKeys.list(filter: "body1", kinds: ["font"]))
    #expect(SurfaceKeys.text(decoded) == "font\tbody1\tUIFont\t16 regular, line height 20\t\n")
  }
}
