import ThemeRuntime

// The rules on a text's placeholders and a plural's categories, decided here once. The
// compiler asks them of every text: a text kept as bytes (its lowering's quick path, see
// `TextSpans`) passes them or is lowered into a definition, and a definition's checks ask
// them before they say why a text breaks one (from its parsed template, which locates
// each placeholder).

extension FormatScanner {
  /// Whether every placeholder of a text parses and takes the type `types` gives its
  /// position (element 0 is position 1; nil, or past the end: no placeholder there).
  /// When it holds, `FormatTemplate.mismatches(types)` finds nothing.
  /// With `covering`, every position `types` gives a type must also have a placeholder.
  package static func fits(
    _ bytes: UnsafeBufferPointer<UInt8>, _ types: UnsafeBufferPointer<FormatArgumentType?>, covering: Bool = false
  ) -> Bool {
    let needed = covering ? types.filter { $0 != nil }.count : 0
    guard FormatTemplate.mayHavePlaceholders(utf8: bytes) else { return needed == 0 }
    var scanner = FormatScanner(bytes)
    var used = covering ? [Bool](repeating: false, count: types.count) : []
    do {
      while let piece = try scanner.next() {
        guard case .argument(let index, let type, _) = piece else { continue }
        guard index <= types.count, types[index - 1] == type else { return false }
        if covering { used[index - 1] = true }
      }
    } catch {
      return false
    }
    return used.filter { $0 }.count >= needed
  }

  /// Whether every placeholder of a form's text parses and each of the first argument,
  /// the count, is an integer.
  package static func countIsInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard FormatTemplate.mayHavePlaceholders(utf8: bytes) else { return true }
    var scanner = FormatScanner(bytes)
    do {
      while let piece = try scanner.next() {
        if case .argument(1, let type, _) = piece, type != .integer { return false }
      }
    } catch {
      return false
    }
    return true
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
