import Dispatch
import Foundation
import Testing
import ThemeCore

/// The concurrency helpers: results in order, waiting calls run at once, two calls at once
/// wait for each other.
@Suite struct ParallelTests {
  @Test func mapsKeepTheInputOrder() {
    let items = Array(0..<100)
    #expect(parallelMap(items) { $0 * 2 } == items.map { $0 * 2 })
    #expect(blockingMap(items) { $0 * 3 } == items.map { $0 * 3 })
    #expect(blockingMap([7]) { $0 + 1 } == [8])
  }

  /// Calls that wait run at once, not two at a time: eight calls that each wait until all
  /// eight have started all finish in time (two at a time, the first two would wait out
  /// their 10 s).
  @Test func blockingCallsRunAtOnce() {
    let count = 8
    let arrived = LockedList()
    let go = DispatchSemaphore(value: 0)
    let results = blockingMap(Array(0..<count)) { index -> Bool in
      arrived.append(index)
      if arrived.values.count == count { for _ in 0..<count { go.signal() } }
      return go.wait(timeout: .now() + 10) == .success
    }
    #expect(results == Array(repeating: true, count: count))
  }

  /// The two run at once (each waits for the other to start), and when the caller's
  /// throws, the other has finished before the error is passed on.
  @Test func concurrentlyRunsBothAtOnceAndWaitsForBoth() throws {
    let started = (background: DispatchSemaphore(value: 0), caller: DispatchSemaphore(value: 0))
    let (background, own) = concurrently({ () -> Bool in
      started.background.signal()
      return started.caller.wait(timeout: .now() + 10) == .success
    }) { () -> Bool in
      started.caller.signal()
      return started.background.wait(timeout: .now() + 10) == .success
    }
    #expect(background && own)

    struct Failure: Error {}
    let seen = LockedList()
    #expect(throws: Failure.self) {
      _ = try concurrently({
        Thread.sleep(forTimeInterval: 0.05)
        seen.append(1)
      }) { () throws -> Int in throw Failure() }
    }
    #expect(seen.values == [1])
  }
}

private final class LockedList: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Int] = []
  func append(_ item: Int) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }
  var values: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
