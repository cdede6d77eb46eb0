/// What a programmatic assignment of the text does while marked text exists. Platforms
/// differ here, and this is where composition bugs are born; the platform profile picks one.
///
/// Without marked text every policy does the same: the text is replaced and the caret goes to
/// the end (UIKit's `text` setter).
public enum AssignmentPolicy: String, Hashable, Sendable, CaseIterable {
  /// The text is replaced and the marked range cleared: the composition is destroyed
  /// (UIKit's `UITextField.text` setter).
  ///
  ///     "[わ|]"  assign ""  →  "|"
  case replaceAndClearMarked
  /// The text is replaced and the marked range kept when it still fits inside the new text
  /// on grapheme boundaries; otherwise it is cleared. The marked range may now cover other
  /// characters than the input method believes.
  ///
  ///     "[わ|]"   assign "x"   →  "[x|]"
  ///     "a[わ|]"  assign "b"   →  "b|"     (the marked range no longer fits)
  case replaceAndKeepMarked
  /// The marked text is committed first, then the text is replaced: the deliberate path a
  /// careful wrapper takes (clear after send, pick a suggestion).
  ///
  ///     "[わ|]"  assign "わたし"  →  "わたし|"   (events: compositionEnd("わ") first)
  case commitThenReplace
  /// The assignment is dropped while marked text exists (a guarded wrapper).
  ///
  ///     "[わ|]"  assign ""  →  "[わ|]"
  case ignoreWhileMarked
}
