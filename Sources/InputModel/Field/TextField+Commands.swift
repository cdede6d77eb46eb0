/// Keys the input method passed through (`doCommand`), as a single-line field handles them.
///
/// While marked text exists, caret moves stay inside the marked range (the input method
/// normally consumes arrows itself; this keeps the selection-inside-marked-range rule).
extension TextField {
  /// Handles a key the input method did not consume.
  ///
  ///     "ab|"       insertNewline                →  "ab|"     (event returnKey; nothing inserted)
  ///     "ab|"       insertTab                    →  "ab|"     (event tab)
  ///     "ab|"       cancelOperation              →  "ab|"     (event cancel)
  ///     "a|🇯🇵b"     deleteForward                →  "a|b"
  ///     "a👍|"       moveLeft                     →  "a|👍"
  ///     "a{bc}d"    moveLeft                     →  "a|bcd"   (a selection collapses to its edge)
  ///     "a|👍"       moveRight                    →  "a👍|"
  ///     "a{bc}d"    moveRight                    →  "abc|d"
  ///     "ab|c"      moveLeftAndModifySelection   →  "a{b}c"
  ///     "a|bc"      moveRightAndModifySelection  →  "a{b}c"
  ///     "ab|c"      moveUp                       →  "|abc"
  ///     "a|bc"      moveDown                     →  "abc|"
  ///     "x[わ|た]"   moveDown                     →  "x[わた|]"  (stays inside the marked text)
  ///
  /// Events: `returnKey`, `tab`, `cancel` for the passthrough keys; a moved selection records
  /// `selectionDidChange`; a deletion records what `deleteBackward` would.
  public func doCommand(_ command: EditingCommand) {
    switch command {
    case .insertNewline: record(.returnKey)
    case .insertTab: record(.tab)
    case .cancelOperation: record(.cancel)
    case .deleteForward: deleteForward()
    case .moveLeft: moveCaretOneCluster(forward: false)
    case .moveRight: moveCaretOneCluster(forward: true)
    case .moveUp: moveCaret(to: editableBounds.location)
    case .moveDown: moveCaret(to: editableBounds.upperBound)
    case .moveLeftAndModifySelection: extendSelection(forward: false)
    case .moveRightAndModifySelection: extendSelection(forward: true)
    }
  }

  /// Where the caret may go: the marked range while composing, else the whole text.
  private var editableBounds: UTF16Range {
    markedRange ?? UTF16Range(location: 0, length: utf16Length)
  }

  /// The boundary one cluster before or after `utf16Offset`, kept inside `editableBounds`.
  private func clusterStep(from utf16Offset: Int, forward: Bool) -> Int {
    let bounds = editableBounds
    if forward {
      let next = graphemeBoundaries.boundary(after: utf16Offset) ?? utf16Offset
      return min(next, bounds.upperBound)
    }
    let previous = graphemeBoundaries.boundary(before: utf16Offset) ?? utf16Offset
    return max(previous, bounds.location)
  }

  /// A caret steps one cluster; a selection collapses to the edge in that direction.
  private func moveCaretOneCluster(forward: Bool) {
    if selectedRange.isEmpty {
      moveCaret(to: clusterStep(from: selectedRange.location, forward: forward))
    } else {
      moveCaret(to: forward ? selectedRange.upperBound : selectedRange.location)
    }
  }

  private func moveCaret(to utf16Offset: Int) {
    let before = editMark
    select(.caret(at: utf16Offset))
    recordChanges(since: before, source: .input)
  }

  /// Moves the selection's active end (the one that is not the anchor) by one cluster.
  ///
  ///     "ab|c"  left  →  "a{b}c"  left  →  "{ab}c"  right  →  "a{b}c"
  private func extendSelection(forward: Bool) {
    let before = editMark
    let anchor = selectionAnchorUTF16Offset
    let active =
      anchor == selectedRange.location ? selectedRange.upperBound : selectedRange.location
    let moved = clusterStep(from: active, forward: forward)
    select(UTF16Range(min(anchor, moved)..<max(anchor, moved)), anchorUTF16Offset: anchor)
    recordChanges(since: before, source: .input)
  }
}
