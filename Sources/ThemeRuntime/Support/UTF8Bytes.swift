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
