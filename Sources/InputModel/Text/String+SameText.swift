#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// True when the two texts are equal as `==` says (canonical equivalence: "é" is the same
  /// text as "e\u{301}"), decided without Swift's canonical walk over a long common prefix.
  ///
  ///     "今日は".isSameText(as: "今日は")        // true, O(1) when both share their storage
  ///     "abc".isSameText(as: "abd")            // false
  ///     "é".isSameText(as: "e\u{301}")         // true, as `==`
  ///
  /// The one comparison every "did the text change" check uses (the store, the bridges'
  /// context, `onChange`, the invariants): a keystroke in a 100,000-character text compares
  /// the old and the new text several times, and `==` on non-ASCII text steps through the
  /// whole common prefix scalar by scalar. Here the common prefix and suffix are found with
  /// `memcmp`; only the bytes between them, widened to normalization boundaries (a place the
  /// text before and the text after normalize independently), are compared canonically.
  ///
  /// - Complexity: O(1) when both share their storage; else a memory comparison of the
  ///   common prefix and suffix plus a canonical comparison of the differing middle.
  func isSameText(as other: String) -> Bool {
    let decided = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        Self.isSameText(bytes, otherBytes)
      }
    }
    if let decided = decided ?? nil { return decided }
    return self == other
  }

  /// `isSameText(as:)` when the caller knows that the two texts share their first
  /// `commonUTF8Prefix` and their last `commonUTF8Suffix` bytes (one is the other with one
  /// splice): only the bytes between are looked at, so the answer costs the splice, not the text.
  ///
  ///     "abc".isSameText(as: "abd", commonUTF8Prefix: 2, commonUTF8Suffix: 0)   // false, 2 bytes read
  ///
  /// Wrong counts give a wrong answer; counts beyond the texts are clamped.
  func isSameText(as other: String, commonUTF8Prefix: Int, commonUTF8Suffix: Int) -> Bool {
    let decided = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        Self.isSameText(bytes, otherBytes, knownPrefix: commonUTF8Prefix, knownSuffix: commonUTF8Suffix)
      }
    }
    if let decided = decided ?? nil { return decided }
    return self == other
  }

  /// `isSameText(as:commonUTF8Prefix:commonUTF8Suffix:)` for two spans cut out of longer
  /// texts (the same bytes before both and after both): `spanStartsText` / `spanEndsText` say
  /// whether a span's start / end is its text's. `nil` when the difference, widened to
  /// normalization boundaries, reaches a cut end (the spans were too short to decide).
  ///
  ///     "xbc".isSameText(as: "xbd", commonUTF8Prefix: 2, commonUTF8Suffix: 0,
  ///                      spanStartsText: false, spanEndsText: true)   // false
  func isSameText(
    as other: String, commonUTF8Prefix: Int, commonUTF8Suffix: Int, spanStartsText: Bool, spanEndsText: Bool
  ) -> Bool? {
    let decided = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        Self.isSameText(
          bytes, otherBytes, knownPrefix: commonUTF8Prefix, knownSuffix: commonUTF8Suffix,
          startsText: spanStartsText, endsText: spanEndsText)
      }
    }
    return (decided ?? nil) ?? nil
  }

  /// `isSameText(as:)` over two UTF-8 buffers; a known common prefix and suffix are not compared again.
  private static func isSameText(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, knownPrefix: Int? = nil,
    knownSuffix: Int? = nil
  ) -> Bool {
    // Whole texts: both ends are the texts' ends, so an answer always comes.
    isSameText(lhs, rhs, knownPrefix: knownPrefix, knownSuffix: knownSuffix, startsText: true, endsText: true)
      ?? false
  }

  /// The comparison over two buffers that may be spans of longer texts (see above).
  private static func isSameText(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, knownPrefix: Int?,
    knownSuffix: Int?, startsText: Bool, endsText: Bool
  ) -> Bool? {
    if lhs.count == rhs.count && (lhs.baseAddress == rhs.baseAddress || lhs.count == 0) { return true }
    let shorter = Swift.min(lhs.count, rhs.count)
    var prefix =
      knownPrefix.map { Swift.min(Swift.max(0, $0), shorter) } ?? commonPrefixLength(lhs, rhs, upTo: shorter)
    if prefix == lhs.count && prefix == rhs.count { return true }
    var suffix =
      knownSuffix.map { Swift.min(Swift.max(0, $0), shorter - prefix) }
      ?? commonSuffixLength(lhs, rhs, upTo: shorter - prefix)
    while prefix > 0 && !(isNormalizationBoundary(lhs, prefix) && isNormalizationBoundary(rhs, prefix)) {
      prefix -= 1
    }
    while suffix > 0
      && !(isNormalizationBoundary(lhs, lhs.count - suffix)
        && isNormalizationBoundary(rhs, rhs.count - suffix))
    {
      suffix -= 1
    }
    // A span's cut end is not known to be a normalization boundary of its text.
    if (prefix == 0 && !startsText) || (suffix == 0 && !endsText) { return nil }
    let lhsMiddle = UnsafeBufferPointer(rebasing: lhs[prefix..<(lhs.count - suffix)])
    let rhsMiddle = UnsafeBufferPointer(rebasing: rhs[prefix..<(rhs.count - suffix)])
    TextWork.current?.bytesComparedCanonically += lhsMiddle.count + rhsMiddle.count
    // Both middles start and end on normalization boundaries of their texts, so the texts are
    // canonically equivalent exactly when the middles are.
    return String(decoding: lhsMiddle, as: UTF8.self) == String(decoding: rhsMiddle, as: UTF8.self)
  }

  /// The number of leading bytes the buffers share, at most `limit`, compared with `memcmp`.
  static func commonPrefixLength(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, upTo limit: Int
  ) -> Int {
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return 0 }
    let block = 1_024
    var offset = 0
    while offset + block <= limit && memcmp(left + offset, right + offset, block) == 0 { offset += block }
    while offset < limit && left[offset] == right[offset] { offset += 1 }
    TextWork.current?.bytesCompared += offset
    return offset
  }

  /// The number of trailing bytes the buffers share, at most `limit`, compared with `memcmp`.
  static func commonSuffixLength(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, upTo limit: Int
  ) -> Int {
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return 0 }
    let block = 1_024
    var length = 0
    while length + block <= limit
      && memcmp(left + lhs.count - length - block, right + rhs.count - length - block, block) == 0
    {
      length += block
    }
    while length < limit && left[lhs.count - 1 - length] == right[rhs.count - 1 - length] { length += 1 }
    TextWork.current?.bytesCompared += length
    return length
  }

  /// True when the text before byte `offset` and the text from it normalize independently:
  /// the ends, or the start of a scalar that never combines with what precedes it (combining
  /// class 0 and never the second of a canonical composition). Conservative: a scalar outside
  /// the ranges below is treated as combining, which only widens the canonical comparison.
  private static func isNormalizationBoundary(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    guard offset > 0 && offset < bytes.count else { return true }
    let lead = bytes[offset]
    if lead < 0x80 { return true }
    // A continuation byte is inside a scalar.
    guard lead >= 0xC0 else { return false }
    let scalar = decodeScalar(bytes, at: offset, lead: lead)
    switch scalar {
    case 0x80..<0x300,  // Latin-1 and Latin Extended: starters that no mark precedes in a composition
      0x3001...0x3029,  // CJK punctuation (U+302A… are combining)
      0x3041...0x3096,  // hiragana letters (not U+3099/U+309A, the combining voicing marks)
      0x30A1...0x30FA,  // katakana letters
      0x4E00...0x9FFF,  // CJK unified ideographs (not the compatibility ones, which decompose)
      0xAC00...0xD7A3,  // Hangul syllables (a following jamo may join them, never a preceding one)
      0x200C...0x200D,  // ZWNJ, ZWJ
      0xFE00...0xFE0F,  // variation selectors
      0xFF01...0xFF9D,  // full- and half-width forms (not the half-width voicing marks)
      0x1F000...0x1FAFF:  // emoji, regional indicators
      return true
    default:
      return false
    }
  }

  /// The scalar value whose UTF-8 starts with `lead` at `offset` (valid UTF-8: it is a String's).
  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, lead: UInt8) -> UInt32
  {
    func continuation(_ index: Int) -> UInt32 {
      index < bytes.count ? UInt32(bytes[index] & 0x3F) : 0
    }
    if lead < 0xE0 { return UInt32(lead & 0x1F) << 6 | continuation(offset + 1) }
    if lead < 0xF0 {
      return UInt32(lead & 0x0F) << 12 | continuation(offset + 1) << 6 | continuation(offset + 2)
    }
    return UInt32(lead & 0x07) << 18 | continuation(offset + 1) << 12 | continuation(offset + 2) << 6
      | continuation(offset + 3)
  }
}

