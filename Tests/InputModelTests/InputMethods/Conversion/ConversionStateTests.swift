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
      ([Move](), "[今日は]|良い|天気|です"),
      ([.right], "今日は|[良い]|天気|です"),
      ([.right, .right, .right, .right], "今日は|良い|天気|[です]"),
      ([.left], "[今日は]|良い|天気|です"),
      ([.right, .left], "[今日は]|良い|天気|です"),
      ([.next], "[きょうは]|良い|天気|です"),
      ([.previous], "[キョウハ]|良い|天気|です"),
      ([.next, .next, .next], "[今日は]|良い|天気|です"),
      ([.right, .next], "今日は|[いい]|天気|です"),
      ([.right, .next, .left], "[今日は]|いい|天気|です"),
      ([.shrink], "[今日]|は|良い|天気|です"),
      ([.shrink, .next], "[京]|は|良い|天気|です"),
      ([.shrink, .extend], "[今日は]|良い|天気|です"),
      ([.shrink, .shrink], "[きょ]|う|は|良い|天気|です"),
      ([.shrink, .shrink, .shrink, .shrink], "[木]|ょう|は|良い|天気|です"),
      ([.shrink, .shrink, .shrink, .shrink, .shrink], "[木]|ょう|は|良い|天気|です"),
      ([.extend], "[きょうはい]|い|天気|です"),
      ([.right, .right, .right, .extend], "今日は|良い|天気|[です]"),
      ([.right, .right, .right, .shrink], "今日は|良い|天気|[で]|す"),
      ([.right, .next, .right, .shrink], "今日は|いい|[てん]|木|です"),
    ])
  func moves(moves: [Move], expected: String) throws {
    var conversion = try state("きょうはいいてんきです")
    apply(moves, to: &conversion)
    #expect(render(conversion) == expected)
    #expect(conversion.reading == "きょうはいいてんきです")
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
      ([.right, .right], UTF16Range(location: 5, length: 2)),
      ([.right, .right, .next, .next], UTF16Range(location: 5, length: 3)),
    ])
  func focusedRange(moves: [Move], range: UTF16Range) throws {
    var conversion = try state("きょうはいいてんきです")
    apply(moves, to: &conversion)
    #expect(conversion.focusedUTF16Range == range)
  }

  @Test("a candidate outside the BMP counts two UTF-16 units")
  func surrogatePairs() throws {
    let sushi = KanaKanjiConverter(
      dictionary: ConversionDictionary([("すし", ["🍣", "寿司"]), ("の", ["の"])]))
    var conversion = try #require(sushi.convert("すしの"))
    #expect(conversion.text == "🍣の")
    conversion.focusRight()
    #expect(conversion.focusedUTF16Range == UTF16Range(location: 2, length: 1))
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
