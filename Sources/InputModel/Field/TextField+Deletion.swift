/// Deleting by whole grapheme clusters (ICU boundaries), never half a cluster.
extension TextField {
  /// Deletes the selection, or else the whole grapheme cluster before the caret (outside
  /// marked text, what `backspaceUnit` says); nothing at the start. With marked text the deletion stays inside it (the input method normally
  /// handles backspace itself), and the marked range shrinks with it.
  ///
  ///     "わた|"           deleteBackward()  →  "わ|"
  ///     "a👨‍👩‍👧|"          deleteBackward()  →  "a|"        (one cluster, 8 UTF-16 units)
  ///     "か\u{3099}|"     deleteBackward()  →  "|"          (か + combining ゛ is one cluster)
  ///     "a{bc}d"          deleteBackward()  →  "a|d"
  ///     "わ[た|]"          deleteBackward()  →  "わ|"        (composition ends)
  ///     "[わた|]"          deleteBackward()  →  "[わ|]"
  ///     "わ[|た]"          deleteBackward()  →  "わ[|た]"    (the committed わ is not touched)
  ///     "か\u{3099}|"     deleteBackward()  →  "か|"         (with `backspaceUnit` `.codePoint`)
  ///
  /// Events: `compositionUpdate` or `compositionEnd("")` when inside marked text, then
  /// `textDidChange` (`.markedText` while composing, else `.input`) and `selectionDidChange`.
  public func deleteBackward() {
    let limit = markedRange?.location ?? 0
    if !selectedRange.isEmpty {
      delete(selectedRange)
      return
    }
    let caret = selectedRange.location
    guard caret > limit, let start = graphemeBoundaries.boundary(before: caret) else { return }
    guard markedRange == nil else {
      delete(UTF16Range(max(start, limit)..<caret))
      return
    }
    let deletionStart = backspaceUnit.deletionStart(clusterStart: start, caret: caret) {
      slice(UTF16Range(start..<caret))
    }
    delete(UTF16Range(deletionStart..<caret))
  }

  /// Deletes the selection, or else the whole grapheme cluster after the caret; nothing at
  /// the end. With marked text the deletion stays inside it.
  ///
  ///     "|🇯🇵a"      deleteForward()  →  "|a"
  ///     "[わ|た]"     deleteForward()  →  "[わ|]"
  ///     "[わた|]b"    deleteForward()  →  "[わた|]b"
  func deleteForward() {
    let limit = markedRange?.upperBound ?? utf16Length
    if !selectedRange.isEmpty {
      delete(selectedRange)
      return
    }
    let caret = selectedRange.location
    guard caret < limit, let end = graphemeBoundaries.boundary(after: caret) else { return }
    delete(UTF16Range(caret..<min(end, limit)))
  }

  /// Removes `range` (valid, inside the marked range while composing), leaves the caret at
  /// its start and keeps the marked range consistent.
  private func delete(_ range: UTF16Range) {
    let before = editMark
    let oldMarkedRange = markedRange
    let caret = spliceText(in: range, with: "")
    select(.caret(at: caret))
    guard let oldMarkedRange else {
      recordChanges(since: before, source: .input)
      return
    }
    let remaining = UTF16Range(
      location: oldMarkedRange.location, length: oldMarkedRange.length - range.length)
    if remaining.isEmpty {
      mark(nil)
      record(.compositionEnd(committedText: ""))
    } else {
      // Deleting can fuse the clusters on either side of the gap (🇯 x 🇵 → 🇯🇵); widen the
      // marked range to whole clusters rather than leave it splitting one.
      let widened = widenedToBoundaries(remaining)
      mark(widened)
      let markedText = slice(widened)
      let relativeSelection = UTF16Range(
        location: selectedRange.location - widened.location, length: 0)
      record(.compositionUpdate(markedText: markedText, selectedRange: relativeSelection))
    }
    recordChanges(since: before, source: .markedText)
  }

  /// `range` with its start moved back and its end moved forward to the nearest boundaries.
  private func widenedToBoundaries(_ range: UTF16Range) -> UTF16Range {
    let start =
      graphemeBoundaries.isBoundary(range.location)
      ? range.location : (graphemeBoundaries.boundary(before: range.location) ?? 0)
    let end = caretSnapped(range.upperBound)
    return UTF16Range(start..<end)
  }
}
