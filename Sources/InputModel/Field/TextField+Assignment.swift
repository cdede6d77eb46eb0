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
    reportWillMissWrite()
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
    spliceChangedPart(of: newText)
    select(.caret(at: utf16Length))
  }

  /// Makes the text `newText` by splicing only the part that differs: the clusters between
  /// the longest start and end the two texts share. The text is the same as replacing it
  /// whole, but the edit is the change — so the trace's history keeps the change, not the
  /// text, and only the clusters around it are segmented again.
  ///
  ///     "abcd" assign "abXd"  →  splice {2, 1} with "X"
  ///     "abc"  assign "abc"   →  no splice
  private func spliceChangedPart(of newText: String) {
    let oldCount = buffer.count
    var new = newText
    let (prefix, suffix) = new.withUTF8 { buffer.commonEnds(with: $0) }
    // Equal bytes before the first difference hold whole scalars in both texts, and so do
    // equal bytes after the last: both ends move to the start of a scalar (a lead byte is one
    // in both texts), then out to the old text's cluster boundaries.
    var lowerUTF8 = prefix
    while lowerUTF8 > 0 && lowerUTF8 < oldCount && buffer[lowerUTF8] & 0xC0 == 0x80 { lowerUTF8 -= 1 }
    var upperUTF8 = oldCount - suffix
    while upperUTF8 < oldCount && buffer[upperUTF8] & 0xC0 == 0x80 { upperUTF8 += 1 }
    upperUTF8 = max(upperUTF8, lowerUTF8)
    var lower = utf16Offset(ofUTF8Offset: lowerUTF8)
    var upper = utf16Offset(ofUTF8Offset: upperUTF8)
    if !graphemeBoundaries.isBoundary(lower) { lower = graphemeBoundaries.boundary(before: lower) ?? 0 }
    if !graphemeBoundaries.isBoundary(upper) {
      upper = graphemeBoundaries.boundary(after: upper) ?? utf16Length
    }
    let range = UTF16Range(lower..<upper)
    let bytes = utf8Range(of: range)
    let keptAtEnd = oldCount - bytes.upperBound
    let utf8 = newText.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    let end = utf8.index(utf8.endIndex, offsetBy: -keptAtEnd)
    spliceText(in: range, with: String(newText[start..<end]))
  }

  private func replaceKeepingMarkedRange(
    _ oldMarkedRange: UTF16Range, markedTextBefore: String, selectionBefore: UTF16Range,
    newText: String
  ) -> AssignmentOutcome.MarkedTextFate {
    spliceChangedPart(of: newText)
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
