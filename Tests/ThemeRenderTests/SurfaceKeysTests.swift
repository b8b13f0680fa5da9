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
    #expect(count("font") == 18)
    #expect(count("icon") == 62)
    #expect(
      count("theme")
        == styles.classes.filter(\.isCustomisable).reduce(0) {
          $0 + $1.properties.filter { $0.isSettable || $0.access == .deprecated }.count
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
