/// Texts kept as spans of one byte array, one entry per slot: none, a text, forms (a text
/// per index given, such as per CLDR category), or the index of a value kept elsewhere.
///
/// A checked translation keeps its strings this way at the base keys' positions: every
/// text stays in the bytes it was read from, with nothing made of it until a writer reads
/// it, and nothing to free one by one. The encoding (a slot's tag and span packed into one
/// word) stays inside this type; readers get byte slices.
package struct TextSpans: Sendable {
  /// The texts' bytes, each span's one part after another.
  private var bytes: [UInt8] = []
  /// Per slot: 0; or a text's first byte + 1 (bits 32 to 61) and its length; or `formsTag`
  /// and where the forms start in `forms`; or `otherTag` and an index.
  private var slots: [UInt64]
  /// Each forms entry's mask (a bit per index given), then the span of each given text in
  /// the order of its index.
  private var forms: [UInt64] = []

  private static let formsTag: UInt64 = 1 << 62
  private static let otherTag: UInt64 = 2 << 62
  /// Spans start below this (30 bits, with the + 1).
  private static let spanLimit = 1 << 30 - 1

  /// `count` empty slots.
  package init(slots count: Int) { slots = Array(repeating: 0, count: count) }

  /// The number of slots.
  package var count: Int { slots.count }

  /// Adds bytes that spans are then given in; returns where they start.
  package mutating func append(bytes more: [UInt8]) -> Int {
    let start = bytes.count
    if start == 0 { bytes = more } else { bytes += more }
    return start
  }

  /// Whether spans that far into the bytes can be kept; past that, a value is kept elsewhere.
  package static func canSpan(to end: Int) -> Bool { end < spanLimit }

  /// Keeps a text at a slot as a span of the bytes; false when it starts too far in.
  package mutating func setText(at slot: Int, start: Int, count: Int) -> Bool {
    guard start < Self.spanLimit else { return false }
    slots[slot] = Self.span(start: start, count: count)
    return true
  }

  /// Keeps forms at a slot: the texts given (`mask`, a bit per index) as spans, in the order
  /// of their index; false when they end too far in.
  package mutating func setForms(at slot: Int, mask: Int, spans: [(start: Int, count: Int)]) -> Bool {
    guard spans.allSatisfy({ $0.start < Self.spanLimit }) else { return false }
    slots[slot] = Self.formsTag | UInt64(forms.count)
    forms.append(UInt64(mask))
    for span in spans { forms.append(Self.span(start: span.start, count: span.count)) }
    return true
  }

  /// Keeps at a slot the index of a value held elsewhere.
  package mutating func setOther(at slot: Int, _ index: Int) { slots[slot] = Self.otherTag | UInt64(index) }

  /// Whether a slot has an entry.
  package func isSet(_ slot: Int) -> Bool { slots[slot] != 0 }

  /// A slot's entry.
  package enum Entry {
    case none
    /// A text's bytes.
    case text(ArraySlice<UInt8>)
    case forms(Forms)
    /// The index given to `setOther`.
    case other(Int)
  }

  /// The entry at a slot.
  package subscript(_ slot: Int) -> Entry {
    let entry = slots[slot]
    if entry == 0 { return .none }
    switch entry >> 62 {
    case 0: return .text(Self.text(entry, in: bytes))
    case 1:
      let start = Int(entry & 0xFFFF_FFFF)
      let mask = Int(forms[start])
      return .forms(Forms(bytes: bytes, mask: mask, spans: forms[start + 1..<start + 1 + mask.nonzeroBitCount]))
    default: return .other(Int(entry & 0xFFFF_FFFF))
    }
  }

  /// A forms entry's texts, by index.
  package struct Forms {
    fileprivate let bytes: [UInt8]
    /// A bit per index given (`1 << index`).
    package let mask: Int
    fileprivate let spans: ArraySlice<UInt64>

    /// The bytes of the text at an index, nil if it is not given.
    package subscript(_ index: Int) -> ArraySlice<UInt8>? {
      let bit = 1 << index
      guard mask & bit != 0 else { return nil }
      return TextSpans.text(spans[spans.startIndex + (mask & (bit - 1)).nonzeroBitCount], in: bytes)
    }
  }

  private static func span(start: Int, count: Int) -> UInt64 { UInt64(start + 1) << 32 | UInt64(count) }

  private static func text(_ span: UInt64, in bytes: [UInt8]) -> ArraySlice<UInt8> {
    let start = Int((span >> 32) & 0x3FFF_FFFF) - 1
    return bytes[start..<start + Int(span & 0xFFFF_FFFF)]
  }
}
