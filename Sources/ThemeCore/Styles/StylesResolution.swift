import ThemeRuntime

/// A value with every reference followed.
public indirect enum ResolvedValue: Sendable, Hashable {
  case color(RGBA8)
  case font(FontSpec)
  case keyword(String)
  case number(Double)
  case adaptive(base: ResolvedValue, liquidGlass: ResolvedValue)

  /// The value as messages and doc comments show it: `#2850D4FF`, `system 14 regular`, `12`,
  /// `darkContent`, `base / liquidGlass`.
  public var summary: String {
    switch self {
    case .color(let rgba): rgba.hex
    case .font(let font): "\(font.family ?? "system") \(formatNumber(font.size)) \(font.weight.rawValue)"
    case .keyword(let name): name
    case .number(let number): formatNumber(number)
    case .adaptive(let base, let liquidGlass): "\(base.summary) / \(liquidGlass.summary)"
    }
  }

  /// The type messages name.
  var typeDescription: String {
    switch self {
    case .color: "a colour"
    case .font: "a font"
    case .keyword(let name): "the name '\(name)'"
    case .number: "a number"
    case .adaptive: "a 'base'/'liquidGlass' pair"
    }
  }
}

/// What generated code assigns: a palette member (so later palette changes flow) or a value.
public indirect enum AssignedValue: Sendable, Hashable {
  /// `SBUColorSet.<name>`, optionally `.withAlphaComponent(alpha)`.
  case paletteColor(String, alpha: Double?)
  /// `SBUFontSet.<name>`.
  case paletteFont(String)
  /// A literal.
  case value(ResolvedValue)
  /// `$name.updateValues(base:liquidGlass:)`; nil sides are left as they are.
  case adaptive(base: AssignedValue?, liquidGlass: AssignedValue?)
}

/// An icon as resolved: the app's asset, its tint and RTL flag.
public struct ResolvedIcon: Sendable, Hashable {
  /// The asset name.
  public var asset: String
  /// The tint.
  public var tint: RGBA8?
  /// Whether the image flips in right-to-left layouts.
  public var flipsForRTL: Bool
}

/// A theme with every value resolved and what differs from the SDK's defaults.
public struct ResolvedTheme: Sendable {
  /// The theme's name.
  public var name: String
  /// Every `SBUColorSet` colour.
  public var colors: [String: RGBA8] = [:]
  /// Every `SBUFontSet` font.
  public var fonts: [String: FontSpec] = [:]
  /// Every `SBUIconSet` icon (the SDK's own asset unless replaced).
  public var icons: [String: ResolvedIcon] = [:]
  /// The tokens.
  public var tokens: [String: ResolvedValue] = [:]
  /// Every settable property of every customisable class and variant.
  public var properties: SlotMap<ResolvedValue>
  /// Colours that differ from the SDK's.
  public var changedColors: Set<String> = []
  /// Where each colour the theme (or one it extends) states comes from: the reference as
  /// written (`{tokens.brand.main}`, `{colors.primaryMain} @ 0.5`) and the file and line.
  public var colorSources: [String: String] = [:]
  /// Fonts that differ from the SDK's.
  public var changedFonts: Set<String> = []
  /// Icons the theme replaces.
  public var changedIcons: Set<String> = []
  /// Properties whose stated value differs from the SDK's default expression, and what to assign.
  public var assignments: SlotMap<AssignedValue>

  /// An empty theme whose slots `layout` numbers.
  public init(name: String, layout: SlotLayout) {
    self.name = name
    properties = SlotMap(layout: layout)
    assignments = SlotMap(layout: layout)
  }
}

/// Options for theme checks.
public struct StyleOptions: Sendable {
  /// The WCAG contrast ratio below which a text/background pair is reported.
  public var minimumContrast: Double

  /// Creates options; the default threshold is WCAG AA's 4.5:1.
  public init(minimumContrast: Double = 4.5) {
    self.minimumContrast = minimumContrast
  }
}

