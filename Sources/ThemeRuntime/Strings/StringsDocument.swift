#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `major.minor` schema version: readers accept any minor of the major they know.
public struct SchemaVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// Incremented for changes old readers cannot read.
  public var major: Int
  /// Incremented for additions old readers may ignore.
  public var minor: Int

  /// Creates a version.
  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// `"1.0"`.
  public var description: String { "\(major).\(minor)" }

  public static func < (lhs: SchemaVersion, rhs: SchemaVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    let parts = text.split(separator: ".")
    guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "expected 'major.minor', found '\(text)'"))
    }
    self.init(major: major, minor: minor)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Throws unless a reader of `supported` reads a document of this version: the same major.
  func requireReadable(by supported: SchemaVersion) throws(RuntimeError) {
    guard major == supported.major else { throw .unsupportedSchemaVersion(found: self, supported: supported) }
  }
}

/// A JSON document that `themec build` writes, with a schema version.
public protocol VersionedDocument: Decodable {
  /// The version this library writes and reads (any minor of its major).
  static var currentSchemaVersion: SchemaVersion { get }
}

extension VersionedDocument {
  /// Decodes a document, rejecting a schema major version this library does not know.
  public static func decode(_ data: Data) throws -> Self {
    try JSONDecoder().decode(DocumentHeader.self, from: data).schemaVersion.requireReadable(by: currentSchemaVersion)
    return try JSONDecoder().decode(Self.self, from: data)
  }
}

/// What every document starts with.
private struct DocumentHeader: Decodable {
  var schemaVersion: SchemaVersion
}

/// The strings JSON that `themec build` writes: every locale's strings, fallback resolved.
public struct StringsDocument: Hashable, Sendable, Codable, VersionedDocument {
  /// The version this library writes and reads. 1.1 adds `localeLines`, the last member,
  /// where each locale is by lines (a reader of 1.0 ignores it; this one decodes a document
  /// without it whole).
  public static let currentSchemaVersion = SchemaVersion(major: 1, minor: 1)

  /// The member of a written document that places each locale by its lines.
  public static let localeLinesKey = "localeLines"

  /// The schema version of this document.
  public var schemaVersion: SchemaVersion
  /// The SendbirdUIKit release whose string set the SDK keys belong to.
  public var sdkVersion: String
  /// The CLDR release of the plural rules the compiler validated against.
  public var cldrVersion: String
  /// The locale every other locale falls back to.
  public var baseLocale: String
  /// Strings per locale tag (`de`, `pt-BR`).
  public var locales: [String: LocaleStrings]
  /// The parameters of every SDK closure by path (`["int", "bool"]`), for evaluating and
  /// validating overrides without the SDK.
  public var signatures: [String: ClosureSignature]

  /// Creates a document at the current schema version.
  public init(
    sdkVersion: String, baseLocale: String, locales: [String: LocaleStrings],
    signatures: [String: ClosureSignature] = [:]
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.sdkVersion = sdkVersion
    self.cldrVersion = PluralRules.cldrVersion
    self.baseLocale = baseLocale
    self.locales = locales
    self.signatures = signatures
  }

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, sdkVersion, cldrVersion, baseLocale, locales, signatures
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(SchemaVersion.self, forKey: .schemaVersion)
    sdkVersion = try container.decode(String.self, forKey: .sdkVersion)
    cldrVersion = try container.decode(String.self, forKey: .cldrVersion)
    baseLocale = try container.decode(String.self, forKey: .baseLocale)
    locales = try container.decode([String: LocaleStrings].self, forKey: .locales)
    signatures = try container.decodeIfPresent([String: ClosureSignature].self, forKey: .signatures) ?? [:]
  }
}

/// The strings of one locale.
public struct LocaleStrings: Hashable, Sendable, Codable {
  /// The CLDR locale whose plural rules select forms (`pt_PT`, `root`).
  public var pluralLocale: String
  /// SendbirdUIKit strings by SDK path (`MessageThread.Menu.replyInThread`).
  public var sdk: [String: StringEntry]
  /// The app's own strings by key.
  public var app: [String: StringEntry]

  /// Creates a locale's strings.
  public init(pluralLocale: String, sdk: [String: StringEntry], app: [String: StringEntry]) {
    self.pluralLocale = pluralLocale
    self.sdk = sdk
    self.app = app
  }
}

/// Errors from loading runtime data.
public enum RuntimeError: Error, Equatable, CustomStringConvertible {
  /// The document's major schema version is not one this library reads.
  case unsupportedSchemaVersion(found: SchemaVersion, supported: SchemaVersion)
  /// The data is not a document of the expected shape (malformed JSON, a missing field).
  case malformed(String)
  /// A file could not be read.
  case unreadable(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unsupportedSchemaVersion(let found, let supported):
      "unsupported schema version '\(found)': this ThemeRuntime reads \(supported.major).x"
    case .malformed(let detail): "malformed document: \(detail)"
    case .unreadable(let detail): "cannot read \(detail)"
    }
  }
}
