import Foundation

/// The keys a generated `ThemeStrings` numbers its accessors by: its SDK keys and its app
/// keys, each list one key per line, in the order of the accessors' numbers.
public final class StringKeys: Sendable {
  let sdk: [String]
  let app: [String]

  /// Keys from the generated file's literals (one key per line).
  public init(sdk: String, app: String) {
    self.sdk = sdk.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    self.app = app.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}

/// A `LocalizedStrings` with the keys of the generated accessors, as a number: the app's
/// generated namespace types hold one, so that they are trivial values (no reference to
/// count in each accessor, no value witnesses of their own), and an accessor passes a
/// key's number rather than its text. Measured on an app of 2,000 strings: the `-Onone`
/// compile of its accessors takes about a quarter less (themec-bench compile).
///
/// A handle stays valid for the process: the strings it names are kept (once per catalogue
/// table set, chain of locales and key list; a catalogue replaced by overrides stays as
/// long as a handle of it was made).
public struct StringsHandle: Sendable, Hashable {
  let index: UInt32

  /// The handle of a locale's strings read through a generated file's keys.
  public init(_ strings: LocalizedStrings, keys: StringKeys) {
    index = HandleRegistry.shared.handle(strings, keys: keys)
  }

  /// The strings and keys it names.
  var entry: (strings: LocalizedStrings, keys: StringKeys) { HandleRegistry.shared.entry(index) }

  /// The SDK text with the key of that number (see `LocalizedStrings.sdk(_:)`).
  public func sdkText(_ key: Int32) -> String {
    let (strings, keys) = entry
    return strings.text(keys.sdk[Int(key)], StringKey.sdk, nil)
  }

  /// An SDK closure's text for its arguments.
  public func sdk(_ key: Int32, _ arguments: ClosureArgument...) -> String {
    let (strings, keys) = entry
    return strings.text(keys.sdk[Int(key)], StringKey.sdk, arguments)
  }

  /// The app text with the key of that number (see `LocalizedStrings.app(_:)`).
  public func appText(_ key: Int32) -> String {
    let (strings, keys) = entry
    return strings.text(keys.app[Int(key)], StringKey.app, nil)
  }

  /// An app string with placeholders (or a plural) for its arguments.
  public func app(_ key: Int32, _ arguments: ClosureArgument...) -> String { app(key, arguments: arguments) }

  func app(_ key: Int32, arguments: [ClosureArgument]) -> String {
    let (strings, keys) = entry
    return strings.text(keys.app[Int(key)], StringKey.app, arguments)
  }

  // An app string's common argument lists as plain parameters, each under a name of its
  // own: the app's compiler then resolves each call without choosing among overloads.
  /// `app(_:_:)` for arguments (Int).
  public func appInt(_ key: Int32, _ a: Int) -> String { app(key, arguments: [.int(a)]) }
  /// `app(_:_:)` for arguments (String).
  public func appString(_ key: Int32, _ a: String) -> String { app(key, arguments: [.string(a)]) }
  /// `app(_:_:)` for arguments (Int, Int).
  public func appIntInt(_ key: Int32, _ a: Int, _ b: Int) -> String { app(key, arguments: [.int(a), .int(b)]) }
  /// `app(_:_:)` for arguments (Int, String).
  public func appIntString(_ key: Int32, _ a: Int, _ b: String) -> String {
    app(key, arguments: [.int(a), .string(b)])
  }
  /// `app(_:_:)` for arguments (String, Int).
  public func appStringInt(_ key: Int32, _ a: String, _ b: Int) -> String {
    app(key, arguments: [.string(a), .int(b)])
  }
  /// `app(_:_:)` for arguments (String, String).
  public func appStringString(_ key: Int32, _ a: String, _ b: String) -> String {
    app(key, arguments: [.string(a), .string(b)])
  }
}

/// The strings and keys behind every handle made, kept for the process. One entry per
/// catalogue table set, chain and key list: `ThemeStrings.current` makes a new
/// `LocalizedStrings` at each use, and its handle is the one made first.
final class HandleRegistry: @unchecked Sendable {
  static let shared = HandleRegistry()

  private struct Identity: Hashable {
    let tables: ObjectIdentifier
    let first: String?
    let rest: [String]
    let keys: ObjectIdentifier
  }

  private let lock = NSLock()
  private var entries: [(strings: LocalizedStrings, keys: StringKeys)] = []
  private var indices: [Identity: UInt32] = [:]

  func handle(_ strings: LocalizedStrings, keys: StringKeys) -> UInt32 {
    let identity = Identity(
      tables: ObjectIdentifier(strings.tables), first: strings.first?.tag, rest: strings.rest,
      keys: ObjectIdentifier(keys))
    lock.lock()
    defer { lock.unlock() }
    if let index = indices[identity] { return index }
    let index = UInt32(entries.count)
    entries.append((strings, keys))
    indices[identity] = index
    return index
  }

  func entry(_ index: UInt32) -> (strings: LocalizedStrings, keys: StringKeys) {
    lock.lock()
    defer { lock.unlock() }
    return entries[Int(index)]
  }
}
