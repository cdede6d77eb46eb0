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
  /// The units ICU reads after a restart, to begin with, past the end of the edit: enough for
  /// the clusters that can follow it (a ZWJ sequence, a flag, combining marks); a window that
  /// ends before the boundaries meet the old ones again is widened.
  static let windowSlackUTF16Length = 32

  /// The boundaries of `newText`, which is the text of these boundaries with `range` replaced
  /// by `replacement`.
  ///
  ///     "a👍b" [0, 1, 3, 4], {1, 2} → "x"  →  "axb" [0, 1, 2, 3]   (no ICU: all single units)
  ///     "e|x"  [0, 1, 2],    {1, 0} → U+0301 → "éx" [0, 2, 3]     (ICU from 0 to 2, then shifted)
  func replacing(_ range: UTF16Range, with replacement: String, giving newText: String)
    -> GraphemeBoundaries
  {
    var updated = self
    let singleUnitLength = SingleUnitClusters.utf16Length(ifOnlySingleUnitClusters: replacement)
    updated.replace(
      range, withUTF16Length: singleUnitLength ?? replacement.utf16.count,
      holdingOnlySingleUnitClusters: singleUnitLength != nil,
      window: { start, count in UTF16Window(of: newText, fromUTF16Offset: start, count: count) },
      wholeText: { newText })
    return updated
  }

  /// Updates the boundaries for `range` replaced by a text of `replacementUTF16Length` units;
  /// `window(start, count)` gives the new text's units from `start` (about `count` of them),
  /// `wholeText()` the whole new text for the rare edit that needs it. Returns the UTF-16
  /// units handed to ICU (0 when none), which is what an edit costs.
  ///
  /// - Complexity: ICU over the edit and its neighbouring clusters, plus the boundary chunks
  ///   the edit touches; no ICU at all when both texts hold only `SingleUnitClusters`.
  @discardableResult
  mutating func replace(
    _ range: UTF16Range, withUTF16Length replacementUTF16Length: Int,
    holdingOnlySingleUnitClusters replacementIsSingleUnits: Bool,
    window: (_ start: Int, _ count: Int) -> UTF16Window, wholeText: () -> String
  ) -> Int {
    let lengthChange = replacementUTF16Length - range.length
    let rangeIsInside = range.location >= 0 && range.length >= 0 && range.upperBound <= utf16Length
    if holdsOnlySingleUnitClusters && replacementIsSingleUnits && rangeIsInside {
      setSingleUnitClusters(utf16Length: utf16Length + lengthChange)
      return 0
    }
    // A range off the boundaries (never passed by the field, which validates its ranges) or
    // a whole new text: segment it all.
    guard rangeIsInside, range.location > 0 || range.upperBound < utf16Length,
      isBoundary(range.location), isBoundary(range.upperBound)
    else {
      let text = wholeText()
      self = GraphemeBoundaries(text)
      return text.utf16.count
    }
    // Single units between single units, in a text that has other clusters elsewhere (kana
    // typed in the middle of Japanese with emoji): every offset of the edit is a boundary, and
    // so are both ends, since no rule joins two single units; the rest only shifts. No ICU.
    let editEnd = range.location + replacementUTF16Length
    if replacementIsSingleUnits
      && Self.isSingleUnitCluster(range.location == 0 ? nil : window(range.location - 1, 1).units.first)
      && Self.isSingleUnitCluster(
        editEnd == utf16Length + lengthChange ? nil : window(editEnd, 1).units.first)
    {
      replaceBoundaries(
        in: range.location...range.upperBound, with: Array(range.location...editEnd),
        lengthChange: lengthChange)
      return 0
    }
    // Restart at the last boundary before the edit: an insertion can fuse with the cluster
    // before it.
    let restart = boundary(before: range.location) ?? 0
    var requested = editEnd - restart + Self.windowSlackUTF16Length
    var scanned = 0
    while true {
      let units = window(restart, requested)
      scanned += units.units.count
      let windowEnd = restart + units.units.count
      var newOffsets: [Int] = []
      var meeting: Int?
      GraphemeSegmenter.withShared { segmenter in
        segmenter.forEachBoundary(ofUnits: units.units) { relative in
          let offset = restart + relative
          // The window's end is a boundary only when it is the text's end.
          if offset == windowEnd && !units.reachesEnd { return false }
          newOffsets.append(offset)
          guard offset >= editEnd, isBoundary(offset - lengthChange) else { return true }
          meeting = offset
          return false
        }
      }
      if let meeting {
        replaceBoundaries(
          in: restart...(meeting - lengthChange), with: newOffsets, lengthChange: lengthChange)
        return scanned
      }
      // The window ended inside a run of clusters that still differ: widen it (a window
      // that reached the end always meets the old end).
      guard !units.reachesEnd else {
        let text = wholeText()
        self = GraphemeBoundaries(text)
        return scanned + text.utf16.count
      }
      requested *= 4
    }
  }
}

extension GraphemeBoundaries {
  /// True for no unit at all (the text's start or end) and for a unit that is a
  /// `SingleUnitClusters` scalar; a surrogate is not.
  static func isSingleUnitCluster(_ unit: UInt16?) -> Bool {
    guard let unit else { return true }
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return SingleUnitClusters.contains(scalar)
  }
}

/// Some UTF-16 units of a text from a given offset, and whether they reach its end.
struct UTF16Window {
  var units: [UInt16]
  var reachesEnd: Bool

  init(units: [UInt16], reachesEnd: Bool) {
    self.units = units
    self.reachesEnd = reachesEnd
  }

  /// About `count` units of `text` from `start` (one more when the last would split a
  /// surrogate pair), walking the text from its start: for tests and whole-text callers.
  init(of text: String, fromUTF16Offset start: Int, count: Int) {
    let all = Array(text.utf16)
    let lower = min(max(0, start), all.count)
    var upper = min(all.count, lower + max(0, count))
    if upper < all.count && UTF16.isLeadSurrogate(all[upper - 1]) { upper += 1 }
    self.init(units: Array(all[lower..<upper]), reachesEnd: upper == all.count)
  }
}
