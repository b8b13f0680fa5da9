import ThemeRuntime

/// The base locale's strings prepared once for every translation: each section's keys,
/// sorted, with a fast index, the definitions in that order, and the types the app strings
/// give their argument positions.
public struct BaseTable: Sendable {
  /// The base locale's file.
  public let file: StringsFile
  /// SDK keys, sorted.
  public let sdk: KeyIndex
  /// App keys, sorted.
  public let app: KeyIndex
  /// The definitions of `sdk.keys`, in order.
  public let sdkDefinitions: [StringDefinition]
  /// The definitions of `app.keys`, in order.
  public let appDefinitions: [StringDefinition]
  /// Each app string's type at each argument position (see `positionalTypes(_:)`), in the
  /// order of `app.keys`, one string's after another (`appTypeEnds` says where each ends):
  /// one table, not an array per string, since both threads read them.
  let appTypes: [FormatArgumentType?]
  let appTypeEnds: [Int]
  /// The UTF-8 of each base text (empty for forms), in the order of `sdk.keys` and
  /// `app.keys`: every translation compares each of its texts with the base's.
  package let sdkTexts: PackedBytes
  package let appTexts: PackedBytes
  /// Whether each base definition is a text (not forms), in the same orders.
  let sdkIsText: [Bool]
  let appIsText: [Bool]
  /// Each app string's count argument (1-based; 1 for a text): a plural's first integer
  /// argument (`"%1$@ has %2$lld ratings"` counts argument 2), every locale's forms of the
  /// key counting the same one.
  public let appCountArguments: [Int]
  /// Whether each SDK key names a member that a translation sets with plain text under
  /// that very path: available, current, settable, no alias and no closure (its base
  /// position and member are then found from the key's bytes), in the order of `sdk.keys`.
  let sdkTakesText: [Bool]

  /// The value of a key as the sections list it (an SDK path, or `app.` and an app key).
  public func value(listed key: String) -> StringValue? {
    if key.hasPrefix("app."), let position = app.position(of: String(key.dropFirst(4))) {
      return appDefinitions[position].value
    }
    return sdk.position(of: key).map { sdkDefinitions[$0].value }
  }

  /// The keys a file lists under `comments` or `needs-review` that the base does not have.
  public func unknownListedKeys(_ listing: StringsFile) -> [Diagnostic] {
    let listed =
      listing.comments.map { ($0.key, commentsKey, $0.value.location) }
      + listing.needsReview.map { ($0.key, needsReviewKey, $0.value) }
      + listing.sourceKeys.map { ($0.key, sourceKeysKey, $0.value.location) }
    return listed.filter { value(listed: $0.0) == nil }.sorted { $0.2 < $1.2 }.map { key, section, location in
      Diagnostic(
        .keyListedUnknown, at: location,
        "expected a key of base locale '\(file.locale)' under '\(section)', found '\(key)' (app keys are listed as app.<key>)"
      )
    }
  }

  /// Prepares the base locale's file, whose SDK keys `catalog` describes.
  public init(_ file: StringsFile, catalog: StringCatalog = .sendbirdUIKit) {
    self.file = file
    sdk = KeyIndex(keys: file.sdk.keys.sorted())
    app = KeyIndex(keys: file.app.keys.sorted())
    sdkDefinitions = sdk.keys.map { file.sdk[$0]! }
    appDefinitions = app.keys.map { file.app[$0]! }
    var types: [FormatArgumentType?] = []
    var ends: [Int] = []
    ends.reserveCapacity(appDefinitions.count)
    for definition in appDefinitions {
      types += positionalTypes(definition)
      ends.append(types.count)
    }
    appTypes = types
    appTypeEnds = ends
    appCountArguments = appDefinitions.map(\.countArgument)
    sdkTexts = PackedBytes(utf8: sdkDefinitions.lazy.map { textOf($0) ?? "" })
    appTexts = PackedBytes(utf8: appDefinitions.lazy.map { textOf($0) ?? "" })
    sdkIsText = sdkDefinitions.map { textOf($0) != nil }
    appIsText = appDefinitions.map { textOf($0) != nil }
    sdkTakesText = sdk.keys.map { key in
      guard let member = catalog.member(key) else { return false }
      return member.isSettableTarget && member.signature == nil
    }
  }
}

/// A definition's text, or nil for forms.
func textOf(_ definition: StringDefinition) -> String? {
  if case .text(let text) = definition.value { text.value } else { nil }
}

/// The type a definition gives each argument position (`FormatTemplate.positionalTypes(merging:)`)
/// from the templates parsed with it, its forms' in order.
package func positionalTypes(_ definition: StringDefinition) -> [FormatArgumentType?] {
  var templates: [FormatTemplate] = []
  switch definition.value {
  case .text: if let template = definition.template { templates.append(template) }
  case .forms(let forms):
    forms.forEachForm { form, _ in
      if let template = definition.formTemplates?[form] { templates.append(template) }
    }
  }
  return FormatTemplate.positionalTypes(merging: templates)
}
