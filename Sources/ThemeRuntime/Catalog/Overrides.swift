#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An override that was rejected whole, with every reason; the catalogue it was applied to
/// is unchanged.
public struct OverrideRejection: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line per problem, sorted.
  public var problems: [String]

  /// The problems, one per line.
  public var description: String { problems.joined(separator: "\n") }
}

extension ThemeCatalog {
  /// This catalogue with a strings document (downloaded, say) merged over it key by key.
  ///
  /// The override must be valid against this catalogue: the same SDK release, only keys
  /// the base locale has, placeholders that fit each closure's parameters (app strings: the
  /// base locale's types), and every plural category its locale needs. Otherwise nothing
  /// is merged and every problem is reported. A locale the catalogue lacks (`pt-BR`) starts
  /// from its fallback chain.
  public func overriding(strings data: Data) throws(OverrideRejection) -> ThemeCatalog {
    let document: StringsDocument
    do {
      document = try Self.decode(data, StringsDocument.decode)
    } catch {
      throw OverrideRejection(problems: [error.description])
    }
    let strings = self.strings
    var problems: [String] = []
    if document.sdkVersion != strings.sdkVersion {
      problems.append(
        "expected strings for SendbirdUIKit \(strings.sdkVersion), found strings for \(document.sdkVersion)")
    }
    let base = strings.locales[strings.baseLocale] ?? LocaleStrings(pluralLocale: "root", sdk: [:], app: [:])
    for tag in document.locales.keys.sorted() {
      let table = document.locales[tag]!
      let rules = PluralRules.ruleSet(for: tag)
      for path in table.sdk.keys.sorted() {
        guard base.sdk[path] != nil else {
          problems.append("\(tag): expected an SDK key of the catalogue, found '\(path)'")
          continue
        }
        problems += check(table.sdk[path]!, signature: signatures[path], key: path, tag: tag, rules: rules)
      }
      for key in table.app.keys.sorted() {
        guard let baseEntry = base.app[key] else {
          problems.append("\(tag): expected an app key of base locale '\(baseLocale)', found '\(key)'")
          continue
        }
        problems += checkApp(table.app[key]!, base: baseEntry, key: key, tag: tag, rules: rules)
      }
    }
    guard problems.isEmpty else { throw OverrideRejection(problems: problems) }
    var merged = strings
    for (tag, table) in document.locales {
      var target =
        merged.locales[tag]
        ?? fallbackChain(for: tag).first.flatMap { merged.locales[$0] }
        ?? LocaleStrings(pluralLocale: "root", sdk: [:], app: [:])
      target.pluralLocale = PluralRules.ruleSet(for: tag).locale
      target.sdk.merge(table.sdk) { $1 }
      target.app.merge(table.app) { $1 }
      merged.locales[tag] = target
    }
    return ThemeCatalog(strings: merged, styles: styles)
  }

  private func check(_ entry: StringEntry, signature: ClosureSignature?, key: String, tag: String, rules: PluralRuleSet)
    -> [String]
  {
    guard let signature else {
      guard case .text = entry else {
        return ["\(tag): expected text for '\(key)', which takes no arguments, found forms"]
      }
      return []
    }
    var problems: [String] = []
    func fit(_ text: String, _ allowed: [FormatArgumentType?], _ what: String) {
      problems += Self.fit(text, allowed, at: "\(tag): '\(key)' \(what)")
    }
    switch entry {
    case .text(let text):
      fit(text, signature.templateArguments, "text")
    case .forms(let forms):
      guard signature.isCounted || signature.isList else {
        return ["\(tag): expected a template for '\(key)', which takes no count, found forms"]
      }
      guard (forms.selector == .list) == signature.isList else {
        return ["\(tag): expected forms selected by \(signature.isList ? "list size" : "count") for '\(key)'"]
      }
      for (count, text) in forms.exact.sorted(by: { $0.key < $1.key }) {
        fit(text, signature.formArguments(exactCount: count), "form '=\(count)'")
      }
      for form in forms.below { fit(form.text, signature.formArguments(exactCount: nil), "form '<\(form.limit)'") }
      for category in forms.categories.keys.sorted() {
        fit(forms.categories[category]!, signature.formArguments(exactCount: nil), "form '\(category.rawValue)'")
      }
      if let cap = forms.cap { fit(cap.text, signature.formArguments(exactCount: nil), "cap") }
      problems += missingCategories(forms, limitFlag: signature.hasLimitFlag, key: key, tag: tag, rules: rules)
    }
    return problems
  }

  private func checkApp(_ entry: StringEntry, base: StringEntry, key: String, tag: String, rules: PluralRuleSet)
    -> [String]
  {
    // The base's types and the comparison with them are the compiler's (`positionalTypes(merging:)`,
    // `mismatches`).
    let expected = FormatTemplate.positionalTypes(merging: base.texts.compactMap { try? FormatTemplate(parsing: $0) })
    var problems: [String] = []
    for text in entry.texts {
      problems += Self.fit(text, expected, at: "\(tag): '\(key)'", basis: " as in base locale '\(baseLocale)'")
    }
    if case .forms(let forms) = entry {
      problems += missingCategories(forms, limitFlag: false, key: key, tag: tag, rules: rules)
    }
    return problems
  }