/// Resolves one theme (its `extends` chain already merged in): references, types,
/// variants, and the findings about them (cycles, missing dark values, unused tokens, contrast).
public func resolveTheme(_ file: StyleFile, catalog: StyleCatalog, options: StyleOptions = StyleOptions()) -> (
  ResolvedTheme, [Diagnostic]
) {
  var resolver = StyleResolver(file: file, catalog: catalog)
  resolver.resolveAll()
  resolver.checkMissingDark()
  resolver.checkFollowsSystem()
  resolver.checkUnusedTokens()
  resolver.checkContrast(minimum: options.minimumContrast)
  return (resolver.theme, resolver.diagnostics)
}

/// Each theme merged over the chain of themes it extends, sorted by name.
public func applyExtends(_ files: [String: StyleFile]) -> ([StyleFile], [Diagnostic]) {
  var diagnostics: [Diagnostic] = []
  var effective: [String: StyleFile] = [:]
  // Each theme is walked up to a theme already resolved, a root, a missing parent or a
  // cycle, then resolved back down: every theme is merged once, whatever the chains.
  for name in files.keys.sorted() where effective[name] == nil {
    var path: [String] = []  // each extends the next
    var position: [String: Int] = [:]
    var current = name
    var base: StyleFile?  // what the last of `path` extends, resolved
    while true {
      if let resolved = effective[current] {
        base = resolved
        break
      }
      if let start = position[current] {
        // A cycle, reported once from its first member by name; its members start from
        // the SDK's defaults.
        let cycle = Array(path[start...])
        let first = cycle.indices.min { cycle[$0] < cycle[$1] }!
        let ordered = Array(cycle[first...] + cycle[..<first])
        diagnostics.append(
          Diagnostic(
            .themeExtends, at: files[ordered[0]]!.extends!.location,
            "expected themes to extend a base, found a cycle: \((ordered + [ordered[0]]).joined(separator: " -> "))",
            notes: ordered.dropFirst().map {
              DiagnosticNote("'\($0)' is part of the cycle", at: files[$0]!.extends!.location)
            }))
        for member in cycle { effective[member] = files[member]! }
        path.removeSubrange(start...)
        base = effective[current]
        break
      }
      position[current] = path.count
      path.append(current)
      guard let parent = files[current]!.extends else { break }
      guard files[parent.value] != nil else {
        let suggestion = closestName(to: parent.value, in: files.keys).map { "; did you mean '\($0)'?" } ?? ""
        diagnostics.append(
          Diagnostic(
            .themeExtends, at: parent.location,
            "expected the name of a theme given as '<name>.theme.yaml', found '\(parent.value)'\(suggestion)"))
        break
      }
      current = parent.value
    }
    for member in path.reversed() {
      let file = files[member]!
      let merged = base.map { mergeStyles(file, over: $0) } ?? file
      effective[member] = merged
      base = merged
    }
  }
  return (files.keys.sorted().map { effective[$0]! }, diagnostics)
}

/// Merges a theme over the one it extends: its own keys win. A variant the file starts
/// from another of the same class (`dark: {from: light}`) takes what the file states in
/// that other variant, over what the base states: the file reads as it would without
/// `extends`, where such a variant has the file's values and the SDK's defaults elsewhere
/// (the base's, here).
public func mergeStyles(_ file: StyleFile, over base: StyleFile) -> StyleFile {
  var merged = base
  merged.name = file.name
  merged.path = file.path
  merged.extends = file.extends
  merged.acceptedContrast = file.acceptedContrast
  merged.tokens.merge(file.tokens) { $1 }
  merged.rejectedTokens = merged.rejectedTokens.subtracting(file.tokens.keys).union(file.rejectedTokens)
  merged.colors.merge(file.colors) { $1 }
  merged.fonts.merge(file.fonts) { $1 }
  merged.icons.merge(file.icons) { $1 }
  merged.properties.merge(file.properties)
  guard !file.variantBases.isEmpty else { return merged }
  let layout = file.properties.layout
  let stated = Set(file.properties.keys.map { PropertyOfClass(className: $0.className, property: $0.property) })
  for item in stated {
    for (variant, _) in file.variantBases[item.className] ?? [:] {
      guard let target = layout.slot(ThemeSlot(item.className, variant, item.property)), file.properties[target] == nil,
        let definition = file.stated(target, of: item.className)
      else { continue }
      merged.properties[target] = definition
    }
  }
  return merged
}

/// A property of a theme class, in no variant.
private struct PropertyOfClass: Hashable {
  let className: String
  let property: String
}

