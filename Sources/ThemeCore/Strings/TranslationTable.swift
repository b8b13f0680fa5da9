import ThemeRuntime

/// How far a translation is: current, made from a base text that has changed since or
/// marked for review, or missing.
package enum TranslationState: String {
  case translated, needsReview = "needs-review", new
}

/// Every strings file of a project, lowered and merged per locale: what `export` writes and
/// `status` counts. Keys are as the sections list them: SDK paths, app keys as `app.<key>`.
package struct TranslationTable {
  /// A table of lowered files.
  package init(base: StringsFile, translations: [StringsFile], keys: [String], baseFingerprints: [String: String]) {
    self.base = base
    self.translations = translations
    self.keys = keys
    self.baseFingerprints = baseFingerprints
  }

  package var base: StringsFile
  /// The other locales, sorted by tag.
  package var translations: [StringsFile]
  /// The base's keys: SDK paths, sorted, then `app.` keys, sorted.
  package var keys: [String]
  /// The fingerprint of each base value, by key: what a translation's `translated-from`
  /// is compared with, for every locale.
  package var baseFingerprints: [String: String]

  /// The value of a listed key in a file.
  package static func value(of key: String, in file: StringsFile) -> StringValue? {
    key.hasPrefix("app.") ? file.app[String(key.dropFirst(4))]?.value ?? file.sdk[key]?.value : file.sdk[key]?.value
  }

  /// The comment of a key: the base file's, else the first translation's that gives one.
  package func comment(of key: String) -> String? {
    base.comments[key]?.value ?? translations.lazy.compactMap { $0.comments[key]?.value }.first
  }

  /// The state of a key's translation in a file.
  package func state(of key: String, in file: StringsFile) -> TranslationState {
    guard Self.value(of: key, in: file) != nil else { return .new }
    if file.locale == base.locale { return .translated }
    if file.needsReview[key] != nil { return .needsReview }
    if let made = file.translatedFrom[key]?.value, let now = baseFingerprints[key], made != now {
      return .needsReview
    }
    return .translated
  }
}
