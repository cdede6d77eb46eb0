/// What one step did: the step, what happened during it, and the state after it.
public struct TraceEntry: Equatable, Sendable {
  /// 0-based position of the step in the session.
  public var stepIndex: Int
  /// The step as a scenario line (`flick わ`).
  public var step: String
  /// What happened, in order: field events, bridge writes, renders, submits, store warnings,
  /// violations. `TraceEventText` writes them as text.
  public var events: [TraceEvent]
  /// Invariants broken during the step.
  public var violations: [Violation]
  /// The three copies of the text after the step.
  public var after: Snapshot

  public init(
    stepIndex: Int, step: String, events: [TraceEvent], violations: [Violation], after: Snapshot
  ) {
    self.stepIndex = stepIndex
    self.step = step
    self.events = events
    self.violations = violations
    self.after = after
  }
}
