import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeTestSupport

/// The styles the compiler writes read back through `ThemeCatalog` as resolved.
@Suite struct RuntimeStylesTests {
  @Test func bundledStylesReadBackAsResolved() throws {
    let result = compile(bundledSources() + bundledThemeSources())
    let strings = try #require(result.outputs.first { $0.path == "strings.json" })
    let styles = try #require(result.outputs.first { $0.path == "styles.json" })
    let catalog = try ThemeCatalog(stringsData: Data(strings.contents.utf8), stylesData: Data(styles.contents.utf8))
    #expect(catalog.themes == ["brand", "sendbird"])
    var checked = 0
    for theme in result.project.themes {
      for (name, rgba) in theme.colors {
        #expect(catalog.color(name, theme: theme.name) == RGBAColor(hex: rgba.hex))
      }
      for (slot, value) in theme.properties {
        let variant = StyleVariant(rawValue: slot.variant.rawValue)!
        switch value {
        case .color(let rgba):
          #expect(
            catalog.color(slot.className, slot.property, variant: variant, theme: theme.name)
              == RGBAColor(hex: rgba.hex))
          checked += 1
        case .adaptive(.color(let base), .color(let glass)):
          #expect(
            catalog.color(slot.className, slot.property, variant: variant, theme: theme.name)
              == RGBAColor(hex: base.hex))
          #expect(
            catalog.color(slot.className, slot.property, variant: variant, theme: theme.name, liquidGlass: true)
              == RGBAColor(hex: glass.hex))
          checked += 1
        case .font(let spec):
          #expect(catalog.font(slot.className, slot.property, variant: variant, theme: theme.name)?.size == spec.size)
          checked += 1
        default:
          #expect(catalog.value(slot.className, slot.property, variant: variant, theme: theme.name) != nil)
        }
      }
    }
    #expect(checked > 2_400)
    #expect(catalog.color("primaryMain", theme: "brand") == RGBAColor(hex: "#1054D5FF"))
  }
}
