import Testing

@testable import InputModel

@Suite("DemoCandidates: the built-in lists")
struct DemoCandidatesTests {
  @Test("the seed's fourteen words, in the seed's order")
  func seedWords() {
    #expect(DemoCandidates.seedWords.count == 14)
    #expect(DemoCandidates.seedWords.first == "かたづけ")
    #expect(DemoCandidates.seedWords.last == "たいちゃづけ")
  }

  @Test(
    "each list has no duplicate and no two entries with the same matching key",
    arguments: [DemoCandidates.seedWords, DemoCandidates.weatherCities, DemoCandidates.colors])
  func unique(list: [String]) {
    #expect(Set(list).count == list.count)
    #expect(Set(list.map(MatchingKey.make)).count == list.count)
  }
}
