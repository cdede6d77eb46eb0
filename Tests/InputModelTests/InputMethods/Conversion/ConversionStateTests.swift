import Testing

@testable import InputModel

@Suite("ConversionState")
struct ConversionStateTests {
  let converter = KanaKanjiConverter(dictionary: .embedded)

  private func state(_ reading: String) throws -> ConversionState {
    try #require(converter.convert(reading))
  }

  /// The segments as `今日は|[良い]|天気`: chosen candidates, the focused one in brackets.
  private func render(_ state: ConversionState) -> String {
    state.segments.enumerated().map { index, segment in
      index == state.focusedIndex ? "[\(segment.selectedCandidate)]" : segment.selectedCandidate
    }.joined(separator: "|")
  }

  enum Move: String, CustomStringConvertible {
    case left, right, next, previous, shrink, extend
    var description: String { rawValue }
  }

  private func apply(_ moves: [Move], to state: inout ConversionState) {
    for move in moves {
      switch move {
      case .left: state.focusLeft()
      case .right: state.focusRight()
      case .next: state.selectNextCandidate()
      case .previous: state.selectPreviousCandidate()
      case .shrink: state.shrinkFocusedSegment(using: converter)
      case .extend: state.extendFocusedSegment(using: converter)
      }
    }
  }

  @Test(
    "focus moves, candidate moves and resizing, from きょうはいいてんきです",
    arguments: [
      ([Move](), "[今日は]|良い|天気です"),
      ([.right], "今日は|[良い]|天気です"),
      ([.right, .right], "今日は|良い|[天気です]"),
      ([.right, .right, .right], "[今日は]|良い|天気です"),
      ([.left], "今日は|良い|[天気です]"),
      ([.right, .left], "[今日は]|良い|天気です"),
      ([.next], "[きょうは]|良い|天気です"),
      ([.previous], "[強は]|良い|天気です"),
      ([.next, .next, .next], "[京は]|良い|天気です"),
      ([.right, .next], "今日は|[いい]|天気です"),
      ([.right, .next, .left], "[今日は]|いい|天気です"),
      ([.shrink], "[今日]|は|良い|天気です"),
      ([.shrink, .next], "[京]|は|良い|天気です"),
      ([.shrink, .extend], "[今日は]|良い|天気です"),
      ([.shrink, .shrink], "[きょ]|うは|良い|天気です"),
      ([.shrink, .shrink, .shrink, .shrink], "[木]|ょうは|良い|天気です"),
      ([.shrink, .shrink, .shrink, .shrink, .shrink], "[木]|ょうは|良い|天気です"),
      ([.extend], "[今日はい]|い|天気です"),
      ([.right, .right, .extend], "今日は|良い|[天気です]"),
      ([.right, .right, .shrink], "今日は|良い|[天気で]|す"),
      ([.right, .right, .shrink, .shrink], "今日は|良い|[天気]|です"),
      ([.right, .next, .right, .shrink], "今日は|いい|[天気で]|す"),
    ])
  func moves(moves: [Move], expected: String) throws {
    var conversion = try state("きょうはいいてんきです")
    apply(moves, to: &conversion)
    #expect(render(conversion) == expected)
    #expect(conversion.reading == "きょうはいいてんきです")
  }

  /// Mozc 2.28's segments for the same keys, recorded through mozc_emacs_helper: the
  /// focus wraps, shift+left gives the last kana to a new segment, shift+right on the last
  /// segment does nothing.
  @Test(
    "moving and resizing in the issue's sentence as Mozc does",
    arguments: [
      ([Move](), ["わたしは", "にほんごを", "べんきょうしています"], "[私は]|日本語を|勉強しています"),
      ([.shrink], ["わたし", "は", "にほんごを", "べんきょうしています"], "[私]|は|日本語を|勉強しています"),
      ([.right, .shrink], ["わたしは", "にほんご", "を", "べんきょうしています"], "私は|[日本語]|を|勉強しています"),
      // Mozc shows 勉強していま: it leaves the cut-off ま in kana, where this converter
      // reads the segment's best phrases, べんきょうして|いま.
      ([.right, .right, .shrink], ["わたしは", "にほんごを", "べんきょうしていま", "す"], "私は|日本語を|[勉強して今]|す"),
      ([.right, .right, .extend], ["わたしは", "にほんごを", "べんきょうしています"], "私は|日本語を|[勉強しています]"),
      ([.right, .right, .right], ["わたしは", "にほんごを", "べんきょうしています"], "[私は]|日本語を|勉強しています"),
      ([.left], ["わたしは", "にほんごを", "べんきょうしています"], "私は|日本語を|[勉強しています]"),
    ])
  func mozcMoves(moves: [Move], readings: [String], rendered: String) throws {
    var conversion = try state("わたしはにほんごをべんきょうしています")
    apply(moves, to: &conversion)
    #expect(conversion.segments.map(\.reading) == readings)
    #expect(render(conversion) == rendered)
  }

  @Test("resizing keeps the choices made before the focus")
  func resizeKeepsEarlierChoices() throws {
    var conversion = try state("はしからあげ")
    #expect(render(conversion) == "[箸]|唐揚げ")
    conversion.selectNextCandidate()
    conversion.focusRight()
    conversion.shrinkFocusedSegment(using: converter)
    #expect(render(conversion) == "橋|[からあ]|げ")
    conversion.shrinkFocusedSegment(using: converter)
    #expect(render(conversion) == "橋|[から]|揚げ")
    #expect(conversion.reading == "はしからあげ")
  }

  @Test(
    "the focused range is in UTF-16 units of the marked text",
    arguments: [
      ([Move](), UTF16Range(location: 0, length: 3)),
      ([.right], UTF16Range(location: 3, length: 2)),
      ([.right, .right], UTF16Range(location: 5, length: 4)),
      ([.right, .right, .next, .next], UTF16Range(location: 5, length: 5)),
    ])
  func focusedRange(moves: [Move], range: UTF16Range) throws {
    var conversion = try state("きょうはいいてんきです")
    apply(moves, to: &conversion)
    #expect(conversion.focusedUTF16Range == range)
  }

  @Test("a candidate outside the BMP counts two UTF-16 units")
  func surrogatePairs() throws {
    let sushi = KanaKanjiConverter(
      dictionary: ConversionDictionary([("すし", ["🍣", "寿司"]), ("たべる", ["食べる"])]))
    var conversion = try #require(sushi.convert("すしたべる"))
    #expect(conversion.text == "🍣食べる")
    conversion.focusRight()
    #expect(conversion.focusedUTF16Range == UTF16Range(location: 2, length: 3))
  }

  @Test("selecting by position or word changes only the focused segment")
  func select() throws {
    var conversion = try state("はしからあげ")
    try conversion.selectCandidate(position: 3)
    #expect(conversion.text == "端唐揚げ")
    conversion.focusRight()
    try conversion.selectCandidate(word: "カラアゲ")
    #expect(conversion.text == "端カラアゲ")
    #expect(throws: ConversionError.candidatePositionOutOfRange(position: 9, candidateCount: 4)) {
      try conversion.selectCandidate(position: 9)
    }
  }

  @Test("no conversion without segments or with the focus outside them")
  func invalidInit() {
    #expect(ConversionState(segments: []) == nil)
    #expect(
      ConversionState(
        segments: [ConversionSegment(reading: "は", candidates: ["葉"])], focusedIndex: 1) == nil)
  }
}
