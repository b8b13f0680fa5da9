import Dispatch

/// Maps on both cores; results keep the input order.
package func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
  if items.count < 2 { return items.map(transform) }
  let results = ResultBox<R>(count: items.count)
  DispatchQueue.concurrentPerform(iterations: items.count) { index in
    results.set(index, transform(items[index]))
  }
  return results.values
}

/// Slots written by distinct indices from concurrent work.
private final class ResultBox<R>: @unchecked Sendable {
  private var slots: [R?]
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: R) {
    // Each index is written once by one iteration; the array is not resized.
    slots.withUnsafeMutableBufferPointer { $0[index] = value }
  }
  var values: [R] { slots.map { $0! } }
}
