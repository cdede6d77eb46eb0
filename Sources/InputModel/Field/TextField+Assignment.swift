/// The app assigning the whole text (a binding written back into the field). The policy for
/// marked text comes from the caller: the platform profile decides, the field only provides
/// the primitive.
extension TextField {
  /// Replaces the whole text and puts the caret at its end, treating marked text as `policy`
  /// says. Without marked text every policy does the same.
  ///
  ///     "ab|"      assign "xyz"  (any policy)             →  "xyz|"
  ///     "[わ|]"    assign ""     .replaceAndClearMarked    →  "|"        (composition destroyed)
  ///     "[わ|]"    assign "x"    .replaceAndKeepMarked     →  "[x|]"
  ///     "[わた|]"  assign "わ"   .replaceAndKeepMarked     →  "[わ|]"     (clamped to the new text)
  ///     "a[わ|]"   assign "b"    .replaceAndKeepMarked     →  "b|"       (no longer fits: cleared)
  ///     "[わ|]"    assign "わた"  .commitThenReplace        →  "わた|"
  ///     "[わ|]"    assign ""     .ignoreWhileMarked        →  "[わ|]"
  ///
  /// The text is assigned even when it equals the current text: whether an equal assignment
  /// is skipped is the bridge's decision, and on UIKit an equal assignment still unmarks.
  ///
  /// With `.replaceAndKeepMarked` the kept marked range is the old one cut to the new text's
  /// length, kept only when non-empty and on grapheme boundaries. The selection stays when it
  /// still lies inside the kept range on boundaries, else the caret goes to its end.
  ///
  /// Events: `compositionEnd("")` when the marked text is destroyed, `compositionEnd` with the
  /// marked text when committed, `compositionUpdate` when a kept marked text changed; then
  /// `textDidChange(.assignment)` and `selectionDidChange` when they changed.
  ///
  /// - Returns: what happened to the marked text, for invariants and traces.
  @discardableResult
  public func assignText(_ newText: String, markedTextPolicy policy: AssignmentPolicy)
    -> AssignmentOutcome
  {
    let before = editMark
    guard let markedTextBefore = markedText, let oldMarkedRange = markedRange else {
      replaceWholeText(with: newText)
      recordChanges(since: before, source: .assignment)
      return outcome(.noneMarked, markedTextBefore: nil, since: before)
    }
    let fate: AssignmentOutcome.MarkedTextFate
    switch policy {
    case .ignoreWhileMarked:
      return outcome(.assignmentIgnored, markedTextBefore: markedTextBefore, since: before)
    case .commitThenReplace:
      mark(nil)
      record(.compositionEnd(committedText: markedTextBefore))
      replaceWholeText(with: newText)
      fate = .committed
    case .replaceAndClearMarked:
      mark(nil)
      record(.compositionEnd(committedText: ""))
      replaceWholeText(with: newText)
      fate = .cleared
    case .replaceAndKeepMarked:
      fate = replaceKeepingMarkedRange(
        oldMarkedRange, markedTextBefore: markedTextBefore, selectionBefore: before.selectedRange,
        newText: newText)
    }
    recordChanges(since: before, source: .assignment)
    return outcome(fate, markedTextBefore: markedTextBefore, since: before)
  }

  /// Text replaced, nothing marked, caret at the end (UIKit's `text` setter).
  private func replaceWholeText(with newText: String) {
    mark(nil)
    let caret = spliceText(in: UTF16Range(location: 0, length: utf16Length), with: newText)
    select(.caret(at: caret))
  }

  private func replaceKeepingMarkedRange(
    _ oldMarkedRange: UTF16Range, markedTextBefore: String, selectionBefore: UTF16Range,
    newText: String
  ) -> AssignmentOutcome.MarkedTextFate {
    spliceText(in: UTF16Range(location: 0, length: utf16Length), with: newText)
    let lower = min(oldMarkedRange.location, utf16Length)
    let upper = min(oldMarkedRange.upperBound, utf16Length)
    let kept = UTF16Range(lower..<upper)
    guard !kept.isEmpty, graphemeBoundaries.isBoundary(lower), graphemeBoundaries.isBoundary(upper)
    else {
      mark(nil)
      select(.caret(at: utf16Length))
      record(.compositionEnd(committedText: ""))
      return .cleared
    }
    mark(kept)
    let selectionStays =
      kept.contains(selectionBefore)
      && graphemeBoundaries.isBoundary(selectionBefore.location)
      && graphemeBoundaries.isBoundary(selectionBefore.upperBound)
    select(selectionStays ? selectionBefore : .caret(at: kept.upperBound))
    let markedTextAfter = slice(kept)
    let relativeSelection = UTF16Range(
      location: selectedRange.location - kept.location, length: selectedRange.length)
    let relativeSelectionBefore = UTF16Range(
      location: selectionBefore.location - oldMarkedRange.location, length: selectionBefore.length)
    if markedTextAfter != markedTextBefore || relativeSelection != relativeSelectionBefore {
      record(.compositionUpdate(markedText: markedTextAfter, selectedRange: relativeSelection))
    }
    return .kept
  }

  private func outcome(
    _ fate: AssignmentOutcome.MarkedTextFate, markedTextBefore: String?, since before: EditMark
  ) -> AssignmentOutcome {
    AssignmentOutcome(
      markedTextFate: fate, markedTextBefore: markedTextBefore, markedTextAfter: markedText,
      textChanged: textVersion != before.textVersion)
  }
}
