/// The closest of several names by edit distance, for "did you mean" messages.
///
/// Returns nil when nothing is within a third of the name's length (at least 2 edits),
/// so a suggestion is only made when it is plausible.
public func closestName<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
  let target = Array(name.lowercased().unicodeScalars)
  var best: (distance: Int, name: String)?
  for candidate in candidates {
    let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
    if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
      best = (distance, candidate)
    }
  }
  guard let best, best.distance <= max(2, target.count / 3) else { return nil }
  return best.name
}

private func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
