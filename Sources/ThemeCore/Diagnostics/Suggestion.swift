/// The closest of several names by edit distance, for "did you mean" messages.
///
/// Returns nil when nothing is within a third of the name's length (at least 2 edits),
/// so a suggestion is only made when it is plausible. The cost is bounded per name: a
/// candidate whose length alone puts it out of reach is skipped, a distance stops being
/// counted once it is out of reach, and a name longer than any plausible one (128 Unicode
/// scalars) gets no suggestion.
public func closestName<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
  let target = Array(name.lowercased().unicodeScalars)
  guard target.count <= 128 else { return nil }
  let limit = max(2, target.count / 3)
  var best: (distance: Int, name: String)?
  for candidate in candidates {
    let reach = min(limit, best?.distance ?? limit)
    let other = Array(candidate.lowercased().unicodeScalars)
    guard abs(other.count - target.count) <= reach else { continue }
    let distance = editDistance(target, other, bound: reach)
    guard distance <= reach else { continue }
    if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
      best = (distance, candidate)
    }
  }
  return best?.name
}

/// The Levenshtein distance of two scalar arrays, or `bound + 1` once it must exceed `bound`.
private func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    var rowMinimum = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      rowMinimum = min(rowMinimum, current[j])
    }
    // Every later row's values are at least this row's minimum.
    if rowMinimum > bound { return bound + 1 }
    swap(&previous, &current)
  }
  return previous[b.count]
}
