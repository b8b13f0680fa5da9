import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// Whether the key is the app's whatever it spells: a key of an app's own catalogue
  /// (extracted from its code, or another tool's XLIFF), which becomes a SendbirdUIKit key
  /// only when `--map` says so.
  package var isAppKey = false
  /// For an app key named anew (`AppKeyNames`), the key its catalogue spells it with.
  package var sourceKey: String?
  /// Whether the round records the base value the text was made from even where the text
  /// is unchanged (`status --record`: a hand-written translation gets its base recorded).
  package var recordsBase = false
  /// Whether the key is a member of the project's SendbirdUIKit release (`sdk-version`),
  /// which a merge reads: listed as it is, though the newest release may lack it.
  package var isReleaseMember = false

  /// The key as a project lists it: a current SendbirdUIKit member's path (unless the key
  /// is the app's), else `app.<key>`.
  package var listedKey: String {
    key.hasPrefix("app.") || isReleaseMember || isSendbirdMember ? key : "app." + key
  }

  /// Whether the project lists the key under `app.` (`listedKey`), told without making it.
  package var isListedAsApp: Bool { key.hasPrefix("app.") || !isReleaseMember && !isSendbirdMember }

  /// Whether the key is a current SendbirdUIKit member's path that is not the app's.
  private var isSendbirdMember: Bool {
    guard !isAppKey, let member = StringCatalog.sendbirdUIKit.member(key) else { return false }
    return member.settable && !member.deprecated && !member.unavailable
  }

  /// The fingerprint of the whole base value the translation was made from, where the file
  /// states it (its sources may be only some of the base's forms).
  package var baseFingerprint: String?

  /// The fingerprint `translated-from` records: the base value's, else the one recorded.
  package var fingerprint: String? { baseFingerprint ?? madeFrom?.stringValue.fingerprint ?? recordedFingerprint }

  /// Records the base value a translation was made from; a text equal to it is meant so
  /// (a translator kept it).
  package mutating func record(madeFrom base: PortableValue) {
    madeFrom = base
    sameAsBase = value.text.map { !$0.isEmpty && $0 == base.text } ?? false
  }
}