struct StyleResolver {
  let file: StyleFile
  let catalog: StyleCatalog
  var theme: ResolvedTheme
  var diagnostics: [Diagnostic] = []
  /// Resolved references; nil marks a failure already reported.
  var memo: [StyleRef: ResolvedValue?] = [:]
  /// Tokens that some definition uses (the only references the unused check asks about).
  var used: Set<StyleRef> = []

  init(file: StyleFile, catalog: StyleCatalog) {
    self.file = file
    self.catalog = catalog
    self.theme = ResolvedTheme(name: file.name, layout: catalog.slots)
  }

  // MARK: References

  /// The definition behind a reference: stated, or the SDK's default for palette members.
  func definition(_ ref: StyleRef) -> StyleValue? {
    if let stated = file[ref.namespace][ref.name] { return stated.value.value }
    switch ref.namespace {
    case .tokens: return nil
    case .colors: return catalog.color(ref.name).map { .color($0.rgba, isClear: false) }
    case .fonts:
      return catalog.font(ref.name).map {
        .font(FontSpec(size: $0.size, weight: $0.weight, lineHeight: $0.lineHeight))
      }
    }
  }

  /// The type a reference must resolve to, if its namespace fixes one.
  func expectedType(of ref: StyleRef) -> StyleCatalog.ValueType? {
    switch ref.namespace {
    case .tokens: nil
    case .colors: .color
    case .fonts: .font
    }
  }

  /// Follows a chain of references without recursion, so long chains cost no stack and a
  /// cycle is found and reported once, with every member.
  mutating func resolve(_ start: StyleRef, from location: SourceLocation, isUse: Bool = true) -> ResolvedValue? {
    if isUse && start.namespace == .tokens { used.insert(start) }
    var path: [StyleRef] = []
    var positions: [StyleRef: Int] = [:]
    var current = start
    var referrer = location
    var end: ResolvedValue??
    while end == nil {
      if let known = memo[current] {
        end = .some(known)
        break
      }
      if let position = positions[current] {
        reportCycle(Array(path[position...]))
        end = .some(nil)
        break
      }
      guard let value = definition(current) else {
        reportUndefined(current, at: referrer)
        memo[current] = .some(nil)
        end = .some(nil)
        break
      }
      positions[current] = path.count
      path.append(current)
      if case .reference(let next, _) = value {
        if next.namespace == .tokens { used.insert(next) }
        referrer = file[current.namespace][current.name]?.value.location ?? referrer
        current = next
      } else {
        end = .some(literal(value, expected: expectedType(of: current), at: valueLocation(of: current)))
      }
    }
    // Unwind: each member applies its own alpha to what it refers to.
    var result = end ?? nil
    for ref in path.reversed() {
      if memo[ref] != nil {
        result = memo[ref] ?? nil
        continue
      }
      if let value = result, case .reference(_, let alpha)? = definition(ref) {
        result = checked(
          applying(alpha, to: value, at: valueLocation(of: ref)), expected: expectedType(of: ref),
          at: valueLocation(of: ref))
      }
      // An SBUFontSet font with a line height in the SDK has the one the SDK renders,
      // wherever it is read (the palette, every `{fonts.name}`): the SDK has no setter and
      // scales its own by the point size. A different one stated is reported once.
      if ref.namespace == .fonts, case .font(var spec)? = result, let font = catalog.font(ref.name),
        let reference = font.lineHeight
      {
        var size = spec.size
        var sizeFrom = spec
        if let from = font.lineHeightSizeFrom, from != ref.name,
          case .font(let other)? = resolve(StyleRef(.fonts, from), from: file.start, isUse: false)
        {
          size = other.size
          sizeFrom = other
        }
        let rendered = (reference * size / font.size * 100).rounded() / 100
        // Scaled by Dynamic Type, a font whose line height the SDK takes from another font's
        // size must still fit it at the largest text size.
        if let style = spec.textStyle, let from = font.lineHeightSizeFrom, from != ref.name {
          let largest = TextStyle.Category.accessibilityExtraExtraExtraLarge
          let scaled = style.scaled(spec.size, to: largest, maximum: spec.maxSize)
          let line =
            reference * (sizeFrom.textStyle?.scaled(size, to: largest, maximum: sizeFrom.maxSize) ?? size) / font.size
          if scaled > line + 0.005 {
            diagnostics.append(
              Diagnostic(
                .fontScaledLineHeight, at: valueLocation(of: ref),
                "expected '\(font.name)' to fit its line at the largest text size, found \(formatNumber((scaled * 100).rounded() / 100)) pt in a line of \(formatNumber((line * 100).rounded() / 100)) pt (SendbirdUIKit takes it from '\(from)''s size, \(formatNumber(size))\(sizeFrom.textStyle == nil ? ", which does not scale" : "")); give '\(from)' the same textStyle, or '\(font.name)' a maxSize of at most \(formatNumber((line * 100).rounded(.down) / 100))"
              ))
          }
        }
        if let stated = spec.lineHeight, abs(stated - rendered) > 0.005 {
          diagnostics.append(
            Diagnostic(
              .fontLineHeightIgnored, at: valueLocation(of: ref),
              "expected the line height SendbirdUIKit renders for '\(font.name)', \(formatNumber(rendered)) (\(formatNumber(reference)) x \(formatNumber(size)) / \(formatNumber(font.size))), found \(formatNumber(stated)); the SDK derives it from the size and has no setter"
            ))
        }
        spec.lineHeight = rendered
        result = .font(spec)
      }
      memo[ref] = .some(result)
    }
    return result
  }

