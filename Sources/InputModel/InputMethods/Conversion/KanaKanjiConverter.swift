/// Splits a reading into segments and lists each segment's candidates, from a dictionary.
///
/// Segmenting is longest match from the left: at each position the longest dictionary
/// reading that starts there becomes a segment; characters where no reading starts gather
/// into one unknown segment until the next match.
///
///     converter.segments(of: "きょうはいいてんきです").map(\.reading)
///     // ["きょうは", "いい", "てんき", "です"]
///     converter.segments(of: "ぬるぬるのはし").map(\.reading)
///     // ["ぬるぬる", "の", "はし"]        (ぬるぬる: no entry starts at any of its kana)
///
/// Candidates of a segment: the dictionary's words in order, then the reading, then the
/// reading in katakana, each once.
///
///     converter.candidates(for: "はし")      // ["箸", "橋", "端", "はし", "ハシ"]
///     converter.candidates(for: "ぬるぬる")  // ["ぬるぬる", "ヌルヌル"]
public struct KanaKanjiConverter: Sendable {
  /// Where readings and words come from.
  public var dictionary: ConversionDictionary

  public init(dictionary: ConversionDictionary) {
    self.dictionary = dictionary
  }

  /// The conversion of `reading`, focused on its first segment; `nil` for an empty reading.
  public func convert(_ reading: String) -> ConversionState? {
    ConversionState(segments: segments(of: reading))
  }

  /// `reading` split by longest dictionary match; segments meet on grapheme boundaries
  /// (ICU), so a kana with a combining voiced mark is never split.
  ///
  /// - Complexity: O(n × L) dictionary lookups for n clusters and the longest reading's
  ///   length L.
  public func segments(of reading: String) -> [ConversionSegment] {
    let boundaries = GraphemeBoundaries(reading).utf16Offsets
    let clusterCount = boundaries.count - 1
    let longest = dictionary.longestReadingUTF16Length
    // Each candidate reading is a slice of `reading` between two cluster boundaries, so the
    // indices of the boundaries are found once.
    let indices = Self.indices(of: boundaries, in: reading)
    func text(_ start: Int, _ end: Int) -> String {
      String(reading[indices[start]..<indices[end]])
    }

    var result: [ConversionSegment] = []
    var unknownStart: Int?
    func flushUnknown(upTo end: Int) {
      guard let start = unknownStart else { return }
      result.append(segment(text(start, end)))
      unknownStart = nil
    }

    var start = 0
    while start < clusterCount {
      var end = clusterCount
      while end > start && boundaries[end] - boundaries[start] > longest { end -= 1 }
      while end > start && !dictionary.contains(reading: text(start, end)) { end -= 1 }
      if end > start {
        flushUnknown(upTo: start)
        result.append(segment(text(start, end)))
        start = end
      } else {
        if unknownStart == nil { unknownStart = start }
        start += 1
      }
    }
    flushUnknown(upTo: clusterCount)
    return result
  }

  /// The string index of each UTF-16 offset in `utf16Offsets` (ascending, on scalar
  /// boundaries), found in one walk over the text.
  private static func indices(of utf16Offsets: [Int], in text: String) -> [String.Index] {
    var result: [String.Index] = []
    result.reserveCapacity(utf16Offsets.count)
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var utf16Offset = 0
    for target in utf16Offsets {
      while utf16Offset < target && index < scalars.endIndex {
        utf16Offset += scalars[index].utf16.count
        index = scalars.index(after: index)
      }
      result.append(index)
    }
    return result
  }

  /// A segment for `reading` with its candidates, first one selected.
  public func segment(_ reading: String) -> ConversionSegment {
    ConversionSegment(reading: reading, candidates: candidates(for: reading))
  }

  /// The dictionary's words for `reading`, then `reading`, then its katakana, each once.
  ///
  ///     "から"  →  ["から", "空", "殻", "唐", "カラ"]   (the dictionary lists から first)
  public func candidates(for reading: String) -> [String] {
    var result: [String] = []
    for word in dictionary.words(for: reading) + [reading, Self.katakana(reading)]
    where !result.contains(word) {
      result.append(word)
    }
    return result
  }

  /// `hiragana` with every hiragana letter and iteration mark turned into katakana; other
  /// characters (ー, ASCII, combining marks) are kept.
  ///
  ///     "きょうー"  →  "キョウー",   "ゝゞ"  →  "ヽヾ",   "っk"  →  "ッk"
  static func katakana(_ hiragana: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in hiragana.unicodeScalars {
      // The hiragana block mirrors katakana 0x60 code points later (ぁ U+3041 → ァ U+30A1).
      if (0x3041...0x3096).contains(scalar.value) || (0x309D...0x309E).contains(scalar.value),
        let shifted = Unicode.Scalar(scalar.value + 0x60)
      {
        result.append(shifted)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
