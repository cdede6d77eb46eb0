/// Edits made by the user or the app rather than the input method: moving the selection
/// and replacing a range.
extension TextField {
  /// Moves the selection (a caret when empty).
  ///
  ///     "ab|c"     setSelection({0, 2})  →  "{ab}c"
  ///     "x[わた|]"  setSelection({2, 0})  →  "x[わ|た]"
  ///
  /// Events: `selectionDidChange` when the range differs.
  ///
  /// - Throws: `TextFieldError` when `range` is not a valid range of the text or, while
  ///   marked text exists, leaves the marked range. The field is then unchanged.
  public func setSelection(_ range: UTF16Range) throws(TextFieldError) {
    try validateSelection(range)
    let before = editMark
    select(range)
    recordChanges(since: before, source: .input)
  }

  /// Replaces `range` by `replacement`, as a user edit or a deliberate app edit (pick a
  /// suggestion, clear after send); the caret goes after the replacement. Marked text is
  /// committed first, as every platform ends a composition before an edit outside the input
  /// method.
  ///
  ///     "ab|c"       replace({0, 2}, with: "xyz")  →  "xyz|c"
  ///     "{👍}"        replace({0, 2}, with: "")     →  "|"
  ///     "から[あ|]"   replace({0, 2}, with: "唐")   →  "唐|あ"   (あ committed first)
  ///
  /// Events: `compositionEnd(committedText:)` with the marked text when a composition was
  /// active, then `textDidChange(.input)` and `selectionDidChange` when they changed.
  ///
  /// - Throws: `TextFieldError` when `range` is not a valid range of the text; the field is
  ///   then unchanged.
  public func replace(_ range: UTF16Range, with replacement: String) throws(TextFieldError) {
    try validateRange(range)
    let before = editMark
    if let markedText {
      mark(nil)
      record(.compositionEnd(committedText: markedText))
    }
    let caret = spliceText(in: range, with: replacement)
    select(.caret(at: caret))
    recordChanges(since: before, source: .input)
  }
}
