/// A step's events as they are kept: binding writes of more than a line after the first one
/// as deltas from the previous write (`TextDelta`), so a step that types 20,000 keys keeps
/// 20,000 small deltas instead of 20,000 copies of the text — while it runs and afterwards.
/// A session's log keeps its binding writes and `onChange` values in the session's
/// `TextHistory` instead, shared with the snapshots, so the first write of a step is a delta
/// too and a step of one key keeps that key, not a text. So do the texts a render assigns and
/// the writes a bridge kept from the screen, which a formatter makes once a step; those also
/// keep their ends as the one-line trace shows them (`TimelineElision.ends`), so a summary of
/// many steps rebuilds none of them.
///
///     append(.bindingWrite("…abc")), append(.bindingWrite("…abcd"))  →  [whole, delta "d"]
struct TraceEventLog: Equatable, Sendable {
  private enum Stored: Sendable {
    case event(TraceEvent)
    case bindingWrite(TextDelta, origin: WriteOrigin)
    case keptBindingWrite(TextHistory.Reference, origin: WriteOrigin)
    case keptOnChange(old: TextHistory.Reference, new: TextHistory.Reference)
    case keptAssignment(
      TextHistory.Reference, ends: String, markedTextBefore: String?, fate: AssignmentOutcome.MarkedTextFate)
    case keptWriteNotDisplayed(bridge: String, TextHistory.Reference, ends: String)
  }

  private var stored: [Stored] = []
  /// The latest binding value, which the next delta is taken from.
  private var lastWrite: String?
  /// Where a session's log keeps its texts (`nil`: deltas within the step, as above).
  private var history: TextHistory?

  init() {}

  init(_ events: [TraceEvent]) {
    for event in events { append(event) }
  }

  /// A log that keeps its texts in `history`.
  init(keepingTextsIn history: TextHistory) {
    self.history = history
  }

  static func == (lhs: TraceEventLog, rhs: TraceEventLog) -> Bool {
    lhs.events == rhs.events
  }

  var isEmpty: Bool { stored.isEmpty }
  var count: Int { stored.count }

  mutating func append(_ event: TraceEvent) {
    append(event, field: nil)
  }

