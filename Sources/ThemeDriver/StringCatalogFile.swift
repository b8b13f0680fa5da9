import Foundation
import ThemeCore

/// A String Catalog (`.xcstrings`) as typed values: what Xcode writes (versions 1.0 to 1.3)
/// and themec reads and writes. Fields themec does not use are not kept.
struct StringCatalogFile: Codable, Equatable {
  var sourceLanguage: String
  var strings: [String: Entry]
  var version: String

  /// One key.
  struct Entry: Codable, Equatable {
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool?
    var localizations: [String: Localization]?
  }

  /// A key's value in one locale: a string unit, variations, substitutions or a string set.
  struct Localization: Codable, Equatable {
    var stringUnit: StringUnit?
    var variations: Variations?
    var substitutions: [String: Substitution]?
    var stringSet: StringSet?
  }

  /// A text and its state (`translated`, `needs_review`, `new`, `stale`).
  struct StringUnit: Codable, Equatable {
    var state: String?
    var value: String
  }

  /// Values per plural category or per device.
  struct Variations: Codable, Equatable {
    var plural: [String: Localization]?
    var device: [String: Localization]?
  }

  /// A variable of a text (`%#@name@`), with its own variations.
  struct Substitution: Codable, Equatable {
    var argNum: Int?
    var formatSpecifier: String?
    var variations: Variations?
  }

  /// Several values for one key (which a strings file cannot hold).
  struct StringSet: Codable, Equatable {
    var state: String?
    var values: [String]?
  }

  /// Reads a catalogue; a located problem when the bytes are not one.
  static func read(path: String, bytes: [UInt8]) throws(Diagnostic) -> StringCatalogFile {
    do {
      return try JSONDecoder().decode(StringCatalogFile.self, from: Data(bytes))
    } catch let error as DecodingError {
      let (context, what): (DecodingError.Context, String) =
        switch error {
        case .typeMismatch(let type, let context): (context, "a value of type \(type)")
        case .valueNotFound(let type, let context): (context, "a value of type \(type)")
        case .keyNotFound(let key, let context): (context, "'\(key.stringValue)'")
        case .dataCorrupted(let context): (context, "well-formed JSON")
        @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "a String Catalog")
        }
      let keys = context.codingPath.map(\.stringValue)
      let at = keys.isEmpty ? "" : " at '\(keys.joined(separator: "."))'"
      throw Diagnostic(
        .importInvalid, at: Interchange.locate(keys: keys, in: bytes, path: path),
        "expected \(what)\(at) in a String Catalog, found something else")
    } catch {
      throw Diagnostic(
        .importInvalid, at: SourceLocation(path: path, line: 1, column: 1),
        "expected a String Catalog (a JSON object), found text that does not parse as one")
    }
  }

  /// The catalogue as Xcode writes it: keys sorted, indented, a newline at the end.
  func bytes() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self)) + [0x0A]
  }
}
