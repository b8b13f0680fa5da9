/// The Swift names of app string keys, and the keys whose names cannot be declared.
///
/// Each dot-separated component of an app key becomes a Swift name: the namespaces of the
/// generated tables (`App.onboarding.error`) and the string's own member. A component that
/// is a Swift identifier is kept as written (`message_block`, `größe`); any other has its
/// non-identifier characters dropped as word breaks, the word after each break capitalised
/// (`sign-in` is `signIn`, `two words` is `twoWords`). No generated name starts with `_`
/// (Swift's mark of what is not public API): leading underscores are dropped (`_private` is
/// `private`), and a name that would start with a digit starts with `key` (`2fa` is
/// `key2fa`). Keywords are escaped by the writers, not renamed. A namespace's type is its
/// name capitalised with `Strings` after it (`cart` is `CartStrings`).
public enum SwiftNames {
  /// The Swift name of one key component; nil when it has no identifier character at all
  /// (`---`, or `_` alone, which Swift reserves).
  public static func name(of component: Substring) -> String? {
    // Most components are ASCII letters, digits and `_` only (`title`, `404`): told by their
    // bytes, the name is the component made public, as the loop below would make it.
    if component.utf8.allSatisfy({ isASCIIIdentifierByte($0, first: false) }) { return publicName(String(component)) }
    var name = ""
    var breakBefore = false
    for scalar in component.unicodeScalars {
      guard isIdentifierCharacter(scalar) else {
        breakBefore = !name.isEmpty
        continue
      }
      if breakBefore {
        name += String(scalar).uppercased()
        breakBefore = false
      } else {
        name.unicodeScalars.append(scalar)
      }
    }
    return publicName(name)
  }

  /// A name without leading underscores, `key` before a leading digit; nil if nothing is left.
  static func publicName(_ name: String) -> String? {
    let trimmed = name.drop { $0 == "_" }
    guard let first = trimmed.unicodeScalars.first else { return nil }
    return isIdentifierHead(first) ? String(trimmed) : "key" + trimmed
  }

  /// The type of the namespace of a name (`cart` is `CartStrings`), as the generated Swift
  /// declares it beside the namespace's member.
  public static func namespaceTypeName(_ name: String) -> String {
    capitalised(name) + "Strings"
  }

  /// Whether a byte is an ASCII letter, `_`, or (not first) a digit.
  static func isASCIIIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
    let lower = byte | 0x20
    if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") { return true }
    return !first && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// The Swift language reference's `identifier-head`.
  static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }
    return headRanges.contains { $0.contains(value) }
  }

  /// The Swift language reference's `identifier-character`.
  static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value >= 0x30 && value <= 0x39 { return true }
    if isIdentifierHead(scalar) { return true }
    return (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
      || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
  }

  private static let headRanges: [ClosedRange<UInt32>] =
    [
      0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
      0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
      0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
      0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
      0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
      0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ] + (0x1...0xE).map { plane in (plane << 16)...((plane << 16) | 0xFFFD) }

  /// A key's dot-separated components, empty ones included; split on the byte, since
  /// splitting on a `Character` runs grapheme breaking over every key.
  package static func components(of key: String) -> [Substring] {
    let key = Substring(key)
    return key.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { Substring($0) }
  }
}

/// App keys of the base locale whose Swift names cannot all be declared: a key with a part
/// that has no name (`a..b`, `---`), two keys named alike (`sign-in` and `signIn`), or a
/// string named as a namespace (`a` and `a.b`). Only the base locale's keys are declared;
/// a translation's others are reported as not in base.
///
/// `sortedKeys` are the file's app keys, sorted: when every key is ASCII and each of its
/// parts is already an identifier starting with a lowercase letter (nearly always), only a
/// string named as a namespace can collide (a namespace's type, capitalised, cannot meet a
/// member or another type), and its namespace's keys follow it in that order (no
/// identifier byte sorts before '.'). Anything else is looked at key by key.
extension SwiftNames {
  /// Names an app key's part cannot have: the property every generated namespace holds
  /// its strings in, and the modules whose types the generated Swift names.
  public static let reservedInApp: Set<String> = ["strings", "Swift", "Foundation", "ThemeRuntime"]

  /// The most dot-separated parts an app key may have: YAML's nesting limit
  /// (`YAMLLimits.maxDepth`), which a dotted key would pass otherwise (the templates write a
  /// nested type per part, recursively).
  public static let maximumParts = 64

  /// Names Swift reads as its own after a dot (`x.self` is `x`, `X.Type` its metatype,
  /// `x.init` an initialiser): a member with one is declared, but `strings.app.self` never
  /// reaches it.
  public static let readAfterADot: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

  /// Names a theme cannot have: the members `ThemeStyles` declares beside one static
  /// property per theme, and the modules whose types it names.
  public static let reservedThemeNames: Set<String> = Set(
    [
      "themes", "catalog", "json", "theme", "reader", "colors", "fonts", "icons", "light", "dark", "overlay", "apply",
      "tokens", "Tokens", "ThemeStyles", "Swift", "Foundation", "ThemeRuntime", "Name", "init",
    ])
}

