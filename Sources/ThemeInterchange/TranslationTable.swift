import Foundation
import ThemeCore
import ThemeRuntime

/// One locale's value of a key as the interchange formats carry it: a text, or forms by
/// selector as a strings file names them (`one`, `=1`, `<1`, `cap`, `empty-name`), with the
/// offset and the cap's first count.
package struct PortableValue: Equatable {
  package var text: String?
  package var forms: [Form] = []
  package var offset = 0
  package var capFrom: Int?

  package struct Form: Equatable {
    /// A form.
    package init(selector: String, text: String) {
      self.selector = selector
      self.text = text
    }

    package var selector: String
    package var text: String
  }

  package init(text: String) { self.text = text }

  package init(forms: [Form], offset: Int = 0, capFrom: Int? = nil) {
    self.forms = forms
    self.offset = offset
    self.capFrom = capFrom
  }

  /// A lowered value.
  package init(_ value: StringValue) {
    switch value {
    case .text(let text): self.init(text: text.value)
    case .forms(let definition):
      var forms: [Form] = []
      definition.forEachForm { selector, text in forms.append(Form(selector: selector.name, text: text.value)) }
      if let emptyName = definition.emptyName { forms.append(Form(selector: "empty-name", text: emptyName.value)) }
      self.init(forms: forms, offset: definition.offset, capFrom: definition.cap?.from)
    }
  }

  /// The value as a strings file lowers it (for its fingerprint).
  package var stringValue: StringValue {
    let nowhere = SourceLocation(path: "", line: 1, column: 1)
    if let text { return .text(Located(text, at: nowhere)) }
    var builder = FormsDefinition.Builder(location: nowhere)
    builder.offset = offset
    for form in forms {
      let text = Located(form.text, at: nowhere)
      if let category = PluralCategory(name: form.selector) {
        builder.categories[category] = text
      } else if form.selector == "cap" {
        builder.cap = (capFrom ?? 0, text)
      } else if form.selector == "empty-name" {
        builder.emptyName = text
      } else if let count = Int(form.selector.dropFirst()) {
        if form.selector.hasPrefix("=") { builder.exact[count] = text } else { builder.below[count] = text }
      }
    }
    return .forms(builder.build())
  }

  /// The text of a form.
  package func form(_ selector: String) -> String? { forms.first { $0.selector == selector }?.text }

  /// Every text, for counting words and finding what is empty.
  package var texts: [String] { text.map { [$0] } ?? forms.map(\.text) }
}

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

/// One imported string: its value, its comment, and its state: awaiting review, or the
/// base value it was translated from (recorded under `translated-from`).
package struct ImportedString {
  /// An imported string awaiting nothing, made from no known base.
  package init(key: String, value: PortableValue, comment: String? = nil) {
    self.key = key
    self.value = value
    self.comment = comment
  }

  package var key: String
  package var value: PortableValue
  package var comment: String?
  package var needsReview = false
  package var madeFrom: PortableValue?
  /// The fingerprint an existing file records under `translated-from` (`--merge`), when
  /// no base value is known.
  package var recordedFingerprint: String?
  /// Whether the text is meant to equal the base's (listed under `same-as-base`).
  package var sameAsBase = false

  /// The fingerprint `translated-from` records: the base value's, else the one recorded.
  package var fingerprint: String? { madeFrom?.stringValue.fingerprint ?? recordedFingerprint }

  /// Records the base value a translation was made from; a text equal to it is meant so
  /// (a translator kept it).
  package mutating func record(madeFrom base: PortableValue) {
    madeFrom = base
    sameAsBase = value.text.map { !$0.isEmpty && $0 == base.text } ?? false
  }
}
