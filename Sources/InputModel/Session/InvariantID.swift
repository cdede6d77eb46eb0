/// The invariants checked after every step; the raw values are the ids scenario files and
/// reports use (`expect violation composition-overwrite`).
public enum InvariantID: String, CaseIterable, Hashable, Sendable, Comparable {
  /// No assignment of field text while marked text exists, unless the app unmarked first.
  case compositionOverwrite = "composition-overwrite"
  /// The field's committed text equals what the keyboard committed, replayed on a shadow
  /// field with no app in the loop (catches drops and duplicates); app edits resync it.
  case lostInput = "lost-input"
  /// The keyboard's composition buffer equals the field's marked text.
  case imeDesync = "ime-desync"
  /// When settled, the binding equals the field's text.
  case bindingMismatch = "binding-mismatch"
  /// No app handler acts on a stale value (its action differs from what the same rule does on
  /// the current text: a stale decision), and no edge-triggered handler misreads a change (the
  /// person's typing absorbed as its own write, or its own write reopening it as typing).
  case staleOnChange = "stale-onchange"
  /// Selection and marked range are in bounds, on grapheme boundaries, and nested.
  case range
  /// The key that commits a composition never submits; submit fires only with no marked text.
  case submitDuringComposition = "submit-during-composition"
  /// The suggestion menu lists exactly the index's matches and is closed when it must be.
  case suggestions

  public static func < (lhs: InvariantID, rhs: InvariantID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