  func valueLocation(of ref: StyleRef) -> SourceLocation {
    file[ref.namespace][ref.name]?.value.location ?? file.start
  }

  mutating func reportCycle(_ members: [StyleRef]) {
    let keyed = members.map { ($0, file[$0.namespace][$0.name]?.key.location ?? file.start) }
    let first = keyed.min { $0.1 < $1.1 }!
    let start = keyed.firstIndex { $0.0 == first.0 }!
    let ordered = Array(keyed[start...] + keyed[..<start])
    let path = (ordered + [ordered[0]]).map { "\($0.0)" }.joined(separator: " -> ")
    diagnostics.append(
      Diagnostic(
        .refCycle, at: first.1, "expected references to end in a value, found a cycle: \(path)",
        notes: ordered.dropFirst().map { DiagnosticNote("'\($0.0)' is part of the cycle", at: $0.1) }))
    for member in members { memo[member] = .some(nil) }
  }

  mutating func reportUndefined(_ ref: StyleRef, at location: SourceLocation) {
    // A token whose value was rejected is reported at that value, once.
    if ref.namespace == .tokens, file.rejectedTokens.contains(ref.name) { return }
    let names: [String] =
      switch ref.namespace {
      case .tokens: file.tokens.keys.sorted()
      case .colors: catalog.colors.map(\.name)
      case .fonts: catalog.fonts.map(\.name)
      }
    // A palette member of another release leaves the value out, as a key of one does: one
    // theme file serves apps on several releases.
    if let absence = catalog.release.absence(StyleCatalog.paletteDeclarations(of: ref.name, in: ref.namespace)) {
      diagnostics.append(
        Diagnostic(.sdkNotInRelease, at: location, "'{\(ref)}' \(absence); the value that uses it is left out"))
      return
    }
    var message =
      "expected a defined \(ref.namespace == .tokens ? "token" : ref.namespace == .colors ? "SBUColorSet colour" : "SBUFontSet font"), found '{\(ref)}'"
    if ref.namespace == .colors, let replacement = catalog.deprecatedColors[ref.name] {
      message += ", which is deprecated; use '{colors.\(replacement)}'"
    } else if let suggestion = closestName(to: ref.name, in: names) {
      message += "; did you mean '{\(ref.namespace.rawValue).\(suggestion)}'?"
    }
    diagnostics.append(Diagnostic(.refUndefined, at: location, message))
  }

  /// A value that is not a reference, checked against a type.
  mutating func literal(_ value: StyleValue, expected: StyleCatalog.ValueType?, at location: SourceLocation)
    -> ResolvedValue?
  {
    let resolved: ResolvedValue
    switch value {
    case .color(let rgba, _): resolved = .color(rgba)
    case .font(let spec): resolved = .font(spec)
    case .keyword(let name): resolved = .keyword(name)
    case .number(let number): resolved = .number(number)
    case .reference, .adaptive:
      diagnostics.append(
        Diagnostic(.styleType, at: location, "expected a single value here, found a 'base'/'liquidGlass' pair"))
      return nil
    }
    return checked(resolved, expected: expected, at: location)
  }

