/// A stable diagnostic code with its default severity and a one-line explanation.
public struct DiagnosticCode: Sendable, Hashable {
  /// The code as printed in brackets (`plural.missing-category`).
  public var name: String
  /// The severity it has unless the driver changes it.
  public var severity: Severity
  /// What the rule checks, for `themec codes` and the README.
  public var summary: String

  /// Whether a project's policy may lower, suppress or accept the finding: not for the few
  /// that leave the compiler nothing correct to write (no base locale, a template that does
  /// not compile, Swift names that collide, a theme given twice).
  public var isAdjustable: Bool { Self.isAdjustable(name) }

  /// Whether the code of a finding is adjustable (see `isAdjustable`).
  public static func isAdjustable(_ name: String) -> Bool { !fixed.contains(name) }

  /// The codes a policy cannot lower (see `isAdjustable`).
  static let fixed: Set<String> = ["locale.no-base", "template.invalid", "key.swift-name", "theme.duplicate"]

  /// Every code the compiler can emit, sorted by name; the README's table is made from it.
  public static let all: [DiagnosticCode] = [
    yamlSyntax, yamlDuplicateKey, yamlAliasLimit, yamlDepthLimit, yamlTab, yamlEncoding, yamlAnchor,
    yamlScalarLimit, yamlMultipleDocuments,
    keyUnknown, keyListedUnknown, keyDeprecated, keyNotSettable, keyAliasConflict, keyShape, keyNotInBase, keySwiftName,
    placeholderInvalid, placeholderMismatch, placeholderBaseMismatch, placeholderDropped,
    pluralMissingCategory, pluralMissingForm, pluralUnusedCategory, pluralMissingOther, pluralInvalidSelector,
    pluralUnknownLocale, stringEmpty, stringSameAsBase, stringSameAsBaseStale, stringStale, stringMissing, stringUnsafe,
    localeDuplicate, localeNoBase, fileLinkSkipped, fileUnknown, fileUnreadable, templateInvalid,
    styleUnknownSection, styleUnknownName, styleShape, styleType, colorInvalid, colorAlphaRange, fontInvalid,
    fontLineHeight, fontLineHeightIgnored, fontScaledLineHeight, refInvalid, refUndefined, refCycle, themeUnknownClass,
    themeUnknownVariant,
    themeUnknownProperty,
    themeNotSettable, themeMissingDark, themeFixedInSystem, themeDuplicate, themeExtends, tokenUnused, tokenSwiftName,
    tokenMissing,
    contrastLow,
    contrastAcceptedStale,
    configInvalid, configSdkNewer, configPluginIgnored, configSuppressionUnused, exportUnrepresentable, importInvalid,
    importDuplicate,
    importDropped,
    importMergeSkipped, importMergeUnverified, importKeyRenamed, sdkNotInRelease,
  ].sorted { $0.name < $1.name }

