/// The field's own consistency rules (the `range` invariant), checkable at any time.
extension TextField {
  /// Every rule the current state breaks, as the error a bad argument would have raised;
  /// empty when the field is consistent. The selection is checked first, then the marked
  /// range, then that the selection lies inside the marked range.
  ///
  ///     "a[わ|]"  →  []
  public var rangeViolations: [TextFieldError] {
    var violations: [TextFieldError] = []
    do throws(TextFieldError) {
      try validateRange(selectedRange)
    } catch {
      violations.append(error)
    }
    if let markedRange {
      if markedRange.length == 0 {
        violations.append(.emptyMarkedRange(markedRange))
      } else {
        do throws(TextFieldError) {
          try validateRange(markedRange)
        } catch {
          violations.append(error)
        }
      }
      if !markedRange.contains(selectedRange) {
        violations.append(.selectionOutsideMarkedRange(selectedRange, markedRange: markedRange))
      }
    }
    return violations
  }

  /// Debug builds check after every edit that the ranges are consistent, that the boundary
  /// cache belongs to the current text and that the selection anchor is one of its ends.
  /// A failure here is a bug in the field, never in its input.
  func _checkInvariants() {
    #if DEBUG
      assert(rangeViolations.isEmpty, "TextField ranges broken: \(rangeViolations)")
      // From the bytes, not `text`: checking must not change which `String`s the field holds.
      assert(graphemeBoundaries == GraphemeBoundaries(buffer.wholeString), "stale grapheme boundary cache")
      assert(
        selectionAnchorUTF16Offset == selectedRange.location
          || selectionAnchorUTF16Offset == selectedRange.upperBound,
        "selection anchor \(selectionAnchorUTF16Offset) is not an end of \(selectedRange)")
    #endif
  }
}
