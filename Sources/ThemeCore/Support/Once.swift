import ThemeRuntime

/// A value made once, on first use, by the thread that first asks; others asking meanwhile
/// wait for it. The maker waits for nothing, so jobs that need the value cannot deadlock
/// however the cores take them.
package final class Once<Value: Sendable>: @unchecked Sendable {
  private let condition = Lock()
  // Guarded by `condition`.
  private var made: Value?
  private var started = false
  private let make: @Sendable () -> Value

  package init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  package var value: Value {
    condition.lock()
    if let made {
      condition.unlock()
      return made
    }
    if started {
      while made == nil { condition.wait() }
      let value = made!
      condition.unlock()
      return value
    }
    started = true
    condition.unlock()
    let value = make()
    condition.lock()
    made = value
    condition.broadcast()
    condition.unlock()
    return value
  }
}
