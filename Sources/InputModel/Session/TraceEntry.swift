/// What one step did: the step, what happened during it, and the state after it.
///
/// A step that types many keys writes the binding once per key; the entry keeps those values
/// as deltas (`TraceEventLog`), so it grows with the keys typed, not with keys × text.
/// `events` rebuilds them all; `forEachEvent` one at a time.
public struct TraceEntry: Equatable, Sendable {
  /// 0-based position of the step in the session.
  public var stepIndex: Int
  /// The step as a scenario line (`flick わ`).
  public var step: String
  /// What happened, in order: field events, bridge writes, renders, submits, store warnings,
  /// violations. `TraceEventText` writes them as text.
  public var events: [TraceEvent] {
    get { log.events }
    set { log = TraceEventLog(newValue) }
  }
  /// Invariants broken during the step.
  public var violations: [Violation]
  /// The three copies of the text after the step (rebuilt from the session's `TextHistory`
  /// when the session kept it there).
  public var after: Snapshot {
    get { keptAfter.snapshot }
    set { keptAfter = .whole(newValue) }
  }

  /// `after` as kept.
  private var keptAfter: KeptSnapshot

  /// The events as kept.
  private var log: TraceEventLog

  public init(
    stepIndex: Int, step: String, events: [TraceEvent], violations: [Violation], after: Snapshot
  ) {
    self.init(
      stepIndex: stepIndex, step: step, log: TraceEventLog(events), violations: violations,
      after: .whole(after))
  }

  init(stepIndex: Int, step: String, log: TraceEventLog, violations: [Violation], after: KeptSnapshot) {
    self.stepIndex = stepIndex
    self.step = step
    self.log = log
    self.violations = violations
    self.keptAfter = after
  }

  public static func == (lhs: TraceEntry, rhs: TraceEntry) -> Bool {
    lhs.stepIndex == rhs.stepIndex && lhs.step == rhs.step && lhs.violations == rhs.violations
      && lhs.log == rhs.log && lhs.after == rhs.after
  }

  /// Calls `body` with each event in order, rebuilding one binding value at a time (reading
  /// `events` builds them all at once).
  public func forEachEvent(_ body: (TraceEvent) -> Void) {
    log.forEach(body)
  }

  /// Calls `body` with each event that is not a binding write, rebuilding no binding value:
  /// what a summary that shows renders and unmarks reads.
  ///
  ///     type 80,000 keys → 80,000 binding writes skipped, the renders and unmarks passed on
  public func forEachEventOtherThanBindingWrites(_ body: (TraceEvent) -> Void) {
    log.forEachOtherThanBindingWrites(body)
  }

  /// Calls `body` with each event as the timelines show it (`TimelineElision.event`), long
  /// values cut around `utf16Offset`; a long step's binding values are never made whole.
  func forEachEventElided(aroundUTF16Offset utf16Offset: Int, _ body: (TraceEvent) -> Void) {
    log.forEachElided(aroundUTF16Offset: utf16Offset, body)
  }

  /// `forEachEventElided`, continuing a long trace's texts from `cursors`.
  func forEachEventElided(
    aroundUTF16Offset utf16Offset: Int, cursors: inout ElidedEventCursors, _ body: (TraceEvent) -> Void
  ) {
    log.forEachElided(aroundUTF16Offset: utf16Offset, cursors: &cursors, body)
  }

  /// `after` as kept (references into the session's history, or whole).
  var keptSnapshot: KeptSnapshot { keptAfter }

  /// Calls `body` with each event that carries neither a binding value nor `onChange` values,
  /// rebuilding no text: what a reader of notes, renders and unmarks needs.
  ///
  ///     100,000 one-key steps → no binding or onChange value rebuilt
  public func forEachEventWithoutTextValues(_ body: (TraceEvent) -> Void) {
    log.forEachWithoutTextValues(body)
  }

  /// The UTF-8 bytes the entry keeps for its texts outside the session's history (binding
  /// values, assigned texts): what a long step costs.
  var storedUTF8Count: Int { log.storedUTF8Count }
}
