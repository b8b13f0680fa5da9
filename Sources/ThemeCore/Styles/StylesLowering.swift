import ThemeRuntime

/// The top-level keys of a theme file.
let styleSections = ["extends", "tokens", "colors", "fonts", "icons", "themes", acceptedContrastKey]

/// The theme file's list of accepted low-contrast pairs.
public let acceptedContrastKey = "accepted-contrast"

/// Turns a theme file's node tree into a `StyleFile`: names are checked against the
/// catalogue here; references and types are checked when the theme is resolved.
public func lowerStyles(_ root: YAMLNode?, name: String, path: String, catalog: StyleCatalog) -> (
  StyleFile, [Diagnostic]
) {
  var lowering = StylesLowering(catalog: catalog, file: StyleFile(name: name, path: path, layout: catalog.slots))
  if let root, !root.isNull {
    if let entries = root.mapping {
      lowering.lowerSections(entries)
    } else {
      lowering.report(.styleShape, at: root.location, "expected a mapping of sections, found \(root.kindDescription)")
    }
  }
  return (lowering.file, lowering.diagnostics)
}

struct StylesLowering {
  let catalog: StyleCatalog
  var file: StyleFile
  var diagnostics: [Diagnostic] = []

  mutating func report(_ code: DiagnosticCode, at location: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(code, at: location, message))
  }

  mutating func lowerSections(_ entries: [YAMLEntry]) {
    for entry in entries {
      guard let key = scalarKey(entry.key) else { continue }
      switch key {
      case "extends":
        if let name = entry.value.scalar, !entry.value.isNull {
          file.extends = Located(name, at: entry.value.location)
        } else {
          report(.styleShape, at: entry.value.location, "expected a theme name, found \(entry.value.kindDescription)")
        }
      case "tokens":
        guard let children = mapping(entry.value, of: "tokens") else { continue }
        lowerTokens(children, prefix: "")
      case "colors", "fonts":
        guard let children = mapping(entry.value, of: key) else { continue }
        lowerPalette(children, namespace: key == "colors" ? .colors : .fonts)
      case "icons":
        guard let children = mapping(entry.value, of: "icons") else { continue }
        for child in children { lowerIcon(child) }
      case "themes":
        guard let children = mapping(entry.value, of: "themes") else { continue }
        for child in children { lowerClass(child) }
      case acceptedContrastKey:
        guard case .sequence(let items) = entry.value.content else {
          report(
            .styleShape, at: entry.value.location,
            "expected a list of pairs like 'SBUChannelTheme.titleColor/backgroundColor' under '\(acceptedContrastKey)', found \(entry.value.kindDescription)"
          )
          continue
        }
        for item in items {
          guard let pair = item.scalar, !item.isNull else {
            report(
              .styleShape, at: item.location, "expected a pair 'Class.text/background', found \(item.kindDescription)")
            continue
          }
          file.acceptedContrast[pair] = item.location
        }
      default:
        let suggestion = closestName(to: key, in: styleSections).map { "; did you mean '\($0)'?" } ?? ""
        report(
          .styleUnknownSection, at: entry.key.location,
          "expected one of \(styleSections.map { "'\($0)'" }.joined(separator: ", ")), found '\(key)'\(suggestion)")
      }
    }
  }

  /// Tokens nest in groups: a mapping that is not a font or an adaptive pair is a group.
  mutating func lowerTokens(_ entries: [YAMLEntry], prefix: String) {
    for entry in entries {
      guard let key = scalarKey(entry.key) else { continue }
      // One rule for names: a token is defined only under a name a reference can write.
      guard isReferenceName(Substring(key)) else {
        report(
          .styleShape, at: entry.key.location,
          "expected a token name of letters, digits, '.', '_' and '-' (one a reference can name), found '\(key)'")
        continue
      }
      let name = prefix.isEmpty ? key : prefix + "." + key
      if let children = entry.value.mapping, !isValueMapping(children) {
        lowerTokens(children, prefix: name)
        continue
      }
      guard let value = lowerValue(entry.value) else {
        file.rejectedTokens.insert(name)
        continue
      }
      file.tokens[name] = StyleDefinition(key: Located(name, at: entry.key.location), value: value)
    }
  }

  mutating func lowerPalette(_ entries: [YAMLEntry], namespace: StyleNamespace) {
    for entry in entries {
      guard let key = scalarKey(entry.key) else { continue }
      let known = namespace == .colors ? catalog.color(key) != nil : catalog.font(key) != nil
      guard known else {
        unknownMember(key, at: entry.key.location, namespace: namespace)
        continue
      }
      guard let value = lowerValue(entry.value) else { continue }
      file[namespace][key] = StyleDefinition(key: Located(key, at: entry.key.location), value: value)
    }
  }

  mutating func unknownMember(_ name: String, at location: SourceLocation, namespace: StyleNamespace) {
    let (type, names): (String, [String]) =
      switch namespace {
      case .colors: ("an SBUColorSet colour", catalog.colors.map(\.name))
      case .fonts: ("an SBUFontSet font", catalog.fonts.map(\.name))
      case .tokens: ("a token", [])
      }
    if let absence = catalog.release.absence(StyleCatalog.paletteDeclarations(of: name, in: namespace)) {
      report(.sdkNotInRelease, at: location, "'\(name)' \(absence)")
      return
    }
    if namespace == .colors, let replacement = catalog.deprecatedColors[name] {
      report(
        .styleUnknownName, at: location,
        "expected a current \(type.dropFirst(3)), found '\(name)', which is deprecated; use '\(replacement)'")
      return
    }
    let suggestion = closestName(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    report(.styleUnknownName, at: location, "expected \(type), found '\(name)'\(suggestion)")
  }

  mutating func lowerIcon(_ entry: YAMLEntry) {
    guard let key = scalarKey(entry.key) else { return }
    guard catalog.icon(key) != nil else {
      if let absence = catalog.release.absence(StyleCatalog.iconDeclarations(of: key)) {
        report(.sdkNotInRelease, at: entry.key.location, "'\(key)' \(absence)")
        return
      }
      let suggestion = closestName(to: key, in: catalog.icons.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
      report(.styleUnknownName, at: entry.key.location, "expected an SBUIconSet icon, found '\(key)'\(suggestion)")
      return
    }
    let located = Located(key, at: entry.key.location)
    if let asset = entry.value.scalar, !entry.value.isNull {
      if let unsafe = Diagnostic.controlCharacter(in: Located(asset, at: entry.value.location)) {
        diagnostics.append(unsafe)
        return
      }
      guard !asset.isEmpty else {
        report(.styleShape, at: entry.value.location, "expected an asset name for icon '\(key)', found an empty text")
        return
      }
      file.icons[key] = IconDefinition(key: located, asset: asset, tint: nil, flipsForRTL: false)
      return
    }
    guard let fields = entry.value.mapping else {
      report(
        .styleShape, at: entry.value.location,
        "expected an asset name or a mapping with 'asset', 'tint' and 'rtl', found \(entry.value.kindDescription)")
      return
    }
    var icon = IconDefinition(key: located, asset: "", tint: nil, flipsForRTL: false)
    var hasAsset = false
    // An asset reported as wrong is not reported again as missing.
    var assetReported = false
    for field in fields {
      guard let name = scalarKey(field.key) else { continue }
      switch name {
      case "asset":
        if let asset = field.value.scalar, !field.value.isNull {
          guard !asset.isEmpty else {
            report(
              .styleShape, at: field.value.location, "expected an asset name for icon '\(key)', found an empty text")
            assetReported = true
            continue
          }
          if let unsafe = Diagnostic.controlCharacter(in: Located(asset, at: field.value.location)) {
            diagnostics.append(unsafe)
            assetReported = true
            continue
          }
          icon.asset = asset
          hasAsset = true
        } else {
          report(.styleShape, at: field.value.location, "expected an asset name, found \(field.value.kindDescription)")
          assetReported = true
        }
      case "tint":
        icon.tint = lowerValue(field.value)
      case "rtl":
        switch field.value.scalar {
        case "true": icon.flipsForRTL = true
        case "false": icon.flipsForRTL = false
        default:
          report(
            .styleShape, at: field.value.location,
            "expected 'true' or 'false' for 'rtl', found \(describe(field.value))")
        }
      default:
        let suggestion = closestName(to: name, in: ["asset", "tint", "rtl"]).map { "; did you mean '\($0)'?" } ?? ""
        report(.styleShape, at: field.key.location, "expected 'asset', 'tint' or 'rtl', found '\(name)'\(suggestion)")
      }
    }
    if hasAsset {
      file.icons[key] = icon
    } else if !assetReported {
      report(.styleShape, at: entry.value.location, "expected an 'asset' for icon '\(key)', found none")
    }
  }

  mutating func lowerClass(_ entry: YAMLEntry) {
    guard let className = scalarKey(entry.key) else { return }
    guard let classIndex = catalog.themeClassIndex(className), case let themeClass = catalog.classes[classIndex],
      themeClass.isCustomisable
    else {
      if catalog.themeClass(className) == nil,
        let absence = catalog.release.absence(StyleCatalog.classDeclarations(of: className))
      {
        report(.sdkNotInRelease, at: entry.key.location, "'\(className)' \(absence)")
        return
      }
      let customisable = catalog.classes.filter(\.isCustomisable).map(\.name)
      let found =
        if className == "SBUOverlayTheme" {
          "'SBUOverlayTheme'; set the 'overlay' variant of SBUChannelTheme, SBUMessageInputTheme, SBUMessageCellTheme or SBUComponentTheme"
        } else if catalog.themeClass(className)?.deprecated == true {
          "'\(className)', which is deprecated and has no SBUTheme accessor"
        } else {
          "'\(className)'" + (closestName(to: className, in: customisable).map { "; did you mean '\($0)'?" } ?? "")
        }
      report(.themeUnknownClass, at: entry.key.location, "expected an SBUTheme component class, found \(found)")
      return
    }
    guard let variants = mapping(entry.value, of: className) else { return }
    for variantEntry in variants {
      guard let variantName = scalarKey(variantEntry.key) else { continue }
      guard let variant = ThemeVariant(rawValue: variantName), themeClass.variants.contains(variant) else {
        report(
          .themeUnknownVariant, at: variantEntry.key.location,
          "expected a variant of \(className) (\(themeClass.variants.map { "'\($0.rawValue)'" }.joined(separator: ", "))), found '\(variantName)'"
        )
        continue
      }
      guard let properties = mapping(variantEntry.value, of: "\(className).\(variantName)") else { continue }
      for property in properties {
        lowerProperty(property, of: themeClass, at: classIndex, variant: variant)
      }
    }
  }

  mutating func lowerProperty(
    _ entry: YAMLEntry, of themeClass: StyleCatalog.ThemeClass, at classIndex: Int, variant: ThemeVariant
  ) {
    guard let name = scalarKey(entry.key) else { return }
    if name == "from" {
      guard let text = entry.value.scalar, let base = ThemeVariant(rawValue: text), base != variant,
        themeClass.variants.contains(base)
      else {
        let others = themeClass.variants.filter { $0 != variant }.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        report(
          .themeUnknownVariant, at: entry.value.location,
          "expected 'from' to name another variant of \(themeClass.name) (\(others)), found \(describe(entry.value))")
        return
      }
      file.variantBases[themeClass.name, default: [:]][variant] = Located(base, at: entry.value.location)
      return
    }
    guard let propertyIndex = themeClass.propertyIndex(name), case let property = themeClass.properties[propertyIndex]
    else {
      let declarations = StyleCatalog.propertyDeclarations(of: themeClass.name, name).map {
        SendbirdUIKitRelease.span($0.releases)
      }
      if let absence = catalog.release.absence(declarations) {
        // A later release that renamed a property names it: the name this release knows.
        let earlier = StyleCatalog.renamedProperties(of: themeClass.name, to: name).first {
          themeClass.property($0)?.isSettable == true
        }
        let hint = earlier.map { "; \(catalog.release) calls it '\($0)'" } ?? ""
        report(.sdkNotInRelease, at: entry.key.location, "'\(themeClass.name).\(name)' \(absence)\(hint)")
        return
      }
      let candidates = themeClass.properties.filter(\.isSettable).map(\.name) + ["from"]
      let suggestion = closestName(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
      report(
        .themeUnknownProperty, at: entry.key.location,
        "expected a property of \(themeClass.name), found '\(name)'\(suggestion)")
      return
    }
    guard let row = catalog.slots.row(classIndex, propertyIndex) else {
      notSettable(property, of: themeClass, at: entry.key.location)
      return
    }
    guard let value = lowerValue(entry.value) else { return }
    let isAdaptive = if case .adaptive = value.value { true } else { false }
    if property.access == .adaptive && !isAdaptive {
      report(
        .styleShape, at: entry.value.location,
        "expected a mapping with 'base' and/or 'liquidGlass' for the @SBUAdaptive property '\(themeClass.name).\(name)', found \(describe(entry.value))"
      )
      return
    }
    if property.access != .adaptive && isAdaptive {
      report(
        .styleShape, at: entry.value.location,
        "expected one value for '\(themeClass.name).\(name)', which is not @SBUAdaptive, found a 'base'/'liquidGlass' pair"
      )
      return
    }
    let slot = catalog.slots.slot(row: row, variant: variant)
    file.properties[slot] = StyleDefinition(key: Located(name, at: entry.key.location), value: value)
  }

  mutating func notSettable(
    _ property: StyleCatalog.Property, of themeClass: StyleCatalog.ThemeClass, at location: SourceLocation
  ) {
    let what =
      switch property.access {
      case .unavailable: "which is unavailable"
      case .deprecated: "which is deprecated"
      case .deprecatedGetOnly: "which is deprecated and get-only"
      default: "which is get-only"
      }
    // The SDK's own `renamed:` strings are not always real names; name the property it proxies.
    let replacement =
      property.renamed.flatMap { themeClass.property($0)?.isSettable == true ? $0 : nil }
      ?? themeClass.properties.first { $0.isSettable && $0.name.hasPrefix(property.name) && $0.name != property.name }?
      .name
    let use = replacement.map { "; use '\($0)'" } ?? property.note.map { " (\($0))" } ?? ""
    report(
      .themeNotSettable, at: location,
      "expected a settable property of \(themeClass.name), found '\(property.name)', \(what)\(use)")
  }

  // MARK: Values

  /// Whether a mapping is a value (a font or an adaptive pair) rather than a token group.
  func isValueMapping(_ entries: [YAMLEntry]) -> Bool {
    let keys = entries.compactMap(\.key.scalar)
    if keys.contains(where: {
      ["size", "weight", "family", "lineHeight", "textStyle", "maxSize", "base", "liquidGlass"].contains($0)
    }) {
      return true
    }
    return unquotedReference(entries) != nil
  }

  /// `{colors.primaryMain}` written without quotes is a YAML mapping with one null key.
  func unquotedReference(_ entries: [YAMLEntry]) -> String? {
    guard entries.count == 1, let key = entries[0].key.scalar, entries[0].value.isNull,
      let namespace = key.split(separator: ".").first, StyleNamespace(rawValue: String(namespace)) != nil
    else { return nil }
    return key
  }

  mutating func lowerValue(_ node: YAMLNode) -> Located<StyleValue>? {
    switch node.content {
    case .scalar(let text, _):
      if node.isNull {
        report(.styleShape, at: node.location, "expected a value, found \(node.kindDescription)")
        return nil
      }
      return parseScalar(text, at: node.location).map { Located($0, at: node.location) }
    case .mapping(let entries):
      if let reference = unquotedReference(entries) {
        return parseScalar("{\(reference)}", at: node.location).map { Located($0, at: node.location) }
      }
      let keys = entries.compactMap(\.key.scalar)
      if keys.contains("base") || keys.contains("liquidGlass") {
        return lowerAdaptive(entries, at: node.location)
      }
      return lowerFont(entries, at: node.location).map { Located(.font($0), at: node.location) }
    case .sequence:
      report(.styleShape, at: node.location, "expected a value, found a list")
      return nil
    }
  }

  mutating func lowerAdaptive(_ entries: [YAMLEntry], at location: SourceLocation) -> Located<StyleValue>? {
    var base: Located<StyleValue>?
    var liquidGlass: Located<StyleValue>?
    var valid = true
    for entry in entries {
      guard let key = scalarKey(entry.key) else { continue }
      switch key {
      case "base": base = lowerValue(entry.value)
      case "liquidGlass": liquidGlass = lowerValue(entry.value)
      default:
        valid = false
        report(.styleShape, at: entry.key.location, "expected 'base' or 'liquidGlass', found '\(key)'")
      }
    }
    guard valid, base != nil || liquidGlass != nil else { return nil }
    return Located(.adaptive(base: base, liquidGlass: liquidGlass), at: location)
  }

  mutating func lowerFont(_ entries: [YAMLEntry], at location: SourceLocation) -> FontSpec? {
    let fields = ["family", "size", "weight", "lineHeight", "textStyle", "maxSize"]
    var spec = FontSpec(size: 0, weight: .regular)
    var hasSize = false
    var valid = true
    // A name that is none of `names`, with the closest one suggested.
    func unknown(_ what: String, _ names: [String], _ value: YAMLNode) {
      valid = false
      let suggestion = closestName(to: value.scalar ?? "", in: names).map { "; did you mean '\($0)'?" } ?? ""
      report(
        .fontInvalid, at: value.location,
        "expected \(what) (\(names.joined(separator: ", "))), found \(describe(value))\(suggestion)")
    }
    for entry in entries {
      guard let key = scalarKey(entry.key) else { continue }
      let text = entry.value.scalar ?? ""
      switch key {
      case "family":
        guard !text.isEmpty, !entry.value.isNull else {
          valid = false
          report(.fontInvalid, at: entry.value.location, "expected a font name, found \(describe(entry.value))")
          continue
        }
        if let unsafe = Diagnostic.controlCharacter(in: Located(text, at: entry.value.location)) {
          valid = false
          diagnostics.append(unsafe)
          continue
        }
        spec.family = text
      case "textStyle":
        guard let style = TextStyle(rawValue: text) else {
          unknown("a Dynamic Type text style", TextStyle.allCases.map(\.rawValue), entry.value)
          continue
        }
        spec.textStyle = style
      case "size", "lineHeight", "maxSize":
        guard let number = Double(text), number > 0, number <= 1000 else {
          valid = false
          report(
            .fontInvalid, at: entry.value.location,
            "expected a positive number of points for '\(key)', found \(describe(entry.value))")
          continue
        }
        switch key {
        case "size":
          spec.size = number
          hasSize = true
        case "maxSize": spec.maxSize = number
        default: spec.lineHeight = number
        }
      case "weight":
        guard let weight = FontWeight(rawValue: text) else {
          unknown("a weight", FontWeight.allCases.map(\.rawValue), entry.value)
          continue
        }
        spec.weight = weight
      default:
        valid = false
        let suggestion = closestName(to: key, in: fields).map { "; did you mean '\($0)'?" } ?? ""
        report(
          .fontInvalid, at: entry.key.location,
          "expected a font field (\(fields.map { "'\($0)'" }.joined(separator: ", "))), found '\(key)'\(suggestion)")
      }
    }
    if !hasSize && valid {
      report(.fontInvalid, at: location, "expected a 'size' for the font, found none")
      return nil
    }
    if valid, let maxSize = spec.maxSize {
      guard spec.textStyle != nil, maxSize >= spec.size else {
        report(
          .fontInvalid, at: location,
          spec.textStyle == nil
            ? "expected a 'textStyle' with 'maxSize' (a font without one does not scale), found none"
            : "expected a 'maxSize' of at least the size, \(formatNumber(spec.size)), found \(formatNumber(maxSize))")
        return nil
      }
    }
    return valid ? spec : nil
  }

  /// Parses `#hex`, `rgba(...)`, `clear`, `{ref}`, a number or a keyword, each with an optional `@ alpha`.
  ///
  /// Read by bytes: every mark it looks for (`@`, `{`, `}`, `#`, `.`) is one ASCII byte,
  /// so positions found in the UTF-8 view are character boundaries (a theme that states
  /// the whole SDK has over a thousand values; character-wise prefix and suffix tests were
  /// most of their lowering).
  mutating func parseScalar(_ raw: String, at location: SourceLocation) -> StyleValue? {
    var text = Substring(raw).trimmingSpaces
    var alpha: Double?
    if let at = text.utf8.lastIndex(of: UInt8(ascii: "@")) {
      let alphaText = text[text.utf8.index(after: at)...].trimmingSpaces
      text = text[..<at].trimmingSpaces
      let value =
        alphaText.utf8.last == UInt8(ascii: "%")
        ? Double(alphaText[..<alphaText.utf8.index(before: alphaText.endIndex)]).map { $0 / 100 }
        : Double(alphaText)
      guard let value else {
        report(.colorInvalid, at: location, "expected an alpha after '@' (0...1 or a percentage), found '\(alphaText)'")
        return nil
      }
      guard (0...1).contains(value) else {
        report(.colorAlphaRange, at: location, "expected an alpha within 0...1, found \(formatNumber(value))")
        return nil
      }
      alpha = value
    }
    let bytes = text.utf8
    var value: StyleValue
    if bytes.first == UInt8(ascii: "{") {
      guard bytes.count >= 2, bytes.last == UInt8(ascii: "}"),
        let reference = parseReference(text[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)])
      else {
        report(
          .refInvalid, at: location,
          "expected a reference like '{colors.primaryMain}', '{fonts.body1}' or '{tokens.name}', found '\(text)'")
        return nil
      }
      return .reference(reference, alpha: alpha)
    } else if bytes.first == UInt8(ascii: "#") {
      guard let color = RGBA8(hex: text) else {
        report(.colorInvalid, at: location, "expected a colour as #RGB, #RRGGBB or #RRGGBBAA, found '\(text)'")
        return nil
      }
      value = .color(color, isClear: false)
    } else if bytes.starts(with: "rgb".utf8) {
      guard let color = parseFunctional(text, at: location) else { return nil }
      value = .color(color, isClear: false)
    } else if bytes.elementsEqual("clear".utf8) {
      value = .color(RGBA8(red: 0, green: 0, blue: 0, alpha: 0), isClear: true)
    } else if let first = bytes.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      let number = Double(text)
    {
      value = .number(number)
    } else if let name = keywordName(text) {
      value = .keyword(name)
    } else {
      report(.colorInvalid, at: location, "expected a colour, a reference, a number or a name, found '\(text)'")
      return nil
    }
    guard let alpha else { return value }
    guard case .color(let color, _) = value else {
      report(.styleType, at: location, "expected '@ alpha' only after a colour, found it after '\(text)'")
      return nil
    }
    return .color(color.withAlpha(alpha), isClear: false)
  }

  /// A Swift enum case as written (`darkContent`, `.darkContent`): letters and digits after
  /// any leading dots, or nil.
  func keywordName(_ text: Substring) -> String? {
    let name = text.drop(while: { $0 == "." })
    guard !name.isEmpty else { return nil }
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      return name.utf8.allSatisfy(Self.isAlphanumeric) ? String(name) : nil
    }
    return name.allSatisfy({ $0.isLetter || $0.isNumber }) ? String(name) : nil
  }

  /// A reference's inside (`colors.primaryMain`, spaces around allowed): a namespace, a
  /// dot, and a name of letters, digits, `.`, `_` and `-`.
  func parseReference(_ text: Substring) -> StyleRef? {
    let trimmed = text.trimmingSpaces
    guard let dot = trimmed.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
    guard let namespace = Self.namespace(named: trimmed.utf8[..<dot]) else { return nil }
    let name = trimmed[trimmed.utf8.index(after: dot)...]
    guard !name.isEmpty, isReferenceName(name) else { return nil }
    return StyleRef(namespace, String(name))
  }

  /// Letters, digits, `.`, `_` and `-`; ASCII names are checked byte by byte, without
  /// Unicode property lookups.
  func isReferenceName(_ name: Substring) -> Bool {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.utf8.allSatisfy(Self.isReferenceNameByte) }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
  }

  /// The namespace a reference's prefix names (`colors`, `fonts`, `tokens`), by its bytes.
  static func namespace(named prefix: some Sequence<UInt8>) -> StyleNamespace? {
    StyleNamespace.allCases.first { prefix.elementsEqual($0.rawValue.utf8) }
  }

  /// An ASCII letter or digit.
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: false
    }
  }

  /// A byte of an ASCII reference name: a letter, a digit, `.`, `_` or `-`.
  static func isReferenceNameByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  /// `rgb(116, 45, 221)` or `rgba(116, 45, 221, 0.5)`: channels 0...255, alpha 0...1.
  mutating func parseFunctional(_ text: Substring, at location: SourceLocation) -> RGBA8? {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      report(.colorInvalid, at: location, "expected 'rgb(r, g, b)' or 'rgba(r, g, b, a)', found '\(text)'")
      return nil
    }
    let name = text[..<open]
    let parts = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map { $0.trimmingSpaces }
    let expected = name == "rgba" ? 4 : 3
    guard name == "rgb" || name == "rgba", parts.count == expected else {
      report(.colorInvalid, at: location, "expected 'rgb(r, g, b)' or 'rgba(r, g, b, a)', found '\(text)'")
      return nil
    }
    var channels: [UInt8] = []
    for part in parts.prefix(3) {
      guard let channel = UInt8(part) else {
        report(.colorInvalid, at: location, "expected a channel within 0...255, found '\(part)' in '\(text)'")
        return nil
      }
      channels.append(channel)
    }
    var alpha: UInt8 = 255
    if parts.count == 4 {
      guard let value = Double(parts[3]) else {
        report(.colorInvalid, at: location, "expected an alpha within 0...1, found '\(parts[3])' in '\(text)'")
        return nil
      }
      guard (0...1).contains(value) else {
        report(.colorAlphaRange, at: location, "expected an alpha within 0...1, found \(formatNumber(value))")
        return nil
      }
      alpha = RGBA8.channel(value)
    }
    return RGBA8(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
  }

  // MARK: Shapes

  mutating func scalarKey(_ node: YAMLNode) -> String? {
    guard let key = node.scalar, !key.isEmpty else {
      report(.styleShape, at: node.location, "expected a name as key, found \(node.kindDescription)")
      return nil
    }
    return key
  }

  mutating func mapping(_ node: YAMLNode, of what: String) -> [YAMLEntry]? {
    if node.isNull { return [] }
    guard let entries = node.mapping else {
      report(.styleShape, at: node.location, "expected a mapping under '\(what)', found \(node.kindDescription)")
      return nil
    }
    return entries
  }

  func describe(_ node: YAMLNode) -> String {
    if let text = node.scalar, !node.isNull { return "'\(text)'" }
    return node.kindDescription
  }
}

/// A number as a short decimal (`18`, `0.5`).
public func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: Substring {
    // A " " or "\t" character is that one byte: text that neither starts nor ends with
    // one needs no look at its characters (walking graphemes backwards is slow).
    guard let first = utf8.first, let last = utf8.last,
      first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
    else { return self }
    var text = self
    while text.first == " " || text.first == "\t" { text = text.dropFirst() }
    while text.last == " " || text.last == "\t" { text = text.dropLast() }
    return text
  }
}
