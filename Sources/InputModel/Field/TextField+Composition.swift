/// The input method's half of the contract: marked text, commit, unmark.
extension TextField {
  /// Replaces the marked text (with none, the selection; or `replacementRange` when given) by
  /// `markedText` and marks it. `selectedRange` is relative to `markedText` and becomes the
  /// field's selection, offset by the marked range's start.
  ///
  ///     "わ|"      setMarkedText("か", selectedRange: {1, 0})   →  "わ[か|]"
  ///     "[か|]"    setMarkedText("かn", selectedRange: {2, 0})  →  "[かn|]"
  ///     "{今日}は"  setMarkedText("きょう", selectedRange: {3, 0}) →  "[きょう|]は"
  ///     "[か|]"    setMarkedText("", selectedRange: {0, 0})    →  "|"
  ///
  /// An empty `markedText` ends the composition: there is no empty marked range, and the
  /// events say `compositionEnd(committedText: "")`.
  ///
  /// A `replacementRange` that lies outside the current marked range leaves the old marked
  /// characters in place as ordinary text; only the new marked text is marked.
  ///
  /// Events: `compositionStart` (when nothing was marked), `compositionUpdate`, or
  /// `compositionEnd("")` for an empty marked text; then `textDidChange(.markedText)` and
  /// `selectionDidChange` when they changed.
  ///
  /// - Throws: `TextFieldError` when `replacementRange` is not a valid range of the text,
  ///   `selectedRange` is not a valid range of `markedText`, or `markedText` would fuse with
  ///   the text around it into one grapheme cluster. The field is then unchanged.
  public func setMarkedText(
    _ markedText: String, selectedRange: UTF16Range, replacementRange: UTF16Range?
  ) throws(TextFieldError) {
    if replacementRange == nil, let markedRange, let held = self.markedText, markedText.hasSameUTF8(as: held),
      markedRange.contains(self.selectedRange)
    {
      return try moveMarkedSelection(to: selectedRange, in: markedRange, holding: held)
    }
    if let replacementRange { try validateRange(replacementRange) }
    let markedTextBoundaries = GraphemeBoundaries(markedText)
    editCost.markedUTF16UnitsSegmented += markedTextBoundaries.utf16Length
    try Self.validateMarkedSelection(selectedRange, markedTextBoundaries: markedTextBoundaries)

    let replaced = replacementRange ?? markedRange ?? self.selectedRange
    // What the page sees of the keyboard's selection (`preedit-selection`, `preedit-cursor`).
    let unchangedPreedit =
      preeditSelection == .nextCharacter && replacementRange == nil && markedRange != nil
      && markedText == self.markedText && replaced.contains(self.selectedRange)
    let selectedRange = preeditSelection.shown(
      given: selectedRange, cursor: preeditCursor.offset(given: selectedRange),
      boundaries: markedTextBoundaries,
      previous: unchangedPreedit
        ? UTF16Range(
          location: self.selectedRange.location - replaced.location, length: self.selectedRange.length)
        : nil)
    let newMarkedRange = UTF16Range(
      location: replaced.location, length: markedTextBoundaries.utf16Length)
    let before = editMark
    let wasComposing = markedRange != nil
    // A replaced range inside the text (always, unless the ranges were corrupted) puts
    // `markedText` itself at the marked range.
    let markedTextIsExact = replaced.location >= 0 && replaced.upperBound <= utf16Length
    let replacedText = slice(replaced)
    splice(
      replaced, with: markedText, utf16Length: markedTextBoundaries.utf16Length,
      holdingOnlySingleUnitClusters: markedTextBoundaries.holdsOnlySingleUnitClusters)
    if !newMarkedRange.isEmpty {
      // The marked string's own boundaries were checked above; these catch context that
      // fuses with it (a leading U+3099 after か, a trailing ZWJ before 👩). On failure the
      // edit is undone, which gives back the old text and so its boundaries.
      var failure: TextFieldError?
      for utf16Offset in [newMarkedRange.location, newMarkedRange.upperBound]
      where failure == nil && !graphemeBoundaries.isBoundary(utf16Offset) {
        failure = .markedTextJoinsNeighbour(markedRange: newMarkedRange, utf16Offset: utf16Offset)
      }
      for utf16Offset in [selectedRange.location, selectedRange.upperBound]
      where failure == nil && !graphemeBoundaries.isBoundary(newMarkedRange.location + utf16Offset) {
        failure = .markedSelectionNotOnGraphemeBoundary(selectedRange, utf16Offset: utf16Offset)
      }
      if let failure {
        spliceText(in: newMarkedRange, with: replacedText)
        throw failure
      }
    }

    if newMarkedRange.isEmpty {
      mark(nil)
      select(.caret(at: caretSnapped(replaced.location)))
      if wasComposing { record(.compositionEnd(committedText: "")) }
    } else {
      if markedTextIsExact {
        mark(newMarkedRange, holding: markedText)
      } else {
        mark(newMarkedRange)
      }
      select(
        UTF16Range(
          location: newMarkedRange.location + selectedRange.location, length: selectedRange.length))
      if !wasComposing { record(.compositionStart) }
      record(.compositionUpdate(markedText: markedText, selectedRange: selectedRange))
    }
    recordChanges(since: before, source: .markedText)
  }