  mutating func applying(_ alpha: Double?, to value: ResolvedValue, at location: SourceLocation) -> ResolvedValue? {
    guard let alpha else { return value }
    guard case .color(let rgba) = value else {
      diagnostics.append(
        Diagnostic(.styleType, at: location, "expected a colour before '@ alpha', found \(value.typeDescription)"))
      return nil
    }
    return .color(rgba.withAlpha(alpha))
  }

  /// Checks a resolved value against the type a place needs.
  mutating func checked(_ value: ResolvedValue?, expected: StyleCatalog.ValueType?, at location: SourceLocation)
    -> ResolvedValue?
  {
    guard let value, let expected else { return value }
    let fits: Bool
    switch (expected, value) {
    case (.color, .color), (.font, .font), (.number, .number): fits = true
    case (.statusBarStyle, .keyword(let name)): fits = ["default", "lightContent", "darkContent"].contains(name)
    case (.barStyle, .keyword(let name)): fits = ["default", "black"].contains(name)
    default: fits = false
    }
    guard fits else {
      let wanted =
        switch expected {
        case .statusBarStyle: "a status bar style ('default', 'lightContent' or 'darkContent')"
        case .barStyle: "a bar style ('default' or 'black')"
        default: expected.description
        }
      diagnostics.append(Diagnostic(.styleType, at: location, "expected \(wanted), found \(value.typeDescription)"))
      return nil
    }
    return value
  }

  /// Resolves a stated value for a place of a type.
  mutating func resolveStated(_ value: Located<StyleValue>, expected: StyleCatalog.ValueType) -> ResolvedValue? {
    if case .reference(let ref, let alpha) = value.value {
      guard let target = resolve(ref, from: value.location) else { return nil }
      return checked(applying(alpha, to: target, at: value.location), expected: expected, at: value.location)
    }
    return literal(value.value, expected: expected, at: value.location)
  }

  /// Resolves the SDK's default expression against this theme's palette.
  mutating func resolveDefault(_ expression: StyleExpression) -> ResolvedValue? {
    switch expression {
    case .color(let name, let alpha):
      guard let rgba = theme.colors[name] else { return nil }
      return .color(alpha.map { rgba.withAlpha($0) } ?? rgba)
    case .font(let name):
      return theme.fonts[name].map(ResolvedValue.font)
    case .literal(let text):
      if text == ".clear" { return .color(RGBA8(red: 0, green: 0, blue: 0, alpha: 0)) }
      if let number = Double(text) { return .number(number) }
      return .keyword(String(text.drop(while: { $0 == "." })))
    case .adaptive(let base, let liquidGlass):
      guard let base = resolveDefault(base), let liquidGlass = resolveDefault(liquidGlass) else { return nil }
      return .adaptive(base: base, liquidGlass: liquidGlass)
    }
  }

  // MARK: The theme

