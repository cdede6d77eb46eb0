/// A `Snapshot` as a trace entry or a violation keeps it: whole (built by hand, or by a session
/// that keeps no history), or as references into the session's `TextHistory`, where the field's
/// text and the binding are deltas from the step before. Reading it rebuilds the texts.
///
///     step 50,000 of typing "a":  .whole  → 2 × 50,000 bytes kept
///                                 .kept   → a delta of 1 byte (the binding is the field's text)
enum KeptSnapshot: Sendable {
  case whole(Snapshot)
  case kept(
    TextHistory, field: TextHistory.Reference, selectedRange: UTF16Range, markedRange: UTF16Range?,
    binding: TextHistory.Reference, compositionBuffer: String)

  /// The field, binding and keyboard buffer of `session`'s parts now, stored in `history`.
  static func of(
    field: TextField, store: Store, bindingID: StateID<String>, compositionBuffer: String,
    history: TextHistory
  ) -> KeptSnapshot {
    let fieldText = history.storeFieldText(field)
    let value = store.stateValue(of: bindingID)
    let binding: TextHistory.Reference
    if let reference = value.fieldText, reference.field === field, reference.stamp == field.textEdits {
      binding = fieldText
    } else {
      binding = history.store(value.resolved, field: field)
    }
    return .kept(
      history, field: fieldText, selectedRange: field.selectedRange, markedRange: field.markedRange,
      binding: binding, compositionBuffer: compositionBuffer)
  }

  /// The snapshot, texts rebuilt.
  var snapshot: Snapshot {
    switch self {
    case .whole(let snapshot):
      return snapshot
    case .kept(let history, let field, let selectedRange, let markedRange, let binding, let buffer):
      let text = history.text(field)
      return Snapshot(
        field: FieldState(text: text, selectedRange: selectedRange, markedRange: markedRange),
        binding: binding == field ? text : history.text(binding), compositionBuffer: buffer)
    }
  }
}
