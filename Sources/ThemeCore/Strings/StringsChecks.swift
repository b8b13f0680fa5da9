import ThemeRuntime

// The checks of one string as it is lowered. Each reads its texts' bytes in the file's
// tree and decides from them whether the text breaks its rule (`FormatScanner.fits`,
// `countIsInteger`, `sameText`): nearly every text breaks none, and nothing is made of
// it. Only a text that breaks a rule is made a `String` and parsed (`FormatTemplate`),
// to say why and where.

extension StringsLowering {
  /// The checks of one SDK string: `signature` is its member's closure (nil for plain
  /// text), `position` its base position.
  mutating func checkSDK(_ value: LoweredValue, path: String, signature: ClosureSignature?, position: Int?) {
    checkCharacters(value)
    switch value {
    case .text(let node), .named(let node, _):
      if let position, isSameAsBase(node, isApp: false, at: position) {
        comparison.sameAsBase.append((path, path, plainText(node)))
      }
      guard let signature else {
        if tree.withScalarBytes(node, { $0.isEmpty }) {
          diagnostics.append(
            Diagnostic(.stringEmpty, at: tree.location(node), "expected text for '\(path)', found an empty string"))
        }
        // Every text is read the same way, a plain SDK text too: '%%' is a percent sign,
        // and a placeholder has no argument to take.
        guard !fits(node, []) else { return }
        let text = text(node)
        if let template = parseTemplate(text), let mismatch = template.mismatches([]).first {
          diagnostics.append(
            Diagnostic(
              .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
              "expected no placeholder in '\(path)', a plain text of SBUStringSet, found one for argument \(mismatch.position); write '%%' for a percent sign"
            ))
        }
        return
      }
      checkPlaceholders(node, allowed: signature.templateArguments, what: "the closure", path: path)
      if let position {
        checkAgainstBase(value, isApp: false, at: position, key: path, limitFlag: signature.hasLimitFlag)
      }
    case .forms(let forms):
      guard let signature else { return }
      if let position {
        checkAgainstBase(value, isApp: false, at: position, key: path, limitFlag: signature.hasLimitFlag)
      }
      if signature.isList {
        for (count, node) in forms.exact.sorted(by: { $0.count < $1.count }) {
          checkPlaceholders(
            node, allowed: signature.formArguments(exactCount: count), what: "the '=\(count)' form (\(count) names)",
            path: path)
        }
        for (_, node) in forms.below {
          checkPlaceholders(node, allowed: signature.formArguments(exactCount: nil), what: "a '<N' form", path: path)
        }
        for category in PluralCategory.allCases {
          guard let node = forms.text(category) else { continue }
          checkPlaceholders(
            node, allowed: signature.formArguments(exactCount: nil), what: "a category form", path: path)
        }
      } else {
        let allowed = signature.templateArguments
        forms.forEachForm { _, node in checkPlaceholders(node, allowed: allowed, what: "the closure", path: path) }
      }
      let needed = neededCategories(forms, limitFlag: signature.hasLimitFlag)
      checkCategories(forms, needed: needed, key: path)
      if forms.mask & ~(1 << PluralCategory.other.index) != 0 { checkEmptyForms(forms, needed: needed, key: path) }
    }
  }