  /// `setMarkedText` with the text that is already marked (a conversion moving its focus
  /// from one segment to the next): the text stays, so only the selection moves, and the
  /// work is independent of the marked text's length when the keyboard hands back the
  /// same string it sent before (compared by storage, else by one `memcmp`). Events and
  /// errors are the ones the general path gives for the same call.
  ///
  ///     "[{今日は}良い天気]"  setMarkedText("今日は良い天気", selectedRange: {3, 2})  →  "[今日は{良い}天気]"
  private func moveMarkedSelection(
    to selectedRange: UTF16Range, in markedRange: UTF16Range, holding held: String
  )
    throws(TextFieldError)
  {
    if selectedRange.length < 0 { throw .negativeLength(selectedRange) }
    if selectedRange.location < 0 || selectedRange.upperBound > markedRange.length {
      throw .markedSelectionOutOfBounds(selectedRange, markedTextUTF16Length: markedRange.length)
    }
    // The marked text was checked against its neighbours when it was set, so the field's
    // boundaries inside it are the marked text's own.
    for utf16Offset in [selectedRange.location, selectedRange.upperBound]
    where !graphemeBoundaries.isBoundary(markedRange.location + utf16Offset) {
      throw .markedSelectionNotOnGraphemeBoundary(selectedRange, utf16Offset: utf16Offset)
    }
    // What the page sees of the keyboard's selection (`preedit-selection`, `preedit-cursor`),
    // as `setMarkedText` shows it; the preedit is unchanged, so no boundary is needed.
    let shown = preeditSelection.shown(
      given: selectedRange, cursor: preeditCursor.offset(given: selectedRange), boundaries: nil,
      previous: UTF16Range(
        location: self.selectedRange.location - markedRange.location, length: self.selectedRange.length))
    let before = editMark
    mark(markedRange, holding: held)
    select(UTF16Range(location: markedRange.location + shown.location, length: shown.length))
    record(.compositionUpdate(markedText: held, selectedRange: shown))
    recordChanges(since: before, source: .markedText)
  }

  /// Inserts `text`, replacing the marked text if any (this commits), else the selection, or
  /// `replacementRange` when given. The caret goes after the inserted text; nothing stays
  /// marked.
  ///
  ///     "わ[か|]"      insertText("化")   →  "わ化|"
  ///     "[きょう|]"    insertText("今日")  →  "今日|"
  ///     "a{bc}d"      insertText("x")    →  "ax|d"
  ///
  /// Events: `compositionEnd(committedText: text)` when a composition was active, then
  /// `textDidChange(.input)` and `selectionDidChange` when they changed.
  ///
  /// - Throws: `TextFieldError` when `replacementRange` is not a valid range of the text;
  ///   the field is then unchanged.
  public func insertText(_ text: String, replacementRange: UTF16Range?) throws(TextFieldError) {
    if let replacementRange { try validateRange(replacementRange) }
    let before = editMark
    let wasComposing = markedRange != nil
    let replaced = replacementRange ?? markedRange ?? selectedRange
    let caret = spliceText(in: replaced, with: text)
    mark(nil)
    select(.caret(at: caret))
    if wasComposing { record(.compositionEnd(committedText: text)) }
    recordChanges(since: before, source: .input)
  }

  /// Commits the marked text as it is; the caret (or selection) stays. Does nothing without
  /// marked text.
  ///
  ///     "[わた|]"  unmarkText()  →  "わた|"
  ///     "[わ|た]"  unmarkText()  →  "わ|た"
  ///
  /// Events: `compositionEnd(committedText:)` with the marked text.
  public func unmarkText() {
    guard let markedText else { return }
    mark(nil)
    record(.compositionEnd(committedText: markedText))
    _checkInvariants()
  }
}
