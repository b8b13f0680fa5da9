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
        == styles.classes.filter(\.isCustomisable).reduce(0) { $0 + $1.properties.filter(\.isSettable).count })
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
