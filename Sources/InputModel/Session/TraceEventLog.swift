/// A step's events as they are kept: binding writes of more than a line after the first one
/// as deltas from the previous write (`TextDelta`), so a step that types 20,000 keys keeps
/// 20,000 small deltas instead of 20,000 copies of the text — while it runs and afterwards.
///
///     append(.bindingWrite("…abc")), append(.bindingWrite("…abcd"))  →  [whole, delta "d"]
struct TraceEventLog: Equatable, Sendable {
  private enum Stored: Equatable, Sendable {
    case event(TraceEvent)
    case bindingWrite(TextDelta, origin: WriteOrigin)
  }

  private var stored: [Stored] = []
  /// The latest binding value, which the next delta is taken from.
  private var lastWrite: String?

  init() {}

  init(_ events: [TraceEvent]) {
    for event in events { append(event) }
  }

  var isEmpty: Bool { stored.isEmpty }
  var count: Int { stored.count }

  mutating func append(_ event: TraceEvent) {
    guard case .bindingWrite(let value, let origin) = event else {
      stored.append(.event(event))
      return
    }
    defer { lastWrite = value }
    guard let previous = lastWrite, value.utf8.count > 64 else {
      stored.append(.event(event))
      return
    }
    stored.append(.bindingWrite(TextDelta(from: previous, to: value), origin: origin))
  }

  /// Forgets the events, keeping the storage.
  mutating func removeAll() {
    stored.removeAll(keepingCapacity: true)
    lastWrite = nil
  }

  /// Calls `body` with each event in order, rebuilding one binding value at a time.
  func forEach(_ body: (TraceEvent) -> Void) {
    var value: String?
    for item in stored {
      switch item {
      case .event(let event):
        if case .bindingWrite(let written, _) = event { value = written }
        body(event)
      case .bindingWrite(let delta, let origin):
        let written = delta.applied(to: value ?? "")
        value = written
        body(.bindingWrite(value: written, origin: origin))
      }
    }
  }

  /// Calls `body` with each event that is not a binding write: no binding value is rebuilt,
  /// so a step of 80,000 keys costs its events, not keys × text.
  func forEachOtherThanBindingWrites(_ body: (TraceEvent) -> Void) {
    for item in stored {
      if case .event(let event) = item, !event.isBindingWrite { body(event) }
    }
  }

  /// Every event, values rebuilt.
  var events: [TraceEvent] {
    var result: [TraceEvent] = []
    result.reserveCapacity(stored.count)
    forEach { result.append($0) }
    return result
  }

  /// The UTF-8 bytes kept for binding values, whole or as deltas (plus a word per delta).
  var storedUTF8Count: Int {
    stored.reduce(0) { total, item in
      switch item {
      case .event(.bindingWrite(let value, _)): return total + value.utf8.count
      case .bindingWrite(let delta, _): return total + delta.middle.count + 16
      case .event: return total
      }
    }
  }
}

extension TraceEvent {
  /// True for `.bindingWrite`.
  var isBindingWrite: Bool {
    if case .bindingWrite = self { return true }
    return false
  }
}
