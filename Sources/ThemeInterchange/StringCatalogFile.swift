import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A String Catalog (`.xcstrings`) as typed values: what Xcode writes (versions 1.0 to 1.3)
/// and themec reads and writes. Fields themec does not use are not kept. Written with
/// `JSONEncoder`; read with `JSONReader` (see there why not `JSONDecoder`), every problem
/// placed where it is written.
package struct StringCatalogFile: Codable, Equatable {
  /// Creates one.
  package init(sourceLanguage: String, strings: [String: Entry], version: String) {
    self.sourceLanguage = sourceLanguage
    self.strings = strings
    self.version = version
  }

  package var sourceLanguage: String
  package var strings: [String: Entry]
  package var version: String

  /// One key.
  package struct Entry: Codable, Equatable {

    package var comment: String?
    package var extractionState: String?
    package var shouldTranslate: Bool?
    package var localizations: [String: Localization]?

    package init(
      comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool? = nil,
      localizations: [String: Localization]? = nil
    ) {
      self.comment = comment
      self.extractionState = extractionState
      self.shouldTranslate = shouldTranslate
      self.localizations = localizations
    }

    /// Reads one from a catalogue.
    package init(_ reader: inout JSONReader, key: String) throws(JSONProblem) {
      try reader.readObject("'\(key)'") { reader, name, _ throws(JSONProblem) in
        switch name {
        case "comment": comment = try reader.readString("the comment of '\(key)'")
        case "extractionState": extractionState = try reader.readString("the extraction state of '\(key)'")
        case "shouldTranslate": shouldTranslate = try reader.readBool("'shouldTranslate' of '\(key)'")
        case "localizations":
          var localizations: [String: Localization] = [:]
          try reader.readObject("the localizations of '\(key)'") { reader, code, _ throws(JSONProblem) in
            localizations[code] = try Localization(&reader, "'\(key)' in '\(code)'")
          }
          self.localizations = localizations
        default: try reader.skipValue()
        }
      }
    }
  }

  /// A key's value in one locale: a string unit, variations, substitutions or a string set.
  package struct Localization: Codable, Equatable {

    package var stringUnit: StringUnit?
    package var variations: Variations?
    package var substitutions: [String: Substitution]?
    package var stringSet: StringSet?

    package init(
      stringUnit: StringUnit? = nil, variations: Variations? = nil, substitutions: [String: Substitution]? = nil,
      stringSet: StringSet? = nil
    ) {
      self.stringUnit = stringUnit
      self.variations = variations
      self.substitutions = substitutions
      self.stringSet = stringSet
    }

    /// Reads one from a catalogue; `what` names it in messages.
    package init(_ reader: inout JSONReader, _ what: String) throws(JSONProblem) {
      try reader.readObject(what) { reader, name, start throws(JSONProblem) in
        switch name {
        case "stringUnit":
          var state: String?
          var value: String?
          let unitStart = try reader.readObject("the string unit of \(what)") { reader, field, _ throws(JSONProblem) in
            switch field {
            case "state": state = try reader.readString("the state of \(what)")
            case "value": value = try reader.readString("the value of \(what)")
            default: try reader.skipValue()
            }
          }
          guard let value else {
            throw reader.problem("expected a 'value' in the string unit of \(what)", at: unitStart)
          }
          stringUnit = StringUnit(state: state, value: value)
        case "variations": variations = try Variations(&reader, what)
        case "substitutions":
          var substitutions: [String: Substitution] = [:]
          try reader.readObject("the substitutions of \(what)") { reader, variable, _ throws(JSONProblem) in
            var substitution = Substitution()
            try reader.readObject("the substitution '\(variable)' of \(what)") { reader, field, _ throws(JSONProblem) in
              switch field {
              case "argNum": substitution.argNum = try reader.readNumber("'argNum'").flatMap { Int(exactly: $0) }
              case "formatSpecifier": substitution.formatSpecifier = try reader.readString("'formatSpecifier'")
              case "variations": substitution.variations = try Variations(&reader, "'\(variable)' of \(what)")
              default: try reader.skipValue()
              }
            }
            substitutions[variable] = substitution
          }
          self.substitutions = substitutions
        case "stringSet":
          var set = StringSet()
          try reader.readObject("the string set of \(what)") { reader, field, _ throws(JSONProblem) in
            switch field {
            case "state": set.state = try reader.readString("the state of \(what)")
            case "values":
              var values: [String] = []
              try reader.readArray("the values of \(what)") { reader throws(JSONProblem) in
                values.append(try reader.readString("a value of \(what)") ?? "")
              }
              set.values = values
            default: try reader.skipValue()
            }
          }
          stringSet = set
        default: try reader.skipValue()
        }
      }
    }
  }

  /// A text and its state (`translated`, `needs_review`, `new`, `stale`).
  package struct StringUnit: Codable, Equatable {
    /// Creates one.
    package init(state: String? = nil, value: String) {
      self.state = state
      self.value = value
    }

    package var state: String?
    package var value: String
  }

  /// Values per plural category or per device.
  package struct Variations: Codable, Equatable {

    package var plural: [String: Localization]?
    package var device: [String: Localization]?

    package init(plural: [String: Localization]? = nil, device: [String: Localization]? = nil) {
      self.plural = plural
      self.device = device
    }

    /// Reads the variations of a localization `what` names.
    package init(_ reader: inout JSONReader, _ what: String) throws(JSONProblem) {
      try reader.readObject("the variations of \(what)") { reader, kind, _ throws(JSONProblem) in
        guard kind == "plural" || kind == "device" else { return try reader.skipValue() }
        var cases: [String: Localization] = [:]
        try reader.readObject("the \(kind) variations of \(what)") { reader, name, _ throws(JSONProblem) in
          cases[name] = try Localization(&reader, "the '\(name)' \(kind) variation of \(what)")
        }
        if kind == "plural" { plural = cases } else { device = cases }
      }
    }
  }

  /// A variable of a text (`%#@name@`), with its own variations.
  package struct Substitution: Codable, Equatable {
    package var argNum: Int?
    package var formatSpecifier: String?
    package var variations: Variations?

    package init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil) {
      self.argNum = argNum
      self.formatSpecifier = formatSpecifier
      self.variations = variations
    }
  }

  /// Several values for one key (which a strings file cannot hold).
  package struct StringSet: Codable, Equatable {
    package var state: String?
    package var values: [String]?

    package init(state: String? = nil, values: [String]? = nil) {
      self.state = state
      self.values = values
    }
  }

  /// Reads a catalogue; a located problem when the bytes are not one (not JSON, or a member
  /// of the wrong kind, placed where it is written). Members themec does not use are passed
  /// over.
  package static func read(path: String, bytes: [UInt8]) throws(Diagnostic) -> StringCatalogFile {
    do throws(JSONProblem) {
      return try read(bytes)
    } catch {
      throw Diagnostic(.importInvalid, at: SourceLocation(path: path, offset: error.offset, in: bytes), error.message)
    }
  }

  private static func read(_ bytes: [UInt8]) throws(JSONProblem) -> StringCatalogFile {
    var reader = JSONReader(bytes: bytes)
    var source: String?
    var version: String?
    var strings: [String: Entry]?
    let start = try reader.readObject("the String Catalog") { reader, name, _ throws(JSONProblem) in
      switch name {
      case "sourceLanguage": source = try reader.readString("'sourceLanguage'")
      case "version": version = try reader.readString("'version'")
      case "strings":
        var entries: [String: Entry] = [:]
        try reader.readObject("'strings'") { reader, key, _ throws(JSONProblem) in
          entries[key] = try Entry(&reader, key: key)
        }
        strings = entries
      default: try reader.skipValue()
      }
    }
    try reader.finish()
    guard let source, let version, let strings else {
      throw reader.problem("expected 'sourceLanguage', 'strings' and 'version' in the String Catalog", at: start)
    }
    return StringCatalogFile(sourceLanguage: source, strings: strings, version: version)
  }

  /// The catalogue as Xcode writes it: keys sorted, indented, a newline at the end.
  package func bytes() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self)) + [0x0A]
  }
}
