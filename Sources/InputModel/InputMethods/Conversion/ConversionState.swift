/// A conversion in progress: the reading cut into segments, each with its chosen candidate,
/// and the segment the candidate window is about (the focus).
///
/// The marked text during conversion is `text`; the focused segment's part of it is
/// `focusedUTF16Range`, the range a keyboard selects so the field underlines it.
///
///     segments ["今日は" | "良い" | "天気です"], focus 1
///     text "今日は良い天気です", focusedUTF16Range {3, 2}
public struct ConversionState: Equatable, Hashable, Sendable {
  /// The segments, left to right; never empty. A change of any segment makes `text` and the
  /// segments' offsets again; moving the focus keeps them.
  public private(set) var segments: [ConversionSegment] {
    didSet { (text, candidateUTF16Starts) = Self.joined(segments) }
  }
  /// The 0-based index of the focused segment.
  public private(set) var focusedIndex: Int

  /// The chosen candidates joined: what the marked text shows and what a commit inserts.
  /// Kept, not joined on each read, so a focus move hands the client the same string (one
  /// storage) and costs nothing that grows with the reading.
  public private(set) var text: String
  /// Where each segment's chosen candidate starts in `text`, in UTF-16 offsets, and, last,
  /// the length of `text`: `segments.count + 1` entries.
  ///
  ///     [今日は | 良い | 天気]  →  [0, 3, 5, 7]
  private var candidateUTF16Starts: [Int]

  /// A conversion of `segments` focused on `focusedIndex`; `nil` when `segments` is empty
  /// or the index is outside it.
  public init?(segments: [ConversionSegment], focusedIndex: Int = 0) {
    guard segments.indices.contains(focusedIndex) else { return nil }
    self.segments = segments
    self.focusedIndex = focusedIndex
    (text, candidateUTF16Starts) = Self.joined(segments)
  }

  /// The chosen candidates joined, and where each starts (UTF-16), the total last.
  ///
  ///     [今日は | 良い]  →  ("今日は良い", [0, 3, 5])
  private static func joined(_ segments: [ConversionSegment]) -> (String, [Int]) {
    var text = ""
    var starts = [0]
    starts.reserveCapacity(segments.count + 1)
    var utf16Offset = 0
    for segment in segments {
      text += segment.selectedCandidate
      utf16Offset += segment.selectedCandidate.utf16.count
      starts.append(utf16Offset)
    }
    TextWork.current?.conversionUTF16UnitsJoined += utf16Offset
    return (text, starts)
  }

  /// The segments' readings joined: the reading that was converted.
  public var reading: String { segments.map(\.reading).joined() }

  /// The focused segment.
  public var focusedSegment: ConversionSegment { segments[focusedIndex] }

  /// The focused segment's chosen candidate within `text`, in UTF-16 offsets.
  public var focusedUTF16Range: UTF16Range {
    let location = candidateUTF16Starts[focusedIndex]
    return UTF16Range(location: location, length: candidateUTF16Starts[focusedIndex + 1] - location)
  }

  // MARK: Candidates of the focused segment

  /// Next candidate of the focused segment, wrapping.
  ///
  ///     [今日|は]  →  [京|は]
  public mutating func selectNextCandidate() {
    segments[focusedIndex].selectNext()
  }

  /// Previous candidate of the focused segment, wrapping.
  ///
  ///     [今日|は]  →  [キョウ|は]   (the last candidate of きょう)
  public mutating func selectPreviousCandidate() {
    segments[focusedIndex].selectPrevious()
  }

  /// Selects the focused segment's candidate at a 1-based `position`.
  ///
  ///     [箸] selectCandidate(position: 2)  →  [橋]
  public mutating func selectCandidate(position: Int) throws(ConversionError) {
    try segments[focusedIndex].select(position: position)
  }

  /// Selects the focused segment's candidate equal to `word`.
  ///
  ///     [箸] selectCandidate(word: "端")  →  [端]
  public mutating func selectCandidate(word: String) throws(ConversionError) {
    try segments[focusedIndex].select(word: word)
  }

  // MARK: Focus

  /// Focuses the segment on the left; from the first segment, the last, as Mozc does.
  ///
  ///     今日は|[良い]  →  [今日は]|良い        [今日は]|良い  →  今日は|[良い]
  public mutating func focusLeft() {
    focusedIndex = (focusedIndex + segments.count - 1) % segments.count
  }

  /// Focuses the segment on the right; from the last segment, the first, as Mozc does.
  ///
  ///     [今日は]|良い  →  今日は|[良い]        今日は|[良い]  →  [今日は]|良い
  public mutating func focusRight() {
    focusedIndex = (focusedIndex + 1) % segments.count
  }

  // MARK: Resizing (shift+left / shift+right)

  /// Gives the focused segment's last character to the text after it, which is segmented
  /// again; segments before the focus keep their choices. A one-character segment stays.
  /// This is Mozc's shift+left (2.28, observed):
  ///
  ///     [きょうは]  →  [きょう]|は        (今日は → 今日|は)
  ///     私は|[日本語を]|勉強しています  →  私は|[日本語]|を|勉強しています
  public mutating func shrinkFocusedSegment(using converter: KanaKanjiConverter) {
    let reading = focusedSegment.reading
    let boundaries = GraphemeBoundaries(reading)
    guard let cut = boundaries.boundary(before: boundaries.utf16Length), cut > 0 else { return }
    let utf16 = Array(reading.utf16)
    let kept = String(decoding: utf16[..<cut], as: UTF16.self)
    let given = String(decoding: utf16[cut...], as: UTF16.self)
    replaceFocusedAndRest(focused: kept, rest: given + readingAfterFocus, using: converter)
  }

  /// Takes the first character of the text after the focused segment into it; the rest is
  /// segmented again. The last segment stays as it is. Mozc's shift+right:
  ///
  ///     [きょう]|は  →  [きょうは]        (今日|は → 今日は)
  ///     私は|[日本語を]|勉強しています  →  私は|[日本語をべ]|ん|… (readings にほんごをべ|ん|きょうしています)
  public mutating func extendFocusedSegment(using converter: KanaKanjiConverter) {
    let rest = readingAfterFocus
    let boundaries = GraphemeBoundaries(rest)
    guard let cut = boundaries.boundary(after: 0) else { return }
    let utf16 = Array(rest.utf16)
    let taken = String(decoding: utf16[..<cut], as: UTF16.self)
    let remaining = String(decoding: utf16[cut...], as: UTF16.self)
    replaceFocusedAndRest(
      focused: focusedSegment.reading + taken, rest: remaining, using: converter)
  }

  private var readingAfterFocus: String {
    segments[(focusedIndex + 1)...].map(\.reading).joined()
  }

  private mutating func replaceFocusedAndRest(
    focused: String, rest: String, using converter: KanaKanjiConverter
  ) {
    segments.removeSubrange(focusedIndex...)
    segments.append(converter.segment(focused))
    segments.append(contentsOf: converter.segments(of: rest))
  }
}
