import Dispatch

/// Wall-clock time per phase, for `--timings`.
public struct PhaseClock: Sendable {
  /// The phases ended so far, in order.
  public var phases: [(phase: String, milliseconds: Double)] = []
  private var last = DispatchTime.now().uptimeNanoseconds

  /// Starts the clock.
  public init() {}

  /// Ends a phase; nil restarts the clock without recording (for phases timed elsewhere).
  public mutating func mark(_ phase: String?) {
    let now = DispatchTime.now().uptimeNanoseconds
    if let phase { phases.append((phase, Double(now - last) / 1e6)) }
    last = now
  }
}
