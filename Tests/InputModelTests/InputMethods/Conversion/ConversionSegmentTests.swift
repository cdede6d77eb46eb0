import Testing

@testable import InputModel

@Suite("ConversionSegment")
struct ConversionSegmentTests {
  let chopsticks = ConversionSegment(reading: "はし", candidates: ["箸", "橋", "端"])

  @Test("next and previous wrap around the candidate list")
  func wrapping() {
    var segment = chopsticks
    segment.selectPrevious()
    #expect(segment.selectedCandidate == "端")
    segment.selectNext()
    #expect(segment.selectedCandidate == "箸")
    segment.selectNext()
    segment.selectNext()
    segment.selectNext()
    #expect(segment.selectedCandidate == "箸")
  }

  @Test("select(position:) is 1-based", arguments: [(1, "箸"), (2, "橋"), (3, "端")])
  func selectPosition(position: Int, word: String) throws {
    var segment = chopsticks
    try segment.select(position: position)
    #expect(segment.selectedCandidate == word)
  }

  @Test(
    "a position outside the list throws and keeps the selection",
    arguments: [
      (0, "no candidate 0: the focused segment has 3 candidates"),
      (4, "no candidate 4: the focused segment has 3 candidates"),
      (-1, "no candidate -1: the focused segment has 3 candidates"),
    ])
  func selectPositionOutOfRange(position: Int, message: String) {
    var segment = chopsticks
    segment.selectNext()
    #expect(
      throws: ConversionError.candidatePositionOutOfRange(position: position, candidateCount: 3)
    ) {
      try segment.select(position: position)
    }
    #expect(
      ConversionError.candidatePositionOutOfRange(position: position, candidateCount: 3).description
        == message)
    #expect(segment.selectedCandidate == "橋")
  }

  @Test("select(word:) picks the word; an unknown word throws and names the candidates")
  func selectWord() throws {
    var segment = chopsticks
    try segment.select(word: "端")
    #expect(segment.selectedIndex == 2)
    let error = ConversionError.wordNotAmongCandidates(word: "嘴", candidates: ["箸", "橋", "端"])
    #expect(throws: error) { try segment.select(word: "嘴") }
    #expect(
      error.description
        == "\"嘴\" is not a candidate of the focused segment (candidates: \"箸\" \"橋\" \"端\")")
    #expect(segment.selectedCandidate == "端")
  }

  @Test("an empty candidate list falls back to the reading; an out-of-range index is clamped")
  func initFallbacks() {
    #expect(ConversionSegment(reading: "ぬ", candidates: []).candidates == ["ぬ"])
    #expect(
      ConversionSegment(reading: "はし", candidates: ["箸", "橋"], selectedIndex: 9).selectedCandidate
        == "橋")
  }
}
