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
