/// Boundaries kept up to date across an edit by segmenting only around it.
///
/// Why that is exact: whether UAX #29 breaks at an offset depends on the text before it and
/// on the one scalar after it. So
///
/// - every boundary before the edit stays (the scalar after it lies before the edit too);
/// - a segmentation may restart at any boundary: no rule looks back across one (emoji ZWJ
///   sequences and combining marks never contain a boundary; a regional indicator pair
///   cannot straddle one);
/// - after the edit, once a new boundary falls where an old one was, the text after it is the
///   same and the segmentation restarted there is the same: the old boundaries follow,
///   shifted by the change in length.
///
/// A test replays random edits on random text and compares with segmenting the whole text.
extension GraphemeBoundaries {
  /// The boundaries of `newText`, which is the text of these boundaries with `range` replaced
  /// by `replacement`.
  ///
  ///     "a👍b" [0, 1, 3, 4], {1, 2} → "x"  →  "axb" [0, 1, 2, 3]   (no ICU: all single units)
  ///     "e|x"  [0, 1, 2],    {1, 0} → U+0301 → "éx" [0, 2, 3]     (ICU from 0 to 2, then shifted)
  ///
  /// - Complexity: O(*n*) to copy the boundaries, plus ICU over the edit and its neighbouring
  ///   clusters only; no ICU at all when both texts hold only `SingleUnitClusters`.
  func replacing(_ range: UTF16Range, with replacement: String, giving newText: String)
    -> GraphemeBoundaries
  {
    if let replacementLength = SingleUnitClusters.utf16Length(ifOnlySingleUnitClusters: replacement) {
      return replacing(
        range, withUTF16Length: replacementLength, holdingOnlySingleUnitClusters: true, giving: newText)
    }
    return replacing(
      range, withUTF16Length: replacement.utf16.count, holdingOnlySingleUnitClusters: false,
      giving: newText)
  }

  /// `replacing(_:with:giving:)` when the caller already knows the replacement's UTF-16 length
  /// and whether it holds only `SingleUnitClusters` (from its own boundaries).
  func replacing(
    _ range: UTF16Range, withUTF16Length replacementUTF16Length: Int,
    holdingOnlySingleUnitClusters replacementIsSingleUnits: Bool, giving newText: String
  ) -> GraphemeBoundaries {
    let lengthChange = replacementUTF16Length - range.length
    if holdsOnlySingleUnitClusters && replacementIsSingleUnits
      && range.location >= 0 && range.length >= 0 && range.upperBound <= utf16Length
    {
      return GraphemeBoundaries(singleUnitClustersOfUTF16Length: utf16Length + lengthChange)
    }
    // A range off the boundaries (never passed by the field, which validates its ranges) or
    // a whole new text: segment it all.
    guard range.length >= 0, range.location > 0 || range.upperBound < utf16Length,
      isBoundary(range.location), isBoundary(range.upperBound)
    else {
      return GraphemeBoundaries(newText)
    }
    let oldOffsets = utf16Offsets
    let keptCount = lowerBoundIndex(range.location, in: oldOffsets)
    var newOffsets: [Int] = []
    newOffsets.reserveCapacity(oldOffsets.count + replacementUTF16Length)
    newOffsets.append(contentsOf: oldOffsets[..<keptCount])
    // Restart at the last boundary before the edit, which the segmenter reports again.
    let restart = newOffsets.popLast() ?? 0
    let editEnd = range.location + replacementUTF16Length
    var oldIndex = keptCount
    GraphemeSegmenter.withShared { segmenter in
      segmenter.forEachBoundary(of: newText, fromUTF16Offset: restart) { newOffset in
        newOffsets.append(newOffset)
        guard newOffset >= editEnd else { return true }
        let oldOffset = newOffset - lengthChange
        while oldIndex < oldOffsets.count && oldOffsets[oldIndex] < oldOffset { oldIndex += 1 }
        guard oldIndex < oldOffsets.count, oldOffsets[oldIndex] == oldOffset else { return true }
        for offset in oldOffsets[(oldIndex + 1)...] { newOffsets.append(offset + lengthChange) }
        return false
      }
    }
    return GraphemeBoundaries(utf16Offsets: newOffsets)
  }
}