  mutating func resolveAll() {
    for name in file.tokens.keys.sorted() {
      if let value = resolve(StyleRef(.tokens, name), from: file.tokens[name]!.value.location, isUse: false) {
        theme.tokens[name] = value
      }
    }
    for color in catalog.colors {
      if case .color(let rgba)? = resolve(StyleRef(.colors, color.name), from: file.start, isUse: false) {
        theme.colors[color.name] = rgba
        if rgba != color.rgba { theme.changedColors.insert(color.name) }
        if let stated = file.colors[color.name]?.value {
          let place = "\(stated.location.path.split(separator: "/").last ?? ""):\(stated.location.line)"
          if case .reference(let ref, let alpha) = stated.value {
            theme.colorSources[color.name] = "{\(ref)}" + (alpha.map { " @ \(formatNumber($0))" } ?? "") + " (\(place))"
          } else {
            theme.colorSources[color.name] = place
          }
        }
      }
    }
    for font in catalog.fonts {
      if case .font(let spec)? = resolve(StyleRef(.fonts, font.name), from: file.start, isUse: false) {
        if let lineHeight = spec.lineHeight, font.lineHeight == nil, let stated = file.fonts[font.name] {
          diagnostics.append(
            Diagnostic(
              .fontLineHeight, at: stated.value.location,
              "expected no line height for '\(font.name)', which has none in the SDK, found \(formatNumber(lineHeight))"
            ))
        }
        theme.fonts[font.name] = spec
        if spec != FontSpec(size: font.size, weight: font.weight, lineHeight: font.lineHeight) {
          theme.changedFonts.insert(font.name)
        }
      }
    }
    for icon in catalog.icons {
      guard let stated = file.icons[icon.name] else {
        theme.icons[icon.name] = ResolvedIcon(asset: icon.name, tint: nil, flipsForRTL: false)
        continue
      }
      var tint: RGBA8?
      if let tintValue = stated.tint, case .color(let rgba)? = resolveStated(tintValue, expected: .color) {
        tint = rgba
      }
      theme.icons[icon.name] = ResolvedIcon(asset: stated.asset, tint: tint, flipsForRTL: stated.flipsForRTL)
      // The SDK's own asset, untinted, is the default (it loads from the SDK's bundle).
      if stated.asset != icon.name || tint != nil || stated.flipsForRTL { theme.changedIcons.insert(icon.name) }
    }
    let slots = catalog.slots
    for (classIndex, themeClass) in catalog.classes.enumerated() where themeClass.isCustomisable {
      for variant in themeClass.variants {
        for (propertyIndex, property) in themeClass.properties.enumerated() {
          guard let row = slots.row(classIndex, propertyIndex) else { continue }
          resolveProperty(property, of: themeClass, variant: variant, slot: slots.slot(row: row, variant: variant))
        }
      }
    }
  }

  /// The stated definition of a slot of a class (see `StyleFile.stated`).
  func stated(_ slot: Int, of className: String) -> StyleDefinition? { file.stated(slot, of: className) }

  /// The stated definition of a slot, by names.
  func stated(_ slot: ThemeSlot) -> StyleDefinition? {
    catalog.slots.slot(slot).flatMap { stated($0, of: slot.className) }
  }

  mutating func resolveProperty(
    _ property: StyleCatalog.Property, of themeClass: StyleCatalog.ThemeClass, variant: ThemeVariant, slot: Int
  ) {
    guard let fallback = property.defaults[variant] else { return }
    guard let definition = stated(slot, of: themeClass.name) else {
      if let value = resolveDefault(fallback) { theme.properties[slot] = value }
      return
    }
    let isDirect = file.properties[slot] != nil
    if case .adaptive(let base, let liquidGlass) = definition.value.value {
      guard case .adaptive(let defaultBase, let defaultLiquidGlass) = fallback else { return }
      let baseValue = base.map { resolveStated($0, expected: property.type) } ?? resolveDefault(defaultBase)
      let glassValue =
        liquidGlass.map { resolveStated($0, expected: property.type) } ?? resolveDefault(defaultLiquidGlass)
      guard let baseValue, let glassValue else { return }
      theme.properties[slot] = .adaptive(base: baseValue, liquidGlass: glassValue)
      let assignment = AssignedValue.adaptive(
        base: base.flatMap { assigned($0.value, resolved: baseValue, default: defaultBase) },
        liquidGlass: liquidGlass.flatMap { assigned($0.value, resolved: glassValue, default: defaultLiquidGlass) })
      if case .adaptive(nil, nil) = assignment {} else { theme.assignments[slot] = assignment }
      return
    }
    // A value inherited through `from` was already checked where it is written.
    let count = diagnostics.count
    guard let value = resolveStated(definition.value, expected: property.type) else { return }
    if !isDirect { diagnostics.removeSubrange(count...) }
    theme.properties[slot] = value
    if let assigned = assigned(definition.value.value, resolved: value, default: fallback) {
      theme.assignments[slot] = assigned
    }
  }

