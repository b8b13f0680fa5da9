import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Has libdispatch start the worker thread `parallelMap` runs on, while the caller goes on.
///
/// The pool starts its first worker when the first parallel work is submitted: the second
/// core joined a medium build's compile 0.8 ms after it began. Asked at start-up, while the
/// command line is read (about 3 ms), the thread is there when the compile begins: the
/// medium build 0.6-0.7 ms faster, a no-op build no slower (paired runs, measured).
package func startWorkerThread() {
  DispatchQueue.global().async {}
}

/// Maps on both cores; results keep the input order.
package func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
  if items.count < 2 { return items.map(transform) }
  let results = ResultBox<R>(count: items.count)
  DispatchQueue.concurrentPerform(iterations: items.count) { index in
    results.set(index, transform(items[index]))
  }
  return results.values
}

/// Maps a call that waits (on the disk) over every item at once, each on a thread of its
/// own, the first on the caller's: `parallelMap` runs as many at once as there are cores,
/// which a waiting call does not use, and libdispatch starts the threads of new queues one
/// after another (2 ms apart, measured). Results keep the input order.
package func blockingMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
  if items.count < 2 { return items.map(transform) }
  let results = ResultBox<R>(count: items.count)
  let group = DispatchGroup()
  for index in items.indices.dropFirst() {
    group.enter()
    startThread {
      results.set(index, transform(items[index]))
      group.leave()
    }
  }
  results.set(0, transform(items[0]))
  group.wait()
  return results.values
}

/// Runs `body` on a new thread of its own (a POSIX thread, detached; Foundation's `Thread` is
/// not in `FoundationEssentials`), or on the caller's if no thread can be made.
private func startThread(_ body: @escaping @Sendable () -> Void) {
  final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
  let context = Unmanaged.passRetained(Body(body)).toOpaque()
  #if canImport(Darwin)
    var thread: pthread_t?
    let started = pthread_create(
      &thread, nil,
      {
        Unmanaged<Body>.fromOpaque($0).takeRetainedValue().run(); return nil
      }, context)
    if started == 0, let thread { pthread_detach(thread) }
  #else
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      {
        Unmanaged<Body>.fromOpaque($0!).takeRetainedValue().run(); return nil
      }, context)
    if started == 0 { pthread_detach(thread) }
  #endif
  if started != 0 { Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run() }
}

/// Runs `background` on libdispatch's pool (the worker `parallelMap` uses) while the caller
/// runs `body`; both results, once both have finished (when `body` throws, after
/// `background` has finished too). `build` prints its findings so while the outputs go to
/// disk: a thread of its own cost a thread's start and a heap of its own, paged in afresh
/// (60 more page faults and 0.2-0.5 ms a medium build, paired runs).
package func concurrently<A: Sendable, B>(_ background: @escaping @Sendable () -> A, _ body: () throws -> B)
  rethrows -> (A, B)
{
  let result = ResultBox<A>(count: 1)
  let finished = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    result.set(0, background())
    finished.signal()
  }
  let own: B
  do {
    own = try body()
  } catch {
    finished.wait()
    throw error
  }
  finished.wait()
  return (result.values[0], own)
}

/// Slots written by distinct indices from concurrent work.
///
/// Raw storage, allocated once: writing through an array's mutating API from several
/// threads at once is a race even for distinct indices (each call may check uniqueness
/// and move the buffer), so the slots are never touched through `Array`.
private final class ResultBox<R>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<R?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = UnsafeMutablePointer<R?>.allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func set(_ index: Int, _ value: R) {
    // Each index is written once, by one iteration.
    slots[index] = value
  }

  var values: [R] { (0..<count).map { slots[$0]! } }
}