public func checkSwiftNames(_ file: StringsFile, sortedKeys: [String]) -> [Diagnostic] {
  var plain = true
  var previous: String?
  for key in sortedKeys {
    // Split as bytes: the key is ASCII, and splitting a `String` walks its characters.
    guard isPlainASCIIKey(key),
      !key.utf8.split(separator: UInt8(ascii: ".")).contains(where: { part in
        !(part.first.map { $0 >= 0x61 && $0 <= 0x7A } ?? false)
          || SwiftNames.reservedInApp.contains(String(decoding: part, as: UTF8.self))
          || SwiftNames.readAfterADot.contains(String(decoding: part, as: UTF8.self))
      })
    else {
      plain = false
      break
    }
    if let previous, key.utf8.count > previous.utf8.count, key.utf8.starts(with: previous.utf8),
      key.utf8.dropFirst(previous.utf8.count).first == UInt8(ascii: ".")
    {
      plain = false
      break
    }
    previous = key
  }
  return plain ? [] : checkSwiftNamesKeyByKey(file)
}

/// Whether a key is ASCII identifiers (not `_` alone) joined by single dots, at most
/// `SwiftNames.maximumParts` of them.
private func isPlainASCIIKey(_ key: String) -> Bool {
  var length = 0
  var last: UInt8 = 0
  var parts = 1
  for byte in key.utf8 {
    if byte == UInt8(ascii: ".") {
      if length == 0 || (length == 1 && last == UInt8(ascii: "_")) { return false }
      parts += 1
      if parts > SwiftNames.maximumParts { return false }
      length = 0
      continue
    }
    guard SwiftNames.isASCIIIdentifierByte(byte, first: length == 0) else { return false }
    length += 1
    last = byte
  }
  return length > 0 && !(length == 1 && last == UInt8(ascii: "_"))
}

private func checkSwiftNamesKeyByKey(_ file: StringsFile) -> [Diagnostic] {
  /// What a Swift path names first: the string of a key, or a namespace that a key's
  /// written prefix opens.
  struct Declared {
    var definition: StringDefinition
    var namespacePrefix: String?
    /// For a namespace's type, the Swift path of its namespace.
    var typeOf: String? = nil

    var description: String {
      let key = definition.key.value
      if typeOf != nil, let namespacePrefix { return "the type of the namespace '\(namespacePrefix)' of '\(key)'" }
      return namespacePrefix.map { "the namespace '\($0)' of '\(key)'" } ?? "the string '\(key)'"
    }
  }
  var diagnostics: [Diagnostic] = []
  // The first declaration of each Swift path, joined with dots.
  var declared: [String: Declared] = [:]
  // In file order, so the earlier key is the one noted.
  for definition in file.app.values.sorted(by: { $0.key.location < $1.key.location }) {
    let key = definition.key.value
    let components = SwiftNames.components(of: key)
    // Each part but the last is a type nested in the one before: as deep as YAML may nest.
    guard components.count <= SwiftNames.maximumParts else {
      diagnostics.append(
        Diagnostic(
          .keySwiftName, at: definition.key.location,
          "expected an app key of at most \(SwiftNames.maximumParts) dot-separated parts (each but the last a type nested in the one before), found \(components.count)"
        ))
      continue
    }
    let names = components.compactMap(SwiftNames.name(of:))
    guard names.count == components.count else {
      diagnostics.append(
        Diagnostic(
          .keySwiftName, at: definition.key.location,
          "expected an app key whose every dot-separated part has a letter or digit, found '\(key)'"))
      continue
    }
    // A part the generated Swift declares itself, or one Swift reads as its own after a dot.
    if let reserved = names.first(where: {
      SwiftNames.reservedInApp.contains($0) || SwiftNames.readAfterADot.contains($0)
    }) {
      let message =
        SwiftNames.reservedInApp.contains(reserved)
        ? "expected an app key whose parts are not names the generated Swift uses itself, found '\(reserved)' in '\(key)'"
        : "expected an app key whose parts Swift reads as members, found '\(reserved)' in '\(key)', which Swift reads as its own after a dot ('.\(reserved)'); rename the key"
      diagnostics.append(Diagnostic(.keySwiftName, at: definition.key.location, message))
      continue
    }
    var swiftPath = ""
    var rawPrefix = ""
    // Each name declares a member in its scope, and each namespace a type there too
    // (`CartStrings`): both kinds share the scope's names.
    func clash(_ this: Declared, _ first: Declared, named path: String) {
      diagnostics.append(
        Diagnostic(
          .keySwiftName, at: definition.key.location,
          "expected app keys with distinct Swift names, found \(this.description) and \(first.description) both named 'App.\(path)'",
          notes: [DiagnosticNote("'\(first.definition.key.value)' is defined here", at: first.definition.key.location)])
      )
    }
    for (depth, name) in names.enumerated() {
      let scope = swiftPath
      swiftPath += depth == 0 ? name : "." + name
      rawPrefix += depth == 0 ? String(components[depth]) : "." + components[depth]
      let this = Declared(definition: definition, namespacePrefix: depth == names.count - 1 ? nil : rawPrefix)
      if let first = declared[swiftPath] {
        // Namespaces opened by the same written prefix are one namespace.
        guard this.namespacePrefix != nil, first.namespacePrefix == rawPrefix, first.typeOf == nil else {
          clash(this, first, named: swiftPath)
          break
        }
      } else {
        declared[swiftPath] = this
      }
      guard this.namespacePrefix != nil else { continue }
      let typePath = (scope.isEmpty ? "" : scope + ".") + SwiftNames.namespaceTypeName(name)
      var type = this
      type.typeOf = swiftPath
      if let first = declared[typePath] {
        guard first.typeOf == swiftPath else {
          clash(type, first, named: typePath)
          break
        }
      } else {
        declared[typePath] = type
      }
    }
  }
  return diagnostics
}
