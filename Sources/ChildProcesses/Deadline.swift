/// A point in time a wait must not pass, on the monotonic clock (a changed wall clock neither
/// shortens nor stretches a timeout).
///
///     let deadline = Deadline(milliseconds: 500)
///     deadline.remainingMilliseconds   // 500, then less, never below 0
public struct Deadline: Sendable {
  public let instant: ContinuousClock.Instant
  public let milliseconds: Int

  public init(milliseconds: Int) {
    self.milliseconds = milliseconds
    instant = ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
  }

  /// What is left, rounded up so a wait never spins at 0 before the deadline.
  public var remainingMilliseconds: Int {
    let left = ContinuousClock.now.duration(to: instant)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }
}
