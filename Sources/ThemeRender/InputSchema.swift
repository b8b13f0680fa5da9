import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON Schema (draft-07) as a typed value: the members the input schemas use.
package struct JSONSchema: Encodable, Sendable {
  /// `type`: one JSON type or several.
  package enum Types: Encodable, Sendable {
    case one(String)
    case several([String])

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .one(let type): try container.encode(type)
      case .several(let types): try container.encode(types)
      }
    }
  }

  /// `items`: the one schema every item follows (boxed: a schema holds schemas).
  package indirect enum Items: Encodable, Sendable {
    case each(JSONSchema)

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .each(let schema): try container.encode(schema)
      }
    }
  }

  /// `additionalProperties`: allowed or not, or a schema they follow.
  package indirect enum Additional: Encodable, Sendable {
    case allowed(Bool)
    case schema(JSONSchema)

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .allowed(let allowed): try container.encode(allowed)
      case .schema(let schema): try container.encode(schema)
      }
    }
  }

  package var schema: String?
  package var title: String?
  package var description: String?
  package var type: Types?
  package var ref: String?
  package var properties: [String: JSONSchema]?
  package var patternProperties: [String: JSONSchema]?
  package var additionalProperties: Additional?
  package var required: [String]?
  package var items: Items?
  package var anyOf: [JSONSchema]?
  package var enumeration: [String]?
  package var pattern: String?
  package var exclusiveMinimum: Int?
  package var minProperties: Int?
  package var maxProperties: Int?
  package var definitions: [String: JSONSchema]?

  private enum CodingKeys: String, CodingKey {
    case schema = "$schema", title, description, type, ref = "$ref", properties, patternProperties
    case additionalProperties, required, items, anyOf, enumeration = "enum", pattern, exclusiveMinimum
    case minProperties, maxProperties, definitions
  }

  /// `{"type": "string"}`.
  static let string = JSONSchema(type: .one("string"))

  /// `{"$ref": "#/definitions/<name>"}`.
  static func reference(_ name: String) -> JSONSchema { JSONSchema(ref: "#/definitions/" + name) }

  /// The schema as JSON: sorted keys, two-space indentation, a final line break.
  package var text: String { renderJSON(self) }
}

