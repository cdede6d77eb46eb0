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
