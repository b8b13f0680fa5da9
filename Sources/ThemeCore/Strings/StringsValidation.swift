import ThemeRuntime

/// Checks one locale's strings: placeholders against signatures, plural categories
/// against the locale's CLDR rules, and unsafe or empty text.
public func validateStrings(_ file: StringsFile, catalog: StringCatalog) -> [Diagnostic] {
  var diagnostics: [Diagnostic] = []
  let rules = PluralRules.ruleSet(for: file.locale)
  if rules.isRootFallback {
    diagnostics.append(
      Diagnostic(
        .pluralUnknownLocale, at: file.start,
        "expected a locale with CLDR \(PluralRules.cldrVersion) plural rules, found '\(file.locale)'; only 'other' will be selected"
      ))
  }
  // The compiler sorts every diagnostic; keys need no order here.
  for (path, definition) in file.sdk {
    guard let member = catalog.member(path) else { continue }
    diagnostics += checkText(definition.value)
    guard let signature = member.signature else {
      if case .text(let text) = definition.value, text.value.isEmpty {
        diagnostics.append(
          Diagnostic(.stringEmpty, at: text.location, "expected text for '\(path)', found an empty string"))
      }
      continue
    }
    diagnostics += checkPlaceholders(definition, signature: signature, path: path)
    if case .forms(let forms) = definition.value {
      diagnostics += checkCategories(
        forms, rules: rules, locale: file.locale, key: path, limitFlag: signature.hasLimitFlag)
    }
  }
  for (key, definition) in file.app {
    diagnostics += checkText(definition.value)
    if case .forms(let forms) = definition.value {
      diagnostics += checkCategories(forms, rules: rules, locale: file.locale, key: key, limitFlag: false)
    }
    switch definition.value {
    case .text(let text):
      // A text's template was parsed with its definition: only one that did not parse is
      // parsed again, to report why.
      if definition.template == nil { _ = parseTemplate(text, into: &diagnostics) }
    case .forms(let forms):
      forms.forEachText { text in
        guard let template = parseTemplate(text, into: &diagnostics) else { return }
        if let mismatch = template.mismatches([.integer]).first(where: { $0.position == 1 }) {
          diagnostics.append(
            Diagnostic(
              .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
              "expected the count (an integer such as '%lld') as the first argument of '\(key)', found a string placeholder"
            ))
        }
      }
    }
  }
  return diagnostics
}

/// Checks every locale against the base locale: missing keys, keys only in a
/// translation, identical texts, and app placeholders that disagree with the base.
/// `baseTypes` are the base locale's app argument types (`baseArgumentTypes(base)`), computed
/// once for every locale.
public func validateAgainstBase(
  _ file: StringsFile, base: StringsFile, baseTypes: [String: [Int: FormatArgumentType]]? = nil
) -> [Diagnostic] {
  var diagnostics: [Diagnostic] = []
  var listedSame = file.sameAsBase
  for (section, mine, theirs) in [("SDK", file.sdk, base.sdk), ("app", file.app, base.app)] {
    var matched = 0
    for (key, definition) in mine {
      guard let baseDefinition = theirs[key] else {
        diagnostics.append(
          Diagnostic(
            .keyNotInBase, at: definition.key.location,
            "expected only keys of base locale '\(base.locale)', found \(section) key '\(key)'"))
        continue
      }
      matched += 1
      if case .text(let text) = definition.value, case .text(let baseText) = baseDefinition.value,
        text.value == baseText.value, !text.value.isEmpty,
        listedSame.removeValue(forKey: section == "app" ? "app." + key : key) == nil
      {
        diagnostics.append(
          Diagnostic(
            .stringSameAsBase, at: text.location,
            "expected a translation of '\(key)', found the base locale's text '\(text.value)'; list it under '\(sameAsBaseKey)' if that is meant"
          ))
      }
      if section == "app" {
        func compare(_ text: Located<String>, _ template: FormatTemplate) {
          let expected = baseTypes?[key] ?? argumentTypes(baseDefinition.value)
          for (index, type) in template.argumentTypes.sorted(by: { $0.key < $1.key }) where expected[index] != type {
            let wanted = expected[index].map { "\($0.rawValue) placeholder" } ?? "no placeholder"
            diagnostics.append(
              Diagnostic(
                .placeholderBaseMismatch, at: text.location,
                "expected \(wanted) at position \(index) of '\(key)' as in base locale '\(base.locale)', found \(type.rawValue)",
                notes: [DiagnosticNote("the base text is here", at: baseDefinition.key.location)]))
          }
        }
        switch definition.value {
        case .text(let text):
          // Text without placeholders (or whose placeholders do not parse) has none to compare.
          guard let template = definition.template else { break }
          if case .text = baseDefinition.value, agrees(template, baseDefinition.template) { break }
          compare(text, template)
        case .forms(let forms):
          forms.forEachText { text in
            guard FormatTemplate.mayHavePlaceholders(text.value),
              let template = try? FormatTemplate(parsing: text.value)
            else { return }
            compare(text, template)
          }
        }
      }
    }
    // Every key of the base is matched unless some is missing: look for them only then.
    if matched < theirs.count {
      for key in theirs.keys where mine[key] == nil {
        diagnostics.append(
          Diagnostic(
            .stringMissing, at: file.start,
            "expected \(section) key '\(key)' as in base locale '\(base.locale)', found none; the base text is used",
            notes: [DiagnosticNote("'\(key)' is defined here", at: theirs[key]!.key.location)]))
      }
    }
  }
  for (key, location) in listedSame {
    diagnostics.append(
      Diagnostic(
        .stringSameAsBaseStale, at: location,
        "expected '\(key)' under '\(sameAsBaseKey)' to be a key whose text equals base locale '\(base.locale)', found \(file.sdk[key] != nil || (key.hasPrefix("app.") && file.app[String(key.dropFirst(4))] != nil) ? "a translation" : "no such key in this file")"
      ))
  }
  return diagnostics
}

