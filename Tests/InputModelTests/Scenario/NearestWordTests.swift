import Testing

@testable import InputModel

@Suite("Nearest word")
struct NearestWordTests {
  static let steps = ScenarioVocabulary.steps.map(\.word)

  @Test(
    "suggests the closest allowed word",
    arguments: [
      ("expcet", "expect"), ("expec", "expect"), ("tpye", "type"), ("comit", "commit"),
      ("Commit", "commit"),
      ("scrol", "scroll"), ("cancel-sear", "cancel-search"), ("cancel-s", "cancel"),
      ("bluur", "blur"), ("sett", "set"),
    ])
  func suggests(_ word: String, _ expected: String) {
    #expect(NearestWord.nearest(word, in: Self.steps) == expected)
  }

  @Test(
    "stays quiet when nothing is close",
    arguments: ["zzz", "x", "", "assert", String(repeating: "a", count: 100_000)])
  func quiet(_ word: String) {
    #expect(NearestWord.nearest(word, in: Self.steps) == nil)
  }

  @Test("ties go to the word listed first")
  func ties() {
    #expect(NearestWord.nearest("ab", in: ["ac", "ad"]) == "ac")
  }

  @Test(
    "edit distance counts a swap of neighbours as one",
    arguments: [
      ("expcet", "expect", 1), ("flik", "flick", 1), ("", "abc", 3), ("kitten", "sitting", 3),
      ("same", "same", 0),
    ])
  func distance(_ a: String, _ b: String, _ expected: Int) {
    #expect(NearestWord.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected)
  }
}