/// Counts the work of text comparisons and copies while a test runs a session, so that a
/// scale test can compare a long text's per-key work with a short one's without a clock.
///
///     let work = TextWork()
///     TextWork.$current.withValue(work) { "abc".isSameText(as: "abd") }
///     work.bytesCompared  // 2 (the common prefix "ab")
final class TextWork: @unchecked Sendable {
  /// The counter comparisons add to, `nil` (nothing counted) outside a test that sets it.
  @TaskLocal static var current: TextWork?

  /// Bytes of common prefix and suffix compared with `memcmp` (by `isSameText` and by the
  /// deltas `onChangeRecords` and the trace store).
  var bytesCompared = 0
  /// Bytes compared by canonical equivalence (the middles between normalization boundaries).
  var bytesComparedCanonically = 0
  /// Bytes of whole texts a field copied to hand out its text: a `String` of it made anew, or
  /// one that was shared when it was brought up to date.
  var bytesCopiedByEdits = 0
  /// Bytes a field moved to make room for an edit: in its buffer, those between the previous
  /// edit and this one (or the whole text when the buffer grew); in a `String` it brought up
  /// to date in place, those after the edited span.
  var bytesMovedByEdits = 0
  /// `String`s of a field's whole text made (a field's `text` after an edit, or the text of a
  /// `FieldTextReference` read after the field moved on), however they were made.
  var wholeTextsMade = 0
  /// Binding values a trace rebuilt from its deltas (`TextDelta.applied`): each is a whole text.
  var bindingValuesRebuilt = 0
  /// Whole texts a session's `TextHistory` stored (the first one, and one whenever the deltas
  /// since the last whole one outweigh the text, or the field's journal could not say).
  var historyWholeTexts = 0
  /// UTF-8 bytes of whole values a timeline loaded to elide a step's binding writes
  /// (`ElidedTextSequence`): once per whole value kept, not once per write.
  var elidedValueBytesLoaded = 0
  /// UTF-16 units of chosen candidates a conversion joined into its marked text (once per
  /// change of a segment; a focus move joins nothing).
  var conversionUTF16UnitsJoined = 0
  /// Texts a `TextHistory` rebuilt whole for a reader (a snapshot, an event's value).
  var historyTextsRebuilt = 0
  /// Texts an `OnChangeRecordList` rebuilt whole for a reader (a record's old or new value).
  var onChangeTextsRebuilt = 0
}
