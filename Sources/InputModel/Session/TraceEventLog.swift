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
  /// The field's edit count when `lastWrite` was its text, `nil` when it was not.
  private var lastWriteFieldEdits: Int?

  init() {}

  init(_ events: [TraceEvent]) {
    for event in events { append(event) }
  }

  var isEmpty: Bool { stored.isEmpty }
  var count: Int { stored.count }

  mutating func append(_ event: TraceEvent) {
    append(event, fieldText: nil)
  }

  /// Appends `event`; for a binding write of the field's text, `fieldText` is the field's
  /// edit count and its splices then. When the previous write was the field's text too and
  /// the splices between are kept, the delta starts from what they left untouched instead of
  /// comparing the two texts from their ends (the same delta, found without reading the text).
  ///
  ///     write "…abc" (edits 7), write "…abcd" (edits 8, splice end..<end → "d")  →  delta "d", 0 bytes compared
  mutating func append(_ event: TraceEvent, fieldText: (edits: Int, splices: SpliceJournal)?) {
    guard case .bindingWrite(let value, let origin) = event else {
      stored.append(.event(event))
      return
    }
    let previousEdits = lastWriteFieldEdits
    defer {
      lastWrite = value
      lastWriteFieldEdits = fieldText?.edits
    }
    guard let previous = lastWrite, value.utf8.count > 64 else {
      stored.append(.event(event))
      return
    }
    if let fieldText, let previousEdits,
      let ends = fieldText.splices.unchangedEnds(
        from: previousEdits, to: fieldText.edits, utf8Count: previous.utf8.count)
    {
      stored.append(
        .bindingWrite(TextDelta(from: previous, to: value, knownCommonEnds: ends), origin: origin))
      return
    }
    stored.append(.bindingWrite(TextDelta(from: previous, to: value), origin: origin))
  }

  /// The same events kept the same way; which field edit the last write was is bookkeeping.
  static func == (lhs: TraceEventLog, rhs: TraceEventLog) -> Bool {
    lhs.stored == rhs.stored && lhs.lastWrite == rhs.lastWrite
  }

  /// Forgets the events, keeping the storage.
  mutating func removeAll() {
    stored.removeAll(keepingCapacity: true)
    lastWrite = nil
    lastWriteFieldEdits = nil
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
