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

  @Test("the seed's Weather and Colors data (seed 004), in the seed's order")
  func searchSeedData() {
    #expect(DemoCandidates.weatherCities == ["Cupertino", "San Francisco", "London", "Tokyo"])
    #expect(DemoCandidates.colors == ["Ocean", "Sunset", "Forest", "iMac"])
    #expect(DemoCandidates.colorSuggestions == ["Ocean", "Sunset", "Forest"])
    #expect(DemoCandidates.colorButtonSuggestions == ["Blue", "Green", "Purple"])
  }

  @Test(
    "each list has no duplicate and no two entries with the same matching key",
    arguments: [
      DemoCandidates.seedWords, DemoCandidates.weatherCities, DemoCandidates.colors,
      DemoCandidates.colorSuggestions, DemoCandidates.colorButtonSuggestions,
    ])
  func unique(list: [String]) {
    #expect(Set(list).count == list.count)
    #expect(Set(list.map(MatchingKey.make)).count == list.count)
  }
}