  /// The problems of a text whose placeholders must parse and take `allowed`'s types (the
  /// compiler's rule, `mismatches`), each starting with `place`; `basis` says where the
  /// types come from.
  private static func fit(_ text: String, _ allowed: [FormatArgumentType?], at place: String, basis: String = "")
    -> [String]
  {
    let template: FormatTemplate
    do {
      template = try FormatTemplate(parsing: text)
    } catch {
      return ["\(place): \(error.message)"]
    }
    return template.mismatches(allowed).map { mismatch in
      let expected =
        mismatch.beyondArguments
        ? "at most \(allowed.count) argument\(allowed.count == 1 ? "" : "s")"
        : mismatch.expected.map { "\(article($0)) argument" } ?? "no placeholder"
      return
        "\(place): expected \(expected) at position \(mismatch.position)\(basis), found \(article(mismatch.found)) placeholder"
    }
  }

  private func missingCategories(_ forms: StringForms, limitFlag: Bool, key: String, tag: String, rules: PluralRuleSet)
    -> [String]
  {
    guard forms.isPlural else { return [] }
    let needed = forms.reachableCategories(rules: rules, limitFlag: limitFlag)
    return needed.sorted().filter { forms.categories[$0] == nil }.map {
      "\(tag): '\(key)' has no '\($0.rawValue)' form, which locale '\(tag)' needs"
    }
  }

  /// This catalogue with a styles document merged over it value by value; each theme,
  /// colour, font, icon, class and property must exist with the same kind of value.
  public func overriding(styles data: Data) throws(OverrideRejection) -> ThemeCatalog {
    let document: StylesDocument
    do {
      document = try Self.decode(data, StylesDocument.decode)
    } catch {
      throw OverrideRejection(problems: [error.description])
    }
    guard var merged = styles else {
      throw OverrideRejection(problems: ["expected a catalogue with styles to override, found none loaded"])
    }
    var problems: [String] = []
    if document.sdkVersion != merged.sdkVersion {
      problems.append("expected styles for SendbirdUIKit \(merged.sdkVersion), found styles for \(document.sdkVersion)")
    }
    for name in document.themes.keys.sorted() {
      guard var theme = merged.themes[name] else {
        problems.append("expected a theme of the catalogue, found '\(name)'")
        continue
      }
      let update = document.themes[name]!
      if !update.tokens.isEmpty {
        problems.append(
          "\(name): expected no tokens (a theme's tokens are resolved into its values when it is built), found \(update.tokens.keys.sorted().joined(separator: ", "))"
        )
      }
      for (color, hex) in update.colors.sorted(by: { $0.key < $1.key }) {
        if theme.colors[color] == nil {
          problems.append("\(name): expected an SBUColorSet colour, found '\(color)'")
        } else if RGBAColor(hex: hex) == nil {
          problems.append("\(name): expected '#RRGGBBAA' for '\(color)', found '\(hex)'")
        } else {
          theme.colors[color] = hex
        }
      }
      for (font, style) in update.fonts.sorted(by: { $0.key < $1.key }) {
        if theme.fonts[font] == nil {
          problems.append("\(name): expected an SBUFontSet font, found '\(font)'")
        } else if !(style.size > 0) {
          problems.append("\(name): expected a positive size for '\(font)', found \(style.size)")
        } else {
          theme.fonts[font] = style
        }
      }
      for (icon, style) in update.icons.sorted(by: { $0.key < $1.key }) {
        if theme.icons[icon] == nil {
          problems.append("\(name): expected an SBUIconSet icon, found '\(icon)'")
        } else if let tint = style.tint, RGBAColor(hex: tint) == nil {
          problems.append("\(name): expected '#RRGGBBAA' as the tint of '\(icon)', found '\(tint)'")
        } else {
          theme.icons[icon] = style
        }
      }
      for (variant, classes) in update.variants.sorted(by: { $0.key < $1.key }) {
        for (className, properties) in classes.sorted(by: { $0.key < $1.key }) {
          for (property, value) in properties.sorted(by: { $0.key < $1.key }) {
            let place = "\(name): \(variant).\(className).\(property)"
            guard let current = theme.variants[variant]?[className]?[property] else {
              problems.append("\(place): expected a property of the catalogue, found none there")
              continue
            }
            guard current.kind == value.kind, value.isWellFormed else {
              problems.append("\(place): expected \(current.kind), found \(value.kind)")
              continue
            }
            theme.variants[variant]![className]![property] = value
          }
        }
      }
      merged.themes[name] = theme
    }
    guard problems.isEmpty else { throw OverrideRejection(problems: problems) }
    return ThemeCatalog(
      baseLocale: baseLocale, sdkVersion: sdkVersion, signatures: signatures, tables: tables, styles: merged)
  }
}

/// "an integer", "a string".
private func article(_ type: FormatArgumentType) -> String {
  type.described
}

extension StringEntry {
  /// Every text of the entry.
  var texts: [String] {
    switch self {
    case .text(let text): [text]
    case .forms(let forms): forms.texts
    }
  }
}

extension StyleEntry {
  /// What kind of value this is, for messages.
  var kind: String {
    switch self {
    case .color: "a colour"
    case .font: "a font"
    case .keyword: "a name"
    case .number: "a number"
    case .adaptive(let base, _): "an adaptive pair of \(base.kind.dropFirst(2))s"
    }
  }

  /// Whether colours parse and sizes are positive.
  var isWellFormed: Bool {
    switch self {
    case .color(let hex): RGBAColor(hex: hex) != nil
    case .font(let font): font.size > 0
    case .keyword, .number: true
    case .adaptive(let base, let liquidGlass): base.isWellFormed && liquidGlass.isWellFormed
    }
  }
}
