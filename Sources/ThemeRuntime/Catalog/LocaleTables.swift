#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A catalogue's locales, each decoded and compiled when it is first read, then kept.
///
/// A class shared by the copies of a catalogue; the cache is guarded by a lock, so any
/// thread may read.
final class LocaleTables: @unchecked Sendable {
  /// Where a locale's strings come from.
  enum Source {
    /// Already decoded (a document built in memory, or an override merged into one).
    case decoded(LocaleStrings)
    /// The bytes of its lines in a `strings.json` (see `LocaleLines`).
    case lines(Data, Range<Int>)
  }

  private let sources: [String: Source]
  /// The tags, sorted.
  let tags: [String]
  /// The tags, for membership tests.
  let tagSet: Set<String>
  private let lock = Lock()
  // Guarded by `lock`.
  private var compiled: [String: CompiledLocale?] = [:]
  // Guarded by `lock`: what was reported (`reportOnce`).
  private var reported: Set<String> = []

  /// The SDK paths that are closures (see `CompiledLocale`).
  private let closures: Set<String>

  init(_ sources: [String: Source], closures: Set<String>) {
    self.sources = sources
    self.closures = closures
    tags = sources.keys.sorted()
    tagSet = Set(sources.keys)
  }

  /// A locale's strings, decoded from its source; nil if it has none or it does not decode.
  func strings(_ tag: String) -> LocaleStrings? {
    switch sources[tag] {
    case .decoded(let strings)?: return strings
    case .lines(let data, let range)?:
      return LocaleLines.decode(tag, data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)])
    case nil: return nil
    }
  }

  /// Reports a fault (`RuntimeLog`) the first time its key is given.
  func reportOnce(_ key: String, _ message: String) {
    lock.lock()
    let first = reported.insert(key).inserted
    lock.unlock()
    if first { RuntimeLog.fault(message) }
  }

  /// A locale compiled for lookup, on its first use.
  func table(_ tag: String) -> CompiledLocale? {
    lock.lock()
    if let cached = compiled[tag] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    // Decoded outside the lock: another thread may decode the same locale meanwhile, and
    // the first result stored is the one every reader gets.
    let table = strings(tag).map { CompiledLocale(tag: tag, table: $0, closures: closures) }
    if table == nil, sources[tag] != nil {
      reportOnce("decode \(tag)", "locale '\(tag)' of the catalogue does not decode; its strings fall back")
    }
    lock.lock()
    defer { lock.unlock() }
    if let cached = compiled[tag] { return cached }
    compiled[tag] = .some(table)
    return table
  }
}