  /// The checks of one app string, and against the base's at `position`.
  mutating func checkApp(_ value: LoweredValue, key: inout AppKey, position: Int?) {
    checkCharacters(value)
    switch value {
    case .text(let node), .named(let node, _):
      if let position {
        if isSameAsBase(node, isApp: true, at: position) {
          let path = path(&key)
          comparison.sameAsBase.append(("app." + path, path, plainText(node)))
        }
        // Placeholders that parse and take the base's types, leaving none out.
        if comparison.fitsBase(node, in: tree, at: position, covering: true) { return }
      } else if !tree.withScalarBytes(node, FormatTemplate.mayHavePlaceholders(utf8:)) {
        return
      }
      if let position, !comparison.appIsText(at: position) {
        checkAgainstBase(value, isApp: true, at: position, key: "app." + path(&key), limitFlag: false)
      }
      let text = plainText(node)
      let template = parseTemplate(text)
      guard let position else { return }
      let path = path(&key)
      if let template { comparison.compareTypes(text, template, key: path, position: position) }
      comparison.reportDropped(text, template, key: path, position: position)
    case .forms(let forms):
      // The closures below update the comparison: a tree they read from `self` would be
      // copied at every form (a retain of each of its arrays); one copy for the entry instead.
      let tree = self.tree
      if let position { checkAgainstBase(value, isApp: true, at: position, key: "app." + path(&key), limitFlag: false) }
      let needed = forms.isCategoriesAlone ? categoriesAlone : neededCategories(forms, limitFlag: false)
      if !StringForms.categoriesAgree(given: forms.mask, needed: needed) {
        checkCategories(forms, needed: needed, key: path(&key))
      }
      if forms.mask & ~(1 << PluralCategory.other.index) != 0 {
        checkEmptyForms(forms, needed: needed, key: path(&key))
      }
      // The argument the forms count: the base's (every locale counts the same one), else
      // the forms' first integer argument.
      var count = position.map { comparison.appCountArgument(at: $0) } ?? 1
      if position == nil {
        var first: Int?
        forms.forEachForm { _, node in
          if let found = tree.withScalarBytes(node, FormatScanner.firstIntegerArgument) {
            first = min(first ?? found, found)
          }
        }
        count = first ?? 1
      }
      forms.forEachForm { _, node in
        let countFits = tree.withScalarBytes(node) { FormatScanner.countIsInteger($0, at: count) }
        if countFits, position.map({ comparison.fitsBase(node, in: tree, at: $0) }) ?? true { return }
        let text = text(node)
        guard let template = parseTemplate(text) else { return }
        var expected = [FormatArgumentType?](repeating: nil, count: count)
        expected[count - 1] = .integer
        if !countFits, let mismatch = template.mismatches(expected).first(where: { $0.position == count }) {
          let which = count == 1 ? "the first argument" : "argument \(count)"
          diagnostics.append(
            Diagnostic(
              .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
              "expected the count (an integer such as '%lld') as \(which) of '\(path(&key))', found \(mismatch.found.described) placeholder"
            ))
        }
        if let position, !comparison.fitsBase(node, in: tree, at: position) {
          comparison.compareTypes(text, template, key: path(&key), position: position)
        }
      }
    }
  }

  /// The one character rule for every text of a string (`Diagnostic.controlCharacter`).
  mutating func checkCharacters(_ value: LoweredValue) {
    switch value {
    case .text(let node), .named(let node, _): checkCharacters(node)
    case .forms(let forms): forms.forEachForm { _, node in checkCharacters(node) }
    }
  }

  mutating func checkCharacters(_ node: Node) {
    guard tree.withScalarBytes(node, ByteScan.hasControlCharacter),
      let found = Diagnostic.controlCharacter(in: plainText(node))
    else { return }
    diagnostics.append(found)
  }

  /// Whether a text equals the base's at a position, as `String ==` decides: a note
  /// unless listed under `same-as-base` (known once every file is read). Only non-empty
  /// text over a base text counts: empty text is "not translated yet", and forms are not
  /// one text.
  mutating func isSameAsBase(_ node: Node, isApp: Bool, at position: Int) -> Bool {
    if let same = comparison.isSameAsBase(node, in: tree, isApp: isApp, at: position) { return same }
    let text = tree.scalar(node)!
    return text == comparison.baseText(isApp: isApp, at: position)
  }

  /// Whether a text's placeholders parse and take the types given (`FormatScanner.fits`).
  func fits(_ node: Node, _ allowed: [FormatArgumentType?]) -> Bool {
    tree.withScalarBytes(node) { bytes in allowed.withUnsafeBufferPointer { FormatScanner.fits(bytes, $0) } }
  }

