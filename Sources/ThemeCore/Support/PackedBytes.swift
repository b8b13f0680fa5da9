/// Byte strings stored end to end in one buffer, read without reference counting.
///
/// Tables built once and read by both worker threads for every key of every locale (the
/// base locale's keys and texts, the writers' rendered declarations) are kept this way.
/// Reading a `String` or `[UInt8]` element of a shared array retains and releases it: an
/// atomic operation on a cache line the other thread is writing too, which on a large
/// project cost more than the reading. A view over one buffer counts nothing per item.
package struct PackedBytes: Sendable {
  private var storage: [UInt8] = []
  /// Where each item ends in `storage`.
  private var ends: [Int] = []

  /// No items.
  package init() {}

  /// The items in order.
  package init<Items: Sequence>(_ items: Items) where Items.Element: Collection<UInt8> {
    for item in items { append(item) }
  }

  /// The UTF-8 of each string, in order.
  package init(utf8 strings: some Sequence<String>) {
    for string in strings { string.withUTF8Bytes { append($0) } }
  }

  /// The number of items.
  package var count: Int { ends.count }

  /// The items' bytes, all told.
  package var byteCount: Int { storage.count }

  /// Adds an item at the end.
  package mutating func append(_ bytes: some Collection<UInt8>) {
    storage.append(contentsOf: bytes)
    ends.append(storage.count)
  }

  /// Calls `body` with a view of the items, valid only during the call.
  package func withItems<R>(_ body: (Items) throws -> R) rethrows -> R {
    try storage.withUnsafeBufferPointer { bytes in
      try ends.withUnsafeBufferPointer { ends in try body(Items(bytes: bytes, ends: ends)) }
    }
  }

  /// The items of a `PackedBytes`, by position.
  package struct Items {
    let bytes: UnsafeBufferPointer<UInt8>
    let ends: UnsafeBufferPointer<Int>

    /// The number of items.
    package var count: Int { ends.count }

    /// The item at `index`.
    package subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
      let start = index == 0 ? 0 : ends[index - 1]
      return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
    }
  }
}
