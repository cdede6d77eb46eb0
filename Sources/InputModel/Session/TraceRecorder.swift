/// The current step's events. The session, its invariant monitor and the bridge context
/// record into the one list, so a violation lands between the events that caused it.
///
///     recorder.record(.submit(value: "わ"))   // events: [… , .submit(value: "わ")]
///
/// With recording off (the fuzzer's hot loop) `record` builds no event: its argument is an
/// autoclosure that is never called. Binding writes are kept as deltas as they come
/// (`TraceEventLog`): a step of 20,000 keys never holds 20,000 copies of the text.
final class TraceRecorder {
  /// Whether events are kept at all.
  let isRecording: Bool
  /// The events recorded since the last `removeAll()`, as kept.
  private(set) var log: TraceEventLog
  /// The session's field, whose texts the log stores from its splices.
  private weak var field: TextField?

  init(isRecording: Bool) {
    self.isRecording = isRecording
    self.log = TraceEventLog()
  }

  /// A recorder whose log keeps its texts in `history`, recognising `field`'s.
  init(isRecording: Bool, history: TextHistory, field: TextField) {
    self.isRecording = isRecording
    self.log = TraceEventLog(keepingTextsIn: history)
    self.field = field
  }

  /// The events recorded since the last `removeAll()`, values rebuilt.
  var events: [TraceEvent] { log.events }

  func record(_ event: @autoclosure () -> TraceEvent) {
    if isRecording { log.append(event(), field: field) }
  }

  /// Starts a new step (the entry made from the last one keeps its events).
  func removeAll() {
    log.removeAll()
  }
}
