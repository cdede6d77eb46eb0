/// Something a text field reports, in the order it happened.
///
/// The field records events; the caller drains them (`TextField.drainEvents()`) after each
/// command, so a bridge or session consumes them step by step and never runs inside an edit.
/// Within one command the order is fixed: composition events first, then `textDidChange`,
/// then `selectionDidChange`, with focus events outermost.
///
///     ""  setMarkedText("わ")  →  compositionStart, compositionUpdate("わ", {1, 0}),
///                                   textDidChange(.markedText), selectionDidChange
///     "[わ|]"  insertText("和")  →  compositionEnd("和"), textDidChange(.input)
public enum FieldEvent: Hashable, Sendable {
  /// Focus entered the field.
  case editingDidBegin
  /// Focus left the field (after any marked text was committed or discarded).
  case editingDidEnd
  /// A composition began: marked text appeared where there was none.
  case compositionStart
  /// The marked text was set; `selectedRange` is relative to `markedText`.
  case compositionUpdate(markedText: String, selectedRange: UTF16Range)
  /// The composition ended. `committedText` is what became ordinary text: the inserted text
  /// for `insertText`, the marked text for `unmarkText`, and `""` when the marked text was
  /// discarded (emptied, removed on focus loss, or destroyed by an assignment).
  case compositionEnd(committedText: String)
  /// The text changed; the source says how, so the platform can decide whether to post it.
  case textDidChange(TextChangeSource)
  /// The selection (or caret) moved to a different range.
  case selectionDidChange
  /// Return was pressed (`doCommand(.insertNewline)`); a single-line field inserts nothing.
  case returnKey
  /// Tab was pressed (`doCommand(.insertTab)`); the field inserts nothing.
  case tab
  /// Escape was pressed (`doCommand(.cancelOperation)`).
  case cancel
}

/// What changed the field's text, so the platform profile can decide which changes it
/// reports to the app (UIKit reports marked-text edits; some wrappers only see commits; no
/// platform reports a programmatic assignment).
public enum TextChangeSource: String, Hashable, Sendable, CaseIterable {
  /// The marked text was set, shortened or discarded (`setMarkedText`, `deleteBackward`
  /// inside the marked text, focus loss that discards it).
  case markedText
  /// Ordinary editing: a commit (`insertText`), a deletion, `replace(_:with:)`.
  case input
  /// The app assigned the text (`assignText`).
  case assignment
}
