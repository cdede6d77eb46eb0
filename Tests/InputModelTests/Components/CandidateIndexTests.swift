import Testing

@testable import InputModel

@Suite("CandidateIndex: prefix and contains queries over matching keys")
struct CandidateIndexTests {
  static let seed = CandidateIndex(DemoCandidates.seedWords)

  @Test(
    "seed words: a prefix query finds the same candidates in hiragana, katakana and half-width",
    arguments: [
      ("か", ["かたづけ", "かまあげ", "からあげ", "からおけ", "からて", "からてがた", "からぶり"]),
      ("から", ["からあげ", "からおけ", "からて", "からてがた", "からぶり"]),
      ("からて", ["からて", "からてがた"]),
      ("からてがた", ["からてがた"]),
      ("さ", ["さけちゃづけ", "さくらんぼ", "さつまあげ", "さふぁりぱーく"]),
      ("さふぁりぱー", ["さふぁりぱーく"]),
      ("た", ["たしかに", "たしなめる", "たいちゃづけ"]),
      ("たし", ["たしかに", "たしなめる"]),
      ("がた", []),
      ("あげ", []),
    ])
  func seedPrefixes(query: String, expected: [String]) {
    #expect(Self.seed.matches(for: query) == expected)
    #expect(Self.seed.matches(for: KanaSpellings.katakana(query)) == expected)
    #expect(Self.seed.matches(for: KanaSpellings.halfWidth(query)) == expected)
    #expect(Self.seed.matchCount(for: query) == expected.count)
  }

  @Test(
    "seed words: every scalar prefix of every word, in every spelling, matches the linear scan",
    arguments: DemoCandidates.seedWords)
  func seedEqualsLinearScan(word: String) {
    for spelling in [word, KanaSpellings.katakana(word), KanaSpellings.halfWidth(word)] {
      for prefix in KanaSpellings.scalarPrefixes(spelling) {
        let reference = KanaSpellings.referencePrefixMatches(DemoCandidates.seedWords, prefix)
        #expect(Self.seed.matches(for: prefix) == reference, "query \(prefix)")
        #expect(Self.seed.linearScanMatches(prefix) == reference, "query \(prefix)")
      }
    }
  }

  @Test("an index of katakana and half-width candidates answers hiragana queries")
  func candidatesInOtherSpellings() {
    let index = CandidateIndex(["カラオケ", "ｶﾗｱｹﾞ", "からて", "ＫＡＲＡ", "kara-ke"])
    #expect(index.matches(for: "から") == ["カラオケ", "ｶﾗｱｹﾞ", "からて"])
    #expect(index.matches(for: "ｶﾗｱ") == ["ｶﾗｱｹﾞ"])
    #expect(index.matches(for: "kara") == ["ＫＡＲＡ", "kara-ke"])
    #expect(index.matches(for: "ＫＡＲ") == ["ＫＡＲＡ", "kara-ke"])
  }

  @Test("results keep source order, not key order")
  func sourceOrder() {
    let index = CandidateIndex(["からぶり", "からあげ", "カラオケ", "あめ", "からて"])
    #expect(index.matches(for: "から") == ["からぶり", "からあげ", "カラオケ", "からて"])
  }

  @Test("identical candidates are kept once at their first place; empty strings are dropped")
  func duplicates() {
    let index = CandidateIndex(["からて", "", "からあげ", "からて", "カラテ", "からあげ"])
    #expect(index.candidates == ["からて", "からあげ", "カラテ"])
    #expect(index.matches(for: "からて") == ["からて", "カラテ"])
    #expect(index.count == 3)
  }

  @Test("the empty query matches every candidate; an empty index matches nothing")
  func emptyQueryAndIndex() {
    #expect(Self.seed.matches(for: "") == DemoCandidates.seedWords)
    #expect(CandidateIndex([]).matches(for: "か") == [])
    #expect(CandidateIndex([]).matches(for: "") == [])
    #expect(CandidateIndex([]).isEmpty)
  }

  @Test(
    "contains queries are kana-, width- and case-insensitive, in source order",
    arguments: [
      ("づけ", ["かたづけ", "さけちゃづけ", "たいちゃづけ"]),
      ("ヅケ", ["かたづけ", "さけちゃづけ", "たいちゃづけ"]),
      ("ﾁｬﾂﾞｹ", ["さけちゃづけ", "たいちゃづけ"]),
      ("あげ", ["かまあげ", "からあげ", "さつまあげ"]),
      ("ぬ", []),
      ("", DemoCandidates.seedWords),
    ])
  func contains(query: String, expected: [String]) {
    #expect(Self.seed.matches(containing: query) == expected)
  }

  @Test("contains over the seed's Weather cities folds case and full width")
  func containsCities() {
    let index = CandidateIndex(DemoCandidates.weatherCities)
    #expect(index.matches(containing: "o") == ["Cupertino", "San Francisco", "London", "Tokyo"])
    #expect(index.matches(containing: "KYO") == ["Tokyo"])
    #expect(index.matches(containing: "ｌｏｎ") == ["London"])
    #expect(index.matches(containing: "san ") == ["San Francisco"])
    #expect(index.matches(containing: "京") == [])
  }

  @Test(
    "pending romaji: continuations find every kana the tail can become, in source order",
    arguments: [
      ("かr", ["からあげ", "からおけ", "からて", "からてがた", "からぶり"]),
      ("かt", ["かたづけ"]),
      ("かm", ["かまあげ"]),
      ("さk", ["さけちゃづけ", "さくらんぼ"]),
      ("さf", ["さふぁりぱーく"]),
      ("たs", ["たしかに", "たしなめる"]),
      ("たしn", ["たしなめる"]),
      ("からb", ["からぶり"]),
      ("かq", []),
    ])
  func pendingRomaji(query: String, expected: [String]) {
    var index = Self.seed
    index.pendingRomaji = .continuations
    #expect(index.matches(for: query) == expected)
    #expect(index.linearScanMatches(query) == expected)
    #expect(index.matchCount(for: query) == expected.count)
  }

  @Test("pending romaji: a literal index finds nothing for a tail; continuations keep literal matches")
  func pendingRomajiLiteral() {
    #expect(Self.seed.matches(for: "かr") == [])
    let index = CandidateIndex(["かre", "からて", "karate"], pendingRomaji: .continuations)
    #expect(index.matches(for: "かr") == ["かre", "からて"])
    #expect(index.matches(for: "kar") == ["karate"])
  }

  @Test("pending romaji: a tail that is half of a syllable (ky, ch, ts) narrows to its kana")
  func pendingRomajiLongTails() {
    let index = CandidateIndex(
      ["きゃく", "きょう", "きって", "ちゃ", "ちず", "つき", "たつ"], pendingRomaji: .continuations)
    #expect(index.matches(for: "ky") == ["きゃく", "きょう"])
    #expect(index.matches(for: "k") == ["きゃく", "きょう", "きって"])
    #expect(index.matches(for: "ch") == ["ちゃ", "ちず"])
    #expect(index.matches(for: "ts") == ["つき"])
    #expect(index.matches(for: "たts") == ["たつ"])
  }
}
