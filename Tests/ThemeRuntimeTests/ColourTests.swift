import Testing
import ThemeRuntime

/// The runtime's one colour type reads `#RRGGBB` and `#RRGGBBAA`, as `styles.json` writes
/// colours (and as a downloaded override must), and nothing else.
@Suite struct ColourTests {
  @Test func readsTheTwoFormsStylesJSONWrites() {
    #expect(RGBAColor(hex: "#2850D4") == RGBAColor(red: 0x28 / 255, green: 0x50 / 255, blue: 0xD4 / 255, alpha: 1))
    #expect(RGBAColor(hex: "#2850d4cc") == RGBAColor(red: 0x28 / 255, green: 0x50 / 255, blue: 0xD4 / 255, alpha: 0.8))
    #expect(RGBAColor(hex: "#00000000") == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test(arguments: [
    "", "#", "2850D4", "#2850D", "#2850D4C", "#+850D4", "#2850G4", "#2850D4CC00", "#２８５０Ｄ４", " #2850D4",
  ])
  func rejectsEverythingElse(_ text: String) {
    #expect(RGBAColor(hex: text) == nil)
  }
}
