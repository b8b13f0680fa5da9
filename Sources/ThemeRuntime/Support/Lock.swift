#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock with a condition to wait on (a POSIX mutex and condition
/// variable): what the caches, the output sink and `Once` hold while other threads read.
/// Written on the C library rather than Foundation's `NSLock` and `NSCondition`, which are
/// not in `FoundationEssentials`: `themec` loads no more of Foundation than that.
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Waits (holding the lock, which is released meanwhile) until another thread signals.
  package func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes every thread waiting.
  package func broadcast() { pthread_cond_broadcast(condition) }
}