  /// What to assign for a stated value, or nil if it is the SDK's own default expression.
  func assigned(_ value: StyleValue, resolved: ResolvedValue, default fallback: StyleExpression) -> AssignedValue? {
    let expression: StyleExpression?
    let assignment: AssignedValue
    switch value {
    case .reference(let ref, let alpha) where ref.namespace == .colors:
      expression = .color(ref.name, alpha: alpha)
      assignment = .paletteColor(ref.name, alpha: alpha)
    case .reference(let ref, nil) where ref.namespace == .fonts:
      expression = .font(ref.name)
      assignment = .paletteFont(ref.name)
    case .color(_, isClear: true):
      expression = .literal(".clear")
      assignment = .value(resolved)
    case .keyword(let name):
      expression = .literal("." + name)
      assignment = .value(resolved)
    case .number(let number):
      expression = .literal(formatNumber(number))
      assignment = .value(resolved)
    default:
      expression = nil
      assignment = .value(resolved)
    }
    return expression == fallback ? nil : assignment
  }

  // MARK: Checks

  mutating func checkMissingDark() {
    // Each row's light slot by number (the compilation sorts all diagnostics at the end).
    let slots = catalog.slots
    var missing: [(slot: ThemeSlot, definition: StyleDefinition)] = []
    for (row, (classIndex, _)) in slots.rows.enumerated() {
      let light = slots.slot(row: row, variant: .light)
      guard let definition = file.properties[light], theme.assignments[light] != nil else { continue }
      let themeClass = catalog.classes[classIndex]
      guard themeClass.variants.contains(.dark),
        stated(slots.slot(row: row, variant: .dark), of: themeClass.name) == nil
      else { continue }
      missing.append((slots.themeSlot(light), definition))
    }
    for (slot, definition) in missing {
      diagnostics.append(
        Diagnostic(
          .themeMissingDark, at: definition.key.location,
          "expected a dark value for '\(slot.className).\(slot.property)', which light customises, found none; dark keeps the SDK default (or add 'from: light' to the dark variant)"
        ))
    }
  }

  /// A property the theme states whose light and dark values differ, of a kind UIKit cannot
  /// switch by trait (a font, a number, a bar style; colours and the status bar style can):
  /// `apply(appearance: .system)` sets the value of the appearance current when it runs.
  mutating func checkFollowsSystem() {
    let slots = catalog.slots
    for (row, (classIndex, propertyIndex)) in slots.rows.enumerated() {
      let themeClass = catalog.classes[classIndex]
      let property = themeClass.properties[propertyIndex]
      guard themeClass.variants.contains(.dark), property.type != .color, property.type != .statusBarStyle else {
        continue
      }
      let (light, dark) = (slots.slot(row: row, variant: .light), slots.slot(row: row, variant: .dark))
      // Stated, and not as the SDK has it (the SDK's own differences are the README's).
      guard let definition = file.properties[dark] ?? file.properties[light],
        theme.assignments[light] != nil || theme.assignments[dark] != nil,
        let lightValue = theme.properties[light], let darkValue = theme.properties[dark], lightValue != darkValue
      else { continue }
      diagnostics.append(
        Diagnostic(
          .themeFixedInSystem, at: definition.key.location,
          "expected '\(themeClass.name).\(property.name)' to follow the system's appearance, found \(lightValue.summary) in light and \(darkValue.summary) in dark, which UIKit cannot switch by trait: apply(appearance: .system) sets the one of the appearance current when it runs (apply again when it changes)"
        ))
    }
  }

  mutating func checkUnusedTokens() {
    for name in file.tokens.keys.sorted() where !used.contains(StyleRef(.tokens, name)) {
      diagnostics.append(
        Diagnostic(
          .tokenUnused, at: file.tokens[name]!.key.location,
          "expected token '\(name)' to be referenced, found no '{tokens.\(name)}' in this theme"))
    }
  }