/// JSON Schemas (draft-07) of the two input formats, made from the SDK catalogues, for
/// editors (`# yaml-language-server: $schema=strings.schema.json`): every key the compiler
/// accepts, with its type and the SDK's default as its description. The compiler remains
/// the judge; a schema gives completion and catches misspelt keys while typing.
package enum InputSchemas {
  /// The schema files by name: `strings.schema.json` and `theme.schema.json`.
  package static func all() -> [(name: String, text: String)] {
    [("strings.schema.json", strings().text), ("theme.schema.json", theme().text)]
  }

  private static let draft = "http://json-schema.org/draft-07/schema#"

  // MARK: Strings

  /// `<locale>.strings.yaml`: SDK keys nested or dotted at any level, `app:`, `same-as-base:`,
  /// `needs-review:`, `comments:`, `translated-from:`, `source-keys:`.
  package static func strings() -> JSONSchema {
    let catalog = StringCatalog.sendbirdUIKit
    let string = JSONSchema.string
    // The keys a file may set: available, current, settable members (aliases too).
    let members = catalog.members.filter { !$0.unavailable && !$0.deprecated && $0.settable }
    var definitions: [String: JSONSchema] = [
      "countForms": forms(list: false), "listForms": forms(list: true),
      "appText": JSONSchema(
        description: "A text whose placeholders the base names: title(name:)", type: .one("object"),
        properties: ["text": string, "parameters": JSONSchema(type: .one("array"), items: .each(string))],
        additionalProperties: .allowed(false), required: ["text"]),
      "appNamespace": JSONSchema(
        description: "The app's own strings: texts, plural forms, or nested groups", type: .one("object"),
        additionalProperties: .schema(
          JSONSchema(anyOf: [
            string, .reference("appText"), .reference("countForms"), .reference("appNamespace"),
          ]))),
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
    func properties(below namespace: String) -> [String: JSONSchema] {
      let prefix = namespace.isEmpty ? "" : namespace + "."
      var properties: [String: JSONSchema] = [:]
      for member in members where member.path.hasPrefix(prefix) {
        properties[String(member.path.dropFirst(prefix.count))] = .reference("sdk." + member.path)
      }
      for other in namespaces where !other.isEmpty && other.hasPrefix(prefix) && other != namespace {
        properties[String(other.dropFirst(prefix.count))] = .reference("ns." + other)
      }
      return properties
    }
    for namespace in namespaces where !namespace.isEmpty {
      definitions["ns." + namespace] = JSONSchema(
        description: "SBUStringSet.\(namespace)", type: .one("object"), properties: properties(below: namespace),
        additionalProperties: .allowed(false))
    }
    var root = properties(below: "")
    root["app"] = .reference("appNamespace")
    root["same-as-base"] = JSONSchema(
      description: "Keys whose text stays the base locale's on purpose (app keys as app.key)", type: .one("array"),
      items: .each(string))
    root["needs-review"] = JSONSchema(
      description: "Keys whose translation awaits review (app keys as app.key)", type: .one("array"),
      items: .each(string))
    root["comments"] = JSONSchema(
      description: "Translator comments by key (app keys as app.key); export writes them as notes",
      type: .one("object"), additionalProperties: .schema(string))
    root["translated-from"] = JSONSchema(
      description: "By key: the fingerprint of the base text the translation was made from (lint: string.stale)",
      type: .one("object"),
      additionalProperties: .schema(JSONSchema(type: .one("string"), pattern: "^[0-9a-f]{8}$")))
    root["source-keys"] = JSONSchema(
      description: "By app key (app.key): the key the app's own catalogue spells it with; export writes it back",
      type: .one("object"), additionalProperties: .schema(string))
    return JSONSchema(
      schema: draft, title: "themec strings file (<locale>.strings.yaml) for SendbirdUIKit \(catalog.sdkVersion)",
      description: "SBUStringSet paths, nested or dotted, and the app's own strings under app:",
      type: .several(["object", "null"]), properties: root, additionalProperties: .allowed(false),
      definitions: definitions)
  }

  /// A member's value: text, or for a closure a template or forms.
  private static func value(of member: StringCatalog.Member) -> JSONSchema {
    guard let signature = member.signature else {
      let text = member.defaultText.map { "SDK default: \($0)" } ?? "String"
      return JSONSchema(description: "String. \(text)", type: .one("string"))
    }
    let type = member.swiftType
    if signature.isList {
      return JSONSchema(
        description: "\(type): a template, or forms by list size ('=1', '=2', other, empty-name)",
        anyOf: [.string, .reference("listForms")])
    }
    if signature.isCounted {
      return JSONSchema(
        description: "\(type): a template, or plural forms (CLDR categories, '=N', '<N', cap, offset)",
        anyOf: [.string, .reference("countForms")])
    }
    return JSONSchema(description: "\(type): a template with its placeholders", type: .one("string"))
  }

  /// Plural forms: CLDR categories, `=N`, `<N`, `cap` and `offset`; a list's, `empty-name` too.
  private static func forms(list: Bool) -> JSONSchema {
    var properties: [String: JSONSchema] = [:]
    for category in PluralCategory.allCases { properties[category.rawValue] = .string }
    properties["offset"] = JSONSchema(description: "Placeholders show count - offset", type: .one("integer"))
    properties["cap"] = JSONSchema(
      description: "From a count on, one text (99+)", type: .one("object"),
      properties: ["from": JSONSchema(type: .one("integer")), "text": .string],
      additionalProperties: .allowed(false), required: ["from", "text"])
    if list {
      properties["empty-name"] = JSONSchema(description: "Shown for an empty nickname", type: .one("string"))
    }
    return JSONSchema(
      type: .one("object"), properties: properties, patternProperties: ["^=[0-9]+$": .string, "^<[0-9]+$": .string],
      additionalProperties: .allowed(false))
  }

  // MARK: Themes

  /// `<theme>.theme.yaml`: extends, tokens, the palette, icons and the component themes.
  package static func theme() -> JSONSchema {
    let catalog = StyleCatalog.sendbirdUIKit
    let string = JSONSchema.string
    let reference = JSONSchema.reference("unquotedReference")
    let font = JSONSchema(
      type: .one("object"),
      properties: [
        "family": string, "size": JSONSchema(type: .one("number"), exclusiveMinimum: 0),
        "weight": JSONSchema(enumeration: FontWeight.allCases.map(\.rawValue)),
        "lineHeight": JSONSchema(type: .one("number")),
        "textStyle": JSONSchema(enumeration: TextStyle.allCases.map(\.rawValue)),
        "maxSize": JSONSchema(type: .one("number"), exclusiveMinimum: 0),
      ],
      additionalProperties: .allowed(false))
    func scalar(_ description: String) -> JSONSchema {
      JSONSchema(description: description, anyOf: [JSONSchema(type: .several(["string", "number"])), reference])
    }
    var colors: [String: JSONSchema] = [:]
    for color in catalog.colors {
      colors[color.name] = scalar("SBUColorSet.\(color.name), SDK default \(color.rgba.hex)")
    }
    var fonts: [String: JSONSchema] = [:]
    for entry in catalog.fonts {
      let lineHeight = entry.lineHeight.map { ", line height \(formatNumber($0))" } ?? ""
      fonts[entry.name] = JSONSchema(
        description:
          "SBUFontSet.\(entry.name), SDK default \(formatNumber(entry.size)) \(entry.weight.rawValue)\(lineHeight)",
        anyOf: [string, reference, .reference("font")])
    }
    var icons: [String: JSONSchema] = [:]
    for icon in catalog.icons {
      icons[icon.name] = JSONSchema(
        description: "SBUIconSet.\(icon.name): an asset of the app, or one with a tint and a right-to-left flip",
        anyOf: [
          string,
          JSONSchema(
            type: .one("object"),
            properties: ["asset": string, "tint": string, "rtl": JSONSchema(type: .one("boolean"))],
            additionalProperties: .allowed(false), required: ["asset"]),
        ])
    }
    var classes: [String: JSONSchema] = [:]
    for themeClass in catalog.classes where themeClass.isCustomisable {
      var properties: [String: JSONSchema] = [:]
      for property in themeClass.properties where property.isSettable {
        let defaults = themeClass.variants.compactMap { variant in
          property.defaults[variant].map { "\(variant.rawValue) \($0.written)" }
        }
        var value = themeValue(property.type)
        if property.access == .adaptive {
          value = JSONSchema(
            type: .one("object"), properties: ["base": value, "liquidGlass": value],
            additionalProperties: .allowed(false))
        }
        value.description =
          "\(property.type.description)\(property.access == .adaptive ? " (@SBUAdaptive)" : ""); SDK default: \(defaults.joined(separator: "; "))"
        properties[property.name] = value
      }
      properties["from"] = JSONSchema(
        description: "Start from another variant's values", enumeration: themeClass.variants.map(\.rawValue))
      let variant = JSONSchema(type: .one("object"), properties: properties, additionalProperties: .allowed(false))
      var variants: [String: JSONSchema] = [:]
      for name in themeClass.variants { variants[name.rawValue] = variant }
      classes[themeClass.name] = JSONSchema(
        description: "SBUTheme's \(themeClass.name), by variant", type: .one("object"), properties: variants,
        additionalProperties: .allowed(false))
    }
    func section(_ properties: [String: JSONSchema], _ description: String) -> JSONSchema {
      JSONSchema(
        description: description, type: .one("object"), properties: properties, additionalProperties: .allowed(false))
    }
    return JSONSchema(
      schema: draft, title: "themec theme file (<theme>.theme.yaml) for SendbirdUIKit \(catalog.sdkVersion)",
      type: .several(["object", "null"]),
      properties: [
        "extends": JSONSchema(description: "The theme this one starts from (default: the SDK's)", type: .one("string")),
        "tokens": .reference("tokens"),
        "colors": section(colors, "SBUColorSet: '#RRGGBB', '#RRGGBBAA', 'rgba()', 'clear', '{tokens.x} @ 0.5'"),
        "fonts": section(fonts, "SBUFontSet: size, weight, family, lineHeight, textStyle, maxSize, or '{fonts.x}'"),
        "icons": section(icons, "SBUIconSet"),
        "themes": section(classes, "SBUTheme component classes, per variant"),
        acceptedContrastKey: JSONSchema(
          description: "Text/background pairs whose low contrast is accepted", type: .one("array"),
          items: .each(JSONSchema(type: .one("string"), pattern: "^[A-Za-z]+\\.[A-Za-z0-9]+/[A-Za-z0-9]+$"))),
      ],
      additionalProperties: .allowed(false),
      definitions: [
        "font": font,
        "unquotedReference": JSONSchema(
          description: "{colors.x} written without quotes", type: .one("object"),
          patternProperties: ["^(tokens|colors|fonts)\\.": JSONSchema(type: .one("null"))],
          additionalProperties: .allowed(false), minProperties: 1, maxProperties: 1),
        "tokens": JSONSchema(
          description: "The team's own design tokens; groups nest", type: .one("object"),
          additionalProperties: .schema(
            JSONSchema(anyOf: [
              JSONSchema(type: .several(["string", "number"])), reference, .reference("font"), .reference("tokens"),
            ]))),
      ])
  }

  /// The schema of a theme property's value by its type.
  private static func themeValue(_ type: StyleCatalog.ValueType) -> JSONSchema {
    let reference = JSONSchema.reference("unquotedReference")
    switch type {
    case .font: return JSONSchema(anyOf: [.string, reference, .reference("font")])
    case .number: return JSONSchema(anyOf: [JSONSchema(type: .several(["number", "string"])), reference])
    case .color, .statusBarStyle, .barStyle, .component: return JSONSchema(anyOf: [.string, reference])
    }
  }
}
