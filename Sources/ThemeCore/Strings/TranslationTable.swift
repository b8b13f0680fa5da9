import ThemeRuntime

/// How far a translation is: current, made from a base text that has changed since or
/// marked for review, or missing.
package enum TranslationState: String {
  case translated, needsReview = "needs-review", new
}

/// Every strings file of a project, lowered and merged per locale: what `export` writes and
/// `status` counts. Keys are as the sections list them: SDK paths, app keys as `app.<key>`.
package struct TranslationTable {
  package var base: CheckedStrings
  /// The other locales, sorted by tag.
  package var translations: [CheckedStrings]
  /// The base's keys: SDK paths, sorted, then `app.` keys, sorted.
  package var keys: [String]
  /// The fingerprint of each base value, by key: what a translation's `translated-from`
  /// is compared with, for every locale.
  package var baseFingerprints: [String: String]

  /// The table of a project's checked strings (`Project.strings`); nil without the base
  /// locale's.
  package init?(_ files: [CheckedStrings], baseLocale: String) {
    var byLocale = Dictionary(files.map { ($0.locale, $0) }, uniquingKeysWith: { first, _ in first })
    guard let base = byLocale.removeValue(forKey: baseLocale) else { return nil }
    let keys = base.sdkPaths + base.appKeys.map { "app." + $0 }
    var fingerprints: [String: String] = [:]
    for key in keys { fingerprints[key] = Self.value(of: key, in: base)?.fingerprint }
    self.base = base
    translations = byLocale.keys.sorted().map { byLocale[$0]! }
    self.keys = keys
    baseFingerprints = fingerprints
  }

  /// One locale's counts (`themec status`), as `--format json` prints them.
  package struct LocaleStatus: Encodable, Equatable {
    package var locale: String
    package var isBase: Bool
    package var total: Int
    package var translated = 0
    package var needsReview = 0
    package var missing = 0
    /// The keys that need review.
    package var review: [String] = []

    package init(
      locale: String, isBase: Bool, total: Int, translated: Int = 0, needsReview: Int = 0, missing: Int = 0,
      review: [String] = []
    ) {
      (self.locale, self.isBase, self.total) = (locale, isBase, total)
      (self.translated, self.needsReview, self.missing, self.review) = (translated, needsReview, missing, review)
    }
  }

  /// Per locale, the base's first: how many keys are translated, need review or are missing.
  package var status: [LocaleStatus] {
    ([base] + translations).map { file in
      var row = LocaleStatus(locale: file.locale, isBase: file.locale == base.locale, total: keys.count)
      for key in keys {
        switch state(of: key, in: file) {
        case .translated: row.translated += 1
        case .needsReview:
          row.needsReview += 1
          row.review.append(key)
        case .new: row.missing += 1
        }
      }
      return row
    }
  }

  /// The value of a listed key in a file.
  package static func value(of key: String, in file: CheckedStrings) -> StringValue? {
    definition(of: key, in: file)?.value
  }

  /// Whether a file gives a listed key a string (without making its definition).
  package static func has(_ key: String, in file: CheckedStrings) -> Bool {
    key.hasPrefix("app.") ? file.hasApp(String(key.dropFirst(4))) || file.hasSDK(key) : file.hasSDK(key)
  }

  /// The definition of a listed key in a file.
  package static func definition(of key: String, in file: CheckedStrings) -> StringDefinition? {
    key.hasPrefix("app.") ? file.app(String(key.dropFirst(4))) ?? file.sdk(key) : file.sdk(key)
  }

  /// The key export writes for a key: an app key as the app spells it (its catalogue's own
  /// key under `source-keys`, else the key without `app.`), an SDK path as it is.
  package func exportKey(of key: String) -> String {
    if let original = base.sourceKeys[key]?.value { return original }
    return key.hasPrefix("app.") ? String(key.dropFirst(4)) : key
  }

  /// The comment of a key for a locale's file: the locale's own, else the base file's (one
  /// locale's comment is its own: never another locale's note). Without a file, the base's.
  package func comment(of key: String, in file: CheckedStrings? = nil) -> Located<String>? {
    file?.comments[key] ?? base.comments[key]
  }

  /// The forms a locale's translation of a key needs (what export asks for): for a plural
  /// base, each category the counts it does not cover otherwise reach in the locale, and
  /// `other`; the base's cap, and
  /// its exact and lower-bound forms that show nothing (`cap:100`, `=0`, `<1`: what lint's
  /// `plural.missing-form` asks for). A base of one text needs one text.
  package func neededForms(of key: String, locale: String) -> (categories: Set<PluralCategory>, sides: [String]) {
    guard case .forms(let forms)? = Self.value(of: key, in: base) else { return ([], []) }
    var categories: Set<PluralCategory> = [.other]
    if forms.isPlural {
      // The categories the counts the base does not cover otherwise reach (as lint counts them).
      let reached = StringForms.reachableCategoryBits(
        rules: PluralRules.ruleSet(for: locale), offset: forms.offset, lowestBelow: forms.below.keys.max(),
        exact: forms.exact.keys, capFrom: nil)
      categories.formUnion(PluralCategory.allCases.filter { reached & (1 << $0.index) != 0 })
    }
    var sides: [String] = []
    for (count, text) in forms.exact.sorted(by: { $0.key < $1.key }) where text.value.isEmpty {
      sides.append("=\(count)")
    }
    for (limit, text) in forms.below.sorted(by: { $0.key < $1.key }) where text.value.isEmpty {
      sides.append("<\(limit)")
    }
    if let cap = forms.cap { sides.append("cap:\(cap.from)") }
    if forms.emptyName != nil { sides.append("empty-name") }
    return (categories, sides)
  }

  /// The state of a key's translation in a file.
  package func state(of key: String, in file: CheckedStrings) -> TranslationState {
    guard Self.has(key, in: file) else { return .new }
    if file.locale == base.locale { return .translated }
    if file.needsReview[key] != nil { return .needsReview }
    if let made = file.translatedFrom[key]?.value, let now = baseFingerprints[key], made != now {
      return .needsReview
    }
    return .translated
  }
}