/// The argument types of the base locale's app strings, by key.
public func baseArgumentTypes(_ base: StringsFile) -> [String: [Int: FormatArgumentType]] {
  base.app.mapValues { argumentTypes($0.value) }
}

/// The argument types a value's texts use, merged over its forms.
func argumentTypes(_ value: StringValue) -> [Int: FormatArgumentType] {
  var types: [Int: FormatArgumentType] = [:]
  value.forEachText { text in
    guard let template = try? FormatTemplate(parsing: text.value) else { return }
    types.merge(template.argumentTypes) { first, _ in first }
  }
  return types
}

/// Whether every position `template` uses has the type the base text's template gives it,
/// so that the comparison with the base has nothing to report: the common case, decided
/// without building tables. A base text without placeholders expects none.
private func agrees(_ template: FormatTemplate, _ base: FormatTemplate?) -> Bool {
  let expected = base?.positionalTypes ?? []
  for (offset, type) in template.positionalTypes.enumerated() where type != nil {
    if (offset < expected.count ? expected[offset] : nil) != type { return false }
  }
  return true
}

/// The parsed template of a text with placeholders; nil for text without `%`, or after
/// reporting why it does not parse.
private func parseTemplate(_ text: Located<String>, into diagnostics: inout [Diagnostic]) -> FormatTemplate? {
  // Text without '%' has no placeholder to check (nearly every text).
  guard FormatTemplate.mayHavePlaceholders(text.value) else { return nil }
  do {
    return try FormatTemplate(parsing: text.value)
  } catch {
    diagnostics.append(Diagnostic(.placeholderInvalid, at: text.location(atOffset: error.offset), error.message))
    return nil
  }
}

private func checkText(_ value: StringValue) -> [Diagnostic] {
  var diagnostics: [Diagnostic] = []
  value.forEachText { text in
    // Every control character is ASCII: scan bytes, and scalars only to report one.
    let hasControl = text.value.withUTF8Bytes { utf8 in
      for byte in utf8 where (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F { return true }
      return false
    }
    guard hasControl else { return }
    for scalar in text.value.unicodeScalars
    where (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      diagnostics.append(
        Diagnostic(
          .stringUnsafe, at: text.location,
          "expected displayable text, found the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        ))
      break
    }
  }
  return diagnostics
}

private func checkPlaceholders(_ definition: StringDefinition, signature: ClosureSignature, path: String)
  -> [Diagnostic]
{
  var diagnostics: [Diagnostic] = []
  func check(_ text: Located<String>, allowed: [FormatArgumentType?], what: String, parsed: FormatTemplate? = nil) {
    guard let template = parsed ?? parseTemplate(text, into: &diagnostics) else { return }
    for mismatch in template.mismatches(allowed) {
      if mismatch.beyondArguments {
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected at most \(allowed.count) argument\(allowed.count == 1 ? "" : "s") for \(what) of '\(path)', found a placeholder for argument \(mismatch.position)"
          ))
      } else {
        let wanted =
          mismatch.expected.map { $0 == .integer ? "an integer ('%lld')" : "a string ('%@')" }
          ?? "no placeholder (a Bool)"
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected \(wanted) for argument \(mismatch.position) of '\(path)', found \(mismatch.found == .integer ? "an integer" : "a string") placeholder"
          ))
      }
    }
  }
  switch definition.value {
  case .text(let text):
    check(text, allowed: signature.templateArguments, what: "the closure", parsed: definition.template)
  case .forms(let forms):
    if signature.isList {
      for (count, text) in forms.exact.sorted(by: { $0.key < $1.key }) {
        check(text, allowed: signature.formArguments(exactCount: count), what: "the '=\(count)' form (\(count) names)")
      }
      for text in forms.below.values {
        check(text, allowed: signature.formArguments(exactCount: nil), what: "a '<N' form")
      }
      for text in forms.categories.values {
        check(text, allowed: signature.formArguments(exactCount: nil), what: "a category form")
      }
    } else {
      forms.forEachText { check($0, allowed: signature.templateArguments, what: "the closure") }
    }
  }
  return diagnostics
}

private func checkCategories(
  _ forms: FormsDefinition, rules: PluralRuleSet, locale: String, key: String, limitFlag: Bool
) -> [Diagnostic] {
  guard forms.isPlural else { return [] }
  var diagnostics: [Diagnostic] = []
  let needed = StringForms.reachableCategories(
    rules: rules, offset: forms.offset, lowestBelow: forms.below.keys.max(), exact: forms.exact.keys,
    capFrom: limitFlag ? nil : forms.cap?.from)
  // A missing 'other' is reported once, as plural.missing-other.
  for category in needed.sorted() where category != .other && forms.categories[category] == nil {
    diagnostics.append(
      Diagnostic(
        .pluralMissingCategory, at: forms.location,
        "'\(key)' has no '\(category.rawValue)' form, which locale '\(locale)' needs"))
  }
  for category in forms.categories.keys.sorted() where category != .other && !needed.contains(category) {
    diagnostics.append(
      Diagnostic(
        .pluralUnusedCategory, at: forms.categoryKeys[category] ?? forms.location,
        "expected only categories that locale '\(locale)' selects for the counts this string shows (\(needed.sorted().map(\.rawValue).joined(separator: ", "))), found '\(category.rawValue)'"
      ))
  }
  return diagnostics
}
