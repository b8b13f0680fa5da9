import ThemeRuntime

// The rules on a text's placeholders and a plural's categories, decided here once, from a
// text's bytes. The checks (`StringsChecks.swift`) ask them of every text as it is lowered;
// only a text that breaks one is parsed (`FormatTemplate`), to say why and where.

extension FormatScanner {
  /// Whether every placeholder of a text parses and takes the type `types` gives its
  /// position (element 0 is position 1; nil, or past the end: no placeholder there).
  /// When it holds, `FormatTemplate.mismatches(types)` finds nothing.
  /// With `covering`, every position `types` gives a type must also have a placeholder
  /// (positions past 64, which no real text has, make it not fit: the caller then lowers
  /// the text and checks it in full).
  package static func fits(
    _ bytes: UnsafeBufferPointer<UInt8>, _ types: UnsafeBufferPointer<FormatArgumentType?>, covering: Bool = false
  ) -> Bool {
    // The positions to cover, as bits (this runs for every translated text: no allocation).
    var needed: UInt64 = 0
    if covering {
      for (index, type) in types.enumerated() where type != nil {
        guard index < 64 else { return false }
        needed |= 1 << UInt64(index)
      }
    }
    guard FormatTemplate.mayHavePlaceholders(utf8: bytes) else { return needed == 0 }
    var scanner = FormatScanner(bytes)
    var used: UInt64 = 0
    do {
      while let piece = try scanner.next() {
        guard case .argument(let index, let type, _) = piece else { continue }
        guard index <= types.count, types[index - 1] == type else { return false }
        if index <= 64 { used |= 1 << UInt64(index - 1) }
      }
    } catch {
      return false
    }
    return used & needed == needed
  }

  /// Whether every placeholder of a form's text parses and each of argument `count` (the
  /// count, 1-based) is an integer.
  package static func countIsInteger(_ bytes: UnsafeBufferPointer<UInt8>, at count: Int = 1) -> Bool {
    guard FormatTemplate.mayHavePlaceholders(utf8: bytes) else { return true }
    var scanner = FormatScanner(bytes)
    do {
      while let piece = try scanner.next() {
        if case .argument(let index, let type, _) = piece, index == count, type != .integer { return false }
      }
    } catch {
      return false
    }
    return true
  }

  /// The first argument a text's integer placeholders take (1-based), if any parse.
  package static func firstIntegerArgument(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard FormatTemplate.mayHavePlaceholders(utf8: bytes) else { return nil }
    var scanner = FormatScanner(bytes)
    var first: Int?
    while let piece = try? scanner.next() {
      if case .argument(let index, .integer, _) = piece { first = min(first ?? index, index) }
    }
    return first
  }

}

extension StringForms {
  /// Whether forms that give the categories `given` (a bit per category) are complete and
  /// no more: they give `other`, and every other category that counts reach (`needed`,
  /// from `reachableCategoryBits`) and no other. The compiler decides every plural's
  /// categories with it, and reports from the sets when it does not hold.
  package static func categoriesAgree(given: Int, needed: Int) -> Bool {
    let other = 1 << PluralCategory.other.index
    return given & other != 0 && (needed ^ given) & ~other == 0
  }

}