  package static let tokenMissing = DiagnosticCode(
    name: "token.missing", severity: .note,
    summary: "a theme lacks tokens other themes define; their accessors (always optional) read nil in it")
  package static let sdkNotInRelease = DiagnosticCode(
    name: "sdk.not-in-release", severity: .warning,
    summary:
      "a key, colour, font, icon, class or property the project's SendbirdUIKit release (sdk-version) does not declare: it arrived later or was removed; the outputs leave it out"
  )
  package static let configInvalid = DiagnosticCode(
    name: "config.invalid", severity: .error,
    summary: "themec.yml has a setting it does not know or a value of the wrong kind")
  package static let configPluginIgnored = DiagnosticCode(
    name: "config.plugin-ignored", severity: .warning,
    summary:
      "themec.yml sets 'inputs' or 'exclude', which the build plugin does not read (its inputs are the target's files)")
  package static let configSdkNewer = DiagnosticCode(
    name: "config.sdk-newer", severity: .warning,
    summary:
      "sdk-version names a SendbirdUIKit release themec has no source of by that name (newer than its newest, or 3.18.0, which no framework is), or one a tag of that name does not install (a note); it says what it checks and writes for"
  )
  package static let configSuppressionUnused = DiagnosticCode(
    name: "config.suppression-unused", severity: .warning,
    summary: "a suppression in themec.yml accepts no finding (it is stale)")
  package static let exportUnrepresentable = DiagnosticCode(
    name: "export.unrepresentable", severity: .error,
    summary:
      "a key, text or comment holds a character XML 1.0 cannot carry (a control character, U+FFFE, U+FFFF), so 'themec export --format xliff' cannot write it"
  )
  package static let fileLinkSkipped = DiagnosticCode(
    name: "file.link-skipped", severity: .warning,
    summary:
      "a symbolic link to a folder inside an input folder is not followed; name its target in 'inputs' to read it"
  )
  package static let placeholderDropped = DiagnosticCode(
    name: "placeholder.dropped", severity: .warning,
    summary: "a translated text leaves out a placeholder its base text has, so the value it shows is lost")
  package static let importInvalid = DiagnosticCode(
    name: "import.invalid", severity: .error,
    summary:
      "a file given to 'themec import' (or its --map) is not a well-formed .strings, .stringsdict, .xcstrings or XLIFF")
  package static let importKeyRenamed = DiagnosticCode(
    name: "import.key-renamed", severity: .warning,
    summary:
      "an imported app key gets the Swift name of another key (they differ in punctuation or case); it is named with a number, its key kept under 'source-keys'"
  )
  package static let importMergeSkipped = DiagnosticCode(
    name: "import.merge-skipped", severity: .warning,
    summary:
      "an imported entry is not merged: the locale writes it through an alias, the file is UTF-16, or it is a translation of a key the base locale lacks; the file keeps what it has"
  )
  package static let importMergeUnverified = DiagnosticCode(
    name: "import.merge-unverified", severity: .error,
    summary:
      "a merge would write a file that does not parse, change an entry the round does not import, or drop a comment; nothing is written"
  )
  package static let importDuplicate = DiagnosticCode(
    name: "import.duplicate-key", severity: .warning,
    summary: "an imported .strings file gives a key twice; the last value is kept, as Foundation does")
  package static let importDropped = DiagnosticCode(
    name: "import.not-representable", severity: .warning,
    summary:
      "an imported entry has no equivalent (several plural variables, a string set, a device variation) or a category the locale never selects"
  )
  package static let yamlSyntax = DiagnosticCode(
    name: "yaml.syntax", severity: .error, summary: "the file is not well-formed YAML")
  package static let yamlDuplicateKey = DiagnosticCode(
    name: "yaml.duplicate-key", severity: .error, summary: "a mapping states the same key twice")
  package static let yamlAliasLimit = DiagnosticCode(
    name: "yaml.alias-limit", severity: .error,
    summary: "aliases expand to more nodes or bytes than the limit (an alias bomb)")
  package static let yamlAnchor = DiagnosticCode(
    name: "yaml.undefined-alias", severity: .error, summary: "an alias names an anchor that was not defined before it")
  package static let yamlDepthLimit = DiagnosticCode(
    name: "yaml.depth-limit", severity: .error, summary: "nesting is deeper than the limit")
  package static let yamlTab = DiagnosticCode(
    name: "yaml.tab", severity: .error, summary: "a tab is used for indentation")
  package static let yamlEncoding = DiagnosticCode(
    name: "yaml.encoding", severity: .error,
    summary: "the file is not valid UTF-8, or holds a NUL or another character YAML does not allow raw")
  package static let yamlScalarLimit = DiagnosticCode(
    name: "yaml.scalar-limit", severity: .error, summary: "a scalar is longer than the limit")
  package static let yamlMultipleDocuments = DiagnosticCode(
    name: "yaml.multiple-documents", severity: .error, summary: "a file holds more than one YAML document")
  package static let keyUnknown = DiagnosticCode(
    name: "key.unknown", severity: .error, summary: "a key is not an SDK string path (the closest one is suggested)")
  package static let keyDeprecated = DiagnosticCode(
    name: "key.deprecated", severity: .error, summary: "a key is a deprecated SDK member; its replacement is named")
  package static let keyNotSettable = DiagnosticCode(
    name: "key.not-settable", severity: .error, summary: "a key is a `let`, get-only or unavailable SDK member")
  package static let keyAliasConflict = DiagnosticCode(
    name: "key.alias-conflict", severity: .error,
    summary: "a key and its alias (which set the same SDK member) are both given")
  package static let keyShape = DiagnosticCode(
    name: "key.shape", severity: .error, summary: "a value has the wrong YAML shape for the key's type")
  package static let keyNotInBase = DiagnosticCode(
    name: "key.not-in-base", severity: .error, summary: "a translation has a key the base locale does not have")
  package static let keySwiftName = DiagnosticCode(
    name: "key.swift-name", severity: .error,
    summary:
      "two app keys get one Swift name (`sign-in`, `signIn`), a string's name is a namespace's, or a part is a name the generated Swift uses or Swift reads as its own after a dot (`self`, `Type`, `init`)"
  )
  package static let placeholderInvalid = DiagnosticCode(
    name: "placeholder.invalid", severity: .error, summary: "a printf specifier is malformed or unsupported")
  package static let placeholderMismatch = DiagnosticCode(
    name: "placeholder.mismatch", severity: .error,
    summary: "placeholders do not match the closure's parameters in count, type or position")
  package static let placeholderBaseMismatch = DiagnosticCode(
    name: "placeholder.base-mismatch", severity: .error,
    summary: "an app string's placeholders differ from the base locale's")
  package static let pluralMissingCategory = DiagnosticCode(
    name: "plural.missing-category", severity: .error,
    summary:
      "a plural form lacks a category the locale needs for integer counts below a million, or has one empty (those counts show nothing)"
  )
  package static let pluralMissingForm = DiagnosticCode(
    name: "plural.missing-form", severity: .warning,
    summary:
      "a translation lacks the base's cap, an '=N' or '<N' form of the base's that shows nothing, or a category first selected at a million or more (French 'many'), so those counts show another form"
  )
  package static let pluralUnusedCategory = DiagnosticCode(
    name: "plural.unused-category", severity: .warning,
    summary: "a plural form has a category the locale never selects for integers")
  package static let pluralMissingOther = DiagnosticCode(
    name: "plural.missing-other", severity: .error, summary: "a plural form has no 'other' category")
  package static let pluralInvalidSelector = DiagnosticCode(
    name: "plural.invalid-selector", severity: .error,
    summary: "a form key is not a CLDR category, '=N', '<N', 'cap', 'offset' or 'empty-name'")
  package static let pluralUnknownLocale = DiagnosticCode(
    name: "plural.unknown-locale", severity: .warning,
    summary: "CLDR has no plural rules for the locale; only 'other' is selected")
  package static let stringEmpty = DiagnosticCode(
    name: "string.empty", severity: .warning, summary: "a string is empty")
  package static let stringSameAsBase = DiagnosticCode(
    name: "string.same-as-base", severity: .note, summary: "a translation is identical to the base locale's text")
  package static let stringSameAsBaseStale = DiagnosticCode(
    name: "string.same-as-base-stale", severity: .warning,
    summary: "a key listed under 'same-as-base' is missing from the file or no longer equals the base text")
  package static let keyListedUnknown = DiagnosticCode(
    name: "key.listed-unknown", severity: .warning,
    summary: "a key listed under 'comments' or 'needs-review' is not a key of the base locale")
  package static let stringStale = DiagnosticCode(
    name: "string.stale", severity: .warning,
    summary: "a translation was made from a base text that has changed since ('translated-from'), or names no base key")
  package static let stringMissing = DiagnosticCode(
    name: "string.missing", severity: .warning,
    summary: "a translation lacks a key of the base locale; the base text is used")
  package static let stringUnsafe = DiagnosticCode(
    name: "string.unsafe", severity: .error,
    summary: "a string, asset name or font family holds a NUL or another control character")
  package static let localeDuplicate = DiagnosticCode(
    name: "locale.duplicate-key", severity: .error,
    summary: "a locale gives a key twice: in two of its files, or in one as a dotted key and a nested one")
  package static let localeNoBase = DiagnosticCode(
    name: "locale.no-base", severity: .error, summary: "no file gives strings for the base locale")
  package static let templateInvalid = DiagnosticCode(
    name: "template.invalid", severity: .error,
    summary:
      "an output template in '--templates' does not parse, names a partial that is no template, or includes itself through partials"
  )
  package static let fileUnreadable = DiagnosticCode(
    name: "file.unreadable", severity: .error, summary: "an input file cannot be read")
  package static let fileUnknown = DiagnosticCode(
    name: "file.unknown-kind", severity: .error,
    summary: "an input file's name is not '<locale>.strings.yaml' or '<theme>.theme.yaml' (the message says why)")
  package static let styleUnknownSection = DiagnosticCode(
    name: "style.unknown-section", severity: .error,
    summary: "a theme file's top-level key is not extends, tokens, colors, fonts, icons or themes")
  package static let styleUnknownName = DiagnosticCode(
    name: "style.unknown-name", severity: .error,
    summary:
      "a key is not an SBUColorSet colour, SBUFontSet font or SBUIconSet icon (deprecated names say their replacement)")
  package static let styleShape = DiagnosticCode(
    name: "style.shape", severity: .error, summary: "a theme value has the wrong YAML shape")
  package static let styleType = DiagnosticCode(
    name: "style.type", severity: .error, summary: "a value (or what a reference resolves to) has the wrong type")
  package static let colorInvalid = DiagnosticCode(
    name: "color.invalid", severity: .error, summary: "a colour does not parse (#RGB, #RRGGBB, #RRGGBBAA, rgba())")
  package static let colorAlphaRange = DiagnosticCode(
    name: "color.alpha-range", severity: .error, summary: "an alpha is outside 0...1")
  package static let fontInvalid = DiagnosticCode(
    name: "font.invalid", severity: .error, summary: "a font lacks a size or has an unknown field or weight")
  package static let fontLineHeight = DiagnosticCode(
    name: "font.line-height", severity: .error, summary: "a line height is given for an SDK font that has none")
  package static let refInvalid = DiagnosticCode(
    name: "ref.invalid", severity: .error, summary: "a reference is not '{tokens.x}', '{colors.x}' or '{fonts.x}'")
  package static let refUndefined = DiagnosticCode(
    name: "ref.undefined", severity: .error, summary: "a reference names a token or palette member that does not exist")
  package static let refCycle = DiagnosticCode(
    name: "ref.cycle", severity: .error, summary: "references form a cycle (reported once, with the whole path)")
  package static let themeUnknownClass = DiagnosticCode(
    name: "theme.unknown-class", severity: .error, summary: "a key under 'themes' is not a customisable SBUTheme class")
  package static let themeUnknownVariant = DiagnosticCode(
    name: "theme.unknown-variant", severity: .error,
    summary: "a variant is not one the class has (light, dark, overlay), or 'from' names no other variant")
  package static let themeUnknownProperty = DiagnosticCode(
    name: "theme.unknown-property", severity: .error, summary: "a key is not a property of the theme class")
  package static let themeNotSettable = DiagnosticCode(
    name: "theme.not-settable", severity: .error,
    summary: "a theme property is deprecated, unavailable or get-only (its replacement is named)")
  package static let themeMissingDark = DiagnosticCode(
    name: "theme.missing-dark", severity: .warning,
    summary: "a light value is customised without a dark one; dark keeps the SDK default")
  package static let fontScaledLineHeight = DiagnosticCode(
    name: "font.scaled-line-height", severity: .warning,
    summary:
      "a font scaled by Dynamic Type outgrows, at the largest text size, a line height SendbirdUIKit takes from another font's size"
  )
  package static let themeFixedInSystem = DiagnosticCode(
    name: "theme.fixed-in-system", severity: .note,
    summary:
      "a stated font, number or bar style differs between light and dark; apply(appearance: .system) sets the one current when it runs"
  )
  package static let themeDuplicate = DiagnosticCode(
    name: "theme.duplicate", severity: .error,
    summary:
      "two files define one theme, two themes get one Swift name (`my-brand`, `my_brand`), or a theme takes a name the generated Swift uses"
  )
  package static let themeExtends = DiagnosticCode(
    name: "theme.extends", severity: .error, summary: "'extends' names no theme, or themes extend each other in a cycle"
  )
  package static let tokenSwiftName = DiagnosticCode(
    name: "token.swift-name", severity: .warning,
    summary:
      "a token gets no Swift accessor: its Swift name meets another token's or group's, or the generated Swift's, or the themes give it different kinds of value"
  )
  package static let tokenUnused = DiagnosticCode(
    name: "token.unused", severity: .note, summary: "a token is defined but nothing references it")
  package static let contrastLow = DiagnosticCode(
    name: "contrast.low", severity: .warning,
    summary: "a customised text/background pair is below the WCAG 2.x contrast threshold (default 4.5:1)")
  package static let fontLineHeightIgnored = DiagnosticCode(
    name: "font.line-height-ignored", severity: .warning,
    summary: "a line height differs from the one SendbirdUIKit renders (it scales its own by the font size)")
  package static let contrastAcceptedStale = DiagnosticCode(
    name: "contrast.accepted-stale", severity: .warning,
    summary: "a pair listed under 'accepted-contrast' is not one themec checks, or no longer has low contrast")
}
