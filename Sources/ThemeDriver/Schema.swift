import Foundation
import ThemeCore
import ThemeRuntime

/// JSON Schemas (draft-07) of the two input formats, made from the SDK catalogues, for
/// editors (`# yaml-language-server: $schema=strings.schema.json`): every key the compiler
/// accepts, with its type and the SDK's default as its description. The compiler remains
/// the judge; a schema gives completion and catches misspelt keys while typing.
extension Driver {
  /// The schema files by name: `strings.schema.json` and `theme.schema.json`.
  public static func schemas() -> [(name: String, text: String)] {
    [("strings.schema.json", json(stringsSchema())), ("theme.schema.json", json(themeSchema()))]
  }

  /// Writes the schemas into a directory (made if missing), each replaced whole and only if
  /// its bytes change; returns the paths written.
  public static func writeSchemas(to directory: String) throws -> [String] {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw DriverError(message: "cannot create the directory '\(directory)': \(error.localizedDescription)")
    }
    var written: [String] = []
    for (name, text) in schemas() {
      let path = normalized(directory) + "/" + name
      let bytes = Array(text.utf8)
      if FileManager.default.contents(atPath: path).map(Array.init) == bytes { continue }
      try replaceFile(path, with: [bytes])
      written.append(path)
    }
    return written
  }

  private static func json(_ object: [String: Any]) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data ?? Data("{}".utf8), as: UTF8.self) + "\n"
  }

  private static let draft = "http://json-schema.org/draft-07/schema#"
  private static var string: [String: Any] { ["type": "string"] }

  // MARK: Strings

  /// `<locale>.strings.yaml`: SDK keys nested or dotted at any level, `app:`, `same-as-base:`,
  /// `needs-review:`, `comments:`, `translated-from:`.
  static func stringsSchema() -> [String: Any] {
    let catalog = StringCatalog.sendbirdUIKit
    // The keys a file may set: available, current, settable members (aliases too).
    let members = catalog.members.filter { !$0.unavailable && !$0.deprecated && $0.settable }
    var definitions: [String: Any] = [
      "countForms": forms(list: false), "listForms": forms(list: true),
      "appText": [
        "type": "object", "description": "A text whose placeholders the base names: title(name:)",
        "properties": ["text": string, "parameters": ["type": "array", "items": string]],
        "required": ["text"], "additionalProperties": false,
      ],
      "appNamespace": [
        "type": "object", "description": "The app's own strings: texts, plural forms, or nested groups",
        "additionalProperties": [
          "anyOf": [
            string, ["$ref": "#/definitions/appText"], ["$ref": "#/definitions/countForms"],
            ["$ref": "#/definitions/appNamespace"],
          ]
        ],
      ],
    ]
    // Each member's value, and the namespaces its path passes through (a file may nest or
    // dot at any level).
    var namespaces: Set<String> = [""]
    for member in members {
      definitions["sdk." + member.path] = value(of: member)
      let parts = member.path.split(separator: ".")
      for depth in 1..<max(parts.count, 1) { namespaces.insert(parts[..<depth].joined(separator: ".")) }
    }
    // A namespace's properties: its members and namespaces below it, by every dotted suffix.
    func properties(below namespace: String) -> [String: Any] {
      let prefix = namespace.isEmpty ? "" : namespace + "."
      var properties: [String: Any] = [:]
      for member in members where member.path.hasPrefix(prefix) {
        properties[String(member.path.dropFirst(prefix.count))] = ["$ref": "#/definitions/sdk." + member.path]
      }
      for other in namespaces where !other.isEmpty && other.hasPrefix(prefix) && other != namespace {
        properties[String(other.dropFirst(prefix.count))] = ["$ref": "#/definitions/ns." + other]
      }
      return properties
    }
    for namespace in namespaces where !namespace.isEmpty {
      definitions["ns." + namespace] = [
        "type": "object", "description": "SBUStringSet.\(namespace)", "properties": properties(below: namespace),
        "additionalProperties": false,
      ]
    }
    var root = properties(below: "")
    root["app"] = ["$ref": "#/definitions/appNamespace"]
    root["same-as-base"] = [
      "type": "array", "items": string,
      "description": "Keys whose text stays the base locale's on purpose (app keys as app.key)",
    ]
    root["needs-review"] = [
      "type": "array", "items": string, "description": "Keys whose translation awaits review (app keys as app.key)",
    ]
    root["comments"] = [
      "type": "object", "additionalProperties": string,
      "description": "Translator comments by key (app keys as app.key); export writes them as notes",
    ]
    root["translated-from"] = [
      "type": "object", "additionalProperties": ["type": "string", "pattern": "^[0-9a-f]{8}$"],
      "description": "By key: the fingerprint of the base text the translation was made from (lint: string.stale)",
    ]
    return [
      "$schema": draft,
      "title": "themec strings file (<locale>.strings.yaml) for SendbirdUIKit \(catalog.sdkVersion)",
      "description": "SBUStringSet paths, nested or dotted, and the app's own strings under app:",
      "type": ["object", "null"], "properties": root, "additionalProperties": false, "definitions": definitions,
    ]
  }

  /// A member's value: text, or for a closure a template or forms.
  private static func value(of member: StringCatalog.Member) -> [String: Any] {
    guard let signature = member.signature else {
      let text = member.defaultText.map { "SDK default: \($0)" } ?? "String"
      return ["type": "string", "description": "String. \(text)"]
    }
    let type = member.swiftType
    if signature.isList {
      return [
        "description": "\(type): a template, or forms by list size ('=1', '=2', other, empty-name)",
        "anyOf": [string, ["$ref": "#/definitions/listForms"]],
      ]
    }
    if signature.isCounted {
      return [
        "description": "\(type): a template, or plural forms (CLDR categories, '=N', '<N', cap, offset)",
        "anyOf": [string, ["$ref": "#/definitions/countForms"]],
      ]
    }
    return ["type": "string", "description": "\(type): a template with its placeholders"]
  }

  /// Plural forms: CLDR categories, `=N`, `<N`, `cap` and `offset`; a list's, `empty-name` too.
  private static func forms(list: Bool) -> [String: Any] {
    var properties: [String: Any] = [:]
    for category in PluralCategory.allCases { properties[category.rawValue] = string }
    properties["offset"] = ["type": "integer", "description": "Placeholders show count - offset"]
    properties["cap"] = [
      "type": "object", "description": "From a count on, one text (99+)",
      "properties": ["from": ["type": "integer"], "text": string], "required": ["from", "text"],
      "additionalProperties": false,
    ]
    if list { properties["empty-name"] = ["type": "string", "description": "Shown for an empty nickname"] }
    return [
      "type": "object", "properties": properties,
      "patternProperties": ["^=[0-9]+$": string, "^<[0-9]+$": string], "additionalProperties": false,
    ]
  }

  // MARK: Themes

  /// `<theme>.theme.yaml`: extends, tokens, the palette, icons and the component themes.
  static func themeSchema() -> [String: Any] {
    let catalog = StyleCatalog.sendbirdUIKit
    let reference: [String: Any] = ["$ref": "#/definitions/unquotedReference"]
    let font: [String: Any] = [
      "type": "object",
      "properties": [
        "family": string, "size": ["type": "number", "exclusiveMinimum": 0],
        "weight": ["enum": FontWeight.allCases.map(\.rawValue)], "lineHeight": ["type": "number"],
      ],
      "additionalProperties": false,
    ]
    func scalar(_ description: String) -> [String: Any] {
      ["description": description, "anyOf": [["type": ["string", "number"]], reference]]
    }
    var colors: [String: Any] = [:]
    for color in catalog.colors {
      colors[color.name] = scalar("SBUColorSet.\(color.name), SDK default \(color.rgba.hex)")
    }
    var fonts: [String: Any] = [:]
    for entry in catalog.fonts {
      let lineHeight = entry.lineHeight.map { ", line height \(formatNumber($0))" } ?? ""
      fonts[entry.name] = [
        "description":
          "SBUFontSet.\(entry.name), SDK default \(formatNumber(entry.size)) \(entry.weight.rawValue)\(lineHeight)",
        "anyOf": [string, reference, ["$ref": "#/definitions/font"]],
      ]
    }
    var icons: [String: Any] = [:]
    for icon in catalog.icons {
      icons[icon.name] = [
        "description": "SBUIconSet.\(icon.name): an asset of the app, or one with a tint and a right-to-left flip",
        "anyOf": [
          string,
          [
            "type": "object", "properties": ["asset": string, "tint": string, "rtl": ["type": "boolean"]],
            "required": ["asset"], "additionalProperties": false,
          ],
        ],
      ]
    }
    var classes: [String: Any] = [:]
    for themeClass in catalog.classes where themeClass.isCustomisable {
      var properties: [String: Any] = [:]
      for property in themeClass.properties where property.isSettable {
        let defaults = themeClass.variants.compactMap { variant in
          property.defaults[variant].map { "\(variant.rawValue) \(describe($0))" }
        }
        var value = themeValue(property.type)
        if property.access == .adaptive {
          value = [
            "type": "object", "properties": ["base": value, "liquidGlass": value], "additionalProperties": false,
          ]
        }
        value["description"] =
          "\(property.type.description)\(property.access == .adaptive ? " (@SBUAdaptive)" : ""); SDK default: \(defaults.joined(separator: "; "))"
        properties[property.name] = value
      }
      properties["from"] = [
        "enum": themeClass.variants.map(\.rawValue), "description": "Start from another variant's values",
      ]
      let variant: [String: Any] = ["type": "object", "properties": properties, "additionalProperties": false]
      var variants: [String: Any] = [:]
      for name in themeClass.variants { variants[name.rawValue] = variant }
      classes[themeClass.name] = [
        "type": "object", "description": "SBUTheme's \(themeClass.name), by variant", "properties": variants,
        "additionalProperties": false,
      ]
    }
    func section(_ properties: [String: Any], _ description: String) -> [String: Any] {
      ["type": "object", "description": description, "properties": properties, "additionalProperties": false]
    }
    return [
      "$schema": draft,
      "title": "themec theme file (<theme>.theme.yaml) for SendbirdUIKit \(catalog.sdkVersion)",
      "type": ["object", "null"],
      "properties": [
        "extends": ["type": "string", "description": "The theme this one starts from (default: the SDK's)"],
        "tokens": ["$ref": "#/definitions/tokens"],
        "colors": section(colors, "SBUColorSet: '#RRGGBB', '#RRGGBBAA', 'rgba()', 'clear', '{tokens.x} @ 0.5'"),
        "fonts": section(fonts, "SBUFontSet: size, weight, family, lineHeight, or '{fonts.x}'"),
        "icons": section(icons, "SBUIconSet"),
        "themes": section(classes, "SBUTheme component classes, per variant"),
        acceptedContrastKey: [
          "type": "array", "description": "Text/background pairs whose low contrast is accepted",
          "items": ["type": "string", "pattern": "^[A-Za-z]+\\.[A-Za-z0-9]+/[A-Za-z0-9]+$"],
        ],
      ],
      "additionalProperties": false,
      "definitions": [
        "font": font,
        "unquotedReference": [
          "type": "object", "description": "{colors.x} written without quotes",
          "patternProperties": ["^(tokens|colors|fonts)\\.": ["type": "null"]], "additionalProperties": false,
          "minProperties": 1, "maxProperties": 1,
        ],
        "tokens": [
          "type": "object", "description": "The team's own design tokens; groups nest",
          "additionalProperties": [
            "anyOf": [
              ["type": ["string", "number"]], reference, ["$ref": "#/definitions/font"],
              ["$ref": "#/definitions/tokens"],
            ]
          ],
        ],
      ],
    ]
  }

  /// The schema of a theme property's value by its type.
  private static func themeValue(_ type: StyleCatalog.ValueType) -> [String: Any] {
    let reference: [String: Any] = ["$ref": "#/definitions/unquotedReference"]
    switch type {
    case .font: return ["anyOf": [string, reference, ["$ref": "#/definitions/font"]]]
    case .number: return ["anyOf": [["type": ["number", "string"]], reference]]
    case .color, .statusBarStyle, .barStyle, .component: return ["anyOf": [string, reference]]
    }
  }
}
