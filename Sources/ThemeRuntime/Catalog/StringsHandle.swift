#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The keys a generated `ThemeStrings` numbers its accessors by: its SDK keys and its app
/// keys, each list one key per line, in the order of the accessors' numbers.
public final class StringKeys: Sendable {
  let sdk: [String]
  let app: [String]

  /// Keys from the generated file's literals (one key per line; a line with a backslash is
  /// an escaped key, see `listed`).
  public init(sdk: String, app: String) {
    self.sdk = sdk.split(separator: "\n", omittingEmptySubsequences: true).map(Self.key(listed:))
    self.app = app.split(separator: "\n", omittingEmptySubsequences: true).map(Self.key(listed:))
  }

  /// A key as the generated list writes it, one per line in a raw literal: as it is, unless
  /// it holds a backslash, a quote (a raw literal's end is one), a line break or another
  /// control character; then each of those is written `\u{HEX}` (the line then holds a
  /// backslash, which no key written as it is does).
  package static func listed(_ key: String) -> String {
    guard key.unicodeScalars.contains(where: needsEscape) else { return key }
    var out = ""
    for scalar in key.unicodeScalars {
      if needsEscape(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A key from its line (`listed`'s inverse; an escape that does not read stays as it is).
  static func key(listed line: Substring) -> String {
    guard line.utf8.contains(UInt8(ascii: "\\")) else { return String(line) }
    var out = ""
    var rest = line.unicodeScalars[...]
    while let scalar = rest.popFirst() {
      guard scalar == "\\", rest.starts(with: "u{".unicodeScalars), let close = rest.firstIndex(of: "}"),
        let value = UInt32(
          String(String.UnicodeScalarView(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])), radix: 16),
        let decoded = Unicode.Scalar(value)
      else {
        out.unicodeScalars.append(scalar)
        continue
      }
      out.unicodeScalars.append(decoded)
      rest = rest[rest.index(after: close)...]
    }
    return out
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\\" || scalar == "\"" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}

/// A `LocalizedStrings` with the keys of the generated accessors: what the generated
/// namespace types hold, so that an accessor passes a key's number rather than its text and
/// reads the strings of the value it is called on (no shared registry, no lock). One
/// reference: a namespace type is laid out as a single class reference, whose value
/// witnesses the runtime already has, so the app compiles none of its own for it.
///
/// Its entry points, like `StyleReader`'s and `ComponentReader`'s, are `@inline(never)`:
/// a release build serialises this module's small functions for other modules
/// (cross-module optimisation), and the app's optimiser would otherwise inline the lookup
/// into each of thousands of generated accessors (themec-bench compile, `-O`).
public struct StringsHandle: Sendable {
  let view: View

  /// The strings and keys a handle names.
  final class View: Sendable {
    let strings: LocalizedStrings
    let keys: StringKeys

    init(strings: LocalizedStrings, keys: StringKeys) {
      self.strings = strings
      self.keys = keys
    }
  }

  /// The handle of a locale's strings read through a generated file's keys.
  public init(_ strings: LocalizedStrings, keys: StringKeys) {
    view = View(strings: strings, keys: keys)
  }

  /// The strings and keys it names.
  var entry: (strings: LocalizedStrings, keys: StringKeys) { (view.strings, view.keys) }

  /// The SDK text with the key of that number (see `LocalizedStrings.sdk(_:)`).
  @inline(never) public func sdkText(_ key: Int32) -> String {
    let (strings, keys) = entry
    return strings.text(keys.sdk[Int(key)], StringKey.sdk, nil)
  }

  /// An SDK closure's text for its arguments.
  @inline(never) public func sdk(_ key: Int32, _ arguments: ClosureArgument...) -> String {
    let (strings, keys) = entry
    return strings.text(keys.sdk[Int(key)], StringKey.sdk, arguments)
  }

  /// The app text with the key of that number (see `LocalizedStrings.app(_:)`).
  @inline(never) public func appText(_ key: Int32) -> String {
    let (strings, keys) = entry
    return strings.text(keys.app[Int(key)], StringKey.app, nil)
  }

  /// An app string with placeholders (or a plural) for its arguments.
  @inline(never) public func app(_ key: Int32, _ arguments: ClosureArgument...) -> String {
    app(key, arguments: arguments)
  }

  func app(_ key: Int32, arguments: [ClosureArgument]) -> String {
    let (strings, keys) = entry
    return strings.text(keys.app[Int(key)], StringKey.app, arguments)
  }

  // An app string's common argument lists as plain parameters, each under a name of its
  // own: the app's compiler then resolves each call without choosing among overloads.
  /// `app(_:_:)` for arguments (Int).
  @inline(never) public func appInt(_ key: Int32, _ a: Int) -> String { app(key, arguments: [.int(a)]) }
  /// `app(_:_:)` for arguments (String).
  @inline(never) public func appString(_ key: Int32, _ a: String) -> String { app(key, arguments: [.string(a)]) }
  /// `app(_:_:)` for arguments (Int, Int).
  @inline(never) public func appIntInt(_ key: Int32, _ a: Int, _ b: Int) -> String {
    app(key, arguments: [.int(a), .int(b)])
  }
  /// `app(_:_:)` for arguments (Int, String).
  @inline(never) public func appIntString(_ key: Int32, _ a: Int, _ b: String) -> String {
    app(key, arguments: [.int(a), .string(b)])
  }
  /// `app(_:_:)` for arguments (String, Int).
  @inline(never) public func appStringInt(_ key: Int32, _ a: String, _ b: Int) -> String {
    app(key, arguments: [.string(a), .int(b)])
  }
  /// `app(_:_:)` for arguments (String, String).
  @inline(never) public func appStringString(_ key: Int32, _ a: String, _ b: String) -> String {
    app(key, arguments: [.string(a), .string(b)])
  }
}
