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
  private(set) var log = TraceEventLog()

  init(isRecording: Bool) {
    self.isRecording = isRecording
  }

  /// The events recorded since the last `removeAll()`, values rebuilt.
  var events: [TraceEvent] { log.events }

  func record(_ event: @autoclosure () -> TraceEvent) {
    if isRecording { log.append(event()) }
  }

  /// Records a binding write; `fieldText` as in `TraceEventLog.append(_:fieldText:)`, for a
  /// value that is the field's current text.
  func recordBindingWrite(
    value: String, origin: WriteOrigin, fieldText: (edits: Int, splices: SpliceJournal)?
  ) {
    if isRecording { log.append(.bindingWrite(value: value, origin: origin), fieldText: fieldText) }
  }

  /// Starts a new step, keeping the storage.
  func removeAll() {
    log.removeAll()
  }
}
