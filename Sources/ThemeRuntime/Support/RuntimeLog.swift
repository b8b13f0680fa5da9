#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(os)
  import os
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the runtime meets that would otherwise be silent (an embedded catalogue that does not
/// decode, a locale or theme that is not there): a fault through the platform's logger
/// (`os_log` on Apple platforms, subsystem `themec.ThemeRuntime`), standard error elsewhere.
/// The app keeps running with a fallback the message names; `ThemeCatalog.validate()` throws
/// for a catalogue that did not decode.
public enum RuntimeLog {
  #if canImport(os)
    // OSLog is not Sendable in Apple's SDKs (Logger, which is, needs iOS 14); it is immutable
    // and os_log may be called from any thread.
    nonisolated(unsafe) private static let log = OSLog(subsystem: "themec.ThemeRuntime", category: "catalogue")
  #endif

  /// Reports a fault.
  public static func fault(_ message: String) {
    #if canImport(os)
      os_log("%{public}@", log: log, type: .fault, message)
    #else
      let line = Array("ThemeRuntime: fault: \(message)\n".utf8)
      _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    #endif
  }
}
