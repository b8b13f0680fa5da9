import Testing

@testable import ThemeRender

/// The template contexts answer a member by name (`TemplateMembers.swift`) with what
/// Mustache's reflection finds: every stored member, an optional looked through, and
/// nothing for another name. A member added to a context and not to its `child(named:)`
/// fails here.
@Suite struct TemplateMembersTests {
  /// Each member reflection finds, with what `child(named:)` gives for its name.
  private func expectReflected(_ value: some Sendable & TemplateContext) {
    let mirror = Mirror(reflecting: value)
    #expect(!mirror.children.isEmpty)
    for child in mirror.children {
      let name = child.label!
      let reflected = Mirror(reflecting: child.value)
      let expected: Any? =
        reflected.displayStyle == .optional ? reflected.children.first.map(\.value) : child.value
      let given = value.child(named: name)
      #expect(
        given.map { String(describing: $0) } == expected.map { String(describing: $0) },
        "\(type(of: value)).\(name)")
    }
    #expect(value.child(named: "noSuchMember") == nil)
  }

  @Test func theStringsFrameAnswersEveryMemberAsReflectionDoes() {
    let key = StringsFrameContext.Key(
      key: "app.replies", parameters: [.init(label: "count", type: "Swift.Int")], isFunction: true)
    let context = StringsFrameContext(
      sdkVersion: "3.35.1", cldrVersion: "49", baseLocale: "en", locales: [.init(tag: "de")],
      localeList: "    \"de\",", sdkAccessors: "sdk", appAccessors: "app", assignments: "assign",
      sdkKeyList: "  a", appKeyList: "  b", sdkKeys: [key], appKeys: [key, key], json: "{}")
    expectReflected(context)
    expectReflected(context.locales[0])
    expectReflected(key)
    expectReflected(key.parameters[0])
  }

  @Test func theStylesFrameAnswersEveryMemberAsReflectionDoes() {
    let color = StylesFrameContext.Color(
      name: "primary300", hex: "#742DDDFF", red: 116, green: 45, blue: 221, alpha: 255, changed: true)
    let system = StylesFrameContext.Font(
      name: "body1", family: nil, size: 14, weight: "regular", lineHeight: nil, changed: false)
    let named = StylesFrameContext.Font(
      name: "h1", family: "Avenir", size: 18, weight: "bold", lineHeight: 24, changed: true)
    let plain = StylesFrameContext.Icon(name: "add", asset: "iconAdd", tint: nil, flipsForRTL: false, changed: false)
    let tinted = StylesFrameContext.Icon(
      name: "back", asset: "iconBack", tint: "#000000FF", flipsForRTL: true, changed: true)
    let theme = StylesFrameContext.Theme(
      name: "my-brand", identifier: "my_brand", colors: [color], fonts: [system, named], icons: [plain, tinted])
    let context = StylesFrameContext(
      sdkVersion: "3.35.1", themes: [theme], setsColorScheme: true, applyStatements: "apply",
      applyFunctions: "functions",
      tokenAccessors: "tokens", json: "{}")
    for value in [context] as [any Sendable & TemplateContext] + [theme, color, system, named, plain, tinted] {
      expectReflected(value)
    }
  }
}
