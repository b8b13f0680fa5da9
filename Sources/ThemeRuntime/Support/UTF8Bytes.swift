#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Calls `body` with the string's UTF-8 bytes. Unlike `withUTF8`, which is mutating, it
  /// needs no copy of the string (a copy is a reference-count operation, and the writers
  /// ask this of every text they write).
  @inlinable
  package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}

extension UnsafeBufferPointer where Element == UInt8 {
  /// The index of the first `byte` at or after `start`, or nil: found with memchr, which
  /// reads many bytes at a time.
  @inlinable
  package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    guard let base = baseAddress, start < count, let found = memchr(base + start, Int32(byte), count - start) else {
      return nil
    }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}

extension String {
  /// The text of bytes if they are UTF-8, else nil: the standard library's
  /// `String(validating:as:)` where the system has it (macOS 15, iOS 18), `utf8IfValid`
  /// before.
  @inlinable
  package init?(utf8Bytes bytes: some Collection<UInt8>) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
      self = text
    } else {
      guard let text = String.utf8IfValid(bytes) else { return nil }
      self = text
    }
  }

  /// The text of bytes if they are UTF-8, else nil, with what every release of the standard
  /// library has: decoded (each ill-formed sequence becomes U+FFFD), it is the bytes again
  /// only if none was ill-formed, since U+FFFD's own encoding is well-formed.
  @inlinable
  package static func utf8IfValid(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}
