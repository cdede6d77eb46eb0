/// The checks every range argument passes before the field changes, in a fixed order:
/// non-negative length, in bounds, on grapheme boundaries, inside the marked range.
extension TextField {
  /// Checks that `range` is a range of the text: non-negative length, inside
  /// 0…`utf16Length`, both ends on ICU grapheme boundaries.
  ///
  ///     "a👍"  {2, 0}  →  .notOnGraphemeBoundary({2, 0}, utf16Offset: 2)
  func validateRange(_ range: UTF16Range) throws(TextFieldError) {
    try Self.validate(
      range, boundaries: graphemeBoundaries,
      outOfBounds: { .rangeOutOfBounds($0, utf16Length: $1) },
      splitsCluster: { .notOnGraphemeBoundary($0, utf16Offset: $1) })
  }

  /// Checks a new selection: a valid range and, while marked text exists, inside it.
  ///
  ///     "a[わ|]"  {0, 0}  →  .selectionOutsideMarkedRange({0, 0}, markedRange: {1, 1})
  func validateSelection(_ range: UTF16Range) throws(TextFieldError) {
    try validateRange(range)
    if let markedRange, !markedRange.contains(range) {
      throw .selectionOutsideMarkedRange(range, markedRange: markedRange)
    }
  }

  /// Checks `setMarkedText`'s `selectedRange` against the marked string itself.
  ///
  ///     "か\u{3099}"  {1, 0}  →  .markedSelectionNotOnGraphemeBoundary({1, 0}, utf16Offset: 1)
  static func validateMarkedSelection(
    _ range: UTF16Range, markedTextBoundaries: GraphemeBoundaries
  ) throws(TextFieldError) {
    try validate(
      range, boundaries: markedTextBoundaries,
      outOfBounds: { .markedSelectionOutOfBounds($0, markedTextUTF16Length: $1) },
      splitsCluster: { .markedSelectionNotOnGraphemeBoundary($0, utf16Offset: $1) })
  }

  /// The shared rule: the two error makers say which text the range was checked against.
  static func validate(
    _ range: UTF16Range,
    boundaries: GraphemeBoundaries,
    outOfBounds: (UTF16Range, Int) -> TextFieldError,
    splitsCluster: (UTF16Range, Int) -> TextFieldError
  ) throws(TextFieldError) {
    if range.length < 0 { throw .negativeLength(range) }
    let utf16Length = boundaries.utf16Length
    if range.location < 0 || range.upperBound > utf16Length {
      throw outOfBounds(range, utf16Length)
    }
    for utf16Offset in [range.location, range.upperBound] where !boundaries.isBoundary(utf16Offset) {
      throw splitsCluster(range, utf16Offset)
    }
  }
}
