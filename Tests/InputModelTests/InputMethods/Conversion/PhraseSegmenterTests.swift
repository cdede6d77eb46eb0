import Testing

@testable import InputModel

@Suite("PhraseSegmenter")
struct PhraseSegmenterTests {
  private func segmenter(_ reading: String) -> PhraseSegmenter {
    PhraseSegmenter(lattice: ConversionLattice(reading: reading, dictionary: .embedded))
  }

  @Test(
    "the cheapest path's phrases, as position ranges",
    arguments: [
      ("わたしはにほんごを", [0..<4, 4..<9]),
      ("はしからあげ", [0..<2, 2..<6]),
      ("ゆっくり", [0..<4]),
      ("", []),
    ])
  func phraseRanges(reading: String, ranges: [Range<Int>]) {
    #expect(segmenter(reading).phraseRanges() == ranges)
  }

  @Test("the readings of one phrase, cheapest first: the dictionary's きょうは before きょう + は")
  func readingsOfAPhrase() {
    let readings = segmenter("きょうは").readings(of: 0..<4)
    #expect(readings.count >= 3)
    #expect(readings.map(\.cost) == readings.map(\.cost).sorted())
    guard case .word(let first) = readings[0].content.source,
      case .word(let second) = readings[1].content.source
    else {
      Issue.record("expected two dictionary words first, got \(readings.map(\.content.source))")
      return
    }
    #expect(first == "きょうは")
    #expect(second == "きょう")
    #expect(readings[1].cost == readings[0].cost + 100 + 40)
  }

  @Test("an unknown run and the particle after it: the run ends where the particle starts")
  func unknownRunEnd() throws {
    let readings = segmenter("ぬるぬるの").readings(of: 0..<5)
    let unknown = try #require(
      readings.first {
        if case .unknown = $0.content.source { return true }
        return false
      })
    #expect(unknown.unknownEnd == 4)
  }
}
