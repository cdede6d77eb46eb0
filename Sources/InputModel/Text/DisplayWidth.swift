internal import CICU

/// How many terminal-style cells text occupies, from ICU's East Asian Width property.
///
/// Per code point: wide (W) and full-width (F) take 2 cells, narrow, half-width and neutral
/// 1, ambiguous (A) 1 unless `ambiguousIsWide`; combining marks, format characters, default
/// ignorables, controls and Hangul medial/final jamo take 0. A grapheme cluster with emoji
/// presentation (an Emoji_Presentation character, a VS16 U+FE0F, or a regional-indicator
/// flag) takes 2 cells; any other cluster takes the sum of its code points' cells.
///
///     "abc" → 3,  "かな" → 4,  "ｶﾅ" → 2,  "\u{301}" → 0,  "👨‍👩‍👧" → 2,  "ｶﾞ" → 2
public struct DisplayWidth: Sendable, Equatable {
  /// Count East Asian ambiguous characters (○, ①, Greek and Cyrillic in CJK fonts) as 2.
  public var ambiguousIsWide: Bool

  public init(ambiguousIsWide: Bool = false) {
    self.ambiguousIsWide = ambiguousIsWide
  }

  /// The cells one code point takes on its own.
  ///
  ///     "a" → 1,  "あ" → 2,  "ｱ" → 1,  U+3099 → 0
  public func cells(of scalar: Unicode.Scalar) -> Int {
    let value = Int32(bitPattern: scalar.value)
    if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { return 0 }
    let category = cicu_general_category(value)
    if category == CICU_GC_NONSPACING_MARK || category == CICU_GC_ENCLOSING_MARK
      || category == CICU_GC_FORMAT || category == CICU_GC_CONTROL
    {
      return 0
    }
    if cicu_is_default_ignorable(value) != 0 { return 0 }
    let hangulType = cicu_hangul_syllable_type(value)
    if hangulType != CICU_HST_NOT_APPLICABLE && hangulType != CICU_HST_LEADING_JAMO
      && (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    {
      return 0
    }
    if cicu_is_emoji_presentation(value) != 0 { return 2 }
    switch cicu_east_asian_width(value) {
    case CICU_EAW_WIDE, CICU_EAW_FULLWIDTH: return 2
    case CICU_EAW_AMBIGUOUS: return ambiguousIsWide ? 2 : 1
    default: return 1
    }
  }

  /// The cells one grapheme cluster takes.
  ///
  ///     "か\u{3099}" → 2,  "🇯🇵" → 2,  "❤\u{FE0F}" → 2,  "e\u{301}" → 1
  public func cells(ofCluster cluster: Substring.UnicodeScalarView) -> Int {
    var sum = 0
    for scalar in cluster {
      if scalar.value == 0xFE0F { return 2 }
      let value = Int32(bitPattern: scalar.value)
      if cicu_is_regional_indicator(value) != 0 { return 2 }
      if cicu_is_emoji_presentation(value) != 0 { return 2 }
      sum += cells(of: scalar)
    }
    return sum
  }

  /// The cells `text` takes: the sum over its grapheme clusters (ICU boundaries).
  ///
  ///     "かなｶﾅabc" → 9
  public func cells(of text: String) -> Int {
    let boundaries = GraphemeBoundaries(text)
    return clusterCells(of: text, boundaries: boundaries).reduce(0, +)
  }

  /// The cells of each grapheme cluster of `text`, in order.
  public func clusterCells(of text: String, boundaries: GraphemeBoundaries) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(boundaries.clusterCount)
    let utf16 = text.utf16
    for range in boundaries.clusterRanges {
      let start = utf16.index(utf16.startIndex, offsetBy: range.location)
      let end = utf16.index(start, offsetBy: range.length)
      result.append(cells(ofCluster: text[start..<end].unicodeScalars))
    }
    return result
  }
}
