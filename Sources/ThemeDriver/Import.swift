import Foundation
import ThemeCore
import ThemeRuntime

/// `themec import`: existing translations (`.strings`, `.stringsdict`) into
/// `<locale>.strings.yaml` files.
extension Driver {
  /// One imported string: a text or plural forms by CLDR category, with its comment.
  struct ImportedString {
    var key: String
    var text: String?
    var forms: [(category: String, text: String)] = []
    var comment: String?
  }

  /// The locale of an input: `--locale`, else its `xx.lproj` folder (`Base` is the base locale).
  static func importLocale(of path: String, given: String?, base: String) -> String? {
    if let given { return given }
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    guard folder.hasSuffix(".lproj") else { return nil }
    let name = String(folder.dropLast(".lproj".count))
    return name == "Base" ? base : name
  }

  /// Reads a `.stringsdict`: each key whose format is one plural variable (`%#@count@`,
  /// `%1$#@count@`) becomes forms; any other (text around the variable, several variables)
  /// is reported, not imported. Categories the locale does not select are kept and reported.
  static func readStringsdict(_ path: String, bytes: [UInt8], locale: String)
    -> (strings: [ImportedString], diagnostics: [Diagnostic])
  {
    let start = SourceLocation(path: path, line: 1, column: 1)
    guard
      let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
      let root = plist as? [String: Any]
    else {
      return ([], [Diagnostic(.importInvalid, at: start, "expected a property list of dictionaries (a .stringsdict)")])
    }
    var strings: [ImportedString] = []
    var diagnostics: [Diagnostic] = []
    let rules = PluralRules.ruleSet(for: locale)
    for key in root.keys.sorted() {
      guard let entry = root[key] as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
        diagnostics.append(
          Diagnostic(
            .importDropped, at: start,
            "expected a dictionary with NSStringLocalizedFormatKey for \"\(key)\"; not imported"))
        continue
      }
      let variables = entry.keys.filter { $0 != "NSStringLocalizedFormatKey" }.sorted()
      let single = variables.count == 1 ? variables[0] : nil
      guard let name = single, format == "%#@\(name)@" || format == "%1$#@\(name)@",
        let variable = entry[name] as? [String: Any],
        variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
      else {
        diagnostics.append(
          Diagnostic(
            .importDropped, at: start,
            "expected \"\(key)\" to be one plural variable ('%#@name@'), found '\(format)' with \(variables.count) variable\(variables.count == 1 ? "" : "s"); not imported, write it as forms by hand"
          ))
        continue
      }
      var forms: [(String, String)] = []
      for category in PluralCategory.allCases {
        guard let text = variable[category.rawValue] as? String else { continue }
        forms.append((category.rawValue, text))
        if category != .other, !rules.integerCategories.contains(category) {
          diagnostics.append(
            Diagnostic(
              .importDropped, at: start,
              "\"\(key)\" has a '\(category.rawValue)' form, which locale '\(locale)' never selects for integers; kept, and the compiler will say so"
            ))
        }
      }
      strings.append(ImportedString(key: key, text: nil, forms: forms, comment: nil))
    }
    return (strings, diagnostics)
  }

  /// The YAML of one locale's imported strings: SDK keys (paths of settable SDK members)
  /// at the top level, every other key under `app:`, each with its comment above it.
  static func importedYAML(_ strings: [ImportedString], sources: [String]) -> String {
    let catalog = StringCatalog.sendbirdUIKit
    func isSDK(_ key: String) -> Bool {
      guard let member = catalog.member(key) else { return false }
      return member.settable && !member.deprecated && !member.unavailable
    }
    var lines = ["# Imported by themec from \(sources.joined(separator: ", "))."]
    func write(_ string: ImportedString, indent: String) {
      if let comment = string.comment {
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
          lines.append(indent + "# " + line.trimmingCharacters(in: .whitespaces))
        }
      }
      let key = yamlQuoted(string.key)
      if let text = string.text {
        lines.append("\(indent)\(key): \(yamlQuoted(text))")
      } else {
        lines.append("\(indent)\(key):")
        for (category, text) in string.forms { lines.append("\(indent)  \(category): \(yamlQuoted(text))") }
      }
    }
    for string in strings where isSDK(string.key) { write(string, indent: "") }
    let app = strings.filter { !isSDK($0.key) }
    if !app.isEmpty {
      lines.append("app:")
      for string in app { write(string, indent: "  ") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A YAML double-quoted scalar.
  static func yamlQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += String(format: "\\u%04X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `themec import FILE... [-o DIR] [--locale TAG]`: reads each file, groups them by
  /// locale (a `.stringsdict` entry over a `.strings` one of the same key, as Foundation
  /// reads them), and writes `DIR/<locale>.strings.yaml` for each locale, never replacing
  /// a file. Returns the files written and the findings (what was dropped or repeated).
  public static func importStrings(_ paths: [String], into directory: String, locale given: String?, base: String)
    throws -> (written: [String], diagnostics: [Diagnostic])
  {
    var byLocale: [String: (strings: [ImportedString], sources: [String])] = [:]
    var diagnostics: [Diagnostic] = []
    for path in paths {
      guard let locale = importLocale(of: path, given: given, base: base) else {
        throw DriverError(
          message: "cannot tell the locale of '\(path)': put it in an 'xx.lproj' folder or give --locale", isUsage: true
        )
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw DriverError(message: "no such file or directory: '\(path)'", isUsage: true)
      }
      var imported: [ImportedString]
      if path.hasSuffix(".stringsdict") {
        let (strings, found) = readStringsdict(path, bytes: Array(data), locale: locale)
        imported = strings
        diagnostics += found
      } else if path.hasSuffix(".strings") {
        var reader = try AppleStringsReader(path: path, bytes: Array(data))
        imported = reader.entries().map { ImportedString(key: $0.key, text: $0.value, comment: $0.comment) }
        diagnostics += reader.diagnostics
      } else {
        throw DriverError(message: "expected a .strings or .stringsdict file, found '\(path)'", isUsage: true)
      }
      var current = byLocale[locale] ?? ([], [])
      for string in imported {
        if let index = current.strings.firstIndex(where: { $0.key == string.key }) {
          // A plural (stringsdict) wins over a text, as Foundation reads them.
          if string.text == nil || current.strings[index].text != nil { current.strings[index] = string }
        } else {
          current.strings.append(string)
        }
      }
      current.sources.append(path)
      byLocale[locale] = current
    }
    if diagnostics.contains(where: { $0.severity == .error }) { return ([], diagnostics) }
    var written: [String] = []
    for locale in byLocale.keys.sorted() {
      let path = normalized(directory) + "/\(locale).strings.yaml"
      if FileManager.default.fileExists(atPath: path) {
        throw DriverError(
          message: "'\(path)' exists; themec import does not replace a file (move it, or choose another -o)",
          isUsage: true)
      }
    }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for locale in byLocale.keys.sorted() {
      let path = normalized(directory) + "/\(locale).strings.yaml"
      let (strings, sources) = byLocale[locale]!
      try replaceFile(path, with: [Array(importedYAML(strings, sources: sources).utf8)])
      written.append(path)
    }
    return (written, diagnostics)
  }
}
