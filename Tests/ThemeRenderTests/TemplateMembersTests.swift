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
    let count = StringsFrameContext.Parameter(
      label: "count", type: "Swift.Int", labelled: false, wrapper: "int", first: true, last: true)
    let plain = StringsFrameContext.Parameter(
      label: "name", type: "Swift.String", labelled: true, wrapper: nil, first: true, last: true)
    let accessor = StringsFrameContext.Accessor(
      key: "a.replies", listed: "a.replies", member: "replies", number: 3,
      doc: [.init(line: "\"x\""), .init(line: nil)], isFunction: true,
      entry: "app", parameters: [count])
    let leaf = StringsFrameContext.Namespace(
      name: "a", member: "a", typeName: "AStrings", accessors: [accessor], children: [])
    let root = StringsFrameContext.Namespace(name: "", member: "", typeName: "", accessors: [], children: [leaf])
    let assignment = StringsFrameContext.Assignment(key: "Channel_Typing", members: ["Channel_Typing"], isList: true)
    let context = StringsFrameContext(
      sdkVersion: "3.35.1", cldrVersion: "49", baseLocale: "en", locales: [.init(tag: "de")], severalLocales: false,
      sdk: root, app: leaf, assignments: [assignment], hasAssignments: true, sdkKeys: [accessor],
      appKeys: [accessor, accessor],
      json: "{}")
    expectReflected(context)
    #expect(context.child(named: "fit") is LineFit)
    for value in [
      context.locales[0], count, plain, accessor, accessor.doc[0], accessor.doc[1], leaf, root, assignment,
    ]
      as [any Sendable & TemplateContext]
    {
      expectReflected(value)
    }
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
    let themeClass = StylesFrameContext.ThemeClass(
      name: "SBUChannelTheme", function: "applyChannelTheme", accessor: "channelTheme",
      overlayAccessor: "overlayTheme.channelTheme",
      properties: [.init(name: "backgroundColor", read: "color", isAdaptive: false)])
    let bare = StylesFrameContext.ThemeClass(
      name: "SBUUserListTheme", function: "applyUserListTheme", accessor: "userListTheme", overlayAccessor: nil,
      properties: [])
    let part = StylesFrameContext.PalettePart(
      part: "Colors", read: "color", set: "SBUColorSet", doc: "Sets colours.",
      members: [.init(name: "primaryMain", member: "primary300")])
    let token = StylesFrameContext.Token(
      doc: "`{tokens.brand}`", member: "brand", type: "ThemeRuntime.RGBAColor", read: "optionalColor", name: "brand")
    let group = StylesFrameContext.GroupMember(
      doc: ["The tokens under 'ramp'."], member: "ramp", typeName: "Ramp", path: "ramp")
    let tokens = StylesFrameContext.TokenGroup(
      doc: "The themes' design tokens.", typeName: "Tokens", tokens: [token], groups: [group], children: [])
    let context = StylesFrameContext(
      sdkVersion: "3.35.1", themes: [theme], setsColorScheme: true, palette: [part], themeClasses: [themeClass, bare],
      designTokens: tokens, json: "{}")
    #expect(context.child(named: "fit") is LineFit)
    for value in [themeClass, bare, part, part.members[0], themeClass.properties[0], token, group, tokens]
      as [any Sendable & TemplateContext]
    {
      expectReflected(value)
    }
    for value in [context] as [any Sendable & TemplateContext] + [theme, color, system, named, plain, tinted] {
      expectReflected(value)
    }
  }
}
