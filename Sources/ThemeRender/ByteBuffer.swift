import ThemeRuntime

/// The bytes a writer appends, in raw storage that doubles as it fills.
///
/// The writers append about fifteen runs per string (quotes, keys, indentation, texts):
/// through `Array.append(contentsOf:)` each run is a generic copy, a uniqueness check and a
/// call to copy memory; here it is a capacity check and a copy. Noncopyable, so no two writers can share the
/// storage; `take()` copies the bytes out once, when a section is done.
struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    let length = bytes.count
    guard length > 0 else { return }
    if capacity - count < length { grow(length) }
    let target = base + count
    if length <= 16 {
      // Short runs (quotes and commas, indentation, keys) are copied without a call.
      for index in 0..<length { target[index] = bytes[index] }
    } else {
      target.update(from: bytes.baseAddress!, count: length)
    }
    count += length
  }

  mutating func append(contentsOf bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  mutating func append(contentsOf bytes: some Sequence<UInt8>) {
    if bytes.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) != nil { return }
    for byte in bytes { append(byte) }
  }

  /// Appends a text's UTF-8.
  mutating func append(utf8 text: String) {
    text.withUTF8Bytes { append(contentsOf: $0) }
  }

  /// Appends `count` spaces (indentation), as one copy from constant storage: a static
  /// array would be checked for initialisation and counted at every line.
  mutating func appendSpaces(_ count: Int) {
    let run: StaticString = "                                                                "
    if count <= run.utf8CodeUnitCount {
      append(contentsOf: UnsafeBufferPointer(start: run.utf8Start, count: count))
    } else {
      append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
  }

  /// The bytes written, leaving the buffer empty.
  mutating func take() -> [UInt8] {
    let bytes = [UInt8](UnsafeBufferPointer(start: base, count: count))
    count = 0
    return bytes
  }

  private mutating func grow(_ needed: Int) {
    let larger = max(capacity * 2, count + needed)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    storage.moveInitialize(from: base, count: count)
    base.deallocate()
    base = storage
    capacity = larger
  }
}
