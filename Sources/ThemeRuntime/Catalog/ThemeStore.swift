#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The catalogue an app's modules share: read from any thread, replaced whole when an
/// override is accepted. A rejected override leaves the current catalogue in force.
public final class ThemeStore: @unchecked Sendable {
  private let lock = Lock()
  private var catalog: ThemeCatalog

  /// A store over a loaded catalogue (usually the bundled `strings.json` and `styles.json`).
  public init(_ catalog: ThemeCatalog) {
    self.catalog = catalog
  }

  /// The catalogue in force.
  public var current: ThemeCatalog {
    lock.lock()
    defer { lock.unlock() }
    return catalog
  }

  /// Merges a strings override over the current catalogue, or throws every problem and
  /// changes nothing.
  public func apply(stringsOverride data: Data) throws(OverrideRejection) {
    try update { catalog throws(OverrideRejection) in try catalog.overriding(strings: data) }
  }

  /// Merges a styles override over the current catalogue, or throws every problem and
  /// changes nothing.
  public func apply(stylesOverride data: Data) throws(OverrideRejection) {
    try update { catalog throws(OverrideRejection) in try catalog.overriding(styles: data) }
  }

  private func update(_ change: (ThemeCatalog) throws(OverrideRejection) -> ThemeCatalog) throws(OverrideRejection) {
    lock.lock()
    defer { lock.unlock() }
    catalog = try change(catalog)
  }
}
