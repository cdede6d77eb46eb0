/// The current step's events. The session, its invariant monitor and the bridge context
/// record into the one list, so a violation lands between the events that caused it.
///
///     recorder.record(.submit(value: "わ"))   // events: [… , .submit(value: "わ")]
///
/// With recording off (the fuzzer's hot loop) `record` builds no event: its argument is an
/// autoclosure that is never called.
final class TraceRecorder {
  /// Whether events are kept at all.
  let isRecording: Bool
  /// The events recorded since the last `removeAll()`.
  private(set) var events: [TraceEvent] = []

  init(isRecording: Bool) {
    self.isRecording = isRecording
  }

  func record(_ event: @autoclosure () -> TraceEvent) {
    if isRecording { events.append(event()) }
  }

  /// Starts a new step, keeping the storage.
  func removeAll() {
    events.removeAll(keepingCapacity: true)
  }
}
