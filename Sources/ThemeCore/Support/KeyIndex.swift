import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Distinct keys in a fixed order, with each key's position found by one probe of an
/// open-addressed table.
///
/// Every translation looks each of its keys up in the base locale's table. `Dictionary`
/// hashes a key with SipHash and compares it with `String ==`; this hashes the key's bytes
/// a word at a time and compares bytes only when 32 bits of the hash agree. Keys match as `String ==` matches them
/// (canonical equivalence): a key with non-ASCII bytes is hashed and compared in its
/// composed form (NFC), in which canonically equivalent texts have the same bytes.
public struct KeyIndex: Sendable {
  /// The keys, in the order given.
  public let keys: [String]
  /// The keys as hashed and compared: ASCII keys as they are, others composed. Packed,
  /// since both worker threads look keys up in the same index (see `PackedBytes`).
  private let forms: PackedBytes
  /// Per slot: 0 for empty, else the upper 32 bits of the key's hash and its position + 1.
  private let slots: [UInt64]
  private let mask: Int
  /// Each key given again: its position and the position where it was first given.
  public let duplicates: [(position: Int, first: Int)]

  /// Indexes keys; a key given twice is found at its first position (see `duplicates`).
  public init(keys: [String]) {
    self.keys = keys
    let forms = PackedBytes(utf8: keys.lazy.map(Self.form))
    self.forms = forms
    (slots, mask, duplicates) = Self.index(forms)
  }

  /// Each key given again among keys given as their forms (`appendForm`): its position
  /// and the position where it was first given. No string is made of an ASCII key.
  package static func duplicates(forms: PackedBytes) -> [(position: Int, first: Int)] {
    index(forms).duplicates
  }

  /// Appends a key's form, as the index hashes and compares it: ASCII bytes as they are,
  /// anything else composed.
  package static func appendForm(of key: UnsafeBufferPointer<UInt8>, to forms: inout PackedBytes) {
    if ByteScan.isASCII(key) {
      forms.append(key)
    } else {
      form(String(decoding: key, as: UTF8.self)).withUTF8Bytes { forms.append($0) }
    }
  }

  /// The open-addressed table of forms, and each form given again.
  private static func index(_ forms: PackedBytes) -> (
    slots: [UInt64], mask: Int, duplicates: [(position: Int, first: Int)]
  ) {
    var capacity = 16
    while capacity < forms.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var slots = [UInt64](repeating: 0, count: capacity)
    var duplicates: [(position: Int, first: Int)] = []
    forms.withItems { forms in
      for position in 0..<forms.count {
        let form = forms[position]
        let hash = Self.hash(form)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        var first: Int?
        while slots[slot] != 0 {
          let earlier = Int(slots[slot] & 0xFFFF_FFFF) - 1
          if slots[slot] >> 32 == tag, Self.equal(forms[earlier], form) {
            first = earlier
            break
          }
          slot = (slot + 1) & mask
        }
        if let first {
          duplicates.append((position, first))
        } else {
          slots[slot] = tag << 32 | UInt64(position + 1)
        }
      }
    }
    return (slots, mask, duplicates)
  }

  /// The number of keys.
  public var count: Int { keys.count }

  /// The position of `key` (or of a key canonically equivalent to it), or nil.
  public func position(of key: String) -> Int? {
    // Nearly every key is ASCII, its own composed form.
    let found: Int?? = key.withUTF8Bytes { bytes in ByteScan.isASCII(bytes) ? .some(position(bytes)) : nil }
    if let found { return found }
    return Self.form(key).withUTF8Bytes { position($0) }
  }

  /// The position of a key given as ASCII bytes (its own composed form), or nil.
  public func position(ascii bytes: UnsafeBufferPointer<UInt8>) -> Int? { position(bytes) }

  private func position(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(bytes)
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    return slots.withUnsafeBufferPointer { slots in
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        if entry >> 32 == tag {
          let position = Int(entry & 0xFFFF_FFFF) - 1
          if forms.withItems({ Self.equal($0[position], bytes) }) { return position }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// A key as hashed and compared: itself if ASCII, else its composed form (NFC, by the
  /// standard library's normalizer, which Foundation's `precomposedStringWithCanonicalMapping`
  /// calls too).
  private static func form(_ key: String) -> String {
    key.withUTF8Bytes(ByteScan.isASCII) ? key : String(decoding: key._nfcCodeUnits, as: UTF8.self)
  }

  /// A 64-bit hash of bytes, eight at a time (not for untrusted keys that could be chosen
  /// to collide: keys here are the project's own).
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    guard let base = bytes.baseAddress else { return mix(hash) }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      offset += 8
    }
    if offset < bytes.count {
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < bytes.count {
        tail |= UInt64(bytes[offset]) << shift
        shift += 8
        offset += 1
      }
      hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
    }
    return mix(hash)
  }

  /// MurmurHash3's finaliser: every input bit affects every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var hash = value
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
  }

  private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteScan.equal(UnsafeRawBufferPointer(lhs), UnsafeRawBufferPointer(rhs))
  }

}