  /// Appends `event`; a log with a history stores its texts there, recognising `field`'s own
  /// texts (stored from its splices, not compared).
  mutating func append(_ event: TraceEvent, field: TextField?) {
    if let history {
      switch event {
      case .bindingWrite(let value, let origin):
        stored.append(.keptBindingWrite(history.store(value, field: field), origin: origin))
        return
      case .onChange(let old, let new):
        stored.append(
          .keptOnChange(old: history.store(old, field: field), new: history.store(new, field: field)))
        return
      case .renderAssignment(let text, let markedTextBefore, let fate):
        stored.append(
          .keptAssignment(
            history.store(text, field: field), ends: TimelineElision.ends(text),
            markedTextBefore: markedTextBefore, fate: fate))
        return
      case .writeNotDisplayed(let bridge, let value):
        stored.append(
          .keptWriteNotDisplayed(
            bridge: bridge, history.store(value, field: field), ends: TimelineElision.ends(value)))
        return
      default:
        break
      }
    }
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

  /// Forgets the events, with room for as many as the last step had. The storage itself is
  /// not kept: the step's entry shares it, so keeping its capacity would copy it at the next
  /// append and leave every entry after a long step holding that step's capacity.
  mutating func removeAll() {
    let lastCount = stored.count
    stored = []
    stored.reserveCapacity(lastCount)
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
      case .keptBindingWrite(let reference, let origin):
        TextWork.current?.bindingValuesRebuilt += 1
        body(.bindingWrite(value: text(reference), origin: origin))
      case .keptOnChange(let old, let new):
        body(.onChange(old: text(old), new: text(new)))
      case .keptAssignment(let reference, _, let markedTextBefore, let fate):
        body(.renderAssignment(text: text(reference), markedTextBefore: markedTextBefore, fate: fate))
      case .keptWriteNotDisplayed(let bridge, let reference, _):
        body(.writeNotDisplayed(bridge: bridge, value: text(reference)))
      }
    }
  }

  /// The text `reference` names in the history, rebuilt whole.
  private func text(_ reference: TextHistory.Reference) -> String {
    history?.text(reference) ?? ""
  }

  /// Calls `body` with each event as `TimelineElision.event(_:aroundUTF16Offset:)` shows it,
  /// binding writes included: their values follow one another as changes applied to one
  /// `ElidedTextSequence`, so a step of 80,000 keys makes no whole value per key.
  ///
  ///     80,000 binding writes in 80,000 characters  →  80,000 windows of 81 clusters, 1 text made
  func forEachElided(aroundUTF16Offset utf16Offset: Int, _ body: (TraceEvent) -> Void) {
    var cursors = ElidedEventCursors()
    forEachElided(aroundUTF16Offset: utf16Offset, cursors: &cursors, body)
  }

  /// `forEachElided`, continuing from `cursors` (where the previous step's events left them,
  /// so a step's first write is a delta too); they are left at this step's last texts.
  func forEachElided(
    aroundUTF16Offset utf16Offset: Int, cursors: inout ElidedEventCursors, _ body: (TraceEvent) -> Void
  ) {
    var values: ElidedTextSequence?
    for item in stored {
      switch item {
      case .event(let event):
        if case .bindingWrite(let value, _) = event { values = ElidedTextSequence(value) }
        body(TimelineElision.event(event, aroundUTF16Offset: utf16Offset))
      case .bindingWrite(let delta, let origin):
        let sequence = values ?? ElidedTextSequence("")
        sequence.apply(delta)
        values = sequence
        body(.bindingWrite(value: sequence.elided(aroundUTF16Offset: utf16Offset), origin: origin))
      case .keptBindingWrite(let reference, let origin):
        guard let history else { continue }
        let sequence = cursors.writes.move(to: reference, in: history)
        body(.bindingWrite(value: sequence.elided(aroundUTF16Offset: utf16Offset), origin: origin))
      case .keptOnChange(let old, let new):
        guard let history else { continue }
        let oldValue = cursors.changeOld.move(to: old, in: history).elided(aroundUTF16Offset: utf16Offset)
        let newValue = cursors.changeNew.move(to: new, in: history).elided(aroundUTF16Offset: utf16Offset)
        body(.onChange(old: oldValue, new: newValue))
      case .keptAssignment(let reference, _, let markedTextBefore, let fate):
        guard let history else { continue }
        let text = cursors.assignments.move(to: reference, in: history).elided(aroundUTF16Offset: utf16Offset)
        body(.renderAssignment(text: text, markedTextBefore: markedTextBefore, fate: fate))
      case .keptWriteNotDisplayed(let bridge, let reference, _):
        guard let history else { continue }
        let value = cursors.unshownWrites.move(to: reference, in: history).elided(
          aroundUTF16Offset: utf16Offset)
        body(.writeNotDisplayed(bridge: bridge, value: value))
      }
    }
  }

  /// Calls `body` with each event that is not a binding write: no binding value is rebuilt,
  /// so a step of 80,000 keys costs its events, not keys × text.
  func forEachOtherThanBindingWrites(_ body: (TraceEvent) -> Void) {
    for item in stored {
      switch item {
      case .event(let event): if !event.isBindingWrite { body(event) }
      case .keptOnChange(let old, let new):
        body(.onChange(old: text(old), new: text(new)))
      case .keptAssignment(let reference, _, let markedTextBefore, let fate):
        body(.renderAssignment(text: text(reference), markedTextBefore: markedTextBefore, fate: fate))
      case .keptWriteNotDisplayed(let bridge, let reference, _):
        body(.writeNotDisplayed(bridge: bridge, value: text(reference)))
      case .bindingWrite, .keptBindingWrite: break
      }
    }
  }

  /// Calls `body` with each event other than binding writes and `onChange`, nothing rebuilt
  /// (what the one-line trace under a failure shows): an assigned text and an unshown write's
  /// value the history keeps are given by the ends kept with them (`TimelineElision.ends`).
  ///
  ///     render: assign 4,000 × "A" (kept)  →  .renderAssignment(text: 40 × "A" + "…" + 40 × "A", …)
  func forEachWithoutTextValues(_ body: (TraceEvent) -> Void) {
    for item in stored {
      switch item {
      case .event(let event):
        if !event.isBindingWrite && !event.isOnChange { body(event) }
      case .keptAssignment(_, let ends, let markedTextBefore, let fate):
        body(.renderAssignment(text: ends, markedTextBefore: markedTextBefore, fate: fate))
      case .keptWriteNotDisplayed(let bridge, _, let ends):
        body(.writeNotDisplayed(bridge: bridge, value: ends))
      case .bindingWrite, .keptBindingWrite, .keptOnChange:
        break
      }
    }
  }

  /// Every event, values rebuilt.
  var events: [TraceEvent] {
    var result: [TraceEvent] = []
    result.reserveCapacity(stored.count)
    forEach { result.append($0) }
    return result
  }

  /// The UTF-8 bytes kept for texts outside a history: binding values whole or as deltas
  /// (plus a word per delta), assigned texts and unshown writes whole, or their ends when the
  /// history keeps them.
  var storedUTF8Count: Int {
    stored.reduce(0) { total, item in
      switch item {
      case .event(.bindingWrite(let value, _)): return total + value.utf8.count
      case .event(.renderAssignment(let text, _, _)): return total + text.utf8.count
      case .event(.writeNotDisplayed(_, let value)): return total + value.utf8.count
      case .bindingWrite(let delta, _): return total + delta.middle.count + 16
      case .keptAssignment(_, let ends, _, _): return total + ends.utf8.count
      case .keptWriteNotDisplayed(_, _, let ends): return total + ends.utf8.count
      case .event, .keptBindingWrite, .keptOnChange: return total
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

  /// True for `.onChange`.
  var isOnChange: Bool {
    if case .onChange = self { return true }
    return false
  }
}