  mutating func checkContrast(minimum: Double) {
    let sdk = sdkDefaultColors
    // Accepted pairs that had low contrast somewhere; the others are stale.
    var accepted: Set<String> = []
    for pair in contrastPairs {
      let name = "\(pair.className).\(pair.text)/\(pair.background)"
      guard let themeClass = catalog.themeClass(pair.className) else { continue }
      for variant in themeClass.variants {
        let textSlot = ThemeSlot(pair.className, variant, pair.text)
        let backgroundSlot = ThemeSlot(pair.className, variant, pair.background)
        guard case .color(let text)? = plain(theme.properties[textSlot]),
          case .color(let background)? = plain(theme.properties[backgroundSlot])
        else { continue }
        // Only pairs this theme changed: the SDK's own defaults are not the team's to fix.
        guard text != sdk[textSlot] || background != sdk[backgroundSlot] else { continue }
        let canvas = contrastCanvas(variant)
        let ratio = contrastRatio(text: text, background: background, canvas: canvas)
        // Below the threshold, and worse than the SDK's own pair (which the team did not choose).
        let sdkRatio = sdk[textSlot].flatMap { sdkText in
          sdk[backgroundSlot].map { contrastRatio(text: sdkText, background: $0, canvas: canvas) }
        }
        guard ratio < minimum, ratio < (sdkRatio ?? .infinity) - 0.005 else { continue }
        if file.acceptedContrast[name] != nil {
          accepted.insert(name)
          continue
        }
        let location =
          blame(textSlot, sdk: sdk[textSlot], now: text) ?? blame(
            backgroundSlot, sdk: sdk[backgroundSlot], now: background) ?? file.start
        diagnostics.append(
          Diagnostic(
            .contrastLow, at: location,
            "expected a contrast of at least \(formatRatio(minimum)):1 between \(pair.className).\(pair.text) (\(text.hex)) and \(pair.background) (\(background.hex)) in \(variant.rawValue), found \(formatRatio(ratio)):1; list '\(name)' under '\(acceptedContrastKey)' if that is meant"
          ))
      }
    }
    for (name, location) in file.acceptedContrast.sorted(by: { $0.value < $1.value }) where !accepted.contains(name) {
      let known = contrastPairs.contains { "\($0.className).\($0.text)/\($0.background)" == name }
      diagnostics.append(
        Diagnostic(
          .contrastAcceptedStale, at: location,
          known
            ? "expected '\(name)' under '\(acceptedContrastKey)' to have low contrast, found none in any variant; remove it"
            : "expected a text/background pair themec checks under '\(acceptedContrastKey)', found '\(name)'"))
    }
  }

  /// The base of an adaptive value, or the value.
  func plain(_ value: ResolvedValue?) -> ResolvedValue? {
    if case .adaptive(let base, _)? = value { return base }
    return value
  }

  /// Where a changed colour was written: the property itself, else the palette colour its default uses.
  func blame(_ slot: ThemeSlot, sdk: RGBA8?, now: RGBA8) -> SourceLocation? {
    guard sdk != now else { return nil }
    if let definition = stated(slot) {
      // A stated palette reference whose colour this theme changed: point at the change.
      var value = definition.value.value
      if case .adaptive(let base?, _) = value { value = base.value }
      if case .reference(let ref, _) = value, ref.namespace == .colors, theme.changedColors.contains(ref.name),
        let changed = file.colors[ref.name]
      {
        return changed.value.location
      }
      return definition.value.location
    }
    guard let fallback = catalog.themeClass(slot.className)?.property(slot.property)?.defaults[slot.variant] else {
      return nil
    }
    var expression = fallback
    if case .adaptive(let base, _) = expression { expression = base }
    guard case .color(let name, _) = expression else { return nil }
    return file.colors[name]?.value.location
  }

  /// Each pair's colours with the SDK's own palette.
  var sdkDefaultColors: [ThemeSlot: RGBA8] {
    var colors: [ThemeSlot: RGBA8] = [:]
    for pair in contrastPairs {
      guard let themeClass = catalog.themeClass(pair.className) else { continue }
      for variant in themeClass.variants {
        for property in [pair.text, pair.background] {
          var expression = themeClass.property(property)?.defaults[variant]
          if case .adaptive(let base, _)? = expression { expression = base }
          switch expression {
          case .color(let name, let alpha)?:
            guard let rgba = catalog.color(name)?.rgba else { continue }
            colors[ThemeSlot(pair.className, variant, property)] = alpha.map { rgba.withAlpha($0) } ?? rgba
          case .literal(".clear")?:
            colors[ThemeSlot(pair.className, variant, property)] = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
          default: continue
          }
        }
      }
    }
    return colors
  }
}

/// A contrast ratio with two decimals (`4.50`).
public func formatRatio(_ ratio: Double) -> String {
  let hundredths = Int((ratio * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
