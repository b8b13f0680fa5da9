// swift-format-ignore-file
// Generated from templates/*.mustache by `swift run _generate`. Do not edit.

/// The built-in templates, identical to the files in `templates/`.
enum DefaultTemplates {
  static let all: [String: String] = [
    "preview-element.html": ###"""
    {{! One element of a drawn component, its text and its children; the final line break is not part of it. }}
    {{#opens}}<{{tag}}{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{/opens}}{{text}}{{#children}}{{> preview-element.html}}{{/children}}{{#closes}}</{{tag}}>{{/closes}}

    """###,
    "preview.html": ###"""
    <!DOCTYPE html>
    <html lang="{{lang}}">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
    <title>themec preview: {{title}}</title>
    <style>
    body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #1A1A1A; background: #FFFFFF; }
    .swatches, .icons { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px; }
    .swatch { margin: 0; border: 1px solid #CCCCCC; border-radius: 6px; overflow: hidden; background-image: linear-gradient(45deg, #EEE 25%, transparent 25%, transparent 75%, #EEE 75%); background-size: 12px 12px; }
    .swatch .fill { height: 48px; }
    .swatch figcaption, .icon { font: 12px ui-monospace, monospace; padding: 4px 6px; background: #FFFFFF; }
    .changed { outline: 3px solid #E5006D; }
    .icon { border: 1px dashed #999999; border-radius: 6px; }
    .glyph { display: inline-block; width: 24px; height: 24px; border-radius: 4px; text-align: center; color: #FFFFFF; font: bold 16px/24px sans-serif; }
    .flipped { transform: scaleX(-1); }
    .variants { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; }
    .variant { padding: 8px; border-radius: 8px; }
    .variant > h4 { margin: 0 0 6px; font: 12px ui-monospace, monospace; color: #888888; }
    .component { margin: 0 0 10px; padding: 8px; border-radius: 6px; }
    .row { display: flex; align-items: center; gap: 8px; }
    .bubble { padding: 6px 10px; border-radius: 14px; max-width: 75%; }
    .right { justify-content: flex-end; }
    .avatar { width: 24px; height: 24px; border-radius: 12px; display: inline-block; }
    .badge { padding: 0 6px; border-radius: 9px; }
    .ratio { font: 10px ui-monospace, monospace; color: #444444; background: #F2F2F2; padding: 0 3px; border-radius: 3px; }
    .ratio.fail { color: #FFFFFF; background: #C8102E; }
    .none { font: 12px ui-monospace, monospace; color: #888888; }
    .font-size { margin: 0 0 4px 24px; color: #555555; }
    table.strings { border-collapse: collapse; font-size: 13px; margin-bottom: 16px; }
    table.strings td, table.strings th { border: 1px solid #DDDDDD; padding: 2px 6px; text-align: start; }
    td.missing { background: #FFF3C4; }
    td.stale { background: #FFD9D9; }
    </style>
    </head>
    <body>
    <h1>themec preview</h1>
    <p>SendbirdUIKit {{sdkVersion}}; values as the themes resolve them. Outlined: changed from the SDK's. Contrast below {{minimumContrast}}:1 is red. Strings: yellow is missing (the base text shows), pink needs review.</p>
    {{#themes}}
    <section class="theme" id="theme-{{name}}" data-theme="{{name}}">
    <h2>Theme {{name}}</h2>
    <h3>Palette</h3>
    <div class="swatches">
    {{#swatches}}
    <figure class="swatch{{#changed}} changed{{/changed}}" data-color="{{name}}" data-hex="{{hex}}"><div class="fill" data-color-fill="{{name}}" data-css="background-color" data-hex="{{hex}}" style="background-color: {{css}}"></div><figcaption>{{name}}<br>{{hex}}{{#sdkHex}} (SDK {{.}}){{/sdkHex}}<br><span data-source="{{name}}">{{source}}</span></figcaption></figure>
    {{/swatches}}
    </div>
    <h3>Fonts</h3>
    {{#fonts}}
    <p class="font{{#changed}} changed{{/changed}}" data-font="{{name}}"{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{name}}: {{description}} — Reply in thread · 99+ replies</p>
    {{#sizes}}
    <p class="font-size" data-font="{{font}}" data-category="{{category}}"{{#attributes}} {{name}}="{{value}}"{{/attributes}}>{{label}} — Reply in thread</p>
    {{/sizes}}
    {{/fonts}}
    <h3>Icons</h3>
    <div class="icons">
    {{#icons}}
    <div class="icon{{#changed}} changed{{/changed}}" data-icon="{{name}}" data-asset="{{asset}}"><span class="glyph{{#flips}} flipped{{/flips}}"{{#tint}} data-icon-tint="{{name}}" data-css="background-color" data-hex="{{hex}}"{{/tint}} style="background-color: {{css}}">➜</span> {{name}}<br>asset {{asset}}{{#tint}}<br>tint {{hex}}{{/tint}}{{#flips}}<br>flips right to left{{/flips}}</div>
    {{/icons}}
    </div>
    <h3>Components</h3>
    <div class="variants">
    {{#variants}}
    <div class="variant" data-variant="{{name}}" style="background-color: {{canvas}}">
    <h4>{{name}}</h4>
    {{#components}}{{> preview-element.html}}
    {{/components}}
    {{^components}}
    <p class="none">No component has a {{name}} variant.</p>
    {{/components}}
    </div>
    {{/variants}}
    </div>
    </section>
    {{/themes}}
    {{#strings}}
    <h2>Strings</h2>
    {{#locales}}
    <section class="strings" lang="{{tag}}" dir="{{direction}}" data-locale="{{tag}}">
    <h3>{{tag}}</h3>
    <table class="strings">
    {{#rows}}
    <tr data-key="{{key}}"><th>{{key}}</th>{{#cells}}<td{{#mark}} class="{{className}}" title="{{title}}"{{/mark}}><small>{{label}}</small> {{text}}</td>{{/cells}}</tr>
    {{/rows}}
    </table>
    </section>
    {{/locales}}
    {{/strings}}
    </body>
    </html>

    """###,
    "strings+sendbird.swift": ###"""
    // Generated by themec from the strings in your themes. Do not edit.
    // Applies strings to SendbirdUIKit {{{sdkVersion}}}'s SBUStringSet.
    // swiftlint:disable all
    // swift-format-ignore-file
    #if canImport(SendbirdUIKit)
      @preconcurrency import SendbirdUIKit
      import ThemeRuntime
      #if canImport(SendbirdChatSDK)
        import SendbirdChatSDK
      #endif

      extension ThemeStrings {
        /// Assigns every SBUStringSet member these strings have; closures evaluate through them.
        /// Call it before building any SendbirdUIKit view.
        @MainActor
        public func apply() {
          {{#hasAssignments}}
          let sdk = self.sdk
          {{/hasAssignments}}
          {{#assignments}}
          {{> strings-assignment.swift}}
          {{/assignments}}
        }

        /// Applies the strings of the user's preferred languages.
        @MainActor
        public static func apply() {
          current.apply()
        }

        /// Applies the strings of a locale, from the embedded catalogue or one with overrides
        /// (`themeStore.current`).
        @MainActor
        public static func apply(locale: String, catalog: ThemeCatalog = ThemeStrings.catalog) {
          ThemeStrings(locale: locale, catalog: catalog).apply()
        }
      }

    #endif

    """###,
    "strings-arguments.swift": ###"""
    {{{number}}}{{#parameters}}, {{#wrapper}}.{{{wrapper}}}({{{label}}}){{/wrapper}}{{^wrapper}}{{{label}}}{{/wrapper}}{{/parameters}}

    """###,
    "strings-assignment.swift": ###"""
    {{! An SDK key's assignment in the SendbirdUIKit adapter; a closure over users passes their nicknames. }}
    {{#fit}}
    {{#oneLine}}
    SBUStringSet.{{{key}}} = {{#isList}}{ users in sdk{{#members}}.{{{.}}}{{/members}}(users.map(\.nickname)) }{{/isList}}{{^isList}}sdk{{#members}}.{{{.}}}{{/members}}{{/isList}}
    {{/oneLine}}
    {{#broken}}
    SBUStringSet.{{{key}}} =
      {{#isList}}{ users in sdk{{#members}}.{{{.}}}{{/members}}(users.map(\.nickname)) }{{/isList}}{{^isList}}sdk{{#members}}.{{{.}}}{{/members}}{{/isList}}
    {{/broken}}
    {{/fit}}

    """###,
    "strings-call.swift": ###"""
    {{! What an accessor returns: its key's string from the handle, by the key's number. }}
    {{#fit}}
    {{#oneLine}}
    strings.{{{entry}}}({{> strings-arguments.swift}})
    {{/oneLine}}
    {{#broken}}
    strings.{{{entry}}}(
      {{> strings-arguments.swift}})
    {{/broken}}
    {{/fit}}

    """###,
    "strings-function.swift": ###"""
    {{! The accessor of a string with placeholders, or of an SDK closure: a function of its arguments. }}
    {{#doc}}
    ///{{#line}} {{{line}}}{{/line}}
    {{/doc}}
    {{#fit}}
    {{#oneLine}}
    public func {{{member}}}({{> strings-parameters.swift}}) -> Swift.String { strings.{{{entry}}}({{> strings-arguments.swift}}) }
    {{/oneLine}}
    {{#broken}}
    {{#fit}}
    {{#oneLine}}
    public func {{{member}}}({{> strings-parameters.swift}}) -> Swift.String {
    {{/oneLine}}
    {{#broken}}
    public func {{{member}}}(
    {{#fit}}
    {{#oneLine}}  {{> strings-parameters.swift}}
    {{/oneLine}}
    {{#broken}}
    {{#parameters}}
      {{^labelled}}_ {{/labelled}}{{{label}}}: {{{type}}}{{^last}},{{/last}}
    {{/parameters}}
    {{/broken}}
    {{/fit}}
    ) -> Swift.String {
    {{/broken}}
    {{/fit}}
      {{> strings-call.swift}}
    }
    {{/broken}}
    {{/fit}}

    """###,
    "strings-namespace.swift": ###"""
    {{! The members of a namespace of strings (`ThemeStrings.SDK`, `ThemeStrings.App`, and each
        struct under them): its keys' accessors, then a property and a struct per namespace under it. }}
    {{#accessors}}
    {{#isFunction}}
    {{> strings-function.swift}}
    {{/isFunction}}
    {{^isFunction}}
    {{> strings-text.swift}}
    {{/isFunction}}
    {{/accessors}}
    {{#children}}
    /// The strings under '{{{name}}}'.
    {{#fit}}
    {{#oneLine}}
    public var {{{member}}}: {{{typeName}}} { {{{typeName}}}(strings: strings) }
    {{/oneLine}}
    {{#broken}}
    {{#fit}}
    {{#oneLine}}
    public var {{{member}}}: {{{typeName}}} {
    {{/oneLine}}
    {{#broken}}
    public var {{{member}}}:
      {{{typeName}}}
    {
    {{/broken}}
    {{/fit}}
      {{{typeName}}}(strings: strings)
    }
    {{/broken}}
    {{/fit}}
    {{/children}}
    {{#children}}

    /// The strings under '{{{name}}}'.
    public struct {{{typeName}}}: Sendable {
      let strings: ThemeRuntime.StringsHandle
      {{> strings-namespace.swift}}
    }
    {{/children}}

    """###,
    "strings-parameters.swift": ###"""
    {{#parameters}}{{^first}}, {{/first}}{{^labelled}}_ {{/labelled}}{{{label}}}: {{{type}}}{{/parameters}}

    """###,
    "strings-text.swift": ###"""
    {{! A text's accessor: a property. }}
    {{#doc}}
    ///{{#line}} {{{line}}}{{/line}}
    {{/doc}}
    {{#fit}}
    {{#oneLine}}
    public var {{{member}}}: Swift.String { strings.{{{entry}}}({{> strings-arguments.swift}}) }
    {{/oneLine}}
    {{#broken}}
    {{#fit}}
    {{#oneLine}}
    public var {{{member}}}: Swift.String {
    {{/oneLine}}
    {{#broken}}
    public var {{{member}}}:
      Swift.String
    {
    {{/broken}}
    {{/fit}}
      {{> strings-call.swift}}
    }
    {{/broken}}
    {{/fit}}

    """###,
    "strings.swift": ###"""
    // Generated by themec from the strings in your themes. Do not edit.
    // SendbirdUIKit {{{sdkVersion}}} string set; plural rules from CLDR {{{cldrVersion}}}.
    // swiftlint:disable all
    // swift-format-ignore-file
    import Foundation
    import ThemeRuntime

    /// Ties this file to the runtime of the themec release that wrote it (a compile-time check).
    private let themecRelease: Void = ThemeRuntime.ThemecRelease.{{{themecRelease}}}

    /// The app's strings and SendbirdUIKit's, in every locale of the themes (base '{{{baseLocale}}}').
    ///
    /// `ThemeStrings.app.onboarding.title` reads the user's preferred languages;
    /// `ThemeStrings(locale: "de").app.onboarding.title` a given locale, through its fallback chain.
    public struct ThemeStrings: Sendable {
      /// The strings read, over their locale's fallback chain.
      public let strings: LocalizedStrings

      /// What the accessors read: the strings and the keys they number.
      let handle: ThemeRuntime.StringsHandle

      /// Strings read from a catalogue's locale (the embedded one, or one with overrides).
      public init(_ strings: LocalizedStrings) {
        self.strings = strings
        handle = ThemeRuntime.StringsHandle(strings, keys: Self.keys)
      }

      /// The strings of a locale (`de-AT` reads `de-AT`, `de`, then '{{{baseLocale}}}'), from the
      /// embedded catalogue or one with overrides (`themeStore.current`).
      public init(locale: String, catalog: ThemeCatalog = ThemeStrings.catalog) {
        self.init(catalog.locale(locale))
      }

      /// The strings of the locale that best matches preferred languages, best first.
      public init(preferredLanguages: [String]) {
        self.init(Self.catalog.locale(preferring: preferredLanguages))
      }

      /// The strings of the user's preferred languages (`Locale.preferredLanguages`).
      public static var current: ThemeStrings {
        ThemeStrings(preferredLanguages: Locale.preferredLanguages)
      }

      /// SendbirdUIKit's strings in the user's preferred languages.
      public static var sdk: SDK { current.sdk }

      /// The app's strings in the user's preferred languages.
      public static var app: App { current.app }

      /// SendbirdUIKit's strings (`SBUStringSet`), by the same paths.
      public var sdk: SDK { SDK(strings: handle) }

      /// The app's strings, by their keys.
      public var app: App { App(strings: handle) }

      /// The locale every other locale falls back to.
      public static let baseLocale = "{{{baseLocale}}}"

      /// The locale tags with a table, sorted.
      public static let locales: [String] = [
    {{#locales}}
        "{{{tag}}}"{{#severalLocales}},{{/severalLocales}}
    {{/locales}}
      ]

      /// The embedded `strings.json`: each locale is decoded when it is first read.
      /// One that does not decode is logged as a fault, and `catalog.validate()` throws why.
      public static let catalog: ThemeCatalog = ThemeCatalog.embedded(
        stringsJSON: themeStringsJSON(), sdkVersion: "{{{sdkVersion}}}", baseLocale: baseLocale)

      /// SendbirdUIKit's strings.
      public struct SDK: Sendable {
        let strings: ThemeRuntime.StringsHandle
        {{#sdk}}
        {{> strings-namespace.swift}}
        {{/sdk}}
      }

      /// The app's strings.
      public struct App: Sendable {
        let strings: ThemeRuntime.StringsHandle
        {{#app}}
        {{> strings-namespace.swift}}
        {{/app}}
      }

      /// The keys the accessors number, in order: one per line.
      static let keys = ThemeRuntime.StringKeys(sdk: themeStringsSDKKeys(), app: themeStringsAppKeys())
    }

    // The texts, each the body of a function: a changed text changes no declaration, so an
    // app's incremental build compiles this file again and no file that uses it (a file-level
    // `let`'s value is part of the file's interface).
    private func themeStringsSDKKeys() -> Swift.String {
      ##"""
    {{#sdkKeys}}
      {{{listed}}}
    {{/sdkKeys}}
      """##
    }

    private func themeStringsAppKeys() -> Swift.String {
      ##"""
    {{#appKeys}}
      {{{listed}}}
    {{/appKeys}}
      """##
    }

    /// The embedded `strings.json`.
    private func themeStringsJSON() -> Swift.String {
      ##"""
    {{{json}}}
      """##
    }

    """###,
    "styles+sendbird.swift": ###"""
    // Generated by themec from the themes in your themes directory. Do not edit.
    // Applies themes to SendbirdUIKit {{{sdkVersion}}}: SBUColorSet, SBUFontSet, SBUIconSet, SBUTheme.
    // swiftlint:disable all
    // swift-format-ignore-file
    #if canImport(SendbirdUIKit)
      @preconcurrency import SendbirdUIKit
      import ThemeRuntime
      import UIKit

      extension ThemeStyles {
    {{#setsColorScheme}}
        /// Applies this theme to SendbirdUIKit: every palette colour, font and icon (the SDK's
        /// own where the theme keeps them, so the result does not depend on a theme applied
        /// before), then `SBUTheme.set(colorScheme:)` (which builds every component theme afresh
        /// from that palette), then every component property of the scheme's variant and the
        /// overlay variants: plain properties first, then `@SBUAdaptive` ones (a plain setter
        /// resets its adaptive twin). Call it before building any SendbirdUIKit view; for a
        /// catalogue with overrides, `ThemeStyles(.brand, catalog: themeStore.current)`.
        @MainActor
        public func apply(colorScheme: SBUThemeColorScheme) {
          apply(dark: colorScheme == .dark, followingSystem: false)
        }

    {{/setsColorScheme}}
        /// Applies this theme in an appearance: every palette colour, font and icon (the SDK's own
        /// where the theme keeps them, so the result does not depend on a theme applied before),
        /// then the SDK's stock theme of the scheme ({{#setsColorScheme}}`SBUTheme.set(colorScheme:)`{{/setsColorScheme}}{{^setsColorScheme}}`SBUTheme.set(theme:)`{{/setsColorScheme}},
        /// which builds every component theme afresh from that palette), then every component
        /// property of the scheme's variant and the overlay variants. `.light` and `.dark` as
        /// named; `.system` with the scheme of the current trait collection, then every component
        /// colour (the SDK's defaults included) as a `UIColor(dynamicProvider:)` that gives the
        /// dark variant's value under a dark trait collection and the light one's otherwise, and a
        /// `statusBarStyle` that differs between them as `.default` (which follows the trait).
        /// Other values are the current scheme's: apply again when it changes if one differs.
        @MainActor
        public func apply(appearance: ThemeRuntime.Appearance) {
          switch appearance {
          case .light: apply(dark: false, followingSystem: false)
          case .dark: apply(dark: true, followingSystem: false)
          case .system:
            apply(dark: UITraitCollection.current.userInterfaceStyle == .dark, followingSystem: true)
          }
        }

        @MainActor
        private func apply(dark: Bool, followingSystem: Bool) {
          guard let theme = catalog.styles?.themes[self.theme] else { return }
          let palette = AdapterPalette(theme)
          {{#palette}}
          apply{{{part}}}(palette)
          {{/palette}}
          {{! 3.0.0 to 3.4.x have no `SBUThemeColorScheme`: `set(theme:)` with the stock theme does
              what `set(colorScheme:)` does later (each component theme built afresh from the palette). }}
          {{#setsColorScheme}}
          SBUTheme.set(colorScheme: dark ? .dark : .light)
          {{/setsColorScheme}}
          {{^setsColorScheme}}
          SBUTheme.set(theme: dark ? .dark : .light)
          {{/setsColorScheme}}
          let variant = AdapterVariant(theme, dark: dark, followingSystem: followingSystem)
          let overlay = AdapterVariant(theme.variants["overlay"])
          {{#themeClasses}}
          {{#fit}}
          {{#oneLine}}
          if let values = AdapterValues(variant, "{{{name}}}") { {{{function}}}(values, to: SBUTheme.{{{accessor}}}) }
          {{/oneLine}}
          {{#broken}}
          if let values = AdapterValues(variant, "{{{name}}}") {
            {{{function}}}(values, to: SBUTheme.{{{accessor}}})
          }
          {{/broken}}
          {{/fit}}
          {{/themeClasses}}
          {{#themeClasses}}
          {{#overlayAccessor}}
          {{#fit}}
          {{#oneLine}}
          if let values = AdapterValues(overlay, "{{{name}}}") { {{{function}}}(values, to: SBUTheme.{{{overlayAccessor}}}) }
          {{/oneLine}}
          {{#broken}}
          if let values = AdapterValues(overlay, "{{{name}}}") {
            {{{function}}}(values, to: SBUTheme.{{{overlayAccessor}}})
          }
          {{/broken}}
          {{/fit}}
          {{/overlayAccessor}}
          {{/themeClasses}}
        }
      }
    {{#palette}}

      {{> styles-palette.swift}}
    {{/palette}}
    {{#themeClasses}}

      {{> styles-theme-class.swift}}
    {{/themeClasses}}
    #endif

    """###,
    "styles-palette.swift": ###"""
    {{! The adapter's function that sets a part of the SDK's palette (`SBUColorSet`) from a theme. }}
    /// {{{doc}}}
    @MainActor
    {{#fit}}
    {{#oneLine}}
    private func apply{{{part}}}(_ palette: AdapterPalette) {
    {{/oneLine}}
    {{#broken}}
    private func apply{{{part}}}(
      _ palette: AdapterPalette
    ) {
    {{/broken}}
    {{/fit}}
    {{#members}}
      {{#fit}}
      {{#oneLine}}
      palette.{{{read}}}("{{{name}}}", &{{{set}}}.{{{member}}})
      {{/oneLine}}
      {{#broken}}
      palette.{{{read}}}(
        "{{{name}}}", &{{{set}}}.{{{member}}})
      {{/broken}}
      {{/fit}}
    {{/members}}
    }

    """###,
    "styles-theme-class.swift": ###"""
    {{! The adapter's function that sets a theme class's properties (`SBUChannelTheme`) from a variant. }}
    /// Sets the `{{{name}}}` properties a theme variant has: plain ones first, then `@SBUAdaptive` ones.
    @MainActor
    {{#fit}}
    {{#oneLine}}
    private func {{{function}}}(_ values: AdapterValues, to theme: {{{name}}}) {
    {{/oneLine}}
    {{#broken}}
    private func {{{function}}}(
      _ values: AdapterValues, to theme: {{{name}}}
    ) {
    {{/broken}}
    {{/fit}}
    {{#properties}}
      {{#fit}}
      {{#oneLine}}
      {{#isAdaptive}}
      if let (base, liquidGlass) = values.{{{read}}}s("{{{name}}}") { theme.${{{name}}}.updateValues(base: base, liquidGlass: liquidGlass) }
      {{/isAdaptive}}
      {{^isAdaptive}}
      values.{{{read}}}("{{{name}}}", &theme.{{{name}}})
      {{/isAdaptive}}
      {{/oneLine}}
      {{#broken}}
      {{#isAdaptive}}
      if let (base, liquidGlass) = values.{{{read}}}s("{{{name}}}") {
        theme.${{{name}}}.updateValues(base: base, liquidGlass: liquidGlass)
      }
      {{/isAdaptive}}
      {{^isAdaptive}}
      values.{{{read}}}(
        "{{{name}}}", &theme.{{{name}}})
      {{/isAdaptive}}
      {{/broken}}
      {{/fit}}
    {{/properties}}
    }

    """###,
    "styles-tokens.swift": ###"""
    {{! A group of design tokens: a struct with a member per token and per group under it, then the
        types of the groups under it. }}

    /// {{{doc}}}
    public struct {{{typeName}}}: Sendable {
      let reader: ThemeRuntime.TokenReader
      {{#tokens}}
      /// {{{doc}}}
      {{#fit}}
      {{#oneLine}}
      public var {{{member}}}: {{{type}}}? { reader.{{{read}}}("{{{name}}}") }
      {{/oneLine}}
      {{#broken}}
      {{#fit}}
      {{#oneLine}}
      public var {{{member}}}: {{{type}}}? {
      {{/oneLine}}
      {{#broken}}
      public var {{{member}}}:
        {{{type}}}?
      {
      {{/broken}}
      {{/fit}}
        {{#fit}}
        {{#oneLine}}
        reader.{{{read}}}("{{{name}}}")
        {{/oneLine}}
        {{#broken}}
        reader.{{{read}}}(
          "{{{name}}}")
        {{/broken}}
        {{/fit}}
      }
      {{/broken}}
      {{/fit}}
      {{/tokens}}
      {{#groups}}
      {{#doc}}
      /// {{{.}}}
      {{/doc}}
      {{#fit}}
      {{#oneLine}}
      public var {{{member}}}: {{{typeName}}} { {{{typeName}}}(reader: reader.group("{{{path}}}")) }
      {{/oneLine}}
      {{#broken}}
      {{#fit}}
      {{#oneLine}}
      public var {{{member}}}: {{{typeName}}} {
      {{/oneLine}}
      {{#broken}}
      public var {{{member}}}:
        {{{typeName}}}
      {
      {{/broken}}
      {{/fit}}
        {{#fit}}
        {{#oneLine}}
        {{{typeName}}}(reader: reader.group("{{{path}}}"))
        {{/oneLine}}
        {{#broken}}
        {{{typeName}}}(
          reader: reader.group("{{{path}}}"))
        {{/broken}}
        {{/fit}}
      }
      {{/broken}}
      {{/fit}}
      {{/groups}}
      {{#children}}
      {{> styles-tokens.swift}}
      {{/children}}
    }

    """###,
    "styles.swift": ###"""
    // Generated by themec from the themes in your themes directory. Do not edit.
    // SendbirdUIKit {{{sdkVersion}}} palette, fonts, icons and component themes, every value resolved.
    // swiftlint:disable all
    // swift-format-ignore-file
    import Foundation
    import ThemeRuntime

    /// Ties this file to the runtime of the themec release that wrote it (a compile-time check).
    private let themecRelease: Void = ThemeRuntime.ThemecRelease.{{{themecRelease}}}

    /// A theme of the app, resolved: its palette, fonts, icons and component themes per variant.
    ///
    /// `ThemeStyles.brand.colors.primaryMain`, `ThemeStyles.brand.dark.channelTheme.backgroundColor`.
    public struct ThemeStyles: Sendable {
      /// The catalogue the values are read from (the embedded one, or one with overrides).
      public let catalog: ThemeRuntime.ThemeCatalog
      /// The theme's name.
      public let theme: Swift.String
      let reader: ThemeRuntime.StyleReader

      /// The themes, by name: a name the themes do not have does not compile.
      public enum Name: Swift.String, CaseIterable, Sendable {
    {{#themes}}
        case {{{identifier}}} = "{{{name}}}"
    {{/themes}}
      }

      /// A theme of a catalogue (one without it is logged as a fault, and reads placeholders).
      public init(_ name: Name, catalog: ThemeRuntime.ThemeCatalog = ThemeStyles.catalog) {
        _ = catalog.hasTheme(name.rawValue)
        self.init(unchecked: name.rawValue, catalog: catalog)
      }

      /// A theme by its name as written (from a setting, a server); nil, and a fault logged, if
      /// the catalogue has no such theme.
      public init?(theme: Swift.String, catalog: ThemeRuntime.ThemeCatalog = ThemeStyles.catalog) {
        guard catalog.hasTheme(theme) else { return nil }
        self.init(unchecked: theme, catalog: catalog)
      }

      private init(unchecked theme: Swift.String, catalog: ThemeRuntime.ThemeCatalog) {
        self.theme = theme
        self.catalog = catalog
        reader = ThemeRuntime.StyleReader(catalog: catalog, theme: theme)
      }

      /// The theme names, sorted.
      public static let themes: [Swift.String] = Name.allCases.map(\.rawValue)
    {{#themes}}

      /// Theme '{{{name}}}' (the embedded catalogue has every `Name`: nothing to check).
      public static var {{{identifier}}}: ThemeStyles { ThemeStyles(unchecked: "{{{name}}}", catalog: catalog) }
    {{/themes}}

      /// The embedded `styles.json`; one that does not decode is logged as a fault, and
      /// `catalog.validate()` throws why.
      public static let catalog: ThemeRuntime.ThemeCatalog = ThemeRuntime.ThemeCatalog.embedded(
        stylesJSON: themeStylesJSON(), sdkVersion: "{{{sdkVersion}}}")

      /// `SBUColorSet`'s palette.
      public var colors: ThemeRuntime.SendbirdStyles.Colors {
        ThemeRuntime.SendbirdStyles.Colors(reader)
      }
      /// `SBUFontSet`'s fonts.
      public var fonts: ThemeRuntime.SendbirdStyles.Fonts {
        ThemeRuntime.SendbirdStyles.Fonts(reader)
      }
      /// `SBUIconSet`'s icons.
      public var icons: ThemeRuntime.SendbirdStyles.Icons {
        ThemeRuntime.SendbirdStyles.Icons(reader)
      }
      /// The component themes of the light variant, typed by the SDK's names.
      public var light: ThemeRuntime.SendbirdStyles.Components {
        ThemeRuntime.SendbirdStyles.Components(reader.variant(.light))
      }
      /// The component themes of the dark variant.
      public var dark: ThemeRuntime.SendbirdStyles.Components {
        ThemeRuntime.SendbirdStyles.Components(reader.variant(.dark))
      }
      /// A component colour as the system's appearance shows it, the light variant's value and
      /// the dark one's: `dynamic(\.channelTheme.backgroundColor).uiColor` (and SwiftUI's
      /// `color`) follow the trait collection.
      public func dynamic(
        _ color: KeyPath<ThemeRuntime.SendbirdStyles.Components, ThemeRuntime.RGBAColor>
      ) -> ThemeRuntime.DynamicColor {
        ThemeRuntime.DynamicColor(light: light[keyPath: color], dark: dark[keyPath: color])
      }
      /// The overlay variants (`SBUTheme.overlayTheme`).
      public var overlay: ThemeRuntime.SendbirdStyles.OverlayComponents {
        ThemeRuntime.SendbirdStyles.OverlayComponents(reader.variant(.overlay))
      }
      {{#designTokens}}

      /// The themes' design tokens (`tokens:`), by group.
      public var tokens: Tokens { Tokens(reader: reader.tokens) }
      {{> styles-tokens.swift}}
      {{/designTokens}}
    }

    /// The embedded `styles.json`, the body of a function: a changed value changes no
    /// declaration, so an app's incremental build compiles this file again and no file that
    /// uses it (the SDK adapters, the strings).
    private func themeStylesJSON() -> Swift.String {
      ##"""
    {{{json}}}
      """##
    }

    """###,
  ]
}
