/// What one step did: the step, what happened during it, and the state after it.
///
/// A step that types many keys writes the binding once per key; those values are kept as
/// deltas from the previous one (`TextDelta`), so the entry grows with the keys typed, not
/// with keys × text. `events` rebuilds the values.
public struct TraceEntry: Equatable, Sendable {
  /// 0-based position of the step in the session.
  public var stepIndex: Int
  /// The step as a scenario line (`flick わ`).
  public var step: String
  /// What happened, in order: field events, bridge writes, renders, submits, store warnings,
  /// violations. `TraceEventText` writes them as text.
  public var events: [TraceEvent] {
    get {
      var result: [TraceEvent] = []
      result.reserveCapacity(storedEvents.count)
      forEachEvent { result.append($0) }
      return result
    }
    set { storedEvents = Self.store(newValue) }
  }
  /// Invariants broken during the step.
  public var violations: [Violation]
  /// The three copies of the text after the step.
  public var after: Snapshot

  /// The events, each binding write after the first one as a delta from the previous.
  private var storedEvents: [StoredEvent]

  private enum StoredEvent: Equatable, Sendable {
    case event(TraceEvent)
    case bindingWrite(TextDelta, origin: WriteOrigin)
  }

  public init(
    stepIndex: Int, step: String, events: [TraceEvent], violations: [Violation], after: Snapshot
  ) {
    self.stepIndex = stepIndex
    self.step = step
    self.storedEvents = Self.store(events)
    self.violations = violations
    self.after = after
  }

  /// Calls `body` with each event in order, rebuilding one binding value at a time (reading
  /// `events` builds them all at once).
  public func forEachEvent(_ body: (TraceEvent) -> Void) {
    var lastWrite: String?
    for stored in storedEvents {
      switch stored {
      case .event(let event):
        if case .bindingWrite(let value, _) = event { lastWrite = value }
        body(event)
      case .bindingWrite(let delta, let origin):
        let value = delta.applied(to: lastWrite ?? "")
        lastWrite = value
        body(.bindingWrite(value: value, origin: origin))
      }
    }
  }

  /// The UTF-8 bytes of the texts the entry keeps for its binding writes (whole or as
  /// deltas): what a long step costs in memory.
  var storedUTF8Count: Int {
    storedEvents.reduce(0) { total, stored in
      switch stored {
      case .event(.bindingWrite(let value, _)): return total + value.utf8.count
      case .bindingWrite(let delta, _): return total + delta.middle.count + 16
      case .event: return total
      }
    }
  }

  /// Binding writes longer than a line are kept as deltas from the previous write.
  private static func store(_ events: [TraceEvent]) -> [StoredEvent] {
    var lastWrite: String?
    return events.map { event in
      guard case .bindingWrite(let value, let origin) = event else { return .event(event) }
      defer { lastWrite = value }
      guard let previous = lastWrite, value.utf8.count > 64 else { return .event(event) }
      return .bindingWrite(TextDelta(from: previous, to: value), origin: origin)
    }
  }
}
