import Testing

@testable import InputModel

@Suite("SearchField: isSearching, results, suggestions, pick, cancel, submit")
struct SearchFieldTests {
  static func cities(suggestions: [String] = ["Tokyo", "London", "東京"]) -> SearchField {
    SearchField(items: CandidateIndex(DemoCandidates.weatherCities), suggestions: suggestions)
  }

  @Test(
    "isSearching is true while focused or while a query is left; results need a query",
    arguments: [
      (false, "", false, false),
      (true, "", true, false),
      (true, "o", true, true),
      (false, "o", true, true),
    ])
  func searchingAndOverlay(focused: Bool, query: String, searching: Bool, showsResults: Bool) {
    var search = Self.cities()
    search.focusChanged(isFocused: focused)
    search.update(query: query)
    #expect(search.isSearching == searching)
    #expect(search.showsResults == showsResults)
    if !showsResults { #expect(search.results == []) }
  }

  @Test(
    "results contain the query by matching key, in source order",
    arguments: [
      ("kyo", ["Tokyo"]),
      ("KYO", ["Tokyo"]),
      ("ｋｙｏ", ["Tokyo"]),
      ("o", ["Cupertino", "San Francisco", "London", "Tokyo"]),
      ("n", ["Cupertino", "San Francisco", "London"]),
      ("san", ["San Francisco"]),
      ("zz", []),
    ])
  func results(query: String, expected: [String]) {
    var search = Self.cities()
    search.focusChanged(isFocused: true)
    search.update(query: query)
    #expect(search.results == expected)
  }

  @Test("the seed's Colors palettes: case- and width-insensitive results, in the seed's order")
  func colorResults() {
    var search = SearchField(
      items: CandidateIndex(DemoCandidates.colors), suggestions: DemoCandidates.colorSuggestions)
    search.focusChanged(isFocused: true)
    #expect(search.visibleSuggestions == ["Ocean", "Sunset", "Forest"])
    search.update(query: "O")
    #expect(search.results == ["Ocean", "Forest"])
    search.update(query: "ＭＡＣ")
    #expect(search.results == ["iMac"])
    search.update(query: "set")
    #expect(search.results == ["Sunset"])
    #expect(search.visibleSuggestions == ["Sunset"])
  }

  @Test("kana-insensitive results: katakana and half-width kana find hiragana items")
  func kanaResults() {
    var search = SearchField(items: CandidateIndex(["あか", "あお", "みどり", "Ocean"]))
    search.focusChanged(isFocused: true)
    search.update(query: "ｵ")
    #expect(search.results == ["あお"])
    search.update(query: "ア")
    #expect(search.results == ["あか", "あお"])
  }

  @Test(
    "suggestions: all while searching with an empty query, filtered by the query, none when not searching")
  func suggestionsVisibility() {
    var search = Self.cities()
    #expect(search.visibleSuggestions == [])
    search.focusChanged(isFocused: true)
    #expect(search.visibleSuggestions == ["Tokyo", "London", "東京"])
    search.update(query: "LO")
    #expect(search.visibleSuggestions == ["London"])
    search.update(query: "q")
    #expect(search.visibleSuggestions == [])
  }

  @Test("picking a suggestion fills the query, hides the suggestions and submits")
  func pick() throws {
    var search = Self.cities()
    search.focusChanged(isFocused: true)
    search.update(query: "to")
    #expect(search.visibleSuggestions == ["Tokyo"])
    let completion = try search.pick("Tokyo")
    #expect(completion == SearchCompletion(query: "Tokyo", submits: true))
    #expect(search.query == "Tokyo")
    #expect(search.visibleSuggestions == [])
    #expect(search.results == ["Tokyo"])
    search.update(query: "Tokyo")  // the session writes the query back: no change
    #expect(search.visibleSuggestions == [])
    search.update(query: "Toky")  // typing again shows them again
    #expect(search.visibleSuggestions == ["Tokyo"])
  }

  @Test("picking a suggestion that is not shown is an error with the shown list")
  func pickErrors() {
    var search = Self.cities()
    #expect(throws: SearchFieldError.notASuggestion("Tokyo", shown: [])) { try search.pick("Tokyo") }
    search.focusChanged(isFocused: true)
    search.update(query: "lo")
    #expect(throws: SearchFieldError.notASuggestion("Tokyo", shown: ["London"])) { try search.pick("Tokyo") }
    #expect(
      SearchFieldError.notASuggestion("Tokyo", shown: ["London"]).description
        == #"cannot pick "Tokyo": the search suggestions are "London""#)
    #expect(
      SearchFieldError.notASuggestion("Tokyo", shown: []).description
        == #"cannot pick "Tokyo": no search suggestion is shown"#)
  }

  @Test("cancel clears the query and ends searching: no results, no suggestions")
  func cancel() {
    var search = Self.cities()
    search.focusChanged(isFocused: true)
    search.update(query: "kyo")
    search.cancel()
    #expect(search.query == "")
    #expect(!search.isFocused)
    #expect(!search.isSearching)
    #expect(!search.showsResults)
    #expect(search.results == [])
    #expect(search.visibleSuggestions == [])
  }

  @Test("a submit hides the suggestions but keeps searching and the results")
  func submitted() {
    var search = Self.cities()
    search.focusChanged(isFocused: true)
    search.update(query: "o")
    search.submitted(query: "o")
    #expect(search.visibleSuggestions == [])
    #expect(search.isSearching)
    #expect(search.results.count == 4)
  }

  @Test("losing focus with a query left keeps searching; with no query it ends")
  func blur() {
    var search = Self.cities()
    search.focusChanged(isFocused: true)
    search.update(query: "kyo")
    search.focusChanged(isFocused: false)
    #expect(search.isSearching)
    #expect(search.results == ["Tokyo"])
    search.update(query: "")
    #expect(!search.isSearching)
  }
}