  /// Reports each placeholder of a closure's text that does not take the argument the
  /// closure gives its position.
  mutating func checkPlaceholders(_ node: Node, allowed: [FormatArgumentType?], what: String, path: String) {
    guard !fits(node, allowed) else { return }
    let text = text(node)
    guard let template = parseTemplate(text) else { return }
    for mismatch in template.mismatches(allowed) {
      if mismatch.beyondArguments {
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected at most \(allowed.count) argument\(allowed.count == 1 ? "" : "s") for \(what) of '\(path)', found a placeholder for argument \(mismatch.position)"
          ))
      } else {
        let wanted =
          mismatch.expected.map {
            $0 == .integer ? "an integer ('%lld')" : $0 == .double ? "a Double ('%f')" : "a string ('%@')"
          }
          ?? "no placeholder (a Bool)"
        diagnostics.append(
          Diagnostic(
            .placeholderMismatch, at: text.location(atOffset: mismatch.offset),
            "expected \(wanted) for argument \(mismatch.position) of '\(path)', found \(mismatch.found.described) placeholder"
          ))
      }
    }
  }

  /// The parsed template of a text with placeholders; nil for text without `%`, or after
  /// reporting why it does not parse.
  mutating func parseTemplate(_ text: Located<String>) -> FormatTemplate? {
    guard FormatTemplate.mayHavePlaceholders(text.value) else { return nil }
    do {
      return try FormatTemplate(parsing: text.value)
    } catch {
      diagnostics.append(Diagnostic(.placeholderInvalid, at: text.location(atOffset: error.offset), error.message))
      return nil
    }
  }

  /// The categories the counts a forms value shows reach in the locale (a bit each).
  func neededCategories(_ forms: LoweredForms, limitFlag: Bool) -> Int {
    StringForms.reachableCategoryBits(
      rules: rules, offset: forms.offset, lowestBelow: forms.below.map(\.limit).max(), exact: forms.exact.map(\.count),
      capFrom: limitFlag ? nil : forms.cap?.from)
  }

  /// What a translation shows that its base does not, by the base's value at `position`:
  /// a closure text that leaves out an argument the base text shows (its value is lost);
  /// a value without the base's cap, or an exact (`=N`) or lower-bound (`<N`) form of the
  /// base's that shows nothing (then those counts show the translation's other forms: "0 neue
  /// Nachrichten" where English shows nothing, "150 neue Nachrichten" where it shows "99+");
  /// forms of `other` alone where the base is a plural and the locale needs more categories.
  mutating func checkAgainstBase(_ value: LoweredValue, isApp: Bool, at position: Int, key: String, limitFlag: Bool) {
    guard let base = comparison.baseDefinition(isApp: isApp, at: position) else { return }
    let location: SourceLocation
    switch value {
    case .text(let node), .named(let node, _):
      location = tree.location(node)
      if !isApp, case .text(let baseText) = base.value, let baseTemplate = base.template {
        let text = self.text(node)
        let used = (FormatTemplate.parsedIfAny(text.value)?.positionalTypes) ?? []
        if FormatTemplate.mayHavePlaceholders(text.value), FormatTemplate.parsedIfAny(text.value) == nil { return }
        for (offset, type) in baseTemplate.positionalTypes.enumerated() {
          guard let type, offset >= used.count || used[offset] == nil else { continue }
          diagnostics.append(
            Diagnostic(
              .placeholderDropped, at: text.location,
              "expected \(type == .integer ? "an" : "a") \(type.rawValue) placeholder for argument \(offset + 1) of '\(key)' as in base locale '\(comparison.baseLocale)', found none; the translation leaves out what it shows",
              notes: [DiagnosticNote("the base text is here", at: baseText.location)]))
        }
      }
    case .forms(let forms):
      location = forms.location
    }
    guard case .forms(let baseForms) = base.value else { return }
    var missing: [(form: String, shows: String)] = []
    var lowered: LoweredForms?
    if case .forms(let forms) = value { lowered = forms }
    // An exact or lower-bound form that shows nothing (the label goes), and the cap, change
    // what every locale shows; a form that words a count its own way is the base's language's.
    for (count, text) in baseForms.exact.sorted(by: { $0.key < $1.key })
    where text.value.isEmpty && !(lowered?.exact.contains { $0.count == count } ?? false) {
      missing.append(("=\(count)", "shows nothing"))
    }
    for (limit, text) in baseForms.below.sorted(by: { $0.key < $1.key })
    where text.value.isEmpty && !(lowered?.below.contains { $0.limit == limit } ?? false) {
      missing.append(("<\(limit)", "shows nothing"))
    }
    if let cap = baseForms.cap, lowered?.cap == nil {
      missing.append(("cap", "shows '\(cap.text.value)' from \(cap.from)"))
    }
    for (form, shows) in missing {
      diagnostics.append(
        Diagnostic(
          .pluralMissingForm, at: location,
          "expected a '\(form)' form for '\(key)' as in base locale '\(comparison.baseLocale)', which \(shows), found none; those counts show the translation's other forms",
          notes: [DiagnosticNote("the base's forms are here", at: baseForms.location)]))
    }
    // A plural base given as forms of `other` alone, where the locale needs more (one text
    // for every count is a translator's choice, and right in many languages).
    guard baseForms.isPlural, let lowered, lowered.mask & ~(1 << PluralCategory.other.index) == 0 else { return }
    let needed = neededCategories(lowered, limitFlag: limitFlag)
    let lacking = PluralCategory.allCases.filter { $0 != .other && needed & (1 << $0.index) != 0 }
    guard !lacking.isEmpty else { return }
    diagnostics.append(
      Diagnostic(
        .pluralMissingCategory, at: location,
        "'\(key)' has no \(lacking.map { "'\($0.rawValue)'" }.joined(separator: ", ")) form\(lacking.count == 1 ? "" : "s"), which locale '\(file.locale)' needs; one text for every count shows it wrong for some"
      ))
  }

  /// The smallest count from which a category a plural lacks is only a warning.
  static var distantCount: Int { 1_000_000 }

  /// Reports a category form the locale selects (`neededBits`) that is empty: the counts it
  /// selects show nothing (Russian `one: ""`: 1, 21, 31...). An error, as a missing one is.
  mutating func checkEmptyForms(_ forms: LoweredForms, needed neededBits: Int, key: String) {
    for category in PluralCategory.allCases where neededBits & (1 << category.index) != 0 {
      guard let node = forms.text(category), tree.withScalarBytes(node, { $0.isEmpty }) else { continue }
      let smallest = StringForms.smallestCount(
        reaching: category, rules: rules, offset: forms.offset, lowestBelow: forms.below.map(\.limit).max(),
        exact: forms.exact.map(\.count), capFrom: forms.cap?.from)
      diagnostics.append(
        Diagnostic(
          .pluralMissingCategory, at: tree.location(node),
          "expected text in the '\(category.rawValue)' form of '\(key)', which locale '\(file.locale)' selects\(smallest.map { " (for \($0) first)" } ?? ""), found it empty; those counts would show nothing"
        ))
    }
  }

  /// Reports the categories a plural lacks and those the locale never selects for it
  /// (`neededBits`, from `neededCategories`).
  mutating func checkCategories(_ forms: LoweredForms, needed neededBits: Int, key: String) {
    // Forms of `other` alone are no plural.
    guard forms.mask & ~(1 << PluralCategory.other.index) != 0,
      !StringForms.categoriesAgree(given: forms.mask, needed: neededBits)
    else { return }
    let needed = PluralCategory.allCases.filter { neededBits & (1 << $0.index) != 0 }
    // A missing 'other' is reported once, as plural.missing-other. A category an `Int`
    // count first reaches at a million or more (French, Spanish, Italian, Portuguese
    // `many`) is a warning: a count that large rarely comes, and it shows `other`.
    for category in needed where category != .other && forms.text(category) == nil {
      let smallest = StringForms.smallestCount(
        reaching: category, rules: rules, offset: forms.offset, lowestBelow: forms.below.map(\.limit).max(),
        exact: forms.exact.map(\.count), capFrom: forms.cap?.from)
      if let smallest, smallest >= Self.distantCount {
        diagnostics.append(
          Diagnostic(
            .pluralMissingForm, at: forms.location,
            "'\(key)' has no '\(category.rawValue)' form, which locale '\(file.locale)' selects first for \(smallest); counts that large show the 'other' form"
          ))
        continue
      }
      diagnostics.append(
        Diagnostic(
          .pluralMissingCategory, at: forms.location,
          "'\(key)' has no '\(category.rawValue)' form, which locale '\(file.locale)' needs"))
    }
    for category in PluralCategory.allCases
    where category != .other && forms.text(category) != nil && !needed.contains(category) {
      let keyNode = Node(Int(forms.categoryKeys[category.index]))
      diagnostics.append(
        Diagnostic(
          .pluralUnusedCategory, at: tree.location(keyNode),
          "expected only categories that locale '\(file.locale)' selects for the counts this string shows (\(needed.map(\.rawValue).joined(separator: ", "))), found '\(category.rawValue)'"
        ))
    }
  }
}
